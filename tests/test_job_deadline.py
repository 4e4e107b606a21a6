"""A training job weighed against the deadline said beside it, and a follow-up that resizes it.

"can I get it done over the weekend", "明早之前能训完吗", "needed by Thursday": the answer leads
with yes, only just, or no, recomputed here from the calculator's own hours and the span the
words leave. "and with 4 epochs?" after a timed LoRA keeps the dataset and the model.
"""

from __future__ import annotations

import pytest

from assistant.answer.deadline_verdict import DEADLINE_TOOL
from assistant.calc.duration import JobDuration
from assistant.evaluation_constraints import first_line
from assistant.question.deadline import hours_until
from assistant.question.parsing import parse
from tests.support.advisors import TODAY, memory_advisor
from tests.support.toolbox import bundled_toolbox


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.fixture(scope="module")
def box():
    return bundled_toolbox()


def _ask(advisor, *turns: str):
    answer = advisor.converse(list(turns)).turns[-1].answer
    assert answer is not None
    return answer


def _timed(answer) -> JobDuration:
    calls = [c for c in answer.tool_calls if c.tool == "estimate_job_duration"]
    outs = [c.typed(JobDuration) for c in calls]
    fitting = [o for o in outs if o is not None and o.fits] or [o for o in outs if o]
    assert fitting
    return fitting[-1]


@pytest.mark.parametrize(
    ("text", "hours"),
    [
        ("full finetune of a 1b model on 40k samples on one A100 overnight, feasible?", 12.0),
        ("qwen2.5 7b qlora 3万条数据 一晚上能训完吗 4090", 12.0),
        ("pretrain a 350M model on 5B tokens, one 4090, over the weekend - possible?", 48.0),
        ("lora llama 3 8b, 8k samples, 2 epochs on a 3090, need it by tomorrow", 24.0),
        ("7b lora 2万条 3个epoch 一张a100 3天内能跑完吗", 72.0),
    ],
)
def test_deadline_read_beside_a_job(box, text: str, hours: float) -> None:
    q = parse(text, box.catalog)
    assert q.deadline_hours == hours


def test_span_without_a_job_is_no_deadline(box) -> None:
    q = parse("rent an H100 for 3 days, how much?", box.catalog)
    assert q.deadline_hours is None and q.deadline_weekday is None


def test_weekday_read_and_turned_into_hours(box) -> None:
    q = parse("mistral 7b lora, 12k samples, on a 4090 - we need it done by thursday", box.catalog)
    assert q.deadline_weekday == 3
    zh = parse("周三之前要交，llama3 8b lora 1万条 用4090", box.catalog)
    assert zh.deadline_weekday == 2
    assert hours_until(3, 3) == 7 * 24.0  # the same weekday is a week away
    assert hours_until(4, 6) == 5 * 24.0  # Sunday to Friday


def test_too_long_for_the_weekend_says_no(advisor) -> None:
    answer = _ask(
        advisor, "can I pretrain a 350M model on 20B tokens on a single 4090 over a weekend?"
    )
    assert answer.kind == "job_duration"
    out = _timed(answer)
    assert out.hours > 48
    line = first_line(answer.answer)
    assert line.startswith("No, not in time:")
    assert f"{out.hours / 24:,.1f} days" in line and "2.0 days you have" in line
    assert answer.verdict == "no"


def test_short_job_overnight_says_yes_in_chinese(advisor) -> None:
    answer = _ask(advisor, "qwen2.5 1.5b lora 5000条 1个epoch 用4090 通宵能训完吗")
    out = _timed(answer)
    assert out.hours_range[1] <= 12
    line = first_line(answer.answer)
    assert line.startswith("能按时跑完：") and f"{out.hours:,.1f} 小时" in line
    assert "12.0 小时" in line and answer.verdict == "yes"


def test_weekday_deadline_timed_from_today(advisor) -> None:
    answer = _ask(
        advisor, "full fine-tune llama 2 13b on 200k samples, 8x A100, must finish by monday"
    )
    plan = next(c for c in answer.tool_calls if c.tool == DEADLINE_TOOL)
    expected = hours_until(0, TODAY.weekday())
    assert plan.output["hours"] == expected
    out = _timed(answer)
    verdict = "yes" if out.hours_range[1] <= expected else "no" if out.hours > expected else None
    if verdict is not None:
        assert answer.verdict == verdict


def test_no_deadline_keeps_the_duration_first(advisor) -> None:
    answer = _ask(advisor, "how long for a lora of llama 3 8b on 15k samples, 2 epochs, one 4090")
    out = _timed(answer)
    assert first_line(answer.answer).startswith(f"About {out.hours:,.1f} hours")
    assert answer.verdict is None


# --------------------------------------------------------------------------- follow-ups


def test_epochs_follow_up_keeps_the_dataset(advisor) -> None:
    answer = _ask(
        advisor,
        "lora of mistral 7b on 12k samples, 2 epochs, seq 1024, one 3090: how long?",
        "and with 4 epochs?",
    )
    assert answer.kind == "job_duration"
    out = _timed(answer)
    assert out.tokens == 12_000 * 4 * 1024


def test_samples_follow_up_keeps_the_epochs_in_chinese(advisor) -> None:
    first = _timed(_ask(advisor, "用a100全参微调qwen2.5 1.5b 2万条 3个epoch 要多久"))
    answer = _ask(advisor, "用a100全参微调qwen2.5 1.5b 2万条 3个epoch 要多久", "数据换成6万条呢")
    out = _timed(answer)
    assert out.tokens == first.tokens * 3  # three times the samples, the same 3 epochs
    assert out.model_id == first.model_id and out.method == first.method


def test_other_model_follow_up_starts_its_own_dataset(box) -> None:
    from assistant.question.conversation import resolve

    first = parse("lora llama 3 8b 20k samples 3 epochs on a 4090 how long", box.catalog)
    new = parse("what about qwen2.5 14b with 5 epochs", box.catalog)
    merged, _ = resolve(new, first)
    assert merged.epochs == 5.0 and merged.samples is None


def test_count_after_a_model_size_is_no_version(box) -> None:
    q = parse("2张3090 lora qwen 14b 20万条 1个epoch 多久", box.catalog)
    assert q.model_id == "qwen2.5-14b" and q.samples == 200_000
    q = parse("llama 3 8b 5千条 qlora 4060ti", box.catalog)
    assert q.model_id == "llama-3-8b" and q.samples == 5000
    assert not any("not in" in p.en for p in q.problems)


# --------------------------------------------------------------------------- a bare sample length


@pytest.mark.parametrize(
    ("text", "length"),
    [
        ("qlora phi-3 mini, 8k rows, 2 epochs, 768 tokens, on a 4060 ti: hours?", 768),
        ("7b lora 3万条 2轮 4k tokens 用a6000 多久", 4096),
    ],
)
def test_bare_token_count_beside_a_dataset_is_its_length(box, text: str, length: int) -> None:
    q = parse(text, box.catalog)
    assert q.context_tokens == length and q.samples is not None


def test_bare_token_count_without_a_dataset_is_no_length(box) -> None:
    q = parse("llama 3 8b on a 3090, 4096 tokens per second?", box.catalog)
    assert q.samples is None and q.context_tokens != 4096


def test_bare_length_times_the_job(advisor) -> None:
    answer = _ask(
        advisor, "lora llama 3 8b, 25k samples, 2 epochs, 512 tokens, one 4090 - how long?"
    )
    assert _timed(answer).tokens == 25_000 * 2 * 512


# --------------------------------------------------------------------------- media jobs


def test_media_batch_overnight_too_long_says_no(advisor) -> None:
    answer = _ask(advisor, "4060ti 16g 跑 sdxl 8000张 一晚上能出完吗")
    assert answer.kind == "workload_speed"
    assert answer.verdict == "no" and "12 小时" in first_line(answer.answer)


def test_audio_overnight_is_a_time_not_a_price(advisor) -> None:
    answer = _ask(
        advisor, "will 60 hours of interviews transcribe overnight with whisper on a 3090?"
    )
    assert answer.kind == "workload_speed"
    assert answer.verdict == "yes" and "12 hours" in first_line(answer.answer)


def test_media_deadline_by_tomorrow(advisor) -> None:
    answer = _ask(advisor, "flux dev, 2000 images on one 3060, by tomorrow?")
    assert answer.kind == "workload_speed" and answer.verdict in ("yes", "no")
    assert "24 hours" in first_line(answer.answer)


def test_hours_said_beside_the_words_win(box, advisor) -> None:
    q = parse("lora 7b 1万条 2轮 4090 今晚能跑完吗 大概有10个小时", box.catalog)
    assert q.deadline_hours == 10.0
    answer = _ask(advisor, "sdxl on a 3060, 3000 images, overnight - I have about 9 hours")
    assert "9 hours you have" in first_line(answer.answer)
