"""A provider's machine asked about by what it holds, and a pay-as-you-go rate asked of a type.

"lambda's 8x h100 box — how much RAM?" lists the instance types that carry those cards at that
provider; at a provider (or for a card) the table lacks, the first line says it does not know
one. "pay-as-you-go" asks the type's price. Each phrasing is this file's own.
"""

from __future__ import annotations

import pytest

from assistant.evaluation_constraints import first_line
from assistant.question.parsing import parse
from tests.support.advisors import last_answer, memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("question", "name", "ram"),
    [
        ("lambda's 8x h100 box — how much ram does it come with?", "gpu_8x_h100_sxm5", "1800"),
        ("what's in a gcp node with 8 h100s? how many vcpus?", "a3-highgpu-8g", "1872"),
        ("lambda 的 8 卡 H100 服务器是什么配置，多少内存", "gpu_8x_h100_sxm5", "1800"),
    ],
)
def test_a_known_providers_machine_is_listed_with_what_it_holds(advisor, question, name, ram):
    answer = last_answer(advisor, question)
    assert answer.kind == "instance"
    assert answer.tool_calls[0].tool == "list_instances"
    line = first_line(answer.answer).replace("\\", "")
    assert name.replace("_", "") in line.replace("_", "") and ram in line


@pytest.mark.parametrize(
    ("question", "provider", "gpu"),
    [
        ("coreweave's 8x h200 nodes: what networking do they have and how much host ram?",
         "CoreWeave", "H200"),
        ("digitalocean droplet with 8 h100s — how many vcpus?", "DigitalOcean", "H100"),
        ("how many gpus per vm on azure's gb200 machines?", "Azure", "GB200"),
    ],
)  # fmt: skip
def test_a_machine_the_table_lacks_is_said_first(advisor, question, provider, gpu):
    answer = last_answer(advisor, question)
    assert answer.kind == "instance"
    line = first_line(answer.answer)
    assert provider in line  # a provider not held at all is said not covered before the list
    assert line.startswith(("I don't know an instance type", "I don't cover"))
    assert f"I don't know an instance type that carries the {gpu}" in answer.answer.replace("*", "")


def test_a_machine_asked_with_no_provider_is_no_instance_pick(advisor):
    query = parse("an 8x h100 hgx node, how much host ram do I need for 405b?", advisor.catalog)
    assert not query.asks_instance_pick


@pytest.mark.parametrize(
    "question",
    ["azure NC24ads_A100_v4 pay-as-you-go rate?", "aws p4d.24xlarge payg in us-east-1?"],
)
def test_pay_as_you_go_asks_the_types_price(advisor, question):
    answer = last_answer(advisor, question)
    assert answer.kind == "price"
    assert "per GPU-hour" in first_line(answer.answer) or "$" in first_line(answer.answer)
