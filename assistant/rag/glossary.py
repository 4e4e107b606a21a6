"""A small zh<->en glossary of GPU-buying terms, used to expand queries across languages.

The bundled embedding model (all-MiniLM-L6-v2) only understands English, and the BM25 index
only matches the words a passage really uses; so a Chinese question is also searched with the
English terms it names, and an English question with the Chinese ones.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import cache, lru_cache

from assistant.language import detect_language

_CJK = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
"""A Han character: marks the Chinese spellings among a glossary entry's terms."""

# Each entry: Chinese spellings -> English spellings. The first English spelling is the one
# sent to the English-only embedder; every spelling on both sides feeds BM25.
GLOSSARY: tuple[tuple[tuple[str, ...], tuple[str, ...]], ...] = (
    (("显存", "显卡内存"), ("VRAM", "GPU memory", "memory")),
    (("内存",), ("RAM", "memory")),
    (("带宽", "显存带宽"), ("bandwidth", "memory bandwidth")),
    (("微调",), ("fine-tune", "fine-tuning", "finetune")),
    (("全参", "全量微调", "全参数"), ("full fine-tuning", "full")),
    (("训练", "预训练"), ("training", "train", "pretraining")),
    (("推理",), ("inference", "serving")),
    (("无分类器引导", "引导系数"), ("classifier-free guidance", "CFG", "guidance scale")),
    (("采样步数", "去噪步数", "步数"), ("sampling steps", "denoising steps", "steps")),
    (("部署", "上线", "服务化"), ("deployment", "serving", "deploy")),
    (("量化",), ("quantization", "quantize", "int4", "int8")),
    (("精度", "混合精度", "半精度"), ("precision", "mixed precision", "bf16", "fp16")),
    (("抢占式", "竞价", "竞价实例", "抢占"), ("spot", "preemptible", "spot instance")),
    (("包年包月", "包月", "包年", "预留"), ("reserved", "subscription", "monthly")),
    (("按量", "按需", "按量付费"), ("on-demand", "pay-as-you-go")),
    (("计费", "付费", "收费"), ("billing", "pricing")),
    (("价格", "报价", "单价"), ("price", "pricing")),
    (("成本", "费用", "花费", "省钱", "开销"), ("cost", "costs", "saving")),
    (("多卡", "多机", "多机多卡"), ("multi-GPU", "multi-node", "multiple GPUs")),
    (("容器编排", "集群调度"), ("Kubernetes", "k8s", "k3s")),
    (("分布式",), ("distributed", "distributed training")),
    (
        ("并行", "张量并行", "流水线并行", "数据并行"),
        ("parallelism", "tensor parallel", "pipeline"),
    ),
    (("互联", "互连", "卡间"), ("interconnect", "NVLink", "NVSwitch")),
    (("国产", "国产芯片", "国产卡"), ("domestic", "domestic accelerators", "chinese chips")),
    (("昇腾",), ("Ascend", "Huawei Ascend", "910B")),
    (("寒武纪",), ("Cambricon", "MLU")),
    (("华为",), ("Huawei",)),
    (("阿里云",), ("Aliyun", "Alibaba Cloud")),
    (("腾讯云",), ("Tencent Cloud", "Tencent")),
    (("百度智能云", "百度"), ("Baidu",)),
    (("火山引擎",), ("Volcano Engine", "Volcengine")),
    (("青云",), ("QingCloud",)),
    (("云厂商", "云服务商", "云平台", "云服务"), ("cloud provider", "cloud providers", "cloud")),
    (("出口管制", "禁令", "管制"), ("export control", "export controls", "export")),
    (("特供", "中国特供", "阉割"), ("china-market", "China variant", "cut-down")),
    (("租", "租用", "租赁", "租卡"), ("rent", "renting", "rental", "cloud")),
    (("买", "购买", "采购", "自购"), ("buy", "buying", "purchase")),
    (("自建", "自己搭", "组装", "攒机"), ("self-built", "build your own", "on-premises")),
    (("服务器", "整机"), ("server", "servers")),
    (("散热", "风冷", "液冷"), ("cooling", "thermal")),
    (("电源", "功耗", "供电"), ("power supply", "PSU", "power")),
    (("机房", "室温", "温度"), ("server room", "temperature")),
    (("灰尘", "除尘"), ("dust",)),
    (("存储", "硬盘", "磁盘", "云盘"), ("storage", "disk", "NVMe")),
    (("小文件",), ("small files",)),
    (("读写", "吞吐", "IO"), ("I/O", "throughput")),
    (("对象存储",), ("object storage",)),
    (("驱动",), ("driver", "drivers")),
    (("镜像", "容器"), ("image", "Docker", "container")),
    (("环境", "软件栈", "版本"), ("software stack", "environment", "version")),
    (("监控",), ("monitoring", "Prometheus", "Grafana", "DCGM")),
    (("利用率", "占用率"), ("utilization", "utilisation")),
    (("验证", "验机", "检测", "测试"), ("verify", "verification", "benchmark")),
    (("超卖", "假卡", "虚标", "缩水"), ("oversold", "fake", "counterfeit")),
    (("坑", "误区", "踩坑", "常见问题"), ("pitfalls", "mistakes", "common pitfalls")),
    (("趋势", "未来", "过时", "保值"), ("trends", "future-proofing", "future")),
    (("推荐", "建议", "怎么选", "选购", "选择"), ("recommendation", "recommend", "choose")),
    (("学生", "个人", "初学者", "入门"), ("student", "individual", "beginner", "hobbyist")),
    (("企业", "公司", "团队", "创业"), ("enterprise", "company", "team", "startup")),
    (("高校", "实验室", "科研"), ("university", "lab", "research")),
    (("档次", "定位", "级别", "梯队"), ("tier", "tiers", "class")),
    (("数据中心",), ("datacenter", "data center")),
    (("消费级", "游戏卡"), ("consumer", "gaming")),
    (("大模型",), ("LLM", "large language model")),
    (("模型",), ("model",)),
    (("参数",), ("parameters", "params")),
    (("算力",), ("compute", "TFLOPS", "FLOPS")),
    (("显卡", "卡", "GPU"), ("GPU", "card")),
    (("利旧", "二手"), ("used", "second-hand")),
    (
        ("梯度检查点", "激活重计算", "激活检查点"),
        ("gradient checkpointing", "activation checkpointing", "activation recomputation"),
    ),
    (("检查点", "断点续训"), ("checkpoint", "checkpointing")),
    (("中断", "回收"), ("interruption", "preemption")),
    (("长上下文", "上下文"), ("context", "long context", "context length")),
    (("吞吐量",), ("throughput", "tokens per second")),
    (("延迟",), ("latency",)),
    (("投机解码", "推测解码", "投机采样"), ("speculative decoding", "speculative sampling")),
    (("分页注意力",), ("PagedAttention", "paged attention")),
    (("KV 缓存", "KV缓存", "键值缓存"), ("KV cache", "kv-cache")),
    (("同一可用区", "可用区"), ("availability zone", "same zone")),
    (("网络", "网卡"), ("network", "networking", "NIC")),
    (("迁移",), ("migration", "porting")),
    (("生态",), ("ecosystem", "software ecosystem")),
    (("云",), ("cloud",)),
    (("自有", "自有硬件", "本地"), ("own hardware", "on-premises", "local")),
    (("混合",), ("hybrid",)),
    (("概念验证", "试点"), ("proof of concept", "pilot")),
    (("内存条", "ECC", "纠错"), ("ECC", "ECC RAM", "error-correcting")),
    (("张量核心",), ("tensor cores", "tensor core")),
    (("拆分", "通道拆分"), ("bifurcation",)),
    (("限功耗", "限功率", "功耗墙", "功耗上限"), ("power limit", "power limiting")),
    (("降频",), ("throttling", "throttle")),
    (("降压",), ("undervolting", "undervolt")),
    (("涡轮卡", "涡轮版", "暴力扇"), ("blower",)),
    (("秩",), ("rank",)),
    (("CPU", "处理器"), ("CPU", "processor")),
)


@dataclass(frozen=True)
class Expansion:
    """What the glossary found in a query."""

    english: tuple[str, ...]
    """English equivalents of the Chinese terms found (first spelling of each entry)."""
    extra_terms: tuple[str, ...]
    """Every spelling, in both languages, of every entry the query matched."""


@cache
def _english_patterns() -> tuple[tuple[str, re.Pattern[str], int], ...]:
    """Each English spelling, folded, with its whole-word pattern and its entry's index."""
    out = []
    for i, (_, en_terms) in enumerate(GLOSSARY):
        for term in en_terms:
            folded = term.lower()
            out.append((folded, re.compile(rf"(?<![a-z0-9]){re.escape(folded)}(?![a-z0-9])"), i))
    return tuple(out)


@cache
def _chinese_terms() -> tuple[tuple[str, ...], ...]:
    """Each entry's spellings written in Chinese (the Latin ones are matched as words)."""
    return tuple(tuple(t for t in zh_terms if _CJK.search(t)) for zh_terms, _ in GLOSSARY)


@lru_cache(maxsize=2048)
def expand(query: str) -> Expansion:
    """Look up every glossary term in ``query`` (both directions) and return the expansion."""
    text = unicodedata.normalize("NFKC", query)
    lower = text.lower()
    chinese = _chinese_terms()
    said_in_chinese = {i for i, terms in enumerate(chinese) if any(t in text for t in terms)}
    hits = sorted(said_in_chinese)
    for folded, pattern, i in _english_patterns():
        # the substring test first: the pattern only confirms the word boundaries
        if i not in hits and folded in lower and pattern.search(lower):
            hits.append(i)
    english: list[str] = []
    extra: list[str] = []
    for i in hits:
        zh_terms, en_terms = GLOSSARY[i]
        if i in said_in_chinese:
            english.append(en_terms[0])
        extra.extend(t for t in (*zh_terms, *en_terms) if t not in extra)
    return Expansion(english=tuple(dict.fromkeys(english)), extra_terms=tuple(extra))


_ASCII_TOKEN = re.compile(r"[A-Za-z0-9][A-Za-z0-9.+\-]*")


def english_query(query: str) -> str:
    """Return an English rendering of ``query`` for the English-only embedder.

    English questions come back unchanged. For Chinese ones: the English glossary terms found,
    plus every ASCII token the question already holds (``4090``, ``13B``, ``A100``); the raw
    question when neither exists.
    """
    if detect_language(query) == "en":
        return query
    text = unicodedata.normalize("NFKC", query)
    words = list(expand(text).english)
    words.extend(m.group(0) for m in _ASCII_TOKEN.finditer(text))
    return " ".join(dict.fromkeys(words)) or query
