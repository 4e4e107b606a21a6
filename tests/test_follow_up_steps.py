"""A follow-up that changes only the steps, or swaps to a variant at new steps, keeps the job.

"and at 50 steps?" after an SDXL speed is the same SDXL job at 50 steps; "换成 schnell 4 步呢"
after FLUX.1 [dev] is FLUX.1 [schnell] at 4 steps, on the same card and picture size.
"""

import pytest

from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _last(advisor, *turns):
    return advisor.converse(list(turns)).turns[-1].answer


def _speed(answer):
    return next(c.input for c in answer.tool_calls if c.tool.endswith("speed"))


@pytest.mark.parametrize(
    ("first", "follow_up", "steps"),
    [
        ("sdxl on a 3090 at 1024, 25 steps: how many seconds per image?", "and at 40 steps?", 40),
        ("4070 跑 sd 1.5，512，20 步，每张几秒", "那 50 步呢", 50),
    ],
)
def test_steps_alone_keep_the_job(advisor, first, follow_up, steps):
    before = _speed(_last(advisor, first))
    answer = _last(advisor, first, follow_up)
    args = _speed(answer)
    assert answer.kind == "workload_speed"
    assert args["steps"] == steps
    assert (args["workload"], args["gpu"], args["resolution"]) == (
        before["workload"],
        before["gpu"],
        before["resolution"],
    )
    assert f"{steps}" in answer.answer.splitlines()[0]


@pytest.mark.parametrize(
    ("first", "follow_up"),
    [
        ("flux dev on an l40s, 1024x1024, 28 steps: images per minute?", "and schnell at 4 steps?"),
        ("4090 上 flux dev 768 出图 30 步，一张几秒", "换成 schnell 4 步呢"),
    ],
)
def test_a_variant_swapped_at_new_steps(advisor, first, follow_up):
    answer = _last(advisor, first, follow_up)
    args = _speed(answer)
    assert (args["workload"], args["steps"]) == ("flux-schnell", 4)
    assert "schnell" in answer.answer.splitlines()[0]


@pytest.mark.parametrize(
    ("question", "marker"),
    [
        ("how long would whisper large-v3 take on a 4070 for 5 hours of podcasts?", "real time"),
        ("4060 跑 whisper large-v3 转写 3 小时的录音要多久", "比实时快"),
        ("faster-whisper medium on an A10: time to transcribe 20 hours of calls?", "real time"),
    ],
)
def test_a_recordings_time_says_its_pace_against_real_time(advisor, question, marker):
    answer = advisor.ask(question)
    first = answer.answer.splitlines()[0]
    audio = _speed(answer)["audio_hours"]
    (timed,) = [c for c in answer.tool_calls if c.tool == "estimate_workload_speed"]
    times = audio / timed.output["job_hours"]
    assert marker in first
    assert f"{times:,.0f}" in first
