"""A card test's reported result read as a typed reading and judged yes or no by verify."""

import pytest

from assistant.question.smalltalk import closing_remark, smalltalk_act
from assistant.question.test_results import test_result as read_result
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "test", "minutes", "figure", "errors", "length"),
    [
        (
            "memtest_vulkan went 12 minutes, zero errors, is that ok?",
            "memory_test",
            12,
            None,
            False,
            False,
        ),
        (
            "4090 memtest_vulkan 跑了20分钟，报了3个错误，还能用吗",
            "memory_test",
            20,
            None,
            True,
            False,
        ),
        ("gpu_burn ran 2 hours, errors: 0. safe to keep?", "burn", 120, None, False, False),
        ("二手3090 gpu-burn 要跑多久", "burn", None, None, None, True),
        ("nccl-tests all_reduce_perf busbw 380 GB/s, expected?", "nccl", None, 380, None, False),
        (
            "nvidia-smi 显示 Remapped Rows Pending: No，正常吗",
            "remapped_rows",
            None,
            None,
            False,
            False,
        ),
    ],
)
def test_a_reported_result_is_read(text, test, minutes, figure, errors, length):
    result = read_result(text)
    assert result is not None
    assert (result.test, result.minutes, result.figure_gb_s) == (test, minutes, figure)
    assert (result.errors, result.asks_duration) == (errors, length)


def test_a_test_only_named_is_no_result():
    assert read_result("how do I install gpu-burn on ubuntu") is None
    assert read_result("跑了半小时gpu burn没报错") is None  # said, not asked


@pytest.mark.parametrize(
    ("question", "verdict", "words"),
    [
        (
            "used 3090 here: memtest_vulkan ran 8 minutes with no errors, good enough?",
            "yes",
            ("8 minutes", "about 5 minutes"),
        ),
        ("二手 3090 的 memtest_vulkan 跑了 3 分钟没报错，够了吗", "no", ("3 分钟", "约 5 分钟")),
        (
            "bought a used 3080, gpu-burn ran 10 min with 0 errors. pass?",
            "no",
            ("10 minutes", "30-minute"),
        ),
        ("二手 4090 跑 gpu-burn 40 分钟，errors: 0，算过关吗", "yes", ("40 分钟", "30 分钟")),
        ("二手 4090 memtest_vulkan 跑了20分钟，报了3个错误，还能用吗", "no", ("不行",)),
    ],
)
def test_a_timed_test_is_judged_by_its_length_and_errors(advisor, question, verdict, words):
    answer = advisor.ask(question)
    assert answer.kind == "verify"
    assert answer.verdict == verdict
    for word in words:
        assert word in answer.answer.split("\n")[0]


def test_the_length_of_a_burn_in_is_answered_in_minutes(advisor):
    answer = advisor.ask("used 3090 from a miner: how long should gpu-burn run?")
    assert answer.kind == "verify"
    assert answer.answer.startswith("**30 minutes")


@pytest.mark.parametrize(
    ("question", "verdict", "words"),
    [
        (
            "8x H100 SXM rented, all_reduce_perf busbw 380 GB/s at 8G, is that normal?",
            "yes",
            ("450 GB/s", "315 GB/s"),
        ),
        (
            "租的 8 卡 H800，nccl-tests all_reduce busbw 只有 90GB/s，正常吗",
            "no",
            ("200 GB/s", "140 GB/s"),
        ),
        ("8x A100 SXM box: busbw tops out at 100 GB/s, normal?", "no", ("300 GB/s", "210 GB/s")),
    ],
)
def test_busbw_is_judged_against_the_one_way_link(advisor, question, verdict, words):
    answer = advisor.ask(question)
    assert answer.kind == "verify"
    assert answer.verdict == verdict
    for word in words:
        assert word in answer.answer.split("\n")[0]


@pytest.mark.parametrize(
    "question",
    [
        "nvidia-smi -q on my used H100 says 'Remapped Rows Pending: Yes', is it dead?",
        "二手 A100 的 nvidia-smi -q 显示 Remapped Rows Pending: Yes，是坏卡吗",
    ],
)
def test_a_pending_row_remap_asks_for_a_reset_first(advisor, question):
    answer = advisor.ask(question)
    assert answer.kind == "verify"
    assert answer.verdict == "conditional"
    assert "nvidia-smi -r" in answer.answer
    assert "ROW_REMAPPER" in answer.answer


@pytest.mark.parametrize(
    ("text", "act"),
    [
        ("am I chatting with a real person or a bot?", "greeting"),
        ("hold on, are you a human or an ai", "greeting"),
        ("我是在跟真人还是机器人聊天", "greeting"),
    ],
)
def test_human_or_machine_is_small_talk(text, act):
    assert smalltalk_act(text.lower()) == act


@pytest.mark.parametrize(
    "text", ["谢谢老师，终于跑通了", "thanks man, it works now", "感谢，已经能跑了"]
)
def test_thanks_with_a_success_reported_closes(text):
    assert closing_remark(text.lower())


def test_thanks_with_success_answered_as_small_talk(advisor):
    assert advisor.ask("多谢大佬，3090 已经跑起来了").kind == "smalltalk"
    assert advisor.ask("are you a real person or an llm?").kind == "smalltalk"


@pytest.mark.parametrize(
    "question",
    [
        "闲鱼上买了张 2080ti 22g 魔改卡，怎么验证 22G 是真的",
        "got a modded 2080 ti 22gb off a marketplace, how do i test the vram is all real?",
    ],
)
def test_a_modified_card_quotes_its_own_section(advisor, question):
    answer = advisor.ask(question)
    assert answer.kind == "verify"
    guides = [c for c in answer.citations if not c.doc_id.startswith("gpu-")]
    assert guides and all("2080 Ti" in c.section for c in guides)
    assert "22,528 MiB" in answer.answer


def test_a_stock_card_is_not_quoted_the_modified_cards_section(advisor):
    answer = advisor.ask("二手 4090 怎么测显存有没有坏")
    assert answer.kind == "verify"
    assert all("48 GB" not in c.section for c in answer.citations)


@pytest.mark.parametrize(
    "question",
    [
        "second-hand 3090 from ebay: how can I check for mining wear?",
        "二手3090 是不是矿卡，怎么判断",
    ],
)
def test_a_used_card_is_quoted_from_the_used_card_guide(advisor, question):
    answer = advisor.ask(question)
    assert answer.kind == "verify"
    guides = {c.doc_id for c in answer.citations if not c.doc_id.startswith("gpu-")}
    assert guides == {"used-and-grey-market-gpus"}


@pytest.mark.parametrize(
    ("question", "words"),
    [
        (
            "8x A100 SXM rented: what busbw should I see from all_reduce_perf?",
            ("210 GB/s", "300 GB/s"),
        ),
        ("租的 8 卡 H100 SXM，nccl-tests 跑多少算正常", ("315 GB/s", "450 GB/s")),
    ],
)
def test_the_busbw_to_expect_is_stated_from_the_link(advisor, question, words):
    answer = advisor.ask(question)
    assert answer.kind == "verify"
    for word in words:
        assert word in answer.answer.split("\n")[0]
