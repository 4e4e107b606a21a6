"""AWS's own chips and Google's TPUs are named as chips the catalog has no figures for, never
sized as a GPU or offered a GPU look-alike ("did you mean M4 Pro?")."""

import pytest

from assistant.catalog.specs import load_catalog
from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor
from tests.test_request_routing import SPECS


@pytest.mark.parametrize(
    ("question", "chip"),
    [
        ("trainium 上训练 llama 3 8b 要多久", "trainium"),
        ("how fast is llama 3 70b on a tpu v5e?", "tpu v5e"),
        ("aws inferentia2 跑 qwen 7b 能多快", "inferentia2"),
        ("inf2.48xlarge with neuronx-distributed: llama 3.1 70b fails to allocate on load", "inf2"),
    ],
)
def test_cloud_chips_are_said_not_covered(question, chip):
    query = parse(question, load_catalog(SPECS))
    kinds = {p.kind for p in query.problems}
    assert "other_accelerator" in kinds and "unknown_gpu" not in kinds
    answer = memory_advisor().ask(question)
    assert answer.kind == "not_covered"
    first = answer.answer.splitlines()[0]
    assert chip in first and ("not a GPU" in first or "不是 GPU" in first)


@pytest.mark.parametrize(
    ("question", "said"),
    [
        ("淘宝上的 3070 魔改 16G，怎么确认真的是 16G", "8 GB"),
        ("bought a modded 3080 20gb on ebay, how do I check it's real?", "10 GB"),
        ("闲鱼收了张魔改的 3060 24g，怎么验是不是真的", "12 GB"),
    ],
)
def test_a_modded_size_the_catalog_lacks_is_said_first(question, said):
    answer = memory_advisor().ask(question)
    first = answer.answer.splitlines()[0]
    assert "not in my catalog" in first or "不在我的目录里" in first
    assert said in first


def test_a_modded_size_the_catalog_holds_is_checked():
    answer = memory_advisor().ask("2080ti 魔改 22G 怎么测是不是真的22G")
    assert answer.kind == "verify"
    assert "2080 Ti 22GB" in answer.answer.splitlines()[0]


@pytest.mark.parametrize(
    "question",
    [
        "what's the deal with apple's m5 for llms, is prefill faster?",
        "M5 MacBook Pro 跑 qwen3 8b 多快",
        "m5 max 128gb, how fast is llama 70b?",
    ],
)
def test_a_newer_apple_chip_is_said_missing_with_the_chips_held(question):
    answer = memory_advisor().ask(question)
    assert answer.kind == "not_covered"
    first = answer.answer.splitlines()[0]
    assert "not in my catalog" in first or "不在我的目录里" in first
    assert "M3 Max" in first


def test_an_aws_m5_instance_is_no_apple_chip():
    answer = memory_advisor().ask("aws m5.xlarge price per hour")
    assert not any(p in answer.answer.splitlines()[0] for p in ("not in my catalog", "M1 Max"))


@pytest.mark.parametrize(
    ("question", "name"),
    [
        ("MAGI-1 那个 4.5B 蒸馏版，4070ti super 16G 出 720p 能跑不", "MAGI-1"),
        ("MAGI-1 24B on 8x H100, can it do 720p?", "MAGI-1"),
        ("NOVA-2 7b 在 4090 上能跑吗", "NOVA-2"),
    ],
)
def test_a_capitals_versioned_name_opening_the_question_is_said_missing(question, name):
    first = memory_advisor().ask(question).answer.splitlines()[0]
    assert name in first and ("not in my catalog" in first or "不在我的目录里" in first)


@pytest.mark.parametrize(
    "question",
    [
        "Stable Cascade 在 3080 上出一张 1024 的图要几秒",
        "how fast is stable cascade on a 4090 at 1024?",
    ],
)
def test_stable_cascade_is_an_image_model_said_missing(question):
    answer = memory_advisor().ask(question)
    assert answer.kind == "workload_speed"
    first = answer.answer.splitlines()[0].lower()
    assert "stable cascade" in first and ("not in my catalog" in first or "不在我的目录里" in first)
