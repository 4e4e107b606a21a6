"""Models released in a low-precision format (gpt-oss MXFP4, DeepSeek/Kimi FP8) sized as released.

Expected figures are worked from the catalog's shapes and the formats: MXFP4 stores 32 E2M1
values with one E8M0 scale (4.25 bits); gpt-oss's checkpoint quantizes only the MoE experts
(config ``modules_to_not_convert``: attention, router, embeddings, LM head), and OpenAI's model
card gives checkpoints of 60.8 GiB (120b) and 12.8 GiB (20b), 120b on one 80 GB GPU, 20b in 16 GB.
"""

from __future__ import annotations

import pytest

from assistant.advisor import Advisor
from assistant.calc.engines import likeliest_engine
from assistant.calc.experts import expert_params
from assistant.calc.fits import RELEASE, fits_hardware
from assistant.calc.memory_terms import BYTES_PER_PARAM
from assistant.calc.sizing import estimate_memory
from assistant.calc.speed import decode_weight_bytes, estimate_speed
from assistant.calc.workload import Workload
from assistant.evaluation_constraints import first_line
from tests.support.advisors import memory_advisor
from tests.support.toolbox import bundled_toolbox

GIB = 2**30 / 1e9
GPT_OSS_EXPERT = 3 * 2880 * 2880
"""Gate, up and down of one gpt-oss expert: hidden 2880, expert width 2880."""


@pytest.fixture(scope="module")
def catalog():
    return bundled_toolbox().catalog


@pytest.fixture(scope="module")
def advisor() -> Advisor:
    return memory_advisor()


def test_release_formats_are_set_only_where_the_checkpoint_ships_them(catalog) -> None:
    released = {
        m.id: (m.release_format.precision, m.release_format.quantized)
        for m in catalog.models.values()
        if m.release_format is not None
    }
    assert released == {
        "gpt-oss-20b": ("mxfp4", "moe_experts"),
        "gpt-oss-120b": ("mxfp4", "moe_experts"),
        "deepseek-v3": ("fp8", "linear"),
        "deepseek-r1": ("fp8", "linear"),
        "kimi-k2": ("fp8", "linear"),
    }
    for model_id in released:
        assert "quantization_config" in catalog.model(model_id).release_format.source
    # Qwen3 and the distilled R1 models publish bf16 (FP8 only as separate repositories)
    assert catalog.model("qwen3-235b-a22b").release_format is None
    assert catalog.model("deepseek-r1-distill-qwen-32b").release_format is None


def test_mxfp4_is_four_bits_plus_a_shared_eight_bit_scale_per_32() -> None:
    assert BYTES_PER_PARAM["mxfp4"] == (32 * 4 + 8) / 32 / 8 == 0.53125


def test_gpt_oss_120b_checkpoint_is_its_experts_in_mxfp4_and_the_rest_in_bf16(catalog) -> None:
    model = catalog.model("gpt-oss-120b")
    experts = 36 * 128 * GPT_OSS_EXPERT  # 114.66B of the 117B
    assert expert_params(model) == experts
    est = estimate_memory(model, catalog.gpu("h100"), 1, Workload())
    expected = experts * 0.53125 + (117e9 - experts) * 2
    assert est.breakdown.weights == pytest.approx(expected / 1e9, abs=0.001)  # 65.59 GB
    # OpenAI's model card: a 60.8 GiB checkpoint (65.3 GB)
    assert est.breakdown.weights == pytest.approx(60.8 * GIB, rel=0.01)


def test_gpt_oss_20b_checkpoint_matches_the_model_card(catalog) -> None:
    model = catalog.model("gpt-oss-20b")
    experts = 24 * 32 * GPT_OSS_EXPERT
    est = estimate_memory(model, catalog.gpu("rtx-4090"), 1, Workload())
    expected = experts * 0.53125 + (21e9 - experts) * 2
    assert est.breakdown.weights == pytest.approx(expected / 1e9, abs=0.001)  # 13.93 GB
    assert est.breakdown.weights == pytest.approx(12.8 * GIB, rel=0.02)


def test_gpt_oss_120b_fits_one_h100_as_released_not_in_bf16(catalog) -> None:
    est = estimate_memory(catalog.model("gpt-oss-120b"), catalog.gpu("h100"), 1, Workload())
    assert (est.precision, est.release_format, est.fits) == ("mxfp4", "mxfp4", True)
    assert est.per_gpu_gb == pytest.approx(68.45, abs=0.01)
    assert est.bf16_per_gpu_gb == pytest.approx(235.68, abs=0.01)
    assert est.bf16_per_gpu_gb > est.usable_gb
    assert est.assumptions[0].code == "llmcalc.release_format"
    assert "MXFP4" in est.assumptions[0].render("en")
    assert "MXFP4" in est.assumptions[0].render("zh")


def test_gpt_oss_20b_runs_in_16_gb_as_released(catalog) -> None:
    gpu = catalog.gpu("rtx-4060-ti-16gb")
    for engine in ("hf", "llama.cpp"):
        est = estimate_memory(catalog.model("gpt-oss-20b"), gpu, 1, Workload(engine=engine))
        assert est.precision == "mxfp4" and est.fits, engine
        assert est.per_gpu_gb < est.usable_gb == pytest.approx(16.16, abs=0.01)


def test_a_stated_precision_wins_and_training_never_uses_the_release_format(catalog) -> None:
    model, gpu = catalog.model("gpt-oss-120b"), catalog.gpu("h100")
    bf16 = estimate_memory(model, gpu, 1, Workload(precision="bf16"))
    assert (bf16.precision, bf16.release_format, bf16.bf16_per_gpu_gb) == ("bf16", None, None)
    assert bf16.per_gpu_gb == pytest.approx(235.68, abs=0.01) and not bf16.fits
    lora = estimate_memory(model, gpu, 1, Workload(method="lora"))
    assert (lora.precision, lora.release_format) == ("bf16", None)


def test_deepseek_v3_is_sized_in_fp8_on_eight_h200s(catalog) -> None:
    model, gpu = catalog.model("deepseek-v3"), catalog.gpu("h200")
    est = estimate_memory(model, gpu, 8, Workload())
    assert (est.precision, est.release_format, est.fits) == ("fp8", "fp8", True)
    # block FP8 linear layers (1 byte) + bf16 embeddings and head: 669.1e9 + 2 x 1.85e9 bytes
    embed = 129280 * 7168 * 2
    assert est.breakdown.weights * 8 == pytest.approx(((671e9 - embed) + 2 * embed) / 1e9, 0.001)
    assert est.bf16_per_gpu_gb == pytest.approx(169.32, abs=0.01)
    # GGUF has no FP8 type: on llama.cpp the 16-bit default stands
    gguf = estimate_memory(model, gpu, 8, Workload(engine="llama.cpp"))
    assert (gguf.precision, gguf.release_format) == ("bf16", None)


def test_decode_reads_the_active_experts_in_mxfp4_and_the_rest_in_bf16(catalog) -> None:
    model = catalog.model("gpt-oss-120b")
    active_experts = 36 * 128 * GPT_OSS_EXPERT * 4 / 128  # 4 of 128 experts per token
    expected = active_experts * 0.53125 + (5.1e9 - active_experts) * 2  # 4.94 GB
    assert decode_weight_bytes(model, "mxfp4") == pytest.approx(expected)
    # a GGUF quant reads every active parameter at its own width
    assert decode_weight_bytes(model, "q4_k_m") == pytest.approx(5.1e9 * 4.84 / 8)


def test_speed_of_gpt_oss_is_timed_as_released(catalog) -> None:
    s = estimate_speed(
        catalog.model("gpt-oss-20b"), catalog.gpu("rtx-4090"), 1, Workload(engine="llama.cpp")
    )
    assert s.precision == "mxfp4"
    assert s.decode_tokens_per_s == pytest.approx(161.8, abs=0.1)
    assert any(a.code == "llmcalc.release_format" for a in s.assumptions)


def test_one_user_with_no_precision_runs_an_mxfp4_release_on_llama_cpp() -> None:
    assert likeliest_engine(None, "inference", None, release="mxfp4") == "llama.cpp"
    assert likeliest_engine(None, "inference", 8, release="mxfp4") == "vllm"
    assert likeliest_engine("bf16", "inference", None, release="mxfp4") == "transformers"
    assert likeliest_engine(None, "inference", None, release="fp8") == "transformers"


def test_fits_lists_release_formats_first_and_leads_with_gpt_oss_120b_on_an_h100(catalog) -> None:
    h = fits_hardware(catalog.models.values(), catalog.gpu("h100"), 1)
    assert h.by_precision[0].precision == RELEASE
    assert h.lead is not None
    lead = h.lead
    assert (lead.model_id, lead.precision, lead.release_format, lead.verdict) == (
        "gpt-oss-120b",
        "mxfp4",
        True,
        "fits",
    )
    assert lead.per_gpu_gb == pytest.approx(66.74, abs=0.01)
    assert h.usable_gb == pytest.approx(83.32, abs=0.01)
    assert any(a.code == "llmcalc.fits_release" for a in h.assumptions)


def test_fits_a_16_gb_card_holds_gpt_oss_20b_as_released(catalog) -> None:
    h = fits_hardware(catalog.models.values(), catalog.gpu("rtx-4060-ti-16gb"), 1)
    rows = {r.model_id: r for r in h.by_precision[0].rows}
    assert rows["gpt-oss-120b"].verdict == "does_not_fit"
    row = rows["gpt-oss-20b"]
    # 14.98 GB of 16.16 usable: it fits, with less than the 10% spare a "fits" badge needs
    assert (row.precision, row.release_format, row.verdict) == ("mxfp4", True, "tight")
    assert row.per_gpu_gb == pytest.approx(14.98, abs=0.01)


def test_fits_on_a_mac_lists_no_fp8_release_it_could_not_serve(catalog) -> None:
    mac = next(g for g in catalog.gpus.values() if g.vendor.lower() == "apple")
    h = fits_hardware(catalog.models.values(), mac, 1)
    release = h.by_precision[0]
    assert release.precision == RELEASE
    assert {r.precision for r in release.rows} == {"mxfp4"}


def test_fit_answer_says_the_release_format_and_the_bf16_figure(advisor) -> None:
    a = advisor.ask("can I run gpt-oss-120b on one H100?")
    assert a.intent == "fit_check"
    # sized on llama.cpp, what Ollama and LM Studio run for one user
    assert first_line(a.answer).startswith("Yes.")
    assert "gpt-oss-120b in mxfp4 needs 66.7 GB" in first_line(a.answer)
    assert "Sized in MXFP4, the format gpt-oss-120b is released in (what Ollama" in a.answer
    assert "in bf16 it would need 235.2 GB per GPU" in a.answer


def test_fit_answer_says_the_release_format_in_chinese(advisor) -> None:
    a = advisor.ask("单卡H100能跑gpt-oss-120b吗")
    assert first_line(a.answer).startswith("可以。")
    assert "按 gpt-oss-120b 官方发布的 MXFP4 格式估算" in a.answer
    assert "换成 bf16 每卡需要 235.2 GB" in a.answer


def test_a_stated_bf16_is_answered_in_bf16(advisor) -> None:
    a = advisor.ask("can I run gpt-oss-120b in bf16 on one H100?")
    assert first_line(a.answer).startswith("No.")
    assert "235.7 GB" in first_line(a.answer)
    assert "Sized in MXFP4" not in a.answer


def test_a_stated_mxfp4_is_read_and_sized_in_mxfp4(catalog) -> None:
    from assistant.calc.engines import alternative_engine
    from assistant.question.parsing import parse

    assert parse("can I run llama 3 70b in MXFP4 on an H100?", catalog).precision == "mxfp4"
    assert parse("两张4090跑 gpt-oss-120b 用 mx-fp4 行吗", catalog).precision == "mxfp4"
    assert likeliest_engine("mxfp4", "inference", None) == "llama.cpp"
    assert alternative_engine("llama.cpp", "mxfp4") == "vllm"  # ExLlamaV2 has no MXFP4


def test_a_stated_mxfp4_on_a_dense_model_quantizes_its_linear_layers(catalog) -> None:
    model = catalog.model("llama-3-70b")
    est = estimate_memory(model, catalog.gpu("h100"), 1, Workload(precision="mxfp4"))
    embed = model.vocab_size * model.hidden_size * 2  # untied embeddings and head stay bf16
    expected = (model.params_b * 1e9 - embed) * 0.53125 + embed * 2
    assert est.breakdown.weights == pytest.approx(expected / 1e9, abs=0.001)
    assert est.release_format is None
