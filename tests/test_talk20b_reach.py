"""What real users hit around explanations, spec look-ups and off-topic shopping.

Each mechanism in phrasings of its own: goods that are no GPU (a robot vacuum, a camera, an air
fryer) said plainly to be outside what is covered; memory types (GDDR7, LPDDR5X) read as on
topic; China-made GPUs the catalog lacks named as GPUs, not NPUs; a spec asked of a card the
catalog lacks answered without a sizing request; "Tesla A2" and "and the A2?" read as cards;
the section headed by the concept asked leading an explanation; the NVLink bridge's loss asked
with the loss said first or as "不接桥 … 影响大吗".
"""

import re

import pytest

from assistant.question.goods_words import GOODS_PATTERN
from assistant.question.link_words import LINK_LOSS_ASK
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _last(advisor, turns):
    return advisor.converse(turns).turns[-1].answer


@pytest.mark.parametrize(
    "question",
    [
        "is a roborock or a roomba better for hardwood floors",
        "need a dslr camera recommendation under 800",
        "which espresso machine should i get",
        "想买个空气炸锅，哪个牌子好",
        "预算五千买哪台洗地机",
    ],
)
def test_goods_that_are_no_gpu_are_off_topic(advisor, question):
    answer = advisor.ask(question)
    assert answer.kind == "unsupported"
    first = answer.answer.splitlines()[0]
    assert "only help" in first or "只能回答" in first


@pytest.mark.parametrize(
    ("text", "goods"),
    [
        ("which robot vacuum for a cat owner", True),
        ("推荐个相机，拍娃用", True),
        ("16 ip cameras running yolo11n, which gpu", False),
        ("can i run llama 3 8b on my phone", False),
        ("8路相机跑 yolo11s", False),
    ],
)
def test_goods_pattern_reads_shopping_not_camera_streams(text, goods):
    assert (re.search(GOODS_PATTERN, text) is not None) is goods


@pytest.mark.parametrize(
    "question",
    ["gddr6 vs hbm2e, why does it matter for llms", "is lpddr5x fast enough for local models"],
)
def test_memory_types_are_on_topic(advisor, question):
    assert advisor.ask(question).kind != "unsupported"


@pytest.mark.parametrize(
    ("question", "said"),
    [
        ("沐曦 C500 显存多少", "不在我的目录里"),
        ("biren br100 how fast for llama 8b", "not in my catalog"),
        ("how much vram does a moore threads mtt s80 have", "not in my catalog"),
    ],
)
def test_china_made_gpus_are_named_as_gpus_the_catalog_lacks(advisor, question, said):
    answer = advisor.ask(question)
    first = answer.answer.splitlines()[0]
    assert answer.kind == "not_covered"
    assert said in first
    assert "not a GPU" not in first and "不是 GPU" not in first
    assert "910B" in first


def test_a_non_gpu_chip_is_still_said_to_be_no_gpu(advisor):
    first = advisor.ask("how fast is llama 8b on a groq lpu").answer.splitlines()[0]
    assert "not a GPU" in first


@pytest.mark.parametrize(
    ("question", "card"),
    [("what's the tdp of the rtx 5085", "rtx 5085"), ("A16 显存带宽多少", "A16")],
)
def test_a_spec_of_a_missing_card_asks_for_no_sizing(advisor, question, card):
    answer = advisor.ask(question)
    assert answer.kind == "not_covered"
    assert card in answer.answer.splitlines()[0]
    assert "To size this" not in answer.answer and "要估算这个问题" not in answer.answer
    assert "won't guess its figures" in answer.answer or "不猜它的参数" in answer.answer


def test_a_fit_on_a_missing_card_still_asks_for_a_known_one(advisor):
    answer = advisor.ask("will qwen 32b fit on one rtx 5085")
    assert answer.kind == "not_covered"
    assert "To size this" in answer.answer


@pytest.mark.parametrize(
    ("turns", "card"),
    [
        (["how much memory does the Tesla A16 have"], "Tesla A16"),
        (["L4 power draw?", "and the A16?"], "A16"),
        (["bandwidth of the a10g?", "what about the A16?"], "A16"),
    ],
)
def test_a_short_model_number_is_read_as_a_card_the_catalog_lacks(advisor, turns, card):
    answer = _last(advisor, turns)
    assert answer.kind == "not_covered"
    assert f"'{card}'" in answer.answer.splitlines()[0]


@pytest.mark.parametrize(
    ("question", "section"),
    [
        ("how does pagedattention allocate memory in vllm, simply put", "vllm-and-pagedattention"),
        ("how does paged attention work in vllm? eli5 pls", "vllm-and-pagedattention"),
        ("what's the kv cache, and why does it get bigger with longer context", "kv-cache-formula"),
        ("KV cache 是什么，为什么上下文越长越大", "kv-缓存公式"),
    ],
)
def test_the_section_headed_by_the_concept_leads(advisor, question, section):
    answer = advisor.ask(question)
    assert answer.kind == "concept"
    assert section in answer.citations[0].source.lower()


@pytest.mark.parametrize(
    ("text", "asked"),
    [
        ("how much slower is 70b on two 3090s without nvlink", True),
        ("两块3090不接桥跑70b影响大吗", True),
        ("双卡3090不桥接会慢很多吗", True),
        ("do two 3090s need nvlink for 70b", False),
    ],
)
def test_the_bridge_loss_is_read_either_way_round(text, asked):
    assert (re.search(LINK_LOSS_ASK, text) is not None) is asked


@pytest.mark.parametrize(
    "question",
    ["how much worse is llama 70b on 2x 3090 with no nvlink", "两块3090不接桥跑70b影响大吗"],
)
def test_the_bridge_loss_is_timed(advisor, question):
    answer = advisor.ask(question)
    assert answer.kind == "speed"
    first = answer.answer.splitlines()[0]
    assert "NVLink" in first and "tokens/s" in first


@pytest.mark.parametrize(
    ("question", "figure"),
    [
        ("a100 80g 现在什么价", "$10,000"),
        ("4090 现在啥价位", "$1,599"),
        ("5090 多少钱一张", "$1,999"),
    ],
)
def test_a_card_price_asked_in_chinese_shorthand_is_its_buying_price(advisor, question, figure):
    answer = advisor.ask(question)
    assert answer.kind == "price"
    assert figure in answer.answer.splitlines()[0]


def test_a_rental_asked_per_card_stays_a_rental(advisor):
    answer = advisor.ask("租一张4090多少钱一天")
    assert answer.kind == "price"
    assert "24 小时" in answer.answer.splitlines()[0]


def test_a_novel_is_off_topic_but_an_audiobook_made_with_tts_is_not():
    import re as _re

    from assistant.question.goods_words import GOODS_PATTERN

    goods = _re.compile(GOODS_PATTERN)
    assert goods.search("有什么好看的科幻小说推荐") and goods.search("any good sci-fi novels?")
    assert not goods.search("有声小说想用gpt-sovits批量合成")
