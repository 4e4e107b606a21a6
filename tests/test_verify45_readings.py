"""Readings pasted from a rented or bought card judged in the first line, and stated figures kept.

Mechanisms: the limit a card holds read from ``nvidia-smi -q``'s labelled fields (current or
enforced, not its max or default bound); an hourly rent paid, stated beside the readings, set
against the listed price; a reading put back for confirmation ("对的吧", "looks right?") judged as
surely as "is that normal?"; a size written into the card's name is no reading.
"""

from __future__ import annotations

import pytest

from assistant.question.readings import memory_reading, power_reading
from assistant.question.smi_limit_fields import held_limit_w
from assistant.question.verify_cues import reading_questioned
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _ask(advisor, *turns: str):
    return advisor.converse(list(turns)).turns[-1].answer


def _first(answer) -> str:
    return answer.answer.splitlines()[0]


def _tool(answer, name: str):
    return next((c for c in answer.tool_calls if c.tool == name), None)


@pytest.mark.parametrize(
    ("text", "watts"),
    [
        ("default power limit : 400.00 w, enforced power limit : 300.00 w", 300.0),
        ("current power limit: 250 w / max power limit: 450 w", 250.0),
        ("当前功耗上限 320 w，最大功耗上限 600 w", 320.0),
        ("max power limit: 700.00 w", None),  # a bound alone is no held limit
    ],
)
def test_the_held_limit_is_read_from_labelled_fields(text: str, watts: float | None) -> None:
    assert held_limit_w(text) == watts


def test_the_held_limit_wins_over_the_bound_named_first() -> None:
    said = "nvidia-smi -q shows Min Power Limit: 100.00 W, Requested Power Limit: 280.00 W"
    assert power_reading(said) == 280.0


@pytest.mark.parametrize(
    ("message", "watts", "verdict", "lead"),
    [
        (
            "vast.ai 4090 box, `nvidia-smi -q -d POWER`: Max Power Limit 600.00 W,"
            " Current Power Limit 300.00 W. did the host cap it?",
            300.0,
            "yes",
            "67%",
        ),
        (
            "租的 H100 SXM，nvidia-smi -q 里 最大功耗上限 700 W，当前功耗上限 450 W，是不是被限了",
            450.0,
            "yes",
            "64%",
        ),
    ],
)
def test_the_current_limit_is_judged_not_the_max(advisor, message, watts, verdict, lead) -> None:
    answer = _ask(advisor, message)
    call = _tool(answer, "check_power_reading")
    assert answer.kind == "verify"
    assert call is not None and call.input["watts"] == watts
    assert answer.verdict == verdict
    assert lead in _first(answer)


@pytest.mark.parametrize(
    ("message", "rate", "said"),
    [
        (
            "runpod a100 80gb pod, nvidia-smi reads 81920MiB and a 400W power limit."
            " is this what we're paying $1.39/hr for?",
            "$1.39",
            "per GPU-hour",
        ),
        (
            "lambda h100 pcie at $3.29/hr: smi gives 81559MiB, is that what i'm paying for?",
            "$3.29",
            "Lambda",
        ),
    ],
)
def test_the_rate_paid_is_answered_beside_the_readings(advisor, message, rate, said) -> None:
    answer = _ask(advisor, message)
    assert answer.kind == "verify"
    assert answer.verdict == "yes"
    assert _tool(answer, "check_memory_reading") is not None
    assert _tool(answer, "price_job") is not None
    assert rate in answer.answer and said in answer.answer


def test_a_rate_in_yuan_is_said_in_yuan(advisor) -> None:
    answer = _ask(advisor, "租的 A100 80G 一小时 6.5 元，nvidia-smi 显示 81920MiB，对得上这个价吗")
    assert answer.kind == "verify"
    assert "¥6.50" in answer.answer and "关于价格" in answer.answer


@pytest.mark.parametrize(
    "text",
    [
        "租下来 nvidia-smi 显示 24576mib，没问题吧",
        "bought a used 3090, smi lists 24576mib, looks right?",
        "收的 a6000 到手，显示 49140mib，是满血的吧",
    ],
)
def test_a_reading_put_back_for_confirmation_is_questioned(text: str) -> None:
    assert reading_questioned(text)


def test_a_plain_statement_is_not_a_confirmation() -> None:
    assert not reading_questioned("租下来 nvidia-smi 显示 24576mib，想跑 qwen 32b")


@pytest.mark.parametrize(
    ("message", "mib", "lead"),
    [
        (
            "刚租到的 H100，`nvidia-smi` 显示 `NVIDIA H100 80GB HBM3`、`81559MiB`，应该没问题吧",
            81559.0,
            "是的",
        ),
        ("picked up a used RTX 3090, smi lists it with 24576MiB — looks right?", 24576.0, "Yes"),
    ],
)
def test_a_confirmed_reading_is_judged_first(advisor, message, mib, lead) -> None:
    answer = _ask(advisor, message)
    call = _tool(answer, "check_memory_reading")
    assert answer.kind == "verify"
    assert call is not None and call.input["value"] == mib
    assert _first(answer).lstrip("*").startswith(lead)


def test_a_size_in_the_cards_name_is_no_reading() -> None:
    said = memory_reading("smi: `NVIDIA A100-SXM4-40GB`, `40960MiB`")
    assert said is not None and (said.value, said.unit) == (40960.0, "MiB")


def test_a_size_in_the_cards_name_is_read_when_nothing_else_is() -> None:
    said = memory_reading("the listing promised 80GB, nvidia-smi shows `NVIDIA H100-PCIE-40GB`")
    assert said is not None and (said.value, said.promised_gb) == (40.0, 80.0)
    zh = memory_reading("平台说是 80G，nvidia-smi 显示 `NVIDIA A800-SXM4-40GB`")
    assert zh is not None and (zh.value, zh.promised_gb) == (40.0, 80.0)


def test_a_verify_follow_up_after_a_price_judges_the_reading(advisor) -> None:
    answer = _ask(
        advisor,
        "runpod 上 h100 sxm 包月多少钱",
        "开好了，nvidia-smi 显示 `NVIDIA H100 80GB HBM3`、`81559MiB`，对的吧",
    )
    assert answer.kind == "verify"
    assert answer.verdict == "yes"
    assert _tool(answer, "check_memory_reading") is not None


@pytest.mark.parametrize(
    ("message", "verdict", "lead"),
    [
        (
            "listing said RTX A5000; smi reports `Quadro RTX 5000` and 16384MiB."
            " seller insists it's identical. is it?",
            "no",
            "No: the machine names the card Quadro RTX 5000",
        ),
        (
            "闲鱼收的 A6000，nvidia-smi 读出来是 Quadro RTX 6000，24576MiB，被坑了吗",
            "yes",
            "确实不对：机器读出的型号是 Quadro RTX 6000",
        ),
    ],
)
def test_a_card_shown_in_place_of_the_one_sold_leads(advisor, message, verdict, lead) -> None:
    answer = _ask(advisor, message)
    assert answer.kind == "verify"
    assert answer.verdict == verdict
    assert lead in _first(answer)
    assert _tool(answer, "check_memory_reading") is not None


@pytest.mark.parametrize(
    "message",
    [
        "second-hand 3090 from ebay: smi shows 24576MiB but pytorch OOMs around 21GB."
        " is that normal?",
        "闲鱼收的 2080ti 22g，nvidia-smi 显示 22528MiB，torch 占到 19g 就 oom 了，正常吗",
    ],
)
def test_an_oom_below_a_got_cards_size_checks_its_reading(advisor, message) -> None:
    answer = _ask(advisor, message)
    assert answer.kind == "verify"
    assert answer.verdict is not None
    assert _tool(answer, "check_memory_reading") is not None


def test_an_oom_with_a_model_named_stays_a_fit(advisor) -> None:
    answer = _ask(
        advisor, "used 3090, smi shows 24576MiB, qwen2.5 32b in fp16 OOMs on load, is that normal?"
    )
    assert answer.kind != "verify"


def test_gpu_z_bus_interface_is_a_link_reading() -> None:
    from assistant.question.link_slots import link_reading

    said = link_reading("gpu-z: Bus Interface  PCIe x16 4.0 @ x8 1.1, is that ok?")
    assert said is not None
    assert (said.max_gen, said.current_gen, said.current_width) == (4, 1, 8)


@pytest.mark.parametrize(
    ("message", "width"),
    [
        (
            "used 3090 in my new build, GPU-Z reads `Bus Interface: PCIe x16 4.0 @ x4 4.0`."
            " card or motherboard?",
            "x4",
        ),
        (
            "二手 a4000 装上后 gpu-z 显示 Bus Interface PCIe x16 4.0 @ x8 4.0，"
            "是显卡的问题还是主板",
            "x8",
        ),
    ],
)
def test_a_pasted_link_with_its_fault_located_is_judged(advisor, message, width) -> None:
    answer = _ask(advisor, message)
    assert answer.kind == "verify"
    assert answer.verdict is not None
    assert width in _first(answer).lower()


@pytest.mark.parametrize(
    ("text", "mhz"),
    [
        (
            "smi -q -d CLOCK: Max Clocks  Graphics : 2520 MHz  SM : 2520 MHz"
            "  Memory : 10501 MHz ok?",
            10501.0,
        ),
        ("nvidia-smi -q 里 Max Clocks Graphics 1740 MHz, Memory 1593 MHz，正常吗", 1593.0),
    ],
)
def test_the_memory_clock_after_other_max_clocks_is_read(text: str, mhz: float) -> None:
    from assistant.question.spec_readings import spec_reading

    said = spec_reading(text)
    assert said is not None and said.memory_clock_mhz == mhz


@pytest.mark.parametrize(
    ("message", "verdict"),
    [
        (
            "autodl 上的 4090，nvidia-smi -q 显示 Max Clocks Graphics 3105 MHz，"
            "Memory 10501 MHz，正常吗",
            "yes",
        ),
        (
            "got a 3090 from a seller, smi -q shows Max Clocks: Graphics 2100 MHz,"
            " Memory 7000 MHz. legit?",
            "no",
        ),
    ],
)
def test_a_pasted_clock_block_is_judged_first(advisor, message, verdict) -> None:
    answer = _ask(advisor, message)
    assert answer.kind == "verify"
    assert answer.verdict == verdict
    assert _tool(answer, "check_spec_reading") is not None


@pytest.mark.parametrize(
    ("message", "nv"),
    [
        (
            "coreweave 8x h100 node: what should nvidia-smi topo -m print if the nvlink"
            " fabric is ok?",
            "NV18",
        ),
        ("两张 a100 sxm 80g 的机器，nvidia-smi topo -m 正常应该显示什么", "NV12"),
    ],
)
def test_the_matrix_a_healthy_nvlink_machine_shows_leads(advisor, message, nv) -> None:
    answer = _ask(advisor, message)
    assert answer.kind == "verify"
    assert f"`{nv}`" in _first(answer)


def test_the_matrix_follows_the_command_when_only_a_check_is_asked(advisor) -> None:
    answer = _ask(advisor, "rented 4x a100 80gb sxm, how can i confirm nvlink is actually there?")
    assert answer.kind == "verify"
    assert "verify --expect" in _first(answer)
    assert "`NV12`" in answer.answer


@pytest.mark.parametrize(
    "message",
    [
        "insanely-fast-whisper on my 3090 transcribes at realtime speed and util reads 0%."
        " is it actually running on the cpu?",
        "l4 上跑 faster-whisper 速度和实时差不多，nvidia-smi 利用率 0%，是不是其实在用 cpu",
    ],
)
def test_a_cpu_fallback_suspected_is_troubleshot(advisor, message) -> None:
    answer = _ask(advisor, message)
    assert answer.kind == "troubleshoot"
    assert "CPU" in _first(answer) or "cpu" in _first(answer).lower()


def test_a_cpu_weighed_against_the_gpu_is_no_fallback() -> None:
    from assistant.question.symptoms import runs_on_the_cpu

    assert not runs_on_the_cpu("is it better on cpu or gpu for whisper tiny?")
    assert not runs_on_the_cpu("is it ok to run whisper on the cpu only?")


@pytest.mark.parametrize(
    "turns",
    [
        (
            "full fine-tune of sdxl at 1024 on a 4090 with 8bit adam, will it fit?",
            "it crashed with CUDA out of memory on the first step, what now?",
        ),
        (
            "4090 用 8bit adam 全参微调 sdxl 1024 分辨率，显存够吗",
            "开始训练，第一步就 oom 了，怎么办",
        ),
    ],
)
def test_the_optimizer_said_with_a_job_is_kept_in_a_follow_up(advisor, turns) -> None:
    answer = _ask(advisor, *turns)
    sized = _tool(answer, "estimate_workload_memory")
    assert sized is not None and sized.input.get("optimizer") == "adamw-8bit"
