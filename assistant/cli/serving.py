"""CLI command ``serve``: GPUs to serve N concurrent users of a model at a per-user speed."""

from __future__ import annotations

from datetime import date

import click

from assistant.answer.compose_latency import latency_assumptions, latency_line
from assistant.calc.serving import GPU_MEMORY_UTILIZATION, ServingPlan
from assistant.catalog.offers import load_price_book, load_tco
from assistant.catalog.specs import load_catalog
from assistant.cli.common import Count, Finite, echo_json, handle_errors
from assistant.cli.sizing import ENGINE_CHOICE, OneLineErrors, _choice, engine_option
from assistant.models import MAX_CONTEXT, Precision
from assistant.question.tool_args import LatencyTargets, ServeArgs
from assistant.question.tools import Toolbox

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
    latency = best.latency
    line = (
        latency_line(latency, best.per_user_tokens_per_s, best.tokens_per_s_target)
        if latency
        else None
    )
    if line is not None:
        lines.append(f"  latency       {line.render('en').replace('**', '')}")
    lines += [f"  warning       {w}" for w in best.warnings]
    if not best.meets_target and latency is None and best.tokens_per_s_target:
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
    ]
    if latency is None:
        lines.append(
            "    - prefill of new prompts is not counted: leave headroom for bursts of long prompts"
        )
    else:
        lines += [f"    - {a}" for a in latency_assumptions(latency, best.context_tokens)]
    return "\n".join(lines)


def _plan(tools: Toolbox, args: ServeArgs) -> ServingPlan:
    """The Toolbox's ``plan_serving`` (what the serve kind calls), its typed result."""
    return ServingPlan.model_validate(tools.plan_serving(args).result)


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
@click.option(
    "--ttft",
    type=Finite(0, 600_000, low_open=True),
    default=None,
    help="Time to first token each new request must see, ms.",
)
@click.option(
    "--itl",
    type=Finite(0, 60_000, low_open=True),
    default=None,
    help="Inter-token latency (time between two tokens) each user must see, ms.",
)
@click.option(
    "--prompt",
    type=Count(1, MAX_CONTEXT),
    default=None,
    help="Prompt tokens of a new request, for its TTFT (default: half the context).",
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
    ttft: float | None,
    itl: float | None,
    prompt: int | None,
    gpu: str | None,
    engine: str,
    precision: str,
    as_json: bool,
) -> None:
    """GPUs (count, type, hourly price) to serve concurrent users at a per-user speed.

    ``--ttft`` and ``--itl`` cap each replica's batch as the serve kind's answers do: the same
    Toolbox call (``plan_serving``) with the same latency targets.
    """
    catalog = load_catalog()
    prices = load_price_book(known_gpu_ids=set(catalog.gpus))
    tools = Toolbox(catalog, prices, load_tco(), date.today())
    targets = LatencyTargets(
        ttft_target_s=ttft / 1000 if ttft is not None else None,
        itl_target_ms=itl,
        prompt=prompt,
    )
    names = [gpu] if gpu else list(SERVE_GPUS)
    plans = [
        _plan(
            tools,
            ServeArgs(
                model=model,
                gpu=name,
                users=users,
                tokens_per_s=tps,
                context=context,
                engine=engine_option(engine),
                precision=precision,
                **targets.model_dump(),
            ),
        )
        for name in names
    ]
    plans.sort(key=_rank)
    if as_json:
        echo_json(plans[0] if gpu else {"best": plans[0], "options": plans})
    else:
        click.echo(render_serving(plans))


COMMANDS: list[click.Command] = [serve]
