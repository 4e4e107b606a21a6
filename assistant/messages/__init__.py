"""Stated sentences as code plus parameters, in English and Chinese.

``core`` holds the ``Message`` type; ``table`` what calculators assume and warn of;
``failures`` what they cannot compute; ``serve`` what the servers refuse.
"""

from assistant.messages import failures, serve, table, workloads
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
    "failures",
    "serve",
    "table",
    "templates",
    "workloads",
]
