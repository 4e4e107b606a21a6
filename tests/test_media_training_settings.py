"""A media training job that does not fit is offered the settings trainers use, mildest first.

Before, "sdxl lora training on 8gb card possible?" was a flat no (10.9 GB against 7.8 GB): the
settings kohya_ss offers (text encoders' outputs cached, 8-bit AdamW, fp8 base weights, an NF4
base) were only tried when picking a card, never in a fit check. A bare "llama 3 8b on a 12gb
card?" was answered with a rental pick instead of whether it fits.
"""

from __future__ import annotations

import re

import pytest

from assistant.calc.media import MediaJob, MediaMemoryEstimate, memory_settings
from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _memory(answer) -> MediaMemoryEstimate:
    call = next(c for c in answer.tool_calls if c.tool == "estimate_workload_memory")
    out = call.typed(MediaMemoryEstimate)
    assert out is not None
    return out


def test_training_settings_go_from_mildest_to_strongest(advisor):
    spec = advisor.catalog.workloads["sdxl-base"]
    steps = memory_settings(spec, MediaJob(method="lora"))
    jobs = [job for _, job in steps]
    assert jobs[0] == MediaJob(method="lora")
    assert jobs[1].text_encoder_offload and jobs[2].optimizer == "adamw-8bit"
    assert [job.precision for job in jobs[3:]] == ["fp8", "nf4"]
    full = memory_settings(spec, MediaJob(method="full"))
    assert all(job.precision is None for _, job in full)  # a full fine-tune keeps its weights


@pytest.mark.parametrize(
    ("text", "verdict"),
    [
        ("sdxl lora training on 8gb card possible?", "conditional"),
        ("8g显存能练sdxl的lora吗", "conditional"),
        ("sdxl dreambooth full finetune on a 4090?", "no"),
    ],
)
def test_a_training_fit_names_the_setting_that_fits_or_lists_what_was_tried(advisor, text, verdict):
    _, answer, first = turn_of(advisor, text)
    memory = _memory(answer)
    assert answer.kind == "workload_fit" and answer.verdict == verdict and not memory.fits
    assert memory.alternatives
    if verdict == "conditional":
        after = float(str(memory.alternatives[-1].params["gb"]))
        assert after <= memory.usable_gb and f"{after:.1f} GB" in first
        assert "fp8" in first
    else:
        tried = next(p for p in answer.answer.split("\n\n") if p.startswith("Tried:"))
        assert tried.count("does not fit as loaded") == 0
        assert len(re.findall(r"would bring it to \d+\.\d GB", tried)) == len(memory.alternatives)


@pytest.mark.parametrize(
    ("text", "card"),
    [
        ("llama 3 8b on a 12gb card?", "RTX 3060 12GB"),
        ("qwen2.5 14b on a 16gb gpu?", "RTX 4060 Ti 16GB"),
        ("sdxl on a 8gb card?", "RTX 4060 Ti 8GB"),
    ],
)
def test_a_model_on_a_card_of_a_memory_asked_bare_is_a_fit(advisor, text, card):
    _, answer, first = turn_of(advisor, text)
    assert answer.kind in ("fit_check", "workload_fit") and answer.verdict is not None
    assert card in first
