"""Models the catalog does not size, found so that the answer says so in its first line.

A family word the catalog holds ("flux", "kimi", "qwen3") followed by a variant it lacks was
read as the family's catalogued member. Three readers name such a model instead:

* The uncatalogued list (``Catalog.uncatalogued``, from ``knowledge/specs/uncatalogued.yaml``:
  FLUX.1 Kontext, FLUX.2, Kimi Linear…, each with its published size, release and source),
  found by any alias. An LLM on it becomes an ``unlisted_model`` problem naming that size; an
  image, video, vision or speech model is handed to the workload reader (``media_variants``),
  which says first that it is not in the catalog and sizes the closest catalogued model of its
  family as a labelled stand-in.
* An LLM family and version with a variant word joined to it by a hyphen that no catalog
  spelling covers ("qwen2.5-coder", "llama-3.1-nemotron"): an ``unlisted_model`` problem.
* Embedding and reranker models ("qwen3-embedding-8b", "bge reranker", "embedding model"): a
  kind of model the calculators do not size (they size text generation in tokens/s, not
  queries per second), said first, with no generic LLM sized in its place.
"""

from __future__ import annotations

import re
from typing import Any

from assistant.catalog.names import normalize_name
from assistant.catalog.specs import Catalog
from assistant.catalog.uncatalogued import UncataloguedModel, alias_pattern
from assistant.models import Problem
from assistant.question import lexicon as lx
from assistant.question.text import Scan

MEDIA_KINDS = ("image", "video", "vision", "speech")


def find_uncatalogued(text: str, catalog: Catalog) -> list[tuple[int, int, UncataloguedModel]]:
    """(start, end, row) of each uncatalogued model named in lower-cased ``text``, by position."""
    found: list[tuple[int, int, UncataloguedModel]] = []
    for row in catalog.uncatalogued.values():
        for m in alias_pattern(row).finditer(text):
            if all(m.end() <= s or m.start() >= e for s, e, _ in found):
                found.append((m.start(), m.end(), row))
    return sorted(found, key=lambda f: f[0])


def media_variants(text: str, catalog: Catalog) -> list[tuple[int, int, UncataloguedModel]]:
    """The uncatalogued image, video, vision and speech models named in lower-cased ``text``."""
    return [f for f in find_uncatalogued(text, catalog) if f[2].kind in MEDIA_KINDS]


def counted_in_a_name(listed: list[tuple[int, int, UncataloguedModel]], text: str, n: Any) -> bool:
    """Whether a count read (``n``) is a number inside a listed model's name ("SAM 2 video")."""
    return n is not None and any(
        float(d) == float(n) for a, b, _ in listed for d in re.findall(r"\d+(?:\.\d+)?", text[a:b])
    )


_FAMILY_ALT = "|".join(
    sorted((re.escape(f) for f in lx.MODEL_FAMILIES if f.isascii()), key=len)[::-1]
)
_JOINED_VARIANT_RE = re.compile(
    rf"(?<![a-z0-9])(?P<family>{_FAMILY_ALT})[\s_-]?(?:v?\d+(?:\.\d+)?)?"
    r"(?:[_-](?P<word>[a-z]{3,}|[a-z]\d{1,2}(?![a-z0-9.])))+(?![a-z0-9])"
)
"""An LLM family and version with a word joined by a hyphen: "qwen2.5-coder", "qwen3-embedding",
or a release code, a letter and a version ("baichuan-m2": a line of its own, not Baichuan 2)."""
_NOT_A_VARIANT = frozenset(
    "instruct chat base hf moe distill distilled mini small medium large air scout maverick"
    " based style like class sized size level family series only friendly compatible sft dpo"
    " awq gptq gguf int fp bf mlx exl exl2 preview turbo"
    " and or vs for with cpp server factory agent agents webui ui api"
    " bench cli swap quantize perplexity batched".split()
)
"""Words joined to a model name that name no other model (a checkpoint's format or tuning, or
one of llama.cpp's programs: "llama-bench", "llama-cli", "llama-swap")."""
_EMBED_RE = re.compile(
    r"(?<![a-z0-9.])[a-z][a-z0-9.]*(?:[_-][a-z0-9.]+)*?[_-](?:embed(?:ding)?s?|rerank(?:er)?)"
    r"(?:[_-][a-z0-9.]+)*(?![a-z0-9])"
    r"|(?<![a-z0-9])(?:bge|jina|nomic|gte|e5)(?:[\s_-]+[a-z0-9.]+){0,2}[\s_-]+(?:embed(?:ding)?s?"
    r"|rerank(?:er)?)(?:[\s_-]+(?:v\d[\w.]*|m3|large|base|small))?(?![a-z0-9])"
    r"|(?<![a-z0-9])bge(?:[\s_-]+(?:m3|v\d[\w.]*|large|base|small)(?![a-z0-9]))*(?![a-z0-9])"
    r"|(?<![a-z0-9])(?:re-?ranker|embedding models?|rerank(?:ing)? models?)(?![a-z0-9])"
    r"|向量模型|嵌入模型|重排(?:序)?模型"
)
"""An embedding or reranker model named ("qwen3-embedding-8b", "bge reranker", "嵌入模型")."""


_SIZE_AFTER_RE = re.compile(r"[\s_-]*\d+(?:\.\d+)?b(?![a-z0-9])")
_ACTIVE_AFTER_RE = re.compile(r"[\s_-]*\d+(?:\.\d+)?b[\s_-]*a\d")


def _embedding_problem(surface: str) -> Problem:
    """An embedding or reranker model: said first when nothing else is sized.

    Beside an LLM the catalog holds it is an aside ("qwen2.5 14b + bge做embedding": the LLM is
    sized, the embedding model noted).
    """
    return Problem(
        kind="unknown_model",
        en=f"embedding and reranker models such as {surface!r} are not in my catalog: my"
        " calculators size text generation (memory and tokens/s), not embedding or reranking"
        " queries per second. What is close: the memory of a model of its size (tell me the"
        " size, e.g. *8B*), or an LLM on the same cards",
        zh=f"{surface!r} 这类向量（embedding）和重排（reranker）模型不在我的目录里：我的计算器"
        "估算文本生成（显存和每秒 token），不估算每秒向量化或重排的查询数。相近的：按它的参数量"
        "估算显存（告诉我大小，比如 *8B*），或同一张卡上跑大语言模型",
        surface=surface,
    )


def _known_problem(surface: str, row: UncataloguedModel, catalog: Catalog) -> Problem:
    hints = catalog.model_names.suggest(surface)
    listed = ", ".join(repr(h) for h in hints)
    return Problem(
        kind="unlisted_model",
        en=f"{row.name} ({row.size('en')}, released {row.released}) is not in my catalog"
        + (f"; the closest I hold are {listed}" if listed else ""),
        zh=f"{row.name}（{row.size('zh')}，{row.released} 发布）不在我的目录里"
        + (f"；目录里相近的有 {'、'.join(hints)}" if hints else ""),
        suggestions=hints,
        surface=surface,
    )


def _variant_problem(surface: str, catalog: Catalog) -> Problem:
    hints = catalog.model_names.suggest(surface)
    listed = ", ".join(repr(h) for h in hints)
    return Problem(
        kind="unlisted_model",
        en=f"the model {surface!r} is not in my catalog (a variant of a family I hold, not the"
        " same model)" + (f"; the closest I hold are {listed}" if listed else ""),
        zh=f"模型 {surface!r} 不在我的目录里（是目录中某个系列的变体，不是同一个模型）"
        + (f"；目录里相近的有 {'、'.join(hints)}" if hints else ""),
        suggestions=hints,
        surface=surface,
    )


def read_model_variants(scan: Scan, catalog: Catalog) -> None:
    """Name the LLM variants, embedding and reranker models the catalog lacks.

    Runs before ``read_model``, which would read their family word as the family's catalogued
    model ("kimi linear" as Kimi K2); each name found is blanked.
    """
    work = scan.work
    for start, end, row in find_uncatalogued(work, catalog):
        if row.kind not in MEDIA_KINDS:
            scan.problems.append(_known_problem(scan.surface(start, end), row, catalog))
            scan.blank(start, end)
    for m in _EMBED_RE.finditer(scan.work):
        size = re.compile(r"[\s_-]*\d+(?:\.\d+)?\s*[bm](?![a-z0-9])").match(scan.work, m.end())
        end = size.end() if size else m.end()  # its size is no LLM's to size
        scan.problems.append(_embedding_problem(scan.surface(m.start(), m.end()).strip()))
        scan.blank(m.start(), end)
    for m in _JOINED_VARIANT_RE.finditer(scan.work):
        words = re.findall(r"[_-]([a-z]{3,}|[a-z]\d{1,2})(?![a-z0-9])", m.group())
        if not words or any(w in _NOT_A_VARIANT for w in words):
            continue
        if m.group().count("_") >= 2:
            continue  # "llama_init_from_model:" in a pasted log: a function, not a model
        folded = normalize_name(m.group())
        if any(normalize_name(ident).startswith(folded) for ident in catalog.models):
            continue  # a family the catalog holds ("qwen3-coder": Qwen3-Coder 30B-A3B…)
        if _ACTIVE_AFTER_RE.match(scan.work, m.end()):
            continue  # "qwen3-coder 30b a3b": a mixture of experts that ``read_model`` sizes
        problem = _variant_problem(scan.surface(m.start(), m.end()), catalog)
        scan.problems.append(problem)
        if _SIZE_AFTER_RE.match(scan.work, m.end()):  # "baichuan-m2-32b": sized, said first
            scan.slots.setdefault("unfamiliar_surfaces", []).append((problem, problem.surface))
        scan.blank(m.start(), m.end())


__all__ = ["find_uncatalogued", "media_variants", "read_model_variants"]
