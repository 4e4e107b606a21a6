"""Owning weighed against renting: the rent-or-buy score bonuses and what a budget pays for.

"buying a 3090 vs runpod", "自购两张 A6000 还是一直租 lambda 的", "a used 3090 or just rent one":
owning set against a rental is the rent-or-buy reading, more surely when both words are said.
A stated budget is a purchase price or a rental spend by the words around it. Read by the
parser (``parsing``) only; pure regular expressions over the lower-cased question.
"""

from __future__ import annotations

import re
from typing import Any

from assistant.question.budget_scale import budget_scale
from assistant.question.lexicon import ON_DEMAND_RE
from assistant.question.reason_aside import reason_after_a_fit
from assistant.question.rent_ruled_out import without_ruled_out_rent
from assistant.question.resale_words import resale_said
from assistant.question.text import Scan

VERSUS_RE = re.compile(
    r"(?<![a-z])(?:vs\.?|versus|or|instead of|compared to|beats?)(?![a-z])|还是|对比|相比"
    r"|[和跟与][^，,。？?]{0,15}比|比\s*(?=租|买|自建|上云|云)"
)
"""Two things set against each other ("vs", "or", "还是", "和…比")."""
WORTH_RE = re.compile(
    r"(?<![a-z])(?:smarter|wiser|better value|better deal|more economical|cheaper|worth it"
    r"|pay (?:for )?itself|pays off|saner|more sensible|make more sense|better off"
    r"|dumb|stupid|silly|(?:a )?mistake|(?:a )?(?:bad|good) idea|waste of money)(?![a-z])"
    r"|划算|更省|更便宜|值得|回本|不如|(?:哪(?:个|样|种)|谁)(?:更|比较)?(?:便宜|省钱?|合算|实惠|亏得?少|少亏)"
    r"|亏得?(?:少|多)|少亏|冤大头"
)
"""Owning judged by its worth, set against a rent said in the same question ("哪个便宜": which of
the two costs less; "is it dumb to buy", "哪个亏得少": the purchase judged a mistake or not)."""
BUY_RE = re.compile(
    # "how many hours does that buy": money spent on hours buys no card
    r"(?<![a-z])(?<!that )(?<!this )(?:buy(?:ing)?|purchas\w*|build(?:ing)?|own(?:ing)?)(?![a-z])"
    # cards hosted in a colocation are owned ("host 2x a6000 at a colo for $150/month")
    r"|(?<![a-z])(?:co-?lo|colocation|colocated)(?![a-z])|托管|买|购买|购置|自购"
    r"|(?:自己|自有|公司)的?机房"  # "自己机房放 4 张 a10": cards in one's own server room
    # a sum spent on a machine: "drop $12k on a 2x 4090 box", "spend $8k on a rig"
    r"|(?<![a-z])(?:spend|spending|drop|dropping|sink|sinking|put)\s+[$€£¥]?\s?[\d.,]+\s*k?"
    r"\s+(?:on|into)\s+[^.?!]{0,36}?(?:box|rig|server|workstation|machine)s?(?![a-z])"
    r"|攒|配一台|自己配|配(?:[一两二三四五六七八]|\d{1,2})\s*(?:张|块|台)|自建|自部署|自己部署|私有化部署|本地部署|(?<![a-z])self[\s-]?host\w*(?![a-z])|(?<![a-z])(?:second[\s-]?hand|pre[\s-]?owned|refurb\w*)(?![a-z])|二手|翻新"
    r"|(?<![a-z])(?:a\s+|an\s+)?used\s+(?=(?:rtx\s*|gtx\s*|radeon\s*)?[a-z]{0,2}\d{2,4}\b|cards?\b"
    r"|gpus?\b)"
)
"""Owning words; a used card's price ("二手大概80万", "a used 3090") is what it costs to buy."""
RENT_RE = re.compile(r"(?<![a-z])(?:rent\w*|cloud|lease)(?![a-z])|租|云")
"""Renting words."""
CHOICE_RE = re.compile(
    r"怎么选|选哪(?:个|种|样|边)?|如何选|咋选|哪个(?:好|合适|更好)"
    r"|(?<![a-z])(?:which (?:one|way|option)|what should (?:i|we) do|which makes (?:more )?sense"
    r"|help me (?:choose|decide))(?![a-z])"
)
"""A choice asked between the things priced ("怎么选", "which way?"): with a purchase and a rent
both said, owning is weighed against renting."""
_API_RE = re.compile(r"(?<![a-z])(?:apis?|per[\s-]token)(?![a-z])|按\s*token")
_SELF_HOST_RE = re.compile(
    r"(?<![a-z])self[\s-]?host\w*(?![a-z])|自部署|私有化部署|本地部署|自己(?:来|搭|去)?部署|自行部署"
)
"""An API paid by the token set against self-hosting is rented compute ("together api vs
self-hosting"); an API bought alone ("直接买 API 更划算") weighs no cards."""
PAID_RENT_RE = re.compile(
    r"(?<![a-z])(?:vs\.?|versus|or|instead of|compared (?:to|with))\s+(?:just\s+)?paying\s+"
    r"(?:for\s+)?(?:\w+\s+){0,3}?(?:hours?|hrs?|by the hour|per hour|on\s+\w+)"
)
"""Owning set against paying for hours ("$4.7k vs just paying for h100 hours on runpod")."""
AGAINST_RENT_RE = re.compile(
    r"(?<![a-z])(?:vs\.?|versus|or|instead of|compared (?:to|with)|than)\s+"
    r"(?:just\s+|keep\s+|continue\s+|stick with\s+)?rent\w*"
    r"|(?:还是|和|跟|与|比)\s*(?:每个?月|按月|包月|长期|一直|继续)?\s*(?:直接|按需|按量)?(?:去|到|在)?\s*(?:[a-z0-9.\u4e00-\u9fff]{1,16}?\s*上\s*)?租"
)
"""Owning set against renting ("跟在 runpod 上租比", "还是每个月租"): an amount said beside it
is the price paid."""

_RENT_INSTEAD_RE = re.compile(
    r"(?<![a-z])(?:just rent(?:ing)?|rent(?:ing)? instead|better off renting|rather rent"
    # a purchase undone for renting: "cancel the spark order and rent when i need it"
    r"|(?:cancel|return|sell)\w*\b[^.?!]{0,40}?\band (?:just )?rent(?:ing)?"
    r"|rent(?:ing)? (?:it |one |them )?(?:when(?:ever)?|as|if) (?:i|we) need)(?![a-z])"
    r"|(?:还|倒)?不如(?:直接)?租|干脆(?:直接)?租|改成?租|(?:退|取消)[^，。？?！!]{0,10}?(?:再|改|去)?租"
    r"|(?:用|需要)的时候再租"
)
"""Renting offered in place of an owned setup just costed ("这么算的话，还不如租？")."""


_BUY_INSTEAD_RE = re.compile(
    r"(?<![a-z])(?:might as well|better off|rather) (?:just )?buy(?:ing)?"
    r" (?:my|our|one|it|a|an|the)\b"
    r"|(?:还|倒)?不如(?:直接)?(?:自己|自个儿)(?:买|购|攒|配)|干脆(?:直接)?自己(?:买|攒|配)"
    r"|(?:还|倒)不如直接(?:买|购)|(?:还|倒)不如(?:买|购)(?:一|两|几)?(?:台|张|块)"
)
"""Owning offered in place of the rent paid ("还不如自己买张 h20？", "还不如直接买一台 8 卡",
"might as well buy one")."""


_STAY_RE = re.compile(
    r"(?<![a-z])(?:stay(?:ing)?|remain(?:ing)?|keep(?:ing)?|stick(?:ing)? with)"
    r" (?:on|with|in|using)?"
    r"|一直(?:用|在)|继续(?:用|在)"
)
"""Staying with a provider named ("or stay on gcp", "继续用阿里云"): the rental is kept."""


def rent_instead(work: str) -> bool:
    """Whether renting is offered in place of owning ("还不如租？", "just rent instead")."""
    return _RENT_INSTEAD_RE.search(work) is not None


def buy_instead(work: str) -> bool:
    """Whether owning is offered in place of the rent paid ("还不如自己买张 h20？")."""
    return _BUY_INSTEAD_RE.search(work) is not None


_SPOT_RENTED_RE = re.compile(
    r"(?<![a-z])(?:spot (?:instances?|nodes?|vms?|capacity|pricing|[a-z]\w*\d\w*)|preempt\w*)"
    r"(?![a-z])|竞价实例|抢占式"
)
"""Spot capacity, or a machine preempted: rented by the hour from a cloud."""


def rents(work: str) -> bool:
    """Whether renting is said: a rent word, or hours paid for ("vs paying for h100 hours")."""
    api = _API_RE.search(work) is not None and _SELF_HOST_RE.search(work) is not None
    # hours billed on demand are rented ("buy 2x h100 or run p5 on-demand", "还是按需租")
    billed = ON_DEMAND_RE.search(work) is not None
    # spot capacity preempted is rented ("spot A100s keep getting preempted")
    billed = billed or _SPOT_RENTED_RE.search(work) is not None
    return (
        RENT_RE.search(work) is not None or PAID_RENT_RE.search(work) is not None or api or billed
    )


_PART_BOUGHT_RE = re.compile(
    r"(?<![a-z])(?:nvlink bridges?|sli bridges?|risers?|riser cables?|(?:pcie )?extenders?)"
    r"(?![a-z])|nvlink\s*桥|桥接器|转接(?:卡|线)|延长线|显卡支架"
)
"""A part bought for the cards (a bridge, a riser), whose worth is weighed, not owning a card."""


def part_weighed(work: str) -> bool:
    """Whether a part for the cards (a bridge, a riser) is what is bought or weighed."""
    return _PART_BOUGHT_RE.search(work) is not None


_OWNING_SPAN_H = 730.0 * 12
"""A span this long (a year or more) over which a card is weighed is an owning horizon."""


def _paid_rent_against_a_span(work: str, slots: dict[str, Any]) -> bool:
    """A rental paid by the hour or month, a card judged cheaper over a year or more.

    "we pay $0.526/hr for a g4dn.xlarge … would an Orin Nano per site be cheaper over 3 years?":
    the rate is what renting costs now; the card set against it over years is one to own.
    """
    paid = slots.get("budget_kind") == "rent" and slots.get("budget_period") in ("hour", "month")
    span = (slots.get("duration_hours") or 0) >= _OWNING_SPAN_H
    return paid and span and bool(slots.get("gpus")) and WORTH_RE.search(work) is not None


def add_owning_scores(work: str, slots: dict[str, Any], scores: dict[str, int]) -> None:
    """The rent-or-buy bonuses: owning weighed against renting, by worth or by payback.

    Money words ("哪个便宜", "cheaper", a year's bill) are that weighing, not a price asked; the
    "vs" that sets owning against a rental of the one card named is no comparison of cards.
    """
    if reason_after_a_fit(work):  # "fits on 8x h200? we want to self host instead of …"
        return
    work = without_ruled_out_rent(work)  # "buying, not renting": no rent set against it
    rented_said = rents(work) or bool(slots.get("provider") and _STAY_RE.search(work))
    if part_weighed(work) and not rented_said:
        scores["rent_vs_buy"] = 0  # "nvlink 桥还买得到吗，值不值": a part's worth, no owning
        return
    buys = BUY_RE.search(work) is not None or PAID_RENT_RE.search(work) is not None
    resold = resale_said(work)  # "does the resale value change the math": owned, then sold
    # "mac studio 三万多，还是按需租 h100": a sum said beside renting set against it is a price
    # paid to own
    once = slots.get("budget_period") not in ("hour", "month")  # no rental spend
    # (or a sum said beside a rent, the cheaper of the two asked: "5090 三万二，租 h100 … 哪个便宜")
    against = AGAINST_RENT_RE.search(work) or (rented_said and WORTH_RE.search(work))
    priced = once and slots.get("budget") is not None and against is not None
    buys = buys or resold or priced
    if _paid_rent_against_a_span(work, slots):  # "we pay $0.526/hr … cheaper over 3 years?"
        buys = rented_said = True
    # "I rent an H100 on RunPod; is buying one smarter?": the rent said, owning weighed by worth
    # (a provider named is a rental said: "runpod keeps preempting me, would buying be saner")
    rental = rented_said or bool(slots.get("provider"))
    weighed = VERSUS_RE.search(work) or (rental and (WORTH_RE.search(work) or resold))
    weighed = weighed or CHOICE_RE.search(work) is not None  # "…恒源云两块二一小时，怎么选"
    if (rented_said or slots.get("provider")) and buys and weighed:
        # "buying a 3090 vs runpod", "买下来和租三年比": owning weighed against renting, more
        # surely when both words are said (the cheaper of the two is the rent-or-buy answer)
        scores["rent_vs_buy"] += 8 if rented_said else 6
        if len({g.gpu_id for g in slots.get("gpus") or []}) <= 1:
            scores["compare"] = min(scores["compare"], 1)  # the vs is owning against renting
    if rented_said and buys and CHOICE_RE.search(work):
        # "二手 1.8w，恒源云两块二一小时，怎么选": the choice asked is between the two priced
        top = max((v for k, v in scores.items() if k != "rent_vs_buy"), default=0)
        scores["rent_vs_buy"] = max(scores["rent_vs_buy"], top + 6)
    if priced and rented_said and weighed:
        # "drop $12k on a 2x 4090 box or keep renting H100s?": a sum spent once set against
        # renting is the price of owning, weighed against the rent; no card is picked
        top = max((v for k, v in scores.items() if k != "rent_vs_buy"), default=0)
        scores["rent_vs_buy"] = max(scores["rent_vs_buy"], top + 6)
    if rent_instead(work) or buy_instead(work):  # "还不如租？", "不如自己买张"
        scores["rent_vs_buy"] = max(scores["rent_vs_buy"], scores["cost"] + 2)
    if rented_said and slots.get("owning_ask"):  # "at what utilisation does a 5090 beat renting"
        scores["rent_vs_buy"] += 6
    if rental and buys and weighed:
        # "build 8x 4090 vs rent 8x h100 on lambda": the cards too are owned against rented;
        # a provider named is the rental ("a used 3090 … or lambda a100s")
        top = max(scores["cost"], scores["compare"] if scores["rent_vs_buy"] >= 8 else 0)
        scores["rent_vs_buy"] = max(scores["rent_vs_buy"], top + 2)
    if slots.get("usage_hours_per_month") and len(slots.get("gpus") or []) == 1:
        if buys and WORTH_RE.search(work) and not rented_said:
            # "一个月就用 3 天 a100 做微调，值得收二手的吗": one card at a light use, its purchase
            # judged by worth; renting those hours is the other side
            top = max(scores["cost"], scores["fit_check"], scores["recommend"])
            scores["rent_vs_buy"] = max(scores["rent_vs_buy"], top + 2)
    rented = rented_said or slots.get("provider") or slots.get("usage_hours_per_month")
    owning = buys or slots.get("financing")  # a lease or loan owns too
    if (slots.get("owning_ask") and rented or slots.get("financing") and rented_said) and owning:
        # "2k A100-hours a month on AWS; does buying a box pay off?": owning weighed by payback
        scores["rent_vs_buy"] = max(scores["rent_vs_buy"], scores["cost"] + 2)


def budget_kind(scan: Scan) -> None:
    """Whether a stated budget buys hardware or rents it, and what period it covers.

    With no amount stated, a factor of the earlier budget ("and if half that budget?").
    """
    if scan.slots.get("budget") is None:
        scan.set("budget_scale", budget_scale(scan.lower))
        return
    scan.set("budget_period", "total")
    rent = RENT_RE.search(without_ruled_out_rent(scan.lower)) is not None  # not "不让代码上云"
    buy = BUY_RE.search(scan.lower) is not None or PAID_RENT_RE.search(scan.lower) is not None
    if rent and not buy and AGAINST_RENT_RE.search(scan.lower):
        buy = True  # "a 5090 is ~$2,200 here vs renting": the price is the card's, set against rent
    if buy != rent:
        scan.set("budget_kind", "buy" if buy else "rent")


__all__ = [
    "part_weighed",
    "BUY_RE",
    "AGAINST_RENT_RE",
    "PAID_RENT_RE",
    "RENT_RE",
    "VERSUS_RE",
    "WORTH_RE",
    "add_owning_scores",
    "budget_kind",
    "buy_instead",
    "rent_instead",
    "rents",
]
