"""The general mechanisms behind issue 21's understanding work, each checked on its own.

Serving capacity, stated MFU, training read as pre-training, feasibility questions that also
time the job, prices when a provider lacks the card, unknown accelerators, rent-or-buy inputs
(utilisation, capex, the provider's rate, a personal default), follow-ups that keep their kind,
instances, and training comparisons decided by compute. Expected figures come from the
calculators and the catalog, never from an answer.
"""

from __future__ import annotations

from decimal import Decimal

import pytest

from assistant.calc.duration import estimate_job_duration
from assistant.calc.head_to_head import choose_winner
from assistant.calc.serving import serving_capacity
from assistant.calc.workload import Workload
from assistant.catalog.specs import load_catalog
from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor

CAT = load_catalog()


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _first(answer) -> str:
    return answer.answer.splitlines()[0]


# --------------------------------------------------------------------------- serving capacity


def test_capacity_is_the_converse_of_the_serving_plan():
    cap = serving_capacity(CAT.model("llama-3-8b"), CAT.gpu("rtx-4090"), 4)
    assert cap.users > 0 and cap.limited_by in ("memory", "speed")
    assert cap.users == cap.replicas * cap.batch_per_replica
    assert cap.per_user_tokens_per_s >= 10.0  # the default per-user floor
    # a model whose 16-bit weights leave no room on one card serves nobody at bf16
    none = serving_capacity(CAT.model("llama-3-70b"), CAT.gpu("h100-sxm"), 1)
    assert none.users == 0 and none.limited_by == "fit"


@pytest.mark.parametrize(
    ("question", "lead"),
    [
        ("how many users can 4x 4090 hold running llama 3 8b?", "concurrent users"),
        ("4 张 4090 用 vLLM 跑 Llama 3 8B，能撑多少并发", "路并发"),
    ],
)
def test_capacity_questions_lead_with_the_user_count(advisor, question, lead):
    answer = advisor.ask(question)
    expected = serving_capacity(CAT.model("llama-3-8b"), CAT.gpu("rtx-4090"), 4).users
    assert answer.kind == "serve"
    assert lead in _first(answer) and f"{expected}" in _first(answer)


def test_capacity_falls_back_to_a_precision_that_fits(advisor):
    answer = advisor.ask("how many concurrent requests can one H100 serve for a 70B model")
    precisions = [c.input["precision"] for c in answer.tool_calls]
    assert precisions[0] == "bf16" and len(precisions) >= 2
    assert "sized at" in answer.answer  # the 16-bit failure is said


def test_concurrent_users_win_over_a_team_size():
    q = parse("公司内部要部署 Qwen2.5-72B，大概 200 人用，同时在线 30 人左右，需要几张 A100", CAT)
    assert q.users == 30
    assert not q.gpus[0].count_stated  # "几张 A100": the count is the question


# --------------------------------------------------------------------------- training jobs


@pytest.mark.parametrize(
    ("question", "method"),
    [
        ("How many GPU-hours to train a 7B model on 1T tokens on H100s?", "pretrain"),
        ("训练一个1B的模型，100亿token，8张H100要多久", "pretrain"),
        ("微调 7B 用 10亿 token 要多久", None),  # fine-tuning named: not pre-training
    ],
)
def test_training_on_a_pretraining_volume_reads_as_pretraining(question, method):
    assert parse(question, CAT).method == method


def test_a_stated_mfu_times_the_job_at_that_share():
    model, gpu = CAT.model("llama-3-8b"), CAT.gpu("h100-sxm")
    wl = Workload(method="pretrain")
    base = estimate_job_duration(model, gpu, 8, wl, tokens=1e11)
    stated = estimate_job_duration(model, gpu, 8, wl, tokens=1e11, mfu=0.2)
    assert stated.hours == pytest.approx(base.hours * base.mfu / 0.2, rel=0.01)
    assert stated.mfu_range == (0.2, 0.2)
    assert parse("train a 7B model on 1T tokens on H100s at 40% MFU", CAT).mfu == 0.4


def test_a_feasibility_question_with_data_is_a_fit_check_then_timed(advisor):
    answer = advisor.ask("Can I pretrain a 1B model from scratch on 8x A100 40GB with 20B tokens?")
    assert answer.kind == "fit_check" and answer.verdict in ("yes", "conditional")
    assert {c.tool for c in answer.tool_calls} >= {"estimate_memory", "estimate_job_duration"}
    assert "hours" in answer.answer.splitlines()[2] or "hours" in answer.answer


# --------------------------------------------------------------------------- prices and names


def test_a_provider_outside_the_price_book_leads_with_the_price_elsewhere(advisor):
    answer = advisor.ask("does Paperspace still have A100s and what do they charge")
    line = _first(answer)
    assert answer.kind == "price"
    assert "don't cover Paperspace" in line and "$" in line


def test_a_named_instance_is_priced_at_its_own_provider(advisor):
    answer = advisor.ask("p4d.24xlarge price per hour")
    assert "AWS p4d.24xlarge" in _first(answer)


@pytest.mark.parametrize(
    "question",
    ["Google TPU v5e 一小时多少钱，和 A100 比划算吗", "AWS Trainium2 vs H100 for training llama"],
)
def test_accelerators_the_catalog_lacks_are_said_first(advisor, question):
    answer = advisor.ask(question)
    assert "not in my catalog" in _first(answer) or "不在我的目录里" in _first(answer)


def test_a_count_glued_to_a_word_is_not_a_count():
    q = parse("腾讯云 GN7 T4 包月多少钱", CAT)
    assert [(g.gpu_id, g.count) for g in q.gpus] == [("t4", 1)]


def test_a_clause_comma_is_not_inside_a_number():
    q = parse("vllm 报 KV cache 不够，max_model_len 设 32768，显卡是 4090", CAT)
    assert not q.problems and q.gpus[0].gpu_id == "rtx-4090"


def test_a_family_and_size_read_as_its_newest_model():
    q = parse("H100 vs H200 tokens/s on Llama 70B fp8?", CAT)
    newest = max(
        (m for m in CAT.models.values() if m.family == "llama" and m.params_b == 70.6),
        key=lambda m: str(m.release),
        default=None,
    )
    assert q.model_id is not None and CAT.models[q.model_id].family == "llama"
    assert newest is None or q.model_id == newest.id


# --------------------------------------------------------------------------- rent or buy


def test_a_stated_utilisation_is_an_input_not_a_trouble(advisor):
    answer = advisor.ask("利用率只有30%左右，自建GPU集群还值得吗")
    assert answer.kind == "rent_vs_buy"
    weekly = answer.tool_calls[0].input["hours_per_week"]  # the stated use, as hours a week
    assert weekly == pytest.approx(0.3 * 168, abs=0.5)


def test_a_stated_purchase_price_is_the_capex(advisor):
    answer = advisor.ask("hobbyist here - does buying a used 3090 for $700 make sense vs runpod?")
    assert answer.tool_calls[0].input["capex"] == Decimal("700")
    assert "$700.00 you stated" in answer.answer
    assert "RunPod" in answer.answer  # its rate, or why the book has none


def test_one_person_weighs_one_consumer_card(advisor):
    answer = advisor.ask("个人开发者，偶尔跑跑 SD，买卡还是用云？")
    call = answer.tool_calls[0]
    assert answer.kind == "rent_vs_buy" and (call.input["gpu"], call.input["count"]) == (
        "rtx-4090",
        1,
    )


def test_a_named_providers_rate_is_the_rent(advisor):
    answer = advisor.ask("buy 8 H100 or rent on lambda for 3 years?")
    assert answer.tool_calls[0].input["rent_per_gpu_hour"] > 0
    assert "Lambda's" in answer.answer


# --------------------------------------------------------------------------- conversation


def test_a_follow_up_keeps_the_kind_it_continues(advisor):
    first = "手上一张4090 24G，能跑哪些大模型？主要想本地聊天"
    turns = advisor.converse([first, "那再加一张呢"]).turns
    assert [t.answer.kind for t in turns] == ["fits_hardware", "fits_hardware"]
    assert turns[1].answer.tool_calls[0].input["count"] == 2


def test_a_short_follow_up_is_not_rerouted_by_similarity(advisor):
    turns = advisor.converse(
        ["can I fine-tune a 13B model on two 4090s?", "what about 70B?", "and on 4 A100s?"]
    ).turns
    assert turns[2].answer.kind == "fit_check"


def test_a_follow_up_carries_the_instance(advisor):
    turns = advisor.converse(["what's in a g6e.12xlarge", "how much is it per hour"]).turns
    assert "g6e.12xlarge" in _first(turns[1].answer)


def test_two_instances_side_by_side_are_both_described(advisor):
    line = _first(advisor.ask("g5.xlarge vs g5.4xlarge, same gpu?"))
    assert line.index("g5.xlarge") < line.index("g5.4xlarge")


# --------------------------------------------------------------------------- comparisons


def test_training_comparisons_with_no_model_are_decided_by_compute(advisor):
    answer = advisor.ask("H20 还是 A800，训练大模型用哪个")
    report = answer.tool_calls[0].output
    speeds = {r["gpu_id"]: r["tokens_per_s"] for r in report["gpus"] if r["fits"]}
    assert report["winner"] == max(speeds, key=speeds.__getitem__) == "a800-80gb"


def test_inference_comparisons_with_no_model_are_still_decided_by_memory():
    from assistant.calc.head_to_head import Contender

    rows = [
        Contender.model_construct(gpu_id="a", count=1, fits=True, memory_gb=24.0, usable_gb=24.0,
                                  tokens_per_s=100.0),
        Contender.model_construct(gpu_id="b", count=1, fits=True, memory_gb=80.0, usable_gb=80.0,
                                  tokens_per_s=50.0),
    ]  # fmt: skip
    assert choose_winner(rows, None, model_named=False)[0] == "b"
    assert choose_winner(rows, None, model_named=False, training=True)[0] == "a"


def test_a_greeting_with_a_vague_request_is_small_talk(advisor):
    assert advisor.ask("hey there, new here. can you help me pick a gpu?").kind == "smalltalk"
    assert advisor.ask("hi, can you help me size llama 70b on 2 4090s?").kind == "fit_check"
