"""A reading pasted off a machine is judged in the first line, not answered with the procedure.

Mechanisms: a test figure said after its unit ("TFLOPS 只有 58"), gpu-burn's own per-card
verdict ("GPU 1: OK" / "FAULTY"), a seller's screenshot asked to be believed, nvidia-smi's
Usage/Cap column as a read figure, "Max Power" as the limit's name, a throttle reason on one card
of a typed instance (the type's cards, not its 1-GPU sibling), NVLink listed on one GPU with the
rest empty, a bare "Normal?" after the readings, and a used card's asking price kept beside the
readings judged.
"""

from __future__ import annotations

import pytest

from assistant.question.fan_reading import fan_reading
from assistant.question.readings import memory_reading, power_reading
from assistant.question.run_draw import run_draw_w
from assistant.question.test_results import test_result as read_result
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
    ("text", "tflops"),
    [
        ("跑了半小时 gpu_burn，TFLOPS 才 21 左右，正常吗", 21.0),
        ("gpu-burn finished, TFLOPS came out at 58 on the card. is that low?", 58.0),
    ],
)
def test_a_burn_figure_said_after_its_unit_is_read(text: str, tflops: float) -> None:
    result = read_result(text)
    assert result is not None and result.test == "burn"
    assert result.figure_tflops == tflops


@pytest.mark.parametrize(
    ("text", "errors"),
    [
        ("gpu_burn 600 ended with `GPU 1: FAULTY`, is the card dead?", True),
        ("烤机 10 分钟，最后输出 GPU 0: OK，这卡没问题吧", False),
    ],
)
def test_gpu_burns_own_verdict_line_is_its_result(text: str, errors: bool) -> None:
    result = read_result(text)
    assert result is not None and result.errors is errors


@pytest.mark.parametrize(
    ("message", "figure"),
    [
        ("rented a 4090 on a marketplace; gpu-burn says GPU 0: OK and TFLOPS is about 55."
         " did I get a worn card?", "55"),
        ("租的 3090 跑 gpu-burn 输出 GPU 0: OK，TFLOPS 只有 22，是不是被阉割了", "22"),
    ],
)  # fmt: skip
def test_a_burn_figure_is_judged_against_the_fp32_spec(advisor, message, figure) -> None:
    answer = _ask(advisor, message)
    assert answer.kind == "verify"
    assert answer.verdict == "yes"
    assert figure in _first(answer) and "FP32" in _first(answer)


def test_the_usage_cap_column_is_a_read_limit() -> None:
    assert power_reading("friend sent a screenshot: `Pwr:Usage/Cap 18W / 320W` on his 4080") == 320
    assert power_reading("`nvidia-smi -q` Max Power Limit says 450.00 W on the 4090") == 450


@pytest.mark.parametrize(
    ("message", "mib", "watts", "price"),
    [
        (
            "咸鱼上一张 4090，卖家发了张截图 `24564MiB`、`Pwr:Usage/Cap 30W / 450W`，要价 12500，"
            "这截图可信吗",
            24564.0,
            450.0,
            "12,500",
        ),
        (
            "guy on ebay wants $700 for his used 3090 and sent a screenshot showing 24576MiB and"
            " `Pwr:Usage/Cap 25W / 350W`. can I trust the screenshot?",
            24576.0,
            350.0,
            "700",
        ),
    ],
)
def test_a_sellers_screenshot_is_judged_with_its_price(advisor, message, mib, watts, price):
    answer = _ask(advisor, message)
    assert answer.kind == "verify"
    assert answer.verdict is not None
    assert _tool(answer, "check_memory_reading").input["value"] == mib
    assert _tool(answer, "check_power_reading").input["watts"] == watts
    assert price in answer.answer  # the asking price is set against the used range


@pytest.mark.parametrize(
    "message",
    [
        "AWS p4d.24xlarge: one of the cards shows `HW Slowdown: Active` in nvidia-smi -q. Normal?",
        "AWS p5.48xlarge 上有一张卡 `HW Power Brake Slowdown : Active`，正常吗",
    ],
)
def test_a_throttle_reason_on_one_card_of_a_type_keeps_the_types_cards(advisor, message):
    answer = _ask(advisor, message)
    assert answer.kind == "verify"
    assert "throttled" in _first(answer) or "降频" in _first(answer)
    assert any("8 GPUs" in a or "8 张" in a for a in answer.assumptions)  # not a 1-GPU sibling


def test_a_max_power_reading_is_judged_beside_the_throttle(advisor) -> None:
    answer = _ask(
        advisor,
        "p5.48xlarge: Max Power Limit reads 700 W on every GPU, but GPU 5 has"
        " `SW Thermal Slowdown: Active`. Normal?",
    )
    assert answer.kind == "verify"
    assert _tool(answer, "check_power_reading").input["watts"] == 700.0
    assert "700 W" in answer.answer


@pytest.mark.parametrize(
    "message",
    [
        "azure ND H100 v5: `nvidia-smi nvlink --status` lists 18 links on GPU0, the rest show"
        " inactive. is the VM broken?",
        "GCP a3-highgpu-8g 上 `nvidia-smi nvlink -s` 只有 GPU 0 有链路，"
        "其余的卡都是空白，是不是坏了",
    ],
)
def test_nvlink_on_one_gpu_only_is_judged_missing(advisor, message) -> None:
    answer = _ask(advisor, message)
    assert answer.kind == "verify"
    assert answer.verdict == "no"


@pytest.mark.parametrize(
    ("text", "promised"),
    [
        ("smi shows 46068MiB, I paid for 48gb, is it the 24gb card relabelled?", 48.0),
        ("nvidia-smi 显示 `81559MiB`，说好的 80g，会不会是 94g 那款被锁了", 80.0),
    ],
)
def test_the_promised_size_is_not_the_part_suspected(text: str, promised: float) -> None:
    reading = memory_reading(text)
    assert reading is not None and reading.promised_gb == promised


@pytest.mark.parametrize(
    ("message", "rate"),
    [
        ("rented an H100 SXM on vast for $1.65/hr, how do I confirm it's really SXM?", "$1.65"),
        ("租了台 4090，每小时 1.5 元，怎么确认卡是真的", "¥1.50"),
    ],
)
def test_the_rent_paid_is_kept_beside_the_checks(advisor, message: str, rate: str) -> None:
    answer = _ask(advisor, message)
    assert answer.kind == "verify"
    assert _tool(answer, "price_job") is not None
    assert rate in answer.answer


@pytest.mark.parametrize(
    "message",
    [
        "quick sanity check for our two 3090s before a 5-day training run?",
        "训练前想给这 4 张 A6000 做个健康检查，15 分钟能做完的那种",
    ],
)
def test_a_health_check_before_a_long_job_is_a_check(advisor, message: str) -> None:
    assert _ask(advisor, message).kind == "verify"


@pytest.mark.parametrize(
    ("message", "verdict", "figure"),
    [
        ("租的 4090 跑 bandwidthTest，host to device 只有 6.1 GB/s，正常吗", "no", "6.1 GB/s"),
        ("ran dcgmi diag -r 2 on the rented L40S: PCIe bandwidth 24.1 GB/s, pass. fine?", "yes",
         "24.1 GB/s"),
    ],
)  # fmt: skip
def test_a_host_to_card_copy_rate_is_judged_against_the_link(advisor, message, verdict, figure):
    answer = _ask(advisor, message)
    assert answer.kind == "verify"
    assert answer.verdict == verdict
    assert figure in _first(answer) and "Gen4 x16" in _first(answer)


@pytest.mark.parametrize(
    ("text", "fan", "temp", "cap"),
    [
        ("| 0%   81C    P2   310W / 320W |  15000MiB / 16376MiB |  99%  Default |", 0.0, 81.0,
         320.0),
        ("3090 风扇一直 0%，温度 84 度，出图越来越慢", 0.0, 84.0, None),
    ],
)  # fmt: skip
def test_a_fan_standing_still_on_a_hot_card_is_read(text, fan, temp, cap) -> None:
    still = fan_reading(text)
    assert still is not None
    assert (still.fan_pct, still.temp_c, still.cap_w) == (fan, temp, cap)


def test_a_fan_idle_on_a_cool_card_is_not_a_fault() -> None:
    cool = "| 0%   38C    P8   12W / 450W |  300MiB / 24564MiB |  0%  Default |"
    assert fan_reading(cool) is None
    assert fan_reading("fan at 55% and 83C under load") is None


@pytest.mark.parametrize(
    ("message", "figure"),
    [
        ("my 4080 while training a lora:\n| 0%   85C    P2   300W / 320W |  14000MiB / 16376MiB"
         " |  100%  Default |\nis the fan dead?", "320 W"),
        ("3090 跑 sd 批量出图，风扇显示 0%，温度 88 度，风扇是不是坏了", "88 °C"),
    ],
)  # fmt: skip
def test_a_stopped_fan_is_judged_first(advisor, message: str, figure: str) -> None:
    answer = _ask(advisor, message)
    assert answer.kind == "troubleshoot"
    assert answer.verdict == "yes"
    assert figure in _first(answer) and "0%" in _first(answer)


@pytest.mark.parametrize(
    "message",
    [
        "vllm --gpu-memory-utilization 0.85: is that 85% only the kv cache, or weights as well?",
        "vllm 的 gpu_memory_utilization 设 0.8，这 80% 是只给 kv cache 还是连权重一起算",
    ],
)
def test_an_engine_flags_name_is_no_utilisation_symptom(advisor, message: str) -> None:
    assert _ask(advisor, message).kind == "concept"


@pytest.mark.parametrize(
    ("text", "watts"),
    [
        ("3090 功耗 350w 跑着，温度 85 度就降频", 350.0),
        ("the 4080 is drawing 310 W and hits 84C, then clocks drop", 310.0),
        ("power limit at 300W and 84C", None),
        ("850W psu, card at 84C", None),
    ],
)
def test_the_draw_said_while_running_is_read(text: str, watts: float | None) -> None:
    assert run_draw_w(text) == watts


@pytest.mark.parametrize(
    ("message", "cap"),
    [
        ("4080 super pulling 320W at 85C, clocks drop after 15 minutes of training. what do I do?",
         "-pl 260"),
        ("4090 跑 comfyui 功耗 450w，温度 84 度，二十分钟后速度掉了一半，怎么解决", "-pl 360"),
    ],
)  # fmt: skip
def test_a_hot_cards_draw_gets_a_power_cap(advisor, message: str, cap: str) -> None:
    answer = _ask(advisor, message)
    assert answer.kind == "troubleshoot"
    assert cap in answer.answer


@pytest.mark.parametrize(
    ("message", "words"),
    [
        ("咸鱼卖 4090 的发了张照片，`24564MiB` 和 `450W` 上限，照片靠谱吗", "截图不等于这张卡"),
        ("seller on ebay sent a screenshot of his 3090: 24576MiB, `Pwr:Usage/Cap 20W / 350W`."
         " can I believe the screenshot?", "A screenshot is not the card"),
    ],
)  # fmt: skip
def test_readings_in_a_screenshot_are_said_to_prove_no_card(advisor, message, words) -> None:
    answer = _ask(advisor, message)
    assert answer.kind == "verify"
    assert words in answer.answer
    assert "nvidia-smi" in answer.answer
