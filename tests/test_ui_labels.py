"""What the app shows instead of ids: the label table, number formats, bold before CJK, charts,
one-currency prices, field checks and the GB-vs-GiB note (pure helpers, no Streamlit run)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import get_args

import pytest
from markdown_it import MarkdownIt

from assistant.calc.sizing import Workload, estimate_memory
from assistant.calc.workload import Strategy
from assistant.catalog.offers import load_price_book
from assistant.catalog.specs import load_catalog
from assistant.models import Answer, Method, Precision, ToolCall
from assistant.ui.browse import gpu_rows, model_row
from assistant.ui.charts import estimates_of, memory_chart_spec
from assistant.ui.i18n import EXAMPLES, LABELS
from assistant.ui.inputs import Rule, problems
from assistant.ui.labels import (
    COLUMNS,
    METHODS,
    PRECISIONS,
    STRATEGIES,
    STRATEGY_EXPLAINED,
    TERMS,
    VALUES,
    cjk_safe_emphasis,
    fmt_gb,
    fmt_number,
    humanize_ids,
    units_note,
)
from assistant.ui.present import clip_snippet, default_overrides, kv_rows, numbers_rows
from assistant.ui.prices import PriceFilter, filter_offers, offer_row

ROOT = Path(__file__).resolve().parent.parent
CATALOG = load_catalog(ROOT / "knowledge" / "specs")
NAMES = {g.id: g.name for g in CATALOG.gpus.values()} | {
    m.id: m.name for m in CATALOG.models.values()
}
# English allowed inside Chinese text: product names, units and technical terms of art
ALLOWED_EN = {
    "GPU",
    "GB",
    "GiB",
    "GB/s",
    "TFLOPS",
    "BF16",
    "FP8",
    "FP16",
    "FP32",
    "INT8",
    "INT4",
    "GGUF",
    "LoRA",
    "QLoRA",
    "ZeRO",
    "FSDP",
    "DDP",
    "CPU",
    "KV",
    "NVLink",
    "MoE",
    "token",
    "logits",
    "JSON",
    "USD",
    "CNY",
    "nvidia",
    "smi",
    "PCIe",
    "Q8_0",
    "Q6_K",
    "Q5_K_M",
    "Q4_K_M",
    "Q4_0",
    "Q3_K_M",
    "Q2_K",
    "W",
    "B",
}
WORD = re.compile(r"[A-Za-z][A-Za-z0-9_/]*")


def english_words(text: str) -> set[str]:
    """ASCII words in ``text`` that are not product names or units."""
    return {w for w in WORD.findall(re.sub(r"\{[a-z_]+\}", "", text)) if w not in ALLOWED_EN}


def _estimate(method: str, count: int = 2) -> ToolCall:
    est = estimate_memory(
        CATALOG.model("13b"), CATALOG.gpu("rtx-4090"), count, Workload(method=method)
    )  # type: ignore[arg-type]
    return ToolCall(
        tool="estimate_memory",
        input={"model": "13b", "method": method, "gpu": "rtx-4090", "count": count},
        output=est.model_dump(mode="json"),
    )


def test_every_id_the_calculators_emit_has_a_label_in_both_languages() -> None:
    assert set(get_args(Method)) <= set(METHODS)
    assert set(get_args(Precision)) <= set(PRECISIONS)
    assert set(get_args(Strategy)) <= set(STRATEGIES) and set(STRATEGIES) == set(STRATEGY_EXPLAINED)
    shown = set(gpu_rows(CATALOG)[0]) | set(model_row(next(iter(CATALOG.models.values()))))
    book = load_price_book(ROOT / "knowledge" / "specs", user_file=Path("/nonexistent.yaml"))
    shown |= set(offer_row(book.offers[0]))
    shown |= set(
        numbers_rows(
            Answer(
                question="q",
                language="en",
                intent="fit_check",
                verdict=None,
                answer="a",
                tool_calls=[_estimate("lora")],
            )
        )[0]
    )
    missing = shown - set(COLUMNS) - {"id", "gpu_id", "market_note"}
    assert not missing, f"add these columns to labels.COLUMNS: {sorted(missing)}"


@pytest.mark.parametrize(
    "table",
    [LABELS, COLUMNS, METHODS, STRATEGIES, STRATEGY_EXPLAINED, TERMS, *VALUES.values()],
)
def test_chinese_labels_hold_no_english_but_names_and_units(table: dict) -> None:  # type: ignore[type-arg]
    leaks = {k: english_words(zh) for k, (_, zh) in table.items() if english_words(zh)}
    assert not leaks, leaks


def test_example_questions_follow_the_interface_language() -> None:
    assert all(re.search(r"[\u4e00-\u9fff]", q) for q in EXAMPLES["zh"])
    assert not any(re.search(r"[\u4e00-\u9fff]", q) for q in EXAMPLES["en"])


def test_numbers_never_show_an_exponent_and_big_gb_keep_their_sign() -> None:
    assert fmt_number(20424500.0) == "20,424,500"
    assert fmt_number(0.51625) == "0.52" and fmt_number(13.0) == "13" and fmt_number(None) == "—"
    assert kv_rows({"tokens": 2.04245e7, "rate": 0.000123})[0]["value"] == "20,424,500"
    assert fmt_gb(-24838662.1, signed=True) == "-24,838,662 GB"
    assert fmt_gb(5.44, signed=True) == "+5.4 GB"


def _rendered(markdown: str) -> str:
    return MarkdownIt("commonmark").render(markdown)


def test_bold_before_a_chinese_letter_renders_bold() -> None:
    source = "**注意：**RTX 4090 没有 NVLink。\n\n**原因与背景：**显存比速度重要。"
    assert "**" in _rendered(source)  # CommonMark leaves these as literal stars
    html = _rendered(cjk_safe_emphasis(source))
    assert "**" not in html
    assert "<strong>注意</strong>：RTX" in html and "<strong>原因与背景</strong>：显存" in html
    english = "**Why:** plain data parallel copies the model."
    assert _rendered(cjk_safe_emphasis(english)) == _rendered(english)


def test_ids_in_prose_become_names() -> None:
    zh = humanize_ids("generic-13b 是按规模推算的通用结构；rtx-4090 没有 NVLink", NAMES, "zh")
    assert zh == "通用 13B 模型 是按规模推算的通用结构；GeForce RTX 4090 没有 NVLink"
    en = humanize_ids("see `specs/gpus.yaml#rtx-4090`; llama-3.1-70b fits", NAMES, "en")
    assert en == "see `specs/gpus.yaml#rtx-4090`; Llama 3.1 70B fits"
    assert humanize_ids("Generic-13b is a generic shape.", NAMES, "en") == (
        "Generic 13B model is a generic shape."
    )


def test_chart_is_horizontal_in_table_order_with_labelled_limits() -> None:
    calls = [_estimate("full"), _estimate("lora"), _estimate("qlora"), _estimate("lora", 4)]
    answer = Answer(
        question="q", language="zh", intent="fit_check", verdict=None, answer="a", tool_calls=calls
    )
    spec = memory_chart_spec(estimates_of(calls), "zh", "单卡显存", NAMES)
    assert spec is not None
    bars, ticks = spec["layer"]
    y = bars["encoding"]["y"]
    # horizontal; full fine-tuning is over 5x QLoRA, so each row has its own scale + figures
    assert y["field"] == "option" and bars["encoding"]["x"]["field"] == "share"
    assert all(label.count(" · ") == 2 for label in y["sort"])
    assert [label.rsplit(" · ", 1)[0] for label in y["sort"]] == [
        "全参数微调 BF16 · 2 × GeForce RTX 4090",
        "LoRA BF16 · 2 × GeForce RTX 4090",
        "QLoRA INT4 · 2 × GeForce RTX 4090",
        "LoRA BF16 · 4 × GeForce RTX 4090",
    ]
    assert [r["method"] for r in numbers_rows(answer, "zh", NAMES)] == [
        "全参数微调",
        "LoRA",
        "QLoRA",
        "LoRA",
    ]
    assert not any("rtx-4090" in o for o in y["sort"])
    assert ticks["encoding"]["color"]["scale"]["domain"][-2:] == ["单卡可用", "显卡显存"]
    assert bars["encoding"]["x"]["title"] == "各行按自身刻度"
    assert bars["encoding"]["color"]["legend"]["orient"] == "bottom"
    assert spec["height"] == {"step": 54}  # a third label line: the row's figures
    assert "split(datum.label" in y["axis"]["labelExpr"]  # two short lines, not one cut line


def test_prices_sort_in_one_currency_converted_at_the_dated_rate() -> None:
    book = load_price_book(ROOT / "knowledge" / "specs", user_file=Path("/nonexistent.yaml"))
    (fx,) = [r for r in book.fx if {r.base, r.quote} == {"USD", "CNY"}][-1:]
    usd_per_cny = float(fx.rate) if fx.base == "CNY" else 1 / float(fx.rate)
    rows = [offer_row(o, "USD", book.fx) for o in book.offers]
    shown = filter_offers(rows, PriceFilter())
    prices = [r["per_gpu_hour"] for r in shown if r["per_gpu_hour"] is not None]
    assert prices == sorted(prices)
    assert {r["currency"] for r in shown[:30]} == {"USD", "CNY"}  # one ranking over both
    cny = next(r for r in shown if r["currency"] == "CNY")
    listed = float(cny["original_per_gpu_hour"].removeprefix("¥"))
    assert cny["per_gpu_hour"] == pytest.approx(listed * usd_per_cny, abs=0.001)
    usd = next(r for r in shown if r["currency"] == "USD")
    assert usd["original_per_gpu_hour"].startswith("$")


def test_field_checks_name_what_is_wrong() -> None:
    rules: dict[str, Rule] = {"count": "count", "seq_len": "nonnegative", "batch": "count"}
    assert problems({"count": 2, "seq_len": 0, "batch": 1}, rules, "en") == {}
    found = problems({"count": 0, "seq_len": -5, "batch": 1.5}, rules, "zh")
    whole = "请输入不小于 1 的整数。"
    assert found == {"count": whole, "seq_len": "请输入 0（默认值）或更大的数。", "batch": whole}
    positive = problems({"size": 0.0}, {"size": "positive"}, "en")
    assert positive == {"size": "Enter a number above 0."}


def test_units_note_explains_24_5_gb_usable_on_a_24_gb_card() -> None:
    est = estimate_memory(
        CATALOG.model("13b"), CATALOG.gpu("rtx-4090"), 1, Workload(method="qlora")
    )
    sentence, tip = units_note("RTX 4090", 24, est.capacity_gb, est.usable_gb, "en")
    assert '"24 GB" is the vendor\'s GiB' in sentence
    assert f"{est.capacity_gb:.1f} GB" in sentence
    assert f"so {est.usable_gb:.1f} GB is usable" in sentence
    assert "10⁹ bytes" in sentence and "1 GiB = 1.074 GB" in tip
    zh, _ = units_note("RTX 4090", 24, est.capacity_gb, est.usable_gb, "zh")
    assert "可用 24.5 GB" in zh and "GiB" in zh


def test_assumptions_start_from_the_headline_option() -> None:
    calls = [_estimate("full"), _estimate("lora"), _estimate("qlora")]
    answer = Answer(
        question="q", language="en", intent="fit_check", verdict=None, answer="a", tool_calls=calls
    )
    # the headline names the lightest option that fits (QLoRA), not the first estimate (full)
    assert default_overrides(answer)["method"] == "qlora"
    assert default_overrides(answer)["precision"] == "int4"


def test_a_quoted_passage_cut_mid_word_ends_at_a_word() -> None:
    cut = "显存" * 297 + " A100 SX"
    assert clip_snippet(cut) == "显存" * 297 + " A100 …"
    assert clip_snippet("功耗 450 W") == "功耗 450 W"  # short passages were never cut
    whole = "x " * 300 + "ends here."
    assert clip_snippet(whole) == whole
