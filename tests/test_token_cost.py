"""The cost of a million tokens of a named model on GPUs, asked with no API weighed: a price.

Before, "cost per 1M tokens serving llama 8b on an h100" was priced as a month of rental, and
"… at full load" as the card's power draw; neither answers what a token costs.
"""

from __future__ import annotations

import re
from decimal import Decimal

import pytest

from assistant.calc.batch_inference import BatchInferenceTime
from assistant.question.api_words import token_cost_intent
from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _cheapest_timed(answer) -> BatchInferenceTime:
    calls = [c for c in answer.tool_calls if c.tool == "estimate_batch_inference"]
    timed = [c.typed(BatchInferenceTime) for c in calls]
    priced = [t for t in timed if t is not None and t.cost is not None]
    assert priced, "the batch timer priced the tokens"
    return min(priced, key=lambda t: t.cost.total)


@pytest.mark.parametrize(
    ("text", "gpu", "currency"),
    [
        ("what would a million output tokens of llama 3.1 8b cost on a rented h100", "H100", "$"),
        ("mistral 7b on an L40S — price per 1M tokens if it runs flat out?", "L40S", "$"),
        ("在A100上部署qwen2.5 14b，每百万token的成本是多少", "A100", "¥"),
        ("4090跑qwen2.5 7b，一百万token算下来多少钱", "RTX 4090", "¥"),
    ],
)
def test_a_token_cost_leads_with_the_price_of_a_million_tokens(advisor, text, gpu, currency):
    query, answer, first = turn_of(advisor, text)
    assert query.token_cost_asked and answer.kind == "price" and answer.intent == "cost"
    out = _cheapest_timed(answer)
    assert out.cost is not None
    per_m = out.cost.total / Decimal(str(out.requests * out.output_tokens / 1e6))
    shown = re.search(r"[$¥]([\d,]+\.\d\d)", first)
    assert shown is not None and shown.group(0).startswith(currency)
    assert Decimal(shown.group(1).replace(",", "")) == per_m.quantize(Decimal("0.01"))
    assert gpu in first and ("per 1M output tokens" in first or "每百万输出 token" in first)


def test_full_load_or_serving_words_do_not_turn_it_into_power_or_a_serving_plan(advisor):
    _, power_worded, first = turn_of(
        advisor, "cost per 1M output tokens for qwen2.5 32b on an A100 at full load?"
    )
    assert power_worded.kind == "price" and "per 1M output tokens at full load" in first
    assert "W" not in first.split(":")[0]  # no wattage leads
    _, serve_worded, first = turn_of(advisor, "serving llama 3.1 8b on an h100: $ per 1M tokens?")
    assert serve_worded.kind == "price" and first.startswith("**Self-hosting costs about $")


def test_a_card_price_or_an_api_weighed_is_read_as_before(advisor):
    _, hourly, first = turn_of(advisor, "how much is an H100 per hour?")
    assert hourly.kind == "price" and "per GPU-hour" in first
    query, api, _ = turn_of(advisor, "is it cheaper to use an api than rent an h100 for llama 70b?")
    assert query.api_weighed and not query.token_cost_asked and api.kind == "rent_vs_buy"


@pytest.mark.parametrize(
    ("text", "named", "asked"),
    [
        ("cost per million tokens on an h100", False, False),  # no model: nothing to time
        ("llama 8b throughput per dollar on an h100", True, False),  # a value ranking
        ("每千token成本 qwen 7b", True, True),
        ("price per token for mistral 7b", True, True),
    ],
)
def test_the_ask_needs_a_model_and_a_token_block_priced(text, named, asked):
    slots: dict[str, object] = {"model_id": "llama-3.1-8b" if named else None, "intent_margin": 0}
    intent = token_cost_intent(slots, text, "recommend")
    assert (intent == "cost") is asked and bool(slots.get("token_cost_asked")) is asked


def test_a_model_too_big_for_one_card_is_priced_on_the_cheapest_split(advisor):
    # no count said: 405B holds on 2, 4 or 8 H200s; the cheapest per token of those leads
    query, answer, first = turn_of(advisor, "cost per 1M tokens of llama 3.1 405b on h200s?")
    out = _cheapest_timed(answer)
    assert not query.gpus[0].count_stated and out.count in (2, 4, 8)
    assert first.startswith("**Self-hosting costs about $") and f"{out.count} × H200" in first
    timed = [c for c in answer.tool_calls if c.tool == "estimate_batch_inference"]
    assert {c.input["count"] for c in timed} == {1, 2, 4, 8}


def test_a_comparison_of_two_cards_keeps_its_kind():
    from assistant.catalog.specs import load_catalog
    from assistant.question.parsing import parse

    query = parse("h100 vs h200 for llama 3.1 70b, cost per 1M tokens?", load_catalog())
    assert query.intent == "compare" and not query.token_cost_asked


def test_a_comparison_prices_tokens_at_full_load_not_one_sequence(advisor):
    # 405B on 4 H200s vs 4 B200s: one sequence at a time made a million tokens cost over $1,500;
    # batched on vLLM as a server runs, each costs a few dollars
    _, answer, first = turn_of(
        advisor, "h200 vs b200 for serving llama 3.1 405b fp8, cost per token?"
    )
    report = next(c for c in answer.tool_calls if c.tool == "compare_gpus").output
    costs = [float(r["cost_per_million_tokens"]) for r in report["gpus"]]
    assert answer.kind == "compare" and all(0.5 < c < 20 for c in costs)
    assert "per 1M tokens at full load" in first


@pytest.mark.parametrize(
    ("text", "precision"),
    [
        ("8x h200 or 8x b200 for deepseek r1, which is faster?", "fp8"),
        ("gpt-oss-120b: rtx pro 6000 或者 h100 哪个好", "mxfp4"),
        ("h100 vs a100 for llama 3.1 70b inference", None),  # released in bf16: the default
    ],
)
def test_a_comparison_sizes_a_model_in_the_format_it_is_released_in(advisor, text, precision):
    _, answer, _ = turn_of(advisor, text)
    # the comparison as asked is the last call (a 4-bit one for one user may lead it)
    call = [c for c in answer.tool_calls if c.tool == "compare_gpus"][-1]
    assert call.input.get("precision") == precision


def _stated_total(answer):
    from assistant.calc.stated_rent import StatedRent

    calls = [c for c in answer.tool_calls if c.tool == "price_stated_rate"]
    assert calls, "the stated rent was totalled over the timed tokens"
    return calls[-1].typed(StatedRent)


def test_stated_rate_prices_the_million_tokens(advisor):
    """A rent the user states prices the tokens, not the book's offer; self-hosting is no buying.

    Before, "self-host … at $0.65/hr each" weighed buying the cards against renting them.
    """
    text = (
        "what does a million generated tokens cost me self-hosting qwen2.5 32b on 2x A6000"
        " at $0.65/hr each?"
    )
    _, answer, first = turn_of(advisor, text)
    assert answer.kind == "price"
    stated = _stated_total(answer)
    assert stated.rate == Decimal("0.65") and stated.units == 2
    timed = next(
        t
        for c in answer.tool_calls
        if c.tool == "estimate_batch_inference" and (t := c.typed(BatchInferenceTime)) is not None
    )
    per_m = stated.total / Decimal(str(timed.requests * timed.output_tokens / 1e6))
    assert f"${per_m:.2f} per 1M output tokens" in first
    assert "your $0.65 per GPU-hour" in answer.answer


def test_one_card_too_few_at_a_stated_rate_grows_and_says_so(advisor):
    """ "… one H100 at $2.10/hr": 70B at fp8 holds no KV cache on one card; the fewest that do."""
    text = "llama 3.1 70b fp8 on a single h100 sxm rented at $2.10 an hour: $ per 1M output tokens?"
    _, answer, first = turn_of(advisor, text)
    assert answer.kind == "price"
    assert first.startswith("Llama 3.1 70B (fp8) does not fit on 1 × H100")
    stated = _stated_total(answer)
    assert stated.units == 2 and stated.rate == Decimal("2.1")
    assert re.search(r"\$\d+\.\d\d per 1M output tokens", first)
