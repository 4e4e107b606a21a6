"""Small talk that reports a success, checks of a card read yes or no first, and explanations.

Thanks or praise with the trouble gone ("no more OOMs") or money saved is small talk; "fp16 amp"
is mixed precision, not a current; a memory test judged by how much memory it filled; a power
limit read as the card's other variant; a card's own performance or temperature checked; a
quantization format weighed for coding is explained, not declined; a transformer ASIC is said
to be outside the catalog first.
"""

from __future__ import annotations

import pytest

from assistant.question import test_results
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
    [
        "legend, no more OOMs on the 3090 now",
        "厉害，4090 上不爆显存了",
        "谢谢，省了两千块",
        "thanks, that fixed the OOM",
        "cheers, that saved me like $800",
    ],
)
def test_a_success_or_a_saving_reported_is_thanks(advisor, message: str) -> None:
    answer = _ask(advisor, message)
    assert answer.kind == "smalltalk"
    assert _first(answer).startswith(("Glad to help", "不客气"))


def test_thanks_with_the_trouble_still_there_is_no_small_talk(advisor) -> None:
    answer = _ask(advisor, "thanks, but llama 3 8b still OOMs on my 3060, why?")
    assert answer.kind != "smalltalk"


def test_amp_after_a_precision_is_mixed_precision_not_a_current(advisor) -> None:
    amp = advisor.converse(["训练 resnet50 用 fp16 amp，4090 上 loss 变成 nan"]).turns[-1].query
    assert amp.power_ask is None and amp.circuit_amps is None and amp.trouble == "nan_loss"
    circuit = advisor.converse(["is a 15 amp circuit enough for two 4090s"]).turns[-1].query
    assert circuit.power_ask == "circuit" and circuit.circuit_amps == 15


@pytest.mark.parametrize(
    ("question", "job", "card"),
    [
        ("fine-tuning yolov8m on a 3090 with amp, loss becomes nan at epoch 3", "YOLOv8m", "3090"),
        ("训 vit-b/16 用 fp16 amp，4090 上 loss 变 nan，换 bf16 行吗", "ViT-B/16", "4090"),
    ],
)
def test_a_nan_loss_with_amp_is_troubleshot_for_the_job(
    advisor, question: str, job: str, card: str
) -> None:
    answer = _ask(advisor, question)
    assert answer.kind == "troubleshoot"
    line = _first(answer)
    assert job in line and card in line and "bf16" in line


def test_memory_filled_by_a_test_is_read() -> None:
    result = test_results.test_result("memtest_vulkan 测满了 23.5G，没有报错，可以吗")
    assert result is not None and result.filled_gb == 23.5 and result.errors is False
    english = test_results.test_result("cuda memtest filled 79gb, no errors, ok?")
    assert english is not None and english.filled_gb == 79


@pytest.mark.parametrize(
    ("question", "verdict", "figure"),
    [
        ("二手 3090，memtest_vulkan 测满了 23.5G 没报错，可以吗", "yes", "23.5"),
        ("二手 3090，memtest_vulkan 测满了 12G 没报错，可以吗", "no", "12"),
        ("used a100 80g, a memtest filled 78gb with no errors, good enough?", "yes", "78"),
        ("used 3090 from ebay, memtest_vulkan came back with no errors, is it fine?", None, "5"),
    ],
)
def test_a_clean_memory_test_is_judged_yes_or_no_first(
    advisor, question: str, verdict: str | None, figure: str
) -> None:
    answer = _ask(advisor, question)
    assert answer.kind == "verify"
    assert answer.verdict == (verdict or "conditional")
    assert figure in _first(answer)


@pytest.mark.parametrize(
    ("question", "verdict", "named"),
    [
        (
            "vast.ai 租的 a100 80g，nvidia-smi 显示功耗上限 300W，是不是 pcie 版？",
            "no",
            "A100 PCIe",
        ),
        ("lambda h100 shows 700w power limit in nvidia-smi, is that the sxm one?", "yes", "700"),
        ("rented an h100 and nvidia-smi says 350w power cap, am i being overcharged?", "no", "350"),
    ],
)
def test_a_power_limit_checked_against_the_variant_sold(
    advisor, question: str, verdict: str, named: str
) -> None:
    answer = _ask(advisor, question)
    assert answer.kind == "verify" and answer.verdict == verdict
    assert named in _first(answer)


@pytest.mark.parametrize(
    ("question", "card"),
    [
        ("how do i know my new 5090 performs as expected? any benchmark", "RTX 5090"),
        ("新买的 4070 Ti Super 有没有什么跑分能测一下性能是否正常", "RTX 4070 Ti SUPER"),
        ("is there a test to check my used 3090 is running like it should", "RTX 3090"),
    ],
)
def test_a_cards_performance_checked_is_a_verify_question(
    advisor, question: str, card: str
) -> None:
    answer = _ask(advisor, question)
    assert answer.kind == "verify"
    assert card in _first(answer)


@pytest.mark.parametrize(
    "question",
    [
        # a GDDR6X memory junction reading is judged against 110 °C (test_talk_and_trouble_r3)
        "4090 热点温度 95 度正常吗",
        "a6000 sits at 88°C under load, is that ok?",
    ],
)
def test_a_temperature_reading_is_judged_against_the_cards_own_limit(
    advisor, question: str
) -> None:
    answer = _ask(advisor, question)
    assert answer.kind == "verify" and answer.verdict == "conditional"
    assert "nvidia-smi -q -d TEMPERATURE" in _first(answer)


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("what is cpu offloading and why is it so slow", "concept"),
        ("q4_k_m 和 q8_0 写代码掉点大吗", "concept"),
        ("is q4 noticeably worse than q8 at coding or just higher perplexity", "concept"),
        ("kimi 和 deepseek 哪个写代码更好用", "unsupported"),
    ],
)
def test_offloading_and_quantization_loss_are_explained(advisor, question: str, kind: str) -> None:
    assert _ask(advisor, question).kind == kind


@pytest.mark.parametrize(
    ("question", "said"),
    [
        ("how does the etched sohu chip beat gpus on llama throughput", "not in my catalog"),
        ("sohu 芯片跑 llama 70b 比 h100 快多少", "不在我的目录里"),
    ],
)
def test_a_transformer_asic_is_said_to_be_outside_the_catalog(
    advisor, question: str, said: str
) -> None:
    answer = _ask(advisor, question)
    assert answer.kind == "not_covered"
    assert said in _first(answer)


def test_an_asic_for_mining_stays_declined(advisor) -> None:
    assert _ask(advisor, "is an asic miner better than a 3090 for bitcoin mining").kind == (
        "unsupported"
    )


@pytest.mark.parametrize(
    ("question", "word"),
    [
        ("为什么 faster-whisper 批量转写比一条条转写快这么多", "批量"),
        ("why do whisper batches transcribe so much faster than one file at a time", "batch"),
        ("为什么 sdxl 的 vae 用 fp16 解码会出黑图", "VAE"),
    ],
)
def test_a_why_is_answered_by_the_section_holding_most_of_it(
    advisor, question: str, word: str
) -> None:
    """Retrieval's best is headed by a why about something else; the section on it answers."""
    answer = _ask(advisor, question)
    assert answer.kind == "concept"
    assert word in answer.answer


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("为啥 H100 的显存带宽比 A100 高那么多，decode 就能快这么多？", "concept"),
        (
            "why is the h100 so much faster than the a100 at decode when flops only went up 3x",
            "concept",
        ),
        ("h100 or a100 for training, why?", "compare"),
        ("为什么大家都说 4090 比 3090 值得买，选哪个", "compare"),
    ],
)
def test_a_why_about_the_gap_between_two_cards_is_explained(
    advisor, question: str, kind: str
) -> None:
    assert _ask(advisor, question).kind == kind


def test_why_of_a_gap_needs_no_pick() -> None:
    from assistant.question.why_cues import why_of_a_gap  # noqa: PLC0415

    assert why_of_a_gap("为啥 5090 带宽高这么多")
    assert not why_of_a_gap("why h100 or a100")
    assert not why_of_a_gap("5090 带宽为啥高")  # the why does not open the message


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("全参和lora显存差多少，拿 7b 举个例子", "concept"),
        (
            "lora vs qlora vs full fine-tuning, how much memory does each take for a 13b model?",
            "concept",
        ),
        ("LoRA 和 QLoRA 显存差多少", "concept"),
        ("lora or qlora for 13b on a 3090?", "fit_check"),
    ],
)
def test_fine_tuning_methods_weighed_without_a_card_are_explained(
    advisor, question: str, kind: str
) -> None:
    assert _ask(advisor, question).kind == kind


def test_methods_weighed_needs_two_methods_and_a_gap_asked() -> None:
    from assistant.question.why_cues import methods_weighed  # noqa: PLC0415

    assert methods_weighed("qlora 和全参微调的区别")
    assert methods_weighed("lora vs full fine-tuning memory")
    assert not methods_weighed("qlora 显存要多少")
    assert not methods_weighed("lora and qlora on my 3090")  # no gap asked


@pytest.mark.parametrize(
    ("question", "word"),
    [
        ("how do i check a used 3090 for mining wear", "ex-mining"),
        ("二手 3080 怎么看是不是矿卡，要跑哪些测试", "矿卡"),
        ("bought a used a5000, any way to tell if it was mined on?", "mining"),
    ],
)
def test_a_card_suspected_of_mining_gets_the_stress_test_quoted(
    advisor, question: str, word: str
) -> None:
    answer = _ask(advisor, question)
    assert answer.kind == "verify"
    by_hand = next(
        line for line in answer.answer.splitlines() if "By hand" in line or "手动" in line
    )
    assert word in by_hand and "gpu_burn" in by_hand


@pytest.mark.parametrize(
    ("turns", "kind"),
    [
        (["什么是投机解码", "3090 上有用吗"], "concept"),
        (["what is paged attention", "would it help on my 4090 with vllm"], "concept"),
        (["what's speculative decoding?", "does it work with llama.cpp on one 4090?"], "concept"),
        (["what's speculative decoding?", "would llama 3 70b fit on a 3090 then"], "fit_check"),
    ],
)
def test_whether_the_technique_explained_works_on_a_setup_stays_explained(
    advisor, turns: list[str], kind: str
) -> None:
    turn = advisor.converse(turns).turns[-1]
    assert turn.answer.kind == kind
    if kind == "concept":  # "it" is the technique of the turn before
        assert turn.query.explained_topic


def test_the_technique_is_searched_with_its_own_words(advisor) -> None:
    answer = _ask(advisor, "什么是投机解码", "3090 上有用吗")
    assert "投机解码" in answer.answer
