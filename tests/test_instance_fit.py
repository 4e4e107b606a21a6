"""A model asked of a named instance type is sized on that type's GPUs, and the type is named."""

from __future__ import annotations

import pytest

from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "gpu_id", "count", "name"),
    [
        ("will a g5.2xlarge hold llama 3 8b?", "a10g", 1, "g5.2xlarge"),
        ("aws p4d.24xlarge 跑得动 70b 吗", "a100-40gb-sxm", 8, "p4d.24xlarge"),
        ("阿里云 gn7-c12g1.3xlarge 能部署 qwen2.5 32b 吗", "a100-40gb-sxm", 1, "gn7-c12g1"),
        ("does qwen3 14b fit on a g6.xlarge", "l4", 1, "g6.xlarge"),
    ],
)  # fmt: skip
def test_a_model_on_a_type_runs_on_its_gpus(advisor, text, gpu_id, count, name) -> None:
    query, answer, _ = turn_of(advisor, text)
    assert [(g.gpu_id, g.count) for g in query.gpus] == [(gpu_id, count)]
    assert answer.kind == "fit_check" and answer.verdict is not None
    assert name in answer.answer + " ".join(answer.assumptions)


def test_a_card_of_another_line_named_beside_the_type_is_kept(advisor) -> None:
    query, _, _ = turn_of(advisor, "g5.2xlarge or a 4090 for llama 3 8b, does it fit on the 4090?")
    assert "rtx-4090" in [g.gpu_id for g in query.gpus]


def test_a_type_asked_what_it_is_stays_the_instance_kind(advisor) -> None:
    _, answer, _ = turn_of(advisor, "what's in a g6e.12xlarge")
    assert answer.kind == "instance"


def test_a_type_to_pick_for_a_model_is_not_sized_on_one_type(advisor) -> None:
    query, _, _ = turn_of(advisor, "腾讯云 GN7 和 GN10Xp 哪个规格装得下 qwen2.5 32b fp16？给个型号")
    assert query.gpus == [] or query.intent != "fit_check"
