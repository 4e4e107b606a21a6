"""Whose card is asked about, when other cards are named in passing (owner31).

Someone else's card ("a friend's 4070 ti super", "朋友的 4090", what an uploader says runs on a
3060 12g) is a reference beside the asker's own card, not an option to compare; a card to be
replaced ("打算换掉 2060") is no option either; a device ruled out ("树莓派不考虑了") is no
unknown card to warn about. The asker's speed set beside another's and doubted is a slow card
to troubleshoot; a job spilling into shared memory is a trouble, not a speed to estimate; the
people of a household using one box at once are its serving load; a sum said as what both
options cost is noted as such; a budget raised ("能上到 6500") is the new budget.
"""

import pytest

from assistant.question.symptoms import below_anothers_rate
from assistant.question.text import fold
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _ask(advisor, *turns):
    return advisor.converse(list(turns)).turns[-1]


def _ids(turn):
    return [g.gpu_id for g in turn.query.gpus]


@pytest.mark.parametrize(
    ("question", "mine"),
    [
        (
            "my cousin's 3090 runs qwen2.5 32b q4 fine. I have a 4070 ti super 16gb, will it fit?",
            "rtx-4070-ti-super",
        ),
        ("朋友的 4090 跑 qwen2.5 32b q4 很流畅，我这张 4060 ti 16g 能装下吗", "rtx-4060-ti-16gb"),
        (
            "b站up说 4090 跑 qwen2.5 32b q4 没压力，我是 4070 ti super，也能塞下吗",
            "rtx-4070-ti-super",
        ),
    ],
)
def test_someone_elses_card_is_no_option_beside_the_askers(advisor, question, mine):
    turn = _ask(advisor, question)
    assert _ids(turn) == [mine]
    assert turn.answer.kind in ("fit_check", "fits_hardware")
    assert turn.answer.verdict is not None
    assert any("someone else" in a or "别人的卡" in a for a in turn.answer.assumptions)


def test_someone_elses_card_stays_when_the_cards_are_weighed(advisor):
    turn = _ask(advisor, "my 3090 vs my friend's 4090 for sdxl, which one is faster?")
    assert set(_ids(turn)) == {"rtx-3090", "rtx-4090"}
    assert turn.answer.kind == "workload_compare"


@pytest.mark.parametrize(
    "text",
    [
        "my 4080 super gets 3.1 it/s on sdxl, my buddy's 4080 super does 3.8. is mine a lemon?",
        "我的 4070 super 跑 sdxl 2.5 it/s，朋友的同款跑到 3.2，我这张是不是有问题",
    ],
)
def test_own_speed_set_beside_anothers_and_doubted_is_slow(text):
    assert below_anothers_rate(fold(text))


def test_own_speed_beside_a_friends_card_is_troubleshot(advisor):
    turn = _ask(
        advisor,
        "my 4080 super does 3.1 it/s on sdxl 1024, a coworker's 4070 ti super does 3.5. "
        "is my card faulty or is that normal?",
    )
    assert turn.answer.kind == "troubleshoot"
    assert _ids(turn) == ["rtx-4080-super"]


def test_the_card_to_replace_is_no_option(advisor):
    turn = _ask(advisor, "准备换掉 1080 ti，4070 super 跑 sdxl 1024 一张大概几秒？")
    assert _ids(turn) == ["rtx-4070-super"]
    assert turn.answer.kind == "workload_speed"
    assert "秒" in turn.answer.answer.splitlines()[0]


def test_the_swap_judged_keeps_both_cards(advisor):
    turn = _ask(advisor, "打算换掉 3060，换 4070 super 跑 sdxl 快多少？")
    assert set(_ids(turn)) == {"rtx-3060", "rtx-4070-super"}


@pytest.mark.parametrize(
    "question",
    [
        "树莓派放弃了，买了张 3060 12g，whisper large-v3 能跑吗",
        "the raspberry pi is off the table, got a 3060 12gb. can it run whisper large-v3?",
    ],
)
def test_a_device_ruled_out_is_no_unknown_card(advisor, question):
    turn = _ask(advisor, question)
    first = turn.answer.answer.splitlines()[0]
    assert "请注意" not in first and "Note" not in first
    assert turn.answer.verdict is not None


@pytest.mark.parametrize(
    "question",
    [
        "flux dev on my 4070 12gb: 30 s/it, vram full at 11.9/12. is it spilling into system ram?",
        "4060 8g 跑 sdxl，一步要 20 秒，显存占满，是不是爆到共享显存了？怎么看",
    ],
)
def test_a_job_spilling_to_shared_memory_is_a_trouble(advisor, question):
    turn = _ask(advisor, question)
    assert turn.answer.kind == "troubleshoot"
    assert turn.query.trouble == "offload"


def test_a_precision_tried_on_a_spill_keeps_the_trouble(advisor):
    turn = _ask(
        advisor,
        "flux dev on my 4070 12gb: 30 s/it, vram full at 11.9/12. is it spilling into system ram?",
        "would the fp8 e4m3fn checkpoint fix that?",
    )
    assert turn.answer.kind == "troubleshoot"
    assert turn.query.precision == "fp8"


def test_a_households_people_at_once_are_the_serving_load(advisor):
    turn = _ask(advisor, "家里 3 口人共用一张 4070 ti super 跑 qwen2.5 14b，同时用会不会慢")
    assert turn.query.users == 3
    assert turn.answer.kind == "serve"


def test_a_sum_both_options_cost_is_noted_not_a_budget(advisor):
    turn = _ask(advisor, "4090 和 5080 跑本地模型选哪个？都是一万左右")
    assert turn.query.budget is None
    assert turn.answer.kind == "compare"
    assert any("10,000 CNY" in a for a in turn.answer.assumptions)


def test_a_budget_raised_in_a_follow_up_is_the_new_budget(advisor):
    turn = _ask(advisor, "预算三千以内，跑 sdxl 出图，买啥卡", "那预算能上到 5000 的话呢")
    assert int(turn.query.budget) == 5000


def test_an_unknown_card_weighed_against_a_used_one_is_not_covered(advisor):
    turn = _ask(advisor, "Arc B770 16G 跟二手 3060 12G 比，跑 sd 谁快")
    assert turn.answer.kind == "not_covered"


@pytest.mark.parametrize(
    ("question", "mine", "precision"),
    [
        (
            "博主用 M4 Max 128G 跑 qwen2.5 32b 的 8bit，我的是 36G 的，跑 4bit 能装下吗",
            "m4-max-36gb",
            "int4",
        ),
        (
            "a youtuber's M4 Max 128GB runs qwen2.5 32b at 8bit. mine is the 36gb one, "
            "will 4bit fit?",
            "m4-max-36gb",
            "int4",
        ),
    ],
)
def test_the_askers_own_size_of_someone_elses_machine(advisor, question, mine, precision):
    turn = _ask(advisor, question)
    assert _ids(turn) == [mine]
    assert turn.query.precision == precision
    assert turn.answer.verdict is not None
