"""Troubleshooting, host RAM and clarifying questions: computed remedies, rules, choices."""

import pytest

from assistant.calc.remedies import COST_ORDER, host_ram, remedies
from assistant.calc.sizing import Workload, estimate_memory
from assistant.catalog.specs import load_catalog
from assistant.question.clarifying import needs_clarifying
from assistant.question.host_memory import card_for_memory, stated_card_gb, stated_ram_gb
from assistant.question.parsing import parse
from assistant.question.troubleshoot import route_task, trouble_kind
from tests.support.advisors import KNOWLEDGE
from tests.support.advisors import memory_advisor as _build


@pytest.fixture(scope="module")
def catalog():
    return load_catalog(KNOWLEDGE / "specs")


@pytest.fixture(scope="module")
def advisor():
    return _build()


# --------------------------------------------------------------------------- calculators


def test_remedies_are_cumulative_cheapest_first_and_stop_at_the_first_fit(catalog):
    model, gpu = catalog.model("qwen2.5-14b"), catalog.gpu("rtx-4090")
    job = Workload(method="lora", batch=4, grad_checkpointing=False)
    plan = remedies(model, gpu, 1, job, [catalog.gpu("h200"), catalog.gpu("rtx-3090")])
    keys = [r.key for r in plan.remedies]
    assert keys == ["micro_batch", "checkpointing", "shorter_sequence", "qlora", "larger_gpu"]
    assert keys[:-1] == sorted(keys[:-1], key=COST_ORDER.index)
    # each step's saving is the drop from the step before, starting at the job as it runs
    before = plan.current.per_gpu_gb
    for r in plan.remedies[:-1]:
        assert r.saves_gb == pytest.approx(before - r.per_gpu_gb, abs=0.02)
        before = r.per_gpu_gb
    assert [r.fits for r in plan.remedies] == [False, False, False, True, True]
    # the last recipe step is the estimator's own figure for the whole recipe
    recipe = Workload(method="qlora", batch=1, grad_checkpointing=True, seq_len=1024)
    assert plan.remedies[3].per_gpu_gb == estimate_memory(model, gpu, 1, recipe).per_gpu_gb
    assert plan.remedies[-1].gpu_id == "h200"  # the 24 GB 3090 is not larger


def test_a_job_that_fits_needs_no_remedy(catalog):
    plan = remedies(
        catalog.model("llama-3-8b"),
        catalog.gpu("h100-sxm"),
        1,
        Workload(method="qlora"),
        [catalog.gpu("h200")],
    )
    assert plan.current.fits and plan.remedies == []


def test_sharding_is_offered_only_across_several_gpus(catalog):
    model, a100 = catalog.model("70b"), catalog.gpu("a100-80gb-sxm")
    job = Workload(method="full", strategy="ddp")  # plain torchrun data parallelism
    many = remedies(model, a100, 4, job)
    sharded = next(r for r in many.remedies if r.key == "sharding")
    assert sharded.strategy == "zero3" and sharded.saves_gb > 100
    one = remedies(model, a100, 1, Workload(method="full"))
    assert "sharding" not in {r.key for r in one.remedies}


def test_host_ram_rule_for_a_four_4090_box(catalog):
    box = host_ram(catalog.gpu("rtx-4090"), 4, stated_ram_gb=64)
    assert box.gpu_memory_gb == 4 * catalog.gpu("rtx-4090").memory_gb == 96
    assert (box.min_ram_gb, box.buy_gb, box.enough) == (96, 96, False)
    assert box.comfortable_ram_gb == pytest.approx(96 * 1.6)
    assert host_ram(catalog.gpu("rtx-4090"), 4, stated_ram_gb=128).enough is True
    assert host_ram(catalog.gpu("rtx-4090"), 2, offload_gb=40).min_ram_gb == 88


# --------------------------------------------------------------------------- reading questions


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("my training crashes with CUDA out of memory on a 24GB card", "oom"),
        ("显存不够怎么办？", "oom"),
        ("4090上LoRA微调一直爆显存", "oom"),
        ("my GPU utilization is only 30% during training", "utilization"),
        ("GPU利用率只有30%", "utilization"),
        ("training on 4 GPUs is barely faster than on 1", "scaling"),
        ("NCCL timeout when training on 8 GPUs", "nccl"),
        ("how do I check that a rented GPU is actually an A100?", "verify"),
        ("租的卡是不是真的A100", "verify"),
        ("can I fine-tune a 13B model on two 4090s?", None),
    ],
)
def test_trouble_kinds(text, kind):
    assert trouble_kind(text) == kind


def test_stated_sizes():
    assert stated_ram_gb("Is 64GB of system RAM enough for a 4x4090 box?") == 64
    assert stated_ram_gb("内存 128G 够吗") == 128
    assert stated_card_gb("out of memory on a 24GB card") == 24
    assert stated_card_gb("显存 12G 的卡") == 12


def test_a_card_given_by_its_memory(catalog):
    assert card_for_memory(catalog, 24) == "rtx-4090"
    assert card_for_memory(catalog, 80) == "a100-80gb-sxm"
    card = card_for_memory(catalog, 20)  # no common card has 20 GB: one that has, not a 4090
    assert card is not None and catalog.gpus[card].memory_gb == 20
    assert card_for_memory(catalog, 200) is None  # nothing common holds it


def test_clarify_only_when_nothing_sizes_the_purchase(catalog):
    assert needs_clarifying(parse("what GPU should I buy?", catalog))
    assert needs_clarifying(parse("我该买什么显卡？", catalog))
    assert not needs_clarifying(parse("which GPU for a 7B model?", catalog))
    assert not needs_clarifying(parse("best GPU under $1000?", catalog))
    assert route_task(parse("which GPU for a 7B model?", catalog), catalog).task != "clarify"


# --------------------------------------------------------------------------- answers


def test_oom_answer_computes_what_takes_the_memory_and_each_remedy(advisor):
    q = "my training crashes with CUDA out of memory on a 24GB card fine-tuning 7B, what now?"
    turn = advisor.answer_turn(q)
    answer = turn.answer
    assert (answer.intent, answer.verdict, turn.query.task) == ("fit_check", None, "troubleshoot")
    (call,) = answer.tool_calls
    assert call.tool == "suggest_remedies"
    assert call.input == {
        "model": "7b",
        "gpu": "rtx-4090",
        "count": 1,
        "method": "full",
        "batch": 4,
        "grad_checkpointing": False,
        "larger": call.input["larger"],
    }
    current = call.output["current"]
    assert not current["fits"] and current["breakdown"]["optimizer"] == pytest.approx(84, abs=1)
    first = answer.answer.splitlines()[0]
    assert "Full fine-tuning a 7B model" in first and f"{current['per_gpu_gb']:,.1f} GB" in first
    assert "optimizer state (84.0 GB)" in first
    rows = [line for line in answer.answer.splitlines() if line.startswith("| ")][2:]
    assert rows[0].startswith("| micro-batch 1") and any("LoRA instead" in r for r in rows)
    assert any("24 GB card sized as the RTX 4090" in a for a in answer.assumptions)
    assert any(
        "full fine-tuning (the Hugging Face Trainer default)" in a for a in answer.assumptions
    )


def test_oom_follow_up_with_qlora_is_a_yes_on_the_same_card(advisor):
    conversation = advisor.converse(
        [
            "my training crashes with CUDA out of memory on a 24GB card fine-tuning 7B, what now?",
            "what if I use QLoRA?",
        ]
    )
    last = conversation.turns[-1]
    assert (last.answer.intent, last.answer.verdict) == ("fit_check", "yes")
    assert last.answer.answer.lower().startswith("**yes")
    assert last.query.gpus[0].gpu_id == "rtx-4090" and last.query.task is None


def test_chinese_oom_with_a_job_lists_remedies_in_chinese(advisor):
    answer = advisor.ask("4090上LoRA微调Qwen2.5 14B一直爆显存 OOM 怎么办")
    assert answer.language == "zh" and "QLoRA（4-bit 量化底模）" in answer.answer
    assert "| 改动（按代价从低到高，逐项叠加）" in answer.answer


def test_chinese_oom_without_a_job_lists_the_fixes_and_asks_for_it(advisor):
    answer = advisor.ask("显存不够怎么办？")
    assert answer.answer.startswith("**显存不够时的办法") and answer.tool_calls == []


def test_scaling_and_nccl_answers_quote_the_commands_from_the_guides(advisor):
    answer = advisor.ask("training on 4 GPUs is barely faster than on 1, why?")
    assert "nvidia-smi topo -m" in answer.answer or "nccl-tests" in answer.answer
    answer = advisor.ask("NCCL timeout when training on 8 GPUs")
    assert "NCCL_DEBUG=INFO" in answer.answer or "nccl-tests" in answer.answer
    assert answer.citations and answer.intent == "concept"


def test_host_ram_question_gets_the_rule_its_source_and_the_number(advisor):
    answer = advisor.ask("Is 64GB of system RAM enough for a 4x4090 box?")
    assert (answer.intent, answer.verdict) == ("fit_check", "no")
    assert answer.answer.startswith("**No: 64 GB of system RAM is less than the 96 GB")
    assert "self-built-servers" in {c.doc_id for c in answer.citations}
    assert "1 TB" in answer.answer


def test_clarifying_question_lists_choices(advisor):
    turn = advisor.answer_turn("what GPU should I buy?")
    assert (turn.answer.intent, turn.answer.verdict, turn.query.task) == (
        "recommend",
        None,
        "clarify",
    )
    assert 3 <= len(turn.options) <= 5
    assert all(f"{i}. {o}" in turn.answer.answer for i, o in enumerate(turn.options, 1))
    follow = advisor.answer_turn(turn.options[1], [turn.query])
    assert follow.answer.intent == "recommend" and follow.query.task != "clarify"
    assert follow.query.method == "lora"
