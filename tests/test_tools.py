"""The tools directly, and as LangChain tools called by a (fake) tool-calling chat model."""

from __future__ import annotations

from typing import Any

import pytest
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage

from tests.support.toolbox import bundled_toolbox


@pytest.mark.parametrize(
    ("args", "per_gpu_gb", "fits", "strategy"),
    [
        # 13B LoRA bf16 under plain DDP on two 4090s: a full copy per card, too big
        (
            {
                "model": "llama-2-13b",
                "method": "lora",
                "gpu": "4090",
                "count": 2,
                "strategy": "ddp",
            },
            (29.0, 34.0),
            False,
            "ddp",
        ),
        # the same job sharded (FSDP) fits
        (
            {
                "model": "llama-2-13b",
                "method": "lora",
                "gpu": "4090",
                "count": 2,
                "strategy": "fsdp",
            },
            (16.0, 23.0),
            True,
            "fsdp",
        ),
        # QLoRA of 13B fits one 24 GB card
        (
            {"model": "13b", "method": "qlora", "gpu": "RTX4090", "count": 1},
            (9.0, 16.0),
            True,
            "single",
        ),
        # 70B inference in bf16 needs about 140 GB of weights: not one 80 GB card
        (
            {"model": "llama-3-70b", "method": "inference", "gpu": "A100 80G", "count": 1},
            (140.0, 175.0),
            False,
            "single",
        ),
    ],
)
def test_estimate_memory_tool_case_table(args, per_gpu_gb, fits, strategy):
    call = bundled_toolbox().call("estimate_memory", **args)
    out = call.output
    assert per_gpu_gb[0] <= out["per_gpu_gb"] <= per_gpu_gb[1], out["per_gpu_gb"]
    assert out["fits"] is fits
    assert out["strategy"] == strategy
    assert set(out["breakdown"]) >= {
        "weights",
        "gradients",
        "optimizer",
        "activations",
        "kv_cache",
        "overhead",
    }


def test_tool_errors_are_recorded_not_raised():
    call = bundled_toolbox().call("estimate_memory", model="13b", gpu="RTX 4900")
    assert "RTX 4900" in call.output["error"] and "4090" in call.output["error"]


def test_price_job_tool_ranks_cheapest_first_with_dated_prices():
    out = bundled_toolbox().call("price_job", gpu="h100", count=8, hours=168, spot=False).output
    totals = [float(q["ranked_total"]) for q in out["quotes"]]
    assert len(totals) >= 3 and totals == sorted(totals)
    first = out["quotes"][0]
    # a week of 8 GPUs: rate x 8 GPUs x 168 h, to the cent
    rate = float(first["on_demand"]["rate"]) * 8 / first["gpus_per_instance"]
    assert totals[0] == pytest.approx(rate * 168, abs=0.01)
    assert all(q["price"]["as_of"] and q["price"]["source"] for q in out["quotes"])


class ToolCallingFake(GenericFakeChatModel):
    """A chat model stand-in that emits scripted tool calls; binding tools returns itself."""

    bound: list[str] = []

    def bind_tools(self, tools: Any, **kwargs: Any) -> ToolCallingFake:  # type: ignore[override]
        self.bound = [t.name for t in tools]
        return self


def test_langchain_tools_run_a_tool_call_end_to_end():
    tools = {t.name: t for t in bundled_toolbox().langchain_tools()}
    assert set(tools) == set(bundled_toolbox().names)
    script = AIMessage(
        content="",
        tool_calls=[
            {
                "name": "estimate_memory",
                "args": {"model": "llama-2-13b", "method": "qlora", "gpu": "rtx-4090", "count": 1},
                "id": "call-1",
            }
        ],
    )
    model = ToolCallingFake(messages=iter([script, AIMessage(content="QLoRA fits one 4090.")]))
    bound = model.bind_tools(list(tools.values()))
    assert "estimate_memory" in model.bound

    asked = bound.invoke([HumanMessage("Can I QLoRA Llama 2 13B on a 4090?")])
    results = [tools[tc["name"]].invoke(tc) for tc in asked.tool_calls]

    assert len(results) == 1 and isinstance(results[0], ToolMessage)
    assert results[0].tool_call_id == "call-1"
    output = results[0].artifact if results[0].artifact is not None else results[0].content
    text = str(output)
    direct = (
        bundled_toolbox()
        .call("estimate_memory", model="llama-2-13b", method="qlora", gpu="rtx-4090", count=1)
        .output
    )
    wanted = direct["per_gpu_gb"]
    assert f"'per_gpu_gb': {wanted}" in text or f'"per_gpu_gb": {wanted}' in text
    assert "'fits': True" in text or '"fits": true' in text
    final = bound.invoke([HumanMessage("..."), asked, *results])
    assert final.content == "QLoRA fits one 4090."


def test_a_figure_beyond_any_scale_is_an_error_not_a_crash():
    call = bundled_toolbox().call(
        "recommend_setup", model="7b", kind="buy", budget="1" + "0" * 80, budget_currency="USD"
    )
    assert "out of range" in call.output["error"]
