"""A doubted delivery is verify (route33): a shortfall puzzled over, clocks the host is suspected
of locking, a reading held against spec beside an inference engine; a check that goes on in its
follow-up (another box, a new link reading, the commands); a quote doubted as too much; a
variant's sheet set against another's on paper stays the catalog's."""

from __future__ import annotations

import pytest

from assistant.evaluation_constraints import first_line
from assistant.question.health import health_check
from assistant.question.link_slots import link_reading
from assistant.question.text import fold
from assistant.question.verify_cues import puzzled_by, variants_set_apart
from tests.support.advisors import last_turn, memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


# --------------------------------------------------------------------------- a doubted delivery


def test_a_shortfall_puzzled_over_is_a_reading_questioned():
    assert puzzled_by(fold("rented an A100 80GB, smi shows 79.2GB. where did the rest go?"))
    assert puzzled_by(fold("bought a used A6000, 47.5 GiB total, is the driver eating it?"))
    assert puzzled_by(fold("租的 L20 显示 46G，剩下的 2G 去哪了"))
    assert not puzzled_by(fold("where did the hype around the 5090 go?"))  # nothing got


def test_a_type_with_memory_short_of_its_sheet_is_checked(advisor):
    turn = last_turn(
        advisor, "spun up a g5.xlarge, smi lists `NVIDIA A10G 23028MiB`. where did 1GB go?"
    )
    assert turn.answer.kind == "verify"
    assert turn.query.memory_reading is not None
    assert turn.query.memory_reading.value == 23028
    assert "A10G" in first_line(turn.answer.answer)


def test_clocks_the_host_is_suspected_of_locking_are_the_machines():
    said = "AWS p5, clocks are stuck at 1980 MHz on all 8. is Amazon throttling them?"
    assert health_check(said) == "clocks"
    assert health_check("我自己把频率锁在 1800 MHz 了，对训练有影响吗") is None  # a setting


def test_a_cloud_type_with_clocks_locked_and_the_host_doubted_is_verify(advisor):
    turn = last_turn(
        advisor,
        "Azure ND H100 v5, clocks look locked at 1755 MHz under load. is Microsoft capping us?",
    )
    assert turn.answer.kind == "verify"
    assert turn.query.health_check == "clocks"
    assert first_line(turn.answer.answer).startswith("No")


def test_a_reading_during_an_inference_engine_is_on_topic(advisor):
    turn = last_turn(
        advisor,
        "my 3090 idles at `110W / 350W` and vram temp is 100C while ollama runs."
        " repaste or in spec?",
    )
    assert not turn.query.off_topic
    assert turn.answer.kind == "verify"
    assert "350 W" in turn.answer.answer


# --------------------------------------------------------------------------- the check goes on


FIRST = (
    "rented 2x RTX 4090 on Vast, `nvidia-smi topo -m` shows SYS between them and p2p copies"
    " only reach 8 GB/s. is that the host?"
)


def test_another_pair_asked_differently_wired_keeps_the_check(advisor):
    turn = last_turn(advisor, FIRST, "would two L40S instead be connected any differently there?")
    assert turn.answer.kind == "verify"
    assert [g.gpu_id for g in turn.query.gpus] == ["l40s"]
    assert turn.answer.answer.startswith("**No NVLink on the L40S")


def test_a_bigger_box_from_the_same_cloud_keeps_the_clock_check(advisor):
    turn = last_turn(
        advisor,
        "Lambda 1x H100 PCIe, `nvidia-smi -q -d CLOCK` shows SM stuck at 1200 MHz under load."
        " throttling on their side?",
        "would their 8x H100 SXM node avoid that, or same clocks?",
    )
    assert turn.answer.kind == "verify"
    assert turn.query.health_check == "clocks"
    assert turn.query.provider == "lambda"
    assert "H100 SXM" in first_line(turn.answer.answer)


def test_gpu_z_bare_generation_is_the_link_now():
    link = link_reading("换了个槽，gpu-z 显示 x8 4.0")
    assert link is not None and (link.current_gen, link.current_width) == (4, 8)
    assert link_reading("x8 4.0 倍速") is None


def test_a_new_slot_reading_after_a_link_check_is_judged(advisor):
    turn = last_turn(
        advisor,
        "二手收的 3090，gpu-z 显示 `PCIe x16 4.0 @ x16 1.1`，是不是主板有问题？",
        "换到下面那条槽显示 x4 4.0，跑大模型推理影响大吗",
    )
    assert turn.answer.kind == "verify"
    assert turn.query.link_reading is not None and turn.query.link_reading.current_width == 4
    assert turn.answer.verdict == "no"


def test_the_checks_commands_asked_next_keep_the_check(advisor):
    turn = last_turn(
        advisor,
        "buying a used RTX 3090 from a guy on marketplace, what should I test when I pick it up?",
        "which exact commands do I run there, step by step?",
    )
    assert turn.answer.kind == "verify"
    assert [g.gpu_id for g in turn.query.gpus] == ["rtx-3090"]


# --------------------------------------------------------------------------- a quote doubted


def test_a_quote_doubted_is_set_against_the_recorded_price(advisor):
    turn = last_turn(advisor, "a dealer quoted me $14,000 for one H20, am I being overcharged?")
    assert turn.query.quote_doubted
    assert turn.answer.kind == "verify"
    assert turn.answer.verdict == "yes"
    assert first_line(turn.answer.answer).startswith("Yes, above what the H20")


def test_a_quote_doubted_in_chinese_under_the_record(advisor):
    turn = last_turn(advisor, "代理商给 H20 单卡报价 6 万，是不是被坑了")
    assert turn.query.quote_doubted
    assert turn.answer.verdict == "no"
    assert first_line(turn.answer.answer).startswith("不贵")


def test_compare_to_renting_after_a_quote_weighs_renting(advisor):
    turn = last_turn(
        advisor,
        "a dealer quoted me $14,000 for one H20, am I being overcharged?",
        "and how would that compare to renting one instead?",
    )
    assert turn.answer.kind == "rent_vs_buy"
    assert turn.query.budget == 14000


# --------------------------------------------------------------------------- on paper


def test_a_variant_set_against_another_on_paper_is_no_check():
    assert variants_set_apart(fold("H100 PCIe 的带宽跟 SXM 版比是不是缩水了"))
    assert not variants_set_apart(fold("租的 H100 跟 SXM 版比是不是缩水了"))


def test_a_variants_bandwidth_doubted_on_paper_is_the_catalogs(advisor):
    turn = last_turn(advisor, "H100 PCIe 版的显存带宽跟 SXM 版比是不是缩水了，差多少")
    assert turn.answer.kind == "catalog"
    assert "GB/s" in first_line(turn.answer.answer)
