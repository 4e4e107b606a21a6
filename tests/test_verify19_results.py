"""Card test results judged yes or no: the failing test of several, counters, keep-or-return.

"burn-in fine, but the memory test failed": the test whose own clause reports errors is judged.
ECC counters read with their counts ("Double Bit ECC 3"), retired pages, Xid 48 and a remapping
failure are failing memory, answered "no" first; "walk away?", "退不退", "该不该换机器" put a
reading up for judgment; a result sent after a turn about a card reports on that card.
"""

import pytest

from assistant.question.test_results import read_during
from assistant.question.test_results import test_result as read_result
from tests.support.advisors import memory_advisor


@pytest.mark.parametrize(
    ("text", "test"),
    [
        (
            "stress test ran an hour clean, however memtest_vulkan found 4 errors. keep it?",
            "memory_test",
        ),
        ("furmark 跑了 20 分钟没问题，不过显存测试有三个地址报错，能用吗", "memory_test"),
        ("memtest_vulkan passed but nvidia-smi -q says Double Bit ECC: 1, return it?", "ecc"),
    ],
)
def test_the_failing_test_of_several_is_judged(text, test):
    result = read_result(text)
    assert result is not None
    assert result.test == test
    assert result.errors is True


@pytest.mark.parametrize(
    ("text", "errors", "severe"),
    [
        (
            "nvidia-smi -q: Retired Pages Single Bit ECC 3, Double Bit ECC 0 — fine to keep?",
            True,
            False,
        ),
        ("nvidia-smi -q 的 retired pages 里 double bit 有 2 个，退不退", True, True),
        ("page retirement shows single bit 0 double bit 0, ok?", False, False),
        ("dmesg 一直有 Xid 48，这张 A100 还能要吗", True, True),
        ("Remapping Failure Occurred: Yes on gpu 3 — send it back?", True, True),
    ],
)
def test_ecc_counters_and_failures_are_read(text, errors, severe):
    result = read_result(text)
    assert result is not None
    assert result.errors is errors
    assert result.beyond_repair is severe


@pytest.mark.parametrize(
    "text",
    [
        "ran MATS, 3 addresses failed. is the card done?",
        "mats 有两个地址 fail 了，还能要吗",
        "memory test: 1 failed address, walk away?",
    ],
)
def test_failures_said_in_words_are_errors(text):
    result = read_result(text)
    assert result is not None and result.test == "memory_test"
    assert result.errors is True


def test_a_remap_failure_said_no_is_not_a_failure():
    result = read_result("Remapped Rows Pending: No, Remapping Failure Occurred: No. good?")
    assert result is not None
    assert result.errors is False and result.beyond_repair is False


@pytest.mark.parametrize(
    "text",
    [
        "nvidia-smi -q shows Remapped Rows Pending: Yes, should I return it",
        "行重映射 Pending: Yes，要不要退",
        "Double Bit ECC 5 on the used card, walk away",
    ],
)
def test_keep_or_return_puts_a_reading_up_for_judgment(text):
    assert read_result(text) is not None


@pytest.mark.parametrize(
    ("question", "lang", "lead", "verdict"),
    [
        (
            "used rtx a4000: nvidia-smi -q reports Double Bit ECC: 4. should I return it?",
            "en",
            "Yes, return it:",  # asked whether to give it back: yes
            "yes",
        ),
        ("刚收的 A5000，nvidia-smi -q 显示 Double Bit ECC 有 2 个，退不退", "zh", "该退：", "yes"),
        (
            "租的 H100，nvidia-smi -q 里 Remapping Failure Occurred: Yes，该不该换机器",
            "zh",
            "该退：",
            "yes",
        ),
        (
            "二手 A6000 显示 Double Bit ECC 3 个，还能用吗",
            "zh",
            "不行：",
            "no",
        ),  # asked if it is fine
        ("bought a used a5000, Double Bit ECC: 2 — is it okay?", "en", "No:", "no"),
    ],
)
def test_failing_memory_is_answered_for_what_was_asked_first(question, lang, lead, verdict):
    answer = memory_advisor().ask(question)
    assert answer.kind == "verify"
    assert answer.verdict == verdict
    first = answer.answer.splitlines()[0]
    assert first.lstrip("*").startswith(lead)
    assert "Xid" not in first
    assert ("ECC" in first or "Remapping" in first) and answer.language == lang


def test_a_result_after_a_card_turn_reports_on_that_card():
    conv = memory_advisor().converse(
        [
            "getting a second-hand rtx 3090 this weekend, which tests should I run",
            "the burn test was fine but Double Bit ECC reads 3. walk away?",
        ]
    )
    answer = conv.turns[-1].answer
    assert answer.kind == "verify" and answer.verdict == "yes"  # walk away: yes
    first = answer.answer.splitlines()[0]
    assert "RTX 3090" in first and first.startswith("**Yes, return it:")


def test_a_memory_test_failing_after_a_card_turn_is_judged_zh():
    conv = memory_advisor().converse(
        ["闲鱼收了张 2080ti 22g，到手先测什么", "mats 跑出来有三个地址报错，这卡还能用吗"]
    )
    answer = conv.turns[-1].answer
    assert answer.kind == "verify" and answer.verdict == "no"
    assert answer.answer.startswith("**不行")


def test_heat_read_during_a_burn_is_the_reading_judged():
    result = read_result("gpu-burn 20 min: core 91C and clocks falling to 1300 MHz, is this ok?")
    assert result is not None and read_during(result, "clocks")
    assert not read_during(result.model_copy(update={"errors": True}), "clocks")
    answer = memory_advisor().ask(
        "second-hand rtx a5000 under gpu-burn: 93C, clocks drop to 1250 MHz after 8 min. normal?"
    )
    assert answer.kind == "verify" and answer.verdict == "no"
    assert "gpu-burn run" not in answer.answer.splitlines()[0]


def test_a_card_doubted_by_its_result_is_judged_but_a_cause_guessed_is_not():
    assert read_result("租的 A100 matmul 只跑出 90 TFLOPS，是不是被限了") is not None
    assert read_result("二手 3090 matmul 才 20 TFLOPS，是不是矿卡") is not None
    # a slowdown's cause guessed from the matrix stays the slow job's clue
    assert read_result("4卡A100训练变慢，topo -m 有一格显示 SYS，是不是有张卡的桥掉了") is None
