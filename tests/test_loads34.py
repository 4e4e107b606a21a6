"""Serving counts and media loads said the way people say them (thirty-fourth session).

- Users said beside the share of them on at once ("80 个客服，三成同时在线"): the users served
  are that share, and the people are said back, in a follow-up too.
- Streams said for each site of several ("50 家门店，每家 6 路") or as a total ("300 in total"):
  the total is sized.
- A bare "A2" placed ("放 A2 上", "用 A2 跑") is the card sized.
- A day's audio said with how it comes in ("300 hours of audio recorded per day").
"""

import pytest

from tests.support.advisors import last_answer, last_turn, memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _first(answer) -> str:
    return answer.answer.splitlines()[0]


def test_users_beside_a_chinese_tenths_share_are_that_share(advisor):
    turn = last_turn(
        advisor, "一张 L40S 用 vllm 跑 qwen3-8b，呼叫中心 80 个坐席，高峰三成同时在线，够吗"
    )
    assert turn.query.users == 24
    assert turn.query.people_using == 80
    assert "80" in "\n".join(turn.answer.assumptions)


def test_the_people_are_said_back_in_a_follow_up(advisor):
    answer = last_answer(
        advisor,
        "一张 L40S 用 vllm 跑 qwen3-8b，呼叫中心 80 个坐席，高峰三成同时在线，够吗",
        "上下文改成 16k 呢",
    )
    carried = next(a for a in answer.assumptions if "沿用" in a)
    assert "24" in carried and "80" in carried


@pytest.mark.parametrize(
    ("question", "streams"),
    [
        ("50 家门店，每家 6 路摄像头跑 yolov8n，要几张 T4", 300),
        ("30 stores with 4 cameras each running yolov8s, how many L4s?", 120),
        ("12 warehouses, 5 cameras each, 60 cameras in total on yolo11n — how many L4?", 60),
        ("工厂 10 个车间每个 3 路，总共 30 路 yolo11n，用几张 T4", 30),
    ],
)
def test_streams_for_each_site_or_in_total_are_the_total(advisor, question, streams):
    turn = last_turn(advisor, question)
    assert turn.query.streams_target == streams
    assert f"{streams}" in _first(turn.answer)


def test_a_bare_a2_placed_is_the_card_sized(advisor):
    turn = last_turn(advisor, "仓库 24 路 1080p 每路 10fps 跑 yolo11n，放 A2 上需要几张")
    assert [g.gpu_id for g in turn.query.gpus] == ["a2"]
    assert "A2" in _first(turn.answer)


def test_a_gcp_a2_type_is_no_card(advisor):
    turn = last_turn(advisor, "gcp a2 实例多少钱")
    assert not turn.query.gpus


def test_audio_a_day_said_with_how_it_arrives(advisor):
    turn = last_turn(
        advisor, "about 300 hours of audio recorded per day, whisper small, how many L4s?"
    )
    assert turn.query.duration_hours == 300
    assert turn.query.job_per == "day"
    assert "300 h" in turn.answer.answer


def test_a_tariff_beside_a_media_job_gives_its_electricity(advisor):
    answer = last_answer(
        advisor, "4070 跑 sdxl 出 2000 张 1024 的图，25 步，要多久？电费一度六毛大概多少钱"
    )
    assert answer.kind == "workload_speed"
    assert "小时" in _first(answer)
    assert "¥0.60" in answer.answer
    assert any(c.tool == "estimate_power" for c in answer.tool_calls)


def test_the_same_media_job_named_again_keeps_its_size_and_steps(advisor):
    turn = last_turn(
        advisor,
        "sdxl on a 3060, 768x768, 25 steps: how long for 300 images?",
        "what about on a 4080, the same 300 sdxl images?",
    )
    assert (turn.query.media_width, turn.query.media_steps) == (768, 25)
    assert "768x768, 25 steps" in _first(turn.answer)


def test_schnell_alone_is_flux_schnell(advisor):
    answer = last_answer(advisor, "4060 Ti 16G 跑 schnell 4 步 1024 的图，一张几秒")
    assert answer.kind == "workload_speed"
    assert "FLUX.1 [schnell]" in _first(answer)


def test_clips_counted_as_n_of_them_are_the_job_not_cards(advisor):
    turn = last_turn(
        advisor,
        "wan2.1 1.3b 480p clips, 120 of them on one RTX 4090 — finished within 6 hours?",
    )
    assert turn.query.samples == 120
    assert turn.query.gpus[0].count == 1
    assert turn.answer.verdict in ("yes", "no")
    assert "6 hours" in _first(turn.answer)


def test_clips_an_hour_at_a_picture_size_is_a_speed_not_a_price(advisor):
    turn = last_turn(
        advisor, "leasing an H200 for wan2.1 14b: how many 720p videos per hour can it turn out?"
    )
    assert turn.query.images_per_minute_target is None
    assert turn.answer.kind == "workload_speed"
    assert "per video" in _first(turn.answer)


def test_vram_ok_asked_of_a_fine_tune_is_a_fit(advisor):
    answer = last_answer(
        advisor, "have a 4060 Ti 16GB, full fine-tune whisper base in fp16, batch 32. vram okay?"
    )
    assert answer.kind == "workload_fit"
    assert answer.verdict in ("yes", "no")


def test_two_models_said_to_sit_in_vram_is_a_fit(advisor):
    answer = last_answer(
        advisor,
        "rtx 3060 12gb: whisper medium plus qwen2.5 7b kept loaded together, do both sit in vram?",
    )
    assert answer.kind == "fit_check"
    assert answer.verdict in ("yes", "no")


def test_minutes_asked_of_a_clip_is_its_time(advisor):
    answer = last_answer(advisor, "Wan 2.1 14B on an H200, one 720p clip — minutes?")
    assert answer.kind == "workload_speed"
    assert "per video" in _first(answer)


def test_clip_vit_l_14_is_said_missing_first(advisor):
    answer = last_answer(advisor, "CLIP ViT-L/14 图片向量化在 4090 上每秒多少张？")
    assert "CLIP ViT-L/14" in _first(answer)
    assert answer.kind == "workload_speed"


def test_a_card_power_ceiling_said_as_bu_neng_chao(advisor):
    turn = last_turn(advisor, "4 路摄像头跑 yolo11n，机箱里放什么卡？显卡功耗不能超 70w")
    assert turn.query.max_board_power_w == 70
    assert "70 W" in "\n".join(turn.answer.assumptions)


def test_no_card_on_a_small_psu_gives_the_slot_powered_closest(advisor):
    answer = last_answer(advisor, "my psu is only 250w and I won't swap it, which card for sd 1.5?")
    first = _first(answer)
    assert "250 W" in first and "75 W" in first
    assert "T4" in first or "L4" in first or "A2" in first


def test_the_audio_hours_of_a_fine_tune_fit_are_said_back(advisor):
    answer = last_answer(
        advisor, "3090 24GB, full fine-tune whisper base on ~150h of calls, batch 8, fits?"
    )
    assert answer.kind == "workload_fit"
    assert any("150 h" in a for a in answer.assumptions)
