"""Troubles on the user's own machine read as such (thirty-eighth session).

- A rate seen and set against a yardstick ("way lower than the CUDA build", "比网上说的低一半",
  "要 9 秒？评测说 3 秒", "loaded but generation is 2 tok/s"): a slow job, the estimate as the
  yardstick; unlike cards slower together than one alone: the slower card's layers (a served
  model) or the cards' scaling (training, "多卡反而慢").
- A machine's cards said as a clause of their own ("…，8 卡，…", "8 卡机器"): the count kept.
- A picture's time said after the picture ("出 sdxl 图要 9 秒"): the media speed judged.
- A why asked of the trouble's own words after a trouble ("为什么单机也要找 IB"): it goes on.
- A program's library error pasted beside "dies right after load": no power trip.
- A model's trouble on unlike cards (3060 + 3090): sized on the bigger card, both named.
- A runtime leaving a card idle ("ignores my other gpu", "只用了一张卡"), a job that "slows down
  after 20 minutes": slow jobs.
- A power limit weighed after a throttling turn: troubleshot, with the speed it costs.
- The RTX 2060 SUPER is catalogued (TU106, 8 GB, 448 GB/s, 175 W).
"""

import pytest

from assistant.question.below_reference import below_reference
from assistant.question.text import fold
from assistant.question.troubleshoot import trouble_kind
from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "trouble"),
    [
        ("pp is 55 t/s, much lower than the cuda build on the same box", "slow"),
        ("vllm 在 A100 上吞吐比官方说的低一半", "slow"),
        ("我的 3090 出一张 sd 图要 9 秒？评测说 3 秒左右", "slow"),
        ("LM Studio reports the model loaded, but generation is 2 tok/s", "slow"),
        ("ollama splits qwen 32b over a 3060 and a 4090, it's slower than the 4090 alone", "slow"),
        ("两张 4090 跑 deepspeed 训练，多卡反而更慢", "scaling"),
        ("ollama ignores my other gpu, llama 70b q4 is slow", "slow"),
        ("llama.cpp 只用了一张卡，另一张闲着", "slow"),
        ("my 3090 slows down after 20 minutes of generating", "slow"),
    ],
)
def test_a_rate_set_against_a_yardstick_is_a_trouble(text, trouble):
    assert trouble_kind(text) == trouble


@pytest.mark.parametrize(
    "text",
    [
        "is the 4090 much faster than the 3090 for llama 70b",
        "5090 比 4090 快多少",
        "what tok/s should a 4090 get on llama 8b",
    ],
)
def test_a_speed_asked_or_weighed_is_not(text):
    assert below_reference(fold(text)) is None


def test_a_prefill_far_under_another_build_is_judged_against_the_estimate(advisor):
    query, answer, line = turn_of(
        advisor,
        "llama.cpp on my 7900 XTX with ROCm: prompt eval 35 t/s, much lower than the vulkan"
        " build. qwen2.5 32b q4_k_m",
    )
    assert answer.kind == "troubleshoot" and query.trouble == "slow"
    assert "7900 XTX" in line and "35" in line


def test_a_throughput_half_of_what_others_report_keeps_the_machines_cards(advisor):
    query, answer, line = turn_of(
        advisor, "vllm 在 H100 上跑 llama 3.3 70b fp8，4 卡，吞吐比网上说的低一半"
    )
    assert answer.kind == "troubleshoot" and query.trouble == "slow"
    assert query.gpus[0].count == 4 and "4 × H100" in line


def test_a_picture_time_set_against_a_review_is_judged(advisor):
    query, answer, line = turn_of(
        advisor, "我的 3090 出 sdxl 1024 图要 9 秒，评测说 3 秒多，25 步，是哪里不对"
    )
    assert answer.kind == "troubleshoot" and query.media_seen is not None
    assert query.media_seen.value == 9.0 and answer.verdict == "no"


def test_the_cards_of_a_machine_said_apart_are_counted(advisor):
    query, _, line = turn_of(
        advisor, "Ascend 910B 上推理 qwen2.5-72b 报 aclrtMalloc failed，4 卡机器，每卡 64g"
    )
    assert query.gpus[0].gpu_id == "ascend-910b" and query.gpus[0].count == 4
    assert "4 ×" in line


def test_a_why_of_the_troubles_own_words_goes_on_with_it(advisor):
    query, answer, _ = turn_of(
        advisor,
        "两张 3090 torchrun 训练卡在 `NCCL WARN NET/IB : No device found` 不动了",
        "为什么单机训练也会去找 IB",
    )
    assert answer.kind == "troubleshoot" and query.trouble == "nccl"
    assert query.gpus[0].count == 2


def test_a_why_of_something_else_after_a_trouble_is_its_own_question(advisor):
    _, answer, _ = turn_of(advisor, "训练时 GPU 利用率只有 30%", "为什么 nvlink 桥那么贵")
    assert answer.kind != "troubleshoot"


def test_a_library_error_with_the_process_dying_is_no_power_trip(advisor):
    query, answer, line = turn_of(
        advisor,
        "A10 server: faster-whisper dies right after model load with `libcudnn_ops_infer.so.8:"
        " cannot open shared object file`",
    )
    assert query.trouble != "power_trip"
    assert "A10" in line and "power supply" not in answer.answer


def test_a_model_on_unlike_cards_is_sized_on_the_bigger_one(advisor):
    query, answer, line = turn_of(
        advisor,
        "ollama only uses one of my cards (3060 12gb + 4090), qwen2.5 72b q4 runs at 2 tok/s",
    )
    assert answer.kind == "troubleshoot"
    assert "RTX 4090" in line and "3060" in line
    sized = next(c for c in answer.tool_calls if c.tool == "estimate_memory")
    assert sized.input["gpu"] == "rtx-4090"


def test_a_served_model_split_over_unlike_cards_names_the_slower_card(advisor):
    _, answer, line = turn_of(
        advisor,
        "exllamav2 splits qwen 32b across a 3060 12gb and a 3090 and it's slower than the 3090"
        " alone",
    )
    assert answer.kind == "troubleshoot"
    assert "360 GB/s" in line and "936 GB/s" in line


def test_a_power_limit_after_a_throttling_turn_is_troubleshot_with_the_speed_lost(advisor):
    query, answer, line = turn_of(
        advisor,
        "my 4090 slows down after 15 minutes of generation, nvidia-smi shows 84C and clocks"
        " dropping",
        "would capping it at 320W stop the throttling, how much speed would I lose",
    )
    assert answer.kind == "troubleshoot" and query.power_limit_w == 320
    assert "320 W" in line and "%" in line


def test_the_2060_super_is_catalogued_and_its_black_images_troubleshot(advisor):
    query, answer, line = turn_of(advisor, "2060 super 上 sdxl 用 fp16 的 vae 解码出黑图，怎么办")
    assert query.gpus[0].gpu_id == "rtx-2060-super"
    assert answer.kind == "troubleshoot" and query.trouble == "nan_loss"
    assert "RTX 2060 SUPER" in line and "fp32" in line
    card = advisor.catalog.gpus["rtx-2060-super"]
    assert (card.memory_gb, card.memory_bandwidth_gb_s, card.tdp_w) == (8, 448, 175)


def test_a_cause_put_forward_for_training_memory_is_explained(advisor):
    query, answer, _ = turn_of(advisor, "微调 bert 时显存比推理大好几倍，是激活值占的吗")
    assert query.explain_asked and answer.kind == "concept"


def test_a_cards_slowness_asked_after_its_fit_is_explained(advisor):
    query, answer, _ = turn_of(
        advisor,
        "2 张 p40 能不能放下 qwen2.5 32b q8",
        "放得下的话为啥都说 P40 跑得慢，是带宽还是算力",
    )
    assert query.intent == "concept" and answer.kind == "concept"
    assert query.gpus[0].gpu_id == "tesla-p40"


def test_a_fit_asked_after_a_fit_stays_a_fit(advisor):
    query, answer, _ = turn_of(
        advisor, "2 张 p40 能不能放下 qwen2.5 32b q8", "那 qwen2.5 72b q4 能放下吗"
    )
    assert answer.kind == "fit_check"
