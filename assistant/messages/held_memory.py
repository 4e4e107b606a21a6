"""What an answer says of the memory an inference engine holds from the start.

Same rules as ``table``: both patterns state the same named values with the same formats.
"""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

RESERVE_SHARE = T(
    "held_memory.reserve_share",
    "**Not a leak: {engine} reserves a fixed share of the card when it starts (vLLM's"
    " `gpu_memory_utilization`, 0.9 by default), fills what the weights leave with KV-cache"
    " blocks, and holds it for as long as it runs, whatever the model's size.** Lower that share"
    " (for example 0.3) if the card has other work to do.",
    "**不是泄漏：{engine} 启动时就按固定比例占下显卡显存（vLLM 的 `gpu_memory_utilization`，"
    "默认 0.9），权重之外的部分全部划成 KV 缓存块，运行期间一直占着，与模型大小无关。**"
    "这张卡还要跑别的任务时，把这个比例调低（例如 0.3）。",
)
RESERVE_SHARE_ON_CARD = T(
    "held_memory.reserve_share_on_card",
    "**Not a leak: {engine} reserves a fixed share of the card when it starts (vLLM's"
    " `gpu_memory_utilization`, 0.9 by default: about {held:,.1f} GB of the {gpu}'s {memory:,.0f}"
    " GB), fills what the weights leave with KV-cache blocks, and holds it for as long as it"
    " runs, whatever the model's size.** Lower that share (for example 0.3) if the card has"
    " other work to do.",
    "**不是泄漏：{engine} 启动时就按固定比例占下显卡显存（vLLM 的 `gpu_memory_utilization`，"
    "默认 0.9：{gpu} 的 {memory:,.0f} GB 里约 {held:,.1f} GB），权重之外的部分全部划成 KV 缓存块，"
    "运行期间一直占着，与模型大小无关。**这张卡还要跑别的任务时，把这个比例调低（例如 0.3）。",
)
RESERVE_CONTEXT = T(
    "held_memory.reserve_context",
    "**Not a leak: {engine} allocates the KV cache for the whole context window (`-c`, Ollama's"
    " `num_ctx`) when it loads the model, so the memory is taken before any long prompt"
    " arrives.** A smaller context, or a q8_0 cache, takes less.",
    "**不是泄漏：{engine} 加载模型时就按整个上下文窗口（`-c`，Ollama 的 `num_ctx`）分配好 KV 缓存，"
    "所以长提示还没来显存就已经被占上了。**把上下文调小，或把缓存换成 q8_0，就占得少。",
)
RESERVE_UNNAMED = T(
    "held_memory.reserve_unnamed",
    "**Normal, not a leak: the runtime holds more than the weights.** vLLM and SGLang reserve"
    " 90% of the card at start-up and fill what the weights leave with KV-cache blocks;"
    " llama.cpp and Ollama allocate the KV cache of the whole context window (`-c`, `num_ctx`)"
    " when the model loads; PyTorch keeps freed blocks in its caching allocator, which"
    " nvidia-smi counts as used (`torch.cuda.memory_allocated()` does not). Say which runtime"
    " you use and I will give its figure.",
    "**正常，不是泄漏：运行时占的显存本来就比权重多。**vLLM 和 SGLang 启动时先占下显卡 90% 的"
    "显存，权重之外的部分全部划成 KV 缓存块；llama.cpp 和 Ollama 加载模型时就按整个上下文窗口"
    "（`-c`、`num_ctx`）分配好 KV 缓存；PyTorch 的缓存分配器会留着已释放的显存块，nvidia-smi "
    "把它们算作已用（`torch.cuda.memory_allocated()` 不算）。告诉我你用的是哪个运行时，我给出"
    "它的具体数字。",
)
