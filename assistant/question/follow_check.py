"""A follow-up that goes on with a check of a delivered machine: the same check, asked again.

"Lambda A100 40GB, SM clock stuck at 1095 MHz, throttling?" then "would their 8x A100 80GB box
avoid that?"; "gpu-z 显示 x8 1.1，是卡还是主板" then "插到第二条槽显示 x4 4.0，会慢很多吗";
"what should I run at pickup?" then "具体跑哪几个命令": the follow-up names another card or box,
a new reading of the same machine, or the commands of the check, and asks no job of its own
(no model to size). The check goes on: its kind, its provider and what it checks are kept.
Pure: reads the follow-up's typed reading and its own words.
"""

from __future__ import annotations

import re

from assistant.models import Query
from assistant.question.health import health_check
from assistant.question.link_slots import link_reading
from assistant.question.text import fold

_SAME_AGAIN_RE = re.compile(
    # the earlier finding referred back: "avoid that", "the same chassis", "wired differently"
    r"\b(?:avoid|fix|solve|change|help(?: with)?|have|show|get|hit) (?:that|this|it|the same)\b"
    r"|\bsame (?:chassis|clocks?|thing|wiring|topology|issue|problem|box|setup|host|cards?)\b"
    r"|\bdifferently\b|\b(?:wired|connected|linked|set up) (?:any )?(?:differently|the same)\b"
    r"|\b(?:there|as well|too|also)\s*[?？]"
    r"|(?:也会|也是|也一样|一样吗|同样|那样|还会)"
)
"""The earlier check's finding referred back to on another card or box ("avoid that")."""
_SHOWN_AGAIN_RE = re.compile(
    r"(?:显示|读数|读出|变成|变为|识别成)\s*[^，,。？?]{0,12}\d"
    r"|\b(?:shows?|showing|reads?|reading|says|reports?)\s+[^.,;?]{0,16}\d"
)
"""A new reading of the machine shown ("插到第二条槽显示 x4 4.0", "now it reads x16 gen4")."""
_COMMANDS_RE = re.compile(
    r"(?:哪些|哪几个|哪几条|什么|啥)(?:命令|指令|测试|工具|检查)|按顺序|一步一步|步骤"
    r"|\b(?:which|what) (?:exact )?(?:commands?|tests?|tools?|checks?)\b"
    r"|\b(?:step[\s-]by[\s-]step|in order|in what order)\b"
    # the finding watched or cleared: "怎么看它会不会越来越多", "will a reset clear it"
    r"|怎么(?:看|查|监控|盯)|(?:重置|重启|reset|reboot).{0,12}(?:清|clear|go away|fix)"
    r"|\bhow (?:do|can|should) (?:i|we) (?:watch|monitor|track|keep an eye)"
)
"""The commands or steps of the check asked ("具体跑哪几个命令？按顺序列一下")."""


_TESTS_WEIGHED_RE = re.compile(
    r"(?<![a-z])(?:stress[\s-]?test\w*|burn[\s-]?in|gpu[-_ ]?burn|furmark|occt|3dmark|memtest\w*"
    r"|hot[\s-]?spot|junction temp\w*|hwinfo|gpu-?z|nvidia-smi)(?![a-z])"
    r"|压力测试|压测|烤机|热点温度|结温|显存温度"
)
"""A test or reading the asker plans to take on the card ("a 5-minute furmark", "hotspot")."""
_ENOUGH_RE = re.compile(
    r"(?<![a-z])(?:enough|sufficient|good enough|catch (?:it|that|most|anything)|tell me enough)"
    r"(?![a-z])|够不够|够吗|够了吗|足够|能(?:测|看)出来"
)
"""Whether the tests named suffice, asked ("is a 5-minute furmark enough?", "够不够")."""


def _checked(previous: Query) -> bool:
    """Whether the earlier turn checked a delivered machine (read as one, or answered as one)."""
    return (
        previous.task == "troubleshoot"
        and previous.trouble == "verify"
        or (previous.kind == "verify")
    )


def check_goes_on(previous: Query, new: Query) -> bool:
    """Whether ``new`` asks the earlier check again: on another box, a new reading, its steps.

    A trouble or check of its own read in ``new`` ("now it OOMs", "now it reads 700 W, the
    real SXM?"), or a model to size, is a question of its own, merged as any other.
    """
    if not _checked(previous) or new.trouble is not None:
        return False
    if new.model_id is not None or new.params_b is not None or new.workload_id is not None:
        return False
    folded = fold(new.text)
    other_box = bool(new.gpus) or new.instance_named is not None
    again = other_box and _SAME_AGAIN_RE.search(folded) is not None
    # a reading with no card named is the same machine's; one naming a card is merged as usual
    shown = not new.gpus and _SHOWN_AGAIN_RE.search(folded) is not None
    # "满载的时候还是 Gen1 x8": the link read again under load, on the same machine
    shown = shown or not new.gpus and link_reading(new.text) is not None
    # "what's the max temp the vram junction can take": another reading of the card, asked
    asked = not new.gpus and health_check(new.text) is not None
    # "is a 5-minute furmark + hotspot temps enough?": the check's own tests weighed
    weighed = _TESTS_WEIGHED_RE.search(folded) is not None and _ENOUGH_RE.search(folded)
    return again or shown or asked or bool(weighed) or _COMMANDS_RE.search(folded) is not None


def check_kept(previous: Query, new: Query) -> dict[str, object]:
    """The earlier check's slots for a follow-up that goes on with it.

    Its kind and intent, what it checked (unless the follow-up reads another check), and the
    provider the machine was got from ("would their … box": the same cloud's).
    """
    kept: dict[str, object] = {
        "task": "troubleshoot",
        "trouble": "verify",
        "intent": previous.intent,
    }
    if new.health_check is None:
        kept["health_check"] = (not new.gpus and health_check(new.text)) or previous.health_check
        # "插到第二条槽显示 x4 4.0": the link read again, judged by the same check
        if previous.health_check == "pcie_link" and new.link_reading is None:
            kept["link_reading"] = link_reading(new.text)
    # "wired differently there": the link matrix the earlier check read is asked again
    kept["topic_terms"] = [
        *new.topic_terms,
        *(t for t in previous.topic_terms if t not in new.topic_terms),
    ]
    if new.gpus:  # "their 8x A100 80GB box": the box asked about now, not both set side by side
        kept["gpus"] = new.gpus
    if new.provider is None and previous.provider is not None:
        kept["provider"] = previous.provider
    return kept


__all__ = ["check_goes_on", "check_kept"]
