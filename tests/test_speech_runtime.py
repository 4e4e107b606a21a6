"""faster-whisper's float16 on cards before Volta: refused at load, whatever the memory."""

from __future__ import annotations

import pytest

from assistant.calc.media import MediaJob, estimate_media_memory
from assistant.calc.speech_runtime import fp16_refused
from assistant.catalog.specs import load_catalog
from tests.support.advisors import memory_advisor

CAT = load_catalog()


@pytest.mark.parametrize(
    ("gpu", "runtime", "precision", "refused"),
    [
        ("gtx-1070", "faster-whisper", "fp16", True),  # Pascal, 6.1
        ("tesla-p40", "faster-whisper", "fp16", True),
        ("rtx-3060", "faster-whisper", "fp16", False),  # Ampere, 8.6
        ("gtx-1070", "faster-whisper", "int8", False),
        ("gtx-1070", "whisper.cpp", "fp16", False),  # not CTranslate2
        ("gtx-1070", "faster-whisper", "", False),  # not stated: the runtime picks what runs
    ],
)
def test_ctranslate2_float16_needs_compute_capability_seven(gpu, runtime, precision, refused):
    assert fp16_refused(CAT.gpu(gpu), runtime, precision) is refused


def test_the_estimate_says_it_will_not_load_although_the_memory_fits():
    est = estimate_media_memory(
        CAT.workload("whisper-large-v3"), CAT.gpu("gtx-1070"), MediaJob(precision="fp16")
    )
    assert est.precision_refused and not est.fits
    assert est.peak_gb < est.usable_gb  # 4.7 GB of 7.8: memory is not the reason


def test_the_answer_says_no_and_gives_the_compute_type_that_loads():
    advisor = memory_advisor()
    en = advisor.ask("will whisper large-v3 load in faster-whisper with float16 on a gtx 1080?")
    first = en.answer.splitlines()[0]
    assert en.verdict == "no" and first.startswith("**No: faster-whisper (CTranslate2)")
    assert "compute capability 6.1" in first and '`compute_type="int8"`' in first
    zh = advisor.ask("P40 用 faster-whisper 跑 whisper large-v3，compute_type 设 float16 行不行")
    assert zh.verdict == "no" and zh.answer.startswith("**不行：faster-whisper")
    fine = advisor.ask("faster-whisper large-v3 float16 on an rtx 3060 12gb, will it load?")
    assert fine.verdict == "yes"
