"""Names of tool fields, tools and data-derived phrases in the page language.

"How this was computed" lists each calculator's inputs and outputs; their keys (``model_id``,
``per_gpu_gb``, ``breakdown.weights``) and tool names (``estimate_memory``) read here in the page
language, with the raw key kept in a tooltip column for whoever checks the JSON. The same goes
for the kinds of offering and price bases, regions and the catalog notes (launch MSRP,
export-control notes) that the price and GPU pages show.
"""

from __future__ import annotations

from collections.abc import Mapping

from assistant.messages.catalog_phrases import catalog_phrase, region_phrase

from .i18n import UiLang
from .labels import TERMS, Pair, pick

TOOLS: dict[str, Pair] = {
    "estimate_memory": ("Memory estimate", "显存估算"),
    "estimate_speed": ("Speed estimate", "速度估算"),
    "plan_serving": ("Serving plan", "部署规划"),
    "serving_capacity": ("Serving capacity", "并发容量"),
    "price_job": ("Price", "报价"),
    "query_catalog": ("Catalog look-up", "目录查询"),
    "recommend_setup": ("Recommended setup", "推荐配置"),
    "rent_vs_buy": ("Rent or buy", "租还是买"),
    "compare_gpus": ("GPU comparison", "GPU 对比"),
    "plan_remedies": ("Out-of-memory remedies", "显存不足的对策"),
    "host_ram": ("Host RAM", "主机内存"),
    "longest_context": ("Longest context that fits", "能放下的最长上下文"),
    "describe_instance": ("Instance type", "实例规格"),
    "list_instances": ("Instance types with this GPU", "配这张卡的实例规格"),
    "list_models": ("Models in the catalog", "目录中的模型"),
    "estimate_job_duration": ("Job duration", "任务时长"),
    "estimate_batch_inference": ("Batch-inference time", "批量推理时长"),
    "fits_hardware": ("What fits this hardware", "这套硬件能跑什么"),
    "estimate_power": ("Power estimate", "功耗估算"),
}
GROUPS: dict[str, Pair] = {
    "breakdown": ("memory breakdown", "显存构成"),
    "budget": ("budget", "预算"),
    "cost": ("cost", "费用"),
    "faster_option": ("faster option", "更快的选项"),
    "latency": ("latency", "延迟"),
    "pick": ("pick", "推荐"),
    "runner_up": ("runner-up", "次选"),
    "spot_assumptions": ("spot assumptions", "抢占式假设"),
    "used_alternative": ("used-market alternative", "二手替代"),
}
FIELDS: dict[str, Pair] = {
    "activations": TERMS["activations"],
    "gradients": TERMS["gradients"],
    "optimizer": TERMS["optimizer"],
    "logits": TERMS["logits"],
    "kv_cache": TERMS["kv_cache"],
    "overhead": TERMS["overhead"],
    "weights": TERMS["weights"],
    "aggregate_tokens_per_s_per_replica": (
        "tokens/s per replica, all users",
        "每副本总吞吐（token/s）",
    ),
    "allocator_cache_gb": ("allocator cache (GB)", "分配器缓存（GB）"),
    "alternatives": ("alternatives", "替代方案"),
    "amount": ("amount", "金额"),
    "amount_usd": ("amount (USD)", "金额（美元）"),
    "as_of": ("as of", "价格日期"),
    "assumptions": ("assumptions", "假设"),
    "batch": ("batch size", "批大小"),
    "batch_per_replica": ("batch per replica", "每副本批大小"),
    "bound": ("limited by", "瓶颈"),
    "break_even_months": ("break-even (months)", "回本时间（月）"),
    "break_even_utilization": ("break-even utilisation", "回本所需利用率"),
    "budget": ("budget", "预算"),
    "budget_currency": ("budget currency", "预算币种"),
    "budget_period": ("budget period", "预算周期"),
    "by_rent": ("ranked by rental price", "按租价排序"),
    "capacity_gb": ("card memory (GB)", "显卡显存（GB）"),
    "capex": ("purchase price", "购置价"),
    "hours_per_week": ("hours a week", "每周小时数"),
    "payback_months": ("payback (months)", "回本时间（月）"),
    "rent_per_gpu_hour": ("rent per GPU-hour", "每卡时租金"),
    "rent_quoted": ("rent from the price book", "租金取自价格表"),
    "tariff_per_kwh": ("electricity per kWh", "每度电价"),
    "cheapest_fit": ("cheapest that fits", "最便宜的可行配置"),
    "checkpoint_interval_hours": ("checkpoint interval (h)", "检查点间隔（小时）"),
    "colocation_monthly": ("colocation per month", "托管费（每月）"),
    "communication_share": ("share of time communicating", "通信时间占比"),
    "confidence": ("confidence", "可信度"),
    "considered": ("considered", "参与比较"),
    "context_tokens": ("context (tokens)", "上下文（token）"),
    "cost_per_million_tokens": ("cost per 1M tokens", "每百万 token 成本"),
    "count": ("GPU count", "GPU 数量"),
    "cards": ("cards sharing the job", "分摊任务的卡数"),
    "counts": ("GPU counts", "GPU 数量"),
    "cpu_moe_layers": ("MoE layers with experts in RAM", "专家放在内存里的 MoE 层数"),
    "cuda_context_gb": ("CUDA context (GB)", "CUDA 上下文（GB）"),
    "currency": ("currency", "币种"),
    "decode_tokens_per_s": ("decode tokens/s", "解码速度（token/s）"),
    "decode_tokens_per_s_total": ("decode tokens/s, all users", "总解码速度（token/s）"),
    "cost": ("cost", "费用"),
    "days": ("days", "天数"),
    "decode_hours": ("generation hours", "生成耗时（小时）"),
    "depreciation_monthly": ("depreciation per month", "折旧（每月）"),
    "energy_monthly": ("electricity per month", "电费（每月）"),
    "engine": ("runtime", "推理框架"),
    "engine_label": ("runtime", "推理框架"),
    "error": ("error", "错误"),
    "excluded": ("excluded", "已排除"),
    "excluded_features": ("excluded features", "排除的特性"),
    "features": ("features", "特性"),
    "non_cuda": ("AMD cards and Macs admitted", "也考虑非英伟达显卡和苹果电脑"),
    "used_priced": ("named cards priced used", "所列显卡按二手价"),
    "offered": ("cards at the price you were offered", "按你看到的要价计的显卡"),
    "fits": ("fits", "装得下"),
    "fx_id": ("exchange rate", "汇率"),
    "gpu": ("GPU", "GPU"),
    "gpu_count": ("GPU count", "GPU 数量"),
    "gpu_hours": ("GPU-hours", "卡时"),
    "gpu_id": ("GPU", "GPU"),
    "gpus": ("GPUs", "GPU"),
    "gpus_per_replica": ("GPUs per replica", "每副本 GPU 数"),
    "headroom_gb": ("headroom (GB)", "余量（GB）"),
    "headroom_share": ("headroom share", "余量占比"),
    "host_ram_gb": ("host RAM (GB)", "主机内存（GB）"),
    "hours": ("hours", "小时数"),
    "output_tokens": ("tokens generated per prompt", "每条生成 token 数"),
    "prefill_hours": ("prompt-processing hours", "输入处理耗时（小时）"),
    "requests": ("prompts", "请求数"),
    "sequences_at_once": ("sequences at once", "同时处理的序列数"),
    "inputs": ("inputs", "输入"),
    "instance_type": ("instance type", "实例规格"),
    "instances": ("instances", "实例数"),
    "matching": ("types that match", "符合的规格数"),
    "order": ("ranked by", "排序依据"),
    "interruptions_per_hour": ("interruptions per hour", "每小时中断概率"),
    "itl_ms": ("time between tokens (ms)", "token 间隔（毫秒）"),
    "itl_target_ms": ("ITL target (ms)", "token 间隔目标（毫秒）"),
    "kind": ("kind", "类型"),
    "kv_bytes_per_token": ("KV cache bytes per token", "每 token 的 KV 缓存字节数"),
    "kv_gb_per_sequence": ("KV cache per sequence (GB)", "每条序列的 KV 缓存（GB）"),
    "larger_models_not_fitting": ("larger models that do not fit", "装不下的更大模型"),
    "latency": ("latency", "延迟"),
    "limited_by": ("limited by", "瓶颈"),
    "lost_work_fraction": ("work lost to interruptions", "中断损失的工作量"),
    "maintenance_monthly": ("maintenance per month", "维护费（每月）"),
    "max_batch_per_replica": ("largest batch per replica", "每副本最大批大小"),
    "max_per_gpu_hour": ("price cap per GPU-hour", "每卡时价格上限"),
    "meets_target": ("meets the target", "达到目标"),
    "meets_targets": ("meets the targets", "达到目标"),
    "memory_gb": ("memory (GB)", "显存（GB）"),
    "method": ("method", "方式"),
    "method_change": ("method changed", "更换的方式"),
    "method_pick": ("method chosen", "选用的方式"),
    "mfu": ("MFU", "MFU（算力利用率）"),
    "mfu_range": ("MFU range", "MFU 范围"),
    "model": ("model", "模型"),
    "model_active_params_b": ("active parameters (B)", "激活参数量（B）"),
    "model_id": ("model", "模型"),
    "models": ("models", "模型"),
    "families": ("model families", "模型系列"),
    "family": ("model family", "模型系列"),
    "name": ("name", "名称"),
    "params_b": ("parameters (B)", "参数量（十亿）"),
    "active_params_b": ("active parameters (B)", "激活参数量（十亿）"),
    "max_context": ("longest context (tokens)", "最长上下文（token）"),
    "release": ("released", "发布时间"),
    "model_max": ("model's longest context (tokens)", "模型最长上下文（token）"),
    "model_max_fits": ("model's whole context fits", "模型完整上下文放得下"),
    "kv_cache_gb": ("KV cache (GB)", "KV 缓存（GB）"),
    "model_named": ("model named", "问题中的模型"),
    "model_params_b": ("parameters (B)", "参数量（B）"),
    "monthly_saving": ("saving per month", "每月节省"),
    "notes": ("notes", "备注"),
    "objective": ("objective", "目标"),
    "offer_id": ("price row", "报价条目"),
    "one_instance": ("one instance", "单台实例"),
    "own_cost_per_gpu_hour": ("owning, per GPU-hour", "自购折合每卡时"),
    "own_monthly": ("owning, per month", "自购（每月）"),
    "per_gpu_gb": ("peak per GPU (GB)", "单卡峰值（GB）"),
    "release_format": ("release format", "官方发布格式"),
    "bf16_per_gpu_gb": ("peak per GPU in bf16 (GB)", "16 位时单卡峰值（GB）"),
    "box_usable_gb": ("usable in the whole box (GB)", "整机合计可用（GB）"),
    "per_gpu_hour": ("per GPU-hour", "每卡时"),
    "purchase_price": ("purchase price (converted)", "购买价（换算）"),
    "purchase_fx_rate": ("exchange rate used (per USD)", "所用汇率（每美元）"),
    "usd_rate": ("exchange rate (per USD)", "汇率（每美元）"),
    "per_user_tokens_per_s": ("tokens/s per user", "每用户速度（token/s）"),
    "period": ("period", "周期"),
    "precision": ("precision", "精度"),
    "prefill_steps": ("steps to prefill a prompt", "提示词预填充步数"),
    "prefill_tokens_per_s": ("prefill tokens/s", "预填充速度（token/s）"),
    "price": ("price", "价格"),
    "budget_w": ("power budget (W)", "功率预算（W）"),
    "budget_ok": ("within the power budget", "在功率预算之内"),
    "price_basis": ("price basis", "计价方式"),
    "price_usd": ("price (USD)", "价格（美元）"),
    "used_price_usd": ("used-market price (USD)", "二手价（美元）"),
    "used_price_basis": ("used price: date and source", "二手价的日期与来源"),
    "resale": ("sold again at the end", "结束后转卖"),
    "resale_value": ("resale at the end", "结束后的转卖回款"),
    "resale_note": ("how the resale is priced", "转卖回款的依据"),
    "cpu": ("CPU named", "指定的 CPU"),
    "cpu_name": ("CPU", "处理器"),
    "prompt": ("prompt (tokens)", "提示词（token）"),
    "prompt_stated": ("prompt length stated", "提示词长度由你给出"),
    "prompt_tokens": ("prompt (tokens)", "提示词（token）"),
    "provider": ("provider", "云厂商"),
    "quotes": ("quotes", "报价"),
    "range_gb": ("range (GB)", "范围（GB）"),
    "rank_by": ("ranked by", "排序依据"),
    "as_asked_first": ("runs it as asked first", "原样能跑的优先"),
    "reason": ("reason", "原因"),
    "reference_workload": ("reference workload", "参考负载"),
    "region": ("region", "地域"),
    "rent_monthly": ("renting, per month", "租用（每月）"),
    "replicas": ("replicas", "副本数"),
    "reserve_gb": ("reserve (GB)", "预留（GB）"),
    "restart_hours": ("restart time (h)", "重启耗时（小时）"),
    "rows": ("rows", "结果"),
    "runner_up": ("runner-up", "次选"),
    "segment": ("segment", "定位"),
    "sensitivity": ("sensitivity", "敏感性分析"),
    "seq_len": ("sequence length (tokens)", "序列长度（token）"),
    "sort": ("sort", "排序"),
    "source": ("source", "来源"),
    "spot": ("spot", "抢占式"),
    "step_token_budget": ("tokens per scheduler step", "每步 token 预算"),
    "strategy": ("split", "切分方式"),
    "strategy_reason": ("why this split", "切分方式的理由"),
    "tight_fit": ("tight fit", "余量很小"),
    "time_to_first_token_s": ("time to first token (s)", "首 token 延迟（秒）"),
    "peak_gb_per_gpu": ("peak per GPU (GB)", "每卡峰值（GB）"),
    "usable_gb_per_gpu": ("usable per GPU (GB)", "每卡可用（GB）"),
    "ttft_s": ("time to first token (s)", "首 token 延迟（秒）"),
    "ttft_target_s": ("TTFT target (s)", "首 token 延迟目标（秒）"),
    "tokens": ("tokens", "token 数"),
    "tokens_per_s": ("tokens/s", "速度（token/s）"),
    "tokens_per_s_target": ("target tokens/s", "目标速度（token/s）"),
    "total_gb": ("total over all GPUs (GB)", "所有卡合计（GB）"),
    "train_tokens_per_s": ("training tokens/s", "训练速度（token/s）"),
    "usable_gb": ("usable per GPU (GB)", "单卡可用（GB）"),
    "usd_per_gpu_hour": ("USD per GPU-hour", "每卡时（美元）"),
    "usd_per_hour": ("USD per hour", "每小时（美元）"),
    "used_alternative": ("used-market alternative", "二手替代"),
    "used_market": ("used market", "二手市场"),
    "asked_used": ("priced used, as asked", "按所说的二手价"),
    "users": ("users", "用户数"),
    "utilization": ("utilisation", "利用率"),
    "vendor": ("vendor", "厂商"),
    "verdict": ("verdict", "结论"),
    "wall_hours": ("wall time (h)", "耗时（小时）"),
    "wall_hours_range": ("wall time range (h)", "耗时范围（小时）"),
    "warnings": ("warnings", "提示"),
    "weights_gb": ("weights (GB)", "权重（GB）"),
    "winner": ("winner", "胜出"),
    "within_budget": ("within budget", "在预算内"),
    "years": ("years", "年数"),
}
PRICE_BASES: dict[str, Pair] = {
    "instance": ("per instance", "按整机"),
    "per_gpu": ("per GPU rental", "按卡租用"),
    "gpu_addon": ("GPU add-on to an instance", "实例附加 GPU"),
}
OFFERING_WORDS: dict[str, str] = {
    "GPU rental marketplace": "GPU 租赁平台",
    "per card": "按卡",
    "on-demand": "按量",
    "On-demand": "按量",
    "spot": "抢占式",
    "negotiated price": "协议价",
    "marketplace": "租赁平台",
    "instance": "实例",
    "reserved": "预留",
}
"""Words inside offering names (``EC2 on-demand``, ``GPU rental marketplace (per card)``)."""


def _words(key: str) -> str:
    return key.replace("_", " ")


def field_label(key: str, lang: UiLang) -> str:
    """A tool field in ``lang``: ``breakdown.weights`` → "memory breakdown · weights"."""
    group, _, leaf = key.rpartition(".")
    name = FIELDS.get(leaf)
    text = pick(name, lang) if name else _words(leaf)
    if not group:
        return text
    head = GROUPS.get(group) or FIELDS.get(group)
    return f"{pick(head, lang) if head else _words(group)} · {text}"


def tool_label(tool: str, lang: UiLang) -> str:
    """A calculator's name in ``lang`` (unknown tools as words)."""
    pair = TOOLS.get(tool)
    return pick(pair, lang) if pair else _words(tool)


def price_basis(raw: str, lang: UiLang) -> str:
    """How a price row is billed (per instance, per GPU rental, add-on) in ``lang``."""
    pair = PRICE_BASES.get(raw)
    return pick(pair, lang) if pair else raw


def region(raw: str, lang: UiLang) -> str:
    """A region in ``lang``: named places and "any"; cloud region codes stay as they are."""
    return region_phrase(raw, lang)


def _replace_all(text: str, words: Mapping[str, str]) -> str:
    for en in sorted(words, key=len, reverse=True):
        text = text.replace(en, words[en])
    return text


def offering(raw: str, lang: UiLang) -> str:
    """An offering kind in ``lang``: product names stay, common words are translated."""
    if lang == "en":
        return raw
    return _replace_all(raw, OFFERING_WORDS).replace("(", "（").replace(")", "）")


def note(raw: str, lang: UiLang) -> str:
    """A catalog note (launch MSRP, export control, used market) in ``lang``."""
    return catalog_phrase(raw, lang)


BOOLEANS: dict[str, Pair] = {"true": ("yes", "是"), "false": ("no", "否")}


def computed_rows(
    rows: list[dict[str, str]], lang: UiLang, names: Mapping[str, str] | None = None
) -> list[dict[str, str]]:
    """``kv_rows`` for "how this was computed": field names and yes/no in ``lang``.

    Catalog ids in values read as names (``rtx-4090`` → RTX 4090); the raw key stays in a
    ``key`` column for whoever compares with the JSON.
    """
    names = names or {}
    out = []
    for row in rows:
        raw = row["value"]
        shown = pick(BOOLEANS[raw], lang) if raw in BOOLEANS else names.get(raw, raw)
        out.append({"field": field_label(row["field"], lang), "value": shown or "—"})
    return out


__all__ = [
    "computed_rows",
    "FIELDS",
    "TOOLS",
    "field_label",
    "note",
    "offering",
    "price_basis",
    "region",
    "tool_label",
]
