"""Every command line in the README's ```bash blocks runs as written and exits 0.

Convention: ```bash blocks hold commands a reader pastes and this test runs, in-process through
click's CliRunner on ``assistant.cli.main`` (the ``gpu-advisor`` entry point). Servers, the app,
interactive sessions and install steps go in ```sh blocks, which are not run; output samples
in plain ``` or ```text blocks. A ```bash line this test cannot run in-process (another program,
a pipe into something other than ``gpu-advisor``, a verb that does not exist) fails: nothing is
skipped.
"""

from __future__ import annotations

import re
import shlex
import shutil
from dataclasses import dataclass
from pathlib import Path

import pytest
from click.testing import CliRunner

import assistant.advisor
import assistant.rag.retrieval
from assistant.cli import main
from tests.support.advisors import memory_advisor

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
FIXTURES = Path(__file__).parent / "fixtures"
FENCE = re.compile(r"^```(?P<lang>[\w-]*)[^\n]*\n(?P<body>.*?)^```", re.M | re.S)
ENTRY = ("gpu-advisor",)
ENTRY_MODULE = ("python", "-m", "assistant")
PRODUCERS = ("echo", "printf")
VERBS_NEEDING_AN_INDEX = {"ingest"}


@dataclass(frozen=True)
class Command:
    """One README command line: the arguments after ``gpu-advisor`` and its standard input."""

    line: str
    args: tuple[str, ...]
    stdin: str | None


def fenced_blocks(text: str) -> list[tuple[str, str]]:
    """(language, body) of every fenced block, in order."""
    return [(m["lang"], m["body"]) for m in FENCE.finditer(text)]


def command_lines(body: str) -> list[str]:
    """The command lines of a block: backslash continuations joined, blank and comment lines out."""
    lines: list[str] = []
    pending = ""
    for raw in body.splitlines():
        line = pending + raw
        if line.rstrip().endswith("\\"):
            pending = line.rstrip()[:-1] + " "
            continue
        pending = ""
        if line.strip() and not line.lstrip().startswith("#"):
            lines.append(line.strip())
    return lines


def _tokens(line: str) -> list[str]:
    """Shell words as bash splits them; control operators (| ; & < > ( )) are words of their own."""
    lexer = shlex.shlex(line, posix=True, punctuation_chars=True)
    lexer.whitespace_split = True
    lexer.commenters = "#"
    return list(lexer)


def _printf(fmt: str) -> str:
    if "%" in fmt:
        raise ValueError(f"printf with a format directive is not run in-process: {fmt!r}")
    return (
        fmt.encode("latin-1", "backslashreplace")
        .decode("unicode_escape")
        .encode("latin-1")
        .decode("utf-8")
    )


def _entry_args(words: list[str], line: str) -> tuple[str, ...]:
    if tuple(words[: len(ENTRY)]) == ENTRY:
        return tuple(words[len(ENTRY) :])
    if tuple(words[: len(ENTRY_MODULE)]) == ENTRY_MODULE:
        return tuple(words[len(ENTRY_MODULE) :])
    raise ValueError(f"not a gpu-advisor command (put it in a ```sh block): {line}")


def parse_command(line: str) -> Command:
    """A ```bash line as a CLI call; ValueError for anything that would not run as written."""
    words = _tokens(line)
    operators = [w for w in words if w and set(w) <= set("|;&<>()")]
    if not operators:
        return Command(line, _entry_args(words, line), None)
    if operators != ["|"]:
        raise ValueError(f"shell operators {operators} in one line (one command per line): {line}")
    bar = words.index("|")
    producer, consumer = words[:bar], words[bar + 1 :]
    if len(producer) != 2 or producer[0] not in PRODUCERS:
        raise ValueError(f"only `echo TEXT |` or `printf TEXT |` is run in-process: {line}")
    stdin = producer[1] + "\n" if producer[0] == "echo" else _printf(producer[1])
    return Command(line, _entry_args(consumer, line), stdin)


def readme_commands(text: str) -> list[str]:
    return [
        line for lang, body in fenced_blocks(text) if lang == "bash" for line in command_lines(body)
    ]


README_LINES = readme_commands(README.read_text(encoding="utf-8"))


# --- the parser itself: what it must refuse -------------------------------------------------


def test_the_readme_has_runnable_commands_for_the_main_verbs():
    verbs = {parse_command(line).args[0] for line in README_LINES}
    assert {"ask", "size", "speed", "serve", "price", "tco", "gpus", "models"} <= verbs


@pytest.mark.parametrize(
    "line",
    [
        "gpu-advisor speed --model x --engine llama.cpp|ollama",  # | is a pipe in bash
        "gpu-advisor gpus --nvlink; gpu-advisor models",  # two commands on one line
        "make run",  # not gpu-advisor: belongs in a ```sh block
        "cat file | gpu-advisor ask -",
        "printf '%s\\n' hi | gpu-advisor ask -",
    ],
)
def test_lines_that_would_not_run_as_written_are_refused(line):
    with pytest.raises(ValueError):
        parse_command(line)


def test_pipes_from_echo_and_printf_become_standard_input():
    cmd = parse_command("printf 'a 13B?\\nwhat about 70B?\\n' | gpu-advisor chat --json")
    assert cmd.args == ("chat", "--json") and cmd.stdin == "a 13B?\nwhat about 70B?\n"
    cmd = parse_command('echo "两张4090?" | gpu-advisor ask -  # comment')
    assert cmd.args == ("ask", "-") and cmd.stdin == "两张4090?\n"


def test_sh_and_bash_blocks_split_by_the_convention():
    text = "```bash\ngpu-advisor gpus \\\n  --nvlink\n# note\n```\n```sh\nmake run\n```\n"
    assert readme_commands(text) == ["gpu-advisor gpus    --nvlink"]


def test_no_readme_command_anywhere_has_optional_brackets():
    """``[--json]`` in a command fails when pasted; ```sh lines are pasted too."""
    text = README.read_text(encoding="utf-8")
    for lang, body in fenced_blocks(text):
        if lang in ("bash", "sh"):
            for line in command_lines(body):
                assert not re.search(r"\[--?\w", line), line
    for inline in re.findall(r"`(gpu-advisor [^`]+)`", text):
        assert not re.search(r"\[--?\w", inline) and "|" not in inline, inline


# --- every README line, run ----------------------------------------------------------------


@pytest.fixture(scope="module")
def fast_advisor():
    return memory_advisor()


@pytest.fixture
def readme_env(monkeypatch, tmp_path, fast_advisor):
    """The advisor and retriever in memory, user files in a scratch folder that is the cwd."""
    monkeypatch.setattr(assistant.advisor, "get_advisor", lambda: fast_advisor)
    monkeypatch.setattr(assistant.rag.retrieval, "get_retriever", lambda: fast_advisor.retriever)
    monkeypatch.setenv("GPU_ADVISOR_DATA", str(tmp_path / "data"))
    monkeypatch.setenv("GPU_ADVISOR_PRICES", str(tmp_path / "data" / "prices.yaml"))
    shutil.copy(FIXTURES / "skypilot_aws_vms.csv", tmp_path / "vms.csv")
    monkeypatch.chdir(tmp_path)
    return tmp_path


@pytest.mark.parametrize(
    "line", README_LINES, ids=[re.sub(r"\s+#.*$", "", s) for s in README_LINES]
)
def test_readme_command_runs_and_exits_zero(line, readme_env, request, monkeypatch):
    command = parse_command(line)
    if command.args and command.args[0] in VERBS_NEEDING_AN_INDEX:
        # the session's real index: an ingest with nothing changed re-publishes it
        monkeypatch.setenv("GPU_ADVISOR_INDEX", str(request.getfixturevalue("real_index_dir")))
    result = CliRunner().invoke(main, list(command.args), input=command.stdin)
    assert result.exit_code == 0, f"{line}\n{result.output}\n{result.exception!r}"
    assert result.stdout.strip(), f"{line} printed nothing"
