"""What a kind of question declares: examples, the slots it admits, its plan and its composer.

A kind is one way a question can be answered: a fit check, a price, a comparison… Each kind
module builds one ``Kind``; ``registry.REGISTRY`` lists them and nothing else dispatches. The
router (``routing.choose``) picks a kind from the parser's typed reading (``prior``) together
with how close the question is to each kind's example questions, among the kinds whose slots
the question has (``admits``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from assistant.answer.compose import Draft
from assistant.models import AnswerAsked, Intent, KindName, Query, ToolCall
from assistant.question.tools import Toolbox

Planner = Callable[[Query, Toolbox], list[ToolCall]]
Composer = Callable[[Draft, Sequence[ToolCall]], None]
QueryTest = Callable[[Query], bool]


def no_plan(query: Query, tools: Toolbox) -> list[ToolCall]:
    """The plan of a kind that needs no calculator."""
    return []


def never(query: Query) -> bool:
    """A test no query passes (a kind reached only by its prior, or only by similarity)."""
    return False


@dataclass(frozen=True)
class Examples:
    """Example questions of a kind as people ask them, in English and Chinese."""

    en: tuple[str, ...]
    zh: tuple[str, ...]

    def __post_init__(self) -> None:
        if not self.en or not self.zh:
            raise ValueError("a kind needs example questions in both languages")


@dataclass(frozen=True)
class Kind:
    """One kind of question: how it is recognised, planned and answered."""

    name: KindName
    intent: Intent | None
    """The coarse intent of the ``ask --json`` contract this kind reports (None: the parser's
    reading stands, as for troubleshooting, whose intent depends on the trouble)."""
    examples: Examples
    plan: Planner
    compose: Composer
    prior: QueryTest = never
    """Whether the parser's reading (intent, task, slots) already names this kind."""
    admits: QueryTest = never
    """Whether the question has the slots this kind needs, so similarity may choose it."""
    gives: tuple[AnswerAsked, ...] = ()
    """What this kind's first line gives back (a price, a duration, a speed…), its lead first:
    a question that asks for something its kind does not give goes to a kind that gives it,
    one that leads with it before one that also gives it (``answers_asked``)."""
    keeps: tuple[AnswerAsked, ...] = ()
    """What this kind's answer also covers when it was chosen (a speed set beside another, a
    card's wattage in its row), though a question is never moved here for it."""
    asked_needs: QueryTest | None = None
    """The slots this kind needs to give what is asked, when it is chosen for that alone
    (None: its ``prior`` or ``admits``); apart from ``admits``, so similarity is unchanged."""
    needs_calls: bool = True
    """A kind whose plan made no call is answered as a concept question instead."""
    hint: tuple[str, str] = field(default=("", ""))
    """Words (en, zh) added to the retrieval query so passages hold what the answer needs."""
    hint_of: Callable[[Query], tuple[str, str] | None] | None = None
    """A hint for this query in place of ``hint`` (None keeps ``hint``): a bought second-hand
    card is checked by other passages than a rented server."""

    def hint_for(self, language: str, query: Query | None = None) -> str:
        """The retrieval hint in ``language`` (for ``query`` when the kind varies it)."""
        own = self.hint_of(query) if self.hint_of is not None and query is not None else None
        hint = own or self.hint
        return hint[1] if language == "zh" else hint[0]


__all__ = ["Composer", "Examples", "Kind", "Planner", "QueryTest", "never", "no_plan"]
