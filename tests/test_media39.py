"""Media questions read by what they ask (session 39): a time per image asked in a follow-up is a
speed, a model set aside ("instead of sdxl") is no second job, an uncatalogued video model asked
next is said not covered, a bare side settled on ("ok, 768 then"), camera queues counted are no
wait for a cluster, a card's draw asked beside its TBP, a trouble given as a reason, a chip's
class ruled out, a setting's cost weighed on against off, understanding said as the purpose."""

from __future__ import annotations

import pytest

from assistant.question.feared_oom import setting_cost_weighed
from assistant.question.follow_markers import cue_intent, cue_scores
from assistant.question.picture_slots import chosen_side
from assistant.question.text import fold
from assistant.question.why_cues import EXPLAIN_RE
from tests.support.advisors import memory_advisor, tool_call, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "speed"),
    [
        ("alright. and secs per image at 768, 8 steps?", True),
        ("images/min at that size?", True),
        ("那每张要几秒", True),
        ("it makes 12 s per image, is that normal", False),
    ],
)
def test_a_time_per_image_asked_is_a_speed_cue(text: str, speed: bool) -> None:
    assert (cue_intent(fold(text)) == "speed") is speed


def test_a_follow_up_asking_seconds_per_image_answers_the_rate(advisor) -> None:
    _, answer, line = turn_of(
        advisor,
        "sd 1.5 on a gtx 1070 8gb, will it load at all",
        "fine. secs per image at 512, 25 steps?",
    )
    assert answer.kind == "workload_speed"
    assert "per image" in line


def test_a_model_set_aside_is_no_second_job(advisor) -> None:
    query, answer, line = turn_of(
        advisor,
        "images per minute for sd 1.5 on an L4 at 512, 25 steps?",
        "and sdxl instead of sd 1.5 on that card",
    )
    assert query.workload_ids == ["sdxl-base"]
    assert answer.kind == "workload_speed" and "images/min" in line


def test_an_uncatalogued_video_model_asked_next_is_said_first(advisor) -> None:
    query, _, line = turn_of(
        advisor,
        "rtx 4060 ti 16gb: can wan2.1 1.3b make 480p clips?",
        "what about LTX-Video 13B then",
    )
    assert query.workload_unknown == ["LTX-Video 13B"]
    assert "LTX-Video 13B" in line and "not in my catalog" in line.lower()


@pytest.mark.parametrize(
    ("text", "side"),
    [
        ("ok, 768 then", 768),
        ("drop to 640 and how long", 640),
        ("那 896 呢", 896),
        ("8 then", None),
    ],
)
def test_a_side_settled_on_is_read(text: str, side: int | None) -> None:
    assert chosen_side(text) == side


def test_a_side_settled_on_resizes_the_earlier_training_job(advisor) -> None:
    _, answer, _ = turn_of(
        advisor,
        "sdxl lora on a 4060 ti 8gb at 1024 with kohya, or must I go lower",
        "ok 768 then. how long for 30 imgs x 10 repeats x 6 epochs",
    )
    assert answer.kind == "workload_speed"
    assert tool_call(answer, "estimate_workload_speed").input["resolution"] == 768


def test_people_queueing_counted_by_cameras_is_no_cluster_wait() -> None:
    assert cue_scores(fold("超市 12 路摄像头数排队人数，买几张卡"))["rent_vs_buy"] == 0
    assert cue_scores(fold("学校集群排队太久了，要不要自己买卡"))["rent_vs_buy"] >= 8


def test_a_camera_count_asked_as_cards_to_buy_is_a_serving_count(advisor) -> None:
    _, answer, line = turn_of(advisor, "仓库 16 路摄像头跑 yolo11n 检测排队长度，要买几张 3060")
    assert answer.kind == "workload_pick"
    assert "3060" in line and "路" in line


def test_a_draw_asked_beside_the_rated_tbp_is_the_cards_draw(advisor) -> None:
    query, answer, line = turn_of(
        advisor, "4090 doing flux all day draws how much? the tbp says 450W, is that real"
    )
    assert query.power_ask == "card" and answer.kind == "power"
    assert "W" in line


def test_a_trouble_given_as_a_reason_leaves_the_rate_asked(advisor) -> None:
    query, answer, line = turn_of(
        advisor,
        "sdxl 1024 30 steps on a 2080 ti in fp32, it/s? using fp32 since fp16 gives black images",
    )
    assert query.trouble is None and answer.kind == "workload_speed"
    assert query.precision == "fp32" and "per image" in line


def test_a_chips_class_ruled_out_is_not_the_card(advisor) -> None:
    _, answer, line = turn_of(
        advisor, "香橙派这种级别不考虑，我有张 1060 6g，能跑哪些 whisper 模型"
    )
    assert answer.kind == "workload_fit"
    assert "Whisper" in line and "1060" in line


@pytest.mark.parametrize(
    ("text", "weighed"),
    [
        ("why does turning cfg on double the step time, with it off it's twice as fast", True),
        ("开启 xformers 之后反而变慢了，关掉就正常", True),
        ("flux got slow after the driver update", False),
    ],
)
def test_a_settings_cost_weighed_on_against_off(text: str, weighed: bool) -> None:
    assert setting_cost_weighed(fold(text)) is weighed


def test_a_settings_cost_asked_why_is_explained(advisor) -> None:
    _, answer, _ = turn_of(advisor, "为啥 sd1.5 打开 cfg 之后每一步都慢了一倍，关掉 cfg 又快回来了")
    assert answer.kind == "concept"


@pytest.mark.parametrize(
    ("text", "explain"),
    [
        ("does 1536 really cost 2.25x the memory? trying to understand before I buy", True),
        ("just want to understand the math first", True),
        ("trying to understand if a 3090 fits llama 70b", False),
    ],
)
def test_understanding_said_as_the_purpose_is_an_explanation(text: str, explain: bool) -> None:
    assert (EXPLAIN_RE.search(fold(text)) is not None) is explain


def test_a_scaling_claim_checked_before_a_pick_is_explained(advisor) -> None:
    _, answer, _ = turn_of(
        advisor,
        "is yolo at imgsz 1280 really 4x the compute of 640? "
        "want to understand before buying a gpu",
    )
    assert answer.kind == "concept"
