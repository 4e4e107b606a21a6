"""Two cards that train or generate at the same speed: the cheaper hour wins, else more memory.

"A100 40GB or 80GB for a 13B LoRA": the same compute gives the same training speed, so the
winner is not a rounding of speeds but the price per GPU-hour (or, unpriced, the bigger card).
"""

from assistant.calc.head_to_head import SPEED_TIE, Contender, choose_winner
from tests.support.advisors import memory_advisor


def _row(gpu: str, tps: float, price: float | None, memory: float) -> Contender:
    return Contender.model_construct(
        gpu_id=gpu, count=1, fits=True, tokens_per_s=tps, per_gpu_hour=price,
        memory_gb=memory, usable_gb=memory, cost_per_million_tokens=None, launch_price_usd=None,
    )  # fmt: skip


def test_a_tie_is_decided_by_the_hour_then_by_memory():
    a, b = _row("small", 1000.0, 1.99, 40), _row("big", 1000.0 * (1 - SPEED_TIE / 2), 2.79, 80)
    assert choose_winner([a, b], None, True, training=True) == ("small", "tied_cheaper")
    a, b = _row("small", 1000.0, None, 40), _row("big", 995.0, None, 80)
    assert choose_winner([a, b], None, True, training=True) == ("big", "tied_memory")
    fast = _row("fast", 1100.0, 9.0, 40)
    assert choose_winner([fast, b], None, True, training=True) == ("fast", "fastest")
    assert choose_winner([a, b], "fastest", True)[1] == "fastest"  # speed asked: speed decides


def test_the_answer_says_the_speeds_tie_and_the_hour_decides():
    answer = memory_advisor().ask("a100 40gb or the 80gb one to lora a 13b model?")
    first = answer.answer.splitlines()[0]
    assert "**the A100 SXM4 40GB wins**" in first
    assert "the same speed on each" in first and "$1.99 per GPU-hour against $2.79" in first


def test_same_speed_and_memory_the_faster_prefill_wins():
    def row(gpu: str, prefill: float) -> Contender:
        return _row(gpu, 7.0, None, 48).model_copy(update={"prefill_tokens_per_s": prefill})

    slow, quick = row("slow-prefill", 1500.0), row("quick-prefill", 4700.0)
    assert choose_winner([slow, quick], None, True) == ("quick-prefill", "tied_prefill")


def test_the_answer_says_the_prompt_reading_decides():
    answer = memory_advisor().ask("l20 vs l40s for qwen3 32b inference in fp8, much of a gap?")
    first = answer.answer.splitlines()[0]
    assert answer.kind == "compare"
    assert "**the L40S wins**" in first and "prefill" in first
