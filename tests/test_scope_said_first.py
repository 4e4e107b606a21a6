"""What the assistant does not cover is said in the first line; small talk is answered as itself."""

from __future__ import annotations

import pytest

from assistant.evaluation_constraints import first_line
from tests.support.advisors import last_answer, memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize("question", ["哈喽～有人吗", "哈喽", "hello there, anyone home?"])
def test_a_greeting_with_fillers_is_small_talk(advisor, question: str) -> None:
    answer = last_answer(advisor, question)
    assert answer.kind == "smalltalk"
    assert first_line(answer.answer).startswith(("Hello", "你好"))


@pytest.mark.parametrize(
    ("question", "opening"),
    [
        ("你底层用的啥模型，千问吗", "我是 GPU Advisor"),
        ("你是拿什么大模型训练的？gpt 吗", "我是 GPU Advisor"),
        ("what model are you built on? llama?", "I'm GPU Advisor"),
        ("你是chatgpt吗", "我是 GPU Advisor"),
    ],
)
def test_what_am_i_is_answered_about_me(advisor, question: str, opening: str) -> None:
    answer = last_answer(advisor, question)
    assert answer.kind == "smalltalk"
    assert first_line(answer.answer).startswith(opening)
    assert "DeepSeek" in first_line(answer.answer)


def test_a_model_guess_alone_is_not_small_talk(advisor) -> None:
    assert last_answer(advisor, "qwen 吗").kind != "smalltalk"


@pytest.mark.parametrize(
    ("question", "provider"),
    [
        ("modal's a100 pricing per hour?", "Modal"),
        ("智星云 4090 一小时多少钱", "智星云"),
        ("蓝耘 h100 按小时租多少", "蓝耘"),
    ],
)
def test_an_unquoted_provider_is_named_first_with_the_closest_price(
    advisor, question: str, provider: str
) -> None:
    answer = last_answer(advisor, question)
    line = first_line(answer.answer)
    assert answer.kind == "price"
    assert provider in line.split("；")[0].split(";")[0]
    assert "$" in line or "¥" in line


def test_multi_modal_is_no_provider(advisor) -> None:
    answer = last_answer(advisor, "multi-modal's h100 price per hour")
    assert "Modal" not in first_line(answer.answer)


@pytest.mark.parametrize(
    ("question", "opening", "offer"),
    [
        ("帮我起草一份采购GPU服务器的申请书", "代写报告", "需要哪种卡"),
        ("can you draft a memo to my boss justifying new gpus", "I don't cover writing", "figures"),
        ("my 4070's fan makes a grinding noise, how to fix the fan", "I don't cover repairing", ""),
        ("显卡拆开换硅脂风扇有异响咋办", "显卡维修", ""),
    ],
)
def test_a_task_outside_gpu_selection_is_declined_first(
    advisor, question: str, opening: str, offer: str
) -> None:
    answer = last_answer(advisor, question)
    assert answer.kind == "unsupported"
    assert first_line(answer.answer).startswith(opening)
    assert offer in answer.answer


def test_a_report_about_named_cards_is_answered_with_the_figures(advisor) -> None:
    answer = last_answer(advisor, "帮我写一份报告：两张4090能不能跑qwen2.5 72b")
    assert answer.kind == "fit_check"


def test_fixing_an_oom_is_no_repair(advisor) -> None:
    assert last_answer(advisor, "OOM 怎么修复，4090 跑 qwen2.5 32b").kind != "unsupported"


@pytest.mark.parametrize(
    ("question", "provider", "hours"),
    [
        ("runpod a40 per hour? we'd use it for 20 hours", "RunPod", "20 h"),
        ("RunPod 上 A40 按小时多少钱，用 6 小时", "RunPod", "6 小时"),
    ],
)
def test_a_card_no_one_rents_at_a_named_provider_offers_the_closest(
    advisor, question: str, provider: str, hours: str
) -> None:
    answer = last_answer(advisor, question)
    line = first_line(answer.answer)
    assert answer.kind == "price"
    assert line.startswith(("RunPod has no 1 × A40", "我的价格表里没有RunPod的 1 × A40"))
    assert "48.0 GB" in line and hours in line  # the memory it matches, the span it prices
    closest = next(c for c in answer.tool_calls if c.input.get("min_memory_gb"))
    quote = closest.output["quotes"][0]
    assert advisor.catalog.gpus[quote["gpu_id"]].memory_gb >= 48
    assert quote["provider"] == provider


def test_an_unquoted_provider_and_an_unrented_card_say_both(advisor) -> None:
    line = first_line(last_answer(advisor, "autodl a40 多少钱一小时").answer)
    assert "未收录AutoDL" in line and "A40" in line and "¥" in line


def test_the_hour_asked_with_a_span_prices_the_span_too(advisor) -> None:
    line = first_line(last_answer(advisor, "h100 per hour on lambda, need it 10 hours").answer)
    assert "per GPU-hour" in line and "10 h: $42.90" in line


@pytest.mark.parametrize(
    "question",
    [
        "nebius h200 per hour? want to compare with a quote from crusoe",
        "h200 在 nebius 每卡时多少，跟别家报价比一下",
    ],
)
def test_one_card_priced_against_another_quote_is_a_price(advisor, question: str) -> None:
    answer = last_answer(advisor, question)
    assert answer.kind == "price"
    assert "$4.50" in first_line(answer.answer) or "4.5" in first_line(answer.answer)


@pytest.mark.parametrize(
    ("question", "range_word"),
    [
        ("would $900 be a good deal for a second-hand rtx 3090?", "above"),
        ("is $450 a reasonable price for a used 3090", "below"),
        ("咸鱼上收一张二手 3090 大概什么价", ""),
    ],
)
def test_a_used_price_comes_from_the_row_with_its_date(
    advisor, question: str, range_word: str
) -> None:
    """The row's own dated used price leads (never "no used price on record" beside it)."""
    answer = last_answer(advisor, question)
    line = first_line(answer.answer)
    assert answer.kind == "price"
    assert line.startswith(("RTX 3090: used, $800", "RTX 3090：二手约 $800"))
    assert "500-800 USD" in line and "2026" in line and "$1,499" in line  # used, then new
    assert "on record" not in line and "未收录" not in line
    assert range_word in line


def test_a_used_price_a_row_lacks_comes_from_the_guide_table(advisor) -> None:
    # the 40 GB PCIe card (the 80 GB one has its own dated used price since 2026-12-06)
    line = first_line(last_answer(advisor, "how much is a used a100 40gb pcie going for?").answer)
    assert "no used-market price is on record in the catalog; the guide" in line


def test_a_used_price_no_guide_gives_says_so(advisor) -> None:
    # the 4070 Super (the 4080 has a dated used price since 2026-12-05)
    line = first_line(last_answer(advisor, "how much is a used 4070 super going for?").answer)
    assert line.startswith("RTX 4070 SUPER: no used-market price is on record") and "$599" in line


@pytest.mark.parametrize(
    ("question", "vendor", "domestic"),
    [
        ("目录里有哪些国产加速卡", None, True),
        ("which chinese accelerators do you have in the catalog?", None, True),
        ("which AMD gpus are in your catalog?", "AMD", False),
        ("你们有哪些华为的卡", "Huawei", False),
    ],
)
def test_a_listing_by_maker_or_origin_is_the_catalogs_rows(
    advisor, question: str, vendor: str | None, domestic: bool
) -> None:
    answer = last_answer(advisor, question)
    assert answer.kind == "catalog"
    call = answer.tool_calls[0]
    assert call.input.get("vendor") == vendor and bool(call.input.get("domestic")) == domestic
    rows = call.output["rows"]
    assert rows and all(
        advisor.catalog.gpus[r["gpu_id"]].vendor == (vendor or "Huawei") for r in rows
    )
    assert advisor.catalog.gpus[rows[0]["gpu_id"]].name.split()[0] in first_line(answer.answer)


def test_a_cloud_named_beside_a_maker_is_no_listing(advisor) -> None:
    assert last_answer(advisor, "华为云的 Snt9B 规格是什么卡").kind != "catalog"


@pytest.mark.parametrize(
    ("question", "memory", "power"),
    [
        ("L4 显存多少，功耗多少", "24 GB", "72 W"),
        ("L2 多少显存？功耗是多少", "24 GB", "板卡功耗未记录"),
        ("4090 显存多大，满载功耗多少", "24 GB", "450 W"),
    ],
)
def test_power_asked_beside_other_specs_is_the_cards_row(
    advisor, question: str, memory: str, power: str
) -> None:
    answer = last_answer(advisor, question)
    line = first_line(answer.answer)
    assert answer.kind == "catalog"
    assert memory in line and power in line


@pytest.mark.parametrize(
    ("question", "surface", "held"),
    [
        ("3060 20G 魔改版真的存在吗", "3060 20G", "RTX 3060"),
        ("is a modded rtx 4070 32gb real or a scam?", "rtx 4070 32gb", "RTX 4070"),
        ("闲鱼上的 4080 super 32g 改装卡是不是骗局", "4080 super 32g", "RTX 4080 SUPER"),
    ],
)
def test_a_board_at_a_size_the_catalog_lacks_asked_to_exist_is_said_unknown_first(
    advisor, question: str, surface: str, held: str
) -> None:
    answer = last_answer(advisor, question)
    line = first_line(answer.answer)
    assert answer.kind == "not_covered"
    assert surface.lower() in line.lower() and held in line
    card = advisor.catalog.gpus[answer.citations[0].doc_id.removeprefix("gpu-")]
    assert f"{card.memory_gb:g} GB" in line  # the size the catalog holds, cited


def test_a_size_the_catalog_lacks_is_still_read_as_the_card_for_a_fit(advisor) -> None:
    answer = last_answer(advisor, "4080 super 48g 跑 qwen 32b 够吗")
    assert answer.kind == "fit_check"


@pytest.mark.parametrize(
    ("question", "named"),
    [
        ("华为 Atlas 300I Pro 跑 qwen2.5 7b 每秒多少 token", "Atlas 300I Pro"),
        ("is the atlas 300i duo any good for llama 3 8b inference?", "atlas 300i duo"),
        ("摩尔线程 MTT S4000 能跑 qwen2.5 14b 吗", "摩尔线程 MTT S4000"),
    ],
)
def test_a_china_made_card_the_catalog_lacks_is_said_first(
    advisor, question: str, named: str
) -> None:
    answer = last_answer(advisor, question)
    assert answer.kind == "not_covered"
    assert named in first_line(answer.answer)


@pytest.mark.parametrize(
    "question",
    ["hunyuan3d-2 生成一个 3D 模型要多少显存", "trellis image-to-3d on a 4090, how fast?"],
)
def test_a_3d_generation_model_is_said_unknown_first(advisor, question: str) -> None:
    answer = last_answer(advisor, question)
    assert answer.kind == "not_covered"
    assert "hunyuan3d" in first_line(answer.answer).lower() or "trellis" in first_line(
        answer.answer
    )


@pytest.mark.parametrize(
    ("question", "total"),
    [
        ("租一张 4090 一整天多少钱", "24 小时"),
        ("what does renting an h100 for a whole day cost", "24 h"),
    ],
)
def test_a_whole_day_is_priced_as_24_hours(advisor, question: str, total: str) -> None:
    answer = last_answer(advisor, question)
    assert answer.kind == "price" and total in first_line(answer.answer)
    assert next(c for c in answer.tool_calls if c.tool == "price_job").input["hours"] == 24.0


@pytest.mark.parametrize(
    ("question", "surface", "close"),
    [
        ("llama 5 在 4090 上每秒多少 token", "llama 5", "llama-3-8b"),
        ("how fast is deepseek v3.1 on 8 h200s", "deepseek v3.1", "deepseek-v3"),
        ("gemma 4 能在 3090 上跑吗", "gemma 4", "gemma"),
    ],
)
def test_a_model_version_the_catalog_lacks_is_said_first_with_what_is_close(
    advisor, question: str, surface: str, close: str
) -> None:
    answer = last_answer(advisor, question)
    line = first_line(answer.answer)
    assert answer.kind == "not_covered"
    assert surface in line.lower() and close in line


def test_splitting_weights_across_cards_is_no_repair(advisor) -> None:
    assert last_answer(advisor, "能把权重拆开放到两张卡吗").kind != "unsupported"
