"""A spec table read twice is validated once; an edited file is read afresh."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from assistant.catalog.specs import load_table
from assistant.errors import CatalogError
from assistant.models import GPU

SPECS = Path(__file__).resolve().parent.parent / "knowledge" / "specs"


def test_unchanged_text_shares_rows_and_an_edit_is_seen(tmp_path):
    path = tmp_path / "specs" / "gpus.yaml"
    path.parent.mkdir()
    shutil.copy(SPECS / "gpus.yaml", path)
    first = load_table(path, "gpus", GPU, root=tmp_path)
    again = load_table(path, "gpus", GPU, root=tmp_path)
    assert again == first and again is not first and again[0] is first[0]
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace(f"name: {first[0].name}", "name: Renamed Card", 1), "utf-8")
    assert load_table(path, "gpus", GPU, root=tmp_path)[0].name == "Renamed Card"
    path.write_text(text + "\n  - id: [\n", encoding="utf-8")
    with pytest.raises(CatalogError):
        load_table(path, "gpus", GPU, root=tmp_path)
    path.write_text(text, encoding="utf-8")  # back to the first text: its rows again
    assert load_table(path, "gpus", GPU, root=tmp_path)[0] is first[0]


def test_a_full_memo_drops_its_oldest_text_not_the_one_just_read(tmp_path, monkeypatch):
    import assistant.catalog.specs as specs_module

    monkeypatch.setattr(specs_module, "_TABLES", {("older", i): () for i in range(63)})
    path = tmp_path / "specs" / "gpus.yaml"
    path.parent.mkdir()
    shutil.copy(SPECS / "gpus.yaml", path)
    first = load_table(path, "gpus", GPU, root=tmp_path)
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace(f"name: {first[0].name}", "name: Renamed Card", 1), "utf-8")
    assert load_table(path, "gpus", GPU, root=tmp_path)[0].name == "Renamed Card"
    path.write_text(text, encoding="utf-8")
    assert load_table(path, "gpus", GPU, root=tmp_path)[0] is first[0]
    assert len(specs_module._TABLES) == 64 and ("older", 0) not in specs_module._TABLES
