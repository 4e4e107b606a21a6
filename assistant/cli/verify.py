"""CLI command ``verify``: check this machine's GPUs against what was promised.

Reads the GPUs (nvidia-smi, NVML or torch), runs the short benchmarks, judges them against the
catalog spec and prints the verdict (text, or the whole report with ``--json``). A saved
``nvidia-smi -q -x`` report (``--smi-xml``, with ``--topo`` and ``--measured``) is judged the
same way without touching this machine's GPUs.

Exit status: 0 when the check ran (a machine without a GPU has nothing to verify), 1 when
``--expect`` was given and the machine is not what was sold, 2 for bad usage, including
``--expect`` on a machine with no GPU.
"""

from __future__ import annotations

import sys
from pathlib import Path

import click
from pydantic import ValidationError

from assistant.catalog.specs import load_catalog
from assistant.cli.common import echo_json, fail, handle_errors, to_json
from assistant.cli.sizing import OneLineErrors
from assistant.messages import verify as say
from assistant.verify import detect as detection
from assistant.verify import probe as probing
from assistant.verify.probe import ProbeReport
from assistant.verify.report import build_report, render
from assistant.verify.verdict import parse_expect

DECODE_MODEL = "qwen2.5-0.5b"
"""The catalog config the decode probe builds: small enough for every card and a CPU."""


def _read(path: str, what: str) -> str:
    try:
        return Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        fail(f"cannot read {what} {path!r}: {exc.strerror}")
    raise AssertionError("unreachable")  # pragma: no cover


def _saved(
    smi_xml: str, topo: str | None, measured: str | None
) -> tuple[detection.Detected, ProbeReport | None]:
    try:
        detected = detection.parse_smi_xml(_read(smi_xml, "--smi-xml"))
    except ValueError as exc:
        fail(f"--smi-xml {smi_xml!r}: {exc}")
    detected = detected.model_copy(update={"source": "saved"})
    if topo is not None:
        detected = detected.model_copy(
            update={"topology": detection.parse_topology(_read(topo, "--topo"))}
        )
    report = None
    if measured is not None:
        try:
            report = ProbeReport.model_validate_json(_read(measured, "--measured"))
        except ValidationError as exc:
            fail(f"--measured {measured!r} is not a probe report: {exc.errors()[0]['msg']}")
    return detected, report


@click.command(cls=OneLineErrors)
@click.option("--quick", "mode", flag_value="quick", default=True, help="First GPU only (default).")
@click.option("--full", "mode", flag_value="full", help="Every GPU; copies GPU 0 to each.")
@click.option("--expect", default=None, help='What was sold, e.g. "8x H100 SXM" or "A100 80GB".')
@click.option("--json", "as_json", is_flag=True, help="Print the whole report as JSON.")
@click.option("--save", type=click.Path(dir_okay=False), default=None, help="Write the JSON here.")
@click.option("--lang", type=click.Choice(["en", "zh"]), default="en", show_default=True)
@click.option("--smi-xml", default=None, help="Judge a saved `nvidia-smi -q -x` report instead.")
@click.option("--topo", default=None, help="With --smi-xml: a saved `nvidia-smi topo -m`.")
@click.option("--measured", default=None, help="With --smi-xml: a saved probe report (JSON).")
@click.option("--no-bench", is_flag=True, help="Read the GPUs only; run no benchmark.")
@handle_errors
def verify(
    mode: str,
    expect: str | None,
    as_json: bool,
    save: str | None,
    lang: str,
    smi_xml: str | None,
    topo: str | None,
    measured: str | None,
    no_bench: bool,
) -> None:
    """Check the GPUs of this machine against their spec and against what was sold."""
    catalog = load_catalog()
    expectation = parse_expect(expect, catalog) if expect else None
    if smi_xml is None and (topo or measured):
        fail("--topo and --measured go with --smi-xml")
    if smi_xml is not None:
        detected, report = _saved(smi_xml, topo, measured)
    else:
        detected, report = detection.detect(), None
    if not detected.gpus and expectation is not None:
        fail(str(say.NO_GPU_TO_CHECK(expect=expectation.text)))
    if detected.gpus and smi_xml is None and not no_bench:
        model = catalog.models.get(DECODE_MODEL)
        try:
            report = probing.run_probes("full" if mode == "full" else "quick", model)
        except ImportError:  # torch missing: judge the driver's readings alone
            report = None
    result = build_report(detected, report, catalog, expectation)
    if save is not None:
        Path(save).write_text(to_json(result) + "\n", encoding="utf-8")
    if as_json:
        echo_json(result)
    else:
        click.echo(render(result, lang))
        if save is not None:
            click.echo(say.SAVED(path=save).render(lang))
    if expectation is not None and result.verdict.status != "genuine":
        sys.exit(1)


COMMANDS: list[click.Command] = [verify]
