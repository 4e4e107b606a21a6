"""Is my card, or my measured figure, normal? (thirty-eighth session).

- A sampler's step rate seen ("9 it/s", "~5 s/it") is judged against the estimate's time per
  step; a driver or a bad card guessed as the cause counts as a doubt; a job that does not fit
  the card gets the offload lead as the expected answer (yes); "is it not using the gpu?"
  beside a transcription time is judged by the figure, not taken as a CPU fallback seen.
- A decode rate seen after the fault was fixed ("fixed it, now 100 tok/s, about right?") is
  the speed asked, with the rate seen beside the estimate.
- nvidia-smi readings asked "满血吧 / 是不是好的" are judged from the readings (memory, and a
  draw at the card's rated power as its limit); a used price "bought for $X" is kept.
- nvbandwidth named with the card's own memory is the memory's copy, judged against the spec.
- A memory test erroring past a size ("到 18G 就报错") fails the card; a follow-up asking to
  keep using it keeps the check.
- `ibstat` showing one port's rate below its peers' is judged as a port trained down.
- A PCIe link put as the cause of slow inference ("is that why …?") is judged for it.
- A used card's asking price asked "能要吗" is a price question.
- An engine carried to a card that cannot run it (MLX onto a DGX Spark) is set aside, said.
- A driver version stated after a slow job goes on with that trouble, card and model kept.
"""

import pytest

from assistant.question.fabric_test import port_rates
from assistant.question.media_seen import read_seen
from assistant.question.test_results import test_result as read_result
from tests.support.advisors import last_turn, memory_advisor, tool_call


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _first(turn) -> str:
    return turn.answer.answer.splitlines()[0]


def test_a_step_rate_is_read_as_the_time_of_one_step():
    rate = read_seen("sd 1.5 only 9 it/s on my card", "image", None)
    assert rate is not None and rate.unit == "seconds_per_step"
    assert rate.value == pytest.approx(1 / 9)
    time = read_seen("flux schnell ~5 s/it at 1024", "image", None)
    assert time is not None and (time.unit, time.value) == ("seconds_per_step", 5.0)
    per_image = read_seen("一张 10 秒，每秒 3 it/s", "image", None)
    assert per_image is not None and per_image.unit == "seconds_per_item"  # the image first


def test_a_step_rate_doubted_with_a_driver_guess_gets_the_verdict_first(advisor):
    turn = last_turn(advisor, "4090 跑 sdxl 1024 才 3 it/s，别人都 8 以上，是驱动问题吗")
    assert turn.query.media_seen is not None
    assert turn.query.media_seen.unit == "seconds_per_step"
    assert turn.answer.verdict == "no"
    assert _first(turn).startswith("**不正常") and "it/s" in _first(turn)
    assert "RTX 4090" in _first(turn)


def test_a_step_time_on_a_card_too_small_is_the_offload_expected(advisor):
    turn = last_turn(advisor, "flux dev fp8 on my 3060 12gb runs ~7 s/it at 1024, something off?")
    assert turn.answer.kind == "troubleshoot"
    assert turn.answer.verdict == "yes"
    assert "RTX 3060 12GB" in _first(turn) and "GB usable" in _first(turn)


def test_a_transcription_time_with_a_cpu_guess_is_judged_by_the_figure(advisor):
    turn = last_turn(
        advisor,
        "whisper large-v3 on an RTX A4000 does 2 hours of audio in 16 minutes. normal,"
        " or is it not using the gpu?",
    )
    assert turn.query.cpu_fallback is False
    assert turn.query.media_seen is not None and turn.query.media_seen.unit == "real_time_factor"
    assert turn.answer.verdict == "yes" and "RTX A4000" in _first(turn)


def test_a_rate_seen_after_a_fix_is_the_speed_asked(advisor):
    turn = last_turn(
        advisor,
        "my 3090 was only doing 30 tok/s on qwen2.5 7b q4 in ollama",
        "fixed it, the power limit was stuck at 100W. now 105 tok/s, is that about right?",
    )
    assert turn.answer.kind == "speed"
    assert turn.query.observed_tokens_per_s == 105.0
    assert "tokens/s" in _first(turn) and "105 tokens/s" in turn.answer.answer
    zh = last_turn(
        advisor, "3090 跑 qwen2.5 7b q4 只有 30 tok/s", "修好了，现在 100 tok/s，这个速度对吗"
    )
    assert zh.answer.kind == "speed" and "tokens/s" in _first(zh)


def test_a_rate_still_low_after_a_fix_stays_a_trouble(advisor):
    turn = last_turn(
        advisor,
        "after fixing the driver my 4090 still only gets 40 tok/s on llama 3.1 8b q4,"
        " is that right?",
    )
    assert turn.answer.kind == "troubleshoot" and turn.answer.verdict == "no"


def test_readings_asked_full_or_sound_are_judged_from_the_readings(advisor):
    full = last_turn(advisor, "租的 4090 实例 nvidia-smi 显示 24564MiB，功耗 450W，是满血 4090 吧")
    assert full.answer.kind == "verify" and full.answer.verdict == "yes"
    assert "24,564 MiB" in _first(full) and "RTX 4090" in _first(full)
    assert tool_call(full.answer, "check_power_reading").input["watts"] == 450.0
    assert "450 W" in full.answer.answer
    sound = last_turn(advisor, "二手 3090，nvidia-smi 显示 24576MiB，20W / 350W，这张是好的吗")
    assert sound.answer.verdict == "yes" and "24,576 MiB" in _first(sound)


def test_a_draw_below_the_rating_is_not_taken_as_the_limit(advisor):
    turn = last_turn(advisor, "租的 4090 实例 nvidia-smi 显示 24564MiB，功耗 300W，是满血 4090 吧")
    assert tool_call(turn.answer, "check_power_reading") is None
    assert turn.answer.verdict == "yes"


def test_the_price_paid_is_kept_beside_the_readings(advisor):
    turn = last_turn(
        advisor,
        "tesla p40 bought for $150, nvidia-smi reads 24451MiB and 10W / 250W at idle. genuine?",
    )
    assert turn.query.card_offer == {"tesla-p40": 150.0}
    assert turn.answer.verdict == "yes" and "$150" in turn.answer.answer


def test_nvbandwidth_on_the_card_memory_is_the_memory_copy(advisor):
    result = read_result("nvbandwidth 测 H100 显存带宽 2.8TB/s，正常吗")
    assert result is not None and result.test == "memory_bandwidth"
    assert result.figure_gb_s == 2800.0
    between = read_result("nvbandwidth between the two cards shows 40 GB/s, normal?")
    assert between is not None and between.test == "p2p"
    turn = last_turn(
        advisor,
        "ran nvbandwidth on a rented H200: device memory copy about 4.1 TB/s, spec"
        " says 4.8. is that ok?",
    )
    assert turn.answer.kind == "verify" and turn.answer.verdict == "yes"
    assert "4,100 GB/s" in _first(turn)


def test_a_memory_test_failing_past_a_size_fails_the_card(advisor):
    turn = last_turn(advisor, "魔改 2080ti 22g 跑 memtest 到 18G 就报错，店家说正常，真的吗")
    assert turn.query.test_result is not None and turn.query.test_result.errors is True
    assert turn.answer.verdict == "no" and _first(turn).startswith("**不行")
    en = last_turn(
        advisor,
        "22gb 2080 ti modded, memtest clean up to 19gb then throws errors. normal for these?",
    )
    assert en.answer.verdict == "no" and _first(en).startswith("**No")
    kept = last_turn(
        advisor,
        "魔改 2080ti 22g 跑 memtest 到 18G 就报错，店家说正常，真的吗",
        "那我只用 18G 以内，这张卡还能长期用吗",
    )
    assert kept.answer.kind == "verify" and kept.query.test_result is not None
    assert kept.query.gpus[0].gpu_id == "rtx-2080-ti-22gb"


def test_a_port_listed_below_its_peers_is_a_port_trained_down(advisor):
    assert port_rates("ibstat: mlx5_1 rate: 100, all other ports 200") == (100.0, 200.0)
    assert port_rates("rate: 100 on mlx5_1, all other ports 200") is None  # no listing named
    turn = last_turn(
        advisor,
        "ibstat on the new node: mlx5_7 Rate: 100, all the other ports 400. 8x H200."
        " fine or ticket?",
    )
    assert turn.query.engine is None  # mlx5_7 is a NIC, not the MLX engine
    assert turn.answer.kind == "verify" and turn.answer.verdict == "no"
    assert "100 Gb/s" in _first(turn) and "400 Gb/s" in _first(turn)


def test_a_link_put_as_the_cause_of_slow_inference_is_judged_for_it(advisor):
    turn = last_turn(
        advisor,
        "my 3090 reads `Link Width x4`, PCIe Current: 1 Max: 4 in nvidia-smi -q."
        " could that be why generation is slow?",
    )
    assert turn.query.link_reading is not None
    assert turn.answer.verdict == "no"
    assert _first(turn).startswith("**No, not for generation speed") and "RTX 3090" in _first(turn)


def test_a_used_card_price_asked_to_be_taken_is_a_price_question(advisor):
    turn = last_turn(advisor, "闲鱼 3090 4500 一张，能收吗")
    assert turn.answer.kind == "price"
    assert "¥4,500" in _first(turn)
    en = last_turn(advisor, "someone sells a used 3090 for $650, good deal?")
    assert en.answer.kind == "price" and "$650" in _first(en)
    checked = last_turn(advisor, "闲鱼 3090 4000 一张，压力测试稳定性 97%，能要吗")
    assert checked.answer.kind != "price"  # a test result beside it: the check asked


def test_mlx_carried_to_a_cuda_box_is_set_aside(advisor):
    turn = last_turn(
        advisor,
        "M4 Max 128G 用 mlx 跑 qwen3-30b-a3b 4bit 每秒多少 token",
        "那 dgx spark 上呢",
    )
    assert turn.answer.kind == "speed" and turn.query.engine is None
    assert "tokens/s" in _first(turn) and "MLX" in " ".join(turn.answer.assumptions)
    en = last_turn(
        advisor, "gpt-oss-20b with mlx on an m4 pro 48gb, tokens/s?", "and on an rtx 4090?"
    )
    assert en.query.engine is None and "tokens/s" in _first(en)


def test_a_driver_version_after_a_slow_job_goes_on_with_it(advisor):
    turn = last_turn(
        advisor,
        "4090 跑 sdxl 1024 才 3 it/s，别人都 8 以上，是驱动问题吗",
        "驱动是 566 的，要不要升级",
    )
    assert turn.answer.kind == "troubleshoot"
    assert turn.query.gpus[0].gpu_id == "rtx-4090"
    assert turn.query.workload_id == "sdxl-base"
