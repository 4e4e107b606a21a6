"""Every CLI verb with hostile values: one ``error:`` line on stderr, exit 2, never a traceback.

In-process through ``CliRunner`` (fast), over a private copy of the knowledge folder and an
empty data folder; two cases also run as real processes to check what a shell sees.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import CliRunner

from assistant.advisor import get_advisor
from assistant.catalog.offers import _cached_rows
from assistant.catalog.specs import load_catalog
from assistant.cli import main

ROOT = Path(__file__).resolve().parent.parent
HEADER = "InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,Price,Region,SpotPrice\n"
ROW = "gpu_8x_h100_sxm5,H100,8.0,208.0,1800.0,23.92,us-east-1,\n"
CONFIG = (
    '{"hidden_size": 4096, "intermediate_size": 14336, "num_hidden_layers": 32,'
    ' "num_attention_heads": 32, "num_key_value_heads": 8, "vocab_size": 128256}'
)


@pytest.fixture
def work(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A knowledge copy, an empty data folder and no index, set in the environment."""
    shutil.copytree(ROOT / "knowledge" / "specs", tmp_path / "knowledge" / "specs")
    (tmp_path / "data").mkdir()
    (tmp_path / "vms.csv").write_text(HEADER + ROW, encoding="utf-8")
    (tmp_path / "config.json").write_text(CONFIG, encoding="utf-8")
    monkeypatch.setenv("GPU_ADVISOR_KNOWLEDGE", str(tmp_path / "knowledge"))
    monkeypatch.setenv("GPU_ADVISOR_DATA", str(tmp_path / "data"))
    monkeypatch.setenv("GPU_ADVISOR_PRICES", str(tmp_path / "data" / "prices.yaml"))
    monkeypatch.setenv("GPU_ADVISOR_INDEX", str(tmp_path / "index"))
    # the process-wide advisor too: one built by an earlier test in this worker answered
    # "ask with gpus.yaml broken" from the sound catalog it had read (exit 0, not 2)
    for cached in (load_catalog, _cached_rows, get_advisor):
        cached.cache_clear()
    yield tmp_path
    for cached in (load_catalog, _cached_rows, get_advisor):
        cached.cache_clear()


def _bytes(rel: str, data: bytes) -> Callable[[Path], None]:
    return lambda w: (w / rel).write_bytes(data)


def _huge(rel: str, size: int) -> Callable[[Path], None]:
    def plant(w: Path) -> None:
        with (w / rel).open("wb") as fh:  # sparse: the size costs no disk
            fh.truncate(size)

    return plant


def _append(rel: str, data: bytes) -> Callable[[Path], None]:
    def plant(w: Path) -> None:
        with (w / rel).open("ab") as fh:
            fh.write(data)

    return plant


def _nothing(w: Path) -> None:
    return None


PRICE = ["price", "--gpu", "h100", "--count", "8", "--hours", "168"]
SIZE = ["size", "--model", "7b", "--gpu", "4090"]
SPEED = ["speed", "--model", "7b", "--gpu", "4090"]
SERVE = ["serve", "--model", "7b", "--users", "4"]
TCO = ["tco", "--gpu", "h100"]
IMPORT = ["prices", "import", "--skypilot", "{W}/vms.csv", "--provider", "lambda"]
MODEL = ["models", "import", "{W}/config.json", "--name", "hostile"]
NON_UTF8 = b"\xff\xfe not text \x80\n"
HOSTILE_NUMBERS = ["nan", "inf", "-inf", "1e308", "-1", "0", "1e999", "NaN"]

CASES: list[tuple[str, Callable[[Path], None], list[str], bytes | None]] = [
    *[(f"price --hours {v}", _nothing, [*PRICE[:-1], v], None) for v in HOSTILE_NUMBERS],
    *[
        (f"price --gpu-hours {v}", _nothing, [*PRICE[:5], "--gpu-hours", v], None)
        for v in HOSTILE_NUMBERS
    ],
    *[
        (
            f"price --count {v}",
            _nothing,
            ["price", "--gpu", "h100", "--hours", "1", "--count", v],
            None,
        )
        for v in ("0", "-3", "10000000000", "nan")
    ],
    *[
        (
            f"price --min-memory-gb {v}",
            _nothing,
            ["price", "--min-memory-gb", v, "--hours", "1"],
            None,
        )
        for v in ("nan", "inf", "-5", "1e308")
    ],
    ("price --top 0", _nothing, [*PRICE, "--top", "0"], None),
    *[(f"tco --years {v}", _nothing, [*TCO, "--years", v], None) for v in HOSTILE_NUMBERS],
    *[
        (f"tco --utilization {v}", _nothing, [*TCO, "--utilization", v], None)
        for v in ("nan", "2", "-1", "0", "inf")
    ],
    *[
        (f"tco --{f} {v}", _nothing, [*TCO, f"--{f}", v], None)
        for f in ("capex", "tariff", "rent-rate", "colocation")
        for v in ("NaN", "1e999", "-5", "Infinity", "sNaN")
    ],
    *[
        (f"tco --{f} {v}", _nothing, [*TCO, f"--{f}", v], None)
        for f in ("pue", "power-kw", "maintenance-pct")
        for v in ("nan", "inf", "1e308", "-1")
    ],
    *[
        (f"size --{f} {v}", _nothing, [*SIZE, f"--{f}", v], None)
        for f in ("count", "seq-len", "batch", "lora-rank")
        for v in ("0", "-1", "1" + "0" * 20)
    ],
    *[
        (f"speed --tokens {v}", _nothing, [*SPEED, "--tokens", v], None)
        for v in ("nan", "inf", "1e308T", "0", "-5")
    ],
    *[
        (f"serve --users {v}", _nothing, ["serve", "--model", "7b", "--users", v], None)
        for v in ("0", "-1", "1" + "0" * 12)
    ],
    *[
        (f"serve --tps {v}", _nothing, [*SERVE, "--tps", v], None)
        for v in ("nan", "inf", "0", "-2", "1e308")
    ],
    *[
        (f"serve --context {v}", _nothing, [*SERVE, "--context", v], None)
        for v in ("0", "-1", "1" + "0" * 15)
    ],
    *[
        (f"gpus --min-memory {v}", _nothing, ["gpus", "--min-memory", v], None)
        for v in ("nan", "inf", "-1", "1e308")
    ],
    ("search --k 0", _nothing, ["search", "vram", "--k", "0"], None),
    ("prices import --as-of garbage", _nothing, [*IMPORT, "--as-of", "2026-13-45"], None),
    ("prices import csv not UTF-8", _bytes("vms.csv", NON_UTF8), IMPORT, None),
    ("prices import csv 70 MB", _huge("vms.csv", 70_000_000), IMPORT, None),
    (
        "prices import csv NaN price",
        _bytes("vms.csv", (HEADER + ROW.replace("23.92", "NaN")).encode()),
        IMPORT,
        None,
    ),
    (
        "prices import csv 1e999 GPUs",
        _bytes("vms.csv", (HEADER + ROW.replace("H100,8.0", "H100,1e999")).encode()),
        IMPORT,
        None,
    ),
    (
        "prices import csv short row",
        _bytes("vms.csv", (HEADER + "gpu_x,H100\n").encode()),
        IMPORT,
        None,
    ),
    (
        "prices import csv is a folder",
        lambda w: ((w / "vms.csv").unlink(), (w / "vms.csv").mkdir()),
        IMPORT,
        None,
    ),
    (
        "prices import existing file broken",
        _bytes("data/prices.yaml", b"offerings: [1, 2]\n"),
        IMPORT,
        None,
    ),
    ("models import not UTF-8", _bytes("config.json", NON_UTF8), MODEL, None),
    ("models import 2 MB", _huge("config.json", 2_000_000), MODEL, None),
    (
        "models import NaN",
        _bytes("config.json", CONFIG[:-1].encode() + b', "rope_theta": NaN}'),
        MODEL,
        None,
    ),
    (
        "models import 1e308 layers",
        _bytes("config.json", CONFIG.replace("32,", "1e308,", 1).encode()),
        MODEL,
        None,
    ),
    (
        "models import zero heads",
        _bytes(
            "config.json",
            CONFIG.replace('"num_attention_heads": 32', '"num_attention_heads": 0').encode(),
        ),
        MODEL,
        None,
    ),
    (
        "models import deep JSON",
        _bytes("config.json", b"[" * 200_000 + b"]" * 200_000),
        MODEL,
        None,
    ),
    (
        "models import existing file broken",
        _bytes("data/models.yaml", b"models:\n  - id: x\n"),
        MODEL,
        None,
    ),
    (
        "gpus with gpus.yaml not UTF-8",
        _append("knowledge/specs/gpus.yaml", NON_UTF8),
        ["gpus"],
        None,
    ),
    ("gpus with gpus.yaml 3 MB", _huge("knowledge/specs/gpus.yaml", 3_000_000), ["gpus"], None),
    (
        "gpus with user models not a list",
        _bytes("data/models.yaml", b"models: 5\n"),
        ["gpus"],
        None,
    ),
    ("price with prices.yaml not UTF-8", _bytes("data/prices.yaml", NON_UTF8), PRICE, None),
    (
        "ask with gpus.yaml broken, no snapshot",
        _append("knowledge/specs/gpus.yaml", b"\n  - id: [\n"),
        ["ask", "what is NVLink?"],
        None,
    ),
    ("ask stdin not UTF-8", _nothing, ["ask", "-"], NON_UTF8),
    ("chat stdin not UTF-8", _nothing, ["chat"], NON_UTF8),
]


@pytest.mark.parametrize(("name", "plant", "argv", "stdin"), CASES, ids=[c[0] for c in CASES])
def test_hostile_value_is_one_line_and_exit_2(
    work: Path,
    name: str,
    plant: Callable[[Path], None],
    argv: list[str],
    stdin: bytes | None,
) -> None:
    plant(work)
    args = [a.replace("{W}", str(work)) for a in argv]
    result = CliRunner().invoke(main, args, input=stdin, catch_exceptions=True)
    assert result.exception is None or isinstance(result.exception, SystemExit), name
    lines = result.stderr.strip().splitlines()
    assert result.exit_code == 2, (name, result.output[-300:])
    assert len(lines) == 1 and lines[0].startswith("error: "), (name, lines)
    assert "Traceback" not in result.output and result.stdout == ""


def test_hostile_files_leave_user_files_untouched(work: Path) -> None:
    broken = b"offerings: [1, 2]\n"
    (work / "data" / "prices.yaml").write_bytes(broken)
    args = [a.replace("{W}", str(work)) for a in IMPORT]
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 2
    assert "already holds invalid rows, nothing was written" in result.stderr
    assert (work / "data" / "prices.yaml").read_bytes() == broken
    assert sorted(p.name for p in (work / "data").iterdir()) == ["prices.yaml", "prices.yaml.lock"]


@pytest.mark.parametrize(
    "argv",
    [
        ["price", "--gpu", "h100", "--hours", "1e308"],
        ["models", "import", "{W}/config.json"],
    ],
    ids=["price-1e308", "config-not-utf8"],
)
def test_real_process_prints_one_line_and_exits_2(work: Path, argv: list[str]) -> None:
    (work / "config.json").write_bytes(NON_UTF8)
    env = {k: v for k, v in os.environ.items() if k not in ("CHROMA_URL", "ASSISTANT_LLM")}
    env["PYTHONPATH"] = str(ROOT)
    args = [a.replace("{W}", str(work)) for a in argv]
    proc = subprocess.run(
        [sys.executable, "-m", "assistant", *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=False,
    )
    assert proc.returncode == 2 and proc.stdout == ""
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: ") and "Traceback" not in proc.stderr
