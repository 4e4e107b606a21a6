"""A media job's speed seen on the asker's card, asked to be judged: "is that normal?".

"4060ti 16g 跑 sdxl 1024，30 步一张 12 秒左右，这个速度算正常吗", "YOLO11n on an Orin Nano, ~45 fps
at 640. does that look right", "whisper 在 4070 上转 1 小时播客用了 50 秒，这速度对吗": the time per
image, the frames a second or the audio per second of work is read into ``Query.media_seen``,
and the question becomes a slow job to troubleshoot, judged first against the estimate. Pure:
regular expressions over the folded question text, read after the task is routed.
"""

from __future__ import annotations

import re

from assistant.models import Query
from assistant.models.media_seen import MediaSeen
from assistant.question.intent_cues import INTENT_CUES
from assistant.question.text import fold

_NUM = r"(\d+(?:\.\d+)?)"
_SECONDS = r"s|secs?|seconds?|秒(?:钟)?"
_MINUTES = r"mins?|minutes?|分多钟|分钟|分"
_HOURS = r"h|hrs?|hours?|小时|个小时"
_UNIT = rf"(?:{_SECONDS}|{_MINUTES}|{_HOURS})(?![a-z])"
_TILDE = r"(?:~|about |around |roughly |like |约|大概|大约|差不多)?\s*~?\s*"

_ITEM_RES = (
    # "12 s an image", "9 seconds per image", "90 秒一张", "3 分钟出一张"
    re.compile(
        rf"{_NUM}\s*({_UNIT})\s*(?:(?:an?|per|each|for (?:an?|one|each)|/)\s*"
        r"(?:image|img|picture|pic|render|clip|video)|(?:出)?一(?:张|个视频|段))"
    ),
    # "一张 12 秒", "一张图要 3 分多钟", "每张 9 秒"
    re.compile(
        rf"(?:一|每)(?:张|段|个视频)(?:图)?\s*(?:要|约|大概|需要|得|用|花)?\s*{_TILDE}{_NUM}\s*({_UNIT})"
    ),
    # "出 sdxl 1024 图要 6 秒": the picture made, then its time
    re.compile(
        rf"(?:出|生成|跑|画)[^,;，；。?？!！]{{0,24}}?图\s*(?:要|需要|得|花了?|用了?)\s*{_TILDE}"
        rf"{_NUM}\s*({_UNIT})"
    ),
    # "an image takes 9 s", "each image in about 12 seconds"
    re.compile(
        rf"(?:an?|each|one|per) (?:image|picture|render|clip) (?:takes?|took|in|every)\s*{_TILDE}"
        rf"{_NUM}\s*({_UNIT})"
    ),
)
"""A time per image or clip, the number and its unit."""
_STEP_RE = re.compile(rf"{_NUM}\s*(it/s|its/s|s/it)(?![a-z])")
"""A sampler's step rate seen ("8 it/s", "~6 s/it"): the time of one denoising step."""
_FPS_RE = re.compile(rf"{_NUM}\s*(?:fps|帧/?秒|帧每秒)(?![a-z])")
"""Frames a second seen ("~45 fps at 640")."""
_IMAGES_RE = re.compile(
    rf"(?<![\d,.]){_NUM}\s*(?:img|imgs|images?|张)\s*(?:/|per |每)\s*"
    r"(?:s|sec|secs|second|秒)(?![a-z])"
)
"""Images a second seen, a vision model's throughput ("1900 img/s", "1,200 images/sec")."""
_AUDIO_RE = re.compile(
    rf"{_NUM}\s*({_UNIT})\s*(?:of\s+)?(?:the\s+)?(?:audio|podcasts?|recordings?|speech|calls?"
    r"|meetings?|播客|音频|录音|语音|的音频|的播客|的录音)"
)
"""The length of audio transcribed ("1h of audio", "1 小时播客")."""
_WORK_RE = re.compile(
    rf"(?:takes?|took|taking|done in|finish(?:es|ed)? in|in|用了|花了|要|需要|跑了|耗时)\s*{_TILDE}"
    rf"{_NUM}\s*({_UNIT})"
)
"""The time the job took ("takes ~70 min", "用了 50 秒")."""
_TIMES_REAL_RE = re.compile(
    r"(?<![\d,.])(\d+(?:\.\d+)?)\s*(?:x|×|倍)\s*(?:faster than\s+)?"
    r"(?:real[- ]?time|realtime|实时|速)"
)
"""Audio transcribed some times faster than it plays ("~11x realtime", "20 倍实时")."""
JUDGED_RE = re.compile(
    r"(?<![a-z])(?:normal|sane|expected|typical|legit|broken|about right"
    r"|look(?:s)? right|(?:is|does) (?:that|this|it) (?:\w+ )?(?:right|ok|okay|fine)"
    r"|doing wrong|what'?s wrong|something(?:'s| is)? (?:wrong|off)|way higher"
    # a cause put forward for the speed: "驱动问题还是我卡不行", "driver issue or a bad card"
    r"|(?:driver|drivers) (?:issue|problem)|bad card|card (?:is )?(?:bad|faulty|broken)"
    r"|should (?:it|this|that|mine) (?:really )?(?:drop|fall|be|go)"
    r"|drop that much|too (?:low|slow)|slow\w*|speed (?:it|this) up"
    r"|faster"
    # set against what the card should do: "the number this card should hit", "in the ballpark",
    # "is my node underperforming", "did I misconfigure something", "leaving perf on the table"
    r"|should(?:n'?t)? (?:(?!i |we |you )\w+ ){0,2}(?:hit|do|get|reach|manage)"
    r"|in the ballpark|underperform\w*|misconfigur\w*"
    r"|on the table|throttl\w*|plausible|believable)(?![a-z])"  # a figure claimed, doubted
    r"|正常|对吗|对不对|不对|合理|算快|算慢|有问题|水平|太慢|慢|快点|提速|加速|没开|驱动问题|卡不行"
    r"|本来就(?:这样|这么|是这)|没弄对|没设置对|没配好|哪里不对"
    # the host suspected of holding the card down: "是实例被限速了吗", "是不是平台限频"
    r"|限速|限频|降速|降频"
)
"""The speed seen asked to be judged, or called slow ("realistic", "reasonable" weigh a target)."""
SPEED_ASKED_RE = re.compile(
    r"\bwhat(?:'s| is| are)?\s+(?:a |the )?(?:\w+\s+){0,3}?"
    r"(?:speeds?|tg\d*|pp\d*|t/s|tok(?:en)?s?/s|fps|throughput|it/s|rates?)(?![a-z])"
    r"|\b(?:roughly|ballpark)\s*\?|\bhow fast\b|(?:大概|一般|能|可以)(?:跑|出)?(?:多少|几)"
    # the figure to expect asked: "how many it/s should I expect", "正常应该几秒一张"
    r"|\bhow many (?:it/s|its|fps|seconds?|s/it)|\b(?:should|would|can) (?:i|we) expect\b"
    r"|应该(?:是)?(?:几|多少)"
)
"""The speed itself asked ("what gen speed is realistic", "tg128 roughly?", "what fps do people
get"): the estimate is the answer, with the figure seen beside it."""
_JUDGED_TROUBLES = (None, "slow", "cuda_unavailable", "verify")
"""Troubles a speed seen is judged under: a slow job, or the CPU only guessed as the cause ("1 h
in 9 min, about right or is it not using the gpu?"): the figure tells whether the card ran it;
a check of the card read from its name's size ("one a100 80gb … only 600 img/s. normal?"): the
figure measured is what is judged."""
_ELSEWHERE = ("cost", "rent_vs_buy", "price")
"""Intents that ask something else of the speed seen (what the job or the card costs)."""


def _seconds(value: str, unit: str) -> float:
    if re.fullmatch(_HOURS, unit):
        return float(value) * 3600
    if re.fullmatch(_MINUTES, unit):
        return float(value) * 60
    return float(value)


def _real_time_factor(folded: str, audio_hours: float | None) -> float | None:
    """Processing time over audio time: "1h of audio takes ~70 min" is 1.17, "11x realtime" 0.09."""
    times = _TIMES_REAL_RE.search(folded)
    if times is not None and float(times.group(1)) > 0:
        return 1.0 / float(times.group(1))
    audio = _AUDIO_RE.search(folded)
    start = audio.end() if audio else 0
    audio_s = _seconds(audio.group(1), audio.group(2)) if audio else None
    if audio_s is None and audio_hours:  # "the hour now takes ~6 min": the length said before
        audio_s = audio_hours * 3600
    work = _WORK_RE.search(folded, start)
    if work is None or not audio_s:
        return None
    return _seconds(work.group(1), work.group(2)) / audio_s


def _start(found: re.Match[str]) -> int:
    return found.start()


def read_seen(folded: str, family: str | None, audio_hours: float | None) -> MediaSeen | None:
    """The speed seen for the job's family, or None when none is said."""
    if family == "speech":
        factor = _real_time_factor(folded, audio_hours)
        return MediaSeen(unit="real_time_factor", value=factor) if factor else None
    if family == "vision" and (fps := _FPS_RE.search(folded)):
        return MediaSeen(unit="frames_per_s", value=float(fps.group(1)))
    if family == "vision" and (images := _IMAGES_RE.search(folded.replace(",", ""))):
        return MediaSeen(unit="images_per_s", value=float(images.group(1)))
    if family not in ("image", "video"):
        return None
    # the first figure said is the asker's own ("一张 14 秒，群里有人说他 6 秒出一张")
    found = min((m for p in _ITEM_RES if (m := p.search(folded))), key=_start, default=None)
    if found is None and family == "video":  # one clip: "81 frames … takes ~9 min on my card"
        found = _WORK_RE.search(folded)
    if found is not None:
        return MediaSeen(unit="seconds_per_item", value=_seconds(*found.groups()))
    step = _STEP_RE.search(folded)
    if step is None or float(step.group(1)) <= 0:
        return None
    rate = float(step.group(1))
    return MediaSeen(unit="seconds_per_step", value=rate if step.group(2) == "s/it" else 1 / rate)


def _elsewhere(query: Query, folded: str) -> bool:
    """Whether the words ask something else of the speed: a price, not a cloud named alone.

    "on a GCP L4 … ~11x realtime, is that what an L4 should do": the provider leans the intent
    to a price, but no price is asked, so the speed seen is still judged.
    """
    if query.intent != "cost":
        return query.intent in _ELSEWHERE
    return any(cue.search(folded) for cue, _ in INTENT_CUES["cost"])


def read_media_seen(query: Query) -> Query:
    """A workload's speed seen and judged on a named card: a slow job to troubleshoot."""
    if query.workload_id is None or not query.gpus:
        return query
    folded = fold(query.text)
    if _elsewhere(query, folded):
        return query
    if len({g.gpu_id for g in query.gpus}) > 1 or query.named_candidates:
        return query  # "12 s an image on my 3060; would a 4070 halve it": two cards weighed
    if query.task not in (None, "troubleshoot") or query.trouble not in _JUDGED_TROUBLES:
        return query
    if JUDGED_RE.search(folded) is None or SPEED_ASKED_RE.search(folded):
        return query
    audio = query.duration_hours if query.workload_family == "speech" else None
    seen = read_seen(folded, query.workload_family, audio)
    if seen is None or seen.value <= 0:
        return query
    update = {"media_seen": seen, "task": "troubleshoot", "trouble": "slow", "intent": "concept"}
    update["cpu_fallback"] = False  # the speed seen says whether the job ran on the card
    return query.model_copy(update=update)


__all__ = ["JUDGED_RE", "SPEED_ASKED_RE", "read_media_seen", "read_seen"]
