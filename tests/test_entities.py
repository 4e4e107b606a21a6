"""The entity matcher finds exactly what a plain scan of every spelling and pattern finds."""

from __future__ import annotations

import re
from pathlib import Path

from assistant.catalog.specs import load_catalog
from assistant.rag.entities import EntityMatcher, entity_table, normalize
from ingest.chunking import collect_chunks

KNOWLEDGE = Path(__file__).resolve().parent.parent / "knowledge"


def _plain_scan(matcher: EntityMatcher, text: str) -> set[str]:
    """The matcher's definition: an entity whose pattern matches anywhere in the text."""
    low = normalize(text)
    return {
        entity
        for entity, forms, pattern in matcher._patterns
        if any(form in low for form in forms) and re.search(pattern, low)  # the old scan
    }


def test_every_section_of_the_knowledge_base_gets_the_plain_scans_entities():
    matcher = EntityMatcher(entity_table(load_catalog(KNOWLEDGE / "specs")))
    chunks = collect_chunks(KNOWLEDGE)
    texts = [f"{c.metadata().get('section', '')} {c.text}" for c in chunks[::3]]  # a third
    assert len(texts) > 500
    named = 0
    for text in texts:
        found = matcher.find(text)
        assert found == _plain_scan(matcher, text), text[:200]
        named += bool(found)
    assert named > len(texts) // 4


def test_boundaries_short_names_and_later_spellings():
    matcher = EntityMatcher(
        {"gpu:l4": ["L4"], "gpu:rtx-4090": ["RTX 4090", "4090"], "vendor:nvidia": ["NVIDIA"]}
    )
    assert matcher.find("an L4 or two") == {"gpu:l4"}
    assert matcher.find("xl4 and l40s") == set()  # inside words: no match
    # the first "4090" is inside a word, the second stands alone: still found
    assert matcher.find("a14090 then a 4090") == {"gpu:rtx-4090"}
    assert matcher.find("ＮＶＩＤＩＡ rtx 4090") == {"gpu:rtx-4090", "vendor:nvidia"}
    assert matcher.find("") == set()
