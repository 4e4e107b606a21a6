"""Stated figures said beside another question are read and shown: a supply's power budget,
the epochs of a run in trouble, the precision of a timed job.

Phrased apart from the evaluation sets.
"""

from __future__ import annotations

import pytest

from assistant.catalog.specs import load_catalog
from assistant.question.parsing import parse
from tests.support.advisors import KNOWLEDGE, memory_advisor
from tests.support.advisors import last_answer as _last

CAT = load_catalog(KNOWLEDGE / "specs")


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _shown(advisor, *turns: str) -> str:
    answer = _last(advisor, *turns)
    return "\n".join([answer.answer, *answer.assumptions])


@pytest.mark.parametrize(
    ("text", "watts"),
    [
        ("my ups only gives about 500w, what gpu for 8b models at q4", 500.0),
        ("off-grid, the inverter tops out at 350 watts. how much does an rtx 4060 draw", 350.0),
        ("太阳能逆变器只有 600 瓦，跑 7b 模型买哪张卡", 600.0),
        ("a 4070 in a box on a 450w power budget, what does it draw", 450.0),
    ],
)
def test_supply_budget_read(text, watts):
    assert parse(text, CAT).power_budget_w == watts


@pytest.mark.parametrize(
    ("turns", "needles"),
    [
        (("my ups only gives about 500w, what gpu for 8b models at q4",), ("500 W",)),
        (("太阳能逆变器只有 600 瓦，跑 7b 模型买哪张卡",), ("600 W",)),
        (
            ("training resnet50 for 90 epochs on 4x 3090, nccl timeout after the first epoch",),
            ("90 epochs",),
        ),
        (("两张 a6000 训练 yolov8m 300 个 epoch，DDP 卡住不动",), ("300 个 epoch",)),
        (("how long to pretrain a 3b model on 8x a100 over 50b tokens in fp8",), ("FP8",)),
    ],
)
def test_stated_figures_shown(advisor, turns, needles):
    shown = _shown(advisor, *turns)
    for needle in needles:
        assert needle in shown


@pytest.mark.parametrize(
    "text",
    [
        "finetune llama 3.1 8b with full params on 20k samples, which gpu to rent",
        "want to tune all params of mistral 7b, how many a100s",
        "qwen2.5 7b 全参微调要几张卡",
    ],
)
def test_full_params_is_full_finetuning(text):
    assert parse(text, CAT).method == "full"


@pytest.mark.parametrize(
    ("text", "tokens"),
    [
        (
            "llama.cpp -c 16384 on a 3060 runs qwen2.5 14b slowly, dropped it back to 4096",
            4096,
        ),
        ("ollama 上下文 16k 跑 qwen3 8b 很慢，调回 4096 也一样", 4096),
        ("set num_ctx to 32768 on my 4070, changed it to 8k and still slow", 8192),
        ("32k context on 2 gpus, cut it down to 2 cards", 32768),
    ],
)
def test_context_changed_to_is_in_force(text, tokens):
    assert parse(text, CAT).context_tokens == tokens


@pytest.mark.parametrize(
    ("turns", "needle"),
    [
        (("12 路摄像头跑 yolov8n 实时检测，L4 要几张", "要是 48 路呢"), "48"),
        (("20 cameras running yolov8m live, how many t4s", "and with 60 cameras?"), "60"),
        (("30 路实时语音转写用 whisper large-v3，要几张 L4", "那 90 路呢"), "90"),
    ],
)
def test_streams_follow_up_resizes_the_job(advisor, turns, needle):
    answer = _last(advisor, *turns)
    first = answer.answer.splitlines()[0]
    assert needle in first


@pytest.mark.parametrize(
    "text",
    [
        "32k context on a 4090 for qwen3 14b, or should I drop it to 16k?",
        "4090 跑 qwen3 14b 上下文开 32k 够吗，还是得降到 16k",
    ],
)
def test_context_change_only_asked_keeps_the_first(text):
    assert parse(text, CAT).context_tokens == 32768


@pytest.mark.parametrize(
    ("text", "model"),
    [
        ("can 2x 3090 run qwen2.5 72b at q4? electricity aside", "qwen2.5-72b"),
        ("ignoring the power bill, is a p40 enough for llama 3.1 8b q8", "llama-3.1-8b"),
        ("两张 3090 能跑 qwen2.5 72b 的 q4 吗，电费先不管", "qwen2.5-72b"),
        ("不考虑电费，4 张 p40 跑 70b q4 行吗", None),
    ],
)
def test_power_cost_set_aside_is_no_power_question(text, model):
    query = parse(text, CAT)
    assert query.power_ask is None and not query.power_words
    assert query.intent == "fit_check"
    if model:
        assert query.model_id == model


@pytest.mark.parametrize(
    ("text", "side"),
    [
        ("comfyui flux on a 3060 12gb ooms on renders at 1536", 1536),
        ("4070 跑 sdxl 分辨率 1024。出图全黑", 1024),
        ("sdxl at 768 resolution on a 4060 gives nan errors", 768),
    ],
)
def test_picture_side_said_beside_a_trouble(text, side):
    query = parse(text, CAT)
    assert (query.media_width, query.media_height) == (side, side)


def test_picture_side_shown_in_a_trouble(advisor):
    shown = _shown(
        advisor,
        "a1111 sdxl on a 4060 ti, getting black images at 1152. sd1.5 works fine, what is wrong",
    )
    assert "1152" in shown


@pytest.mark.parametrize(
    ("text", "total"),
    [
        ("2x 3090 (48 total) enough for llama 3.3 70b at q4?", 48.0),
        ("两张 p40 一共 48，能跑 70b q4 吗", 48.0),
        ("4x a6000, 192 combined, can it run qwen2.5 72b in fp16", 192.0),
    ],
)
def test_total_memory_without_unit_said_back(text, total):
    params = [a.params for a in parse(text, CAT).assumptions if hasattr(a, "params")]
    assert any(p.get("memory") == total for p in params)


@pytest.mark.parametrize(
    ("text", "hours"),
    [
        ("每天两百来个小时的会议录音要用 whisper large-v3 转写，配什么卡", 200.0),
        ("客服中心每天三百多个小时通话录音，用 whisper 转写要几张卡", 300.0),
        ("~150 hrs of audio a day through whisper large-v3, what gpu", 150.0),
    ],
)
def test_audio_hours_a_day_in_chinese_numerals(text, hours):
    assert parse(text, CAT).duration_hours == hours


@pytest.mark.parametrize(
    ("text", "budget"),
    [
        ("预算要是翻倍到6w呢，能上 72b 吗", 60000),
        ("如果预算加到 2 万呢", 20000),
        ("what if the budget is doubled to $8000", 8000),
    ],
)
def test_budget_changed_to_an_amount(text, budget):
    assert parse(text, CAT).budget == budget


@pytest.mark.parametrize(
    ("text", "gb"),
    [
        ("qwen3-14b 在 16G 显存里加载 q4 之后还能开多长上下文", 16.0),
        ("用 12G 显存跑 qwen2.5 7b，上下文能开多长", 12.0),
        ("what context fits with 24gb of vram for qwen3 32b at q4", 24.0),
    ],
)
def test_memory_the_job_lives_in(text, gb):
    assert parse(text, CAT).memory_gb == gb


@pytest.mark.parametrize(
    ("text", "precision"),
    [
        ("h100 80gb, llama 3.1 70b in bf16 is too big, how about int8?", "int8"),
        ("4090 跑 qwen2.5 32b fp16 肯定不行，那 int4 呢", "int4"),
        ("a6000 with mixtral at fp16 won't fit; what about fp8", "fp8"),
        ("fp16 vs int8 speed on a 4090", "fp16"),
    ],
)
def test_precision_turned_to_later_is_asked(text, precision):
    assert parse(text, CAT).precision == precision


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("2080ti 22g魔改 x2，跑 qwen2.5 32b 够不够", 2),
        ("2080 ti 22gb modded x3, can it run qwen2.5 72b at q4?", 3),
        ("手上 2080ti 22G 魔改版 ×4，能跑多大的模型", 4),
    ],
)
def test_count_after_a_modded_card(text, count):
    query = parse(text, CAT)
    assert [(g.gpu_id, g.count) for g in query.gpus] == [("rtx-2080-ti-22gb", count)]


@pytest.mark.parametrize(
    ("turns", "budget"),
    [
        (("budget $600 for a used card to run 8b llms", "same budget, which one for sdxl?"), 600),
        (("预算 3000 想跑 7b 模型，推荐显卡", "同样的预算想玩 sd 出图，选哪张"), 3000),
        (("预算 5000 买卡跑 14b", "这个预算拿来跑 flux 出图选哪张"), 5000),
    ],
)
def test_same_budget_for_a_new_job(advisor, turns, budget):
    answer = _last(advisor, *turns)
    assert answer.kind in ("workload_pick", "recommend")
    inputs = [c.input for c in answer.tool_calls]
    assert any(float(i.get("budget") or 0) == budget for i in inputs)
