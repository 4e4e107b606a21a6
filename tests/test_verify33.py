"""Verify answers that judge a pasted reading in their first line.

Mechanisms: the readings passed as a whole ("all good or should 80GB read higher?", "一切正常吗")
ask the memory total judged; a "Pwr:Usage/Cap 120W / 280W" pair's draw is no limit and its cap
is judged when "did they power limit my instance" is asked, and "350W" after a card is watts,
not 350万; ECC counters with a page pending retirement, asked normal, are a verify; the card put
as the cause ("是显卡本身的问题吧") or evidence for the seller asked is a fault asked, answered yes
first; a clock held under load is judged against the heat read beside it; and which memory
version of a card a machine is ("拿到的是哪版") is read off its total.
"""

from __future__ import annotations

import pytest

from assistant.question.board_ceiling import ceiling_match
from assistant.question.card_offer import card_offer_said
from assistant.question.clock_reading import clock_reading
from assistant.question.fault_asked import fault_asked
from assistant.question.readings import power_reading
from tests.support.advisors import last_answer, memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _first(answer) -> str:
    return answer.answer.splitlines()[0]


def _tool(answer, name: str):
    return next((c for c in answer.tool_calls if c.tool == name), None)


def test_all_good_asks_the_memory_total_judged(advisor) -> None:
    answer = last_answer(
        advisor,
        "nvidia-smi on the rented A100 80GB SXM reads `81920MiB` total. all good or should"
        " 80GB read higher?",
    )
    assert answer.kind == "verify" and answer.verdict == "yes"
    assert _tool(answer, "check_memory_reading").input["value"] == 81920.0
    assert _first(answer).startswith("**Yes")


def test_everything_normal_asks_the_memory_total_judged_in_chinese(advisor) -> None:
    answer = last_answer(advisor, "租的 A100 80G，nvidia-smi 显示 81920MiB，一切正常吗")
    assert answer.kind == "verify" and answer.verdict == "yes"
    assert _tool(answer, "check_memory_reading") is not None


def test_a_usage_cap_pairs_draw_is_no_limit() -> None:
    text = "vast 3090 shows `Pwr:Usage/Cap 120W / 280W`, did they power limit my instance?"
    assert power_reading(text) == 280.0
    assert ceiling_match(text.lower()) is None


def test_a_usage_cap_pairs_cap_is_judged(advisor) -> None:
    answer = last_answer(
        advisor,
        "vast 3090 shows `Pwr:Usage/Cap 120W / 280W`. a 3090 is 350W, did they power limit"
        " my instance?",
    )
    assert answer.kind == "verify" and answer.verdict == "yes"
    assert _tool(answer, "check_power_reading").input["watts"] == 280.0
    assert "280 W" in _first(answer) and "350 W" in _first(answer)


def test_watts_after_a_card_are_no_price() -> None:
    from assistant.question.parsing import parse

    text = "isn't a 3090 350W? the box reads 280W"
    query = parse(text, memory_advisor().catalog)
    assert card_offer_said(text.lower(), query.gpus) == {}
    assert card_offer_said("闲鱼 3090 0.45w 出", query.gpus) == {"card_offer": {"rtx-3090": 4500.0}}


def test_ecc_counters_asked_normal_are_judged(advisor) -> None:
    answer = last_answer(
        advisor,
        "A100 节点 `nvidia-smi -q -d ECC`：`Volatile Uncorrectable: 1`，"
        "`Retired Pages Pending: Yes`，这样正常吗",
    )
    assert answer.kind == "verify" and answer.verdict is not None
    assert "Retired Pages Pending" in _first(answer)


@pytest.mark.parametrize(
    "text",
    [
        "跑到 30G 就 Xid 79 掉卡，是显卡本身的问题吧",
        "gpu-burn dies at 20GB with Xid 79. can i use the dmesg log as evidence for the seller?",
        "压测 18G 花屏，是不是颗粒有问题",
    ],
)
def test_the_card_put_as_the_cause_is_a_fault_asked(text: str) -> None:
    assert fault_asked(text)


def test_a_way_to_check_is_no_fault_asked() -> None:
    assert not fault_asked("怎么检测颗粒有没有问题")


def test_a_fault_asked_after_a_burn_leads_yes(advisor) -> None:
    answer = last_answer(
        advisor,
        "闲鱼收的 3090，nvidia-smi 显示 24576MiB，跑 gpu-burn 到 22G 左右就 Xid 79 掉卡，"
        "是显卡本身的问题吧？能拿这个日志当证据找卖家吗",
    )
    assert answer.verdict == "yes"
    assert "Xid 79" in _first(answer)


@pytest.mark.parametrize(
    ("text", "now", "top", "temp"),
    [
        ("graphics clock stuck at 1200 MHz under load, max is 2520, temp 58C", 1200, 2520, 58),
        ("核心频率卡在 1500MHz，最高 2520，温度 65 度", 1500, 2520, 65),
        ("clocks.sm 1005 MHz of 1410 MHz, GPU temp 88C", 1005, 1410, 88),
    ],
)
def test_a_clock_held_is_read(text: str, now: float, top: float, temp: float) -> None:
    reading = clock_reading(text)
    assert reading is not None
    assert (reading.sm_mhz, reading.max_mhz, reading.temp_c) == (now, top, temp)


def test_a_clock_at_its_maximum_has_no_ceiling() -> None:
    reading = clock_reading("sm clock 1980 MHz, max 1980 MHz")
    assert reading is not None and reading.max_mhz is None


def test_a_cool_card_held_down_is_its_limit_not_heat(advisor) -> None:
    answer = last_answer(
        advisor,
        "rented an L40S on lambda: nvidia-smi shows graphics clock stuck at 1200 MHz under"
        " load, max is 2520. temp 58C. is this a power limit thing?",
    )
    assert answer.kind == "verify" and answer.verdict == "conditional"
    first = _first(answer)
    assert "not heat" in first and "1,200 of 2,520 MHz" in first and "58 °C" in first
    assert "SW Power Cap" in answer.answer


def test_a_clock_lock_asked_in_chinese_is_judged(advisor) -> None:
    answer = last_answer(
        advisor, "租的 4090，跑训练时核心频率卡在 1500MHz，最高 2520，温度 65 度，是不是被锁频了"
    )
    assert answer.kind == "verify" and answer.verdict == "conditional"
    assert _first(answer).startswith("**多半是功耗上限") and "不是温度" in _first(answer)


def test_a_hot_card_held_down_is_heat(advisor) -> None:
    answer = last_answer(
        advisor,
        "A100 SXM4 on vast: nvidia-smi shows graphics clock 1005 MHz of 1410 MHz while"
        " training, GPU temp 88C. thermal?",
    )
    assert answer.verdict == "conditional" and _first(answer).startswith("**Likely heat")


def test_the_version_a_total_reads_as_leads(advisor) -> None:
    answer = last_answer(
        advisor, "租了 H20，nvidia-smi 显示 97871MiB，听说还有 141G 的，我拿到的是哪版"
    )
    assert answer.kind == "verify" and answer.verdict == "yes"
    assert "H20 96GB" in _first(answer)


def test_the_sold_cards_own_name_read_off_leads_yes(advisor) -> None:
    answer = last_answer(
        advisor,
        "Lambda gave me an 'H100 SXM' box; `nvidia-smi --query-gpu=name --format=csv` returns"
        " `NVIDIA H100 80GB HBM3` and nvlink -s has no links listed. was I handed an sxm?",
    )
    assert answer.kind == "verify" and answer.verdict == "yes"
    assert _first(answer).startswith("**Yes, by its name: `NVIDIA H100 80GB HBM3`")
    assert "gpu-advisor verify" in answer.answer  # the command follows as the way to confirm


def test_the_sold_cards_own_name_read_off_leads_yes_in_chinese(advisor) -> None:
    answer = last_answer(
        advisor,
        "租的 H100 SXM，nvidia-smi 显示 `NVIDIA H100 80GB HBM3`，nvlink 没有链路，是不是假的 SXM",
    )
    assert answer.verdict == "yes" and "H100 SXM5 80GB" in _first(answer)


def test_a_name_without_the_maker_is_no_name_read() -> None:
    from assistant.question.name_shown import read_name_shown
    from assistant.question.parsing import parse

    catalog = memory_advisor().catalog
    query = parse("my H100 80GB HBM3 via nvidia-smi runs slow", catalog)
    assert read_name_shown(query, catalog).name_shown is None


def test_two_versions_named_the_total_tells_which(advisor) -> None:
    answer = last_answer(
        advisor,
        "租了台 H20，nvidia-smi 显示 `96GB`，可 H20 不是还有 141GB 版吗，我拿到的是哪版？"
        "每小时六块八划算吗",
    )
    assert answer.kind == "verify" and answer.verdict == "yes"
    assert _first(answer).startswith("**是 H20 96GB") and "H20 141GB" in _first(answer)
    assert "6.8" in answer.answer
