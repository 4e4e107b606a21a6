"""CLI command ``batch``: hours of an offline batch-inference job (``calc.batch_inference``)."""

from __future__ import annotations

from datetime import date

import click

from assistant.calc.batch_inference import BatchInferenceTime, estimate_batch_inference
from assistant.catalog.offers import load_price_book
from assistant.catalog.specs import load_catalog
from assistant.cli.common import currency_of, handle_errors
from assistant.cli.fits import JSON, echo_text
from assistant.cli.sizing import OneLineErrors


def render_batch(b: BatchInferenceTime) -> str:
    """A readable summary of a batch job's time and cost."""
    lines = [
        f"{b.model_id} ({b.precision}) · {b.count} x {b.gpu_id} · {b.engine} · {b.requests:,}"
        f" prompts of {b.prompt_tokens:,} tokens, {b.output_tokens:,} out each",
        f"  wall time   {b.hours:,.1f} h ({b.days:,.2f} days): prompts {b.prefill_hours:,.1f} h,"
        f" generation {b.decode_hours:,.1f} h",
        f"  GPU-hours   {b.gpu_hours:,.1f}",
        f"  batch       {b.sequences_at_once:,} sequences at once ({b.replicas} x"
        f" {b.gpus_per_replica} GPU), {b.decode_tokens_per_s:,.0f} tokens/s generated,"
        f" {b.prefill_tokens_per_s:,.0f} tokens/s read",
    ]
    if b.cost is not None:
        c = b.cost
        lines.append(
            f"  cost        {c.total} {c.currency} at {c.per_gpu_hour} per GPU-hour,"
            f" {c.offer_id}, as of {c.as_of}"
        )
    lines += [f"  warning     {w}" for w in b.warnings]
    lines += [f"  - {a}" for a in b.assumptions]
    return "\n".join(lines)


@click.command("batch", cls=OneLineErrors)
@click.option("--model", required=True)
@click.option("--gpu", required=True)
@click.option("--count", type=int, default=1, show_default=True)
@click.option("--requests", type=int, required=True, help="Prompts in the job.")
@click.option("--output-tokens", type=int, default=None, help="Tokens generated per prompt.")
@click.option("--prompt-tokens", type=int, default=None, help="Tokens per prompt.")
@click.option("--engine", default="vllm", show_default=True)
@click.option("--precision", default="bf16", show_default=True)
@click.option("--currency", default="USD", show_default=True)
@JSON
@handle_errors
def batch(
    model: str,
    gpu: str,
    count: int,
    requests: int,
    output_tokens: int | None,
    prompt_tokens: int | None,
    engine: str,
    precision: str,
    currency: str,
    as_json: bool,
) -> None:
    """Hours, GPU-hours and cost of running N prompts offline through a model."""
    catalog = load_catalog()
    book = load_price_book(known_gpu_ids=set(catalog.gpus))
    result = estimate_batch_inference(
        catalog.model(model),
        catalog.gpu(gpu),
        count,
        requests,
        output_tokens=output_tokens,
        prompt_tokens=prompt_tokens,
        engine=engine,
        precision=precision.lower(),
        offers=book.offers,
        fx=book.fx,
        currency=currency_of(currency),
        today=date.today(),
    )
    click.echo(echo_text(result, as_json, render_batch))


COMMANDS = [batch]
