"""The app, `chat` and the Advisor read a conversation the same way, turn by turn.

Each golden conversation (plus the greeting and off-topic turns of the understanding issue) is
asked three ways: ``Advisor.converse``, the CLI's ``chat --json`` and the app's own turn
function over the requests it stores (``ui.chat.ask`` + ``requests_before``). The kind and the
carried slots of every turn must agree.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner

import assistant.advisor
from assistant.cli import main
from assistant.ui.chat import ask as app_ask
from assistant.ui.chat import requests_before
from tests.support.advisors import memory_advisor

GOLDEN = Path(__file__).parent / "golden" / "conversations.yaml"
EXTRA = [
    ["can I run llama 3 70b on a 4090?", "and on two?", "thanks!", "what's the weather in Beijing"],
    ["两张4090能微调13B模型吗？", "换成QLoRA呢", "你好"],
]


def _conversations() -> list[list[str]]:
    cases = yaml.safe_load(GOLDEN.read_text(encoding="utf-8"))["cases"]
    return [c["turns"] for c in cases] + EXTRA


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _by_advisor(advisor, turns):
    conversation = advisor.converse(turns)
    return [(t.query.kind, t.carried) for t in conversation.turns]


def _by_app(advisor, turns):
    messages: list[dict] = []
    out = []
    for question in turns:
        reply = app_ask(advisor, question, requests_before(messages))
        messages += [{"role": "user", "content": question}, reply]
        out.append((reply["request"]["kind"], reply["carried"]))
    return out


def _by_chat_cli(monkeypatch, advisor, turns):
    monkeypatch.setattr(assistant.advisor, "get_advisor", lambda: advisor)
    result = CliRunner().invoke(main, ["chat", "--json"], input="\n".join(turns) + "\n")
    assert result.exit_code == 0, result.output
    objects = [json.loads(line) for line in result.stdout.strip().splitlines()]
    return [(o["kind"], o["carried"]) for o in objects]


def _jsonable(rows):
    return json.loads(json.dumps(rows, default=str))


@pytest.mark.parametrize("turns", _conversations(), ids=lambda t: t[0][:40])
def test_app_chat_and_advisor_agree_turn_by_turn(monkeypatch, advisor, turns):
    expected = _jsonable(_by_advisor(advisor, turns))
    assert len(expected) == len(turns)
    assert _jsonable(_by_app(advisor, turns)) == expected
    assert _jsonable(_by_chat_cli(monkeypatch, advisor, turns)) == expected


def test_the_extra_conversations_read_as_the_issue_asks(advisor):
    kinds = [k for k, _ in _by_advisor(advisor, EXTRA[0])]
    assert kinds == ["fit_check", "fit_check", "smalltalk", "unsupported"]
    carried = [c for _, c in _by_advisor(advisor, EXTRA[0])]
    assert carried[2] == {} and carried[3] == {}
