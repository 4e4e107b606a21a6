"""Loads said the way people say them, and power follow-ups that move one thing.

- "10,000 SDXL 1024 images": 10,000 images at a 1024 side, not 1,024 images.
- Cameras counted after their noun ("海康摄像头 32 个"); rooms transcribed live or around the
  clock are streams ("3 meeting rooms 24/7 … real time"), in a follow-up too ("and 12 rooms?").
- The frames each of several streams gets, asked ("fps per camera"), lead the capacity answer.
- A speed seen worse than the same job set up otherwise, or stated and called too slow, is a
  trouble to diagnose, not a speed to estimate.
- A budget moved in a follow-up ("加到两万了") keeps the purchase and uses the new amount.
- A limit lifted in a follow-up ("and with no power limit?") sizes the cards at board power.
- Whole nodes counted against a power budget ("how many of those nodes in a 40 kW row").
"""

import re

import pytest

from tests.support.advisors import last_turn, memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _first(answer) -> str:
    return answer.answer.splitlines()[0]


def test_a_picture_size_between_count_and_noun_is_no_count(advisor):
    turn = last_turn(
        advisor, "need 20,000 flux schnell 1024 images rendered on one 4090, how long?"
    )
    assert turn.query.samples == 20000
    assert "hours" in _first(turn.answer)


@pytest.mark.parametrize(
    ("question", "streams"),
    [
        ("仓库项目 yolov8n，1080p 海康摄像头 32 个，每路 10 帧，T4 要几张", 32),
        ("工厂里摄像头共 40 个，yolov8s 每路 5 帧，要几张 A10", 40),
    ],
)
def test_cameras_counted_after_their_noun_are_streams(advisor, question, streams):
    turn = last_turn(advisor, question)
    assert turn.query.streams_target == streams
    assert f"{streams} 路" in _first(turn.answer)


def test_rooms_transcribed_live_are_streams_and_follow_ups_move_them(advisor):
    first = "whisper large-v3 for 3 meeting rooms 24/7 on a T4, can it keep up in real time?"
    turn = last_turn(advisor, first)
    assert turn.query.streams_target == 3
    assert "3 real-time audio streams" in _first(turn.answer)
    again = last_turn(advisor, first, "and with 12 rooms?")
    assert again.query.streams_target == 12
    assert "12 real-time audio streams" in _first(again.answer)


def test_rooms_without_live_speech_are_no_streams(advisor):
    turn = last_turn(
        advisor, "we recorded 3 meeting rooms last week, whisper large-v3 on a T4 speed?"
    )
    assert turn.query.streams_target is None


def test_the_frames_each_stream_gets_lead_when_asked(advisor):
    answer = last_turn(
        advisor, "yolov8n on a T4 with 6 camera feeds, how many fps per camera?"
    ).answer
    assert answer.kind == "workload_pick"
    first = _first(answer)
    match = re.search(r"About ([\d,]+) fps for each of 6 streams", first)
    assert match is not None
    total = re.search(r"about ([\d,]+) frames/s of YOLOv8n in all", first)
    assert total is not None
    each, whole = (int(m.group(1).replace(",", "")) for m in (match, total))
    assert abs(each * 6 - whole) <= 6


def test_the_frames_each_stream_gets_in_a_chinese_follow_up(advisor):
    answer = last_turn(
        advisor,
        "jetson orin nano 跑 yolo11n int8，640 输入单路多少帧",
        "要是接 8 路摄像头呢，每路还有多少 fps",
    ).answer
    assert answer.kind == "workload_pick"
    assert re.search(r"8 路时每路约 [\d,]+ 帧/秒", _first(answer))


@pytest.mark.parametrize(
    "question",
    [
        "vllm on 2x 3090 tp=2 llama 3.1 8b: throughput is lower than tp=1 on a single card, why?",
        "my 4090 in an oculink dock gets about half the tok/s it did in the tower, same gguf",
        "flux lora training at 8s/it on a 3090, batch 1 — that's way too slow right?",
    ],
)
def test_a_speed_seen_worse_or_too_slow_is_a_trouble(advisor, question):
    assert last_turn(advisor, question).answer.kind == "troubleshoot"


def test_a_budget_moved_in_a_follow_up_keeps_the_purchase(advisor):
    turn = last_turn(
        advisor,
        "预算 1.2w，想本地跑 32b 量化写代码，推荐下显卡",
        "咬咬牙加到两万了，这个钱能上 70b 的哪套",
    )
    assert turn.query.budget is not None and int(turn.query.budget) == 20000
    assert "¥20,000" in _first(turn.answer)


def test_a_limit_lifted_in_a_follow_up_sizes_at_board_power(advisor):
    first = "3x 3090 capped at 260W each in one box, what PSU do I need?"
    capped = last_turn(advisor, first)
    lifted = last_turn(advisor, first, "and with no power limit at all?")
    assert "260" in _first(capped.answer)
    assert lifted.query.power_limit_w is None
    assert "limited" not in _first(lifted.answer)
    watts = [int(re.search(r"([\d,]+) W sustained", _first(t.answer)).group(1).replace(",", ""))
             for t in (capped, lifted)]  # fmt: skip
    assert watts[1] > watts[0]


@pytest.mark.parametrize(
    ("turns", "count"),
    [
        (("8x H100 SXM node: wall draw at full load, and does a 12 kW rack hold one?",
          "ok and how many of those nodes in a 50 kW row?"), 4),
        (("机柜 20kW，8 卡 4090 服务器能放几台",), 4),
    ],
)  # fmt: skip
def test_whole_nodes_counted_against_a_power_budget(advisor, turns, count):
    first = _first(last_turn(advisor, *turns).answer)
    assert f"{count} of them" in first or f"能放 {count} 台" in first


@pytest.mark.parametrize(
    ("question", "rate", "said"),
    [
        ("we need 3.6M tokens/hour of output from llama 3.1 8b, how many L40S?", 1000,
         "3,600,000 tokens an hour"),
        ("每分钟要输出 6 万 token，qwen2.5 7b，要几张 4090", 1000, "每分钟 60,000 个 token"),
    ],
)  # fmt: skip
def test_a_token_volume_per_period_is_the_servers_throughput(advisor, question, rate, said):
    turn = last_turn(advisor, question)
    assert turn.query.aggregate_tokens_per_s == pytest.approx(rate)
    assert turn.answer.kind == "serve"
    assert any(said in a for a in turn.answer.assumptions)


def test_a_crash_partway_through_a_run_judges_the_supply_stated(advisor):
    answer = last_turn(
        advisor, "wan2.1 1.3b 在 3090 上渲染到一半黑屏重启，电源 750w，是不是电源不够"
    ).answer
    assert answer.kind == "troubleshoot"
    assert "750 W" in _first(answer)


def test_a_usage_cap_reading_is_said_beside_a_low_utilisation(advisor):
    answer = last_turn(
        advisor,
        "fine-tuning llama 3.1 8b on a 4090: util hovers at 35% and nvidia-smi shows 110W / 450W."
        " where's the bottleneck?",
    ).answer
    assert answer.kind == "troubleshoot"
    first = _first(answer)
    assert "35%" in first and "110 W of its 450 W cap (24%)" in first


def test_two_cards_compared_for_round_the_clock_images_say_a_days_output(advisor):
    answer = last_turn(
        advisor, "4090 vs RTX 4500 Ada for SDXL on a render box that runs 24/7"
    ).answer
    assert answer.kind == "workload_compare"
    line = next(p for p in answer.answer.split("\n\n") if p.startswith("Running 24 hours a day"))
    days = [int(n.replace(",", "")) for n in re.findall(r"about ([\d,]+) images a day", line)]
    assert len(days) == 2 and days[0] > days[1] > 1000
    assert "450 W board power" in line


@pytest.mark.parametrize(
    ("question", "words"),
    [
        (
            "my 4090 shows 21W / 450W and 0% GPU util while my training script runs. is it even"
            " on the gpu?",
            ("not running on the RTX 4090", "21 W of its 450 W cap"),
        ),
        (
            "3090 上训练跑着，nvidia-smi 一直是 P8 18W / 350W，利用率 0%，这正常吗",
            ("训练没有跑在 RTX 3090 上", "350 W"),
        ),
    ],
)
def test_an_idle_draw_at_zero_util_while_training_says_the_job_is_not_on_the_card(
    advisor, question, words
):
    answer = last_turn(advisor, question).answer
    assert answer.kind == "troubleshoot"
    assert answer.verdict == "no"
    first = _first(answer)
    assert all(w in first for w in words)
    assert "waiting" not in answer.answer and "在等" not in answer.answer


def test_a_draw_over_its_cap_in_w_is_watts_not_a_sum_in_wan() -> None:
    from assistant.catalog.specs import load_catalog
    from assistant.question.parsing import parse

    query = parse(
        "nvidia-smi 里 4090 显示 P8 15W / 450W，利用率 0%，训练是不是没上卡", load_catalog()
    )
    assert query.budget is None
