"""CLI command ``serve``: GPUs to serve N concurrent users of a model at a per-user speed."""

from __future__ import annotations

import click

from assistant.calc.serving import GPU_MEMORY_UTILIZATION, ServingPlan, plan_serving
from assistant.catalog.offers import load_price_book
from assistant.catalog.specs import load_catalog
from assistant.cli.common import Count, Finite, echo_json, handle_errors
from assistant.cli.sizing import ENGINE_CHOICE, OneLineErrors, _choice, engine_option
from assistant.models import MAX_CONTEXT, Precision

SERVE_GPUS = ("l40s", "a100-80gb-sxm", "h100-sxm", "h200")
"""GPU types sized when ``--gpu`` is not given (the common rented inference cards)."""


def render_serving(plans: list[ServingPlan]) -> str:
    """The best plan's figures, then one line per GPU type compared."""
    best = plans[0]
    target = f" at {best.tokens_per_s_target:g} tokens/s each" if best.tokens_per_s_target else ""
    price = f", ${best.usd_per_hour:,.2f}/hour" if best.usd_per_hour is not None else ""
    lines = [
        f"{best.gpus} x {best.gpu_id} for {best.users} concurrent users of {best.model_id}"
        f"{target} ({best.engine}, {best.precision}){price}",
        f"  replicas      {best.replicas} x {best.gpus_per_replica} GPU(s),"
        f" {best.batch_per_replica} users each (at most {best.max_batch_per_replica} fit)",
        f"  per user      {best.per_user_tokens_per_s:,.1f} tokens/s;"
        f" {best.aggregate_tokens_per_s_per_replica:,.0f} tokens/s per replica",
        f"  KV cache      {best.kv_bytes_per_token / 1e3:,.0f} KB per token,"
        f" {best.kv_gb_per_sequence:,.2f} GB per {best.context_tokens}-token sequence;"
        f" weights {best.weights_gb:,.1f} GB per replica",
    ]
    lines += [f"  warning       {w}" for w in best.warnings]
    if not best.meets_target:
        lines.append(
            f"  warning       even one user per replica gets {best.per_user_tokens_per_s:,.1f}"
            f" tokens/s, below the {best.tokens_per_s_target:g} asked: use a faster GPU"
        )
    if len(plans) > 1:
        lines.append("  other GPUs")
        for p in plans[1:]:
            cost = f", ${p.usd_per_hour:,.2f}/hour" if p.usd_per_hour is not None else ""
            ok = "" if p.meets_target else " (misses the target)"
            lines.append(
                f"    - {p.gpus} x {p.gpu_id}: {p.per_user_tokens_per_s:,.1f} tokens/s per user"
                f"{cost}{ok}"
            )
    lines += [
        "  assumptions",
        f"    - {best.engine} with continuous batching; {best.precision} weights, 16-bit KV cache",
        f"    - each sequence holds up to {best.context_tokens} tokens of KV cache; decode reads"
        " half of that on average",
        f"    - {GPU_MEMORY_UTILIZATION:.0%} of each GPU preallocated, minus CUDA context,"
        " activations and CUDA graphs",
        "    - prefill of new prompts is not counted: leave headroom for bursts of long prompts",
    ]
    return "\n".join(lines)


def _rank(p: ServingPlan) -> tuple[bool, float, int]:
    price = float(p.usd_per_hour) if p.usd_per_hour is not None else float("inf")
    return (not p.meets_target, price, p.gpus)


@click.command("serve", cls=OneLineErrors)
@click.option("--model", required=True, help="Catalog name or a size like 32b.")
@click.option(
    "--users",
    type=Count(1, 100_000_000),
    required=True,
    help="Concurrent users (sequences at once).",
)
@click.option(
    "--tps",
    type=Finite(0, 1_000_000, low_open=True),
    default=None,
    help="Decode tokens/s each user must see.",
)
@click.option(
    "--context",
    type=Count(1, MAX_CONTEXT),
    default=None,
    help="Tokens per conversation (default 4096).",
)
@click.option("--gpu", default=None, help="GPU type; default: compare L40S, A100, H100, H200.")
@click.option("--engine", type=ENGINE_CHOICE, default="vllm", show_default=True)
@click.option("--precision", type=_choice(Precision), default="bf16", show_default=True)
@click.option("--json", "as_json", is_flag=True, help="Print the plan(s) as JSON.")
@handle_errors
def serve(
    model: str,
    users: int,
    tps: float | None,
    context: int | None,
    gpu: str | None,
    engine: str,
    precision: str,
    as_json: bool,
) -> None:
    """GPUs (count, type, hourly price) to serve concurrent users at a per-user speed."""
    catalog = load_catalog()
    offers = load_price_book(known_gpu_ids=set(catalog.gpus)).offers
    spec = catalog.model(model)
    names = [gpu] if gpu else list(SERVE_GPUS)
    plans = [
        plan_serving(
            spec,
            catalog.gpu(name),
            users,
            tps,
            context,
            engine=engine_option(engine),
            precision=precision,
            offers=offers,
        )
        for name in names
    ]
    plans.sort(key=_rank)
    if as_json:
        echo_json(plans[0] if gpu else {"best": plans[0], "options": plans})
    else:
        click.echo(render_serving(plans))


COMMANDS: list[click.Command] = [serve]
