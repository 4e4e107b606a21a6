"""Validate the knowledge folder and cut it into passages: guides by headers, spec rows as text."""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from assistant.catalog.datasets import DatasetSpec
from assistant.catalog.guides import Guide, read_guides
from assistant.catalog.specs import load_table, read_yaml
from assistant.catalog.uncatalogued import UncataloguedModel
from assistant.errors import CatalogError
from assistant.models import GPU, ModelSpec
from assistant.rag.passages import Chunk, anchor, content_id, gpu_passages, offer_passages
from ingest.questions import headings, load_questions

# Section sizes in the guides are 80-250 words or 150-450 Chinese characters;
# all-MiniLM-L6-v2 reads at most 256 word pieces, so longer sections also get piece keys cut
# near that (the section itself is always returned whole).
CHUNK_CHARS = {"en": 1400, "zh": 520}
CHUNK_OVERLAP = {"en": 120, "zh": 50}


def _key(section: Chunk, kind: str, text: str) -> Chunk:
    """A retrieval key (a question, or a piece of a long section) pointing at ``section``."""
    key = section.model_copy(update={"kind": kind, "parent": section.chunk_id, "text": text})
    cid = content_id(section.doc_id, section.lang, section.section, f"{kind}\x1f{key.embed_text}")
    return key.model_copy(update={"chunk_id": cid})


def chunk_guide(guide: Guide, questions: dict[str, list[str]] | None = None) -> list[Chunk]:
    """Cut a guide into whole sections by ``##``/``###`` headers, each with its retrieval keys.

    A section longer than the embedder reads gets piece keys; ``questions`` (heading ->
    curated questions) become question keys. Keys are returned after their section.
    """
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
            text=text,
        )
        cid = content_id(guide.id, guide.lang, section, chunk.embed_text)
        while cid in seen:  # the same text twice in one guide: keep both, ids distinct
            cid = content_id(cid, guide.lang, section, chunk.embed_text)
        seen.add(cid)
        chunk = chunk.model_copy(update={"chunk_id": cid})
        chunks.append(chunk)
        pieces = [] if len(text) <= CHUNK_CHARS[guide.lang] else splitter.split_text(text)
        keys = [_key(chunk, "piece", p.strip()) for p in pieces]
        asked = (questions or {}).get(path[-1], []) if path else []
        keys += [_key(chunk, "question", q) for q in asked]
        for key in keys:
            if key.chunk_id not in seen:
                seen.add(key.chunk_id)
                chunks.append(key)
    return chunks


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
    return load_table(specs_dir / "gpus.yaml", "gpus", GPU, root=specs_dir.parent)


def _offer_source() -> SpecSource | None:
    """Cloud offerings from ``offerings.yaml`` (bundled rows only; user prices stay private).

    Returns None when ``assistant.offers`` (the offering model) is not installed.
    """
    try:
        from assistant.catalog.offers import CloudOffer
    except ImportError:  # pragma: no cover - offers ships with the package
        return None

    def load(specs_dir: Path) -> Sequence[Any]:
        path = specs_dir / "offerings.yaml"
        if not path.exists():
            return []
        return load_table(path, "offerings", CloudOffer, root=specs_dir.parent)

    return SpecSource("offerings", load, offer_passages)


def spec_sources() -> list[SpecSource]:
    """Every spec table that becomes passages (GPUs always; offerings when available)."""
    sources = [SpecSource("gpus", _load_gpus, lambda rows: gpu_passages(rows))]
    offer = _offer_source()
    if offer is not None:
        sources.append(offer)
    return sources


def collect_chunks(knowledge_dir: Path) -> list[Chunk]:
    """Validate everything under ``knowledge_dir``, then return every chunk to index.

    Raises ``CatalogError`` listing every problem (``file:line: ...``) before chunking anything.
    """
    guides, errors, present = read_guides(knowledge_dir / "guides")
    questions, problems = load_questions(knowledge_dir / "questions", guides, broken=present)
    errors.extend(problems)
    specs_dir = knowledge_dir / "specs"
    loaded: list[tuple[SpecSource, Sequence[Any]]] = []
    for source in spec_sources():
        try:
            loaded.append((source, source.load(specs_dir)))
        except CatalogError as exc:
            errors.append(str(exc))
    tables: tuple[tuple[str, str, type[BaseModel]], ...] = (
        ("models.yaml", "models", ModelSpec),
        ("uncatalogued.yaml", "models", UncataloguedModel),
        ("datasets.yaml", "datasets", DatasetSpec),
    )
    for name, key, row_model in tables:
        if (specs_dir / name).exists():
            try:
                load_table(specs_dir / name, key, row_model, root=knowledge_dir)
            except CatalogError as exc:
                errors.append(str(exc))
    covered = {"gpus.yaml", "models.yaml", "offerings.yaml", "uncatalogued.yaml", "datasets.yaml"}
    for path in sorted(specs_dir.glob("*.yaml")) if specs_dir.is_dir() else []:
        if path.name not in covered:
            try:
                read_yaml(path, root=knowledge_dir)  # syntax and shape; its loader checks fields
            except CatalogError as exc:
                errors.append(str(exc))
    if errors:
        raise CatalogError("\n".join(errors))
    chunks = [c for g in guides for c in chunk_guide(g, _asked(questions, g, guides))]
    for source, rows in loaded:
        chunks.extend(source.build(rows))
    return chunks


def _asked(
    questions: dict[tuple[str, str, str], list[str]], guide: Guide, guides: Sequence[Guide]
) -> dict[str, list[str]]:
    """Question keys of each section of ``guide``.

    A Chinese section also gets the English questions of the English section in the same place
    (when both guides have the same number of sections): the embedder reads English only, so
    these let the dense leg match a Chinese question through its glossary translation.
    """
    own = {
        h: list(qs)
        for (lang, doc, h), qs in questions.items()
        if (lang, doc) == (guide.lang, guide.id)
    }
    if guide.lang != "zh":
        return own
    english = next((g for g in guides if g.id == guide.id and g.lang == "en"), None)
    if english is None:
        return own
    mine, theirs = headings(guide), headings(english)
    if len(mine) != len(theirs):
        return own
    for zh_heading, en_heading in zip(mine, theirs, strict=True):
        extra = questions.get(("en", guide.id, en_heading), [])
        if extra:
            own[zh_heading] = own.get(zh_heading, []) + extra
    return own


def digest(chunks: Sequence[Chunk]) -> str:
    """Hash of every chunk's id and metadata: equal digests mean an identical index."""
    h = hashlib.sha1()
    for c in sorted(chunks, key=lambda c: c.chunk_id):
        h.update(json.dumps(c.metadata(), sort_keys=True, ensure_ascii=False).encode("utf-8"))
    return h.hexdigest()
