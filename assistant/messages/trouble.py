"""What the troubleshooting and memory-reading answers say, in English and Chinese.

Same rules as ``table``: both patterns state the same named values with the same formats. Each
first line names the likely cause for the card in question when the catalog can say it.
"""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

# --------------------------------------------------------------------------- the setup

SETUP = T(
    "trouble.setup",
    "On {count} × {gpu} ({memory:g} GB each): ",
    "{count} × {gpu}（每卡 {memory:g} GB）：",
)
SETUP_JOB = T(
    "trouble.setup_job",
    "On {count} × {gpu} ({memory:g} GB each), {job}: ",
    "{count} × {gpu}（每卡 {memory:g} GB），{job}：",
)

# --------------------------------------------------------------------------- no kernel image

ARCH_NEW_CARD = T(
    "trouble.arch_new_card",
    "**The {gpu} is {arch}, compute capability {cc} ({sm}): it needs a PyTorch build with CUDA"
    " {cuda} or newer (PyTorch {torch} or later); an older build has no kernels for {sm}, hence"
    " the error.**",
    "**{gpu} 是 {arch} 架构，算力（compute capability）{cc}（{sm}）：需要 CUDA {cuda} 或更新版本"
    "编译的 PyTorch（PyTorch {torch} 及以后）；更旧的版本里没有 {sm} 的内核，所以报这个错。**",
)
ARCH_OLD_CARD = T(
    "trouble.arch_old_card",
    "**The {gpu} is {arch}, compute capability {cc} ({sm}): CUDA 13 builds no longer carry"
    " kernels for it, so install a PyTorch build on CUDA 12.x (the cu126 wheels) or older.**",
    "**{gpu} 是 {arch} 架构，算力 {cc}（{sm}）：CUDA 13 的构建已不再包含它的内核，"
    "请安装基于 CUDA 12.x 的 PyTorch（cu126 版本的 wheel）或更早的版本。**",
)
ARCH_CARD = T(
    "trouble.arch_card",
    "**The {gpu} is {arch}, compute capability {cc} ({sm}), supported from CUDA {cuda}: the"
    " installed PyTorch or a compiled extension was built without {sm}; reinstall a build"
    " that lists it.**",
    "**{gpu} 是 {arch} 架构，算力 {cc}（{sm}），CUDA {cuda} 起支持：当前的 PyTorch 或某个编译扩展"
    "构建时没有包含 {sm}；请重装包含它的版本。**",
)
ARCH_GENERAL = T(
    "trouble.arch_general",
    '**"No kernel image" means the installed PyTorch (or a compiled extension) has no code for'
    " your GPU's compute capability: too old a build for a new card, or too new for an old"
    " one.** Compare the two:",
    "**“no kernel image” 说明当前的 PyTorch（或某个编译扩展）没有为这张卡的算力编译代码："
    "新卡配了太旧的版本，或老卡配了太新的版本。**对比两者：",
)

# --------------------------------------------------------------------------- CUDA not available

CUDA_UNAVAILABLE = T(
    "trouble.cuda_unavailable",
    "**When nvidia-smi sees the GPU but torch.cuda.is_available() is False, the PyTorch install"
    " is the problem, not the card: a CPU-only build, or a build for a newer CUDA than the"
    " driver supports.**",
    "**nvidia-smi 能看到显卡而 torch.cuda.is_available() 返回 False，问题在 PyTorch 的安装，"
    "不在显卡：装成了只支持 CPU 的版本，或者 PyTorch 所带的 CUDA 比驱动支持的版本更新。**",
)
CUDA_UNAVAILABLE_CARD = T(
    "trouble.cuda_unavailable_card",
    "For the {gpu} ({sm}) the build must also be CUDA {cuda} or newer.",
    "对 {gpu}（{sm}）而言，还必须是 CUDA {cuda} 或更新版本的构建。",
)

# --------------------------------------------------------------------------- NaN loss

NAN_NO_BF16 = T(
    "trouble.nan_no_bf16",
    "**The {gpu} has no bf16, so fp16 is the only half precision, and its narrow range"
    " overflows to inf and then NaN: use dynamic loss scaling (torch.amp's GradScaler), keep"
    " softmax, normalisation and the loss in fp32, or stay in fp32.**",
    "**{gpu} 不支持 bf16，半精度只能用 fp16，而 fp16 的数值范围窄，容易溢出成 inf 再变成 NaN："
    "请用动态损失缩放（torch.amp 的 GradScaler），把 softmax、归一化和损失保持在 fp32，"
    "或者继续用 fp32。**",
)
NAN_BF16 = T(
    "trouble.nan_bf16",
    "**The {gpu} supports bf16: train in bf16 instead of fp16; it has fp32's range, so it does"
    " not overflow and needs no loss scaling.**",
    "**{gpu} 支持 bf16：用 bf16 代替 fp16 训练；bf16 的数值范围与 fp32 相同，不会溢出，"
    "也不需要损失缩放。**",
)
NAN_BF16_RUN = T(
    "trouble.nan_bf16_run",
    "**The {gpu} supports bf16: run it in bf16 instead of fp16; noise or black frames out are"
    " fp16 overflowing to NaN, and bf16 has fp32's range.**",
    "**{gpu} 支持 bf16：改用 bf16 推理，别用 fp16；出噪点或黑图通常是 fp16 溢出成 NaN，"
    "bf16 的数值范围与 fp32 相同。**",
)
NAN_NO_BF16_RUN = T(
    "trouble.nan_no_bf16_run",
    "**The {gpu} has no bf16, so fp16 is its only half precision, and its narrow range overflows"
    " to NaN, which comes out as black or noise frames: run the VAE or the whole model in fp32.**",
    "**{gpu} 不支持 bf16，半精度只有 fp16，数值范围窄，容易溢出成 NaN，解码出来就是黑图或噪点："
    "让 VAE 或整个模型用 fp32 跑。**",
)
NAN_GENERAL = T(
    "trouble.nan_general",
    "**A loss that turns NaN in fp16 but not in fp32 is overflow: fp16's range is narrow. Use"
    " bf16 if the card has it; otherwise dynamic loss scaling, with softmax, normalisation and"
    " the loss kept in fp32.**",
    "**fp32 正常、fp16 出现 NaN，通常是溢出：fp16 的数值范围窄。显卡支持 bf16 就改用 bf16；"
    "否则用动态损失缩放，并把 softmax、归一化和损失保持在 fp32。**",
)

# --------------------------------------------------------------------------- GPU faults

FAULT = T(
    "trouble.fault",
    '**Xid errors such as "fallen off the bus" are faults below your code: the driver lost'
    " the GPU. When a card drops every few days, suspect power, heat, the PCIe slot or riser,"
    " then the card itself; collect the logs and run the vendor's diagnostics before a"
    " swap.**",
    "**Xid 报错（例如 “fallen off the bus”）发生在代码之下：驱动已经失去了这张卡。"
    "隔几天掉一张卡，依次排查供电、散热、PCIe 插槽或转接线，最后才是显卡本身；"
    "换卡前先收集日志并跑厂商的诊断。**",
)

# --------------------------------------------------------------------------- slower than expected

SLOW_CARD = T(
    "trouble.slow_card",
    "**Your {gpu} running far below others' speed is usually the setup, not the card: check"
    " the clocks and power limit ({tdp:,.0f} W board power), the PCIe link ({pcie}), the"
    " precision ({half} tensor cores at {bf16:,.1f} TFLOPS against {fp32:,.1f} TFLOPS in fp32)"
    " and the data pipeline.**",
    "**{gpu} 比别人慢很多，通常是配置问题而不是显卡坏了：检查频率和功耗墙（板卡功耗"
    " {tdp:,.0f} W）、PCIe 链路（{pcie}）、精度（{half} 张量核心 {bf16:,.1f} TFLOPS，"
    "fp32 只有 {fp32:,.1f} TFLOPS）和数据管道。**",
)
SLOW_EXPECTED = T(
    "trouble.slow_expected",
    "**{model} ({precision}) on {gpu} with {engine} should generate about {tps:,.1f} tokens/s"
    " per sequence{seen}.**",
    "**{gpu} 上用 {engine} 跑 {model}（{precision}）单路生成应有约 {tps:,.1f} tokens/s{seen}。**",
)
SLOW_EXPECTED_PREFILL = T(
    "trouble.slow_expected_prefill",
    "**{model} ({precision}) on {gpu} with {engine} should read a prompt at about {tps:,.0f}"
    " tokens/s (prefill){seen}.**",
    "**{gpu} 上用 {engine} 跑 {model}（{precision}）处理提示词（prefill）应有约 {tps:,.0f}"
    " tokens/s{seen}。**",
)
SLOW_SEEN = T(
    "trouble.slow_seen",
    "; the {seen:g} tokens/s you see is far below that, so look at the setup, not the card",
    "；你看到的 {seen:g} tokens/s 远低于此，问题出在配置上，不是显卡",
)
SLOW_SEEN_IN_LINE = T(
    "trouble.slow_seen_in_line",
    "; the {seen:g} tokens/s you see is in line with that",
    "；你看到的 {seen:g} tokens/s 与此相符",
)
SLOW_GENERAL = T(
    "trouble.slow_general",
    "**A job slower on the GPU than expected (or than on the CPU) is usually not running on the"
    " GPU at all, or too small to keep it busy: check the device, the precision and the"
    " warm-up before blaming the card.**",
    "**GPU 上跑得比预期慢（甚至比 CPU 慢），通常是任务根本没在 GPU 上跑，或者规模太小喂不饱 GPU："
    "先检查设备、精度和预热，再怀疑显卡。**",
)

# --------------------------------------------------------------------------- memory readings

READING_YES = T(
    "trouble.reading_yes",
    "**Yes, that is right: {stated:,g} {unit} is {gib:,.2f} GiB ({gb:,.1f} GB), and a genuine"
    " {card} reports {low:,.1f}–{high:,.1f} GiB {what}.**",
    "**是的，正常：{stated:,g} {unit} 即 {gib:,.2f} GiB（{gb:,.1f} GB），真正的 {card}"
    "{what}在 {low:,.1f}–{high:,.1f} GiB 之间。**",
)
READING_NO = T(
    "trouble.reading_no",
    "**No: {stated:,g} {unit} is {gib:,.2f} GiB ({gb:,.1f} GB), but a genuine {card} reports"
    " {low:,.1f}–{high:,.1f} GiB {what}: this is less than sold, or part of the card is held"
    " back (a MIG slice, a vGPU profile, another process).**",
    "**不对：{stated:,g} {unit} 即 {gib:,.2f} GiB（{gb:,.1f} GB），而真正的 {card}"
    "{what}在 {low:,.1f}–{high:,.1f} GiB 之间：比承诺的少，或者卡被分走了一部分"
    "（MIG 切片、vGPU 配置或别的进程）。**",
)
READING_ABOVE = T(
    "trouble.reading_above",
    "**No: {stated:,g} {unit} is {gib:,.2f} GiB ({gb:,.1f} GB), more than the"
    " {low:,.1f}–{high:,.1f} GiB a genuine {card} reports {what}: no card shows more memory than"
    " it has, so the figure is misread or in another unit (a MiB count read as GiB), not a"
    " bigger card.**",
    "**不对：{stated:,g} {unit} 即 {gib:,.2f} GiB（{gb:,.1f} GB），比真正的 {card}{what}的"
    " {low:,.1f}–{high:,.1f} GiB 还多：卡不会显示比自己更多的显存，是读错了或单位不对"
    "（把 MiB 数当成了 GiB），不是更大的卡。**",
)
WHAT_TOTAL = T("trouble.what_total", "in total", "总显存")
WHAT_USABLE = T(
    "trouble.what_usable",
    "usable once the driver and the CUDA context take about {reserve:,.1f} GiB",
    "扣掉驱动和 CUDA 上下文约 {reserve:,.1f} GiB 后的可用显存",
)
CARD_OF_SIZE = T("trouble.card_of_size", "{gb:g} GB card", "{gb:g} GB 显卡")
READING_WHY = T(
    "trouble.reading_why",
    "Cards are sold in binary gigabytes: {nominal:g} GB means {nominal:g} GiB, which is"
    " {mib:,.0f} MiB in nvidia-smi; ECC on GDDR cards and the driver take a little of it.",
    "显卡按二进制 GB 标称：{nominal:g} GB 即 {nominal:g} GiB，在 nvidia-smi 里是 {mib:,.0f} MiB；"
    "GDDR 显卡开启 ECC 和驱动本身会占掉一小部分。",
)

# --------------------------------------------------------------------------- utilisation stated

UTIL_STATED = T(
    "trouble.util_stated",
    "**At {pct:g}% GPU utilisation{job}, the GPU is idle about {idle:g}% of the time.** ",
    "**GPU 利用率 {pct:g}%{job}，意味着约 {idle:g}% 的时间 GPU 在空等。**",
)
UTIL_HIGH = T(
    "trouble.util_high",
    "**Not by itself: GPU-Util at {pct:g}% only says a kernel was running {pct:g}% of the time,"
    " not how much of the GPU's compute it used; model FLOPs utilisation (MFU: achieved FLOPs"
    " over the card's peak) measures that.** Small kernels, memory-bound steps and waiting"
    " inside a kernel all read as busy. Profile the step:",
    "**不能单凭这个判断：GPU 利用率 {pct:g}% 只说明 {pct:g}% 的时间里有内核在运行，"
    "不说明用了多少算力；衡量这一点的是 MFU（实际 FLOPs 占显卡峰值的比例）。**"
    "小内核、受显存带宽限制的步骤、内核里的等待都会显示为忙。先对训练步做性能剖析：",
)
UTIL_JOB = T("trouble.util_job", " on {name}", "（跑 {name}）")
CPU_SATURATED = T(
    "trouble.cpu_saturated",
    "**With the CPU at 100%, the input pipeline is the bottleneck:** decoding and augmenting"
    " on the CPU cannot feed the GPU. Raise the DataLoader's `num_workers` towards the number"
    " of CPU cores, set `pin_memory=True` and `persistent_workers=True`, move augmentation to"
    " the GPU (NVIDIA DALI) or pre-process the data once; a faster GPU would only wait longer.",
    "**CPU 已经跑满 100%，瓶颈在数据输入：** CPU 上的解码和数据增强喂不饱 GPU。把 DataLoader 的"
    " `num_workers` 提高到接近 CPU 核数，设 `pin_memory=True` 和 `persistent_workers=True`，"
    "把数据增强挪到 GPU 上（NVIDIA DALI），或提前把数据预处理好；换更快的 GPU 只会等得更久。",
)

# --------------------------------------------------------------------------- KV cache too small

KV_ROOM_READ = T(
    "trouble.kv_room_read",
    "**About {room:,.1f} GB of KV cache:** vLLM's {multiple:g}x at {context:,} tokens per request"
    " means the cache holds {multiple:g} sequences of {context:,} tokens, {each:,.2f} GB each"
    " for {model} ({precision}).",
    "**KV 缓存约 {room:,.1f} GB：**vLLM 显示每请求 {context:,} tokens 时最大并发 {multiple:g}x，"
    "即缓存能装 {multiple:g} 条 {context:,} tokens 的序列，"
    "{model}（{precision}）每条 {each:,.2f} GB。",
)
KV_SHORT = T(
    "trouble.kv_short",
    "**vLLM must hold the weights plus the KV cache of one full {context:,}-token sequence in"
    " the memory it may use on {count} × {gpu}: {usable:,.1f} GB usable per GPU, of which vLLM"
    " takes 90% by default (`--gpu-memory-utilization 0.9`).** Lower `--max-model-len`, store"
    " the cache in fp8 (`--kv-cache-dtype fp8`), run a smaller or quantised model, or split it"
    " over more GPUs (`--tensor-parallel-size`). Name the model and I will size its cache; at"
    " {context:,} tokens these fit:",
    "**vLLM 要把权重和一条完整 {context:,} tokens 序列的 KV 缓存都放进 {count} × {gpu}"
    " 上它能用的显存：每卡可用 {usable:,.1f} GB，vLLM 默认只用其中 90%"
    "（`--gpu-memory-utilization 0.9`）。**办法：调小 `--max-model-len`，KV 缓存改用 fp8"
    "（`--kv-cache-dtype fp8`），换更小或量化的模型，或多卡切分（`--tensor-parallel-size`）。"
    "告诉我模型，我可以算出它的 KV 缓存；在 {context:,} tokens 下能放下的模型：",
)

# --------------------------------------------------------------------------- partial offload

OFFLOAD_SPILLS = T(
    "trouble.offload_spills",
    "**That is expected: {model} at {precision} needs about {need:,.1f} GB on {count} × {gpu}"
    " against {usable:,.1f} GB usable, so {engine} keeps as many layers as fit on the GPU and"
    " runs the rest on the CPU from system RAM, which is where the speed goes.** For all of it"
    " on the GPU: a smaller quantisation, a smaller model, or a card with at least {need:,.1f} GB"
    " usable.",
    "**这是正常的：{model}（{precision}）在 {count} × {gpu} 上约需 {need:,.1f} GB，"
    "可用只有 {usable:,.1f} GB，所以 {engine} 只把放得下的层放在 GPU 上，其余层放在系统内存里"
    "由 CPU 计算，速度主要就慢在这里。**想全部放进 GPU：换更小的量化、更小的模型，"
    "或可用显存至少 {need:,.1f} GB 的卡。",
)
OFFLOAD_FITS = T(
    "trouble.offload_fits",
    "**It should not be: {model} at {precision} needs about {need:,.1f} GB on {count} × {gpu}"
    " against {usable:,.1f} GB usable, so every layer fits on the GPU.** If part of it still"
    " runs on the CPU, the layer setting holds it back: offload all layers (`-ngl 99` in"
    " llama.cpp, `num_gpu` in Ollama), check that the build uses CUDA, and close other programs"
    " holding GPU memory.",
    "**不应该这样：{model}（{precision}）在 {count} × {gpu} 上约需 {need:,.1f} GB，"
    "可用 {usable:,.1f} GB，所有层都放得进 GPU。**如果仍有一部分在 CPU 上跑，是层数设置拦住了："
    "把所有层放到 GPU（llama.cpp 用 `-ngl 99`，Ollama 用 `num_gpu`），确认用的是 CUDA 版本，"
    "并关掉其他占用显存的程序。",
)
OFFLOAD_GENERAL = T(
    "trouble.offload_general",
    "**When a model does not fit the GPU's memory, Ollama and llama.cpp put as many layers as"
    " fit on the GPU (`num_gpu`, `-ngl`) and run the rest on the CPU from system RAM, which is"
    " much slower.** Tell me the model, its quantisation and the card and I will size it.",
    "**模型放不进显存时，Ollama 和 llama.cpp 会把放得下的层放到 GPU（`num_gpu`、`-ngl`），"
    "其余层放在系统内存里由 CPU 计算，速度会慢很多。**告诉我模型、量化方式和显卡，我来算。",
)
OFFLOAD_SPLIT = T(
    "trouble.offload_split",
    "`ollama ps` shows the split in its PROCESSOR column (for example 40%/60% CPU/GPU), and"
    " llama.cpp prints how many layers it offloaded to the GPU when it loads the model.",
    "`ollama ps` 的 PROCESSOR 一列会显示 CPU/GPU 的分配比例（例如 40%/60% CPU/GPU），"
    "llama.cpp 加载模型时也会打印放到 GPU 上的层数。",
)
OFFLOAD_SPEED = T(
    "trouble.offload_speed",
    "With {on_gpu} of {layers} layers on the GPU, {ram:,.1f} GB of weights stay in system RAM"
    " and are read for every token at about {ram_read:,.0f} GB/s (of {ram_gb_s:,.1f} GB/s"
    " theoretical), so about {tps:,.1f} tokens/s is what to expect ({gpu_only:,.1f} with every"
    " layer on the GPU).",
    "GPU 上放 {on_gpu}/{layers} 层时，有 {ram:,.1f} GB 权重留在系统内存里，每生成一个 token"
    " 都要以约 {ram_read:,.0f} GB/s（理论 {ram_gb_s:,.1f} GB/s）读一遍，所以预计约"
    " {tps:,.1f} tokens/s（全部层在 GPU 上时 {gpu_only:,.1f}）。",
)
OFFLOAD_SEEN_EXPECTED = T(
    "trouble.offload_seen_expected",
    "The {seen:,.1f} tokens/s you see is in line with that: system RAM bandwidth is the limit.",
    "你看到的 {seen:,.1f} tokens/s 与此相符：瓶颈是系统内存带宽。",
)
OFFLOAD_SEEN_LOW = T(
    "trouble.offload_seen_low",
    "The {seen:,.1f} tokens/s you see is below that: check that the threads match the physical"
    " cores (`-t`), that the RAM runs in dual channel at its rated speed, and that nothing else"
    " holds GPU memory.",
    "你看到的 {seen:,.1f} tokens/s 低于这个估计：检查线程数是否等于物理核心数（`-t`）、"
    "内存是否双通道并跑在额定频率，以及是否有别的程序占着显存。",
)

# --------------------------------------------------------------------------- NCCL on GeForce cards

NCCL_CONSUMER = T(
    "trouble.nccl_consumer",
    "**On several GeForce cards NCCL fails at start-up mostly over peer-to-peer copies and"
    " shared memory (`unhandled system error` is a system call NCCL made that failed):** set"
    " `NCCL_P2P_DISABLE=1` (GeForce cards do not do peer-to-peer over PCIe), turn off IOMMU or"
    " PCIe ACS in the BIOS (or boot with `iommu=pt`), and in Docker give NCCL shared memory"
    " (`--ipc=host` or `--shm-size`); `NCCL_DEBUG=INFO` names the call that failed.",
    "**多张 GeForce 卡上 NCCL 启动失败，多半是卡间点对点（P2P）拷贝和共享内存的问题"
    "（`unhandled system error` 指 NCCL 调用的某个系统调用失败了）：**设置"
    " `NCCL_P2P_DISABLE=1`（GeForce 卡不支持 PCIe 点对点），在 BIOS 里关闭 IOMMU 或 PCIe ACS"
    "（或启动参数加 `iommu=pt`），在 Docker 里给 NCCL 共享内存（`--ipc=host` 或 `--shm-size`）；"
    "`NCCL_DEBUG=INFO` 会打印出失败的调用。",
)
NCCL_MODEL_FITS = T(
    "trouble.nccl_model_fits",
    "{model} at {precision} needs about {need:,.1f} GB per GPU at tensor parallel {count} on"
    " {gpu}, within the {usable:,.1f} GB usable, so it fits once NCCL starts.",
    "{model}（{precision}）在 {gpu} 上 {count} 卡张量并行时每卡约需 {need:,.1f} GB，"
    "在可用的 {usable:,.1f} GB 以内，NCCL 正常后装得下。",
)
NCCL_MODEL_NO_FIT = T(
    "trouble.nccl_model_no_fit",
    "Even once NCCL works, {model} at {precision} needs about {need:,.1f} GB per GPU at tensor"
    " parallel {count} on {gpu}, more than the {usable:,.1f} GB usable, so it will not load.",
    "即使 NCCL 正常，{model}（{precision}）在 {gpu} 上 {count} 卡张量并行时每卡也要约"
    " {need:,.1f} GB，超过可用的 {usable:,.1f} GB，加载不了。",
)
NCCL_MODEL_ALT = T(
    "trouble.nccl_model_alt",
    " At {precision} it needs about {need:,.1f} GB per GPU and fits.",
    "改用 {precision} 每卡约 {need:,.1f} GB，装得下。",
)

# --------------------------------------------------------------------------- KV cache, model named

KV_SHORT_MODEL = T(
    "trouble.kv_short_model",
    "**At a max model length of {context:,} tokens one sequence's KV cache is {need:,.1f} GB,"
    " but at `{share}` {util:g} {engine} may use {usable:,.1f} GB of {count} ×"
    " {gpu} ({memory:g} GB each) and {model} at {precision} takes {weights:,.1f} GB, leaving"
    " {budget:,.1f} GB: room for about {tokens:,} tokens.** Set `{length} {suggest}`"
    " or lower, or store the cache in fp8 (`{kv_fp8}`: about {fp8_tokens:,}"
    " tokens); raising `{share}` to 1.0 adds only {more:,.1f} GB.",
    "**最大长度 {context:,} tokens 时，一条序列的 KV 缓存要 {need:,.1f} GB；而"
    " `{share}` 为 {util:g} 时 {engine} 在 {count} × {gpu}（每卡 {memory:g} GB）上"
    "能用 {usable:,.1f} GB，{model}（{precision}）权重占 {weights:,.1f} GB，"
    "只剩 {budget:,.1f} GB，约能放"
    " {tokens:,} tokens。**把 `{length}` 设为 {suggest} 或更小，或把 KV 缓存改成 fp8"
    "（`{kv_fp8}`：约 {fp8_tokens:,} tokens）；把 `{share}`"
    " 提到 1.0 也只多 {more:,.1f} GB。",
)
KV_SHORT_PROFILED = T(
    "trouble.kv_short_profiled",
    "**Not as your server ran it, though by today's vLLM defaults one sequence of {context:,}"
    " tokens ({need:,.1f} GB of KV cache) would fit: at `{share}` {util:g} it may use"
    " {usable:,.1f} GB of {count} × {gpu}, {model} at {precision} takes {weights:,.1f} GB and"
    " {budget:,.1f} GB are left.** Yours held back more while profiling: older vLLM (the V0"
    " engine) and runs with chunked prefill off profile the whole max model length in one"
    " pass. Set `{length} {suggest}` or lower, turn chunked prefill on"
    " (`--enable-chunked-prefill`) or upgrade vLLM; an fp8 cache (`{kv_fp8}`) halves it.",
    "**按你的配置放不下，但按现在 vLLM 的默认设置，{context:,} tokens 的一条序列"
    "（KV 缓存 {need:,.1f} GB）本该放得下：`{share}` 为 {util:g} 时可用 {count} × {gpu}"
    " 上的 {usable:,.1f} GB，{model}（{precision}）权重占 {weights:,.1f} GB，还剩"
    " {budget:,.1f} GB。**你的服务在预估显存时占得更多：旧版 vLLM（V0 引擎）或关闭分块预填充时，"
    "会按整个最大长度一次性预估。把 `{length}` 设为 {suggest} 或更小、打开分块预填充"
    "（`--enable-chunked-prefill`），或升级 vLLM；KV 缓存改成 fp8（`{kv_fp8}`）可减半。",
)
KV_SHORT_DEFAULT_LEN = T(
    "trouble.kv_short_default_len",
    "no max model length stated: vLLM's default is the model's own maximum context,"
    " {tokens:,} tokens",
    "未说明最大长度：vLLM 默认取模型自身的最大上下文，{tokens:,} tokens",
)

# --------------------------------------------------------------------------- image/speech OOM

WORKLOAD_OOM_SHORT = T(
    "trouble.workload_oom_short",
    "**Not enough memory, by these numbers: {what} needs about {need:,.1f} GB on the {gpu},"
    " against {usable:,.1f} GB usable; the largest parts are {top}.**",
    "**装不下，按估算确实会爆显存：{what} 在 {gpu} 上约需 {need:,.1f} GB，可用只有"
    " {usable:,.1f} GB；大头是{top}。**",
)
WORKLOAD_OOM_FITS = T(
    "trouble.workload_oom_fits",
    "**By this estimate it fits: {what} needs about {need:,.1f} GB on the {gpu}, against"
    " {usable:,.1f} GB usable (largest parts: {top}), so the extra memory comes from a larger"
    " batch or size than this, or another program holding GPU memory (check nvidia-smi).**",
    "**按估算应当装得下：{what} 在 {gpu} 上约需 {need:,.1f} GB，可用 {usable:,.1f} GB"
    "（大头：{top}），多出来的显存来自比这更大的批或尺寸，或卡上其他占显存的程序"
    "（用 nvidia-smi 查看）。**",
)
WORKLOAD_OOM_FIX = T(
    "trouble.workload_oom_fix",
    "With {how} it needs about {after:,.1f} GB and fits.",
    "{how}后约需 {after:,.1f} GB，装得下。",
)
WORKLOAD_OOM_DECODE = T(
    "trouble.workload_oom_decode",
    "The VAE decode at {width}x{height} adds {decode:,.1f} GB at the very end (an error at the"
    " last step or at 95-100% is this one): a tiled decode (ComfyUI's VAE Decode (Tiled), diffusers"
    " `enable_vae_tiling()`) works on 512 px tiles instead.",
    "{width}x{height} 的 VAE 解码在最后一步再加 {decode:,.1f} GB"
    "（在最后一步或 95-100% 时爆就是它）：改用分块解码"
    "（ComfyUI 的 VAE Decode (Tiled) 节点，diffusers 的 `enable_vae_tiling()`），按 512 px"
    " 的块解码。",
)
WORKLOAD_OOM_SPEECH = T(
    "trouble.workload_oom_speech",
    "At batch {batch} the parallel streams take {act:,.1f} GB; audio is cut into 30 s chunks, so"
    " the length of the recording does not add memory, the batch does: lower it (WhisperX"
    " `--batch_size 4`) or run int8 (`--compute_type int8`).",
    "批大小 {batch} 时并行解码占 {act:,.1f} GB；音频会被切成 30 秒的片段，录音长短不增加显存，"
    "批大小才会：把它调小（WhisperX `--batch_size 4`），或用 int8（`--compute_type int8`）。",
)
WORKLOAD_OOM_BATCH = T(
    "trouble.workload_oom_batch",
    "At batch {batch} the activations take {act:,.1f} GB: a smaller batch or image size lowers"
    " them.",
    "批大小 {batch} 时激活值占 {act:,.1f} GB：减小批大小或图像尺寸可以降下来。",
)

# --------------------------------------------------------------------------- offload speed asked

SPEED_OFFLOAD_MOE = T(
    "trouble.speed_offload_moe",
    "**About {tps:,.1f} tokens/s generating with {model} ({precision}) on {gpus} with the experts"
    " of {cpu_layers} of its {layers} layers in system RAM** (llama.cpp `--n-cpu-moe"
    " {cpu_layers}`, {ram:,.1f} GB in RAM): each token reads its active experts there at about"
    " {ram_read:,.0f} GB/s; {gpu_only:,.1f} tokens/s if it all fit on the GPUs.",
    "**{model}（{precision}）在 {gpus} 上、{layers} 层中 {cpu_layers} 层的专家放在系统内存里，"
    "生成约 {tps:,.1f} tokens/s**（llama.cpp `--n-cpu-moe {cpu_layers}`，内存中 {ram:,.1f} GB）："
    "每个 token 以约 {ram_read:,.0f} GB/s 从内存读取激活的专家；"
    "全部放进显存时为 {gpu_only:,.1f} tokens/s。",
)
SPEED_OFFLOAD_DENSE = T(
    "trouble.speed_offload_dense",
    "**About {tps:,.1f} tokens/s generating with {model} ({precision}) on {gpus} with {on_gpu} of"
    " its {layers} layers on the GPU and the rest in system RAM** (llama.cpp `-ngl {on_gpu}`,"
    " {ram:,.1f} GB in RAM, read at about {ram_read:,.0f} GB/s); {gpu_only:,.1f} tokens/s if it"
    " all fit on the GPUs.",
    "**{model}（{precision}）在 {gpus} 上放 {on_gpu}/{layers} 层、其余放系统内存时，生成约"
    " {tps:,.1f} tokens/s**（llama.cpp `-ngl {on_gpu}`，内存中 {ram:,.1f} GB，读取约"
    " {ram_read:,.0f} GB/s）；全部放进显存时为 {gpu_only:,.1f} tokens/s。",
)
SPEED_OFFLOAD_NONE = T(
    "trouble.speed_offload_none",
    "**About {tps:,.1f} tokens/s generating with {model} ({precision}) on {gpus}: it fits in GPU"
    " memory, so nothing needs to go to system RAM.**",
    "**{model}（{precision}）在 {gpus} 上生成约 {tps:,.1f} tokens/s："
    "显存装得下，不需要放到系统内存。**",
)
SPEED_OFFLOAD_NO_FIT = T(
    "trouble.speed_offload_no_fit",
    "**{model} ({precision}) does not run on {gpus} even with its experts in system RAM: the"
    " shared weights alone do not fit the GPU memory.**",
    "**{model}（{precision}）即使把专家放到系统内存，在 {gpus} 上也跑不起来："
    "共享权重本身就装不进显存。**",
)
