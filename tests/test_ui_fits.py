"""The "What fits my GPU" page: pure helpers, then AppTest in both interface languages."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from assistant.calc.fits import fits_hardware
from assistant.catalog.offers import load_price_book
from assistant.catalog.specs import load_catalog
from assistant.ui.fits import FITS_LABELS, badge, lead_line, row_line
from assistant.ui.state import RESOURCES_KEY, Resources

ROOT = Path(__file__).resolve().parent.parent
KNOWLEDGE = ROOT / "knowledge"
CATALOG = load_catalog(KNOWLEDGE / "specs")
CJK = re.compile(r"[\u4e00-\u9fff]")


def test_every_label_has_english_and_chinese() -> None:
    for key, (en, zh) in FITS_LABELS.items():
        assert en and zh, key
        assert not CJK.search(en), key
    assert all(CJK.search(FITS_LABELS[k][1]) for k in ("title", "fits", "tight", "lead"))


def test_badges_and_lines() -> None:
    assert badge("fits", "en") == ":green-badge[fits]"
    assert badge("does_not_fit", "zh") == ":red-badge[放不下]"
    h = fits_hardware(CATALOG.models.values(), CATALOG.gpu("rtx-3090"))
    assert h.lead is not None
    line = lead_line(h, "en")
    assert line.startswith(f"Biggest that fits comfortably: **{h.lead.model_name}**")
    assert f"{h.lead.per_gpu_gb:.1f} GB per GPU" in line
    assert lead_line(h, "zh").startswith("能宽裕放下的最大模型")
    row = h.by_precision[0].rows[0]
    assert row_line(row, "en").startswith(":red-badge[does not fit]")


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> AppTest:
    monkeypatch.chdir(ROOT)
    monkeypatch.setenv("GPU_ADVISOR_INDEX", str(tmp_path / "no-index"))
    book = load_price_book(KNOWLEDGE / "specs", user_file=Path("/nonexistent/prices.yaml"))
    at = AppTest.from_file(str(ROOT / "app.py"), default_timeout=120)
    at.session_state[RESOURCES_KEY] = Resources(
        advisor=lambda: None,  # type: ignore[arg-type,return-value]
        catalog=lambda: CATALOG,
        price_book=lambda: book,
        build_index=lambda progress: None,
        overrides=dict,
        data_dir=lambda: tmp_path,
        knowledge_dir=lambda: KNOWLEDGE,
    )
    return at


def test_the_page_leads_with_the_biggest_model_and_shows_badges(app: AppTest) -> None:
    app.run()
    app.switch_page("assistant/ui/pages/fits.py").run()
    assert not app.exception
    texts = [m.value for m in app.markdown]
    assert any(t.startswith("Biggest that fits comfortably:") for t in texts)
    assert any(":green-badge[fits]" in t for t in texts)
    assert [s.value for s in app.subheader] == [
        "As released (MXFP4, FP8)",
        "16-bit (bf16)",
        "8-bit (GGUF Q8_0)",
        "4-bit (GGUF Q4_K_M)",
        "With MoE experts in system RAM (4-bit)",
    ]
    assert any(t.startswith(":blue-badge[RAM offload] **gpt-oss-120b**") for t in texts)
    app.selectbox(key="fits_method").set_value("qlora").run()
    assert [s.value for s in app.subheader] == ["4-bit NF4 base"]


def test_the_page_in_chinese(app: AppTest) -> None:
    app.session_state["ui_lang"] = "zh"
    app.run()
    app.switch_page("assistant/ui/pages/fits.py").run()
    assert not app.exception
    assert app.title[0].value == "我的显卡能跑什么"
    texts = [m.value for m in app.markdown]
    assert any(t.startswith("能宽裕放下的最大模型") for t in texts)
    assert all(CJK.search(c.value) for c in app.caption)
