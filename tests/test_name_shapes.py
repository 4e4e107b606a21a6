"""Names the catalog lacks are said missing first; plain English is never a card's name.

Each test is written in its own words: the mechanisms are the reading of a name's shape
(a Quadro name, a stated memory against a guessed card, an English compound, a model named by
its family, version and size), not any one question.
"""

import pytest

from assistant.catalog.vocabulary import english_compound
from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _first(answer) -> str:
    return answer.answer.splitlines()[0]


def _kinds(query) -> list[str]:
    return [p.kind for p in query.problems]


# --------------------------------------------------------------- English words are no cards


def test_two_english_words_run_together_are_english():
    assert english_compound("shortlist") and english_compound("bookshelf")
    assert not english_compound("tenstorrent") and not english_compound("zorbitron")
    assert not english_compound("short")  # one word, no compound to split


@pytest.mark.parametrize(
    "question",
    [
        "shortlist two single-slot cards under 75 watts for yolov8s on 6 camera feeds",
        "帮我 shortlist 几张 75W 以内的半高卡，跑 yolov8n，8 路 1080p",
        "handpick 3 cards for sdxl at home",
    ],
)
def test_an_english_compound_before_a_card_word_is_no_accelerator(advisor, question):
    assert "other_accelerator" not in _kinds(parse(question, advisor.catalog))


def test_a_capped_low_profile_pick_names_a_card_within_the_cap(advisor):
    answer = advisor.ask("shortlist two single-slot cards under 75 watts for yolov8s on 6 feeds")
    pick = [c for c in answer.tool_calls if c.tool == "recommend_workload_gpu"]
    assert pick and pick[0].input["max_board_power_w"] == 75.0
    assert "T4" in _first(answer) and "not in my catalog" not in answer.answer
    zh = advisor.ask("帮我挑几张 75W 以内的半高卡，跑 yolov8n，8 路 1080p 摄像头")
    assert "T4" in _first(zh) and "不在我的目录" not in zh.answer


# --------------------------------------------------------------- Quadro and stated memory


@pytest.mark.parametrize(
    ("question", "surface", "close"),
    [
        ("quadro rtx 4000 能跑 qwen3 8b 吗", "quadro rtx 4000", "rtx-4000-ada"),
        ("specs of a quadro gp100? hbm size", "quadro gp100", "tesla-p100-16gb"),
        ("Quadro GV100 的显存带宽是多少", "Quadro GV100", "v100-32gb-sxm"),
        ("is a quadro m6000 24gb still useful for llama 3 8b", "quadro m6000 24gb", None),
    ],
)
def test_an_old_quadro_is_never_a_newer_card(advisor, question, surface, close):
    query = parse(question, advisor.catalog)
    assert query.gpus == []
    unknown = [p for p in query.problems if p.kind == "unknown_gpu"]
    assert [p.surface for p in unknown] == [surface]
    assert close is None or close in unknown[0].suggestions


def test_a_quadro_named_by_a_rows_own_spelling_is_that_card(advisor):
    query = parse("quadro rtx a5000 bandwidth", advisor.catalog)
    assert [g.gpu_id for g in query.gpus] == ["rtx-a5000"]


def test_a_stated_memory_against_a_guessed_card_names_another_card(advisor):
    agrees = parse("rtx 5000 32gb 带宽多少", advisor.catalog)
    assert [g.gpu_id for g in agrees.gpus] == ["rtx-5000-ada"]
    other = parse("rtx 5000 16gb bandwidth?", advisor.catalog)
    assert other.gpus == [] and _kinds(other) == ["unknown_gpu"]
    assert "rtx-5000-ada" in other.problems[0].suggestions


def test_an_unknown_quadro_is_said_missing_first(advisor):
    first = _first(advisor.ask("what's the memory bandwidth of a quadro rtx 4000?"))
    assert "'quadro rtx 4000' is not in my catalog" in first and "RTX 4000 Ada" in first
    zh = _first(advisor.ask("Quadro GP100 显存多大"))
    assert "不在我的目录" in zh and "Quadro GP100" in zh


# --------------------------------------------------------------- models by their name's shape


def _unlisted(query) -> list[str]:
    return [p.surface for p in query.problems if p.kind == "unlisted_model"]


@pytest.mark.parametrize(
    ("question", "surface", "size"),
    [
        ("baichuan-m3-14b 在 3090 上能跑吗", "baichuan-m3", 14.0),  # a family's release code
        ("glm-z9-32b on a 4090 at q4, fits?", "glm-z9", 32.0),
        ("river flow (the 40b vlm) on 2x a100 80gb, will it load?", "river flow", 40.0),
        ("跑 bright sky（约 20B 参数）单张 4090 够吗", "bright sky", 20.0),  # words in the bracket
        ("部署Quorvex2.5-14B要什么卡", "Quorvex2.5-14B", 14.0),  # a dotted version, run into zh
        ("quorvex1.5-7b at q8 on a 3060 — fits?", "quorvex1.5-7b", 7.0),
    ],
)
def test_a_model_named_by_its_shape_is_missing_and_sized_by_its_size(
    advisor, question, surface, size
):
    query = parse(question, advisor.catalog)
    assert _unlisted(query) == [surface] and query.params_b == size and query.model_id is None


def test_a_release_code_the_catalog_holds_is_that_model(advisor):
    assert parse("kimi-k2 on 8x h200?", advisor.catalog).model_id == "kimi-k2"
    assert (
        _unlisted(parse("fine-tune on my data (about 1.5m tokens) on a 4090", advisor.catalog))
        == []
    )


@pytest.mark.parametrize(
    ("question", "said"),
    [
        (
            "river flow (the 40b vlm) on 2x a100 80gb, will it load?",
            "'river flow' is not in my catalog",
        ),
        ("baichuan-m3-14b 在 3090 上能跑吗", "'baichuan-m3' 不在我的目录里"),
        ("部署Quorvex2.5-14B要什么卡", "'Quorvex2.5-14B' 不在我的目录里"),
    ],
)
def test_the_missing_model_leads_before_the_verdict(advisor, question, said):
    answer = advisor.ask(question)
    first = _first(answer)
    assert said in first and ("generic" in first or "通用" in first)
    assert any(c.input.get("model", "").endswith("b") for c in answer.tool_calls)


@pytest.mark.parametrize(
    ("question", "surface"),
    [
        ("Morvane upscaler on a 3060 for 4k video?", "Morvane"),
        ("用 Quorvex 做图文问答要什么卡", "Quorvex"),
        ("Zentra 3 视频模型 在 4090 上出一段几分钟", None),  # the video family's: below
    ],
)
def test_a_name_before_a_task_word_is_a_model(advisor, question, surface):
    query = parse(question, advisor.catalog)
    if surface is None:
        assert query.workload_unknown == ["Zentra 3"]
    else:
        assert _unlisted(query) == [surface]
    first = _first(advisor.ask(question))
    assert "not in my catalog" in first or "不在我的目录" in first


def test_a_missing_model_before_its_family_word_is_said_with_the_familys_models(advisor):
    zh = advisor.ask("Zentra 3 视频模型 在 H100 上出一段要多久")
    assert _first(zh).startswith("Zentra 3 不在我的目录里") and "Wan2.1 T2V 14B" in _first(zh)
    en = advisor.ask("Zentra 3 image model on a 4090 — seconds per 1024 image?")
    assert _first(en).startswith("Not in my catalog: Zentra 3")
    speed = [c for c in en.tool_calls if c.tool == "estimate_workload_speed"]
    assert speed and "images" not in speed[0].input  # its version is no count of images
    assert "s per image" in en.answer
