"""Compose answers to catalog questions ("which GPUs support FP8?") from ``query_catalog``; pure.

The first line is the answer: the GPU's name when one is asked for ("the cheapest GPU with at
least 48 GB"), else the count and the names. A table follows, each row citing its spec row
(``gpu-<id>``) and, where a price is shown, its price row (``offer-<id>``).
"""

from __future__ import annotations

from collections.abc import Sequence

from assistant.answer.buy_gap_line import lead_buy_gap
from assistant.answer.compose import Draft, could_not, money, say, table_head
from assistant.answer.compose_catalog_spec import (
    filter_clauses,
    lead_china,
    lead_difference,
    lead_feature,
    lead_spec,
    named_cards,
)
from assistant.answer.compose_model_list import compose_model_list
from assistant.answer.quoted_lead import lead_quoted
from assistant.calc.catalog_query import (
    CatalogQuery,
    CatalogResult,
    CatalogRow,
    GPUFilter,
    board_cap,
    has_feature,
)
from assistant.language import article
from assistant.messages.power import PRICE_SOURCES
from assistant.models import Feature, ToolCall
from assistant.question.spec_sheet import DIFFERENCE_FIELDS
from assistant.question.tools import error_of

TABLE_ROWS = 40
"""Rows shown in a list's table (the whole answer); the first line says how many matched."""
RUNNER_UP_ROWS = 8
"""Rows shown after a single pick ("the cheapest …"), in the same order."""
NAMES_IN_FIRST_LINE = 8

FEATURE_WORDS = {
    "fp8": ("support FP8", "支持 FP8"),
    "fp4": ("support FP4", "支持 FP4"),
    "bf16": ("support BF16", "支持 BF16"),
    "fp16": ("run FP16 at full rate", "FP16 全速"),
    "nvlink": ("have NVLink", "支持 NVLink"),
    "ecc": ("have ECC memory", "带 ECC 显存"),
    "mig": ("support MIG", "支持 MIG"),
    "pcie": ("come as PCIe cards", "是 PCIe 卡"),
    "sxm": ("come as SXM/OAM modules", "是 SXM/OAM 模组"),
    "low_profile": ("are low-profile cards", "是半高卡"),
    "flash_attention": ("run FlashAttention-2", "支持 FlashAttention-2"),
    "quiet": ("have their own fans (quiet enough for a desk)", "自带风扇（放在桌边不吵）"),
}
ABSENT_WORDS = {
    "fp8": ("lack FP8", "不支持 FP8"),
    "fp4": ("lack FP4", "不支持 FP4"),
    "bf16": ("lack BF16", "不支持 BF16"),
    "fp16": ("run FP16 at a fraction of FP32", "FP16 远慢于 FP32"),
    "nvlink": ("have no NVLink", "不支持 NVLink"),
    "ecc": ("have no ECC memory", "没有 ECC 显存"),
    "mig": ("lack MIG", "不支持 MIG"),
    "pcie": ("are not PCIe cards", "不是 PCIe 卡"),
    "sxm": ("are not SXM/OAM modules", "不是 SXM/OAM 模组"),
    "low_profile": ("are not low-profile cards", "不是半高卡"),
    "flash_attention": ("cannot run FlashAttention-2", "不支持 FlashAttention-2"),
    "quiet": ("need a server's airflow", "要靠服务器风道散热"),
}
SINGLE_NAMES = {"nvlink": "NVLink", "low_profile": "a low-profile bracket"}
SEGMENT_WORDS = {
    "consumer": ("consumer", "消费级"),
    "workstation": ("workstation", "工作站级"),
    "datacenter": ("data-center", "数据中心级"),
}
OBJECTIVE_WORDS = {
    "cheapest": ("The cheapest", "最便宜的"),
    "most_memory": ("The GPU with the most memory", "显存最大的"),
    "fastest": ("The fastest (dense BF16)", "算力最强（BF16 稠密）的"),
    "best_value": ("The most memory per dollar", "每美元显存最多的"),
}


def _criteria(f: GPUFilter, currency: str, lang: str, single: bool = False) -> tuple[str, str]:
    """The filter in words: (clause, segment word) in ``lang``.

    For a list the clause follows "N GPUs …" ("support FP8"); for one GPU (``single``) it
    follows "the cheapest GPU …" ("with FP8 and at least 48 GB").
    """
    zh = lang == "zh"
    if single and not zh:
        parts = [f"with {SINGLE_NAMES.get(x, x.upper())}" for x in f.features]
        parts += [f"without {x.upper()}" for x in f.excluded_features]
    else:
        parts = [FEATURE_WORDS[x][zh] for x in f.features]
        parts += [ABSENT_WORDS[x][zh] for x in f.excluded_features]
    least, exact = f.min_memory_gb, f.memory_gb
    verb = "with" if single else "have"
    if f.memory_over_gb is not None:
        over = f.memory_over_gb
        parts.append(say(lang, f"{verb} more than {over:g} GB", f"显存超过 {over:g} GB"))
    elif least is not None:
        parts.append(say(lang, f"{verb} at least {least:g} GB", f"显存不少于 {least:g} GB"))
    if exact is not None:
        parts.append(say(lang, f"{verb} {exact:g} GB", f"显存为 {exact:g} GB"))
    parts += filter_clauses(f, lang, single)
    watts = board_cap(f)
    if watts is not None:
        draw = "drawing" if single else "draw"
        parts.append(say(lang, f"{draw} at most {watts:,.0f} W", f"功耗不超过 {watts:,.0f} W"))
        if f.psu_w is not None and watts != f.max_board_power_w:  # what the PSU stated carries
            psu = f.psu_w
            parts[-1] += say(
                lang,
                f" (what {article(f'{psu:.0f}')} {psu:,.0f} W PSU carries)",
                f"（{psu:,.0f} W 电源能带的）",
            )
    if f.max_slots is not None:
        wide = "at most" if single else "are at most"
        slots, plural = f.max_slots, "" if f.max_slots == 1 else "s"
        parts.append(
            say(lang, f"{wide} {slots:g} slot{plural} wide", f"不超过 {slots:g} 槽厚（公版）")
        )
    if f.max_per_gpu_hour is not None:
        price = money(f.max_per_gpu_hour, currency)
        rent = "renting for" if single else "rent for"
        parts.append(say(lang, f"{rent} {price} per GPU-hour or less", f"每卡时不超过 {price}"))
    if f.max_purchase_usd is not None:
        cap = money(f.max_purchase_usd, "USD")
        cost = "costing" if single else "cost"
        parts.append(say(lang, f"{cost} {cap} or less to buy", f"购买价不超过 {cap}"))
    joiner = say(lang, " and ", "且")
    segment = SEGMENT_WORDS[f.segment][zh] if f.segment else ""
    return joiner.join(parts), segment


def _hour_price(draft: Draft, row: CatalogRow, currency: str) -> str:
    if row.per_gpu_hour is None:
        return "—"
    marker = draft.spec_row(f"offer-{row.offer_id}")
    share = ""
    if (row.gpus_per_instance or 1) > 1:
        share = say(
            draft.lang,
            f" (in a {row.gpus_per_instance}-GPU instance)",
            f"（{row.gpus_per_instance} 卡实例）",
        )
    return f"{money(row.per_gpu_hour, currency)}{share}, {row.provider} {marker}".strip()


PRICE_KINDS = (
    ("used", ("used-market price", "二手市场价")),
    ("launch", ("launch price", "首发价")),
    ("street", ("street price estimate", "市场估价")),
    ("distributor", ("distributor price", "经销商价")),
    ("list", ("list price", "官方标价")),
    ("estimate", ("price estimate", "估算价")),
)
"""What a catalog purchase price is, by the first word that says so in its ``price_basis``."""


def _price_kind(basis: str | None, lang: str) -> str:
    low = (basis or "").lower()
    for word, (en, zh) in PRICE_KINDS:
        if word in low:
            return say(lang, en, zh)
    return say(lang, "catalog price", "目录价格")


def _buy_price(row: CatalogRow) -> str:
    return money(row.purchase_price_usd, "USD") if row.purchase_price_usd else "—"


def _lead_single(draft: Draft, row: CatalogRow, out: CatalogResult, f: GPUFilter) -> str:
    lang = draft.lang
    cur = out.currency
    name = draft.gpu_name(row.gpu_id)
    clause, segment = _criteria(f, cur, lang, single=True)
    assert f.objective is not None, "a single pick answers an objective"
    head_en, head_zh = OBJECTIVE_WORDS[f.objective]
    noun_en = f"{segment} GPU".strip() if f.objective != "most_memory" else ""
    with_en = f" {clause}" if clause else ""
    if f.objective == "most_memory":
        subject_en = f"{head_en}{' among ' + segment + ' cards' if segment else ''}{with_en}"
    else:
        subject_en = f"{head_en} {noun_en}{with_en}"
    by = out.sort
    if by == "gpu_hour_price":
        figure_en = f"from {money(row.per_gpu_hour, cur)} per GPU-hour"
        figure_zh = f"每卡时 {money(row.per_gpu_hour, cur)} 起"
    elif by == "purchase_price" and row.purchase_price_usd:
        figure_en = f"{_buy_price(row)} to buy ({_price_kind(row.price_basis, 'en')})"
        figure_zh = f"购买价 {_buy_price(row)}（{_price_kind(row.price_basis, 'zh')}）"
    else:
        figure_en = figure_zh = ""
    marker = draft.spec(row.gpu_id)
    gap = " " if clause[-1:].isascii() and clause[-1:].isalnum() else ""
    clause_zh = f"{clause}{gap}的" if clause else ""
    subject_zh = f"{clause_zh}{segment}显卡" if segment else f"{clause_zh} GPU ".lstrip()
    figures_en = ", ".join(x for x in (f"{row.memory_gb:g} GB", figure_en) if x)
    figures_zh = "，".join(x for x in (f"{row.memory_gb:g} GB", figure_zh) if x)
    return say(
        lang,
        f"**{subject_en} is the {name}** — {figures_en} {marker}.",
        f"**{subject_zh}里{head_zh}是 {name}**（{figures_zh}）{marker}。",
    )


def _lead_list(draft: Draft, out: CatalogResult, f: GPUFilter) -> str:
    lang = draft.lang
    rows = out.rows
    clause, segment = _criteria(f, out.currency, lang)
    names = [draft.gpu_name(r.gpu_id) for r in rows[:NAMES_IN_FIRST_LINE]]
    more = len(rows) - len(names)
    # the total, not "N more": every figure in an answer is one a tool output holds
    listed_en = ", ".join(names) + (f" and others ({len(rows)} in all)" if more > 0 else "")
    listed_zh = "、".join(names) + (f" 等（共 {len(rows)} 款）" if more > 0 else "")
    noun = f"{segment} GPUs".strip()
    named = named_cards(draft, out, f)
    return say(
        lang,
        f"**{out.count} {noun} in the catalog {clause or 'match'}:** {listed_en}{named}.",
        f"**目录中共有 {out.count} 款{segment}GPU {clause or '符合条件'}：** {listed_zh}{named}。",
    )


def _table(draft: Draft, rows: list[CatalogRow], currency: str, limit: int) -> str:
    head = say(
        draft.lang,
        "| GPU | Memory | FP8 | BF16 | NVLink | Buy (catalog) | Rent from, per GPU-hour | Spec |",
        "| GPU | 显存 | FP8 | BF16 | NVLink | 购买价（目录） | 租用起价（每卡时） | 规格 |",
    )
    yes, no = say(draft.lang, "yes", "是"), say(draft.lang, "no", "否")
    lines = table_head(head)
    for r in rows[:limit]:
        flags = [yes if flag else no for flag in (r.supports_fp8, r.supports_bf16, r.nvlink)]
        lines.append(
            f"| {draft.gpu_name(r.gpu_id)} | {r.memory_gb:g} GB | {' | '.join(flags)} "
            f"| {_buy_price(r)} | {_hour_price(draft, r, currency)} | {draft.spec(r.gpu_id)} |"
        )
    return "\n".join(lines)


def _has_all(draft: Draft, row: CatalogRow, features: Sequence[Feature]) -> bool:
    gpu = draft.catalog.gpus[row.gpu_id]
    return all(has_feature(gpu, x) for x in features)


def _features_after(draft: Draft, rows: list[CatalogRow], f: CatalogQuery, differed: bool) -> None:
    """A feature asked beside the figures, said after them.

    "bandwidth? also NVLink?": the one card's link; "does the a10 support bf16, how is it
    different from the a10g": the feature of each card whose difference was asked.
    """
    named = draft.gpu_name(rows[0].gpu_id).lower()  # "H100 PCIe": its name, not an ask
    features = [x for x in draft.query.features if x.lower() not in named]
    differed = differed and set(DIFFERENCE_FIELDS) <= set(f.fields)
    if features and f.fields and (len(rows) == 1 or differed):
        for row in rows[:2]:
            lead_feature(draft, row, f.model_copy(update={"features": features}))


def _compose_named(draft: Draft, out: CatalogResult, f: CatalogQuery) -> None:
    """The rows of the cards named, in the order asked, with the asked fields first."""
    lang, rows = draft.lang, out.rows
    by_id = {r.gpu_id: r for r in rows}
    pair = [g for g in f.gpu_ids if g in by_id]
    if len(pair) == 2 and set(DIFFERENCE_FIELDS) <= set(f.fields):  # "A800 和 A100 的区别"
        lead_difference(draft, pair[0], pair[1])
    at, sources = len(draft.paragraphs), []
    for gpu_id in f.gpu_ids:  # in the order asked: "4090D 的 TDP 比 4090 低吗"
        if gpu_id in by_id:
            sources += lead_spec(draft, by_id[gpu_id], f, out.usd_rate)
    if len(f.gpu_ids) == 1 and f.gpu_ids[0] in by_id:  # "带宽能到 900 多 GB/s 吗": yes/no first
        lead_quoted(draft, by_id[f.gpu_ids[0]], f.fields, at)
    if f.fields and len(draft.paragraphs) - at == 2:  # "A800 和 A100 的带宽分别是多少"
        draft.paragraphs[at:] = [say(lang, " ", "").join(draft.paragraphs[at:])]
    if f.fields == ["price"] and len(pair) == 2:  # "贵多少": the gap first, when asked
        lead_buy_gap(draft, by_id[pair[0]], by_id[pair[1]], at)
    if sources:  # where the prices were read, after the figures
        draft.add(PRICE_SOURCES(sources="; ".join(dict.fromkeys(sources))).render(lang))
    _features_after(draft, rows, f, differed=len(pair) == 2 and len(by_id) == 2)
    draft.assume(*out.assumptions)


def compose_catalog(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """Write the answer to a catalog question from one ``query_catalog`` call."""
    lang = draft.lang
    listed = next((c for c in calls if c.tool == "list_models"), None)
    if listed is not None:  # "what glm models do you know": the model catalog's rows
        compose_model_list(draft, listed)
        return
    call = next((c for c in calls if c.tool == "query_catalog"), None)
    out = call.typed(CatalogResult) if call is not None else None
    if call is None or out is None:
        reason = error_of(call, lang) if call else say(lang, "no filter", "缺少筛选条件")
        could_not(draft, ("I could not search the catalog", "无法查询目录"), reason)
        return
    f = CatalogQuery.model_validate(call.input)
    rows = out.rows
    if f.gpu_ids and rows and not f.fields and (f.features or f.excluded_features):
        # "which of the A4000/A4500/A5000 have NVLink": each card named, those with it first
        for row in sorted(rows, key=lambda r: not _has_all(draft, r, f.features)):
            lead_feature(draft, row, f)
        draft.assume(*out.assumptions)
        return
    if f.gpu_ids and rows:
        _compose_named(draft, out, f)
        return
    if f.china_sale and rows:
        lead_china(draft, out, f, _criteria(f, out.currency, lang)[1])
        draft.add(_table(draft, rows, out.currency, TABLE_ROWS))
        draft.assume(*out.assumptions)
        return
    if not rows:
        clause, segment = _criteria(f, out.currency, lang)
        draft.add(
            say(
                lang,
                f"**None:** no {segment} GPU in the catalog {clause}.".replace("  ", " "),
                f"**没有：** 目录中没有{segment} GPU {clause}。",
            )
        )
        return
    if f.objective:
        draft.add(_lead_single(draft, rows[0], out, f))
        runners = say(lang, "Next in that order:", "按同样顺序的其他选择：")
        draft.add(runners + "\n\n" + _table(draft, rows[1:], out.currency, RUNNER_UP_ROWS))
        shown = RUNNER_UP_ROWS + 1
    else:
        draft.add(_lead_list(draft, out, f))
        draft.add(_table(draft, rows, out.currency, TABLE_ROWS))
        shown = TABLE_ROWS
    if len(rows) > shown:
        draft.add(
            say(
                lang,
                f"The table shows the first {shown}; `gpu-advisor gpus` lists them all.",
                f"表中只列出前 {shown} 款；`gpu-advisor gpus` 可列出全部。",
            )
        )
    draft.assume(*out.assumptions)


__all__ = ["compose_catalog"]
