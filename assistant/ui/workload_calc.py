"""Calculator for image, video, vision and speech workloads: form -> memory, speed, chart."""

from __future__ import annotations

from typing import Any, get_args

import streamlit as st

from assistant.calc.media import (
    MediaJob,
    MediaMemoryEstimate,
    MediaPrecision,
    estimate_media_memory,
)
from assistant.calc.media_speed import estimate_media_speed
from assistant.errors import AssistantError
from assistant.messages import render_all
from assistant.ui.present import md_escape
from assistant.ui.state import resources
from assistant.ui.tables import show_table

from .i18n import UiLang

LABELS: dict[str, tuple[str, str]] = {
    "mode": ("What to size", "估算对象"),
    "mode_llm": ("Language model", "语言模型"),
    "mode_media": ("Image, video, vision or speech model", "图像、视频、视觉或语音模型"),
    "workload": ("Model", "模型"),
    "gpu": ("GPU", "显卡"),
    "method": ("Method", "方式"),
    "precision": ("Weights", "权重精度"),
    "default": ("native", "原生精度"),
    "resolution": ("Resolution (px, 0 = default)", "分辨率（像素，0 = 默认）"),
    "batch": ("Batch", "batch"),
    "te_offload": ("Text encoders off the GPU", "文本编码器移出显存"),
    "vae_tiling": ("VAE tiling", "VAE 分块解码"),
    "fits": ("Fits", "装得下"),
    "no_fit": ("Does not fit", "装不下"),
    "peak": ("Peak", "峰值"),
    "usable": ("Usable", "可用显存"),
    "speed": ("Speed", "速度"),
    "assumptions": ("Assumptions", "假设"),
    "warnings": ("Watch for", "注意"),
    "alternatives": ("What would fit", "怎样能装下"),
    "chart": ("Memory by part against the card", "各部分显存与显卡容量"),
    "per_image": (
        "{value:.2f} s per image ({per_minute:.1f} per minute)",
        "每张图 {value:.2f} 秒（每分钟 {per_minute:.1f} 张）",
    ),
    "per_video": ("{value:,.0f} s per video", "每段视频 {value:,.0f} 秒"),
    "train_it": ("training {value:.2f} it/s", "训练 {value:.2f} it/s"),
    "train_img": ("training {value:,.0f} images/s", "训练每秒 {value:,.0f} 张"),
    "latency": ("{value:.2f} ms per image", "每张图延迟 {value:.2f} 毫秒"),
    "rtf": ("real-time factor {value:.4f}", "实时率 {value:.4f}"),
    "term": ("Part", "组成部分"),
    "gb": ("GB", "显存 (GB)"),
}
TERMS: dict[str, tuple[str, str]] = {
    "weights": ("weights", "权重"),
    "trainable_state": ("gradients and optimizer", "梯度与优化器"),
    "activations": ("activations", "激活"),
    "decode": ("VAE decode / buffers", "VAE 解码 / 缓冲"),
    "overhead": ("CUDA context and framework", "CUDA 上下文与框架"),
}
METHODS = {
    "image": ("inference", "lora", "dreambooth", "full"),
    "video": ("inference",),
    "vision": ("inference", "full"),
    "speech": ("inference",),
}
METHOD_LABELS = {
    "inference": ("inference", "推理"),
    "lora": ("LoRA", "LoRA"),
    "dreambooth": ("DreamBooth", "DreamBooth"),
    "full": ("full training", "全量训练"),
}


def L(key: str, lang: UiLang) -> str:
    """The label ``key`` in ``lang``."""
    return LABELS[key][1 if lang == "zh" else 0]


def chart_spec(est: MediaMemoryEstimate, lang: UiLang) -> dict[str, Any]:
    """A stacked bar of the peak by part, with a rule at the card's usable memory.

    Denoising activations and the VAE decode peak at different moments; the bar shows the larger.
    """
    i = 1 if lang == "zh" else 0
    parts = est.breakdown.model_dump()
    smaller = "decode" if parts["activations"] >= parts["decode"] else "activations"
    parts.pop(smaller)  # the peak holds one of the two: they are not alive at once
    rows = [{"term": TERMS[k][i], "gb": v} for k, v in parts.items() if v]
    return {
        "title": L("chart", lang),
        "layer": [
            {
                "data": {"values": rows},
                "mark": "bar",
                "encoding": {
                    "x": {"field": "gb", "type": "quantitative", "aggregate": "sum", "title": "GB"},
                    "color": {"field": "term", "type": "nominal", "title": None},
                },
            },
            {
                "data": {"values": [{"usable": est.usable_gb}]},
                "mark": {"type": "rule", "color": "red"},
                "encoding": {"x": {"field": "usable", "type": "quantitative"}},
            },
        ],
    }


def _speed_line(spec_id: str, gpu: Any, job: MediaJob, lang: UiLang) -> str | None:
    catalog = resources().catalog()
    spec = catalog.workloads[spec_id]
    base = catalog.workloads.get(spec.speed_from) if spec.speed_from else None
    try:
        s = estimate_media_speed(spec, gpu, job, base=base)
    except AssistantError:
        return None
    for key, value in (
        ("per_image", s.seconds_per_image),
        ("per_video", s.seconds_per_video),
        ("train_it", s.train_it_per_s),
        ("train_img", s.train_images_per_s),
        ("latency", s.latency_ms),
        ("rtf", s.real_time_factor),
    ):
        if value is not None:
            return L(key, lang).format(value=value, per_minute=s.images_per_minute or 0)
    return None


def workload_calculator(lang: UiLang) -> None:
    """Form -> workload memory estimate, speed, chart, breakdown and assumptions."""
    catalog = resources().catalog()
    ids = sorted(catalog.workloads, key=lambda w: (catalog.workloads[w].family, w))
    gpus = sorted(catalog.gpus, key=lambda g: catalog.gpus[g].name)
    c1, c2 = st.columns(2)
    wid = c1.selectbox(
        L("workload", lang),
        ids,
        index=ids.index("sdxl-base"),
        format_func=lambda w: catalog.workloads[w].name,
        key="wcalc_workload",
    )
    gpu_id = c2.selectbox(
        L("gpu", lang),
        gpus,
        index=gpus.index("rtx-4060-ti-16gb"),
        format_func=lambda g: catalog.gpus[g].name,
        key="wcalc_gpu",
    )
    spec = catalog.workloads[wid]
    c3, c4, c5, c6 = st.columns(4)
    methods = METHODS[spec.family]
    method = c3.selectbox(
        L("method", lang),
        methods,
        key=f"wcalc_method_{spec.family}",
        format_func=lambda m: METHOD_LABELS[m][1 if lang == "zh" else 0],
    )
    precision = c4.selectbox(
        L("precision", lang),
        (None, *get_args(MediaPrecision)),
        format_func=lambda p: p or L("default", lang),
        key="wcalc_precision",
    )
    resolution = c5.number_input(
        L("resolution", lang), value=0, min_value=0, step=64, key="wcalc_resolution"
    )
    batch = c6.number_input(L("batch", lang), value=1, min_value=1, step=1, key="wcalc_batch")
    c7, c8 = st.columns(2)
    offload = c7.checkbox(L("te_offload", lang), key="wcalc_offload")
    tiling = c8.checkbox(L("vae_tiling", lang), key="wcalc_tiling")
    try:
        job = MediaJob(
            method=method,
            precision=precision,
            resolution=int(resolution) or None,
            batch=int(batch),
            text_encoder_offload=offload,
            vae_tiling=tiling,
        )
        gpu = catalog.gpus[gpu_id]
        est = estimate_media_memory(spec, gpu, job)
    except (AssistantError, ValueError) as exc:
        said = exc.message.render(lang) if isinstance(exc, AssistantError) else str(exc)
        st.warning(md_escape(said))
        return
    st.badge(L("fits" if est.fits else "no_fit", lang), color="green" if est.fits else "red")
    m1, m2, m3 = st.columns(3)
    m1.metric(L("peak", lang), f"{est.peak_gb:.1f} GB")
    m2.metric(L("usable", lang), f"{est.usable_gb:.1f} GB")
    m3.metric(L("speed", lang), _speed_line(wid, gpu, job, lang) or "—")
    st.vega_lite_chart(chart_spec(est, lang), width="stretch")
    i = 1 if lang == "zh" else 0
    show_table(
        [{"term": TERMS[k][i], "gb": v} for k, v in est.breakdown.model_dump().items()],
        lang,
        titles={"term": L("term", lang), "gb": L("gb", lang)},
        key="wcalc_table",
    )
    for key, lines in (("warnings", est.warnings), ("alternatives", est.alternatives)):
        if lines:
            st.markdown(f"**{L(key, lang)}**")
            st.markdown("\n".join(f"- {md_escape(x)}" for x in render_all(lines, lang)))
    with st.expander(L("assumptions", lang)):
        st.markdown("\n".join(f"- {md_escape(x)}" for x in render_all(est.assumptions, lang)))


__all__ = ["L", "chart_spec", "workload_calculator"]
