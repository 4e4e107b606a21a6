"""Catalog answers about one named card's specs and about cards sold legally in China; pure.

"H200 显存多大？带宽多少": the first line states the specs asked (memory, bandwidth, TFLOPS,
board power), the rest of the row after. "国内能合法买到的数据中心卡有哪些": the first line lists
the cards by their recorded China status (no licence needed, licence case by case), the barred
ones after.
"""

from __future__ import annotations

from assistant.answer.compose import Draft
from assistant.calc.catalog_query import CatalogResult, CatalogRow, GPUFilter
from assistant.messages import Message
from assistant.messages import power as say
from assistant.models import SpecField

ORDER: tuple[SpecField, ...] = ("memory", "bandwidth", "tflops", "power")
NAMES_PER_GROUP = 8


def _part(row: CatalogRow, field: SpecField) -> Message:
    if field == "memory":
        return say.SPEC_MEMORY(memory=row.memory_gb, kind=row.memory_type)
    if field == "bandwidth":
        return say.SPEC_BANDWIDTH(bandwidth=row.memory_bandwidth_gb_s)
    if field == "tflops":
        if row.bf16_tflops is None:
            return say.SPEC_TFLOPS_UNKNOWN()
        return say.SPEC_TFLOPS(tflops=row.bf16_tflops)
    if row.tdp_w is None:
        return say.SPEC_POWER_UNKNOWN()
    return say.SPEC_POWER(watts=row.tdp_w)


def lead_spec(draft: Draft, row: CatalogRow, f: GPUFilter) -> None:
    """The asked specs of one card first, then the rest of its row."""
    lang = draft.lang
    joiner = "，" if lang == "zh" else ", "
    asked = [x for x in ORDER if x in f.fields] or list(ORDER)
    rest: list[Message] = []
    for x in ORDER:
        if x not in asked:
            rest.append(_part(row, x))
        if x == "tflops" and row.fp8_tflops:
            rest.append(say.SPEC_FP8(tflops=row.fp8_tflops))
    if row.nvlink:
        rest.append(say.SPEC_LINK(link=row.interconnect, gbs=row.interconnect_gb_s))
    else:
        rest.append(say.SPEC_NO_LINK())
    first = joiner.join(_part(row, x).render(lang) for x in asked)
    name = draft.gpu_name(row.gpu_id)
    marker = draft.spec(row.gpu_id)
    draft.add(
        say.SPEC_LEAD(
            gpu=name, asked=first, marker=marker, rest=joiner.join(m.render(lang) for m in rest)
        ).render(lang)
    )


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


__all__ = ["lead_china", "lead_spec"]
