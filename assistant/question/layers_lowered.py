"""GPU layers set below the model's, then a speed seen: part of the model runs from RAM.

"set -ngl 40 and it works but now it's 6 t/s", "num_gpu 调到 40 能跑了，但只有 4 t/s",
"dropped gpu layers to 25, getting 3 tok/s": the layers left off the GPU run on the CPU from
system RAM, which is where the speed goes; a partial offload seen, not a slow card. A count of
99 or more is llama.cpp's "all of them", so it is no partial offload.
"""

from __future__ import annotations

LAYERS_LOWERED_SLOW = (
    r"(?:-ngl|--n-gpu-layers|n_gpu_layers|num_gpu|gpu[\s_-]?layers)\s*"
    r"(?:=|to|at|调到|设为|设成|设到|改成|改到|降到|调成)?\s*(?!99)\d{1,2}(?!\d)"
    r".{0,80}?\d+(?:\.\d+)?\s*(?:t/s|tok(?:en)?s?/s|tps)"
)
"""A layer count set on the GPU, then the tokens/s seen after it (a partial offload)."""

__all__ = ["LAYERS_LOWERED_SLOW"]
