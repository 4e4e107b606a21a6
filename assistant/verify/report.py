"""One verify run as a report: readings, figures, verdict, what fits; and its text rendering.

``build_report`` is pure given its inputs (the CLI reads the machine and runs the probes);
``render`` turns a report into lines in English or Chinese.
"""

from __future__ import annotations

from pydantic import BaseModel, Field

from assistant.calc.sizing import Workload
from assistant.calc.speed import estimate_speed
from assistant.catalog.specs import Catalog
from assistant.errors import AssistantError
from assistant.messages import Message, as_sentence
from assistant.messages import verify as say
from assistant.verify.detect import Detected
from assistant.verify.fits import Fit, what_fits
from assistant.verify.probe import ProbeReport
from assistant.verify.verdict import Expectation, Verdict, judge


class DecodeCheck(BaseModel):
    """The decode probe against the speed model for the same model and card."""

    model_id: str
    layers: int
    measured_tokens_s: float
    estimated_tokens_s: float | None = None
    """``estimate_speed`` decode tokens/s (transformers, bf16, batch 1); None for a cut model."""


class VerifyReport(BaseModel):
    """Everything ``gpu-advisor verify --json`` prints."""

    verdict: Verdict
    detected: Detected
    measured: ProbeReport | None = None
    decode: DecodeCheck | None = None
    fits: list[Fit] = Field(default_factory=list)


def _decode(measured: ProbeReport | None, verdict: Verdict, catalog: Catalog) -> DecodeCheck | None:
    if measured is None or not measured.devices:
        return None
    f = measured.devices[0]
    if f.decode_model_id is None or f.decode_tokens_s is None or f.decode_layers is None:
        return None
    check = DecodeCheck(model_id=f.decode_model_id, layers=f.decode_layers,
                        measured_tokens_s=f.decode_tokens_s)  # fmt: skip
    model = catalog.models.get(f.decode_model_id)
    if model is None or verdict.gpu_id is None or f.decode_layers != model.num_layers:
        return check
    try:
        speed = estimate_speed(model, catalog.gpus[verdict.gpu_id], 1,
                               Workload(method="inference", precision="bf16"))  # fmt: skip
    except AssistantError:
        return check
    return check.model_copy(update={"estimated_tokens_s": speed.decode_tokens_per_s})


def build_report(
    detected: Detected,
    measured: ProbeReport | None,
    catalog: Catalog,
    expect: Expectation | None = None,
) -> VerifyReport:
    """Judge the machine and add what it can run and the decode comparison."""
    verdict = judge(detected, measured, catalog, expect)
    fits: list[Fit] = []
    if verdict.gpu_id is not None and detected.gpus:
        first = detected.gpus[0]
        memory = first.mig_slices[0].memory_mib / 1024 if first.mig_slices else first.memory_gib
        count = 1 if first.mig_enabled else verdict.count
        fits = what_fits(catalog, catalog.gpus[verdict.gpu_id], count, memory)
    return VerifyReport(
        verdict=verdict, detected=detected, measured=measured,
        decode=_decode(measured, verdict, catalog), fits=fits,
    )  # fmt: skip


def _sentence(message: Message, lang: str) -> str:
    return as_sentence(message, lang)


def render(report: VerifyReport, lang: str) -> str:
    """The report as text: the first line, then findings, figures, the machine and fits."""
    v, d = report.verdict, report.detected
    lines = [v.first_line.render(lang)]
    if not d.gpus:
        return lines[0]
    problems = [f for f in v.findings if f.severity == "problem"]
    notes = [f for f in v.findings if f.severity == "note"]
    for title, group in ((say.SECTION_FINDINGS, problems), (say.SECTION_NOTES, notes)):
        if not group:
            continue
        lines += ["", title().render(lang)]
        for f in group:
            lines.append(f"- {_sentence(f.headline, lang)}")
            if f.evidence.code != "nothing":
                lines.append(f"  {say.EVIDENCE(text=f.evidence).render(lang)}")
            if f.ask.code != "nothing":
                lines.append(f"  {say.ASK(text=f.ask).render(lang)}")
    if v.figures:
        lines += ["", say.SECTION_FIGURES().render(lang)]
        for c in v.figures:
            if c.spec is not None and c.ratio is not None and c.typical is not None:
                row = say.FIGURE_ROW(index=c.gpu_index, label=c.label, measured=c.measured,
                                     spec=c.spec, pct=c.ratio, low=c.typical[0],
                                     high=c.typical[1])  # fmt: skip
            elif c.spec is not None and c.ratio is not None:
                row = say.FIGURE_ROW_SPEC(
                    index=c.gpu_index, label=c.label, measured=c.measured, spec=c.spec, pct=c.ratio
                )
            else:
                row = say.FIGURE_ROW_NO_SPEC(index=c.gpu_index, label=c.label, measured=c.measured)
            lines.append(f"- {row.render(lang)}")
    first = d.gpus[0]
    lines += ["", say.SECTION_MACHINE().render(lang)]
    machine = say.MACHINE_LINE(
        count=len(d.gpus), name=first.name, gb=first.memory_gib, driver=d.driver_version or "?",
        cuda=d.cuda_version or "?",
    )  # fmt: skip
    lines.append(f"- {machine.render(lang)}")
    if d.host.cpu_cores and d.host.ram_gb:
        host = say.HOST_LINE(cores=d.host.cpu_cores, ram=d.host.ram_gb)
        lines.append(f"- {host.render(lang)}")
    if report.decode is not None:
        dc = report.decode
        decode = (
            say.DECODE_LINE(rate=dc.measured_tokens_s, model=dc.model_id, layers=dc.layers,
                            estimate=dc.estimated_tokens_s)
            if dc.estimated_tokens_s is not None
            else say.DECODE_LINE_REDUCED(rate=dc.measured_tokens_s, model=dc.model_id,
                                         layers=dc.layers)
        )  # fmt: skip
        lines.append(f"- {decode.render(lang)}")
    if v.gpu_id is not None:
        lines += ["", say.SECTION_FITS().render(lang)]
        rows = [
            say.FITS_LINE(model=f.model, precision=f.precision, per_gpu_gb=f.per_gpu_gb,
                          count=f.count)
            for f in report.fits
        ] or [say.FITS_NONE()]  # fmt: skip
        lines += [f"- {r.render(lang)}" for r in rows]
    return "\n".join(lines)
