"""An image side said after "at", the memory cards without NVLink keep apart, a bare
"fireworks" priced as the cloud, and a software licence's price said not covered first."""

import pytest

from assistant.catalog.specs import load_catalog
from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor
from tests.test_request_routing import SPECS


@pytest.mark.parametrize(
    ("text", "side"),
    [
        ("sdxl api, need ~60 images/min at 1024. how many l4s?", 1024),
        ("sdxl lora on a 4060 laptop 8gb, batch 1 at 1024, will it oom", 1024),
        ("flux dev on a 4090, how many images a minute at 768?", 768),
        ("sd 1.5 at 512 on a 3060 12gb, how fast per image?", 512),
    ],
)
def test_image_side_after_at(text, side):
    assert parse(text, load_catalog(SPECS)).media_width == side


def test_the_side_reaches_the_calculator():
    answer = memory_advisor().ask("sdxl api for our app, ~60 images/min at 1024, how many l4s?")
    assert any(c.input.get("resolution") == 1024 for c in answer.tool_calls)


@pytest.mark.parametrize(
    ("question", "said"),
    [
        ("L40S有NVLink吗？", "48 GB"),
        ("does the rtx 6000 ada support nvlink?", "48 GB"),
        ("we want 4 L40S in one box, do they have nvlink?", "192 GB"),
        ("RTX 4000 Ada 支持 NVLink 吗", "20 GB"),
    ],
)
def test_no_nvlink_says_the_memory_kept_apart(question, said):
    answer = memory_advisor().ask(question)
    first = answer.answer.splitlines()[0]
    assert answer.verdict == "no"
    assert "NVLink" in first and said in first


@pytest.mark.parametrize(
    "question",
    [
        "fireworks on-demand h100 deployment, per hour price?",
        "what does an h100 cost per hour on fireworks?",
        "fireworks 上 h100 一小时多少钱",
    ],
)
def test_bare_fireworks_is_the_cloud(question):
    answer = memory_advisor().ask(question)
    assert answer.kind == "price"
    first = answer.answer.splitlines()[0]
    assert "Fireworks" in first and ("don't cover" in first or "未收录" in first)


@pytest.mark.parametrize(
    ("question", "said"),
    [
        ("how much is a vGPU license per year?", "don't cover software licence"),
        ("NVIDIA AI Enterprise 授权每卡每年多少钱", "未收录软件授权"),
        (
            "our server quote has an nvidia ai enterprise line, what does that licence cost?",
            "don't cover",
        ),
        ("服务器报价里有个vGPU授权费，一年多少钱合理", "未收录软件授权"),
    ],
)
def test_licence_price_said_not_covered(question, said):
    answer = memory_advisor().ask(question)
    assert answer.kind == "not_covered"
    assert said in answer.answer.splitlines()[0]
    assert not answer.tool_calls
