"""Verify answers its yes-or-no from the readings stated (thirty-seventh session).

Mechanisms: a draw at the card's own cap under load judged healthy (``draw_at_cap``); a recourse
asked against the seller doubts the reading (``reading_doubts.recourse_asked``); a bare model
number before a purchase word is the price paid (``card_mentions``); a fault on one's own card with
the next step asked is troubleshooting (``in_use_fault``); an OOM's figure is no spec reading; a
slow card asked faulty is answered "not by itself"; ``ERR!`` in the fan column is a fault, not a
fake (``fan_error``); an SM count or a full-spec command asked is a card check.
"""

from __future__ import annotations

from assistant.question.card_mentions import card_mentions
from assistant.question.reading_doubts import recourse_asked
from tests.support.advisors import memory_advisor, turn_of


def test_draw_at_its_own_cap_under_load_is_healthy() -> None:
    query, answer, line = turn_of(
        memory_advisor(),
        "our rented h100 sxm reads `698W / 700W` while training llama. is that healthy?",
    )
    assert answer.kind == "verify" and answer.verdict == "yes"
    assert query.health_check == "power_draw" and query.power_draw == (698.0, 700.0)
    assert "698 W of a 700 W cap" in line


def test_draw_at_cap_in_chinese_is_normal() -> None:
    _, answer, line = turn_of(memory_advisor(), "4090 训练的时候 `448W / 450W`，会不会烧卡")
    assert answer.verdict == "yes" and line.startswith("**正常：450 W 上限用到 448 W")


def test_cap_set_below_the_rating_is_not_read_as_healthy() -> None:
    query, _, _ = turn_of(memory_advisor(), "3090 训练时 `248W / 250W`，正常吗")
    assert query.health_check != "power_draw"  # 250 W on a 350 W card: a cap someone set


def test_recourse_asked_is_a_doubt() -> None:
    assert recourse_asked("显存不对，要不要联系客服")
    assert recourse_asked("smi shows 40gb, listing says 80gb. should i open a ticket?")
    assert not recourse_asked("nvidia-smi shows 81920mib")


def test_memory_short_of_the_listing_with_support_asked_is_judged() -> None:
    _, answer, line = turn_of(
        memory_advisor(), "租的 A100 nvidia-smi 显示 40g，商品页写 80g，要不要投诉"
    )
    assert answer.kind == "verify" and answer.verdict == "no"
    assert "40 GB" in line and "A100 SXM4 80GB" in line


def test_bare_number_before_a_purchase_is_the_price_paid() -> None:
    work = "闲鱼 6900 买了张 3090 显示 24576mib"
    assert [m.group().strip() for m in card_mentions(work)] == ["3090"]
    query, answer, _ = turn_of(memory_advisor(), "6900 收的 3090，功耗上限 250W 正常吗")
    assert [g.gpu_id for g in query.gpus] == ["rtx-3090"]
    assert query.card_offer == {"rtx-3090": 6900.0} and "¥6,900" in answer.answer


def test_two_cards_named_side_by_side_stay_two() -> None:
    assert len(list(card_mentions("6800 和 3090 哪个好"))) == 2


def test_owned_cards_slowdown_with_next_step_asked_is_troubleshooting() -> None:
    query, answer, line = turn_of(
        memory_advisor(),
        "our 4x a100 step time dropped by half today, nvidia-smi -q shows `HW Slowdown: Active`"
        " on one card. what should we do?",
    )
    assert answer.kind == "troubleshoot" and query.trouble == "slow"
    assert "throttled" in line


def test_owned_cards_memory_errors_with_keep_asked_is_troubleshooting() -> None:
    query, answer, _ = turn_of(
        memory_advisor(),
        "我们自己的 A100，nvidia-smi -q 显示 Remapped Rows Pending: Yes，还能继续训练吗",
    )
    assert answer.kind == "troubleshoot" and query.trouble == "gpu_fault"


def test_rented_cards_slowdown_stays_a_check() -> None:
    _, answer, _ = turn_of(
        memory_advisor(),
        "rented 8x h100 on lambda, `HW Slowdown: Active` on GPU2. is the node faulty?",
    )
    assert answer.kind == "verify"


def test_oom_figure_is_not_a_spec_reading() -> None:
    query, answer, _ = turn_of(
        memory_advisor(), "H200 throws CUDA out of memory at 139GB with a 70b finetune, any fix?"
    )
    assert query.spec_reading is None and answer.kind == "troubleshoot"


def test_slow_card_asked_faulty_is_not_by_itself() -> None:
    _, answer, line = turn_of(
        memory_advisor(), "租的 3090 跑 sdxl 只有 3 it/s，别人说有 6，是不是显卡有问题"
    )
    assert answer.verdict == "no"
    assert line.lstrip("*").startswith("单凭速度低于别人的数字，不能断定卡有问题")


def test_memory_errors_past_a_size_asked_as_bad_chips() -> None:
    _, answer, line = turn_of(
        memory_advisor(),
        "二手 2080ti 22g，用到 20G 以上就 illegal memory access，显存颗粒有问题吧",
    )
    assert answer.kind == "verify" and answer.verdict == "conditional"
    assert line.lstrip("*").startswith("有可能")


def test_fan_err_on_a_bought_card_is_a_fault_not_a_fake() -> None:
    query, answer, line = turn_of(
        memory_advisor(),
        "bought a used 3090 off ebay and nvidia-smi reads `ERR!` for the fan. is it fake?",
    )
    assert query.health_check == "fan_error" and answer.kind == "verify"
    assert answer.verdict == "no" and line.lstrip("*").startswith("Not a sign of a fake card")
    assert "RTX 3090" in line


def test_sm_count_read_is_a_check_and_follow_up_stays_one() -> None:
    turns = (
        "租的 H100，torch 显示 multi_processor_count=114，不是应该 132 个 SM 吗",
        "那 114 个 SM 的是什么卡",
    )
    _, answer, _ = turn_of(memory_advisor(), *turns)
    assert answer.kind == "verify"


def test_full_spec_command_asked_is_a_check() -> None:
    _, answer, _ = turn_of(memory_advisor(), "拿到的 4090，用什么工具能测出是不是被阉割了")
    assert answer.kind in ("verify", "troubleshoot")
