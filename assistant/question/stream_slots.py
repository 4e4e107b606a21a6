"""How much a speech or vision job takes in at once: streams, frames a second, audio a day.

"60 zoom calls at once", "8 路摄像头 25fps", "~500 hrs a day": read for the workload reader
(``workload_slots``), which sizes the cards for them.
"""

from __future__ import annotations

import re
from typing import Any

from assistant.models import Query
from assistant.question.numbers import cn_value
from assistant.question.owning_slots import ALWAYS_ON_RE
from assistant.question.stream_totals import each_site, total_said

HOURS_A_DAY = 24
_STREAM_WORDS = (
    r"(?:simultaneous|concurrent|parallel|live|real[\s-]?time|audio|video|camera|cctv|ip|rtsp|rtmp"
    r"|webrtc|hls|h\.?26[45]|1080p|720p|4k)"
)
_STREAMS_RE = re.compile(
    rf"(?<![\d.])(\d{{1,5}})\s*(?:{_STREAM_WORDS}\s+)*(?:(?<=\s)(?!fps|frames?\b|per\b|each\b)[a-z]+(?:[\s-][a-z]+)?\s+)?"
    r"(?:streams?|feeds?|cameras?|cams?|channels?)\b"
    r"|(?<![\d.])(\d{1,5})\s*(?:路|个摄像头|个监控|台摄像头|(?:个|位)?(?:电话|客服|呼叫中心)?(?:坐席|座席)"
    r"|通(?:电话|通话)|(?:条|根)(?:电话)?线路?)"
    # telephone lines, each one live call: "50 phone lines", "200 sip trunks", "30 agent seats"
    r"|(?<![\d.])(\d{1,5})\s*(?:(?:phone|telephone|voice|sip|pstn|call[\s-]?cent(?:er|re)|inbound"
    r"|outbound)\s+)+(?:lines?|trunks?|channels?|seats?)\b"
    r"|(?<![\d.])(\d{1,5})\s*(?:call[\s-]?cent(?:er|re)\s+)?agent\s+seats?\b"
    # calls, meetings or rooms transcribed live: "150 simultaneous calls", "40 concurrent rooms"
    # ("200 calls" alone may be a batch)
    r"|(?<![\d.])(\d{1,5})\s*(?:simultaneous|concurrent|parallel|live)\s+(?:[a-z]+\s+)?"
    r"(?:calls?|meetings?|conversations?|sessions?|rooms?|classrooms?|classes|lectures?|webinars?"
    r"|speakers?|callers?)\b"
    # calls or meetings captioned together: "60 zoom calls at once"
    r"|(?<![\d.])(\d{1,5})\s*(?:[a-z]+\s+)?(?:calls?|meetings?)\s+(?:at once|at the same time"
    r"|simultaneously|concurrently|in parallel)\b"
    r"|同时\s*(\d{1,5})\s*(?:个|场|路)?\s*(?:会议|通话|电话)"
    # rooms live at once, each one stream: "60 个教室同时开课", "40 classrooms at once"
    r"|(?<![\d.])(\d{1,5})\s*(?:个|间)?\s*(?:教室|课堂|会议室|直播间)\s*(?:在)?\s*同时"
    r"|同时\s*(\d{1,5})\s*(?:个|间)?\s*(?:教室|课堂|会议室|直播间)"
    r"|(?<![\d.])(\d{1,5})\s*(?:[a-z]+\s+)?(?:classrooms?|classes|lectures?|rooms?)\s+(?:live\s+)?"
    r"(?:at once|at the same time|simultaneously|concurrently|in parallel)\b"
    # the rooms or calls, then the job, then "at once" in the same clause: "30 conference rooms
    # need live captions from whisper simultaneously", "12 meetings to transcribe at once"
    r"|(?<![\d.])(\d{1,5})\s*(?:[a-z]+\s+)?(?:classrooms?|lectures?|rooms?|calls?|meetings?)\s+"
    r"(?:[^.?!;。？！；]|\.(?=\S)){1,60}?(?<![a-z])"
    r"(?:at once|at the same time|simultaneously|concurrently|in parallel)\b"
    r"|(?<![\d.])(\d{1,5})\s*(?:个|间|场)?\s*(?:教室|课堂|会议室|直播间|会议|通话)"
    r"[^。？！；?!;\d]{1,40}?同时"
    # streams counted with 条/个: "30 条电话录音流", "20 个视频流" (not 流量, 流程, 流水)
    r"|(?<![\d.])(\d{1,5})\s*(?:条|个)\s*[\u4e00-\u9fff]{0,6}?流(?![量程水行])"
)
_FPS_RE = re.compile(
    r"(?<![\d.])(\d{1,3}(?:\.\d+)?)\s*(?:fps|帧(?:/秒|每秒)?|frames?\s*(?:/|per|a)\s*s(?:ec(?:ond)?)?)"
    r"|每秒\s*(\d{1,3})\s*帧"
)

_AUDIO_A_DAY_RE = re.compile(
    r"(?<![\d.])(?P<n>\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(?P<k>k)?\s*"
    r"(?P<pre>(?:audio|recording|call|speech|podcast)\s+)?(?:hours?|hrs?|h)"
    r"(?P<of>\s+of\s+(?:audio|recordings?|calls?|speech|podcasts?))?"
    # "500 hours of audio uploaded per day": how it arrives, said between
    r"(?:\s+(?:uploaded|recorded|coming\s+in|arriving|ingested|added|generated|captured))?"
    r"\s*(?:a|per|each|every|/)\s*(?P<u>day|week|month)\b"
    r"|(?:每天|一天|每日)\s*(?:大约|约|有)?\s*(?P<zn>\d+(?:\.\d+)?|[一二两三四五六七八九十百千万]+)"
    r"\s*(?:来|多|余)?\s*(?:个)?\s*小时"
    r"(?P<zof>\s*(?:的)?\s*(?:录音|音频|语音|通话))?"
)
"""Hours of audio that arrive a day ("~500 hrs a day", "每天 300 小时录音"), for speech."""


_PERIOD_HOURS = {"day": HOURS_A_DAY, "week": 168, "month": 730}


def audio_a_day(text: str) -> float | None:
    """A day's audio; a day's hours said with no audio word are the card's use ("8 hours a day")."""
    said = audio_per_period(text)
    return said[0] if said is not None and said[1] == "day" else None


def audio_per_period(text: str) -> tuple[float, str] | None:
    """The audio a period brings and the period ("1,500 audio hours a month": 1500, month).

    Hours said with no audio word are the card's use unless more than the period holds.
    """
    m = _AUDIO_A_DAY_RE.search(text)
    if m is None:
        return None
    value = (cn_value(m["zn"]) if m["zn"] else float(m["n"].replace(",", ""))) or 0.0
    value *= 1000 if m["k"] else 1
    unit = m["u"] or "day"
    audio = m["of"] or m["pre"] or m["zof"] or value > _PERIOD_HOURS[unit]
    return (value, unit) if audio and value <= 1_000_000 else None


_CAMERAS_AFTER_RE = re.compile(
    r"(?:摄像头|监控(?:探头)?|相机|枪机|球机)\s*(?:有|共|一共|总共)?\s*(\d{1,5})\s*(?:个|路|台|只)"
    r"|(?<![\d.])(\d{1,5})\s*(?:个|路|台|只)\s*[\u4e00-\u9fffa-z0-9 ]{0,8}?(?:摄像头|监控|相机)"
)
"""Cameras counted after their noun, before it or past a brand ("海康摄像头 64 个", "48 个相机",
"64 台海康摄像头")."""
_LIVE_ROOMS_RE = re.compile(
    r"(?<![\d.])(\d{1,5})\s*(?:[a-z]+\s+)?(?:rooms?|meetings?|calls?|classrooms?|lectures?)\b"
)
"""Rooms or calls transcribed live ("2 meeting rooms 7x24 … in real time"): one stream each."""


def streams(text: str, live: bool = False) -> int | None:
    """Streams, cameras or calls to serve at once ("8 路", "60 zoom calls at once").

    ``live``: speech wanted in real time or around the clock, so rooms or calls counted are
    streams without "at once" said.
    """
    m = total_said(_STREAMS_RE, text)  # "每家 4 路，一共 800 路": the total
    product = each_site(_STREAMS_RE, text) if m is None else None  # "200 家门店，每家 4 路"
    if product is not None:
        return product if product <= 100_000 else None
    m = m or _STREAMS_RE.search(text) or _CAMERAS_AFTER_RE.search(text)
    if m is None and live:
        m = _LIVE_ROOMS_RE.search(text)
    n = int(next(g for g in m.groups() if g)) if m else 0
    return n if 1 <= n <= 100_000 else None


def stream_fps(text: str) -> float | None:
    """Frames a second each stream carries ("25fps", "每秒 30 帧")."""
    m = _FPS_RE.search(text)
    value = float(m[1] or m[2]) if m else 0.0
    return value if 0 < value <= 1000 else None


_REALTIME_RE = re.compile(
    r"(?<![a-z])(?:real[\s-]?time|live\s+(?:captions?|captioning|subtitles?|transcri\w+))(?![a-z])"
    r"|实时|同传|直播字幕"
)
"""Speech wanted as it is said ("要求实时出字幕", "live captions"): faster than real time."""


def read_intake(text: str, family: str, slots: dict[str, Any]) -> None:
    """Set what a ``family`` job takes in: streams, their frame rate, a day's audio, 24/7."""
    audio = audio_per_period(text) if family == "speech" else None
    # "500 hrs a day": a day's audio to do, not the day ("a day") the cards run
    span = float(_PERIOD_HOURS[audio[1]]) if audio is not None else None
    if audio is not None and slots.get("duration_hours") in (None, span, audio[0]):
        slots["duration_hours"] = audio[0]
        slots["job_per"] = slots.get("job_per") or audio[1]  # each period's audio: a load
    streaming = family in ("speech", "vision")
    # "transcription 24/7", "a workstation that runs 24/7" rendering images
    always = family != "llm" and ALWAYS_ON_RE.search(text) is not None
    slots["realtime_wanted"] = family == "speech" and _REALTIME_RE.search(text) is not None
    live = family == "speech" and (always or slots["realtime_wanted"])
    slots["streams_target"] = streams(text, live) if streaming else None
    slots["stream_fps"] = stream_fps(text) if family == "vision" else None
    slots["workload_hours_per_day"] = float(HOURS_A_DAY) if always else None


def streams_of_users(query: Query, users: object) -> dict[str, Any]:
    """The users said to be served at once as a speech or vision job's streams, none stated.

    "60 concurrent phone lines transcribed", "25 个人同时用实时字幕": each user at once is one
    live stream the cards must keep up with (the serving count's load).
    """
    # a vision job streams only when its frames are said ("30 fps"): people at a labelling
    # tool ("6 labelers at once on sam") send clicks, not streams
    live = query.workload_family == "speech" or (
        query.workload_family == "vision" and query.stream_fps is not None
    )
    streaming = live and query.streams_target is None
    counted = isinstance(users, int) and users > 0
    return {"streams_target": users} if streaming and counted and query.users_at_once else {}


__all__ = [
    "audio_a_day",
    "audio_per_period",
    "read_intake",
    "stream_fps",
    "streams",
    "streams_of_users",
]
