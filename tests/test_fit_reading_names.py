"""What-fits and fit-check reading: a size inside a list ask, ordinal and seller wording, laptop
chips the catalog lacks, a Ti card named again, KV-cache flags, a unified-memory share.

Each case is a question of its own, not a labelled one: the mechanism must hold for any wording.
"""

import pytest

from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    "question",
    [
        "4070 ti super 16g，哪些 14b 以下的模型跑得顺",
        "M2 Max 96G 的笔记本，有什么 30b 左右的模型推荐跑",
        "两张3090，哪些 70B 以内的模型用起来比较舒服",
    ],
)
def test_a_size_between_which_and_models_still_asks_for_a_list(advisor, question):
    query, answer, first = turn_of(advisor, question)
    assert answer.kind == "fits_hardware"
    assert query.model_id is None


@pytest.mark.parametrize(
    ("follow", "count"),
    [
        ("what if i found a second one on ebay?", 2),
        ("and if i grab a third one later?", 3),
        ("what if i pick up a second card?", 2),
    ],
)
def test_an_ordinal_card_found_or_grabbed_is_the_new_count(advisor, follow, count):
    query, answer, first = turn_of(advisor, "what llms can a single rtx 3060 12gb run?", follow)
    assert [(g.gpu_id, g.count) for g in query.gpus] == [("rtx-3060", count)]
    assert answer.kind == "fits_hardware"
    assert f"{count} × RTX 3060" in first


@pytest.mark.parametrize(
    "question",
    [
        "a guy is selling a tesla k80 for $35, is it any good for local llama?",
        "my neighbour is selling a tesla k40, worth it for llms or scrap?",
    ],
)
def test_a_card_someone_else_sells_is_the_subject(advisor, question):
    query, answer, first = turn_of(advisor, question)
    assert answer.kind == "not_covered"
    assert any(p.kind == "unknown_gpu" for p in query.problems)
    assert "not in my catalog" in first


def test_the_askers_own_card_sold_is_still_ruled_out(advisor):
    query = advisor.understand("selling my 3090 to fund a 4090, will qwen2.5 32b q4 fit on it?")
    assert [g.gpu_id for g in query.gpus] == ["rtx-4090"]


@pytest.mark.parametrize(
    "question",
    [
        "笔记本 mx350 2g 能跑 whisper base 吗",
        "laptop with a geforce mx550, can it do whisper tiny for subtitles?",
        "gtx 970m 3gb old laptop, any chance for whisper small?",
    ],
)
def test_laptop_chips_the_catalog_lacks_are_said_missing(advisor, question):
    query, answer, first = turn_of(advisor, question)
    assert answer.kind == "not_covered"
    assert any(p.kind == "unknown_gpu" for p in query.problems)
    assert "RTX 4060 Ti" not in answer.answer  # never silently sized on another card


@pytest.mark.parametrize(
    ("question", "gpus"),
    [
        (
            "魔改 2080ti 22g 一张，跑 qwen2.5 14b q8 放得下吗？2080ti 没有 bf16 吧",
            [("rtx-2080-ti-22gb", 1)],
        ),
        (
            "one 2080 ti 22gb modded card, mistral small 24b q4 with 8k fits?"
            " the 2080 ti lacks bf16",
            [("rtx-2080-ti-22gb", 1)],
        ),
        ("h100 pcie vs h100 sxm for llama 70b fp8", [("h100-pcie", 1), ("h100-sxm", 1)]),
    ],
)
def test_a_ti_card_named_again_is_the_sized_one(advisor, question, gpus):
    query = advisor.understand(question)
    assert [(g.gpu_id, g.count) for g in query.gpus] == gpus


def test_a_ti_card_named_again_is_a_fit_check(advisor):
    _, answer, first = turn_of(
        advisor, "2080ti 22g 单卡 qwen2.5 14b int8 8k 上下文放得下吗，2080ti 不支持 bf16 对吧"
    )
    assert answer.kind == "fit_check"
    assert "22GB" in first and " vs " not in first


@pytest.mark.parametrize(
    ("question", "weights", "cache"),
    [
        (
            "llama-server -m gemma-3-27b-it-q4_k_m.gguf -ctk q8_0 -ctv q8_0 -c 16384 on a 4090",
            "q4_k_m",
            "q8_0",
        ),
        (
            "qwen2.5 32b q4_k_m on a 3090 with --cache-type-k q4_0 --cache-type-v q4_0",
            "q4_k_m",
            "q4_0",
        ),
        ("4090 跑 qwen3 32b q4_k_m，加了 -ctk q8_0，32k 上下文能放下吗", "q4_k_m", "q8_0"),
    ],
)
def test_cache_type_flags_are_no_weight_precision(advisor, question, weights, cache):
    query = advisor.understand(question)
    assert query.precision == weights
    assert query.kv_precision == cache


@pytest.mark.parametrize(
    ("question", "share"),
    [
        ("framework desktop 64gb, i gave 48 of it to the igpu. what llms fit?", "48 GB"),
        ("ai max 395 128g，bios 里把 96G 分给核显，能跑哪些模型", "96 GB"),
        ("strix halo 128gb with 96gb allocated to the gpu, which models can i run", "96 GB"),
    ],
)
def test_a_unified_memory_share_given_to_the_gpu_is_said_back(advisor, question, share):
    _, answer, _ = turn_of(advisor, question)
    assert answer.kind == "fits_hardware"
    assert any(share in a for a in answer.assumptions)
