"""Replay the hardening probe table (issue #28): bad files, bad flags, concurrent imports.

Each probe runs in a forked child (fresh settings and caches, 3 GB address-space cap, 20 s
limit) over a private copy of ``knowledge/`` and an empty data folder, and is classed:

- rejected cleanly: exit 2 with one ``error:`` line on stderr (a knowledge file: one
  ``CatalogError`` line from ingest's validation, at the right line where the probe says);
- accepted silently: exit 0, the bad value taken as data;
- traceback: an exception escaped, the child died, or it ran past the limit (a hang).

Then ``--rounds`` rounds of concurrent ``prices import`` (4 processes) and ``models import``
(6 processes) count the user rows lost. Run from the repository root::

    python benchmarks/bench_hardening.py            # prints the table and the totals
    python benchmarks/bench_hardening.py --json     # one JSON object
"""

from __future__ import annotations

import argparse
import json
import multiprocessing as mp
import os
import resource
import shutil
import sys
import tempfile
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
LIMIT_S = 20.0
MEMORY_CAP = 3 * 2**30
CSV_HEADER = (
    "InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,Price,Region,SpotPrice\n"
)
GOOD_CSV = CSV_HEADER + "gpu_8x_h100_sxm5,H100,8.0,208.0,1800.0,23.92,us-east-1,\n"
CONFIG = {
    "hidden_size": 4096,
    "intermediate_size": 14336,
    "num_hidden_layers": 32,
    "num_attention_heads": 32,
    "num_key_value_heads": 8,
    "vocab_size": 128256,
    "max_position_embeddings": 8192,
}
PRICE_ROW = """offerings:
  - id: user-h100-test
    provider: Test
    offering: test
    instance_type: t
    gpu_id: h100-sxm
    gpu_name: H100
    gpu_memory_gb: 80
    gpu_count: 8
    region: us
    currency: USD
    price_basis: instance
    on_demand_per_hour: {price}
    as_of: 2026-11-20
    source: 'a quote for the probe'
    confidence: user
"""
LAUGHS = "a: &a [x, x, x, x, x, x, x, x, x, x]\n" + "".join(
    f"{c}: &{c} [{', '.join([f'*{p}'] * 10)}]\n"
    for p, c in zip("abcdefgh", "bcdefghi", strict=True)
)


@dataclass
class Probe:
    """One bad input: how to plant it in a work folder and what to run on it."""

    name: str
    plant: Callable[[Path], None]
    argv: list[str] = field(default_factory=list)
    """CLI arguments (``{W}`` is the work folder); empty: run ingest's validation."""
    line: int | None = None
    """For a knowledge file: the line the error must name."""


def _edit(rel: str, old: str, new: str) -> Callable[[Path], None]:
    def plant(w: Path) -> None:
        path = w / rel
        text = path.read_text(encoding="utf-8")
        assert old in text, (rel, old)
        path.write_text(text.replace(old, new, 1), encoding="utf-8")

    return plant


def _write(rel: str, data: bytes | str) -> Callable[[Path], None]:
    def plant(w: Path) -> None:
        path = w / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.unlink(missing_ok=True)
        path.write_bytes(data.encode("utf-8") if isinstance(data, str) else data)

    return plant


def _append(rel: str, data: str) -> Callable[[Path], None]:
    def plant(w: Path) -> None:
        with (w / rel).open("a", encoding="utf-8") as fh:
            fh.write(data)

    return plant


def _link(rel: str, target: Callable[[Path], Path]) -> Callable[[Path], None]:
    def plant(w: Path) -> None:
        path = w / rel
        to = target(w)
        path.unlink(missing_ok=True)
        path.symlink_to(to)

    return plant


def _outside_guide(w: Path) -> Path:
    out = w / "elsewhere" / "memory-math.md"
    out.parent.mkdir(exist_ok=True)
    shutil.copy(w / "knowledge/guides/en/memory-math.md", out)
    return out


def _both(*plants: Callable[[Path], None]) -> Callable[[Path], None]:
    def plant(w: Path) -> None:
        for p in plants:
            p(w)

    return plant


def _nothing(w: Path) -> None:
    return None


GPUS = "knowledge/specs/gpus.yaml"
MODELS = "knowledge/specs/models.yaml"
FX = "knowledge/specs/fx.yaml"
GUIDE = "knowledge/guides/en/memory-math.md"
QUESTIONS = "knowledge/questions/en/memory-math.yaml"
PRICES = "data/prices.yaml"
USER_MODELS = "data/models.yaml"
GPUS_CMD = ["gpus", "--json"]
PRICE_CMD = ["price", "--gpu", "h100", "--count", "8", "--hours", "168", "--spot", "--json"]
IMPORT = ["prices", "import", "--skypilot", "{W}/vms.csv", "--provider", "lambda"]
MODEL_IMPORT = ["models", "import", "{W}/config.json", "--name", "probe-model"]


def _csv(body: str) -> Callable[[Path], None]:
    return _write("vms.csv", body)


def _config(**change: Any) -> Callable[[Path], None]:
    return _write("config.json", json.dumps({**CONFIG, **change}))


def probes() -> list[Probe]:
    """The probe table of issue #28."""
    rtx = "  - id: rtx-4090\n"
    return [
        # spec tables
        Probe(
            "gpus.yaml duplicate memory_gb",
            _edit(GPUS, rtx, rtx + "    memory_gb: 82.8\n"),
            GPUS_CMD,
        ),
        Probe("gpus.yaml billion laughs", _append(GPUS, LAUGHS), GPUS_CMD),
        Probe(
            "gpus.yaml 5,000-level nesting",
            _append(GPUS, "deep: " + "[" * 5000 + "]" * 5000 + "\n"),
            GPUS_CMD,
        ),
        Probe("gpus.yaml not UTF-8", _write_bytes_append(GPUS, b"# \xff\xfe\n"), GPUS_CMD),
        Probe(
            "gpus.yaml memory_gb 1e999", _edit(GPUS, "memory_gb: 24", "memory_gb: 1e999"), GPUS_CMD
        ),
        Probe(
            "gpus.yaml memory_gb .nan", _edit(GPUS, "memory_gb: 24", "memory_gb: .nan"), GPUS_CMD
        ),
        Probe(
            "gpus.yaml memory_gb 100000",
            _edit(GPUS, "memory_gb: 24", "memory_gb: 100000"),
            GPUS_CMD,
        ),
        Probe(
            "gpus.yaml 30 MB", _append(GPUS, ("# padding " + "x" * 90 + "\n") * 300_000), GPUS_CMD
        ),
        Probe("gpus.yaml link to /dev/zero", _link(GPUS, lambda w: Path("/dev/zero")), GPUS_CMD),
        Probe(
            "models.yaml 10^12 layers",
            _edit(MODELS, "num_layers: 32", "num_layers: 1000000000000"),
            GPUS_CMD,
        ),
        Probe(
            "fx.yaml rate 1e-999",
            _both(_edit(FX, "'6.9858'", "'1e-999'"), _edit(FX, "'7.0197'", "'1e-999'")),
            [*PRICE_CMD, "--currency", "CNY"],
        ),
        # user files
        Probe(
            "prices.yaml price '1e999'",
            _write(PRICES, PRICE_ROW.format(price="'1e999'")),
            PRICE_CMD,
        ),
        Probe("prices.yaml price .nan", _write(PRICES, PRICE_ROW.format(price=".nan")), PRICE_CMD),
        Probe("prices.yaml price -5", _write(PRICES, PRICE_ROW.format(price="'-5'")), PRICE_CMD),
        Probe(
            "prices.yaml duplicate key",
            _write(PRICES, PRICE_ROW.format(price="'20'") + "    gpu_count: 1\n"),
            PRICE_CMD,
        ),
        Probe(
            "prices.yaml not UTF-8",
            _write(PRICES, PRICE_ROW.format(price="'20'").encode() + b"# \xff\n"),
            PRICE_CMD,
        ),
        Probe("prices.yaml laughs", _write(PRICES, LAUGHS), PRICE_CMD),
        Probe("models.yaml (user) malformed", _write(USER_MODELS, "models: [a, b]\n"), GPUS_CMD),
        Probe("models.yaml (user) not a list", _write(USER_MODELS, "models: 5\n"), GPUS_CMD),
        # guides and question files (ingest's validation)
        Probe(
            "guide front matter duplicate key",
            _edit(GUIDE, "\ntitle:", "\ntitle: x\ntitle:"),
            line=4,  # the second "title:" (the error also names line 3, the first)
        ),
        Probe(
            "guide unclosed quote at line 3",
            _edit(GUIDE, 'full fine-tuning"', "full fine-tuning"),
            line=3,
        ),
        Probe("guide not UTF-8", _write_bytes_append(GUIDE, b"\n\xff\n")),
        Probe("guide 12 MB", _append(GUIDE, ("\nfiller words " * 8 + "\n") * 100_000)),
        Probe("guide link outside knowledge/", _link(GUIDE, _outside_guide)),
        Probe("guide link to /dev/zero", _link(GUIDE, lambda w: Path("/dev/zero"))),
        Probe("questions duplicate heading", _dup_first_key(QUESTIONS)),
        Probe("questions not UTF-8", _write_bytes_append(QUESTIONS, b"# \xff\n")),
        Probe(
            "questions 5,000-level nesting",
            _append(QUESTIONS, "deep: " + "[" * 5000 + "]" * 5000 + "\n"),
        ),
        # SkyPilot CSV
        Probe(
            "csv AcceleratorCount 1e999", _csv(GOOD_CSV.replace("H100,8.0", "H100,1e999")), IMPORT
        ),
        Probe("csv Price NaN", _csv(GOOD_CSV.replace("23.92", "NaN")), IMPORT),
        Probe("csv Price 1e308", _csv(GOOD_CSV.replace("23.92", "1e308")), IMPORT),
        Probe("csv short row", _csv(CSV_HEADER + "gpu_8x_h100_sxm5,H100,8.0\n"), IMPORT),
        Probe("csv not UTF-8", _csv(GOOD_CSV.encode() + b"\xff,\n"), IMPORT),
        Probe("csv link to /dev/zero", _link("vms.csv", lambda w: Path("/dev/zero")), IMPORT),
        # config.json
        Probe("config 10^12 layers", _config(num_hidden_layers=10**12), MODEL_IMPORT),
        Probe("config zero heads", _config(num_attention_heads=0), MODEL_IMPORT),
        Probe("config hidden_size a string", _config(hidden_size="4096x"), MODEL_IMPORT),
        Probe("config hidden_size 10^400", _config(hidden_size=10**400), MODEL_IMPORT),
        Probe(
            "config NaN",
            _write("config.json", json.dumps(CONFIG)[:-1] + ', "rope_theta": NaN}'),
            MODEL_IMPORT,
        ),
        Probe(
            "config 1.3M keys",
            _write("config.json", json.dumps({**CONFIG, **{f"k{i}": 1 for i in range(1_300_000)}})),
            MODEL_IMPORT,
        ),
        Probe("config not UTF-8", _write("config.json", b'{"hidden_size": "\xff"}'), MODEL_IMPORT),
        Probe(
            "existing user models invalid",
            _both(_write(USER_MODELS, "models:\n  - id: x\n"), _config()),
            MODEL_IMPORT,
        ),
        # flags
        *[
            Probe(f"price {flag} {value}", _nothing, [*PRICE_CMD[:-1], flag, value])
            for flag, value in [
                ("--hours", "1e308"),
                ("--hours", "nan"),
                ("--hours", "inf"),
                ("--hours", "-1"),
                ("--hours", "0"),
                ("--count", "0"),
                ("--count", "-3"),
                ("--gpu-hours", "1e308"),
                ("--min-memory-gb", "nan"),
            ]
        ],
        *[
            Probe(f"tco {flag} {value}", _nothing, ["tco", "--gpu", "h100", "--json", flag, value])
            for flag, value in [
                ("--years", "1e308"),
                ("--years", "nan"),
                ("--utilization", "nan"),
                ("--capex", "1e999"),
                ("--pue", "nan"),
                ("--power-kw", "inf"),
                ("--tariff", "NaN"),
                ("--maintenance-pct", "1e308"),
            ]
        ],
        Probe(
            "size --seq-len 10^18",
            _nothing,
            ["size", "--model", "7b", "--gpu", "4090", "--seq-len", "10" + "0" * 18],
        ),
        Probe(
            "size --batch 10^12",
            _nothing,
            ["size", "--model", "7b", "--gpu", "4090", "--batch", "1000000000000"],
        ),
        Probe(
            "serve --users 10^12", _nothing, ["serve", "--model", "7b", "--users", "1000000000000"]
        ),
        Probe(
            "serve --tps nan", _nothing, ["serve", "--model", "7b", "--users", "4", "--tps", "nan"]
        ),
        Probe(
            "speed --tokens 1e308T",
            _nothing,
            ["speed", "--model", "7b", "--gpu", "4090", "--tokens", "1e308T"],
        ),
        Probe("gpus --min-memory nan", _nothing, ["gpus", "--min-memory", "nan"]),
    ]


def _write_bytes_append(rel: str, data: bytes) -> Callable[[Path], None]:
    def plant(w: Path) -> None:
        with (w / rel).open("ab") as fh:
            fh.write(data)

    return plant


def _dup_first_key(rel: str) -> Callable[[Path], None]:
    def plant(w: Path) -> None:
        path = w / rel
        lines = path.read_text(encoding="utf-8").split("\n")
        first = next(i for i, ln in enumerate(lines) if ln and not ln.startswith((" ", "#", "-")))
        block = [lines[first]] + [ln for ln in lines[first + 1 :] if ln.startswith((" ", "-"))][:1]
        path.write_text("\n".join(lines + block) + "\n", encoding="utf-8")

    return plant


# --------------------------------------------------------------------------- running


def _env(w: Path) -> dict[str, str]:
    return {
        "GPU_ADVISOR_KNOWLEDGE": str(w / "knowledge"),
        "GPU_ADVISOR_DATA": str(w / "data"),
        "GPU_ADVISOR_PRICES": str(w / "data" / "prices.yaml"),
        "GPU_ADVISOR_INDEX": str(w / "index"),
        "HF_HUB_OFFLINE": "1",
        "ANONYMIZED_TELEMETRY": "False",
    }


def _child(probe_argv: list[str], w: Path, conn: Any) -> None:
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_CAP, MEMORY_CAP))
    os.environ.update(_env(w))
    for name in ("CHROMA_URL", "ASSISTANT_LLM"):
        os.environ.pop(name, None)
    try:
        from assistant.config import get_settings

        get_settings.cache_clear()
        if not probe_argv:
            from assistant.errors import CatalogError
            from ingest.chunking import collect_chunks

            try:
                collect_chunks(w / "knowledge")
            except CatalogError as exc:
                conn.send(("rejected", 2, str(exc)))
                return
            conn.send(("accepted", 0, ""))
            return
        from click.testing import CliRunner

        from assistant.cli import main

        argv = [a.replace("{W}", str(w)) for a in probe_argv]
        result = CliRunner().invoke(main, argv, catch_exceptions=True)
        if result.exception is not None and not isinstance(result.exception, SystemExit):
            tb = "".join(traceback.format_exception(result.exception))[-600:]
            conn.send(("traceback", 1, tb))
            return
        conn.send(("exit", result.exit_code, result.stderr))
    except BaseException as exc:  # noqa: BLE001 - what a probe must never do
        conn.send(("traceback", 1, f"{type(exc).__name__}: {exc}"[:600]))


def run_probe(probe: Probe, base: Path) -> tuple[str, str]:
    """Plant ``probe`` in a fresh copy of the knowledge folder, run it; return (class, detail)."""
    with tempfile.TemporaryDirectory(prefix="probe-") as tmp:
        w = Path(tmp)
        shutil.copytree(base, w / "knowledge", symlinks=True)
        (w / "data").mkdir()
        _csv(GOOD_CSV)(w)
        _config()(w)
        probe.plant(w)
        ctx = mp.get_context("fork")
        ours, theirs = ctx.Pipe(duplex=False)
        proc = ctx.Process(target=_child, args=(probe.argv, w, theirs))
        proc.start()
        got = ours.recv() if ours.poll(LIMIT_S) else None
        proc.join(1)
        if proc.is_alive():
            proc.kill()
            proc.join()
        if got is None:
            return "traceback", f"no result in {LIMIT_S:g} s (hang or crash, exit {proc.exitcode})"
        kind, code, text = got
        lines = [ln for ln in text.strip().splitlines() if ln.strip()]
        if kind == "traceback":
            return "traceback", text.strip().splitlines()[-1] if text.strip() else "?"
        if kind == "accepted" or code == 0:
            return "accepted", "exit 0"
        if kind == "rejected":
            at_line = probe.line is None or f":{probe.line}:" in lines[0]
            if len(lines) == 1 and at_line:
                return "clean", lines[0][-160:]
            return "messy", f"{len(lines)} lines: {lines[0][-120:]}"
        if code == 2 and len(lines) == 1 and lines[0].startswith("error:"):
            return "clean", lines[0][-160:]
        return "messy", f"exit {code}, {len(lines)} lines: {(lines or [''])[-1][-120:]}"


# --------------------------------------------------------------------------- concurrent writers


def _import_child(argv: list[str], w: Path, barrier: Any) -> None:
    os.environ.update(_env(w))
    from click.testing import CliRunner

    from assistant.cli import main
    from assistant.config import get_settings

    get_settings.cache_clear()
    barrier.wait()
    CliRunner().invoke(main, argv)


def _rows(path: Path, key: str) -> set[str]:
    import yaml

    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
        return {str(r["id"]) for r in data.get(key, [])}
    except Exception:  # noqa: BLE001 - an unreadable file has lost every row
        return set()


def concurrent_rounds(base: Path, rounds: int) -> dict[str, int]:
    """Rows expected and lost over ``rounds`` rounds of parallel price and model imports."""
    ctx = mp.get_context("fork")
    expected = lost = 0
    for _ in range(rounds):
        with tempfile.TemporaryDirectory(prefix="race-") as tmp:
            w = Path(tmp)
            shutil.copytree(base, w / "knowledge", symlinks=True)
            (w / "data").mkdir()
            jobs: list[list[str]] = []
            for i in range(4):
                name = f"gpu_8x_h100_race{i}"
                (w / f"vms{i}.csv").write_text(GOOD_CSV.replace("gpu_8x_h100_sxm5", name))
                jobs.append(
                    [
                        "prices",
                        "import",
                        "--skypilot",
                        str(w / f"vms{i}.csv"),
                        "--provider",
                        "lambda",
                    ]
                )
            (w / "config.json").write_text(json.dumps(CONFIG))
            jobs += [
                ["models", "import", str(w / "config.json"), "--name", f"race-model-{i}"]
                for i in range(6)
            ]
            barrier = ctx.Barrier(len(jobs))
            procs = [ctx.Process(target=_import_child, args=(job, w, barrier)) for job in jobs]
            for p in procs:
                p.start()
            for p in procs:
                p.join(120)
            expected += 10
            lost += 4 - len(_rows(w / "data" / "prices.yaml", "offerings"))
            lost += 6 - len(_rows(w / "data" / "models.yaml", "models"))
    return {"rows_expected": expected, "rows_lost": lost}


def main() -> None:
    """Run every probe and the concurrent rounds; print the table and the totals."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--knowledge", type=Path, default=ROOT / "knowledge")
    args = parser.parse_args()
    started = time.perf_counter()
    rows = []
    for probe in probes():
        rows.append((probe.name, *run_probe(probe, args.knowledge)))
        if not args.json:
            print(f"{rows[-1][1]:9} {probe.name:36} {rows[-1][2][:110]}", flush=True)
    race = concurrent_rounds(args.knowledge, args.rounds)
    counts = {
        k: sum(1 for _, c, _ in rows if c == k) for k in ("clean", "messy", "accepted", "traceback")
    }
    summary = {
        "bad_inputs_tried": len(rows),
        "rejected_cleanly": counts["clean"],
        "rejected_untidily": counts["messy"],
        "accepted_silently": counts["accepted"],
        "tracebacks": counts["traceback"],
        **race,
        "seconds": round(time.perf_counter() - started, 1),
    }
    if args.json:
        print(
            json.dumps(
                {
                    "summary": summary,
                    "probes": [
                        dict(zip(("probe", "class", "detail"), r, strict=True)) for r in rows
                    ],
                }
            )
        )
        return
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
