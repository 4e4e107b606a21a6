"""A spec stated as a premise, not asked; a spec asked in a clause of its own beside a why.

"a100 80gb vs l40s for training — l40s has more tflops on paper but everyone says a100. why?"
names TFLOPS only to say what the sheets claim; what is asked is why the other card wins in
practice. "mi325x vs h200 — on memory and bandwidth it should crush it. does it in practice?"
likewise. A clause that states a figure on paper ("on paper", "should crush it", "纸面上",
"理论上应该吊打") and asks nothing itself is taken out of the text the spec fields are read
from, so the question stays the comparison it is instead of a lookup of the rows. Pure.
"""

from __future__ import annotations

import re

from assistant.question.gap_cause import (
    CAUSE_DOUBTED_EN,
    CAUSE_DOUBTED_ZH,
    CAUSES_WEIGHED_RE,
    gap_cause_asked,
)
from assistant.question.spec_checked import checked_fields, memory_versions_said

_CLAUSE_RE = re.compile(r"[^,，;；—–.。!！?？]+[?？]?")
"""Clauses: runs between punctuation, a question mark kept with its clause."""
_PREMISE_RE = re.compile(
    r"\bon paper\b|\bpaper (?:specs?|numbers?|figures?)\b|\bspec[- ]?sheets? (?:says?|claims?)"
    r"|\b(?:should|ought to|would|will|must) (?:easily |totally |clearly )?(?:crush|beat|destroy"
    r"|smoke|demolish|wipe the floor|win|outrun|outperform)\w*"
    r"|纸面|参数上|理论上|按理说?|明明|(?:应该|会|能)(?:轻松)?(?:吊打|碾压|完胜|秒杀)"
)
"""Words that put a figure forward as what the sheets claim, not as what is asked."""
_ASKS_RE = re.compile(
    r"[?？]|\b(?:how|what|which|is there)\b|多大|多少|几|有没有|是不是|啥|什么|吗|怎么样|如何"
)
"""A clause's own question form: such a clause still asks its figure."""


_FIGURE_RE = re.compile(
    r"\b(?:tflops|tops|bandwidth|tdp|specs?)\b|算力|带宽|功耗|规格|多少瓦"
    r"|how much (?:v?ram|memory)|显存(?:是|有)?(?:多大|多少)|多(?:大|少)显存"
    # the memory's variants set side by side: "到底是96G还是144G", "96gb or 144gb"
    r"|(?<![\d.])\d{2,3}\s*g(?:b|ib)?\s*(?:还是|或者?|or|vs\.?)\s*\d{2,3}\s*g(?:b|ib)?(?![a-z])"
)
"""A figure of a card's row named (memory only as an amount: "显存" alone may be a topic)."""
_FIGURE_ASK_RE = re.compile(
    r"[?？]|\bhow (?:much|many|fast|big)\b|\bwhat(?:'s| is| are)\b|多少|多大|几"
    # a figure put up to be confirmed, or two put side by side: "带宽是8TB/s吗", "180G还是192G"
    r"|\d\s*(?:g|gb|gib|t|tb)(?:/s)?\s*(?:吗|么|嘛|对吧|没错吧)|\d\s*g(?:b|ib)?\s*还是\s*\d"
)
_CUT_ASKED_RE = re.compile(
    r"(?<![a-z])what (?:got|was|did (?:they|nvidia) |have they |has nvidia )?\s*"
    r"(?:cut|nerf|trim|remov|strip|disabl)\w*"
    r"|(?:砍|阉割|削|缩水)(?:掉)?了?(?:什么|啥|哪些|哪里|哪儿)"
)
"""What an export variant had cut asked ("what got cut", "砍了啥"): the rows set side by side."""
_PLAIN_WHY = r"\bwhy\b|how come|为什么|为啥|怎么会|咋"
_WHY_RE = re.compile(rf"{_PLAIN_WHY}|{CAUSE_DOUBTED_EN}|{CAUSE_DOUBTED_ZH}")
"""A why, or one cause doubted ("只是因为带宽更高？"): a clause with one asks a reason, not a
figure."""


def figures_asked(text: str) -> bool:
    """Whether a clause of ``text`` asks a card's figures itself, with no why in it.

    Causes weighed ("bandwidth or compute?") ask no figure of a card's row.
    """
    text = CAUSES_WEIGHED_RE.sub(" ", text)
    return any(
        (
            (_FIGURE_RE.search(c.group()) or memory_versions_said(c.group()))
            and _FIGURE_ASK_RE.search(c.group())
            or _CUT_ASKED_RE.search(c.group())
        )
        and not _WHY_RE.search(c.group())
        and not _PREMISE_RE.search(c.group())
        for c in _CLAUSE_RE.finditer(text)
    )


def reason_asked_of_figures(text: str) -> bool:
    """Whether a why is asked about figures no clause asks itself (``text`` lowered).

    "为什么 4090 带宽比 3090 高不了多少，训练却快很多", "why is the h100 so much faster when its
    bandwidth is only 1.6x": the figures are what the reason is about, not a lookup; the
    explanation answers it (a clause asking a figure on its own keeps the lookup).
    """
    # a cause doubted of a speed gap asks the reason too: "faster just because of memory?"
    why = re.search(_PLAIN_WHY, text) is not None or gap_cause_asked(text)
    return why and not figures_asked(text)


_DOUBT_RE = re.compile(
    r"(?<![a-z])(?:too (?:weak|slow|low|little|small)|(?:good |fast )?enough|bottleneck\w*"
    r"|hold (?:it|me|things) back|a problem|enough for)(?![a-z])"
    r"|拉胯|太(?:弱|慢|低|小|少)|够(?:不够|用吗|吗)|够用|不够|瓶颈|拖后腿|有影响|影响大"
)
"""A figure doubted as enough for its use ("too weak for llms", "跑大模型会不会太拉胯")."""


def figure_doubted(text: str) -> bool:
    """Whether a card's figure is asked and doubted as enough ("带宽才448？会不会太拉胯")."""
    asked = figures_asked(text) or bool(checked_fields(text))  # "带宽288够用吗"
    return asked and _DOUBT_RE.search(text) is not None


def without_premises(text: str) -> str:
    """``text`` with each clause that states a spec on paper, and asks nothing, blanked."""
    out = text
    for clause in _CLAUSE_RE.finditer(text):
        said = clause.group()
        if _PREMISE_RE.search(said) and not _ASKS_RE.search(said):
            start, end = clause.span()
            out = out[:start] + " " * (end - start) + out[end:]
    return out


__all__ = ["figure_doubted", "figures_asked", "reason_asked_of_figures", "without_premises"]
