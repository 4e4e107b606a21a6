"""Understand a question: ``parse(text, catalog) -> Query`` (English and Chinese, no I/O).

The text is capped, NFKC-folded (full-width ``８×Ｈ１００`` becomes ``8×H100``) and
lower-cased; then slots are taken out one kind at a time, most specific first, and each
match is blanked out so a later, looser pattern cannot read it again:

money -> token volumes -> precision -> model names -> GPUs with counts -> context -> batch
-> durations -> stray GPU counts -> bare model sizes; then method, provider, spot, intent.

Intent is decided by scored cues (``lexicon.INTENT_CUES``) plus slot bonuses, with these
rules on top (the precedence the golden set relies on):

* no domain word and no slot at all, or an off-topic cue (weather, stocks, recipes) with no
  GPU or model named -> ``unsupported``;
* a GPU and a model both named -> +3 for ``fit_check``; two different GPUs -> +4 for
  ``compare``; a comparison with no GPU named ("LoRA vs QLoRA") counts as ``concept``;
* a strong cost cue ("cost", "多少钱") beats ``fit_check``, ``speed`` and ``concept`` even
  when they score higher: "how much to fine-tune 7B on 8 H100s for a week" is a cost question;
* ties go to the first of ``lexicon.INTENT_ORDER`` (rent_vs_buy, cost, compare, fit_check,
  speed, recommend, concept).

``parse`` never invents a value: a slot is set only from words in the question. Loose
readings it had to choose ("8k" = 8192 tokens, "量化" = int4) are listed in
``Query.assumptions``; things it could not honour (negative counts, unknown GPUs, absurd
sizes, a cut-off question) are listed in ``Query.problems``.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation
from typing import Any

from assistant.catalog.specs import Catalog
from assistant.models import GPUAsk, Intent, Method, Precision, Problem, Query
from assistant.question import lexicon as lx
from assistant.question.serving_slots import read_serving

MAX_QUESTION_CHARS = 4000
"""Longer questions are cut to this many characters (and the cut is reported)."""

_TAG_RE = re.compile(r"<[^<>]{0,200}>")
_HAN_RE = re.compile(r"[\u3400-\u9fff]")
_EN_WORD_RE = re.compile(r"(?<![a-z0-9])[a-z]{2,}(?![a-z0-9])")
_POW2_K = {1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024}
_MAX_PLAIN_COUNT = 1024
_MAX_GPU_MENTIONS = 16
_MAX_NOTES = 12


@dataclass
class _Scan:
    """The text being read: ``work`` is lower-cased and gets blanked as slots are taken."""

    orig: str
    work: str
    lower: str = ""
    """``work`` before any blanking: intent cues and topic checks read this."""
    slots: dict[str, Any] = field(default_factory=dict)
    problems: list[Problem] = field(default_factory=list)
    assumptions: list[str] = field(default_factory=list)

    def blank(self, start: int, end: int) -> None:
        """Replace ``work[start:end]`` with spaces so no later pattern reads it."""
        self.work = self.work[:start] + " " * (end - start) + self.work[end:]

    def blank_all(self, spans: list[tuple[int, int]]) -> None:
        """Blank many spans in one pass (linear, however many there are)."""
        if not spans:
            return
        chars = list(self.work)
        for start, end in spans:
            chars[start:end] = " " * (end - start)
        self.work = "".join(chars)

    def surface(self, start: int, end: int) -> str:
        """Return the question's own spelling of a span (case kept)."""
        return " ".join(self.orig[start:end].split())

    def set(self, slot: str, value: Any) -> bool:
        """Set ``slot`` unless an earlier mention already did; return whether it was set."""
        if self.slots.get(slot) is not None:
            return False
        self.slots[slot] = value
        return True


# --------------------------------------------------------------------------- text and numbers


def _clean(text: str) -> str:
    """Drop control and format characters (zero-width, bidi), keeping line breaks as spaces."""
    out = []
    for ch in text:
        cat = unicodedata.category(ch)
        if ch in "\t\n\r":
            out.append(" ")
        elif cat[0] != "C":
            out.append(ch)
    return "".join(out)


def _lower_same_length(text: str) -> str:
    """Lower-case without changing the length, so positions stay valid ("İ" stays as is)."""
    low = text.lower()
    if len(low) == len(text):
        return low
    return "".join(c.lower() if len(c.lower()) == 1 else c for c in text)


def _cn_value(text: str) -> float | None:
    """Value of a Chinese or mixed numeral ("一百二十八", "1.5万", "3千", "130亿")."""
    total = section = number = 0.0
    i = 0
    while i < len(text):
        ch = text[i]
        if ch.isdigit() or ch == ".":
            j = i
            while j < len(text) and (text[j].isdigit() or text[j] == "."):
                j += 1
            try:
                number = float(text[i:j])
            except ValueError:
                return None
            i = j
            continue
        if ch in lx.CN_DIGITS:
            number = float(lx.CN_DIGITS[ch])
        elif ch in lx.CN_SMALL_UNITS:
            section += (number or 1.0) * lx.CN_SMALL_UNITS[ch]
            number = 0.0
        elif ch == "万":
            section = ((section + number) or 1.0) * 1e4
            number = 0.0
        elif ch == "亿":
            total = ((total + section + number) or 1.0) * 1e8
            section = number = 0.0
        elif not ch.isspace():
            return None
        i += 1
    return total + section + number


def _number(text: str) -> float | None:
    """Value of an Arabic, Chinese, mixed or English-word number; None when unreadable."""
    raw = text.strip().replace(",", "").replace("−", "-")
    neg = raw.startswith("-")
    raw = raw.lstrip("-").strip()
    if raw in lx.EN_NUMBER_WORDS:
        value: float | None = float(lx.EN_NUMBER_WORDS[raw])
    elif raw in ("单", "双"):
        value = 1.0 if raw == "单" else 2.0
    else:
        try:
            value = float(raw)
        except ValueError:
            value = _cn_value(raw)
    if value is None:
        return None
    return -value if neg else value


def _decimal(value: float) -> Decimal:
    """Money as Decimal without float noise (50000.0 -> 50000, 1.5 -> 1.5)."""
    try:
        if value == int(value):
            return Decimal(int(value))
        return Decimal(repr(round(value, 6)))
    except (OverflowError, ValueError, InvalidOperation):
        return Decimal(0)


def _language(norm_lower: str) -> str:
    """``zh`` when Han characters are at least as many as ordinary English words, else ``en``.

    Product and technical words (GPU names, LoRA, fp16, model families) are not counted as
    English, so "4090跑DeepSeek R1" is Chinese and "what is 显存" is Chinese too (2 vs 2).
    """
    han = len(_HAN_RE.findall(norm_lower))
    if han == 0:
        return "en"
    words = sum(1 for w in _EN_WORD_RE.findall(norm_lower) if w not in lx.TECH_WORDS)
    return "zh" if han >= words else "en"


# --------------------------------------------------------------------------- money


def _currency_of(word: str) -> str:
    word = word.strip()
    return "USD" if word in lx.USD_WORDS or word.startswith(("dollar", "us dollar")) else "CNY"


def _money(scan: _Scan, zh: bool) -> None:
    """Budget and currency from amounts ("$5,000", "5万元", "50k CNY", "预算 10 万")."""
    for pattern in lx.MONEY_RES:
        spans: list[tuple[int, int]] = []
        for m in pattern.finditer(scan.work):
            value = _number(m["n"])
            if value is None:
                continue
            value *= lx.SCALE_WORDS.get(m["m"] or "", 1.0)
            cur = m["cur"].strip()
            if cur == "块" and value < 100:
                continue  # "2块4090" counts cards; only larger sums in 块 are money
            end = m.end()
            after = lx.RATE_AFTER_RE.match(scan.work[end : end + 24])
            before = lx.RATE_BEFORE_RE.search(scan.work[max(0, m.start() - 16) : m.start()])
            scan.set("currency", _currency_of(cur))
            if after is not None:
                end += after.end()
                scan.set("rate_mentioned", True)
            elif before is not None:
                scan.set("rate_mentioned", True)
            elif scan.set("budget", _decimal(value)):
                scan.slots["budget_currency"] = _currency_of(cur)
            spans.append((m.start(), end))
        scan.blank_all(spans)
    for pattern in lx.BUDGET_RES:
        spans = []
        for m in pattern.finditer(scan.work):
            value = _number(m["n"])
            if value is None or value <= 0:
                continue
            value *= lx.SCALE_WORDS.get(m["m"] or "", 1.0)
            if scan.set("budget", _decimal(value)) and zh:
                scan.slots["budget_currency"] = "CNY"
                scan.set("currency", "CNY")
                scan.assumptions.append("budget with no currency in a Chinese question read as CNY")
            spans.append(m.span())
        scan.blank_all(spans)


# --------------------------------------------------------------------------- volumes, precision


def _tokens(scan: _Scan) -> None:
    """Training or generation volume ("1B tokens", "10亿 token"); small counts are left alone."""
    spans = []
    for m in lx.TOKENS_RE.finditer(scan.work):
        value = _number(m["n"])
        if value is None:
            continue
        value *= lx.SCALE_WORDS.get(m["u"] or "", 1.0)
        if value >= 1e6:
            scan.set("tokens", value)
            spans.append(m.span())
    scan.blank_all(spans)


def _precision(scan: _Scan) -> None:
    """Precision or quantisation: GGUF types first, then the earliest plain name."""
    gguf = lx.GGUF_RE.search(scan.work)
    if gguf is not None:
        name = f"q{gguf['bits']}_{gguf['kind']}"
        mapped = lx.GGUF_TYPES.get(name)
        if mapped is None:
            scan.problems.append(
                Problem(
                    kind="gguf",
                    en=f"GGUF type {name.upper()} is not modelled; no precision was set",
                    zh=f"暂不支持 GGUF 类型 {name.upper()}，未设置精度",
                )
            )
        else:
            scan.set("precision", mapped)
            if mapped != name:
                scan.assumptions.append(f"GGUF {name.upper()} sized as {mapped.upper()}")
        scan.blank(gguf.start(), gguf.end())
    found: list[tuple[int, str]] = []
    for name, pattern in lx.PRECISION_RES:
        spans = [m.span() for m in pattern.finditer(scan.work)]
        found.extend((start, name) for start, _ in spans)
        scan.blank_all(spans)
    if found:
        scan.set("precision", min(found)[1])
    elif scan.slots.get("precision") is None and lx.QUANT_WORD_RE.search(scan.work):
        scan.set("precision", "int4")
        scan.assumptions.append("quantisation with no bit width read as 4-bit (int4)")


# --------------------------------------------------------------------------- models


def _model(scan: _Scan, catalog: Catalog) -> None:
    """A catalog model by name ("Llama-2-13b", "千问7B"), else its size when one is given."""
    names = catalog.model_names
    for m in lx.MODEL_RE.finditer(scan.work):
        family = lx.MODEL_FAMILIES[m["family"]]
        parts = lx.MODEL_PART_RE.findall(m["parts"])
        size = _size_in_parts(parts)
        ident = None
        for k in range(len(parts), -1, -1):
            ident = names.lookup(family + "".join(parts[:k]))
            if ident is not None:
                break
        surface = scan.surface(m.start(), m.end())
        if ident is not None and size is not None:
            known = catalog.models[ident].params_b
            if abs(size - known) > 0.25 * known:
                ident = None  # "DeepSeek R1 7B" is a distilled model, not the 671B one
        scan.blank(m.start(), m.end())
        if ident is not None:
            scan.set("model_id", ident)
            return
        if size is not None:
            _set_size(scan, size)
            scan.problems.append(
                Problem(
                    kind="generic_model",
                    en=f"model {surface!r} is not in the catalog;"
                    f" sized as a generic {size:g}B model",
                    zh=f"模型 {surface!r} 不在目录中，按通用 {size:g}B 模型估算",
                )
            )
            return
        if parts:
            scan.problems.append(_unknown("model", "模型", surface, names.suggest(surface)))
            return


def _unknown(kind: str, kind_zh: str, surface: str, suggestions: list[str]) -> Problem:
    """A name that matched nothing in the catalog, with "did you mean" suggestions."""
    listed = ", ".join(repr(x) for x in suggestions)
    listed_zh = "、".join(suggestions)
    return Problem(
        kind="unknown_gpu" if kind == "GPU" else "unknown_model",
        en=f"unknown {kind} {surface!r}" + (f"; did you mean {listed}?" if listed else ""),
        zh=f"未知{kind_zh} {surface!r}" + (f"；您是不是指 {listed_zh}？" if listed_zh else ""),
        suggestions=suggestions,
    )


def _size_in_parts(parts: list[str]) -> float | None:
    for part in parts:
        sm = lx.MODEL_SIZE_PART_RE.match(part)
        if sm is not None:
            return float(sm[1]) * (1.0 if sm[2] == "b" else 1e-3)
    return None


def _set_size(scan: _Scan, size_b: float) -> None:
    """Record a bare model size; zero is refused, absurd sizes are kept and reported."""
    if size_b <= 0:
        scan.problems.append(
            Problem(
                kind="model_size",
                en=f"a model size of {size_b:g}B makes no sense; it was ignored",
                zh=f"模型规模 {size_b:g}B 不合理，已忽略",
            )
        )
        return
    if scan.set("params_b", size_b) and size_b >= lx.ABSURD_PARAMS_B:
        scan.problems.append(
            Problem(
                kind="model_size",
                en=f"a {size_b:g}B-parameter model is far beyond any model that exists"
                " (the largest open models are about 1,000B)",
                zh=f"{size_b:g}B 参数的模型远超现有任何模型（最大的开源模型约 1,000B）",
            )
        )


def _bare_size(scan: _Scan) -> None:
    """A size with no model name: "13B", "7 billion", "130亿", "70亿参数", "a 10T model"."""
    if scan.slots.get("model_id") or scan.slots.get("params_b"):
        return
    for m in lx.SIZE_RE.finditer(scan.work):
        if m["n"] is not None:
            value = _number(m["n"])
            scale = 1000.0 if m["u"] in ("t", "trillion") else 1.0
        elif m["mn"] is not None:
            value, scale = _number(m["mn"]), 1e-3
        else:
            value, scale = _number(m["cn"]), 1e-9
        if value is not None:
            _set_size(scan, value * scale)
            scan.blank(m.start(), m.end())
            return


# --------------------------------------------------------------------------- GPUs


def _gpu_id(catalog: Catalog, m: re.Match[str]) -> tuple[str | None, bool]:
    """Catalog id for a GPU-looking match, and whether a stated memory size was dropped."""
    names = catalog.gpu_names
    core, mem = m["core"] + m["suffix"], (m["mem"] or "")
    tail = m["suffix2"] or ""
    plain = [core + tail]
    if core.endswith("s") and not m["plural"]:
        plain.append(core[:-1] + tail)
    with_mem = [p + mem for p in plain] if mem else []
    for name in [m["prefix"] + c for c in with_mem] + with_mem:
        found = names.lookup(name)
        if found is not None:
            return found, False
    for name in [m["prefix"] + c for c in plain] + plain:
        found = names.lookup(name)
        if found is not None:
            return found, bool(mem)
    return None, False


def _count_before(work: str, start: int) -> tuple[float | None, int, bool]:
    """A count written before a GPU ("two", "8×", "两张", "双卡", "DGX"): value, start, dgx."""
    window = work[max(0, start - 30) : start]
    m = lx.PRE_COUNT_RE.search(window)
    if m is None:
        return None, start, False
    begin = start - len(window) + m.start()
    if m["dgx"] is not None:
        return None, begin, True
    text = m["mul"] or m["num"] or m["word"] or m["cn"]
    value = _number(text)
    if m["num"] is not None and value is not None and abs(value) > _MAX_PLAIN_COUNT:
        return None, start, False  # "in 2024 4090 prices": a year, not a count
    return value, begin, False


def _count_after(work: str, end: int) -> tuple[float | None, int]:
    m = lx.POST_COUNT_RE.match(work[end : end + 16])
    if m is None:
        return None, end
    return _number(m["mul"] or m["cn"]), end + m.end()


def _gpus(scan: _Scan, catalog: Catalog) -> None:
    """GPUs named, with counts; unknown GPU-like names become problems with suggestions."""
    asks: list[GPUAsk] = []
    explicit: set[str] = set()
    spans: list[tuple[int, int]] = []
    seen: dict[str, tuple[str | None, bool]] = {}
    for m in lx.GPU_RE.finditer(scan.work):
        if len(spans) >= _MAX_GPU_MENTIONS:
            break  # no real question names more; this bounds the work on pasted junk
        surface = scan.surface(m.start(), m.end())
        if m.group() not in seen:
            seen[m.group()] = _gpu_id(catalog, m)
        ident, dropped_mem = seen[m.group()]
        count, begin, dgx = _count_before(scan.work, m.start())
        end = m.end()
        if count is None and not dgx:
            count, end = _count_after(scan.work, m.end())
        spans.append((begin, end))
        if ident is None:
            problem = _unknown("GPU", "GPU", surface, catalog.gpu_names.suggest(surface))
            if problem not in scan.problems:
                scan.problems.append(problem)
            continue
        if dropped_mem:
            scan.assumptions.append(
                f"{surface!r} is not in the catalog with that memory size; read as {ident}"
            )
        n = _gpu_count(scan, surface, count, dgx)
        _add_gpu(asks, explicit, ident, n)
    scan.blank_all(spans)
    scan.slots["gpus"] = asks


def _gpu_count(scan: _Scan, surface: str, count: float | None, dgx: bool) -> int | None:
    if dgx:
        scan.assumptions.append(f"DGX/HGX {surface} read as 8 GPUs")
        return 8
    if count is None:
        return None
    if count <= 0 or count != int(count):
        scan.problems.append(
            Problem(
                kind="gpu_count",
                en=f"a count of {count:g} × {surface} makes no sense; it was ignored",
                zh=f"{surface} 的数量 {count:g} 不合理，已忽略",
            )
        )
        return None
    return int(count)


def _add_gpu(asks: list[GPUAsk], explicit: set[str], ident: str, count: int | None) -> None:
    for ask in asks:
        if ask.gpu_id == ident:
            if count is not None and ident not in explicit:
                ask.count = count
                explicit.add(ident)
            return
    asks.append(GPUAsk(gpu_id=ident, count=count or 1))
    if count is not None:
        explicit.add(ident)


def _stray_counts(scan: _Scan) -> None:
    """Counts of unnamed GPUs that make no sense ("-3 GPUs", "0 张卡")."""
    spans = []
    for m in lx.NEG_COUNT_RE.finditer(scan.work):
        n = m["n"].replace(" ", "").replace("−", "-")
        scan.problems.append(
            Problem(
                kind="gpu_count",
                en=f"a GPU count of {n} makes no sense; it was ignored",
                zh=f"GPU 数量 {n} 不合理，已忽略",
            )
        )
        spans.append(m.span())
    scan.blank_all(spans)


# --------------------------------------------------------------------------- context, batch, time


def _tokens_value(n: str, k: str | None) -> int | None:
    value = _number(n)
    if value is None or value <= 0:
        return None
    if k:
        # "8k" context means 8192 by the usual power-of-two convention; "100k" means 100,000
        binary, decimal = (1024, 1000) if k == "k" else (1024 * 1024, 1_000_000)
        return int(value * binary) if value in _POW2_K else int(value * decimal)
    return int(value)


def _context(scan: _Scan) -> None:
    """Context length ("8k context", "上下文 8192", "128K", "seq len 4096")."""
    for pattern in lx.CONTEXT_RES:
        spans = []
        for m in pattern.finditer(scan.work):
            value = _tokens_value(m["n"], m["k"])
            if value is None:
                continue
            if scan.set("context_tokens", value) and m["k"]:
                scan.assumptions.append(f"{m['n']}{m['k']} context read as {value:,} tokens")
            spans.append(m.span())
        scan.blank_all(spans)


def _batch(scan: _Scan) -> None:
    """Batch size ("batch 8", "bs=8", "批大小 8"); concurrency is read as a batch too."""
    for pattern, concurrency in lx.BATCH_RES:
        spans = []
        for m in pattern.finditer(scan.work):
            value = int(m["n"])
            if value <= 0:
                scan.problems.append(
                    Problem(
                        kind="batch",
                        en=f"a batch size of {value} makes no sense; it was ignored",
                        zh=f"批大小 {value} 不合理，已忽略",
                    )
                )
            elif scan.set("batch_size", value) and concurrency:
                scan.assumptions.append(f"{value} concurrent requests read as batch size {value}")
            spans.append(m.span())
        scan.blank_all(spans)


def _duration(scan: _Scan) -> None:
    """How long the job runs ("a week", "48 hours", "3 years", "一周", "半年", "一年半")."""
    found: list[tuple[int, int, float]] = []
    for m in lx.EN_DURATION_RE.finditer(scan.work):
        if lx.RATE_WORD_BEFORE_RE.search(scan.work[max(0, m.start() - 8) : m.start()]):
            continue
        value = _number(m["n"] or ("3" if m["w"] == "a few" else m["w"]))
        unit = lx.EN_DURATION_UNITS[m["u"] or m["wu"]]
        if value is not None and value > 0:
            found.append((m.start(), m.end(), value * lx.HOURS_PER[unit]))
    for m in lx.EN_HALF_RE.finditer(scan.work):
        found.append((m.start(), m.end(), 0.5 * lx.HOURS_PER[m["u"]]))
    for m in lx.ZH_DURATION_RE.finditer(scan.work):
        hours = _zh_hours(m)
        if hours is not None:
            found.append((m.start(), m.end(), hours))
    if found:
        scan.set("duration_hours", min(found)[2])
        scan.blank_all([(start, end) for start, end, _ in found])


def _zh_hours(m: re.Match[str]) -> float | None:
    unit = lx.ZH_DURATION_UNITS[m["u"]]
    if m["n"] == "半":
        value: float | None = 0.5
    else:
        value = _number(m["n"])
    if value is None or value <= 0:
        return None
    if unit == "year" and value >= 1900:
        return None  # "2024年" is a date
    if unit == "month" and not m["ge"] and m["n"] != "半":
        return None  # "3月" is March; a span of months is "3个月"
    if m["half"] or m["half2"]:
        value += 0.5
    return value * lx.HOURS_PER[unit]


# --------------------------------------------------------------------------- method, provider


def _method(scan: _Scan) -> None:
    """Method: pretrain > QLoRA > LoRA > full > unspecified fine-tune > inference."""
    work = scan.work
    finetune = lx.FINETUNE_RE.search(work) is not None
    lora = lx.LORA_RE.search(work) is not None
    full = lx.FULL_RE.search(work) is not None
    four_bit = scan.slots.get("precision") == "int4"
    method: Method | None = None
    if lx.PRETRAIN_RE.search(work):
        method = "pretrain"
    elif lx.QLORA_RE.search(work):
        method = "qlora"
    elif four_bit and (lora or finetune) and not full:
        method = "qlora"
        scan.assumptions.append("4-bit fine-tuning read as QLoRA")
    elif lora:
        method = "lora"
    elif full:
        method = "full"
    elif finetune:
        scan.slots["finetune_unspecified"] = True
    elif lx.INFERENCE_RE.search(work):
        method = "inference"
    if method == "qlora" and four_bit:
        scan.slots["precision"] = None  # the 4-bit base is part of QLoRA itself
    scan.slots["method"] = method


def _provider_spot_currency(scan: _Scan) -> None:
    m = lx.PROVIDER_RE.search(scan.work)
    if m is not None and m.lastgroup is not None:
        scan.set("provider", m.lastgroup)
    if lx.SPOT_RE.search(scan.work):
        scan.slots["spot"] = True
    elif lx.ON_DEMAND_RE.search(scan.work):
        scan.slots["spot"] = False
    ask = lx.CURRENCY_ASK_RE.search(scan.work)
    if ask is not None and (ask["cur"] or scan.slots.get("currency") is None):
        scan.slots["currency"] = _currency_of(ask["cur"] or ask["word"])


# --------------------------------------------------------------------------- intent


def _has_subject(slots: dict[str, Any]) -> bool:
    return bool(slots.get("gpus") or slots.get("model_id") or slots.get("params_b"))


def _is_unsupported(work: str, slots: dict[str, Any], problems: list[Problem], rvb: int) -> bool:
    on_topic = (
        lx.DOMAIN_RE.search(work) is not None
        or _has_subject(slots)
        or any(p.kind in ("unknown_gpu", "gpu_count") for p in problems)
        or slots.get("method") is not None
        or slots.get("finetune_unspecified")
        or slots.get("precision") is not None
        or slots.get("provider") is not None
        or rvb >= 6
    )
    if not on_topic:
        return True
    return lx.OFF_TOPIC_RE.search(work) is not None and not _has_subject(slots)


def _scores(work: str, slots: dict[str, Any]) -> dict[str, int]:
    scores = {
        intent: sum(w for p, w in cues if p.search(work)) for intent, cues in lx.INTENT_CUES.items()
    }
    gpus = {g.gpu_id for g in slots.get("gpus") or []}
    model = bool(slots.get("model_id") or slots.get("params_b"))
    method = bool(slots.get("method") or slots.get("finetune_unspecified"))
    if lx.MEMORY_ASK_RE.search(work):
        scores["fit_check" if gpus else "recommend"] += 4
    elif lx.COST_HOW_MUCH_RE.search(work):
        scores["cost"] += 4
    if gpus and model:
        scores["fit_check"] += 2
    if gpus and method:
        scores["fit_check"] += 1
    if len(gpus) >= 2 and scores["compare"] > 0:
        scores["compare"] += 4
    elif not gpus:
        scores["concept"] += scores["compare"] // 2
        scores["compare"] = 0
    scores["cost"] += 2 * bool(slots.get("duration_hours")) + 2 * bool(slots.get("spot"))
    scores["cost"] += bool(slots.get("provider")) + 2 * bool(slots.get("rate_mentioned"))
    scores["recommend"] += 2 * bool(slots.get("budget")) + (not gpus and (model or method))
    scores["speed"] += bool(slots.get("tokens"))
    if gpus and slots.get("duration_hours") and not model:
        scores["cost"] += 4  # "rent an A100 for 100 hours": GPUs over a time span is a bill
    subject = model or gpus or slots.get("duration_hours") or slots.get("budget")
    if lx.DEFINITION_OPENER_RE.search(work) and not subject:
        scores["concept"] += 5
    return scores


def _intent(scan: _Scan) -> Intent:
    slots = scan.slots
    scores = _scores(scan.lower, slots)
    if _is_unsupported(scan.lower, slots, scan.problems, scores["rent_vs_buy"]):
        return "unsupported"
    best = max(lx.INTENT_ORDER, key=lambda i: (scores[i], -lx.INTENT_ORDER.index(i)))
    if scores[best] == 0:
        if slots.get("gpus") and (slots.get("model_id") or slots.get("params_b")):
            return "fit_check"
        if slots.get("model_id") or slots.get("params_b") or slots.get("method"):
            return "recommend"
        return "concept"
    # a price word turns a fit, speed or "what is" question into a cost one, unless another
    # intent is clearly stronger ("the migration cost of CANN" is about effort, not money)
    strong_cost = (
        scores["cost"] >= 4
        and best in ("fit_check", "speed", "concept")
        and scores["cost"] >= scores[best] - 3
    )
    result = "cost" if strong_cost else best
    if result == "cost" and not _has_cost_subject(slots):
        return "concept"  # "what does PUE mean for cost": nothing to price, so explain
    return result  # type: ignore[return-value]


def _has_cost_subject(slots: dict[str, Any]) -> bool:
    """Whether a cost question names something to price: GPUs, a model, time, tokens, money."""
    keys = ("gpus", "model_id", "params_b", "duration_hours", "tokens", "budget", "provider")
    return any(slots.get(k) for k in keys) or bool(slots.get("rate_mentioned"))


# --------------------------------------------------------------------------- entry point


def _prepare(text: str) -> tuple[str, _Scan, list[Problem]]:
    """Cap, clean and fold the text; return (question as asked, scan, problems so far)."""
    problems: list[Problem] = []
    raw = text if isinstance(text, str) else ""
    if len(raw) > MAX_QUESTION_CHARS:
        problems.append(
            Problem(
                kind="too_long",
                en=f"the question was {len(raw):,} characters; only the first"
                f" {MAX_QUESTION_CHARS:,} were read",
                zh=f"问题长达 {len(raw):,} 个字符，只读取了前 {MAX_QUESTION_CHARS:,} 个",
            )
        )
        raw = raw[:MAX_QUESTION_CHARS]
    asked = " ".join(_clean(raw).split())
    # NFKC can expand a character (one Arabic ligature becomes 18 letters): cap it again
    norm = unicodedata.normalize("NFKC", asked)[:MAX_QUESTION_CHARS].replace("−", "-")
    work = _TAG_RE.sub(lambda m: " " * len(m.group()), _lower_same_length(norm))
    return asked, _Scan(orig=norm, work=work, lower=work), problems


def parse(text: str, catalog: Catalog) -> Query:
    """Read a question in English or Chinese into a ``Query``; never raises on any text."""
    asked, scan, problems = _prepare(text)
    language = _language(scan.work)
    scan.problems.extend(problems)
    if not scan.work.strip():
        scan.problems.append(Problem(kind="empty", en="the question is empty", zh="问题是空的"))
        return Query(text=asked, language=language, intent="unsupported", problems=scan.problems)
    _money(scan, language == "zh")
    _tokens(scan)
    _precision(scan)
    _model(scan, catalog)
    _gpus(scan, catalog)
    _context(scan)
    _batch(scan)
    _duration(scan)
    _stray_counts(scan)
    _bare_size(scan)
    _method(scan)
    _provider_spot_currency(scan)
    if language == "zh" and scan.slots.get("currency") is None and _zh_price(scan.work):
        scan.slots["currency"] = "CNY"
        scan.assumptions.append("prices asked in a Chinese question are given in CNY")
    intent = _intent(scan)
    problems = list({p.en: p for p in scan.problems}.values())[:_MAX_NOTES]
    assumptions = list(dict.fromkeys(scan.assumptions))[:_MAX_NOTES]
    slots = {k: v for k, v in scan.slots.items() if k in Query.model_fields}
    precision: Precision | None = slots.pop("precision", None)
    query = Query(
        text=asked,
        language=language,
        intent=intent,
        precision=precision,
        problems=problems,
        assumptions=assumptions,
        **slots,
    )
    return read_serving(query)


_ZH_PRICE_RE = re.compile(r"多少钱|费用|成本|价格|花费|要花|花多少|租金|报价|单价|预算|贵|便宜")


def _zh_price(work: str) -> bool:
    return _ZH_PRICE_RE.search(work) is not None


__all__ = ["MAX_QUESTION_CHARS", "parse"]
