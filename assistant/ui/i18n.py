"""English and Chinese labels for the interface (answers follow the question's language)."""

from __future__ import annotations

from typing import Literal

UiLang = Literal["en", "zh"]

LABELS: dict[str, tuple[str, str]] = {
    # key: (English, Chinese)
    "app_title": ("GPU Advisor", "GPU 选型助手"),
    "language": ("Interface language", "界面语言"),
    "nav_chat": ("Chat", "对话"),
    "nav_gpus": ("GPUs", "GPU 列表"),
    "nav_models": ("Models", "模型"),
    "nav_prices": ("Cloud prices", "云端价格"),
    "nav_calculator": ("Calculator", "显存计算器"),
    "nav_fits": ("What fits my GPU", "我的显卡能跑什么"),
    "nav_recommendations": ("Recommendations", "选型推荐"),
    "nav_about": ("About", "关于"),
    "chat_placeholder": (
        "Ask about GPUs, memory, prices… e.g. can I fine-tune a 13B model on two 4090s",
        "问问 GPU、显存或价格……例如：两张 4090 能微调 13B 模型吗",
    ),
    "examples": ("Try an example", "试试这些问题"),
    "new_chat": ("New chat", "新对话"),
    "export": ("Export chat (JSON)", "导出对话（JSON）"),
    "carried": ("Carried over from your previous question", "沿用上一个问题"),
    "clarify_pick": ("Pick one", "请选择"),
    "verdict_yes": ("Fits", "可以"),
    "verdict_no": ("Does not fit", "不行"),
    "verdict_conditional": ("Fits with conditions", "有条件可行"),
    "numbers": ("The numbers", "关键数字"),
    "chart_title": ("Memory per GPU", "单卡显存占用"),
    "sources": ("Sources", "来源"),
    "no_sources": ("No sources were cited.", "本回答没有引用来源。"),
    "how": ("How this was computed", "计算过程"),
    "inputs": ("Inputs", "输入"),
    "outputs": ("Outputs", "输出"),
    "assumptions": ("Assumptions", "假设"),
    "change": ("Assumptions you can change", "可调整的假设"),
    "method": ("Method", "方式"),
    "precision": ("Precision", "精度"),
    "context": ("Context (tokens)", "上下文长度（token）"),
    "batch": ("Batch size", "批大小"),
    "gpu": ("GPU", "GPU"),
    "gpu_count": ("GPU count", "GPU 数量"),
    "recalculate": ("Recalculate", "重新计算"),
    "recalculated": ("Recalculated with your assumptions.", "已按你调整的假设重新计算。"),
    "follow_ups": ("Follow-up questions", "追问"),
    "feedback_reason": ("What was wrong?", "哪里不对？"),
    "feedback_saved": ("Thanks, feedback saved.", "谢谢，反馈已保存。"),
    "building_index": (
        "First run: building the knowledge index (about a minute)…",
        "首次运行：正在建立知识索引（约一分钟）……",
    ),
    "index_ready": ("Knowledge index ready.", "知识索引已就绪。"),
    "thinking": ("Working it out…", "正在计算……"),
    "filters": ("Filters", "筛选"),
    "search": ("Search by name", "按名称搜索"),
    "min_memory": ("Minimum memory (GB)", "最小显存（GB）"),
    "vendor": ("Vendor", "厂商"),
    "segment": ("Segment", "定位"),
    "nvlink_only": ("NVLink only", "只看支持 NVLink 的"),
    "sort_by": ("Sort by", "排序依据"),
    "descending": ("Descending", "降序"),
    "rows_shown": ("{n} of {total} shown", "显示 {n} / {total} 项"),
    "rows_all": ("All {total} shown", "全部 {total} 项"),
    "rows_filtered": ("{n} of {total} match the filters", "{total} 项中有 {n} 项符合筛选条件"),
    "rows_hidden_excluded": (
        "{n} of {total} shown: {hidden} rows kept out of ranking are hidden"
        " (tick “Show rows excluded from ranking” to see them)",
        "显示 {n} / {total} 项：{hidden} 条未参与排名的条目已隐藏"
        "（勾选“显示未参与排名的条目”可查看）",
    ),
    "rows_filtered_excluded": (
        "{n} of {total} shown: {hidden} kept out of ranking are hidden, the filters leave {n}",
        "显示 {n} / {total} 项：{hidden} 条未参与排名的条目已隐藏，其余按筛选条件剩 {n} 项",
    ),
    "loading_advisor": ("Loading the knowledge base…", "正在加载知识库……"),
    "guide_sources": ("Sources", "来源"),
    "family": ("Family", "系列"),
    "max_params": ("Maximum size (B parameters)", "最大参数量（B）"),
    "provider": ("Provider", "云厂商"),
    "currency": ("Currency", "币种"),
    "confidence": ("Confidence", "可信度"),
    "show_excluded": ("Show rows excluded from ranking", "显示未参与排名的条目"),
    "prices_note": (
        "Prices are dated snapshots with a confidence level; check the provider before buying.",
        "价格为带日期的快照并标注可信度；下单前请以云厂商官网为准。",
    ),
    "prices_missing": ("Cloud prices are not available yet.", "暂无云端价格数据。"),
    "model": ("Model", "模型"),
    "seq_len": ("Sequence length (tokens)", "序列长度（token）"),
    "calculate": ("Calculate", "计算"),
    "per_gpu": ("Peak per GPU", "单卡峰值"),
    "usable": ("Usable per GPU", "单卡可用"),
    "headroom": ("Headroom", "余量"),
    "strategy": ("Strategy", "并行策略"),
    "warnings": ("Warnings", "注意"),
    "alternatives": ("What would fit", "可行的替代方案"),
    "user_type": ("Who you are", "用户类型"),
    "workload": ("Workload", "任务类型"),
    "reasons": ("Why", "理由"),
    "cited_guides": ("Guides", "参考指南"),
    "about_sources": ("Sources", "数据来源"),
    "about_freshness": ("Data freshness", "数据时效"),
    "about_limits": ("Limitations", "局限"),
    "error": ("Something went wrong", "出错了"),
    "default": ("default", "默认"),
    "choose": ("Choose", "请选择"),
    "seq_help": (
        "0 uses the default: 2,048 tokens for training, 4,096 for inference.",
        "填 0 表示用默认值：训练 2,048 token，推理 4,096 token。",
    ),
    "seq_default_help": (
        "Default for {model} with this method: {n} tokens (its maximum context: {max}).",
        "{model} 在此方式下的默认值：{n} token（最大上下文：{max}）。",
    ),
    "seq_whole": (
        "Enter a whole number of tokens, at least 1.",
        "请输入不小于 1 的整数 token 数。",
    ),
    "seq_over_model": (
        "{n} tokens is more than {model}'s maximum context of {max} tokens; lower it, or tick"
        " “Beyond the model's maximum” to size it anyway.",
        "{n} token 超过了 {model} 的最大上下文 {max} token；请调小，或勾选“超出模型最大值”"
        "仍按此长度计算。",
    ),
    "seq_over_hard": (
        "{n} tokens is more than the calculator sizes ({max} tokens at most).",
        "{n} token 超出了计算器的上限（最多 {max} token）。",
    ),
    "beyond_max": ("Beyond the model's maximum", "超出模型最大值"),
    "beyond_help": (
        "Size a context longer than the model was trained for (e.g. with RoPE scaling).",
        "按超过模型训练长度的上下文计算（例如使用位置编码外推时）。",
    ),
    "what_fits": ("What would fit", "可行的方案"),
    "fit_other_gpu": ("on {gpu} instead", "改用 {gpu}"),
    "fit_qlora": ("QLoRA (4-bit base) on {gpu}", "在 {gpu} 上改用 QLoRA（4 位量化底座）"),
    "nothing_fits": (
        "Nothing tried fits: not more {gpu} cards, not a lighter method, not the largest cards in"
        " the catalog.",
        "试过的方案都装不下：增加 {gpu} 的数量、换更省显存的方式、改用目录中显存最大的卡都不行。",
    ),
    "need_count": ("Enter a whole number of at least 1.", "请输入不小于 1 的整数。"),
    "need_positive": ("Enter a number above 0.", "请输入大于 0 的数。"),
    "need_nonnegative": ("Enter 0 (the default) or more.", "请输入 0（默认值）或更大的数。"),
    "fix_inputs": (
        "Fix the marked field to see results.",
        "请先改正标红提示的输入项，再查看结果。",
    ),
    "split_sentence": ("Split: {name}: {explained}.", "切分方式：{name}，{explained}。"),
    "split_not_fitting": (
        "Even the lightest split tried does not fit.",
        "试过的切分方式中最省显存的一种也装不下。",
    ),
    "units_title": ("About the units", "关于单位"),
    "about_gpus": (
        "{n} GPUs ({verified} fully verified)",
        "{n} 款 GPU（其中 {verified} 款完整核实）",
    ),
    "about_models": ("{n} open models", "{n} 个开源模型"),
    "about_guides": (
        "{n} guides in English and Chinese",
        "{n} 篇中英文指南",
    ),
    "fresh_guides": ("Guides updated {first} … {last}", "指南更新于 {first} 至 {last}"),
    "fresh_prices": (
        "Cloud prices: {n} offerings, as of {first} … {last}",
        "云端价格：{n} 条报价，日期为 {first} 至 {last}",
    ),
    "fresh_prices_none": ("Cloud prices: none loaded", "云端价格：未加载"),
    "fresh_index": ("Retrieval index built {when}", "检索索引建立于 {when}"),
    "price_currency": ("Show every price in", "价格统一换算为"),
    "per_gpu_hour_in": ("Per GPU-hour ({currency})", "每卡每小时（{currency}）"),
    "fx_note": (
        "Converted at 1 {base} = {rate} {quote}, the rate of {as_of}; the listed price in its own"
        " currency is beside it.",
        "按 1 {base} = {rate} {quote} 换算（{as_of} 的汇率）；旁边一列是原币种的标价。",
    ),
    "fx_missing": (
        "No exchange rate is known, so only prices already in {currency} are converted.",
        "缺少汇率，只显示本来就以 {currency} 标价的条目。",
    ),
    "currency_usd": ("US dollars (USD)", "美元（USD）"),
    "currency_cny": ("Chinese yuan (CNY)", "人民币（CNY）"),
}

EXAMPLES: dict[str, tuple[str, ...]] = {
    "en": (
        "Can I fine-tune a 13B model on two 4090s?",
        "How much memory does Llama 3.1 70B need for inference in int4?",
        "What is the cheapest way to rent 8 H100s for a week?",
    ),
    "zh": (
        "两张 4090 能微调 13B 模型吗？",
        "推理 Qwen2.5 72B 需要几张 A100？",
        "租 GPU 还是买 GPU 更划算？",
    ),
}
"""Example questions, in the interface language."""

USER_TYPES: dict[str, tuple[str, str]] = {
    "student": ("Student / individual", "学生 / 个人开发者"),
    "small_team": ("Small team / start-up", "小团队 / 初创公司"),
    "enterprise": ("Enterprise", "企业"),
    "sensitive_data": ("Sensitive data", "敏感数据 / 合规"),
}

WORKLOADS: dict[str, tuple[str, str]] = {
    "inference": ("Inference", "推理"),
    "lora": ("LoRA / QLoRA", "LoRA / QLoRA 微调"),
    "full_training": ("Full training", "全量训练"),
}


def t(key: str, lang: UiLang = "en", **fields: object) -> str:
    """Return the label ``key`` in ``lang``, formatted with ``fields``; unknown keys echo back."""
    pair = LABELS.get(key)
    if pair is None:
        return key
    text = pair[0] if lang == "en" else pair[1]
    return text.format(**fields) if fields else text


def pick(pair: tuple[str, str], lang: UiLang) -> str:
    """Return the English or Chinese half of a label pair."""
    return pair[0] if lang == "en" else pair[1]
