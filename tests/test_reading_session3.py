"""Readings added for issue 21's third round: small talk made of several phrases, uses of a GPU
outside AI work, power drawn at the wall, a stated PSU, a bill for a stated period, and an
ordinal card added in a follow-up. Figures are worked out from the power calculator and the
catalog, never read from an answer.
"""

from __future__ import annotations

from decimal import Decimal

import pytest

from assistant.calc.power import estimate_power
from assistant.catalog.offers import load_tco
from assistant.catalog.specs import load_catalog
from assistant.question.markers import ordinal_count, stated_count
from assistant.question.smalltalk import smalltalk_act
from tests.support.advisors import memory_advisor

CAT = load_catalog()


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _first(answer) -> str:
    return answer.answer.splitlines()[0]


# --------------------------------------------------------------------------- small talk


@pytest.mark.parametrize(
    ("message", "act"),
    [
        ("who are you? what can you help with", "greeting"),
        ("good morning! who are you?", "greeting"),
        ("你是谁开发的", "greeting"),
        ("thanks, that was really helpful 🙏", "thanks"),
        ("ok cool ty", "thanks"),
        ("谢谢大佬！解决了", "thanks"),
        ("哈哈好的 我再研究研究", "thanks"),
        ("hit me with the best gpu", None),  # "hi" is only the start of a word
        ("thanks! can I run llama 70b on a 4090?", None),
        ("ok so what about 2 3090s", None),
    ],
)
def test_small_talk_is_a_message_made_only_of_small_talk_phrases(message, act):
    assert smalltalk_act(message.lower()) == act


def test_thanks_get_a_reply_to_thanks_and_a_greeting_gets_what_i_do(advisor):
    thanks = advisor.ask("thanks, that was really helpful 🙏")
    assert thanks.kind == "smalltalk" and _first(thanks).startswith("Glad to help")
    zh = advisor.ask("谢谢大佬！解决了")
    assert zh.kind == "smalltalk" and _first(zh).startswith("不客气")
    hello = advisor.ask("good morning! who are you?")
    assert hello.kind == "smalltalk" and "GPUs, servers and cloud instances" in _first(hello)


# --------------------------------------------------------------------------- off topic


@pytest.mark.parametrize(
    "question",
    [
        "4090打黑神话悟空4k能开满特效吗",
        "how do i mine crypto with my 3080",
        "用两张3090挖矿一天能挖多少",
        "is nvda a buy before earnings",
    ],
)
def test_games_mining_and_stocks_are_declined_even_with_a_card_named(advisor, question):
    answer = advisor.ask(question)
    assert answer.kind == "unsupported" and answer.tool_calls == []


def test_a_used_mining_card_and_an_ai_job_beside_a_game_stay_on_topic(advisor):
    assert advisor.ask("怎么确认租到的 4090 不是 4090D 或者矿卡").kind == "verify"
    assert advisor.ask("is it risky to buy an ex-mining GPU off eBay?").kind == "concept"
    assert advisor.ask("can my 4090 run llama 70b and also play games").kind == "fit_check"


# --------------------------------------------------------------------------- power


def test_power_at_the_wall_of_an_8_gpu_server_is_the_vendor_maximum(advisor):
    answer = advisor.ask("how much power does an 8x H100 server pull from the wall?")
    expected = estimate_power(CAT.gpu("h100-sxm"), 8, load_tco(), kind="server", ask="draw")
    assert answer.kind == "power" and expected.wall_w == 10_200
    assert _first(answer).startswith("**About 10,200 W (10.2 kW) at the wall**")


def test_a_stated_psu_is_checked_against_what_the_build_needs(advisor):
    answer = advisor.ask("is 850W enough for a 5090?")
    build = estimate_power(CAT.gpu("rtx-5090"), 1, load_tco(), psu_stated_w=850)
    assert build.psu_ok is False and build.psu_needed_w > 850
    assert answer.kind == "power" and answer.verdict == "no"
    assert _first(answer).startswith("**No, 850 W is not enough**")
    assert f"{build.psu_needed_w:,.0f} W" in _first(answer)
    big = estimate_power(CAT.gpu("rtx-5090"), 1, load_tco(), psu_stated_w=1600)
    assert big.psu_ok is True
    zh = advisor.ask("我的电源1600W，带得动一张5090吗")
    assert zh.verdict == "yes" and _first(zh).startswith("**够用：1,600 W")


def test_the_bill_for_a_stated_year_leads(advisor):
    answer = advisor.ask("一台8卡A100服务器一年电费多少，电价0.8元/度")
    month = estimate_power(
        CAT.gpu("a100-80gb-sxm"), 8, load_tco(), kind="server", ask="electricity",
        currency="CNY", tariff_per_kwh=Decimal("0.8"), period_hours=8760,
    )  # fmt: skip
    assert month.period_months == 12
    assert f"¥{month.electricity_for_period:,.2f}" in _first(answer)
    assert _first(answer).startswith("**12 个月电费约")


def test_power_follow_ups_keep_the_power_kind_and_an_ordinal_is_the_new_total(advisor):
    assert ordinal_count("what if I add a third one") == 3
    assert stated_count("what if I add a third one") == 3
    conv = advisor.converse(
        ["what PSU do I need for two 4090s and a 7950X?", "what if I add a third one"]
    )
    last = conv.turns[-1].answer
    assert last.kind == "power" and "3 × RTX 4090" in _first(last)
    conv = advisor.converse(["单张4090要多大电源", "那4张呢"])
    last = conv.turns[-1].answer
    assert last.kind == "power" and "4 × RTX 4090" in _first(last)
    # four consumer cards are a build (a PSU), not a server sized by a data-centre ratio
    assert "ATX 3.x" in _first(last)


def test_one_cards_draw_is_a_power_answer_and_its_tdp_a_catalog_one(advisor):
    # what one card draws is the power kind's (its board power, then how it is fed); the
    # spec name ("TDP") asks the spec table's row
    answer = advisor.ask("H20 单卡功耗多少瓦")
    assert answer.kind == "power" and "400 W" in _first(answer)
    assert "SXM" in answer.answer  # an SXM module is fed through the baseboard, not a cable
    answer = advisor.ask("H20 的 TDP 是多少瓦")
    assert answer.kind == "catalog" and "400 W" in _first(answer)


# --------------------------------------------------------------------------- KV cache on a GPU


def test_kv_fit_counts_whole_sequences_beside_the_weights():
    from assistant.calc.kv_cache import estimate_kv_cache
    from assistant.calc.kv_fit import fit_kv_cache

    model, gpu = CAT.model("qwen3-32b"), CAT.gpu("h100-sxm")
    kv = estimate_kv_cache(model, 32768, kv_precision="fp8")
    fit = fit_kv_cache(model, gpu, 1, kv)
    assert fit.weights_precision == "bf16" and 60 < fit.weights_gb < 70
    assert fit.sequences_fit == int(fit.cache_budget_gb // kv.per_sequence_gb)
    assert fit.sequences_fit >= 1 and fit.fits
    # the same model at fp8 weights leaves room for several times as many
    fp8 = fit_kv_cache(model, gpu, 1, kv, "fp8")
    assert fp8.weights_gb < fit.weights_gb / 1.8 and fp8.sequences_fit > 3 * fit.sequences_fit
    # weights that do not load at bf16 fall back to a narrower precision that does
    big = fit_kv_cache(
        CAT.model("llama-3-70b"), gpu, 1, estimate_kv_cache(CAT.model("llama-3-70b"), 8192)
    )
    assert big.weights_precision in ("fp8", "int4") and big.sequences_fit >= 1


def test_a_kv_question_on_a_gpu_answers_the_count_or_yes_no_first(advisor):
    count = advisor.ask(
        "with fp8 kv cache, how many 32k sequences can i fit next to qwen3 32b on one h100?"
    )
    assert count.kind == "kv_cache"
    assert "sequence" in _first(count) and "fit** beside Qwen3-32B at bf16" in _first(count)
    zh = advisor.ask("gemma3 27b 开128k上下文，单卡h100放得下kv吗")
    assert zh.kind == "kv_cache" and zh.verdict in ("yes", "no")
    assert _first(zh).startswith("**放得下：**" if zh.verdict == "yes" else "**放不下：**")


def test_a_stated_precision_without_a_gpu_is_the_caches_and_follow_ups_stay_kv(advisor):
    answer = advisor.ask("kv cache size for llama 2 70b, 4096 ctx, batch 32, fp16?")
    assert answer.kind == "kv_cache" and "in fp16 for 32 sequences" in _first(answer)
    conv = advisor.converse(["Qwen2.5-72B 开 128K 上下文，KV cache 要占多少显存", "换成 32k 呢"])
    last = conv.turns[-1].answer
    assert last.kind == "kv_cache" and "32,768 tokens" in _first(last)


# --------------------------------------------------------------------------- serving counts


def test_how_many_cards_for_a_model_is_a_serving_count_at_a_precision_that_fits(advisor):
    from assistant.calc.serving import plan_serving

    answer = advisor.ask("how many H100s do I need to run llama 3.1 405b?")
    plan = plan_serving(CAT.model("llama-3.1-405b"), CAT.gpu("h100-sxm"), 1, precision="fp8")
    assert answer.kind == "serve" and plan.gpus == 8
    assert _first(answer).startswith(f"**{plan.gpus} × H100 SXM5 80GB**")
    assert "fp8 weights" in _first(answer)
    assert any("16-bit weights leave no room" in a for a in answer.assumptions)
    assert any("one user at a time" in a for a in answer.assumptions)
    zh = advisor.ask("H20部署满血deepseek r1至少要几台机器")
    assert zh.kind == "serve" and _first(zh).startswith("**8 × H20 96GB**")
    assert "DeepSeek-R1 (671B)" in _first(zh)


@pytest.mark.parametrize(
    ("question", "users"),
    [
        ("planning a chatbot, maybe 50 concurrent at peak, Qwen2.5-14B. GPU count?", 50),
        ("serving qwen3 235b a22b to 30 concurrent agents, 32k context each. how many h200s?", 30),
        ("10个人的小团队共用一张a6000跑qwen2.5 32b int4 够用吗", 10),
        ("how many 3060s do I need to serve a million concurrent users on gpt-oss-20b", 1_000_000),
        ("We need p95 TTFT under 1s for 50 concurrent users on a 13B model. How many L40S?", 50),
    ],
)
def test_user_counts_as_people_write_them(advisor, question, users):
    answer = advisor.ask(question)
    assert answer.kind == "serve"
    assert answer.tool_calls[0].input["users"] == users
    assert "p95" not in answer.answer  # a latency percentile is not a card


def test_an_aggregate_throughput_is_users_at_the_per_user_floor(advisor):
    answer = advisor.ask("need ~2000 tokens/s aggregate out of llama 3.1 8b. how many L4s is that?")
    assert answer.kind == "serve" and answer.tool_calls[0].input["users"] == 200
    assert any("2,000 tokens/s in all read as 200 users" in a for a in answer.assumptions)


def test_users_doubled_in_a_follow_up(advisor):
    conv = advisor.converse(
        ["how many h100s to serve llama 3.3 70b fp8 for 100 users?", "what if users double to 200"]
    )
    last = conv.turns[-1].answer
    assert last.kind == "serve" and "200 concurrent users" in _first(last)


# --------------------------------------------------------------------------- verify, trouble


@pytest.mark.parametrize(
    "question",
    [
        "just rented an 'H100 SXM' on vast, how do I confirm it's actually SXM and not PCIe?",
        "how do I check the 8 GPUs on my rented node are actually connected via NVLink?",
        "租的A100怎么确认是80G的SXM版，不是PCIe的",
        "租了台8卡H800，跑什么测试能看带宽和算力是不是正常的",
        "nvidia-smi says H100 but training is way slower than the benchmarks. how do i verify"
        " I actually got SXM + nvlink?",
    ],
)
def test_a_way_to_check_a_machine_someone_got_is_verify(advisor, question):
    answer = advisor.ask(question)
    assert answer.kind == "verify" and "gpu-advisor verify" in _first(answer)


def test_a_card_sold_as_one_and_shown_as_another_is_no_first(advisor):
    sold, shown = CAT.gpu("rtx-6000-ada"), CAT.gpu("rtx-a6000")
    en = advisor.ask(
        "provider says 'RTX 6000 Ada' but nvidia-smi shows 'NVIDIA RTX A6000'. same thing?"
    )
    assert en.kind == "verify" and en.verdict == "no"
    assert _first(en).startswith("**No, they are different cards:**")
    assert f"{sold.memory_bandwidth_gb_s:,.0f} GB/s" in _first(en)
    assert f"{shown.memory_bandwidth_gb_s:,.0f} GB/s" in _first(en)
    zh = advisor.ask("卖家说是RTX 6000 Ada，nvidia-smi显示RTX A6000，是同一张卡吗")
    assert zh.kind == "verify" and _first(zh).startswith("**不是同一张卡：**")


def test_an_oom_feared_is_a_fit_check_and_a_vllm_context_error_is_sized(advisor):
    feared = advisor.ask(
        "单卡3090能不能用qlora微调llama3 8b啊，batch size开4，seq len 2048，怕爆显存"
    )
    assert feared.kind == "fit_check" and feared.verdict == "yes"
    error = advisor.ask(
        "vllm启动报错 ValueError: The model's max seq len (131072) is larger than the maximum"
        " number of tokens that can be stored in KV cache，a100 40g跑llama3.1 8b"
    )
    assert error.tool_calls[0].input["context"] == 131072
    assert error.kind == "kv_cache" and error.verdict == "no"
    # the weights vLLM loads, not narrower ones; the pasted error is not the writer's language
    assert error.language == "zh" and "Llama 3.1 8B（bf16）权重占 16.1 GB" in _first(error)


def test_a_model_released_in_fp8_or_mxfp4_is_served_as_released(advisor):
    r1 = advisor.ask("100个并发用户用H200跑DeepSeek-V3要几张卡")
    assert r1.kind == "serve" and r1.tool_calls[0].input["precision"] == "fp8"
    assert "权重按模型官方发布的 fp8 格式部署" in r1.assumptions
    oss = advisor.ask("how many H100 to serve gpt-oss-120b to 50 users")
    assert oss.tool_calls[0].input["precision"] == "mxfp4" and "mxfp4 weights" in _first(oss)
    # MXFP4 weights are a precision, not the FP4 tensor feature Hopper lacks
    mx = advisor.ask("llama 3 70b in MXFP4 on an H100?")
    assert mx.verdict == "yes" and "FP4" not in _first(mx).upper().replace("MXFP4", "")


# --------------------------------------------------------------------------- stated facts


def test_stated_facts_the_answer_did_not_show_are_echoed(advisor):
    nvlink = advisor.ask("两张3090能全参微调ChatGLM3-6B吗，没有NVLink")
    # echoed once, by the note that says what the missing bridge means for the split
    assert sum("没有 NVLink" in a for a in nvlink.assumptions) == 1
    count = advisor.ask(
        "how do I check the 8 GPUs on my rented node are actually connected via NVLink?"
    )
    assert any(a == "as you stated: 8 GPUs" for a in count.assumptions)
    # what the answer already shows is not repeated
    plain = advisor.ask("can 2 RTX 3090s run llama 3 70b at q4?")
    assert not any(a.startswith("as you stated") for a in plain.assumptions)


def test_a_word_between_the_count_and_the_card_keeps_the_count(advisor):
    zh = advisor.ask("手上有两张魔改2080ti 22g，想跑qwen3 32b fp16，显存够不够")
    assert zh.tool_calls[0].input["count"] == 2
    en = advisor.ask("can two used 3090s run llama 70b q4")
    assert en.tool_calls[0].input["count"] == 2
    for question, count in (
        ("will 2x used 3090 hold llama 70b q4?", 2),
        ("4x refurb a100 40gb for qwen2.5 72b in bf16, fits?", 4),
        ("3 brand new 5090s for a 70b at q8 — enough?", 3),
    ):
        assert advisor.ask(question).tool_calls[0].input["count"] == count, question


def test_hardware_people_own_reads_as_they_describe_it(advisor):
    p40 = advisor.ask("家里一台双路E5 + 4张P40，一共96G显存，能跑哪些模型，求推荐")
    assert p40.kind == "fits_hardware" and "4 × Tesla P40" in _first(p40)
    mac = advisor.ask(
        "I have a Mac Studio M2 Ultra with 192GB. Which of the big open models can it run?"
    )
    assert mac.kind == "fits_hardware" and "192GB" in _first(mac)
    # a Mac's 内存 is its GPU's memory; Ollama named means its default 4-bit file
    ollama = advisor.ask("macbook pro m3 max 36g内存 能跑gemma3 27b吗 用ollama那种")
    assert ollama.kind == "fit_check" and ollama.tool_calls[0].input["precision"] == "q4_k_m"
    assert any("Ollama 和 llama.cpp 默认" in a for a in ollama.assumptions)
    speed = advisor.ask("tokens per sec for deepseek r1 distill 32b on an m4 max 128gb?")
    assert speed.kind == "speed" and "tokens/s" in _first(speed)


def test_a_provider_without_prices_for_a_workload_pick_is_said_first_and_never_blank(advisor):
    answer = advisor.ask("AutoDL上跑SDXL出图选哪张卡")
    assert answer.kind == "workload_pick" and answer.answer.strip()
    assert _first(answer).startswith("我的价格表里没有 AutoDL 的报价")
    # '炼丹' is any training, not image generation: the LLM named is what is sized
    lora = advisor.ask("租卡炼丹，想lora微调qwen2.5 7b，AutoDL上选哪张卡最划算")
    assert lora.kind == "recommend" and "Qwen2.5-7B" in _first(lora)


def test_two_cards_compared_on_speed_state_both_speeds(advisor):
    llm = advisor.ask("7900XTX 跑 llama3 8B 每秒多少 token，和 4090 差多少")
    # the first card's speed is asked, the second's is the gap to it: both in the first line
    assert llm.kind == "speed" and "Radeon RX 7900 XTX 上" in _first(llm)
    assert "RTX 4090 上" in _first(llm) and _first(llm).count("tokens/s") >= 2
    flux = advisor.ask("5090 和 4090 跑 Flux 速度差多少")
    assert flux.kind == "workload_compare" and "RTX 4090：每张约" in _first(flux)
    # neither holds the 16-bit denoiser, so both are compared with an fp8 one, said so
    assert flux.tool_calls[0].input["precision"] == "fp8"
    assert any("fp8 去噪模型" in a for a in flux.assumptions)


@pytest.mark.parametrize(
    ("question", "out", "kept"),
    [
        ("国内买不到H100，训练用什么替代？H20 还是 A800 还是 4090", "h100-sxm", "a800-80gb"),
        ("no H100 please, A100 or L40S for 70b inference?", "h100-sxm", "l40s"),
        ("other than the 4090, which card for llama 8b: 3090 or A5000?", "rtx-4090", "rtx-3090"),
    ],
)
def test_a_card_named_to_rule_it_out_is_not_a_candidate(advisor, question, out, kept):
    answer = advisor.ask(question)
    compared = answer.tool_calls[0].input["gpus"]
    assert out not in compared and kept in compared
    assert any(
        a.startswith(("left out, as you ruled them out", "按你说的排除"))
        for a in answer.assumptions
    )


def test_an_instance_found_in_the_table_is_described_unless_a_price_is_asked(advisor):
    azure = advisor.ask("azure NC24ads A100 v4 — one gpu or more? 40 or 80 gig?")
    assert azure.kind == "instance" and "Standard_NC24ads_A100_v4" in _first(azure)
    tencent = advisor.ask("腾讯云GN7那个规格是T4吗，几张卡")
    assert tencent.kind == "instance" and "腾讯云" in _first(tencent) and "T4" in _first(tencent)
    lam = advisor.ask("what exactly is lambda's gpu_8x_h100_sxm5? how much ram and how many vcpus")
    assert lam.kind == "instance" and "gpu_8x_h100_sxm5" in _first(lam)
    priced = advisor.ask("p4d.24xlarge per hour")
    assert priced.kind == "price" and "$21.96 per hour" in _first(priced)


def test_the_interconnect_test_is_not_quoted_for_one_card_and_a_provider_is_named(advisor):
    one = advisor.ask("租的A100怎么确认是80G的SXM版，不是PCIe的")
    assert not any("nccl" in c.snippet.lower() for c in one.citations)
    vast = advisor.ask("just rented an 'H100 SXM' on vast, how do I confirm it's actually SXM?")
    assert "as you stated: on Vast.ai" in vast.assumptions
