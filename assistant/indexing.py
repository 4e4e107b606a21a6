"""Build the retrieval index from ``knowledge/``: validate, chunk, embed, publish atomically.

Steps: (1) validate every guide and spec table (any error: file and line, nothing written);
(2) chunk guides by markdown headers, turn spec rows into short passages; (3) reuse the stored
vector of every chunk whose content hash is unchanged and embed only the rest; (4) write a new
collection version and switch the serving pointer to it in one write; (5) drop old versions.
A crash before (4) leaves the previous version serving; its leftovers are dropped next time.
"""

from __future__ import annotations

import contextlib
import fcntl
import hashlib
import json
import re
import sys
import time
import unicodedata
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from .catalog import load_table, read_yaml
from .config import Settings, cache_dir, get_settings, lock_dir
from .embedding import (
    QUERY_ENCODER_FILE,
    Embedder,
    MiniLMEmbedder,
    export_query_encoder,
    get_embedder,
)
from .errors import CatalogError, IndexUnavailable
from .guides import Guide, load_guides
from .models import GPU, ModelSpec
from .retrieval import ChromaStore, Pointer, open_store

# Section sizes in the guides are 80-250 words or 150-450 Chinese characters (GUIDES.md);
# all-MiniLM-L6-v2 reads at most 256 word pieces, so longer sections are split near that.
CHUNK_CHARS = {"en": 1400, "zh": 520}
CHUNK_OVERLAP = {"en": 120, "zh": 50}
EMBED_BATCH = 32


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
    """What is shown and cited."""

    @property
    def embed_text(self) -> str:
        """What the embedder sees: title and section path prepended to the text (breadcrumbs)."""
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


# --------------------------------------------------------------------------- guides


def chunk_guide(guide: Guide) -> list[Chunk]:
    """Split a guide by ``#``/``##``/``###`` headers, then long sections by characters."""
    from langchain_text_splitters import MarkdownHeaderTextSplitter, RecursiveCharacterTextSplitter

    headers = MarkdownHeaderTextSplitter(
        headers_to_split_on=[("#", "h1"), ("##", "h2"), ("###", "h3")], strip_headers=False
    )
    splitter = RecursiveCharacterTextSplitter(
        chunk_size=CHUNK_CHARS[guide.lang],
        chunk_overlap=CHUNK_OVERLAP[guide.lang],
        separators=["\n\n", "\n", "。", ". ", "；", "; ", "，", ", ", " ", ""],
        keep_separator="end",
    )
    chunks: list[Chunk] = []
    seen: set[str] = set()
    for doc in headers.split_text(guide.body):
        # the header splitter joins lines with "  \n"; undo it so tables and lists stay intact
        text = doc.page_content.replace("  \n", "\n").strip()
        body = "\n".join(ln for ln in text.split("\n") if not re.match(r"^#{1,3} ", ln)).strip()
        if not body:
            continue
        path = [doc.metadata[h] for h in ("h2", "h3") if doc.metadata.get(h)]
        section = " > ".join(path)
        source = f"{guide.rel_path}#{anchor(path[-1])}" if path else guide.rel_path
        pieces = [text] if len(text) <= CHUNK_CHARS[guide.lang] else splitter.split_text(text)
        for piece in pieces:
            chunk = Chunk(
                chunk_id="",
                doc_id=guide.id,
                lang=guide.lang,
                title=guide.title,
                section=section,
                doc_type="guide",
                topics=",".join(guide.topics),
                source=source,
                updated=guide.updated.isoformat(),
                text=piece.strip(),
            )
            cid = content_id(guide.id, guide.lang, section, chunk.embed_text)
            while cid in seen:  # the same text twice in one section: keep both, ids distinct
                cid = content_id(cid, guide.lang, section, chunk.embed_text)
            seen.add(cid)
            chunks.append(chunk.model_copy(update={"chunk_id": cid}))
    return chunks


# --------------------------------------------------------------------------- spec passages


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


@dataclass(frozen=True)
class SpecSource:
    """A spec table that yields passages: how to load (validate) it and how to render it.

    Add a cloud-offering source by appending one of these to ``spec_sources``'s result:
    ``load`` reads and validates the table (raising ``CatalogError`` with file and line);
    ``build`` turns the validated rows into ``Chunk`` passages.
    """

    name: str
    load: Callable[[Path], Sequence[Any]]
    build: Callable[[Sequence[Any]], list[Chunk]]


def _load_gpus(specs_dir: Path) -> Sequence[GPU]:
    return load_table(specs_dir / "gpus.yaml", "gpus", GPU)


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


def _offer_source() -> SpecSource | None:
    """Cloud offerings from ``offerings.yaml`` (bundled rows only; user prices stay private).

    Returns None when ``assistant.offers`` (the offering model) is not installed.
    """
    try:
        from .offers import CloudOffer
    except ImportError:  # pragma: no cover - offers ships with the package
        return None

    def load(specs_dir: Path) -> Sequence[Any]:
        path = specs_dir / "offerings.yaml"
        return load_table(path, "offerings", CloudOffer) if path.exists() else []

    return SpecSource("offerings", load, offer_passages)


def spec_sources() -> list[SpecSource]:
    """Every spec table that becomes passages (GPUs always; offerings when available)."""
    sources = [SpecSource("gpus", _load_gpus, lambda rows: gpu_passages(rows))]
    offer = _offer_source()
    if offer is not None:
        sources.append(offer)
    return sources


# --------------------------------------------------------------------------- collect


def collect_chunks(knowledge_dir: Path) -> list[Chunk]:
    """Validate everything under ``knowledge_dir``, then return every chunk to index.

    Raises ``CatalogError`` listing every problem (``file:line: ...``) before chunking anything.
    """
    errors: list[str] = []
    guides: list[Guide] = []
    try:
        guides = load_guides(knowledge_dir / "guides")
    except CatalogError as exc:
        errors.append(str(exc))
    specs_dir = knowledge_dir / "specs"
    loaded: list[tuple[SpecSource, Sequence[Any]]] = []
    for source in spec_sources():
        try:
            loaded.append((source, source.load(specs_dir)))
        except CatalogError as exc:
            errors.append(str(exc))
    if (specs_dir / "models.yaml").exists():
        try:
            load_table(specs_dir / "models.yaml", "models", ModelSpec)
        except CatalogError as exc:
            errors.append(str(exc))
    covered = {"gpus.yaml", "models.yaml", "offerings.yaml"}
    for path in sorted(specs_dir.glob("*.yaml")) if specs_dir.is_dir() else []:
        if path.name not in covered:
            try:
                read_yaml(path)  # syntax at least; its own loader checks the fields
            except CatalogError as exc:
                errors.append(str(exc))
    if errors:
        raise CatalogError("\n".join(errors))
    chunks = [c for g in guides for c in chunk_guide(g)]
    for source, rows in loaded:
        chunks.extend(source.build(rows))
    return chunks


def digest(chunks: Sequence[Chunk]) -> str:
    """Hash of every chunk's id and metadata: equal digests mean an identical index."""
    h = hashlib.sha1()
    for c in sorted(chunks, key=lambda c: c.chunk_id):
        h.update(json.dumps(c.metadata(), sort_keys=True, ensure_ascii=False).encode("utf-8"))
    return h.hexdigest()


# --------------------------------------------------------------------------- ingest


class IngestReport(BaseModel):
    """What an ingest did."""

    collection: str
    chunks: int
    embedded: int
    """Chunks whose vectors were computed this time."""
    reused: int
    """Chunks whose vectors were copied from the previous version."""
    removed: int
    """Chunks of the previous version that are gone."""
    documents: int
    skipped: bool = False
    """True when nothing was written (index already current, or ``if_missing`` and present)."""
    reason: str = ""
    seconds: float = 0.0


@dataclass
class _Progress:
    enabled: bool
    total: int
    bar: Any = field(default=None)

    def __enter__(self) -> _Progress:
        if self.enabled and self.total:
            from tqdm import tqdm

            self.bar = tqdm(total=self.total, desc="embedding", unit="chunk", file=sys.stderr)
        return self

    def update(self, n: int) -> None:
        if self.bar is not None:
            self.bar.update(n)

    def __exit__(self, *exc: object) -> None:
        if self.bar is not None:
            self.bar.close()


def _embed_into(
    vectors: dict[str, list[float]], todo: Sequence[Chunk], embedder: Embedder, progress: bool
) -> None:
    """Embed ``todo`` in batches into ``vectors``, with a progress bar on stderr."""
    # similar lengths per batch waste less padding (the model pads to the batch's longest text)
    todo = sorted(todo, key=lambda c: len(c.embed_text))
    with _Progress(progress, len(todo)) as bar:
        for a in range(0, len(todo), EMBED_BATCH):
            batch = todo[a : a + EMBED_BATCH]
            embedded = embedder.embed_documents([c.embed_text for c in batch])
            for c, vec in zip(batch, embedded, strict=True):
                vectors[c.chunk_id] = vec
            bar.update(len(batch))


def _previous(
    store: ChromaStore, embedder_name: str
) -> tuple[Pointer | None, dict[str, list[float]]]:
    """Return the serving pointer (if sound) and its vectors when made by ``embedder_name``."""
    pointer, _ = store.status()
    if pointer is None or pointer.embedder != embedder_name:
        return pointer, {}
    return pointer, store.vectors(pointer.collection)


def ensure_query_encoder(folder: Path) -> None:
    """Export the fast ONNX query encoder into ``folder`` once; a failure only costs speed."""
    target = folder / QUERY_ENCODER_FILE
    if target.is_file():
        return
    try:
        export_query_encoder(target)
    except Exception as exc:  # noqa: BLE001 - questions then use sentence-transformers
        print(f"note: no fast query encoder ({type(exc).__name__}: {exc})", file=sys.stderr)


@contextlib.contextmanager
def ingest_lock(index_dir: Path) -> Iterator[None]:
    """Hold the index folder's ingest lock; a second ingest at the same time is refused.

    An OS file lock: it is released when the process ends, even by ``kill -9``, so a crashed
    ingest never leaves the index locked. (With ``CHROMA_URL`` it guards one host only.)
    """
    index_dir.mkdir(parents=True, exist_ok=True)
    with open(index_dir / ".ingest.lock", "w", encoding="utf-8") as handle:
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError as exc:
            raise IndexUnavailable(
                f"another ingest is running on {index_dir}; wait for it to finish"
            ) from exc
        yield


def ingest(
    knowledge_dir: Path | None = None,
    *,
    settings: Settings | None = None,
    embedder: Embedder | None = None,
    store: ChromaStore | None = None,
    if_missing: bool = False,
    progress: bool = True,
) -> IngestReport:
    """Validate ``knowledge_dir``, embed what changed and publish a new index version.

    Nothing is written when validation fails (``CatalogError``) or when the serving index
    already holds exactly these chunks. With ``if_missing``, a complete index is left as is.
    One ingest at a time per index folder (``IndexUnavailable`` for a second one).
    """
    settings = settings or get_settings()
    with ingest_lock(lock_dir(settings)):
        return _ingest(knowledge_dir, settings, embedder, store, if_missing, progress)


def _ingest(
    knowledge_dir: Path | None,
    settings: Settings,
    embedder: Embedder | None,
    store: ChromaStore | None,
    if_missing: bool,
    progress: bool,
) -> IngestReport:
    started = time.perf_counter()
    knowledge_dir = knowledge_dir or settings.knowledge_dir
    store = store or open_store(settings)
    # the bundled model loads only when something needs embedding (a no-change run stays fast)
    embedder_name = embedder.name if embedder is not None else MiniLMEmbedder.name
    if embedder is None or isinstance(embedder, MiniLMEmbedder):
        ensure_query_encoder(cache_dir(settings))
    if if_missing:
        pointer, _ = store.status()
        if pointer is not None and pointer.embedder == embedder_name:
            return IngestReport(
                collection=pointer.collection,
                chunks=pointer.count,
                embedded=0,
                reused=0,
                removed=0,
                documents=0,
                skipped=True,
                reason="a complete index exists",
            )
    chunks = collect_chunks(knowledge_dir)
    documents = len({(c.doc_id, c.lang) for c in chunks})
    new_digest = digest(chunks)
    current, _ = store.status()
    if current is not None and current.digest == new_digest and current.embedder == embedder_name:
        store.drop_except(current.collection)  # half-built leftovers of a crashed run
        return IngestReport(
            collection=current.collection,
            chunks=current.count,
            embedded=0,
            reused=current.count,
            removed=0,
            documents=documents,
            skipped=True,
            reason="index already up to date",
            seconds=time.perf_counter() - started,
        )
    previous, old_vectors = _previous(store, embedder_name)
    # leftovers of a crashed build are never served; drop them before building anew
    store.drop_except(previous.collection if previous else None)
    todo = [c for c in chunks if c.chunk_id not in old_vectors]
    vectors: dict[str, list[float]] = {
        c.chunk_id: old_vectors[c.chunk_id] for c in chunks if c.chunk_id in old_vectors
    }
    if todo and embedder is None:
        embedder = get_embedder()
    name = store.new_version(embedder_name)
    try:
        if todo and embedder is not None:
            _embed_into(vectors, todo, embedder, progress)
        store.add(
            name,
            ids=[c.chunk_id for c in chunks],
            embeddings=[vectors[c.chunk_id] for c in chunks],
            documents=[c.text for c in chunks],
            metadatas=[c.metadata() for c in chunks],
        )
        if store.collection(name).count() != len(chunks):
            raise IndexUnavailable(f"index build {name} came out incomplete")
        store.publish(
            Pointer(
                collection=name,
                count=len(chunks),
                digest=new_digest,
                embedder=embedder_name,
                built_at=time.time(),
            )
        )
    except BaseException:
        # the pointer has not moved, so the previous version keeps serving; tidy up if we can
        with contextlib.suppress(Exception):
            store.drop_except(previous.collection if previous else None)
        raise
    store.drop_except(name)
    kept = set(vectors)
    return IngestReport(
        collection=name,
        chunks=len(chunks),
        embedded=len(todo),
        reused=len(chunks) - len(todo),
        removed=len([cid for cid in old_vectors if cid not in kept]),
        documents=documents,
        seconds=time.perf_counter() - started,
    )
