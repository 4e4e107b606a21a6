"""Questions answered by the kind they ask: small talk, checks, concepts and comparisons."""

from __future__ import annotations

import pytest

from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("question", "start"),
    [
        ("is anybody there? :)", "Hello!"),
        ("hey, how are things", "Hello!"),
        ("有人在吗～", "你好！"),
        ("what model do you use, are you self-hosted?", "I'm GPU Advisor"),
        ("你是本地部署的吗？", "我是 GPU Advisor"),
    ],
)
def test_greetings_and_questions_about_the_assistant_are_small_talk(
    advisor, question, start
) -> None:
    answer = advisor.ask(question)
    assert answer.kind == "smalltalk"
    assert answer.answer.startswith(start)
    assert answer.tool_calls == []


@pytest.mark.parametrize(
    ("question", "gpu"),
    [
        (
            "got a used 3090, seller says it only ran games. how do i check for mining wear?",
            "RTX 3090",
        ),
        ("二手 3080，卖家说只用来打游戏，怎么判断是不是矿卡", "RTX 3080"),
        ("咸鱼入手 4090，说是游戏卡没挖过矿，怎么确认是不是矿卡", "RTX 4090"),
    ],
)
def test_a_used_cards_gaming_past_does_not_make_its_check_off_topic(advisor, question, gpu) -> None:
    answer = advisor.ask(question)
    assert answer.kind == "verify"
    assert f'gpu-advisor verify --expect "{gpu}' in answer.answer


def test_a_game_asked_about_is_still_declined(advisor) -> None:
    answer = advisor.ask("4090 玩原神能稳 144 帧吗")
    assert answer.kind == "unsupported"


@pytest.mark.parametrize(
    "question",
    [
        "does a bigger batch size hurt accuracy when training resnet50, or is it just faster",
        "does gradient accumulation change convergence compared to a real big batch?",
        "训练的时候 batch 开大会影响收敛吗",
    ],
)
def test_a_settings_effect_on_accuracy_is_explained(advisor, question) -> None:
    answer = advisor.ask(question)
    assert answer.kind == "concept"
    assert "batch" in answer.answer.split("\n")[0]


@pytest.mark.parametrize(
    ("question", "winner"),
    [
        ("L4 还是 A10 做 7x24 推理，电费也要考虑", "A10"),
        ("3090 vs 4090 for training, electricity cost is important to me", "RTX 4090"),
        (
            "rtx 4000 ada or a4000 for an always-on inference box? the power bill matters",
            "RTX 4000 Ada",
        ),
    ],
)
def test_cards_weighed_with_the_bill_as_a_criterion_are_compared(advisor, question, winner) -> None:
    answer = advisor.ask(question)
    assert answer.kind == "compare"
    assert winner in answer.answer.split("\n")[0]


def test_a_bill_amount_asked_of_two_cards_is_still_the_bill(advisor) -> None:
    answer = advisor.ask("3090 vs 4090, how much is the power bill per month running 24/7")
    assert answer.kind == "power"
    assert "a month" in answer.answer.split("\n")[0]


@pytest.mark.parametrize(
    ("question", "figures"),
    [
        ("4090D vs 4090, how much compute got cut?", ("147.1", "165.2")),
        ("H20 比 H100 算力阉割了多少？显存是不是更大", ("148", "989")),
        (
            "h800 vs h100: the memory is bigger on which one? how much compute was reduced",
            ("80 GB",),
        ),
    ],
)
def test_spec_differences_asked_of_two_cards_read_their_rows(advisor, question, figures) -> None:
    answer = advisor.ask(question)
    assert answer.kind == "catalog"
    assert all(f in answer.answer.split("\n")[0] for f in figures)


@pytest.mark.parametrize(
    ("question", "users"),
    [
        ("qwen3 32b awq on 2x 4090, 8k context each, how many at once?", "10 concurrent users"),
        ("llama 3.1 70b fp8 on 4x h100, 16k context — how many in flight?", "concurrent users"),
        ("glm-4.5 fp8 on 8x h200 with 32k context, how many can go at a time?", "concurrent users"),
    ],
)
def test_a_bare_how_many_in_flight_counts_the_users_served(advisor, question, users) -> None:
    answer = advisor.ask(question)
    assert answer.kind == "serve"
    assert users in answer.answer.split("\n")[0]


@pytest.mark.parametrize(
    "turns",
    [
        [
            "qwen2.5 7b lora on a 3090 OOMs at seq 8192",
            "turned on gradient checkpointing, it works now but at about 60% of the speed, normal?",
        ],
        [
            "llama 3 8b 全量微调 4 张 a100 显存爆了",
            "开了 zero3 现在能跑了，但速度只有之前的 40%，正常吗",
        ],
        ["fsdp on 4x 4090, 7b full finetune runs but only at 30% of the throughput of ddp, ok?"],
    ],
)
def test_a_rate_fallen_to_a_share_after_a_fix_is_troubleshot(advisor, turns) -> None:
    conversation = advisor.converse(turns)
    turn = conversation.turns[-1]
    assert turn.answer.kind == "troubleshoot"
    assert turn.query.trouble == "slow"
    assert turn.query.method != "inference"


@pytest.mark.parametrize(
    "turns",
    [
        ["what's the difference between awq and gptq?", "which one for qwen2.5 14b on a 4080?"],
        ["GGUF 的 Q4_K_M 和 Q5_K_M 有什么区别", "那 3060 12G 跑 qwen2.5 14b 用哪个"],
        ["explain lora vs qlora", "ok, which should I use on a 3090 for llama 3 8b?"],
    ],
)
def test_which_one_after_things_weighed_picks_among_them(advisor, turns) -> None:
    answer = advisor.converse(turns).turns[-1].answer
    assert answer.kind == "concept"
    assert answer.verdict is None


def test_which_gpu_after_an_explanation_is_still_a_card_pick(advisor) -> None:
    turns = [
        "what's the difference between awq and gptq?",
        "which gpu should I buy for qwen2.5 14b?",
    ]
    answer = advisor.converse(turns).turns[-1].answer
    assert answer.kind == "recommend"


@pytest.mark.parametrize(
    ("question", "start", "figure"),
    [
        ("4 张 L40S 跑 p2pBandwidthLatencyTest，卡间只有 9GB/s，正常吗", "**不正常", "25 GB/s"),
        (
            "ran nvbandwidth on 2x rtx 6000 ada, device to device is 22 GB/s, is that normal?",
            "**Yes",
            "25 GB/s",
        ),
        (
            "8x h100 sxm p2pBandwidthLatencyTest shows 120 GB/s unidirectional, expected?",
            "**No",
            "450 GB/s",
        ),
    ],
)
def test_a_copy_between_cards_is_judged_against_the_link(advisor, question, start, figure) -> None:
    answer = advisor.ask(question)
    assert answer.kind == "verify"
    first = answer.answer.split("\n")[0]
    assert first.startswith(start)
    assert figure in first


def test_the_link_spec_asked_is_still_the_cards_row(advisor) -> None:
    answer = advisor.ask("H100 卡间带宽多少？")
    assert answer.kind == "catalog"
    assert "900 GB/s" in answer.answer.split("\n")[0]


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        ("lora on llama 3 8b with a 3080 10gb at seq 4096, feasible on one card or oom?", "no"),
        ("qwen2.5 14b q4 on a 3060 12gb, possible with 8k context or will it oom", "yes"),
        (
            "full ft of qwen3 1.7b on a 4070 ti super, seq 2048 batch 4, doable w/o zero or oom",
            "no",
        ),
    ],
)
def test_doable_or_oom_is_a_fit_question(advisor, question, verdict) -> None:
    answer = advisor.ask(question)
    assert answer.kind == "fit_check"
    assert answer.verdict == verdict


@pytest.mark.parametrize(
    ("question", "phrase"),
    [
        ("qwen3 32b on 2x h100, 16 concurrent, combined tokens/s?", "in total"),
        ("llama 3.1 70b on 4x h100, 32 concurrent — aggregate tok/s?", "in total"),
        ("8 张 H20 跑 deepseek v3，64 并发，总吞吐多少", "总吞吐"),
    ],
)
def test_the_total_rate_of_users_on_cards_held_is_a_speed(advisor, question, phrase) -> None:
    answer = advisor.ask(question)
    assert answer.kind == "speed"
    assert phrase in answer.answer.split("\n")[0]
