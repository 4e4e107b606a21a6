"""Whether a job runs to its end on the card, asked ("能跑完吗", "without offload"): a fit.

Also: a digit inside a model or precision name ("yolov8m", "fp8 480p clip") counts no images.
"""

from __future__ import annotations

import pytest

from assistant.question.finish_ask import FINISH_ASK_RE, finish_asked
from tests.support.advisors import memory_advisor, turn_of


@pytest.mark.parametrize(
    ("text", "asked"),
    [
        ("3060 12g 跑 wan 1.3b 能跑完吗", True),
        ("不开 offload 行不行", True),
        ("还是必须开blockswap", True),
        ("will a 4080 finish an sdxl batch of 8 without offloading?", True),
        ("do i have to offload on 12gb", True),
        ("多久能跑完", True),  # read here; the time asked outright wins in the reader
        ("跑一段视频要多久", False),
        ("how fast is flux on a 4090", False),
    ],
)
def test_the_finish_ask_is_read(text: str, asked: bool) -> None:
    assert (FINISH_ASK_RE.search(text) is not None) == asked


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        ("4090 24g 跑 wan2.1 1.3b 480p，不开offload能跑完吗", "yes"),
        ("can a 3060 12gb finish a wan 2.1 14b 720p clip without block swap?", "no"),
        ("3090 跑 sdxl 1024 batch 4，能跑完吗还是必须开 lowvram", "yes"),
    ],
)
def test_a_finish_asked_is_answered_as_a_fit(question: str, verdict: str) -> None:
    _, answer, _ = turn_of(memory_advisor(), question)
    assert answer.kind == "workload_fit"
    assert answer.verdict == verdict


def test_a_time_asked_beside_it_is_still_a_time() -> None:
    _, answer, _ = turn_of(memory_advisor(), "4090 跑 wan2.1 1.3b 480p 一段视频多久能跑完")
    assert answer.kind == "workload_speed"


@pytest.mark.parametrize(
    "question",
    [
        "l4 上 yolov8m 640 推理 fps 多少",
        "what fps does yolov8s get on a t4 at int8",
        "how long does a wan 2.1 1.3b fp8 480p clip take on a 4090",
    ],
)
def test_a_digit_in_a_name_counts_no_images(question: str) -> None:
    _, answer, _ = turn_of(memory_advisor(), question)
    speed = next(c for c in answer.tool_calls if c.tool == "estimate_workload_speed")
    assert "images" not in speed.input


@pytest.mark.parametrize(
    ("text", "asked"),
    [
        ("4090 跑 wan 1.3b，不开 offload 能跑完吗", True),
        ("4090 跑 20 段 wan 1.3b 今晚能跑完吗", False),  # a deadline: the time is asked
        ("can a 3090 finish 40 sdxl batches by tomorrow?", False),
        ("will a 4070 finish the flux render without offload?", True),
    ],
)
def test_a_deadline_asks_the_time(text: str, asked: bool) -> None:
    assert finish_asked(text) == asked
