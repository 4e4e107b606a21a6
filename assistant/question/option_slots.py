"""Engines or quantization formats weighed against each other (``options_weighed``); pure.

"AWQ, GPTQ or GGUF Q4_K_M on one 4090", "vLLM vs SGLang on 4x L40S", "fp8 和 awq int4 哪个吞吐高":
two or more formats (else two or more engines) named with a word of choice. The options are read
in the order said; the planner times each on the one setup named.
"""

from __future__ import annotations

import re

from assistant.models import Intent
from assistant.models.weighed import WeighedOption
from assistant.question.budget_hours import budget_hours_intent

_FORMATS: tuple[tuple[re.Pattern[str], WeighedOption], ...] = (
    (
        re.compile(r"(?:gguf[\s-]*)?(?<![a-z0-9])q8_0(?![a-z0-9])"),
        WeighedOption(label="GGUF Q8_0", engine="llama.cpp", precision="q8_0"),
    ),
    (
        re.compile(r"(?:gguf[\s-]*)?(?<![a-z0-9])q4_?k_?m(?![a-z0-9])"),
        WeighedOption(label="GGUF Q4_K_M", engine="llama.cpp", precision="q4_k_m"),
    ),
    (
        re.compile(r"(?:gguf[\s-]*)?(?<![a-z0-9])iq4_?xs(?![a-z0-9])"),
        WeighedOption(label="GGUF IQ4_XS", engine="llama.cpp", precision="q4_0"),
    ),
    (
        re.compile(r"(?<![a-z0-9])gguf(?![a-z0-9])"),
        WeighedOption(label="GGUF", engine="llama.cpp", precision="q4_k_m"),
    ),
    (
        re.compile(r"(?<![a-z0-9])exl2(?:\s*\d(?:\.\d+)?\s*bpw)?(?![a-z0-9])"),
        WeighedOption(label="EXL2", engine="exllamav2", precision="int4"),
    ),
    (
        re.compile(r"(?<![a-z0-9])awq(?:[\s-]*int4|[\s-]*4[\s-]?bit)?(?![a-z0-9])"),
        WeighedOption(label="AWQ", engine="vllm", precision="int4"),
    ),
    (
        re.compile(r"(?<![a-z0-9])gptq(?:[\s-]*int4|[\s-]*4[\s-]?bit)?(?![a-z0-9])"),
        WeighedOption(label="GPTQ", engine="vllm", precision="int4"),
    ),
    (
        re.compile(r"(?<![a-z0-9])fp8(?![a-z0-9])"),
        WeighedOption(label="FP8", engine="vllm", precision="fp8"),
    ),
    (
        re.compile(r"(?<![a-z0-9])(?:int8|w8a8)(?![a-z0-9])"),
        WeighedOption(label="INT8", engine="vllm", precision="int8"),
    ),
)
"""Formats, the longer spelling first; a span read once is blanked for the rest."""
_ENGINES: tuple[tuple[re.Pattern[str], WeighedOption], ...] = (
    (re.compile(r"(?<![a-z])vllm(?![a-z])"), WeighedOption(label="vLLM", engine="vllm")),
    (re.compile(r"(?<![a-z])sglang(?![a-z])"), WeighedOption(label="SGLang", engine="sglang")),
    (
        re.compile(r"tensorrt[\s-]*llm|(?<![a-z])trt[\s-]*llm(?![a-z])"),
        WeighedOption(label="TensorRT-LLM", engine="tensorrt-llm"),
    ),
    (
        re.compile(r"(?<![a-z])(?:tgi|text[\s-]generation[\s-]inference)(?![a-z])"),
        WeighedOption(label="TGI"),
    ),
    (
        re.compile(r"llama\.?cpp|(?<![a-z])ollama(?![a-z])"),
        WeighedOption(label="llama.cpp", engine="llama.cpp"),
    ),
    (
        re.compile(r"exllama\s*v?2"),
        WeighedOption(label="ExLlamaV2", engine="exllamav2"),
    ),
    (re.compile(r"(?<![a-z])mlx(?![a-z])(?!\d_)"), WeighedOption(label="MLX", engine="mlx")),
)
"""Runtimes (TGI has no speed model: named, not timed)."""
_CHOICE_RE = re.compile(
    r"(?<![a-z])(?:vs\.?|versus|or|which|better|compared?|against)(?![a-z])"
    r"|还是|哪个|哪种|哪一个|对比|比较|相比|谁更"
)
"""A word of choice between the options named."""
_WHICH_RE = re.compile(
    r"(?<![a-z])(?:vs\.?|versus|which|better|faster|quicker|compared?)(?![a-z])"
    r"|哪个|哪种|哪一个|对比|比较|相比|谁更|更快|更好|更高"
)
"""Which of them asked outright (not only an "or")."""


def _read(
    text: str, table: tuple[tuple[re.Pattern[str], WeighedOption], ...]
) -> list[tuple[int, WeighedOption]]:
    found: list[tuple[int, WeighedOption]] = []
    for pattern, option in table:
        for m in pattern.finditer(text):
            found.append((m.start(), option))
            text = text[: m.start()] + " " * (m.end() - m.start()) + text[m.end() :]
    return found


def _distinct(found: list[tuple[int, WeighedOption]]) -> list[WeighedOption]:
    seen: dict[str, WeighedOption] = {}
    for _, option in sorted(found, key=lambda f: f[0]):
        seen.setdefault(option.label, option)
    return list(seen.values())


def options_weighed(lower: str, intent: Intent | None = None) -> list[WeighedOption]:
    """The formats (else engines) weighed in ``lower``; empty unless two or more and a choice.

    A fit read with only an "or" ("is fp8 enough on 2x 4090, or am I forced into awq") asks
    whether it fits, the other format its fallback: which one is weighed only when asked.
    """
    if _CHOICE_RE.search(lower) is None:
        return []
    if intent == "fit_check" and _WHICH_RE.search(lower) is None:
        return []
    formats = _distinct(_read(lower, _FORMATS))
    if len(formats) >= 2:
        return formats
    engines = _distinct(_read(lower, _ENGINES))
    return engines if len(engines) >= 2 else []


_BILLING: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("spot", re.compile(r"(?<![a-z])(?:spot|preemptible|interruptible)(?![a-z])|竞价|抢占式")),
    ("reserved", re.compile(r"(?<![a-z])(?:reserved|commit\w*|savings plans?)(?![a-z])|包年|预留")),
    ("on_demand", re.compile(r"on[\s-]demand|按需|按量")),
)
"""Ways of paying for rented cards, weighed against each other."""
_EACH_RE = re.compile(r"(?<![a-z])each(?![a-z])|分别|各自")
"""When each of them suits, asked ("when does each make sense", "分别什么时候合适")."""


def billing_weighed(lower: str, slots: dict[str, object]) -> bool:
    """Two or more ways of paying weighed with no card or provider named: when each pays.

    "spot vs reserved vs on-demand, when does each make sense" asks how the plans differ; with a
    card or a provider named the prices themselves are asked.
    """
    named = sum(p.search(lower) is not None for _, p in _BILLING)
    subject = bool(slots.get("gpus")) or bool(slots.get("provider"))
    chosen = _CHOICE_RE.search(lower) is not None or _EACH_RE.search(lower) is not None
    return named >= 2 and chosen and not subject


def billing_intent(intent: Intent, lower: str, slots: dict[str, object]) -> Intent:
    """A price question weighing ways of paying with nothing priced is explained (sets the why).

    A rented sum set against hours is a price first ("$500, how many H100 hours is that").
    """
    intent = budget_hours_intent(intent, lower, slots)
    if intent != "cost" or not billing_weighed(lower, slots):
        return intent
    slots["explain_asked"] = True  # "spot vs reserved vs on-demand, when does each make sense"
    return "concept"


__all__ = ["billing_intent", "billing_weighed", "options_weighed"]
