"""An image job's numbers said without a unit reach the calculators.

A side said beside the steps ("20步 768") or squared ("768²"), the images a LoRA trains on
("素材 30 张"), and a dataset sized as a compound ("an 8k-image dataset") are job facts the
speed tool runs on, as much as "768x768" or "8000 images".
"""

import pytest

from assistant.question.picture_slots import bare_side, dataset_images, training_images
from assistant.question.text import unsquare
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _speed_input(answer):
    return next(c.input for c in answer.tool_calls if c.tool.endswith("speed"))


@pytest.mark.parametrize(
    ("text", "side"),
    [("20步 768，出图要多久", 768), ("sd 1.5, 25 steps 512", 512), ("768, 40 steps", 768)],
)
def test_a_side_beside_the_steps_is_read(text, side):
    assert bare_side(text) == side


def test_a_number_beside_steps_that_is_no_side_is_not_read():
    assert bare_side("30 steps 1000 images") is None
    assert bare_side("跑 20 步 4090") is None  # a card, not a side: not a multiple of 64


def test_a_squared_side_is_a_square_size():
    assert unsquare("flux, 768², 20 steps") == "flux, 768x768, 20 steps"


@pytest.mark.parametrize(
    ("text", "images"),
    [
        ("训练素材 30 张，sdxl lora", 30),
        ("用 40 张图片训 lora", 40),
        ("lora on 18 training images", 18),
        ("a dataset of 60 photos", 60),
    ],
)
def test_the_images_a_lora_trains_on_are_read(text, images):
    assert training_images(text) == images


def test_cards_counted_are_no_training_images():
    assert training_images("两张 4090 训 lora，4张卡够吗") is None


def test_a_compound_dataset_size_is_read():
    assert dataset_images("an 8k-image dataset") == 8000
    assert dataset_images("a 2,500 image custom dataset") == 2500


def test_a_lora_run_keeps_its_images_and_side(advisor):
    answer = advisor.ask("3090 训 sdxl lora，素材 30 张，2000 步，768 分辨率，要多久")
    args = _speed_input(answer)
    assert (args["images"], args["train_steps"], args["resolution"]) == (30, 2000, 768)
    assert "小时" in answer.answer.splitlines()[0] or "分钟" in answer.answer.splitlines()[0]


def test_a_batch_of_images_keeps_its_bare_side(advisor):
    answer = advisor.ask("how long for 5000 sdxl images on a 4090, 25 steps 768?")
    args = _speed_input(answer)
    assert (args["images"], args["steps"], args["resolution"]) == (5000, 25, 768)
    assert "hour" in answer.answer.splitlines()[0]


def test_a_squared_side_reaches_the_speed_tool(advisor):
    answer = advisor.ask("flux dev 768², 20 steps on a 4090: seconds per image?")
    assert _speed_input(answer)["resolution"] == 768
    assert "768x768" in answer.answer.splitlines()[0]


def test_a_compound_dataset_gives_a_duration(advisor):
    answer = advisor.ask("yolov8m, 8k-image dataset, 50 epochs on a 3090: how many hours?")
    args = _speed_input(answer)
    assert (args["images"], args["epochs"]) == (8000, 50)
    assert "hour" in answer.answer.splitlines()[0]


@pytest.mark.parametrize(
    ("question", "images", "word"),
    [
        ("yolov8m inference over 5 million images on a t4: how long?", 5_000_000, "hour"),
        ("用 t4 跑 yolov8s 推理 300 万张图要多久", 3_000_000, "小时"),
        ("resnet-50 inference on 2m images with an l4, how long?", 2_000_000, "hour"),
    ],
)
def test_a_vision_inference_job_is_timed(advisor, question, images, word):
    answer = advisor.ask(question)
    args = _speed_input(answer)
    (timed,) = [c for c in answer.tool_calls if c.tool == "estimate_workload_speed"][:1]
    assert args["images"] == images
    rate = timed.output["images_per_s"]
    assert timed.output["job_hours"] == pytest.approx(images / rate / 3600, rel=0.01)
    assert word in answer.answer.splitlines()[0]


def test_a_cloud_pick_for_a_vision_batch_ranks_by_the_jobs_cost(advisor):
    answer = advisor.ask("做 resnet50 的批量推理，200 万张图，云上选什么卡最省钱")
    (pick,) = [c for c in answer.tool_calls if c.tool == "recommend_workload_gpu"]
    assert pick.output["best"] is not None
    assert pick.output["best"]["job_cost"] is not None
    assert pick.output["best"]["gpu_name"] in answer.answer.splitlines()[0]
