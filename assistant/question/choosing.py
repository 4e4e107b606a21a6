"""Whether a question asks which card to buy or rent among cards it names (``named_candidates``).

"预算8000，想买张卡跑本地大模型，4070tis 还是二手3090", "H100、H20还是国产卡，预算200万",
"used 3090s or something else?" name cards as the options of a purchase or a rental: the
answer is the setup to get, weighed within the budget for the job, and a card not named is
said when it does better. "4090 vs 3090 for SDXL", "L20和L40S做推理选哪个", "3090、4090、5090
跑本地大模型怎么选" (no purchase said) or "显卡买3060还是4060Ti" (nothing to size it by) ask how the
named cards differ: a comparison.

A decision is read when the choice is left open beyond the cards named ("or something else",
"还是别的", "用什么替代", "求推荐"), or when buying or renting is said together with a
budget or a job (a model, a size, a method or an image/vision/speech workload). A single card
named is a candidate only when the choice is left open ("titan rtx or hold out for something
better"). Pure: regular expressions over the folded text and the slots already read.
"""

from __future__ import annotations

import re
from typing import Any, Literal

from assistant.models import Problem
from assistant.question.markers import stated_count
from assistant.question.which_faster import WHICH_FASTER

Candidates = Literal["only", "open"]

_OPEN_RE = re.compile(
    r"(?:[,/?]|(?<![a-z])vs\.?|(?<![a-z])versus) ?(?:something|anything) else(?![a-z])"
    r"|(?<![a-z])(?:or (?:is there |are there )?(?:something|anything)"
    r" (?:else|better|newer|smarter)"
    r"|or (?:go|wait) for something"
    r"|hold (?:out|off) for|or (?:other|another) (?:gpus?|cards?|options?)"
    r"|what (?:should|would|do) (?:i|we|you) (?:get|buy|rent|recommend|pick)"
    r"|(?:which|what) (?:\w+ )?(?:gpus?|cards?|setup|cluster) (?:should|would|do) (?:i|we|you)"
    r" (?:get|buy|rent|recommend|pick)|recommend\w*"
    r"|(?:is|are) (?:that|it|this|they|those) still the (?:answer|move|way to go|best \w+)"
    # a Mac as a further option, no chip named: "or sell it all and go mac", "or switch to a mac"
    r"|(?:go|switch to|move to|jump to) (?:an? )?(?:apple|mac)"
    r"|short[\s-]?list"  # "2x 3090 vs a 5090 vs a mac? give me a shortlist": options to rank
    # a card not named, only its size: "2x 3090 or one bigger card?", "or a single beefier gpu"
    r"|or (?:just )?(?:a |one |a single |single )?(?:bigger|larger|beefier|stronger|faster)"
    r" (?:card|gpu|one)"
    r")(?![a-z])"
    r"|候选(?:清单|名单|方案)|(?:列|给)(?:我)?(?:个|一份|几个)?(?:候选|备选)"
    r"|还是(?:别的|其他|其它|干脆|等等|再等)|或者(?:别的|其他)|有(?:没有)?(?:别的|其他|更好的)(?:选择|方案)"
    r"|用什么替代|拿什么替代|替代方案|买啥|买什么|求推荐|推荐一下|用(?:什么|啥|哪张|哪款)(?:卡|显卡)"
    r"|有啥推荐|有什么推荐|还是最优解|还是(?:最佳|首选)"
    r"|还是(?:直接)?(?:上|买|换)?(?:一张|单张|一块)?(?:更大|更强|更快|大显存)的?(?:单卡|卡|显卡)"
)
"""The choice is left open beyond the cards named: they are candidates, not the whole set ("is
that still the answer", said of a card the crowd buys, asks whether another beats it now)."""
_BUY_RE = re.compile(
    r"(?<![a-z])(?:buy(?:ing)?|rent(?:ing)?|purchas\w*|lease|upgrade to"
    r"|(?:should|would|could|do|will) (?:i|we) (?:just )?(?:get|go with|go for|pick up)"
    r"|(?:want|wanna|need|planning|plan|going|looking|thinking about|considering) (?:to )?get"
    r"|(?:a )?(?:pile|bunch|stack|rack|farm) of"
    # a box built: "putting together my first llm box", "building a rig"
    r"|(?:putting|put|piecing) together|build(?:ing)? (?:a|an|my) (?:[\w-]+ ){0,2}?(?:box|rig|pc"
    r"|machine|server|workstation))"
    r"(?![a-z])"
    # options of what to get: "add a second 3090, get a 5090, or sell it all and go mac"
    r"|(?<![a-z])(?:add (?:an?other|a (?:second|third|2nd|3rd)|one more)"
    r"|(?:get|grab) (?:an?|another|two|2x?) |sell (?:it|them|everything|my)(?![a-z])"
    r"|go (?:with )?(?:a )?mac(?![a-z]))"
    r"|(?<!不)买(?!不)|(?<![回接验])收(?:一|两|几)?(?:张|块)|采购|购置|入手|入坑|配一台|配台|装机|租|加钱上|加钱换|攒钱上|堆(?:数量|卡|几张|多张)"
    # a card one cannot buy said: the others are what to buy ("国内买不到H100，L20、H20 怎么选")
    r"|买不到|没法买|禁运|(?<![a-z])can'?t (?:get|buy)(?![a-z])"
    # a setup built by hand: "还是自己装双3090", "还是组两张4090"
    r"|自己(?:装|组|攒)|组(?:一台|台|两张|双|2张)|攒(?:一台|台)"
    # "显卡是上 5090 还是两张 3090": the card put in (上)
    r"|(?<![a-z\d])上\s*(?:一张|两张|2\s*张)?\s*(?:rtx\s*)?\d{4}"
)
"""Buying or renting is said, or a setup built of cards ("a pile of L40S", "4090 堆数量"): the
cards are options of a purchase or a rental."""
_USED_MARKET_RE = re.compile(
    r"(?<![a-z])(?:ebay|craigslist|marketplace|(?:used|second[\s-]?hand) market)(?![a-z])"
    r"|二手市场|闲鱼|咸鱼"
)
"""The used market named: with a budget, the cards named are bought there."""
_BUDGET_SAID_RE = re.compile(r"(?<![a-z])(?:budget|afford)|预算|经费")
"""A budget said by that word, not a price said beside a card ("used 3090 ($700)")."""
_CONDITION_RE = re.compile(
    r"(?<![a-z])(?:used|new|second[\s-]?hand|pre[\s-]?owned|refurb\w*|ex[\s-]?mining)(?![a-z])"
    r"|二手|全新|新卡|矿卡|翻新"
)
"""The condition a card is sold in ("a used 3090 or a new 5070 ti", "二手3090还是全新5070ti"):
with a budget said as such, the cards named are offers to buy."""
_HAVE = (
    r"currently (?:on|using|have|running|rocking)|(?:i|we) (?:have|own|use|run)"
    r"|i'?m (?:on|using|running)|upgrad\w* from|coming from|(?:still )?stuck (?:on|with)"
)
_CARD_AFTER = r"(?:\s+(?:an?|the|old|current|trusty|aging))*\s*(?:gtx|rtx)?\s*"
HAD_RE = (
    rf"(?<![a-z])(?:{_HAVE}){_CARD_AFTER}"
    r"|(?:现在|目前|手上|手里|家里|我)(?:用的?是?|有一?张)\s*(?:gtx|rtx)?\s*"
)
"""Words that say the card after them is the one the user has now ("currently on a 1070",
"手上有张1070"), not merely theirs ("is my 4070 enough": a question about that card)."""
OWNED_RE = (
    rf"(?<![a-z])(?:{_HAVE}|my){_CARD_AFTER}"
    r"|(?:现在|目前|手上|手里|家里|我)(?:用的?是?|有一?张|的)\s*(?:gtx|rtx)?\s*"
)
"""Words that make the card after them the user's own ("currently on a 1070", "手上有张1070")."""


def owned_unknown(folded: str, problems: list[Problem]) -> list[Problem]:
    """``problems`` with an unknown card the user owns made a note (``owned_gpu``).

    "What GPU for SDXL LoRAs? currently on a 1070": the 1070 is what they have, not what is
    asked about; the answer says the catalog lacks it and still recommends.
    """
    out = []
    for p in problems:
        said = p.surface.lower() if p.kind == "unknown_gpu" and p.surface else None
        if said is not None and re.search(f"(?:{OWNED_RE})" + re.escape(said), folded):
            p = Problem(
                kind="owned_gpu",
                en=f"your current card {p.surface!r} is not in my catalog, so I cannot compare"
                " against it",
                zh=f"你现在用的 {p.surface!r} 不在我的目录里，无法拿它来对比",
                surface=p.surface,
            )
        out.append(p)
    return out


_HEAD_TO_HEAD_RE = re.compile(
    r"(?<![a-z])(?:vs\.?|versus|how much (?:faster|slower))(?![a-z])"
    r"|谁更?(?:快|强|好|高|低)|差在哪|差多少|差距|慢多少|快多少|甩开"
    # the reasons for the choice asked: "采购要写理由", "justify it to my PI", "pros and cons"
    r"|(?<![a-z])(?:justif(?:y|ication)|pros and cons|trade-?offs?)(?![a-z])|理由|优缺点|利弊"
    # their speed or price weighed, or the dearer one's worth: "which is faster and cheaper",
    # "H100 时租贵一倍值不值", "哪个又快又便宜"
    r"|(?<![a-z])(?:which (?:one )?(?:is|'s) (?:faster|cheaper|quicker)|worth (?:it|the (?:extra"
    r"|premium|money|price))|(?:faster|cheaper) (?:and|&) (?:cheaper|faster))(?![a-z])"
    rf"|值不值|值得吗|值得么|哪个(?:又|更)?(?:快|便宜)|{WHICH_FASTER}"
    # their value weighed: "租 h100 还是 l40s 性价比高", "which is better value to rent"
    r"|性价比(?:更|最)?高|(?<![a-z])(?:better|more) (?:value|cost[\s-]?effective)(?![a-z])"
    r"|还是[^，。？?！!,]{1,30}?(?:更快|快一?些|更强)"  # "租 l40s 还是 a100 更快": their speed
    # or their worth for the job: "租 l40s 还是 a100 80g 更划算", "4090 还是 a6000 更省钱"
    r"|还是[^，。？?！!,]{1,30}?(?:更|比较)(?:划算|省钱|便宜|值)"
    # a figure asked of each card named: "cost per million tokens on each?", "各自多少"
    r"|(?<![a-z])(?:on|for|of) (?:each|both)(?: (?:one|card|of them))?\s*[?？]|各自"
)
"""Two cards set head to head, or the reasons for a choice between them asked: without a
budget the question weighs them, not a purchase."""

_OWN_PICK_RE = re.compile(
    r"(?<![a-z])(?:what|which)(?: one)? would you (?:\w+ )?(?:pick|choose|go with|get|buy)(?![a-z])"
    r"|(?<![a-z])your (?:pick|choice)(?![a-z])|(?:换|如果是|要是)?你(?:会)?(?:选|挑)(?:哪|什么|啥)"
    # the best of the options asked: "h100, h200 or l40s, which makes the most sense"
    r"|(?<![a-z])which (?:one |option )?(?:makes (?:the )?most sense|(?:is|would be) (?:the )?"
    r"(?:best|right|smartest|most sensible) (?:choice|call|pick|bet|option))(?![a-z])"
    r"|哪(?:个|张|款)(?:最|更)?(?:合适|划算|靠谱)|选哪(?:个|张|款)最(?:好|合适)"
)
"""The assistant's own pick among the cards named is asked: a decision, not a weighing."""
_VALUE_RE = re.compile(
    r"(?<![a-z])(?:better (?:value|deal)|more cost[\s-]effective|bang for (?:the |your )?buck)"
    r"(?![a-z])|(?<![a-z])(?:more|most) (?:[\w-]+ ){0,3}?per (?:dollar|\$|buck)(?![a-z])"
    r"|哪(?:个|张|款)(?:每美元|每块钱)?(?:更|比较)?(?:划算|性价比(?:更)?高|值)"
)
"""The two cards' worth weighed ("哪个划算", "which is the better value", "more done per
dollar")."""
_PER_DOLLAR_RE = re.compile(r"(?<![a-z])per (?:dollar|\$)|每(?:一)?(?:美元|美金|块钱|元|刀)|性价比")
"""Worth weighed per unit of money ("per dollar", "每美元")."""
_RENTS_RE = re.compile(r"(?<![a-z])(?:rent\w*|per hour|hourly|/hr)(?![a-z])|租")
"""The cards are rented: each one's worth is its work per hour over its rate."""
_TORN_RE = re.compile(
    r"(?<![a-z])(?:torn|stuck|undecided|can'?t decide|deciding) between(?![a-z])|纠结"
)
"""The asker torn between the cards named: with a budget and a job, which to buy for it."""

_JOB_SLOTS = ("model_id", "params_b", "method", "finetune_unspecified", "workload_id")


def named_candidates(folded: str, slots: dict[str, Any]) -> Candidates | None:
    """``open``/``only`` when the named cards are the options of a decision, else None.

    ``open``: cards not named are welcome ("or something else"); ``only``: the choice is
    among the cards named ("is a 4070 enough or should I just get the 4090").
    """
    named = {g.gpu_id for g in slots.get("gpus") or []}
    if not named:
        return None
    # "4090 — which video models run? wan or anything else": other models; a budget says a
    # card is bought ("三千以内的二手卡跑 sd1.5 和 sdxl，有啥推荐"): the models are the job
    bought = _BUY_RE.search(folded) or slots.get("budget") is not None
    if slots.get("workload_ask") == "list" and not bought:
        return None
    if _OPEN_RE.search(folded):
        return "open"
    if len(named) < 2:
        return None
    budget = slots.get("budget") is not None
    job = any(slots.get(k) for k in _JOB_SLOTS)
    # "h20 和 l20 跑推理哪个划算": two cards' worth weighed, no budget and no model to size them
    # on, is a comparison of the two (a model or a budget makes it a pick for that job)
    sized = any(slots.get(k) for k in ("model_id", "params_b", "workload_id"))
    # "a100 和 h100 租金差不多，微调 13b 哪个每美元更划算": two rents weighed per dollar on the
    # job are compared too (each card sized on it and priced by the hour)
    rented = _PER_DOLLAR_RE.search(folded) is not None and _RENTS_RE.search(folded) is not None
    if _VALUE_RE.search(folded) and not budget and (not sized or rented) and len(named) == 2:
        return None
    weighed = not budget and _HEAD_TO_HEAD_RE.search(folded) is not None
    # "8x h200, 8x b200 or mi355x? what would you actually pick": a pick among the options;
    # of two cards with no budget ("4070 ti super or a used 3090, which would you pick") the
    # pick is the winner of the two set head to head: a comparison
    if _OWN_PICK_RE.search(folded) and not weighed and (len(named) >= 3 or budget):
        return "only"
    if _TORN_RE.search(folded) and budget and job and not weighed:
        return "only"  # "1.2k for the gpu, 32b at q4, torn between a used 3090 and a 4070 ti"
    # "budget is $1,500: a used 3090, a new 5080 or two 3060s": offers to buy within it,
    # however each option is counted
    offers = budget and _BUDGET_SAID_RE.search(folded) and _CONDITION_RE.search(folded)
    if offers and not weighed:
        return "only"
    if job and setups_spelled(slots):
        return None  # "跑 32b，一张 5090 还是两张 3090": two whole setups weighed on the job
    if job and _setup_size(folded, slots) is not None and not weighed:
        return "only"  # "想8卡预训练13B，H800和H20选哪个": the card of an N-card setup
    # "二手市场上 P40、P100、MI50，预算一千五，选哪张": cards priced on the used market, with a
    # budget said as such, are bought there ("used 3090 ($700) vs new 4060 ti": prices weighed)
    # a budget said as such beside a job: the cards are bought for it; so are three or more
    # looked at on the used market for a job ("二手市场 2080ti 22g、3090、4060ti 16g 怎么选"; of
    # two, "V100 32G 和 2080ti 22G 哪个好，闲鱼上价格差不多" sets them head to head)
    market = _USED_MARKET_RE.search(folded) is not None
    many = market and job and len(named) >= 3
    used_buy = budget and (market or job) and _BUDGET_SAID_RE.search(folded) or many
    if not _BUY_RE.search(folded) and not used_buy:
        return None
    if not budget and _HEAD_TO_HEAD_RE.search(folded):
        return None  # "b300 vs b200 … or just buy b200 now": the two weighed, a comparison
    return "only" if budget or job else None


def setups_spelled(slots: dict[str, Any]) -> bool:
    """Whether each option is a whole setup with its own count ("one 5090 or two 3090s")."""
    gpus = slots.get("gpus") or []
    return len({g.gpu_id for g in gpus}) >= 2 and all(g.count_stated for g in gpus)


_SET_AGAINST_RE = re.compile(r"(?<![a-z])(?:vs\.?|versus|or)(?![a-z])|还是|对比")


def setups_weighed(slots: dict[str, Any], folded: str) -> bool:
    """Whole setups of different sizes set against each other ("one 96GB card vs four 3090s")."""
    counts = {g.count for g in slots.get("gpus") or []}
    spelled = setups_spelled(slots) and len(counts) >= 2
    return spelled and _SET_AGAINST_RE.search(folded) is not None


def _setup_size(folded: str, slots: dict[str, Any]) -> int | None:
    """A card count said apart from every card named ("想8卡…，H800和H20选哪个"), or None.

    A count equal to the number of cards named counts the names ("3090、4090、5090 三张卡
    怎么选"), and a count said with a card ("两张3090还是一张4090") is that card's.
    """
    gpus = slots.get("gpus") or []
    counted = [g for g in gpus if g.count_stated]
    if len(counted) == 1 and counted[0] is gpus[0] and counted[0].count > 1:
        # "8卡 H20 还是 H200": the count before the first option sizes every option
        return counted[0].count if all(g.gpu_id != gpus[0].gpu_id for g in gpus[1:]) else None
    if counted:
        return None
    size = stated_count(folded)
    distinct = len({g.gpu_id for g in gpus})
    return size if size is not None and size > 1 and size != distinct else None


__all__ = ["Candidates", "named_candidates", "owned_unknown", "setups_spelled", "setups_weighed"]
