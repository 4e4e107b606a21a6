"""A question's kind read from its slots, and a first line that answers what was asked.

Own phrasings (not the understanding sets' wording): an instance's price asked as "on demand"
or "what does X charge", a bare size after an instance type, the host in an instance's first
line, a machine type asked for by the GPUs it carries.
"""

import pytest

from tests.support.advisors import memory_advisor as _build


@pytest.fixture(scope="module")
def advisor():
    return _build()


def _last(advisor, *questions):
    turn = advisor.converse(list(questions)).turns[-1]
    assert turn.answer is not None
    return turn.query, turn.answer


# --------------------------------------------------------------------------- instance prices


@pytest.mark.parametrize(
    "question",
    [
        "how much does a g6e.12xlarge go for on demand",
        "what does aws charge for a p4d.24xlarge?",
        "a2-highgpu-1g on-demand rate?",
        "阿里云 ecs.gn7i-c8g1.2xlarge 按需一小时多少",
    ],
)
def test_an_instance_price_asked_is_a_price(advisor, question):
    query, answer = _last(advisor, question)
    assert query.kind == "price"
    line = answer.answer.splitlines()[0]
    assert "$" in line or "¥" in line


@pytest.mark.parametrize(
    ("first", "second", "named"),
    [
        ("what does gcp charge for an a2-highgpu-8g on demand?", "and the 2g?", "a2-highgpu-2g"),
        ("how many GPUs in an a2-ultragpu-4g", "and the 1g?", "a2-ultragpu-1g"),
        ("阿里云 ecs.gn7i-c32g1.8xlarge 几张卡", "那 32xlarge 呢", "ecs.gn7i-c32g1.32xlarge"),
    ],
)
def test_a_bare_size_completes_the_earlier_type(advisor, first, second, named):
    query, answer = _last(advisor, first, second)
    assert named in answer.answer.splitlines()[0]
    assert query.kind in ("instance", "price")


def test_a_gpu_count_suffix_after_no_instance_is_no_instance(advisor):
    query, _ = _last(advisor, "how much memory does an L4 have", "and the 2g?")
    assert query.instance_named is None


# --------------------------------------------------------------------------- instance specs


@pytest.mark.parametrize(
    ("question", "gpus", "vcpus"),
    [
        ("what's inside a g6e.12xlarge", "4 × L40S", "48 vCPUs"),
        ("阿里云 ecs.gn7i-c32g1.16xlarge 配置", "2 张", "64 个 vCPU"),
        ("p4d.24xlarge specs", "8 × A100", "96 vCPUs"),
    ],
)
def test_an_instance_first_line_holds_gpus_and_host(advisor, question, gpus, vcpus):
    query, answer = _last(advisor, question)
    line = answer.answer.splitlines()[0]
    assert query.kind == "instance"
    assert gpus in line and vcpus in line and "GPU" in line


@pytest.mark.parametrize(
    ("question", "named"),
    [
        ("which gcp machine type has exactly 4x a100 80gb?", "a2-ultragpu-4g"),
        ("gcp 上哪个机型正好是 2 张 a100 40gb", "a2-highgpu-2g"),
    ],
)
def test_a_machine_type_asked_by_its_gpus_is_listed(advisor, question, named):
    query, answer = _last(advisor, question)
    assert query.kind == "instance"
    assert named in answer.answer.splitlines()[0]
