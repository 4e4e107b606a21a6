"""Thanks with a choice announced closes the exchange: small talk, though a card is named."""

from __future__ import annotations

import pytest

from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    "turns",
    [
        ["5090 or 4090 for flux dev", "alright going with the 5090 then, thx"],
        ["a100 40g vs l40s for 13b finetune", "cheers, grabbed an L40S from the listing"],
        ["两张3090 和 一张4090 跑 qwen 72b 选哪个", "行，那我下单4090了，感谢"],
        ["4060ti 16g 够跑 sdxl 吗", "懂了，就它了，多谢大佬"],
        # agreement as thanks, a purchase undone as the choice
        ["is a 4060 8gb ok for sdxl loras", "fair enough, sending it back and getting a 3090"],
        ["3060 12g 跑 flux 行不行", "好吧说服我了，3060 退掉"],
    ],
)
def test_a_closing_remark_is_small_talk(advisor, turns: list[str]) -> None:
    answer = advisor.converse(turns).turns[-1].answer
    assert answer.kind == "smalltalk"
    assert answer.answer.startswith(("Glad to help", "不客气"))


def test_thanks_with_a_question_still_asks(advisor) -> None:
    answer = advisor.converse(["thx, ordering a 4090, does it fit llama 3 70b at q4?"]).turns[-1]
    assert answer.answer.kind == "fit_check"
    assert answer.answer.answer.startswith("**No.**")


@pytest.mark.parametrize(
    ("question", "opening"),
    [
        (
            "can a 5080 laptop hold qwen2.5 14b at q4 fully in vram",
            "**Note:** the GPU '5080 laptop'",
        ),
        ("5090笔记本 跑 flux dev fp8 显存够不够", "**请注意：**GPU '5090 笔记本' 不在我的目录里"),
    ],
)
def test_a_laptop_the_catalog_lacks_is_said_first(advisor, question: str, opening: str) -> None:
    """Not sized as the desktop card: the first line says it is missing, laptops listed after."""
    line = advisor.converse([question]).turns[-1].answer.answer.splitlines()[0]
    assert line.startswith(opening)
    assert "Laptop GPU" in line


@pytest.mark.parametrize(
    "question",
    [
        "write me a comfyui node that turns photos into pixel art",
        "给我写个 sd webui 插件，批量加水印",
        "how do i grow my tiktok followers posting ai art",
        "做 ai 写真号怎么涨粉快",
    ],
)
def test_code_or_an_audience_asked_of_me_is_no_gpu_question(advisor, question: str) -> None:
    answer = advisor.ask(question)
    assert answer.kind == "unsupported"
    assert answer.answer.startswith(("I can only help", "我只能回答"))
