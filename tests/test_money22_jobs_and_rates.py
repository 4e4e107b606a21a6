"""Job sizes, rate units, training splits, unlisted clouds, held cards and the job beside power.

Each mechanism in the asker's own words: a size in millions said a few words before "model"
("a 760m llama-style model", "一个 300M 的小模型"); an hour said after a price word is the rate's
unit when a job's span follows ("what's the charge an hour, and for 10 days?"); DDP, FSDP or
ZeRO beside "run" is a training split, so a follow-up keeps the earlier job's method; a Chinese
cloud with 云 inside its name is read before 的 and a card; cards held set against renting are
a rent-or-buy weighing, even with an instance type named; a model named beside a power question
is sized on the cards.
"""

import pytest

from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _first(answer) -> str:
    return answer.answer.splitlines()[0]


@pytest.mark.parametrize(
    ("text", "size"),
    [
        ("train a 760m llama-style decoder model from scratch on 50B tokens, 16 h100s", 0.76),
        ("how long to pretrain a 125m gpt 2 small model on 8 a100s with 10B tokens", 0.125),
        ("用8张A100从零预训练一个300M的小模型，跑40B token要几天", 0.3),
        ("从头训练一个 1500M 的模型，100B token，32 张 H800", 1.5),
    ],
)
def test_a_size_in_millions_before_model_words_is_the_model(advisor, text, size):
    query = parse(text, advisor.catalog)
    assert query.params_b == size
    assert query.method == "pretrain"


def test_millions_of_tokens_are_not_a_model_size(advisor):
    query = parse("lora on a 7b with 300m tokens of support chat model data", advisor.catalog)
    assert query.params_b == 7.0
    assert query.tokens == 300_000_000


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("days to pretrain a 760m llama-style model on 50B tokens with 16x h100?", "en"),
        ("8张A100从零预训练一个300M的小模型，40B token，要多少天", "zh"),
    ],
)
def test_a_small_pretraining_job_is_timed(advisor, question, lang):
    answer = advisor.ask(question)
    assert answer.kind == "job_duration"
    timed = [c for c in answer.tool_calls if c.tool == "estimate_job_duration"]
    assert timed and timed[0].input["method"] == "pretrain"
    assert timed[0].input["model"] in ("0.76b", "0.3b")
    assert (
        ("hours" in _first(answer) or "days" in _first(answer))
        if lang == "en"
        else "小时" in (_first(answer)) or "天" in _first(answer)
    )


@pytest.mark.parametrize(
    ("text", "hours"),
    [
        ("what does lambda charge for an h100 an hour, and for a 10-day job?", 240.0),
        ("how much does runpod charge an hour for an a100, and for 3 weeks?", 504.0),
        ("what's the price of an l40s an hour on runpod and what would 100 hours cost", 100.0),
        ("nebius上H200一小时多少钱，连着跑两周呢", 336.0),
        ("lambda的A100一小时多少钱？跑5天（120小时）总价多少", 120.0),
    ],
)
def test_an_hour_as_the_rate_unit_leaves_the_job_span(advisor, text, hours):
    query = parse(text, advisor.catalog)
    assert query.duration_hours == hours
    assert query.unit == "per_hour"


@pytest.mark.parametrize(
    "text",
    ["how much does an a100 cost an hour on lambda?", "what do 4 l40s cost for an hour?"],
)
def test_an_hour_alone_is_still_the_job(advisor, text):
    assert parse(text, advisor.catalog).duration_hours == 1.0


def test_the_total_for_the_span_is_priced(advisor):
    answer = advisor.ask("what does lambda charge for an h100 an hour, and for a 10-day job?")
    assert answer.kind == "price"
    priced = [c for c in answer.tool_calls if c.tool == "price_job"]
    assert priced[0].input["hours"] == 240.0
    assert "240 h" in _first(answer)


@pytest.mark.parametrize(
    "text",
    [
        "add a second 3090 and run ddp, how long now?",
        "what if we run it with fsdp across 4 cards",
        "再加两张卡跑 deepspeed zero-3 要多久",
    ],
)
def test_a_training_split_beside_run_is_no_inference(advisor, text):
    assert parse(text, advisor.catalog).method != "inference"


def test_a_split_said_in_a_follow_up_keeps_the_method(advisor):
    turns = [
        "qlora on qwen2.5 14b, one 3090, 20k samples of 1k tokens, 2 epochs, how long?",
        "and if I run ddp over two 3090s?",
    ]
    answer = advisor.converse(turns).turns[-1].answer
    assert answer.kind == "job_duration"
    timed = [c for c in answer.tool_calls if c.tool == "estimate_job_duration"]
    assert timed[0].input["method"] == "qlora"
    assert timed[0].input["count"] == 2


def test_a_split_said_in_a_chinese_follow_up_keeps_the_method(advisor):
    turns = ["一张4090 qlora 微调 llama 3 8b，2万条，每条1k token，3个epoch要多久", "两张卡跑ddp呢"]
    answer = advisor.converse(turns).turns[-1].answer
    timed = [c for c in answer.tool_calls if c.tool == "estimate_job_duration"]
    assert timed[0].input["method"] == "qlora"
    assert timed[0].input["count"] == 2


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("星瀚云算的H100一小时多少钱", "星瀚云算"),
        ("北辰云极的A800包月多少", "北辰云极"),
    ],
)
def test_a_cloud_with_yun_inside_its_name_is_read_before_de(advisor, text, name):
    assert parse(text, advisor.catalog).provider == name


def test_an_unlisted_cloud_is_said_first(advisor):
    answer = advisor.ask("星瀚云算的H100一小时多少钱，租三天多少")
    assert answer.kind == "price"
    assert "未收录星瀚云算" in _first(answer)


@pytest.mark.parametrize(
    "question",
    [
        "2 a6000s in my closet already. cheaper to keep using them at $0.20/kwh or rent h100s?",
        "we own four l40s. run them locally at 15 cents a kwh, or just rent an h100 on demand?",
        "my 3 3090s are paid off - better to keep running them or rent a100s by the hour?",
    ],
)
def test_cards_held_set_against_renting_are_weighed(advisor, question):
    answer = advisor.ask(question)
    assert answer.kind == "rent_vs_buy"
    assert any(c.tool.startswith("rent_vs_buy") for c in answer.tool_calls)


@pytest.mark.parametrize(
    "question",
    [
        "给客户算一下：买4卡L20还是租阿里云gn8is，利用率六成",
        "is it better to buy 8x l40s or rent an aws g6e.48xlarge at 60% use?",
    ],
)
def test_a_named_type_in_a_rent_or_buy_weighing_is_the_rental(advisor, question):
    assert advisor.ask(question).kind == "rent_vs_buy"


@pytest.mark.parametrize(
    ("question", "model", "fits"),
    [
        ("how many watts does a mac studio m2 ultra pull running a 70b model?", "70B", "it fits"),
        ("power draw of one rtx 4090 while serving a 32b model?", "32B", "it fits"),
        ("一张 4090 跑 13B 模型功耗多少瓦", "13B", "放得下"),
        ("一张 4060 Ti 8G 跑 70B 模型功耗多少", "70B", "跑不起来"),
    ],
)
def test_the_model_beside_a_power_question_is_sized(advisor, question, model, fits):
    answer = advisor.ask(question)
    assert answer.kind == "power"
    assert any(c.tool == "estimate_memory" for c in answer.tool_calls)
    last = answer.answer.split("\n\n")
    line = next(p for p in last if model in p and ("GB" in p))
    assert fits in line, line
