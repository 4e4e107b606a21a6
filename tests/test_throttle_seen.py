"""A throttle reason pasted beside a speed that fell is troubleshot, not a supply to size."""

from __future__ import annotations

import pytest

from assistant.question.text import fold
from assistant.question.throttle_seen import throttle_slowed
from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    "text",
    [
        "my 4080 reports `HW Power Brake Slowdown: Active` in nvidia-smi and throughput halved"
        " since the weekend. is the power supply going bad?",
        "a5000 generation speed fell by half today, nvidia-smi -q says HW Slowdown : Active."
        " bad psu?",
        "4090 跑推理速度突然掉了一半，nvidia-smi -q 里 `HW Power Brake Slowdown : Active`，"
        "是电源快不行了吗",
    ],
)
def test_a_brake_reason_beside_a_fallen_speed_is_troubleshot(advisor, text: str) -> None:
    query, answer, first = turn_of(advisor, text)
    assert answer.kind == "troubleshoot"
    assert query.trouble == "slow" and query.slowed_by_it
    assert query.health_check == "slowdown"
    assert "throttled" in first or "降频" in first
    assert "PSU" not in first.split("**")[1]  # no supply sized as the headline


def test_the_power_cap_reason_is_named() -> None:
    assert throttle_slowed(fold("SW Power Cap : Active and my it/s dropped by half")) == "power_cap"


@pytest.mark.parametrize(
    "text",
    [
        "what psu do i need for a 3090 that shows HW Slowdown : Active?",  # no speed fell
        "my tok/s dropped by half after a driver update, psu dying?",  # no reason pasted
    ],
)
def test_no_throttle_slowdown_without_both(text: str) -> None:
    assert throttle_slowed(fold(text)) is None
