"""Readings pasted in quotes, a die code, a price paid and a card asked faulty, judged first.

Each test's phrasing shares a mechanism with a missed case, not its words:

* a value pasted in code or scare quotes ("power limit `400.00 W`", "4x 'A100 SXM4'") reads as
  if typed bare (``question.quoted_values``);
* a GPU die code the catalog holds ("AD104", "GB202") is no unknown card;
* a price paid for the card checked ("off craigslist for $400") is weighed whichever reading led;
* a card got and asked faulty beside a gaming benchmark is checked, not off topic;
* a card read apart from its siblings, or a wrong type suspected, puts the reading up to judge;
* a size promised a clause after the card ("整机，说是 141g 版本") picks that variant;
* an instance type's size ("8xlarge") is no count of cards split across.
"""

from __future__ import annotations

import pytest

from assistant.catalog.specs import load_catalog
from assistant.evaluation_constraints import first_line
from assistant.question.chip_codes import is_catalog_die
from assistant.question.idle_card import idle_card_seen
from assistant.question.parsing import parse
from assistant.question.quoted_values import unquote_values
from tests.support.advisors import last_answer, memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.fixture(scope="module")
def catalog():
    return load_catalog()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("limit `400.00 w` on", "limit  400.00 w  on"),
        ("显存`15360mib`，", "显存 15360mib ，"),
        ("sold as 4x 'a100 sxm4' here", "sold as 4x  a100 sxm4  here"),
        # commands, settings and contractions keep their marks
        ("`nvidia-smi -l` lists", "`nvidia-smi -l` lists"),
        ("`max_model_len=8192` set", "`max_model_len=8192` set"),
        ("i'm on 2x 3090 and it's", "i'm on 2x 3090 and it's"),
    ],
)
def test_quoted_values_are_unquoted_in_place(text, expected):
    assert unquote_values(text) == expected
    assert len(unquote_values(text)) == len(text)


def test_a_quoted_power_limit_and_count_are_read(catalog):
    q = parse(
        "vast box sold as 4x 'A100 SXM4 80GB', smi: power limit `400.00 W`. real SXM?", catalog
    )
    assert q.gpus[0].gpu_id == "a100-80gb-sxm" and q.gpus[0].count == 4
    assert q.power_limit_w == 400.0


@pytest.mark.parametrize(("said", "die"), [("AD104", True), ("gb202", True), ("GB200", False)])
def test_catalog_die_codes(catalog, said, die):
    assert is_catalog_die(catalog, said) is die


def test_a_die_code_is_no_unknown_card(catalog):
    q = parse("二手 5080，gpu-z 显示 GB203、16GB GDDR7，正常吗", catalog)
    assert [g.gpu_id for g in q.gpus] == ["rtx-5080"]
    assert not [p for p in q.problems if p.kind == "unknown_gpu"]


def test_idle_card_ignores_instance_sizes():
    assert not idle_card_seen("腾讯云 gn7.8xlarge 开出来只有一张 t4，正常吗")
    assert idle_card_seen("2x 3090 跑 vllm，另一张卡一直 0%")


@pytest.mark.parametrize(
    ("text", "verdict", "words"),
    [
        # a quoted power limit that tells SXM from PCIe
        ("租的 H100，`nvidia-smi` 里功耗上限是 `350.00 W`，这是 SXM 吗", "no", ("350 W", "700 W")),
        (
            "vast.ai box sold as 4x 'A100 SXM4 80GB': enforced power limit `400.00 W` on each."
            " is that really SXM?",
            "yes",
            ("400 W",),
        ),
        # a draw at idle level while a job runs
        (
            "二手 4090 到手，`nvidia-smi` 显示 `24564MiB`，推理时功耗一直是 `15W / 450W`，卡坏了吗",
            "no",
            ("15 W", "450 W"),
        ),
        # one card's total below its siblings'
        (
            "my cloud L40S box shows 4 cards; `nvidia-smi` says one has 45000MiB and the rest"
            " 46068MiB. is that one bad?",
            "no",
            ("45,000 MiB",),
        ),
        # a wrong type suspected beside the memory read
        (
            "腾讯云 GN7.2XLARGE32 开出来一张 T4，显存 `15360MiB`，是不是给我配错了",
            "yes",
            ("15,360",),
        ),
        (
            "Azure NC24ads_A100_v4: nvidia-smi reports `81920MiB`, but I thought it was the 40GB"
            " one. which is right?",
            "yes",
            ("81,920 MiB",),
        ),
    ],
)
def test_pasted_readings_are_judged_first(advisor, text, verdict, words):
    answer = last_answer(advisor, text)
    line = first_line(answer.answer)
    assert answer.kind == "verify"
    assert answer.verdict == verdict
    assert "gpu-advisor verify" not in line
    for word in words:
        assert word in line


@pytest.mark.parametrize(
    "text",
    [
        "got a 4090 from a reseller for $1,900. nvidia-smi: `24564MiB`, power limit `450.00 W`,"
        " but 3dmark speed way lands 20% under the reviews. broken card?",
        "4090 从黄牛手里 1.6w 收的，nvidia-smi 显示 24564MiB，功耗上限 450W，"
        "但 3dmark 跑分比评测低 20%，卡是不是坏了",
    ],
)
def test_a_card_asked_faulty_beside_a_benchmark_is_checked(advisor, text):
    answer = last_answer(advisor, text)
    assert answer.kind == "verify"
    assert answer.verdict == "yes"
    assert "450 W" in first_line(answer.answer)


def test_a_game_score_alone_stays_off_topic(advisor):
    assert last_answer(advisor, "time spy 跑多少分算正常的 4070").kind == "unsupported"


@pytest.mark.parametrize(
    ("text", "paid"),
    [
        (
            "got a used 3080 off craigslist for $400. GPU-Z shows GA102, 10GB GDDR6X,"
            " 320-bit. real?",
            "$400",
        ),
        ("picked up a 4070 Ti on ebay for $560, GPU-Z reads AD104, 12GB, 192-bit. legit?", "$560"),
    ],
)
def test_the_price_paid_is_weighed_after_a_spec_check(advisor, text, paid):
    answer = last_answer(advisor, text)
    assert answer.kind == "verify" and answer.verdict == "yes"
    assert "consistent with a genuine" in first_line(answer.answer)
    assert paid in answer.answer


@pytest.mark.parametrize(
    ("text", "expect"),
    [
        ("京东下单的 H20 服务器，商家号称 141G，收货后怎么确认不是 96G 版", "H20 141GB"),
        (
            "renting an H20 node listed as 141GB, how do I confirm it isn't the 96GB part?",
            "H20 141GB",
        ),
    ],
)
def test_a_size_promised_a_clause_on_picks_the_variant(advisor, text, expect):
    answer = last_answer(advisor, text)
    assert f'--expect "{expect}"' in answer.answer


@pytest.mark.parametrize(
    "text",
    [
        "MI355X HBM size? the vendor datasheet says 288GB but a blog says 256",
        "H200 单卡显存到底多少？vendor slides say 141GB but 有人说 144GB",
    ],
)
def test_a_vendor_document_beside_a_figure_is_a_catalog_question(advisor, text):
    answer = last_answer(advisor, text)
    assert answer.kind == "catalog"
    assert "288 GB" in first_line(answer.answer) or "141 GB" in first_line(answer.answer)


def test_a_vendor_who_sold_the_machine_is_still_checked(advisor):
    answer = last_answer(
        advisor, "vendor says it's an H100 SXM but nvidia-smi shows PCIe, what gives?"
    )
    assert answer.kind == "verify"


@pytest.mark.parametrize(
    "text",
    [
        "p5.4xlarge: how much system memory do I get with the one H100?",
        "g6e.xlarge — how much host memory do we get beside the L40S?",
    ],
)
def test_host_memory_of_an_instance_is_no_usable_vram(advisor, text):
    answer = last_answer(advisor, text)
    assert answer.kind == "instance"
    assert "GiB RAM" in answer.answer or "RAM" in answer.answer
