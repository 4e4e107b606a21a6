"""Memory savers as a slow job's answer names them (en, zh)."""

from __future__ import annotations

SAVER_NAMES = {
    "checkpointing": ("gradient checkpointing", "梯度检查点"),
    "block_swap": ("block swap", "块交换（blocks_to_swap）"),
    "cpu_offload": ("CPU offload", "CPU 卸载"),
    "eager": ("eager mode (no CUDA graphs)", "eager 模式（关闭 CUDA Graph）"),
}
"""Memory savers as a slow job's answer names them (en, zh)."""

__all__ = ["SAVER_NAMES"]
