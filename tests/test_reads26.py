"""Readings added in the twenty-sixth session, in our own phrasings (en and zh).

A card said too dear in a question asking for a pick is no candidate, even the only one named;
an offer called cheap is no price asked; an instance type's card count asked is said as a
count; PAI-DSW is Alibaba Cloud's; "几块钱一小时" asks a price.
"""

from pathlib import Path

import pytest

from assistant.catalog.specs import load_catalog
from assistant.evaluation_constraints import first_line
from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor

CATALOG = load_catalog(Path(__file__).resolve().parent.parent / "knowledge" / "specs")


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    "text",
    [
        "预算四千，推荐张二手卡跑 sdxl，4090 太贵了",
        "what should i get for sd 1.5 under $400? the 3090 is too expensive",
    ],
)
def test_a_card_said_too_dear_beside_a_pick_asked_is_no_candidate(advisor, text):
    q = parse(text, CATALOG)
    assert q.gpus == []
    assert advisor.ask(text).kind == "workload_pick"


def test_the_only_card_said_too_old_is_still_the_subject_when_no_pick_is_asked():
    q = parse("P40 太老了，还能跑 14b 吗", CATALOG)
    assert [g.gpu_id for g in q.gpus] == ["tesla-p40"]


def test_an_offer_called_cheap_asks_no_price(advisor):
    text = "got offered an a4000 cheap — what is the memory bandwidth on it?"
    assert not parse(text, CATALOG).price_words
    answer = advisor.ask(text)
    assert answer.kind == "catalog" and "448 GB/s" in first_line(answer.answer)


def test_a_types_card_count_asked_is_said_as_a_count(advisor):
    answer = advisor.ask("how many a10gs does a g5.12xlarge have? enough for a 32b at int4?")
    lead = first_line(answer.answer)
    assert answer.kind == "instance"
    assert lead.startswith("4 × A10G 24GB GPUs") and not lead.startswith("Yes")
    answer = advisor.ask("AWS p4d.24xlarge 是几张 a100")
    assert first_line(answer.answer).startswith("8 张")


def test_pai_dsw_is_alibaba_cloud_and_a_price_in_kuai_is_asked(advisor):
    q = parse("PAI-EAS 上 A10 部署服务，按量几块钱一小时", CATALOG)
    assert q.provider == "aliyun" and q.intent == "cost" and not q.spec_fields
    answer = advisor.ask("PAI-EAS 上 A10 部署服务，按量几块钱一小时")
    assert answer.kind == "price" and "未收录阿里云" in first_line(answer.answer)


@pytest.mark.parametrize(
    ("text", "tokens"),
    [
        ("ollama 里 num_ctx 设成 16384，qwen3 14b 在 4070 上会爆吗", 16384),
        ("llama.cpp ctx-size set to 32768 with mistral small on a 3090, fits?", 32768),
    ],
)
def test_a_context_flag_named_in_words_is_the_context(text, tokens):
    assert parse(text, CATALOG).context_tokens == tokens


def test_a_script_to_snipe_a_card_is_declined_but_a_bandwidth_test_is_not(advisor):
    assert advisor.ask("帮我写个自动抢购 4090 的脚本，淘宝的").kind == "unsupported"
    assert advisor.ask("写一个测 3090 显存带宽的脚本").kind != "unsupported"


def test_formats_weighed_with_no_setup_are_explained_from_the_format_guides(advisor):
    answer = advisor.ask("为什么 gguf 在 vllm 上又慢又老出错？exl2 和 awq 哪个快")
    assert answer.kind == "concept"
    cited = " ".join(c.doc_id for c in answer.citations)
    assert "gpu-errors" not in cited and ("concepts-explained" in cited or "serving" in cited)


def test_a_card_without_bf16_states_its_16_bit_rate_as_fp16(advisor):
    lead = first_line(advisor.ask("tesla t4 spec sheet?").answer)
    assert "65 dense FP16 TFLOPS (no BF16)" in lead and "BF16 TFLOPS" not in lead.replace(
        "(no BF16)", ""
    )


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("can two 8x h100 nodes do a full fine-tune of llama 3 70b?", 16),
        ("3 8xA100 boxes enough to serve deepseek v3 at fp8?", 24),
        ("two 4090 machines for flux", 2),
    ],
)
def test_machines_counted_before_the_per_machine_count_multiply(text, count):
    assert parse(text, CATALOG).gpus[0].count == count


@pytest.mark.parametrize(
    "text",
    [
        "old dell optiplex, 75w bus power only, which gpu for whisper?",
        "小主机没有 6pin，只能上 75w 的卡，跑 7b 用哪张",
    ],
)
def test_slot_power_only_caps_the_card_picked(advisor, text):
    q = parse(text, CATALOG)
    assert q.max_board_power_w == 75
    answer = advisor.ask(text)
    picked = answer.tool_calls[0].input
    assert answer.intent == "recommend" and picked.get("max_board_power_w") == 75


def test_a_pci_bus_id_in_pasted_nvidia_smi_is_no_model_size():
    pasted = (
        "|   0  NVIDIA GeForce RTX 3090      On  | 00000000:3B:00.0  On |   N/A |\n"
        "why is this card so slow today"
    )
    q = parse(pasted, CATALOG)
    assert q.params_b is None and [g.gpu_id for g in q.gpus] == ["rtx-3090"]


def test_a_word_with_xie_in_it_is_no_request_for_code():
    # "写真小程序" is a portrait mini-app, not "write a program"
    q = parse("做 ai 写真小程序，sdxl 每天出图 10 小时，买 4090 还是租 autodl？", CATALOG)
    assert q.intent == "rent_vs_buy"


@pytest.mark.parametrize(
    "text",
    [
        "running a 7b chat model plus tts on one card, 3060 enough?",
        "14b 的聊天模型再加个 tts，预算三千选什么卡",
    ],
)
def test_speech_synthesis_beside_a_language_model_leaves_the_llm_leading(advisor, text):
    q = parse(text, CATALOG)
    assert q.workload_id is None and q.workload_family is None and q.params_b in (7, 14)
    answer = advisor.ask(text)
    assert answer.kind in ("fit_check", "recommend")
    assert "whisper" not in answer.answer.lower() and "'tts'" not in answer.answer
    assert any("TTS" in a or "text-to-speech" in a for a in answer.assumptions)


def test_the_memory_of_several_cards_asked_as_a_total(advisor):
    lead = first_line(advisor.ask("4 张 a100 80g 显存总共多少").answer)
    assert "4 张合计 320 GB" in lead
