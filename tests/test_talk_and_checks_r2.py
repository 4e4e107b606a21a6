"""Small talk that only announces a question or asks what the assistant costs, and verify
questions whose reading is judged yes or no first.

A question announced ("quick q", "打扰一下") with nothing asked yet is a greeting; the assistant's
own cost asked is small talk answered with what asking costs; a power limit doubted as "supposed
to be" is checked against the catalog; a memory test's coverage and errors said in reverse
order ("填到21G一个错都没有") are read; a delivered machine's burn-in is a verify question.
"""

from __future__ import annotations

import pytest

from assistant.question import test_results
from assistant.question.link_slots import link_reading
from assistant.question.smalltalk import smalltalk_act
from assistant.question.text import fold
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _ask(advisor, *turns: str):
    return advisor.converse(list(turns)).turns[-1].answer


def _first(answer) -> str:
    return answer.answer.splitlines()[0]


@pytest.mark.parametrize(
    "message",
    ["yo, quick question", "hi! one question for you", "您好，不好意思打扰了", "在吗，请教个问题"],
)
def test_a_question_announced_is_a_greeting(advisor, message: str) -> None:
    answer = _ask(advisor, message)
    assert answer.kind == "smalltalk"
    assert smalltalk_act(fold(message)) == "greeting"


@pytest.mark.parametrize("message", ["quick q: can a 4090 run a 70b?", "打扰一下，3090还值得买吗"])
def test_a_question_announced_then_asked_is_no_small_talk(message: str) -> None:
    assert smalltalk_act(fold(message)) is None


@pytest.mark.parametrize(
    ("message", "said"),
    [
        ("is this assistant free to use?", "costs nothing per question"),
        ("用你要付费吗", "每次提问不花钱"),
        ("你是收费的吗", "每次提问不花钱"),
    ],
)
def test_the_assistants_own_cost_is_small_talk(advisor, message: str, said: str) -> None:
    answer = _ask(advisor, message)
    assert answer.kind == "smalltalk"
    assert said in _first(answer)


def test_a_power_limit_doubted_as_supposed_to_be_is_checked(advisor) -> None:
    en = _ask(
        advisor, "rented an H100 SXM, smi shows 350W power cap, isn't it supposed to be 700W?"
    )
    assert en.kind == "verify"
    assert en.verdict == "no"
    assert "700 W" in _first(en) and "PCIe" in _first(en)
    zh = _ask(advisor, "租的H100 SXM，nvidia-smi显示功耗上限350W，不是应该700W吗")
    assert zh.verdict == "no" and "700 W" in _first(zh)


def test_a_memory_test_said_in_reverse_order_is_read() -> None:
    result = test_results.test_result("memtest_vulkan 填到21G一个错都没有，稳了吗")
    assert result is not None and result.filled_gb == 21 and result.errors is False
    result = test_results.test_result("memtest_vulkan filled up to 23gb, not a single error, ok?")
    assert result is not None and result.filled_gb == 23 and result.errors is False


def test_a_clean_memory_test_over_the_whole_card_is_a_yes(advisor) -> None:
    answer = _ask(advisor, "2080ti 22g 跑 memtest_vulkan 填到21G，错误一个也没有，算稳了吗")
    assert answer.verdict == "yes"
    assert "21 GB" in _first(answer) and "22 GB" in _first(answer)
    part = _ask(advisor, "my 3090: memtest_vulkan tested up to 12gb, not a single error. good?")
    assert part.verdict == "no" and "12 GB" in _first(part)


@pytest.mark.parametrize(
    "message",
    [
        "our 4x L40S box just arrived, what acceptance tests should we run?",
        "8卡H100服务器到货了，验收要跑哪些测试",
        "got a new 8x h200 node, what stress tests should we run before signing off",
    ],
)
def test_a_delivered_machines_burn_in_is_a_verify_question(advisor, message: str) -> None:
    answer = _ask(advisor, message)
    assert answer.kind == "verify"
    assert "gpu-advisor verify" in _first(answer)


def test_a_pcie_link_reading_is_read() -> None:
    reading = link_reading("nvidia-smi -q: PCIe 当前是 Gen1，最大 Gen4，空闲的时候")
    assert reading is not None
    assert (reading.current_gen, reading.max_gen, reading.idle) == (1, 4, True)
    loaded = link_reading("link shows gen3 x8 under load, normal?")
    assert loaded is not None
    assert (loaded.current_gen, loaded.current_width, loaded.idle) == (3, 8, False)
    assert link_reading("is PCIe 4.0 enough for two 4090s?") is None


def test_a_pcie_link_is_judged_against_the_catalog_row(advisor) -> None:
    idle = _ask(advisor, "A100 SXM4 80GB 空闲时 PCIe 当前 Gen1，最大 Gen4，是不是插错槽了")
    assert idle.kind == "verify" and idle.verdict == "yes"
    assert "Gen4 x16" in idle.answer and "Gen1" in _first(idle)
    loaded = _ask(advisor, "my rtx 4090 link shows gen3 x8 under load, is that normal?")
    assert loaded.verdict == "no" and "Gen4 x16" in _first(loaded)
    unsaid = _ask(advisor, "h100 pcie link: current gen1, max gen5, is that right?")
    assert unsaid.verdict == "conditional" and "Gen5 x16" in _first(unsaid)


@pytest.mark.parametrize(
    "message",
    [
        "my a100 shows 70GB in use but no processes listed",
        "nvidia-smi 显示显存占用 22G，但是没有跑任何程序",
        "训练脚本 ctrl+c 之后，3090 显存还占着 20G，没释放",
        "nothing is running but nvidia-smi shows 11GB of vram used on my 3060",
    ],
)
def test_memory_held_with_nothing_running_is_troubleshot(advisor, message: str) -> None:
    answer = _ask(advisor, message)
    assert answer.kind == "troubleshoot"
    assert "fuser" in _first(answer)


@pytest.mark.parametrize(
    ("message", "said"),
    [
        ("为啥 qwen3 30b a3b 比 qwen3 14b 跑得还快，显存却占得更多", "3.3B"),
        ("为什么 deepseek v3 只激活37b 却要那么多显存", "总参数"),
        ("mixtral 8x7b 和 llama 2 13b 速度为什么差不多", "激活"),
    ],
)
def test_a_why_about_a_moe_model_is_the_total_versus_active_section(
    advisor, message: str, said: str
) -> None:
    answer = _ask(advisor, message)
    assert answer.kind == "concept"
    assert said in answer.answer
    assert any(c.doc_id == "moe-models" for c in answer.citations)


@pytest.mark.parametrize(
    "message",
    [
        "one of my 4 3090s shows ERR! for fan and power in nvidia-smi after a few hours",
        "8卡A100 有一张卡 nvidia-smi 功耗和温度都显示 ERR!，重启后恢复",
        "nvidia-smi: Unable to determine the device handle for GPU 0000:41:00.0: Unknown Error",
    ],
)
def test_a_card_nvidia_smi_cannot_read_is_a_gpu_fault(advisor, message: str) -> None:
    answer = _ask(advisor, message)
    assert answer.kind == "troubleshoot"
    assert "Xid" in _first(answer)
