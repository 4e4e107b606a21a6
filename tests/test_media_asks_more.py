"""Image, video, vision and speech questions: the fact stated is read, the answer leads with it.

* a device said to be absent ("jetson-less", "without a jetson", "不用 jetson") is no GPU;
* whisper sizes named alone ("large-v3-turbo") are speech workloads;
* an FP8 premise note follows the fit verdict, or the not-in-catalog notice;
* a time asked in milliseconds is a rate; a rate with no published figure says so first;
* a board-power cap and a low-profile form filter a workload pick, bought for one's own box;
* a sum in euros or pounds with no budget word is the budget;
* a why with a can-I follow-on and no card is a why; "1660s" is the GTX 1660 Super.
"""

from __future__ import annotations

import pytest

from assistant.calc.media_pick import MediaPick
from assistant.catalog.specs import load_catalog
from assistant.evaluation_constraints import first_line
from assistant.question.parsing import parse
from tests.support.advisors import KNOWLEDGE
from tests.support.advisors import last_answer as _last
from tests.support.advisors import memory_advisor as _build


@pytest.fixture(scope="module")
def catalog():
    return load_catalog(KNOWLEDGE / "specs")


@pytest.fixture(scope="module")
def advisor():
    return _build()


@pytest.mark.parametrize(
    ("question", "gpu"),
    [
        ("yolov8s on a jetson-less box, only an L4 in the cloud: fps at 640?", "l4"),
        ("resnet-50 without a jetson, just a t4: ms per image?", "t4"),
        ("不用 jetson，yolov8n 在 t4 上 640 多少 fps", "t4"),
    ],
)
def test_a_device_said_to_be_absent_is_not_an_unknown_gpu(catalog, question, gpu):
    query = parse(question, catalog)
    assert [g.gpu_id for g in query.gpus] == [gpu]
    assert not [p for p in query.problems if p.kind == "unknown_gpu"]


@pytest.mark.parametrize(
    ("question", "workload"),
    [
        ("is large-v3-turbo much faster on a 4060?", "whisper-large-v3-turbo"),
        ("3060 上 large-v3 跑实时字幕够吗", "whisper-large-v3"),
        ("distil-large-v3 vs large-v2 on a t4", "whisper-large-v2"),
    ],
)
def test_whisper_sizes_named_alone_are_speech(catalog, question, workload):
    query = parse(question, catalog)
    assert query.workload_family == "speech"
    assert workload in query.workload_ids or query.workload_id == workload


def test_a_whisper_size_in_a_follow_up_replaces_the_earlier_one(advisor):
    answer = _last(
        advisor,
        "how long to transcribe 20 hours of podcasts with whisper small on a 4060",
        "and with large-v3-turbo instead?",
    )
    assert "large-v3-turbo" in first_line(answer.answer)
    speed = next(c for c in answer.tool_calls if c.tool == "estimate_workload_speed")
    assert speed.input["workload"] == "whisper-large-v3-turbo"


@pytest.mark.parametrize(
    ("question", "opening"),
    [
        ("can my 3080 ti 12gb run flux dev with the fp8 checkpoint?", "Yes"),
        ("3090 上用 fp8 的 flux dev 能装下吗", "可以"),
        ("mochi on a 3090 with fp8 weights, will it load?", "Not in my catalog"),
    ],
)
def test_the_fit_or_the_missing_model_leads_before_an_fp8_note(advisor, question, opening):
    line = first_line(_last(advisor, question).answer)
    assert line.startswith(opening), line
    assert "FP8" not in line.split(":")[0]


@pytest.mark.parametrize(
    ("question", "unit"),
    [
        ("how many ms does yolov8s take per image on an L4", "ms per image"),
        ("resnet-50 在 t4 上一张图要几毫秒", "毫秒"),
        ("yolo11n on a t4, milliseconds per image?", "ms per image"),
    ],
)
def test_milliseconds_asked_give_a_latency_first(advisor, question, unit):
    answer = _last(advisor, question)
    assert answer.kind == "workload_speed"
    assert unit in first_line(answer.answer)


@pytest.mark.parametrize(
    ("question", "unit"),
    [
        ("sam vit-b 在 a10 上一张图分割要几毫秒", "毫秒"),
        ("how fast is sam vit-b on an a10", "ms per image"),
    ],
)
def test_a_model_timed_from_its_sibling_gives_the_rate_first(advisor, question, unit):
    # SAM ViT-B has no published time of its own: ViT-H's, scaled by encoder parameters
    answer = _last(advisor, question)
    assert answer.kind == "workload_speed" and unit in first_line(answer.answer)
    assert any("ViT-H" in str(a) for a in answer.assumptions) or "ViT-H" in answer.answer


@pytest.mark.parametrize(
    "question",
    [
        "做 yolo 实时检测，工控机只能塞半高卡、功耗 75w 以内，推荐哪张",
        "half-height card under 75w for yolov8 detection in our box?",
        "gpu for whisper large-v3 that draws at most 75w",
    ],
)
def test_a_board_power_cap_filters_a_workload_pick(advisor, catalog, question):
    answer = _last(advisor, question)
    call = next(c for c in answer.tool_calls if c.tool == "recommend_workload_gpu")
    assert call.input["kind"] == "buy" and call.input["max_board_power_w"] == 75.0
    pick = call.typed(MediaPick)
    assert pick is not None and pick.best is not None
    assert all((catalog.gpus[c.gpu_id].tdp_w or 0) <= 75 for c in pick.candidates)
    assert catalog.gpus[pick.best.gpu_id].name in first_line(answer.answer)


@pytest.mark.parametrize(
    ("question", "amount", "currency"),
    [
        ("which card for kohya sdxl lora training? 1.5-2k eur", 2000, "EUR"),
        ("best gpu for flux under €1800?", 1800, "EUR"),
        ("gpu for whisper large, around 900 pounds", 900, "GBP"),
    ],
)
def test_a_sum_in_euros_or_pounds_is_the_budget(catalog, question, amount, currency):
    query = parse(question, catalog)
    # converted at the dated rate (EUR and GBP are each worth more than a dollar), and said
    assert query.budget is not None and amount < query.budget < amount * 1.5
    assert query.budget_currency == "USD"
    assert any(f"{amount:,} ({currency}) read as about $" in str(a) for a in query.assumptions)


@pytest.mark.parametrize(
    "question",
    [
        "flux 为什么要 t5 那么大的文本编码器，能不能不加载",
        "why does sdxl need two text encoders, can i drop one",
        "sd3 为什么要三个文本编码器，可不可以只留 clip",
    ],
)
def test_a_why_with_a_can_i_follow_on_is_a_why(advisor, question):
    assert _last(advisor, question).kind == "concept"


@pytest.mark.parametrize("said", ["1660s 6g", "GTX 1660S", "my 1660 super"])
def test_1660s_is_the_gtx_1660_super(catalog, said):
    query = parse(f"whisper large-v2 out of memory on {said}, batch 16", catalog)
    assert [g.gpu_id for g in query.gpus] == ["gtx-1660-super"]


@pytest.mark.parametrize(
    ("question", "gpu", "fits"),
    [
        (
            "g6.xlarge — what card is in it, and does sdxl fit?",
            "L4",
            "Yes, for Stable Diffusion XL",
        ),
        ("is a g5.xlarge enough for flux dev?", "A10G", "No, for FLUX.1 [dev]"),
        ("g4dn.xlarge 跑 whisper large-v3 够吗", "T4", "Whisper large-v3：装得下"),
    ],
)
def test_an_instance_named_for_a_workload_leads_then_sizes_it_there(advisor, question, gpu, fits):
    answer = _last(advisor, question)
    assert answer.kind == "instance"
    assert gpu in first_line(answer.answer)
    assert fits in answer.answer
    sized = next(c for c in answer.tool_calls if c.tool == "estimate_workload_memory")
    assert sized.input["gpu"] in ("l4", "a10g", "t4")


@pytest.mark.parametrize(
    "question",
    [
        "what if im only fine-tuning it, not from scratch",
        "只是微调，不是从头训练，resnet-50 用什么卡",
        "fine-tune yolov8 rather than pretraining it, on a 3060",
    ],
)
def test_pretraining_ruled_out_is_not_the_method(catalog, question):
    query = parse(question, catalog)
    assert query.method != "pretrain"
    assert query.finetune_unspecified


def test_pretraining_said_is_still_pretraining(catalog):
    assert parse("pretrain resnet-50 from scratch on a 4090", catalog).method == "pretrain"


@pytest.mark.parametrize(
    ("question", "missing", "sized"),
    [
        (
            "ltx video 和 wan2.1 1.3b 哪个对 12g 显存更友好",
            "ltx video 不在我的目录里",
            "Wan2.1 T2V 1.3B",
        ),
        ("is mochi or wan2.1 1.3b better for a 12gb card", "Not in my catalog: mochi", "Wan2.1"),
        ("best gpu for hunyuan video and wan2.1 14b", "Not in my catalog: hunyuan", "14B"),
    ],
)
def test_a_missing_model_weighed_with_no_card_is_said_first(advisor, question, missing, sized):
    line = first_line(_last(advisor, question).answer)
    assert line.startswith(missing) and sized in line


def test_a_missing_model_beside_a_card_stays_a_note(advisor):
    answer = _last(advisor, "can my 3090 run mochi and wan2.1 1.3b")
    assert first_line(answer.answer).startswith("Yes")
    assert any("mochi" in str(a) for a in answer.assumptions)


@pytest.mark.parametrize(
    ("question", "side"),
    [
        ("做个 flux dev 出图 api，每分钟要出 30 张 1024 的图，需要几张 4090", 1024),
        ("sdxl 出 768 的图在 3060 上几秒", 768),
        ("sd1.5 在 4060 上出 512 的方图要多久", 512),
    ],
)
def test_a_side_said_before_the_image_is_the_resolution(catalog, question, side):
    query = parse(question, catalog)
    assert (query.media_width, query.media_height) == (side, side)


def test_a_count_of_images_is_not_a_side(catalog):
    query = parse("sd1.5 生成 1000 张图要多久", catalog)
    assert query.samples == 1000 and query.media_width is None
