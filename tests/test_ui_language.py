"""Everything an answer card and the pages show in the page language (issue 26, items 2 and 5)."""

from __future__ import annotations

import re

import pytest

from assistant.messages.catalog_phrases import catalog_phrase, instance_phrase, region_phrase
from assistant.ui.field_labels import FIELDS, GROUPS, computed_rows, field_label, tool_label
from assistant.ui.present import chart_estimates, kv_rows, numbers_rows
from tests.support.advisors import memory_advisor

ALLOWED_LATIN = {
    "GPU", "GB", "KV", "CUDA", "MFU", "token", "USD", "ZeRO", "FSDP", "DDP", "logits", "LoRA",
}  # fmt: skip
"""Names and units that stay in Latin letters on a Chinese page."""


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _latin_words(text: str) -> set[str]:
    return set(re.findall(r"[A-Za-z]{2,}", text)) - ALLOWED_LATIN


@pytest.mark.parametrize(
    ("raw", "zh"),
    [
        ("launch MSRP, Sep 2020", "首发建议零售价，2020 年 9 月"),
        (
            "restricted for China since Oct 2022 US rule (China variant: A800)",
            "对华出口受限，始于 2022 年 10 月美国出口规则（中国特供版：A800）",
        ),
        ("restricted for China", "对华出口受限"),
        ("launch MSRP (reported), Dec 2022", "首发建议零售价（据报道），2022 年 12 月"),
    ],
)
def test_catalog_phrases_read_in_chinese(raw, zh):
    assert catalog_phrase(raw, "zh") == zh
    assert catalog_phrase(raw, "en") == raw


def test_regions_and_per_gpu_rentals_in_chinese():
    assert region_phrase("China", "zh") == "中国"
    assert region_phrase("us-east-1", "zh") == "us-east-1"
    assert instance_phrase("(per GPU)", "zh") == "按卡租用"
    assert instance_phrase("(per GPU)", "en") == "per GPU rental"
    assert instance_phrase("p5.48xlarge", "zh") == "p5.48xlarge"


QUESTIONS = [
    "两张4090能微调13B模型吗？",
    "H100 每小时多少钱？",
    "A100 还是 H100？",
    "部署 Qwen2.5-32B 给 50 个用户用需要几张卡？",
    "买还是租 8 张 H100，用 3 年？",
    "预算 5000 美元买什么卡跑 qwen2.5 32b 推理？",
    "Llama 3 8B 在 4090 上推理有多快？",
    "20万篇文章用 qwen2.5 7b 做摘要，每条输出 200 token，一张 4090 要多久？",
]


@pytest.mark.parametrize("question", QUESTIONS)
def test_how_it_was_computed_has_no_raw_field_names_in_chinese(advisor, question):
    answer = advisor.ask(question)
    assert answer.language == "zh" and answer.tool_calls
    for call in answer.tool_calls:
        assert not _latin_words(tool_label(call.tool, "zh")), call.tool
        for row in computed_rows(kv_rows(call.input) + kv_rows(call.output), "zh"):
            assert "_" not in row["field"], row
            assert not _latin_words(row["field"]), (call.tool, row["field"])
            assert row["value"] not in ("true", "false", "None", "")


def test_every_group_and_dotted_field_has_a_label():
    assert field_label("breakdown.weights", "zh") == "显存构成 · 权重"
    assert field_label("pick.per_gpu_gb", "en") == "pick · peak per GPU (GB)"
    assert set(GROUPS) >= {"breakdown", "pick", "runner_up", "used_alternative"}
    assert all(zh and not zh.isascii() or zh in ALLOWED_LATIN for _, zh in FIELDS.values())


def test_a_recommendation_card_shows_the_recommended_setups_and_the_used_caveat(advisor):
    answer = advisor.ask("what GPU should I buy for qwen2.5 32b inference under $5000?")
    rows = numbers_rows(answer, "en", {"rtx-3090": "RTX 3090"})
    # the pick leads (1 x RTX 3090 at int4: 21.3 of 24.5 GB), every row fits as the answer says
    assert rows[0]["gpus"] == "1 × RTX 3090"
    assert all(r["fits"] and r["headroom_gb"] > 0 for r in rows)
    used = [r for r in rows if "used" in r["gpus"]]
    assert used and "no warranty" in used[0]["gpus"]
    # the answer's own table carries the caveat in the row (and what an SXM2 module needs,
    # when the used pick is one: since the Tesla P40 joined the catalog it is a PCIe card)
    (row,) = [line for line in answer.answer.splitlines() if line.startswith("| used market")]
    assert "no warranty" in row
    assert "SXM2" not in row or "SXM2 carrier board" in row
    assert all((e.gpu_id, e.count) == ("rtx-3090", 1) for e in chart_estimates(answer))


def test_a_chinese_recommendation_names_price_basis_and_region_in_chinese(advisor):
    answer = advisor.ask("预算 5000 美元买什么卡跑 qwen2.5 32b 推理？")
    assert "launch MSRP" not in answer.answer and "首发建议零售价" in answer.answer
    rent = advisor.ask("租什么卡跑 Llama 3 70B 最便宜？")
    assert "(per GPU)" not in rent.answer and "可信度 low" not in rent.answer


def test_bars_far_apart_get_a_scale_per_row_with_their_figures(advisor):
    from assistant.ui.charts import estimates_of, memory_chart_spec

    answer = advisor.ask("can I fine-tune a 13B model on two 4090s?")
    ests = estimates_of(answer.tool_calls)
    peaks = [e.per_gpu_gb for e in ests]
    assert max(peaks) / min(peaks) > 5  # full fine-tuning ~122 GB beside QLoRA ~13 GB
    spec = memory_chart_spec(ests, "en")
    bars, ticks = spec["layer"]
    assert bars["encoding"]["x"]["field"] == "share"
    shares = [r["share"] for r in bars["data"]["values"]]
    assert max(shares) <= 1.0 and all(s >= 0 for s in shares)
    labels = bars["encoding"]["y"]["sort"]
    assert len(labels) == len(ests)
    assert any(f"{max(peaks):,.1f} of" in label for label in labels)  # figures on the row
    assert spec["autosize"]["contains"] == "padding"
    assert ticks["encoding"]["color"]["scale"]["range"][-2:] == ["#c62828", "#212121"]
    # close values keep one GB scale and no printed figures
    one = memory_chart_spec(ests[-1:], "en")
    assert one["layer"][0]["encoding"]["x"]["field"] == "gb"
    assert "GB usable" not in one["layer"][0]["encoding"]["y"]["sort"][0]
