"""The intent once a media workload is read: a fit, a rate or a bill, by what is asked of it."""

from __future__ import annotations

from typing import Any

from assistant.models import Intent
from assistant.question.media_daily import daily_volume


def workload_intent(intent: Intent, slots: dict[str, Any]) -> Intent:
    """The intent once the media workload is read.

    A card asked to carry a named media job, no volts or amps said ("2080ti 带得动 wan2.1 吗"),
    is a fit, not a circuit; an AI workload named is on topic ("为什么flux出图比sdxl慢").
    """
    circuit = slots.get("task") == "power" and slots.get("power_ask") == "circuit"
    stated = slots.get("circuit_volts") is not None or slots.get("circuit_amps") is not None
    if circuit and not stated and slots.get("workload_ask") == "fit":
        slots["task"], slots["power_ask"] = None, None
        return "fit_check"
    if _a_media_rate(intent, slots):
        return (
            "speed"  # "yolo11n 帧率多少", "frame rate?": the model's rate, not a game's or a price
        )
    if intent == "unsupported" and slots.get("workload_id") and not slots.get("off_topic"):
        return "concept"
    if _a_media_fit(intent, slots):
        return "fit_check"  # "500 小时粤语数据微调 whisper，会爆显存吗": the hours are data
    listed = slots.get("workload_ask") == "list" and bool(slots.get("gpus"))
    if listed and intent == "cost" and not slots.get("duration_hours"):
        return "fit_check"  # "t4 on a cheap gcp vm: which whisper sizes run": what fits, not a bill
    return intent


def _a_media_fit(intent: Intent, slots: dict[str, Any]) -> bool:
    """A fit asked outright of a media job on a card, read as a bill from the hours it states.

    Hours beside a speech or vision job are often its data ("500 hours of audio"), not a rental;
    with no price, provider or budget named, "will it OOM" asks whether it fits.
    """
    asked = slots.get("workload_ask") == "fit" and bool(slots.get("gpus"))
    priced = any(slots.get(k) for k in ("budget", "provider", "currency", "unit"))
    return asked and intent == "cost" and not priced and not slots.get("off_topic")


def _a_media_rate(intent: Intent, slots: dict[str, Any]) -> bool:
    """A rate asked of a media model on a card, read as a game's frame rate or a price."""
    asked = slots.get("workload_ask") == "rate" and bool(slots.get("gpus"))
    daily = daily_volume(slots)  # "need ~3k a day": the day's volume, no day rented
    spans = () if daily else ("duration_hours",)
    priced = any(slots.get(k) for k in ("budget", "provider", "currency", *spans))
    return (
        asked
        and not slots.get("off_topic")
        and (
            intent == "unsupported"
            or (intent == "cost" and not priced and (daily or not slots.get("samples")))
        )
    )


__all__ = ["workload_intent"]
