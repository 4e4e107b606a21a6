"""A card's figure checked is the catalog's row, yes or no first (catalog31).

A figure quoted to be confirmed ("带宽能到 800 多 GB/s 吗", "nvlink 被限到 400GB/s 了吗",
"per-GPU memory?") is the card's row, not an explanation: a link's speed is no network between
servers, a rough figure ("800 多") is still a figure. Whether the row bears the quote out leads.
Beside it: an instance's cards asked as one of two sizes (the contents first), a size promised
that nvidia-smi contradicts (a check), a rate's move asked at a provider the book lacks (the
price kind), and a family's size that no catalog model has (not in the catalog, then sized).
"""

import pytest

from assistant.question.quoted_figures import QuotedFigure, quoted_figures, quoted_verdict
from assistant.question.why_cues import fabric_weighed
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _ask(advisor, *turns):
    return advisor.converse(list(turns)).turns[-1].answer


def _first(answer):
    return answer.answer.splitlines()[0]


@pytest.mark.parametrize(
    ("question", "figure", "verdict"),
    [
        ("L40S 的显存带宽能到 800 多 GB/s 吗", "864 GB/s", "yes"),
        ("A800 的 NVLink 是不是被限到 400GB/s 了？", "400 GB/s", "yes"),
        ("does the h200 hit 5 TB/s of bandwidth?", "4,800 GB/s", "no"),
        ("is the h100 nvlink cut to 400 gb/s?", "900 GB/s", "no"),
    ],
)
def test_a_figure_quoted_is_the_row_with_yes_or_no_first(advisor, question, figure, verdict):
    answer = _ask(advisor, question)
    assert answer.kind == "catalog"
    assert answer.verdict == verdict
    line = _first(answer)
    assert figure in line
    assert line.startswith(
        ("**Yes.**", "**是的。**") if verdict == "yes" else ("**No.**", "**不是。**")
    )


@pytest.mark.parametrize(
    ("question", "figure"),
    [
        ("H20 per-GPU memory? seen both 96GB and 141GB", "96 GB"),
        ("魔改 2080 Ti 22G 带宽会不会比原版低", "616 GB/s"),
        ("魔改 2080 Ti 22G 是不是双面贴的 2GB 颗粒？", "22 GB"),
    ],
)
def test_a_figure_asked_without_a_number_to_confirm_is_the_row(advisor, question, figure):
    answer = _ask(advisor, question)
    assert answer.kind == "catalog"
    assert figure in _first(answer)
    assert answer.verdict is None  # two sizes quoted, or none: which, not whether


def test_a_link_figure_is_no_network_between_servers():
    assert not fabric_weighed("h800 的 nvlink 是被砍到 400gb/s 了吗？显存还是 80g？")
    assert fabric_weighed("两台机器之间上 400g 网卡还是 roce 就够")


def test_quoted_figures_read_by_their_field_and_how_they_are_said():
    quotes = quoted_figures("a40 的带宽能到 600 多 gb/s 吗？nvlink 是 112gb/s 吗？显存还是 48g？")
    assert quotes == [
        QuotedFigure(field="bandwidth", value=600.0, reading="about"),
        QuotedFigure(field="link", value=112.0, reading="as_is"),
        QuotedFigure(field="memory", value=48.0, reading="as_is"),
    ]
    assert quoted_figures("rtx 4090 24g 显存多大") == []  # the card's own name, no quote
    assert quoted_figures("is the 5090 bandwidth only 1792?") == [
        QuotedFigure(field="bandwidth", value=1792.0, reading="as_is")
    ]
    reach = [QuotedFigure(field="bandwidth", value=8000.0, reading="at_least")]
    assert quoted_verdict(reach, {"bandwidth": 8000.0}) == "yes"
    assert quoted_verdict(reach, {"bandwidth": 4800.0}) == "no"
    two = [QuotedFigure(field="memory", value=v, reading="as_is") for v in (186.0, 192.0)]
    assert quoted_verdict(two, {"memory": 186.0}) is None


@pytest.mark.parametrize(
    "question",
    [
        "p4d.24xlarge: are its A100s the 40GB or 80GB ones? enough to fine-tune a 34B?",
        "AWS p4d.24xlarge 里的 A100 是 40G 的还是 80G 的？能微调 34B 吗",
    ],
)
def test_an_instances_cards_asked_as_one_of_two_sizes_are_its_contents_first(advisor, question):
    answer = _ask(advisor, question)
    assert answer.kind == "instance"
    line = _first(answer)
    assert "40GB" in line and "p4d.24xlarge" in line
    assert not line.startswith(("**Yes", "**是的"))  # a size named, not a yes to either


@pytest.mark.parametrize(
    "question",
    [
        "租的 V100 nvidia-smi 显示 16G，说好的 32G？",
        "rented a p3.2xlarge and nvidia-smi shows 16GB, wasn't it supposed to be 32GB?",
    ],
)
def test_a_size_promised_that_the_machine_contradicts_is_checked(advisor, question):
    answer = _ask(advisor, question)
    assert answer.kind == "verify"
    assert answer.verdict == "no"
    assert "32" in _first(answer)


def test_a_rates_move_asked_is_a_price_at_a_provider_the_book_lacks(advisor):
    answer = _ask(advisor, "AutoDL 的 4090 涨到多少了？还有 1.9 的吗")
    assert answer.kind == "price"
    line = _first(answer)
    assert "未收录" in line and "AutoDL" in line and "¥" in line


def test_a_rates_move_asked_at_a_provider_held_is_its_price(advisor):
    answer = _ask(advisor, "恒源云的 3090 降到多少了？还有 0.7 的吗")
    assert answer.kind == "price"
    assert "¥" in _first(answer)


@pytest.mark.parametrize(
    ("question", "said"),
    [
        ("running mistral's 12b at q4 on a 3060 12gb, fits?", "not in my catalog"),
        ("3060 12g 上跑 mistral 家那个 12b，q4 能装下吗", "不在我的目录里"),
    ],
)
def test_a_family_size_the_catalog_lacks_is_said_first_then_sized(advisor, question, said):
    answer = _ask(advisor, question)
    assert answer.kind == "fit_check"
    assert said in _first(answer)
    assert "12B" in _first(answer)
    assert answer.verdict == "yes"


def test_a_family_size_the_catalog_has_is_that_model(advisor):
    answer = _ask(advisor, "qwen3 (the 32b one) at q4 on a 4090?")
    assert answer.kind == "fit_check"
    assert "Qwen3-32B" in _first(answer)
