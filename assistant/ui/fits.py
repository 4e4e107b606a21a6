"""The "What fits my GPU" page: pick GPUs, a method and a context; see models with badges.

The page renders ``calc.fits.fits_hardware``; it computes nothing itself. Its labels live here
(English and Chinese) so the page is one module; the pure helpers are tested without Streamlit.
"""

from __future__ import annotations

from typing import Any

import streamlit as st

from assistant.calc.fits import FitRow, HardwareFits, fits_hardware
from assistant.errors import AssistantError
from assistant.messages import render_all
from assistant.ui.state import resources, ui_lang

from .i18n import UiLang, pick

FITS_LABELS: dict[str, tuple[str, str]] = {
    "title": ("What fits my GPU", "我的显卡能跑什么"),
    "gpu": ("GPU or Mac", "显卡或 Mac"),
    "count": ("How many", "数量"),
    "method": ("What for", "用途"),
    "context": ("Context (tokens)", "上下文长度（token）"),
    "lead": (
        "Biggest that fits comfortably: **{model}** at {precision}, {gb} GB per GPU{speed}.",
        "能宽裕放下的最大模型：**{model}**（{precision}），每卡 {gb} GB{speed}。",
    ),
    "lead_speed": (", about {tps} tokens/s", "，约 {tps} tokens/s"),
    "none": ("Nothing in the catalog fits with room to spare.", "目录里没有能宽裕放下的模型。"),
    "fits": ("fits", "能放下"),
    "tight": ("tight", "很紧"),
    "does_not_fit": ("does not fit", "放不下"),
    "model": ("Model", "模型"),
    "size": ("Size", "参数量"),
    "memory": ("Per GPU", "单卡显存"),
    "speed": ("Speed", "速度"),
    "verdict": ("Verdict", "结论"),
    "inference": ("Chat / inference", "推理对话"),
    "lora": ("LoRA fine-tuning", "LoRA 微调"),
    "qlora": ("QLoRA fine-tuning", "QLoRA 微调"),
    "full": ("Full fine-tuning", "全量微调"),
    "bf16": ("16-bit (bf16)", "16 位（bf16）"),
    "q8_0": ("8-bit (GGUF Q8_0)", "8 位（GGUF Q8_0）"),
    "q4_k_m": ("4-bit (GGUF Q4_K_M)", "4 位（GGUF Q4_K_M）"),
    "int8": ("8-bit base", "8 位基座"),
    "int4": ("4-bit NF4 base", "4 位 NF4 基座"),
    "release": ("As released (MXFP4, FP8)", "官方发布格式（MXFP4、FP8）"),
    "mxfp4": ("MXFP4, as released", "MXFP4（官方发布格式）"),
    "fp8": ("FP8, as released", "FP8（官方发布格式）"),
    "tok_s": ("{tps} tok/s", "{tps} tok/s"),
    "offload": ("With MoE experts in system RAM (4-bit)", "把 MoE 专家放到系统内存（4 位）"),
    "offload_line": (
        ":blue-badge[RAM offload] **{model}** · --n-cpu-moe {layers} · {ram} GB RAM · {tps} tok/s",
        ":blue-badge[内存卸载] **{model}** · --n-cpu-moe {layers} · 内存 {ram} GB · {tps} tok/s",
    ),
}
BADGE_COLOR = {"fits": "green", "tight": "orange", "does_not_fit": "red"}
METHODS = ("inference", "qlora", "lora", "full")


def fl(key: str, lang: UiLang, **fields: object) -> str:
    """The page label ``key`` in ``lang`` (unknown keys echo back)."""
    pair = FITS_LABELS.get(key)
    if pair is None:
        return key
    text = pick(pair, lang)
    return text.format(**fields) if fields else text


def badge(verdict: str, lang: UiLang) -> str:
    """A coloured Streamlit markdown badge for a verdict."""
    return f":{BADGE_COLOR[verdict]}-badge[{fl(verdict, lang)}]"


def lead_line(result: HardwareFits, lang: UiLang) -> str:
    """The first line: the biggest model that fits comfortably, or that nothing does."""
    r = result.lead
    if r is None:
        return fl("none", lang)
    speed = fl("lead_speed", lang, tps=f"{r.tokens_per_s:,.0f}") if r.tokens_per_s else ""
    return fl(
        "lead",
        lang,
        model=r.model_name,
        precision=fl(r.precision, lang),
        gb=f"{r.per_gpu_gb:.1f}",
        speed=speed,
    )


def row_line(r: FitRow, lang: UiLang) -> str:
    """One model as a markdown line with its badge."""
    speed = fl("tok_s", lang, tps=f"{r.tokens_per_s:,.1f}") if r.tokens_per_s else ""
    released = f"{fl(r.precision, lang)} · " if r.release_format else ""
    return (
        f"{badge(r.verdict, lang)} **{r.model_name}** · {released}{r.params_b:g}B · "
        f"{r.per_gpu_gb:.1f} / {r.usable_gb:.1f} GB · {speed}"
    )


def fits_page() -> None:
    """Render the page."""
    lang = ui_lang()
    st.title(fl("title", lang))
    catalog = resources().catalog()
    gpus = sorted(catalog.gpus, key=lambda g: catalog.gpus[g].name)
    c1, c2, c3, c4 = st.columns([3, 1, 2, 2])
    gpu = c1.selectbox(
        fl("gpu", lang),
        gpus,
        index=gpus.index("rtx-3090") if "rtx-3090" in gpus else 0,
        format_func=lambda g: catalog.gpus[g].name,
        key="fits_gpu",
    )
    count = int(c2.number_input(fl("count", lang), 1, 64, 1, key="fits_count"))
    method: Any = c3.selectbox(
        fl("method", lang), METHODS, format_func=lambda m: fl(m, lang), key="fits_method"
    )
    context = int(c4.number_input(fl("context", lang), 256, 1_048_576, 4096, 1024, key="fits_ctx"))
    try:
        result = fits_hardware(
            catalog.models.values(),
            catalog.gpus[gpu],
            count,
            method=method,
            context_tokens=context,
        )
    except AssistantError as exc:
        st.error(exc.message.render(lang))
        return
    st.markdown(lead_line(result, lang))
    for group in result.by_precision:
        st.subheader(fl(group.precision, lang))
        for row in group.rows:
            st.markdown(row_line(row, lang))
    if result.with_offload:
        st.subheader(fl("offload", lang))
        for plan in result.with_offload:
            name = catalog.models[plan.model_id].name
            st.markdown(
                fl(
                    "offload_line",
                    lang,
                    model=name,
                    layers=plan.cpu_layers,
                    ram=f"{plan.ram_weights_gb:.0f}",
                    tps=f"{plan.decode_tokens_per_s or 0:,.1f}",
                )
            )
    for note in render_all([*result.warnings, *result.assumptions], lang):
        st.caption(note)
