"""``python -m ingest``: build or refresh the retrieval index (same as ``gpu-advisor ingest``)."""

from __future__ import annotations

from assistant.cli.knowledge import ingest_command

if __name__ == "__main__":
    ingest_command(prog_name="python -m ingest")
