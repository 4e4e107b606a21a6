"""Media jobs beside other asks: a model list's open words, a side use of an LLM purchase,
a budget raised after a pick among named cards, and ComfyUI's low-VRAM mode seen."""

from __future__ import annotations

from decimal import Decimal

import pytest

from assistant.models import GPUAsk, Query
from assistant.question.choosing import named_candidates
from assistant.question.follow_amounts import budget_amount
from assistant.question.side_media import media_on_the_side
from assistant.question.text import fold
from assistant.question.troubleshoot import trouble_kind
from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _tool_inputs(answer, tool: str) -> list[dict]:
    return [c.input for c in answer.tool_calls if c.tool == tool]


# ------------------------------------------------------------ a model list's "or anything else"


@pytest.mark.parametrize(
    ("text", "card", "model"),
    [
        ("rtx 4090 here — what video models can I run? wan or something else?", "4090", "Wan2.1"),
        ("3060 12gb: which image models run on it, flux or anything else?", "3060", "FLUX.1"),
        ("a6000 48gb — which video gen models fit? or anything else you have", "A6000", "Wan2.1"),
    ],
)
def test_open_words_after_a_model_list_offer_other_models(advisor, text, card, model) -> None:
    query, answer, line = turn_of(advisor, text)
    assert query.named_candidates is None  # the cards are not options of a purchase
    assert answer.kind == "workload_fit"
    assert card in line and model in line
    assert not _tool_inputs(answer, "recommend_workload_gpu")


@pytest.mark.parametrize(
    ("text", "ask", "expected"),
    [
        ("4090: which video models run? wan or anything else", "list", None),
        ("4090: which video models run? or should i buy a 5090 or something else", "list", "open"),
        ("4090 for wan 2.1, or something else?", None, "open"),
    ],
)
def test_open_words_weigh_cards_only_beside_a_purchase(text, ask, expected) -> None:
    slots = {"gpus": [GPUAsk(gpu_id="rtx-4090")], "workload_ask": ask}
    assert named_candidates(fold(text), slots) == expected


# ------------------------------------------------------------ a media job on the side


@pytest.mark.parametrize(
    ("text", "side"),
    [
        ("预算6000，主要跑本地大模型，偶尔画图", True),
        ("mostly local llms, occasionally some stable diffusion", True),
        ("llms first, sdxl now and then", True),
        ("预算6000，跑本地大模型和画图", False),  # both are the job
        ("occasionally some stable diffusion", False),  # no language models said
    ],
)
def test_a_media_job_said_on_the_side_is_read(text: str, side: bool) -> None:
    assert media_on_the_side(fold(text), {}) is side


@pytest.mark.parametrize(
    ("text", "cards"),
    [
        (
            "预算7000，玩本地大模型为主，偶尔出图，买4060ti 16g还是二手3090？",
            {"rtx-4060-ti-16gb", "rtx-3090"},
        ),
        (
            "$1500 for local llms, occasionally some sdxl: 4070 ti super or a used 3090,"
            " or something else?",
            {"rtx-4070-ti-super", "rtx-3090"},
        ),
        ("预算1万，买5070ti还是4090D，主要跑大模型，顺便画图", {"rtx-5070-ti", "rtx-4090d"}),
    ],
)
def test_the_pick_is_for_the_language_models(advisor, text, cards) -> None:
    query, answer, _ = turn_of(advisor, text)
    assert answer.kind == "recommend"
    assert query.workload_id is None and query.media_aside is not None
    picks = _tool_inputs(answer, "recommend_setup")
    assert picks and set(picks[0]["gpus"]) == cards
    assert any(m.code == "read.media_aside" for m in query.assumptions)


def test_without_a_side_word_the_media_job_is_ranked(advisor) -> None:
    query, answer, _ = turn_of(advisor, "预算7000，画图用，买4060ti 16g还是二手3090？")
    assert query.workload_id is not None and query.media_aside is None
    assert answer.kind == "workload_pick"


# ------------------------------------------------------------ a budget raised after a pick


@pytest.mark.parametrize(
    ("text", "amount"),
    [
        ("那要是上到2.5w呢", Decimal(25000)),
        ("加到1.2w，会换卡吗", Decimal(12000)),
        ("功耗降到75w呢", None),  # watts, not 万
        ("限到300w", None),
    ],
)
def test_w_after_an_amount_is_wan_in_a_budget_follow_up(text: str, amount) -> None:
    previous = Query(text="x", budget=Decimal(8000), budget_currency="CNY")
    found = budget_amount(text, previous)
    assert (found[0] if found else None) == amount


@pytest.mark.parametrize(
    ("turns", "budget", "cards"),
    [
        (
            ("预算8000，跑本地大模型，4060ti 16g还是二手3090，还是别的", "那要是加到1.5w呢"),
            Decimal(15000),
            {"rtx-4060-ti-16gb", "rtx-3090"},
        ),
        (
            (
                "$1200 for local llms: 4070 ti super or a used 3090, or something else?",
                "what about $2000?",
            ),
            Decimal(2000),
            {"rtx-4070-ti-super", "rtx-3090"},
        ),
    ],
)
def test_a_budget_raised_keeps_the_named_cards(advisor, turns, budget, cards) -> None:
    query, answer, _ = turn_of(advisor, *turns)
    assert answer.kind == "recommend" and query.budget == budget
    assert query.named_candidates is not None
    picks = _tool_inputs(answer, "recommend_setup")
    assert set(picks[0]["gpus"]) == cards


def test_a_budget_cut_reopens_the_pick(advisor) -> None:
    turns = ("预算8000，跑本地大模型，4060ti 16g还是二手3090，还是别的", "要是砍到3000呢")
    query, answer, _ = turn_of(advisor, *turns)
    assert answer.kind == "recommend" and query.budget == Decimal(3000)
    assert query.named_candidates is None


# ------------------------------------------------------------ ComfyUI's low-VRAM mode


@pytest.mark.parametrize(
    ("text", "figure", "lead"),
    [
        (
            "flux dev in comfyui on a 4060 ti 16gb, log says loading in lowvram mode. normal?",
            "GB",
            "Expected",
        ),
        ("3090上用comfyui跑wan2.1 14b，切换到了低显存模式，一步80秒，这正常吗", "56.9 GB", "正常"),
        (
            "sdxl on my 4090 in comfyui, console shows lowvram mode and it's slow, why?",
            "11.9 GB",
            "Not expected",
        ),
    ],
)
def test_low_vram_mode_seen_is_a_slow_job(advisor, text, figure, lead) -> None:
    query, answer, line = turn_of(advisor, text)
    assert answer.kind == "troubleshoot" and query.trouble == "slow"
    assert "cpu_offload" in query.memory_savers
    assert _tool_inputs(answer, "estimate_workload_memory")
    assert lead in line and figure in line


@pytest.mark.parametrize(
    "text",
    [
        "flux dev on a 3060 12gb in comfy: will it drop into lowvram mode at 1024?",
        "4070 跑 wan2.1 1.3b 会不会进入低显存模式",
        "sdxl with two controlnets on 8gb, doable or would it fall back to lowvram mode",
        "comfyui says loaded in lowvram mode, what does that mean?",  # explained, not fixed
        "日志显示 lowvram 模式是什么意思",
    ],
)
def test_low_vram_mode_only_feared_is_no_trouble(text: str) -> None:
    assert trouble_kind(text) is None
