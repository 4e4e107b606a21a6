"""Job duration: hours and GPU-hours from FLOPs / (peak x MFU), and the cost of those hours."""

from datetime import date
from decimal import Decimal

import pytest

from assistant.calc.duration import estimate_job_duration, job_tokens
from assistant.calc.workload import Workload
from assistant.errors import UsageError
from assistant.question.parsing import parse
from tests.support.toolbox import bundled_toolbox


@pytest.fixture(scope="module")
def box():
    return bundled_toolbox()


def test_samples_times_length_times_epochs() -> None:
    assert job_tokens(None, 50_000, 1024, 3) == 50_000 * 1024 * 3
    assert job_tokens(2e9, None, None, 2) == 4e9


def test_full_fine_tune_of_8b_on_one_h100_by_hand(box) -> None:
    model, gpu = box.catalog.model("llama-3.1-8b"), box.catalog.gpu("h100")
    d = estimate_job_duration(model, gpu, 1, Workload(method="full"), tokens=1e9)
    # FLOPs per token: 6P + 2P recompute (checkpointing) + 6 x layers x hidden x seq (attention)
    per_token = 8 * model.params_b * 1e9 + 6 * 32 * 4096 * 2048
    peak = 989e12  # H100 SXM dense BF16 (datasheet)
    assert gpu.bf16_tflops == 989.0 or gpu.bf16_tflops == pytest.approx(989.4, abs=0.5)
    hours = 1e9 * per_token / (peak * 0.40) / 3600
    assert d.hours == pytest.approx(hours, rel=0.01)  # ~46 h
    assert d.hours_range[0] == pytest.approx(1e9 * per_token / (peak * 0.45) / 3600, rel=0.01)
    assert d.hours_range[1] == pytest.approx(1e9 * per_token / (peak * 0.35) / 3600, rel=0.01)
    assert d.days == pytest.approx(hours / 24, abs=0.01)
    assert d.flops == pytest.approx(6 * model.params_b * 1e9 * 1e9)
    assert d.mfu_range == (0.35, 0.45)  # Llama 3 paper range for H100


def test_lora_counts_four_p_per_token(box) -> None:
    model, gpu = box.catalog.model("llama-2-7b"), box.catalog.gpu("a100-80gb-sxm")
    d = estimate_job_duration(
        model, gpu, 1, Workload(method="lora", seq_len=1024), samples=50_000, epochs=3
    )
    assert d.tokens == 153_600_000
    assert d.flops == pytest.approx(4 * model.params_b * 1e9 * 153_600_000)
    per_token = 6 * model.params_b * 1e9 + 6 * 32 * 4096 * 1024  # 4P + 2P recompute + attention
    assert d.hours == pytest.approx(153.6e6 * per_token / (312e12 * 0.40) / 3600, rel=0.01)
    assert d.gpu_hours == pytest.approx(d.hours, abs=0.1)


def test_the_cost_is_the_hours_on_the_cheapest_offer(box) -> None:
    model, gpu = box.catalog.model("llama-3.1-8b"), box.catalog.gpu("h100")
    d = estimate_job_duration(
        model,
        gpu,
        8,
        Workload(method="full"),
        tokens=1e9,
        offers=box.prices.offers,
        fx=box.prices.fx,
        today=date(2026, 12, 1),
    )
    assert d.cost is not None
    offer = box.prices.offer(d.cost.offer_id)
    assert offer.gpu_id == "h100-sxm" and offer.currency == "USD"
    cheapest = offer.per_gpu_hour()
    assert d.cost.per_gpu_hour == cheapest
    # no rankable USD offer of an H100 SXM rents a GPU-hour for less
    assert all(
        o.per_gpu_hour() >= cheapest
        for o in box.prices.offers
        if o.gpu_id == "h100-sxm" and o.rankable and o.currency == "USD" and o.per_gpu_hour()
    )
    expected = cheapest * 8 * Decimal(repr(d.hours))
    assert abs(d.cost.total - expected) <= Decimal("0.6")  # hours are rounded to 0.01 h


def test_no_offer_is_said_not_invented(box) -> None:
    model, gpu = box.catalog.model("llama-3.1-8b"), box.catalog.gpu("rtx-4090")
    d = estimate_job_duration(model, gpu, 1, Workload(method="qlora"), tokens=1e7, offers=[])
    assert d.cost is None


@pytest.mark.parametrize(
    ("method", "kwargs"),
    [
        ("inference", {"tokens": 1e9}),
        ("lora", {}),
        ("lora", {"samples": 0}),
        ("lora", {"tokens": 1e9, "epochs": 0}),
    ],
)
def test_bad_jobs_are_usage_errors(box, method, kwargs) -> None:
    model, gpu = box.catalog.model("llama-3.1-8b"), box.catalog.gpu("h100")
    with pytest.raises(UsageError):
        estimate_job_duration(model, gpu, 1, Workload(method=method), **kwargs)


def test_the_tool_in_both_languages(box) -> None:
    call = box.call(
        "estimate_job_duration",
        model="llama-2-7b",
        gpu="a100",
        samples=50000,
        seq_len=1024,
        epochs=3,
        method="lora",
    )
    assert call.output["tokens"] == 153_600_000
    first = call.result.assumptions[0]  # type: ignore[union-attr]
    assert first.render("en") == "50,000 samples x 1024 tokens x 3 epochs = 1.54e+08 tokens"
    assert "50,000 条样本" in first.render("zh") and "1.54e+08" in first.render("zh")


@pytest.mark.parametrize(
    ("model_id", "published_gpu_hours"),
    [("llama-2-7b", 184_320), ("llama-2-13b", 368_640), ("llama-2-70b", 1_720_320)],
)
def test_llama_2_pretraining_gpu_hours(box, model_id, published_gpu_hours) -> None:
    # Touvron et al. 2023 (Llama 2), Table 2: GPU-hours on A100-80GB for 2.0T tokens at 4,096
    # tokens of context; the published figure lies inside the MFU range and near the point
    d = estimate_job_duration(
        box.catalog.model(model_id),
        box.catalog.gpu("a100-80gb-sxm"),
        2048,
        Workload(method="pretrain", seq_len=4096),
        tokens=2e12,
    )
    low, high = d.gpu_hours_range
    assert low <= published_gpu_hours <= high
    assert d.gpu_hours == pytest.approx(published_gpu_hours, rel=0.20)
    assert d.assumptions[1].code == "llmcalc.selective_recompute"


def test_a_preference_recipe_counts_each_pair_as_two_sequences(box) -> None:
    model, gpu = box.catalog.model("llama-3.1-8b"), box.catalog.gpu("h100-sxm")
    lora = Workload(method="lora", seq_len=2048)
    sft = estimate_job_duration(model, gpu, 1, lora, samples=60_000)
    dpo = estimate_job_duration(model, gpu, 1, lora, samples=60_000, recipe="dpo")
    # 60,000 pairs x 2 sequences x 2,048 tokens = 245,760,000 tokens: twice the SFT job
    assert dpo.tokens == 245_760_000 == 2 * sft.tokens
    assert dpo.hours == pytest.approx(2 * sft.hours, abs=0.02)  # hours rounded to 0.01
    said = [m.code for m in dpo.assumptions]
    assert said[0] == "llmcalc.preference_pairs"
    assert dpo.assumptions[0].render("en").startswith("DPO timed as LoRA fine-tuning")
    # a recipe on unpaired data is timed as its method on the data's own tokens, and said so
    grpo = estimate_job_duration(model, gpu, 1, lora, samples=60_000, recipe="grpo")
    assert grpo.tokens == sft.tokens and grpo.assumptions[0].code == "llmcalc.recipe_as_method"


def test_the_parser_keeps_the_recipe_beside_the_method(box) -> None:
    from assistant.question.parsing import parse

    query = parse("单卡H100跑DPO，llama3.1 8b，6万条偏好数据，要多长时间", box.catalog)
    assert query.recipe == "dpo" and query.samples == 60_000
    assert parse("lora sft of qwen 7b on 10k samples", box.catalog).recipe == "sft"


@pytest.mark.parametrize(
    ("question", "samples", "length"),
    [
        (
            "lora of llama 3 8b on 40k samples of 2048 tokens, 2 epochs, one h100: how long",
            40_000,
            2048,
        ),
        ("qlora 13b on 12k examples at ~1k tokens for 3 epochs on a 4090, hours?", 12_000, 1024),
        ("full fine-tune of a 7b on 80k 512-token samples, 8x a100, how many hours", 80_000, 512),
    ],
)
def test_a_sample_length_said_after_the_samples_sizes_the_job(box, question, samples, length):
    """'N samples of L tokens' is N x L tokens an epoch, not N samples at the 2,048 default."""
    query = parse(question, box.catalog)
    assert query.samples == samples and query.context_tokens == length


@pytest.mark.parametrize(
    "question",
    [
        "how long to lora llama 3 8b on 30k samples of 1024 tokens for 2 epochs on one a100",
        "在一张 A100 上用 3 万条样本 lora 微调 llama 3 8b，2 个 epoch 要多久",
    ],
)
def test_the_priced_offer_is_named_by_provider_and_instance_not_by_its_slug(question):
    from tests.support.advisors import memory_advisor

    answer = memory_advisor().converse([question]).turns[-1].answer
    cost = answer.tool_calls[0].output["cost"]
    assert cost is not None and cost["offer_id"] not in answer.answer
    assert f"{cost['provider']} {cost['instance_type']}" in answer.answer
