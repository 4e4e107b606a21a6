"""Two terms' relation, or a term in plain words: explained from the section on them.

"NVLink 和 NVSwitch 什么关系" named two cards beside the terms and got the cards' link rows;
"ZeRO-3 和 FSDP 是一回事吗，显存不够时…" was answered as an out-of-memory fix; a question on
the answer now comes from the guide on those terms. Each phrasing below is new.
"""

import pytest

from assistant.question.parsing import parse
from assistant.question.terms_asked import PLAIN_EXPLAIN_RE, TERMS_RELATED_RE
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    "text",
    [
        "nvswitch 跟 nvlink 有啥不一样",
        "is fsdp just the same thing as zero-3?",
        "gqa vs mha: what's the difference",
        "pcie 4.0 x16 的带宽和 nvlink 差多少",
        "how does paged attention relate to continuous batching",
        "fp8 训练跟 bf16 训练差在哪",
    ],
)
def test_two_terms_and_their_relation_are_read(text):
    assert TERMS_RELATED_RE.search(text) is not None


@pytest.mark.parametrize(
    "text", ["4090 和 3090 有什么区别", "a100 vs h100 difference for training", "lora 训练和推理"]
)
def test_cards_or_a_bare_pair_are_no_terms_relation(text):
    assert TERMS_RELATED_RE.search(text) is None


def test_plain_words_asked_are_read():
    assert PLAIN_EXPLAIN_RE.search("explain like i'm five: what is mig")
    assert PLAIN_EXPLAIN_RE.search("用大白话说说 kv cache")
    assert PLAIN_EXPLAIN_RE.search("eli5 tensor parallel") is not None


def test_a_sized_job_beside_two_terms_keeps_its_intent(advisor):
    query = parse("QLoRA 跟 LoRA 的区别？70B 模型两张 3090 能微调吗", advisor.catalog)
    assert query.terms_related and query.intent == "fit_check"


@pytest.mark.parametrize(
    ("question", "guide"),
    [
        ("NVSwitch 跟 NVLink 啥关系？H200 八卡为啥互联那么快", "interconnect"),
        ("is FSDP just the same thing as ZeRO-3, and is offloading to RAM slow?", "distributed"),
        ("ELI5: what does a MIG slice of an H100 actually get?", "gpu-sharing"),
        ("用大白话讲讲 MQA 和 GQA 哪个更省 KV 缓存", "long-context"),
    ],
)
def test_the_terms_are_explained_from_a_guide_not_the_cards_rows(advisor, question, guide):
    answer = advisor.ask(question)
    cited = [c.doc_id for c in answer.citations]
    assert answer.intent == "concept" and answer.kind == "concept"
    assert any(d.startswith(guide) for d in cited), cited
    assert not answer.answer.startswith("**")  # no card's row or verdict leads


def test_a_follow_up_on_two_terms_is_explained_not_the_cards_before(advisor):
    turns = advisor.converse(
        ["A100 跟 H100 八卡机互联有啥不同", "那 PCIe 4.0 x16 的带宽和 NVLink 差多少？"]
    ).turns
    last = turns[-1]
    assert last.query.kind == "concept" and last.query.terms_related
    assert "interconnect" in {c.doc_id for c in last.answer.citations}


def test_a_cards_two_forms_are_no_terms_relation(advisor):
    """ "H100 PCIe 和 SXM 差多少" weighs two versions of a card: their rows, not the terms."""
    query = parse("a100 pcie 跟 sxm 显存带宽差多少", advisor.catalog)
    assert not query.terms_related and query.intent != "concept"
