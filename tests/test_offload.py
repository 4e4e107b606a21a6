"""MoE experts and dense layers in system RAM (llama.cpp), and the decode speed RAM allows."""

import pytest

from assistant.calc.engines import DECODE_BITS_PER_WEIGHT
from assistant.calc.offload import CPU_DECODE_BW_EFF, expert_params, plan_offload
from assistant.errors import UsageError
from tests.support.toolbox import bundled_toolbox


@pytest.fixture(scope="module")
def catalog():
    return bundled_toolbox().catalog


def test_gpt_oss_120b_experts_are_most_of_its_weights(catalog) -> None:
    # 36 layers x 128 experts x 3 matrices x 2880 x 2880 = 114.6B of the published 117B
    assert expert_params(catalog.model("gpt-oss-120b")) == pytest.approx(
        36 * 128 * 3 * 2880 * 2880, rel=1e-9
    )


def test_a_model_that_fits_is_not_offloaded(catalog) -> None:
    p = plan_offload(catalog.model("llama-3.1-8b"), catalog.gpu("rtx-4090"))
    assert (p.kind, p.cpu_layers, p.ram_weights_gb) == ("none", 0, 0.0)
    assert p.decode_tokens_per_s == p.gpu_only_tokens_per_s


def test_gpt_oss_120b_on_a_24_gb_card_offloads_experts_to_ram(catalog) -> None:
    model, gpu = catalog.model("gpt-oss-120b"), catalog.gpu("rtx-4090")
    p = plan_offload(model, gpu)
    assert p.kind == "moe_experts"
    assert 0 < p.cpu_layers < 36
    # the GPU keeps what fits: weights on the GPU never exceed its budget
    assert p.gpu_weights_gb <= p.gpu_budget_gb
    # experts kept in RAM: cpu_layers/36 of the experts at Q4_K_M's 0.5625 B/param
    per_layer = 36 * 128 * 3 * 2880 * 2880 * 0.5625 / 36 / 1e9
    assert p.ram_weights_gb == pytest.approx(per_layer * p.cpu_layers, abs=0.01)
    # reading the offloaded experts of one token from RAM bounds the speed from above:
    # 4 of 128 experts per layer, in Q4_K_M's 4.84 bits, at 40% of 89.6 GB/s
    ram_bytes = 4 / 128 * 36 * 128 * 3 * 2880 * 2880 * p.cpu_layers / 36 * 4.84 / 8
    assert p.decode_tokens_per_s is not None
    assert p.decode_tokens_per_s < 89.6e9 * CPU_DECODE_BW_EFF / ram_bytes
    # the published i9-14900K run with every expert on the CPU reached 25.6 tokens/s (MXFP4):
    # with most experts offloaded the estimate sits in the same range
    assert 10 < p.decode_tokens_per_s < 40
    assert p.decode_tokens_per_s < p.gpu_only_tokens_per_s


def test_a_dense_70b_on_one_24_gb_card_runs_a_few_tokens_per_second(catalog) -> None:
    p = plan_offload(catalog.model("llama-3.1-70b"), catalog.gpu("rtx-4090"))
    assert p.kind == "dense_layers"
    bits = DECODE_BITS_PER_WEIGHT["q4_k_m"] / 8
    cpu_bytes = 70.6e9 * p.cpu_layers / 80 * bits
    # the RAM-resident share alone takes this long per token at 40% of 89.6 GB/s
    assert p.decode_tokens_per_s is not None
    assert p.decode_tokens_per_s < 1 / (cpu_bytes / (89.6e9 * CPU_DECODE_BW_EFF))
    assert 1.0 < p.decode_tokens_per_s < 4.0  # forum reports: 2-3 tokens/s on DDR5
    assert [w.code for w in p.warnings] == ["llmcalc.offload_slower"]


def test_faster_ram_is_faster(catalog) -> None:
    model, gpu = catalog.model("mixtral-8x7b"), catalog.gpu("rtx-3090")
    slow = plan_offload(model, gpu, ram_gb_s=51.2)  # dual-channel DDR4-3200
    fast = plan_offload(model, gpu, ram_gb_s=307.2)  # 8-channel DDR5-4800
    assert slow.decode_tokens_per_s and fast.decode_tokens_per_s
    assert fast.decode_tokens_per_s > slow.decode_tokens_per_s


def test_bad_inputs_are_usage_errors(catalog) -> None:
    with pytest.raises(UsageError):
        plan_offload(catalog.model("mixtral-8x7b"), catalog.gpu("rtx-3090"), precision="int4")
    with pytest.raises(UsageError):
        plan_offload(catalog.model("mixtral-8x7b"), catalog.gpu("rtx-3090"), ram_gb_s=0)


def test_a_stated_layer_split_is_used_instead_of_what_fits(catalog) -> None:
    model, gpu = catalog.model("llama-3.1-70b"), catalog.gpu("rtx-4070")
    p = plan_offload(model, gpu, gpu_layers=20)
    assert (p.kind, p.cpu_layers) == ("dense_layers", 60)
    # 60 of 80 layers of the Q4_K_M weights stay in RAM
    assert p.ram_weights_gb == pytest.approx(p.weights_gb * 60 / 80, abs=0.01)
    assert p.decode_tokens_per_s is not None and 0.8 < p.decode_tokens_per_s < 1.6
    # fewer layers on the GPU than fit is slower than the placement that fills it
    assert p.decode_tokens_per_s < plan_offload(model, catalog.gpu("rtx-4090")).decode_tokens_per_s
