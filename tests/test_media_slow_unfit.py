"""A video or image job's time seen per clip and put up as a mistake ("takes 45 min per 5s
clip, what am i doing wrong", "一个 5 秒视频要 40 分钟，哪里做错了") is a slow job to troubleshoot,
not a time to estimate; when the job as stated cannot fit the card, its offload is the cause."""

from __future__ import annotations

import pytest

from assistant.question.health import other_trouble
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    "text",
    [
        "each 10-second clip takes about 25 minutes on my 3090, am i doing something wrong",
        "one 720p video takes like 2 hours, something's off?",
        "每段 5 秒 480p 视频要 20 分钟，是不是哪里搞错了",
    ],
)
def test_a_clip_time_put_up_as_a_mistake_is_slow(text):
    assert other_trouble(text) == "slow"


def test_a_clip_time_only_stated_is_no_trouble():
    assert other_trouble("a 5s clip at 720p takes 40 min on my 4090") is None


@pytest.mark.parametrize(
    ("question", "lead"),
    [
        (
            "running wan 2.1 14b at 720p on my 3090, every 5 second clip takes about 50 minutes."
            " what am i doing wrong?",
            "Expected: Wan2.1 T2V 14B needs about 56.9 GB against 24.5 GB usable",
        ),
        (
            "4090 跑 wan2.1 14b 720p，每条 5 秒视频要 40 多分钟，是我哪里弄错了吗",
            "正常：Wan2.1 T2V 14B 约需 56.9 GB",
        ),
    ],
)
def test_an_unfit_video_job_seen_slow_is_its_offload(advisor, question, lead):
    answer = advisor.ask(question)
    assert answer.kind == "troubleshoot"
    assert lead in answer.answer.splitlines()[0]


def test_a_fitting_image_job_seen_slow_keeps_the_cards_checks(advisor):
    answer = advisor.ask("sdxl on my 3060 takes 3 min per image, what am i doing wrong?")
    assert answer.kind == "troubleshoot"
    # the time seen judged first (180 s against the estimate), then the card's own checks
    first = answer.answer.splitlines()[0]
    assert first.startswith("**No, that is about") and "180.0 s an image" in first
    assert "running far below others' speed" in answer.answer and "Expected:" not in first
