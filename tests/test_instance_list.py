"""Instance types asked for by the GPU they carry: ranked by RAM, vCPUs or price."""

from __future__ import annotations

import pytest

from assistant.errors import UsageError
from assistant.evaluation_constraints import first_line
from assistant.question.instance_tools import list_instances
from tests.support.advisors import last_answer, memory_advisor
from tests.support.toolbox import bundled_toolbox


@pytest.fixture(scope="module")
def book():
    return bundled_toolbox().prices


def test_aws_a10g_types_ranked_by_host_ram(book) -> None:
    out = list_instances(book, "a10g", count=1, provider="aws", order="ram")
    rams = [i.ram_gib for i in out.instances]
    assert rams == sorted(rams, reverse=True) and rams[0] == 256
    assert out.instances[0].name == "g5.16xlarge" and out.instances[0].vcpus == 64
    assert all(i.gpu_count == 1 and i.provider.lower() == "aws" for i in out.instances)


def test_by_price_the_cheapest_priced_type_leads(book) -> None:
    out = list_instances(book, "a10g", provider="aws", order="price")
    priced = [i for i in out.instances if i.price_per_hour is not None]
    assert out.instances[0] == priced[0]
    assert [i.price_per_hour for i in priced] == sorted(i.price_per_hour for i in priced)


def test_no_type_with_that_gpu_there_is_a_usage_error(book) -> None:
    with pytest.raises(UsageError, match="h20"):
        list_instances(book, "h20", count=8, provider="aliyun")


@pytest.mark.parametrize(
    ("question", "name", "order"),
    [
        ("which aws instance gives me a single a10g with the most cpu ram?", "g5.16xlarge", "ram"),
        ("AWS 上哪个实例配一张 A10G，CPU 核数最多", "g5.16xlarge", "vcpus"),
        ("what's the cheapest aws instance with one A10G", "g5.xlarge", "price"),
    ],
)
def test_the_answer_leads_with_the_best_type(question, name, order) -> None:
    answer = last_answer(memory_advisor(), question)
    assert answer.kind == "instance"
    call = answer.tool_calls[0]
    assert call.tool == "list_instances" and call.input["order"] == order
    assert name in first_line(answer.answer).replace("\\", "")


def test_none_there_is_said_first_then_what_is_close() -> None:
    answer = last_answer(memory_advisor(), "which gcp instance has 8 a10g gpus?")
    lead = answer.answer.split("\n\n")[0]
    assert lead.startswith("**I don't know an instance type that carries the A10G")
    assert "g5." in answer.answer  # the close ones: AWS's A10G types
