"""An LLM named beside an image or speech workload stays the LLM: its pick leads."""

import pytest

from assistant.catalog.specs import load_catalog
from assistant.question.parsing import parse
from tests.support.advisors import KNOWLEDGE


@pytest.fixture(scope="module")
def catalog():
    return load_catalog(KNOWLEDGE / "specs")


@pytest.mark.parametrize(
    ("question", "model", "workload"),
    [
        ("预算1.2万，主要跑qwen3 30b a3b，偶尔玩玩sdxl，买什么卡", "qwen3-30b-a3b", "sdxl"),
        ("budget $1500 for a box that runs llama 3.1 8b and some flux on the side, which gpu?",
         "llama-3.1-8b", "flux-dev"),
        ("want a card for qwen2.5 14b chat plus whisper transcription, under $900", "qwen2.5-14b",
         "whisper"),
    ],
)  # fmt: skip
def test_llm_named_beside_a_workload_is_kept(catalog, question, model, workload):
    query = parse(question, catalog)
    assert query.model_id == model
    assert query.workload_id is not None and query.workload_id.startswith(workload[:4])


@pytest.mark.parametrize("question", ["wan2.1 14b 在4090上能跑吗", "flux dev on a 3090, how fast?"])
def test_a_workloads_own_name_is_no_llm(catalog, question):
    assert parse(question, catalog).model_id is None
