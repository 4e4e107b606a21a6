"""CLI command ``chat``: a conversation in the terminal, or one question per line from a pipe."""

from __future__ import annotations

import sys
from collections.abc import Iterable, Iterator
from typing import Any

import click

from assistant.cli.ask import render_answer
from assistant.cli.common import handle_errors, stdin_lines, to_json
from assistant.question.conversation import Conversation, Turn

PROMPT = "you> "
QUIT_WORDS = frozenset({"exit", "quit", ":q", "/exit", "/quit", "退出"})
NEW_CHAT_WORDS = frozenset({"/new", "/reset", "新对话"})


def turn_object(turn: Turn) -> dict[str, Any]:
    """The ``ask --json`` object of a turn plus ``carried`` (what it inherited)."""
    assert turn.answer is not None
    return {**turn.answer.model_dump(mode="json"), "carried": turn.carried}


def render_turn(turn: Turn) -> str:
    """Readable text for one turn: the answer, with what it carried over shown first."""
    assert turn.answer is not None
    return render_answer(turn.answer)


def _typed_lines() -> Iterator[str]:
    """Lines typed at a terminal, with readline history and editing where available."""
    try:
        import readline  # noqa: F401  (importing it gives input() history and editing)
    except ImportError:  # pragma: no cover - Windows without pyreadline
        pass
    while True:
        try:
            yield input(PROMPT)
        except (EOFError, KeyboardInterrupt):
            click.echo("")
            return


def converse(lines: Iterable[str], as_json: bool, interactive: bool) -> None:
    """Answer each line in turn, keeping the conversation; ``/new`` starts a fresh one."""
    from assistant.advisor import get_advisor

    advisor = get_advisor()
    conversation = Conversation()
    for line in lines:
        question = line.strip()
        if not question:
            continue
        if question.lower() in QUIT_WORDS:
            return
        if question.lower() in NEW_CHAT_WORDS:
            conversation.clear()
            if interactive:
                click.echo("(new conversation)")
            continue
        turn = advisor.answer_turn(question, conversation)
        conversation.turns.append(turn)
        click.echo(to_json(turn_object(turn)) if as_json else render_turn(turn))
        if interactive and not as_json:
            click.echo("")


@click.command()
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object per answer.")
@handle_errors
def chat(as_json: bool) -> None:
    """Hold a conversation: follow-ups keep the earlier request ("what about 70B?").

    At a terminal it prompts (with line history; /new starts over, exit quits). Otherwise it
    reads one question per line from standard input and answers each in turn; with --json
    each answer is one line: the `ask --json` object plus "carried" (what was inherited).
    """
    interactive = sys.stdin is not None and sys.stdin.isatty()
    lines: Iterable[str] = _typed_lines() if interactive else stdin_lines()
    converse(lines, as_json, interactive)


COMMANDS: list[click.Command] = [chat]
