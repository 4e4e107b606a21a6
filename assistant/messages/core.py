"""A stated sentence as a code plus parameters, rendered in English or Chinese at the edge; pure.

The calculators, the catalog and the parser say what they assumed and what to watch for as
``Message`` objects made from ``Template`` constants (``BATCH_PER_GPU(batch=4)``). Each template
holds an English and a Chinese ``str.format`` pattern over the same named fields with the same
format specs, so both languages state the same numbers. A parameter may itself be a message (a
label inside a warning); it is rendered in the same language.

At the edge a message becomes text: JSON and the CLI print English (``str(message)``, and a
pydantic dump writes the English string, so ``--json`` output is plain text), an answer prints
the question's language (``message.render("zh")``). Plain text where a message is expected (a
YAML note, a result rebuilt from JSON) is kept as the ``text`` message, the same in both.

Why a typed table and not gettext: there are two languages, the parameters are numbers with
format specs that both languages must share, and the code refers to messages by Python names that
mypy checks; a test checks that every template's two patterns use the same fields.
"""

from __future__ import annotations

import string
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal
from functools import cached_property
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, model_serializer, model_validator

_TEMPLATES: dict[str, Template] = {}
"""Every template by code, filled as ``table`` defines them."""


class _Formatter(string.Formatter):
    """``str.format`` plus ``!p``: the value, then a space when it ends in Latin text or a digit.

    Chinese text puts a space between a Latin word or a number and the Han characters after it.
    """

    def convert_field(self, value: Any, conversion: str | None) -> Any:
        if conversion == "p":
            text = str(value)
            return f"{text} " if text[-1:].isascii() and text[-1:].isalnum() else text
        return super().convert_field(value, conversion)


_FORMATTER = _Formatter()


class Message(BaseModel):
    """One sentence or phrase as the code of its template plus the values it states."""

    model_config = ConfigDict(frozen=True)

    code: str
    params: dict[str, str | int | float | Decimal | Message] = Field(default_factory=dict)

    @model_validator(mode="before")
    @classmethod
    def _from_text(cls, data: Any) -> Any:
        """Plain text stays what it says, in both languages."""
        if isinstance(data, str):
            return {"code": "text", "params": {"text": data}}
        return data

    @model_serializer(mode="plain")
    def _as_english(self) -> str:
        """Dumped (JSON, ``model_dump``) as its English text: the output contract is text."""
        return self.render("en")

    def render(self, lang: str) -> str:
        """The text in ``lang`` (``zh`` for Chinese, anything else English)."""
        template = _TEMPLATES[self.code]
        pattern = template.zh if lang == "zh" else template.en
        values = {
            k: v.render(lang) if isinstance(v, Message) else v for k, v in self.params.items()
        }
        return _FORMATTER.vformat(pattern, (), values)

    def is_(self, template: Template) -> bool:
        """Whether this message was made from ``template``."""
        return self.code == template.code

    def __str__(self) -> str:
        return self.render("en")

    # A message also reads as its English text, the text it had before it was a message: it
    # equals that string and contains its substrings, so no comparison silently turns false.
    def __eq__(self, other: object) -> bool:
        if isinstance(other, str):
            return self.render("en") == other
        return super().__eq__(other)

    def __hash__(self) -> int:
        return hash(self.render("en"))

    def __contains__(self, text: object) -> bool:
        return isinstance(text, str) and text in self.render("en")


_FIELDS_SET = frozenset({"code", "params"})


def _made(code: str, params: dict[str, Param]) -> Message:
    """``Message.model_construct(code=code, params=params)`` at half the cost.

    The memory estimator states about ten messages per estimate and runs tens of thousands of
    estimates a second; this sets exactly what ``model_construct`` sets (a test compares them).
    """
    message = Message.__new__(Message)
    object.__setattr__(message, "__dict__", {"code": code, "params": params})
    object.__setattr__(message, "__pydantic_fields_set__", set(_FIELDS_SET))
    object.__setattr__(message, "__pydantic_extra__", None)
    object.__setattr__(message, "__pydantic_private__", None)
    return message


Param = str | int | float | Decimal | Message
"""A value a message states: a number (formatted by the template), a name, or a message."""


@dataclass(frozen=True)
class Template:
    """An English and a Chinese pattern for one code; calling it makes a ``Message``."""

    code: str
    en: str
    zh: str

    def __post_init__(self) -> None:
        if self.code in _TEMPLATES:
            raise ValueError(f"message code {self.code!r} is defined twice")
        _TEMPLATES[self.code] = self

    def __call__(self, **params: Param) -> Message:
        """The message this template states with ``params``."""
        return _made(self.code, params) if params else self._bare

    @cached_property
    def _bare(self) -> Message:
        """The one message of a template without values (messages are immutable: shared)."""
        return _made(self.code, {})


def templates() -> dict[str, Template]:
    """Every template defined, by code."""
    return dict(_TEMPLATES)


TEXT = Template("text", "{text}", "{text}")
"""Text with no template (a YAML note, a result rebuilt from JSON): the same in both languages."""
NOTHING = Template("nothing", "", "")
"""An optional part left out (a message parameter that states nothing)."""


def render_all(items: Sequence[Message | str], lang: str) -> list[str]:
    """Each item as text in ``lang``; strings pass through unchanged."""
    return [item.render(lang) if isinstance(item, Message) else item for item in items]


def as_sentence(message: Message | str, lang: str) -> str:
    """A warning as a sentence: English capitalised with a full stop, Chinese ending in "。".

    A first word already written with inner capitals ("vLLM") keeps its spelling.
    """
    text = message.render(lang) if isinstance(message, Message) else message
    if not text:
        return text
    if lang == "zh":
        return text if text.endswith(("。", ".", "！", "？")) else f"{text}。"
    first = text.split(" ", 1)[0]
    # a name written with capitals inside ("vLLM") keeps its spelling
    head = text if any(c.isupper() for c in first[1:]) else text[0].upper() + text[1:]
    return head + ("" if text.endswith(".") else ".")


__all__ = [
    "NOTHING",
    "TEXT",
    "Message",
    "Param",
    "Template",
    "as_sentence",
    "render_all",
    "templates",
]
