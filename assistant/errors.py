"""One small error hierarchy for the whole package.

Domain code raises these; only ``cli.py`` maps them to exit status 2 and only ``app.py`` maps
them to ``st.error``.
"""

from __future__ import annotations

from collections.abc import Sequence

from assistant.messages import NOTHING, TEXT, Message
from assistant.messages import failures as fail


class AssistantError(Exception):
    """Base class of every error this package raises on purpose.

    It carries its text as a ``Message``: ``str(error)`` is the English (the CLI, the JSON
    ``error`` field), ``error.message.render("zh")`` the Chinese an answer states.
    """

    def __init__(self, message: Message | str = "") -> None:
        self.message = message if isinstance(message, Message) else TEXT(text=message)
        super().__init__(str(self.message))


class UsageError(AssistantError):
    """The caller asked for something that makes no sense (negative count, bad flag mix)."""


class UnknownName(AssistantError):
    """A GPU, model, provider or offering name matched nothing in the catalog."""

    def __init__(self, kind: str, name: str, suggestions: Sequence[str] = ()) -> None:
        self.kind = kind
        self.name = name
        self.suggestions = list(suggestions)
        listed = ", ".join(repr(s) for s in self.suggestions)
        hint = fail.DID_YOU_MEAN(listed=listed) if listed else NOTHING()
        named = fail.NAME_KINDS[kind]() if kind in fail.NAME_KINDS else kind
        super().__init__(fail.UNKNOWN_NAME(kind=named, name=name, hint=hint))


class CatalogError(AssistantError):
    """A knowledge file (spec YAML or guide) is malformed; the message names file, line and fix."""


class IndexUnavailable(AssistantError):
    """The retrieval index is missing, corrupt or could not be built."""


class AssistantWarning(UserWarning):
    """A warning raised by this package (tests turn these into errors)."""
