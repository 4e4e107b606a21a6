"""Troubles kept in follow-ups, and whys that report no trouble (thirty-fifth session).

- A power limit put forward against a card fault ("would capping them at 250w stop the
  crashes?"): the limit is said back first, a fix if power is the cause and the test of it.
- A setting weighed as the cure after a slow first token ("开 prefix caching 有用吗"): the
  trouble goes on with its cards, model and the wait seen, the setting answered first.
- A run's prompt-reading and generation rates set apart, why asked: an explanation.
- Why a format needs newer cards, asked of cards as a class: an explanation, not an error.
"""

import pytest

from tests.support.advisors import last_turn, memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _first(turn) -> str:
    return turn.answer.answer.splitlines()[0]


def test_a_power_limit_put_forward_against_xid_is_said_back_first(advisor):
    turn = last_turn(
        advisor,
        "two 3090s, dmesg shows Xid 79 fallen off the bus every few hours, 1000W PSU. what"
        " should I check",
        "would capping them at 250w with nvidia-smi -pl stop the crashes?",
    )
    assert turn.answer.kind == "troubleshoot"
    assert turn.query.trouble == "gpu_fault" and turn.query.power_limit_w == 250
    line = _first(turn)
    assert "250 W" in line and "power is the cause" in line
    assert "2 × RTX 3090" in turn.answer.answer


def test_a_setting_weighed_after_a_slow_first_token_keeps_the_trouble(advisor):
    turn = last_turn(
        advisor,
        "2 张 A6000 跑 qwen2.5-32b，prompt 16k，首 token 要 5 秒，正常吗",
        "开 prefix caching 有用吗，每次前缀都一样",
    )
    assert turn.answer.kind == "troubleshoot"
    assert turn.query.trouble == "slow"
    assert [(g.gpu_id, g.count) for g in turn.query.gpus] == [("rtx-a6000", 2)]
    assert turn.query.model_id == "qwen2.5-32b"
    assert turn.query.ttft_seen_s == 5
    assert "前缀缓存" in _first(turn) and "2 × RTX A6000" in _first(turn)


def test_chunked_prefill_weighed_is_said_not_to_shorten_one_prompt(advisor):
    turn = last_turn(
        advisor,
        "4 张 L40S 跑 llama-3.1-70b，prompt 大约 12k，首 token 要 4 秒，正常吗",
        "chunked prefill 开了会更管用吗",
    )
    assert turn.answer.kind == "troubleshoot"
    assert turn.query.model_id == "llama-3.1-70b"
    line = _first(turn)
    assert "分块预填充" in line and "L40S" in line


@pytest.mark.parametrize(
    "question",
    [
        "prefill hits 2500 t/s but decode only does 35 t/s on my 4090, why such a difference?",
        "4090 上 prompt 处理 3500 t/s，生成才 40 t/s，为啥差这么多",
    ],
)
def test_the_gap_between_a_runs_two_phases_is_explained(advisor, question):
    turn = last_turn(advisor, question)
    assert turn.query.trouble is None
    assert turn.answer.kind == "concept"


def test_one_phase_slow_with_its_fault_asked_is_still_a_trouble(advisor):
    turn = last_turn(advisor, "decode only does 8 t/s on my 4090 with a 7b, is that normal?")
    assert turn.answer.kind != "concept"


@pytest.mark.parametrize(
    "question",
    [
        "why does fp4 need Blackwell while fp8 runs fine on older cards?",
        "why does bf16 need Ampere when fp16 works on older gpus?",
        "为什么 fp8 需要 Hopper，而 int8 在旧卡上也能跑",
    ],
)
def test_why_a_format_needs_newer_cards_is_explained(advisor, question):
    turn = last_turn(advisor, question)
    assert turn.answer.kind == "concept"
