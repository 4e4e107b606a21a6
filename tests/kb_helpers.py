"""Helpers for knowledge-base tests: tiny knowledge folders and a counting fake embedder."""

from __future__ import annotations

import shutil
from pathlib import Path

from assistant.config import PROJECT_ROOT, settings_from_env
from assistant.rag.embedding import WordLengthEmbedder

GUIDE_EN = """---
id: {id}
title: "{title}"
lang: en
topics: [{topics}]
sources:
  - "Seed article: 如何选择适合AI模型训练的GPU服务器？"
updated: 2026-11-29
---

# {title}

## {s1}

{b1}

## {s2}

{b2}
"""

GUIDE_ZH = GUIDE_EN.replace("lang: en", "lang: zh")

DOCS = {
    "spot-billing": dict(
        title="Spot instances and billing",
        topics="billing, spot",
        s1="Spot discounts",
        b1="Spot instances cost 60 to 90 percent less than on-demand but can be preempted.",
        s2="Checkpointing",
        b2="Save a checkpoint every 30 minutes so a preempted spot job loses little work.",
        zh_title="抢占式实例与计费",
        zh_s1="抢占式实例的折扣",
        zh_b1="抢占式实例比按量付费便宜六到九成，但随时可能被回收。",
        zh_s2="检查点",
        zh_b2="每三十分钟保存一次检查点，实例被回收时损失很小。",
    ),
    "vram-basics": dict(
        title="VRAM basics",
        topics="memory, vram",
        s1="Weights",
        b1="A 7B model in bf16 needs about 14 GB of VRAM for the weights alone.",
        s2="Bandwidth",
        b2="Memory bandwidth limits how fast tokens are generated during inference.",
        zh_title="显存基础",
        zh_s1="权重",
        zh_b1="7B 模型用 bf16 存权重大约需要 14 GB 显存。",
        zh_s2="带宽",
        zh_b2="显存带宽决定推理时生成 token 的速度。",
    ),
}


def write_guide(root: Path, doc_id: str, lang: str, **override: str) -> Path:
    """Write one guide of ``DOCS`` (optionally overriding fields) and return its path."""
    d = dict(DOCS[doc_id])
    d.update(override)
    if lang == "zh":
        d.update(title=d["zh_title"], s1=d["zh_s1"], b1=d["zh_b1"], s2=d["zh_s2"], b2=d["zh_b2"])
    template = GUIDE_EN if lang == "en" else GUIDE_ZH
    path = root / "guides" / lang / f"{doc_id}.md"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(template.format(id=doc_id, **d), encoding="utf-8")
    return path


def make_knowledge(root: Path) -> Path:
    """Create a small knowledge folder: two guides in both languages and the real GPU table."""
    for doc_id in DOCS:
        for lang in ("en", "zh"):
            write_guide(root, doc_id, lang)
    (root / "specs").mkdir(parents=True, exist_ok=True)
    shutil.copy(PROJECT_ROOT / "knowledge" / "specs" / "gpus.yaml", root / "specs" / "gpus.yaml")
    return root


def settings_for(tmp: Path, **env: str):
    """Settings with knowledge, index and data folders under ``tmp``."""
    base = {
        "GPU_ADVISOR_KNOWLEDGE": str(tmp / "knowledge"),
        "GPU_ADVISOR_INDEX": str(tmp / "index"),
        "GPU_ADVISOR_DATA": str(tmp / "data"),
    }
    base.update(env)
    return settings_from_env(base)


class FailingEmbedder(WordLengthEmbedder):
    """A fake embedder that raises once it has embedded ``fail_after`` texts."""

    def __init__(self, fail_after: int) -> None:
        super().__init__()
        self.fail_after = fail_after

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        if self.calls + len(texts) > self.fail_after:
            raise RuntimeError("injected embedding failure")
        return super().embed_documents(texts)
