"""Catalog answers about one named card's specs and features, and cards sold in China; pure.

"Does the 4090 support NVLink?": the first line is yes or no from the card's row. A list that
also names a card ("哪些卡支持 BF16？V100 支持吗") says in its first line whether that card is
among them.

"H200 显存多大？带宽多少": the first line states the specs asked (memory, bandwidth, TFLOPS,
board power), the rest of the row after. "国内能合法买到的数据中心卡有哪些": the first line lists
the cards by their recorded China status (no licence needed, licence case by case), the barred
ones after.
"""

from __future__ import annotations

from decimal import Decimal

from assistant.answer.compose import Draft, money
from assistant.answer.premises import CONSEQUENCE
from assistant.answer.price_sources import brief_basis
from assistant.answer.used_prices import (
    guide_used_price,
    recorded_used_range,
    stated_against,
    stated_unchecked,
    used_price_line,
)
from assistant.calc.catalog_query import CatalogResult, CatalogRow, GPUFilter, has_feature
from assistant.messages import Message
from assistant.messages import catalog as cat
from assistant.messages import power as say
from assistant.models import GPU, Feature, SpecField

ORDER: tuple[SpecField, ...] = (
    "cc", "bus", "cores", "memory", "bandwidth", "form", "tflops", "power", "price", "link",
)  # fmt: skip
"""The fields in the order a spec answer states them; the price, bus and form only when asked.

The bus width, not in the catalog, is said first: what is not known before what is."""
ASKED_ONLY: tuple[SpecField, ...] = ("price", "bus", "form", "cc", "cores")
NAMES_PER_GROUP = 8


def _tflops_part(row: CatalogRow) -> Message:
    """The dense 16-bit tensor rate: FP16's on a card without BF16 (a V100, a T4)."""
    if row.bf16_tflops is None:
        return say.SPEC_TFLOPS_UNKNOWN()
    if not row.supports_bf16:
        return cat.SPEC_TFLOPS_FP16(tflops=row.bf16_tflops)
    return say.SPEC_TFLOPS(tflops=row.bf16_tflops)


def _part(
    row: CatalogRow, field: SpecField, used: bool = False, currency: str = "USD", shown: str = ""
) -> Message:
    """One asked field of ``row``; a price with ``shown`` as its basis (its sources moved out)."""
    if field == "memory":
        return say.SPEC_MEMORY(memory=row.memory_gb, kind=row.memory_type)
    if field == "bandwidth":
        return say.SPEC_BANDWIDTH(bandwidth=row.memory_bandwidth_gb_s)
    if field == "tflops":
        return _tflops_part(row)
    if field == "form":
        return say.SPEC_FORM(form=row.form_factor) if row.form_factor else say.SPEC_FORM_UNKNOWN()
    if field in ("bus", "cc", "cores"):
        return _arch_part(row, field)
    if field == "link":
        if not row.nvlink:
            return say.SPEC_NO_LINK()
        return say.SPEC_LINK(link=row.interconnect, gbs=row.interconnect_gb_s)
    if field == "price":
        if row.purchase_price_usd is None:
            return say.SPEC_PRICE_NONE_USED() if used else say.SPEC_PRICE_UNKNOWN()
        basis = shown or row.price_basis or ""
        if used and not (row.price_basis or "").lower().startswith("used"):  # only a new price
            return say.SPEC_PRICE_NEW_ONLY(price=row.purchase_price_usd, basis=basis)
        if row.purchase_price is not None and row.purchase_fx_rate is not None:
            return say.SPEC_PRICE_CONVERTED(
                price=money(row.purchase_price, currency),
                usd=row.purchase_price_usd,
                rate=f"{row.purchase_fx_rate:.4g}",
                currency=currency,
                basis=basis,
            )
        return say.SPEC_PRICE(price=row.purchase_price_usd, basis=basis)
    if row.tdp_w is None:
        return say.SPEC_POWER_UNKNOWN()
    if row.whole_computer:
        return say.SPEC_SYSTEM_POWER(watts=row.tdp_w)
    return say.SPEC_POWER(watts=row.tdp_w)


def _arch_part(row: CatalogRow, field: SpecField) -> Message:
    """The memory bus (not in the table) or the CUDA compute capability of a row."""
    if field == "bus":
        return say.SPEC_BUS_UNKNOWN()
    if field == "cores":
        return say.SPEC_CORES_UNKNOWN()
    if row.compute_capability is None:
        return say.SPEC_CC_NONE(vendor=row.vendor)
    return say.SPEC_CC(cc=row.compute_capability, sm=row.compute_capability.replace(".", ""))


def lead_spec(
    draft: Draft, row: CatalogRow, f: GPUFilter, usd_rate: Decimal | None = None
) -> list[str]:
    """The asked specs of one card first, then the rest of its row; the price's sources.

    ``usd_rate`` (1 USD in the answer's currency) sets a price stated in yuan against a guide's
    used range in dollars.
    """
    lang = draft.lang
    joiner = "，" if lang == "zh" else ", "
    asked = [x for x in ORDER if x in f.fields] or list(ORDER)
    rest: list[Message] = []
    # the FP8 rate asked by name ("fp8 多少"): it leads, the BF16 rate follows with the rest
    fp8 = "tflops" in asked and draft.query.precision == "fp8" and bool(row.fp8_tflops)
    for x in ORDER:
        if x not in asked and x not in ASKED_ONLY or fp8 and x == "tflops":
            rest.append(_part(row, x))
        if x == "tflops" and row.fp8_tflops and not fp8:
            rest.append(say.SPEC_FP8(tflops=row.fp8_tflops))
    # "launch MSRP? seeing used ones at $850": the launch price asked, the used one stated
    launch = "launch" in f.fields
    used = draft.query.used_asked and not launch
    cur = draft.query.currency or "USD"
    basis, sources = brief_basis(row.price_basis, lang)
    used_basis, used_sources = brief_basis(row.used_price_basis, lang)
    parts = [
        say.SPEC_FP8(tflops=row.fp8_tflops or 0.0)
        if fp8 and x == "tflops"
        else _part(row, x, used, cur, basis)
        for x in asked
    ]
    said = [m.render(lang) for m in parts]
    count = max((g.count for g in draft.query.gpus if g.gpu_id == row.gpu_id), default=1)
    if "memory" in asked and count > 1:  # "GB200 NVL72 一整柜多少 HBM": each card's, and the sum
        total = cat.SPEC_MEMORY_TOTAL(count=count, total=count * row.memory_gb)
        said[asked.index("memory")] += total.render(lang)
    if used and "price" in asked and not (row.price_basis or "").lower().startswith("used"):
        at = asked.index("price")
        price = row.purchase_price_usd
        # the row's own dated used price first; else a guide's table (the catalog's is new)
        found = guide_used_price(draft, row.gpu_id) if row.used_price_usd is None else None
        if found is not None:
            guide = used_price_line(draft, found, usd_rate)
            said[at] = (
                say.SPEC_PRICE_USED_GUIDE(guide=guide, price=price, basis=basis)
                if price is not None
                else say.SPEC_PRICE_USED_GUIDE_ONLY(guide=guide)
            ).render(lang)
        elif price is not None and row.used_price_usd is not None:  # the row's dated used price
            said[at] = say.SPEC_PRICE_USED_ROW(
                used=row.used_price_usd,
                used_basis=used_basis,
                against=_against_used_row(draft, row, usd_rate),
                price=price,
                basis=basis,
            ).render(lang)
            sources = used_sources + sources
        elif row.used_price_usd is not None:  # a dated used price, and no new price to add
            said[at] = say.SPEC_PRICE_USED_ROW_ONLY(
                used=row.used_price_usd,
                used_basis=used_basis,
                against=_against_used_row(draft, row, usd_rate),
            ).render(lang)
            sources = used_sources + sources
        elif price is not None:  # a price seen, set against the new one (the only one dated)
            said[at] += stated_against(draft, float(price), float(price), usd_rate, new=True)
        else:
            said[at] += stated_unchecked(draft, usd_rate)
    elif launch and row.purchase_price_usd is not None:  # the amount seen, against it
        launched = float(row.purchase_price_usd)
        said[asked.index("price")] += stated_against(draft, launched, launched, usd_rate, new=True)
    elif "price" in asked and used_only(row):  # an MI50, a 22 GB 2080 Ti: sold only used
        said[asked.index("price")] += _against_used_only(draft, row, usd_rate)
    first = joiner.join(said)
    name = draft.gpu_name(row.gpu_id)
    marker = draft.spec(row.gpu_id)
    if not rest:  # every field was asked: nothing is left to add after them
        draft.add(say.SPEC_LEAD_ALL(gpu=name, asked=first, marker=marker).render(lang))
    else:
        draft.add(
            say.SPEC_LEAD(
                gpu=name, asked=first, marker=marker, rest=joiner.join(m.render(lang) for m in rest)
            ).render(lang)
        )
    return sources if "price" in asked else []  # the figure first; where it was read, after


def used_only(row: CatalogRow) -> bool:
    """The row's only price is a dated used-market one (no new price recorded)."""
    return row.purchase_price_usd is not None and (row.price_basis or "").startswith("used")


def _against_used_only(draft: Draft, row: CatalogRow, usd_rate: Decimal | None) -> str:
    """A stated price against the range a used-only row's price was taken from ('' if none)."""
    low, high = recorded_used_range(row.price_basis or "")
    price = float(row.purchase_price_usd or 0)
    return stated_against(draft, low or price, high or price, usd_rate)


def _against_used_row(draft: Draft, row: CatalogRow, usd_rate: Decimal | None) -> str:
    """A stated price against the range the row's used price was taken from."""
    low, high = recorded_used_range(row.used_price_basis or "")
    used = float(row.used_price_usd or 0)
    return stated_against(draft, low or used, high or used, usd_rate)


_COMPARED: tuple[tuple[SpecField, Message], ...] = (
    ("memory", say.SPEC_FIELD_MEMORY()),
    ("bandwidth", say.SPEC_FIELD_BANDWIDTH()),
    ("tflops", say.SPEC_FIELD_TFLOPS()),
    ("power", say.SPEC_FIELD_POWER()),
    ("link", say.SPEC_FIELD_LINK()),
)
"""The sheet's fields two cards are set side by side on, in the order said."""


def _value(row: GPU, field: SpecField) -> str:
    """One field of a row as compared and shown ("80 GB HBM2e", "400 GB/s", "PCIe")."""
    if field == "memory":
        kind = row.memory_type.split(" ")[0] if row.memory_type else ""
        return f"{row.memory_gb:g} GB {kind}".strip()  # "HBM3 (SXM)" is the HBM3 of the sheet
    if field == "bandwidth":
        return f"{row.memory_bandwidth_gb_s:,.0f} GB/s"
    if field == "tflops":
        return "?" if row.bf16_tflops is None else f"{row.bf16_tflops:,g}"
    if field == "power":
        return "?" if row.tdp_w is None else f"{row.tdp_w:,.0f} W"
    return f"{row.interconnect_gb_s:,.0f} GB/s" if row.nvlink else "PCIe"


def _listed(items: list[str], lang: str) -> str:
    """Items joined as a list is written: "a, b and c", "a、b、c"."""
    if lang == "zh" or len(items) < 2:
        return "、".join(items)
    return f"{', '.join(items[:-1])} and {items[-1]}"


def lead_difference(draft: Draft, first_id: str, second_id: str) -> None:
    """Two cards' difference asked with no use named: the fields that differ, then the same.

    "A800 和 A100 的区别": the link between cards (400 against 600 GB/s), the rest the same. A
    field unknown for either card is said to be unrecorded, neither different nor the same.
    """
    lang = draft.lang
    first, second = draft.catalog.gpus[first_id], draft.catalog.gpus[second_id]
    differ: list[str] = []
    same: list[str] = []
    shared: list[str] = []  # the same fields with their one value: "memory (24 GB GDDR6)"
    unknown: list[str] = []
    for field, label in _COMPARED:
        a, b = _value(first, field), _value(second, field)
        name = label.render(lang)
        if "?" in (a, b):
            unknown.append(name)
        elif a == b:
            same.append(name)
            shared.append(f"{name}（{a}）" if lang == "zh" else f"{name} ({a})")
        else:
            differ.append(say.SPEC_AGAINST(field=name, a=a, b=b).render(lang))
    names = {"first": draft.gpu_name(first_id), "second": draft.gpu_name(second_id)}
    lead = (
        say.SPEC_DIFFER(**names, fields=_listed(differ, lang))
        if differ
        else say.SPEC_DIFFER_NONE(**names, fields=_listed(shared, lang))
    ).render(lang)
    if same and differ:
        lead += say.SPEC_SAME(fields=_listed(same, lang)).render(lang)
    if unknown:
        lead += say.SPEC_UNRECORDED(fields=_listed(unknown, lang)).render(lang)
    draft.add(lead + ("。" if lang == "zh" else "."))


def _names(draft: Draft, ids: list[str]) -> str:
    joiner = "、" if draft.lang == "zh" else ", "
    if not ids:
        return say.NONE_WORD().render(draft.lang)
    return joiner.join(draft.gpu_name(i) for i in ids[:NAMES_PER_GROUP])


def lead_china(draft: Draft, out: CatalogResult, f: GPUFilter, segment: str) -> None:
    """Cards sold legally in China: no licence needed, then licence case by case; barred after."""
    lang = draft.lang
    free = [r.gpu_id for r in out.rows if r.china_status in ("china_market", "domestic")]
    licensed = [r.gpu_id for r in out.rows if r.china_status == "licence"]
    barred = [
        g.id
        for g in draft.catalog.gpus.values()
        if g.china_status == "restricted" and f.segment in (None, g.segment)
    ]
    word = f"{segment} " if segment and lang == "en" else segment
    draft.add(
        say.CHINA_LEAD(
            count=out.count,
            segment=word,
            free=_names(draft, free),
            licensed=_names(draft, licensed),
        ).render(lang)
    )
    if barred:
        draft.add(say.CHINA_BARRED(barred=_names(draft, barred)).render(lang))
    draft.assume(say.CHINA_DATED())


FEATURE_LABELS: dict[Feature, str] = {
    "fp8": "FP8", "fp4": "FP4", "bf16": "BF16", "fp16": "full-rate FP16", "nvlink": "NVLink",
    "ecc": "ECC", "mig": "MIG", "pcie": "PCIe", "sxm": "SXM/OAM", "low_profile": "low-profile",
    "flash_attention": "FlashAttention-2", "quiet": "own fans",
}  # fmt: skip
"""Feature names as written in both languages (product and technology names)."""


def filter_clauses(f: GPUFilter, lang: str, single: bool) -> list[str]:
    """The architecture, bandwidth and TFLOPS parts of a filter in words."""
    parts: list[Message] = []
    if f.architecture:
        parts.append((cat.ARCH_SINGLE if single else cat.ARCH_CLAUSE)(arch=f.architecture))
    if f.min_bandwidth_gb_s is not None:
        bandwidth = cat.BANDWIDTH_SINGLE if single else cat.BANDWIDTH_CLAUSE
        parts.append(bandwidth(gbs=f.min_bandwidth_gb_s))
    if f.min_tflops is not None:
        tflops = cat.TFLOPS_SINGLE if single else cat.TFLOPS_CLAUSE
        parts.append(tflops(tflops=f.min_tflops))
    return [m.render(lang) for m in parts]


FEATURE_LABELS_ZH: dict[Feature, str] = {"fp16": "全速 FP16"}
"""Feature names said otherwise in Chinese."""


def _labels(features: list[Feature], lang: str) -> str:
    zh = FEATURE_LABELS_ZH if lang == "zh" else {}
    return cat.AND_WORD().render(lang).join(zh.get(x, FEATURE_LABELS[x]) for x in features)


def named_cards(draft: Draft, out: CatalogResult, f: GPUFilter) -> str:
    """For a list, whether each card the question names is among the rows ('' if none named).

    A card left out for a feature it lacks says which; the answer then needs no premise note.
    """
    listed = {r.gpu_id for r in out.rows}
    parts = []
    for ask in draft.query.gpus:
        gpu = draft.catalog.gpus.get(ask.gpu_id)
        if gpu is None:
            continue
        name, marker = draft.gpu_name(gpu.id), draft.spec(gpu.id)
        missing = [x for x in f.features if not has_feature(gpu, x)]
        if gpu.id in listed:
            parts.append(cat.NAMED_IN(gpu=name, marker=marker))
        elif missing:
            parts.append(
                cat.NAMED_OUT_LACKS(gpu=name, missing=_labels(missing, draft.lang), marker=marker)
            )
        else:
            parts.append(cat.NAMED_OUT(gpu=name, marker=marker))
    if not parts:
        return ""
    draft.premises_said = True
    sep = "；" if draft.lang == "zh" else "; "
    return sep + sep.join(m.render(draft.lang).strip() for m in parts)


def _unpooled(draft: Draft, gb: float) -> str:
    """Cards without NVLink keep their memory apart: each card's, and the count's when said."""
    count = max([g.count for g in draft.query.gpus] + [draft.query.bare_count or 1])
    if count > 1:
        total = count * gb
        return cat.NO_NVLINK_MEMORY_COUNT(count=count, gb=gb, total=total).render(draft.lang)
    return cat.NO_NVLINK_MEMORY(gb=gb).render(draft.lang)


def _memory(name: str, row: CatalogRow, lang: str) -> str:
    """The card's memory in brackets (" (11 GB GDDR6)"): a feature answer says what card it is."""
    size = f"{row.memory_gb:g} GB"
    if size.replace(" ", "") in name.replace(" ", ""):  # "H100 SXM5 80GB" says it already
        size = ""
    memory = f"{size} {row.memory_type}".strip()
    if not memory:
        return ""
    return f"（{memory}）" if lang == "zh" else f" ({memory})"


def lead_feature(draft: Draft, row: CatalogRow, f: GPUFilter) -> None:
    """Whether one card has the features asked: yes or no first, from its catalog row."""
    lang = draft.lang
    gpu = draft.catalog.gpus[row.gpu_id]
    asked = list(dict.fromkeys([*f.features, *f.excluded_features]))
    present = [x for x in asked if has_feature(gpu, x)]
    missing = [x for x in asked if x not in present]
    name, marker = draft.gpu_name(row.gpu_id), draft.spec(row.gpu_id)
    memory = _memory(name, row, lang)
    draft.premises_said = True
    if not missing:
        draft.verdict = "yes"
        yes = cat.HAS_YES(gpu=name, present=_labels(present, lang), memory=memory, marker=marker)
        draft.add(yes.render(lang))
    else:
        draft.verdict = "no"
        en, zh = CONSEQUENCE.get(missing[0], ("", ""))
        consequence = zh if lang == "zh" else en
        if missing[0] == "nvlink":  # the memory each card keeps, since none of it pools
            consequence = _unpooled(draft, gpu.memory_gb)
        template = cat.HAS_SOME if present else cat.HAS_NO
        line = template(
            gpu=name,
            present=_labels(present, lang),
            missing=_labels(missing, lang),
            memory=memory,
            marker=marker,
            consequence=consequence,
        ).render(lang)
        draft.add(line.replace("; .", ".").replace("；。", "。"))
    if row.nvlink:
        link = say.SPEC_LINK(link=row.interconnect, gbs=row.interconnect_gb_s).render(lang)
        draft.add(f"{link}." if lang != "zh" else f"{link}。")


__all__ = ["filter_clauses", "lead_china", "lead_feature", "lead_spec", "named_cards", "used_only"]
