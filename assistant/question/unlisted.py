"""Names the catalog lacks: model families it holds no rows for, a Mac without its chip.

* A model family people run but the catalog does not list (Command R+, InternLM, MiniCPM,
  Paraformer, FunASR…) becomes an ``unknown_model`` problem with did-you-mean suggestions, so
  the answer says first that it does not know the model instead of answering for another
  (``names.read_unlisted_models``).
* "Mac Studio", "MacBook Pro" or "Mac mini" alone names a computer sold with several chips:
  the problem lists the chips the catalog knows for it (the catalog's own aliases), unless
  an Apple chip is named beside it ("M2 Max 96GB MacBook").
"""

from __future__ import annotations

import re

from assistant.catalog.specs import Catalog

_VERSION_TAIL = (
    r"\s+v?\d{1,4}(?:\.\d+)?(?![\d.]|\s*(?:[bkmg]|gb|x|×|[-\s]?bit|gpus?|cards?|张|卡)(?![a-z]))"
)
"""A version said after a missing family's name ("mistral large 2", "granite 3.1", "internvl 2.5")
is part of its name; a size, a count or a width after it ("nemo 12b", "4 gpus") is not."""
UNLISTED_MODEL_RE = re.compile(
    r"(?<![a-z0-9])(?:"
    r"command[\s-]*r(?:[\s-]*(?:plus|\+))?(?![a-z])|c4ai[\w-]*|cohere"
    r"|command[\s-]*a(?:[\s-]*(?:vision|reasoning))?(?=[\s-]*\d+(?:\.\d+)?b\b|-)|command-a"
    r"|aya(?:[\s-]*(?:expanse|vision|23|101))?(?=[\s-]*\d+(?:\.\d+)?b\b|[\s-]*(?:expanse|vision))"
    r"|internlm[\d.]*|书生|minicpm[\w.]*|面壁|olmo\d?|granite|nemotron|starcoder\d?|stablelm"
    r"|dbrx|jamba|grok[\s-]*\d?|ernie|文心(?:一言)?|doubao|豆包"
    r"|paraformer|funasr|sensevoice|cosyvoice|chattts|fish[\s-]*speech"
    r"|minimax(?:[\s-]*(?:m1|text[\s-]*01|01))?|mistral[\s-]*(?:nemo|large)|codestral|devstral"
    r"|magistral|internvl[\d.]*|llava[\w.-]*|minicpm[\s-]*v"
    r"|qwen[\d.]*[\s-]*vl(?:[\s-]*\d+(?:\.\d+)?b)?|llama[\s-]*[\d.]+[\s-]*\d+b[\s-]*vision\w*"
    r"|f5[\s-]*tts|xtts\w*|bark|kokoro|gpt[\s-]*sovits|styletts\w*|parler[\s-]*tts"
    r"|text[\s-]to[\s-]speech|tts|voice[\s-]*clon\w*|语音合成|声音克隆"
    r"|rvc|so[\s-]*vits(?:[\s-]*svc)?"  # voice-conversion models ("rvc 变声模型")
    r"|canary[\s-]*\d*\w*|parakeet[\w.-]*|seamless\w*"
    r"|(?:hunyuan|混元)[\s-]*3d[\w.-]*|trellis|triposr|instantmesh|stable[\s-]*fast[\s-]*3d"
    r"|paddle[\s-]*ocr\w*|easy[\s-]*ocr|got[\s-]*ocr[\w.]*|olm[\s-]*ocr|surya[\s-]*ocr"
    r"|tesseract|nougat"  # OCR and document-parsing models
    r")(?:" + _VERSION_TAIL + r")?(?![a-z0-9])"
)
"""Open model families the catalog holds no rows for (LLMs, vision-language, speech, OCR and 3D
generation models, text-to-speech as a whole): named, so the answer says so before anything
else. Image and video models the catalog lacks are read by the workload reader instead, which
names the ones it sizes for that family (``markers._WORKLOAD_RES``)."""
_MODEL_KIND_RE = re.compile(
    r"text[\s-]to[\s-]speech|tts|voice[\s-]*clon\w*|语音合成|声音克隆", re.IGNORECASE
)


def is_a_model_kind(surface: str) -> bool:
    """Whether an unlisted name is a kind of model ("TTS", "voice cloning"), not one model."""
    return _MODEL_KIND_RE.fullmatch(surface.strip()) is not None


_BARE_MAC_RE = re.compile(
    r"(?:mac[\s-]*(?:studio|mini|pro)|macbook(?:[\s-]*(?:pro|air))?|imac"
    r"|m[5-9](?:[\s-]*(?:max|ultra|pro))?)"  # an Apple chip newer than the catalog's
)
_MAX_SUGGESTIONS = 6


def is_bare_mac(core: str) -> bool:
    """Whether a GPU-looking match is a Mac without a chip the catalog holds ("M5 Max")."""
    return _BARE_MAC_RE.fullmatch(core.strip()) is not None


def _chip(name: str) -> str:
    """The chip of an Apple row: "Apple M2 Ultra (76-core GPU, 192GB)" -> "M2 Ultra"."""
    return name.split("(")[0].replace("Apple", "").strip()


def mac_chips(surface: str, catalog: Catalog) -> list[str]:
    """The chips the catalog knows for a Mac named without one (all Apple chips if none)."""
    key = " ".join(surface.lower().replace("-", " ").split())
    apple = [g for g in catalog.gpus.values() if g.vendor == "Apple"]
    sold = [g for g in apple if any(a.lower().startswith(key) for a in g.aliases)] or apple
    return list(dict.fromkeys(_chip(g.name) for g in sold))[:_MAX_SUGGESTIONS]


__all__ = ["UNLISTED_MODEL_RE", "is_a_model_kind", "is_bare_mac", "mac_chips"]
