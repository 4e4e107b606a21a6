import pytest

from assistant.answer.grounding import numbers_in_text, numbers_in_value, ungrounded_numbers

TOOL_OUTPUT = {"per_gpu_gb": 31.4237, "capacity_gb": 24.0, "bandwidth_gb_s": 3350, "mfu": 0.35}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("needs 31.4 GB", [("31.4", 31.4, 1)]),
        ("costs $1,599.00", [("1,599.00", 1599.0, 2)]),
        ("see [3] and [12]", []),
        ("每卡需要 31.4 GB 显存", [("31.4", 31.4, 1)]),
    ],
)
def test_numbers_in_text(text, expected):
    assert numbers_in_text(text) == expected


def test_numbers_in_value_walks_nested_json():
    assert sorted(numbers_in_value({"a": [1, {"b": 2.5}], "c": "3.35 TB/s", "d": True})) == [
        1.0,
        2.5,
        3.35,
    ]


@pytest.mark.parametrize(
    "text",
    [
        "Needs 31.4 GB per GPU against 24 GB [1].",
        "Needs about 31 GB per GPU.",
        "Bandwidth is 3.35 TB/s at 35% MFU.",
        "两张卡，每张 31.42 GB。",
    ],
)
def test_grounded_numbers_pass(text):
    assert ungrounded_numbers(text, [TOOL_OUTPUT]) == []


@pytest.mark.parametrize(
    ("text", "bad"),
    [
        ("Needs 77 GB per GPU.", ["77"]),
        ("Needs 31.9 GB per GPU.", ["31.9"]),
        ("Costs $12,345.", ["12,345"]),
        ("需要 48 GB 显存", ["48"]),
    ],
)
def test_invented_numbers_are_caught(text, bad):
    assert ungrounded_numbers(text, [TOOL_OUTPUT]) == bad
