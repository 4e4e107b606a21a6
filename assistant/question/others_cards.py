"""A card that is someone else's, said beside the asker's own: a reference, not a card asked.

"my new 5070 Ti does 2.1 it/s, a friend's 4070 Ti Super does 2.6. is my card a dud?" checks the
asker's 5070 Ti; "B站up说 3060 12g 跑 flux 不爆显存，我是 3060 8g 的，也能塞下吗" asks the fit on
the asker's 3060 8GB. The friend's, the reviewer's or the uploader's card (said after a
possessive, or inside what someone reports) is taken out of the cards asked when another card
is named as the asker's or plainly, unless the cards are weighed against each other ("my 3090
vs my friend's 4090, which is faster?"). Pure over the lower-cased working text.
"""

from __future__ import annotations

import re

from assistant.models import GPUAsk
from assistant.question.hearsay_cards import claimed_spans

_PEOPLE_EN = (
    r"friend|buddy|mate|pal|colleague|coworker|co-worker|roommate|flatmate|brother|sister|cousin"
    r"|dad|father|boss|neighbou?r|someone|somebody|guy|youtuber|streamer|reviewer|uploader"
)
_OTHERS_BEFORE_RE = re.compile(
    # "a friend's 4070 ti super", "my buddy's old 3090", "his 4090"
    rf"(?<![a-z])(?:(?:{_PEOPLE_EN})(?:'s|s'|’s)|his|her)\s+(?:(?:old|new|used|spare)\s+)?$"
    # "my friend has a 4090", "a coworker running a 3090"
    rf"|(?<![a-z])(?:{_PEOPLE_EN})s?\s+(?:has|had|have|got|gets|uses|used|using|runs|ran"
    r"|running|with|on)\s+(?:an?\s+|the\s+|his\s+|her\s+|their\s+|two\s+|2\s*x?\s*)?$"
    # "朋友的 4070", "同事用 3090", "up 主用 M4 Pro", "别人家的 4090"
    r"|(?:朋友|同事|同学|室友|舍友|别人|人家|网友|群友|博主|up\s*主|(?<![a-z])up|大佬|老哥|他|她)"
    r"(?:家)?(?:的|用的?是?|拿的?|有|那张|那块|手上的|手里的)\s*(?:是\s*)?$"
)
"""Words that make the card after them someone else's ("a friend's", "朋友的", "up 主用")."""
_REACH = 36
"""How far before a card the words making it someone else's may start (characters)."""
_WEIGHED_RE = re.compile(
    r"谁|哪个|哪张|哪块|哪一?张|对比|比较|相比|比一比|差多少|差距|(?:比|跟|和).{0,12}(?:快|慢|强|好)"
    r"|(?<![a-z])(?:vs\.?|versus|compar\w*|which|(?:better|faster|slower|worse|quicker|more"
    r"(?:\s+\w+)?)\s+than"
    r"|how (?:much|far) (?:faster|slower|behind|ahead))(?![a-z])"
)
"""The cards weighed against each other: the other person's card is then one of the options."""


_OWN_SIZE_RE = re.compile(
    r"(?:我|俺)(?:的|这|自己的?)?(?:这|那)?(?:台|张|块|个|款)?(?:机器|电脑|卡|mac)?(?:是|只有|就|才)"
    r"\s*(?P<zh>\d{2,3})\s*g(?:b)?(?![a-z0-9])"
    r"|(?<![a-z])(?:mine|my (?:one|machine|box|card|mac|unit))(?:'s| is| has| only has)"
    r"\s+(?:the |only |just |a )?(?P<en>\d{2,3})\s*gb?(?![a-z0-9])"
)
"""The asker's own machine said by its memory only ("我这台是 24G 的", "mine is the 24gb one")."""


def own_size(work: str) -> float | None:
    """The memory size the asker gives their own card or machine, or None."""
    m = _OWN_SIZE_RE.search(work)
    return float(m["zh"] or m["en"]) if m is not None else None


def others_card(work: str, start: int, spans: list[tuple[int, int]]) -> bool:
    """Whether the card named at ``work[start:]`` is someone else's."""
    if any(a <= start < b for a, b in spans):
        return True
    return _OTHERS_BEFORE_RE.search(work[max(0, start - _REACH) : start]) is not None


def set_others_aside(
    work: str, mentions: list[tuple[int, str, int]], asks: list[GPUAsk]
) -> list[str]:
    """Take someone else's cards out of ``asks`` when another card is asked; the ids taken."""
    if len({a.gpu_id for a in asks}) < 2 or _WEIGHED_RE.search(work) is not None:
        return []
    spans = claimed_spans(work, {begin for begin, _, _ in mentions})
    theirs = {ident for begin, ident, _ in mentions if others_card(work, begin, spans)}
    mine = {ident for begin, ident, _ in mentions if not others_card(work, begin, spans)}
    aside = theirs - mine
    if not aside or not mine:
        return []
    asks[:] = [a for a in asks if a.gpu_id not in aside]
    return sorted(aside)


_OTHERS_OPEN_RE = re.compile(
    rf"(?<![a-z])(?:{_PEOPLE_EN})(?:'s|s'|’s|\s+(?:has|had|got|uses|used|runs|ran"
    r"|is running))(?![a-z])"
    r"|(?:朋友|同事|同学|室友|舍友|别人|人家|网友|群友|博主|up\s*主)(?:家)?(?:的|用的?|拿的?|有|说)"
)
"""Words opening a clause about someone else's setup ("a friend's", "up 主用", "朋友的")."""
_CLAUSE_END_RE = re.compile(r"[。？?!！;；,，]|\.\s")


def others_spans(work: str) -> list[tuple[int, int]]:
    """Where the clauses about someone else's setup run, reported claims included."""
    spans = claimed_spans(work)
    for m in _OTHERS_OPEN_RE.finditer(work):
        end = _CLAUSE_END_RE.search(work, m.end())
        spans.append((m.start(), end.start() if end else len(work)))
    return spans


def askers_own(work: str, found: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """Of the values ``found`` at their positions, those said outside another's setup.

    "up 主用 M4 Pro 跑 8bit，我这台跑 4bit": the 4-bit is the asker's; all of them when
    none or every one is said of someone else.
    """
    spans = others_spans(work)
    own = [f for f in found if not any(a <= f[0] < b for a, b in spans)]
    return own if own and len(own) < len(found) else found


def only_others(work: str, mentions: list[tuple[int, str, int]]) -> str | None:
    """The one card named, when every mention of it is someone else's; else None."""
    spans = claimed_spans(work)
    idents = {ident for _, ident, _ in mentions}
    if len(idents) != 1 or not all(others_card(work, b, spans) for b, _, _ in mentions):
        return None
    return idents.pop()


__all__ = ["askers_own", "only_others", "others_card", "others_spans", "own_size"]
__all__ += ["set_others_aside"]
