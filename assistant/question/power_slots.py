"""Power and spec slots: a power limit, a circuit, a board-power cap, specs, "legal in China".

These readers run on the lower-cased question before any blanking (``Scan.lower``). Each sets
a slot only from words in the question:

* ``power_limit_w``: "power limit my 4090 to 300W", "cap it at 250 W", "限功耗到300瓦";
* ``circuit_volts`` / ``circuit_amps``: "220V 10A", "a 15 amp circuit", "16A 插座";
* ``max_board_power_w``: "under 100W", "75W 以下", "功耗300w以内选什么卡" (a catalog filter);
* ``power_ask``: the power limit, the circuit, the slot power ("no extra power cable",
  "不用额外供电"), the electricity bill (a tariff, "electricity", "电费") or the PSU;
* ``spec_fields``: "显存多大", "how much VRAM", "带宽多少", "功耗多少", "how many TFLOPS";
* ``china_sale``: "legal / allowed to buy in China", "国内能合法买到", "出口管制".
"""

from __future__ import annotations

import re

from assistant.catalog.specs import Catalog
from assistant.models import PowerAsk, SpecField
from assistant.question import lexicon as lx
from assistant.question.board_ceiling import card_budget_match, ceiling_match, low_power_ceiling
from assistant.question.board_watts import read_part_watts
from assistant.question.card_size import read_slot_limit
from assistant.question.china_sale import china_sale_asked
from assistant.question.choosing import named_candidates
from assistant.question.colo_fee import read_colo_fee, read_flat_colo_fee
from assistant.question.draw_asked import PULL_ASKED_RE
from assistant.question.hearsay_size import drop_claimed_size
from assistant.question.instance_words import type_word_said
from assistant.question.job_weighed import weighed_for_a_job
from assistant.question.machines_asked import machines_count_asked
from assistant.question.pick_power_cap import box_cap_share, cap_of_pick
from assistant.question.power_budget import SUPPLY_RES, budget_watts, supply_carried, supply_sized
from assistant.question.power_limit_words import (
    limit_aimed_under,
    limit_unstated,
    power_limit,
    watts_of,
)
from assistant.question.price_judged import read_price_judged
from assistant.question.psu_stated import PSU_RE, psu_judged, stated_psu
from assistant.question.spec_checked import checked_fields, unhedged
from assistant.question.spec_premise import reason_asked_of_figures, without_premises
from assistant.question.spec_set_against import BANDWIDTH_SET_AGAINST, QUESTION_OPENED
from assistant.question.spec_sheet import (
    asks_difference,
    difference_fields,
    listed_fields,
    named_fields,
    sheet_fields,
)
from assistant.question.spec_variants import read_spec_variants
from assistant.question.swapped_card import drop_swapped_card
from assistant.question.text import Scan

_VOLTS_RE = re.compile(r"(?<![\d.])(?P<v>\d{3})\s*(?:v|volts?|伏)(?![a-z0-9])")
_AMPS_RE = re.compile(r"(?<![\d.a-z])(?P<a>\d{1,2}(?:\.\d)?)\s*(?:a|amps?|安培?)(?![a-z0-9])")
_CIRCUIT_RE = re.compile(
    r"(?<![a-z])(?:outlets?|circuits?|breakers?|wall (?:plugs?|sockets?)|mains|amps)(?![a-z])"
    # "amp 开着", "fp16 amp" are mixed precision (AMP), not a current: a bare number only
    r"|(?<![a-z\d])\d{1,2}(?:\.\d)?\s*amp(?![a-z])"
    r"|插座|插排|电路|线路|空开|断路器|电闸|跳闸|(?:一|单)路\s*\d{1,2}\s*a(?![a-z])"
)
_SLOT_POWER_RE = re.compile(
    r"(?:extra|additional|external|separate|aux\w*|pcie|supplemental)\s+power"
    r"|power\s+(?:cable|connector|lead)s?|(?:6|8)[\s-]?pin|slot[\s-]?power\w*"
    r"|powered (?:by|from|through) the (?:pcie )?slot|bus[\s-]powered"
    r"|(?:额外|外接|辅助|单独|独立)接?供电|(?:要不要|需不需要|需要|用不用)(?:单独|额外)?接供电"
    r"|供电线|供电接口|外接电源|免供电|插槽供电|[68]\s*(?:pin|针)"
)
_ELECTRICITY_RE = re.compile(
    r"(?<![a-z])(?:electricity|power bill|electric bill|energy cost|kwh)(?![a-z])"
    r"|电费|度电|用电成本|电价|(?:耗|用|费)(?:多少|几)度?电|多少度"
)
_DRAW_RE = re.compile(
    r"(?<![a-z])(?:how much power|power (?:usage|use|draw|consumption)"
    r"|(?:total|platform|system|server|node|rack)\s+power(?!\s*(?:supply|budget|limit))"
    r"|draws?(?! things)|wattage|pull(?:s|ing)?"  # "draw things" is an app
    r" (?:from|at) the wall|at the wall|wall power|how many watts|how many kw)(?![a-z])"
    r"|耗电|用电量|多少电|功耗(?:是|有)?(?:大概|大约|大致|约|一般)?(?:是|有)?(?:多少|多大)"
    r"|多少瓦|多少千瓦|几千瓦|几个?千瓦|几\s*kw|墙插功率"
    # idle against load: "what does an l40s pull at idle vs full load", "待机功耗多少"
    r"|(?<![a-z])(?:pull|draw|use|consume|burn)s? (?:at|when|while|sitting) idle"
    r"|(?<![a-z])(?:at )?idle (?:vs\.?|versus|and|or) (?:at )?(?:full )?load"
    r"|idle (?:power|draw|watts|wattage)|待机功耗|空载功耗|闲置功耗|待机.{0,6}满载"
    r"|(?<![a-z0-9])(?<!\d\s)(?:watts|wattage)\s*[?？]"  # "running yolo at the edge, watts?"
    f"|{PULL_ASKED_RE.pattern}"
)
"""How much power a build or server draws (the answer is a wattage, not a PSU size)."""
_SPEC_POWER_NAME_RE = re.compile(
    r"(?<![a-z])(?:tdp|tgp|tbp|board power)(?![a-z])|热设计功耗|板卡功耗|额定功耗|标称功耗|功耗上限"
    r"|功耗模式|(?<![a-z])power modes?(?![a-z])"
)
"""A spec-table figure named ("TDP of the L40S", "功耗模式"), not what a machine draws."""
_COOLING_RE = re.compile(
    r"(?<![a-z])(?:liquid|water|air)[\s-]?cool\w*|\bcooling\b|液冷|水冷|风冷|散热"
    r"|(?<![a-z])(?:rack|cabinet) power|power (?:planning|plan)|planning (?:the )?(?:rack )?power"
    r"|机柜(?:功率|供电|用电)|供电规划|配电"
    r"|(?<![a-z])(?:pdus?|breakers?|sizing the (?:pdu|rack|circuit)s?"
    r"|node (?:tdp|power|draw))(?![a-z])"
)
"""How the heat is removed ("要上液冷吗") or the rack's power planned ("planning rack power"): a
question about the card's draw, not its row."""
_COOLING_OF_CARD_RE = re.compile(
    r"(?<![a-z])(?:is|are) (?:it|they|the \w+|this|that)(?: \w+)?"
    r" (?:liquid|water|air|passive(?:ly)?)[\s-]?cool\w*|(?:liquid|water|air)[\s-]?cooled only"
    r"|only (?:liquid|water|air)[\s-]?cooled|passive(?:ly)?[\s-]cooled"
    r"|是(?:不是)?(?:风冷|液冷|水冷|被动散热)|(?:风冷|液冷|水冷)还是(?:风冷|液冷|水冷)"
    r"|(?:只有|只能|仅)(?:液冷|水冷|风冷)(?:版)?"
    # its versions by cooling ("风冷版和液冷版一样吗", "air-cooled vs liquid-cooled version")
    r"|(?:风冷|液冷|水冷)版?\s*(?:和|跟|与|还是|vs\.?)\s*(?:风冷|液冷|水冷)版"
    r"|(?:air|liquid|water)[\s-]?cooled (?:and|or|vs\.?) (?:the )?(?:air|liquid|water)[\s-]?cooled"
    r" (?:versions?|variants?|models?|skus?)"
)
"""The cooling the card ships with ("is it liquid-cooled only", "是被动散热吗"): a property
read beside its TDP in the spec table, not a cooling the user must plan for."""
_WHOLE_BOX_RE = re.compile(
    r"(?<![a-z])(?:server|node|system|build|rig|box|machine|pc|computer|dgx|hgx)s?(?![a-z])"
    r"|at the wall|wall power|服务器|整机|主机|机器|节点|一台|电脑|墙插"
)
"""The question is about the whole machine's draw, not one card's."""
_SPEC_RES: tuple[tuple[SpecField, re.Pattern[str]], ...] = (
    (
        "memory",
        re.compile(
            r"how much (?:v?ram|memory|vram|hbm)(?! bandwidth)|how many (?:gb|gigabytes)"
            r"|(?:v?ram|memory) size"
            r"|(?<![a-z])(?:hbm\w*|v?ram|memory) (?:capacity|size)|hbm\w*\s*(?:容量|多大|有多少)"
            r"|(?:what|how big) is (?:the |its )?(?:v?ram|memory)(?! bandwidth)"
            r"|显存(?:是|有)?(?:一共|总共|合计|加起来)?(?:多大|多少|几g|容量|大小)|多(?:大|少)\s*显存|几\s*g(?:b)?\s*(?:的)?\s*显存"
            r"|显存(?:一样|相同|差不多)|(?:same|identical|equal) (?:amount of )?(?:v?ram|memory)"
            # a memory version asked after ("H20是不是还有141G的版本", "does it come in 48GB")
            r"|(?:还有|有没有|是不是(?:还)?有|是否有|有)\S{0,3}?\s*\d{2,3}\s*g(?:b)?\s*"
            r"(?:hbm\w*|gddr\w*)?\s*\S{0,2}?(?:版本|版)"
            r"|is there an? \d{2,3}\s*gb?\s*(?:hbm\w*|gddr\w*)?\s*(?:version|variant|model)"
            r"|comes? in (?:an? )?\d{2,3}\s*gb"
            # its memory shared among the package's dies ("is the 128gb split across the dies")
            r"|split (?:across|between) (?:the |its )?(?:two |2 )?(?:dies|gcds|chiplets|tiles)"
            r"|how much (?:per|on each|each) (?:gcd|die|chiplet|tile)"
            r"|每个?\s*(?:gcd|die)\S{0,3}多(?:大|少)"
            # a module's two memories ("cpu 内存和显存分别多少", "how much cpu memory and hbm")
            r"|显存(?:分别|各自?)(?:是|有)?(?:多大|多少)|how much hbm"
            r"|how much (?:cpu |grace )?(?:ram|memory) and (?:hbm|vram|gpu memory)"
            # its memories split ("how much of it is hbm vs the lpddr", "HBM和LPDDR各多少")
            r"|how much of (?:it|that|this|the \w+) is (?:hbm|lpddr|v?ram|gpu memory|cpu memory)"
            r"|(?:hbm|lpddr)\w*\s*(?:vs\.?|versus|和|跟|与|/|and)\s*(?:the )?(?:hbm|lpddr)"
            # a size checked ("单卡 HBM 是 96G 吗", "is the hbm 96gb?")
            r"|(?:hbm\w*|显存|v?ram|memory)\s*(?:是|有|is)\s*\d{2,3}\s*g(?:b)?\s*(?:吗|么|\?|？)"
            # the card's size checked after its name ("RTX A5500 是24G吗", "is the a5500 24gb?")
            r"|(?<![\u4e00-\u9fff])是\s*\d{2,3}\s*g(?:b)?\s*(?:的|显存)?\s*(?:吗|么|吧)"
            r"|\bis (?:it|that|the\b[^?,.]{0,30}?)\s*(?:the )?(?<![a-z])\d{2,3}\s*gb?"
            r"(?: (?:one|version))?\s*\?"
            # one card's memory set against the other's ("memory is bigger on the h20 right?")
            r"|(?:hbm\w*|v?ram|memory) is (?:bigger|larger|smaller|more) (?:on|in|with)"
            r"|which (?:one |card )?has (?:more|bigger|less) (?:v?ram|memory|hbm)"
            r"|显存(?:是不是|是)?(?:更大|更多|大一些|多一些|更小)"
        ),
    ),
    (
        "bandwidth",
        re.compile(
            r"(?<!nvlink )(?<!pcie )(?<!network )(?<!interconnect )bandwidth(?! ?matter)"
            r"|(?<!互联)(?<!网络)(?<!nvlink)(?<!nvlink )(?<!卡间)带宽(?:分别|各)?"
            r"(?:是|有|才|只有|差|相差|高|低|快|慢|大)?"
            rf"(?:多少|多大|几)|多(?:大|少)带宽|{BANDWIDTH_SET_AGAINST}"
        ),
    ),
    (
        # the speed between cards ("A800 和 A100 的 nvlink 带宽分别是多少")
        "link",
        re.compile(
            r"(?:what(?:'s| is| are) (?:the |its |their )?|how (?:much|fast) (?:is )?(?:the )?)"
            r"(?:nvlink|interconnect|gpu[\s-]to[\s-]gpu) (?:bandwidth|speed)"
            r"|(?:nvlink|interconnect) (?:bandwidth|speed) (?:of|on|for) "
            r"|(?:nvlink|互联|卡间)\s*(?:的)?\s*(?:带宽|速度|速率)(?:分别|各)?(?:是|有)?(?:多少|多大|几)"
            # what it was cut to: "h800 的 nvlink 带宽被砍到多少了", "nvlink cut to what"
            r"|(?:nvlink|互联|卡间)\s*(?:的)?\s*(?:带宽|速度|速率)?\s*(?:被)?(?:砍|降|减|限|压|阉割)"
            r"(?:到|成|了|掉)?(?:多少|多大|几)"
            r"|(?:nvlink|interconnect)(?: bandwidth| speed)? (?:was |is |been |got )?(?:cut|capped"
            r"|reduced|trimmed|limited|nerfed) (?:down )?to (?:what|how much)"
            r"|how (?:much|far) (?:was|is|did|has) (?:the |its |their )?(?:[\w-]+'s )?(?:nvlink"
            r"|interconnect)(?: bandwidth| speed)? (?:been )?(?:cut|capped|reduced|trimmed|nerfed)"
        ),
    ),
    (
        "tflops",
        re.compile(
            r"how many (?:t|tera)?flops|tflops|算力(?:是|有)?(?:多少|多大|几)|多少算力"
            r"|算力(?:差|相差)(?:多少|几|多大)|算力(?:是不是|是否)?(?:一样|相同|差不多)"
            # a format's rate asked by its name ("fp8 多少", "bf16 算力几 t")
            r"|(?<![a-z0-9])(?:fp8|fp16|bf16|fp4|int8)\s*(?:稠密)?\s*(?:算力|tflops)?\s*(?:是|有)?"
            r"\s*(?:多少|几)(?!\s*(?:显存|g|gb|内存|钱|块|元|token|瓦|w|张|卡))"
            # compute cut down from one card to its export variant ("how much compute was cut")
            r"|how much (?:compute|flops|tflops)|(?:compute|flops|tflops|算力).{0,24}"
            r"(?:cut|nerf\w*|reduced|lower|砍|阉割|缩水|削)|(?:砍|阉割|缩水|削)了?(?:多少|几成)算力"
        ),
    ),
    (
        "power",
        re.compile(
            r"(?:what(?:'s| is) (?:the |its )?)(?:tdp|board power|power draw)|tdp(?:是|有)?多少"
            r"|(?<![a-z])(?:tdp|tgp|tbp|board power)(?![a-z])(?!\s*(?:is\s*|of\s*|=\s*)?~?\d)"
            r"|how many watts|(?:draw|use|pull)s? in watts|功耗(?:是|有)?(?:多少|多大|几)|多少瓦"
        ),
    ),
    (
        # a price to buy the card ("what does a new X cost to buy", "二手多少钱"), not to rent it
        "price",
        re.compile(
            r"(?:cost|price) to buy|buy(?:ing)? price|purchase price|\bmsrp\b|(?:list|launch) price"
            r"|(?<![a-z])(?:used|second[\s-]?hand|pre[\s-]?owned|refurbished|new)\b.{0,30}"
            r"(?:price|cost|how much|go(?:es|ing)? for)"
            r"(?!.{0,12}(?:per|an|a|/) ?(?:hour|hr|h|month))"
            # "what does an rtx pro 6000 go for new?", "what are modded 2080 ti cards going for"
            r"|what (?:does|do|is|are) [^?.!]{0,50}?\bgo(?:ing|es)? for\b"
            r"(?!.{0,12}(?:per|an|a|/) ?(?:hour|hr|h|month))"
            r"|what(?:'s| \w+) (?:they|it|one) (?:go for|worth)|(?:how much (?:is|does|would|for)"
            r"|(?:price|cost|pay) (?:of|for)) (?:an? |one )?(?:used|second.?hand|pre.?owned|new)\b"
            r"|(?:fair|good|reasonable|decent|ok|right|going|market|street|resale)"
            r" (?:price|deal|rate|value)\b.{0,40}"
            r"(?:used|second[\s-]?hand|pre[\s-]?owned|refurbished)\b|resale value"
            r"|\b(?:re)?sell\b.{0,24}\bfor\b|\b(?:actually |really )?(?:selling|sells) for\b"
            r"|(?:二手|闲鱼|咸鱼|矿卡|拆机).{0,24}?(?:多少钱|价|行情|[卖值]多少)|(?:多少钱|价格).{0,4}二手|转手|能卖"
            r"|(?:买|购买|入手)(?:一张|一块|张|块)?"
            r".{0,4}(?:要|需要)?多少钱|售价|首发价|行情价|(?<!租)多少钱一张|(?:什么|啥)价(?:位|格)?"
        ),
    ),
)
_SYSTEM_RE = re.compile(
    r"(?<![a-z])(?:server|node|system|build|rig|box|machine|dgx|hgx)s?(?![a-z])"
    r"|服务器|整机|主机|机器|节点|一台"
)
_SPEC_QUESTION_RE = re.compile(
    r"how|what|is there|comes? in|多大|多少|几|有没有|是不是|啥|什么|吗|怎么样|如何|还是|\?|？"
    # asked as a request: "remind me the b200's hbm size", "need the mi355x numbers for a slide"
    r"|\bremind me\b|\btell me\b|\bgive me\b|\bneed (?:the|its)\b|\blook up\b|告诉我|查一下|给我"
    rf"|{QUESTION_OPENED}"
)
"""A question's form; "is $650 a fair price for a used 3090" asks one without a question mark."""


def _circuit(scan: Scan) -> bool:
    """Volts and amps of a wall circuit; True when a circuit is talked of."""
    text = scan.lower
    volts = _VOLTS_RE.search(text)
    amps = _AMPS_RE.search(text)
    talked = _CIRCUIT_RE.search(text) is not None
    if volts is not None and 100 <= float(volts["v"]) <= 480:
        scan.set("circuit_volts", float(volts["v"]))
        talked = True
    if amps is not None and (talked or volts is not None) and 1 <= float(amps["a"]) <= 63:
        scan.set("circuit_amps", float(amps["a"]))
        talked = True
    return talked


def _ask(scan: Scan, limit: float | None, circuit: bool) -> PowerAsk | None:
    text = scan.lower
    budget = budget_watts(text) or supply_carried(text)  # "a 900W UPS, will it carry it"
    if budget is not None:
        scan.set("power_budget_w", budget)  # "机柜 10kW 放得下吗": the wall draw against it
        return "budget"
    psu = stated_psu(scan, limit)
    if psu is not None and psu != limit:
        scan.set("psu_stated_w", psu)  # a limit said beside it sizes the cards at the limit
        return "psu_check"
    if limit is not None:
        electric = scan.slots.get("tariff_per_kwh") is not None or _ELECTRICITY_RE.search(text)
        if electric:
            return "electricity"  # "限到280W一年电费": the bill at the limit
        return "psu" if PSU_RE.search(text) else "power_limit"  # "limited to 250W, what PSU"
    if circuit:
        return "circuit"
    if limit_unstated(text) and not PSU_RE.search(text):
        return "power_limit"  # "how much speed do I lose power limiting it": limits swept
    if _SLOT_POWER_RE.search(text):
        return "slot_power"
    if scan.slots.get("tariff_per_kwh") is not None or _ELECTRICITY_RE.search(text):
        return "electricity"
    if PSU_RE.search(text):
        return "psu"
    planned = _COOLING_RE.search(text) and not _COOLING_OF_CARD_RE.search(text)
    # "tdp, and how many kw for an 8-gpu server": the box's draw asked beside the spec
    box = _WHOLE_BOX_RE.search(text) and _DRAW_RE.search(_SPEC_POWER_NAME_RE.sub(" ", text))
    lookup = _SPEC_POWER_NAME_RE.search(text) and not PULL_ASKED_RE.search(text)  # "pulls …"
    if lookup and not planned and not (box and not _one_card(scan)):
        return None  # "TDP 是多少瓦", "the tdp, and is it liquid-cooled only": a lookup
    if _SPEC_POWER_NAME_RE.search(text):  # "tdp 多少 要上液冷吗": the draw and how it is cooled
        return "card" if _one_card(scan) else "draw"
    if _DRAW_SEEN_RE.search(text) and not _DRAW_ASKED_RE.search(text):
        return None  # "100% util but only 200w power draw": a reading judged, no draw asked
    if _DRAW_RE.search(text) or _FULL_LOAD_RE.search(text) or supply_sized(text):
        return "card" if _one_card(scan) and not _WHOLE_BOX_RE.search(text) else "draw"
    return None


_DRAW_SEEN_RE = re.compile(
    r"(?<![\d.])\d{2,4}\s*w(?:atts?)?\s+(?:of\s+)?(?:power\s+)?(?:draw|usage|consumption)(?![a-z])"
    r"|(?<![a-z])(?:power\s+)?(?:draw|usage|consumption)\s+(?:is\s+|of\s+|at\s+|stays?\s+at\s+)?"
    r"(?:only\s+|just\s+|about\s+|around\s+|~)?\d{2,4}\s*w(?![a-z])"
    r"|(?:功耗|功率)\s*(?:只有|才|就|显示|一直|只)?\s*(?:在|是|到)?\s*\d{2,4}\s*(?:w|瓦)"
)
"""A draw read off the card ("only 200w power draw", "功耗只有 200W"): a figure stated."""
_DRAW_ASKED_RE = re.compile(
    r"(?<![a-z])(?:how much|how many watts|what(?:'s| is| does)?)\b.{0,20}(?:power|draw|pull)"
    r"|多少瓦|功耗(?:是|有)?(?:大概|大约|大致|约|一般)?(?:是|有)?(?:多少|多大)|耗电多少|多少电|几千瓦"
)
"""A draw asked ("how much power", "功耗多少")."""
_FULL_LOAD_RE = re.compile(
    r"(?<![a-z])(?:at|under) full (?:load|tilt)|full[\s-]load (?:power|draw)"
    r"|满载功耗|满载.{0,4}多少瓦"
)
"""Power at full load ("满载功耗多少"): what the card or machine draws."""


def _one_card(scan: Scan) -> bool:
    """One card of one model named ("单卡", "一张P40", "the 4090"), none beside it."""
    gpus = scan.slots.get("gpus") or []
    return len(gpus) == 1 and gpus[0].count == 1


def read_power(scan: Scan, catalog: Catalog) -> None:
    """Fill the power slots, the board-power ceiling, the specs asked and ``china_sale``.

    A card's other memory versions and the version fields asked come from ``spec_variants``.
    """
    drop_claimed_size(scan)  # "people keep saying it's slow for 70b": a claim, no job sized
    text = scan.lower
    one_model = len({g.gpu_id for g in scan.slots.get("gpus") or []}) == 1  # whose "300w each"
    box = box_cap_share(scan)  # "整机总功耗限制在 900W，买什么卡": the card's share of the box
    limit = None if box is not None or cap_of_pick(scan) else power_limit(text, one_model)
    if limit is None and box is None and one_model and limit_unstated(text):
        limit = limit_aimed_under(text)  # "undervolted, want it under 180w": the limit aimed at
    scan.set("power_limit_w", limit)
    read_part_watts(scan, catalog)  # "psu for a 450w gpu", "4090 + 7950x": the parts named
    read_slot_limit(scan)  # "最多塞两槽半的卡", "2-slot max", "an itx build": the card's width
    scan.set("power_ask", _ask(scan, limit, _circuit(scan)))
    drop_swapped_card(scan, catalog)  # "4090 换 5090，850w 够吗": the box holds the new card
    if scan.slots.get("power_ask") == "budget":  # "how many of those nodes in a 40 kW row"
        scan.set("machines_count_asked", machines_count_asked(text))
    scan.set("board_power_named", _SPEC_POWER_NAME_RE.search(text) is not None)
    read_colo_fee(scan)  # "每千瓦每月 800 块托管费": the box's fee, its draw in kW
    read_flat_colo_fee(scan)  # "at a colo for $150/month power+space": the box's fee
    card = card_budget_match(text)  # "power budget 300w for the gpu": the card's, no box's
    if card is not None and scan.slots.get("power_budget_w") == watts_of(card):
        scan.slots["power_budget_w"] = None
    if scan.slots.get("power_budget_w") is None and limit is None and card is None:
        scan.set("power_budget_w", budget_watts(text, SUPPLY_RES))
    if limit is None and not scan.slots.get("gpus"):
        ceiling = ceiling_match(text)
        ceiling_w = watts_of(ceiling) if ceiling is not None else low_power_ceiling(text)
        scan.set("max_board_power_w", box if box is not None else ceiling_w)
    # two cards and the speed a spec makes ("is the bandwidth bump noticeable in t/s"): a
    # comparison of what they run, the spec its reason, not their rows
    pair = len({g.gpu_id for g in scan.slots.get("gpus") or []}) == 2
    timed = pair and _SPEED_SAID_RE.search(text) is not None
    said = unhedged(without_premises(text))  # "on paper …": no figure; "到底": read past
    asked = _SPEC_QUESTION_RE.search(text) is not None or _terse_lookup(scan)
    for_a_job = weighed_for_a_job(scan.slots, text)  # "4090 vs 5090 for llms, worth it?"
    timed = timed or reason_asked_of_figures(text) or for_a_job  # "why … bandwidth only 1.6x"
    if (asked or sheet_fields(said)) and not timed:  # "规格上差在哪": a sheet, however asked
        fields = [f for f, p in _SPEC_RES if p.search(said)] * asked or sheet_fields(said)
        fields = list(dict.fromkeys([*fields, *listed_fields(said), *checked_fields(said)]))
        hourly = scan.slots.get("unit") in ("per_hour", "per_month")
        resold = any(scan.slots.get(s) is not None for s in ("resale_value_said", "resale_share"))
        fields = [f for f in fields if f != "price" or not (hourly or resold)]  # rent, or a sale
        named = any(p.search(said) for _, p in _SPEC_RES)  # a figure named, not only "规格"
        if scan.slots.get("provider") and (type_word_said(text) or hourly and not named):
            # "阿里云 gn7e 规格里是 A100 吗": the cloud's type is asked, not the card; "选 A10 的
            # 规格…几块钱一小时": the cloud's flavour, priced by the hour
            fields = []
        scan.slots["spec_fields"] = fields
    if not scan.slots.get("spec_fields") and pair:
        scan.slots["spec_fields"] = difference_fields(said)  # "A800 和 A100 的区别，只砍了 nvlink"
        # a provider's offers weighed: "thunder compute a100s vs buying" names no spec
        keys = ("model_id", "params_b", "method", "power_ask", "provider")
        sized = any(scan.slots.get(k) for k in keys) or for_a_job
        if not scan.slots["spec_fields"] and not sized:  # "5070 vs 5070 ti memory bus / bandwidth"
            scan.slots["spec_fields"] = named_fields(said)
        scan.set("asks_difference", asks_difference(text))
    read_spec_variants(scan, catalog)
    read_price_judged(scan, catalog)  # "二手3090 5000块值得买吗", "a6000比3090贵多少": price rows
    if scan.slots.get("power_ask") == "card" and len(scan.slots.get("spec_fields") or []) >= 2:
        # "多少显存，功耗多少": the draw asked beside other specs is one field of the card's row
        scan.slots["power_ask"] = None
    if china_sale_asked(text) and (scan.slots.get("region") == "china" or "china" in text):
        scan.set("china_sale", True)


_CRITERION_RE = re.compile(
    r"(?<![a-z])(?:matters?|important|a concern|a factor|counts?|i care about|care about"
    r"|priority|(?:is|are) key|included|including|factored in)(?![a-z])"
    r"|重要|在意|在乎|关心|要考虑|得考虑|也考虑|敏感|看重|是个因素|算上|算进去|计入|算在内"
)
"""The bill said as what the choice should weigh ("power bill matters", "电费也要考虑")."""
_BILL_ASKED_RE = re.compile(
    r"(?<![a-z])(?:how much|what (?:would|will|does) .{0,30}cost|per (?:month|year))(?![a-z])"
    r"|多少钱|多少电费|一年.{0,6}多少|每月.{0,6}多少|一个月.{0,6}多少"
)


def _weighs_by_power(scan: Scan) -> bool:
    """Two different cards weighed with the bill as a criterion, no bill amount asked."""
    cards = {g.gpu_id for g in scan.slots.get("gpus") or []}
    text = scan.lower
    criterion = _CRITERION_RE.search(text) is not None and _BILL_ASKED_RE.search(text) is None
    return len(cards) >= 2 and criterion and scan.slots.get("tariff_per_kwh") is None


def _picks_with_tariff(scan: Scan) -> bool:
    """The cards named are options of an open pick and no bill is asked: the tariff is a fact."""
    open_pick = named_candidates(scan.lower, scan.slots) == "open"
    return open_pick and _BILL_ASKED_RE.search(scan.lower) is None


def power_task(scan: Scan) -> bool:
    """A power question about the GPUs named: a limit, a circuit, slot power or electricity.

    A PSU question with a model or a job beside it keeps its intent (similarity routes it); a
    rent-vs-buy question with a tariff stays rent-vs-buy.
    """
    slots = scan.slots
    ask = slots.get("power_ask")
    rented = slots.get("provider") or slots.get("where") == "cloud" or slots.get("owning_ask")
    # "electricity on AWS": a rental price includes it; "pay back inside 18 months?": owning is
    # weighed; "A vs B, power bill matters": the cards are; "电费一度八毛…买什么卡": a pick
    if ask == "electricity" and (rented or _weighs_by_power(scan) or _picks_with_tariff(scan)):
        return False
    # "跑 ollama"/"for inference" says what the box does, not a model to fit on it
    method = slots.get("method")
    sized = slots.get("model_id") or slots.get("params_b") or method not in (None, "inference")
    if ask == "psu_check" and sized and not psu_judged(scan.lower):
        # "I have an 850W PSU and a 4090, can I run a 70B model?": a fit check; "跑 70b，电源
        # 1000w 金牌够吗" judges the supply itself, the model only says what the box runs
        return False
    if ask == "psu":  # "2x 3090, what PSU do I need": nothing else to size, the PSU is asked
        return bool(slots.get("gpus")) and not sized
    return bool(slots.get("gpus")) and ask is not None


def _terse_lookup(scan: Scan) -> bool:
    """One card and a few words, nothing sized ("rtx 4090 memory bandwidth", "h100 tdp").

    The card's name counts as one word, however many it is spelt with ("ryzen ai max+ 395").
    """
    ids = {g.gpu_id for g in scan.slots.get("gpus") or []}
    sized = scan.slots.get("model_id") or scan.slots.get("params_b")
    # "T4 TDP and memory bandwidth, quick sanity check before …": the opening clause is the
    # lookup, the rest its occasion
    opening = _CLAUSE_END_RE.split(scan.lower, maxsplit=1)[0]
    named = any(p.search(opening) for _, p in _SPEC_RES)
    # the whole question terse ("a6000 48gb — mem bw please"), or its opening naming figures
    carded = lx.GPU_RE.search(opening) is not None
    terse = _terse(scan.lower) or (named and carded and _terse(opening))
    return len(ids) == 1 and not sized and terse


def _terse(text: str) -> bool:
    """A few words (a card's name counting as one)."""
    return len(lx.GPU_RE.sub(" gpu ", text).split()) <= 5 and len(text) <= 48


_CLAUSE_END_RE = re.compile(r"[,，;；?？]|\s[—–-]+\s")
"""Where a question's opening clause ends."""


def spec_task(scan: Scan) -> bool:
    """One card (or two set side by side) named and its specs asked, no model or workload.

    "H200 显存多大？带宽多少"; "4090D 的 TDP 是多少瓦，比 4090 低吗" reads both cards' rows.
    """
    slots = scan.slots
    gpus = slots.get("gpus") or []
    ids = {g.gpu_id for g in gpus}
    summed = slots.get("spec_fields") == ["memory"] and len(ids) == 1  # "8 张 4090 显存一共多少"
    # a count beside a card's own figures ("offered 4 of them: bandwidth? bf16?") is no build;
    # the power or the price of several cards is the build's draw or cost
    counted = not {"power", "price"} & set(slots.get("spec_fields") or [])
    one = 1 <= len(ids) <= 2 and (all(g.count == 1 for g in gpus) or summed or counted)
    if _SYSTEM_RE.search(scan.lower):
        return False  # "8卡H100服务器功耗多少": a server's power, not one card's row
    sized = slots.get("model_id") or slots.get("params_b")  # bare inference: rows; its gap: no
    gap = _SPEED_SAID_RE.search(scan.lower) is not None or slots.get("spec_fields") == ["price"]
    sized = sized or slots.get("method") not in (None, "inference") or slots.get("method") and gap
    return one and not sized and bool(slots.get("spec_fields")) and slots.get("power_ask") is None


_SPEED_SAID_RE = re.compile(
    r"(?<![a-z])(?:t/s|tok(?:en)?s?\s*/\s*s(?:ec)?|tokens? (?:per|a) sec\w*|it/s)(?![a-z])"
    r"|多快|速度|快多少|慢多少|每秒"
    # the gap in a job run on both ("H20 和 H800 训练差多少"): what they run, not their rows
    r"|(?:训练|推理|微调|跑模型)\s*(?:上|的话|起来)?\s*(?:到底|究竟)?(?:差多少|差距|差几倍|能差多少|差别(?:大|有多大))"
    r"|(?<![a-z])(?:training|inference|fine[\s-]?tuning)\s+(?:gap|difference|speed|throughput)"
    r"|how much (?:faster|slower)\s+(?:\w+\s+){0,3}?(?:at|for|in) (?:training|inference)"
)
"""A speed, or the gap in a job, asked of two cards: a comparison of what they run."""


__all__ = ["power_task", "read_power", "spec_task"]
