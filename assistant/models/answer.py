"""The answer: citations, tool calls and the ``Answer`` of the ``ask --json`` contract."""

from __future__ import annotations

from typing import Any, Literal, TypeVar

from pydantic import BaseModel, Field

from assistant.messages import Message
from assistant.models.query import Intent, KindName, Language

Verdict = Literal["yes", "no", "conditional"]


class Citation(BaseModel):
    """One numbered source used in an answer."""

    n: int
    doc_id: str
    title: str
    section: str
    snippet: str
    source: str


ResultT = TypeVar("ResultT", bound=BaseModel)


class ToolCall(BaseModel):
    """One calculator call: what went in and what came out (JSON-ready), and the typed result."""

    tool: str
    input: dict[str, Any]
    output: dict[str, Any]
    """The result dumped to JSON (the ``ask --json`` contract); ``{"error": …}`` on failure."""
    result: BaseModel | None = Field(default=None, exclude=True, repr=False)
    """The calculator's own pydantic result, for composers and the UI (never serialised)."""

    def typed(self, cls: type[ResultT]) -> ResultT | None:
        """The result as ``cls``: the object the tool returned, else ``output`` validated.

        None when the call failed. A call rebuilt from JSON (feedback, an export) has no
        ``result`` and is validated from ``output`` once.
        """
        if isinstance(self.result, cls):
            return self.result
        if "error" in self.output:
            return None
        typed = cls.model_validate(self.output)
        self.result = typed
        return typed


class ToolFailure(BaseModel):
    """Why a tool call failed, kept beside its JSON ``{"error": ...}`` for the answer's language."""

    error: Message


class Answer(BaseModel):
    """The contract object of ``gpu-advisor ask --json`` (see README, "JSON contract")."""

    question: str
    language: Language
    intent: Intent
    kind: KindName | None = None
    """The finer kind of question the answer answers (the registry's name; see README)."""
    verdict: Verdict | None
    answer: str
    """Markdown with ``[n]`` markers; every marker has a citation and every citation is used."""
    citations: list[Citation] = Field(default_factory=list)
    tool_calls: list[ToolCall] = Field(default_factory=list)
    assumptions: list[str] = Field(default_factory=list)


__all__ = [
    "Answer",
    "Citation",
    "ResultT",
    "ToolCall",
    "ToolFailure",
    "Verdict",
]
