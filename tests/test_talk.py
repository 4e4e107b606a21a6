"""Small talk, off-topic subjects named in their refusal, bad counts, and explanations of cards."""

from __future__ import annotations

import pytest

from assistant.question.intent_cues import asks_model_quality, declined_subject
from assistant.question.smalltalk import smalltalk_act
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "act"),
    [
        ("cheers mate, sorted it", "thanks"),
        ("all sorted now, thanks buddy", "thanks"),
        ("that did the trick!", "thanks"),
        ("你是谁做的？能帮我干点啥", "greeting"),
        ("你能干啥", "greeting"),
        ("sorted: which gpu for 70b", None),
        ("gm", "greeting"),
        ("hey, got a quick question", "greeting"),
        ("有人在吗？想请教个显卡相关的问题", "greeting"),
        ("想问个显卡的问题：3090能跑70b吗", None),
    ],
)
def test_thanks_and_who_are_you_phrasings_are_small_talk(text: str, act: str | None) -> None:
    assert smalltalk_act(text.lower()) == act


def test_a_sign_off_is_answered_as_small_talk(advisor) -> None:
    answer = advisor.ask("cheers mate, sorted it")
    assert (answer.kind, answer.intent) == ("smalltalk", "unsupported")
    assert answer.answer.startswith("Glad to help!")


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("is mining btc on a 4090 profitable in 2026?", "crypto_mining"),
        ("3090挖矿还能回本吗", "crypto_mining"),
        ("can my 4090 play elden ring at 4k", "gaming"),
        ("kimi 和 deepseek 哪个好用", "model_quality"),
        ("which is better at coding, llama 3 70b or qwen2.5 72b", "model_quality"),
        ("which is faster on a 4090, llama 3 8b or qwen 7b", None),
        ("qwen2.5 7b 和 llama3 8b 在3090上哪个快", None),
    ],
)
def test_the_declined_subject_is_read(text: str, subject: str | None) -> None:
    assert declined_subject(text) == subject


def test_model_quality_is_not_asked_when_the_hardware_is() -> None:
    assert asks_model_quality("deepseek r1 和 qwen3 哪个更聪明")
    assert not asks_model_quality("deepseek r1 和 qwen3 哪个更聪明，4090 跑得动哪个")


def test_mining_is_declined_by_name_even_with_a_card_named(advisor) -> None:
    answer = advisor.ask("is mining btc on a 4090 profitable in 2026?")
    assert (answer.kind, answer.tool_calls) == ("unsupported", [])
    assert answer.answer.startswith("I don't cover crypto mining")


def test_which_chatbot_is_better_is_declined_as_model_quality(advisor) -> None:
    answer = advisor.ask("Kimi 和 DeepSeek 哪个好用")
    assert answer.kind == "unsupported" and answer.citations == []
    assert answer.answer.startswith("我不评判模型或聊天产品哪个更好用")


def test_an_off_topic_aside_after_a_fit_check_inherits_nothing(advisor) -> None:
    turns = advisor.converse(["3090能跑qwen2.5 32b吗", "对了 顺便推荐个机械键盘"]).turns
    assert turns[0].answer.kind == "fit_check"
    last = turns[1]
    assert (last.answer.kind, last.carried, last.answer.tool_calls) == ("unsupported", {}, [])


def test_a_negative_count_keeps_the_kind_asked_and_says_what_was_wrong(advisor) -> None:
    answer = advisor.ask("-2张4090能跑llama 70b吗")
    assert (answer.kind, answer.intent, answer.verdict, answer.tool_calls) == (
        "fit_check",
        "fit_check",
        None,
        [],
    )
    first, second = answer.answer.split("\n\n")[:2]
    assert first == "**无法估算：**读到 -2 张 GPU，这个数不合理，没有采用。"
    assert second == (
        "你问的是 Llama 3.3 70B Instruct（RTX 4090）：告诉我用几张卡（至少 1 张），我再来估算。"
    )


def test_an_explanation_names_the_cards_asked_about_with_the_facts_it_turns_on(advisor) -> None:
    answer = advisor.ask("why can't the 4090 do MIG like the A100?")
    assert answer.kind == "concept"
    cards = answer.answer.split("**The cards you named:**\n")[1].splitlines()
    assert cards[0].startswith("- RTX 4090 [")
    assert cards[0].endswith(
        ": 24 GB GDDR6X at 1.01 TB/s, Ada AD102; no NVLink: the cards talk over PCIe 4.0 x16"
        " only; no MIG partitioning."
    )
    assert "80 GB HBM2e at 2.04 TB/s" in cards[1]
    assert cards[1].endswith("MIG partitioning supported.")
    assert {c.doc_id for c in answer.citations} >= {"gpu-rtx-4090", "gpu-a100-80gb-sxm"}


def test_a_follow_up_with_two_cards_gets_their_link(advisor) -> None:
    turns = advisor.converse(["什么是tensor parallel", "那我两张3060也能这么用吗"]).turns
    answer = turns[1].answer
    assert answer.kind == "concept"
    assert "- 2 张 RTX 3060 12GB [" in answer.answer
    facts = "带宽 360 GB/s，Ampere GA106 架构；没有 NVLink：卡之间只能走 PCIe 4.0 x16"
    assert facts in answer.answer


def test_a_kernel_asked_of_a_card_leads_with_its_row_then_explains(advisor) -> None:
    answer = advisor.ask("flash attention到底是省显存还是提速？v100能用吗")
    assert (answer.kind, answer.verdict) == ("concept", "no")
    assert answer.answer.startswith("**否：Tesla V100 SXM2 32GB 没有 FlashAttention-2**（HBM2） [")
    assert "scaled_dot_product_attention" in answer.answer
    assert "FlashAttention-2 又快了约一倍" in answer.answer  # the guide's why, after the row


@pytest.mark.parametrize(
    ("question", "section"),
    [
        (
            "what is speculative decoding, would it speed up my 3090 on 70B",
            "Prefill/decode disaggregation and speculative decoding",
        ),
        ("什么是speculative decoding，能让我的3090跑70b快一点吗", "预填充/解码分离与投机解码"),
    ],
)
def test_a_term_explained_beside_the_users_card_is_explained_from_its_own_section(
    advisor, question: str, section: str
) -> None:
    answer = advisor.ask(question)
    assert (answer.kind, answer.tool_calls) == ("concept", [])
    assert answer.citations[0].section == section
    assert "2–2.5× on Chinchilla 70B" in answer.answer or "Chinchilla 70B 上 2～2.5 倍" in (
        answer.answer
    )
    assert "RTX 3090 [2]" in answer.answer and "24 GB GDDR6X" in answer.answer


def test_whether_a_technique_helps_after_its_definition_is_still_an_explanation() -> None:
    from assistant.question.parsing import parse
    from tests.support.advisors import memory_advisor as _advisor

    catalog = _advisor().catalog
    assert parse("what is speculative decoding, would it speed up my 3090", catalog).explain_asked
    assert not parse("would speculative decoding speed up my 3090 on 70B", catalog).explain_asked
    assert not parse("what is the max context my 3090 fits for 70B", catalog).explain_asked


def test_an_egpu_link_question_is_explained_from_its_section(advisor) -> None:
    answer = advisor.ask("does a thunderbolt 4 egpu bottleneck local llm inference?")
    assert answer.kind == "concept"
    assert answer.citations[0].section == (
        "Thunderbolt eGPU (PCIe 3.0 x4): a bottleneck for LLM inference?"
    )
    assert "142 tokens/s inside the PC" in answer.answer
    assert "121 over Thunderbolt 4, 15% slower" in answer.answer


@pytest.mark.parametrize(
    ("question", "chip"),
    [
        ("tokens/sec for llama 3 8b on an intel core ultra npu?", "intel core ultra npu"),
        ("骁龙X Elite笔记本的NPU跑phi-3 mini能多快", "骁龙X Elite"),
        ("self-host llama 3 70b on groq lpu cards, how many?", "groq lpu"),
        ("should i get a tenstorrent wormhole n300 for local llms?", "tenstorrent wormhole n300"),
    ],
)
def test_an_ai_chip_that_is_not_a_gpu_is_named_and_nothing_stands_in(
    advisor, question: str, chip: str
) -> None:
    answer = advisor.ask(question)
    assert (answer.kind, answer.tool_calls, answer.verdict) == ("not_covered", [], None)
    first = answer.answer.splitlines()[0]
    assert f"'{chip}'" in first and ("is not in my catalog" in first or "不在我的目录里" in first)
    assert "H100" not in answer.answer


def test_huawei_ascend_npus_are_not_an_unknown_chip() -> None:
    from assistant.question.parsing import parse

    catalog = memory_advisor().catalog
    query = parse("what does it take to move PyTorch training onto Huawei Ascend NPUs?", catalog)
    assert not any(p.kind == "other_accelerator" for p in query.problems)
    assert not parse("昇腾910B的NPU能跑70B吗", catalog).blocked


def test_a_name_written_joined_finds_the_passage_that_spaces_it(advisor) -> None:
    from assistant.answer.concept import _with_joined

    assert {"sd1.5", "llama3"} <= _with_joined(["sd", "1.5", "and", "llama", "3"])
    answer = advisor.ask("why does flux need so much more vram than sd1.5?")
    assert answer.kind == "concept"
    assert answer.citations[0].section == "What takes the memory in a diffusion pipeline"
    assert "SD 1.5 has an 860M-parameter UNet" in answer.answer
    assert "loading everything in BF16 takes 31.4 GiB (33.7 GB)" in answer.answer


def test_terms_weighed_against_each_other_are_quoted_from_the_section_holding_them_all(
    advisor,
) -> None:
    from assistant.question.parsing import parse

    query = parse("FP8 vs INT8 vs Q4_K_M, explain like I'm 5", advisor.catalog)
    assert (query.versus, query.explain_asked) == (True, True)
    assert not parse("explain why I'm out of memory on my 4090", advisor.catalog).explain_asked
    answer = advisor.ask("FP8 vs INT8 vs Q4_K_M, explain like I'm 5")
    assert answer.citations[0].section == (
        "Quantization formats: GGUF, AWQ, GPTQ, NF4 and FP8, and which runtime uses which"
    )
    assert "FP8 is a simpler 8-bit choice than INT8" in answer.answer


def test_a_refused_negative_count_is_no_bare_count_either(advisor) -> None:
    from assistant.question.parsing import parse

    query = parse("Can I run a 7B model on -3 GPUs?", advisor.catalog)
    assert (query.bare_count, query.miscounted, query.params_b) == (None, True, 7.0)
    assert parse("and on 3 GPUs?", advisor.catalog).bare_count == 3


@pytest.mark.parametrize(
    ("question", "model"),
    [
        ("will llama 3.2 11b vision fit on a 3060 12gb?", "llama 3.2 11b vision"),
        ("qwen2.5-vl-7b 在 a10 上装得下吗", "qwen2.5-vl-7b"),
    ],
)
def test_a_vision_language_model_is_said_to_be_missing_first(advisor, question, model) -> None:
    # its image encoder and image tokens are not modelled: never sized as the text-only LLM
    answer = advisor.ask(question)
    assert answer.kind == "not_covered"
    line = answer.answer.splitlines()[0]
    assert model in line and ("not in my catalog" in line or "不在我的目录里" in line)
