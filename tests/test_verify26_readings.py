"""Readings pasted beside a question, judged for what they are: the row remapper's fields
found by a bare "remap" grep, a memory total doubted as another card handed over, a UI's
partial-load log (a slow job's clue, not the card's total) and a power draw far below the cap
beside a job slower than a published figure (the slow job's clue: no cap holds it)."""

from __future__ import annotations

import pytest

from assistant.question.readings import memory_reading
from assistant.question.symptoms import described_symptom
from assistant.question.test_results import test_result as read_result
from assistant.question.text import fold
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    "question",
    [
        "grep'd remap out of nvidia-smi -q on the h100 node: Pending: Yes. bad sign?",
        "h100 服务器 nvidia-smi -q -d ROW_REMAPPER 里 Pending 是 Yes，有问题吗",
    ],
)
def test_a_bare_remap_grep_reads_the_row_remapper(advisor, question):
    result = read_result(question)
    assert result is not None and result.test == "remapped_rows" and result.errors is True
    answer = advisor.ask(question)
    assert answer.kind == "verify" and answer.verdict == "conditional"
    assert "Remapped Rows Pending: Yes" in answer.answer.splitlines()[0]


@pytest.mark.parametrize(
    ("question", "verdict", "first"),
    [
        (
            "lambda h100 sxm instance, nvidia-smi total is 81559MiB — is this the 80gb card"
            " or did the provider swap me something smaller?",
            "yes",
            "Yes, that is right: 81,559 MiB is 79.65 GiB",
        ),
        (
            "cloud a100 shows 40960MiB in nvidia-smi. did they give me the 40gb one instead?",
            "no",
            "No: 40,960 MiB is 40.00 GiB",
        ),
        (
            "租的 h200，nvidia-smi 显示 143771MiB，是不是给我换了别的卡",
            "yes",
            "143,771 MiB 即 140.40 GiB",
        ),
    ],
)
def test_a_total_doubted_as_another_card_handed_over_is_judged(advisor, question, verdict, first):
    answer = advisor.ask(question)
    assert answer.kind == "verify" and answer.verdict == verdict
    assert first in answer.answer.splitlines()[0]


def test_a_figure_a_job_loaded_is_no_reading_of_the_card():
    assert memory_reading("the log says loaded partially 7012.3 MB") is None
    assert memory_reading("offloaded 3.5 GB to cpu, nvidia-smi shows 24564MiB") is not None
    said = memory_reading("offloaded 3.5 GB to cpu, nvidia-smi shows 24564MiB")
    assert said is not None and said.value == 24564


@pytest.mark.parametrize(
    ("question", "lead"),
    [
        (
            "sdxl + refiner in comfyui on my 3070 8gb, console prints `loaded partially 5120.4 MB`"
            " and each image takes 80 s. is that right or did I set something up wrong?",
            "Expected: Stable Diffusion XL",
        ),
        (
            "comfyui 跑 flux，4070 12g，日志显示 loaded partially 8021.6 MB，"
            "一张图要两分钟，正常吗",
            "正常：FLUX.1 [dev] 约需",
        ),
    ],
)
def test_a_partial_load_log_is_a_slow_job_not_a_memory_check(advisor, question, lead):
    answer = advisor.ask(question)
    assert answer.kind == "troubleshoot"
    assert lead in answer.answer.splitlines()[0]


@pytest.mark.parametrize(
    ("question", "figures"),
    [
        (
            "my a100 finetune runs much slower than the blog post reported; smi says"
            " 140W / 400W with util at 99%. is the card throttled?",
            ("Not its power cap: 140 W of a 400 W cap (35%)", "A100 SXM4 80GB"),
        ),
        (
            "l40s 训练比教程慢很多，nvidia-smi 显示 120W / 350W，利用率 100%，是不是降频了",
            ("不是功耗墙：利用率满载时只用到 350 W 上限中的 120 W（34%）", "L40S"),
        ),
    ],
)
def test_a_draw_far_below_the_cap_beside_a_slow_job_is_its_clue(advisor, question, figures):
    assert described_symptom(fold(question)) == "slow"
    answer = advisor.ask(question)
    assert answer.kind == "troubleshoot"
    first = answer.answer.splitlines()[0]
    assert all(f in first for f in figures)


def test_the_cards_a_tool_lists_are_counted():
    from assistant.question.cards_listed import cards_listed, listed_on_bus

    assert cards_listed(fold("torch.cuda.device_count() returns 6 on the 8x a100 box")) == 6
    assert cards_listed(fold("smi shows just six of the eight cards")) == 6
    assert cards_listed(fold("4 卡 4090 的机器只识别到 3 块卡")) == 3
    assert cards_listed(fold("nvidia-smi shows 24564MiB total")) is None
    assert listed_on_bus(fold("只显示 3 张，lspci 里能看到 4 张"))


@pytest.mark.parametrize(
    ("question", "verdict", "first", "second"),
    [
        (
            "paid for a 4x l40s server but nvidia-smi only shows 3 gpus and lspci lists all"
            " four. do I walk away?",
            "yes",
            "Yes, take it up with the provider: the driver lists 3 of the 4 L40S cards",
            "lspci still seeing it",
        ),
        (
            "only 3 cards show up in nvidia-smi -L on the 4x 4090 box I rented. is that right?",
            "no",
            "No, that is not what was sold: the driver lists 3 of the 4 RTX 4090 cards",
            "CUDA_VISIBLE_DEVICES",
        ),
        (
            "说好的 8 卡 h100，nvidia-smi 只显示 6 张，lspci 里是 8 张，该不该退",
            "yes",
            "是，该退或要求换机：驱动只列出 6 张，而售卖的是 8 张 H100 SXM5 80GB",
            "lspci 还能看到它",
        ),
    ],
)
def test_fewer_cards_listed_than_sold_is_answered_first(advisor, question, verdict, first, second):
    answer = advisor.ask(question)
    assert answer.kind == "verify" and answer.verdict == verdict
    lines = [line for line in answer.answer.splitlines() if line.strip()]
    assert first in lines[0] and second in answer.answer


@pytest.mark.parametrize(
    ("question", "lead"),
    [
        (
            "sglang on 2x a6000 with --tp 2, gpu1 sits at 0% and 300MiB used. why?",
            "No, tensor parallelism is not running across the cards",
        ),
        (
            "双卡 3090 跑 deepspeed 训练，另一张卡一直 0%，怎么回事",
            "只有一张卡在干活，任务根本没分到其他卡上",
        ),
    ],
)
def test_one_card_of_a_multi_card_job_left_idle_is_a_set_up_fault(advisor, question, lead):
    from assistant.question.troubleshoot import trouble_kind

    assert trouble_kind(question) == "idle_card"
    answer = advisor.ask(question)
    assert answer.kind == "troubleshoot"
    assert lead in answer.answer.splitlines()[0]
    assert "--tensor-parallel-size 2" in answer.answer


def test_a_card_idling_at_a_draw_is_no_idle_card_fault():
    from assistant.question.idle_card import idle_card_seen

    assert not idle_card_seen(fold("2x 3090 but one card idles at 40W, normal?"))


@pytest.mark.parametrize(
    ("question", "lead"),
    [
        (
            "my modded 2080 ti 22gb works fine under 11gb but crashes once a model goes past"
            " that. is the card bad?",
            "Possibly: on the RTX 2080 Ti 22GB (modified), errors that start only",
        ),
        (
            "2080ti 22g 魔改，模型超过 11g 就崩，11g 以下都没问题，是卡有问题吗",
            "有可能：RTX 2080 Ti 22GB (modified) 只在用到某个容量以上才出错",
        ),
    ],
)
def test_errors_past_a_size_it_runs_fine_up_to_are_a_memory_check(advisor, question, lead):
    answer = advisor.ask(question)
    assert answer.kind == "verify" and answer.verdict == "conditional"
    assert lead in answer.answer.splitlines()[0]
    assert "memtest_vulkan" in answer.answer


def test_a_card_owned_or_a_server_idle_is_no_listing_nor_idle_card():
    from assistant.question.cards_listed import cards_listed
    from assistant.question.idle_card import idle_card_seen

    assert cards_listed(fold("只有一张 T4 16G，能训练哪些检测模型")) is None
    assert cards_listed(fold("nvidia-smi 里只有 7 张")) == 7
    assert not idle_card_seen(fold("公司有台8卡4090D服务器闲着，bf16不量化能部署哪些模型"))
    assert idle_card_seen(fold("4 卡机器跑 ddp，卡3 一直闲着"))
