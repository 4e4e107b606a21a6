"""What the catalog lacks is said first; what it holds is not mistaken for something it lacks.

Work no calculator sizes (3D reconstruction, simulation), embedding models, a mixture of
experts known only by its name, an unknown workstation card; and, the other way, a family's
model list ("image models"), a superlative ("smartest model"), a terse spec lookup.
"""

from __future__ import annotations

import pytest

from assistant.catalog.specs import Catalog
from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.fixture(scope="module")
def catalog(advisor) -> Catalog:
    return advisor.catalog


def _first(advisor, text: str) -> tuple[str, str]:
    _, answer, first = turn_of(advisor, text)
    return answer.kind, first


@pytest.mark.parametrize(
    ("text", "work"),
    [
        ("which gpu for training 3d gaussian splats, around $1500", "3D reconstruction"),
        ("instant-ngp nerf on a budget of 8000 rmb, which card", "3D reconstruction"),
        ("gromacs molecular dynamics box, best card under 3k?", "scientific simulation"),
        ("跑分子动力学模拟，预算两万买什么显卡", "科学计算仿真"),
    ],
)
def test_work_no_calculator_sizes_is_said_first(advisor, text: str, work: str) -> None:
    """Never an LLM pick for it: the work is named as not covered, then what is close."""
    kind, first = _first(advisor, text)
    assert kind == "not_covered"
    assert work in first
    assert "tokens/s" not in first


@pytest.mark.parametrize(
    "text",
    [
        "bge-m3 embeddings plus a reranker on one 3060, enough vram?",
        "gte-large-en-v1.5 embeddings on a t4, fits?",
        "nomic embed text v1.5 跑在 4060 上够不够",
    ],
)
def test_embedding_models_alone_are_said_not_covered(advisor, text: str) -> None:
    """An embedding model's name ("gte-…-7b embeddings") is not sized as an LLM of that size."""
    kind, first = _first(advisor, text)
    assert kind == "not_covered"
    assert "not in my catalog" in first or "不在我的目录" in first


@pytest.mark.parametrize(
    ("text", "stand_in"),
    [
        ("granite-5-250b-a30b at q4 on 8x 4090, fits?", "generic_moe_model"),
        ("will pangu-pro-72b-a16b fit on 2x a6000 at q4?", "unlisted_model"),
    ],
)
def test_an_unknown_mixture_is_said_first(advisor, text: str, stand_in: str) -> None:
    """An active size after an unknown name ("-a40b") makes the dense stand-in a mixture's,
    said before any figure."""
    query, _, first = turn_of(advisor, text)
    assert stand_in in [p.kind for p in query.problems]
    assert "not in my catalog" in first


@pytest.mark.parametrize(
    ("text", "budget"),
    [
        ("vast.ai at $0.2x/hr vs owning a 3090 for overnight batch jobs", None),
        ("rent at $0.1x an hour or buy a 4090 outright?", None),
    ],
)
def test_a_price_with_its_digits_left_out_is_never_a_zero_budget(
    catalog: Catalog, text: str, budget: None
) -> None:
    """ "$0.1x/hr" reads "$0" before a stray ".1x": no budget of zero is weighed."""
    assert parse(text, catalog).budget is budget


@pytest.mark.parametrize(
    "text",
    [
        "lambda 1-year reserved h100 vs buying, which is cheaper over 3 years",
        "is a 3-year reserved a100 cheaper than owning one outright",
        "租 3 年 a100 compared to owning one, worth it?",
    ],
)
def test_a_rental_set_against_buying_or_owning_is_rent_or_buy(catalog: Catalog, text: str) -> None:
    assert parse(text, catalog).intent == "rent_vs_buy"


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("what image models can i run on a 3060 12gb", ("Stable Diffusion", "FLUX")),
        ("4070 super 能跑哪些图像模型", ("Stable Diffusion",)),
        ("which speech models fit on an L4 (asr + tts)", ("Whisper",)),
        ("4060能跑哪些语音模型", ("Whisper",)),
    ],
)
def test_a_family_of_models_asked_of_a_card_lists_that_family(
    advisor, text: str, names: tuple[str, ...]
) -> None:
    """ "image models" is the family, not a model the catalog lacks; TTS stays a note."""
    kind, first = _first(advisor, text)
    assert kind == "workload_fit"
    assert all(name in first for name in names)
    assert "not in my catalog" not in first


@pytest.mark.parametrize(
    "text",
    [
        "got a 4070 ti super. smartest model i can run with 8k context?",
        "what's the best model i can run on a 3090 fully in vram",
    ],
)
def test_the_best_model_one_can_run_is_the_list_of_what_fits(advisor, text: str) -> None:
    kind, first = _first(advisor, text)
    assert kind == "fits_hardware"
    assert "not in my catalog" not in first


def test_an_unknown_radeon_pro_card_is_said_missing_with_the_one_held(advisor) -> None:
    kind, first = _first(advisor, "radeon pro w7800 memory bandwidth?")
    assert kind == "not_covered"
    assert "w7800" in first.lower() and "W7900" in first


@pytest.mark.parametrize(
    ("text", "figure"),
    [
        ("rtx 4090 memory bandwidth", "1,008 GB/s"),
        ("w7900 memory bandwidth", "864 GB/s"),
        ("h100 tdp", "700 W"),
    ],
)
def test_a_terse_card_and_figure_is_its_catalog_row(advisor, text: str, figure: str) -> None:
    kind, first = _first(advisor, text)
    assert kind == "catalog"
    assert figure in first


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("how is huawei cloudmatrix 384 wired together, all-to-all?", "cloudmatrix 384"),
        ("谷歌 Ironwood TPU 单芯片多少显存", "ironwood"),
    ],
)
def test_ai_systems_that_are_not_gpus_are_said_missing_not_off_topic(
    advisor, text: str, name: str
) -> None:
    """A supernode or a TPU generation is AI hardware the catalog lacks, never "off topic"."""
    kind, first = _first(advisor, text)
    assert kind == "not_covered"
    assert name in first.lower()


@pytest.mark.parametrize(
    ("text", "yes"),
    [
        ("can two A5500s be NVLinked", True),
        ("两张 a5000 能桥接 nvlink 吗", True),
        ("could two rtx 6000 ada be nvlinked?", False),
    ],
)
def test_a_pair_asked_to_be_bridged_is_the_cards_nvlink_row(advisor, text: str, yes: bool) -> None:
    """A bridge joins two cards: "two of them NVLinked" asks the card's feature, not models."""
    kind, first = _first(advisor, text)
    assert kind == "catalog"
    assert first.startswith(("**Yes", "**是") if yes else ("**No", "**否"))


@pytest.mark.parametrize(
    "text",
    [
        "does comfyui's --novram help flux schnell on a 6gb laptop",
        "comfyui 开 lowvram 对 8G 卡跑 sdxl 有用吗",
    ],
)
def test_whether_comfyuis_memory_mode_helps_is_explained(advisor, text: str) -> None:
    """Never a card to buy: the memory mode is explained from the guide that covers it."""
    kind, first = _first(advisor, text)
    assert kind == "concept"
    assert "lowvram" in first.lower()


@pytest.mark.parametrize(
    "text", ["is qwen3 32b better than llama 3.3 70b", "is flux better than sdxl for portraits"]
)
def test_models_weighed_on_quality_are_declined(text: str) -> None:
    answer = memory_advisor().ask(text)
    assert answer.kind == "unsupported"
    assert "how good models" in answer.answer.splitlines()[0]


def test_cards_weighed_as_better_stay_a_comparison() -> None:
    answer = memory_advisor().ask("is the 4090 better than the 3090 for llama 8b")
    assert answer.kind == "compare"
