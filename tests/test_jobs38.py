"""Jobs, media counts and fits said the way people say them (thirty-eighth session).

- A media job's count before its outputs, with the steps and a word saying what they show
  between ("5k SDXL 1024x1024 25-step catalogue renders", "80k aerial tiles"): the job's
  images, timed as a whole, never a context length.
- A count asked per period ("一小时能出多少张") is that window's count, not an hour billed.
- VisDrone is a dataset of 6,471 training images, never an unknown model.
- A clip that takes over an hour is said in hours.
- Cards swapped out with their count ("swap the 2x A10G for one L40S") leave the job to the
  card swapped in.
- "and in dollars … for the whole run?" prices the from-scratch run before.
- "4 张 p40 96G": the cards' total; "要几张才放得下？16 张够不够": a fit on those cards.
"""

import pytest

from tests.support.advisors import first_line, last_answer, last_turn, memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def test_renders_counted_with_steps_and_a_word_between_are_the_job(advisor):
    turn = last_turn(
        advisor, "5k SDXL 1024x1024 25-step catalogue renders on one 4090, how many hours?"
    )
    assert turn.query.samples == 5000
    assert turn.query.context_tokens is None
    assert "hours for the job" in first_line(turn.answer)
    assert not any("context read as" in a for a in turn.answer.assumptions)


def test_tiles_counted_in_thousands_are_the_job(advisor):
    turn = last_turn(advisor, "SAM ViT-B masks for 80k aerial tiles on an A10G, how long?")
    assert turn.query.samples == 80000
    assert turn.query.context_tokens is None
    assert "for the job" in first_line(turn.answer)


def test_a_count_asked_per_hour_is_a_speed_with_the_job_timed(advisor):
    turn = last_turn(advisor, "sdxl 1024 出图，4090 一小时能出多少张，要 2 万张得几小时")
    assert turn.answer.kind == "workload_speed"
    assert turn.query.intent == "speed" and turn.query.samples == 20000
    line = first_line(turn.answer)
    assert "1 小时" in line and "整个任务" in line


@pytest.mark.parametrize(
    "question",
    [
        "train yolov8m on VisDrone for 150 epochs on a 4090 — ETA?",
        "yolov8n 在 visdrone2019 上训 100 epoch，一张 3090 要多久",
    ],
)
def test_visdrone_is_a_dataset_of_its_training_images(advisor, question):
    turn = last_turn(advisor, question)
    assert turn.query.samples == 6471
    assert not turn.query.problems
    assert "6,471" in "\n".join(turn.answer.assumptions)


def test_a_clip_over_an_hour_is_said_in_hours(advisor):
    line = first_line(last_answer(advisor, "wan2.1 14b 720p 一段视频在 3090 上要多久"))
    assert "小时）" in line and "分钟" not in line


def test_cards_swapped_out_with_their_count_leave_the_job_to_the_new_card(advisor):
    turn = last_turn(
        advisor,
        "whisper medium over 2000 hours of call audio on 2x A10G, how long?",
        "swap the 2x A10G for one L40S, quicker?",
    )
    assert turn.query.gpus[0].gpu_id == "l40s" and turn.query.gpus[0].count == 1
    assert turn.query.workload_id == "whisper-medium"
    assert "L40S" in first_line(turn.answer)


def test_a_sum_in_dollars_for_the_whole_run_prices_the_pretraining(advisor):
    turn = last_turn(
        advisor,
        "pretraining a 1B llama-style model from scratch on 20B tokens, 8x A100. how many days?",
        "and in dollars, if we rented H100s by the hour for the whole run?",
    )
    assert turn.answer.kind == "price"
    assert turn.query.method == "pretrain"
    assert turn.query.gpus[0].gpu_id == "h100-sxm"
    assert "$" in first_line(turn.answer)


def test_a_memory_total_said_with_a_datacenter_card_counts_its_cards(advisor):
    turn = last_turn(advisor, "4 张 p40 96G 能跑 qwen2.5-72b q4 吗")
    assert turn.query.gpus[0].gpu_id == "tesla-p40" and turn.query.gpus[0].count == 4
    assert not any(p.kind == "unknown_gpu" for p in turn.query.problems)
    assert turn.answer.kind == "fit_check"


@pytest.mark.parametrize(
    ("question", "gpu", "count"),
    [
        ("deepseek-v3 fp8 要几张 H100 才放得下？16 张够不够", "h100-sxm", 16),
        ("how many H200s to fit kimi k2 at int4, is 8 enough?", "h200", 8),
    ],
)
def test_a_count_put_forward_to_hold_a_model_is_a_fit_on_it(advisor, question, gpu, count):
    turn = last_turn(advisor, question)
    assert turn.answer.kind == "fit_check"
    assert turn.query.gpus[0].gpu_id.startswith(gpu) and turn.query.gpus[0].count == count
    assert turn.answer.verdict is not None
