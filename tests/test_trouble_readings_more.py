"""Troubles read from wording the older cues missed: an OOM beside Chinese text, vLLM preemption,
an offload asked ahead of the load, a feature the card is too old for, a slow job with a cause
put forward, a drop put up for judgment, a change reported in a follow-up."""

from __future__ import annotations

import pytest

from assistant.question.arch_need import needed_capability
from assistant.question.kv_shortfall import kv_shortfall
from assistant.question.troubleshoot import trouble_kind
from tests.support.advisors import memory_advisor, turn_of


@pytest.mark.parametrize(
    "text",
    [
        "sdxl 在 3060 上一开高清修复就报OOM",
        "训练到第二个epoch又OOM了，咋整",
        "comfyui跑wan2.1总是OOM，显卡是4070",
    ],
)
def test_oom_beside_chinese_is_read(text: str) -> None:
    assert trouble_kind(text) == "oom"


def test_a_word_holding_oom_is_no_oom() -> None:
    assert trouble_kind("my room is hot, is the 4090 throttling at 84c?") != "oom"


@pytest.mark.parametrize(
    ("text", "short"),
    [
        ("vllm on an l4, requests keep getting preempted once i pass 16 users", True),
        ("sglang 上并发到 30 就开始 preempt，怎么办", True),
        ("Sequence group 12 is preempted by PreemptionMode.RECOMPUTE mode", True),
        ("my spot instance got preempted twice today, can i resume training", False),
        ("抢占式实例的 A100 多少钱一小时", False),
    ],
)
def test_preemption_is_a_cache_shortfall(text: str, short: bool) -> None:
    assert kv_shortfall(text) is short


@pytest.mark.parametrize(
    "question",
    [
        "vllm 跑 llama 3.1 8b，L4 24G，max_model_len 65536，并发 12 就开始 preempt，咋调",
        "serving qwen2.5 14b awq on one a10 with vllm, at 25 concurrent requests they get"
        " preempted constantly. fix?",
        "sglang qwen2.5 7b on a 4090: sequences keep getting preempted at 40 users, what to change",
    ],
)
def test_preemption_at_a_load_is_sized_by_the_cache(question: str) -> None:
    _, answer, line = turn_of(memory_advisor(), question)
    assert answer.kind == "kv_cache"
    assert "KV" in line


@pytest.mark.parametrize(
    "question",
    [
        "got a 3090. llama 3.1 8b q8 with 16k ctx: all on the gpu or will ollama have to push"
        " some layers to ram?",
        "rtx 4060 ti 16gb, qwen2.5 14b q4_k_m at 8k context — fully in vram or is it gonna"
        " spill layers to cpu?",
        "a 4070 with mistral small 24b q4: does it need to offload part of it to system ram?",
    ],
)
def test_an_offload_asked_ahead_is_a_fit(question: str) -> None:
    query, answer, _ = turn_of(memory_advisor(), question)
    assert query.trouble is None
    assert answer.kind == "fit_check"
    assert answer.verdict in ("yes", "no", "conditional")


@pytest.mark.parametrize(
    ("text", "need"),
    [
        ("ValueError: Bfloat16 is only supported on GPUs with compute capability of at least 8.0",
         8.0),
        ("flash-attn: FlashAttention only supports Ampere GPUs or newer.", 8.0),
        ("报错 仅支持 Hopper 及以上 的显卡", 9.0),
        ("this kernel requires compute capability 7.5 or higher", 7.5),
    ],
)  # fmt: skip
def test_the_capability_an_error_needs(text: str, need: float) -> None:
    assert trouble_kind(text) == "cuda_arch"
    assert needed_capability(text.lower()) == need


@pytest.mark.parametrize(
    ("question", "words"),
    [
        ("T4 上 vllm 报 Bfloat16 is only supported on GPUs with compute capability of at least"
         " 8.0，咋办", ("7.5", "8.0", "fp16")),
        ("2080 ti: FlashAttention only supports Ampere GPUs or newer. what now?",
         ("7.5", "8.0", "SDPA")),
        ("v100 上跑 qwen 报错 bf16 requires compute capability 8.0 or higher", ("7.0", "8.0")),
    ],
)  # fmt: skip
def test_a_card_too_old_for_the_feature_is_told_so(question: str, words: tuple[str, ...]) -> None:
    query, answer, _ = turn_of(memory_advisor(), question)
    assert answer.kind == "troubleshoot"
    assert query.needed_cc is not None
    assert all(w in answer.answer for w in words)
    assert "reinstall a build" not in answer.answer and "请重装包含它" not in answer.answer


@pytest.mark.parametrize(
    "question",
    [
        "2x 3090 tp=2 with vllm, only 9 tok/s on llama 70b awq, nvidia-smi topo -m shows PHB."
        " is it because of no nvlink?",
        "8张4090 tp=8 跑 qwen2.5 72b，单请求才 15 token/s，topo -m 里全是 SYS，是不是因为跨 CPU",
        "4x a6000 tensor parallel, llama 3.3 70b at 11 tok/s and topo -m says NODE between"
        " pairs. is that because of the numa split?",
    ],
)
def test_a_reading_offered_as_the_cause_stays_a_slow_job(question: str) -> None:
    query, answer, _ = turn_of(memory_advisor(), question)
    assert query.trouble == "slow"
    assert answer.kind == "troubleshoot"
    assert query.observed_tokens_per_s is not None


@pytest.mark.parametrize(
    "text",
    [
        "把 batch 调小以后不爆显存了，但是吞吐也掉了，这正常吗",
        "开了 fp8 kv cache 之后速度下降了，算正常代价吗",
        "turned on cpu offload and the throughput dropped, is that the expected trade-off?",
    ],
)
def test_a_drop_put_up_for_judgment_is_slow(text: str) -> None:
    assert trouble_kind(text) == "slow"


@pytest.mark.parametrize(
    "turns",
    [
        ("ollama on my 4060 ti 16gb: qwen2.5 32b q4 gets 2 tok/s, why so slow?",
         "switched to qwen2.5 14b q4 — now 28 tok/s. fine or still a problem?"),
        ("lm studio on an m3 pro 18gb, llama 3.1 8b q8 runs at 9 tok/s, is that normal?",
         "ok switched to q4 and now 17 tok/s, is that normal?"),
        ("3090 上 llama 3.3 70b q4 只有 2 tok/s，正常吗",
         "dropped to qwen2.5 32b q4, now 20 tok/s. normal?"),
    ],
)  # fmt: skip
def test_a_change_reported_keeps_the_card(turns: tuple[str, str]) -> None:
    first, _, _ = turn_of(memory_advisor(), turns[0])
    query, answer, _ = turn_of(memory_advisor(), *turns)
    assert [g.gpu_id for g in query.gpus] == [g.gpu_id for g in first.gpus]
    assert answer.kind == "troubleshoot"
