"""The servers' parts that need no server: rate buckets, bounded conversations, argument reading."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from assistant.cli import main
from assistant.errors import UsageError
from assistant.serve.conversations import ConversationStore
from assistant.serve.limits import TokenBuckets
from assistant.serve.mcp_server import unquoted_arguments
from assistant.serve.tools import TOOLS_BY_NAME


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_a_bucket_allows_a_burst_of_its_rate_then_one_request_per_refill():
    clock = Clock()
    buckets = TokenBuckets(rate_per_minute=6, clock=clock)  # one token every 10 s
    assert [buckets.take("a") for _ in range(6)] == [0.0] * 6
    assert buckets.take("a") == pytest.approx(10.0)  # empty: the next token in 10 s
    assert buckets.take("b") == 0.0  # another client has its own bucket
    clock.now += 5
    assert buckets.take("a") == pytest.approx(5.0)  # half a token refilled
    clock.now += 5
    assert buckets.take("a") == 0.0
    clock.now += 3600  # an idle hour refills to the burst size, no more
    assert [buckets.take("a") for _ in range(7)].count(0.0) == 6


def test_conversations_are_bounded_in_number_and_length():
    store = ConversationStore(max_conversations=2, max_turns=3)
    ids = []
    for _ in range(3):
        with store.open(None) as (cid, conversation):
            conversation.turns.extend([object()] * 5)  # type: ignore[list-item]
            ids.append(cid)
    assert len(store) == 2 and len(set(ids)) == 3
    with pytest.raises(UsageError, match="no conversation"):
        with store.open(ids[0]):  # the least recently used went first
            pass
    with store.open(ids[2]) as (cid, conversation):
        assert cid == ids[2] and len(conversation.turns) == 3  # only the last 3 turns kept


def test_a_list_sent_as_a_json_string_reads_as_the_list():
    compare = TOOLS_BY_NAME["compare"]
    given = {"gpus": '["rtx-4090", "a100-80gb"]', "model": "[not json"}
    read = unquoted_arguments(compare, given)
    assert read == {"gpus": ["rtx-4090", "a100-80gb"], "model": "[not json"}
    ask = TOOLS_BY_NAME["ask"]  # a str field stays as sent
    assert unquoted_arguments(ask, {"question": '["a"]'}) == {"question": '["a"]'}


@pytest.mark.parametrize(("verb", "module"), [("api", "fastapi"), ("mcp", "mcp")])
def test_a_missing_serve_extra_is_one_line_with_the_install_hint(monkeypatch, verb, module):
    import importlib.util

    real = importlib.util.find_spec
    monkeypatch.setattr(
        importlib.util, "find_spec", lambda name, *a: None if name == module else real(name, *a)
    )
    result = CliRunner().invoke(main, [verb])
    assert result.exit_code == 2
    assert result.stderr == (
        f"error: gpu-advisor {verb} needs the serve extra ({module} is missing):"
        " pip install 'gpu-advisor[serve]'\n"
    )
