"""An LLM size said with its fine-tune beside a vision or image job stays the LLM's.

"7b-14b 的微调" next to "训 yolo" is a language model to tune, not YOLO's size: the pick is
sized for the larger job, the LLM, as a size said with "models" already was.
"""

import pytest

from assistant.catalog.specs import load_catalog
from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor
from tests.test_request_routing import SPECS


@pytest.fixture(scope="module")
def catalog():
    return load_catalog(SPECS)


@pytest.mark.parametrize(
    ("text", "size"),
    [
        ("课题组要训 yolo 检测，还要做 8b-32b 的微调，经费 20 万买什么卡", 32.0),
        ("we train yolov8 and also want 13b lora on the same box, which gpu to buy?", 13.0),
    ],
)
def test_the_llm_size_is_kept_beside_the_workload(catalog, text, size):
    query = parse(text, catalog)
    assert query.params_b == size
    assert query.workload_id is not None


def test_a_workloads_own_size_is_still_no_llm(catalog):
    assert parse("wan2.1 14b lora 训练要多少显存", catalog).params_b is None


def test_the_llm_pick_leads_over_the_vision_pick():
    answer = memory_advisor().ask("课题组要训 yolo 检测，还要做 8b-32b 的微调，经费 20 万买什么卡")
    assert answer.intent == "recommend"
    (call, *_) = [c for c in answer.tool_calls if c.tool == "recommend_setup"]
    assert call.input["model"] == "32b"


@pytest.mark.parametrize(
    ("question", "method"),
    [
        ("课题组要训 yolo 检测，还要做 8b-32b 的微调，经费 20 万买什么卡", "lora"),
        ("we train yolov8 and also want 13b lora on the same box, which gpu to buy?", "lora"),
        # the training said of the image model: the LLM is only run
        ("14b models, and train sdxl loras on it, which card under $2000?", "inference"),
    ],
)
def test_the_fine_tune_goes_with_what_it_was_said_of(question, method):
    answer = memory_advisor().ask(question)
    (call, *_) = [c for c in answer.tool_calls if c.tool == "recommend_setup"]
    assert call.input["method"] == method
