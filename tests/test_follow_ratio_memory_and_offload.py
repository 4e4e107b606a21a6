"""Follow-ups: a ratio to the answer before, the memory said kept, and layers lowered then slow.

* "two of them — half the time?" after a training time weighs the new cards against the
  answer before: the job is timed again on them, not explained;
* the memory said of the cards ("L20 48G") is said back again when a follow-up keeps them;
* GPU layers set below the model's, then a speed put up as maybe the ceiling ("-ngl 30 …
  5 t/s, is that just how it is", "num_gpu 调到 30 … 只能这样了吗") is a partial offload:
  troubleshot with the offload's own sizes, not timed as if it all fit.

Phrased apart from the evaluation sets.
"""

from __future__ import annotations

import pytest

from assistant.evaluation_constraints import first_line
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _last(advisor, *turns):
    answer = advisor.converse(list(turns)).turns[-1].answer
    assert answer is not None
    return answer


@pytest.mark.parametrize(
    ("first", "then", "count", "unit"),
    [
        ("lora on llama 3.1 8b, 30k samples, 2 epochs, one 3090 — how many hours?",
         "two 3090s with ddp — about half the time?", 2, "hours"),
        ("full fine-tune of qwen2.5 1.5b, 50k samples, 3 epochs on an a100. how long?",
         "4 a100s under fsdp, twice as fast or better?", 4, "hour"),
        ("qwen2.5 7b 做 lora，4 万条数据 2 个 epoch，一张 4090 要多久",
         "两张 4090 跑 ddp，时间能减半吗", 2, "小时"),
    ],
)  # fmt: skip
def test_a_ratio_to_the_earlier_time_times_the_job_again(advisor, first, then, count, unit):
    answer = _last(advisor, first, then)
    assert answer.kind == "job_duration"
    call = next(c for c in answer.tool_calls if c.tool == "estimate_job_duration")
    assert call.input["count"] == count and call.input["samples"] >= 30_000
    assert unit in first_line(answer.answer)


@pytest.mark.parametrize(
    ("first", "then", "said"),
    [
        ("L20 48G 单卡，qwen2.5 32b 的 int8 能放下吗", "那单用户生成速度呢", "48 GB"),
        ("rtx pro 6000 96gb, llama 3.3 70b fp8 at 16k — fits?", "and how fast for one user?",
         "96 GB per card"),
        ("two 3090s, 48gb total: llama 3.1 70b q4 fits?", "tokens/s for a single chat?",
         "48 GB in all"),
    ],
)  # fmt: skip
def test_the_memory_said_stays_said_when_the_cards_stay(advisor, first, then, said) -> None:
    answer = _last(advisor, first, then)
    assert answer.kind == "speed"
    assert any(said in a for a in answer.assumptions), answer.assumptions


def test_the_total_is_not_said_of_other_cards(advisor) -> None:
    answer = _last(advisor, "two 3090s, 48gb total: llama 3.1 70b q4 fits?", "and on three?")
    assert not any("48 GB in all" in a for a in answer.assumptions)


@pytest.mark.parametrize(
    ("first", "then", "gpu"),
    [
        ("llama.cpp oom: qwen2.5 32b q4_k_m on my 4080 16gb, -ngl 99 -c 8192",
         "set -ngl 30, it loads but it's 4 t/s now. is that just how it is?", "rtx-4080"),
        ("ollama 跑 qwen2.5 14b q8 在 3060 12G 上爆显存",
         "num_gpu 调到 30 能跑了，不过只有 5 t/s，只能这样了吗", "rtx-3060"),
        ("koboldcpp oom with gemma 3 27b q4 on a 3080 10gb",
         "gpu layers to 35 and it runs, getting 3 tok/s. is that as good as it gets?", "rtx-3080"),
    ],
)  # fmt: skip
def test_layers_lowered_then_slow_is_a_partial_offload(advisor, first, then, gpu) -> None:
    answer = _last(advisor, first, then)
    assert answer.kind == "troubleshoot"
    tools = {c.tool for c in answer.tool_calls}
    assert "plan_offload" in tools
    sized = next(c for c in answer.tool_calls if c.tool == "estimate_memory")
    assert sized.input["gpu"] == gpu
    assert sized.output["per_gpu_gb"] > sized.output["usable_gb"]  # it cannot all sit there
    line = first_line(answer.answer)
    assert "expected" in line or "正常" in line


def test_all_layers_set_is_no_partial_offload(advisor) -> None:
    answer = _last(
        advisor, "llama.cpp, qwen2.5 7b q4_k_m on a 4090 with -ngl 99 gives 20 t/s. normal?"
    )
    assert answer.kind == "troubleshoot"
    assert not any(c.tool == "plan_offload" for c in answer.tool_calls)
