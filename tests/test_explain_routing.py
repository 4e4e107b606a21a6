"""Why and where-does-it-go questions are explained; greetings and capability asks are chat."""

from __future__ import annotations

import pytest

from assistant.catalog.specs import load_catalog
from assistant.question.markers import fold
from assistant.question.parsing import parse
from assistant.question.smalltalk import smalltalk_act


@pytest.fixture(scope="module")
def catalog():
    return load_catalog()


@pytest.mark.parametrize(
    "text",
    [
        "heyo",
        "hiya!",
        "heya there",
        "晚上好，在吗",
        "早安 在不在",
        "what can you calculate for me?",
        "what kinds of things can you help with?",
        "你可以帮我估算什么",
        "你都能帮我算哪些东西",
        "got a minute?",
        "hey, you got a second?",
        "可以帮忙选显卡吗",
        "在吗 能帮我装机器吗",
    ],
)
def test_greetings_and_capability_asks_are_small_talk(text) -> None:
    assert smalltalk_act(fold(text)) == "greeting"


@pytest.mark.parametrize(
    "text",
    [
        "hey what gpu for llama 70b",
        "hit",
        "what can you do about my 3090 oom",
        "got a sec? which gpu for flux",
        "能帮我配电脑吗，预算8000跑sd",
    ],
)
def test_a_task_after_a_greeting_is_not_small_talk(text) -> None:
    assert smalltalk_act(fold(text)) is None


@pytest.mark.parametrize(
    "text",
    [
        "qlora on a 7b still takes 10gb, where does the memory go if the weights are 4-bit?",
        "what eats all the vram when training sdxl with lora?",
        "GQA和MHA差在哪，为什么llama 3要用GQA",
        "MQA跟MLA有啥区别",
        "why is time to first token so long on my m3 max 128gb with long prompts?",
        "why does my 4090 generate faster than it reads the prompt?",
        "why does batching llm requests raise throughput so much? how much more memory then",
        # an amount asked in its own clause before the why, with nothing to size
        "MLA 和 GQA 各省多少显存，原理是什么",
        "量化能省多少显存，原理是啥",
        "how much memory does GQA save? and why does it work",
    ],
)
def test_a_why_or_where_does_it_go_is_explained(text, catalog) -> None:
    query = parse(text, catalog)
    assert query.explain_asked
    assert query.intent != "unsupported"


@pytest.mark.parametrize(
    "text",
    [
        "explain why I'm out of memory on my 4090",
        "why won't llama 3 70b fit on my 4090",
        "why is it slow, how many tokens/s should my 3090 get on qwen 32b",
        "llama 3 70b 要多少显存？为什么这么多",  # a model to size: the amount is computed
    ],
)
def test_a_why_about_something_to_size_is_not(text, catalog) -> None:
    assert not parse(text, catalog).explain_asked


@pytest.fixture(scope="module")
def advisor():
    from tests.support.advisors import memory_advisor

    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "name", "first"),
    [
        ("can i self-host gemini 2.5 pro? what gpus would it need", "gemini 2.5 pro", "can't size"),
        ("claude opus 4 的 api 每百万 token 多少钱", "claude opus 4", "无法估算"),
        ("gpt-4.1-mini能装在自己的服务器上吗", "gpt-4.1-mini", "无法估算"),
    ],
)
def test_a_closed_model_is_not_covered_then_open_models_are_named(
    advisor, text, name, first
) -> None:
    answer = advisor.ask(text)
    assert answer.kind == "not_covered"
    lead, close = answer.answer.split("\n\n")[:2]
    assert lead.startswith(("I can't size", "无法估算")) and first in lead and name in lead
    largest = max(advisor.catalog.models.values(), key=lambda m: m.params_b)
    assert largest.name in close


def test_a_closed_model_compared_for_quality_is_still_declined(advisor) -> None:
    answer = advisor.ask("claude和gpt-4o哪个写代码更强")
    assert answer.kind == "unsupported"
    assert answer.answer.startswith("我不评判模型")


@pytest.mark.parametrize(
    "text",
    [
        "just bought an rtx a5000, what's worth running on it?",
        "what llms can my 3060 12gb realistically handle?",
        "what can it handle, a 3090 i mean",
        "二手收了张3090，值得跑些什么模型",
    ],
)
def test_what_an_owned_card_can_run_said_anew_lists_models(advisor, text) -> None:
    answer = advisor.ask(text)
    assert answer.kind == "fits_hardware"
    assert answer.tool_calls[0].tool == "fits_hardware"


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("found a tesla m40 24gb cheap, what models can it run?", "tesla m40"),
        ("tesla m60能跑哪些模型", "tesla m60"),
        ("got a tesla t10 off ebay, is it legit? how do i test it", "tesla t10"),
        ("tesla t10 能跑 qwen2.5 7b 吗", "tesla t10"),
    ],
)
def test_a_tesla_the_catalog_lacks_is_said_first(advisor, text, said) -> None:
    answer = advisor.ask(text)
    assert answer.kind == "not_covered"
    assert said in answer.answer.split("\n")[0].lower()


@pytest.mark.parametrize(
    ("text", "surface", "held"),
    [
        ("rtx 4070 16gb or the 12gb one for llama, which one?", "rtx 4070 16gb", "RTX 4070"),
        ("4070 16g和12g那张比哪个值", "4070 16g", "RTX 4070"),
    ],
)
def test_a_missing_size_weighed_against_the_held_one_is_said_first(
    advisor, text, surface, held
) -> None:
    query = parse(text, advisor.catalog)
    assert [p.surface for p in query.problems if p.kind == "unknown_gpu"] == [surface]
    answer = advisor.ask(text)
    assert answer.kind == "not_covered"
    first = answer.answer.split("\n")[0]
    assert surface in first and held in first


@pytest.mark.parametrize(
    "text",
    ["MLA 和 GQA 各省多少显存，原理是什么", "how much memory does GQA save? and why does it work"],
)
def test_a_why_with_an_amount_is_explained_not_clarified_as_a_purchase(advisor, text) -> None:
    answer = advisor.ask(text)
    assert answer.kind == "concept"
    assert not answer.answer.startswith(("Which GPU depends", "选哪张卡取决于"))
