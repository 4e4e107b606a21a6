"""What the MCP and HTTP server tests share: the server's environment and one call per tool."""

from __future__ import annotations

import os
import sys
from datetime import date
from pathlib import Path
from typing import Any

from assistant.advisor import Advisor, build_advisor
from assistant.config import settings_from_env

ROOT = Path(__file__).resolve().parents[2]
QUESTION = "can I fine-tune a 13B model on two 4090s?"
FOLLOW_UP = "what about 70B?"

CALLS: dict[str, dict[str, Any]] = {
    "ask": {"question": QUESTION},
    "size": {"model": "13b", "method": "lora", "gpu": "rtx-4090", "count": 2},
    "speed": {"model": "llama-3-8b", "gpu": "rtx-4090"},
    "serve": {"model": "qwen2.5-32b", "gpu": "h100", "users": 20},
    "serve_capacity": {"model": "llama-3-8b", "gpu": "rtx-4090", "count": 4},
    "price": {"gpu": "h100", "count": 8, "hours": 168},
    "rent_vs_buy": {"gpu": "h100", "count": 8},
    "compare": {"gpus": ["rtx-4090", "a100-80gb"]},
    "recommend": {"kind": "rent", "model": "llama-3-70b"},
    "list_gpus": {"min_memory_gb": 80, "vendor": "NVIDIA"},
    "list_models": {"family": "qwen"},
    "search_knowledge": {"query": "what is NVLink?", "lang": "en", "k": 3},
    "fits": {"gpu": "rtx-3090", "count": 2},
    "kv_cache": {"model": "mistral-7b", "context": 32768},
    "duration": {"model": "llama-3-8b", "gpu": "rtx-4090", "method": "lora", "tokens": 1e8},
    "power": {"gpu": "h100-sxm", "count": 8},
    "batch_job": {"model": "llama-3.1-8b", "gpu": "l40s", "count": 4, "requests": 1000000},
}
"""One call per served tool; a tool added to ``assistant.serve.tools.TOOLS`` needs a line here."""

UNKNOWN_GPU = {"model": "13b", "method": "lora", "gpu": "rtx-4900", "count": 2}
"""A size call whose GPU does not exist: both servers answer with the CLI's one-line error."""
UNKNOWN_GPU_ARGV = [
    "size",
    "--model",
    "13b",
    "--method",
    "lora",
    "--gpu",
    "rtx-4900",
    "--count",
    "2",
]


def server_env(index_dir: Path, data_dir: Path) -> dict[str, str]:
    """The environment a server process runs in: this checkout, the test index, no user prices.

    ``data_dir`` is a seeded scratch data folder (``tests.support.index.seed_data_dir``): with
    the project's own ``.data`` of a fresh clone, which holds no ONNX query encoder, every
    server and advisor loaded sentence-transformers first (about 20 s each).
    """
    env = {k: v for k, v in os.environ.items() if k not in ("CHROMA_URL", "ASSISTANT_LLM")}
    env.update(
        GPU_ADVISOR_INDEX=str(index_dir),
        GPU_ADVISOR_DATA=str(data_dir),
        GPU_ADVISOR_PRICES="/nonexistent/prices.yaml",
        HF_HUB_OFFLINE="1",
        TRANSFORMERS_OFFLINE="1",
        ANONYMIZED_TELEMETRY="False",
        PYTHONPATH=os.pathsep.join([str(ROOT), env.get("PYTHONPATH", "")]).rstrip(os.pathsep),
    )
    return env


def same_advisor(index_dir: Path, data_dir: Path) -> Advisor:
    """An in-process advisor built as the server builds its own (same settings, today's date)."""
    return build_advisor(settings_from_env(server_env(index_dir, data_dir)), today=date.today())


def cli_command(*args: str) -> list[str]:
    """``gpu-advisor ARGS`` run from this checkout with this interpreter."""
    return [sys.executable, "-m", "assistant", *args]
