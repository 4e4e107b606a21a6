"""Golden-set evaluation: run every golden question through ``ask`` and score the answers.

The golden set lives in ``tests/golden/*.yaml`` (one list of cases per file). Structure checks
(contract shape, citation validity, language) must all pass; content checks (intent, verdict,
mentions, citations, tools, numeric ranges, numeric grounding) are reported as rates.
"""

from __future__ import annotations

import re
import statistics
import time
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from assistant.answer.grounding import ungrounded_numbers
from assistant.catalog.specs import Catalog, load_table
from assistant.evaluation_constraints import Constraints, constraint_checks, first_line
from assistant.models import Answer, Intent, Language, Verdict
from assistant.question.conversation import Conversation
from assistant.question.request_words import request_slots

_MARKER_RE = re.compile(r"\[(\d+)\]")
CONVERSATIONS_FILE = "conversations.yaml"
"""Multi-turn golden cases live in this file, beside the single-question files."""


class NumberCheck(BaseModel):
    """A numeric range that one field of a tool's output must fall in."""

    model_config = ConfigDict(extra="forbid")

    tool: str
    field: str
    """Dot path into the output, e.g. ``per_gpu_gb`` or ``breakdown.weights``."""
    min: float | None = None
    max: float | None = None
    equals: bool | str | None = None
    """Exact expected value, for booleans and strings (``fits: false``)."""
    where: dict[str, Any] = Field(default_factory=dict)
    """Pick the first call of that tool whose input has these values (e.g. method: qlora)."""


class GoldenCase(BaseModel):
    """One golden question and what a correct answer must show."""

    model_config = ConfigDict(extra="forbid")

    id: str
    question: str
    language: Language | None = None
    intent: Intent
    verdict: Verdict | None | str = "any"
    """Expected verdict; ``any`` skips the check, null expects no verdict."""
    must_mention: list[str | list[str]] = Field(default_factory=list)
    """Phrases that must appear (case-insensitive); a list means any one of them."""
    must_not_mention: list[str] = Field(default_factory=list)
    must_cite: list[str] = Field(default_factory=list)
    """Doc ids that must be among the citations (guide id or ``gpu-<id>``)."""
    tools: list[str] = Field(default_factory=list)
    numbers: list[NumberCheck] = Field(default_factory=list)
    first_line: list[str] = Field(default_factory=list)
    """The first non-empty answer line must contain one of these (case-insensitive)."""
    constraints: Constraints | None = None
    """What the question states (budget, memory, provider, unit): the answer must respect it."""
    notes: str | None = None


def load_golden(folder: Path) -> list[GoldenCase]:
    """Read every ``*.yaml`` golden file in ``folder`` but retrieval, relevance, conversations."""
    cases: list[GoldenCase] = []
    for path in sorted(folder.glob("*.yaml")):
        if path.stem in ("retrieval", "relevance") or path.name == CONVERSATIONS_FILE:
            continue
        cases.extend(load_table(path, "cases", GoldenCase))
    return cases


def structure_problems(answer: Answer, raw_json: dict[str, Any] | None = None) -> list[str]:
    """Return contract violations: citation numbering and use, required keys."""
    problems = []
    markers = {int(n) for n in _MARKER_RE.findall(answer.answer)}
    numbers = [c.n for c in answer.citations]
    if numbers != list(range(1, len(numbers) + 1)):
        problems.append(f"citations not numbered 1..N: {numbers}")
    if markers - set(numbers):
        problems.append(f"markers without a citation: {sorted(markers - set(numbers))}")
    if set(numbers) - markers:
        problems.append(f"citations never used: {sorted(set(numbers) - markers)}")
    if raw_json is not None:
        expected = {
            "question",
            "language",
            "intent",
            "kind",
            "verdict",
            "answer",
            "citations",
            "tool_calls",
            "assumptions",
        }
        if set(raw_json) != expected:
            problems.append(f"contract keys differ: {sorted(set(raw_json) ^ expected)}")
    return problems


def _dig(value: Any, path: str) -> Any:
    for part in path.split("."):
        if isinstance(value, dict):
            value = value.get(part)
        elif isinstance(value, list) and part.isdigit() and int(part) < len(value):
            value = value[int(part)]
        else:
            return None
    return value


def _mentions(text: str, wanted: str | list[str]) -> bool:
    options = [wanted] if isinstance(wanted, str) else wanted
    low = text.lower()
    return any(option.lower() in low for option in options)


def _in_range(value: Any, nc: NumberCheck) -> bool:
    if nc.equals is not None:
        return bool(value == nc.equals)
    if not isinstance(value, int | float) or isinstance(value, bool):
        return False
    return (nc.min is None or value >= nc.min) and (nc.max is None or value <= nc.max)


class CaseResult(BaseModel):
    """What one golden case scored."""

    id: str
    latency_ms: float
    structure: list[str]
    failures: list[str]
    checks: int
    passed: int
    ungrounded: list[str]
    first_line_ok: bool | None = None
    """Whether the first line held an expected phrase; None when the case names none."""
    constraints_ok: bool | None = None
    """Whether every stated constraint was respected; None when the case states none."""


def score_case(
    case: GoldenCase, answer: Answer, latency_ms: float, catalog: Catalog | None = None
) -> CaseResult:
    """Score ``answer`` against ``case``; every failed check is named.

    ``catalog`` lets the constraint checks read the GPUs the first line names (their price,
    memory and features); without it only the text and tool-call checks run.
    """
    failures: list[str] = []
    results: list[bool] = []

    def check(ok: bool, what: str) -> None:
        results.append(ok)
        if not ok:
            failures.append(what)

    structure = structure_problems(answer)
    if case.language is not None and answer.language != case.language:
        structure.append(f"language {answer.language} != {case.language}")
    check(answer.intent == case.intent, f"intent {answer.intent} != {case.intent}")
    if case.verdict != "any":
        check(answer.verdict == case.verdict, f"verdict {answer.verdict} != {case.verdict}")
    for phrase in case.must_mention:
        check(_mentions(answer.answer, phrase), f"missing mention {phrase!r}")
    for phrase in case.must_not_mention:
        check(phrase.lower() not in answer.answer.lower(), f"forbidden mention {phrase!r}")
    cited = {c.doc_id for c in answer.citations}
    for doc_id in case.must_cite:
        check(doc_id in cited, f"not cited: {doc_id}")
    called = [t.tool for t in answer.tool_calls]
    for tool in case.tools:
        check(tool in called, f"tool not called: {tool}")
    for nc in case.numbers:
        outputs = [
            t.output
            for t in answer.tool_calls
            if t.tool == nc.tool and all(t.input.get(k) == v for k, v in nc.where.items())
        ]
        value = _dig(outputs[0], nc.field) if outputs else None
        check(_in_range(value, nc), f"{nc.tool}.{nc.field} = {value} not in [{nc.min}, {nc.max}]")
    first_line_ok: bool | None = None
    if case.first_line:
        line = first_line(answer.answer)
        first_line_ok = _mentions(line, case.first_line)
        check(first_line_ok, f"first line {line[:80]!r} lacks one of {case.first_line}")
    constraints_ok: bool | None = None
    if case.constraints is not None:
        verdicts = constraint_checks(case.constraints, answer, catalog)
        for ok, what in verdicts:
            check(ok, what)
        constraints_ok = all(ok for ok, _ in verdicts)
    sources: list[Any] = [answer.question, answer.assumptions]
    sources += [t.output for t in answer.tool_calls] + [t.input for t in answer.tool_calls]
    sources += [c.snippet for c in answer.citations] + [c.title for c in answer.citations]
    ungrounded = ungrounded_numbers(answer.answer, sources, catalog_names(catalog))
    return CaseResult(
        id=case.id,
        latency_ms=latency_ms,
        structure=structure,
        failures=failures,
        checks=len(results),
        passed=sum(results),
        ungrounded=ungrounded,
        first_line_ok=first_line_ok,
        constraints_ok=constraints_ok,
    )


def catalog_names(catalog: Catalog | None) -> list[str]:
    """GPU and model names and ids as answers quote them (their digits are not figures)."""
    if catalog is None:
        return []
    names: list[str] = []
    for gpu in catalog.gpus.values():
        names += [gpu.id, gpu.name, gpu.short_name, *gpu.aliases]
    for model in catalog.models.values():
        names += [model.id, model.name, *model.aliases]
    return names


class Scorecard(BaseModel):
    """Aggregate scores over the golden set."""

    cases: int
    structure_ok: float
    """Share of cases with no structure problem (must be 1.0)."""
    content: float
    """Share of content checks passed."""
    intent_accuracy: float
    verdict_accuracy: float
    citation_validity: float
    mention_coverage: float
    numeric_grounding: float
    """Share of answers whose every number is traceable to a tool output, source or question."""
    first_line_rate: float = 1.0
    """Share of cases with a ``first_line`` expectation whose first line answers the question."""
    constraints_rate: float = 1.0
    """Share of cases with stated constraints whose answer respects all of them."""
    p50_ms: float
    p95_ms: float
    results: list[CaseResult]


def _rate(hits: int, total: int) -> float:
    return round(hits / total, 4) if total else 1.0


def _share(flags: list[bool | None]) -> float:
    """Share of True among the cases the measure applies to (None = not applicable)."""
    scored = [f for f in flags if f is not None]
    return _rate(sum(scored), len(scored))


def run_eval(
    cases: Iterable[GoldenCase], ask: Callable[[str], Answer], catalog: Catalog | None = None
) -> Scorecard:
    """Ask every case's question and aggregate the scorecard (``catalog``: see ``score_case``)."""
    results: list[CaseResult] = []
    intent_hits = verdict_hits = verdict_total = mention_hits = mention_total = 0
    case_list = list(cases)
    for case in case_list:
        start = time.perf_counter()
        answer = ask(case.question)
        latency = (time.perf_counter() - start) * 1000
        result = score_case(case, answer, latency, catalog)
        results.append(result)
        intent_hits += answer.intent == case.intent
        if case.verdict != "any":
            verdict_total += 1
            verdict_hits += answer.verdict == case.verdict
        mention_total += len(case.must_mention)
        mention_hits += sum(_mentions(answer.answer, m) for m in case.must_mention)
    latencies = sorted(r.latency_ms for r in results) or [0.0]
    n = len(results)
    return Scorecard(
        cases=n,
        structure_ok=_rate(sum(not r.structure for r in results), n),
        content=_rate(sum(r.passed for r in results), sum(r.checks for r in results)),
        intent_accuracy=_rate(intent_hits, n),
        verdict_accuracy=_rate(verdict_hits, verdict_total),
        citation_validity=_rate(
            sum(not any("citation" in p or "marker" in p for p in r.structure) for r in results), n
        ),
        mention_coverage=_rate(mention_hits, mention_total),
        numeric_grounding=_rate(sum(not r.ungrounded for r in results), n),
        first_line_rate=_share([r.first_line_ok for r in results]),
        constraints_rate=_share([r.constraints_ok for r in results]),
        p50_ms=round(statistics.median(latencies), 2),
        p95_ms=round(latencies[min(len(latencies) - 1, int(0.95 * len(latencies)))], 2),
        results=results,
    )


def render_scorecard(card: Scorecard) -> str:
    """Format the scorecard as a short plain-text report, failures listed."""
    lines = [
        f"golden cases        {card.cases}",
        f"structure ok        {card.structure_ok:.1%}",
        f"content checks      {card.content:.1%}",
        f"intent accuracy     {card.intent_accuracy:.1%}",
        f"verdict accuracy    {card.verdict_accuracy:.1%}",
        f"citation validity   {card.citation_validity:.1%}",
        f"mention coverage    {card.mention_coverage:.1%}",
        f"numeric grounding   {card.numeric_grounding:.1%}",
        f"first line answers  {card.first_line_rate:.1%}",
        f"constraints kept    {card.constraints_rate:.1%}",
        f"latency p50 / p95   {card.p50_ms:.1f} ms / {card.p95_ms:.1f} ms",
    ]
    for r in card.results:
        issues = (
            r.structure
            + r.failures
            + [f"ungrounded: {', '.join(r.ungrounded)}"] * bool(r.ungrounded)
        )
        if issues:
            lines.append(f"  {r.id}: {'; '.join(issues)}")
    return "\n".join(lines)


# --------------------------------------------------------------------------- conversations


class GoldenConversation(BaseModel):
    """One multi-turn golden case: turns asked in order; the checks apply to the last answer."""

    model_config = ConfigDict(extra="forbid")

    id: str
    turns: list[str] = Field(min_length=2)
    language: Language | None = None
    intent: Intent
    verdict: Verdict | None | str = "any"
    first_line: list[str] = Field(default_factory=list)
    """The first non-empty answer line must contain one of these (case-insensitive)."""
    carried: dict[str, str] = Field(default_factory=dict)
    """Slot -> substring expected in the last turn's request (inherited or stated)."""
    must_not_carry: list[str] = Field(default_factory=list)
    """Slots that must not be inherited from earlier turns."""
    must_mention: list[str | list[str]] = Field(default_factory=list)
    must_not_mention: list[str] = Field(default_factory=list)
    constraints: dict[str, Any] = Field(default_factory=dict)
    notes: str | None = None


class ConversationOutcome(BaseModel):
    """What a conversation produced at its last turn: the answer, request and inheritance."""

    answer: Answer
    request: dict[str, str]
    """The last turn's request as ``request_slots`` shows it (slot -> text)."""
    carried: dict[str, Any]
    """Slots the last turn inherited from earlier turns."""


def last_turn_outcome(conversation: Conversation) -> ConversationOutcome:
    """What a played conversation produced at its last turn."""
    last = conversation.turns[-1]
    assert last.answer is not None
    return ConversationOutcome(
        answer=last.answer, request=request_slots(last.query), carried=last.carried
    )


def load_conversations(folder: Path) -> list[GoldenConversation]:
    """Read the multi-turn golden cases (``conversations.yaml``) in ``folder``, if any."""
    path = folder / CONVERSATIONS_FILE
    return load_table(path, "cases", GoldenConversation) if path.exists() else []


def score_conversation(
    case: GoldenConversation, outcome: ConversationOutcome, latency_ms: float
) -> CaseResult:
    """Score the last turn of a conversation; every failed check is named."""
    failures: list[str] = []
    results: list[bool] = []

    def check(ok: bool, what: str) -> None:
        results.append(ok)
        if not ok:
            failures.append(what)

    answer = outcome.answer
    structure = structure_problems(answer)
    if case.language is not None and answer.language != case.language:
        structure.append(f"language {answer.language} != {case.language}")
    check(answer.intent == case.intent, f"intent {answer.intent} != {case.intent}")
    if case.verdict != "any":
        check(answer.verdict == case.verdict, f"verdict {answer.verdict} != {case.verdict}")
    if case.first_line:
        line = first_line(answer.answer)
        check(_mentions(line, case.first_line), f"first line {line[:60]!r}")
    for slot, wanted in case.carried.items():
        got = outcome.request.get(slot, "")
        check(wanted.lower() in got.lower(), f"request {slot}={got!r} lacks {wanted!r}")
    for slot in case.must_not_carry:
        check(slot not in outcome.carried, f"carried {slot}={outcome.carried.get(slot)!r}")
    for phrase in case.must_mention:
        check(_mentions(answer.answer, phrase), f"missing mention {phrase!r}")
    for phrase in case.must_not_mention:
        check(phrase.lower() not in answer.answer.lower(), f"forbidden mention {phrase!r}")
    return CaseResult(
        id=case.id,
        latency_ms=latency_ms,
        structure=structure,
        failures=failures,
        checks=len(results),
        passed=sum(results),
        ungrounded=[],
    )


class ConversationScorecard(BaseModel):
    """Aggregate scores over the golden conversations (last turn of each)."""

    cases: int
    passed_cases: float
    """Share of conversations whose every check passed."""
    content: float
    """Share of checks passed."""
    results: list[CaseResult]


def run_conversations(
    cases: Iterable[GoldenConversation], converse: Callable[[list[str]], ConversationOutcome]
) -> ConversationScorecard:
    """Play every conversation through ``converse`` and score its last turn."""
    results = []
    for case in cases:
        start = time.perf_counter()
        outcome = converse(list(case.turns))
        results.append(score_conversation(case, outcome, (time.perf_counter() - start) * 1000))
    n = len(results)
    return ConversationScorecard(
        cases=n,
        passed_cases=_rate(sum(not r.failures and not r.structure for r in results), n),
        content=_rate(sum(r.passed for r in results), sum(r.checks for r in results)),
        results=results,
    )


def render_conversations(card: ConversationScorecard) -> str:
    """Format the conversation scorecard as plain text, failures listed."""
    lines = [
        f"conversations       {card.cases}",
        f"  fully passed      {card.passed_cases:.1%}",
        f"  checks passed     {card.content:.1%}",
    ]
    for r in card.results:
        if r.structure or r.failures:
            lines.append(f"  {r.id}: {'; '.join(r.structure + r.failures)}")
    return "\n".join(lines)
