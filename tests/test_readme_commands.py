"""Every ``gpu-advisor`` line in a README ```bash block runs offline and exits 0."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest
from click.testing import CliRunner

from assistant.cli import main

README = Path(__file__).resolve().parent.parent / "README.md"
BLOCKS = re.findall(r"```bash\n(.*?)```", README.read_text(encoding="utf-8"), re.S)
LINES = [line.strip() for block in BLOCKS for line in block.splitlines() if line.strip()]


def test_the_readme_has_pasteable_commands():
    assert len(LINES) >= 6
    assert all(line.startswith("gpu-advisor ") for line in LINES), LINES


@pytest.mark.parametrize("line", LINES)
def test_each_readme_command_exits_0(line):
    args = shlex.split(line)[1:]
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 0, (line, result.stderr)
    assert result.stdout.strip()
