"""Which compute types a speech runtime accepts on a card, before any memory is counted.

faster-whisper runs on CTranslate2, which offers float16 on NVIDIA cards of compute capability
7.0 (Volta) and newer only: on Pascal and older cards (GTX 10-series, Tesla P40) loading with
``compute_type="float16"`` stops with "Requested float16 compute type, but the target device or
backend do not support efficient float16 computation" (faster-whisper issue #42; CTranslate2
lists ``int8``, ``int8_float32`` and ``float32`` for a GTX 1080). ``int8`` is the usual answer
on those cards. Pure.
"""

from __future__ import annotations

from assistant.models import GPU

FP16_MIN_CAPABILITY = 7.0
"""CTranslate2's float16 needs a card of at least this compute capability."""
CTRANSLATE2_RUNTIME = "faster-whisper"
"""The speech runtime built on CTranslate2, the one whose float16 needs Volta or newer."""


def fp16_refused(gpu: GPU, runtime: str, precision: str) -> bool:
    """Whether ``runtime`` refuses to load ``precision`` on ``gpu`` (CTranslate2's float16)."""
    if runtime != CTRANSLATE2_RUNTIME or precision != "fp16" or not gpu.compute_capability:
        return False
    return float(gpu.compute_capability) < FP16_MIN_CAPABILITY


__all__ = ["CTRANSLATE2_RUNTIME", "FP16_MIN_CAPABILITY", "fp16_refused"]
