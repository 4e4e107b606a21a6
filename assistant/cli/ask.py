"""CLI commands ``ask`` and ``eval`` (see ``cli.py``)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import click

from assistant.cli.common import echo_json, fail, handle_errors, read_stdin
from assistant.config import PROJECT_ROOT
from assistant.models import Answer

VERDICT_LABELS = {"yes": "YES", "no": "NO", "conditional": "YES, WITH CONDITIONS", None: "—"}


def ask_json(answer: Answer) -> dict[str, Any]:
    """The ``ask --json`` object of an answer (the contract); the MCP and HTTP servers share it."""
    return answer.model_dump(mode="json")


def render_answer(answer: Answer) -> str:
    """Readable terminal text: verdict, answer, sources, tools used, assumptions."""
    lines = [f"Verdict: {VERDICT_LABELS[answer.verdict]}   (intent: {answer.intent})", ""]
    lines.append(answer.answer)
    if answer.citations:
        lines += ["", "Sources:"]
        lines += [f"  [{c.n}] {c.title} — {c.section}  ({c.source})" for c in answer.citations]
    if answer.tool_calls:
        lines += [
            "",
            "Computed with: " + ", ".join(dict.fromkeys(t.tool for t in answer.tool_calls)),
        ]
    if answer.assumptions:
        lines += ["", "Assumptions:"] + [f"  - {a}" for a in answer.assumptions]
    return "\n".join(lines)


@click.command()
@click.argument("question", required=False)
@click.option("--json", "as_json", is_flag=True, help="Print the answer as one JSON object.")
@handle_errors
def ask(question: str | None, as_json: bool) -> None:
    """Answer QUESTION (English or Chinese) with a verdict, numbers and cited sources.

    Reads the question from standard input when QUESTION is '-' or missing.
    """
    if question is None or question == "-":
        if sys.stdin is None or sys.stdin.isatty():
            fail('give a question, e.g. gpu-advisor ask "can I run a 7B model on a 4090?"')
        question = read_stdin()
    from assistant.advisor import get_advisor

    answer = get_advisor().ask(question)
    if as_json:
        echo_json(ask_json(answer))
    else:
        click.echo(render_answer(answer))


@click.command("eval")
@click.option(
    "--golden",
    type=click.Path(exists=True, file_okay=False, path_type=Path),
    default=PROJECT_ROOT / "tests" / "golden",
    show_default=True,
    help="Folder of golden-set YAML files.",
)
@click.option("--json", "as_json", is_flag=True, help="Print the scorecard as JSON.")
@handle_errors
def evaluate(golden: Path, as_json: bool) -> None:
    """Run the golden question set and print the scorecard."""
    from assistant.advisor import get_advisor
    from assistant.evaluation import (
        last_turn_outcome,
        load_conversations,
        load_golden,
        render_conversations,
        render_scorecard,
        run_conversations,
        run_eval,
    )

    advisor = get_advisor()
    card = run_eval(load_golden(golden), advisor.ask, advisor.catalog)
    talks = run_conversations(
        load_conversations(golden), lambda turns: last_turn_outcome(advisor.converse(turns))
    )
    if as_json:
        echo_json({**card.model_dump(mode="json"), "conversations": talks.model_dump(mode="json")})
    else:
        click.echo(render_scorecard(card))
        click.echo(render_conversations(talks))


COMMANDS: list[click.Command] = [ask, evaluate]
