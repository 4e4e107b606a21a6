"""What the answers to symptoms described in words say (``question.symptoms``), both languages.

Same rules as ``table``: both patterns state the same named values with the same formats.
"""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

CPU_ON_APPLE = T(
    "symptoms.cpu_on_apple",
    "**On a Mac the GPU is reached through Metal (PyTorch's MPS backend), not CUDA: a job stays"
    " on the CPU unless it is moved to the `mps` device or run by a Metal-native runtime.**"
    " Check that `torch.backends.mps.is_available()` is True and pass the device explicitly;"
    " where a package does not support MPS fully, a Metal build of the same model (llama.cpp,"
    " whisper.cpp or an MLX port) uses the GPU.",
    "**Mac 上 GPU 要通过 Metal（PyTorch 的 MPS 后端）调用，不走 CUDA：不把任务放到 `mps`"
    " 设备上、或不用原生支持 Metal 的运行时，它就一直在 CPU 上跑。**"
    "先确认 `torch.backends.mps.is_available()` 为 True，并显式指定设备；"
    "某个包对 MPS 支持不全时，换用同一模型的 Metal 版本（llama.cpp、whisper.cpp 或 MLX 移植版）"
    "才会用上 GPU。",
)
