"""A figure measured on the asker's own card, asked whether it is normal (thirty-ninth session).

- Set against what the card should do ("the number it should hit", "in the ballpark",
  "underperforming", "did I misconfigure", "本来就这样", "没弄对"): judged against the estimate.
- A transcription speed said as a multiple of real time ("~11x realtime", "20 倍实时") is the
  real-time factor; a cloud named beside it asks no price.
- A video clip's time said as "takes ~9 min" is the time per clip; the first figure said is the
  asker's own, not the one others report after it.
- A figure after a change, the same card named again ("降到 9 秒一张，这下算 5090 的正常水平了吗"),
  goes on judging the job before.
"""

import pytest

from assistant.question.media_seen import read_seen
from tests.support.advisors import last_turn, memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _first(turn) -> str:
    return turn.answer.answer.splitlines()[0]


def test_a_multiple_of_real_time_is_the_real_time_factor():
    seen = read_seen("whisper small gets 20x realtime on my card", "speech", None)
    assert seen is not None and seen.unit == "real_time_factor"
    assert seen.value == pytest.approx(0.05)
    zh = read_seen("large-v3 只有 8 倍实时", "speech", None)
    assert zh is not None and zh.value == pytest.approx(0.125)


def test_the_first_time_said_is_the_askers_own():
    seen = read_seen("一张要 20 秒，别人说 7 秒出一张", "image", None)
    assert seen is not None and seen.value == 20.0


def test_a_clip_time_taken_is_the_time_per_clip():
    seen = read_seen("49 frames at 480p takes about 6 min on my card", "video", None)
    assert seen is not None and (seen.unit, seen.value) == ("seconds_per_item", 360.0)


def test_a_step_rate_set_against_what_the_card_should_hit_is_judged(advisor):
    turn = last_turn(
        advisor, "sdxl at 1024 on a 4070 gives me ~1.5 it/s. shouldn't a 4070 hit more than that?"
    )
    assert turn.answer.kind == "troubleshoot"
    assert turn.query.media_seen is not None and turn.answer.verdict == "no"
    assert "it/s" in _first(turn) and "RTX 4070" in _first(turn)


def test_a_real_time_multiple_on_a_cloud_card_is_judged_not_priced(advisor):
    turn = last_turn(
        advisor,
        "whisper large-v3 fp16 on an AWS L4 does ~10x realtime. is my setup underperforming?",
    )
    assert turn.answer.kind == "troubleshoot"
    assert turn.answer.verdict == "yes" and "L4" in _first(turn)
    assert "real-time factor" in _first(turn)


def test_fps_doubted_as_just_how_the_board_is_gets_judged(advisor):
    turn = last_turn(
        advisor, "jetson orin nano 跑 yolo11n tensorrt fp16，640，才 30 fps，本来就这样吗"
    )
    assert turn.query.media_seen is not None and turn.query.media_seen.unit == "frames_per_s"
    assert turn.answer.verdict == "no" and _first(turn).startswith("**不正常")


def test_a_time_after_a_change_on_the_same_card_goes_on_with_the_job(advisor):
    turn = last_turn(
        advisor,
        "4090 跑 sdxl 1024 30 步一张 9 秒，正常吗",
        "换了 fp16 vae 之后一张 4 秒，这下算 4090 的正常水平吗",
    )
    assert turn.query.workload_id == "sdxl-base"
    assert turn.query.media_seen is not None and turn.query.media_seen.value == 4.0
    assert turn.answer.verdict is not None


def test_images_a_second_of_a_vision_model_are_read():
    seen = read_seen("resnet-50 training does 1,250 images/sec on my card", "vision", None)
    assert seen is not None and (seen.unit, seen.value) == ("images_per_s", 1250.0)


def test_a_training_throughput_is_judged_against_the_training_estimate(advisor):
    turn = last_turn(
        advisor, "training resnet50 on imagenet on one a100 80gb with amp, only 600 img/s. normal?"
    )
    assert turn.query.media_seen is not None and turn.query.media_seen.unit == "images_per_s"
    assert turn.answer.verdict == "no"
    assert _first(turn).startswith("**No") and "2,470 images/s" in _first(turn)
    assert "input pipeline" in _first(turn)


def test_a_benchmarks_figures_are_no_cards_and_the_decode_result_is_judged(advisor):
    turn = last_turn(
        advisor,
        "llama-bench, qwen2.5 7b q4_k_m on my 4090: pp512 = 3060 t/s, tg128 = 60 t/s,"
        " power limit is stock. does that look right?",
    )
    assert [g.gpu_id for g in turn.query.gpus] == ["rtx-4090"]  # no RTX 3060 in "= 3060 t/s"
    assert turn.answer.kind == "troubleshoot" and turn.query.observed_tokens_per_s == 60.0
    assert turn.answer.verdict == "no" and "60 tokens/s" in _first(turn)
    assert "not in my catalog" not in turn.answer.answer  # llama-bench is no model


def test_a_prompt_rate_in_the_thousands_is_no_decode_rate():
    from assistant.question.readings import seen_tokens_per_s

    assert seen_tokens_per_s("pp512 = 2050 t/s") is None
    assert seen_tokens_per_s("pp512 = 2050 t/s, tg128 = 47 t/s") == 47.0


def test_a_draw_far_below_the_cap_asked_without_a_question_mark_is_judged(advisor):
    turn = last_turn(advisor, "租的 h100 训练 qwen 7b，训练时功耗只有 300W / 700W，是否没吃满")
    assert turn.answer.kind == "verify" and turn.query.health_check == "power_draw"
    assert turn.answer.verdict == "no" and "700 W" in _first(turn)


def test_a_tg_rate_doubted_beside_pp_is_judged_as_decode_not_prefill(advisor):
    turn = last_turn(
        advisor,
        "ran llama-bench on a 4090 with qwen2.5 7b q4_k_m: pp512 3100 t/s, tg128 31 t/s."
        " that tg figure looks low to me, is it normal?",
    )
    assert turn.query.prefill_asked is False
    assert turn.answer.verdict == "no"
    first = _first(turn)
    assert "31 tokens/s" in first and "prefill" not in first
