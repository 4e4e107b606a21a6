"""A follow-up to a trouble being solved: a setting added to it, or a fit asked on its setup.

"num_ctx 我设的 32768" after an OOM adds a setting to the same trouble, which is kept; "调到
8192 能全进显存吗" asks a fit on the trouble's setup instead. Pure: reads the typed requests and
the follow-up's own words (its intent cues).
"""

from __future__ import annotations

import re
from typing import Any

from assistant.models import Query
from assistant.question.follow_check import check_goes_on, check_kept
from assistant.question.follow_markers import cue_intent, cue_scores
from assistant.question.follow_slots import trouble_goes_on, trouble_kept
from assistant.question.instances import shaped_like_a_type_name
from assistant.question.request_words import SLOT_FIELDS, slot_set
from assistant.question.text import fold
from assistant.question.troubleshoot import trouble_kind


def asks_a_fit(new: Query) -> bool:
    """Whether the follow-up asks, even softly, whether it fits ("调到 8192 能全进显存吗").

    After a trouble, a fit asked about a changed setting is a yes or no on the trouble's setup,
    not the trouble again; a weaker cue than a new question's own counts here.
    """
    return new.intent == "fit_check" and cue_scores(fold(new.text)).get("fit_check", 0) >= 2


def _setting_for_a_trouble(previous: Query, new: Query) -> bool:
    """A follow-up that adds a setting to a trouble being solved: no card, model or new ask.

    Only a context, precision, runtime or batch is named, and no intent is cued.
    """
    if previous.task != "troubleshoot" or previous.trouble is None:
        return False
    settings = {"context", "precision", "engine", "batch"}
    said = {slot for slot in SLOT_FIELDS if slot_set(new, slot)}
    if not any(shaped_like_a_type_name(w) for w in new.instance_words):
        said.discard("instance")  # "would the fp8 e4m3fn weights fix that": no type named
    own = cue_intent(fold(new.text)) is not None or asks_a_fit(new) or new.fix_why
    return bool(said) and said <= settings and not own


def supply_for_a_trip(previous: Query, update: dict[str, Any]) -> bool:
    """Another supply weighed after the PC powered off under load: that supply is checked.

    "黑屏重启，双 3090 + 1200w 电源" then "1200w 换成 1600w 能解决吗": the trip's cause is the
    supply, so whether the bigger one carries the build is the PSU check at its wattage.
    """
    swapped = update.get("psu_stated_w")
    moved = swapped is not None and swapped != previous.psu_stated_w
    return previous.trouble == "power_trip" and moved and update.get("power_ask") == "psu_check"


_SPEED_COST_RE = re.compile(
    r"(?<![a-z])(?:how much|what) (?:speed|performance|perf|throughput|tok\w*/s)"
    r"|(?<![a-z])(?:lose|losing|loss|cost me|give up)(?![a-z])"
    r"|损失|掉多少|慢多少|少多少|降多少|影响多大|影响多少|代价"
)
"""The speed a change costs asked ("how much speed do I lose", "会损失多少速度")."""


def cap_for_a_throttle(previous: Query, new: Query) -> bool:
    """A power limit weighed after a card seen slowing under its own heat or power limit.

    "tokens/s halves after 10 min … 83C, clocks dropping" then "if I power-limit it to 280W will
    it stop throttling, how much speed do I lose": the cure of the slowdown troubleshot, with
    the speed the limit costs as its figure (the power kind's limit sized inside the trouble).
    """
    throttled = previous.slowed_by_it or previous.health_check == "clocks"
    slowed = previous.task == "troubleshoot" and previous.trouble == "slow" and throttled
    weighed = new.power_ask == "power_limit" and new.power_limit_w is not None
    # the speed it costs asked ("压到 350w 会不会反而更快" asks whether the cap helps: the trouble)
    return slowed and weighed and _SPEED_COST_RE.search(fold(new.text)) is not None


_FIX_RAN_RE = re.compile(
    r"能跑了|跑起来了|跑通了|能用了|不(?:卡|挂|hang)了|(?<![a-z])(?:made it|got it) (?:run|work)\w*"
    r"|(?<![a-z])(?:now it|it now|that) (?:runs|works)(?![a-z])|(?:works?|runs?|running) now"
)
"""A workaround said to have made the job run ("加了 NCCL_P2P_DISABLE=1 就能跑了", "made it
run")."""
_SLOWER_ASKED_RE = re.compile(
    r"慢(?:很多|多少|不少|了?吗|了?么)|会不会(?:变)?慢|影响(?:速度|性能)|降速|掉速"
    r"|(?<![a-z])(?:much|a lot|way|any|noticeably) slower(?![a-z])|performance (?:hit|cost|penalty)"
    r"|(?<![a-z])slow(?:s|ing)? (?:it|things|training|the job) down(?![a-z])"
)
"""The speed the workaround costs asked ("这样会慢很多吗", "much slower now?")."""


def cost_of_the_fix(previous: Query, new: Query) -> bool:
    """A workaround said to make the trouble's job run, and the speed it costs asked.

    "加了 NCCL_P2P_DISABLE=1 就能跑了，这样会慢很多吗" after a hang: still that trouble, its
    workaround's price (the link it turns off) explained, not a fit of a job asked anew.
    """
    text = fold(new.text)
    ran = _FIX_RAN_RE.search(text) is not None and _SLOWER_ASKED_RE.search(text) is not None
    troubled = previous.task == "troubleshoot" and previous.trouble is not None
    return ran and troubled and new.model_id is None and new.params_b is None


def carry_trouble(
    previous: Query, new: Query, update: dict[str, Any], carried: dict[str, Any]
) -> None:
    """A setting added to a trouble ("num_ctx 我设的 32768"), or it goes on ("还是一样"): kept.

    A check of a delivered machine asked again on another box, a new reading or its steps
    ("would their 8x box avoid that?") keeps the check (``follow_check``).
    """
    if check_goes_on(previous, new):
        update.update(check_kept(previous, new))
        carried["task"] = previous.task
        return
    if cost_of_the_fix(previous, new):  # "就能跑了，这样会慢很多吗": the workaround's cost
        update.update(task=previous.task, trouble=previous.trouble, intent=previous.intent)
        carried["task"] = previous.task
        return
    if cap_for_a_throttle(previous, new):  # "power-limit it to 280W, will it stop throttling"
        update.update(task="troubleshoot", trouble="slow", intent="speed")  # the speed it costs
        carried["task"] = "troubleshoot"
        return
    if supply_for_a_trip(previous, update):
        update.update(task="power", intent="cost", trouble=None)
        carried["task"] = "power"
        return
    if not (_setting_for_a_trouble(previous, new) or trouble_goes_on(previous, new)):
        return
    if _new_symptom(previous, new):  # "能起来了，但是一并发就 OOM": the symptom now, re-read
        update["task"] = None
        carried.pop("task", None)
        return
    update.update(trouble_kept(previous, new))
    carried["task"] = previous.task


def _new_symptom(previous: Query, new: Query) -> bool:
    """A fix said to have worked, and another symptom seen since on the same setup.

    "加了 --dtype half 能起来了，但是一并发就 OOM": the card, model and precision go on; the
    trouble is the one read in the follow-up's own words, not the one fixed.
    """
    own = trouble_kind(new.text)
    return new.fix_worked and own not in (None, "verify", previous.trouble)


__all__ = ["asks_a_fit", "cap_for_a_throttle", "carry_trouble", "cost_of_the_fix"]
__all__ += ["supply_for_a_trip"]
