"""Whether NVLink is needed for a job is answered first, from what crosses the link per step."""

from __future__ import annotations

import pytest

from assistant.calc.link_need import link_need, ring_traffic_gb
from assistant.catalog.specs import load_catalog
from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def test_ring_traffic_is_twice_n_minus_one_over_n_of_the_gradients() -> None:
    assert ring_traffic_gb(16.0, 2) == pytest.approx(16.0)
    assert ring_traffic_gb(16.0, 8) == pytest.approx(28.0)
    assert ring_traffic_gb(16.0, 1) == 0.0


def test_full_data_parallel_step_over_pcie_and_over_sxm_nvlink() -> None:
    h100 = load_catalog().gpus["h100-sxm"]
    need = link_need(method="full", training=True, split=None, count=8, params_b=8.0, gpu=h100)
    assert need.verdict == "helps"
    assert need.traffic_gb == pytest.approx(28.0)  # 16 GB of bf16 gradients, 2 x 7/8 of it
    assert need.pcie_s == pytest.approx(28.0 / 25.0)
    assert need.nvlink_s == pytest.approx(28.0 / 450.0)


def test_a_bridge_joins_two_pcie_cards_only() -> None:
    a6000 = load_catalog().gpus["rtx-a6000"]
    two = link_need(method="full", training=True, split=None, count=2, params_b=7.0, gpu=a6000)
    four = link_need(method="full", training=True, split=None, count=4, params_b=7.0, gpu=a6000)
    assert two.nvlink_s == pytest.approx(14.0 / 56.25)
    assert four.nvlink_s is None and four.pcie_s == pytest.approx(21.0 / 25.0)


def test_sharding_sends_the_weights_twice_and_the_gradients_once() -> None:
    need = link_need(
        method="full", training=True, split="sharded", count=4, params_b=10.0, gpu=None
    )
    assert need.traffic_gb == pytest.approx(3 * 20.0 * 3 / 4)


@pytest.mark.parametrize(
    ("text", "verdict", "opening"),
    [
        (
            "two 3090s for llama 70b in ollama, do i need the nvlink bridge?",
            "no",
            "**No, not for inference",
        ),
        ("双卡 3090 跑推理，NVLink 桥有必要买吗", "no", "**推理不需要"),
        (
            "is nvlink worth it for vllm tensor parallel on 2 a6000s?",
            "no",
            "**Not required, but it helps",
        ),
        ("2张3090做lora微调，nvlink有用吗", "no", "**对 LoRA 帮助不大"),
        ("full fine-tune of mistral 7b on 2x a6000, does nvlink matter?", "yes", "**Yes, it helps"),
    ],
)
def test_the_need_is_answered_first(advisor, text: str, verdict: str, opening: str) -> None:
    query, answer, first = turn_of(advisor, text)
    assert query.link_need and answer.intent == "concept"
    assert answer.verdict == verdict
    assert first.startswith(opening)


def test_a_full_fine_tune_states_the_traffic_of_a_step(advisor) -> None:
    _, _, first = turn_of(advisor, "full fine-tune of mistral 7b on 2x a6000, does nvlink matter?")
    assert "Mistral 7B" in first and "14.5 GB per GPU each step" in first
    assert "0.58 s a step over PCIe 4.0 x16" in first and "0.26 s over the RTX A6000" in first


def test_a_card_without_nvlink_says_so(advisor) -> None:
    _, _, first = turn_of(advisor, "is nvlink necessary for fine-tuning on 2 4090s?")
    assert first.startswith("**Not for LoRA or QLoRA; yes for full training")
    assert "The RTX 4090 has no NVLink at all" in first


@pytest.mark.parametrize(
    "text",
    [
        "does the 4090 support nvlink?",
        "tensor parallel vs pipeline parallel, when do I need nvlink?",
        "what is nvlink?",
    ],
)
def test_other_nvlink_questions_are_not_read_as_a_need(advisor, text: str) -> None:
    query, _, _ = turn_of(advisor, text)
    assert not query.link_need
