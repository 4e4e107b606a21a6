"""Unit and property tests for the memory estimator (assistant/sizing.py)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pydantic import ValidationError

from assistant.calc.memory_terms import GB, NF4_DQ_BYTES, arch_of, capacity_gb, lora_params
from assistant.calc.sizing import Workload, estimate_memory
from assistant.catalog.specs import generic_model, load_catalog
from assistant.errors import UsageError
from assistant.models import GPU, ModelSpec

CAT = load_catalog()


@pytest.fixture(scope="module")
def cat():
    return CAT


def est(cat, model: str, gpu: str, count: int = 1, **kw):
    return estimate_memory(cat.model(model), cat.gpu(gpu), count, Workload(**kw))


# ------------------------------------------------------------------ the product's question


def test_13b_bf16_lora_under_ddp_does_not_fit_two_4090s(cat):
    e = est(cat, "llama-2-13b", "rtx-4090", 2, method="lora", strategy="ddp")
    assert e.strategy == "ddp"
    assert e.breakdown.weights >= 26.0  # each card holds all 13B weights in bf16
    assert not e.fits
    assert "full copy" in e.strategy_reason


def test_13b_qlora_fits_one_4090(cat):
    e = est(cat, "llama-2-13b", "rtx-4090", 1, method="qlora")
    assert e.fits
    assert 7.0 < e.breakdown.weights < 8.0  # NF4 + double quant, bf16 embeddings
    assert e.per_gpu_gb < e.usable_gb


def test_13b_full_finetune_needs_several_80gb_cards(cat):
    one = est(cat, "llama-2-13b", "a100-80gb-sxm", 1, method="full")
    assert not one.fits
    counts = [a.count for a in one.alternatives if a.change.endswith("a100-80gb-sxm")]
    assert counts and counts[0] >= 3
    two_4090 = est(cat, "llama-2-13b", "rtx-4090", 2, method="full")
    assert not two_4090.fits
    changes = [a.change for a in two_4090.alternatives]
    assert "QLoRA (4-bit base)" in changes


def test_auto_picks_sharding_for_13b_lora_on_two_4090s(cat):
    e = est(cat, "llama-2-13b", "rtx-4090", 2, method="lora")
    assert e.strategy == "fsdp" and e.fits
    assert "simpler splits do not fit" in e.strategy_reason


# ------------------------------------------------------------------ formulas


def test_inference_weights_are_params_times_bytes(cat):
    e = est(cat, "llama-2-7b", "a100-80gb-sxm", method="inference", precision="bf16")
    assert e.breakdown.weights == pytest.approx(6.74 * 2, rel=1e-3)
    e8 = est(cat, "llama-2-7b", "a100-80gb-sxm", method="inference", precision="q8_0")
    assert e8.breakdown.weights == pytest.approx(6.74 * 1.0625, rel=1e-3)


def test_kv_cache_is_gqa_aware(cat):
    # Llama-3-8B: 32 layers x 8 KV heads x 128 x 2 (K and V) x 2 bytes = 131072 B/token.
    e = est(cat, "llama-3-8b", "h100-sxm", method="inference", seq_len=8192, engine="vllm")
    assert e.breakdown.kv_cache == pytest.approx(131072 * 8192 / GB, rel=1e-3)
    mha = est(cat, "llama-2-7b", "h100-sxm", method="inference", seq_len=8192, engine="vllm")
    assert mha.breakdown.kv_cache == pytest.approx(4 * e.breakdown.kv_cache, rel=1e-3)


def test_kv_cache_mla_is_compressed(cat):
    m = cat.model("deepseek-v3")
    e = estimate_memory(
        m, cat.gpu("h200"), 8, Workload(seq_len=4096, engine="vllm", precision="fp8")
    )
    per_token = 61 * (512 + 64) * 2
    assert e.breakdown.kv_cache * 8 == pytest.approx(per_token * 4096 / GB, rel=0.01)


def test_kv_precision_halves_cache(cat):
    a = est(cat, "llama-3-8b", "h100-sxm", seq_len=32768, engine="vllm")
    b = est(cat, "llama-3-8b", "h100-sxm", seq_len=32768, engine="vllm", kv_precision="fp8")
    assert b.breakdown.kv_cache == pytest.approx(a.breakdown.kv_cache / 2, rel=1e-3)


def test_full_adamw_amp_is_18_bytes_per_param(cat):
    e = est(cat, "llama-2-7b", "h100-sxm", 1, method="full", seq_len=128)
    state = e.breakdown.weights + e.breakdown.gradients + e.breakdown.optimizer
    assert state == pytest.approx(6.74 * 18, rel=1e-3)
    pure = est(
        cat, "llama-2-7b", "h100-sxm", 1, method="full", seq_len=128, training_precision="bf16"
    )
    assert pure.breakdown.weights + pure.breakdown.gradients + pure.breakdown.optimizer == (
        pytest.approx(6.74 * 8, rel=1e-3)
    )


def test_lora_params_from_architecture(cat):
    m = cat.model("llama-2-7b")
    # q and v on 32 layers, rank 8: 32 x 8 x ((4096+4096) + (4096+4096)) = 4,194,304,
    # the trainable count litgpt prints for Llama 2 7B.
    assert lora_params(m, 8, "qv") == 4_194_304
    assert lora_params(m, 16, "all-linear") > lora_params(m, 16, "qv") * 3


def test_nf4_double_quant_bytes():
    assert NF4_DQ_BYTES == pytest.approx(0.5 + 0.127 / 8)


def test_moe_keeps_all_experts_resident(cat):
    e = est(cat, "mixtral-8x7b", "h100-sxm", 2, seq_len=2048)
    assert e.breakdown.weights * 2 == pytest.approx(46.7 * 2, rel=0.01)
    assert any("MoE" in a for a in e.assumptions)


def test_gated_mlp_detected(cat):
    assert arch_of(cat.model("llama-2-7b")).gated
    assert not arch_of(cat.model("falcon-7b")).gated


def test_logits_scale_with_vocab(cat):
    e = est(cat, "llama-3-8b", "h100-sxm", 1, method="lora", seq_len=2048, batch=2)
    assert e.breakdown.logits == pytest.approx(2 * 2048 * 128256 * 8 / GB, rel=1e-3)


def test_capacity_reads_vendor_gb_as_gib(cat):
    assert capacity_gb(cat.gpu("a100-80gb-sxm")) == pytest.approx(85.9, abs=0.05)


# ------------------------------------------------------------------ strategies


@pytest.mark.parametrize("strategy", ["zero1", "zero2", "zero3", "fsdp", "tp", "pp"])
def test_sharding_lowers_per_gpu_memory_vs_ddp(cat, strategy):
    ddp = est(cat, "llama-2-13b", "h100-sxm", 4, method="full", strategy="ddp")
    other = est(cat, "llama-2-13b", "h100-sxm", 4, method="full", strategy=strategy)
    assert other.per_gpu_gb < ddp.per_gpu_gb
    assert other.strategy == strategy


def test_offload_needs_host_ram(cat):
    e = est(cat, "llama-2-13b", "rtx-4090", 1, method="full", strategy="offload")
    assert e.host_ram_gb == pytest.approx(13.0 * 18, rel=0.01)
    assert e.fits


def test_vllm_explains_preallocation(cat):
    e = est(cat, "llama-3-8b", "rtx-4090", 1, engine="vllm")
    assert any("preallocat" in w for w in e.warnings)
    assert e.usable_gb == pytest.approx(capacity_gb(cat.gpu("rtx-4090")) * 0.9, rel=1e-3)


def test_inference_two_gpus_splits_weights(cat):
    e = est(cat, "llama-2-70b", "a100-80gb-sxm", 2)
    assert e.strategy == "device_map" and e.fits
    assert e.breakdown.weights == pytest.approx(69.0, rel=0.01)


# ------------------------------------------------------------------ defaults and bad input


def test_defaults_are_stated_not_model_max(cat):
    e = est(cat, "llama-3.1-8b", "rtx-4090", 1)
    assert e.seq_len == 4096
    assert any("4096 tokens" in a for a in e.assumptions)
    t = est(cat, "llama-3.1-8b", "rtx-4090", 1, method="lora")
    assert t.seq_len == 2048
    assert any("gradient checkpointing on" in a for a in t.assumptions)


def test_context_beyond_max_warns(cat):
    e = est(cat, "llama-2-7b", "h100-sxm", 1, seq_len=16384)
    assert any("exceeds" in w for w in e.warnings)


@pytest.mark.parametrize("count", [0, -1])
def test_bad_count_is_usage_error(cat, count):
    with pytest.raises(UsageError):
        est(cat, "llama-2-7b", "rtx-4090", count)


def test_absurd_model_is_usage_error(cat):
    with pytest.raises(UsageError, match="beyond"):
        estimate_memory(generic_model(10_000), cat.gpu("h100-sxm"), 1, Workload())


@pytest.mark.parametrize(
    "kw",
    [
        {"method": "qlora", "precision": "fp32"},
        {"method": "full", "precision": "int4"},
        {"method": "inference", "strategy": "zero3"},
        {"method": "lora", "precision": "q4_k_m"},
    ],
)
def test_contradictory_flags(kw):
    with pytest.raises((UsageError, ValidationError)):
        Workload(**kw)


def test_seq_and_batch_must_be_positive():
    with pytest.raises(ValidationError):
        Workload(seq_len=0)
    with pytest.raises(ValidationError):
        Workload(batch=0)


def test_range_brackets_estimate(cat):
    e = est(cat, "llama-2-13b", "rtx-4090", 1, method="qlora")
    low, high = e.range_gb
    assert low < e.per_gpu_gb < high


def test_json_contract_fields(cat):
    d = est(cat, "llama-2-7b", "rtx-4090", 1).model_dump(mode="json")
    for key in ("per_gpu_gb", "total_gb", "fits", "breakdown", "strategy"):
        assert key in d
    assert set(d["breakdown"]) == {
        "weights",
        "gradients",
        "optimizer",
        "activations",
        "logits",
        "kv_cache",
        "overhead",
    }


# ------------------------------------------------------------------ properties

METHODS = st.sampled_from(["inference", "full", "lora", "qlora"])


def _gpu() -> GPU:
    return CAT.gpu("h100-sxm")


def _model(size: float) -> ModelSpec:
    return generic_model(size)


@settings(max_examples=60, deadline=None)
@given(method=METHODS, a=st.floats(0.5, 400), b=st.floats(0.5, 400))
def test_monotone_in_params(method, a, b):
    lo, hi = sorted((a, b))
    wl = Workload(method=method, strategy="single")
    e_lo = estimate_memory(_model(lo), _gpu(), 1, wl, with_alternatives=False)
    e_hi = estimate_memory(_model(hi), _gpu(), 1, wl, with_alternatives=False)
    assert e_lo.per_gpu_gb <= e_hi.per_gpu_gb + 1e-6


@settings(max_examples=60, deadline=None)
@given(
    method=METHODS,
    s1=st.integers(1, 65536),
    s2=st.integers(1, 65536),
    b1=st.integers(1, 64),
    b2=st.integers(1, 64),
    gc=st.booleans(),
)
def test_monotone_in_seq_and_batch(method, s1, s2, b1, b2, gc):
    m = CAT.model("llama-3-8b")
    kw = {"method": method, "grad_checkpointing": gc}
    base = Workload(seq_len=min(s1, s2), batch=min(b1, b2), **kw)
    more = Workload(seq_len=max(s1, s2), batch=max(b1, b2), **kw)
    g = _gpu()
    assert (
        estimate_memory(m, g, 1, base, with_alternatives=False).per_gpu_gb
        <= estimate_memory(m, g, 1, more, with_alternatives=False).per_gpu_gb + 1e-6
    )


@settings(max_examples=40, deadline=None)
@given(size=st.floats(0.5, 400), seq=st.integers(128, 32768))
def test_int4_below_int8_below_bf16(size, seq):
    m = _model(size)
    vals = [
        estimate_memory(
            m, _gpu(), 1, Workload(precision=p, seq_len=seq), with_alternatives=False
        ).per_gpu_gb
        for p in ("int4", "int8", "bf16")
    ]
    assert vals[0] < vals[1] < vals[2]


@settings(max_examples=40, deadline=None)
@given(
    method=st.sampled_from(["full", "lora", "qlora"]),
    seq=st.integers(256, 32768),
    batch=st.integers(1, 16),
)
def test_checkpointing_lowers_activations(method, seq, batch):
    m = CAT.model("llama-2-13b")
    on = estimate_memory(
        m,
        _gpu(),
        1,
        Workload(method=method, seq_len=seq, batch=batch, grad_checkpointing=True),
        with_alternatives=False,
    )
    off = estimate_memory(
        m,
        _gpu(),
        1,
        Workload(method=method, seq_len=seq, batch=batch, grad_checkpointing=False),
        with_alternatives=False,
    )
    assert on.breakdown.activations < off.breakdown.activations


@settings(max_examples=40, deadline=None)
@given(
    method=st.sampled_from(["full", "lora", "qlora"]),
    n=st.integers(2, 64),
    strategy=st.sampled_from(["zero1", "zero2", "zero3", "fsdp", "tp", "pp", "device_map"]),
)
def test_sharding_never_raises_per_gpu_memory(method, n, strategy):
    m = CAT.model("llama-2-70b")
    ddp = estimate_memory(
        m, _gpu(), n, Workload(method=method, strategy="ddp"), with_alternatives=False
    )
    sh = estimate_memory(
        m, _gpu(), n, Workload(method=method, strategy=strategy), with_alternatives=False
    )
    assert sh.per_gpu_gb <= ddp.per_gpu_gb + 1e-6


def test_no_flash_attention_stores_quadratic_scores(cat):
    fa = est(
        cat, "llama-2-7b", "h100-sxm", 1, method="lora", seq_len=4096, grad_checkpointing=False
    )
    eager = est(
        cat,
        "llama-2-7b",
        "h100-sxm",
        1,
        method="lora",
        seq_len=4096,
        grad_checkpointing=False,
        flash_attention=False,
    )
    # 4 bytes x 32 heads x 4096^2 per layer x 32 layers
    extra = 4 * 32 * 4096**2 * 32 / 1e9
    assert eager.breakdown.activations - fa.breakdown.activations == pytest.approx(extra, rel=0.01)
