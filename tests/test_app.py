"""The Streamlit app: pure render helpers, then AppTest runs against a real index."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
import streamlit as st
from streamlit.testing.v1 import AppTest

from assistant.calc.sizing import Workload, estimate_memory
from assistant.catalog.guides import load_guides
from assistant.catalog.specs import load_catalog
from assistant.models import Answer, Citation, Query, ToolCall
from assistant.question.conversation import Turn
from assistant.ui import feedback as fb
from assistant.ui.browse import GpuFilter, filter_gpus, gpu_rows
from assistant.ui.charts import (
    TERMS,
    breakdown_rows,
    capacity_rows,
    estimates_of,
    memory_chart_spec,
)
from assistant.ui.chat import changed_values
from assistant.ui.i18n import LABELS, USER_TYPES, WORKLOADS
from assistant.ui.present import (
    citation_language,
    follow_ups,
    md_escape,
    numbers_rows,
    source_kind,
    source_rows,
    verdict_badge,
)
from assistant.ui.prices import PriceFilter, filter_offers, offer_row
from assistant.ui.recommend import check_picks, load_picks, select_picks

ROOT = Path(__file__).resolve().parent.parent
KNOWLEDGE = ROOT / "knowledge"
CJK = re.compile(r"[\u4e00-\u9fff]")
_CATALOG = load_catalog(KNOWLEDGE / "specs")
NAMES = {g.id: g.name for g in _CATALOG.gpus.values()} | {
    m.id: m.name for m in _CATALOG.models.values()
}


def _estimate_call(count: int = 2, method: str = "lora") -> ToolCall:
    catalog = load_catalog(KNOWLEDGE / "specs")
    est = estimate_memory(
        catalog.model("13b"), catalog.gpu("rtx-4090"), count, Workload(method=method)
    )  # type: ignore[arg-type]
    return ToolCall(
        tool="estimate_memory",
        input={"model": "13b", "method": method, "gpu": "rtx-4090", "count": count},
        output=est.model_dump(mode="json"),
    )


def _answer(lang: str = "en", calls: list[ToolCall] | None = None) -> Answer:
    return Answer(
        question="can I fine-tune 13B on two 4090s" if lang == "en" else "两张4090能微调13B吗",
        language=lang,
        intent="fit_check",
        verdict="conditional",  # type: ignore[arg-type]
        answer="It fits with QLoRA [1].",
        citations=[
            Citation(
                n=1,
                doc_id="memory-math",
                title="Memory math",
                section="LoRA",
                snippet="LoRA trains small adapters",
                source=f"guides/{lang}/memory-math.md#lora",
            )
        ],
        tool_calls=calls if calls is not None else [_estimate_call()],
    )


# --------------------------------------------------------------------------- pure helpers


def test_chart_rows_sum_to_the_estimate_and_carry_capacity() -> None:
    call = _estimate_call()
    pairs = estimates_of([call])  # no typed result attached: validated from the JSON output
    assert pairs[0].per_gpu_gb == call.output["per_gpu_gb"]
    rows = breakdown_rows(pairs)
    assert [r["order"] for r in rows] == list(range(len(TERMS)))
    assert sum(r["gb"] for r in rows) == pytest.approx(call.output["per_gpu_gb"], abs=0.05)
    limits = {r["limit"]: r["gb"] for r in capacity_rows(pairs)}
    assert limits == {
        "usable per GPU": call.output["usable_gb"],
        "card memory": call.output["capacity_gb"],
    }
    spec = memory_chart_spec(pairs, "zh")
    assert spec is not None
    bar, tick = spec["layer"]
    assert bar["encoding"]["x"]["stack"] == "zero"
    assert {r["term"] for r in bar["data"]["values"]} >= {"权重", "优化器状态", "KV 缓存"}
    assert tick["mark"]["type"] == "tick" and len(tick["data"]["values"]) == 2
    failed = ToolCall(
        tool="estimate_memory", input={"gpu": "rtx-4900"}, output={"error": "unknown GPU"}
    )
    assert estimates_of([failed]) == [] and memory_chart_spec([]) is None


def test_two_options_give_two_bars_with_their_own_capacity() -> None:
    a, b = _estimate_call(2, "lora"), _estimate_call(2, "qlora")
    spec = memory_chart_spec(estimates_of([a, b]))
    assert spec is not None
    options = {r["option"] for r in spec["layer"][0]["data"]["values"]}
    # the setup is shared, so the labels name only what differs
    assert options == {"LoRA BF16", "QLoRA INT4"}


def test_numbers_badge_and_sources() -> None:
    answer = _answer()
    (row,) = numbers_rows(answer, "zh", NAMES)
    assert row["gpus"] == "2 × GeForce RTX 4090" and row["model"] == "通用 13B 模型"
    assert row["method"] == "LoRA" and row["strategy"] == "FSDP"
    assert row["per_gpu_gb"] == answer.tool_calls[0].output["per_gpu_gb"]
    assert verdict_badge("conditional", "en") == ("Fits with conditions", "orange")
    assert verdict_badge("no", "zh") == ("不行", "red")
    assert verdict_badge(None, "en") is None
    (src,) = source_rows(answer)
    assert src["n"] == 1 and src["language"] == "en" and src["source"].endswith("#lora")
    spec = Citation(
        n=2,
        doc_id="gpu-h20",
        title="H20 规格参数",
        section="关键参数",
        snippet="H20：96 GB HBM3 显存",
        source="specs/gpus.yaml#h20",
    )
    assert citation_language(spec) == "zh"
    assert src["kind"] == "Guide" and source_kind(spec.source, "zh") == "GPU 规格表（厂商规格书）"


def test_follow_ups_follow_the_answer_language_and_slots() -> None:
    en = follow_ups(_answer("en"), NAMES)
    zh = follow_ups(_answer("zh"), NAMES)
    assert len(en) == len(zh) == 4
    assert "3× GeForce RTX 4090" in en[0] and "a 13B model" in en[0]
    assert not any("rtx-4090" in q for q in en + zh)
    assert all(CJK.search(q) for q in zh) and not any(CJK.search(q) for q in en)
    concept = _answer("en", calls=[]).model_copy(update={"intent": "cost"})
    assert follow_ups(concept)[0].startswith("Is buying cheaper")


def test_markdown_escape_neutralises_html_and_links() -> None:
    out = md_escape("<script>alert(1)</script> [x](http://e)")
    assert "<script>" not in out and "\\<script\\>" in out and "\\[x\\]\\(http" in out


def test_changed_values_keep_only_what_moved() -> None:
    base = {"method": "lora", "gpu_id": "rtx-4090", "gpu_count": 2, "batch_size": 1}
    chosen = {
        "method": "lora",
        "gpu_id": "rtx-4090",
        "gpu_count": 4,
        "batch_size": 1,
        "precision": None,
    }
    assert changed_values(base, chosen) == {"gpu_count": 4}


def test_feedback_lines_hold_only_review_fields(tmp_path: Path) -> None:
    answer = _answer()
    rec = fb.make_record("m1", answer, 0, "wrong_numbers")
    fb.append_feedback(tmp_path, rec)
    fb.append_feedback(tmp_path, fb.make_record("m2", answer, 1, "wrong_numbers"))
    lines = (tmp_path / "feedback.jsonl").read_text(encoding="utf-8").splitlines()
    first = json.loads(lines[0])
    assert set(first) == {
        "message_id",
        "question",
        "answer_hash",
        "rating",
        "reason",
        "sources",
        "tools",
        "language",
        "intent",
        "verdict",
        "at",
    }
    assert first["rating"] == "down" and first["reason"] == "wrong_numbers"
    assert first["answer_hash"] == fb.answer_hash(answer) and len(first["answer_hash"]) == 16
    back = fb.read_feedback(tmp_path)
    assert [r.rating for r in back] == ["down", "up"] and back[1].reason is None


def test_gpu_filters_and_sorting() -> None:
    catalog = load_catalog(KNOWLEDGE / "specs")
    rows = gpu_rows(catalog, {"rtx-4090": 0.34})
    big = filter_gpus(
        rows,
        GpuFilter(min_memory_gb=80, nvlink_only=True, sort_by="bandwidth_gb_s", descending=True),
    )
    assert big and len(big) < len(rows)
    assert all(r["memory_gb"] >= 80 and r["nvlink"] for r in big)
    bws = [r["bandwidth_gb_s"] for r in big]
    assert bws == sorted(bws, reverse=True)
    (r4090,) = filter_gpus(rows, GpuFilter(text="4090d"))
    assert r4090["id"] == "rtx-4090d"
    cheap = filter_gpus(rows, GpuFilter(sort_by="cloud_usd_per_gpu_hour", descending=False))
    assert cheap[0]["id"] == "rtx-4090"  # the only priced row sorts first, unpriced rows last


def test_price_rows_carry_date_confidence_currency() -> None:
    from assistant.catalog.offers import load_price_book

    book = load_price_book(KNOWLEDGE / "specs", user_file=Path("/nonexistent/prices.yaml"))
    rows = [offer_row(o) for o in book.offers]
    cny = filter_offers(rows, PriceFilter(currencies=["CNY"]))
    assert cny and all(r["currency"] == "CNY" for r in cny)
    assert all(re.fullmatch(r"\d{4}-\d{2}-\d{2}", r["as_of"]) and r["confidence"] for r in rows)
    usd = filter_offers(rows, PriceFilter(currencies=["USD"]))
    prices = [r["per_gpu_hour"] for r in usd if r["per_gpu_hour"] is not None]
    assert prices == sorted(prices)


def test_recommendations_cite_existing_guides_in_both_languages() -> None:
    picks = load_picks(KNOWLEDGE)
    guides = load_guides(KNOWLEDGE / "guides")
    both = {g.id for g in guides if g.lang == "en"} & {g.id for g in guides if g.lang == "zh"}
    assert check_picks(picks, both, set(load_catalog(KNOWLEDGE / "specs").gpus)) == []
    combos = {(p.user_type, p.workload) for p in picks}
    assert combos == {(u, w) for u in USER_TYPES for w in WORKLOADS}
    assert all(CJK.search(p.pick.zh) and not CJK.search(p.pick.en) for p in picks)
    assert [p.id for p in select_picks(picks, "student", "lora")] == ["student-lora"]


def test_every_label_has_both_languages() -> None:
    assert all(
        en and zh and CJK.search(zh) for key, (en, zh) in LABELS.items() if key not in {"gpu"}
    )


# --------------------------------------------------------------------------- AppTest


@pytest.fixture
def app_env(real_index_dir: Path, scratch_data_dir: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Point the app at the session's real index and a scratch data folder."""
    from assistant.advisor import get_advisor
    from assistant.rag.retrieval import get_retriever

    monkeypatch.setenv("GPU_ADVISOR_INDEX", str(real_index_dir))
    monkeypatch.setenv("GPU_ADVISOR_DATA", str(scratch_data_dir))
    monkeypatch.chdir(ROOT)
    get_advisor.cache_clear()
    get_retriever.cache_clear()
    st.cache_resource.clear()
    return scratch_data_dir


def _app() -> AppTest:
    return AppTest.from_file(str(ROOT / "app.py"), default_timeout=180)


def _ask(at: AppTest, question: str) -> AppTest:
    at.run()
    assert not at.exception
    at.chat_input[0].set_value(question).run()
    assert not at.exception, at.exception
    return at


def _assistant_markdown(at: AppTest) -> list[str]:
    return [m.value for msg in at.chat_message if msg.name == "assistant" for m in msg.markdown]


@pytest.mark.slow
def test_chat_answers_13b_on_two_4090s_with_badge_source_and_chart(app_env: Path) -> None:
    at = _ask(_app(), "can I fine-tune a 13B model on two 4090s")
    texts = _assistant_markdown(at)
    assert any(re.match(r":(green|orange|red)-badge\[", t) for t in texts)
    sources = [e for e in at.expander if e.label.startswith("Sources (")]
    assert sources and int(sources[0].label.split("(")[1].rstrip(")")) >= 1
    assert any(t.startswith("**[1] ") for t in texts)
    (chart,) = at.get("vega_lite_chart")
    spec = json.loads(chart.proto.spec)
    assert {r["term"] for r in spec["layer"][0]["data"]["values"]} >= {"weights", "optimizer state"}
    assert any(e.label == "How this was computed" for e in at.expander)
    follow = [p for p in at.pills if p.key and p.key.startswith("fu_")]
    assert follow and any("RTX 4090" in o for o in follow[0].options)
    assert not any("rtx-4090" in o for o in follow[0].options)
    # feedback: thumbs down with a reason lands in data_dir/feedback.jsonl
    (thumbs,) = [f for f in at.get("feedback")]
    key = thumbs.proto.id
    assert key
    msg_id = next(m["id"] for m in at.session_state["messages"] if m["role"] == "assistant")
    at.session_state[f"fb_{msg_id}"] = 0
    at.run()
    at.selectbox(key=f"fbr_{msg_id}").set_value("wrong_numbers").run()
    records = fb.read_feedback(app_env)
    assert records and records[-1].rating == "down" and records[-1].reason == "wrong_numbers"
    assert records[-1].question == "can I fine-tune a 13B model on two 4090s"


@pytest.mark.slow
def test_chinese_question_gets_a_chinese_answer(app_env: Path) -> None:
    at = _ask(_app(), "两张 4090 能微调 13B 模型吗？")
    texts = _assistant_markdown(at)
    body = next(t for t in texts if len(t) > 40)
    assert len(CJK.findall(body)) > 10
    follow = [p for p in at.pills if p.key and p.key.startswith("fu_")]
    assert all(CJK.search(o) for o in follow[0].options)


@pytest.mark.slow
def test_changing_an_assumption_changes_the_numbers(app_env: Path) -> None:
    at = _ask(_app(), "can I fine-tune a 13B model with LoRA on two 4090s")
    before = at.dataframe[0].value
    msg_id = next(m["id"] for m in at.session_state["messages"] if m["role"] == "assistant")
    at.selectbox(key=f"as_gpu_{msg_id}").set_value("a100-80gb-sxm")
    at.number_input(key=f"as_count_{msg_id}").set_value(4)
    at.button(key=f"recalc_{msg_id}").click().run()
    assert not at.exception
    after = at.dataframe[0].value
    assert list(after["gpus"]) == ["4 × A100 SXM4 80GB"]
    assert list(before["gpus"]) == ["2 × GeForce RTX 4090"]
    assert float(after["usable_gb"].iloc[0]) > float(before["usable_gb"].iloc[0])
    assert float(after["per_gpu_gb"].iloc[0]) != float(before["per_gpu_gb"].iloc[0])


@pytest.mark.slow
def test_browse_pages_render_and_filter(app_env: Path) -> None:
    at = _app()
    at.run()
    at.switch_page("assistant/ui/pages/gpus.py").run()
    assert not at.exception
    total = len(at.dataframe[0].value)
    at.slider(key="gpu_min_mem").set_value(80).run()
    df = at.dataframe[0].value
    assert 0 < len(df) < total and (df["memory_gb"] >= 80).all()

    at.switch_page("assistant/ui/pages/models.py").run()
    assert not at.exception and len(at.dataframe[0].value) > 30
    at.text_input(key="model_text").set_value("qwen").run()
    assert all("qwen" in n.lower() for n in at.dataframe[0].value["name"])

    at.switch_page("assistant/ui/pages/prices.py").run()
    at.multiselect(key="price_currency").set_value(["CNY"]).run()
    prices = at.dataframe[0].value
    assert len(prices) > 0 and set(prices["currency"]) == {"CNY"}
    assert prices["as_of"].str.match(r"\d{4}-\d{2}-\d{2}").all()

    at.switch_page("assistant/ui/pages/calculator.py").run()
    assert not at.exception and len(at.get("vega_lite_chart")) == 1
    assert at.metric[0].value.endswith("GB")

    at.switch_page("assistant/ui/pages/recommendations.py").run()
    assert not at.exception
    at.get("button_group")  # segmented controls render as button groups
    at.session_state["rec_user"] = "student"
    at.session_state["rec_workload"] = "lora"
    at.run()
    assert any("QLoRA on one rented 24 GB card" in m.value for m in at.markdown)

    at.switch_page("assistant/ui/pages/about.py").run()
    assert not at.exception
    assert any(re.search(r"\d+ GPUs \(\d+ fully verified\)", m.value) for m in at.markdown)


@pytest.mark.slow
def test_chinese_labels_when_the_interface_is_switched(app_env: Path) -> None:
    at = _app()
    at.session_state["ui_lang"] = "zh"
    at.run()
    assert not at.exception
    assert at.title[0].value == "GPU 选型助手"


def test_first_run_builds_the_index_with_visible_progress(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A missing index shows a progress bar, builds once, then answers (fakes stand in)."""
    from assistant.errors import IndexUnavailable
    from assistant.ui.state import RESOURCES_KEY, Resources

    built: list[float] = []

    class FakeAdvisor:
        def ask(self, question: str, overrides: object = None) -> Answer:
            return _answer().model_copy(update={"question": question})

        def answer_turn(
            self, question: str, history: object = None, overrides: object = None
        ) -> Turn:
            answer = self.ask(question)
            return Turn(question=question, query=Query(text=question), answer=answer)

    def advisor() -> FakeAdvisor:
        if not built:
            raise IndexUnavailable("no index yet")
        return FakeAdvisor()

    def build(progress):  # type: ignore[no-untyped-def]
        for f in (0.0, 0.5, 1.0):
            progress(f, f"embedding {f:.0%}")
            built.append(f)

    monkeypatch.chdir(ROOT)
    catalog = load_catalog(KNOWLEDGE / "specs")
    at = _app()
    at.session_state[RESOURCES_KEY] = Resources(
        advisor=advisor,
        catalog=lambda: catalog,
        price_book=lambda: None,
        build_index=build,
        overrides=dict,
        data_dir=lambda: tmp_path,
        knowledge_dir=lambda: KNOWLEDGE,
    )
    at.run()
    assert not at.exception
    assert built == [0.0, 0.5, 1.0]
    assert at.get("progress") and at.get("progress")[0].proto.value == 100
    at.chat_input[0].set_value("can I fine-tune a 13B model on two 4090s").run()
    assert any("It fits with QLoRA [1]." in t for t in _assistant_markdown(at))
