"""Every sentence the calculators, the catalog and the parser state, in English and Chinese.

One table, grouped by who says it. Assumptions are fragments without a final full stop in
both languages; warnings are fragments too, made sentences by ``as_sentence`` where an answer
strings them together. Numbers carry their format spec in the pattern, the same in both.
"""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

# --------------------------------------------------------------------------- memory estimate

WEIGHTS_NF4_DQ = T(
    "weights.nf4_dq",
    "weights in 4-bit NF4 with double quantization",
    "权重用 4-bit NF4 量化（含双重量化）",
)
WEIGHTS_NF4 = T("weights.nf4", "weights in 4-bit NF4", "权重用 4-bit NF4 量化")
WEIGHTS_BF16 = T("weights.bf16", "weights in bf16 (16-bit)", "权重为 bf16（16 位）")
TRAINING_SEQUENCE = T(
    "sizing.training_sequence",
    "training sequence of {tokens} tokens (a typical length, not the model maximum)",
    "训练序列长度 {tokens} tokens（常见长度，不是模型的最大上下文）",
)
INFERENCE_CONTEXT = T(
    "sizing.inference_context",
    "context (prompt + reply) of {tokens} tokens (a typical length, not the model maximum)",
    "上下文（提示词 + 回复）{tokens} tokens（常见长度，不是模型的最大上下文）",
)
BATCH_PER_GPU = T("sizing.batch", "batch {batch} per GPU", "每卡 batch {batch}")
CHECKPOINTING_ON = T("sizing.checkpointing_on", "gradient checkpointing on", "开启梯度检查点")
CHECKPOINTING_OFF = T("sizing.checkpointing_off", "gradient checkpointing off", "不开梯度检查点")
OPTIMIZER_AMP = T(
    "sizing.optimizer_amp",
    "optimizer {optimizer}, bf16 autocast with fp32 master weights",
    "优化器 {optimizer}，bf16 自动混合精度，保留 fp32 主权重",
)
OPTIMIZER_BF16 = T(
    "sizing.optimizer_bf16", "optimizer {optimizer}, pure bf16", "优化器 {optimizer}，纯 bf16 训练"
)
FLASH_ON = T(
    "sizing.flash_on",
    "FlashAttention (no s^2 attention scores stored)",
    "使用 FlashAttention（不保存 s^2 规模的注意力分数）",
)
FLASH_OFF = T(
    "sizing.flash_off",
    "FlashAttention off: s^2 attention scores stored per layer",
    "不用 FlashAttention：每层保存 s^2 规模的注意力分数",
)
LOSS_CHUNKED = T(
    "sizing.loss_chunked",
    "loss over {vocab} vocab: chunked cross-entropy",
    "在 {vocab} 词的词表上算损失：分块交叉熵",
)
LOSS_FP32 = T(
    "sizing.loss_fp32",
    "loss over {vocab} vocab: fp32 logits and their gradient",
    "在 {vocab} 词的词表上算损失：保存 fp32 logits 及其梯度",
)
LORA_ALL_LINEAR = T(
    "sizing.lora_all_linear",
    "LoRA rank {rank} on all linear layers",
    "LoRA 秩 {rank}，加在所有线性层上",
)
LORA_QV = T(
    "sizing.lora_qv",
    "LoRA rank {rank} on q and v projections",
    "LoRA 秩 {rank}，只加在 q、v 投影上",
)
KV_CACHE = T(
    "sizing.kv_cache",
    "KV cache at {bytes:g} bytes/element{hf}",
    "KV 缓存每个元素 {bytes:g} 字节{hf}",
)
KV_HF_EAGER = T(
    "sizing.kv_hf_eager",
    ", x{factor} for HF eager generate",
    "，HF eager generate 再乘以 x{factor}",
)
VLLM_PREALLOCATES = T(
    "sizing.vllm_preallocates",
    "vLLM preallocates {share:.0%} of each GPU and fills the rest with KV cache, so nvidia-smi"
    " shows that much whatever the model size",
    "vLLM 预先占用每张卡 {share:.0%} 的显存，其余都填给 KV 缓存，所以无论模型多大，"
    "nvidia-smi 都显示这么多占用",
)
MOE_RESIDENT = T(
    "sizing.moe_resident",
    "MoE: all experts' weights resident; activations from active experts only",
    "MoE：所有专家的权重都常驻显存；激活值只来自被激活的专家",
)
OVERHEAD = T(
    "sizing.overhead",
    "overhead includes {cuda_gb} GB CUDA context and {framework_gb} GB of allocator cache and"
    " framework buffers",
    "额外开销：{cuda_gb} GB CUDA 上下文，加 {framework_gb} GB 分配器缓存和框架缓冲区",
)
NCCL_BUFFERS = T(
    "sizing.nccl",
    "{gb} GB per GPU for NCCL communication buffers",
    "每卡 {gb} GB 用于 NCCL 通信缓冲区",
)
OFFLOAD_HOST = T(
    "sizing.offload",
    "offloaded state needs host RAM and a fast PCIe link; steps get slower",
    "卸载出去的状态需要主机内存和高速 PCIe 链路；每步会变慢",
)
GENERIC_SHAPE_ASSUMED = T(
    "catalog.generic_shape",
    "{size} treated as a dense Llama-style model: {layers} layers, hidden {hidden}, {heads} heads"
    " ({kv_heads} KV heads), vocabulary {vocab}",
    "{size} 按 Llama 式稠密模型估算：{layers} 层，隐藏维度 {hidden}，{heads} 个注意力头"
    "（{kv_heads} 个 KV 头），词表 {vocab}",
)
CONTEXT_NOT_IN_CONFIG = T(
    "catalog.context_not_in_config",
    "context length not in config: {tokens} assumed",
    "配置里没有上下文长度：按 {tokens} 估算",
)

SEQUENCE_EXCEEDS_CONTEXT = T(
    "sizing.sequence_exceeds_context",
    "sequence length {seq} exceeds {model}'s maximum context {max_context}; the estimate"
    " extrapolates",
    "序列长度 {seq} 超过了 {model} 的最大上下文 {max_context}，估算是外推的",
)
NO_BF16 = T(
    "sizing.no_bf16",
    "{gpu} has no bf16 support; fp16 has the same size but needs loss scaling",
    "{gpu} 不支持 BF16，可用 FP16（大小相同，需要 loss scaling）",
)
NO_FP8 = T(
    "sizing.no_fp8",
    "{gpu} has no FP8 tensor cores; FP8 weights would be upcast to run",
    "{gpu} 没有 FP8 张量核心，FP8 权重需要转换后运行",
)
PRETRAIN_AS_FULL = T(
    "sizing.pretrain",
    "pretraining from scratch: memory as for full training; time is estimated apart",
    "从头预训练：显存按全参数训练估算；训练时间需另行估算",
)
GENERIC_SHAPE = T(
    "sizing.generic_shape",
    "{model} is a generic shape, not a published config",
    "{model} 是按规模推算的通用结构，不是官方发布的配置",
)
VLLM_SHOWS = T(
    "sizing.vllm_shows",
    "vLLM will show about {gb:.1f} GB used per GPU (gpu_memory_utilization {utilization}); that"
    " is preallocation for KV cache, not a leak",
    "vLLM 会显示每卡约 {gb:.1f} GB 显存占用（gpu_memory_utilization {utilization}）："
    "这是给 KV 缓存预先分配的，不是内存泄漏",
)

# --------------------------------------------------------------------------- speed

DECODE_READS = T(
    "speed.decode",
    "decode reads {active_b:.1f}B active params at {bytes_per_param:.2f} B/param plus the KV cache"
    " each step, at {efficiency:.0%} of {bandwidth:g} GB/s ({engine}), plus {layer_us:g} us per"
    " layer per step",
    "解码每步读取 {active_b:.1f}B 激活参数（每参数 {bytes_per_param:.2f} 字节）和 KV 缓存，"
    "按 {bandwidth:g} GB/s 显存带宽的 {efficiency:.0%} 计算（{engine}），"
    "每层每步另加 {layer_us:g} 微秒",
)
PREFILL_AT = T(
    "speed.prefill",
    "prefill at {mfu:.0%} of {tflops:g} dense TFLOPS",
    "预填充按 {tflops:g} TFLOPS 稠密算力的 {mfu:.0%} 计算",
)
DECODE_BATCH_CONTEXT = T(
    "speed.batch_context",
    "batch {batch}, context {context} tokens (KV averaged over the reply)",
    "batch {batch}，上下文 {context} tokens（KV 缓存按生成过程中的平均长度计）",
)
TRAIN_FLOPS = T(
    "speed.train_flops",
    "{factor}xP FLOPs per token{recompute} + causal attention",
    "每 token 计算量 {factor}xP FLOPs（P 为参数量）{recompute}，再加因果注意力",
)
RECOMPUTE = T(
    "speed.recompute",
    " + 2xP recompute (gradient checkpointing)",
    "，加 2xP 重计算（梯度检查点）",
)
MFU = T(
    "speed.mfu",
    "MFU {mfu:.0%} of {tflops:g} dense TFLOPS ({segment} GPU); published range"
    " {low:.0f}-{high:.0f}%",
    "MFU 取 {tflops:g} TFLOPS 稠密算力的 {mfu:.0%}（{segment} GPU）；"
    "公开数据范围 {low:.0f}–{high:.0f}%",
)
SEGMENTS = {
    "consumer": T("segment.consumer", "consumer", "消费级"),
    "workstation": T("segment.workstation", "workstation", "工作站级"),
    "datacenter": T("segment.datacenter", "datacenter", "数据中心级"),
}
MICRO_BATCH = T(
    "speed.micro_batch",
    "micro-batch {batch} x {seq} tokens per GPU, strategy {strategy}",
    "每卡 micro-batch {batch} × {seq} tokens，并行策略 {strategy}",
)
LINK_NVLINK = T(
    "speed.link_nvlink",
    "GPU-to-GPU link {gb_s:g} GB/s one way (NVLink, mostly overlapped)",
    "卡间互联单向 {gb_s:g} GB/s（NVLink，通信大多与计算重叠）",
)
LINK_PCIE = T(
    "speed.link_pcie",
    "GPU-to-GPU link {gb_s:g} GB/s one way (PCIe, not overlapped)",
    "卡间互联单向 {gb_s:g} GB/s（PCIe，通信不与计算重叠）",
)
QLORA_DEQUANT = T(
    "speed.qlora_dequant",
    "QLoRA dequantization adds a fixed cost per micro-step",
    "QLoRA 反量化让每个 micro-step 多出固定耗时",
)
DOES_NOT_FIT = T(
    "speed.does_not_fit",
    "does not fit in memory ({peak:.1f} GB per GPU with {strategy}, {usable:.1f} usable); run"
    " `size` for what would fit",
    "显存装不下（{strategy} 方式下每卡需 {peak:.1f} GB，可用 {usable:.1f} GB）；"
    "用 `size` 命令查看可行方案",
)
LAYER_SPLIT = T(
    "speed.layer_split",
    "{split} splits layers across GPUs: more memory, not more speed",
    "{split} 按层切分到多卡：只增加显存容量，不提速",
)
NO_NVLINK_SHARDED = T(
    "speed.no_nvlink",
    "{gpu} has no NVLink: sharded training moves {gb:.1f} GB per step over PCIe, {share:.0%} of"
    " each step",
    "{gpu} 没有 NVLink：切分训练每步经 PCIe 传输 {gb:.1f} GB，占每步时间的 {share:.0%}",
)

# --------------------------------------------------------------------------- prices

COST_FORMULA = T(
    "price.cost_formula",
    "cost = hourly rate x {hours:g} h x instances; an instance of N GPUs is billed whole",
    "费用 = 每小时价格 × {hours:g} 小时 × 实例数；含多张 GPU 的实例按整台计费",
)
SPOT_OVERHEAD = T(
    "price.spot",
    "spot: {rate:.0%} interruptions per hour, checkpoint every {checkpoint_min:.0f} min,"
    " {restart_min:.0f} min restart -> {lost:.1%} of work lost, billed time x{multiplier:.4f}",
    "抢占式（spot）：每小时中断概率 {rate:.0%}，每 {checkpoint_min:.0f} 分钟保存一次检查点，"
    "重启需 {restart_min:.0f} 分钟 → 损失 {lost:.1%} 的工作量，计费时长 ×{multiplier:.4f}",
)
RESERVED_FORMULA = T(
    "price.reserved",
    "reserved = cheapest committed plan covering the job; whole months/years are paid",
    "预留价 = 覆盖该任务的最便宜包月/包年方案；按整月/整年付费",
)
PER_MILLION_FORMULA = T(
    "price.per_million",
    "cost per 1M tokens = hourly rate / (tokens/s x 3600) x 1,000,000",
    "每 1M token 成本 = 每小时价格 ÷ (tokens/s × 3600) × 1,000,000",
)
INSTANCE_THROUGHPUT = T(
    "price.instance_throughput",
    "instance throughput = per-GPU tokens/s x GPUs in the instance (linear scaling)",
    "实例吞吐 = 单卡 tokens/s × 实例内 GPU 数（按线性扩展）",
)
CHINA_CLOUD_PRICES = T(
    "price.china_clouds",
    "Official list prices for Aliyun, Tencent Cloud, Huawei Cloud, Volcano Engine and Baidu AI"
    " Cloud GPU instances are not published as tables (their pages point to calculators), so the"
    " only CNY prices here are GPU-rental marketplace listings of low confidence. Add a quoted or"
    " negotiated price to your user price file and it is ranked like any other.",
    "阿里云、腾讯云、华为云、火山引擎、百度智能云的 GPU 实例官方价格没有以价目表形式公开"
    "（官网只提供价格计算器），所以这里的人民币价格只来自 GPU 租赁平台的挂牌价，可信度低。"
    "把你拿到的报价或协议价写进用户价格文件，就会和其他报价一起参与排序。",
)
CHEAPEST_BY_PURCHASE = T(
    "catalog.cheapest_by_purchase",
    "cheapest = lowest purchase price in the catalog (launch or street price)",
    "“最便宜”按目录中的购买价（首发价或市场价）排序",
)
GPU_HOUR_FORMULA = T(
    "catalog.gpu_hour_formula",
    "price per GPU-hour = cheapest on-demand offer / GPUs in the instance",
    "每卡时价格 = 最便宜的按量报价 ÷ 实例中的 GPU 数",
)

STALE = T(
    "price.stale",
    "{what} is {days} days old (as of {as_of}); check for a newer figure",
    "{what!p}已是 {days} 天前的数据（截至 {as_of}），请核对最新数字",
)
PRICE_OF = T("price.of", "price of {offer}", "{offer} 的价格")
EXCHANGE_RATE = T(
    "price.exchange_rate",
    "the exchange rate {source}->{target} ({rate:g})",
    "{source}->{target} 汇率（{rate:g}）",
)
DATE_APPROXIMATE = T(
    "price.date_approximate", "date approximate: {note}", "价格日期为推断值，仅供参考"
)
UNVERIFIED = T(
    "price.unverified", "{what} is unverified: {source}", "{what!p}未经核实（来源：{source}）"
)
LOW_CONFIDENCE = T(
    "price.low_confidence",
    "low-confidence price (unverified third-party aggregate)",
    "低可信度价格（未核实的第三方汇总）",
)
PER_GPU_QUOTE = T(
    "price.per_gpu_quote",
    "per-GPU quote: check that the GPUs share one node and a fast interconnect",
    "按卡计价的报价：请确认这些 GPU 在同一节点上，并有高速互联",
)
NEEDS_INSTANCES = T(
    "price.needs_instances",
    "needs {instances} instances: multi-node work needs a fast network",
    "需要 {instances} 台实例：多机训练需要高速网络",
)
PAYS_FOR_MORE = T(
    "price.pays_for_more",
    "pays for {billed} GPUs to use {used}",
    "为用 {used} 张卡要付 {billed} 张卡的钱",
)
NO_OFFERING = T(
    "price.no_offering",
    "no offering matches: try another GPU, fewer GPUs per node or a different provider",
    "没有匹配的报价：可以换一种 GPU、减少每节点的 GPU 数，或换一家云厂商",
)

# --------------------------------------------------------------------------- rent or buy

HOURS_AND_ENERGY = T(
    "tco.hours_energy",
    "{hours:g} hours per month; energy is drawn only while working ({utilization:.0%} of the"
    " month) at full system power {power_kw:g} kW",
    "每月按 {hours:g} 小时计；只在工作时耗电（每月 {utilization:.0%} 的时间），"
    "按整机满载功率 {power_kw:g} kW 计",
)
MAINTENANCE = T(
    "tco.maintenance",
    "maintenance {percent:g}% of the purchase price per year; straight-line depreciation over"
    " {years:g} years ({months:g} months), no resale value",
    "每年维护费为购置价的 {percent:g}%；按 {years:g} 年（{months:g} 个月）直线折旧，不计残值",
)
RENT_HOURS_USED = T(
    "tco.rent_hours_used",
    "renting is billed only for the hours used (on-demand, no idle instances)",
    "租用只按实际使用的小时计费（按量付费，没有闲置实例）",
)
NO_COLOCATION = T(
    "tco.no_colocation",
    "no colocation, network, staff or cooling-equipment cost included",
    "未计入机房托管、网络、人员和制冷设备成本",
)
PURCHASE_GIVEN = T("tco.purchase_given", "purchase price (given)", "购置价（用户给定）")
PURCHASE_ESTIMATED = T(
    "tco.purchase_estimated",
    "purchase price (estimated, see assumptions)",
    "购置价（估算，见假设）",
)
PURCHASE_SERVER = T(
    "tco.purchase_server",
    "purchase price ({units} x {server}, {basis})",
    "购置价（{units} × {server}, {basis}）",
)
PURCHASE_SERVER_SHARE = T(
    "tco.purchase_server_share",
    "purchase price: {count} of the {per_server} GPUs of {server} ({basis}), its per-GPU share;"
    " no price for the card alone (a used card costs less)",
    "购置价：按 {server}（{basis}）{per_server} 张卡中 {count} 张的份额计算；目录里没有单卡价格"
    "（二手卡会更便宜）",
)
SYSTEM_POWER = T("tco.system_power", "system power", "整机功率（服务器条目）")
POWER_GPUS_ONLY = T(
    "tco.power_gpus_only",
    "power ({count} x {watts:g} W, GPUs only: host CPUs, fans and NICs add more; a DGX A100 is"
    " rated 6.5 kW for 3.2 kW of GPUs)",
    "功率（{count} × {watts:g} W，只计 GPU：主机 CPU、风扇和网卡另有功耗；"
    "DGX A100 额定 6.5 kW，其中 GPU 占 3.2 kW）",
)
PUE = T("tco.pue", "PUE {pue:g}", "PUE（数据中心总能耗 / IT 设备能耗）{pue:g}")
ELECTRICITY = T(
    "tco.electricity",
    "electricity {price} {currency}/kWh ({region}, {sector})",
    "电价 {price} {currency}/kWh（{region}，{sector}用电）",
)
SECTORS = {
    "commercial": T("sector.commercial", "commercial", "商业"),
    "industrial": T("sector.industrial", "industrial", "工业"),
    "residential": T("sector.residential", "residential", "居民"),
}
RENT_RATE = T(
    "tco.rent_rate",
    "rent rate ({offer}, cheapest on-demand per GPU-hour)",
    "租用价（{offer}，最便宜的按量每卡时价格）",
)
POWER_BOARD = T(
    "tco.power_board",
    "power = {count} x {watts:g} W board power (GPUs only)",
    "功率 = {count} × {watts:g} W 板卡功耗（只计 GPU）",
)
PURCHASE_LAUNCH = T(
    "tco.purchase_launch",
    "purchase price = {count} x {gpu} at {price} USD ({basis}); host CPU, RAM, PSU and chassis"
    " not included",
    "购置价 = {count} × {gpu}，单价 {price} USD（{basis}）；不含主机 CPU、内存、电源和机箱",
)
PURCHASE_FAMILY = T(
    "tco.purchase_family",
    "no purchase price for {gpu}: priced at {count} x {per_gpu:.0f} {currency} per GPU from"
    " {server} ({basis}), the nearest of the same family; real quotes differ",
    "没有 {gpu} 的购置价：按同系列最接近的 {server} ({basis}) 折算，每卡 {per_gpu:.0f} {currency}，"
    "共 {count} 张；实际报价会不同",
)

# --------------------------------------------------------------------------- reading a question

BUDGET_IN_CNY = T(
    "read.budget_cny",
    "budget with no currency in a Chinese question read as CNY",
    "中文问题里没写币种的预算按人民币（CNY）理解",
)
PRICES_IN_CNY = T(
    "read.prices_cny",
    "prices asked in a Chinese question are given in CNY",
    "中文问题里的价格以人民币（CNY）给出",
)
GGUF_SIZED_AS = T(
    "read.gguf_sized_as", "GGUF {name} sized as {sized}", "GGUF {name} 按 {sized} 估算显存"
)
QUANT_FORMAT_AS_INT4 = T(
    "read.quant_format_as_int4",
    "{name} (4-bit weights) sized as int4",
    "{name}（4 位权重）按 int4 估算",
)
GGUF_SHORTHAND = T(
    "read.gguf_shorthand", "Q{bits} read as GGUF {name}", "Q{bits} 按 GGUF {name} 估算"
)
FULL_PRECISION = T(
    "read.full_precision",
    "'full precision' read as BF16 (unquantised weights)",
    "“全精度”按 BF16（未量化权重）估算",
)
QUANT_AS_INT4 = T(
    "read.quant_int4",
    "quantisation with no bit width read as 4-bit (int4)",
    "没写位宽的量化按 4-bit（int4）理解",
)
NOT_AT_SIZE_ASKED = T(
    "read.not_at_size_asked",
    "the GPU {surface!r} is not in my catalog: the {gpu} it lists has {memory:g} GB;"
    " did you mean {ident}?",
    "GPU {surface!r} 不在我的目录里：目录里的 {gpu} 是 {memory:g} GB；您是不是指 {ident}？",
)
DGX_AS_EIGHT = T(
    "read.dgx", "DGX/HGX {surface} read as 8 GPUs", "DGX/HGX {surface} 按 8 张 GPU 理解"
)
CONTEXT_READ_AS = T(
    "read.context",
    "{surface} context read as {tokens:,} tokens",
    "上下文 {surface} 按 {tokens:,} tokens 理解",
)
CONCURRENCY_AS_BATCH = T(
    "read.concurrency",
    "{n} concurrent requests read as batch size {n}",
    "{n} 个并发请求按 batch size {n} 理解",
)
PER_DAY = T("unit.per_day", "a day", "每天")
PER_WEEK = T("unit.per_week", "a week", "每周")
PER_MONTH = T("unit.per_month", "a month", "每月")
USAGE_STATED = T(
    "read.usage",
    "your stated use, {hours:g} hours {per}, is {pct:.0%} of the month (the utilisation used)",
    "你说的{per}用 {hours:g} 小时，折合每月 {pct:.0%} 的利用率（按此计算）",
)
FOUR_BIT_AS_QLORA = T("read.qlora", "4-bit fine-tuning read as QLoRA", "4-bit 微调按 QLoRA 理解")
MODEL_READ_AS_NEWEST = T(
    "read.model_read_as_newest",
    "{surface!r} read as {model}, the newest model of that family and size in the catalog",
    "{surface!r} 按 {model} 估算（目录里这个系列同规格最新的模型）",
)
CARD_BY_MEMORY = T(
    "read.card_by_memory",
    "a {gb:g} GB card sized as the {name}",
    "{gb:g} GB 显存的卡按 {name} 估算",
)
SIZES_NAMED = T(
    "read.sizes_named",
    "sizes {sizes} named: sized for the largest, {largest:g}B, which the GPUs must hold",
    "提到了 {sizes} 几种规模：按最大的 {largest:g}B 估算，显卡要装得下它",
)
