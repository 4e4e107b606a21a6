"""A card's memory versions set side by side, and the bus width and slot width asked of a card."""

from __future__ import annotations

import pytest

from assistant.evaluation_constraints import first_line
from assistant.question.parsing import parse
from tests.support.advisors import last_answer, memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("question", "ids", "figures"),
    [
        ("do the mi50 16gb and 32gb versions have the same bandwidth?",
         {"mi50-16gb", "mi50-32gb"}, ("16 GB", "32 GB", "1,024 GB/s")),
        ("MI50 16G 跟 32G 版本带宽有区别吗", {"mi50-16gb", "mi50-32gb"}, ("16 GB", "32 GB")),
        ("H20 96G 和 141G 显存类型一样吗", {"h20", "h20-141gb"}, ("HBM3", "HBM3e", "96 GB")),
        ("rtx 5060 ti 16gb vs 8gb, is the bandwidth the same",
         {"rtx-5060-ti-8gb", "rtx-5060-ti-16gb"}, ("448 GB/s", "8 GB", "16 GB")),
    ],
)  # fmt: skip
def test_each_memory_version_named_leads_with_its_row(
    advisor, question: str, ids: set[str], figures: tuple[str, ...]
) -> None:
    answer = last_answer(advisor, question)
    line = first_line(answer.answer)
    assert answer.kind == "catalog"
    assert {g for c in answer.tool_calls for g in c.input.get("gpu_ids", [])} == ids
    assert all(f in line for f in figures), line


@pytest.mark.parametrize(
    "question",
    [
        "modded 4090 48gb: is the memory bus the same as the stock card?",
        "魔改 4090 48G 位宽跟原版一样吗",
    ],
)
def test_a_bus_width_is_said_missing_first_with_the_stock_card_beside(
    advisor, question: str
) -> None:
    answer = last_answer(advisor, question)
    line = first_line(answer.answer)
    assert answer.kind == "catalog"
    assert "24 GB" in line and "48 GB" in line and "1,008 GB/s" in line
    assert "bus width not recorded" in line or "未记录显存位宽" in line
    said = next(line.find(w) for w in ("bus width", "位宽") if w in line)
    assert said < line.index("48 GB")


@pytest.mark.parametrize(
    ("question", "word"),
    [
        ("is the rtx 4000 ada a single slot card?", "single-slot"),
        ("RTX 4000 Ada 是单槽的吗", "single-slot"),
        ("L4 form factor?", "low-profile"),
    ],
)
def test_the_slot_width_asked_is_the_form_factor_row(advisor, question: str, word: str) -> None:
    answer = last_answer(advisor, question)
    assert answer.kind == "catalog"
    assert word in first_line(answer.answer)


def test_one_size_said_adds_no_version(advisor) -> None:
    q = parse("what's the bandwidth of the mi50 32gb?", advisor.catalog)
    assert [g.gpu_id for g in q.gpus] == ["mi50-32gb"]
    assert q.spec_fields == ["bandwidth"]


def test_a_slot_width_asked_carries_to_the_next_card(advisor) -> None:
    answer = last_answer(advisor, "RTX 4000 Ada 是单槽的吗", "那 RTX 4500 Ada 呢")
    assert answer.kind == "catalog"
    assert "dual-slot" in first_line(answer.answer)


@pytest.mark.parametrize(
    "question",
    [
        "my sdxl training keeps going out of memory on a 3060 12gb at batch 8",
        "flux keeps running out of vram on a 4070 12gb, any fix?",
        "not enough memory on a 3090 for qwen 32b?",
    ],
)
def test_running_out_of_memory_on_a_card_is_no_spec_question(advisor, question):
    query = parse(question, advisor.catalog)
    assert query.task != "catalog" and "memory" not in (query.spec_fields or [])
