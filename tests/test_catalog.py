"""Catalog integrity over every row, name resolution, bare sizes and load-error messages."""

from __future__ import annotations

import math
from decimal import Decimal
from pathlib import Path

import pytest

from assistant.catalog.names import NameIndex, normalize_name
from assistant.catalog.specs import (
    MAX_GENERIC_PARAMS_B,
    generic_model,
    load_catalog,
    load_table,
    parse_size_b,
    read_catalog,
)
from assistant.errors import CatalogError, UnknownName, UsageError
from assistant.models import GPU, ModelSpec

GPU_IDS = """rtx-3060 rtx-3090 rtx-4060-ti-16gb rtx-4090 rtx-4090d rtx-5090 rtx-a6000 rtx-6000-ada
l40s l40 l4 a10 a10g a40 t4 v100-16gb-sxm v100-32gb-sxm v100-16gb-pcie v100-32gb-pcie
a100-40gb-pcie a100-40gb-sxm a100-80gb-pcie a100-80gb-sxm a800-80gb h100-sxm h100-pcie
h100-nvl h800 h20 h200 gh200 gh200-144gb v100s-32gb-pcie b200 gb200 l20 l2 mi250x mi300x
mi325x gaudi2 gaudi3
ascend-910b rtx-3090-ti rtx-4060-ti-8gb rtx-4070 rtx-4070-ti rtx-4070-ti-super rtx-4080
rtx-4080-super rtx-5060-ti-16gb rtx-5070 rtx-5070-ti rtx-5080 rtx-pro-6000-blackwell h20-141gb
b300 mi355x""".split()
# Issue 22: used Pascal/Turing, the rest of the RTX 30 line, Ampere/Ada workstation cards, AMD
# Radeon and used Instinct cards, the modified China-market boards, and Apple silicon Macs.
GPU_IDS += ["rtx-3080-12gb"]  # 2026-12-05
GPU_IDS += """tesla-p40 tesla-p100-16gb rtx-2080-ti rtx-2080-ti-22gb rtx-3060-ti rtx-3070 rtx-3080
rtx-3080-ti rtx-a4000 rtx-a4500 rtx-a5000 rtx-a5500 rtx-4000-ada rtx-4500-ada rtx-5000-ada
rx-7900-xtx rx-7900-xt rx-9070-xt radeon-pro-w7900 mi50-32gb mi50-16gb mi60 rtx-4090-48gb
m1-max-32gb m1-max-64gb m1-ultra-64gb m1-ultra-128gb m2-max-32gb m2-max-64gb m2-max-96gb
m2-ultra-64gb m2-ultra-128gb m2-ultra-192gb m3-max-36gb m3-max-48gb m3-max-64gb m3-max-128gb
m3-ultra-96gb m3-ultra-256gb m3-ultra-512gb m4-max-36gb m4-max-48gb m4-max-64gb
m4-max-128gb""".split()
# Mainstream desktop cards and laptop GPUs people ask about (2026-12-02).
GPU_IDS += """rtx-4060 rtx-4070-super rtx-5060 rtx-5060-ti-8gb rtx-3050 rtx-3060-8gb rtx-2060
rtx-2060-12gb rtx-2060-super rtx-2070 rtx-2070-super rtx-2080 rtx-2080-super gtx-1080-ti
gtx-1660-super gtx-1650
rtx-4060-laptop rtx-4070-laptop rtx-4090-laptop rtx-3080-laptop gtx-1650-laptop""".split()
# The Mac mini's M4 Pro, the small box people buy for local models (2026-12-03).
GPU_IDS += ["m4-pro-24gb", "m4-pro-48gb", "m4-pro-64gb"]
GPU_IDS += ["m4-16gb", "m4-24gb", "m4-32gb"]  # the base M4 Mac mini
# Older GeForce cards people own (issue 22 item 8, 2026-12-04).
GPU_IDS += "gtx-1060 gtx-1060-3gb gtx-1070 gtx-1070-ti gtx-1080 gtx-1660 gtx-1660-ti".split()
GPU_IDS += ["dgx-spark", "ryzen-ai-max-395-128gb", "ryzen-ai-max-395-64gb"]  # unified, not Apple
GPU_IDS += "rx-6800 arc-a770-16gb a30 a2 mi100 mi210 rtx-3060-laptop rtx-3070-laptop".split()
GPU_IDS += ["jetson-orin-nano-8gb"]  # an embedded module, Super mode
GPU_IDS += ["h200-nvl"]  # the PCIe H200, bridged in twos or fours (2026-12-06)
GPU_IDS += "m1-pro-16gb m1-pro-32gb m2-pro-16gb m2-pro-32gb m3-pro-18gb m3-pro-36gb".split()
GPU_IDS += ["rtx-pro-6000-blackwell-max-q"]  # the 300 W edition of the RTX PRO 6000 (2026-12-07)

MODEL_IDS = """llama-2-7b llama-2-13b llama-2-70b llama-3-8b llama-3-70b llama-3.1-8b llama-3.1-70b
llama-3.1-405b llama-3.2-1b llama-3.2-3b llama-3.3-70b mistral-7b mixtral-8x7b mixtral-8x22b
qwen-7b qwen1.5-7b qwen2.5-0.5b qwen2.5-1.5b qwen2.5-3b qwen2.5-7b qwen2.5-14b qwen2.5-32b
qwen2.5-72b qwen3-8b qwen3-30b-a3b deepseek-v3 deepseek-r1 gemma-2-9b gemma-2-27b gemma-3-27b
phi-3-mini yi-34b baichuan2-13b chatglm3-6b glm-4-9b falcon-7b falcon-40b gpt-oss-20b
gpt-oss-120b""".split()

CATALOG = load_catalog()
GPUS = list(CATALOG.gpus.values())
MODELS = list(CATALOG.models.values())
# Families whose MLP is a plain two-matrix GELU block rather than a gated (SwiGLU) one
# (tiiuae/falcon-* configs have no intermediate_size: the MLP is 4 x hidden, not gated).
NON_GATED_FAMILIES = {"falcon"}
# MoE rows where only some layers hold experts (Llama 4 Maverick: every second layer), which the
# schema cannot express; moe_params_b below assumes every layer is MoE and would overcount them.
INTERLEAVED_MOE = {"llama-4-maverick"}


def dense_params_b(m: ModelSpec) -> float:
    """Parameters from the shape: embeddings + layers * (attention + MLP + 2 norms) + final norm.

    Attention has Q and O projections of width heads*head_dim and K, V of width
    kv_heads*head_dim; a gated MLP has three hidden x ffn matrices, a plain one two.
    Biases are ignored (well under 1% for these models).
    """
    h = m.hidden_size
    q = m.num_attention_heads * m.head_dim
    kv = m.num_kv_heads * m.head_dim
    attention = 2 * h * q + 2 * h * kv
    mlp = (2 if m.family in NON_GATED_FAMILIES else 3) * h * m.intermediate_size
    embeddings = m.vocab_size * h * (1 if m.tied_embeddings else 2)
    return (embeddings + m.num_layers * (attention + mlp + 2 * h) + h) / 1e9


def moe_params_b(m: ModelSpec) -> float:
    """Total parameters of a GQA mixture-of-experts model where every layer is MoE."""
    assert m.num_experts is not None and m.moe_intermediate_size is not None
    h = m.hidden_size
    q = m.num_attention_heads * m.head_dim
    kv = m.num_kv_heads * m.head_dim
    experts = m.num_experts * 3 * h * m.moe_intermediate_size
    embeddings = m.vocab_size * h * (1 if m.tied_embeddings else 2)
    return (embeddings + m.num_layers * (2 * h * q + 2 * h * kv + experts)) / 1e9


# --------------------------------------------------------------------------- GPU rows


def test_gpu_ids_are_exactly_the_fixed_list():
    assert sorted(CATALOG.gpus) == sorted(GPU_IDS)
    # the last 3: the base M4 Mac mini; then the V100S and the 144 GB HBM3e GH200; then the
    # 12 GB RTX 3080 (2026-12-05); then the H200 NVL (2026-12-06); the RTX PRO 6000 Max-Q and the
    # RTX 2060 SUPER (2026-12-07)
    assert len(GPUS) == 56 + 44 + 20 + 3 + 7 + 3 + 3 + 2 + 9 + 6 + 1 + 1 + 1 + 1  # 9 (no A16)


@pytest.mark.parametrize("gpu", GPUS, ids=lambda g: g.id)
def test_gpu_row_integrity(gpu: GPU):
    assert gpu.source.strip()
    if gpu.verified:
        assert "unverified" not in (gpu.verification or "")
        assert "assumed" not in (gpu.verification or "")
    else:
        assert gpu.verification, "an unverified row must say what is unverified"
    if gpu.fp8_tflops is not None:
        assert gpu.supports_fp8
    if gpu.nvlink:
        assert "NVLink" in gpu.interconnect and gpu.interconnect_gb_s > 0
    if gpu.launch_price_usd is not None:
        assert isinstance(gpu.launch_price_usd, Decimal) and gpu.price_basis
    # dense BF16 never exceeds what the memory could feed at 1000 FLOP/byte (catches 10x typos)
    if gpu.bf16_tflops is not None:
        assert gpu.bf16_tflops * 1e12 / (gpu.memory_bandwidth_gb_s * 1e9) < 1000


@pytest.mark.parametrize(
    ("gpu_id", "memory_gb", "bandwidth_gb_s", "bf16_tflops", "nvlink"),
    [
        # published datasheet figures (dense), as in the reference sheet
        ("rtx-4090", 24, 1008, 165.2, False),
        ("a100-80gb-sxm", 80, 2039, 312, True),
        ("h100-sxm", 80, 3350, 989, True),
        ("h200", 141, 4800, 989, True),
        ("mi300x", 192, 5300, 1307, False),
        ("l40s", 48, 864, 362, False),
        ("rtx-4090d", 24, 1008, 147.1, False),
        # TechPowerUp / vendor pages: 384-bit GDDR6 at 20 Gbps = 960 GB/s; 96 CU x 2.5 GHz x 512
        ("rx-7900-xtx", 24, 960, 122.9, False),
        ("rtx-3080", 10, 760, 59.5, False),  # Tom's Hardware: FP16 119 dense (FP16 acc.), halved
        ("rtx-3080-12gb", 12, 912, 61.3, False),  # 70 SM x 512 x 1.71 GHz; 384-bit at 19 Gbps
        ("rtx-a5000", 24, 768, 111.1, True),  # datasheet 222.2 sparse / 2
        ("tesla-p40", 24, 346, None, False),  # no tensor cores, FP16 at 1/64 rate: none recorded
        # Apple: 192 GB x 3/4 GPU share; 76 cores x 0.358 TFLOPS each
        ("m2-ultra-192gb", 144, 800, 27.2, False),
        ("rtx-4090-48gb", 48, 1008, 165.2, False),  # the RTX 4090 chip with 48 GB
    ],
)
def test_gpu_reference_figures(gpu_id, memory_gb, bandwidth_gb_s, bf16_tflops, nvlink):
    gpu = CATALOG.gpu(gpu_id)
    assert (gpu.memory_gb, gpu.memory_bandwidth_gb_s, gpu.nvlink) == (
        memory_gb,
        bandwidth_gb_s,
        nvlink,
    )
    assert gpu.bf16_tflops == pytest.approx(bf16_tflops)


APPLE = [g for g in GPUS if g.vendor == "Apple"]


@pytest.mark.parametrize("gpu", APPLE, ids=lambda g: g.id)
def test_apple_gpu_share_is_two_thirds_up_to_36gb_and_three_quarters_above(gpu: GPU):
    total = gpu.unified_memory_gb
    assert total is not None and gpu.gpu_cores
    share = 2 / 3 if total <= 36 else 3 / 4
    assert gpu.memory_gb == pytest.approx(total * share, abs=0.05)
    assert "Metal" in (gpu.runtime_support or "")


def test_apple_rows_cover_every_max_and_ultra_chip():
    chips = {g.id.rsplit("-", 1)[0] for g in APPLE}
    assert chips == {f"m{n}-{kind}" for n in (1, 2, 3, 4) for kind in ("max", "ultra")} - {
        "m4-ultra"  # Apple made no M4 Ultra
    } | {"m4-pro", "m4", "m1-pro", "m2-pro", "m3-pro"}  # the Mac mini's and Pro laptops' chips
    assert CATALOG.gpu("Mac mini M4 Pro 64GB").memory_bandwidth_gb_s == 273
    assert CATALOG.gpu("M3 Ultra 512GB").memory_gb == 384  # 512 x 3/4
    assert CATALOG.gpu("M4 Max 36GB").memory_gb == 24  # 36 x 2/3


def test_amd_rows_state_their_rocm_status():
    for gpu in GPUS:
        if gpu.id in ("rx-7900-xtx", "rx-7900-xt", "rx-9070-xt", "radeon-pro-w7900", "mi50-32gb"):
            assert "ROCm" in (gpu.runtime_support or ""), gpu.id
    assert "6.4.1" in (CATALOG.gpu("rx-9070-xt").runtime_support or "")


def test_unofficial_boards_are_marked_china_market():
    unofficial = {g.id for g in GPUS if g.unofficial}
    assert unofficial == {"rtx-4090-48gb", "rtx-2080-ti-22gb"}
    for gpu_id in unofficial:
        assert "China" in (CATALOG.gpu(gpu_id).market_note or "")
    assert CATALOG.gpu("4090 48G").id == "rtx-4090-48gb"
    assert CATALOG.gpu("4090").id == "rtx-4090"


def test_used_market_prices_are_dated_and_sourced():
    for gpu_id in ("tesla-p40", "tesla-p100-16gb"):
        gpu = CATALOG.gpu(gpu_id)
        assert gpu.launch_price_usd == Decimal("170")
        assert (gpu.price_basis or "").startswith("used-market, Dec 2025")


def test_gpu_price_range_keeps_low_end():
    h100 = CATALOG.gpu("h100-sxm")
    assert h100.launch_price_usd == Decimal("25000")
    assert "low end" in (h100.price_basis or "")
    assert CATALOG.gpu("rtx-4090").launch_price_usd == Decimal("1599")


def test_china_market_parts_have_a_market_note():
    for gpu_id in ("rtx-4090d", "a800-80gb", "h800", "h20", "l20", "l2"):
        assert "China" in (CATALOG.gpu(gpu_id).market_note or ""), gpu_id
    d = CATALOG.gpu("rtx-4090d")  # verified 2026-12-02; sold in CNY only, so no USD price
    assert d.verified and d.launch_price_usd is None and "12,999" in (d.price_basis or "")


# --------------------------------------------------------------------------- model rows


def test_model_ids_cover_the_fixed_list():
    assert set(MODEL_IDS) <= set(CATALOG.models)


@pytest.mark.parametrize("model", MODELS, ids=lambda m: m.id)
def test_model_row_integrity(model: ModelSpec):
    assert model.source.strip()
    assert "config.json" in model.source
    assert model.num_kv_heads <= model.num_attention_heads
    assert model.num_attention_heads % model.num_kv_heads == 0
    expected_kind = {1: "MQA", model.num_attention_heads: "MHA"}.get(model.num_kv_heads, "GQA")
    if model.attention != "MLA":
        assert model.attention == expected_kind
    if model.is_moe:
        assert model.experts_per_token is not None and model.moe_intermediate_size is not None
        assert model.experts_per_token <= (model.num_experts or 0)
        assert model.active_params_b is not None and model.active_params_b < model.params_b
    else:
        assert model.experts_per_token is None and model.active_params_b is None
    if model.attention == "MLA":
        assert (model.kv_lora_rank, model.qk_rope_head_dim) == (512, 64)
    else:
        assert model.kv_lora_rank is None and model.qk_rope_head_dim is None
    assert model.release is not None and len(model.release) == 7


@pytest.mark.parametrize("model", [m for m in MODELS if not m.is_moe], ids=lambda m: m.id)
def test_dense_params_match_architecture(model: ModelSpec):
    assert dense_params_b(model) == pytest.approx(model.params_b, rel=0.15)


@pytest.mark.parametrize(
    "model",
    [m for m in MODELS if m.is_moe and m.attention != "MLA" and m.id not in INTERLEAVED_MOE],
    ids=lambda m: m.id,
)
def test_moe_params_match_architecture(model: ModelSpec):
    assert moe_params_b(model) == pytest.approx(model.params_b, rel=0.15)


@pytest.mark.parametrize(
    ("model_id", "published_b"),
    [
        # parameter counts shown on the Hugging Face model pages
        ("llama-2-7b", 6.74),
        ("llama-3-8b", 8.03),
        ("qwen2.5-7b", 7.62),
    ],
)
def test_formula_reproduces_published_counts(model_id, published_b):
    assert dense_params_b(CATALOG.model(model_id)) == pytest.approx(published_b, rel=0.01)


@pytest.mark.parametrize(
    ("model_id", "total_b", "active_b"),
    [
        ("mixtral-8x7b", 46.7, 12.9),
        ("mixtral-8x22b", 141, 39),
        ("qwen3-30b-a3b", 30.5, 3.3),
        ("deepseek-v3", 671, 37),
        ("gpt-oss-20b", 21, 3.6),
        ("gpt-oss-120b", 117, 5.1),
    ],
)
def test_moe_totals(model_id, total_b, active_b):
    model = CATALOG.model(model_id)
    assert (model.params_b, model.active_params_b, model.active_b) == (total_b, active_b, active_b)


# --------------------------------------------------------------------------- names


@pytest.mark.parametrize(
    ("name", "gpu_id"),
    [
        ("4090", "rtx-4090"),
        ("RTX4090", "rtx-4090"),
        ("rtx 4090", "rtx-4090"),
        ("NVIDIA GeForce RTX 4090 24GB", "rtx-4090"),
        ("英伟达4090显卡", "rtx-4090"),
        ("4090D", "rtx-4090d"),
        ("A100 80G", "a100-80gb-sxm"),
        ("A100-SXM4-80GB", "a100-80gb-sxm"),
        ("a100", "a100-80gb-sxm"),
        ("a100 40g", "a100-40gb-sxm"),
        ("A100 PCIe 40GB", "a100-40gb-pcie"),
        ("h100 80gb", "h100-sxm"),
        ("H100", "h100-sxm"),
        ("H100 PCIe", "h100-pcie"),
        ("v100", "v100-32gb-sxm"),
        ("Tesla T4", "t4"),
        ("L4", "l4"),
        ("L40S", "l40s"),
        ("AMD Instinct MI300X", "mi300x"),
        ("昇腾910B", "ascend-910b"),
        ("华为昇腾910B", "ascend-910b"),
        ("Gaudi 3", "gaudi3"),
    ],
)
def test_gpu_names(name, gpu_id):
    assert CATALOG.gpu(name).id == gpu_id


@pytest.mark.parametrize(
    ("name", "model_id"),
    [
        ("Llama 2 13B", "llama-2-13b"),
        ("llama-2-13b", "llama-2-13b"),
        ("Llama-2-13b-chat-hf", "llama-2-13b"),
        ("meta-llama/Meta-Llama-3.1-8B-Instruct", "llama-3.1-8b"),
        ("Qwen2.5 7B Instruct", "qwen2.5-7b"),
        ("Qwen/Qwen2.5-72B-Instruct-AWQ", "qwen2.5-72b"),
        ("千问2.5-7B", "qwen2.5-7b"),
        ("通义千问2.5-14B", "qwen2.5-14b"),
        ("DeepSeek R1 满血版", "deepseek-r1"),
        ("百川2-13B", "baichuan2-13b"),
        ("智谱ChatGLM3-6B", "chatglm3-6b"),
        ("gemma-2-9b-it", "gemma-2-9b"),
        ("Mixtral 8x7B", "mixtral-8x7b"),
        ("gpt-oss 120b", "gpt-oss-120b"),
    ],
)
def test_model_names(name, model_id):
    assert CATALOG.model(name).id == model_id


def test_did_you_mean_for_a_typo():
    with pytest.raises(UnknownName) as err:
        CATALOG.gpu("rtx 4900")
    assert err.value.suggestions[0] == "rtx-4090"
    assert "did you mean 'rtx-4090'" in str(err.value)


def test_ambiguous_model_name_is_not_guessed():
    with pytest.raises(UnknownName) as err:
        CATALOG.model("mixtral")
    assert set(err.value.suggestions[:2]) == {"mixtral-8x7b", "mixtral-8x22b"}


def test_prefix_never_cuts_a_number():
    index = NameIndex("GPU", {"rtx-3090": ["RTX 3090"]})
    assert index.lookup("rtx 309") is None
    assert index.lookup("rtx 30") is None
    assert index.lookup("rtx 3090") == "rtx-3090"


def test_aliases_do_not_collide_across_ids():
    for rows in (GPUS, MODELS):
        owner: dict[str, str] = {}
        for row in rows:
            for spelling in (row.id, row.name, *row.aliases):
                key = normalize_name(spelling)
                assert owner.setdefault(key, row.id) == row.id, (spelling, owner[key], row.id)


# --------------------------------------------------------------------------- bare sizes


@pytest.mark.parametrize(
    ("text", "size_b"),
    [
        ("13b", 13.0),
        ("13B", 13.0),
        ("7 billion", 7.0),
        ("130亿", 13.0),
        ("70亿参数", 7.0),
        ("0.5B", 0.5),
        ("1.5b", 1.5),
        ("70B parameters", 70.0),
        ("500M", 0.5),
        ("10T", 10000.0),
        ("1万亿", 1000.0),
        ("2024", None),
        ("rtx 4090", None),
        ("llama 13b", None),
    ],
)
def test_parse_size(text, size_b):
    got = parse_size_b(text)
    assert got == (pytest.approx(size_b) if size_b is not None else None)


@pytest.mark.parametrize("size_b", [0.5, 1.5, 7.0, 13.0, 20.0, 70.0, 180.0, 10000.0])
def test_generic_model_matches_the_size_asked(size_b):
    model = generic_model(size_b)
    assert model.generic and model.params_b == size_b and model.assumptions
    assert model.num_attention_heads % model.num_kv_heads == 0
    assert model.num_attention_heads * model.head_dim == model.hidden_size
    assert dense_params_b(model) == pytest.approx(size_b, rel=0.1)


def test_catalog_model_builds_generic_for_bare_size():
    model = CATALOG.model("130亿")
    assert (model.id, model.family, model.params_b) == ("generic-13b", "generic", 13.0)


@pytest.mark.parametrize("text", ["0b", "-5b", "200000b", "1000万亿"])
def test_absurd_sizes_are_usage_errors(text):
    with pytest.raises(UsageError):
        CATALOG.model(text)


def test_size_limits():
    assert generic_model(MAX_GENERIC_PARAMS_B).params_b == 100_000
    for bad in (0.0, -1.0, math.nan, math.inf, MAX_GENERIC_PARAMS_B * 1.01):
        with pytest.raises(UsageError):
            generic_model(bad)


# --------------------------------------------------------------------------- load errors

GOOD_GPU = """\
  - id: test-gpu
    name: Test GPU
    vendor: NVIDIA
    architecture: Test
    form_factor: PCIe
    segment: consumer
    launch_year: 2024
    memory_gb: 24
    memory_type: GDDR6
    memory_bandwidth_gb_s: 1000
    supports_bf16: true
    supports_fp8: false
    interconnect: none
    nvlink: false
    interconnect_gb_s: 0
    source: test datasheet
    verified: false
"""


def write(tmp_path: Path, body: str) -> Path:
    path = tmp_path / "gpus.yaml"
    path.write_text(body, encoding="utf-8")
    return path


def test_valid_table_loads(tmp_path):
    rows = load_table(write(tmp_path, "gpus:\n" + GOOD_GPU), "gpus", GPU)
    assert [r.id for r in rows] == ["test-gpu"]


def test_wrong_type_names_file_line_field_and_fix(tmp_path):
    path = write(tmp_path, "gpus:\n" + GOOD_GPU.replace("memory_gb: 24", "memory_gb: lots"))
    with pytest.raises(CatalogError) as err:
        load_table(path, "gpus", GPU)
    message = str(err.value)
    assert f"{path}:9:" in message  # the memory_gb line
    assert "'test-gpu'" in message and "memory_gb" in message and "fix the value" in message


def test_unknown_key_suggests_the_field(tmp_path):
    path = write(tmp_path, "gpus:\n" + GOOD_GPU.replace("memory_type:", "memroy_type:"))
    with pytest.raises(CatalogError) as err:
        load_table(path, "gpus", GPU)
    message = str(err.value)
    assert f"{path}:10:" in message
    assert "memroy_type" in message and "did you mean 'memory_type'" in message


def test_missing_field_says_add_it(tmp_path):
    path = write(tmp_path, "gpus:\n" + GOOD_GPU.replace("    source: test datasheet\n", ""))
    with pytest.raises(CatalogError) as err:
        load_table(path, "gpus", GPU)
    assert f"{path}:2:" in str(err.value) and "add the required field 'source'" in str(err.value)


def test_duplicate_id_names_both_lines(tmp_path):
    path = write(tmp_path, "gpus:\n" + GOOD_GPU + "\n" + GOOD_GPU)
    with pytest.raises(CatalogError) as err:
        load_table(path, "gpus", GPU)
    second = 2 + GOOD_GPU.count("\n") + 1
    assert f"{path}:{second}:" in str(err.value)
    assert "duplicate id 'test-gpu' (first at line 2)" in str(err.value)


def test_yaml_syntax_error_names_file_and_line(tmp_path):
    path = write(tmp_path, "gpus:\n  - id: x\n    name: [unclosed\n    vendor: NVIDIA\n")
    with pytest.raises(CatalogError) as err:
        load_table(path, "gpus", GPU)
    assert str(err.value).startswith(f"{path}:")
    assert "invalid YAML" in str(err.value)


def test_missing_top_level_key(tmp_path):
    path = write(tmp_path, "gpu:\n" + GOOD_GPU)
    with pytest.raises(CatalogError) as err:
        load_table(path, "gpus", GPU)
    assert f"{path}:1:" in str(err.value) and "'gpus:'" in str(err.value)


def test_read_catalog_reports_the_broken_file(tmp_path):
    write(tmp_path, "gpus:\n" + GOOD_GPU)
    (tmp_path / "models.yaml").write_text("models:\n  - id: broken\n", encoding="utf-8")
    with pytest.raises(CatalogError) as err:
        read_catalog(tmp_path)
    assert "models.yaml:2:" in str(err.value) and "'broken'" in str(err.value)
