"""CLI commands that list the spec catalog: ``gpu-advisor gpus`` and ``gpu-advisor models``."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import click

from assistant.catalog.hf_config import (
    default_name,
    model_from_config,
    read_config,
    save_user_model,
)
from assistant.catalog.specs import load_catalog, read_catalog
from assistant.cli.common import Finite, echo_json, handle_errors
from assistant.config import get_settings, user_models_file
from assistant.errors import UsageError
from assistant.messages import serve as say_serve
from assistant.models import GPU, ModelSpec


def _fmt(value: float | None, unit: str = "") -> str:
    """Format a figure for a table cell; unknown figures show as a dash."""
    return "-" if value is None else f"{value:g}{unit}"


def _table(header: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    """Render rows as left-aligned columns separated by two spaces."""
    widths = [max(len(r[i]) for r in (header, *rows)) for i in range(len(header))]
    lines = [
        "  ".join(c.ljust(w) for c, w in zip(r, widths, strict=True)).rstrip()
        for r in (header, *rows)
    ]
    return "\n".join([lines[0], "  ".join("-" * w for w in widths), *lines[1:]])


def _link(gpu: GPU) -> str:
    """Short name of how cards talk to each other: NVLink, PCIe or the vendor's fabric."""
    if gpu.nvlink:
        return "NVLink"
    if gpu.interconnect.lower().startswith("none"):
        return "PCIe"
    return gpu.interconnect.split(" (")[0][:24]


def filter_gpus(
    gpus: Sequence[GPU], vendor: str | None, min_memory_gb: float | None, nvlink: bool
) -> list[GPU]:
    """Keep the GPUs from ``vendor`` (substring, any case) with enough memory and NVLink."""
    if min_memory_gb is not None and min_memory_gb < 0:
        raise UsageError(f"--min-memory must be 0 or more GB, got {min_memory_gb:g}")
    out = []
    for gpu in gpus:
        if vendor and vendor.casefold() not in gpu.vendor.casefold():
            continue
        if min_memory_gb is not None and gpu.memory_gb < min_memory_gb:
            continue
        if nvlink and not gpu.nvlink:
            continue
        out.append(gpu)
    return out


def filter_models(models: Sequence[ModelSpec], family: str | None) -> list[ModelSpec]:
    """Keep the models whose family is ``family`` (any case)."""
    if not family:
        return list(models)
    return [m for m in models if m.family.casefold() == family.casefold()]


@click.command("gpus")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object instead of a table.")
@click.option("--vendor", help="Only this vendor (NVIDIA, AMD, Intel, Huawei; any case).")
@click.option(
    "--min-memory",
    "min_memory_gb",
    type=Finite(0, 10_000),
    metavar="GB",
    help="Only GPUs with at least this much memory (GB).",
)
@click.option("--nvlink", is_flag=True, help="Only GPUs that can be linked with NVLink.")
@handle_errors
def gpus(as_json: bool, vendor: str | None, min_memory_gb: float | None, nvlink: bool) -> None:
    """List the GPUs in the catalog with memory, bandwidth, BF16 TFLOPS and links."""
    rows = filter_gpus(list(load_catalog().gpus.values()), vendor, min_memory_gb, nvlink)
    if as_json:
        echo_json({"count": len(rows), "gpus": [g.model_dump(mode="json") for g in rows]})
        return
    if not rows:
        click.echo("No GPU matches these filters.")
        return
    header = ["id", "name", "memory", "GB/s", "BF16 TFLOPS", "link", "verified"]
    body = [
        [
            g.id,
            g.name,
            _fmt(g.memory_gb, " GB"),
            _fmt(g.memory_bandwidth_gb_s),
            _fmt(g.bf16_tflops),
            _link(g),
            "yes" if g.verified else "no",
        ]
        for g in rows
    ]
    click.echo(_table(header, body))
    click.echo(
        f"{len(rows)} GPUs. TFLOPS are dense (no sparsity); sources: gpu-advisor gpus --json"
    )


@click.group("models", invoke_without_command=True)
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object instead of a table.")
@click.option("--family", help="Only this family (llama, qwen, mistral, deepseek, gemma, ...).")
@click.pass_context
@handle_errors
def models(ctx: click.Context, as_json: bool, family: str | None) -> None:
    """List the open models in the catalog with their size and attention layout.

    `gpu-advisor models import config.json` adds a model from its Hugging Face config.
    """
    if ctx.invoked_subcommand is not None:
        return
    catalog = load_catalog()
    rows = filter_models(list(catalog.models.values()), family)
    if family and not rows:
        known = ", ".join(sorted({m.family for m in catalog.models.values()}))
        raise UsageError(say_serve.UNKNOWN_FAMILY(family=family, known=known))
    if as_json:
        echo_json({"count": len(rows), "models": [m.model_dump(mode="json") for m in rows]})
        return
    header = ["id", "name", "params", "active", "layers", "attention", "KV heads", "context"]
    body = [
        [
            m.id,
            m.name,
            _fmt(m.params_b, "B"),
            _fmt(m.active_params_b, "B"),
            str(m.num_layers),
            m.attention,
            str(m.num_kv_heads),
            str(m.max_context),
        ]
        for m in rows
    ]
    click.echo(_table(header, body))
    click.echo(f"{len(rows)} models. Shapes from each model's published config.json.")


@models.command("import")
@click.argument("config", type=click.Path(dir_okay=False, path_type=Path))
@click.option("--name", help="Model name (default: _name_or_path in the config, else its folder).")
@click.option("--json", "as_json", is_flag=True, help="Print the imported model as JSON.")
@handle_errors
def import_model(config: Path, name: str | None, as_json: bool) -> None:
    """Add a model to your catalog from a Hugging Face config.json (dense, GQA, MoE, MLA)."""
    settings = get_settings()
    raw = read_config(config)
    name = name or default_name(config, raw)
    spec = model_from_config(raw, name, f"imported from {config.resolve()} (config.json)")
    bundled = set(read_catalog(settings.knowledge_dir / "specs").models)
    target = user_models_file(settings)
    save_user_model(spec, target, bundled)
    load_catalog.cache_clear()
    if as_json:
        echo_json(spec.model_dump(mode="json"))
        return
    active = f", {spec.active_params_b:g}B active" if spec.active_params_b else ""
    click.echo(
        f"Imported {spec.name} as '{spec.id}': {spec.params_b:g}B parameters{active},"
        f" {spec.num_layers} layers, {spec.attention}; saved in {target}."
        f" Size it with: gpu-advisor size --model {spec.id} --method inference --gpu h100-sxm"
    )


COMMANDS: list[click.Command] = [gpus, models]
