"""Which image, video, vision or speech workload a question names, as a catalog id.

The marker reader (``markers.workload_mentions``) finds the family and the names as written;
the catalog's own spellings are then looked for in the text with punctuation and spaces
ignored ("Flux.1 dev", "FLUX.1 [dev]", "flux1-dev" -> ``flux-dev``; "SD 1.5" -> ``sd-1.5``),
the longest spelling winning. A family named without a model ("stable diffusion", "YOLO",
"语音识别") is read as its most common model, and the answer says so; a model named that the
catalog lacks ("Mochi 1", "HunyuanVideo") is kept as ``workload_unknown`` so the answer says so
first. A workload question is never sized as an LLM: the bare size and model an LLM reader
took from its name ("Wan2.1 14B") are dropped. The job's own numbers (image size, steps, a
target rate, dataset images) and what is asked (a speed, the memory, which models fit) are
read here too.
"""

from __future__ import annotations

import math
import re
from typing import TYPE_CHECKING, Any

from assistant.catalog.datasets import named_dataset
from assistant.catalog.names import normalize_name
from assistant.catalog.uncatalogued import UncataloguedModel
from assistant.messages import workloads as say
from assistant.messages.media_jobs import TTS_NOT_MODELLED
from assistant.question.clip_counts import clips_counted
from assistant.question.dataset_counts import dataset_read, rounds_dataset
from assistant.question.finish_ask import finish_asked
from assistant.question.images_counted import images_counted, images_note, side_before_noun
from assistant.question.intent_cues import MEMORY_ASK_RE, without_indifference
from assistant.question.job_baseline import multiple_asked
from assistant.question.markers import workload_mentions
from assistant.question.media_daily import read_daily_outputs
from assistant.question.picture_slots import (
    NAME_TAIL_RE,
    count_of_a_name,
    named_count,
    said_side,
    training_images,
)
from assistant.question.steps_after import steps_after
from assistant.question.stream_rate import per_stream_rate_asked
from assistant.question.stream_slots import read_intake
from assistant.question.trainer_names import workload_method_named
from assistant.question.tts_words import synthesis_said, tts_beside_llm, voice_unsized
from assistant.question.variants import counted_in_a_name, media_variants
from assistant.question.versioned_line import FAMILY_DEFAULTS, versioned_member
from assistant.question.workload_aside import workload_set_aside
from assistant.question.workload_asks import FIT_ASK_RE as _FIT_ASK_RE
from assistant.question.workload_asks import LIST_ASK_RE as _LIST_ASK_RE
from assistant.question.workload_asks import without_stated as _without_stated
from assistant.question.workload_names import (
    joined_to_named,
    named_spans,
    named_workloads,
    unknown_models,
    without_replaced,
)
from assistant.question.yolo_sizes import with_yolo_sizes

if TYPE_CHECKING:
    from assistant.catalog.specs import Catalog
    from assistant.models import Problem


MIN_FAMILY_KEY = 3
"""Shortest name read as a model family's prefix ("vit", "sam"; not "sd")."""


def nearest_in_size(catalog: Catalog, family: str, params_b: float) -> str | None:
    """The ``family`` model nearest ``params_b`` billion parameters (by ratio), or None.

    A diffusion model's size is its denoiser's ("mochi 10b" against Wan's 14B DiT, not the
    text encoder beside it); other models count every part.
    """
    members = [w for w in catalog.workloads.values() if w.family == family]
    if not members:
        return None
    wanted = params_b * 1000
    return min(
        members, key=lambda w: abs(math.log((w.params_of("denoiser") or w.params_m) / wanted))
    ).id


def _stand_in(catalog: Catalog, name: str, family: str, size: object) -> str:
    """The catalog model that answers for an unnamed or missing one of ``family``.

    A versioned line named bare ("yolo11") by its middle size, a line the catalog holds ("SAM 2":
    SAM) by its model, one with its size said ("parakeet tdt 0.6b") by the nearest; else default.
    """
    first = versioned_member(catalog, name, family) or family_member(catalog, name, family)
    if first is None and isinstance(size, int | float) and size > 0:
        first = nearest_in_size(catalog, family, float(size))
    return first or FAMILY_DEFAULTS[family]


def family_member(catalog: Catalog, name: str, family: str) -> str | None:
    """The catalog model a bare family name stands for, or None.

    "resnet" is ResNet-50 and "vit" ViT-B/16 (the first of the family in the catalog), and
    "ResNet-101", not in it, is stood in for by ResNet-50; a name whose task default is of that
    family keeps the default ("yolo": YOLOv8m).
    """
    key = normalize_name(name)
    head = re.match(r"[a-z]+", key)  # "resnet-101", not in the catalog: its family, "resnet"
    key = head[0] if head else key
    if len(key) < MIN_FAMILY_KEY:
        return None
    members = [w.id for w in catalog.workloads.values() if normalize_name(w.id).startswith(key)]
    members = [m for m in members if catalog.workloads[m].family == family]
    if not members or FAMILY_DEFAULTS[family] in members:
        return None
    return members[0]


DATASET_IMAGES = {"imagenet": 1_281_167, "coco": 118_287, "cifar-10": 50_000, "cifar10": 50_000}
"""Training images of the datasets people name (ImageNet-1k train, COCO 2017 train, CIFAR-10)."""

_SIZE_RE = re.compile(r"(?<!\d)(\d{3,4})\s*[x×*]\s*(\d{3,4})(?!\d)")
_LINES_RE = re.compile(r"(?<!\d)(\d{3,4})\s*p(?![a-z])")
_SIDE_RE = re.compile(
    r"(?<!\d)(\d{3,4})\s*(?:px|pixels?|res(?:olution)?|分辨率|像素|input(?:\s+size)?|输入|buckets?)"
    r"(?![a-z])(?!\s*tok)"  # "640 input": a detector's input side, not input tokens
    r"|(?<![a-z])(?:imgsz|img[\s_-]?size|image[\s_-]?size|input(?: size)?|res(?:olution)?"
    r"|分辨率|输入(?:尺寸|分辨率)?)"
    r"\s*(?:of|=|:|at|is|为|是|开|开到|设|设到|用|调到|set to)?\s*(\d{3,4})(?!\d)"
    r"|(?<![a-z])at\s+(\d{3,4})(?![\d.]|,\d|\s*(?:tokens?|steps?|w|gb|users?|samples?|images?"
    r"|fps|帧|(?:per|an?|/)\s*(?:min|sec|s\b|h(?:ou)?r)))"  # "at 120 per minute": a rate
    r"|(?<![\d.])(\d{3,4})\s*(?:的\s*(?:图|图片|大图|方图)|方图|见方)"  # "60 张 1024 的图"
    r"|(?<=张)\s*(\d{3,4})\s*(?:px\s*)?(?:图|图片)"  # "出一张 1024 图"
    r"|(?<![a-z])(?:per|an?|each)\s+(\d{3,4})(?:\s*px)?\s+(?:images?|imgs?|pictures?)(?![a-z])"
    # the side changed to: "分辨率提到 1024", "bump the resolution up to 1536"
    r"|(?<![a-z])(?:res(?:olution)?|分辨率)\s*(?:(?:up\s+)?to|(?:提|提高|提升|升|调|改|拉|降|加)到"
    r"|改成|换成|设为|设成)\s*(\d{3,4})(?![\d.]|\s*tok)"
)
"""An image's side: "1024 res", "imgsz 1280", "640 input", "输入 1280", "分辨率1024", "at 640",
"1024 的图", "per 1024 image" (images and vision only)."""
_STEPS_RE = re.compile(
    r"(?<![\d.])(\d{1,3}(?:,\d{3})+|\d{1,6})\s*(?:k\s*)?[\s-]*(?:sampling\s+|training\s+)?(?:steps?\b|步)"
)
_RATE_RE = re.compile(
    r"(\d+(?:\.\d+)?)(?![pb](?![a-z]))\s*(?:[a-z][\w.-]*(?:\s\d\.\d)?\s+){0,2}?(?:images?|imgs?|pics?|pictures?|generations?|gens?|renders?|clips?|videos?|张(?:图)?"
    # requests to an image or video API are outputs asked for: "5 req/min", "每分钟 20 个请求"
    r"|req(?:uest)?s?|个?请求|次(?:请求|调用))"
    r"\s*(?:/|per|an?|every|each|每)\s*(min(?:ute)?s?|分钟?|s(?:ec(?:ond)?)?s?|秒|h(?:ou)?rs?|小时)"
    r"(?![a-z])|(?:每|一)(分钟|秒|小时)\s*(?:要|能|需要|得)?\s*(?:大概|大约|约|差不多|最多|峰值|至少|起码|最少|不少于)?"
    r"\s*(?:要|能|需要|得)?\s*(?:出|生成|跑|画|来)?\s*"
    r"(\d+(?:\.\d+)?)\s*(?:张|个请求|次请求|次调用|个?订单|单(?![卡机]))"
    # the outputs left unnamed, the workload said: "peaks at about 60 per minute", "120/min"
    r"|(?<![$¥€£\d.,])(\d+(?:\.\d+)?)\s*(?:/|per|an?)\s*(min(?:ute)?|sec(?:ond)?|h(?:ou)?r)(?![a-z])"
)
_THOUSANDS_RE = re.compile(r"(?<=\d),(?=\d{3}(?!\d))")
_PER_MINUTE = {"m": 1.0, "分": 1.0, "s": 60.0, "秒": 60.0, "h": 1 / 60, "小": 1 / 60}
_RATE_ASK_RE = re.compile(
    r"(?<![a-z])(?:it/s|s/it|its/s|(?:seconds?|secs?|minutes?|mins?)\s+(?:per|a|an|for one|for an?)"
    r"\s+(?:\d+(?:\.\d+)?[\s-]*(?:s|secs?|seconds?)\s+)?(?:image|img|picture"
    r"|video|clip|generation)|per image|images?\s*/\s*(?:s|sec|min)|images? (?:per|a) (?:second|sec"
    r"|minute|min)|throughput|fps|frames?\s*(?:per|a|/)\s*(?:second|sec|s)|how fast"
    r"|how quick(?:ly)?|latency|real[\s-]?time)(?![a-z])"
    r"|多少秒|几秒|秒一张|秒出|每秒|每分钟|多快|速度|吞吐|延迟|实时|出图要多久|一张图要多久"
)
_STRONG_RATE_ASK_RE = re.compile(
    r"(?<![a-z])(?:it/s|s/it|its/s|(?:seconds?|secs?|minutes?|mins?)\s+(?:per|a|an|for one|for an?)"
    r"\s+(?:\d+(?:\.\d+)?[\s-]*(?:s|secs?|seconds?)\s+)?(?:image|img|picture"
    r"|video|clip|generation)|(?:time\s+)?per[\s-](?:\d{3,4}\s+)?(?:image|img|picture|clip|video|frame)(?:\s+time)?"
    r"|images?\s*/\s*(?:s|sec|min)|images? (?:per|a) (?:second|sec|minute|min)|throughput|fps"
    r"|how fast|how quick(?:ly)?|how long|latency|rtfx?|(?:inverse )?real[\s-]?time factor"
    r"|frame[\s-]?rate|frames?\s*(?:per|a|/)\s*(?:second|sec|s))(?![a-z])"
    r"|多少秒|几秒|秒一张|秒出|每秒|每分钟|多快|多久|多长时间|吞吐|延迟|出图要多久|一张图要多久"
    r"|实时率|几倍速|倍速|帧率|(?:几|多少)\s*(?:毫秒|ms)(?![a-z])|(?:几|多少)\s*帧"
    r"|(?<![a-z])(?:how many\s+(?:ms|millis(?:econds?)?|(?:seconds?|secs?|minutes?)\s+each)"
    r"|(?:ms|milliseconds?)\s+(?:per|an?|for one))(?![a-z])"
)
"""A time or rate asked outright; "real-time" alone is weaker than a fit asked beside it
("做实时转写能行不" asks whether it works)."""
_CARD_MEMORY_RE = re.compile(
    r"(?<![0-9.])(\d{1,3})\s*g(?:b|ib)?(?![a-z0-9])\s*(?:of\s+)?(?:显存|vram|gpu|card|卡|显卡)?"
)
"""A card stated by its memory alone ("a 16gb card", "8GB", "12G显存")."""
_COUNT_ASK_RE = re.compile(
    # "how many x realtime per stream": a speed multiple of one stream, not a count of them
    r"how many\s+(?!(?:x|times)\s+(?:faster\s+than\s+)?real[\s-]?time)"
    r"(?:[\w.-]+\s+){0,5}?(?:streams?|feeds?|cameras?|cams?|channels?|gpus?|cards?)\b"
    r"|how many (?:of (?:them|those|these) )?(?:do|would|will|should) (?:we|i|you) need"
    r"|how many\s+(?:[a-z]{0,3}\s?)?[a-z]{0,3}\d{1,4}[a-z]{0,3}s?"  # "how many a10g?"
    r"\s*(?:\?|$|do\b|would\b|to\b|for\b|so\b|can\b|will\b|should\b|does\b|are\b)"
    # one card for everyone, or a second: "enough for the team, or do we need two cards?"
    r"|(?:or|need|add)\s+(?:two|three|2|3|more|another|a second)\s+(?:cards?|gpus?)\b"
    # "is one enough or do i need more?", "l4 count?": the cards it takes, asked short
    r"|\bor\s+(?:do|would|will|should)\s+(?:i|we)\s+need\s+(?:more|another|a second|extra)"
    r"(?:\s+(?:ones?|cards?|gpus?|of them))?\s*(?:\?|$)"
    r"|(?<![a-z])(?:gpus?|cards?|[a-z]{0,3}\d{1,4}[a-z]{0,3}s?)\s+count\s*(?:\?|$)"
    r"|(?:还是|要不要|得不得)\s*(?:要|得|需要)?\s*(?:多|再)?(?:加|上|买)\s*(?:卡|几张|张)"
    r"|(?:还是|要不要|得不得)\s*(?:要|得|需要)?\s*(?:上|加|买)?\s*(?:两|三|2|3|多)\s*张(?!\s*(?:rtx|gtx)?\s*[a-z]?\d)"
    r"|(?:几|多少)\s*路|(?:要|需要|得配|配|得备|准备|备|上|买|租|放|插|装)\s*(?:几|多少)\s*(?:张|块|台)(?!\s*(?:图|照片|样本))"
)


def _size(text: str, family: str) -> tuple[int | None, int | None]:
    m = _SIZE_RE.search(text)
    if m:
        return int(m[1]), int(m[2])
    m = _LINES_RE.search(text)
    if m:  # "720p" is a 16:9 frame 720 lines high
        height = int(m[1])
        return (height * 16 // 9 if family == "video" else height), height
    for m in _SIDE_RE.finditer(text):
        side = int(next(g for g in m.groups() if g))
        if (m[3] or m[4] or m[5] or m[6]) and family not in ("image", "vision"):
            continue  # "at 720" of a video or a speech job is no image side
        if 64 <= side <= 8192:
            return side, side
    return None, None


def picture_size(text: str, family: str) -> tuple[int | None, int | None]:
    """The picture or frame size a message states ("1536x1536", "1080p"), for ``family``."""
    return _size(text, family)


def steps_said(text: str) -> int | None:
    """The sampling or training steps a message states ("30 steps", "1500步", "2k steps")."""
    m = _STEPS_RE.search(text)
    if m is None:
        return steps_after(text)
    n = int(m[1].replace(",", ""))
    if re.search(r"\d\s*k\s*", m.group()):
        n *= 1000
    return n if 1 <= n <= 1_000_000 else None


def _rate(text: str) -> float | None:
    m = _RATE_RE.search(_THOUSANDS_RE.sub("", text))  # "3,000 images a minute"
    if m is None:
        return None
    value, unit = (m[1], m[2]) if m[1] else (m[4], m[3]) if m[4] else (m[5], m[6])
    rate = float(value) * _PER_MINUTE[unit[0]]
    return rate if 0 < rate <= 1e6 else None


def _ask(text: str, ids: list[str], slots: dict[str, Any]) -> str | None:
    rate, streams = slots["images_per_minute_target"], slots["streams_target"]
    if _LIST_ASK_RE.search(text):
        return "list"
    if len(ids) >= 2:  # "sd3 medium 一张几秒，跟 sdxl 比呢": each model's time, else their fit
        asked = _STRONG_RATE_ASK_RE.search(text) or _FASTER_RE.search(text)  # "哪个最快"
        timed = asked and not _FIT_ASK_RE.search(text)
        return "rate" if timed else "list"
    count = _COUNT_ASK_RE.search(text)
    if streams and slots["stream_fps"] is None and per_stream_rate_asked(text):
        return "count"  # "4 路摄像头，每路能跑几帧": the card's frames shared among the streams
    # "fps at batch 1? to see how many cameras one handles", "fps? realtime on 4 cams": the rate
    end = count.start() if count else len(text) if streams else 0
    if rate is None and not (streams and count) and _rate_asked_before(text, end):
        return "rate"
    if rate is not None or streams is not None or count:
        return "count"  # a serving target, or how many cards (streams) it takes
    if slots["stream_fps"] is not None:
        return "rate"  # "想到120帧，现实吗": one stream's frame rate wanted, held to the speed
    fit = _FIT_ASK_RE.search(text) or finish_asked(text)  # or "能跑完吗"
    if fit and not _STRONG_RATE_ASK_RE.search(text):
        return "fit"
    if _rate_asked_before(text, len(text)) or _RATE_ASK_RE.search(_without_stated(text)):
        return "rate"  # "without waiting 5 min per image": a bound stated, no rate asked
    if MEMORY_ASK_RE.search(text) and not _SAVING_ASK_RE.search(text):
        return "memory"  # "amp 能省多少显存": a technique's saving, explained, not the job's
    return None


_FASTER_RE = re.compile(
    r"(?<![a-z])(?:faster|fastest|quicker|slower)(?![a-z])|最快|更快|哪个快|谁快"
)
"""Which of the models named is quicker, asked: each one's time answers it."""
_SAVING_ASK_RE = re.compile(
    r"(?:省|节省|节约|少用|少占)(?:下)?(?:多少|几)\s*(?:(?:g|gb)?\s*(?:显存|内存)|(?:g|gb)(?![a-z]))"
    r"|(?<![a-z])(?:how much|what)\s+(?:gpu\s+)?(?:v?ram|memory)\s+(?:does|do|would|will|can)\s+"
    r"[\w\s()./-]{1,40}?\s+save(?![a-z])|(?<![a-z])saves?\s+how much(?![a-z])"
)
"""A saving asked of a technique ("amp 能省多少显存", "how much vram does amp save")."""
_STATED_BEFORE_RE = re.compile(r"\d\s*$")


def _rate_asked_before(text: str, end: int) -> bool:
    """Whether a rate is asked outright before ``end``; "15fps each" states one, asks none."""
    return any(
        not _STATED_BEFORE_RE.search(text[: m.start()])
        for m in _STRONG_RATE_ASK_RE.finditer(text, 0, end)
    )


def _listed(
    seen: dict[str, Any], slots: dict[str, Any], text: str, catalog: Catalog
) -> tuple[list[tuple[int, int, UncataloguedModel]], str | None]:
    """The uncatalogued media models named ("flux kontext", "sana") and the family to read.

    With no family word in the question, the first listed model's kind is the family.
    """
    listed = media_variants(text, catalog)
    family = seen.get("workload_family") or (listed[0][2].kind if listed else None)
    if listed and not seen.get("workload_name"):
        slots["workload_name"] = listed[0][2].name
    if counted_in_a_name(listed, text, seen.get("samples")):  # "SAM 2 video": no 2 videos
        slots["samples"] = None
    return listed, family


def _llm_instead(seen: dict[str, Any], text: str, family: str) -> list[Any] | None:
    """The LLM is asked, the media job only beside it: its notes, or None when the job is asked.

    "12b 的 rp 模型加 tts": no synthesis is modelled, the LLM leads; "除了画图还能跑啥 llm": the
    picture job is set aside, the LLMs asked.
    """
    if family == "speech" and tts_beside_llm(seen, text):
        return [TTS_NOT_MODELLED()]
    return [] if workload_set_aside(text) else None


def read_workload(
    seen: dict[str, Any], catalog: Catalog, into: dict[str, Any] | None = None
) -> list[Any]:
    """Set ``workload_id`` and the job's slots from the workload named; return the assumptions.

    ``seen`` holds the slots read so far, the lower-cased text (``_text``) and the text as
    written (``_orig``); the new slots go into ``into`` (``seen`` itself when None).
    """
    slots = into if into is not None else seen
    text = str(seen.get("_text", ""))
    listed, family = _listed(seen, slots, text, catalog)
    if family is None:
        return []
    beside = _llm_instead(seen, text, family)
    if beside is not None:
        slots["workload_family"] = None
        return beside
    orig = str(seen.get("_orig", text))
    spans = [s for s in named_spans(text, catalog) if not any(a <= s[0] < b for a, b, _ in listed)]
    spans = without_replaced(text, spans)  # "flux dev instead of sdxl": only FLUX dev is run
    ids = with_yolo_sizes([ident for _, _, ident in spans], text, catalog.workloads)
    unknown = unknown_models(workload_mentions(text), catalog, orig, listed)
    notes = []
    found = ids[0] if ids else None
    if found is None:
        name = seen.get("workload_name") or ""
        # a model family the catalog has ("resnet": ResNet-50, "vit": ViT-B/16) stands for
        # itself; any other unknown model is stood in for by its task's default, or by the
        # family's model nearest its size (stated, else its published one)
        size = seen.get("params_b") or (listed[0][2].params_b if listed else None)
        found = _stand_in(catalog, name, family, size if unknown else None)
        voice = family == "speech" and bool(unknown) and synthesis_said(text)  # none speaks
        spec = None if voice else catalog.workloads.get(found)
        if spec is None:
            return voice_unsized(slots, unknown) if voice else []
        if not unknown:
            notes.append(say.WORKLOAD_READ_AS(name=name or family, model=spec.name))
    for start, end, ident in spans:
        tail = NAME_TAIL_RE.match(text, end)
        written = " ".join(orig[start : tail.end() if tail else end].split())
        if ident == found and normalize_name(written) != normalize_name(
            catalog.workloads[ident].name
        ):
            notes.append(say.WORKLOAD_NAME_READ(name=written, model=catalog.workloads[ident].name))
            break
    family = catalog.workloads[found].family
    notes += _read_job_images(slots, _job_images(seen, text, family, spans, catalog), text, spans)
    images = slots.get("samples")
    dataset = named_dataset(text, catalog.datasets) if family == "vision" else None
    if dataset is not None and isinstance(images, int) and rounds_dataset(dataset, images):
        notes.append(dataset_read(dataset, images))  # "on objects365": its size, said
    slots["workload_id"] = found
    slots["workload_ids"] = ids
    slots["workload_unknown"] = unknown
    slots["workload_unknown_joined"] = bool(ids) and joined_to_named(orig, unknown, spans)
    slots["workload_family"] = family
    slots["workload_method"] = workload_method_named(text, seen.get("method"), family)
    slots["media_width"], slots["media_height"] = _size(text, family)
    if slots["media_width"] is None and family in ("image", "vision"):  # "sdxl 1024", "30步 1024"
        span = (spans[0][0], spans[0][1]) if spans else None  # or "出图，512 batch 8"
        side = said_side(text, span[1] if span else None, span)
        slots["media_width"], slots["media_height"] = side, side
    slots["media_steps"] = steps_said(text)
    slots["time_multiple_asked"] = multiple_asked(text)
    slots["images_per_minute_target"] = _rate(text)
    read_intake(text, family, slots)
    read_daily_outputs(text, family, slots)  # "每天 500 条", "need ~3k a day": a day's volume
    # "速度无所谓，能放下吗": no rate asked
    slots["workload_ask"] = _ask(without_indifference(text), ids, slots)
    slots["stream_rate_asked"] = slots["workload_ask"] == "count" and per_stream_rate_asked(text)
    no_card = not seen.get("gpus") and not seen.get("memory_gb")
    if no_card and _SAVING_ASK_RE.search(text):
        slots["explain_asked"] = True  # "amp 训练 yolo 能省多少显存": how the technique saves
    if no_card and slots["workload_ask"] in (None, "fit", "list"):
        memory = _CARD_MEMORY_RE.search(text)
        if memory is not None and 2 <= int(memory[1]) <= 192:
            slots["memory_gb"] = float(memory[1])  # "is 8GB enough for SD 1.5": that card
    if not _llm_size_beside(text, spans):
        slots.pop("params_b", None)  # "wan2.1 14b": the workload's own size, not an LLM's
    else:  # "7b-14b 的微调": the fine-tune said is the LLM's
        slots["llm_tuned"] = _LLM_TUNED_RE.search(text) is not None
    model = slots.get("model_id")
    if model is None or _same_name(str(model), ids):
        slots.pop("model_id", None)  # the workload's own name read as a model
    return notes


def _read_job_images(
    slots: dict[str, Any], images: int | None, text: str, spans: list[tuple[int, int, str]]
) -> list[Any]:
    """Set the job's images as its samples; a number of the model's name is no count."""
    of_a_name = count_of_a_name(slots.get("samples"), text, spans)
    if images is None:
        if of_a_name:
            slots["samples"] = None  # "sd 1.5 images": the name's version, no image counted
        return []
    said = slots.get("samples")
    if said not in (None, images) and not of_a_name and not side_before_noun(text, said):
        return []
    slots["samples"] = images
    return images_note(text, images)


def _job_images(
    seen: dict[str, Any],
    text: str,
    family: str,
    spans: list[tuple[int, int, str]],
    catalog: Catalog,
) -> int | None:
    """The images a job trains on or makes: a named dataset, a count, the outputs asked."""
    dataset = named_dataset(text, catalog.datasets) if family == "vision" else None
    images = dataset.images if dataset is not None else None
    if dataset is not None and rounds_dataset(dataset, stated := images_counted(text)):
        images = stated  # "coco 11.8 万张": the count said, the dataset's exact size noted
    generating = seen.get("method") in (None, "inference") and not seen.get("finetune_unspecified")
    generating = generating and _rate(text) is None  # "每分钟 100 张" is a rate, not a job
    generating = generating and workload_method_named(text, seen.get("method"), family) is None
    if images is None and (family == "vision" or (family == "image" and generating)):
        images = images_counted(text)  # a dataset to train on, or images to generate
    if images is None and family == "image" and not generating:
        images = training_images(text)  # "素材25张": the images a LoRA trains on
    if images is None and generating and spans:
        images = named_count(text, spans[0][0], spans[0][1])  # "50 wan2.1 1.3b clips"
    if images is None and generating and family == "video":
        images = clips_counted(text)  # "每段5秒，一共100段": the clips to make
    return images


def _same_name(model_id: str, workload_ids: list[str]) -> bool:
    """Whether an LLM id shares its family word with a workload found ("wan2.1" in both).

    "qwen3 30b a3b顺便玩玩flux": Qwen3 is a model of its own beside FLUX, and the LLM leads.
    """
    family = model_id.split("-")[0]
    return any(family in w or w.split("-")[0] in model_id for w in workload_ids)


_LLM_SIZE_RE = re.compile(
    r"(?<![\w.])\d{1,3}(?:\.\d)?\s?b(?:[\s-]?ish)?\s*(?:的)?\s*(?:models?|llms?|模型|大模型|小模型|参数"
    r"|微调|fine[\s-]?tun\w*|finetun\w*|q?lora|chat|instruct)"
    r"|(?<![a-z])(?:llms?|大模型)\s*[(（]\s*\d{1,3}(?:\.\d)?\s?b(?![a-z])"
)
"""An LLM size said as such ("30b-ish models", "14b模型", "local llms (30b at q4)", "7b-14b 的
微调"), apart from a workload's name."""
_LLM_TUNED_RE = re.compile(
    r"(?<![\w.])\d{1,3}(?:\.\d)?\s?b\s*(?:的)?\s*(?:模型|models?|llms?)?\s*(?:的)?\s*"
    r"(?:微调|fine[\s-]?tun\w*|finetun\w*|q?lora)"
)
"""An LLM size then its fine-tune ("14b 的微调", "13b lora"): the LLM is what is tuned."""


def _llm_size_beside(text: str, spans: list[tuple[int, int, str]]) -> bool:
    """Whether an LLM size is named outside the workload names ("30b models + some sdxl")."""
    return any(
        not any(start <= m.start() <= end + 2 for start, end, _ in spans)  # "flux 12b model"
        for m in _LLM_SIZE_RE.finditer(text)
    )


def drop_llm_readings(problems: list[Problem], unknown: list[str]) -> list[Problem]:
    """The problems, less an LLM reader's note on a workload the catalog lacks.

    "parakeet tdt 0.6b" names a speech model: it is said to be missing as a speech model
    (with the closest one sized instead), never sized as a generic 0.6B LLM.
    """
    names = {normalize_name(n) for n in unknown}
    return [
        p
        for p in problems
        if p.kind not in ("generic_model", "unlisted_model", "unknown_model")
        or normalize_name(p.surface or "") not in names
    ]


__all__ = [
    "FAMILY_DEFAULTS",
    "drop_llm_readings",
    "named_workloads",
    "picture_size",
    "read_workload",
]
