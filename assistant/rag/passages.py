"""Passages: the indexable unit, and the spec-row passages (GPUs, cloud offers) in en and zh.

Serving cites spec and price rows with the same text ingest indexes, so both import this module.
"""

from __future__ import annotations

import hashlib
import re
import unicodedata
from collections.abc import Iterable
from typing import Any

from pydantic import BaseModel

from assistant.models import GPU


class Chunk(BaseModel):
    """One indexable passage with its scalar metadata."""

    chunk_id: str
    doc_id: str
    lang: str
    title: str
    section: str
    """Header path below the title, e.g. ``Hardware > Power supply``; empty for the intro."""
    doc_type: str
    """``guide`` or ``spec``."""
    topics: str
    """Comma-separated topics (Chroma metadata must be scalar)."""
    source: str
    """Origin, e.g. ``guides/en/memory-math.md#lora`` or ``specs/gpus.yaml#h100-sxm``."""
    updated: str
    text: str
    """What is shown and cited (for a key: the key's own text, never shown)."""
    kind: str = "section"
    """``section`` (a whole section or spec row, what retrieval returns), or a retrieval key
    pointing at one: ``question`` (a curated question it answers) or ``piece`` (part of a long
    section)."""
    parent: str = ""
    """For a key: the chunk id of the section it returns; empty for a section."""

    @property
    def embed_text(self) -> str:
        """What the embedder sees: a question key alone; else breadcrumbs, then the text."""
        if self.kind == "question":
            return self.text
        crumbs = " > ".join(p for p in (self.title, self.section) if p)
        return f"{crumbs}\n\n{self.text}"

    def metadata(self) -> dict[str, str]:
        """Scalar metadata stored beside the vector."""
        return self.model_dump(exclude={"text"})


def content_id(doc_id: str, lang: str, section: str, embed_text: str) -> str:
    """Content-hash chunk id: sha1 of document, language, section and the embedded text."""
    raw = "\x1f".join((doc_id, lang, section, embed_text)).encode("utf-8")
    return hashlib.sha1(raw).hexdigest()[:20]


def anchor(heading: str) -> str:
    """GitHub-style anchor of a heading: lower case, punctuation dropped, spaces to dashes."""
    text = unicodedata.normalize("NFKC", heading).strip().lower()
    text = re.sub(r"[^\w\- ]", "", text)
    return re.sub(r"\s", "-", text)


def _num(x: float) -> str:
    return f"{x:,.2f}".rstrip("0").rstrip(".") if x % 1 else f"{x:,.0f}"


def _bandwidth(gb_s: float) -> str:
    return f"{_num(gb_s / 1000)} TB/s" if gb_s >= 1000 else f"{_num(gb_s)} GB/s"


def _gpu_text_en(g: GPU) -> str:
    bandwidth = _bandwidth(g.memory_bandwidth_gb_s)
    parts = [f"{g.name}: {_num(g.memory_gb)} GB {g.memory_type}, {bandwidth} memory bandwidth"]
    if g.bf16_tflops is not None:
        parts.append(f"{_num(g.bf16_tflops)} dense BF16 TFLOPS")
    if g.fp8_tflops is not None:
        parts.append(f"{_num(g.fp8_tflops)} dense FP8 TFLOPS")
    if g.int8_tops is not None:
        parts.append(f"{_num(g.int8_tops)} INT8 TOPS")
    if g.nvlink:
        parts.append(f"{g.interconnect} {_num(g.interconnect_gb_s)} GB/s")
    else:
        parts.append("no NVLink (PCIe only)")
    if g.tdp_w is not None:
        parts.append(f"{_num(g.tdp_w)} W")
    head = ", ".join(parts) + "."
    lines = [
        head,
        f"{g.vendor} {g.architecture}, {g.form_factor}, {g.segment} segment, launched"
        f" {g.launch_year}; BF16 {'yes' if g.supports_bf16 else 'no'},"
        f" FP8 {'yes' if g.supports_fp8 else 'no'}"
        + (f", PCIe {g.pcie_gen}" if g.pcie_gen else "")
        + ".",
    ]
    if g.launch_price_usd is not None:
        lines.append(f"Price: about ${g.launch_price_usd} ({g.price_basis or 'basis not stated'}).")
    if g.market_note:
        lines.append(f"China market: {g.market_note}.")
    if g.aliases:
        lines.append(f"Also called: {', '.join(g.aliases)}.")
    lines.append(f"Source: {g.source}{'' if g.verified else ' (not every figure verified)'}.")
    return "\n".join(lines)


def _gpu_text_zh(g: GPU) -> str:
    parts = [
        f"{g.name}：{_num(g.memory_gb)} GB {g.memory_type} 显存，显存带宽"
        f" {_bandwidth(g.memory_bandwidth_gb_s)}"
    ]
    if g.bf16_tflops is not None:
        parts.append(f"稠密 BF16 算力 {_num(g.bf16_tflops)} TFLOPS")
    if g.fp8_tflops is not None:
        parts.append(f"稠密 FP8 算力 {_num(g.fp8_tflops)} TFLOPS")
    if g.int8_tops is not None:
        parts.append(f"INT8 {_num(g.int8_tops)} TOPS")
    if g.nvlink:
        parts.append(f"卡间互联 {g.interconnect} {_num(g.interconnect_gb_s)} GB/s")
    else:
        parts.append("无 NVLink（仅 PCIe 互联）")
    if g.tdp_w is not None:
        parts.append(f"功耗 {_num(g.tdp_w)} W")
    segment = {"consumer": "消费级", "workstation": "工作站级", "datacenter": "数据中心级"}
    lines = [
        "，".join(parts) + "。",
        f"{g.vendor} {g.architecture} 架构，{segment[g.segment]}，{g.launch_year} 年发布；"
        f"支持 BF16：{'是' if g.supports_bf16 else '否'}，"
        f"支持 FP8：{'是' if g.supports_fp8 else '否'}"
        + (f"，PCIe {g.pcie_gen}" if g.pcie_gen else "")
        + "。",
    ]
    if g.launch_price_usd is not None:
        lines.append(f"价格：约 {g.launch_price_usd} 美元（{g.price_basis or '未注明口径'}）。")
    if g.market_note:
        lines.append(f"中国市场：{g.market_note}。")
    if g.aliases:
        lines.append(f"别名：{'、'.join(g.aliases)}。")
    lines.append(f"来源：{g.source}{'' if g.verified else '（部分数字未核实）'}。")
    return "\n".join(lines)


def gpu_passages(gpus: Iterable[GPU]) -> list[Chunk]:
    """Turn GPU rows into one short English and one Chinese spec passage each."""
    out: list[Chunk] = []
    for g in gpus:
        for lang, title, section, text in (
            ("en", f"{g.name} specifications", "Key numbers", _gpu_text_en(g)),
            ("zh", f"{g.name} 规格参数", "关键参数", _gpu_text_zh(g)),
        ):
            chunk = Chunk(
                chunk_id="",
                doc_id=f"gpu-{g.id}",
                lang=lang,
                title=title,
                section=section,
                doc_type="spec",
                topics=",".join(["gpu", "specs", g.segment, g.vendor.lower()]),
                source=f"specs/gpus.yaml#{g.id}",
                updated="",
                text=text,
            )
            cid = content_id(chunk.doc_id, lang, section, chunk.embed_text)
            out.append(chunk.model_copy(update={"chunk_id": cid}))
    return out


def _price(value: Any, currency: str, unit: str) -> str:
    return f"{value} {currency}/{unit}"


def _offer_prices(o: Any, zh: bool) -> list[str]:
    labels = (
        ("on_demand_per_hour", "按量", "on-demand", "小时", "hour"),
        ("spot_per_hour", "抢占式", "spot", "小时", "hour"),
        ("reserved_1y_per_hour", "预留 1 年", "reserved 1 year", "小时", "hour"),
        ("reserved_3y_per_hour", "预留 3 年", "reserved 3 years", "小时", "hour"),
        ("monthly_price", "包月", "monthly", "月", "month"),
        ("yearly_price", "包年", "yearly", "年", "year"),
    )
    out = []
    for attr, zh_label, en_label, zh_unit, en_unit in labels:
        value = getattr(o, attr, None)
        if value is not None:
            label, unit = (zh_label, zh_unit) if zh else (en_label, en_unit)
            out.append(f"{label} {_price(value, o.currency, unit)}")
    return out


def offer_passages(offers: Iterable[Any]) -> list[Chunk]:
    """Turn cloud offerings (``assistant.offers.CloudOffer``) into en and zh price passages."""
    out: list[Chunk] = []
    for o in offers:
        basis_en = {
            "instance": "per instance",
            "per_gpu": "per GPU",
            "gpu_addon": "GPUs only, host billed on top",
        }[o.price_basis]
        basis_zh = {"instance": "整机价格", "per_gpu": "单卡价格", "gpu_addon": "仅 GPU，主机另计"}[
            o.price_basis
        ]
        excluded_en = f" Not ranked: {o.exclude_reason}." if o.exclude_from_ranking else ""
        excluded_zh = f" 不参与排名：{o.exclude_reason}。" if o.exclude_from_ranking else ""
        en = (
            f"{o.provider} {o.offering} {o.instance_type} ({o.region}): {o.gpu_count}x"
            f" {o.gpu_name} ({_num(o.gpu_memory_gb)} GB each); "
            + "; ".join(_offer_prices(o, zh=False))
            + f" ({basis_en}). Prices as of {o.as_of}; they change often."
            + f" Source: {o.source} (confidence {o.confidence}).{excluded_en}"
        )
        zh = (
            f"{o.provider} {o.offering} {o.instance_type}（{o.region}）：{o.gpu_count} 张"
            f" {o.gpu_name}（每张 {_num(o.gpu_memory_gb)} GB 显存）；"
            + "；".join(_offer_prices(o, zh=True))
            + f"（{basis_zh}）。价格日期 {o.as_of}，云价格变化快。"
            + f"来源：{o.source}（可信度 {o.confidence}）。{excluded_zh}"
        )
        for lang, title, section, text in (
            ("en", f"{o.provider} {o.instance_type} price", "Cloud offering", en),
            ("zh", f"{o.provider} {o.instance_type} 价格", "云实例报价", zh),
        ):
            chunk = Chunk(
                chunk_id="",
                doc_id=f"offer-{o.id}",
                lang=lang,
                title=title,
                section=section,
                doc_type="spec",
                topics=",".join(["cloud", "pricing", anchor(o.provider)]),
                source=f"specs/offerings.yaml#{o.id}",
                updated=o.as_of.isoformat(),
                text=text,
            )
            cid = content_id(chunk.doc_id, lang, section, chunk.embed_text)
            out.append(chunk.model_copy(update={"chunk_id": cid}))
    return out
