"""Guides: the real knowledge base is complete and paired; malformed files name file and line."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from assistant.catalog.guides import load_guides, parse_guide
from assistant.config import PROJECT_ROOT
from assistant.errors import CatalogError
from tests.kb_helpers import make_knowledge, write_guide

GUIDE_IDS = {
    "amd-and-intel-accelerators",
    "apple-silicon-and-amd",
    "billing-models",
    "blackwell-and-rubin",
    "china-2025-2026",
    "china-market-gpus",
    "cloud-providers",
    "cloud-vs-own-hardware",
    "common-pitfalls",
    "concepts-explained",
    "cost-control",
    "distributed-training",
    "domestic-accelerators",
    "gpu-errors-and-symptoms",
    "gpu-hardware-explained",
    "gpu-sharing-and-orchestration",
    "gpu-tiers",
    "image-generation",
    "inference-serving",
    "interconnect",
    "speech-recognition",
    "vision-training",
    "long-context",
    "memory-math",
    "moe-models",
    "monitoring-and-utilization",
    "multi-gpu-workstations",
    "power-and-rack-density",
    "precision-formats",
    "recommendations-by-user",
    "rent-vs-buy",
    "self-built-servers",
    "serving-at-scale",
    "software-stack",
    "storage-io",
    "tokens-vs-renting",
    "trends-and-future-proofing",
    "used-and-grey-market-gpus",
    "verifying-rented-gpus",
    "vram-and-bandwidth",
}


@pytest.fixture(scope="module")
def real_guides():
    return load_guides(PROJECT_ROOT / "knowledge" / "guides")


def test_every_guide_exists_in_both_languages_with_the_same_id(real_guides):
    by_lang = {lang: {g.id for g in real_guides if g.lang == lang} for lang in ("en", "zh")}
    assert by_lang["en"] == by_lang["zh"] == GUIDE_IDS


def test_every_guide_has_sources_a_date_and_sections(real_guides):
    for g in real_guides:
        assert g.sources and all(s.strip() for s in g.sources), g.path
        assert isinstance(g.updated, dt.date) and g.updated.year >= 2024, g.path
        assert g.body.count("\n## ") >= 3, f"{g.path}: fewer than 3 sections"
        assert 2 <= len(g.topics) <= 8, g.path


def test_parse_reports_body_line_and_fields(tmp_path: Path):
    path = write_guide(make_knowledge(tmp_path), "vram-basics", "en")
    g = parse_guide(path)
    assert (g.id, g.lang, g.topics, g.updated) == (
        "vram-basics",
        "en",
        ["memory", "vram"],
        dt.date(2026, 11, 29),
    )
    assert g.body_line == 10  # the line after the closing '---'
    assert g.rel_path == "guides/en/vram-basics.md"


def _corrupt(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


@pytest.mark.parametrize(
    ("old", "new", "line", "words"),
    [
        ("topics: [memory, vram]", "topics: [memory, vram", 6, "invalid YAML"),  # found at 6
        ("lang: en", "lang: en\nauthor: me", 5, "'author' is not allowed"),
        ("id: vram-basics", "id: vram-basic", 2, "make them equal"),
        ("lang: en", "lang: zh", 4, "lies in en/"),
        ("updated: 2026-11-29", "updated: soon", 8, "must be a date"),
        ('  - "Seed article: 如何选择适合AI模型训练的GPU服务器？"\n', "", 6, "'sources'"),
        ("topics: [memory, vram]", "topics: [Memory]", 5, "'topics'"),
        ("# VRAM basics\n", "", 10, "exactly one '# Title'"),
    ],
)
def test_malformed_guide_names_file_and_line(tmp_path, old, new, line, words):
    root = make_knowledge(tmp_path)
    path = root / "guides" / "en" / "vram-basics.md"
    _corrupt(path, old, new)
    with pytest.raises(CatalogError) as err:
        load_guides(root / "guides")
    message = str(err.value)
    assert f"{path}:{line}:" in message, message
    assert words in message


def test_unclosed_front_matter(tmp_path):
    root = make_knowledge(tmp_path)
    path = root / "guides" / "zh" / "spot-billing.md"
    path.write_text("---\nid: spot-billing\n\n# 标题\n", encoding="utf-8")
    with pytest.raises(CatalogError, match=rf"{path}:1: front matter opened here is never closed"):
        load_guides(root / "guides")


def test_missing_translation_is_named(tmp_path):
    root = make_knowledge(tmp_path)
    (root / "guides" / "zh" / "vram-basics.md").unlink()
    with pytest.raises(CatalogError) as err:
        load_guides(root / "guides")
    assert "guides/en/vram-basics.md:1: guide 'vram-basics' has no zh version" in str(err.value)


def test_all_problems_are_listed_at_once(tmp_path):
    root = make_knowledge(tmp_path)
    _corrupt(root / "guides" / "en" / "vram-basics.md", "id: vram-basics", "id: x")
    _corrupt(root / "guides" / "zh" / "spot-billing.md", "updated: 2026-11-29", "updated: x")
    with pytest.raises(CatalogError) as err:
        load_guides(root / "guides")
    assert "vram-basics.md:2:" in str(err.value) and "spot-billing.md:8:" in str(err.value)
