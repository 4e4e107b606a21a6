"""What a GPU stack cannot run, in English and Chinese (MLX off a Mac, CUDA servers on one).

Same rules as ``table`` and ``failures``: the same named values in both languages.
"""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

APPLE_ONLY = T(
    "error.apple_only",
    "{engine} runs on Apple silicon only, not {gpu}",
    "{engine} 只能在 Apple 芯片上运行，不支持 {gpu}",
)
NOT_ON_METAL = T(
    "error.not_on_metal",
    "{engine} needs CUDA or ROCm and does not run on {gpu}; on a Mac use llama.cpp/Ollama or MLX",
    "{engine} 需要 CUDA 或 ROCm，不能在 {gpu} 上运行；Mac 上请用 llama.cpp/Ollama 或 MLX",
)
UNKNOWN_INSTANCE = T(
    "error.unknown_instance",
    "unknown instance type {name!r}{hint}",
    "没有这个实例规格：{name!r}{hint}",
)
