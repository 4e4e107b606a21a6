"""Tables as people read them (issue 26, item 6): dashes, currency signs, whole names, counts."""

from __future__ import annotations

from pathlib import Path

from assistant.catalog.offers import load_price_book
from assistant.ui.prices import display_row, offer_row, price_text
from assistant.ui.recommend import guides_by_id, load_picks
from assistant.ui.tables import column_config, count_line, money_format, text_width

ROOT = Path(__file__).resolve().parent.parent


def test_money_columns_have_their_sign_and_two_decimals():
    from decimal import Decimal

    assert price_text(Decimal("0.109"), "USD") == "$0.11"
    assert price_text(Decimal("0.76"), "CNY") == "¥0.76"
    assert price_text(Decimal("24000"), "CNY") == "¥24,000.00"
    assert money_format("USD") == "dollar" and money_format("CNY") == "¥%.2f"


def test_listed_amounts_in_the_price_table_carry_the_row_currency():
    book = load_price_book(ROOT / "knowledge" / "specs", user_file=Path("/nonexistent.yaml"))
    rows = [display_row(offer_row(o, "USD", book.fx), "zh") for o in book.offers]
    cny = [r for r in rows if r["currency"] == "CNY" and r["on_demand_per_hour"]]
    usd = [r for r in rows if r["currency"] == "USD" and r["on_demand_per_hour"]]
    assert cny and all(r["on_demand_per_hour"].startswith("¥") for r in cny)
    assert usd and all(r["on_demand_per_hour"].startswith("$") for r in usd)
    assert all(r["confidence"] in ("高", "中", "低", "用户") for r in rows)
    # two decimals after the sign, e.g. "$55.04"
    assert all(r["on_demand_per_hour"].split(".")[-1].isdigit() for r in usd)
    assert all(len(r["on_demand_per_hour"].split(".")[-1]) == 2 for r in usd)


def test_count_lines_say_why_rows_are_missing():
    assert count_line("en", 103, 103) == "All 103 shown"
    assert count_line("en", 12, 56) == "12 of 56 match the filters"
    line = count_line("en", 79, 103, hidden_excluded=24)
    assert line.startswith("79 of 103 shown: 24 rows kept out of ranking are hidden")
    assert "Show rows excluded from ranking" in line
    assert count_line("zh", 79, 103, 24).startswith("显示 79 / 103 项：24 条未参与排名")
    assert "筛选" in count_line("zh", 5, 103, 24)


def test_text_columns_are_wide_enough_for_the_longest_name():
    rows = [{"name": "H100 PCIe 80GB"}, {"name": "generic 13B model (Llama-shaped)"}]
    assert text_width(rows, "name", "Name") == 32 * 8 + 28  # 32 characters, 8 px each + padding
    cfg = column_config(["name"], "en", rows=rows)
    assert cfg["name"]["width"] == 284


def test_guides_on_the_recommendations_page_open_by_title():
    knowledge = ROOT / "knowledge"
    cited = {g for p in load_picks(knowledge) for g in p.guides}
    for lang in ("en", "zh"):
        guides = guides_by_id(knowledge, lang)
        assert cited <= set(guides)
        assert all(guides[g].title and guides[g].sources for g in cited)
    assert (
        guides_by_id(knowledge, "zh")["memory-math"].title
        != guides_by_id(knowledge, "en")["memory-math"].title
    )
