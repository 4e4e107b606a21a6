"""Fine-tuning a Whisper-class model is sized: weights, gradients, AdamW states, activations.

Expected figures come from the media calculator over the catalog, so answers must show the
same numbers the calculator gives.
"""

from __future__ import annotations

import pytest

from assistant.calc.media import MediaJob, estimate_media_memory
from assistant.catalog.specs import load_catalog
from assistant.evaluation_constraints import first_line
from tests.support.advisors import KNOWLEDGE
from tests.support.advisors import last_answer as _last
from tests.support.advisors import memory_advisor as _build


@pytest.fixture(scope="module")
def catalog():
    return load_catalog(KNOWLEDGE / "specs")


@pytest.fixture(scope="module")
def advisor():
    return _build()


def test_full_finetune_counts_sixteen_bytes_per_param_and_activations(catalog):
    spec = catalog.workloads["whisper-large-v2"]
    gpu = catalog.gpus["a100-sxm4-80gb"] if "a100-sxm4-80gb" in catalog.gpus else None
    gpu = gpu or next(g for g in catalog.gpus.values() if g.memory_gb >= 80)
    est = estimate_media_memory(spec, gpu, MediaJob(method="full", batch=16))
    assert est.breakdown.trainable_state == pytest.approx(spec.params_m * 1e6 * 16 / 1e9, 0.01)
    assert est.breakdown.activations > 1.0
    lora = estimate_media_memory(spec, gpu, MediaJob(method="lora", batch=16))
    assert lora.breakdown.trainable_state < 0.5
    assert lora.peak_gb < est.peak_gb
    without = estimate_media_memory(
        spec, gpu, MediaJob(method="lora", batch=16, grad_checkpointing=False)
    )
    assert without.breakdown.activations > 3 * lora.breakdown.activations


@pytest.mark.parametrize(
    ("question", "workload", "gpu", "method", "batch", "opening"),
    [
        (
            "lora fine-tune whisper large-v3 on a 4090 at batch 8, enough vram?",
            "whisper-large-v3",
            "rtx-4090",
            "lora",
            8,
            "Yes.",
        ),
        (
            "full finetune of whisper small on an rtx 3060, batch 32 — will it fit?",
            "whisper-small",
            "rtx-3060",
            "full",
            32,
            "Yes.",
        ),
        (
            "全量微调 whisper large-v2，4090 24G，batch 16 会爆显存吗",
            "whisper-large-v2",
            "rtx-4090",
            "full",
            16,
            "可以，但要改用 LoRA",
        ),
        (
            "用 lora 微调 whisper medium，3060 12G，batch 16 能跑吗",
            "whisper-medium",
            "rtx-3060",
            "lora",
            16,
            "可以。",
        ),
    ],
)
def test_speech_finetune_is_answered_yes_or_no_with_the_calculators_figure(
    advisor, catalog, question, workload, gpu, method, batch, opening
):
    answer = _last(advisor, question)
    assert answer.kind == "workload_fit"
    line = first_line(answer.answer)
    assert line.startswith(opening), line
    job = MediaJob(method=method, batch=batch)
    est = estimate_media_memory(catalog.workloads[workload], catalog.gpus[gpu], job)
    if opening.startswith("可以，但"):
        lora = job.model_copy(update={"method": "lora"})
        est = estimate_media_memory(catalog.workloads[workload], catalog.gpus[gpu], lora)
    assert f"{est.peak_gb:,.1f} GB" in line
    assert "real-time" not in answer.answer and "实时" not in line


def test_an_unnamed_finetune_method_of_whisper_is_full():
    from assistant.kinds.workload_plans import media_method
    from assistant.question.parsing import parse

    catalog = load_catalog(KNOWLEDGE / "specs")
    query = parse("想微调 whisper small，3060 够吗", catalog)
    assert media_method(query) == "full"
