"""A bare model-family name the catalog holds stands for that family, not for the task default."""

import pytest

from assistant.catalog.specs import load_catalog
from assistant.question.parsing import parse
from assistant.question.workload_slots import family_member
from tests.support.advisors import KNOWLEDGE


@pytest.fixture(scope="module")
def catalog():
    return load_catalog(KNOWLEDGE / "specs")


@pytest.mark.parametrize(
    ("text", "workload"),
    [
        ("GPU util stuck at 40% training resnet, CPU at 100%", "resnet-50"),
        ("训练 resnet 时 GPU 利用率只有 30%", "resnet-50"),
        ("how fast does vit train on a 4090", "vit-b-16"),
        ("yolo on a 4070, what fps", "yolov8m"),  # the task's default is of the family
        ("whisper on a T4, real time?", "whisper-large-v3"),
    ],
)
def test_a_family_name_is_read_as_its_catalog_model(catalog, text, workload):
    query = parse(text, catalog)
    assert query.workload_id == workload
    assert "YOLOv8m" not in " ".join(str(a) for a in query.assumptions) or workload == "yolov8m"


def test_a_family_member_the_catalog_lacks_is_stood_in_for_by_its_family(catalog):
    query = parse("how fast does resnet-101 train on a 3060", catalog)
    assert (query.workload_id, query.workload_unknown) == ("resnet-50", ["resnet-101"])
    assert family_member(catalog, "mochi 1", "video") is None
    assert family_member(catalog, "sd", "image") is None  # too short to be a family's prefix
