"""Routing by what is asked, not by words said in passing.

A correction ("X, not Y", "是X不是Y") replaces a card and keeps the turn's kind and count; two
amounts set side by side ("80gb vs 145gb") are no comparison of options; a media job asked
"fits, or do I halve it" is a fit; cards added up ("5090 + 4090") are one box; a why of a
speed gap is an explanation; sign-offs are small talk; pasted readings are judged yes or no;
a card's memories split are its memory row; "how many do we need" after a load is a count;
a provider's name is no spec word; a follow-up on whether an explained technique is worth it
continues the explanation.
"""

from __future__ import annotations

import pytest

from assistant.question.intent_cues import GPUS_TOGETHER_RE
from assistant.question.ruled_out import ruled_out
from assistant.question.smalltalk import smalltalk_act
from assistant.question.test_results import test_result as read_test_result
from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


# -- a correction takes a card back -------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "card", "out"),
    [
        ("they're 3090s, not 3080s", "3080", True),
        ("it's an l40s not the a6000", "a6000", True),
        ("是a5000不是a4000", "a4000", True),
        ("最快的不是4090吗", "4090", False),  # asked back: still the subject
        ("why not the 4090?", "4090", False),
        ("是不是4090", "4090", False),
    ],
)
def test_the_card_after_not_is_taken_back(text: str, card: str, out: bool) -> None:
    start = text.index(card)
    ruled = ruled_out(text, start, start + len(card))
    assert ruled is out


@pytest.mark.parametrize(
    ("turns", "gpu", "count"),
    [
        (
            (
                "2x rtx a4000 running qwen2.5 32b at fp16 split across both, ok?",
                "my bad, they're rtx a5000s (24gb each) not a4000s. same answer?",
            ),
            "rtx-a5000",
            2,
        ),
        (("3张3090跑llama 3 70b int4行吗", "是4090不是3090"), "rtx-4090", 3),
        (("can 2x 4080 run qwen3 32b at fp8?", "oops, it's 4090s"), "rtx-4090", 2),
    ],
)
def test_a_correction_keeps_the_kind_and_count(advisor, turns, gpu, count) -> None:
    query, answer, first = turn_of(advisor, *turns)
    assert answer.kind == "fit_check"
    assert [(g.gpu_id, g.count) for g in query.gpus] == [(gpu, count)]
    assert " vs " not in first


# -- amounts side by side, and fit asks of media jobs ----------------------------------------


@pytest.mark.parametrize(
    ("text", "verdict"),
    [
        ("can one h100 hold qwen2.5 72b in fp16? 80gb vs ~145gb so probably not", "no"),
        ("一张h100能装下qwen2.5 72b fp16吗？80gb vs 145gb 我觉得悬", "no"),
        ("does llama 3 8b fp16 fit a 4090? 24gb vs 16gb of weights, should be fine", "yes"),
    ],
)
def test_two_amounts_weighed_leave_a_fit_check(advisor, text, verdict) -> None:
    _, answer, _ = turn_of(advisor, text)
    assert answer.kind == "fit_check" and answer.verdict == verdict


@pytest.mark.parametrize(
    ("text", "lead"),
    [
        ("training resnet-50 on a t4 at batch 256 with amp, fits or should i cut it?", "Yes"),
        ("yolov8x training at batch 64 on a 4070 — fits, or do i halve it?", "No"),
        ("t4上训练resnet-50，batch 256开amp，放得下还是要减半？", "可以"),
    ],
)
def test_a_media_job_asked_fits_or_halve_is_a_fit(advisor, text, lead) -> None:
    _, answer, first = turn_of(advisor, text)
    assert answer.kind == "workload_fit"
    assert first.lstrip("*").startswith(lead)


# -- cards added up are one box ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "together"),
    [
        ("what can a 5090 + 4090 combo run", True),
        ("4090加3090能跑什么", True),
        ("a6000+a4000 what fits", True),
        ("4090 or 3090 for llama 8b", False),
        ("llama 8b + 70b on one card?", False),
    ],
)
def test_cards_added_up_are_read_together(text: str, together: bool) -> None:
    assert (GPUS_TOGETHER_RE.search(text) is not None) is together


@pytest.mark.parametrize(
    "text",
    [
        "what can a 3090 + 3060 combo run that the 3090 alone can't?",
        "4090加3090一块能跑哪些模型",
        "a6000 + a4000, what models fit?",
    ],
)
def test_cards_added_up_list_what_the_box_runs(advisor, text) -> None:
    _, answer, _ = turn_of(advisor, text)
    assert answer.kind == "fits_hardware"


# -- a why of a speed gap -----------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "why does my 70b q4 run faster on a mac studio than on 2x 3060?",
        "why does qwen 32b run slower on my 2x 3090 than on a single 4090?",
        "为什么我的70b q4在mac上跑得比两张3060还快",
    ],
)
def test_why_one_setup_runs_faster_is_explained(advisor, text) -> None:
    _, answer, _ = turn_of(advisor, text)
    assert answer.kind == "concept" and answer.verdict is None  # no fit's yes or no


# -- sign-offs -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "act"),
    [
        ("好的 我先去睡了", "thanks"),
        ("谢谢 先撤了 明天再来问", "thanks"),
        ("ok cool, off to bed, will ask more tomorrow", "thanks"),
        ("gotta go, thx", "thanks"),
        ("睡了吗", None),
    ],
)
def test_sign_offs_close_like_thanks(text: str, act: str | None) -> None:
    assert smalltalk_act(text) == act


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("那行 我先去睡了 明天再来", "不客气"),
        ("alright, off to bed", "Glad"),
        ("gotta run, thanks", "Glad"),  # 'run' is the sign-off's word, not a job to size
        ("ok need to run now, cheers", "Glad"),
    ],
)
def test_a_sign_off_gets_a_closing_reply(advisor, text, word) -> None:
    _, answer, first = turn_of(advisor, text)
    assert answer.kind == "smalltalk" and word in first


# -- pasted readings judged ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "empty"),
    [
        ("8x a100 sxm node, `nvidia-smi nvlink --status` prints nothing. legit?", True),
        ("租的h100 sxm，nvidia-smi nvlink -s 什么都没输出，正常吗", True),
        ("nvidia-smi topo -m shows NV18 between all gpus, ok?", False),
    ],
)
def test_an_empty_link_listing_reads_as_no_nvlink(text: str, empty: bool) -> None:
    result = read_test_result(text)
    assert result is not None and result.test == "topology" and result.errors is empty


@pytest.mark.parametrize(
    ("text", "verdict"),
    [
        ("rented 8x h100 sxm but `nvidia-smi nvlink --status` prints nothing. real sxm?", "no"),
        ("bought a used 3090, nvidia-smi says 24576MiB. so it's the genuine 24gb card?", "yes"),
        ("v100 shows 16160MiB in nvidia-smi, they're the real 32gb ones?", "no"),
    ],
)
def test_a_pasted_reading_is_judged_yes_or_no(advisor, text, verdict) -> None:
    _, answer, _ = turn_of(advisor, text)
    assert answer.kind == "verify" and answer.verdict == verdict


# -- a card's memories, a load's count, a provider's name ----------------------------------


@pytest.mark.parametrize(
    ("text", "shown"),
    [
        ("gh200: how much of it is hbm vs the lpddr?", "96 GB"),
        ("GH200里HBM和LPDDR各多少", "96 GB"),
        ("gb200 — how much of it is hbm and how much lpddr5x?", "186 GB"),
    ],
)
def test_a_cards_memories_split_are_its_memory_row(advisor, text, shown) -> None:
    _, answer, first = turn_of(advisor, text)
    assert answer.kind == "catalog" and shown in first


@pytest.mark.parametrize(
    ("text", "cards"),
    [
        ("~2000 h of audio a day via whisper large-v3 on a10gs. how many do we need?", "3 x A10G"),
        ("40 rtsp cameras running yolov8s on t4s, how many would we need?", "2 x T4"),
        ("每天3000小时录音用whisper large-v3在a10g上转写，需要几张卡", "4 x A10G"),
    ],
)  # fmt: skip
def test_how_many_after_a_load_counts_cards(advisor, text, cards) -> None:
    _, _, first = turn_of(advisor, text)
    assert cards in first


@pytest.mark.parametrize(
    "text",
    [
        "thunder compute a100s are cheap per hour. vs buying a used a100 40gb, breakeven?",
        "vultr compute h100 vs buying an h100 pcie, where's the breakeven?",
    ],
)
def test_a_provider_name_is_no_spec_word(advisor, text) -> None:
    query, answer, _ = turn_of(advisor, text)
    assert answer.kind == "rent_vs_buy" and query.spec_fields == []


# -- a follow-up on an explained technique ------------------------------------------------


@pytest.mark.parametrize(
    "turns",
    [
        ("vllm里开eagle投机解码，原理是啥", "那eagle头额外占多少显存，3090上值得开吗"),
        (
            "how does eagle speculative decoding work?",
            "how much extra vram does it take on a 4090?",
        ),
        ("what is flash attention and why is it faster?", "worth enabling on a 3090?"),
    ],
)
def test_worth_it_after_an_explanation_continues_it(advisor, turns) -> None:
    _, answer, _ = turn_of(advisor, *turns)
    assert answer.kind == "concept"


# -- a shortlist asked with a budget ---------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "budget 3k usd for 70b q4: 2x 3090 vs one 5090? give me a shortlist",
        "4090 vs 5090 for llama 70b q4, budget $3000, shortlist please",
        "预算2万，想跑70b q4，两张3090还是一张5090，给我列个候选清单",
    ],
)
def test_a_shortlist_with_a_budget_is_a_recommendation(advisor, text) -> None:
    query, answer, _ = turn_of(advisor, text)
    assert query.named_candidates == "open" and answer.kind == "recommend"
