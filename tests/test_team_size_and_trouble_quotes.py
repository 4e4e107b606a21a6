"""A team's size beside a training job is who trains, not a serving load; a troubleshooting
answer quotes a guide's why only when it says something of what was asked."""

import pytest

from assistant.catalog.specs import load_catalog
from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor
from tests.test_request_routing import SPECS


@pytest.mark.parametrize(
    "text",
    [
        "a 20-person lab that fine-tunes qwen2.5 7b monthly, $10k for hardware, which gpus?",
        "12-person startup, we lora-finetune llama 3.1 8b weekly. $15k capex. which gpus?",
        "我们是15人的创业公司，每周用LoRA微调qwen2.5 7b，预算10万买卡，买什么",
    ],
)
def test_team_size_beside_training_is_no_load(text):
    query = parse(text, load_catalog(SPECS))
    assert query.users is None
    answer = memory_advisor().ask(text)
    assert answer.kind == "recommend"


@pytest.mark.parametrize(
    ("text", "users"),
    [
        ("10-person team, we want to serve llama 3.1 8b to everyone, $5k budget, which gpu?", 10),
        ("30人的团队要部署qwen2.5 14b给大家用，预算5万，买什么卡", 30),
    ],
)
def test_team_size_beside_serving_is_the_load(text, users):
    assert parse(text, load_catalog(SPECS)).users == users


@pytest.mark.parametrize(
    "question",
    [
        "两张4090 vllm tp=2，一启动就报 P2P 不支持然后巨慢，要设 NCCL_P2P_DISABLE=1 吗",
        "两张 4090 跑 DDP 训 resnet50，比单卡还慢，nccl 日志里一堆 P2P 相关的 warning",
        "my two 3090s with ddp are barely faster than one, nccl says p2p is disabled",
    ],
)
def test_trouble_quotes_say_something_asked(question):
    answer = memory_advisor().ask(question)
    assert answer.kind == "troubleshoot"
    query = parse(question, load_catalog(SPECS))
    words = {t.lower() for t in query.topic_terms}
    for c in answer.citations:
        if c.doc_id.startswith(("gpu-", "offer-", "model-")):
            continue
        text = f"{c.title} {c.section} {c.snippet}".lower()
        assert any(w in text for w in words), c.snippet


def test_a_negated_size_is_no_promise():
    answer = memory_advisor().ask(
        "is my rented a100 the 80gb model and not the 40gb? smi shows 81920MiB, is that right?"
    )
    assert answer.verdict == "yes"
    assert "80" in answer.answer.splitlines()[0]
