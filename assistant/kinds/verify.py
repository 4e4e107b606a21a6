"""Verify: check that a rented or bought GPU machine is what was promised (`gpu-advisor verify`)."""

import re
from collections.abc import Sequence

from assistant.answer.citing import Evidence
from assistant.answer.compose import Draft, say
from assistant.answer.compose_both_readings import also_memory_line, also_power_line
from assistant.answer.compose_health import HEALTH_WORDS, health_lead
from assistant.answer.compose_held_hot import held_hot_lead
from assistant.answer.compose_hot_draw import hot_draw_line
from assistant.answer.compose_mig import mig_lead
from assistant.answer.compose_shown_card import shown_card_lead
from assistant.answer.compose_spec_reading import spec_lead
from assistant.answer.compose_symptom import power_lead, reading_lead
from assistant.answer.compose_test_result import test_result_lead
from assistant.answer.compose_trouble import command_quotes
from assistant.answer.compose_usable import usable_lead
from assistant.answer.compose_variant import variant_lead
from assistant.answer.compose_verify_cards import different_cards_lead
from assistant.answer.name_shown_lead import name_shown_lead
from assistant.answer.trouble_hints import KIND_HINTS
from assistant.answer.verify_expected import genuine_reads_line
from assistant.answer.verify_links_expected import links_expected_line
from assistant.answer.verify_paid import paid_line_once, with_paid
from assistant.answer.verify_rent import paid_rate_line, plan_paid_rate
from assistant.answer.verify_window import window_lead
from assistant.answer.which_version import which_version_lead
from assistant.calc.troubleshoot import POWER_CAP_SHARE, PowerCheck
from assistant.kinds.base import Examples, Kind
from assistant.messages import fan as cooling_msg
from assistant.messages import symptoms as symptom_msg
from assistant.models import Query, ToolCall
from assistant.question.plan_trouble import plan_verify
from assistant.question.tools import Toolbox
from assistant.question.topic import query_topic
from assistant.rag.lexical import tokenize


def _cap_short(calls: Sequence[ToolCall]) -> bool:
    """Whether a power limit read off the card reads short of its rating.

    Short and set by someone, or short only as read: a Radeon card's package limit (303 W on a
    355 W 7900 XTX) is its default, and that is what the question doubts.
    """
    checks = [c.typed(PowerCheck) for c in calls if c.tool == "check_power_reading"]
    return any(c is not None and c.share < POWER_CAP_SHARE for c in checks)


def compose_verify(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """The readings judged (``_compose_readings``), then the hourly rent paid, when stated."""
    draft.query = with_paid(draft.query)  # "bought it for $700": the offer is the price paid
    _compose_readings(draft, calls)
    paid_line_once(draft, calls)  # the price paid, whichever reading led
    paid_rate_line(draft, calls)  # "is that what i'm paying $3.29/hr for?": the rate answered


def _compose_readings(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """A power or memory reading checked yes or no, or else the command that checks the machine.

    Without a reading: what the command checks, then the guide's checklist.
    """
    # field by field; a MIG slice shown; "是不是给了 4090D": the readings against both siblings
    # "89C, 400W / 575W, 是机房散热问题吗": the readings say it is throttling
    if held_hot_lead(draft) or spec_lead(draft, calls) or mig_lead(draft) or variant_lead(draft):
        return
    # "how much of the 24gb can I use": the card's own usable figure
    if which_version_lead(draft, calls):  # "显示 96GB，H20 有 141G 版本，租到的是哪版"
        paid_lines(draft, calls)
        return
    if different_cards_lead(draft) or shown_card_lead(draft, calls) or usable_lead(draft, calls):
        return
    if test_result_lead(draft):
        words = TEST_WORDS[draft.query.test_result.test] if draft.query.test_result else ()
        quotes = command_quotes(draft, "verify", limit=1, must=words, fallback=False)
        if quotes:
            draft.add(say(draft.lang, "**From the guide:** ", "**指南原文：**") + quotes[0])
        return
    # "SW Power Cap Active, stops at 250W": the figure the cap holds is judged, not the flag
    capped_at = draft.query.health_check == "power_cap" and draft.query.power_reading_w
    # "待机 45W，Max Power 303W，公版不是 355W 吗": a cap short of the rating leads the idle draw
    capped_at = capped_at or draft.query.health_check == "idle_power" and _cap_short(calls)
    if not capped_at and health_lead(draft):
        # the other figures pasted beside the one judged ("700 W on all 8", "32607MiB")
        also_power_line(draft, calls)
        also_memory_line(draft, calls)
        hot_draw_line(draft)  # "at 450W, 83C": the draw beside the heat, and the cap that cools
        words = HEALTH_WORDS.get(draft.query.health_check or "", ())
        quotes = []
        used = [e for e in draft.guides if e.doc_id == USED_CARD_GUIDE]
        # a modified card's own section first, then the used-card guide, then any guide
        for passages in [card_sections(draft), used, None]:
            quotes = quotes or command_quotes(draft, "verify", 1, words, False, passages=passages)
        if quotes:
            draft.add(say(draft.lang, "**By hand:** ", "**手动检查：**") + quotes[0])
        return
    # a memory reading short of what was paid for answers the doubt before a normal power limit
    short = any(
        c.tool == "check_memory_reading" and c.output.get("matches") is False for c in calls
    )
    # both read and the limit normal: the memory, what a card is sold by, leads ("46068MiB and a
    # 350W cap, short-changed?"); a cap found or asked about leads with the limit
    capped = any(c.tool == "check_power_reading" and not c.output.get("normal") for c in calls)
    read = any(c.tool == "check_memory_reading" for c in calls)
    power_first = capped or not read or draft.query.power_cap_asked
    if not short and power_first and power_lead(draft, calls):
        also_memory_line(draft, calls)  # "24564 MiB, 450.00 W": the memory judged too
        paid_lines(draft, calls)  # a used card's asking price, a rent stated beside them
        return
    if _memory_lead(draft, calls) or _amd_lead(draft):
        return
    if draft.query.quote_doubted:  # "got quoted ¥68,000 for an H20, ripped off?": the price
        paid_line_once(draft, calls)
    name_shown_lead(draft)  # "prints `NVIDIA H100 80GB HBM3`": the SXM, by its name
    links_expected_line(draft, first=True)  # "what should topo -m show if nvlink works": NV12
    window_lead(draft)  # "a 3-day job next", "14-day return window": the checks that fit it
    sold = " ".join(
        f"{g.count}x {draft.gpu_name(g.gpu_id)}" if g.count > 1 else draft.gpu_name(g.gpu_id)
        for g in draft.query.gpus[:1]
    )
    expect = f' --expect "{sold}"' if sold else ""
    draft.add(
        say(
            draft.lang,
            f"Run `gpu-advisor verify{expect}` on the machine: it reads the cards through"
            " nvidia-smi or NVML, runs a short matmul and memory-bandwidth benchmark and says"
            " whether they match what was sold.",
            f"在机器上运行 `gpu-advisor verify{expect}`：它通过 nvidia-smi 或 NVML 读出显卡信息，"
            "跑一段矩阵乘法和显存带宽测试，再判断是否与卖家承诺的一致。",
        )
    )
    draft.add(
        say(
            draft.lang,
            "It flags a different card, less memory than sold, a MIG slice or vGPU, a power cap,"
            " a narrow PCIe link, missing NVLink, throttling and ECC errors, each with the"
            " evidence to show the provider.",
            "它会指出：型号不符、显存比承诺的少、MIG 切片或 vGPU、功耗被限、PCIe 通道变窄、"
            "缺少 NVLink、降频和 ECC 错误，并给出可以拿去找服务商的证据。",
        )
    )
    links_expected_line(draft, first=False)  # "how do i check nvlink": the NV# it shows
    genuine_reads_line(draft, calls)  # the figures its readings are held against
    asked = tuple(w for f in draft.query.features for w in FEATURE_WORDS.get(f, ()))
    query = draft.query
    many = sum(g.count for g in query.gpus) > 1 or (query.bare_count or 0) > 1
    links = many or "nvlink" in query.features or "nvlink" in query.excluded_features
    links = links or "nccl" in query.topic_terms  # "how do I run nccl-tests", no count said
    # the interconnect test needs two or more GPUs: not quoted for one card
    skip = () if links else ("nccl",)
    quotes = []
    # a second-hand card: its own sections, then its guide, then any guide
    for passages in [*(used_card_passages(draft) if query.used_asked else []), None]:
        quotes = quotes or command_quotes(draft, "verify", must=asked, skip=skip, passages=passages)
    if MINING_TERMS & set(query.topic_terms):  # "是不是矿卡": the test that exposes mining wear
        worn = command_quotes(draft, "verify", 1, MINING_WORDS, False, skip)
        quotes = [*worn, *(q for q in quotes if q not in worn)]
    if quotes:  # the same checks by hand, as the guides give them
        draft.add(say(draft.lang, "**By hand:** ", "**手动检查：**") + " ".join(quotes))
    paid_lines(draft, calls)


def _memory_lead(draft: Draft, calls: Sequence[ToolCall]) -> bool:
    """The memory reading judged yes or no, the cap read beside it, then how to check it."""
    if not reading_lead(draft, calls):
        return False
    also_power_line(draft, calls)  # "46068MiB total and a 350W cap": the cap judged too
    if _amd_lead(draft):  # "rocm-smi shows 196.0 GiB": judged, then ROCm's tools check it
        paid_lines(draft, calls)
        return True
    quotes = command_quotes(draft, "verify", limit=1, must=(" is normal", "正常"), fallback=False)
    if quotes:
        draft.add(say(draft.lang, "**Check it yourself:** ", "**自己核对：**") + quotes[0])
    paid_lines(draft, calls)
    return True


def _amd_lead(draft: Draft) -> bool:
    """An AMD card is checked with ROCm's tools (the verify command reads NVIDIA cards only)."""
    card = draft.catalog.gpus.get(draft.query.gpus[0].gpu_id) if draft.query.gpus else None
    if card is None or card.vendor != "AMD":
        return False
    draft.add(symptom_msg.CHECK_ON_AMD(gpu=draft.gpu_name(card.id)).render(draft.lang))
    quotes = command_quotes(draft, "verify", limit=2, must=("rocm-smi --",), fallback=False)
    if quotes:
        draft.add(say(draft.lang, "**By hand:** ", "**手动检查：**") + " ".join(quotes))
    return True


def _plan_asking_price(query: Query, tools: Toolbox) -> list[ToolCall]:
    """The card's catalog row (its new price, the exchange rate) when a used price is stated."""
    stated = query.used_asked or query.quote_doubted  # "quoted ¥68,000, am I ripped off?"
    if not (stated and query.budget is not None and query.gpus):
        return []
    currency = query.budget_currency or query.currency or "USD"
    return [tools.call("query_catalog", gpu_ids=[query.gpus[0].gpu_id], currency=currency)]


def _plan(query: Query, tools: Toolbox) -> list[ToolCall]:
    """The readings checked, else the catalog row a stated used price is set against.

    Else a card named with nothing read off it: its facts, the readings a genuine one shows.
    A rent stated for the machine ("rented … for $1.20/hr") is priced beside either.
    """
    if query.blocked:
        return []
    # the readings checked and, beside them, the used price asked ("截图 24576MiB, 要价 4300")
    query = with_paid(query)  # "bought it on ebay for $700": the offer on the card is paid
    read = plan_verify(query, tools)
    calls = [*read, *_plan_asking_price(query, tools)]
    if not read and query.gpus:  # "收了张 A800，8.5w，该跑哪些": what a genuine one reads too
        calls = [tools.call("card_facts", gpu=query.gpus[0].gpu_id), *calls]
    return [*calls, *plan_paid_rate(query, tools)]  # the rate paid, listed beside


def paid_lines(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """What was paid, set against the record: a used card's asking price, a machine's rent.

    Readings sent as a screenshot are said to prove no card first ("截图能信吗").
    """
    if draft.query.shown_doubted and draft.query.gpus:
        card = draft.gpu_name(draft.query.gpus[0].gpu_id)
        draft.add(cooling_msg.SHOWN_ONLY(gpu=card).render(draft.lang))
    paid_line_once(draft, calls)  # unless a quote doubted led with it


TEST_WORDS: dict[str, tuple[str, ...]] = {
    "memory_test": ("memtest",),
    "burn": ("gpu-burn", "gpu_burn"),
    "nccl": ("busbw",),
    "fabric": ("ib_write_bw",),
    "p2p": ("topo -m",),
    "remapped_rows": ("Remapp", "remapp", "重映射"),
    "ecc": ("ECC",),
    "topology": ("topo -m",),
    "stability": ("dmon",),  # a stress test failed as the card heats: watch temperature, clocks
    "matmul": ("matrix multiply",),
    "memory_bandwidth": ("bandwidthTest", "nvbandwidth"),
    "listing": ("nvidia-smi -L",),
    "pcie": ("dcgmi",),  # the acceptance checklist: PCIe width, `dcgmi diag -r 2`
}
"""Words of the guide sentences quoted beside each test result's judgment."""


FEATURE_WORDS: dict[str, tuple[str, ...]] = {
    "sxm": ("SXM",),
    "pcie": ("PCIe",),
    "mig": ("MIG",),
    "nvlink": ("NVLink",),
    "ecc": ("ECC",),
}
"""Words of the guide sentences that check a feature the user asks about."""


MINING_TERMS = frozenset({"矿卡", "mining", "mined", "ex-mining", "挖矿", "挖过矿"})
"""Topic words of a card suspected of mining: the stress test that exposes its wear is quoted."""
MINING_WORDS = ("矿卡", "mining")
"""Words of the guide sentences that test for mining wear."""


USED_CARD_HINT = (
    "used second-hand card test before paying ex-mining memtest_vulkan gpu-burn nvidia-smi",
    "二手 显卡 付款前 检测 矿卡 改装 memtest_vulkan gpu-burn nvidia-smi",
)
"""Retrieval words for a card bought second-hand (闲鱼, used, ex-mining): the used-card guide's
tests, not a rented server's acceptance checks."""


USED_CARD_GUIDE = "used-and-grey-market-gpus"
"""The guide whose checks a second-hand card gets by hand (a rented server's are elsewhere)."""


def card_sections(draft: Draft) -> list[Evidence]:
    """Used-card guide sections titled by the card's model number and its memory.

    "22 GB modified RTX 2080 Ti" is that card's own section; a 24 GB 4090 is not the subject
    of the 48 GB 4090 section.
    """
    card = draft.catalog.gpus.get(draft.query.gpus[0].gpu_id) if draft.query.gpus else None
    number = re.search(r"\d{3,4}", card.name) if card is not None else None
    if card is None or number is None:
        return []
    memory = f"{card.memory_gb:g} GB"
    return [
        e
        for e in draft.guides
        if e.doc_id == USED_CARD_GUIDE and number[0] in e.section and memory in e.section
    ]


def used_card_passages(draft: Draft) -> list[list[Evidence]]:
    """The used-card guide's passages to quote from, narrowest first (empty lists left out).

    The card's own section (``card_sections``); failing that, sections whose heading names a
    topic term of the question ("矿卡"); then all but those about another card (a 3090 is not
    checked by the 22 GB 2080 Ti's steps).
    """
    card = draft.catalog.gpus.get(draft.query.gpus[0].gpu_id) if draft.query.gpus else None
    mine = set(re.findall(r"\d{4}", card.name)) if card is not None else set()
    own = [
        e
        for e in draft.guides
        if e.doc_id == USED_CARD_GUIDE
        and (not (named := set(re.findall(r"\d{4}", e.section))) or named & mine)
    ]
    carded = card_sections(draft)
    topic = {t for t in query_topic(draft.query) if len(t) > 1}
    topical = [e for e in own if not topic.isdisjoint(tokenize(e.section))]
    return [p for p in ([carded] if carded else [topical]) + [own] if p]


def _used_card_hint(query: Query) -> tuple[str, str] | None:
    if not query.used_asked:
        return None
    # the card's own words ("rtx 2080 ti 22gb"): a section about a modified card ranks up
    card = query.gpus[0].gpu_id.replace("-", " ") if query.gpus else ""
    return (f"{USED_CARD_HINT[0]} {card}".strip(), f"{USED_CARD_HINT[1]} {card}".strip())


def _rented_machine(query: Query) -> bool:
    """A machine someone rents: a cloud or a provider named, and no model to size."""
    rented = query.where == "cloud" or query.provider is not None
    return rented and query.model_id is None and query.params_b is None


VERIFY = Kind(
    name="verify",
    intent="concept",
    examples=Examples(
        en=(
            "how do I check the rented gpu is actually an A100",
            "just rented an H100 SXM, how do I confirm it's not PCIe",
            "how can I tell if my cloud GPU is a MIG slice",
            "is my rented card fake or oversold",
            "verify a vast.ai machine matches the listing",
            "provider says 80GB but nvidia-smi shows less, is it real",
        ),
        zh=(
            "怎么验证租的卡是不是真的A100",
            "租了H100 SXM，怎么确认不是PCIe版",
            "怎么看云GPU是不是MIG切片",
            "租的卡是不是假卡或者超卖",
            "怎么验机，确认和页面写的一样",
            "商家说80G但nvidia-smi显示不到，是真的吗",
        ),
    ),
    plan=_plan,
    compose=compose_verify,
    # a check asked, or a quote doubted as too much ("报价 6 万，是不是被坑了"): the record first
    prior=lambda q: q.task == "troubleshoot" and q.trouble == "verify" or q.quote_doubted,
    admits=_rented_machine,
    needs_calls=False,
    hint=KIND_HINTS["verify"],
    hint_of=_used_card_hint,
)
