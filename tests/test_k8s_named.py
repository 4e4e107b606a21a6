"""Kubernetes written "k8s" is Kubernetes: its guide section answers; it is no instance type."""

import pytest

from assistant.question.instance_words import instance_words
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    "question", ["k8s 集群里怎么给 pod 分配 GPU", "在 k8s 上怎么调度显卡，要装什么插件"]
)
def test_k8s_in_chinese_is_answered_from_the_kubernetes_section(advisor, question: str) -> None:
    answer = advisor.ask(question)
    assert answer.kind == "concept"
    assert any("kubernetes" in c.source for c in answer.citations), answer.citations


@pytest.mark.parametrize("text", ["how do i share gpus in k8s", "k3s cluster, 2 nodes"])
def test_k8s_is_no_instance_word(text: str) -> None:
    assert not {"k8s", "k3s"} & set(instance_words(text))


def test_a_term_defined_keeps_its_own_section(advisor) -> None:
    # one word asked ("serving") is one thing however many glossary entries hold it: the
    # section that defines the term answers, not one headed by "serving" twice over
    answer = advisor.ask("what does TTFT mean when serving an llm?")
    assert "TTFT" in answer.answer.split("\n")[0] or "time to first token" in answer.answer.lower()
    assert any("latency-metrics" in c.source for c in answer.citations), answer.citations
