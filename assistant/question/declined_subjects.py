"""Off-topic subjects with an answer of their own, read through ``intent_cues``.

How good a model is, a document written for the asker, mining, gaming, a card repaired:
``parsing`` and ``markers`` name them in the refusal.

Patterns run on NFKC-folded, lower-cased text, like those in ``lexicon``.
"""

from __future__ import annotations

import re

from assistant.models.query import DeclinedSubject
from assistant.question.off_topic_words import (
    GAMING_RE,
    GENERATE_FOR_ME_RE,
    MINING_RE,
    WRITING_RE,
    done_for_me,
    hands_on_subject,
)

MODEL_QUALITY_RE = re.compile(
    r"(?<![a-z])(?:smarter|more (?:intelligent|accurate|capable)|better (?:at|for) (?:cod\w*"
    r"|programming|writing|math\w*|reasoning|chat\w*|translation|role-?play\w*|chinese|english)"
    r"|(?:answer|output|response) quality|hallucinat\w*|mmlu|(?:which|what)(?: one| model)?"
    r" (?:is|'s|would be) (?:better|best|smarter|stronger)"
    r"|(?:is|are) (?:\S+ ){1,4}(?:better|smarter|stronger|worse) than)(?![a-z])"
    r"|好用|聪明|哪个(?:更)?强|谁(?:更)?强|更准|效果(?:更)?好|写代码|编程能力|数学能力|推理能力|幻觉|跑分|榜单"
)
"""How good a model is at answering (smarter, better at coding, 哪个好用): a judgement of the
models themselves, which no GPU calculator or guide here makes."""
HARDWARE_ASK_RE = re.compile(
    r"(?<![a-z])(?:gpus?|cards?|vram|memory|speed|fast\w*|slow\w*|tok(?:en)?s?/s|latency"
    r"|throughput|run\w*|serv\w*|deploy\w*|host\w*|fine[\s-]?tun\w*|finetun\w*|train\w*"
    r"|cost\w*|price\w*|cheap\w*|rent\w*|buy\w*|pay(?:s|ing)?|quanti\w*|context|hardware|local\w*"
    r"|q[2-8](?:_k)?(?:_[msl0-9])?|int[48]|fp[48]|awq|gptq|gguf|exl2|perplexity|ppl)(?![a-z0-9])"
    r"|显存|显卡|卡|速度|快|慢|跑|部署|微调|训练|成本|价格|钱|租|买|量化|上下文|本地|硬件|内存|精度|掉点"
)
"""A word of the hardware side: with it, comparing models is a question this assistant sizes; a
quantization format weighed ("q4_k_m vs q8_0 for coding") is the precision's loss explained."""


def asks_model_quality(work: str) -> bool:
    """Whether the question weighs how good models are, with nothing of the hardware asked."""
    return MODEL_QUALITY_RE.search(work) is not None and HARDWARE_ASK_RE.search(work) is None


def writes_for_me(work: str) -> bool:
    """Whether the question asks the assistant to write a document or make a picture or video."""
    return done_for_me(work)  # or an action on the asker's machine: "ssh into my box for me"


def declined_subject(work: str) -> DeclinedSubject | None:
    """What an off-topic question is about, when it has a name of its own for the answer."""
    if MINING_RE.search(work):
        return "crypto_mining"
    if GAMING_RE.search(work):
        return "gaming"
    if asks_model_quality(work):
        return "model_quality"
    if GENERATE_FOR_ME_RE.search(work):
        return "generating"
    if WRITING_RE.search(work):
        return "writing"
    return hands_on_subject(work)  # a card repaired, or the asker's machine worked on


__all__ = [
    "HARDWARE_ASK_RE",
    "MODEL_QUALITY_RE",
    "asks_model_quality",
    "declined_subject",
    "writes_for_me",
]
