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
ARCH_LLAMA_CPP = T(
    "symptoms.arch_llama_cpp",
    "**The {gpu} is {arch}, compute capability {cc} ({sm}): a llama.cpp built before it carries"
    " no kernels for {sm}, so rebuild it with CUDA {cuda} or newer and that architecture:**"
    " `cmake -B build -DGGML_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES={arch_flag}` then"
    " `cmake --build build --config Release -j` (`-DCMAKE_CUDA_ARCHITECTURES=native` builds for"
    " the card in the machine).",
    "**{gpu} 是 {arch} 架构，算力 {cc}（{sm}）：之前编译的 llama.cpp 里没有 {sm} 的内核，需要用"
    " CUDA {cuda} 或更新版本、带上这个架构重新编译：**"
    "`cmake -B build -DGGML_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES={arch_flag}`，再"
    " `cmake --build build --config Release -j`"
    "（`-DCMAKE_CUDA_ARCHITECTURES=native` 按本机的卡编译）。",
)
SETUP_TRAINING = T(
    "symptoms.setup_training",
    "On {count} × {gpu} ({memory:g} GB each), {model} {method}: ",
    "{count} × {gpu}（每卡 {memory:g} GB），{model} {method}：",
)
NCCL_TRAINING = T(
    "symptoms.nccl_training",
    "**A training job that runs a while before NCCL's watchdog fires most often has one rank"
    " held up (a checkpoint save, evaluation or data loading on some ranks only) while the"
    " others wait in the all-reduce, or a link between the nodes dropping.** Raise the timeout"
    " to rule out the first; for the second, pin NCCL to the InfiniBand/RoCE NICs"
    " (`NCCL_IB_HCA`, `NCCL_SOCKET_IFNAME`), turn on its logging and test the links:",
    "**训练跑一段时间后才触发 NCCL watchdog，最常见的是某个 rank 被拖住（只在部分 rank 上做的"
    "保存 checkpoint、评估或数据加载），其余 rank 在 allreduce 里等到超时，"
    "或者节点之间的链路断开。**"
    "先调大超时时间排除前者；排查后者时把 NCCL 固定到 InfiniBand/RoCE 网卡（`NCCL_IB_HCA`、"
    "`NCCL_SOCKET_IFNAME`），打开 NCCL 日志并测试链路：",
)
SLOW_BY_SAVERS = T(
    "symptoms.slow_by_savers",
    "**Expected: {savers} trade speed for memory, so each step is much slower than it would be"
    " with the whole job on the card.** Gradient checkpointing recomputes the activations (about"
    " a third more compute); block swap and CPU offload move weights between system RAM and the"
    " card over PCIe every step, which costs far more. Turn down what moves first (fewer swapped"
    " blocks, less offload) until the job only just fits, and keep the other savings.",
    "**正常：{savers}都是拿速度换显存，每一步本来就比整个任务都放在显卡上慢得多。**梯度检查点要"
    "重算激活（计算量多约三分之一）；块交换和 CPU 卸载每一步都要经 PCIe 在系统内存和显卡之间"
    "搬运权重，代价大得多。先减少搬运的部分（少交换几个块、少卸载一些），调到刚好放得下为止，"
    "其他省显存的设置保留。",
)
SLOW_BY_EAGER = T(
    "symptoms.slow_by_eager",
    "**Expected: `--enforce-eager` turns off vLLM's CUDA graphs, so every decoding step"
    " launches its GPU kernels one by one from the CPU; with a small model and few sequences"
    " that launch overhead is a large part of each step, so throughput falls a lot.** Keep the"
    " graphs and give them room instead: they take up to about 2.4 GiB per GPU outside the"
    " `gpu_memory_utilization` budget, so lower it (from 0.9 to about 0.8) or capture fewer"
    " batch sizes (a smaller `--max-num-seqs`), then drop `--enforce-eager`.",
    "**正常：`--enforce-eager` 会关闭 vLLM 的 CUDA Graph，每一步解码都要由 CPU 逐个发射 GPU"
    " 内核；模型小、并发少时，这部分发射开销在每一步里占比很大，吞吐因此明显下降。**更好的做法是"
    "保留 CUDA Graph 并给它留出显存：它在 `gpu_memory_utilization` 预算之外每卡最多约占 2.4 GiB，"
    "把该值从 0.9 调低到 0.8 左右，或少捕获几种批大小（调小 `--max-num-seqs`），再去掉"
    " `--enforce-eager`。",
)
CHECK_ON_AMD = T(
    "symptoms.check_on_amd",
    "**The {gpu} is checked with ROCm's tools, not `gpu-advisor verify`: that command reads"
    " NVIDIA cards through nvidia-smi or NVML, which see nothing on an AMD card.**"
    " `rocm-smi --showproductname` names each card and `rocm-smi --showmeminfo vram` its"
    " memory; while a job runs, clocks that fall as the temperature or power reaches its limit"
    " are throttling, and clocks that stay high point to the software (ROCm version, kernels,"
    " build).",
    "**{gpu} 要用 ROCm 的工具来查，而不是 `gpu-advisor verify`：这个命令通过 nvidia-smi 或 NVML"
    " 读卡，在 AMD 卡上什么也读不到。**`rocm-smi --showproductname` 列出每张卡的型号，"
    "`rocm-smi --showmeminfo vram` 列出显存；任务运行时温度或功耗到顶、频率随之下降就是降频，"
    "频率一直很高则问题多半在软件这一侧（ROCm 版本、内核、构建方式）。",
)
CPU_FALLBACK = T(
    "symptoms.cpu_fallback",
    "**The job runs on the CPU, so the card is never used and the job is as slow as the CPU"
    " makes it.** The usual causes are a library installed without GPU support, the device left"
    " at `cpu` in the code or the app's settings, or GPU runtime libraries (CUDA, cuDNN) that the"
    " library cannot find, so it falls back quietly; while it runs, the process should appear in"
    " `nvidia-smi`.",
    "**任务跑在 CPU 上，显卡根本没用上，所以只有 CPU 的速度。**"
    "常见原因：装的是不带 GPU 支持的版本，代码或软件设置里设备仍是 `cpu`，"
    "或者找不到 CUDA、cuDNN 等 GPU 运行库而悄悄退回 CPU；"
    "正常运行时，`nvidia-smi` 里应能看到这个进程。",
)
ARCH_BELOW_NEED = T(
    "symptoms.arch_below_need",
    "**The {gpu} is {arch}, compute capability {cc}: below the {need} this feature needs, so no"
    " reinstall makes it run on this card.** Turn the feature off instead (bf16 becomes fp16 with"
    " `--dtype half` or `torch_dtype=torch.float16`; FlashAttention 2 becomes PyTorch SDPA or"
    " xformers), or use a card of compute capability {need} or newer.",
    "**{gpu} 是 {arch} 架构，算力 {cc}：低于这个功能要求的 {need}，重装什么版本都跑不起来。**"
    "改为关掉这个功能（bf16 换成 fp16：`--dtype half` 或 `torch_dtype=torch.float16`；"
    "FlashAttention 2 换成 PyTorch SDPA 或 xformers），或换一张算力 {need} 及以上的卡。",
)
MEDIA_OFFLOADED = T(
    "symptoms.media_offloaded",
    "**Expected: {job} needs about {need:,.1f} GB against {usable:,.1f} GB usable, so ComfyUI"
    " loads part of the weights (its low-VRAM mode) and streams the rest from system RAM over"
    " PCIe every step; that transfer, not the card, is what makes each step slow.** Make the"
    " job fit to get the speed back: fp8 (e4m3fn) or GGUF Q8_0/Q5 weights of the model, the"
    " text encoder in fp8 or on the CPU, fewer frames or a lower resolution, or a smaller model.",
    "**正常：{job} 约需 {need:,.1f} GB，可用只有 {usable:,.1f} GB，所以 ComfyUI 只把一部分权重"
    "放进显存（低显存模式，lowvram），其余每一步都要从系统内存经 PCIe 搬过来；慢在搬运，不在显卡"
    "本身。**想要速度就得让任务放进显存：模型换 fp8（e4m3fn）或 GGUF Q8_0/Q5 权重、文本编码器用"
    " fp8 或放到 CPU、减少帧数或降低分辨率，或者换更小的模型。",
)
MEDIA_OFFLOADED_FITS = T(
    "symptoms.media_offloaded_fits",
    "**Not expected: {job} should fit, about {need:,.1f} GB against {usable:,.1f} GB usable, so"
    " something else is holding the card's memory or forcing the low-VRAM mode:** another model"
    " still loaded, a second workflow or program on the card, or a `--lowvram` launch flag."
    " Restart ComfyUI or unload the other models, drop the flag, and check `nvidia-smi` for"
    " other processes.",
    "**不正常：{job} 约需 {need:,.1f} GB，可用 {usable:,.1f} GB，本应放得下，说明有别的东西"
    "占着显存或强制了低显存模式：**还加载着的其他模型、卡上的另一个工作流或程序，或启动参数"
    " `--lowvram`。重启 ComfyUI 或卸载其他模型、去掉这个参数，再用 `nvidia-smi` 查看其他进程。",
)
SLOW_APPLE = T(
    "symptoms.slow_apple",
    "**On a Mac a speed this far below the estimate is almost always memory: macOS lets the GPU"
    " wire only about two thirds of the RAM on a 16–36 GB machine (three quarters above), so a"
    " model and its context near that limit spill into swap or onto the CPU.** Watch memory"
    " pressure and swap in Activity Monitor while it generates; close other apps, pick a smaller"
    " quantisation or a shorter context, or raise the limit with"
    " `sudo sysctl iogpu.wired_limit_mb=<MB>` (leave the system a few GB).",
    "**在 Mac 上速度比估算低这么多，几乎都是内存的问题：16–36 GB 的机器 macOS 只允许 GPU 占用约"
    "三分之二的内存（更大的约四分之三），模型加上下文接近这个上限时就会用到 swap 或退到 CPU 上。**"
    "生成时在“活动监视器”里看内存压力和 swap；关掉其他程序、换更小的量化或更短的上下文，或者用"
    " `sudo sysctl iogpu.wired_limit_mb=<MB>` 调高上限（给系统留几 GB）。",
)
CUDA_UNAVAILABLE_LLAMA_CPP = T(
    "symptoms.cuda_unavailable_llama_cpp",
    "**A llama.cpp build that finds no CUDA device while `nvidia-smi` sees the card is a build"
    " problem, not the card: the binary that runs is not the CUDA one (an older `llama-server`"
    " first on the PATH, or a `llama-cpp-python` wheel built for the CPU), it was built with a"
    " newer CUDA toolkit than the driver supports (compare `nvcc --version` with the CUDA"
    " version `nvidia-smi` prints), or `CUDA_VISIBLE_DEVICES` hides the card.** Rebuild with"
    " `cmake -B build -DGGML_CUDA=ON` using a toolkit at or below the driver's CUDA version and"
    " look for `ggml_cuda_init: found 1 CUDA devices` at start-up.",
    "**`nvidia-smi` 能看到卡、llama.cpp 却找不到 CUDA 设备，是编译的问题，不是显卡：实际运行的不是"
    "带 CUDA 的那个二进制（PATH 里有更早的 `llama-server`，或者 `llama-cpp-python` 装的是 CPU 版"
    " wheel），编译用的 CUDA 工具包比驱动支持的更新（对比 `nvcc --version` 和 `nvidia-smi` 显示的"
    " CUDA 版本），或者 `CUDA_VISIBLE_DEVICES` 把卡屏蔽了。**用不高于驱动 CUDA 版本的工具包重新"
    " `cmake -B build -DGGML_CUDA=ON` 编译，启动日志里应出现"
    " `ggml_cuda_init: found 1 CUDA devices`。",
)
SETUP_MIXED = T(
    "symptoms.setup_mixed",
    "On {cards}: ",
    "在 {cards} 上：",
)
IDLE_DRAW_UNUSED = T(
    "symptoms.idle_draw_unused",
    "**Yes, the {gpu} is not being used: {draw:g} W of its {cap:g} W ({share:.0%}) is what an"
    " idle card draws, and a card running a job draws far more, so the job runs on the CPU.**",
    "**是的，{gpu} 没被用上：功耗 {draw:g} W / {cap:g} W（上限的 {share:.0%}）是空闲卡的读数，"
    "真在跑任务的卡功耗会高得多，所以任务其实跑在 CPU 上。**",
)
