"""Readings off rented machines and the questions around them (fresh38, fresh37, fresh39 misses):

* a power cap seen active ("SW Power Cap: Active") beside the figure the draw stops at is that
  limit read, judged against the card's default in watts (not the flag's general meaning);
* a figure said with "多" ("70 多 TFLOPS") is still the test's figure;
* "Pending 显示 Yes" of the row remapper is a pending remap; asking the seller to swap it is a
  keep-or-give-back question;
* a check asked after a price or an instance question is of that machine: its provider, its
  type and the type's count of the card;
* a detector's NaN box loss on a card without bf16 is a training overflow, not black frames,
  and the card is not told to switch to bf16;
* a card's own figures asked beside a count ("offered 4 of them") are its catalog row;
* two setups offered as a choice with prompt speed the criterion are compared, the prompt-
  reading rate first.
"""

from __future__ import annotations

import pytest

from assistant.question.readings import power_reading
from assistant.question.test_results import test_result as read_test_result
from tests.support.advisors import memory_advisor, turn_of


@pytest.mark.parametrize(
    ("question", "gpu", "watts", "verdict", "first"),
    [
        ("leased an A10 box; nvidia-smi -q lists SW Power Cap : Active and the card tops out"
         " at 100W. expected?", "a10", 100.0, "no", "100 W is 67% of the A10"),
        ("云上租的 A6000，Clocks Event Reasons 显示 SW Power Cap Active，功耗到 200W 就上不去了，"
         "这样对吗", "rtx-a6000", 200.0, "no", "200 W 只有 RTX A6000"),
        ("rented h100 sxm, SW Power Cap: Active during gpu-burn and power sits at 700W, normal?",
         "h100-sxm", 700.0, "yes", "700 W is 100%"),
        ("租的 l4，SW Power Cap Active，功耗一直停在 72W，正常吗", "l4", 72.0, "yes", "72 W 是 L4"),
    ],
)  # fmt: skip
def test_a_cap_seen_active_is_judged_by_the_figure_it_holds(
    question: str, gpu: str, watts: float, verdict: str, first: str
) -> None:
    assert power_reading(question) == watts
    _, answer, line = turn_of(memory_advisor(), question)
    assert answer.kind == "verify"
    calls = [c for c in answer.tool_calls if c.tool == "check_power_reading"]
    assert calls and calls[0].input == {"gpu": gpu, "watts": watts}
    assert answer.verdict == verdict
    assert first in line and "SW Power Cap" not in line


def test_a_cap_flag_alone_still_explains_the_flag() -> None:
    assert power_reading("h100 shows SW Power Cap: Active under load, is that bad?") is None


@pytest.mark.parametrize(
    ("question", "tflops"),
    [
        ("租的 3090 跑 gpu-burn 才 30 多 TFLOPS，正常吗", 30.0),
        ("云上 a100 跑 matmul 测试只有 200 出头 TFLOPS，是不是有问题", 200.0),
    ],
)
def test_a_figure_said_with_more_is_the_tests_figure(question: str, tflops: float) -> None:
    result = read_test_result(question)
    assert result is not None and result.figure_tflops == tflops
    _, answer, _ = turn_of(memory_advisor(), question)
    assert answer.kind == "verify" and answer.verdict is not None


@pytest.mark.parametrize(
    ("question", "give_back"),
    [
        ("云主机上的 h100，nvidia-smi -q 里 Remapped Rows 的 Pending 显示 Yes，要不要找平台换一台",
         True),
        ("rented an a100, the row remapper pending shows yes. is the card bad?", False),
    ],
)  # fmt: skip
def test_a_pending_remap_shown_is_judged(question: str, give_back: bool) -> None:
    result = read_test_result(question)
    assert result is not None and result.test == "remapped_rows" and result.errors is True
    assert result.give_back_asked is give_back
    _, answer, line = turn_of(memory_advisor(), question)
    assert answer.kind == "verify" and answer.verdict == "conditional"
    assert "ROW_REMAPPER" in line


def test_a_pending_remap_read_as_no_is_no_error() -> None:
    result = read_test_result("二手 a100，Remapped Rows 的 Pending 显示 No，能要吗")
    assert result is not None and result.errors is False


@pytest.mark.parametrize(
    ("turns", "provider", "instance", "expect", "said"),
    [
        (("how much is a p5.48xlarge on aws per hour?",
          "got one running now — how can i check the h100s are genuine?"),
         "aws", "p5.48xlarge", '--expect "8x H100 SXM5 80GB"', "p5.48xlarge"),
        (("恒源云 A100 多少钱一小时", "租到手了，怎么确认给的是 80G 的 A100 不是 40G 的"),
         "gpushare", None, '--expect "A100 SXM4 80GB"', "恒源云"),
    ],
)  # fmt: skip
def test_a_check_after_a_price_is_of_that_machine(
    turns: tuple[str, str], provider: str, instance: str | None, expect: str, said: str
) -> None:
    query, answer, line = turn_of(memory_advisor(), *turns)
    assert answer.kind == "verify"
    assert query.provider == provider and query.instance_named == instance
    assert expect in line
    assert any(said in str(a) for a in answer.assumptions)


def test_a_check_of_another_card_keeps_no_machine() -> None:
    query, answer, _ = turn_of(
        memory_advisor(), "AutoDL 上 4090 多少钱一小时", "怎么验证我自己买的二手 3090 是不是矿卡"
    )
    assert answer.kind == "verify" and query.provider is None
    assert not any("AutoDL" in str(a) for a in answer.assumptions)


@pytest.mark.parametrize(
    "question",
    [
        "ultralytics yolo11n on my gtx 1660 ti: box loss nan every epoch and mAP 0, why",
        "gtx 1660 super 跑 yolov8s，每个 epoch 的 box_loss 都是 nan，mAP 一直 0",
    ],
)
def test_a_detectors_nan_loss_is_a_training_overflow(question: str) -> None:
    _, answer, line = turn_of(memory_advisor(), question)
    assert answer.kind == "troubleshoot"
    assert "GradScaler" in line
    assert not any(w in line for w in ("VAE", "black", "黑图"))
    assert "BF16 keeps" not in answer.answer and "BF16 保留" not in answer.answer


def test_black_frames_from_an_image_model_still_name_the_vae() -> None:
    _, answer, line = turn_of(memory_advisor(), "sdxl on a 1660 ti gives black images, nan?")
    assert answer.kind == "troubleshoot" and "VAE" in line


@pytest.mark.parametrize(
    ("question", "gpu"),
    [
        ("a guy is selling three a6000s — what's the memory bandwidth on each, and do they"
         " support nvlink?", "rtx-a6000"),
        ("朋友出 4 张 v100 16g，带宽多少，支持 bf16 吗", "v100-16gb-sxm"),
    ],
)  # fmt: skip
def test_a_cards_figures_beside_a_count_are_its_row(question: str, gpu: str) -> None:
    _, answer, line = turn_of(memory_advisor(), question)
    assert answer.kind == "catalog"
    assert answer.tool_calls[0].input["gpu_ids"] == [gpu]
    assert "GB/s" in line


def test_two_cards_figures_in_a_system_are_their_rows() -> None:
    question = "how much memory does each gpu in an hgx h200 have, same as the gh200?"
    _, answer, line = turn_of(memory_advisor(), question)
    assert answer.kind == "catalog"
    assert answer.tool_calls[0].input["gpu_ids"] == ["h200", "gh200"]
    assert "141 GB" in answer.answer and "96 GB" in answer.answer


@pytest.mark.parametrize(
    ("question", "kind"), [("8 张 4090 功耗多少", "power"), ("8 张 H20 买下来多少钱", "price")]
)
def test_the_power_or_price_of_several_cards_is_no_row(question: str, kind: str) -> None:
    _, answer, _ = turn_of(memory_advisor(), question)
    assert answer.kind == kind


@pytest.mark.parametrize(
    ("question", "first"),
    [
        ("m3 ultra 256gb or four 3090s for llama 3.1 70b q4 with 16k prompts — pp speed"
         " matters most to me", "reads the prompt fastest, at about 388 tokens/s"),
        ("m2 ultra 192g 还是两张 3090 跑 llama 3.1 70b q4，提示词都是 1 万多 token，pp 速度最重要",
         "读提示最快，约 388 tokens/s"),
        ("mac studio m2 ultra 128gb or dual 3090s for llama 3.3 70b q4 at 20k context? pp speed"
         " is the bottleneck for me", "reading the prompt at about 106 tokens/s (about 189 s"),
    ],
)  # fmt: skip
def test_a_choice_with_prompt_speed_the_criterion_leads_with_it(question: str, first: str) -> None:
    query, answer, line = turn_of(memory_advisor(), question)
    assert answer.kind == "compare" and query.prefill_asked
    assert first in line
    assert "Prompt reading elsewhere" in line or "其他配置读提示" in line


def test_a_speed_asked_of_either_card_stays_a_speed() -> None:
    question = "how fast is llama 3 70b q4 on an m2 ultra or a 3090?"
    _, answer, _ = turn_of(memory_advisor(), question)
    assert answer.kind == "speed"
