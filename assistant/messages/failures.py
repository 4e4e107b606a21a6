"""What cannot be computed, in English and Chinese: the text of each ``UsageError``.

A tool call records the English in its JSON ``error`` field; an answer states the error in the
question's language. Same rules as ``table``: the same named values and number formats in both.
"""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

UNKNOWN_ENGINE = T(
    "error.unknown_engine",
    "unknown engine {name!r}; choose one of {choices}",
    "不认识的推理框架 {name!r}；可选：{choices}",
)
ENGINE_PRECISION = T(
    "error.engine_precision",
    "{engine} does not run {precision} weights (it runs {runs})",
    "{engine} 不能运行 {precision} 权重（它支持 {runs}）",
)
FP8_NEEDS_TENSOR_CORES = T(
    "error.fp8_tensor_cores",
    "FP8 needs Ada, Hopper or newer tensor cores; {gpu} has none",
    "FP8 需要 Ada、Hopper 或更新架构的张量核心；{gpu} 没有",
)
NVIDIA_ONLY = T(
    "error.nvidia_only",
    "{engine} runs on NVIDIA GPUs only, not {gpu}",
    "{engine} 只能在 NVIDIA GPU 上运行，不支持 {gpu}",
)
SHARE_BETWEEN_0_AND_1 = T(
    "error.share_between_0_and_1",
    "{name} must be a share between 0 and 1, got {value:g}",
    "{name} 必须是 0 到 1 之间的比例，收到的是 {value:g}",
)
COUNT_AT_LEAST_ONE = T(
    "error.count_at_least_one",
    "GPU count must be at least 1, got {count}",
    "GPU 数量至少为 1，收到的是 {count}",
)
COUNT_BEYOND_ANY_JOB = T(
    "error.count_beyond_any_job",
    "GPU count {count} is beyond any single job; use at most {limit}",
    "GPU 数量 {count} 超出任何单个任务的规模；最多 {limit}",
)
SIZE_BEYOND_ANY_MODEL = T(
    "error.size_beyond_any_model",
    "{params_b:g}B parameters is beyond any published model (largest sized here: {largest:g}B);"
    " check the size",
    "{params_b:g}B 参数超出了任何已发布的模型（这里能估算的最大为 {largest:g}B）；请核对规模",
)
TOKENS_POSITIVE = T(
    "error.tokens_positive",
    "token volume must be positive, got {tokens:g}",
    "token 数量必须为正数，收到的是 {tokens:g}",
)
NO_MEMORY = T("error.no_memory", "{gpu} has no memory", "{gpu} 没有显存数据")
LATENCY_POSITIVE = T(
    "error.latency_positive",
    "a latency target must be positive, got {value:g} {unit}",
    "延迟目标必须为正数，收到的是 {value:g} {unit}",
)
PROMPT_OVER_CONTEXT = T(
    "error.prompt_over_context",
    "a {prompt:,}-token prompt leaves no room for a reply in a {context:,}-token conversation",
    "{prompt:,} token 的提示词在 {context:,} token 的会话里放不下回复",
)
USERS_AT_LEAST_ONE = T(
    "error.users_at_least_one",
    "users must be at least 1, got {users}",
    "用户数至少为 1，收到的是 {users}",
)
SPEED_POSITIVE = T(
    "error.speed_positive",
    "per-user speed must be positive, got {speed:g}",
    "每用户速度必须为正数，收到的是 {speed:g}",
)
SERVE_DOES_NOT_FIT = T(
    "error.serve_does_not_fit",
    "{model} ({weights_gb:.0f} GB of weights) does not fit on {most} x {gpu} with room for one"
    " sequence; choose a larger GPU or a lower precision",
    "{model}（权重 {weights_gb:.0f} GB）在 {most} × {gpu} 上放不下，连一条序列的空间都没有；"
    "请换显存更大的 GPU 或更低的精度",
)
NO_PURCHASE_PRICE = T(
    "error.no_purchase_price",
    "no purchase price known for {count} x {gpu}; pass --capex",
    "不知道 {count} × {gpu} 的购置价；请给出购置价（--capex）",
)
NO_DATED_PURCHASE_PRICE = T(
    "error.no_dated_purchase_price",
    "no dated purchase price for {gpu} in the catalog; give one (gpu-advisor tco --gpu {gpu_id}"
    " --capex AMOUNT)",
    "目录里没有 {gpu} 注明日期的购置价；请给出一个（gpu-advisor tco --gpu {gpu_id} --capex 金额）",
)
NO_RENT_PRICE = T(
    "error.no_rent_price",
    "no on-demand price known for {gpu}; pass --rent-rate",
    "不知道 {gpu} 的按量租用价；请给出租用价（--rent-rate）",
)
NO_POWER_FIGURE = T(
    "error.no_power_figure",
    "no power figure known for {gpu}; pass --power-kw",
    "不知道 {gpu} 的功耗；请给出功率（--power-kw）",
)
NO_TARIFF = T(
    "error.no_tariff",
    "no default electricity price in {currency}; pass --tariff",
    "没有以 {currency} 计的默认电价；请给出电价（--tariff）",
)
SPOT_LOSES_ALL = T(
    "error.spot_loses_all",
    "spot assumptions lose all work: lower the interruption rate or checkpoint more often",
    "按这些抢占式假设会丢掉全部工作：请降低中断概率，或更频繁地保存检查点",
)
NO_EXCHANGE_RATE = T(
    "error.no_exchange_rate",
    "no exchange rate {source}->{target}; add one to the 'fx:' list of your user price file",
    "没有 {source}->{target} 的汇率；请在用户价格文件的 'fx:' 列表里添加一条",
)
QLORA_PRECISION = T(
    "error.qlora_precision",
    "QLoRA keeps the base model in 4-bit NF4; --precision {precision} contradicts it (use --method"
    " lora for 16-bit weights)",
    "QLoRA 的基座模型固定为 4-bit NF4；--precision {precision} 与之矛盾"
    "（16 位权重请用 --method lora）",
)
TRAINING_PRECISION = T(
    "error.training_precision",
    "{method} training updates every weight, so it needs fp32/bf16/fp16 weights, not {precision}"
    " (use --method qlora for 4-bit)",
    "{method} 训练要更新全部权重，需要 fp32/bf16/fp16 权重，不能用 {precision}"
    "（4-bit 请用 --method qlora）",
)
GGUF_NOT_FOR_LORA = T(
    "error.gguf_not_for_lora",
    "GGUF files are for llama.cpp inference, not LoRA training",
    "GGUF 文件用于 llama.cpp 推理，不能用于 LoRA 训练",
)
SHARDING_IS_FOR_TRAINING = T(
    "error.sharding_is_for_training",
    "{strategy} shards training state; for inference use tp or pp",
    "{strategy} 切分的是训练状态；推理请用 tp 或 pp",
)
UNKNOWN_NAME = T(
    "error.unknown_name", "unknown {kind} {name!r}{hint}", "没有这个{kind}：{name!r}{hint}"
)
DID_YOU_MEAN = T("error.did_you_mean", "; did you mean {listed}?", "；你是不是指 {listed}？")
NAME_KINDS = {
    "GPU": T("kind.gpu", "GPU", "显卡"),
    "model": T("kind.model", "model", "模型"),
    "provider": T("kind.provider", "provider", "云厂商"),
    "offering": T("kind.offering", "offering", "报价"),
}
