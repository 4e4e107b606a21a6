"""Tests for the speed estimator (assistant/speed.py), with published rates as anchors."""

from __future__ import annotations

import pytest

from assistant.calc.sizing import Workload
from assistant.calc.speed import estimate_speed, link_gb_s
from assistant.catalog.specs import load_catalog
from assistant.errors import UsageError

CAT = load_catalog()


def speed(model, gpu, count=1, tokens=None, **kw):
    return estimate_speed(CAT.model(model), CAT.gpu(gpu), count, Workload(**kw), tokens=tokens)


@pytest.mark.parametrize(
    ("model", "gpu", "seq", "measured", "source"),
    [
        # QwenLM/Qwen README "Inference Performance": Qwen-7B bf16, HF, A100-SXM4-80G.
        ("qwen-7b", "a100-80gb-sxm", 2048, 40.93, "Qwen README"),
        # litgpt tutorials/resource-tables.md "Single-GPU Inference": Llama-2-7B bf16, A100 40GB.
        ("llama-2-7b", "a100-40gb-sxm", 64, 30.97, "litgpt resource tables"),
        # litgpt: Llama-2-13B bf16 on A100 40GB, 24.82 tok/s.
        ("llama-2-13b", "a100-40gb-sxm", 64, 24.82, "litgpt resource tables"),
    ],
)
def test_hf_decode_within_35_percent_of_published(model, gpu, seq, measured, source):
    e = speed(model, gpu, seq_len=seq)
    assert e.bound == "memory-bandwidth"
    assert e.decode_tokens_per_s == pytest.approx(measured, rel=0.35), source


def test_decode_scales_with_bandwidth():
    # the memory-bound part of a step scales with bandwidth; the per-layer cost does not
    a = speed("llama-3-8b", "a100-80gb-sxm", engine="vllm")
    b = speed("llama-3-8b", "h100-sxm", engine="vllm")
    bw = {g: CAT.gpu(g).memory_bandwidth_gb_s for g in ("h100-sxm", "a100-80gb-sxm")}
    ratio = bw["h100-sxm"] / bw["a100-80gb-sxm"]
    overhead_s = 32 * 80e-6  # 32 layers x vLLM's 80 us
    step_a, step_b = 1 / a.decode_tokens_per_s, 1 / b.decode_tokens_per_s
    assert (step_a - overhead_s) / (step_b - overhead_s) == pytest.approx(ratio, rel=0.05)


def test_batching_raises_total_but_not_per_sequence_rate():
    one = speed("llama-3-8b", "h100-sxm", engine="vllm", batch=1)
    many = speed("llama-3-8b", "h100-sxm", engine="vllm", batch=32)
    assert many.decode_tokens_per_s_total > 10 * one.decode_tokens_per_s_total
    assert many.decode_tokens_per_s <= one.decode_tokens_per_s


def test_quantized_vllm_decodes_faster():
    bf16 = speed("llama-3-8b", "rtx-4090", engine="vllm")
    int4 = speed("llama-3-8b", "rtx-4090", engine="vllm", precision="int4")
    assert int4.decode_tokens_per_s > 2 * bf16.decode_tokens_per_s


def test_prefill_is_compute_bound_and_fast():
    e = speed("llama-3-8b", "h100-sxm", seq_len=4096)
    assert e.prefill_tokens_per_s > 20 * e.decode_tokens_per_s
    assert e.time_to_first_token_s == pytest.approx(4096 / e.prefill_tokens_per_s, rel=0.01)


def test_training_follows_6p_rule():
    # 1B tokens of full training of Llama-2-7B on 8 H100: 6 x 6.74e9 x 1e9 FLOPs at 40% MFU
    # plus checkpoint recompute (8P) -> about 8 x 6.74e18 / (8 x 989e12 x 0.4) s.
    e = speed("llama-2-7b", "h100-sxm", 8, tokens=1e9, method="full", seq_len=2048)
    ideal_h = 8 * 6.74e9 * 1e9 / (8 * 989e12 * 0.40) / 3600
    assert e.wall_hours == pytest.approx(ideal_h, rel=0.25)
    assert e.mfu == 0.40


def test_lora_faster_than_full_and_qlora_slower_than_lora():
    full = speed("llama-2-7b", "a100-80gb-sxm", method="full", strategy="offload")
    lora = speed("llama-2-7b", "a100-80gb-sxm", method="lora")
    qlora = speed("llama-2-7b", "a100-80gb-sxm", method="qlora")
    assert lora.train_tokens_per_s > full.train_tokens_per_s
    assert qlora.train_tokens_per_s < lora.train_tokens_per_s


def test_pcie_sharding_is_penalised():
    pcie = speed("llama-2-13b", "rtx-4090", 2, method="lora", strategy="fsdp")
    nvl = speed("llama-2-13b", "rtx-3090", 2, method="lora", strategy="fsdp")
    assert pcie.communication_share > nvl.communication_share
    assert any("NVLink" in w for w in pcie.warnings)
    assert link_gb_s(CAT.gpu("rtx-4090")) == 25.0


def test_bad_input():
    with pytest.raises(UsageError):
        speed("llama-2-7b", "h100-sxm", 0)
    with pytest.raises(UsageError):
        speed("llama-2-7b", "h100-sxm", 1, tokens=-5, method="full")


def test_assumptions_are_stated():
    e = speed("llama-2-7b", "h100-sxm", method="lora", tokens=1e8)
    assert any("MFU" in a for a in e.assumptions)
    assert e.wall_hours and e.wall_hours > 0


def test_training_fit_warning_reports_memory_not_flops():
    # regression: the peak-memory variable was overwritten by peak FLOPS before the warning
    from assistant.calc.sizing import Workload
    from assistant.calc.speed import estimate_speed
    from assistant.catalog.specs import load_catalog
    from assistant.messages.table import DOES_NOT_FIT

    catalog = load_catalog()
    result = estimate_speed(
        catalog.model("llama-3-70b"), catalog.gpu("h100"), 1, Workload(method="full"), tokens=1e9
    )
    (warning,) = [w for w in result.warnings if w.is_(DOES_NOT_FIT)]
    gb_per_gpu = float(warning.params["peak"])
    assert 1000 < gb_per_gpu < 2000  # 70B x 18 B/param = 1,260 GB, not ~989,000
    assert "does not fit in memory (1278.3 GB per GPU" in warning
