"""A speed seen on the asker's own card, judged against the estimate (thirty-sixth session).

- An image, video, vision or speech job's speed seen ("一张 12 秒", "~45 fps", "1 h of audio in
  50 s") with a doubt ("正常吗", "look right?", "sane?"): a slow job to troubleshoot whose first
  line is the verdict, the figure seen set against the estimate (in line, faster, or N× slower
  with the likely cause for the family), and the job's steps kept in the speed tool's input.
- An LLM's decode rate seen on one card and doubted ("单并发 22 tok/s，这个数正常不"; "others get
  20 tok/s, mine only 11"): judged against the speed estimate, not a serve count or a plain
  estimate; the asker's own bare figure is the one judged.
"""

import pytest

from assistant.question.media_seen import read_seen
from assistant.question.rate_judged import own_rate
from tests.support.advisors import last_turn, memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _first(turn) -> str:
    return turn.answer.answer.splitlines()[0]


def _speed_input(turn) -> dict:
    return next(c.input for c in turn.answer.tool_calls if c.tool == "estimate_workload_speed")


def test_the_reader_takes_each_family_in_its_own_unit():
    image = read_seen("sdxl 25 步 每张 8 秒", "image", None)
    assert image is not None and (image.unit, image.value) == ("seconds_per_item", 8.0)
    minutes = read_seen("flux takes 2 minutes per image here", "image", None)
    assert minutes is not None and minutes.value == 120.0
    frames = read_seen("rt-detr gets 60 fps at 640", "vision", None)
    assert frames is not None and (frames.unit, frames.value) == ("frames_per_s", 60.0)
    audio = read_seen("30 min of audio took 3 min", "speech", None)
    assert audio is not None and audio.unit == "real_time_factor"
    assert audio.value == pytest.approx(0.1)
    carried = read_seen("now it takes 12 min", "speech", 2.0)  # the two hours said before
    assert carried is not None and carried.value == pytest.approx(0.1)
    assert read_seen("sdxl on a 3060 12gb", "image", None) is None


def test_an_image_time_seen_in_line_is_judged_yes_with_the_steps_kept(advisor):
    turn = last_turn(advisor, "4070 Ti 跑 SDXL 1024x1024，25 步每张 4 秒，这速度正常吗？")
    assert turn.answer.kind == "troubleshoot"
    assert turn.query.media_seen is not None and turn.query.media_seen.value == 4.0
    assert turn.answer.verdict == "yes"
    line = _first(turn)
    assert line.startswith("**正常") and "每张 4.0 秒" in line and "RTX 4070 Ti" in line
    assert _speed_input(turn)["steps"] == 25


def test_frames_far_below_the_estimate_are_judged_no_with_the_cause(advisor):
    turn = last_turn(advisor, "yolov8n on an RTX 3060 only gives me 20 fps at 640. is that normal?")
    assert turn.answer.kind == "troubleshoot"
    assert turn.answer.verdict == "no"
    line = _first(turn)
    assert line.startswith("**No, that is about") and "20 fps" in line
    assert "slower than it should be" in line and "TensorRT" in line


def test_a_transcription_time_is_judged_as_a_real_time_factor(advisor):
    turn = last_turn(
        advisor,
        "whisper large-v3 on my 3090 turns 2 hours of podcast into text in 40 min. sane?",
    )
    assert turn.answer.kind == "troubleshoot"
    assert turn.answer.verdict == "no"
    line = _first(turn)
    assert "20.0 min per hour of audio" in line and "RTX 3090" in line
    assert "compute_type" in line


def test_a_transcription_follow_up_keeps_the_audio_length_said_before(advisor):
    turn = last_turn(
        advisor,
        "faster-whisper large-v3 on an A10G is slow, 1 hour of audio takes 40 min, what's off?",
        "set compute_type float16, now the hour takes 5 min. is that about right for this card?",
    )
    assert turn.answer.kind == "troubleshoot"
    assert turn.answer.verdict == "yes"
    assert "5.0 min per hour of audio" in _first(turn)


def test_a_single_stream_rate_doubted_is_judged_not_served(advisor):
    turn = last_turn(advisor, "H100 单卡 vllm 跑 llama 3.1 70b awq，单并发 30 tok/s，这个数正常吗")
    assert turn.answer.kind == "troubleshoot"
    assert turn.query.observed_tokens_per_s == 30.0
    assert turn.answer.verdict in ("yes", "no")
    assert "30 tokens/s" in _first(turn)


def test_the_askers_own_bare_rate_is_judged_not_the_one_heard():
    assert own_rate(fold_text("网上说 p40 跑 14b 有 25 tok/s，我这张 p40 只有 9，正常吗")) == 9.0
    assert own_rate(fold_text("others get 40 tok/s on a 3090, mine only does 12")) == 12.0


def test_a_rate_heard_against_a_lower_own_rate_is_judged_no(advisor):
    turn = last_turn(
        advisor, "reddit says a 3090 does 30 tok/s on qwen2.5 32b q4, mine only 9. is that normal?"
    )
    assert turn.answer.kind == "troubleshoot"
    assert turn.query.observed_tokens_per_s == 9.0
    assert turn.answer.verdict == "no"


def fold_text(text: str) -> str:
    from assistant.question.text import fold

    return fold(text)


def test_memory_said_missing_from_a_total_is_the_reading_judged(advisor):
    turn = last_turn(
        advisor, "bought a used Tesla P40, nvidia-smi shows 22919MiB. ~1.5GB missing, normal?"
    )
    assert turn.answer.kind == "verify"
    assert turn.query.memory_reading is not None and turn.query.memory_reading.value == 22919.0
    assert turn.answer.verdict == "yes"
    assert "22,919 MiB" in _first(turn)


def test_a_memory_junction_asked_safe_long_term_is_judged(advisor):
    turn = last_turn(advisor, "my 3080 vram junction hits 98C when training. safe long term?")
    assert turn.answer.kind == "verify"
    assert turn.query.memory_temp_c == 98.0
    assert turn.answer.verdict is not None
    assert "RTX 3080" in _first(turn)


def test_a_rocm_smi_row_at_its_cap_is_full_load_not_a_fault(advisor):
    turn = last_turn(
        advisor,
        "7900 xtx 跑 llama.cpp 预填充时 rocm-smi 是 `0  58.0c  339.0W  2400Mhz  1249Mhz  0%"
        "  auto  339.0W  90%  100%`，一直顶着功耗上限，正常吗",
    )
    assert turn.answer.kind == "verify"
    assert turn.query.power_draw == (339.0, 339.0)
    assert turn.answer.verdict == "yes"
    line = _first(turn)
    assert line.startswith("**正常") and "339 W" in line and "满负荷" in line


def test_a_reading_with_its_unit_is_not_an_instance_type():
    from assistant.question.instances import shaped_like_a_type_name

    assert not shaped_like_a_type_name("63.0c")
    assert not shaped_like_a_type_name("339.0w")
    assert shaped_like_a_type_name("g5.xlarge")


def test_an_oom_asked_whether_the_model_is_just_too_big_is_answered_yes(advisor):
    turn = last_turn(
        advisor,
        "vllm says `torch.OutOfMemoryError: CUDA out of memory` loading qwen2.5 72b awq on one"
        " RTX 4090. is the model simply too big, or do i need to tune max-model-len?",
    )
    assert turn.answer.kind == "troubleshoot"
    assert turn.query.too_big_asked
    assert turn.answer.verdict == "yes"
    assert _first(turn).startswith("**Yes, it is too big:")


def test_a_users_count_at_a_speed_stays_a_serve_question(advisor):
    turn = last_turn(
        advisor, "2x A6000, qwen2.5 32b awq in vllm: how many users at a reasonable ~20 tok/s?"
    )
    assert turn.answer.kind == "serve"
    assert turn.query.observed_tokens_per_s is None
