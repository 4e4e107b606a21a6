"""The unit a price question asks for, and the spans it names in words; pure.

Per GPU-hour when the question asked per hour or named no span; per month when it asked per
month; a total when it named a duration, a token volume or a job. A use stated per day or week
("up 10 hours a day", "每天用 8 小时") with a month or no unit asked is priced as a month of that
use ("use_month"): the hours it adds up to, not a month of 730 hours around the clock.
"""

from __future__ import annotations

from assistant.answer.compose import Draft, say
from assistant.calc.unit_prices import PricedJob
from assistant.question.horizon import MONTH_HOURS, busy_hours, month_of_use, restates_month
from assistant.question.item_time import one_item_priced


def hours_text(hours: float, lang: str) -> str:
    """A span in hours, or in days and hours when it is whole days of two or more."""
    days = hours / 24
    if hours >= 48 and days == int(days):
        return say(lang, f"{days:g} days ({hours:g} h)", f"{days:g} 天（{hours:g} 小时）")
    return say(lang, f"{hours:g} h", f"{hours:g} 小时")


def span_text(draft: Draft, out: PricedJob) -> str:
    """The priced span, naming the job's GPU-hours when they were stated ("500 卡时")."""
    span = hours_text(out.wall_hours, draft.lang)
    if busy_hours(draft.query) is not None:  # "8 h a day for 10 days": 80 h of use
        return say(draft.lang, f"{span} of use", span)  # zh: "用 112 小时" says it
    job = draft.query.job_gpu_hours
    if job is None or abs(out.gpu_count * out.wall_hours - job) > 0.01 * job:
        return span
    return say(draft.lang, f"{span} ({job:,g} GPU-hours)", f"{span}（{job:,g} 卡时）")


def _job_named(draft: Draft) -> bool:
    """Whether the question names work to total: GPU-hours, tokens, samples, steps, prompts."""
    q = draft.query
    steps = q.workload_id is not None and q.media_steps is not None and q.method is not None
    batch = q.batch_requests is not None and q.output_tokens is not None  # prompts to run
    jobs = q.job_gpu_hours is not None or bool(q.tokens) or q.samples is not None  # "100 卡时"
    return jobs or steps or batch or one_item_priced(q)  # "一条下来几毛钱": one clip


def has_duration(draft: Draft) -> bool:
    """Whether the question names a span to total: hours, GPU-hours, tokens, samples, a job."""
    return draft.query.duration_hours is not None or _job_named(draft)


def asked_unit(draft: Draft) -> str:
    """``per_hour``, ``per_month``, ``use_month`` (a month of the stated use) or ``total``."""
    q = draft.query
    hours = q.duration_hours
    if q.unit == "per_month" and hours and hours != MONTH_HOURS and restates_month(hours):
        return "total"  # "一个月，按 720 小时算": the month counted in its own hours
    if month_of_use(q) and not _job_named(draft):
        return "use_month"
    if q.unit is not None:
        return q.unit
    return "total" if has_duration(draft) else "per_hour"


__all__ = ["asked_unit", "has_duration", "hours_text", "month_of_use", "span_text"]
