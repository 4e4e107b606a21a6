"""Quoted results must agree with the answer's own setup (issue 13, item 4)."""

import pytest

from assistant.answer.citing import Evidence, best_sentences, terms
from assistant.answer.consistency import CONDITION, Setup, about_other_platform, adjust_quote
from assistant.catalog.specs import load_catalog
from tests.support.advisors import KNOWLEDGE

OOM = "That is why 13B LoRA in bf16 runs out of memory on two RTX 4090s."
DDP = "Plain data parallelism (PyTorch DDP) copies the whole model to every GPU."


@pytest.fixture(scope="module")
def catalog():
    return load_catalog(KNOWLEDGE / "specs")


def test_a_result_for_the_asked_card_gets_its_condition_when_the_answer_shards(catalog):
    sharded = Setup(gpus={"rtx-4090"}, sharded_fit=True)
    assert adjust_quote(OOM, sharded, catalog, "en") == CONDITION[0] + "t" + OOM[1:]
    assert adjust_quote(OOM, sharded, catalog, "en", previous=DDP) == OOM
    assert adjust_quote(OOM, Setup(gpus={"rtx-4090"}), catalog, "en") == OOM


def test_a_result_for_another_card_is_not_quoted(catalog):
    assert adjust_quote(OOM, Setup(gpus={"a100-80gb-sxm"}), catalog, "en") is None
    plain = "The RTX 4090 has 24 GB of memory."
    assert adjust_quote(plain, Setup(gpus={"a100-80gb-sxm"}), catalog, "en") == plain


def test_chinese_condition(catalog):
    zh = "所以 13B bf16 LoRA 在两张 RTX 4090 上会 OOM。"
    got = adjust_quote(zh, Setup(gpus={"rtx-4090"}, sharded_fit=True), catalog, "zh")
    assert got == CONDITION[1] + zh


def test_best_sentences_keeps_the_condition_sentence_with_its_result(catalog):
    ev = Evidence(
        doc_id="memory-math",
        title="t",
        section="s",
        text=f"{DDP} {OOM}",
        source="x",
        lang="en",
        doc_type="guide",
        score=1.0,
    )
    setup = Setup(gpus={"rtx-4090"}, sharded_fit=True)

    def adjust(sentence, previous):
        return adjust_quote(sentence, setup, catalog, "en", previous)

    wanted = terms("13B LoRA two 4090 data parallelism")
    assert best_sentences(ev, wanted, 2, adjust) == f"{DDP} {OOM}"
    assert best_sentences(ev, terms("13B LoRA 4090 out of memory"), 1, adjust).startswith(
        CONDITION[0]
    )


@pytest.mark.parametrize(
    ("section", "gpu", "other"),
    [
        ("How fast do Macs run LLMs?", "rtx-4090", True),
        ("Mac 跑大模型有多快？", "rtx-3090", True),
        ("Radeon and used Instinct cards: which models ROCm lists", "h100-sxm", True),
        ("When to choose AMD or Intel over NVIDIA", "rtx-4090", False),
        ("How fast do Macs run LLMs?", "m2-ultra-192gb", False),
        ("Serving LLMs: vLLM, TGI, llama.cpp/GGUF and 4-bit quantization", "rtx-4090", False),
    ],
)
def test_a_section_about_another_makers_platform_is_not_quoted(catalog, section, gpu, other):
    assert about_other_platform(section, Setup(gpus={gpu}), catalog) is other
