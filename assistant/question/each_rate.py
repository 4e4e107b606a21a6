"""A media rate said per person ("每人一分钟要一张图", "each wants about 2 images a minute").

"15 个人用 flux，每人差不多一分钟要一张图" asks the cards for fifteen images a minute, not one:
the rate said of each person is the service's rate times the people said. Read after the
users (``serving_slots.read_serving``); a rate in Chinese numerals ("一分钟要一张图") is read
here too, since the workload reader reads digits only. Pure: regular expressions over the text.
"""

from __future__ import annotations

import re

from assistant.messages.core import Message
from assistant.messages.readings import RATE_OF_THE_PEOPLE
from assistant.models import Query
from assistant.question.daily_active import head_count
from assistant.question.numbers import cn_value

_EACH_RE = re.compile(
    r"每(?:个)?人|每位|一人|人均|(?<![a-z])(?:each|apiece|per\s+(?:person|user|head|designer|artist"
    r"|dev(?:eloper)?|member|seat)|every\s+(?:one|person|user|designer))(?![a-z])"
)
"""A rate said of each person."""
_CN_RATE_RE = re.compile(
    r"(?:每|一)\s*(分钟|秒|小时)\s*(?:要|能|需要|得)?\s*(?:大概|大约|约|差不多|最多|峰值)?\s*"
    r"(?:要|能|需要|得)?\s*(?:出|生成|跑|画|来)?\s*([一两二三四五六七八九十]{1,3})\s*(?:张|个请求|次请求|次调用)"
)
_PER_MINUTE = {"分钟": 1.0, "秒": 60.0, "小时": 1 / 60}


def rate_of_everyone(
    query: Query, users: object, assumptions: list[Message] | None = None
) -> dict[str, object]:
    """The images a minute for all the people said, when the rate is said of each.

    ``assumptions``: the notes read so far (the query's when None), a note of the people added.
    """
    if query.workload_family not in ("image", "video"):
        return {}
    text = query.text.lower()
    rate = query.images_per_minute_target
    if rate is None:
        said = _CN_RATE_RE.search(text)
        value = cn_value(said[2]) if said is not None else None
        if said is None or not value:
            return {}
        rate = float(value) * _PER_MINUTE[said[1]]
        update: dict[str, object] = {"images_per_minute_target": rate}
    else:
        update = {}
    if isinstance(users, int) and users > 1 and _EACH_RE.search(text) is not None:
        update["images_per_minute_target"] = rate * users
    elif _EACH_RE.search(text) is None and (people := head_count(text)) is not None:
        # "for ~200 members, peaks at 15 requests a minute": the rate is theirs together, and
        # the people it serves are said back beside it
        note = RATE_OF_THE_PEOPLE(rate=rate, people=people)
        update["assumptions"] = [*(query.assumptions if assumptions is None else assumptions), note]
    return update


__all__ = ["rate_of_everyone"]
