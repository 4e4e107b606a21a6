"""An image rate through a vision model's API is images a minute, not camera streams.

"峰值每秒 3000 张，t4 要几张" with ResNet-50: 3,000 images/s is 180,000 a minute, batched as
camera frames are; it was read as 180,000 cameras at 30 fps (3,215 cards). A workload the
catalog holds ("用 resnet-50") is no unknown model either.
"""

from __future__ import annotations

import pytest

from assistant.calc.media import MediaJob
from assistant.calc.media_capacity import media_capacity
from assistant.catalog.specs import load_catalog
from tests.support.advisors import memory_advisor

CATALOG = load_catalog()


def test_a_per_minute_target_counts_images_for_a_camera_model() -> None:
    spec, gpu = CATALOG.workload("resnet-50"), CATALOG.gpu("t4")
    job = MediaJob(method="inference", resolution=224)
    rate = media_capacity(spec, gpu, job, target=180_000.0, per_minute=True)
    cameras = media_capacity(spec, gpu, job, target=100.0)
    assert rate.unit == "images_per_minute" and cameras.unit == "camera_streams"
    assert rate.gpus == cameras.gpus  # 3,000 images/s is 100 cameras at 30 fps either way
    assert 1 <= rate.gpus <= 4


@pytest.mark.parametrize(
    "question",
    [
        "resnet-50 分类接口，高峰一秒 2000 张图，要几张 t4",
        "classification endpoint on resnet50 peaking at 2000 images per second, how many t4 cards?",
    ],
)
def test_an_api_image_rate_is_sized_in_images(question: str) -> None:
    answer = memory_advisor().ask(question)
    call = next(c for c in answer.tool_calls if c.tool == "estimate_workload_capacity")
    assert call.input["per_minute"] == 120_000.0
    assert call.output["unit"] == "images_per_minute" and call.output["gpus"] <= 4
    assert not any(p in answer.answer for p in ("不在我的目录", "not in my catalog"))
