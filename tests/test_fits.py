"""What fits my hardware: the largest catalog models per precision, verdicts and the lead."""

import pytest

from assistant.calc.fits import fits_hardware
from assistant.calc.recommend import HEADROOM_SHARE
from assistant.errors import UsageError
from tests.support.toolbox import bundled_toolbox

GIB_IN_GB = 2**30 / 1e9


@pytest.fixture(scope="module")
def catalog():
    return bundled_toolbox().catalog


def _fits(catalog, gpu, count=1, **kw):
    return fits_hardware(catalog.models.values(), catalog.gpu(gpu), count, **kw)


def test_usable_memory_of_a_3090_is_24_5_gb(catalog) -> None:
    # 24 GiB = 25.77 GB, less 3% reserve and 0.5 GB for the desktop on a consumer card
    h = _fits(catalog, "rtx-3090")
    assert h.usable_gb == pytest.approx(24 * GIB_IN_GB * 0.97 - 0.5, abs=0.01)


def test_one_3090_lists_bf16_q8_and_q4_largest_first(catalog) -> None:
    h = _fits(catalog, "rtx-3090")
    # the models released in a low-precision format come first, in that format
    assert [g.precision for g in h.by_precision] == ["release", "bf16", "q8_0", "q4_k_m"]
    for group in h.by_precision:
        first, *fitting = group.rows
        # the first row is the next size up, which does not fit; then the largest that do
        assert first.verdict == "does_not_fit" and first.per_gpu_gb > first.usable_gb
        assert fitting and all(r.verdict != "does_not_fit" for r in fitting)
        sizes = [r.params_b for r in fitting]
        assert sizes == sorted(sizes, reverse=True)
        assert all(first.params_b > s for s in sizes)
    # bf16 weights alone are 2 bytes per parameter: nothing above 12B fits in 24.5 GB
    bf16 = h.by_precision[1].rows[1:]
    assert max(r.params_b for r in bf16) * 2 < 24.5
    # a 70B at Q4_K_M is 70.6e9 x 0.5625 B = 39.7 GB: not on one card
    assert all(r.params_b < 40 for g in h.by_precision for r in g.rows[1:])


def test_verdicts_follow_the_ten_percent_headroom_rule(catalog) -> None:
    h = _fits(catalog, "rtx-3090")
    for row in (r for g in h.by_precision for r in g.rows):
        spare = row.usable_gb - row.per_gpu_gb
        expected = (
            "does_not_fit"
            if spare < 0
            else ("fits" if spare >= HEADROOM_SHARE * row.usable_gb else "tight")
        )
        assert row.verdict == expected, row


def test_the_lead_is_the_biggest_model_that_fits_comfortably(catalog) -> None:
    h = _fits(catalog, "rtx-3090")
    assert h.lead is not None and h.lead.verdict == "fits"
    comfortable = [r for g in h.by_precision for r in g.rows if r.verdict == "fits"]
    assert h.lead.params_b == max(r.params_b for r in comfortable)
    # on 24 GB the biggest comfortable model is a ~30B-class model at 4 bit (18-22 GB)
    assert h.lead.precision == "q4_k_m" and 24 <= h.lead.params_b <= 35
    assert h.lead.tokens_per_s is not None and h.lead.tokens_per_s > 10


def test_two_3090s_hold_a_70b_at_4_bit(catalog) -> None:
    # 39.7 GB of Q4_K_M weights split by layer over two cards: ~20 GB each
    h = _fits(catalog, "rtx-3090", 2)
    q4 = next(g for g in h.by_precision if g.precision == "q4_k_m")
    assert any(68 <= r.params_b <= 73 and r.verdict != "does_not_fit" for r in q4.rows)
    seventy = next(r for r in q4.rows if 68 <= r.params_b <= 73)
    assert seventy.per_gpu_gb == pytest.approx(seventy.params_b * 0.5625 / 2, abs=2.5)


def test_qlora_on_two_3090s_at_8k_lists_4_bit_nf4_rows(catalog) -> None:
    h = _fits(catalog, "rtx-3090", 2, method="qlora", context_tokens=8192)
    assert (h.method, h.context_tokens) == ("qlora", 8192)
    assert [g.precision for g in h.by_precision] == ["int4"]
    assert all(r.engine == "transformers" for r in h.by_precision[0].rows)
    assert h.lead is not None and h.lead.tokens_per_s is not None  # training tokens/s


def test_models_that_cannot_take_the_context_are_left_out(catalog) -> None:
    h = _fits(catalog, "h100", context_tokens=100_000)
    listed = {r.model_id for g in h.by_precision for r in g.rows}
    assert all(catalog.model(m).max_context >= 100_000 for m in listed)


def test_bad_counts_are_usage_errors(catalog) -> None:
    with pytest.raises(UsageError):
        _fits(catalog, "rtx-3090", 0)
    with pytest.raises(UsageError):
        _fits(catalog, "rtx-3090", context_tokens=0)


def test_the_tool_and_its_messages_in_chinese() -> None:
    call = bundled_toolbox().call("fits_hardware", gpu="3090", count=2, method="qlora")
    assert call.output["gpu_id"] == "rtx-3090" and call.output["count"] == 2
    zh = [m.render("zh") for m in call.result.assumptions]  # type: ignore[union-attr]
    assert any("10%" in text and "余量" in text for text in zh)


def test_larger_moe_models_run_with_experts_in_ram(catalog) -> None:
    h = _fits(catalog, "rtx-3090")
    assert h.with_offload, "gpt-oss-120b runs on a 24 GB card with its experts in 64 GB of RAM"
    assert "gpt-oss-120b" in [o.model_id for o in h.with_offload]
    for plan in h.with_offload:
        assert plan.kind == "moe_experts"
        assert plan.ram_weights_gb <= 0.85 * 64
        assert plan.decode_tokens_per_s is not None and plan.decode_tokens_per_s >= 5
    small = _fits(catalog, "rtx-3090", ram_gb=16)
    assert all(o.ram_weights_gb <= 0.85 * 16 for o in small.with_offload)
    assert "gpt-oss-120b" not in [o.model_id for o in small.with_offload]
    assert _fits(catalog, "rtx-3090", method="lora").with_offload == []
