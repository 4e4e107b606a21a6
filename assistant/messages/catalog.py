"""What catalog answers state beyond single-card specs, en + zh.

Filter clauses, a named card checked against a list, a card's feature asked yes or no.

Clauses are fragments that follow "N GPUs in the catalog …" (en) or "目录中共有 N 款 GPU …"
(zh); leads are whole first lines (bold where the answer is).
"""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

# --------------------------------------------------------------------------- filter clauses

ARCH_CLAUSE = T("catalog.arch", "are {arch}-architecture cards", "属于 {arch} 架构")
ARCH_SINGLE = T("catalog.arch_single", "of the {arch} architecture", "{arch} 架构")
BANDWIDTH_CLAUSE = T(
    "catalog.bandwidth",
    "have at least {gbs:,.0f} GB/s of memory bandwidth",
    "显存带宽不低于 {gbs:,.0f} GB/s",
)
BANDWIDTH_SINGLE = T(
    "catalog.bandwidth_single",
    "with at least {gbs:,.0f} GB/s of memory bandwidth",
    "显存带宽不低于 {gbs:,.0f} GB/s",
)
TFLOPS_CLAUSE = T(
    "catalog.tflops",
    "have at least {tflops:,.0f} dense BF16 TFLOPS",
    "BF16 稠密算力不低于 {tflops:,.0f} TFLOPS",
)
TFLOPS_SINGLE = T(
    "catalog.tflops_single",
    "with at least {tflops:,.0f} dense BF16 TFLOPS",
    "BF16 稠密算力不低于 {tflops:,.0f} TFLOPS",
)
BANDWIDTH_COLUMN = T("catalog.bandwidth_column", "Bandwidth", "带宽")

# --------------------------------------------------------------------------- named cards

NAMED_IN = T("catalog.named_in", "the {gpu} is one of them {marker}", "{gpu} 在其中 {marker}")
NAMED_OUT = T(
    "catalog.named_out", "the {gpu} is not among them {marker}", "{gpu} 不在其中 {marker}"
)
NAMED_OUT_LACKS = T(
    "catalog.named_out_lacks",
    "the {gpu} is not among them: it has no {missing} {marker}",
    "{gpu} 不在其中：它没有 {missing} {marker}",
)
HAS_YES = T(
    "catalog.has_yes",
    "**Yes: the {gpu} has {present}**{memory} {marker}.",
    "**是：{gpu} 支持 {present}**{memory} {marker}。",
)
HAS_NO = T(
    "catalog.has_no",
    "**No: the {gpu} has no {missing}**{memory} {marker}; {consequence}.",
    "**否：{gpu} 没有 {missing}**{memory} {marker}；{consequence}。",
)
NO_NVLINK_MEMORY = T(
    "catalog.no_nvlink_memory",
    "the cards talk over PCIe only and do not pool their memory: each keeps its own {gb:g} GB,"
    " and a model split across them pays for the slower link",
    "多卡之间只能走 PCIe，显存不会合并：每张卡各用自己的 {gb:g} GB，"
    "切分到多卡的模型要承受更慢的互联",
)
NO_NVLINK_MEMORY_COUNT = T(
    "catalog.no_nvlink_memory_count",
    "the cards talk over PCIe only: {count} cards are {count} separate {gb:g} GB memories, not"
    " one {total:g} GB pool, and a model split across them pays for the slower link",
    "多卡之间只能走 PCIe：{count} 张卡是 {count} 块各自独立的 {gb:g} GB 显存，不会合并成一块"
    " {total:g} GB，切分到多卡的模型要承受更慢的互联",
)
HAS_SOME = T(
    "catalog.has_some",
    "**No: the {gpu} has {present} but no {missing}**{memory} {marker}; {consequence}.",
    "**否：{gpu} 支持 {present}，但没有 {missing}**{memory} {marker}；{consequence}。",
)
AND_WORD = T("catalog.and", " and ", "和")

# --------------------------------------------------------------------------- not covered

NO_MODEL_FIGURES = T(
    "catalog.no_model_figures",
    "I have no figures for that model (parameters, layers, attention), so I won't size it or"
    " answer for another one. Tell me its size in billions of parameters (for example *104B*)"
    " and I'll size a generic model of that size on the cards you name.",
    "我没有这个模型的参数（参数量、层数、注意力结构），所以不估算，也不拿别的模型代替。"
    "告诉我它的参数量（比如 *104B*），我会按同等大小的通用模型在你说的卡上估算。",
)
NO_CARD_SPECS = T(
    "catalog.no_card_specs",
    "I have no specifications for that card, so I won't guess its figures; ask me about one of"
    " the cards above and I'll give its memory, bandwidth, TFLOPS and power.",
    "我没有这张卡的规格数据，所以不猜它的参数；可以问我上面列出的卡，我会给出显存、带宽、算力和功耗。",
)

SPEC_TFLOPS_FP16 = T(
    "catalog.spec_tflops_fp16",
    "{tflops:,g} dense FP16 TFLOPS (no BF16)",
    "FP16 稠密算力 {tflops:,g} TFLOPS（无 BF16）",
)
SPEC_MEMORY_TOTAL = T(
    "catalog.spec_memory_total",
    " each, {total:,.0f} GB across the {count} cards",
    "（每张），{count} 张合计 {total:,.0f} GB",
)
"""The memory of several of one card summed ("72 × 186 GB"): what they hold together."""


__all__ = [
    "SPEC_TFLOPS_FP16",
    "AND_WORD",
    "ARCH_CLAUSE",
    "ARCH_SINGLE",
    "BANDWIDTH_CLAUSE",
    "BANDWIDTH_COLUMN",
    "BANDWIDTH_SINGLE",
    "HAS_NO",
    "HAS_SOME",
    "HAS_YES",
    "NAMED_IN",
    "NAMED_OUT",
    "NAMED_OUT_LACKS",
    "NO_CARD_SPECS",
    "NO_MODEL_FIGURES",
    "SPEC_MEMORY_TOTAL",
    "TFLOPS_CLAUSE",
    "TFLOPS_SINGLE",
]


# --------------------------------------------------------------------------- figures' sources

FIGURES_UNVERIFIED = T(
    "catalog.figures_unverified",
    "**Official figures:** not found for the {gpu}; these come from third-party sources and are"
    " unverified, so measure on your own model before planning capacity on them.",
    "**官方数字：**没有找到 {gpu} 的官方数据，以上数字来自第三方来源、未经核实，做容量规划前先用"
    "自己的模型实测。",
)
FIGURES_CHECKED = T(
    "catalog.figures_checked",
    "**Sources:** the {gpu}'s figures above were checked against published sources.",
    "**来源：**以上 {gpu} 的数字已对照公开来源核对过。",
)


# --------------------------------------------------------------------------- a figure quoted

QUOTED_HOLDS = T("catalog.quoted_holds", "**Yes.** ", "**是的。** ")
QUOTED_FAILS = T("catalog.quoted_fails", "**No.** ", "**不是。** ")
"""Before a card's figures when the user quoted one to confirm: whether the row bears it out."""
