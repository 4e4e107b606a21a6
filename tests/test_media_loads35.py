"""Stated loads kept, daily volumes, power caps and instance types (thirty-fifth session).

- A count before a length in thousands ("12 concurrent 16k chats") is each one's length, not
  a dataset of 16,000.
- A follow-up that changes the team's size ("the team grows to 20") or the cards ("only two,
  not eight. new estimate?") keeps the rest of the question before.
- Images or clips said a day ("每天 300 条", "need 2k a day") are a day's volume: the cards that
  finish it, or the speed weighed against it; never a day's rental.
- A media model's size said bare after the verb that runs it ("faster-whisper 跑 small，").
- Training images said with what they show ("30 张商品图", "15 张人像照").
- Power: the slot's figure after its name ("slot power only (75W)"), a colo rack's kW budget, a
  whole box under any card's draw (an embedded module is the pick).
- Instance types read from a quote sheet, their card or network asked: the instance table.
"""

import pytest

from tests.support.advisors import last_turn, memory_advisor, tool_call


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _first(answer) -> str:
    return answer.answer.splitlines()[0]


@pytest.mark.parametrize(
    "question",
    [
        "qwen2.5 14b on vllm, 12 concurrent 16k chats with an fp8 kv cache: how much for kv?",
        "llama 3.1 8b: 30 parallel 16k conversations, how big is the kv cache in fp8?",
    ],
)
def test_a_count_before_a_length_in_thousands_keeps_the_length(advisor, question):
    turn = last_turn(advisor, question)
    assert turn.query.context_tokens == 16384
    assert turn.query.samples is None
    call = tool_call(turn.answer, "estimate_kv_cache")
    assert call is not None and call.input["context"] == 16384


def test_a_team_that_grows_is_the_new_load(advisor):
    turn = last_turn(
        advisor,
        "one RTX 6000 Ada serving qwen2.5 32b q4 to 8 engineers — how many at once before it slows",
        "and if the team grows to 20?",
    )
    assert turn.query.users == 20
    assert turn.query.model_id == "qwen2.5-32b"
    assert "20" in _first(turn.answer)


def test_a_new_estimate_after_fewer_cards_keeps_the_job(advisor):
    turn = last_turn(
        advisor,
        "time to fully fine-tune qwen2.5 7b on 8x A100 80GB, 50k samples of 2k tokens, 3 epochs",
        "turns out we only get 4 A100s. new estimate?",
    )
    assert turn.answer.kind == "job_duration"
    assert turn.query.samples == 50000
    assert turn.query.gpus[0].count == 4
    call = tool_call(turn.answer, "estimate_job_duration")
    assert call.input["count"] == 4 and call.input["model"] == "qwen2.5-7b"


def test_clips_a_day_against_a_card_count_the_cards(advisor):
    turn = last_turn(advisor, "wan2.1 1.3b 480p 带货视频，每天要 300 条，4090 要放几张才跑得完")
    assert turn.answer.kind == "workload_pick"
    assert turn.query.samples == 300 and turn.query.job_per == "day"
    line = _first(turn.answer)
    assert "x RTX 4090" in line and "0.2 段视频/分钟" in line
    assert "每天 300 段视频" in turn.answer.answer


def test_seconds_each_beside_a_daily_volume_is_the_speed(advisor):
    turn = last_turn(
        advisor, "sdxl 1024 product shots on a 4070 super — how many seconds each? need 2k a day"
    )
    assert turn.answer.kind == "workload_speed"
    assert turn.query.samples == 2000 and turn.query.context_tokens is None
    line = _first(turn.answer)
    assert "per image" in line and "$" not in line


def test_a_whisper_size_said_after_the_run_verb(advisor):
    turn = last_turn(advisor, "播客转文字，faster-whisper 跑 small，显卡 4060，能快过实时几倍")
    assert turn.query.workload_id == "whisper-small"
    assert "Whisper small" in _first(turn.answer)


@pytest.mark.parametrize(
    ("question", "images"),
    [
        ("30 张商品图在 4090 上训 sdxl lora，1500 步要多久", 30),
        ("15 张人像照 3090 跑 sd1.5 dreambooth 800 步，几个小时", 15),
    ],
)
def test_training_images_said_with_what_they_show(advisor, question, images):
    turn = last_turn(advisor, question)
    assert turn.query.samples == images
    call = tool_call(turn.answer, "estimate_workload_speed")
    assert call.input["images"] == images


def test_two_cards_counted_are_no_training_images(advisor):
    turn = last_turn(advisor, "2 张卡训 sdxl lora，素材图 40 张，要多久")
    assert turn.query.samples == 40


def test_the_slot_figure_after_its_name_caps_the_pick(advisor):
    turn = last_turn(advisor, "tiny office pc, slot power only (70W) — which gpu for a 7b chatbot?")
    assert turn.query.max_board_power_w == 70.0
    call = tool_call(turn.answer, "recommend_setup")
    assert call.input["max_board_power_w"] == 70.0
    assert "T4" in _first(turn.answer)


def test_a_colo_rack_budget_is_judged(advisor):
    turn = last_turn(advisor, "HGX B200 8-gpu server: will a 12 kW colo rack handle two of them?")
    assert turn.query.power_budget_w == 12000.0
    assert turn.answer.verdict is not None


def test_a_box_cap_below_every_card_picks_an_embedded_module(advisor):
    turn = last_turn(advisor, "无人机上跑 4 路 yolov8n，整机功耗 25w 以内，用什么")
    assert turn.answer.kind == "workload_pick"
    line = _first(turn.answer)
    assert "Jetson Orin Nano" in line and "嵌入式 GPU 模组" in line


def test_a_cap_some_card_meets_keeps_modules_out(advisor):
    turn = last_turn(advisor, "yolov8s on 4 cameras, card under 75W, which one?")
    assert "Jetson" not in _first(turn.answer)


@pytest.mark.parametrize(
    ("question", "card"),
    [
        ("腾讯云报价单上那台 GT4.4XLARGE96，是几张 a100，内存多少", "A100"),
        ("华为云报价里的 p2s.8xlarge.8 用的什么卡，有 nvlink 吗", "V100"),
        ("火山引擎 ecs.gni2 用的是什么显卡", "A10"),
    ],
)
def test_a_type_read_from_a_quote_sheet_is_described(advisor, question, card):
    turn = last_turn(advisor, question)
    assert turn.answer.kind == "instance"
    assert card in _first(turn.answer)
    assert not turn.query.price_words


def test_a_networking_question_of_a_sibling_type_describes_both(advisor):
    turn = last_turn(
        advisor,
        "p5e.48xlarge vs p5.48xlarge: same box with more memory, or does the network differ?",
    )
    assert turn.answer.kind == "instance"
    assert turn.query.type_spec_asked
