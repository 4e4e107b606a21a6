"""Comparisons read from how people ask them: a bare form factor as the other card, a follow-up
that sets a new card against the one before, and the figures both sides need."""

import pytest

from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor
from tests.support.toolbox import bundled_toolbox


@pytest.fixture(scope="module")
def box():
    return bundled_toolbox()


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _ids(query) -> list[str]:
    return [g.gpu_id for g in query.gpus]


@pytest.mark.parametrize(
    ("question", "ids"),
    [
        ("H100 PCIe vs SXM for training?", ["h100-pcie", "h100-sxm"]),
        ("h100 sxm or pcie", ["h100-sxm", "h100-pcie"]),
        ("A100 PCIe还是SXM好", ["a100-80gb-pcie", "a100-80gb-sxm"]),
    ],
)
def test_a_bare_form_factor_names_the_same_family(box, question, ids) -> None:
    query = parse(question, box.catalog)
    assert query.intent == "compare" and _ids(query) == ids


def test_a_follow_up_sets_the_new_card_against_the_one_before(advisor) -> None:
    conv = advisor.converse(
        ["is the 7900 xtx any good for running llms?", "how does it stack up against a 3090"]
    )
    answer = conv.turns[-1].answer
    assert answer.kind == "compare"
    compared = {c.input.get("gpu") for c in answer.tool_calls} | {
        g for c in answer.tool_calls for g in c.input.get("gpus", [])
    }
    assert {"rx-7900-xtx", "rtx-3090"} <= compared, answer.tool_calls
