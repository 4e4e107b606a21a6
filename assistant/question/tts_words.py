"""Speech synthesis said beside a language model ("12b 的 rp 模型加 tts"); pure.

The catalog's speech models transcribe (Whisper); none synthesises speech. A TTS said as a
task beside a language model is no workload to size: the language model leads, and the
answer says text-to-speech is not modelled.
"""

from __future__ import annotations

import re
from typing import Any

_TTS_BESIDE_LLM_RE = re.compile(
    r"(?:(?<![a-z])(?:plus|and|with)\s+(?:an?\s+|some\s+)?|\+\s*|(?:再)?(?:加|配|和|带)(?:个|上)?\s*)"
    r"(?:(?<![a-z])(?:tts|text[\s-]to[\s-]speech)(?![a-z])|语音合成)"
)
"""Speech synthesis joined on as a second task ("plus tts", "再加个 tts"), which no catalog speech
model (they transcribe) answers; "csm-1b for real-time tts" names the TTS model itself."""
_ASR_RE = re.compile(r"whisper|transcri|asr|speech[\s-]to[\s-]text|语音识别|转写|转文字")


_SYNTHESIS_RE = re.compile(
    r"(?<![a-z])(?:tts|text[\s-]to[\s-]speech|voice[\s-]?(?:clon\w*|over|synth\w*)|dubbing"
    r"|speech synthesis)(?![a-z])|sovits|语音合成|配音|声音克隆|克隆声音|音色克隆"
)
"""Speech made, not transcribed ("GPT-SoVITS 配音", "a voice-cloning tts service")."""


def synthesis_said(text: str) -> bool:
    """Whether speech synthesis is the job and no transcription is said beside it."""
    return _SYNTHESIS_RE.search(text) is not None and _ASR_RE.search(text) is None


def voice_unsized(slots: dict[str, Any], unknown: list[str]) -> list[Any]:
    """A voice model the catalog lacks: named as missing, with no transcriber stood in for it."""
    slots.update(workload_unknown=unknown, workload_family="speech", workload_id=None)
    return []


def tts_joined(text: str) -> bool:
    """Whether speech synthesis is joined on as a second task, with no transcription said."""
    return _TTS_BESIDE_LLM_RE.search(text) is not None and _ASR_RE.search(text) is None


def tts_beside_llm(seen: dict[str, Any], text: str) -> bool:
    """Speech synthesis said beside a language model, no transcription: the LLM leads."""
    return tts_joined(text) and bool(seen.get("params_b") or seen.get("model_id"))


__all__ = ["synthesis_said", "tts_beside_llm", "tts_joined", "voice_unsized"]
