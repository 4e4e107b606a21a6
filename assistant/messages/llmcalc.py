"""What the hardware-fit, KV-cache, offload, job-duration and power calculators state, en + zh.

Same conventions as ``table``: assumptions and warnings are fragments, both languages state the
same values with the same format specs, and failures (``UsageError`` texts) live here too.
"""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

# --------------------------------------------------------------------------- KV cache

CONTEXT_AT_LEAST_ONE = T(
    "llmcalc.context_at_least_one",
    "the context must be at least 1 token, got {tokens}",
    "上下文至少要 1 个 token，收到的是 {tokens}",
)
SEQUENCES_AT_LEAST_ONE = T(
    "llmcalc.sequences_at_least_one",
    "the number of sequences (users or batch) must be at least 1, got {sequences}",
    "序列数（用户数或 batch）至少为 1，收到的是 {sequences}",
)
KV_HEADS = T(
    "llmcalc.kv_heads",
    "each layer caches a key and a value per KV head: 2 x {kv_heads} heads x {head_dim} dims,"
    " over {layers} layers",
    "每层为每个 KV 头缓存一个 key 和一个 value：2 x {kv_heads} 个头 x {head_dim} 维，"
    "共 {layers} 层",
)
KV_MLA = T(
    "llmcalc.kv_mla",
    "MLA caches one compressed latent of {rank} plus a RoPE key of {rope} per layer and token",
    "MLA 每层每个 token 只缓存一个 {rank} 维的压缩潜向量加 {rope} 维的 RoPE key",
)
KV_WINDOW = T(
    "llmcalc.kv_window",
    "{layers} sliding-window layers cache at most {window} tokens each",
    "{layers} 个滑动窗口层每层最多缓存 {window} 个 token",
)
KV_LINEAR = T(
    "llmcalc.kv_linear",
    "{layers} linear-attention layers keep a fixed-size state, not a KV cache; {cached} cache",
    "{layers} 个线性注意力层只保留固定大小的状态、不占 KV 缓存；{cached} 个层缓存 KV",
)
KV_ELEMENT = T(
    "llmcalc.kv_element",
    "KV cache in {precision} at {bytes:.4g} bytes per element",
    "KV 缓存用 {precision}，每个元素 {bytes:.4g} 字节",
)
KV_BEYOND_CONTEXT = T(
    "llmcalc.kv_beyond_context",
    "{tokens} tokens is beyond {model}'s context of {max} tokens",
    "{tokens} 个 token 超出了 {model} 的最大上下文 {max} 个 token",
)

# --------------------------------------------------------------------------- offload

OFFLOAD_PRECISION = T(
    "llmcalc.offload_precision",
    "offload to system RAM is sized for llama.cpp: give a GGUF type (q4_k_m, q8_0...) or bf16,"
    " not {precision}",
    "卸载到内存按 llama.cpp 计算：请给 GGUF 类型（q4_k_m、q8_0 等）或 bf16，而不是 {precision}",
)
RAM_BANDWIDTH_POSITIVE = T(
    "llmcalc.ram_bandwidth_positive",
    "the RAM bandwidth must be positive, got {gb_s} GB/s",
    "内存带宽必须为正数，收到的是 {gb_s} GB/s",
)
OFFLOAD_READS = T(
    "llmcalc.offload_reads",
    "decode reads GPU-resident weights at {gpu_eff:.0%} of {bandwidth:.0f} GB/s and RAM-resident"
    " ones at {cpu_eff:.0%} of {ram_gb_s:.1f} GB/s",
    "解码时显存里的权重按 {bandwidth:.0f} GB/s 的 {gpu_eff:.0%} 读取，内存里的按"
    " {ram_gb_s:.1f} GB/s 的 {cpu_eff:.0%} 读取",
)
RAM_DDR5_DEFAULT = T(
    "llmcalc.ram_ddr5_default",
    "system RAM: dual-channel DDR5-5600, {gb_s:.1f} GB/s theoretical (say yours to change it)",
    "系统内存按双通道 DDR5-5600 计算，理论带宽 {gb_s:.1f} GB/s（可告诉我你的配置）",
)
OFFLOAD_MOE = T(
    "llmcalc.offload_moe",
    "experts of {layers} of {total} MoE layers in system RAM (llama.cpp --n-cpu-moe {layers});"
    " attention, shared weights and KV cache on the GPU",
    "{total} 个 MoE 层中 {layers} 层的专家放在系统内存（llama.cpp --n-cpu-moe {layers}），"
    "注意力、共享权重和 KV 缓存留在显卡上",
)
OFFLOAD_DENSE = T(
    "llmcalc.offload_dense",
    "{gpu_layers} of {total} layers on the GPU (llama.cpp --n-gpu-layers {gpu_layers}), the rest"
    " on the CPU",
    "{total} 层中 {gpu_layers} 层放在显卡上（llama.cpp --n-gpu-layers {gpu_layers}），"
    "其余在 CPU 上",
)
OFFLOAD_SHARED_TOO_BIG = T(
    "llmcalc.offload_shared_too_big",
    "even with every expert in RAM, the shared weights ({gb:.1f} GB) and KV cache do not fit",
    "即使把所有专家都放到内存，共享权重（{gb:.1f} GB）和 KV 缓存也放不进显存",
)
OFFLOAD_SLOWER = T(
    "llmcalc.offload_slower",
    "system RAM is the bottleneck: decode runs {times:.1f}x slower than with all weights on GPUs",
    "系统内存成了瓶颈：解码比权重全部在显卡上慢 {times:.1f} 倍",
)

# --------------------------------------------------------------------------- what fits

FITS_RULE = T(
    "llmcalc.fits_rule",
    "fits: at least {share:.0%} of usable memory to spare; tight: fits with less",
    "“能放下”指至少留出 {share:.0%} 的可用显存；“很紧”指能放下但余量更少",
)
FITS_CONTEXT = T(
    "llmcalc.fits_context",
    "context of {tokens} tokens per sequence, batch 1",
    "每个序列上下文 {tokens} 个 token，batch 1",
)
FITS_LLAMA_CPP = T(
    "llmcalc.fits_llama_cpp",
    "inference sized and timed on llama.cpp (what Ollama and LM Studio run): 8-bit is GGUF Q8_0,"
    " 4-bit GGUF Q4_K_M",
    "推理按 llama.cpp（Ollama、LM Studio 底层）计算显存和速度："
    "8-bit 指 GGUF Q8_0，4-bit 指 GGUF Q4_K_M",
)
FITS_RELEASE = T(
    "llmcalc.fits_release",
    "models released in a low-precision format (gpt-oss in MXFP4, DeepSeek-V3/R1 and Kimi K2"
    " in FP8) are also listed in that format, as their publishers ship them",
    "以低精度格式发布的模型（gpt-oss 为 MXFP4，DeepSeek-V3/R1、Kimi K2 为 FP8）"
    "另按官方发布的格式列出",
)
FITS_NOTHING_COMFORTABLE = T(
    "llmcalc.fits_nothing_comfortable",
    "no catalog model fits {count} x {gpu} with room to spare",
    "目录里没有模型能在 {count} 张 {gpu} 上留有余量地放下",
)

# --------------------------------------------------------------------------- job duration

EPOCHS_POSITIVE = T(
    "llmcalc.epochs_positive",
    "epochs must be positive, got {epochs:g}",
    "epoch 数必须为正数，收到的是 {epochs:g}",
)
DURATION_NEEDS_VOLUME = T(
    "llmcalc.duration_needs_volume",
    "say how much data: a token count, or a number of samples (with their length and epochs)",
    "请给出数据量：token 总数，或样本数（以及每条长度和 epoch 数）",
)
SAMPLES_AT_LEAST_ONE = T(
    "llmcalc.samples_at_least_one",
    "the number of samples must be at least 1, got {samples}",
    "样本数至少为 1，收到的是 {samples}",
)
DURATION_IS_FOR_TRAINING = T(
    "llmcalc.duration_is_for_training",
    "job duration is for training: choose pretrain, full, lora or qlora",
    "训练时长只针对训练任务：请选 pretrain、full、lora 或 qlora",
)
PREFERENCE_PAIRS = T(
    "llmcalc.preference_pairs",
    "{recipe} timed as {method} fine-tuning of the policy, its closest sized method: each of the"
    " {pairs:,} preference pairs is a chosen and a rejected answer, {sequences:,} sequences in"
    " all; a frozen reference model's forward pass is not counted (TRL can precompute it once)",
    "{recipe} 按最接近的 {method} 微调估算（训练策略模型）：{pairs:,} 条偏好数据每条含"
    "一个被选回答和一个被拒回答，共 {sequences:,} 条序列；冻结参考模型的前向计算未计入"
    "（TRL 可预先算好一次）",
)
RECIPE_AS_METHOD = T(
    "llmcalc.recipe_as_method",
    "{recipe} timed as {method} fine-tuning, its closest sized method, on the data's tokens;"
    " answers a {recipe} run generates or scores on the fly are not counted",
    "{recipe} 按最接近的 {method} 微调估算，只计数据本身的 token；"
    "{recipe} 训练中在线生成或打分的回答未计入",
)
VOLUME_FROM_SAMPLES = T(
    "llmcalc.volume_from_samples",
    "{samples:,} samples x {seq} tokens x {epochs:g} epochs = {tokens:.3g} tokens",
    "{samples:,} 条样本 x {seq} tokens x {epochs:g} 个 epoch = {tokens:.3g} tokens",
)
SAMPLE_LENGTH_ASSUMED = T(
    "llmcalc.sample_length_assumed",
    "no sample length stated: {seq:,} tokens per sample assumed (say one to change it)",
    "问题没有给出每条样本的长度：按每条 {seq:,} tokens 估算（给出长度即可改算）",
)
VOLUME_GIVEN = T(
    "llmcalc.volume_given",
    "{tokens:,.0f} tokens in all ({per:,.0f} tokens × {epochs:g} epochs)",
    "共 {tokens:,.0f} tokens（{per:,.0f} tokens × {epochs:g} 个 epoch）",
)
NO_OFFER_FOR_GPU = T(
    "llmcalc.no_offer_for_gpu",
    "no cloud price for the {gpu} is in the price book, so the hours are not priced",
    "价格表里没有 {gpu} 的云上报价，所以没有算这些小时的费用",
)
COST_ON_OFFER = T(
    "llmcalc.cost_on_offer",
    "cost at the cheapest on-demand GPU-hour of this GPU: {offer} ({provider})",
    "费用按这款 GPU 最便宜的按需单卡小时价计算：{offer}（{provider}）",
)
OFFER_PRICE = T("llmcalc.offer_price", "the price of {offer}", "{offer} 的价格")

# --------------------------------------------------------------------------- power

TARIFF_POSITIVE = T(
    "llmcalc.tariff_positive",
    "the electricity price must be positive, got {price}",
    "电价必须为正数，收到的是 {price}",
)
TARIFF_GIVEN = T(
    "llmcalc.tariff_given",
    "electricity at {price} {currency}/kWh (your figure)",
    "电价 {price} {currency}/kWh（你给的数字）",
)
TARIFF_DEFAULT = T(
    "llmcalc.tariff_default",
    "electricity at {price} {currency}/kWh ({region}; {source})",
    "电价 {price} {currency}/kWh（{region}；{source}）",
)
HOURS_PER_DAY_RANGE = T(
    "llmcalc.hours_per_day_range",
    "hours per day must be above 0 and at most 24, got {hours:g}",
    "每天运行小时数必须大于 0 且不超过 24，收到的是 {hours:g}",
)
LOAD_RANGE = T(
    "llmcalc.load_range",
    "the load must be a share above 0 and at most 1, got {load:g}",
    "负载必须是大于 0、不超过 1 的比例，收到的是 {load:g}",
)
NO_BOARD_POWER = T(
    "llmcalc.no_board_power",
    "the catalog has no board power for the {gpu}",
    "目录里没有 {gpu} 的整卡功耗",
)
PUE_AT_LEAST_ONE = T(
    "llmcalc.pue_at_least_one",
    "PUE must be at least 1, got {pue:g}",
    "PUE 至少为 1，收到的是 {pue:g}",
)
BOARD_POWER = T(
    "llmcalc.board_power",
    "{count} x {gpu} at {watts:.0f} W board power each",
    "{count} 张 {gpu}，每张整卡功耗 {watts:.0f} W",
)
COMPUTER_WALL = T(
    "llmcalc.computer_wall",
    "{count} x {gpu} at {watts:.0f} W each: the whole computer's recorded maximum (CPU, GPU and"
    " memory share it; a Mac's is the maker's measured maximum at the wall, a mini PC's the"
    " chip's peak power)",
    "{count} 台 {gpu}，每台 {watts:.0f} W：目录记录的整机最大功耗（CPU、GPU 和内存共用；"
    "Mac 为厂商实测的墙插最大功耗，迷你主机为芯片峰值功耗）",
)
CPU_DEFAULT = T(
    "llmcalc.cpu_default",
    "CPU at {watts:.0f} W (a Core i9-14900K's maximum turbo power; say yours to change it)",
    "CPU 按 {watts:.0f} W 计（Core i9-14900K 的最大睿频功耗；可告诉我你的 CPU）",
)
PLATFORM_DEFAULT = T(
    "llmcalc.platform_default",
    "motherboard, RAM, drives and fans at {watts:.0f} W (Intel's ATX 3.0 sizing example)",
    "主板、内存、硬盘和风扇按 {watts:.0f} W 计（Intel ATX 3.0 选型示例）",
)
PSU_RULE = T(
    "llmcalc.psu_rule",
    "ATX 3.x PSU: at least the sustained load, and half the 100 us peak when every GPU spikes to"
    " 3x (ATX 3.x PSUs hold 200% for 100 us)",
    "ATX 3.x 电源：不低于持续负载，也不低于所有显卡瞬时冲到 3 倍时 100 微秒峰值的一半"
    "（ATX 3.x 电源能承受 100 微秒 200% 的过载）",
)
WALL_GOLD = T(
    "llmcalc.wall_gold",
    "wall draw at {efficiency:.0%} PSU efficiency (80 PLUS Gold)",
    "墙插功耗按电源效率 {efficiency:.0%} 计（80 PLUS 金牌）",
)
BEYOND_ONE_PSU = T(
    "llmcalc.beyond_one_psu",
    "{watts} W is beyond one PSU on a 120 V outlet: use a 200-240 V PSU or two PSUs",
    "{watts} W 超出了 120 V 插座上单个电源的能力：请用 200-240 V 电源或两个电源",
)
SERVER_VENDOR_MAX = T(
    "llmcalc.server_vendor_max",
    "server at the vendor's maximum input of {watts:.0f} W per 8-GPU system ({source})",
    "服务器按厂商给出的每台 8 卡整机最大输入功率 {watts:.0f} W 计（{source}）",
)
SERVER_RATIO = T(
    "llmcalc.server_ratio",
    "server estimated at {ratio:.2f}x the GPUs' board power (the DGX H100's ratio of maximum"
    " input to GPU power)",
    "服务器按显卡整卡功耗的 {ratio:.2f} 倍估算（DGX H100 整机最大输入功率与显卡功耗之比）",
)
PUE_DEFAULT = T(
    "llmcalc.pue_default",
    "data-centre PUE {pue:g} (Uptime Institute 2024 industry average)",
    "数据中心 PUE 按 {pue:g} 计（Uptime Institute 2024 年行业平均）",
)
CIRCUIT_120V = T(
    "llmcalc.circuit_120v",
    "{watts:.0f} W is more than a 15 A, 120 V circuit carries continuously ({limit:.0f} W):"
    " use a 20 A or 230 V circuit",
    "{watts:.0f} W 超过了 15 A、120 V 回路的持续负载上限（{limit:.0f} W）：请用 20 A 或 230 V 回路",
)
ELECTRICITY_HOURS = T(
    "llmcalc.electricity_hours",
    "electricity for {hours:.0f} hours a month ({per_day:g} h a day) at {load:.0%} load,"
    " PUE {pue:g}",
    "电费按每月 {hours:.0f} 小时（每天 {per_day:g} 小时）、{load:.0%} 负载、PUE {pue:g} 计算",
)

# --------------------------------------------------------------------------- rent vs buy

HOURS_PER_WEEK_RANGE = T(
    "llmcalc.hours_per_week_range",
    "hours per week must be above 0 and at most 168, got {hours:g}",
    "每周使用小时数必须大于 0 且不超过 168，收到的是 {hours:g}",
)
STATED_HOURS = T(
    "llmcalc.stated_hours",
    "{hours:g} hours a week of use (your figure)",
    "每周使用 {hours:g} 小时（你给的数字）",
)
STATED_RENT = T(
    "llmcalc.stated_rent",
    "rent of {value} per GPU-hour (your figure)",
    "租用每卡小时 {value}（你给的数字）",
)
STATED_TARIFF = T(
    "llmcalc.stated_tariff",
    "electricity at {value} per kWh (your figure)",
    "电价每度 {value}（你给的数字）",
)
STATED_PUE = T("llmcalc.stated_pue", "PUE {value} (your figure)", "PUE {value}（你给的数字）")
STATED_POWER = T(
    "llmcalc.stated_power",
    "system power {value} kW (your figure)",
    "整机功耗 {value} kW（你给的数字）",
)
FITS_OFFLOAD = T(
    "llmcalc.fits_offload",
    "larger MoE models listed with their experts in system RAM (llama.cpp --n-cpu-moe) when"
    " decode stays at {tps:g} tokens/s or more and the experts take at most {share:.0%} of"
    " {ram_gb:g} GB of RAM",
    "更大的 MoE 模型把专家放到系统内存（llama.cpp --n-cpu-moe）后，若解码仍有 {tps:g} tokens/s"
    " 以上且专家最多占 {ram_gb:g} GB 内存的 {share:.0%}，也一并列出",
)
RAM_POSITIVE = T(
    "llmcalc.ram_positive",
    "system RAM must be positive, got {gb:g} GB",
    "系统内存必须为正数，收到的是 {gb:g} GB",
)
STATED_MFU = T(
    "llmcalc.stated_mfu",
    "MFU {mfu:.0%} as you stated (the published range for this setup is {low:.0%}-{high:.0%})",
    "按你给的 MFU {mfu:.0%} 计算（这类配置公开的区间是 {low:.0%}-{high:.0%}）",
)
TRAINING_READ_AS_PRETRAIN = T(
    "llmcalc.training_read_as_pretrain",
    "training on {tokens:.3g} tokens with no fine-tuning named is read as pre-training",
    "在 {tokens:.3g} tokens 上训练、没说是微调，按预训练理解",
)
SELECTIVE_RECOMPUTE = T(
    "llmcalc.selective_recompute",
    "pre-training timed with selective activation recomputation (about {share:.1%} of a step,"
    " Korthikanti et al. 2022), not full-layer recomputation; memory sized with checkpointing on",
    "预训练按选择性激活重计算计时（约占每步 {share:.1%}，Korthikanti 等 2022），"
    "而不是整层重计算；显存按开启检查点估算",
)
SERVE_PARALLEL_SLOTS = T(
    "llmcalc.serve_parallel_slots",
    "llama-server runs {slots} conversations at once only when started with --parallel {slots}"
    " (its default is {default}; Ollama needs OLLAMA_NUM_PARALLEL={slots}); each slot gets its"
    " share of the context",
    "llama-server 要用 --parallel {slots} 启动才能同时跑 {slots} 个会话（默认 {default} 个；"
    "Ollama 要设 OLLAMA_NUM_PARALLEL={slots}）；每个槽位分到一份上下文",
)
SERVE_MULTI_NODE = T(
    "llmcalc.serve_multi_node",
    "one replica spans {nodes} nodes of 8 × {gpu} ({gpus} GPUs: tensor parallel 8 inside each"
    " node, pipeline parallel {nodes} across them over InfiniBand or RoCE), as one 8-GPU node"
    " cannot hold the weights with room for the KV cache",
    "每个副本跨 {nodes} 台 8 × {gpu} 节点（共 {gpus} 张卡：节点内张量并行 8，节点间流水线并行"
    " {nodes}，走 InfiniBand 或 RoCE），因为单台 8 卡节点放不下权重和 KV 缓存",
)
SERVE_ONE_USER = T(
    "llmcalc.serve_one_user",
    "sized for one user at a time (no user count stated; say how many to size for more)",
    "按一次一个用户估算（没说用户数；告诉我并发用户数可按更多人估算）",
)
SERVE_AGGREGATE = T(
    "llmcalc.serve_aggregate",
    "{total:,.0f} tokens/s in all read as {users:,} users at {per_user:g} tokens/s each",
    "总吞吐 {total:,.0f} tokens/s 按 {users:,} 个用户、每人 {per_user:g} tokens/s 估算",
)
SERVE_PER_USER = T(
    "llmcalc.serve_per_user",
    "**About {per_user:,.1f} tokens/s per user, {total:,.0f} tokens/s in total**"
    " at {users:,} concurrent users on {gpus}",
    "**每个用户约 {per_user:,.1f} tokens/s，总吞吐约 {total:,.0f} tokens/s**"
    "（{users:,} 个并发，{gpus}）",
)
SERVE_NARROWER = T(
    "llmcalc.serve_narrower",
    "16-bit weights leave no room on these GPUs, so sized at {precision} weights, as a server"
    " would run them",
    "16 位权重在这些卡上放不下，所以按 {precision} 权重估算（推理服务通常就这样部署）",
)

# --------------------------------------------------------------------------- release formats

RELEASE_SCOPE_EXPERTS = T(
    "llmcalc.release_scope_experts",
    "MoE expert weights at {bits:g} bits per parameter, attention, router and embeddings in bf16",
    "MoE 专家权重每个参数 {bits:g} bit，注意力、路由和嵌入层为 bf16",
)
RELEASE_SCOPE_LINEAR = T(
    "llmcalc.release_scope_linear",
    "linear layers in 8 bits with block scales, embeddings and output head in bf16",
    "线性层为 8 bit（分块缩放），嵌入层和输出层为 bf16",
)
RELEASE_FORMAT = T(
    "llmcalc.release_format",
    "weights in {format}, the format {model} is released in ({scope}); a stated precision"
    " replaces it",
    "权重按 {format} 计：{model} 官方发布的就是这个格式（{scope}）；问题里写明精度时以写明的为准",
)
RELEASE_BESIDE_16BIT = T(
    "llmcalc.release_beside_16bit",
    "Sized in {format}, the format {model} is released in (what Ollama, LM Studio and vLLM load);"
    " in bf16 it would need {gb:,.1f} GB per GPU",
    "按 {model} 官方发布的 {format} 格式估算（Ollama、LM Studio、vLLM 加载的就是它）；"
    "换成 bf16 每卡需要 {gb:,.1f} GB",
)
PAYBACK_FIRST = T(
    "llmcalc.payback_first",
    "**Owning {setup} pays back in about {months:,.1f} months** ({years:,.1f} years) at"
    " {util:.0%} utilisation: renting the same hours costs {rent} a month, owning {own} with"
    " depreciation ({cheaper} is cheaper over {horizon:g} years)",
    "**自购 {setup} 约 {months:,.1f} 个月回本**（{years:,.1f} 年，利用率 {util:.0%}）：租用同样"
    "时长每月 {rent}，自购含折旧每月 {own}（按 {horizon:g} 年折旧，{cheaper}更便宜）",
)
PAYBACK_NEVER = T(
    "llmcalc.payback_never",
    "**Owning {setup} never pays back at {util:.0%} utilisation**: renting costs {rent} a month,"
    " owning {own} with depreciation; the rent is less than owning's running costs",
    "**利用率 {util:.0%} 时自购 {setup} 回不了本**：租用每月 {rent}，自购含折旧每月 {own}；"
    "租金还不够自购的运行成本",
)
PAYBACK_AT_HIGHER_USE = T(
    "llmcalc.payback_at_higher_use",
    "used {util:.0%} of the time it pays back in about {months:,.1f} months",
    "利用率 {util:.0%} 时约 {months:,.1f} 个月回本",
)
CHEAPER_BUY = T("llmcalc.cheaper_buy", "buying", "自购")
CHEAPER_RENT = T("llmcalc.cheaper_rent", "renting", "租用")
BREAK_EVEN_FIRST = T(
    "llmcalc.break_even_first",
    "**Owning {setup} beats renting above about {even:.0%} utilisation** (over {years:g} years):"
    " at {util:.0%} owning costs {own} a month, renting the same hours {rent}",
    "**利用率高于约 {even:.0%} 时自购 {setup} 比租用划算**（按 {years:g} 年折旧）：利用率"
    " {util:.0%} 时自购每月 {own}，租用同样时长每月 {rent}",
)
BREAK_EVEN_NEVER = T(
    "llmcalc.break_even_never",
    "**Owning {setup} does not beat renting at any utilisation** at these prices: even at 100%"
    " owning costs {own} a month against {rent} renting",
    "**按这些价格，任何利用率下自购 {setup} 都不比租用划算**：即使利用率 100%，自购每月 {own}，"
    "租用每月 {rent}",
)
SERVE_AS_RELEASED = T(
    "llmcalc.serve_as_released",
    "weights served in {precision}, the format the model is released in",
    "权重按模型官方发布的 {precision} 格式部署",
)
AS_STATED = T(
    "llmcalc.as_stated",
    "as you stated: {items}",
    "按你说的：{items}",
)
RUNTIME_DEFAULT_Q4 = T(
    "llmcalc.runtime_q4",
    "sized at GGUF Q4_K_M, the 4-bit file Ollama and llama.cpp pull by default",
    "按 GGUF Q4_K_M 估算：Ollama 和 llama.cpp 默认拉取的就是这个 4 位文件",
)
GPUS_RULED_OUT = T(
    "llmcalc.gpus_ruled_out",
    "left out, as you ruled them out: {gpus}",
    "按你说的排除：{gpus}",
)

MIXED_BOX = T(
    "llmcalc.mixed_box",
    "{cards} in one box ({total:g} GB in all) sized as {count} × {card}: each card holds a"
    " share as large as the smaller card's memory allows",
    "{cards} 装在同一台机器（共 {total:g} GB）按 {count} 张 {card} 估算："
    "每张卡分到的部分以较小那张的显存为限",
)
