"""Readings added for issue 21's fourth round: chat that no phrase list names, uses of a GPU
outside AI work (video editing, a PC that will not start), models only their makers serve, and
"why" questions that the guides answer rather than a calculator. Each case is phrased apart
from the evaluation sets' wording.
"""

from __future__ import annotations

import pytest

from assistant.catalog.specs import load_catalog
from assistant.evaluation_constraints import first_line
from assistant.question.markers import chat_act
from tests.support.advisors import memory_advisor

CAT = load_catalog()


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _first(answer) -> str:
    return answer.answer.splitlines()[0]


# --------------------------------------------------------------------------- chat


@pytest.mark.parametrize(
    ("message", "act"),
    [
        ("hey u there?", "greeting"),
        ("are you a real person or a bot", "greeting"),
        ("can you reply in english please", "greeting"),
        ("老师在吗", "greeting"),
        ("你是真人还是机器人", "greeting"),
        ("wow nice, appreciate you", "thanks"),
        ("太厉害了 大佬", "thanks"),
        ("asdkjh qwe zzxq plorf", None),  # nothing said to anyone: not chat
        ("怎么让 KV 小一点", None),  # a how-to: a request, not chat
        ("write you a poem", None),  # a task asked for
        ("what does you mean by tp", None),  # a meaning asked
        ("hey can you size 2 cards", None),  # a number: something to compute
    ],
)
def test_chat_is_short_said_to_someone_and_asks_for_nothing(message, act):
    assert chat_act(message.lower()) == act


@pytest.mark.parametrize(
    "message", ["sup bro, you around?", "大佬们好 想请教一下", "r u an AI?", "你们是chatgpt做的吗"]
)
def test_chat_gets_the_greeting_not_the_off_topic_decline(advisor, message):
    answer = advisor.ask(message)
    assert answer.kind == "smalltalk"
    assert "GPU" in _first(answer)


@pytest.mark.parametrize(
    ("previous", "change"),
    [
        ("can I run Qwen2.5 32B on a 3090?", "and with two?"),
        ("4090 跑 sdxl 一张图多久", "换成 flux 呢"),
        ("how much is an A100 per hour on Lambda?", "and on vast.ai?"),
        ("i have $5000 for a fine-tuning rig, mostly 7B models", "what would you pick?"),
        ("预算1万想跑本地大模型", "你会选哪个"),
    ],
)
def test_a_short_change_after_a_question_is_never_chat(advisor, previous, change):
    answer = advisor.converse([previous, change]).turns[-1].answer
    assert answer is not None and answer.kind != "smalltalk"


def test_asking_the_assistant_to_pick_keeps_the_budget_over_three_turns(advisor):
    turns = ["i have $5000 for a fine-tuning rig, mostly 7B models", "what would you pick?",
             "and if I want to do 13B too?"]  # fmt: skip
    answers = [t.answer for t in advisor.converse(turns).turns]
    assert [a.kind for a in answers] == ["recommend", "recommend", "recommend"]
    last = next(c for c in answers[-1].tool_calls if c.tool == "recommend_setup")
    assert last.input["budget"] == 5000 and last.input["model"] == "13b"


# --------------------------------------------------------------------------- off topic


@pytest.mark.parametrize(
    "question",
    [
        "which gpu renders davinci resolve timelines fastest",
        "new 4070 installed and now the monitor shows no signal",
        "4080玩黑神话开路追多少帧",
        "电脑装了新显卡开不了机 风扇在转",
    ],
)
def test_other_uses_are_declined(advisor, question):
    answer = advisor.ask(question)
    assert answer.kind == "unsupported"
    assert answer.tool_calls == []


@pytest.mark.parametrize(
    ("question", "model"),
    [
        ("how much does it cost to fine-tune gpt-4o mini on the openai api", "gpt-4o mini"),
        ("claude 3.5 sonnet api pricing per million tokens", "claude 3.5 sonnet"),
    ],
)
def test_closed_api_models_are_named_as_not_covered(advisor, question, model):
    answer = advisor.ask(question)
    # said first, by name: no GPU runs a closed model, and token prices are not in the book
    assert answer.kind == "not_covered" and answer.tool_calls == []
    line = first_line(answer.answer)
    assert line.startswith(f"I can't size {model}") and "weights are not released" in line


def test_an_open_model_on_a_named_card_beside_a_closed_one_is_still_sized(advisor):
    answer = advisor.ask("something like gpt-4o but local, can qwen2.5 32b run on my 3090?")
    assert answer.kind in ("fit_check", "fits_hardware")
    assert answer.tool_calls


def test_a_request_sharing_one_word_with_a_guide_is_not_quoted(advisor):
    # "job" is in a guide on spot checkpoints; the request is about something else
    answer = advisor.ask("draft a resignation letter for my data engineer job")
    assert answer.kind == "unsupported"
    assert answer.citations == []


# --------------------------------------------------------------------------- why questions


@pytest.mark.parametrize(
    ("question", "words"),
    [
        ("why is token generation limited by memory bandwidth and not compute", ("bandwidth",)),
        ("explain why a bigger batch makes yolo training faster per image", ("batch",)),
        ("为什么 flux 比 sdxl 吃显存", ("FLUX", "Flux", "flux")),
        ("MIG 到底是什么原理", ("MIG",)),
    ],
)
def test_a_why_with_nothing_to_compute_is_explained_from_the_guides(advisor, question, words):
    answer = advisor.ask(question)
    assert answer.kind == "concept"
    assert answer.tool_calls == []
    assert answer.citations
    assert any(w in answer.answer for w in words)


def test_a_why_about_my_own_setup_stays_with_the_calculator(advisor):
    answer = advisor.ask("why does my 4090 run out of memory on llama 3 70b")
    assert answer.kind != "concept"
    assert "GB" in _first(answer)


def test_letters_and_digits_like_eli5_are_not_an_instance_to_price(advisor):
    answer = advisor.ask("eli5 kv cache vs weights memory")
    assert answer.kind != "price"


# --------------------------------------------------------------------------- stated facts


def _parse(text: str):
    from assistant.question.parsing import parse

    return parse(text, CAT)


@pytest.mark.parametrize(
    ("text", "tariff"),
    [
        ("电费一度0.55，3090每天跑10小时，一个月多少电费", "0.55"),
        ("一度电6毛，两张4090一个月电费多少", "0.6"),
        ("电费0.8元一度 4090 一年电费", "0.8"),
    ],
)
def test_a_stated_tariff_is_read_in_every_usual_chinese_form(text, tariff):
    assert str(_parse(text).tariff_per_kwh) == tariff


def test_a_bare_seq_is_the_context_length():
    assert (
        _parse("full finetune qwen2.5 3b on one a6000, seq 4096, will it oom").context_tokens
        == 4096
    )


@pytest.mark.parametrize(
    ("text", "side"),
    [
        ("yolo11x training imgsz 1280 batch 8 on a 4080 super", 1280),
        ("5060ti训练flux lora 1024分辨率够不够", 1024),
        ("sdxl lora on a 3070, 1024 res, batch 1, oom", 1024),
        ("yolo11n inference on a jetson at 640", 640),
    ],
)
def test_an_image_side_is_read_however_it_is_written(text, side):
    assert _parse(text).media_height == side


def test_images_are_a_dataset_but_a_rate_is_not():
    assert _parse("用5090训sdxl lora 40张图 10个epoch大概多久").samples == 40
    assert _parse("sdxl on a 4090, 20 images per minute?").samples is None
    assert _parse("4张3090能装下qwen 32b吗").samples is None  # 张 counts cards


def test_a_lora_job_of_images_and_epochs_is_timed_in_steps(advisor):
    answer = advisor.ask("how long to train an sdxl lora on a 4090 with 30 images for 20 epochs")
    speed = next(c for c in answer.tool_calls if c.tool == "estimate_workload_speed")
    hours = speed.output["job_hours"]
    # 600 steps at the calculator's own seconds per step
    assert hours == pytest.approx(600 * speed.output["seconds_per_step"] / 3600, rel=1e-3)
    assert answer.kind == "workload_speed"
    assert "job" in _first(answer)


def test_clips_to_render_are_timed_as_a_job(advisor):
    answer = advisor.ask("how long for wan2.1 14b to render 12 clips at 720p on an h100")
    speed = next(c for c in answer.tool_calls if c.tool == "estimate_workload_speed")
    hours = 12 * speed.output["seconds_per_video"] / 3600
    assert speed.output["job_hours"] == pytest.approx(hours, rel=1e-3)
    assert "hours for the job" in _first(answer)


# --------------------------------------------------------------------------- local 4-bit


def test_a_local_fit_that_needs_16_bit_too_much_is_sized_at_4_bit_beside_it(advisor):
    answer = advisor.ask("can i run llama 3 8b on my 3060 12gb")
    sizes = {c.input.get("precision"): c.output for c in answer.tool_calls}
    assert sizes[None]["fits"] is False and sizes["q4_k_m"]["fits"] is True
    assert answer.verdict == "conditional"
    first = _first(answer)
    assert "Llama 3 8B" in first and "Q4_K_M" in first
    assert f"{sizes['q4_k_m']['per_gpu_gb']:.1f} GB" in first
    assert f"{sizes[None]['per_gpu_gb']:.1f} GB" in first  # the 16-bit figure beside it


def test_a_stated_precision_or_server_is_not_second_guessed(advisor):
    stated = advisor.ask("can i run llama 3 8b in bf16 on my 3060 12gb")
    served = advisor.ask("can i serve llama 3 8b with vllm on a 3060 12gb")
    for answer in (stated, served):
        assert all(c.input.get("precision") != "q4_k_m" for c in answer.tool_calls)


def test_when_even_4_bit_does_not_fit_the_answer_says_so_with_the_model(advisor):
    answer = advisor.ask("4090能跑llama 3 70b吗")
    assert answer.verdict == "no"
    assert "Llama 3 70B" in _first(answer) and "Q4_K_M" in _first(answer)


# --------------------------------------------------------------------------- compare, providers


def test_compare_to_one_more_card_keeps_the_card_before(advisor):
    turns = advisor.converse(["is the L4 good for llm inference?", "how does it stack up vs a T4"])
    answer = turns.turns[-1].answer
    assert answer.kind == "compare"
    assert "L4" in _first(answer) and "T4" in answer.answer


def test_a_card_named_without_its_brand_is_found():
    gpus = [g.gpu_id for g in _parse("a6000 vs 6000 ada for lora").gpus]
    assert gpus == ["rtx-a6000", "rtx-6000-ada"]


@pytest.mark.parametrize(
    ("question", "name"),
    [
        ("h100 hourly price on together.ai?", "Together AI"),
        ("fireworks ai a100 per hour", "Fireworks AI"),
        ("jarvis labs rtx a6000 price", "Jarvislabs"),
    ],
)
def test_a_cloud_the_price_book_lacks_is_named_first_then_the_closest_price(
    advisor, question, name
):
    first = _first(advisor.ask(question))
    assert first.startswith(f"**I don't cover {name}")
    assert "$" in first


# --------------------------------------------------------------------------- symptoms, rates


def test_a_speed_in_t_per_s_is_not_a_trillion_parameter_model():
    query = _parse("getting 6 t/s on a 13b q4 with llama.cpp on my 3060")
    assert query.params_b == 13.0


@pytest.mark.parametrize(
    ("question", "trouble"),
    [
        ("ollama only using like 15% gpu on my 4070, is it running on cpu?", "utilization"),
        ("4卡3090训练 GPU利用率一直在30%上下波动", "utilization"),
        ("my A100 only reaches 150 TFLOPS in a gemm test, the spec sheet says 312", "slow"),
    ],
)
def test_a_shortfall_or_a_jumping_utilisation_is_a_trouble_to_fix(advisor, question, trouble):
    from assistant.question.troubleshoot import trouble_kind

    assert trouble_kind(question) == trouble
    assert advisor.ask(question).kind == "troubleshoot"


def test_hours_asked_after_a_job_is_a_duration(advisor):
    question = "lora on qwen2.5 14b w/ 1x a100 80gb, 20k samples seq 2048, 2 epochs - hours?"
    answer = advisor.ask(question)
    assert answer.kind == "job_duration"
    assert "hours" in _first(answer) or "days" in _first(answer)


def test_an_aggregate_throughput_in_k_tokens_is_a_serving_target():
    query = _parse("need 3k tok/s aggregate from llama 3.1 8b, how many L40S")
    assert query.aggregate_tokens_per_s == 3000
    assert query.context_tokens is None


def test_one_stream_asked_is_a_speed_not_a_user_count(advisor):
    answer = advisor.ask("两张3090跑qwen2.5 32b awq vllm 单并发能有多少token/s")
    assert answer.kind == "speed"
    assert "tokens/s" in _first(answer)


# --------------------------------------------------------------------------- RAM, instances


def test_ram_stated_beside_a_gpu_fit_is_context_not_the_question(advisor):
    fit = advisor.ask("got a 4090 and 96gb ddr5, will qwen2.5 32b q4 fit fully in vram?")
    host = advisor.ask("how much system ram do i need for 2x 3090 running llama 70b")
    assert fit.kind == "fit_check" and fit.verdict == "yes"
    assert host.kind == "host"


def test_host_ram_of_a_named_instance_comes_from_the_instance_table(advisor):
    answer = advisor.ask("what's in a p4d.24xlarge and how much host ram does it have")
    assert answer.kind == "instance"
    assert "1152 GiB RAM" in answer.answer


def test_a_family_with_its_provider_prefix_is_found():
    from pathlib import Path

    from assistant.catalog.offers import load_price_book
    from assistant.question.instances import find_instance

    book = load_price_book(
        Path("knowledge/specs"), Path("/nonexistent.yaml"), known_gpu_ids=set(CAT.gpus)
    )
    found = find_instance("阿里云ecs.gn8is是什么卡", book)
    assert found is not None and found.gpu_id == "l20" and found.by_family


def test_a_named_instance_is_priced_as_itself_not_as_a_cheaper_sibling(advisor):
    answer = advisor.ask("aws g6e.4xlarge for a month, how many dollars")
    main = next(c for c in answer.tool_calls if c.tool == "price_job")
    assert main.input["instance_type"] == "g6e.4xlarge"
    assert main.output["quotes"][0]["instance_type"] == "g6e.4xlarge"
    assert "g6e.4xlarge" in _first(answer)


def test_buying_cards_against_a_cloud_family_is_a_weighing(advisor):
    answer = advisor.ask("24/7 inference: buy two L40S or rent aws g6e, which is cheaper?")
    assert answer.kind != "instance"


# --------------------------------------------------------------------------- models we lack


@pytest.mark.parametrize(
    "question",
    ["xtts v2 voice cloning on a 4060, enough vram?", "用vllm部署command-r plus给50人用要几张卡"],
)
def test_a_model_the_catalog_lacks_is_said_first_and_nothing_stands_in(advisor, question):
    answer = advisor.ask(question)
    assert answer.kind == "not_covered"
    assert answer.tool_calls == []
    assert "not in my catalog" in _first(answer) or "不在我的目录里" in _first(answer)


@pytest.mark.parametrize(
    ("question", "family"),
    [("kolors出图用什么卡", "图像模型"), ("step video 720p on a 4090, how long per clip", "video")],
)
def test_an_image_or_video_model_we_lack_names_the_ones_we_size(advisor, question, family):
    first = _first(advisor.ask(question))
    assert "not in my catalog" in first.lower() or "不在我的目录里" in first
    assert family in first


def test_tts_named_beside_its_model_is_not_a_second_unknown_model():
    query = _parse("f5-tts voice cloning on a 3060")
    # the speech workload says it is missing; the LLM reader's note on the same name is dropped
    assert query.workload_unknown == ["f5-tts"]
    assert not [p for p in query.problems if p.kind in ("unlisted_model", "unknown_model")]


# --------------------------------------------------------------------------- mixed builds


def test_a_psu_for_two_different_cards_counts_both(advisor):
    from assistant.calc.power import CPU_DEFAULT_W, PLATFORM_DEFAULT_W

    answer = advisor.ask("psu for a 4090 + 3090 in one box?")
    call = next(c for c in answer.tool_calls if c.tool == "estimate_power")
    assert call.input["other_gpus"] == ["rtx-3090"]
    sustained = CAT.gpus["rtx-4090"].tdp_w + CAT.gpus["rtx-3090"].tdp_w
    sustained += CPU_DEFAULT_W + PLATFORM_DEFAULT_W
    assert call.output["sustained_w"] == pytest.approx(sustained)
    assert "RTX 4090" in _first(answer) and "RTX 3090" in _first(answer)


# --------------------------------------------------------------------------- catalog filters


def test_about_a_memory_size_and_an_avoided_architecture_filter_the_catalog(advisor):
    query = _parse("which cards around 24gb support fp8? want to avoid old ampere stuff")
    assert query.memory_gb == 24 and query.architecture is None
    answer = advisor.ask("which cards around 16gb support bf16? no turing please")
    assert answer.kind == "catalog"
    assert "16 GB" in _first(answer) and "BF16" in _first(answer)


def test_a_named_card_to_rent_cheapest_is_priced_not_looked_up(advisor):
    answer = advisor.ask("cheapest 8x h100 node to rent hourly, with nvlink")
    assert answer.kind == "price"
    assert "8 × H100" in _first(answer)


def test_a_size_in_millions_before_a_model_word_is_read():
    assert _parse("can i pretrain a ~350M gpt style model on one 4070 ti super").params_b == 0.35


def test_a_speech_finetune_is_sized_not_refused(advisor):
    answer = advisor.ask("fine-tune whisper small on a 3060, batch 16, will it oom")
    assert _first(answer).startswith("**Yes.**")
    assert "full fine-tuning" in _first(answer) and "transcription" not in _first(answer)


def test_a_local_comparison_nobody_can_hold_at_16_bit_is_made_at_4_bit(advisor):
    query = _parse("双3090还是单张5090跑llama 3 70b")
    assert [(g.gpu_id, g.count) for g in query.gpus] == [("rtx-3090", 2), ("rtx-5090", 1)]
    answer = advisor.ask("2x 3090 or one 5090 for llama 3 70b?")
    four_bit, sixteen = answer.tool_calls
    assert four_bit.input["precision"] == "q4_k_m" and sixteen.input.get("precision") is None
    assert not any(r["fits"] for r in sixteen.output["gpus"])
    assert "2 × RTX 3090" in _first(answer)
    assert "In bf16 none of them holds it" in answer.answer


def test_buying_a_card_for_a_workload_against_renting_is_weighed(advisor):
    answer = advisor.ask("电费0.6一度，买张3090跑flux出图 一天6小时 和租卡比多久回本")
    assert answer.kind == "rent_vs_buy"
    call = next(c for c in answer.tool_calls if c.input.get("gpu"))
    assert str(call.input.get("tariff_per_kwh")) == "0.6"


@pytest.mark.parametrize(
    "question",
    [
        "电费 1.0 元/kWh，自己买 A100 还划算吗",
        "is buying a 3090 still worth it for 20 hours a week",
    ],
)
def test_is_buying_worth_it_weighs_owning_against_renting(advisor, question):
    assert advisor.ask(question).kind == "rent_vs_buy"


def test_buying_an_api_is_not_buying_a_card():
    assert _parse("用户不多的话是不是直接买 API 更划算").intent != "rent_vs_buy"


# --------------------------------------------------------------------------- prices to buy


def test_a_price_to_buy_comes_from_the_cards_row_with_what_kind_of_price_it_is(advisor):
    answer = advisor.ask("what does an H100 cost to buy outright these days?")
    row = CAT.gpus["h100-sxm"]
    assert answer.kind == "price" and answer.intent == "cost"
    assert f"${row.launch_price_usd:,.0f} to buy" in _first(answer)
    assert answer.tool_calls[0].tool == "query_catalog"


def test_a_used_price_asked_of_a_card_with_only_a_launch_price_says_so(advisor):
    # the 4070 Super (the 4080 has a dated used price since 2026-12-05)
    first = _first(advisor.ask("how much is a used 4070 super"))
    assert "no used-market price is on record" in first and "$599" in first
    p40 = _first(advisor.ask("p40二手价多少"))
    assert "$170" in p40 and "二手市场" in p40  # the basis in the question's language


def test_a_rental_price_is_still_a_rental_price(advisor):
    answer = advisor.ask("how much is an h100 per hour")
    assert answer.tool_calls[0].tool == "price_job"


# --------------------------------------------------------------------------- deadlines


def test_how_many_cards_to_finish_by_a_deadline_is_a_count_that_meets_it(advisor):
    answer = advisor.ask("how many A100s to train a 7B model from scratch on 1T tokens in a month")
    (call,) = answer.tool_calls
    count, hours = call.input["count"], call.output["hours"]
    assert count % 8 == 0 and hours <= 730
    # one server fewer would not finish in time: the count is the least that does
    fewer = advisor.tools.call("estimate_job_duration", **{**call.input, "count": count - 8})
    assert fewer.output["hours"] > 730
    assert _first(answer).startswith(f"**About {count} × A100")


# --------------------------------------------------------------------------- after fresh3


def test_a_fit_check_sharing_words_with_a_rent_or_buy_example_stays_a_fit_check(advisor):
    answer = advisor.ask("A800单卡80G能不能直接放下qwen2.5-72b的fp8权重？不想搞多卡")
    assert answer.kind == "fit_check"


def test_a_method_ruled_out_is_not_the_method_asked():
    assert (
        _parse("full finetune (not lora, real full params) of qwen2.5 3b on a 4090").method
        == "full"
    )
    assert _parse("不用lora，全参微调7b要几张a100").method == "full"


# --------------------------------------------------------------------------- follow-ups


def test_a_follow_up_replacing_the_card_is_not_an_addition(advisor):
    turns = advisor.converse(["runpod上h100多少钱一小时", "换成8卡a100 80g的整机呢，也是按小时"])
    call = turns.turns[-1].answer.tool_calls[0]
    assert call.input["count"] == 8 and call.input["gpu"].startswith("a100")


def test_a_card_squeezed_into_the_same_box_is_added(advisor):
    turns = advisor.converse(["两张4090要多大的电源", "要是再塞一张3090进去，电源得换多大的"])
    call = turns.turns[-1].answer.tool_calls[0]
    assert call.input["count"] == 2 and call.input["other_gpus"] == ["rtx-3090"]


def test_a_dropped_utilisation_is_read():
    assert _parse("要是利用率掉到40%呢").usage_hours_per_month == 292.0
    assert _parse("what if utilization drops to 30%").usage_hours_per_month == 219.0


def test_a_capacity_follow_up_keeps_asking_how_many_users(advisor):
    turns = advisor.converse(["how many users can one L40S serve with llama 3.1 8b", "and at 32k?"])
    answer = turns.turns[-1].answer
    assert answer.kind == "serve" and "32,768" in _first(answer)


def test_another_workload_on_the_cards_just_named_keeps_the_cards(advisor):
    turns = advisor.converse(["4060ti 16g和4070 12g跑大模型选哪个", "那拿来跑sd出图呢"])
    assert turns.turns[-1].answer.kind == "workload_compare"
    single = advisor.converse(["can a 4090 run llama 70b", "and for SDXL?"]).turns[-1].answer
    assert single.kind == "workload_fit" and "RTX 4090" in _first(single)


def test_a_peak_rate_and_a_stream_count_size_image_and_speech_serving(advisor):
    images = advisor.ask("影楼用sdxl出图，高峰一分钟要出40张，3090得配几张")
    assert images.kind == "workload_pick"
    assert _parse("高峰一分钟要出40张 sdxl").images_per_minute_target == 40
    streams = _parse("transcribe 120 concurrent call-center streams with whisper small on L4s")
    assert streams.streams_target == 120


def test_an_aggregate_target_is_met_with_the_fewest_gpus_the_speed_allows(advisor):
    answer = advisor.ask("2000 tokens/s aggregate from llama 3.1 8b, how many L40S")
    plan = next(c for c in answer.tool_calls if c.tool == "plan_serving").output
    assert plan["users"] * plan["per_user_tokens_per_s"] >= 2000 * 0.999
    # the users the total needs at the speed each gets, not 2000 / 10 = 200 users
    assert plan["users"] < 200
    assert f"**{plan['gpus']} × L40S" in _first(answer)


def test_offloading_named_beside_a_fit_is_the_fit_but_ram_asked_is_host(advisor):
    fit = advisor.ask(
        "will mistral small 24b q4 fit on my 4060 ti 16gb or will it offload to system ram"
    )
    assert fit.kind == "fit_check"
    host = advisor.ask("3090, how much system ram do i need to offload llama 3 70b to cpu")
    assert host.kind == "host"


@pytest.mark.parametrize(
    ("previous", "change"),
    [
        (
            "how long to full finetune mistral 7b on 1B tokens with 8x a100",
            "would b200s cut that in half?",
        ),
        ("4090 lora 微调 qwen2.5 14b 5万条数据要多久", "换成两张卡能快一倍吗"),
    ],
)
def test_asking_whether_other_cards_halve_a_job_is_answered_with_its_time(
    advisor, previous, change
):
    answers = [t.answer for t in advisor.converse([previous, change]).turns]
    assert [a.kind for a in answers] == ["job_duration", "job_duration"]
    # the job (model and volume) is carried; only the cards change
    first, second = (
        next(c for c in a.tool_calls if c.tool.startswith("estimate")) for a in answers
    )
    assert first.input["model"] == second.input["model"]
    assert (first.input["gpu"], first.input["count"]) != (
        second.input["gpu"],
        second.input["count"],
    )
