"""What a follow-up keeps of the earlier turn beside its slots: a bare count, the candidates.

"8卡训练…" then "那 PP 呢": still that many cards, none named. "4060ti 还是二手3090，预算8000"
then "那要是上到1.6w呢": the cards named are still the options of the decision, now with more
money; a budget cut may put them out of reach, so the pick reopens over every card
(``follow_slots.budget_reopens``), and a follow-up that names cards of its own, or asks
something else, starts afresh.
Pure: reads only the typed requests.
"""

from __future__ import annotations

from typing import Any

from assistant.messages import hardware as hw
from assistant.models import Query


def carry_bare_count(previous: Query, new: Query, update: dict[str, Any]) -> None:
    """A count said with no card ("8卡训练…" then "那 PP 呢"): still that many, no card named."""
    if not update["gpus"] and new.bare_count is None and previous.bare_count:
        update["bare_count"] = previous.bare_count


def carry_candidates(previous: Query, new: Query, update: dict[str, Any]) -> None:
    """The cards named as the options of a decision stay its options when no card is named.

    Only while the follow-up is still the decision (``recommend``) on the same cards and the
    budget is not cut; a card said to be bought used ("二手3090") is still priced used.
    """
    kept = not new.gpus and [g.gpu_id for g in update["gpus"]] == [g.gpu_id for g in previous.gpus]
    still = update.get("intent") == previous.intent == "recommend" and not _cut(previous, update)
    if previous.named_candidates and new.named_candidates is None and kept and still:
        update["named_candidates"] = previous.named_candidates
        update["used_asked"] = previous.used_asked or new.used_asked


def carry_platforms(previous: Query, new: Query, update: dict[str, Any]) -> None:
    """A Mac weighed against a PC stays weighed while the follow-up is still that pick.

    "macbook or pc for 70b, $3500" then "and it has to be quiet": Apple's chips and the PC cards
    are still both candidates; a follow-up naming cards of its own starts afresh.
    """
    still = update.get("intent") == previous.intent == "recommend" and not new.gpus
    if previous.platforms_weighed and still:
        update["platforms_weighed"] = True


def carry_box(previous: Query, new: Query, update: dict[str, Any], adds: bool) -> None:
    """Cards in one box stay one box, and a card of another kind added to a fit joins its box.

    "biggest model on my 4070 ti super?" then "and with my old 1080 ti in the second slot?": both
    cards hold the model, not a choice between them; "3090 + 3060 in one rig, what fits" then
    "and for qlora?": still that box. ``adds``: the follow-up says its card is one more.
    """
    ids = {g.gpu_id for g in update["gpus"]}
    before = {g.gpu_id for g in previous.gpus}
    kept = previous.gpus_together and not new.gpus
    grown = adds and previous.intent == "fit_check" and bool(before) and before < ids
    if len(ids) >= 2 and (kept or grown):
        update["gpus_together"] = True
    # "没有 nvlink 桥" then "换成 qwen 72b 呢", or "凑成四张 A6000 呢": more of the same cards
    # have no bridge either, unless the follow-up names one
    same = {g.gpu_id for g in new.gpus} <= before
    bridged = "nvlink" in new.features or "nvlink" in new.excluded_features
    if previous.no_nvlink and same and update["gpus"] and not bridged:
        update["no_nvlink"] = True
        if new.gpus:  # the cards named again: the bridge they lack said of them, as first
            count = sum(g.count for g in update["gpus"])
            update["assumptions"] = [*new.assumptions, hw.NO_NVLINK(count=count)]


def drop_replaced_format(
    previous: Query, new: Query, update: dict[str, Any], carried: dict[str, Any]
) -> None:
    """A number format asked of the cards because it was the weights' goes with those weights.

    "fp8 版放得下吗" then "能直接上 bf16 吗": FP8 is no longer asked of the cards, so no FP8 caveat.
    """
    formats = ("fp8", "fp4", "bf16")
    kept = update.get("features")
    if kept is None or new.precision is None or previous.precision == new.precision:
        return
    update["features"] = [f for f in kept if f not in formats or f in new.features]
    if "features" in carried:
        carried["features"] = list(update["features"])
        if not update["features"]:
            del carried["features"]


def rental_named_again(previous: Query, new: Query) -> bool:
    """After a rent-or-buy weighing, one other card named where it is rented: the rental side.

    "二手 V100 服务器 1.6w … 跟租 A100 比哪个划算" then "那跟租晨涧云的 A800 比呢": the box bought
    stays, the card rented is now the A800 at that provider (no model or job of its own).
    """
    cards = {g.gpu_id for g in new.gpus}
    owned = {g.gpu_id for g in previous.gpus if g.gpu_id != previous.rented_gpu}
    rented = new.provider is not None or new.where == "cloud"
    job = new.model_id is not None or new.params_b is not None or new.workload_id is not None
    one = len(cards) == 1 and not cards & owned
    return previous.intent == "rent_vs_buy" and bool(owned) and one and rented and not job


def carry_rental_swapped(previous: Query, new: Query, update: dict[str, Any]) -> None:
    """The card named as the rental in a rent-or-buy follow-up replaces the one rented before."""
    if rental_named_again(previous, new):
        kept = [g.model_copy() for g in previous.gpus if g.gpu_id != previous.rented_gpu]
        update["gpus"] = [*kept, new.gpus[0]]  # the cards bought, then the one rented now
        update["rented_gpu"] = new.gpus[0].gpu_id
        update["rent_rate_stated"] = new.rent_rate_stated  # the old card's rate is not this one's


def users_as_guess(previous: Query, new: Query, update: dict[str, Any]) -> None:
    """The users said before, when the follow-up asks how many the setup holds: a guess judged.

    "宿舍 5 个人一起用会不会排队" then "换成 4b 能多撑几个人吗": the count found is set against
    the 5 said (``users_guessed``), so the stated users are kept, not replaced by the count.
    """
    said = previous.users if previous.users is not None else previous.users_guessed
    if not new.asks_load_count or new.users is not None or new.users_guessed is not None:
        return
    if said is not None and said <= 10_000 and (previous.gpus or new.gpus):
        update["users_guessed"] = said


def _cut(previous: Query, update: dict[str, Any]) -> bool:
    """Whether the follow-up lowers the budget (in the same currency)."""
    budget, currency = update.get("budget"), update.get("budget_currency")
    same = currency in (None, previous.budget_currency)
    return previous.budget is not None and budget is not None and same and budget < previous.budget


__all__ = [
    "carry_bare_count",
    "carry_box",
    "carry_candidates",
    "carry_platforms",
    "carry_rental_swapped",
    "drop_replaced_format",
    "rental_named_again",
    "users_as_guess",
]
