"""Composers of issue 22's answers: the first line answers, in English and Chinese."""

from __future__ import annotations

import re

import pytest

from assistant.answer.compose import Draft
from assistant.answer.compose_llmcalc import (
    compose_duration,
    compose_fits,
    compose_kv_cache,
    compose_payback,
    compose_power,
)
from assistant.models import Query
from tests.support.toolbox import bundled_toolbox

CJK = re.compile(r"[\u4e00-\u9fff]")


def _draft(lang: str) -> Draft:
    box = bundled_toolbox()
    return Draft(query=Query(text="q", language=lang), catalog=box.catalog, specs={}, guides=[])  # type: ignore[arg-type]


def _write(composer, tool: str, lang: str, **kwargs) -> Draft:
    draft = _draft(lang)
    composer(draft, [bundled_toolbox().call(tool, **kwargs)])
    return draft


def test_fits_leads_with_the_biggest_model() -> None:
    call = bundled_toolbox().call("fits_hardware", gpu="3090")
    lead = call.output["lead"]
    en = _write(compose_fits, "fits_hardware", "en", gpu="3090")
    assert en.verdict == "yes"
    assert en.paragraphs[0].startswith(
        f"**The biggest model that fits 1 × RTX 3090 comfortably is {lead['model_name']}"
    )
    assert f"{lead['per_gpu_gb']:,.1f} GB per GPU" in en.paragraphs[0]
    assert "| Precision | Model |" in en.paragraphs[1]
    assert any("--n-cpu-moe" in p for p in en.paragraphs)
    zh = _write(compose_fits, "fits_hardware", "zh", gpu="3090")
    assert zh.paragraphs[0].startswith("**1 × RTX 3090 能宽裕运行的最大模型是")
    assert all(CJK.search(a) for a in zh.assumptions)


def test_kv_cache_leads_with_the_gb() -> None:
    en = _write(compose_kv_cache, "estimate_kv_cache", "en", model="mistral-7b", context=32768)
    assert en.paragraphs[0].startswith(
        "**The KV cache of Mistral 7B at 32,768 tokens takes 4.3 GB** in bf16"
    )
    zh = _write(compose_kv_cache, "estimate_kv_cache", "zh", model="mistral-7b", context=32768)
    assert zh.paragraphs[0].startswith("**Mistral 7B 在 32,768 tokens 上下文下 KV 缓存占 4.3 GB**")


def test_duration_leads_with_hours_and_cost() -> None:
    kw = dict(model="llama-2-7b", gpu="a100", samples=50000, seq_len=1024, epochs=3)
    call = bundled_toolbox().call("estimate_job_duration", **kw)
    en = _write(compose_duration, "estimate_job_duration", "en", **kw)
    assert en.paragraphs[0].startswith(f"**About {call.output['hours']:,.1f} hours**")
    assert "$" in en.paragraphs[1]
    zh = _write(compose_duration, "estimate_job_duration", "zh", **kw)
    assert zh.paragraphs[0].startswith(f"**约 {call.output['hours']:,.1f} 小时**")


@pytest.mark.parametrize(
    ("kwargs", "en_start", "zh_start"),
    [
        ({"gpu": "4090"}, "**A 1000 W ATX 3.x power supply**", "**1 × RTX 4090 需要 1000 W"),
        ({"gpu": "h100", "count": 8}, "**10,200 W at the wall**", "**8 × H100"),
    ],
)
def test_power_leads_with_a_wattage(kwargs, en_start, zh_start) -> None:
    assert (
        _write(compose_power, "estimate_power", "en", **kwargs).paragraphs[0].startswith(en_start)
    )
    assert (
        _write(compose_power, "estimate_power", "zh", **kwargs).paragraphs[0].startswith(zh_start)
    )


def test_payback_leads_with_months() -> None:
    kw = dict(
        gpu="h100", count=8, hours_per_week=84, rent_per_gpu_hour="2.50", tariff_per_kwh="0.12"
    )
    en = _write(compose_payback, "rent_vs_buy_stated", "en", **kw)
    # 71.5 months is past the 3-year life and owning costs more a month: renting leads
    assert en.paragraphs[0].startswith("**Renting is cheaper** for 8 × H100 SXM5 80GB")
    assert "about 71.5 months to pay back" in en.paragraphs[0]
    zh = _write(compose_payback, "rent_vs_buy_stated", "zh", **kw)
    assert zh.paragraphs[0].startswith("**租更便宜**") and "71.5 个月才能回本" in zh.paragraphs[0]
    assert "84 hours a week of use (your figure)" in en.assumptions


def test_a_failed_call_says_why() -> None:
    draft = _write(compose_power, "estimate_power", "en", gpu="4090", hours_per_day=30)
    assert draft.paragraphs[0].startswith("I could not estimate the power:")
