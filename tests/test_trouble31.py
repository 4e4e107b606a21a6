"""Pasted interconnect failures and tuning asks are troubleshooting first (verify31).

An NCCL warning or vLLM's "lacks GPU P2P capability" line is the failure to fix, even beside a
doubt about the machine (topo, PCIe); a slowdown beside readings, with the knobs to turn asked,
is a slow job, not a card to verify; vLLM's own "custom allreduce" log is no all_reduce test.
"""

import pytest

from assistant.question.test_results import test_result as read_test_result
from assistant.question.troubleshoot import trouble_kind
from assistant.question.tuning_asked import settings_asked
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _ask(advisor, *turns):
    return advisor.converse(list(turns)).turns[-1].answer


@pytest.mark.parametrize(
    "question",
    [
        "4x A100 box, training hangs and the log says\n"
        "NCCL WARN Cuda failure 'peer access is not supported between these two devices'\n"
        "topo -m shows SYS everywhere, did they give us PCIe cards instead of SXM?",
        "租的 4 卡 A100 跑 deepspeed 报 NCCL WARN Cuda failure 'peer access is not supported'，"
        "topo 里全是 PHB，是不是机器有问题",
    ],
)
def test_a_pasted_nccl_warning_is_troubleshot_not_verified(advisor, question):
    answer = _ask(advisor, question)
    assert answer.kind == "troubleshoot"
    assert "NCCL" in answer.answer


@pytest.mark.parametrize(
    "question",
    [
        "two 3090s, vllm tensor parallel 2 stops after printing "
        "'Custom allreduce is disabled because your platform lacks GPU P2P capability'. "
        "will NCCL_P2P_DISABLE=1 help?",
        "两张 4080 跑 sglang tp 2，日志写 platform lacks GPU P2P capability 然后就卡住了，咋办",
    ],
)
def test_vllm_lacking_p2p_is_a_scaling_trouble(advisor, question):
    assert trouble_kind(question) == "scaling"
    answer = _ask(advisor, question)
    assert answer.kind == "troubleshoot"


def test_vllms_custom_allreduce_log_is_no_all_reduce_test():
    assert read_test_result("INFO custom_all_reduce.py:123 Custom allreduce is disabled") is None
    found = read_test_result("all_reduce_perf busbw 90 GB/s on 8 cards, normal?")
    assert found is not None and found.test == "nccl"


@pytest.mark.parametrize(
    ("question", "gpu"),
    [
        (
            "nvidia-smi shows all 4 H100 at 700W but our sglang throughput is half of what the"
            " launch blog reported. which settings should we tune first?",
            "H100",
        ),
        (
            "rocm-smi reports 8 MI300X at 750W, yet tokens/s is only a third of AMD's numbers."
            " what knobs do I check?",
            "MI300X",
        ),
    ],
)
def test_knobs_asked_for_a_slowdown_beside_readings_is_a_slow_job(advisor, question, gpu):
    assert trouble_kind(question) == "slow"
    answer = _ask(advisor, question)
    assert answer.kind == "troubleshoot"
    assert gpu in answer.answer.splitlines()[0]


@pytest.mark.parametrize(
    ("text", "asked"),
    [
        ("what knobs should i check first?", True),
        ("which flags do i need to tweak in vllm", True),
        ("该调哪些参数", True),
        ("有什么设置要改吗", True),
        ("is the power limit right?", False),
        ("how do i check the card is real", False),
    ],
)
def test_settings_asked(text, asked):
    assert settings_asked(text) is asked
