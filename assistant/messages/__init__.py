"""Stated sentences as code plus parameters (``core``) and the table of them (``table``)."""

from assistant.messages import table
from assistant.messages.core import (
    NOTHING,
    TEXT,
    Message,
    Param,
    Template,
    as_sentence,
    render_all,
    templates,
)

__all__ = [
    "NOTHING",
    "TEXT",
    "Message",
    "Param",
    "Template",
    "as_sentence",
    "render_all",
    "table",
    "templates",
]
