"""Media questions read by what they ask (session 36): a fit said as "will 24GB do it", one
picture's side before the model's name, a rate asked "per 1024 image" beside an offload asked
of the tool, an SFF board sized on its full-size card, LTX-Video and Hunyuan3D said not covered,
a replacement card asked, a launch price read as the card's row, what a card sells for now."""

from __future__ import annotations

import pytest

from assistant.question.launch_price import read_launch_price
from assistant.question.offload_asked import offload_asked
from assistant.question.picture_slots import bare_side, named_count
from assistant.question.upgrade_words import upgrade_asked
from assistant.question.workload_asks import FIT_ASK_RE
from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "fit"),
    [
        ("sdxl lora in onetrainer on a 4070, would 12gb cut it?", True),
        ("will 16 gb do it for flux dev at 1024", True),
        ("does my card suffice for wan2.1 1.3b", True),
        ("will it do 30 images a minute", False),
    ],
)
def test_the_memory_judged_is_a_fit_asked(text: str, fit: bool) -> None:
    assert (FIT_ASK_RE.search(text) is not None) is fit


def test_a_lora_asked_will_the_memory_do_it_is_a_fit(advisor) -> None:
    query, answer, line = turn_of(
        advisor, "sdxl lora with kohya on a 4070 12gb at 1024 — would 12GB cut it?"
    )
    assert answer.kind == "workload_fit" and query.workload_ask == "fit"
    assert line.startswith("**Yes") or line.startswith("**No")
    zh = turn_of(advisor, "kohya 训练 flux lora，3090 上 1024 分辨率 fp8，will 24GB do it?")
    assert zh[1].kind == "workload_fit"


@pytest.mark.parametrize(
    ("text", "start", "end", "count"),
    [
        ("how long does a 768 sdxl image take", 11, 15, None),
        ("seconds per 1024 flux image on a 3090", 17, 21, None),
        ("30 sdxl images on a 4090", 3, 7, 30),
    ],
)
def test_a_side_after_an_article_counts_no_images(
    text: str, start: int, end: int, count: int | None
) -> None:
    assert named_count(text, start, end) == count


def test_one_pictures_side_said_before_the_models_name(advisor) -> None:
    assert bare_side("how long does a 768 sd 1.5 image take on a t4") == 768
    query, answer, line = turn_of(
        advisor, "how many seconds does a 768 sdxl image take on a 3060 12gb at 25 steps"
    )
    assert query.samples is None and query.media_width == 768
    assert answer.kind == "workload_speed" and "s per image" in line and "768x768" in line
    zh = turn_of(advisor, "a 1024 flux dev image on a 4090, 20 steps: 一张几秒")
    assert zh[0].samples is None and "s per image" in zh[2]


def test_an_offload_asked_of_the_tool_is_no_symptom(advisor) -> None:
    assert offload_asked("is comfy offloading the text encoder on my 4070?")
    assert offload_asked("does forge swap the t5 every generation")
    assert not offload_asked("it's offloading and now it's slow")
    assert not offload_asked("only 5 t/s on my 3060 with a 14b, is it offloading to cpu?")
    query, answer, line = turn_of(
        advisor,
        "flux dev fp16 on a 4070 ti super 16gb — does comfy offload the t5 each time? "
        "about how many s per 1024 image at 20 steps",
    )
    assert query.trouble is None and query.workload_ask == "rate"
    assert answer.kind == "workload_speed" and "s per image" in line


def test_an_sff_board_is_sized_on_its_full_size_card(advisor) -> None:
    query, answer, line = turn_of(
        advisor, "yolov8n at 30 fps on an RTX 4000 SFF Ada: how many cameras can it keep up with?"
    )
    assert [g.gpu_id for g in query.gpus] == ["rtx-4000-ada"]
    assert "RTX 4000 Ada Generation" in line and "camera streams" in line
    assert any("small-form-factor" in a for a in answer.assumptions)
    zh_query, zh_answer, _ = turn_of(advisor, "RTX 4000 Ada SFF 20G 能跑 qwen2.5 14b 吗")
    assert [g.gpu_id for g in zh_query.gpus] == ["rtx-4000-ada"]
    assert any("小尺寸版" in a for a in zh_answer.assumptions)


@pytest.mark.parametrize(
    ("question", "name"),
    [
        ("ltx-video 13b on a 4090, how long for a 5 second clip?", "LTX-Video 13B"),
        ("ltxv 2b distilled on a 3060 12gb, will it even load?", "LTX-Video 2B"),
        ("ltxv 13b 在 4060ti 16g 上能跑起来吗", "LTX-Video 13B"),
    ],
)
def test_ltx_video_is_said_not_covered_first(advisor, question: str, name: str) -> None:
    _, _, line = turn_of(advisor, question)
    assert line.startswith(f"Not in my catalog: {name}") or f"{name}" in line
    assert "Wan2.1" in line  # what is close: the video models sized


def test_hunyuan3d_in_chinese_is_said_not_covered(advisor) -> None:
    _, answer, line = turn_of(advisor, "混元 3D 2.0 生成带纹理的模型，3090 24g 跑得动吗")
    assert answer.kind == "not_covered" and "不在我的目录里" in line


@pytest.mark.parametrize(
    ("text", "asked"),
    [
        ("my 3060 is too small. replace it with what, under $500?", True),
        ("what should i replace my old 1080 ti with for sdxl", True),
        ("best replacement for a 2080 under $700?", True),
        ("i replaced my 3060 with a 4070 last year", False),
    ],
)
def test_a_replacement_card_asked_is_an_upgrade(text: str, asked: bool) -> None:
    assert upgrade_asked(text) is asked


def test_a_replacement_asked_under_a_budget_is_a_pick(advisor) -> None:
    _, answer, line = turn_of(
        advisor, "my 1660 super can't handle flux lora training. replace it with what, under $700?"
    )
    assert answer.kind == "workload_pick" and "is the pick for" in line


class _Scan:
    def __init__(self, lower: str) -> None:
        self.lower = lower
        self.slots: dict[str, object] = {"spec_fields": ["price"]}


@pytest.mark.parametrize(
    ("text", "launch"),
    [
        ("what was the launch price of the 4070 ti super", True),
        ("7900 xtx 发售价多少", True),
        ("4090 launch price vs what it sells for now", False),
        ("二手 3090 首发价多少，现在值多少", False),
    ],
)
def test_a_launch_price_asked_is_the_rows_figure(text: str, launch: bool) -> None:
    scan = _Scan(text)
    read_launch_price(scan)  # type: ignore[arg-type]
    assert (scan.slots["spec_fields"] == ["price", "launch"]) is launch


def test_a_launch_price_is_answered_from_the_catalog_row(advisor) -> None:
    _, answer, line = turn_of(advisor, "launch price of the RTX 4070 Ti Super?")
    assert answer.kind == "catalog" and "$799" in line and "launch MSRP" in line
    zh = turn_of(advisor, "RTX 4070 Ti SUPER 的发售价是多少")
    assert zh[1].kind == "catalog" and "$799" in zh[2]
    now = turn_of(advisor, "what is an RTX 4070 Ti Super actually selling for now?")
    assert now[1].kind == "price"


def test_a_used_price_asked_leads_with_the_new_price_on_record(advisor) -> None:
    _, answer, line = turn_of(advisor, "fair price for a used 4070 super? seller wants $450")
    assert answer.kind == "price" and "no used-market price is on record" in line
    assert "$599" in line and "$450 is below that new price" in line


def test_a_why_after_a_media_jobs_figure_is_explained(advisor) -> None:
    query, answer, _ = turn_of(
        advisor,
        "sdxl full finetune on an a100 80gb, 3000 steps at batch 2: how long?",
        "why is a full finetune so much heavier than a lora of the same thing?",
    )
    assert query.intent == "concept" and answer.kind == "concept"
    zh = turn_of(advisor, "3090 上 flux dev 一张图几秒？", "为什么它比 sdxl 慢这么多？")
    assert zh[1].kind == "concept"
    again = turn_of(advisor, "3090 上 flux dev 一张图几秒？", "那 4090 呢？")
    assert again[1].kind == "workload_speed"  # a card named: the job timed again


def test_an_sff_board_weighed_against_another_card_stays_unknown(advisor) -> None:
    query, _, line = turn_of(advisor, "RTX 4000 SFF Ada or an L4 for a small low-profile box?")
    assert "rtx-4000-ada" not in [g.gpu_id for g in query.gpus]
    assert any(p.kind == "unknown_gpu" for p in query.problems) or "not in my catalog" in line
