"""KV-cache memory on its own: figures worked out by hand from each model's published config."""

import pytest

from assistant.calc.kv_cache import estimate_kv_cache
from assistant.errors import UsageError
from tests.support.toolbox import bundled_toolbox

GB = 1e9


@pytest.fixture(scope="module")
def catalog():
    return bundled_toolbox().catalog


def test_mistral_7b_at_32k_in_bf16_is_4_3_gb(catalog) -> None:
    # 32 layers x 8 KV heads x 128 dims x 2 (K and V) x 2 bytes x 32,768 tokens (issue 22)
    expected = 32 * 8 * 128 * 2 * 2 * 32768 / GB
    e = estimate_kv_cache(catalog.model("mistral-7b"), 32768)
    assert e.total_gb == pytest.approx(expected, abs=0.001)
    assert e.total_gb == pytest.approx(4.29, abs=0.01)
    assert e.per_token_kb == pytest.approx(32 * 8 * 128 * 2 * 2 / 1e3, abs=0.01)  # 131 KB


@pytest.mark.parametrize(
    ("precision", "bytes_per_element"),
    [("bf16", 2.0), ("fp8", 1.0), ("q8_0", 34 / 32), ("q4_0", 18 / 32)],
)
def test_kv_quantization_scales_by_the_bytes_each_type_stores(
    catalog, precision, bytes_per_element
) -> None:
    # ggml: q8_0 = 32 int8 + fp16 scale (34 B / 32), q4_0 = 32 nibbles + fp16 scale (18 B / 32)
    expected = 32 * 8 * 128 * 2 * bytes_per_element * 32768 / GB
    e = estimate_kv_cache(catalog.model("mistral-7b"), 32768, kv_precision=precision)
    assert e.total_gb == pytest.approx(expected, abs=0.001)
    row = next(r for r in e.by_precision if r.kv_precision == precision)
    assert row.total_gb == pytest.approx(expected, abs=0.001)


def test_llama_3_1_70b_at_128k_needs_about_43_gb(catalog) -> None:
    # 80 layers x 8 KV heads x 128 x 2 x 2 bytes x 131,072 = 42.9 GB (the often quoted ~40 GiB)
    e = estimate_kv_cache(catalog.model("llama-3.1-70b"), 131072)
    assert e.total_gb == pytest.approx(80 * 8 * 128 * 4 * 131072 / GB, abs=0.001)
    assert e.total_gb / 1.073741824 == pytest.approx(40.0, abs=0.1)  # GiB


def test_mla_caches_the_compressed_latent_only(catalog) -> None:
    # DeepSeek-V3: 61 layers x (512 latent + 64 RoPE key) x 2 bytes x 131,072 tokens
    e = estimate_kv_cache(catalog.model("deepseek-v3"), 131072)
    assert e.elements_per_token_layer == 576
    assert e.total_gb == pytest.approx(61 * 576 * 2 * 131072 / GB, abs=0.001)  # 9.2 GB


def test_sliding_window_layers_stop_growing_at_their_window(catalog) -> None:
    # Gemma 3 27B: 62 layers, 5 of every 6 with a 1,024-token window: 52 local, 10 global;
    # 16 KV heads x 128 dims x 2 x 2 bytes = 8,192 bytes per layer-token
    e = estimate_kv_cache(catalog.model("gemma-3-27b"), 131072)
    per = 16 * 128 * 2 * 2
    assert (e.window_layers, e.window_tokens) == (52, 1024)
    assert e.total_gb == pytest.approx((10 * 131072 + 52 * 1024) * per / GB, abs=0.001)
    assert e.full_attention_gb == pytest.approx(62 * 131072 * per / GB, abs=0.001)
    off = estimate_kv_cache(catalog.model("gemma-3-27b"), 131072, sliding_window=False)
    assert off.total_gb == e.full_attention_gb


def test_a_short_context_inside_the_window_is_unchanged(catalog) -> None:
    e = estimate_kv_cache(catalog.model("gemma-3-27b"), 1000)
    assert e.total_gb == e.full_attention_gb == pytest.approx(62 * 1000 * 8192 / GB, abs=0.001)


def test_users_multiply_the_cache(catalog) -> None:
    # ten users at 4,096 tokens on Mistral 7B: 10 x 0.537 GB
    e = estimate_kv_cache(catalog.model("mistral-7b"), 4096, sequences=10)
    assert e.per_sequence_gb == pytest.approx(32 * 2048 * 2 * 4096 / GB, abs=0.001)
    assert e.total_gb == pytest.approx(10 * 32 * 2048 * 2 * 4096 / GB, abs=0.001)


def test_a_context_beyond_the_model_is_warned_and_zh_keeps_the_numbers(catalog) -> None:
    e = estimate_kv_cache(catalog.model("mistral-7b"), 65536)
    assert [w.render("en") for w in e.warnings] == [
        "65536 tokens is beyond mistral-7b's context of 32768 tokens"
    ]
    assert "65536" in e.warnings[0].render("zh") and "32768" in e.warnings[0].render("zh")


@pytest.mark.parametrize(("context", "sequences"), [(0, 1), (1024, 0)])
def test_bad_counts_are_usage_errors(catalog, context, sequences) -> None:
    with pytest.raises(UsageError):
        estimate_kv_cache(catalog.model("mistral-7b"), context, sequences=sequences)


def test_the_tool_reports_the_cache_and_an_offload_plan() -> None:
    call = bundled_toolbox().call(
        "estimate_kv_cache", model="Mistral 7B", context=32768, gpu="rtx-4090"
    )
    assert call.output["kv_cache"]["total_gb"] == pytest.approx(4.295, abs=0.001)
    assert call.output["offload"]["kind"] == "none"
    bad = bundled_toolbox().call("estimate_kv_cache", model="mistral-7b", context=0)
    assert "error" in bad.output
