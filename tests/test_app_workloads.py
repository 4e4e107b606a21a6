"""The calculator page offers image, video, vision and speech workloads (AppTest)."""

from __future__ import annotations

from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from assistant.catalog.offers import load_price_book
from assistant.ui.state import RESOURCES_KEY, Resources
from assistant.ui.workload_calc import chart_spec
from tests.support.advisors import KNOWLEDGE
from tests.test_app_views import CATALOG, ROOT, FakeAdvisor


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> AppTest:
    monkeypatch.chdir(ROOT)
    monkeypatch.setenv("GPU_ADVISOR_INDEX", str(tmp_path / "no-index"))
    advisor = FakeAdvisor()
    book = load_price_book(KNOWLEDGE / "specs", user_file=Path("/nonexistent/prices.yaml"))
    at = AppTest.from_file(str(ROOT / "app.py"), default_timeout=120)
    at.session_state[RESOURCES_KEY] = Resources(
        advisor=lambda: advisor,
        catalog=lambda: CATALOG,
        price_book=lambda: book,
        build_index=lambda progress: None,
        overrides=dict,
        data_dir=lambda: tmp_path,
        knowledge_dir=lambda: KNOWLEDGE,
    )
    return at


def test_the_calculator_sizes_sdxl_lora_and_flux_in_chinese(app: AppTest) -> None:
    app.session_state["ui_lang"] = "zh"
    app.run()
    app.switch_page("assistant/ui/pages/calculator.py").run()
    app.radio(key="calc_mode").set_value("media").run()
    assert not app.exception
    app.selectbox(key="wcalc_method_image").set_value("lora").run()
    # SDXL LoRA on an RTX 4060 Ti 16GB: 10.875 GB peak of 16.16 GB usable
    assert [m.value for m in app.metric][:2] == ["10.9 GB", "16.2 GB"]
    assert app.get("vega_lite_chart")
    app.selectbox(key="wcalc_workload").set_value("flux-dev").run()
    app.selectbox(key="wcalc_method_image").set_value("inference").run()
    assert [m.value for m in app.metric][0] == "36.5 GB"
    assert any("NF4" in m.value for m in app.markdown)  # what would fit, rendered in Chinese
    assert any("把去噪网络量化为 NF4" in m.value for m in app.markdown)


def test_the_chart_marks_the_usable_memory() -> None:
    from assistant.calc.media import MediaJob, estimate_media_memory

    est = estimate_media_memory(CATALOG.workload("sdxl"), CATALOG.gpu("4090"), MediaJob())
    spec = chart_spec(est, "en")
    assert spec["layer"][1]["data"]["values"] == [{"usable": 24.5}]
    assert sum(r["gb"] for r in spec["layer"][0]["data"]["values"]) == pytest.approx(est.peak_gb)
