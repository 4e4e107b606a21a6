"""Two cards set head to head are compared, whatever price or purchase talk surrounds them."""

import pytest

from assistant.catalog.specs import load_catalog
from assistant.kinds import choose
from assistant.question.conversation import resolve
from assistant.question.parsing import parse
from assistant.question.plan_compare import route
from tests.support.advisors import KNOWLEDGE


@pytest.fixture(scope="module")
def catalog():
    return load_catalog(KNOWLEDGE / "specs")


@pytest.mark.parametrize(
    "question",
    [
        "h200 vs h100 for fine-tuning 70B, worth waiting or just buy the h100 now?",
        "4090和5090跑qwen3 32b谁更快？纠结买哪个",
        "租的时候L40便宜一点，和L40S比跑推理慢多少",
        "微调qwen2.5 7b，4090和A6000谁更快？租金差不多",
        "3090和4090跑sdxl谁快，租金便宜一半",
        # whose throughput is higher, at N cards each, under a one-of-two rule
        "H800 和 H20 部署 qwen3 235b，4 卡对 4 卡谁的吞吐更高？采购只能选一家",
    ],
)
def test_head_to_head_is_a_comparison(catalog, question):
    query = parse(question, catalog)
    assert query.intent == "compare"
    assert query.named_candidates is None
    assert len({g.gpu_id for g in query.gpus}) == 2


@pytest.mark.parametrize(
    "question",
    [
        "4080 vs 4070 ti super, both 16gb — does the wider bus matter in t/s for llms?",
        "3090 vs 4090: does the extra bandwidth show up in tokens per second for a 8B model?",
        "5080和4080 super带宽差了不少，跑起来速度能快多少？",
    ],
)
def test_a_spec_weighed_by_its_speed_is_no_lookup(catalog, question):
    query = parse(question, catalog)
    assert query.spec_fields == []
    assert query.task != "catalog"


@pytest.mark.parametrize(
    ("question", "fields"),
    [
        ("L40和L40S显存一样大吗？fp8算力差多少", ["memory", "tflops"]),
        ("A6000和A40显存一样吗？算力差多少", ["memory", "tflops"]),
        ("do the 3090 and 4090 have the same amount of vram?", ["memory"]),
    ],
)
def test_two_cards_specs_are_a_lookup(catalog, question, fields):
    query = parse(question, catalog)
    assert query.spec_fields == fields
    assert query.task == "catalog"


def test_a_budget_still_opens_the_choice(catalog):
    query = parse("预算1.5万，4090和5090谁更快，买哪个", catalog)
    assert query.intent == "recommend"
    assert query.named_candidates == "only"


@pytest.mark.parametrize(
    "question",
    [
        "cheapest route to 32gb for qwen 32b: a 5090, two 4060 ti 16gb, something else?",
        "for a 7B lora: 4090 / a6000 / something else?",
        "What's the cheapest way to run a 70B at q4 — 2x 3090, an A6000, anything else?",
    ],
)
def test_something_else_opens_the_choice(catalog, question):
    query = parse(question, catalog)
    assert query.intent == "recommend"
    assert query.named_candidates == "open"


@pytest.mark.parametrize(
    "question",
    [
        "博士课题要全参微调qwen2.5 7b，学校只有V100（不支持bf16），值不值得租别的卡，租什么？",
        "our lab only has P100s, no bf16 — worth renting something else for a full 7B fine-tune?",
        "实验室只有T4，要做qwen2.5 7b全参微调，换别的卡租的话租哪张？",
    ],
)
def test_renting_another_card_is_a_recommendation(catalog, question):
    assert parse(question, catalog).intent == "recommend"


@pytest.mark.parametrize(
    ("first", "then", "joined"),
    [
        ("4090和3090跑qwen2.5 14b哪个快", "那5080呢", {"rtx-4090", "rtx-3090", "rtx-5080"}),
        ("A100 vs H100 for fine-tuning a 13B?", "and the L40S?", None),
        ("3090 vs 4090 for sdxl lora training?", "ok where does a 5090 land in that", None),
        ("h100和h200跑llama 3.1 70b推理差多少", "b200能甩开多少", None),
    ],
)
def test_one_more_card_joins_the_comparison(catalog, first, then, joined):
    earlier, _ = resolve(parse(first, catalog), None)
    query, carried = resolve(parse(then, catalog), earlier)
    ids = [g.gpu_id for g in query.gpus]
    assert query.intent == "compare"
    assert len(ids) == 3
    assert ids[:2] == [g.gpu_id for g in earlier.gpus]
    assert carried["gpus"] == ids[:2]
    if joined is not None:
        assert set(ids) == joined
    assert (query.model_id, query.workload_id) == (earlier.model_id, earlier.workload_id)


@pytest.mark.parametrize(
    ("question", "named"),
    [
        ("which of the a4000 / a5000 / a6000 have an nvlink connector?", 3),
        ("3090、4090、A6000 哪几张支持NVLink？", 3),
        ("which of these support fp8: L40S, A100, H100?", 3),
    ],
)
def test_a_feature_over_the_cards_named_is_a_lookup(catalog, question, named):
    query = route(parse(question, catalog))
    assert query.task == "catalog"
    assert query.features
    assert len({g.gpu_id for g in query.gpus}) == named
    kind, _ = choose(query)
    assert kind.name == "catalog"
