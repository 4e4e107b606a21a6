"""Sentences for one card of a multi-card job left idle (``question.idle_card``)."""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

IDLE_CARD_TENSOR = T(
    "idle_card.tensor",
    "**No, tensor parallelism is not running across the cards: with it each card holds its"
    " share of the weights and its own KV cache, so every card shows most of its memory in use"
    " (vLLM reserves `gpu_memory_utilization`, 0.9 by default, on each) and a similar"
    " utilisation; a card at a few hundred MiB and 0% was never given any of the model.**"
    " Check the launch: `--tensor-parallel-size {cards}` on the server itself (the start-up log"
    " prints the tensor-parallel size), `CUDA_VISIBLE_DEVICES` listing every card (`0,1`, or"
    " unset), and one server process rather than one per card.",
    "**没有，张量并行没有跨卡运行：张量并行时每张卡都放一份权重分片和自己的 KV 缓存，"
    "所以每张卡的显存都会占掉大部分（vLLM 在每张卡上预留 `gpu_memory_utilization`，默认 0.9），"
    "利用率也相近；只占几百 MiB、利用率 0% 的卡根本没分到模型。**"
    "检查启动方式：服务本身要带 `--tensor-parallel-size {cards}`（启动日志会打印张量并行数），"
    "`CUDA_VISIBLE_DEVICES` 要包含每张卡（`0,1`，或不设置），"
    "并且只起一个服务进程，而不是每张卡各起一个。",
)
"""The tensor-parallel engines (vLLM, SGLang, TensorRT-LLM): every card holds a shard."""
IDLE_CARD_LAYERS = T(
    "idle_card.layers",
    "**Not necessarily a fault: {engine} splits a model by layers, so the cards take turns and"
    " one idles while the other computes, and a model that fits on one card is kept on that"
    " card alone.** Memory in use on every card says the layers were spread; a card with only"
    " a few hundred MiB got none: set the split yourself (llama.cpp `--tensor-split 1,1` with"
    " `-ngl 999`, Ollama `OLLAMA_SCHED_SPREAD=1`) and check `CUDA_VISIBLE_DEVICES` lists every"
    " card.",
    "**不一定是故障：{engine} 按层拆分模型，几张卡轮流计算，一张在算时另一张就空着；"
    "而一张卡放得下的模型只会放在那一张上。**每张卡都有显存占用说明层已经分开了；"
    "只占几百 MiB 的卡一层也没分到：自己指定拆分（llama.cpp 用 `--tensor-split 1,1` 加"
    " `-ngl 999`，Ollama 设 `OLLAMA_SCHED_SPREAD=1`），并确认 `CUDA_VISIBLE_DEVICES` 包含每张卡。",
)
"""The layer-split engines (llama.cpp, Ollama, exllamav2, a ``device_map``)."""
IDLE_CARD_GENERAL = T(
    "idle_card.general",
    "**Only one card is doing the work, so the job was never spread over the others:** a"
    " multi-card job shows memory in use and utilisation on every card. Check that the launch"
    " asks for all of them (vLLM `--tensor-parallel-size {cards}`, `torchrun --nproc_per_node"
    " {cards}` for DDP, DeepSpeed's `--num_gpus {cards}`), that `CUDA_VISIBLE_DEVICES` lists"
    ' every card, and, for a layer split (llama.cpp, Ollama, `device_map="auto"`), that the'
    " model was large enough to be split at all.",
    "**只有一张卡在干活，任务根本没分到其他卡上：**多卡任务时每张卡都会有显存占用和利用率。"
    "检查启动时是否要求了所有卡（vLLM 的 `--tensor-parallel-size {cards}`、DDP 的"
    " `torchrun --nproc_per_node {cards}`、DeepSpeed 的 `--num_gpus {cards}`），"
    '`CUDA_VISIBLE_DEVICES` 是否包含每张卡；按层拆分（llama.cpp、Ollama、`device_map="auto"`）'
    "时，还要看模型是否大到需要拆分。",
)

__all__ = ["IDLE_CARD_GENERAL", "IDLE_CARD_LAYERS", "IDLE_CARD_TENSOR"]
