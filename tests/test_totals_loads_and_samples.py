"""Memory totals, a machine named twice, RAM kept out, bare load counts and described samples.

* a memory total said for one card named ("3090s, 48gb total", "凑了72G") is that many cards,
  said back; a bare follow-up adding a card leaves the count to the conversation;
* a total said after a card ("4090, 48 gb altogether") is not the 48 GB variant;
* a unified-memory machine named by chip and by product is one machine, the size said;
* RAM named as what to keep out ("不要卸载到内存", "no cpu offload") asks the GPU fit;
* the cards' memory summed for a model ("96gb total — fine?") is not a reading to check;
* a load named bare and asked ("simultaneous chats at 8k?") asks the users served;
* samples described ("150k short samples", "80k clean chat examples (~700 tokens)") count.

Phrased apart from the evaluation sets.
"""

from __future__ import annotations

import pytest

from assistant.evaluation_constraints import first_line
from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor
from tests.support.toolbox import bundled_toolbox


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.fixture(scope="module")
def catalog():
    return bundled_toolbox().catalog


def _last(advisor, *turns):
    answer = advisor.converse(list(turns)).turns[-1].answer
    assert answer is not None
    return answer


@pytest.mark.parametrize(
    ("question", "gpu", "count"),
    [
        ("my 4090s, 72gb combined: can qwen2.5 72b q4 sit on them?", "rtx-4090", 3),
        ("手上的 P40 一共 96G，qwen2.5 72b 的 q8 能装下吗", "tesla-p40", 4),
        ("a100 40g 凑够 80G 了，llama 3.1 70b q4 放得下不", "a100-40gb-sxm", 2),
    ],
)
def test_a_total_of_one_card_named_is_that_many_cards(catalog, question, gpu, count) -> None:
    q = parse(question, catalog)
    assert [(g.gpu_id, g.count) for g in q.gpus] == [(gpu, count)]
    each = catalog.gpus[gpu].memory_gb
    said = [a.render(q.language) for a in q.assumptions]
    assert any(f"{count} ×" in s and f"{each:g} GB" in s for s in said), said


def test_a_follow_up_adding_a_card_says_the_total_with_the_cards_it_makes(advisor) -> None:
    answer = _last(
        advisor,
        "one 4090: qwen2.5 72b q4 with 4k context, does it fit?",
        "and if i add a second 4090, 48gb total?",
    )
    call = next(c for c in answer.tool_calls if c.tool == "estimate_memory")
    assert call.input["count"] == 2  # the ordinal's count, not 1 + 2
    assert any("48 GB in all" in a for a in answer.assumptions), answer.assumptions


def test_a_total_after_the_card_is_no_memory_variant(catalog) -> None:
    q = parse("a 4090 plus another 4090, 48 gb altogether, llama 3.1 70b q4 fits?", catalog)
    assert [(g.gpu_id, g.count) for g in q.gpus] == [("rtx-4090", 2)]
    q = parse("two 3090, 48gb in total — qwen2.5 32b fp16 ok?", catalog)
    assert [(g.gpu_id, g.count) for g in q.gpus] == [("rtx-3090", 2)]


@pytest.mark.parametrize(
    ("question", "gpu"),
    [
        ("gmktec evo-x2, the 64gb version. llama 3.1 8b q8 at 16k — ok?", "ryzen-ai-max-395-64gb"),
        ("64G 的 strix halo（gmktec evo-x2），qwen3 32b q4 能跑吗", "ryzen-ai-max-395-64gb"),
        ("evo-x2 128gb strix halo, llama 3.3 70b q4 fit?", "ryzen-ai-max-395-128gb"),
    ],
)
def test_one_machine_named_by_chip_and_product_is_one_machine(advisor, question, gpu) -> None:
    answer = _last(advisor, question)
    assert answer.kind == "fit_check"
    assert {c.input["gpu"] for c in answer.tool_calls if "gpu" in c.input} == {gpu}


def test_two_sizes_weighed_stay_two_machines(catalog) -> None:
    q = parse("evo-x2 64gb vs strix halo 128gb for qwen3 30b", catalog)
    assert {g.gpu_id for g in q.gpus} == {"ryzen-ai-max-395-64gb", "ryzen-ai-max-395-128gb"}


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("两张 3090 一共 48G，配 64G 内存，qwen2.5 72b q4 不打算用内存，行吗", "zh"),
        ("two 3090s and 128gb ram: qwen2.5 72b q4 with no cpu offload, will it go?", "en"),
        ("4090 + 64gb ddr5: i don't want to spill into ram. qwen2.5 32b q4 ok?", "en"),
    ],
)
def test_ram_kept_out_asks_the_gpu_fit(advisor, question, lang) -> None:
    answer = _last(advisor, question)
    assert answer.kind == "fit_check", first_line(answer.answer)
    assert answer.verdict in ("yes", "no", "conditional")
    assert any(c.tool == "estimate_memory" for c in answer.tool_calls)
    assert "系统内存" not in first_line(answer.answer) and "system RAM" not in first_line(
        answer.answer
    )


def test_a_host_question_stays_one(advisor) -> None:
    answer = _last(advisor, "8 张 4090 配 128G 内存够不够？")
    assert answer.kind == "host"


@pytest.mark.parametrize(
    "question",
    [
        "4x a100 40gb. llama 3.1 70b in bf16, 160gb total — ok?",
        "2x l40s, want qwen2.5 32b in fp16 for evals, 96gb total — ok?",
    ],
)
def test_the_cards_memory_summed_for_a_model_is_a_fit(advisor, question) -> None:
    answer = _last(advisor, question)
    assert answer.kind == "fit_check"
    assert not any(c.tool == "check_memory_reading" for c in answer.tool_calls)


def test_a_reading_off_one_card_is_still_checked(advisor) -> None:
    answer = _last(advisor, "nvidia-smi says my a6000 has 47.5gb total, is that right?")
    assert answer.kind == "verify"


@pytest.mark.parametrize(
    ("question", "users_word"),
    [
        ("qwen2.5 7b on a single l4: simultaneous chats at 8k context?", "concurrent users"),
        ("llama 3.1 8b on one a100 80gb — parallel sessions at 16k?", "concurrent users"),
        ("一张 L40S 部署 qwen3 8b，32k 上下文，并发用户数？", "路并发"),
    ],
)
def test_a_load_named_bare_and_asked_is_the_users_served(advisor, question, users_word) -> None:
    answer = _last(advisor, question)
    assert answer.kind == "serve"
    call = next(c for c in answer.tool_calls if c.tool == "serving_capacity")
    assert call.input["count"] == 1 and call.input["context"] >= 8192
    assert users_word in first_line(answer.answer)


def test_a_load_stated_with_its_figure_is_not_asked(catalog) -> None:
    q = parse("llama 3.1 8b for 30 concurrent users at 8k: which gpu?", catalog)
    assert q.users == 30


@pytest.mark.parametrize(
    ("question", "samples", "tokens"),
    [
        ("lora qwen2.5 7b, 150k short samples (~400 tok), 1 epoch on an a100 — hours?",
         150_000, 400),
        ("llama 3.1 8b lora on 80k clean chat examples (about 700 tokens), 2 epochs, one h100. "
         "how long", 80_000, 700),
        ("qwen3 4b full fine-tune on 60k brief samples of ~1k tokens, 1 epoch, 2x h100 — time?",
         60_000, 1024),
    ],
)  # fmt: skip
def test_described_samples_are_counted(advisor, question, samples, tokens) -> None:
    answer = _last(advisor, question)
    assert answer.kind == "job_duration"
    call = next(c for c in answer.tool_calls if c.tool == "estimate_job_duration")
    assert call.input["samples"] == samples and call.input["seq_len"] == tokens
    assert "hour" in first_line(answer.answer)


@pytest.mark.parametrize(
    ("question", "first_gpu", "other_gpu", "other_said"),
    [
        ("sdxl endpoint at 1024, 25 steps, 45 images a minute: how many a10s — or go l40s?",
         "a10", "l40s", "On the L40S"),
        ("flux schnell api at 1024px, 100 images per minute, how many 4090s, or would h100s "
         "do it better?", "rtx-4090", "h100-sxm", "On the H100"),
        ("sdxl 出图服务，1024，高峰每分钟 80 张，要几张 L4？还是直接上 L40S",
         "l4", "l40s", "换成 L40S"),
    ],
)  # fmt: skip
def test_a_load_counted_on_each_card_named(advisor, question, first_gpu, other_gpu, other_said):
    answer = _last(advisor, question)
    assert answer.kind == "workload_pick"
    counted = [c for c in answer.tool_calls if c.tool == "estimate_workload_capacity"]
    assert [c.input["gpu"] for c in counted] == [first_gpu, other_gpu]
    other = counted[1].output
    assert other_said in answer.answer
    assert f"{other['gpus']}" in answer.answer.split(other_said)[1].split("\n")[0]
