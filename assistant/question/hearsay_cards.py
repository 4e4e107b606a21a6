"""A card named only in what others claim, beside a card asked about: a premise, no option.

"单张H200能装下吗？官方不是说int4单张H100就能跑": the H100 is in what the maker says, the fit
asked is the H200's; "I read it runs on one 4090, will my 3090 do?" asks of the 3090. A card
said only inside such a reported clause is taken out of the cards asked when another card is
named outside it, so a fit is not read as a choice between the two. Pure over the folded text.
"""

from __future__ import annotations

import re

from assistant.catalog.specs import Catalog
from assistant.models import GPUAsk
from assistant.question.text import Scan

_HEARSAY_RE = re.compile(
    r"(?:官方|厂商|网上|有人|别人|大家|文档|宣传|评测|评论区?|帖子|博主|(?<![a-z])up\s*主?|群友|群里)(?:里|中)?"
    r"(?:不是|都|也|都不是)?(?:说|讲|写|称)"
    r"|听说|据说|号称|(?<![a-z])(?:they|people|folks|everyone|nvidia|meta|the (?:docs?|readme"
    r"|model card|blog)|reddit|officially it)\s+(?:say|says|said|claim\w*|reckon\w*)(?![a-z])"
    r"|(?<![a-z])(?:keeps?|kept) (?:saying|telling|claiming)(?![a-z])"
    r"|(?<![a-z])i(?:'ve)?\s+(?:read|heard|saw)(?![a-z])|(?<![a-z])(?:reportedly|supposedly"
    r"|apparently|according to)(?![a-z])"
)
"""Words that open what someone else says ("官方说", "听说", "they say", "I read")."""
_CLAUSE_END_RE = re.compile(r"[。？?!！;；,，]")


_ADVERB_RE = re.compile(r"reportedly|supposedly|apparently")
"""A claim said of the subject before it ("my 4060 ti supposedly has more tflops than a 3090")."""
SUBJECT_REACH = 24
"""How far before an adverb of hearsay the card it is said of may be named (characters)."""


def _claimed_spans(folded: str, subjects: set[int]) -> list[tuple[int, int]]:
    """Where each reported clause runs: from its opening words to the end of the clause.

    An adverb right after a card ("my 4060 ti supposedly has more tflops than my buddy's 3090")
    reports a claim about that card: the card it is set against is compared, not a premise.
    """
    spans = []
    for cue in _HEARSAY_RE.finditer(folded):
        said_of = any(cue.start() - SUBJECT_REACH <= p < cue.start() for p in subjects)
        if said_of and _ADVERB_RE.fullmatch(cue.group()):
            continue
        end = _CLAUSE_END_RE.search(folded, cue.end())
        spans.append((cue.start(), end.start() if end else len(folded)))
    return spans


def _positions(folded: str, names: list[str]) -> set[int]:
    found: set[int] = set()
    for name in names:
        pattern = r"(?<![a-z0-9])" + re.escape(name) + r"(?![a-z0-9])"
        found |= {m.start() for m in re.finditer(pattern, folded)}
    return found


def set_claimed_aside(scan: Scan, catalog: Catalog, folded: str) -> None:
    """Take out the cards named only inside a reported clause, when another card is asked."""
    asks = scan.slots.get("gpus") or []
    if len({a.gpu_id for a in asks}) < 2:
        return
    where: dict[str, set[int]] = {}
    for ask in asks:
        gpu = catalog.gpus[ask.gpu_id]
        names = sorted({n.lower() for n in (gpu.name, *gpu.aliases)}, key=len, reverse=True)
        where[ask.gpu_id] = _positions(folded, names)
    spans = _claimed_spans(folded, set().union(*where.values()))
    if not spans:
        return
    claimed: list[GPUAsk] = []
    asked: list[GPUAsk] = []
    for ask in asks:
        said = where[ask.gpu_id]
        inside = bool(said) and all(any(a <= p < b for a, b in spans) for p in said)
        (claimed if inside else asked).append(ask)
    if claimed and asked:
        scan.slots["gpus"] = asked


def claimed_spans(folded: str, subjects: set[int] | None = None) -> list[tuple[int, int]]:
    """Where each reported clause of ``folded`` runs ("b站up说 3060 12g 不爆显存").

    ``subjects``: where cards are named, so a claim said of one ("my 4070 reportedly…") is no
    reported clause around the card it is set against.
    """
    return _claimed_spans(folded, subjects or set())


def without_hearsay(folded: str) -> str:
    """``folded`` with each reported clause blanked ("b站评论说 amd 显存利用率低"), same length.

    What others claim is no symptom the asker saw: the trouble is read from the rest.
    """
    chars = list(folded)
    for start, end in _claimed_spans(folded, set()):
        chars[start:end] = " " * (end - start)
    return "".join(chars)


__all__ = ["claimed_spans", "set_claimed_aside", "without_hearsay"]
