"""A card seen almost idle while the job it was given runs at CPU speed; pure.

"whisper large-v3 on my 3060 transcribes at roughly realtime and nvidia-smi shows 3% util.
device="cuda" is set": a few per cent is no GPU job at all, only the driver's own work, so the
job runs on the CPU (a library built without GPU support, or one that quietly falls back when
it cannot load CUDA libraries). Needs the GPU asked for in the code, or the job said to run as
slow as it does: a low utilisation alone (a data-starved training step) is tuned instead.
"""

from __future__ import annotations

import re

_NEAR_IDLE_RE = re.compile(
    r"(?<![\d.])[0-5]\s*%\s*(?:gpu[\s-]?)?util\w*"
    r"|util\w*\s*(?:is |of |at |shows |sits at |stays at |only |just |~|about |around )*"
    r"(?<![\d.])[0-5]\s*%"
    r"|(?:利用率|使用率|占用率?)\s*(?:只有|才|一直|就)?\s*(?<![\d.])[0-5]\s*%"
)
"""A utilisation of a few per cent ("3% util", "util at 2%", "利用率只有 3%")."""
_GPU_ASKED_RE = re.compile(
    r"device\s*[=:]\s*['\"]?(?:cuda|gpu)\b|(?:set|setting|pass(?:ed)?|use|using)\s+"
    r"(?:the\s+)?device\s*(?:to\s+)?['\"]?(?:cuda|gpu)\b|\.to\(['\"]cuda|\.cuda\(\)"
    r"|(?:设置?了?|指定了?|用了?)\s*(?:device\s*(?:=|为|成)?\s*)?['\"]?cuda"
)
"""The GPU asked for in the code ("device="cuda" is set", "model.to('cuda')")."""


_BACK_ON_GPU_RE = re.compile(
    r"\bnow (?:that )?(?:it'?s|it is|its|they'?re|everything'?s) (?:running )?on (?:the )?"
    r"(?:gpu|cuda|card)"
    r"|\b(?:it'?s|it is) (?:now )?(?:running |finally )?on the gpu now\b"
    r"|现在(?:已经)?(?:跑在|用上了?|走)\s*(?:gpu|显卡|cuda)"
    r"|(?:已经|终于)(?:跑在|用上了?)\s*(?:gpu|显卡|cuda)"
)
"""The job said back on the GPU ("now that it's on the gpu", "现在跑在 gpu 上了"): the fallback
told is fixed, what follows is asked of the GPU."""


def back_on_the_gpu(folded: str) -> bool:
    """Whether ``folded`` says the job now runs on the GPU (a CPU fallback fixed)."""
    return _BACK_ON_GPU_RE.search(folded) is not None


def left_on_the_cpu(folded: str) -> bool:
    """Whether a job asked onto the GPU shows a card almost idle: it runs on the CPU."""
    return _NEAR_IDLE_RE.search(folded) is not None and _GPU_ASKED_RE.search(folded) is not None


__all__ = ["back_on_the_gpu", "left_on_the_cpu"]
