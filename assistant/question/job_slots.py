"""Slots of job-size, power and long-context questions, read once like every other slot.

Samples, epochs, system RAM, the electricity tariff, the KV-cache precision and a stated
utilisation.

Read from the lower-cased question (``Scan.lower``) once, like every other slot; a value out
of physical range is not taken (the question keeps its other readings). Pure.
"""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation

from assistant.question.bare_cents_rate import read_bare_cents_rate
from assistant.question.batch_job import read_batch_job
from assistant.question.deadline import read_deadline
from assistant.question.host_memory import stated_ram_gb
from assistant.question.image_repeats import read_repeats
from assistant.question.item_time import read_item_time
from assistant.question.lexicon import CN_DIGITS, HOURS_PER
from assistant.question.numbers import cn_value
from assistant.question.owning_slots import (
    read_cloud_ruled_out,
    read_financing,
    read_job_per,
    read_power_covered,
    read_purchase_price,
    read_rent_rate,
    read_rented_around_the_clock,
    read_resale,
    zh_tariff,
)
from assistant.question.price_each import read_price_each
from assistant.question.resale_value import read_resale_share, read_resale_value
from assistant.question.symptoms import memory_savers
from assistant.question.text import Scan

_SCALE = {"k": 1e3, "千": 1e3, "w": 1e4, "万": 1e4, "m": 1e6, "百万": 1e6, "亿": 1e8}
_SAMPLES_RE = re.compile(
    # "seconds per 1024 image": an image's side, not a dataset; "fp8 480p clip": no count
    r"(?<![\d.a-z])(?<!\bper )(?<!\ba )(?<!\ban )(?<!\beach )"
    r"(?P<n>\d{1,3}(?:,\d{3})+(?![\d,])|\d{1,7}(?:\.\d+)?|(?<![一二两三四五六七八九十百])[一二两三四五六七八九十百]{1,3}(?=\s*(?:千|万|百万|亿))"
    # clips counted in Chinese numerals: "一百五十条480p短视频", "三十段视频", "二十个片段"
    r"|(?<![一二两三四五六七八九十百千])[一二两三四五六七八九十百千]{2,7}(?=\s*(?:条|段|个)\s*"
    r"(?:\d+(?:\.\d+)?\s*-?(?:p|k|秒|s)(?![a-z\d])\s*){0,3}(?:的\s*)?(?:视频|片段|短片|短视频|clips?|videos?)))"
    r"(?![\d.])\s*(?P<scale>k|m|千|万|百万|亿|w(?=\s*(?:张|条|个|组|对)))?\s*"
    r"(?:\d{1,6}\s*k?-tokens?\s+)?"  # "80k 512-token samples": the length said before the noun
    # "200k short samples", "100k clean chat examples": up to two words describing the rows
    r"(?:(?:preference|training|chat|instruction|labell?ed|dpo|sft|short|brief|long|small|tiny"
    r"|clean|curated|synthetic|high-quality|multi-turn|single-turn|qa|text"
    r"|chosen\s*/\s*rejected|chosen[\s-]+(?:and|vs\.?)[\s-]+rejected)\s+){0,2}"
    r"(?:samples?|examples?|rows?|conversations?|convos?|dialog(?:ue)?s?|instructions?|pairs?"
    r"|条(?:数据|样本|对话|指令)?|个样本|组数据|(?:个|段|轮)对话"
    # preference pairs in Chinese: "3万对", "5千对数据", "2000对偏好" (never "3090对比")
    r"|(?<=[千万亿k])对(?![比于应])|对(?=\s*(?:偏好|数据|样本|chosen))"
    # a dataset of images or clips; "20 images per minute" is a rate, not a dataset
    r"|(?:images?|imgs?|pics?|photos?|pictures?|clips?|videos?|张(?:图片|图|照片)|段视频|个视频"
    # clips said with their size or length between: "100 个 720p 5秒片段", "20 480p 5s clips"
    # (three at most: a run of "1k 1k 1k …" would be read again from every number, quadratic)
    r"|(?:[个段条]\s*)?(?:(?:\d+(?:\.\d+)?|one|two|three|four|five|six|eight|ten|fifteen|twenty|thirty)"
    r"\s*-?(?:p|k|秒|s|secs?|seconds?|分钟|mins?|minutes?|fps)(?![a-z\d])\s*){0,3}"
    r"(?:的\s*)?(?:(?:视频)?片段|短片|短视频|视频|clips?|videos?)|条视频)"
    r"(?![a-z])(?!\s*(?:/|per\b|an?\b|every\b|each\b|每|一分钟|一小时)))"
)
_EPOCHS_RE = re.compile(
    r"(?<![\d.第])(?P<n>\d{1,3}(?:\.\d+)?)\s*(?:epochs?|个\s*epoch|轮(?:次)?|遍)"
    # "dead on epoch 1", "loss spikes at epoch 3": a point in the run, not the run's length
    r"|(?<!\bon )(?<!\bat )(?<!\bin )(?<!during )(?<!after )(?<!until )(?<!\bby )"
    r"(?:epochs?|轮数)\s*(?:[=:：]|设(?:为|成|置为|到)?|(?:set )?to)?\s*(?P<m>\d{1,3})(?![\d.])"
    r"|(?P<cn>[一二两三四五六七八九十]{1,2})\s*(?:个\s*)?(?:epochs?|轮(?:次)?(?!\s*[对话]))"
)
_EPOCH_POINT_RE = re.compile(
    r"(?<![a-z])(?:on|at|in|during|after|until|by)\s+(?:the\s+)?(?:first\s+)?epoch(?:\s+\d{1,3})?\b"
    r"|第\s*(?:\d{1,3}|[一二两三四五六七八九十])\s*(?:个)?\s*(?:epoch|轮)"
)
"""A point in a run ("dead on epoch 1", "第2个epoch就爆"): only a training run has one."""
_TARIFF_RE = re.compile(
    r"(?P<cur>\$|¥|￥|€)?\s*(?P<v>\d{1,2}(?:\.\d{1,4})?)\s*(?:usd|dollars?|\$|(?:元|块)钱?|美元|rmb|cny|yuan|€|eur|euros?)?"
    r"\s*(?:/|per|a|每|一)\s*(?:kwh|kw·h|度)"
    # cents: "28 cents/kWh", "28¢ a kWh", "electricity is 28 cents", "电价 15 美分一度"
    r"|(?P<c>\d{1,2}(?:\.\d{1,2})?)\s*(?:cents?|¢|c(?![a-z])|美分)\s*(?:/|per|a|an|每|一)\s*"
    r"(?:kwh|kw·h|kw-h|度)"
    r"|(?:electricity|power|电费|电价)(?:\s*(?:price|rate|tariff))?\s*(?:is|costs?|at|of|@|=|:|runs?|是|为)?"
    r"\s*(?:about|around|~|约|大概)?\s*(?P<c2>\d{1,2}(?:\.\d{1,2})?)\s*(?:cents?|¢|美分)"
    # "electricity is $0.25", "power costs 0.12": a price under a dollar said of electricity
    r"|(?:electricity|power)(?:\s*(?:price|rate|tariff))?\s*(?:is|costs?|at|of|@|=|:|runs?)?\s*"
    r"(?:about|around|~)?\s*"
    r"(?P<cur2>\$)?\s*(?P<e>0?\.\d{1,4})(?!\s*(?:/|per)\s*(?:h|hr|hour|month|mo|day))"
    r"|(?:电费|电价)\s*(?:是|为|按)?\s*(?:一度|每度|每千瓦时)?\s*(?:电)?\s*(?P<z>\d(?:\.\d{1,4})?)"
    r"\s*(?:元|块|(?P<zj>毛|角))?"
    r"|(?:一|每)\s*度\s*电?\s*(?:是|要|约|大概)?\s*(?P<y>\d(?:\.\d{1,4})?)\s*(?:元|块|(?P<yj>毛|角))?"
)
"""A tariff: "$0.25/kWh", "0.8元一度", "电费一度0.55", "电价 0.55", "electricity rate is 0.15",
"一度电6毛" (毛, 角: tenths of a yuan)."""
_KV_SAID = r"(?:kv|cache|(?<![a-z])-ct[kv](?![a-z]))"
"""The cache named, or llama.cpp's cache-type flags (``-ctk q8_0 -ctv q8_0``)."""
_KV_PRECISION_RES = tuple(
    (name, re.compile(rf"{_KV_SAID}[^.?!。？]{{0,20}}{name}|{name}[^.?!。？]{{0,20}}{_KV_SAID}"))
    for name in ("q4_0", "q8_0", "fp8")
)
_UTILISATION_RE = re.compile(
    r"(?P<pct>\d{1,3})\s*%\s*(?:utili[sz]ation|usage|util|of the time|busy|utili[sz]ed|loaded"
    r"|in use|利用率|的时间)"
    r"|(?:utili[sz]ation|usage|利用率|使用率|busy|loaded)\s*"
    r"(?:drops?|falls?|goes|went|is|was|rises?|gets?)?\s*"
    r"(?:(?:to|of|at|is|around|about|only|just|closer|nearer|near|more like|up|约|大概|在|只有"
    r"|接近|提高到|升到|涨到|达到|掉到|降到|跌到|变成|只剩|超过|高于|above|over|past"
    r"|仅|才|不到|大约|差不多|估计|预计|估算|按|算|也就|也只有|顶多|最多|只|平均|average|maybe|roughly"
    r"|probably|like|~)\s*){0,3}"
    r"(?:(?P<pct2>\d{1,3})\s*%|(?P<tenths>[一二两三四五六七八九]|\d)\s*成(?![本功]))"
    r"|(?:utili[sz]ation|usage|利用率|使用率)\s*(?:is|of|at|only|just|只有|仅|才|就|大概|约|也就)?\s*"
    r"(?P<half>half|一半|50\s*%)"
    r"|(?:用|跑|开)?(?P<half2>一半(?:的)?时间|half (?:of )?the time)"
)
"""A stated utilisation: a per cent, half, or tenths in Chinese ("利用率也就四成": 40%)."""


_COUNTED_BEFORE_RE = re.compile(
    r"(?<![\d.,])\d{1,5}\s*(?:x\s*)?(?:(?:parallel|concurrent|simultaneous|live|active|open)\s+)?$"
)
"""A count just before a length in thousands ("20 parallel 8k conversations"): the "8k" is each
one's length, not a dataset of 8,000."""


def _samples(scan: Scan) -> None:
    m = _SAMPLES_RE.search(scan.lower)
    if m is None:
        return
    before = scan.lower[max(0, m.start() - 30) : m.start()]
    if m["scale"] == "k" and _COUNTED_BEFORE_RE.search(before):
        return
    # "10,000 images": the count grouped in thousands
    value = (cn_value(m["n"].replace(",", "")) or 0.0) * _SCALE.get(m["scale"] or "", 1.0)
    if 1 <= value <= 1e10:
        scan.set("samples", int(value))
        # "30k pairs", "8k convos" is no context length (read as 8,192 when "k" is 1024)
        said = {int(value), int(value / 1000 * 1024) if m["scale"] == "k" else int(value)}
        if scan.slots.get("context_tokens") in said:
            scan.slots.pop("context_tokens")
            scan.assumptions[:] = [
                a for a in scan.assumptions if a.params.get("tokens") not in said
            ]


def _cn_small(word: str) -> int | None:
    """A Chinese numeral from 1 to 99 ("两", "十", "二十"), as people write epoch counts."""
    tens, _, ones = word.partition("十")
    if "十" not in word:
        return CN_DIGITS.get(word)
    return (CN_DIGITS.get(tens, 0) if tens else 1) * 10 + (CN_DIGITS.get(ones, 0) if ones else 0)


_SAMPLE_LENGTH_RE = re.compile(
    r"每条\s*(?:约|大概|平均)?\s*(?P<a>\d{1,6})\s*(?P<ak>k)?\s*(?:个\s*)?(?:tokens?|字)"
    r"|平均(?:长度|长)\s*(?:约|大概|为|是)?\s*(?P<b>\d{1,6})\s*(?P<bk>k)?"
    r"|(?P<c>\d{1,6})\s*(?P<ck>k)?\s*tokens?\s*(?:each|per (?:sample|example|row|pair)|apiece)"
    r"|(?:avg|average|mean)\s+(?:length|len)\s*(?:of|is|=|~)?\s*(?P<d>\d{1,6})\s*(?P<dk>k)?"
    # "(avg 1.5k tokens)", "averaging ~900 tokens", "平均 1.5k token"
    r"|(?:avg|average|averaging|mean|平均)\s*(?:of\s+|is\s+|每条\s*)?(?:~|about\s+|around\s+|约)?\s*"
    r"(?P<g>\d{1,6}(?:\.\d+)?)\s*(?P<gk>k)?\s*(?:个\s*)?(?:tokens?|toks?)(?![a-z])"
    # "50k samples of 1024 tokens", "examples at ~2k tokens", "1024-token samples"
    r"|(?:samples?|examples?|rows?|pairs?|conversations?|convos?|dialogues?|instructions?|documents?)"
    r"(?:\s+(?:of|at|@|with)\s+|\s*\(\s*)(?:~|about\s+|around\s+|approx\.?\s+)?"
    r"(?P<e>\d{1,6})\s*(?P<ek>k)?\s*(?:tokens?|toks?)\b"
    r"|(?P<f>\d{1,6})\s*(?P<fk>k)?[- ]tokens?\s+"
    r"(?:samples?|examples?|rows?|sequences?|conversations?)"
)


_BARE_LENGTH_RE = re.compile(
    r"(?<![\d.,])(?P<n>\d{2,6})\s*(?P<k>k)?\s*(?:tokens?|toks?)(?![a-z])"
    r"(?!\s*(?:/|per\s|每|a\s+sec|of\s+context|context|ctx|上下文))"
)
"""A token count said alone ("1024 tokens"): with a dataset and no length, one sample's length."""


def _sample_length(scan: Scan) -> None:
    """Tokens per sample ("每条512 token", "平均长度4k", "512 tokens each"): the sequence length."""
    m = _SAMPLE_LENGTH_RE.search(scan.lower)
    if m is None:
        bare = _BARE_LENGTH_RE.search(scan.lower)
        # "30k samples, 3 epochs, 1024 tokens": a bare small token count beside a dataset
        if bare is not None and scan.slots.get("samples") and not scan.slots.get("context_tokens"):
            _set_length(scan, bare["n"], bare["k"])
        return
    n = next(v for v in (m["a"], m["b"], m["c"], m["d"], m["e"], m["f"], m["g"]) if v)
    k = next(
        (v for v in (m["ak"], m["bk"], m["ck"], m["dk"], m["ek"], m["fk"], m["gk"]) if v), None
    )
    _set_length(scan, n, k)


def _set_length(scan: Scan, n: str, k: str | None) -> None:
    """One sample's length in tokens, when it is a plausible one."""
    value = round(float(n) * (1024 if k else 1))  # "1.5k tokens" each
    if 16 <= value <= 1_048_576:
        scan.set("context_tokens", value)


def _epochs(scan: Scan) -> None:
    if _EPOCH_POINT_RE.search(scan.lower) and scan.slots.get("method") is None:
        scan.slots["finetune_unspecified"] = True  # "dead on epoch 1": a training run
    m = _EPOCHS_RE.search(scan.lower)
    if m is not None:
        value = float(m["n"] or m["m"] or _cn_small(m["cn"]) or 0)
        if 0 < value <= 1000:
            scan.set("epochs", value)


def _tariff(scan: Scan) -> None:
    yuan_jiao = zh_tariff(scan.lower)  # "1块2", "一度五毛多": yuan and jiao, not a bare 1
    if yuan_jiao is not None and Decimal("0.001") <= yuan_jiao <= Decimal("10"):
        scan.set("tariff_per_kwh", yuan_jiao)
        scan.set("tariff_currency", "CNY")
        return
    m = _TARIFF_RE.search(scan.lower)
    if m is None:
        return
    try:
        value = Decimal(m["v"] or m["e"] or m["z"] or m["y"] or m["c"] or m["c2"])
    except (InvalidOperation, TypeError):
        return
    if m["zj"] or m["yj"]:
        value /= 10
    if m["c"] or m["c2"]:  # cents are hundredths of a dollar
        value /= 100
    if Decimal("0.001") <= value <= Decimal("10"):
        scan.set("tariff_per_kwh", value)
        if scan.slots.get("budget") == value:  # "电费0.8元一度" is the tariff, not a budget
            for slot in ("budget", "budget_currency", "budget_period"):
                scan.slots.pop(slot, None)
        yuan = (
            m["z"] is not None or m["y"] is not None or re.search(r"元|块|rmb|cny|yuan", m.group())
        )
        cny = yuan or (m["cur"] or m["cur2"] or "") in ("¥", "￥")
        said = scan.lower[m.start() : m.end() + 6]  # "power runs 0.28 €/kWh": the € after
        euro = "€" in said or re.search(r"\d\s*eur", said) is not None
        cents = m["c"] is not None or m["c2"] is not None
        unit = "EUR" if euro else "CNY" if not cents and (cny or "度" in m.group()) else "USD"
        scan.set("tariff_currency", unit)


_MFU_RE = re.compile(
    r"(?P<pct>\d{1,2}(?:\.\d)?)\s*%\s*(?:mfu|model flops utili[sz]ation|算力利用率)"
    # a hedge between ("MFU maybe 35%", "mfu 大概 40%")
    r"|(?:mfu|算力利用率)\s*(?:of|at|is|=|:|约|为|按|在"
    # a level reached: "MFU 能到 38%", "mfu can hit 45%", "算力利用率可以达到 40%"
    r"|(?:能|可以|能够|可)?(?:达到|到|达|跑到|做到|有)"
    r"|(?:(?:can|could|will|would|should) )?(?:reach(?:es)?|hits?|gets? to|get|be))?\s*"
    r"(?:(?:maybe|probably|roughly|around|about|only|just|~|估计|大概|大约|预计|只有|仅|才|只)\s*)?"
    r"(?P<pct2>\d{1,2}(?:\.\d)?)\s*%"
)


def _mfu(scan: Scan) -> None:
    """A stated MFU ("at 40% MFU", "MFU 按 35%") as a share; it is not a rental utilisation."""
    m = _MFU_RE.search(scan.lower)
    if m is None:
        return
    pct = float(m["pct"] or m["pct2"])
    if 0 < pct <= 100:
        scan.set("mfu", pct / 100)
        scan.blank(m.start(), m.end())


_TAKEN_BY_RE = re.compile(r"(?:占|takes?|taking|took|eats?|eating|spends?|spent)\s*(?:了|up)?\s*$")
"""A share of the time something takes ("allreduce 占了一半时间", "comms take 60% of the
time"): a part of each step, not how busy the cards are kept."""


def _utilisation(scan: Scan) -> None:
    """A stated utilisation ("30% utilization", "利用率 30%") as busy hours a month."""
    low = scan.lower
    found = _UTILISATION_RE.finditer(low)
    m = next(
        (m for m in found if not _TAKEN_BY_RE.search(low[max(0, m.start() - 8) : m.start()])), None
    )
    if m is None:
        return
    tenths = m["tenths"]
    if tenths:
        pct = 10 * (int(tenths) if tenths.isdigit() else CN_DIGITS.get(tenths, 0))
    else:
        pct = 50 if m["half"] or m["half2"] else int(m["pct"] or m["pct2"])
    if 0 < pct <= 100:
        scan.set("usage_hours_per_month", round(730.0 * pct / 100, 1))
        _period_of_share(scan, m.start())


_SHARE_PERIOD_RE = re.compile(
    r"(?P<y>(?:一|每)年|a year|per year|each year|every year)"
    r"|(?P<m>(?:一个|每个?)月|a month|per month|each month|every month)"
)
"""The period a utilisation is a share of ("一年大概用 60% 的时间", "a year, about 60% of the
time"), said just before it."""


def _period_of_share(scan: Scan, start: int) -> None:
    """A year or month said as the utilisation's period is no length of ownership: unread."""
    m = _SHARE_PERIOD_RE.search(scan.lower[max(0, start - 14) : start])
    if m is None:
        return
    hours = HOURS_PER["year"] if m["y"] else HOURS_PER["month"]
    if scan.slots.get("duration_hours") == hours:
        del scan.slots["duration_hours"]


_PAYBACK_RE = re.compile(
    r"回本|回收成本|收回成本|赚回来|pay(?:s|ing)?\s*(?:itself\s+|themselves\s+)?back|payback"
    r"|pay(?:s|ing)? for (?:itself|themselves)|pay(?:s|ing)?\s+(?:itself\s+|themselves\s+)?off"
    r"|收回(?:投入|投资)|能?挣回来"
    r"|(?:how (?:long|many months|many years)|when(?: does| do| will| would)?)[^.?!]{0,60}"
    r"breaks?[\s-]*even"
    r"|break[\s-]*even (?:time|period|in how)"
)
_UTILISATION_ASK_RE = re.compile(
    r"(?:at |above )?what (?:utili[sz]ation|usage|level of use|share of the time)"
    r"|how (?:much|busy)[^.?!]{0,20}(?:utili[sz]ation|usage)[^.?!]{0,30}(?:beat|cheaper|worth)"
    r"|利用率(?:要|达到|到|在)?(?:多少|多高|几成)|(?:多少|多高)的?利用率"
)


def _owning_ask(scan: Scan) -> None:
    """What a rent-or-buy question asks first: the payback time, or the break-even utilisation."""
    if _UTILISATION_ASK_RE.search(scan.lower):
        scan.set("owning_ask", "utilisation")
    elif _PAYBACK_RE.search(scan.lower):
        scan.set("owning_ask", "payback")


_ESTIMATE_RE = re.compile(
    r"\b(?:estimate|ballpark|rough (?:idea|guess|numbers?))\s*\??\s*$"
    r"|\b(?:give me|need|want|any) (?:an? )?(?:estimate|ballpark|rough (?:idea|guess))\b"
    r"|(?:估算|估计|估一下|预估)(?:一下)?\s*[?？]?\s*$|(?:帮我|给个|大概)(?:估算|估计|估一下|预估)"
)
"""A bare estimate asked of a stated job ("20k pairs on 2x A6000. estimate?", "帮我估算一下")."""


def read_job_slots(scan: Scan) -> None:
    """Fill samples, epochs, system RAM, tariff, KV-cache precision and utilisation."""
    _samples(scan)
    read_batch_job(scan)  # "2M prompts through llama 3.1 8b": prompts, not a training set
    _sample_length(scan)
    _epochs(scan)
    read_repeats(scan)  # "40 images, 10 repeats each, 10 epochs": 100 passes over the images
    _tariff(scan)
    read_purchase_price(scan)
    read_price_each(scan)  # "五千五一张，买两张": one card's price, the cards cost twice it
    read_power_covered(scan)
    read_rent_rate(scan)
    read_bare_cents_rate(scan)  # "runpod at 43 cents": the rental's hourly rate
    read_rented_around_the_clock(scan)
    read_job_per(scan)
    read_financing(scan)
    read_resale(scan)
    read_resale_value(scan)  # "resale about $500": what comes back, not the price paid
    read_resale_share(scan)  # "两年后还能卖 4 成价": a share of the price paid comes back
    read_cloud_ruled_out(scan)
    _owning_ask(scan)
    _mfu(scan)
    _utilisation(scan)
    read_item_time(scan)  # "单条生成大概几分钟": one clip's time, before the job's
    read_deadline(scan)  # "通宵能跑完吗", "by Friday": the job is timed against it
    scan.set("asks_estimate", _ESTIMATE_RE.search(scan.lower.strip()) is not None)
    training = scan.slots.get("method") in ("full", "lora", "qlora", "pretrain")
    if training and "cpu_offload" in memory_savers(scan.lower):  # "offload optimizer to cpu"
        scan.set("memory_savers", ["cpu_offload"])
    ram = stated_ram_gb(scan.orig)
    if ram is not None and 4 <= ram <= 16384:
        scan.set("ram_gb", ram)
    for precision, pattern in _KV_PRECISION_RES:
        if pattern.search(scan.lower):
            scan.set("kv_precision", precision)
            break


__all__ = ["read_job_slots"]
