"""Laughing remarks and "what do you answer" as small talk, media requests declined by name,
"a1111" read as an app, batching words on topic, and ECC counts judged yes or no."""

import pytest

from assistant.question.smalltalk import smalltalk_act
from assistant.question.test_results import test_result as read_result
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "act"),
    [
        ("haha my boss is going to love this invoice", "remark"),
        ("哈哈哈 我老婆看到电费账单要骂死我了", "remark"),
        ("lol", None),  # a bare laugh remarks on nothing
        ("lol my 3090 runs at 90c, is that ok", None),  # a question after the laugh
        ("哈哈 这张卡能跑 70b 吗", None),
        ("um what sort of stuff do you actually handle", "greeting"),
        ("so what kinds of questions do you answer", "greeting"),
    ],
)
def test_a_laughing_remark_and_a_scope_question_are_small_talk(text, act):
    assert smalltalk_act(text.lower()) == act


@pytest.mark.parametrize(
    ("question", "first"),
    [
        ("haha my cat keeps sleeping on the warm side of my pc", "Ha, fair enough!"),
        ("哈哈 我老婆看到电费账单要骂死我了", "哈哈，可以理解！"),
        ("ok so what kinds of questions can you actually answer", "Hello! I help you"),
    ],
)
def test_small_talk_is_answered_as_itself(advisor, question, first):
    answer = advisor.ask(question)
    assert answer.kind == "smalltalk"
    assert answer.answer.startswith(first)


@pytest.mark.parametrize(
    ("question", "said"),
    [
        ("could you draw me a picture of a server rack on fire", "don't cover making images"),
        ("please generate a video of a gpu dancing", "don't cover making images"),
        ("你能帮我生成一张显卡赛车的图片吗", "不支持生成图片"),
        ("帮我画一幅机房的画", "不支持生成图片"),
    ],
)
def test_a_picture_asked_of_the_assistant_is_declined_by_name(advisor, question, said):
    answer = advisor.ask(question)
    assert answer.kind == "unsupported"
    assert said in answer.answer.split("\n")[0]


def test_a_picture_made_on_a_card_is_still_sized(advisor):
    answer = advisor.ask("how long does sdxl take to generate an image on a 4070?")
    assert answer.kind != "unsupported"


@pytest.mark.parametrize(
    "question",
    [
        "a1111 went from 9 it/s to 2 it/s after the driver update on my 3080",
        "a1111 更新驱动后出图从 7it/s 掉到 2it/s，4070",
    ],
)
def test_a1111_is_the_web_ui_not_a_card(advisor, question):
    answer = advisor.ask(question)
    assert "A10" not in answer.answer.split("\n")[0]
    assert not any(p.kind == "unknown_gpu" for p in advisor.understand(question).problems)


@pytest.mark.parametrize(
    "question",
    ["dynamic batching versus static batching, explained simply", "what does request batching do"],
)
def test_batching_words_are_on_topic(advisor, question):
    assert advisor.ask(question).kind != "unsupported"


@pytest.mark.parametrize(
    ("text", "errors"),
    [
        ("used v100: nvidia-smi shows nonzero ECC errors, still ok?", True),
        ("二手 A100 的 ECC 错误计数不是 0，还能用吗", True),
        ("rented H100 ecc errors: 0, is that normal?", False),
        ("二手 V100 的 ECC 错误为 0，正常吗", False),
    ],
)
def test_an_ecc_count_is_read(text, errors):
    result = read_result(text)
    assert result is not None
    assert result.test == "ecc"
    assert result.errors is errors


@pytest.mark.parametrize(
    ("question", "verdict", "words"),
    [
        (
            "my used A100 shows nonzero ECC errors in nvidia-smi, still usable?",
            "conditional",
            ("uncorrectable", "A100"),
        ),
        ("二手 P40 的 ECC 错误计数不为 0，还能用吗", "conditional", ("不可纠正", "P40")),
        ("rented an H100 and ecc errors: 0, is that fine?", "yes", ("zero ECC errors", "H100")),
    ],
)
def test_an_ecc_count_is_judged(advisor, question, verdict, words):
    answer = advisor.ask(question)
    assert answer.kind == "verify"
    assert answer.verdict == verdict
    for word in words:
        assert word in answer.answer.split("\n")[0]


@pytest.mark.parametrize(
    "question",
    [
        "what's the point of tensorrt for resnet50 if pytorch already uses the gpu",
        "what is the benefit of an fp8 kv cache on an h100",
        "yolo 已经能在显卡上跑了，再转 tensorrt 有什么意义",
        "vllm 的 paged attention 意义何在",
    ],
)
def test_what_is_the_point_is_explained(advisor, question):
    assert advisor.understand(question).explain_asked
    assert advisor.ask(question).kind == "concept"


_OLLAMA_SPLIT = (
    "ollama ps 显示 qwen3:32b 25 GB 38%/62% CPU/GPU，我是 4090，为什么有一部分跑在 cpu 上"
)


@pytest.mark.parametrize(
    ("turns", "kind", "verdict"),
    [
        ([_OLLAMA_SPLIT, "那我把 num_ctx 调到 8192 能全进显存吗"], "fit_check", "yes"),
        (
            [
                "my 3090 is slow on llama 70b q4, 4 tok/s",
                "if i set context to 4096 will it fit in vram?",
            ],
            "fit_check",
            "no",
        ),
        ([_OLLAMA_SPLIT, "num_ctx 我设的 32768"], "troubleshoot", None),
    ],
)
def test_a_fit_asked_after_a_trouble_is_a_fit_check(advisor, turns, kind, verdict):
    answer = advisor.converse(turns).turns[-1].answer
    assert answer.kind == kind
    if verdict is not None:
        assert answer.verdict == verdict
