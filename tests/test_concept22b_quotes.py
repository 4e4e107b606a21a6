"""What makes a passage look on the subject without being about it.

- a sentence that only points to another guide ("…见《GPU 档位：从 T4、L4 到…》") is never
  quoted: the cards in the pointed title are not what the sentence says;
- a quoted "why" sentence must share a word of the question, not only a bare figure ("1" of
  "1 × L4" is also in "1,440 GB");
- asking for a difference in Chinese ("有什么区别", "差多少") is no subject: the question keys
  and the topic terms weigh the things compared.
"""

import pytest

from assistant.answer.citing import Evidence, best_sentences, is_pointer
from assistant.answer.compose import _worded
from assistant.question.topic import topic_terms
from assistant.rag.retrieval import ASKING_A_DIFFERENCE
from tests.support.advisors import memory_advisor


@pytest.mark.parametrize(
    "sentence",
    [
        "各卡算力与用途见《GPU 档位：从 T4、L4 到 H100》。",
        'Rental prices by card are in "Cloud GPU prices and where to rent them".',
        "显存估算详见《按方法算显存：推理、LoRA、QLoRA 与全量微调》。",
    ],
)
def test_a_pointer_sentence_is_a_pointer(sentence):
    assert is_pointer(sentence)


def test_best_sentences_skip_a_pointer_whose_title_holds_the_words_asked():
    text = (
        "各卡算力与用途见《GPU 档位：从 T4、L4 到 H100》。"
        "显存带宽决定每秒能读多少权重。"
        "L4 的带宽是 300 GB/s，T4 是 320 GB/s。"
    )
    e = Evidence(doc_id="d", title="t", section="带宽", text=text, source="s", lang="zh")
    quote = best_sentences(e, {"t4", "l4"}, limit=2)
    assert "见《" not in quote
    assert "300 GB/s" in quote


def test_best_sentences_skip_an_english_pointer():
    text = 'Card tiers from T4 and L4 up are in "GPU tiers: T4, L4, A10 and up". The L4 draws 72 W.'
    e = Evidence(doc_id="d", title="t", section="Power", text=text, source="s", lang="en")
    assert best_sentences(e, {"l4", "t4"}, limit=1) == "The L4 draws 72 W."


@pytest.mark.parametrize(
    ("topic", "kept"),
    [
        (["1", "32", "l4", "t4"], ["l4", "t4"]),
        (["2", "4090", "扛住"], ["4090", "扛住"]),  # a card number is a word
        (["8", "16"], ["8", "16"]),  # only figures: they are all there is to share
    ],
)
def test_a_quote_must_share_a_word_not_only_a_figure(topic, kept):
    assert _worded(topic) == kept


@pytest.mark.parametrize(
    ("question", "subject"),
    [
        ("MIG 和 vGPU 有什么区别", {"mig", "vgpu"}),
        ("AWQ 跟 GPTQ 差别大不大", {"awq", "gptq"}),
        ("fp8 和 int8 差别大吗", {"fp8", "int8"}),
    ],
)
def test_asking_a_difference_is_no_topic_term(question, subject):
    terms = set(topic_terms(question))
    assert subject <= terms
    assert not terms & {"区别", "差别"}


def test_the_key_leg_drops_the_tokens_of_asking_a_difference():
    assert {"区别", "有什", "么区", "差别"} <= ASKING_A_DIFFERENCE
    # English says what differs in words a section also says ("the difference between FP8 and
    # NF4 for Flux"): those keys still match
    assert not {"difference", "between"} & ASKING_A_DIFFERENCE


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("question", "anchor"),
    [
        ("prefill 和 decode 有什么区别", "prefill"),
        ("QLoRA 跟 LoRA 到底有啥区别", "memory-math"),
        ("what is the difference between nvfp4 and mxfp4?", "nvfp4"),
    ],
)
def test_a_difference_asked_cites_the_section_on_the_pair(advisor, question, anchor):
    answer = advisor.ask(question)
    assert answer.kind == "concept"
    cited = answer.citations[0]
    assert anchor in f"{cited.source} {cited.section}".lower()


@pytest.mark.parametrize(
    ("question", "subject"),
    [
        ("eli5 pls: what is speculative decoding", {"speculative", "decoding"}),
        ("explain continuous batching plz", {"continuous", "batching"}),
        ("please tell me what nvlink does", {"nvlink"}),
    ],
)
def test_the_manner_of_asking_is_no_topic_term(question, subject):
    terms = set(topic_terms(question))
    assert subject <= terms
    assert not terms & {"eli5", "pls", "plz", "please"}
