"""Offline batch-inference jobs: N prompts through a model, timed in hours, never as training.

Figures are worked from the serving calculator the timer stands on: the batch is what the KV
cache holds, generation runs at that batch's aggregate rate, prompts at the prefill rate.
"""

import pytest

from assistant.calc.batch_inference import estimate_batch_inference
from assistant.calc.engines import engine_spec
from assistant.calc.serving import serving_capacity
from assistant.calc.speed import prefill_tokens_per_s
from assistant.errors import UsageError
from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def test_the_hours_are_prefill_plus_generation_at_the_batch_the_kv_cache_holds(advisor):
    catalog = advisor.catalog
    model, gpu = catalog.model("llama-3.1-8b"), catalog.gpu("l40s")
    out = estimate_batch_inference(model, gpu, 4, 2_000_000, output_tokens=500, prompt_tokens=300)
    cap = serving_capacity(model, gpu, 4, 1.0, 800, engine="vllm", prompt_tokens=300)
    assert out.sequences_at_once == cap.users > 100  # one replica per card, batched wide
    assert out.decode_tokens_per_s == pytest.approx(cap.users * cap.per_user_tokens_per_s, 0.01)
    prefill = 4 * prefill_tokens_per_s(model, gpu, 1, engine_spec("vllm"), "bf16", 300)
    decode_h = 2_000_000 * 500 / (cap.users * cap.per_user_tokens_per_s) / 3600
    prefill_h = 2_000_000 * 300 / prefill / 3600
    assert out.hours == pytest.approx(decode_h + prefill_h, abs=0.02)
    assert out.gpu_hours == pytest.approx(out.hours * 4, abs=0.1)
    assert 10 < out.hours < 40  # about a day for a billion generated tokens on four L40S


def test_lengths_left_out_are_assumed_and_said(advisor):
    catalog = advisor.catalog
    out = estimate_batch_inference(catalog.model("qwen2.5-7b"), catalog.gpu("rtx-4090"), 1, 1000)
    assert (out.prompt_tokens, out.output_tokens) == (500, 256)
    said = " ".join(a.render("en") for a in out.assumptions)
    assert "500 tokens per prompt assumed" in said and "256 generated tokens" in said


def test_a_model_that_does_not_fit_or_no_prompts_is_refused(advisor):
    catalog = advisor.catalog
    with pytest.raises(UsageError, match="does not fit"):
        estimate_batch_inference(catalog.model("llama-3.1-70b"), catalog.gpu("rtx-4090"), 1, 10)
    with pytest.raises(UsageError, match="at least 1"):
        estimate_batch_inference(catalog.model("llama-3.1-8b"), catalog.gpu("l40s"), 1, 0)


@pytest.mark.parametrize(
    ("question", "requests", "output"),
    [
        ("run 300k product descriptions through mistral 7b, about 200 tokens out each,"
         " on one a100 — how many hours?", 300_000, 200),
        ("把 50万篇文章用 qwen2.5 14b 做摘要，每条输出 300 token，4 张 A800 要几天", 500_000, 300),
        ("classify 80k support tickets with llama 3.1 8b on an l4, max_tokens=16, how long?",
         80_000, 16),
    ],
)  # fmt: skip
def test_a_count_of_prompts_and_an_output_length_are_read(advisor, question, requests, output):
    query = parse(question, advisor.catalog)
    assert (query.batch_requests, query.output_tokens) == (requests, output)


def test_a_training_set_stays_a_training_set(advisor):
    query = parse("lora on 50k product descriptions with mistral 7b, how long?", advisor.catalog)
    assert query.batch_requests is None


def test_the_answer_leads_with_the_hours_and_times_the_prompts(advisor):
    answer = advisor.ask(
        "run 300k product descriptions through mistral 7b, about 200 tokens out each,"
        " on one a100 — how many hours?"
    )
    assert answer.kind == "job_duration"
    first = answer.answer.splitlines()[0]
    assert first.startswith("**About") and "300,000 prompts" in first and "GPU-hours" in first
    call = next(c for c in answer.tool_calls if c.tool == "estimate_batch_inference")
    assert call.input["requests"] == 300_000 and call.input["output_tokens"] == 200


def test_a_chinese_batch_job_is_answered_in_chinese_with_its_cost(advisor):
    answer = advisor.ask("20万篇文章用 qwen2.5 7b 做摘要，每条输出 200 token，一张 4090 要多久？")
    first = answer.answer.splitlines()[0]
    assert first.startswith("**约") and "200,000 条请求" in first
    assert "按最便宜的按需报价" in answer.answer and "¥" in answer.answer


def test_the_batch_verb_prints_the_hours_and_refuses_what_does_not_fit():
    import json

    from click.testing import CliRunner

    from assistant.cli import main

    runner = CliRunner()
    args = ["batch", "--model", "llama-3.1-8b", "--gpu", "l40s", "--count", "4"]
    result = runner.invoke(main, [*args, "--requests", "2000000", "--output-tokens", "500"])
    assert result.exit_code == 0, result.output
    assert "2,000,000 prompts of 500 tokens, 500 out each" in result.output
    assert "880 sequences at once" in result.output
    shown = runner.invoke(main, [*args, "--requests", "1000", "--json"])
    assert json.loads(shown.output)["output_tokens"] == 256
    refused = runner.invoke(
        main, ["batch", "--model", "llama-3.1-70b", "--gpu", "rtx-4090", "--requests", "10"]
    )
    assert refused.exit_code != 0 and "does not fit" in refused.output


@pytest.mark.parametrize(
    ("question", "currency"),
    [
        ("tagging 3M support tickets with llama 3.1 8b, ~30 tokens out each, one h100: cost?", "$"),
        ("用一张 h100 跑 50 万条商品描述改写，qwen2.5 7b，每条输出 120 token，大概花多少钱", "¥"),
    ],
)
def test_a_batch_job_asked_by_its_price_is_priced_on_its_inference_hours(
    advisor, question, currency
):
    """The prompts are run, not trained on: the hours priced are the batch timer's."""
    answer = advisor.converse([question]).turns[-1].answer
    tools = {c.tool: c for c in answer.tool_calls}
    assert "estimate_duration" not in tools and "estimate_job_duration" not in tools
    batch, priced = tools["estimate_batch_inference"], tools["price_job"]
    assert priced.input["hours"] == pytest.approx(batch.output["hours"], abs=0.01)
    first = answer.answer.splitlines()[0]
    assert currency in first and f"{batch.output['hours']:.2f}" in first
