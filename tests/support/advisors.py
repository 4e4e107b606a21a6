"""An advisor over the real knowledge files with a fast in-memory index (no Chroma, no MiniLM)."""

from __future__ import annotations

from datetime import date
from functools import cache
from pathlib import Path
from typing import Any

from assistant.advisor import Advisor
from ingest.memory import in_memory_advisor

KNOWLEDGE = Path(__file__).resolve().parents[2] / "knowledge"
TODAY = date(2026, 11, 29)


@cache
def _shared() -> Advisor:
    return in_memory_advisor(KNOWLEDGE, today=TODAY)


def memory_advisor(chat_model: Any = None, knowledge: Path = KNOWLEDGE) -> Advisor:
    """Everything real except the index: word-length vectors held in memory, today fixed.

    The plain one (no chat model, the bundled knowledge) is built once per process and shared:
    an ``Advisor`` keeps no state between questions, and building one costs seconds.
    """
    if chat_model is None and knowledge == KNOWLEDGE:
        return _shared()
    return in_memory_advisor(knowledge, today=TODAY, chat_model=chat_model)


def last_answer(advisor: Advisor, *turns: str) -> Any:
    """The answer to the last of ``turns``, asked as one conversation."""
    answer = advisor.converse(list(turns)).turns[-1].answer
    assert answer is not None
    return answer


def last_turn(advisor: Advisor, *turns: str) -> Any:
    """The last turn of ``turns`` asked as one conversation: its reading and its answer."""
    return advisor.converse(list(turns)).turns[-1]


def turn_of(advisor: Advisor, *turns: str) -> tuple[Any, Any, str]:
    """The last turn of ``turns`` asked as one conversation: its query, answer and first line."""
    turn = advisor.converse(list(turns)).turns[-1]
    assert turn.answer is not None
    return turn.query, turn.answer, turn.answer.answer.splitlines()[0]


def first_line(answer: Any) -> str:
    """An answer's first line: what must answer the question asked."""
    return str(answer.answer.splitlines()[0])


def tool_call(answer: Any, tool: str) -> Any:
    """The first call of ``tool`` behind an answer, or None."""
    return next((c for c in answer.tool_calls if c.tool == tool), None)
