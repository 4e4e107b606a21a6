"""The finished app through AppTest: what a user sees on each page, in both interface languages.

A fake advisor stands in for the index (its answer carries real estimator output), so these run
in seconds; ``test_app.py`` drives the real advisor.
"""

from __future__ import annotations

import json
import re
import tomllib
from pathlib import Path
from typing import Any

import pytest
from markdown_it import MarkdownIt
from streamlit.testing.v1 import AppTest

from assistant.calc.sizing import Workload, estimate_memory
from assistant.catalog.offers import load_price_book
from assistant.catalog.specs import load_catalog
from assistant.models import Answer, Citation, Query, ToolCall
from assistant.question.conversation import Turn
from assistant.ui.state import RESOURCES_KEY, Resources

ROOT = Path(__file__).resolve().parent.parent
KNOWLEDGE = ROOT / "knowledge"
CATALOG = load_catalog(KNOWLEDGE / "specs")
CJK = re.compile(r"[\u4e00-\u9fff]")
ZH_ANSWER = (
    "**可以，但有条件。** QLoRA（int4）在 2 × RTX 4090 上每卡约需 13.0 GB 显存。\n\n"
    "**注意：**RTX 4090 没有 NVLink [1]。 generic-13b 是按规模推算的通用结构。\n\n"
    "**原因与背景：**显存比速度重要。"
)


def _call(method: str, gpu: str = "rtx-4090", count: int = 2) -> ToolCall:
    est = estimate_memory(CATALOG.model("13b"), CATALOG.gpu(gpu), count, Workload(method=method))  # type: ignore[arg-type]
    return ToolCall(
        tool="estimate_memory",
        input={"model": "13b", "method": method, "gpu": gpu, "count": count},
        output=est.model_dump(mode="json"),
    )


class FakeAdvisor:
    """Answers every question with the 13B / two-4090 fit check; records changed assumptions."""

    def __init__(self) -> None:
        self.asked: list[tuple[str, Any]] = []

    def ask(self, question: str, overrides: Any = None) -> Answer:
        self.asked.append((question, overrides))
        over = overrides or {}
        methods = [over["method"]] if "method" in over else ["full", "lora", "qlora"]
        calls = [
            _call(m, over.get("gpu_id", "rtx-4090"), over.get("gpu_count", 2)) for m in methods
        ]
        zh = bool(CJK.search(question))
        return Answer(
            question=question,
            language="zh" if zh else "en",
            intent="fit_check",
            verdict="conditional",
            answer=ZH_ANSWER if zh else "**Yes, with conditions.** QLoRA fits [1].",
            citations=[
                Citation(
                    n=1,
                    doc_id="gpu-rtx-4090",
                    title="RTX 4090",
                    section="Key",
                    snippet="24 GB",
                    source="specs/gpus.yaml#rtx-4090",
                )
            ],
            tool_calls=calls,
        )

    def answer_turn(self, question: str, history: Any = None, overrides: Any = None) -> Turn:
        answer = self.ask(question, overrides)
        return Turn(
            question=question, query=Query(text=question, language=answer.language), answer=answer
        )


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[AppTest, FakeAdvisor]:
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
    return at, advisor


def _rendered_text(at: AppTest) -> str:
    """What CommonMark makes of every markdown element (tags stripped)."""
    md = MarkdownIt("commonmark").enable("table")
    return "\n".join(re.sub(r"<[^>]+>", "", md.render(m.value)) for m in at.markdown)


def _headers(frame: Any) -> dict[str, str]:
    config = json.loads(frame.proto.columns)
    return {k: v["label"] for k, v in config.items() if "label" in v}


def test_chinese_chat_renders_bold_names_and_chinese_headers(
    app: tuple[AppTest, FakeAdvisor],
) -> None:
    at, _ = app
    at.session_state["ui_lang"] = "zh"
    at.run()
    examples = at.pills(key="examples")
    assert examples.options and all(CJK.search(q) for q in examples.options)
    at.chat_input[0].set_value("两张 4090 能微调 13B 模型吗？").run()
    assert not at.exception, at.exception
    assert not [p for p in at.pills if p.key == "examples"]  # gone on the first question
    text = _rendered_text(at)
    assert "**" not in text
    assert "注意：RTX 4090" in text and "通用 13B 模型" in text and "generic-13b" not in text
    numbers = at.dataframe[0]
    headers = _headers(numbers)
    assert headers["per_gpu_gb"] == "单卡峰值" and headers["strategy"] == "切分方式"
    assert not any("_" in h for h in headers.values())
    assert list(numbers.value["strategy"]) == ["ZeRO-3", "FSDP", "数据并行（DDP）"]
    units = [c for c in at.caption if "GiB" in c.value]
    assert units and "可用 24.5 GB" in units[0].value and units[0].proto.help
    spec = json.loads(at.get("vega_lite_chart")[0].proto.spec)
    assert spec["layer"][0]["encoding"]["x"]["title"] in ("单卡显存（GB）", "各行按自身刻度")
    follow = [p for p in at.pills if p.key and p.key.startswith("fu_")][0]
    assert all("rtx-4090" not in o and CJK.search(o) for o in follow.options)


def test_assumptions_start_at_the_headline_and_stay_open(app: tuple[AppTest, FakeAdvisor]) -> None:
    at, advisor = app
    at.run()
    at.chat_input[0].set_value("can I fine-tune a 13B model on two 4090s").run()
    mid = next(m["id"] for m in at.session_state["messages"] if m["role"] == "assistant")
    assert at.selectbox(key=f"as_method_{mid}").value == "qlora"  # what the headline recommends
    assert at.selectbox(key=f"as_precision_{mid}").value == "int4"
    at.session_state[f"as_open_{mid}"] = True  # the user opens the panel
    at.run()
    at.number_input(key=f"as_count_{mid}").set_value(0).run()
    assert [e.value for e in at.error] == ["Enter a whole number of at least 1."]
    at.button(key=f"recalc_{mid}").click().run()
    assert len(advisor.asked) == 1  # an invalid count is never sent
    at.number_input(key=f"as_count_{mid}").set_value(4).run()
    at.button(key=f"recalc_{mid}").click().run()
    assert not at.exception and not at.error
    assert advisor.asked[-1][1] == {"gpu_count": 4}
    assert at.session_state[f"as_open_{mid}"] is True
    (panel,) = [e for e in at.expander if e.label == "Assumptions you can change"]
    assert panel.proto.expanded
    assert set(at.dataframe[0].value["gpus"]) == {"4 × GeForce RTX 4090"}


def test_calculator_refuses_zero_gpus_with_a_message_at_the_field(
    app: tuple[AppTest, FakeAdvisor],
) -> None:
    at, _ = app
    at.session_state["ui_lang"] = "zh"
    at.run()
    at.switch_page("assistant/ui/pages/calculator.py").run()
    assert not at.exception
    assert [m.value for m in at.metric][1] == "24.5 GB"
    sentence = next(m.value for m in at.markdown if m.value.startswith("切分方式"))
    assert not re.search(r"[A-Za-z]{3,}", sentence.replace("FSDP", ""))
    assert set(_headers(at.dataframe[0]).values()) == {"组成部分", "显存"}
    at.number_input(key="calc_count").set_value(0).run()
    assert [e.value for e in at.error] == ["请输入不小于 1 的整数。"]
    assert not at.metric and not at.get("vega_lite_chart")  # no stale results under a bad input
    at.number_input(key="calc_count").set_value(8).run()
    assert not at.error and at.metric


def test_calculator_states_an_impossible_mix_in_the_page_language(
    app: tuple[AppTest, FakeAdvisor],
) -> None:
    at, _ = app
    at.session_state["ui_lang"] = "zh"
    at.run()
    at.switch_page("assistant/ui/pages/calculator.py").run()
    at.selectbox(key="calc_method").set_value("qlora").run()
    at.selectbox(key="calc_precision").set_value("fp8").run()
    assert not at.exception and not at.metric
    assert [w.value.replace("\\", "") for w in at.warning] == [  # markdown-escaped
        "QLoRA 的基座模型固定为 4-bit NF4；--precision fp8 与之矛盾（16 位权重请用 --method lora）"
    ]


def test_prices_sort_in_one_currency_with_the_rate_shown(app: tuple[AppTest, FakeAdvisor]) -> None:
    at, _ = app
    at.run()
    at.switch_page("assistant/ui/pages/prices.py").run()
    assert not at.exception
    frame = at.dataframe[0]
    df = frame.value
    prices = [p for p in df["per_gpu_hour"] if p == p]
    assert prices == sorted(prices) and {"USD", "CNY"} <= set(df["currency"])
    assert _headers(frame)["per_gpu_hour"] == "Per GPU-hour (USD)"
    assert any(
        re.search(r"1 USD = [\d.]+ CNY, the rate of \d{4}-\d{2}-\d{2}", c.value) for c in at.caption
    )
    at.selectbox(key="price_sort").set_value("spot_per_hour").run()
    assert list(at.dataframe[0].proto.column_order)[:2] == ["provider", "spot_per_hour"]


def test_chinese_about_page_has_no_english_sentences(app: tuple[AppTest, FakeAdvisor]) -> None:
    at, _ = app
    at.session_state["ui_lang"] = "zh"
    at.run()
    at.switch_page("assistant/ui/pages/about.py").run()
    assert not at.exception
    text = "\n".join(m.value for m in at.markdown)
    assert f"{len(CATALOG.gpus)} 款 GPU" in text and "云端价格" in text
    assert not re.search(r"\b(GPUs|verified|guides|cloud prices|offerings|as of)\b", text)


def test_streamlit_config_hides_deploy_and_watches_nothing() -> None:
    config = tomllib.loads((ROOT / ".streamlit" / "config.toml").read_text(encoding="utf-8"))
    assert config["client"]["toolbarMode"] == "minimal"
    assert config["server"]["fileWatcherType"] == "none"
    assert config["server"]["address"] == "127.0.0.1"
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    assert "HOST ?= 127.0.0.1" in makefile and "--server.address $(HOST)" in makefile
