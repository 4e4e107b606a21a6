"""The chat page holds a conversation: follow-ups inherit, the carry is shown, New chat forgets.

Runs the real app script with the fast in-memory advisor injected (no index to build).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from assistant.advisor import QueryOverrides
from assistant.catalog.specs import load_catalog
from assistant.ui.chat import carried_line, requests_before
from assistant.ui.state import RESOURCES_KEY, Resources
from tests.support.advisors import KNOWLEDGE
from tests.support.advisors import memory_advisor as _build

ROOT = KNOWLEDGE.parent
FLAGSHIP = ("can I fine-tune a 13B model on two 4090s?", "what about 70B?", "and on 4 A100s?")


@pytest.fixture(scope="module")
def fast_advisor():  # type: ignore[no-untyped-def]
    return _build()


def _app(fast_advisor, tmp_path: Path) -> AppTest:  # type: ignore[no-untyped-def]
    catalog = load_catalog(KNOWLEDGE / "specs")
    at = AppTest.from_file(str(ROOT / "app.py"), default_timeout=120)
    at.session_state[RESOURCES_KEY] = Resources(
        advisor=lambda: fast_advisor,
        catalog=lambda: catalog,
        price_book=lambda: None,
        build_index=lambda progress: None,
        overrides=QueryOverrides,
        data_dir=lambda: tmp_path,
        knowledge_dir=lambda: KNOWLEDGE,
    )
    return at


def _carried_captions(at: AppTest) -> list[str]:
    # captions are markdown-escaped ("rtx\\-4090"); compare the text as shown
    return [c.value.replace("\\", "") for c in at.caption if c.value.startswith("Carried over")]


def _estimates(msg: dict) -> set[tuple[str, int, str]]:
    return {
        (c["input"]["gpu"], c["input"]["count"], c["input"]["model"])
        for c in msg["answer"]["tool_calls"]
        if c["tool"] == "estimate_memory" and c["input"]["method"] == "lora"
    }


def test_three_turn_conversation_shows_the_carry_and_new_chat_clears_it(
    fast_advisor, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(ROOT)
    at = _app(fast_advisor, tmp_path)
    at.run()
    assert not at.exception
    for question in FLAGSHIP:
        at.chat_input[0].set_value(question).run()
        assert not at.exception, at.exception
    answers = [m for m in at.session_state["messages"] if m["role"] == "assistant"]
    assert [m["answer"]["intent"] for m in answers] == ["fit_check"] * 3
    assert _estimates(answers[1]) == {("rtx-4090", 2, "70b")}
    assert _estimates(answers[2]) == {("a100-80gb-sxm", 4, "70b")}
    assert answers[2]["answer"]["verdict"] in ("yes", "no", "conditional")
    captions = _carried_captions(at)
    assert len(captions) == 2
    # names as people write them, never catalog ids or slot names
    assert "2 × GeForce RTX 4090" in captions[0] and "rtx-4090" not in captions[0]
    assert "70B" in captions[1] and "RTX 4090" not in captions[1]
    # "Export chat (JSON)" dumps the messages: each answer with the request it was read as
    exported = json.loads(json.dumps(at.session_state["messages"], default=str))
    assert [m["request"]["params_b"] for m in exported if m["role"] == "assistant"] == [13, 70, 70]
    assert [m["request"]["gpus"][0]["count"] for m in answers] == [2, 2, 4]
    at.button(key="new_chat").click().run()
    assert not at.exception
    assert at.session_state["messages"] == [] and _carried_captions(at) == []
    at.chat_input[0].set_value("what about 70B?").run()
    (fresh,) = [m for m in at.session_state["messages"] if m["role"] == "assistant"]
    assert fresh["carried"] == {} and _carried_captions(at) == []


def test_pure_helpers_for_history_and_the_carry_line() -> None:
    msgs = [
        {"id": "u1", "role": "user", "content": "q"},
        {"id": "a1", "role": "assistant", "request": {"text": "q1", "params_b": 13}},
        {"id": "a2", "role": "assistant", "request": {"text": "q2", "params_b": 70}},
    ]
    assert [q.params_b for q in requests_before(msgs)] == [13, 70]
    assert [q.params_b for q in requests_before(msgs, "a2")] == [13]
    assert carried_line({"gpus": ["rtx-4090"], "count": 2}) == "gpus: rtx-4090 · count: 2"


def test_a_clarifying_question_offers_its_choices_as_buttons(
    fast_advisor, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(ROOT)
    at = _app(fast_advisor, tmp_path)
    at.run()
    at.chat_input[0].set_value("what GPU should I buy?").run()
    (choices,) = [p for p in at.pills if p.key and p.key.startswith("opt_")]
    assert 3 <= len(choices.options) <= 5
    choices.set_value(choices.options[1]).run()  # "Fine-tune a 7B-13B model with LoRA"
    assert not at.exception
    answers = [m for m in at.session_state["messages"] if m["role"] == "assistant"]
    assert len(answers) == 2 and answers[1]["request"]["method"] == "lora"
    assert answers[1]["answer"]["intent"] == "recommend" and not answers[1]["options"]
