"""Small talk about the assistant itself, readings judged after a card check, and troubles
read from what was seen rather than feared.

A question about what the assistant runs on or how it knows things is a greeting; a memory
reading doubted with "是真的 32G 吧" is checked yes or no; "正常吗" after a card check judges
that card's memory temperature; a card swapped out is not the card in use; a ROCm card with a
pip wheel gets the ROCm build; a training job's NCCL timeout names the job; a slower speed than
another set-up, or a slow step after memory savers, is a slow job.
"""

from __future__ import annotations

import pytest

from assistant.question.smalltalk import smalltalk_act
from assistant.question.symptoms import memory_savers, slower_than_another
from assistant.question.text import fold
from assistant.question.troubleshoot import trouble_kind
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _turn(advisor, *turns: str):
    return advisor.converse(list(turns)).turns[-1]


def _first(answer) -> str:
    return answer.answer.splitlines()[0]


@pytest.mark.parametrize(
    "message",
    [
        "is this running on a gpu itself haha",
        "are you running on gpus too?",
        "where do you get your numbers from",
        "你是跑在什么显卡上的",
        "你怎么知道这么多",
        "你好 刚来 这玩意儿怎么玩",
    ],
)
def test_the_assistant_asked_about_is_small_talk(advisor, message: str) -> None:
    assert smalltalk_act(fold(message)) == "greeting"
    assert _turn(advisor, message).answer.kind == "smalltalk"


def test_a_laugh_alone_still_closes_like_thanks() -> None:
    assert smalltalk_act("haha") == "thanks"
    assert smalltalk_act("lol thanks") == "thanks"


@pytest.mark.parametrize(
    ("question", "verdict", "figure"),
    [
        ("A100 40G 显示 40960MiB，是足的 40G 吗", "yes", "40,960 MiB"),
        ("nvidia-smi says 24564MiB on my used 3090, is that really 24gb?", "yes", "24,564 MiB"),
        ("二手 V100 32G 显示 32510MiB，算真的 32G 吧", "yes", "32,510 MiB"),
    ],
)
def test_a_memory_reading_doubted_is_checked_yes_or_no(advisor, question, verdict, figure):
    answer = _turn(advisor, question).answer
    assert answer.kind == "verify"
    assert answer.verdict == verdict
    assert figure in _first(answer)


def test_a_gddr6x_memory_junction_reading_is_judged_against_its_throttle_point(advisor) -> None:
    turn = _turn(advisor, "my 3090 memory junction temp hits 104c while training, is that normal?")
    assert turn.query.health_check == "memory_temperature"
    assert turn.answer.verdict == "conditional" and "110 °C" in _first(turn.answer)


@pytest.mark.parametrize(
    ("earlier", "question", "card", "words"),
    [
        (
            "闲鱼收了张3080，怎么验是不是矿卡",
            "显存温度102度正常吗，核心才68度",
            "RTX 3080",
            "110 °C",
        ),
        (
            "buying a used 4090, how do I test it",
            "memory junction temp hits 98c under load, is that normal?",
            "RTX 4090",
            "110 °C",
        ),
    ],
)
def test_a_memory_temperature_after_a_card_check_is_judged_for_that_card(
    advisor, earlier, question, card, words
) -> None:
    turn = _turn(advisor, earlier, question)
    assert turn.query.health_check == "memory_temperature"
    assert turn.answer.verdict == "conditional"
    assert card in _first(turn.answer) and words in _first(turn.answer)


@pytest.mark.parametrize(
    ("question", "card", "flag"),
    [
        (
            "swapped my 3090 for a 5090, llama.cpp now fails with invalid device function",
            "rtx-5090",
            "=120",
        ),
        ("把 4090 换成 5090 之后 llama.cpp 报 no kernel image is available", "rtx-5090", "=120"),
        ("upgraded from a 2080 ti to a 4090 and llama.cpp says no kernel image", "rtx-4090", "=89"),
    ],
)
def test_the_card_swapped_in_is_the_one_in_use(advisor, question, card, flag) -> None:
    turn = _turn(advisor, question)
    assert [g.gpu_id for g in turn.query.gpus] == [card]
    assert turn.query.trouble == "cuda_arch"
    assert f"CMAKE_CUDA_ARCHITECTURES{flag}" in _first(turn.answer)
    assert "pip install torch" not in turn.answer.answer


@pytest.mark.parametrize(
    ("question", "words"),
    [
        ("7900xtx 装了 vllm，报 No HIP GPUs are available", ("HIP_VISIBLE_DEVICES", "render")),
        ("rx 7900 xtx, sglang says no HIP GPUs are available", ("torch.version.hip", "ROCm")),
    ],
)
def test_no_hip_gpus_on_a_wheel_is_the_rocm_build(advisor, question, words) -> None:
    turn = _turn(advisor, question)
    assert turn.query.trouble == "rocm"
    assert all(w in _first(turn.answer) for w in words)
    assert "GGML_HIP" not in _first(turn.answer)


def test_a_training_nccl_timeout_names_the_job(advisor) -> None:
    turn = _turn(
        advisor, "2 nodes of 8x a100 full finetune of llama 3.1 70b, NCCL timeout after 2h"
    )
    first = _first(turn.answer)
    assert turn.query.trouble == "nccl"
    assert "16 × A100" in first and "Llama 3.1 70B full fine-tuning" in first
    assert "NCCL_SOCKET_IFNAME" in first


@pytest.mark.parametrize(
    "text",
    [
        "throughput is way lower than vllm on the same box, is that the issue?",
        "sglang 吞吐比 vllm 低很多，是不是因为没有 nvlink",
        "speed is much slower than on my old box, why",
    ],
)
def test_a_speed_below_another_setup_with_its_cause_asked_is_slow(text: str) -> None:
    assert slower_than_another(fold(text))
    assert trouble_kind(text) == "slow"


def test_a_speed_compared_without_a_cause_asked_is_no_trouble() -> None:
    assert not slower_than_another(fold("is sglang throughput lower than vllm on l40s"))


@pytest.mark.parametrize(
    ("text", "savers"),
    [
        ("开了梯度检查点和 blocks_to_swap", ["checkpointing", "block_swap"]),
        ("with gradient_checkpointing and cpu offload on", ["checkpointing", "cpu_offload"]),
        ("nothing special turned on", []),
    ],
)
def test_memory_savers_are_read(text, savers) -> None:
    assert memory_savers(fold(text)) == savers


def test_a_slow_step_after_memory_savers_is_the_speed_traded(advisor) -> None:
    turn = _turn(
        advisor,
        "kohya 训 sdxl lora，3060 12g 爆显存",
        "开了梯度检查点和 blocks_to_swap 能跑了，但一步要15秒，正常吗",
    )
    assert turn.query.trouble == "slow"
    assert turn.query.memory_savers == ["checkpointing", "block_swap"]
    first = _first(turn.answer)
    assert first.startswith("1 × RTX 3060") and "LoRA" in first and "正常" in first


@pytest.mark.parametrize(
    "question",
    [
        "3060 12g 跑 qwen2.5 14b q4，能全放显存吗，还是得分一部分到内存",
        "4060 laptop 8g 跑 qwen2.5 7b q4 能全进显存不，会不会放到内存",
    ],
)
def test_whether_part_must_go_to_ram_is_a_fit(advisor, question) -> None:
    turn = _turn(advisor, question)
    assert turn.query.trouble is None
    assert turn.answer.kind == "fit_check"
    assert turn.answer.verdict in ("yes", "no", "conditional")


@pytest.mark.parametrize(
    "question",
    [
        "flux 的 nf4 和 fp8 版本有什么区别",
        "flux fp8 vs nf4 vs gguf q8, how much quality do I lose",
        "what's the difference between flux fp8 and gguf q8",
    ],
)
def test_an_image_models_precision_is_explained_from_the_image_guide(advisor, question) -> None:
    answer = _turn(advisor, question).answer
    assert answer.kind == "concept"
    first = _first(answer)
    assert "NF4" in first and "Flux" in first
    assert any(c.doc_id.startswith("image-generation") for c in answer.citations)


@pytest.mark.parametrize(
    ("question", "card"),
    [
        ("魔改 2080ti 22g 怎么测显存颗粒是不是都好的", "RTX 2080 Ti 22GB"),
        ("二手 3090 怎么检测显存颗粒有没有坏的", "RTX 3090"),
        ("闲鱼的 4090 怎么测一下颗粒好不好", "RTX 4090"),
    ],
)
def test_the_memory_chips_tested_is_a_memory_test(advisor, question, card) -> None:
    turn = _turn(advisor, question)
    assert turn.query.health_check == "memory_test"
    first = _first(turn.answer)
    assert card in first and "memtest_vulkan" in first


def test_a_modified_card_quotes_its_own_section_and_others_do_not(advisor) -> None:
    modded = _turn(advisor, "魔改 2080ti 22g 怎么测显存颗粒是不是都好的").answer
    assert any("2080 Ti" in c.section for c in modded.citations)
    used = _turn(advisor, "闲鱼收的3090怎么看是不是矿卡 跑什么测试").answer
    assert not any("2080 Ti" in c.section for c in used.citations)


@pytest.mark.parametrize(
    ("question", "name"),
    [
        ("which gpu for rvc voice conversion training?", "rvc"),
        ("想训练 rvc 变声模型，用什么显卡", "rvc"),
        ("so-vits-svc 训练要多大显存", "so-vits-svc"),
    ],
)
def test_a_voice_conversion_model_is_named_as_not_covered_first(advisor, question, name) -> None:
    answer = _turn(advisor, question).answer
    assert answer.kind == "not_covered"
    assert f"'{name}'" in _first(answer)
