"""The typed request beyond the intent: a case table of en, zh and mixed questions.

Each case lists the request slots the question states; the slots it does not list must stay
at their defaults, so a case fails both when a slot is missed and when one is invented.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Any

import pytest

from assistant.catalog.specs import Catalog, load_catalog
from assistant.question.parsing import parse

REQUEST_SLOTS = {
    "features": [], "excluded_features": [], "min_memory_gb": None, "memory_gb": None,
    "unit": None, "objective": None, "engine": None, "segment": None, "vendor": None,
    "users": None, "region": None,
}  # fmt: skip


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return load_catalog()


CASES: list[tuple[str, dict[str, Any]]] = [
    ("Which GPUs support FP8?", {"features": ["fp8"], "task": "catalog"}),
    ("哪些卡支持FP8", {"features": ["fp8"], "task": "catalog"}),
    ("cheapest GPU with at least 48GB",
     {"min_memory_gb": 48.0, "objective": "cheapest", "task": "catalog"}),
    ("GPUs with NVLink under $2/h?",
     {"features": ["nvlink"], "unit": "per_hour", "task": "catalog", "budget": Decimal(2),
      "budget_period": "hour", "budget_kind": "rent"}),
    ("which cards have more than 80GB", {"min_memory_gb": 81.0, "task": "catalog"}),
    ("显存超过80G的卡有哪些？", {"min_memory_gb": 81.0, "task": "catalog"}),
    ("显存最大的消费级显卡是哪张",
     {"objective": "most_memory", "segment": "consumer", "task": "catalog"}),
    ("which nvidia cards dont have nvlink?",
     {"excluded_features": ["nvlink"], "vendor": "NVIDIA", "task": "catalog"}),
    ("哪些显卡不支持BF16", {"excluded_features": ["bf16"], "task": "catalog"}),
    ("24G显存的卡都有哪些 列一下", {"memory_gb": 24.0, "task": "catalog"}),
    ("which gpus have fp8 AND at least 48gb, and whats the cheapest per hour",
     {"features": ["fp8"], "min_memory_gb": 48.0, "unit": "per_hour", "objective": "cheapest",
      "task": "catalog"}),
    ("how much does an A100 cost per hour on AWS", {"unit": "per_hour"}),
    ("T4 on Azure per month?", {"unit": "per_month"}),
    ("阿里云上租一张A100一个月多少钱？", {"unit": "per_month"}),
    ("8卡H100跑一天总共多少钱", {"unit": "total"}),
    ("serve llama 3 8b with vllm on an L4", {"engine": "vllm"}),
    ("ollama run deepseek-r1:32b on a 4090", {"engine": "llama.cpp"}),
    ("用 SGLang 部署 Qwen2.5 72B 需要几张 H100", {"engine": "sglang"}),
    ("llama 3 70b with TensorRT-LLM on 8 H100s", {"engine": "tensorrt-llm"}),
    ("I want to serve DeepSeek-R1 distilled 32B to my team of 20", {"users": 20}),
    ("部署 Qwen2.5 7B 给 50 个用户用", {"users": 50}),
    ("best value GPU for llama 3 8b inference", {"objective": "best_value"}),
    ("性价比最高的推理卡，跑 Qwen2.5 7B", {"objective": "best_value"}),
    ("fastest GPU for llama 3 70b", {"objective": "fastest"}),
    ("cheapest H100 in europe", {"objective": "cheapest", "region": "europe"}),
    ("国内租 4090 跑 Qwen2.5 7B 多少钱", {"region": "china"}),
]  # fmt: skip


@pytest.mark.parametrize(("text", "want"), CASES, ids=[c[0] for c in CASES])
def test_request_slots(catalog: Catalog, text: str, want: dict[str, Any]) -> None:
    q = parse(text, catalog)
    for slot, default in REQUEST_SLOTS.items():
        assert getattr(q, slot) == want.get(slot, default), slot
    for slot in ("task", "budget", "budget_period", "budget_kind"):
        if slot in want:
            assert getattr(q, slot) == want[slot], slot
    if want.get("task") == "catalog":
        assert q.intent == "recommend"


BUDGETS: list[tuple[str, dict[str, Any]]] = [
    ("I have $5000, what should I buy to fine-tune 7B models?",
     {"budget": Decimal(5000), "budget_currency": "USD", "budget_kind": "buy",
      "budget_period": "total"}),
    ("预算2万，想租卡跑70B", {"budget": Decimal(20000), "budget_currency": "CNY",
                         "budget_kind": "rent", "budget_period": "total"}),
    ("GPUs with NVLink under $2/h?", {"budget": Decimal(2), "budget_period": "hour",
                                     "budget_kind": "rent"}),
]  # fmt: skip


@pytest.mark.parametrize(("text", "want"), BUDGETS, ids=[c[0] for c in BUDGETS])
def test_budget_kind_and_period(catalog: Catalog, text: str, want: dict[str, Any]) -> None:
    q = parse(text, catalog)
    assert {k: getattr(q, k) for k in want} == want


WHERE: list[tuple[str, str | None, str | None]] = [
    ("Can I run llama 3 8B on my 16GB V100?", "own", None),
    ("rent an A100 on RunPod for a week", "cloud", "runpod"),
    ("在本地用两张3090跑Qwen2.5 32B", "own", None),
    ("阿里云上租一张A100一个月多少钱？", "cloud", "aliyun"),
    ("公司想内部部署 DeepSeek-R1-Distill-Llama-70B，需要什么配置？", "own", None),
    ("我们想私有化部署 Qwen2.5-72B，买什么卡", "own", None),
]


@pytest.mark.parametrize(("text", "where", "provider"), WHERE, ids=[w[0] for w in WHERE])
def test_where_and_provider(catalog: Catalog, text: str, where: str, provider: str) -> None:
    q = parse(text, catalog)
    assert (q.where, q.provider) == (where, provider)


MODELS: list[tuple[str, str]] = [
    ("I want to serve DeepSeek-R1 distilled 32B to my team of 20", "deepseek-r1-distill-qwen-32b"),
    ("ollama run deepseek-r1:32b", "deepseek-r1-distill-qwen-32b"),
    ("R1-Distill-Qwen-32B on an A100", "deepseek-r1-distill-qwen-32b"),
    ("公司想内部部署 DeepSeek-R1-Distill-Llama-70B", "deepseek-r1-distill-llama-70b"),
    ("DeepSeek-R1 on 8 H200s", "deepseek-r1"),
    ("GLM-4.5-Air 激活参数才12B，单张4090能跑吗", "glm-4.5-air"),
    ("can llama 4 scout run on a single H100?", "llama-4-scout"),
    ("Llama 4 Maverick 需要几张H100才能跑起来", "llama-4-maverick"),
    ("kimi k2 on 2x 3090?", "kimi-k2"),
    ("gemma 3 27b on 2x 3090", "gemma-3-27b"),
    ("phi-4 on a 4060 ti 16gb?", "phi-4"),
    ("mistral small 3.1 24b at 4bit", "mistral-small-3.1-24b"),
    ("Qwen3-30B-A3B 只激活3B参数", "qwen3-30b-a3b"),
]  # fmt: skip


@pytest.mark.parametrize(("text", "model_id"), MODELS, ids=[m[0] for m in MODELS])
def test_model_mentions_inside_sentences(catalog: Catalog, text: str, model_id: str) -> None:
    assert parse(text, catalog).model_id == model_id


VARIANTS: list[tuple[str, str]] = [
    ("Can I run llama 3 8B on my 16GB V100?", "v100-16gb-sxm"),
    ("我那张V100 16G能LoRA微调ChatGLM3-6B吗", "v100-16gb-sxm"),
    ("my A100 is the 40GB version. can I serve Qwen2.5 32B in bf16 on it?", "a100-40gb-sxm"),
    ("A100 40G 能跑 Qwen2.5 14B 吗", "a100-40gb-sxm"),
    ("H20 141G 单卡能跑 Qwen2.5 72B fp16 吗", "h20-141gb"),
    ("phi-4 on a 4060 ti 16gb?", "rtx-4060-ti-16gb"),
]


@pytest.mark.parametrize(("text", "gpu_id"), VARIANTS, ids=[v[0] for v in VARIANTS])
def test_a_stated_memory_variant_wins(catalog: Catalog, text: str, gpu_id: str) -> None:
    assert [g.gpu_id for g in parse(text, catalog).gpus] == [gpu_id]


def test_unknown_llama4_model_suggests_llama4_not_llama3(catalog: Catalog) -> None:
    q = parse("llama 4 behemoth on an h100", catalog)
    (problem,) = [p for p in q.problems if p.kind == "unknown_model"]
    assert problem.suggestions and all(s.startswith("llama-4") for s in problem.suggestions)
    assert "405" not in problem.en


def test_unknown_model_with_a_size_is_sized_by_that_size(catalog: Catalog) -> None:
    q = parse("can I run llama 5 45B on two 4090s", catalog)
    assert (q.model_id, q.params_b) == (None, 45.0)
    assert any(p.kind == "generic_model" and "45B" in p.en for p in q.problems)


@pytest.mark.parametrize(
    ("text", "precision", "note"),
    [
        ("will llama 3.1 8b fit on a 3060 12gb at q8 lol", "q8_0", "Q8 read as GGUF Q8_0"),
        ("gemma 3 27b on 2x 3090 at full precision", "bf16", "'full precision' read as BF16"),
    ],
)
def test_precision_shorthand_is_read_and_said(
    catalog: Catalog, text: str, precision: str, note: str
) -> None:
    q = parse(text, catalog)
    assert q.precision == precision
    assert any(note in a for a in q.assumptions)


def test_a_century_is_not_a_job_length(catalog: Catalog) -> None:
    q = parse("price of an h100 for 100000 years", catalog)
    assert q.duration_hours is None
    assert q.unread == ["100000 years"]


def test_a_quarter_is_not_a_quantisation(catalog: Catalog) -> None:
    assert parse("Q4 2025 prices for the 4090", catalog).precision is None


def test_team_size_at_the_end_of_a_sentence_is_read(catalog: Catalog) -> None:
    q = parse("I want to serve DeepSeek-R1 distilled 32B to my team of 20. what do I need", catalog)
    assert (q.users, q.task, q.intent) == (20, "serve", "recommend")


@pytest.mark.parametrize(
    ("text", "first"),
    [("run the FP8 checkpoint of qwen3 in vllm", "qwen3-0.6b"),
     ("gemma 3 on a 3060", "gemma-3-1b")],
)  # fmt: skip
def test_a_version_without_a_size_asks_which_size(catalog: Catalog, text: str, first: str) -> None:
    q = parse(text, catalog)
    assert q.model_id is None
    (problem,) = [p for p in q.problems if p.kind == "unknown_model"]
    assert problem.suggestions[0] == first and len(problem.suggestions) > 2
    assert all(s.split("-")[0] == first.split("-")[0] for s in problem.suggestions)


@pytest.mark.parametrize(
    ("text", "model_id"),
    [("phi-4 on a 4090", "phi-4"), ("deepseek r1 on 8 h200", "deepseek-r1"),
     ("Qwen3 MoE 30B on a 4090", "qwen3-30b-a3b")],
)  # fmt: skip
def test_exact_names_without_a_size_still_resolve(catalog: Catalog, text: str, model_id: str):
    assert parse(text, catalog).model_id == model_id
