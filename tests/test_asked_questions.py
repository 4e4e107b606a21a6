"""The questions quoted in issue 12, answered directly: first lines and the numbers in them."""

from __future__ import annotations

import pytest

from assistant.advisor import Advisor
from assistant.evaluation_constraints import first_line
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor() -> Advisor:
    return memory_advisor()


def _price_calls(answer):
    return [c for c in answer.tool_calls if c.tool == "price_job"]


def test_which_gpus_support_fp8(advisor):
    answer = advisor.ask("Which GPUs support FP8?")
    (call,) = answer.tool_calls
    assert (answer.intent, call.tool) == ("recommend", "query_catalog")
    count = call.output["count"]
    assert first_line(answer.answer).startswith(f"{count} GPUs in the catalog support FP8:")
    for name in ("H100 SXM5", "L40S", "RTX 4090", "H20"):
        assert name in answer.answer
    cited = {c.doc_id for c in answer.citations}
    assert {"gpu-h100-sxm", "gpu-rtx-4090"} <= cited
    assert "gpu-a100-80gb-sxm" not in cited


def test_which_gpus_support_fp8_in_chinese(advisor):
    answer = advisor.ask("哪些卡支持FP8")
    assert answer.language == "zh"
    assert first_line(answer.answer).startswith("目录中共有")
    assert "支持 FP8" in first_line(answer.answer)


def test_cheapest_gpu_with_at_least_48gb(advisor):
    answer = advisor.ask("Which is the cheapest GPU with at least 48GB?")
    line = first_line(answer.answer)
    # AMD lists the 48 GB Radeon PRO W7900 at $3,999 (Apr 2023), below the A6000's $4,650
    assert line.startswith("The cheapest GPU with at least 48 GB is the Radeon PRO W7900")
    assert "$3,999.00" in line
    assert answer.citations[0].doc_id == "gpu-radeon-pro-w7900"
    assert "RTX A6000" in answer.answer  # the runner-up rows follow


def test_gpus_with_nvlink_under_two_dollars_an_hour(advisor):
    answer = advisor.ask("GPUs with NVLink under $2/h?")
    line = first_line(answer.answer)
    assert "have NVLink and rent for $2.00 per GPU-hour or less" in line
    assert "A800 80GB" in line and "V100" in answer.answer
    assert any(c.doc_id.startswith("offer-") for c in answer.citations)


def test_biggest_consumer_card(advisor):
    answer = advisor.ask("显存最大的消费级显卡是哪张")
    assert first_line(answer.answer).startswith("消费级显卡里显存最大的是 RTX 5090")


def test_a100_per_hour_on_aws_is_per_gpu_hour_and_names_the_8_gpu_instance(advisor):
    answer = advisor.ask("how much does an A100 cost per hour on AWS?")
    line = first_line(answer.answer)
    assert "$3.43 per GPU-hour" in line and "p4de.24xlarge (8 GPUs)" in line
    assert "$27.45 per instance-hour" in line
    assert "rents the A100 SXM4 80GB only inside p4de.24xlarge, an 8-GPU instance" in answer.answer
    assert "in all" not in line


def test_h100_on_lambda_is_per_hour_and_adds_no_month(advisor):
    answer = advisor.ask("What's the price of an H100 on Lambda?")
    assert "per GPU-hour" in first_line(answer.answer)
    assert "730" not in answer.answer and "per month" not in answer.answer
    assert all(q["provider"] == "Lambda" for q in _price_calls(answer)[0].output["quotes"])


def test_aliyun_a100_month_says_no_price_then_alternatives_and_the_guide(advisor):
    answer = advisor.ask("阿里云上租一张A100一个月多少钱？")
    line = first_line(answer.answer)
    # the gap first, then the closest price in the same line (the first line answers)
    assert line.startswith("我的价格表未收录阿里云的报价；其他厂商最便宜的：")
    main, alternatives = _price_calls(answer)
    assert main.input["provider"] == "aliyun" and "provider" not in alternatives.input
    assert "每月 ¥" in line
    assert "每月 ¥" in answer.answer and "可信度" in answer.answer
    assert "china-market-gpus" in answer.answer


def test_spot_vs_on_demand_for_8_h100_a_month_uses_the_cheapest_of_each(advisor):
    answer = advisor.ask("What would 8 H100s cost for a month on spot vs on-demand?")
    spot, on_demand = _price_calls(answer)
    assert (spot.output["rank_by"], on_demand.output["rank_by"]) == ("spot", "on_demand")
    od_best = on_demand.output["quotes"][0]
    month = float(od_best["unit_prices"]["per_month"])
    assert 19_000 <= month <= 23_500  # the book's 8-GPU H100 offers, not AWS's $40k
    line = first_line(answer.answer)
    assert "spot" in line and "cheapest on-demand" in line and "per month" in line
    assert f"${month:,.2f} per month" in line


def test_stated_16gb_v100_is_the_row_sized(advisor):
    answer = advisor.ask("Can I run llama 3 8B on my 16GB V100?")
    (call,) = [c for c in answer.tool_calls if c.tool == "estimate_memory"][:1]
    assert call.input["gpu"] == "v100-16gb-sxm"
    assert "16GB" in first_line(answer.answer) or "16 GB" in first_line(answer.answer)
    assert "32GB" not in answer.answer and "32 GB" not in answer.answer


def test_distilled_r1_is_sized_not_the_671b_model(advisor):
    answer = advisor.ask("I want to serve DeepSeek-R1 distilled 32B to my team of 20")
    models = {c.input.get("model") for c in answer.tool_calls}
    assert models == {"deepseek-r1-distill-qwen-32b"}
    assert "1,344" not in answer.answer


def test_two_4090s_with_nvlink_premise_is_corrected_first(advisor):
    answer = advisor.ask("planning two 4090s linked with NVLink so they act like one 48GB card")
    assert first_line(answer.answer).startswith("No NVLink on the RTX 4090:")
    zh = advisor.ask("两张4090用NVLink桥接，能当一张48G的卡用吗")
    assert first_line(zh.answer).startswith("RTX 4090 不支持 NVLink：")


def test_llama4_is_sized_as_llama4_with_its_moe_size(advisor):
    answer = advisor.ask("can llama 4 scout run on a single H100?")
    assert {c.input.get("model") for c in answer.tool_calls} == {"llama-4-scout"}
    assert "109B parameters in all, 17B active per token" in answer.answer
    assert "405" not in answer.answer


def test_four_gpus_lead_with_one_machine_then_the_split(advisor):
    answer = advisor.ask("how much is a 4x L40S box on AWS per hour")
    line = first_line(answer.answer)
    assert line.startswith("4 × L40S, on-demand: $10.49 per hour on AWS g6e.12xlarge (4 GPUs),")
    assert line.endswith("$2.62 per GPU-hour [1].")
    box = [c for c in _price_calls(answer) if c.input.get("one_instance")]
    assert box and box[0].output["quotes"][0]["instance_type"] == "g6e.12xlarge"
    assert (
        "Split across separate instances: 4 × L40S, on-demand: **$8.97 per hour** on AWS"
        " 4 × g6e.2xlarge, $2.24 per GPU-hour"
    ) in answer.answer
    assert "only inside" not in answer.answer  # 4 asked, 4 in the box: nothing bundled


def test_an_instance_type_names_its_gpus(advisor):
    answer = advisor.ask("AWS 上 p5 一小时多少钱？折合每张卡呢")
    (call,) = _price_calls(answer)
    assert (call.input["gpu"], call.input["count"], call.input["provider"]) == (
        "h100-sxm",
        8,
        "aws",
    )
    line = first_line(answer.answer)
    assert "($6.88)" in line and "p5.48xlarge（8 卡）" in line


def test_a_stated_context_is_named_in_the_fit_first_line(advisor):
    turns = advisor.converse(["单卡4090跑Qwen2.5 7B，32k上下文够吗", "那128k呢"]).turns
    line = turns[-1].answer.answer.splitlines()[0]
    # the follow-up changed only the context: the first line says which one it sized
    assert "上下文 128k" in line and "RTX 4090" in line
    calls = [c for c in turns[-1].answer.tool_calls if c.tool == "estimate_memory"]
    assert calls and all(c.input["seq_len"] == 131072 for c in calls)
    english = advisor.ask("can a 3090 run llama 3 8b with 16k context").answer.splitlines()[0]
    assert "at 16k context" in english and english.startswith("**Yes")
