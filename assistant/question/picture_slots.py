"""An image job's own numbers said without a unit: the image side and the training images.

"sdxl 1024" and "30步 1024" state the image side as plainly as "1024x1024" does; "素材
25 张", "20 training images" and "a dataset of 40 photos" state how many images a LoRA is
trained on. ``workload_slots`` reads the rest of a workload's slots and calls these.
"""

from __future__ import annotations

import re

NAME_TAIL_RE = re.compile(
    r"(?:[\s-]*\d+(?:\.\d+)?)?[\s-]*(?:large|base|huge|small|tiny|plus|medium)(?![a-z0-9])"
)
"""A version and size said after a catalog name ("SAM 2 large"): shown in the read-as note."""

_NOT_A_SIDE = (
    r"(?![\d.]|\s*(?:x|×|\*|steps?|步|张|images?|it|w\b|gb|瓦"
    r"|fps|帧|(?:per|an?|/)\s*(?:min|sec|s\b|h(?:ou)?r)))"  # "at 120 per minute": a rate
)
_SIDE_ENDS = _NOT_A_SIDE.replace("[\\d.]", "\\d|\\.\\d")
"""The same, a full stop ending the sentence allowed ("black images at 1024.")."""
_SIDE_AFTER_RE = re.compile(rf"\s*(?:(?:出|生成|画|做)\s*)?(\d{{3,4}}){_NOT_A_SIDE}")
_BARE_SIDE_RE = re.compile(
    rf"(?:steps?|步)\s*[,，、/]?\s*(?:at\s+)?(\d{{3,4}}){_NOT_A_SIDE}"  # "30 步 1024"
    r"|(?<![\d.])(\d{3,4})\s*[,，、/]?\s*(?=\d{1,3}\s*(?:steps?\b|步))"  # "1024, 30 steps"
    # "512 图", "1024 的电商主图": a picture of that side
    r"|(?<![\d.])(\d{3,4})\s*(?:px\s*)?(?:的\s*[\u4e00-\u9fff]{0,4}?)?图(?!片|\s*[张个])"
    # "1024一张图", "一张 1024 的图", "each 1024 image": one picture at that side
    r"|(?<![\d.])(\d{3,4})\s*(?:px\s*)?(?:的\s*)?(?:一|每)\s*(?:张|幅)\s*(?:图|照片|画)"
    r"|(?:一|每)\s*(?:张|幅)\s*(\d{3,4})\s*(?:px\s*)?(?:的\s*)?(?:图|照片|画)"
    # "a 1024 flux schnell image": the model's name may stand between the side and the picture
    r"|(?<![a-z])(?:a|one|each|per|every)\s+(\d{3,4})(?:\s*px)?\s+(?:[a-z0-9][\w.-]*\s+){0,3}?"
    r"(?:images?|pictures?|renders?)\b"
    # "black images at 1024", "1024 resolution", "分辨率 1024": the side of the pictures made
    rf"|(?:images?|pictures?|renders?|outputs?|gens?|generations?)\s+(?:at|of)\s+(\d{{3,4}}){_SIDE_ENDS}"
    rf"|(?<![\d.])(\d{{3,4}})\s*(?:px\s*)?(?:res(?:olution)?\b|分辨率)|分辨率\s*(\d{{3,4}}){_SIDE_ENDS}"
    # "60 images/min at 1024", "batch 1 at 1024": an image job's side after "at"
    rf"|(?<![a-z])at\s+(\d{{3,4}})(?:\s*px)?{_SIDE_ENDS}",
    re.IGNORECASE,
)
"""An image side said bare beside the sampling steps or a picture ("512 图"); "1024²" is read
as 1024x1024 upstream."""


def side_after_name(text: str, end: int) -> int | None:
    """An image side right after the model's name ("sdxl 1024", "flux 768"), a multiple of 64."""
    tail = NAME_TAIL_RE.match(text, end)
    m = _SIDE_AFTER_RE.match(text, tail.end() if tail else end)
    return _side(int(m[1]) if m else 0)


def bare_side(text: str) -> int | None:
    """An image side said bare beside the sampling steps ("30步 1024", "1024, 30 steps")."""
    for m in _BARE_SIDE_RE.finditer(text):
        side = _side(int(next(g for g in m.groups() if g)))
        if side is not None:
            return side
    return None


_CHOSEN_SIDE_RE = re.compile(
    r"(?<![\d.,$¥￥€])(\d{3,4})\s*(?:px\s*)?(?:then|it is|instead|呢|吧|的话|就行|也行)(?![a-z])"
    r"|(?<![a-z])(?:drop(?:ping)?\s+(?:down\s+)?to|go(?:ing)?\s+(?:with|down\s+to)"
    r"|settle\s+(?:for|on)|降到|降成|改成|改用|换成)\s*(\d{3,4})"
    r"(?![\d.]|\s*(?:gb|g\b|w\b|tok|steps?|步|张|images?|imgs?|块|元|\$))"
)
"""A side picked for the job already under way, said bare ("fine, 768 then", "drop to 768",
"那 768 呢"): read only of a follow-up to an image job, where a bare number has no other use."""


def chosen_side(text: str) -> int | None:
    """The side a follow-up settles on for the earlier image job ("ok, 768 then"), or None."""
    m = _CHOSEN_SIDE_RE.search(text)
    return _side(int(m[1] or m[2])) if m else None


_CLAUSE_SIDE_RE = re.compile(
    r"(?<![\d.$¥￥€a-z_/-])(?<!rtx )(?<!gtx )(?<!rx )(?<!arc )(?<!quadro )(?<!tesla )"
    r"(?<!on )(?<!a )(?<!an )(?<!my )(?<!vs )(?<!用)(?<!在)(?<!和)"  # "on a 2080": a card
    r"(\d{3,4})(?![\d.,]\d)"
    r"(?!\s*(?:[x×*%]|k\b|w\b|kw|gb|g\b|mb|tb|tok|steps?|步|张|帧|frames?|fps|ms\b|s\b|秒|分|元|块|刀"
    r"|美元|usd|rmb|cny|个|次|人|路|台|卡|小时|h\b|天|万|千|度|images?|imgs?|photos?|pics?|pictures?"
    r"|videos?|clips?|users?|streams?|hours?|hrs?|mins?|minutes?|seconds?|secs?|days?|ti\b|super"
    r"|xtx|xt\b|series|laptop|mobile|ada\b|dollars?|bucks|watts?|m\b|b\b|tokens?|samples?|上|跑))"
)
"""A side standing alone among a job's settings after the model's name ("出图，512 batch 8",
"yolov8m 640推理"): a number with no unit, no currency and no GPU series around it."""
_CLAUSE_END_RE = re.compile(r"[。？?!！\n]|(?<![\d])\.\s")


def clause_side(text: str, end: int) -> int | None:
    """A bare side said in the same sentence after the model's name, a multiple of 32."""
    stop = _CLAUSE_END_RE.search(text, end)
    for m in _CLAUSE_SIDE_RE.finditer(text, end, stop.start() if stop else len(text)):
        side = int(m[1])
        if 160 <= side <= 4096 and side % 32 == 0:
            return side
    return None


def _side(side: int) -> int | None:
    return side if 256 <= side <= 4096 and side % 64 == 0 else None


_TRAIN_IMAGES_RE = re.compile(
    r"(?:素材|训练集|数据集|样本|训练图|照片|图片)\s*(?:图\s*)?(?:有|共|约|大概|就)?\s*(\d{1,5})\s*张"
    # "素材 20 张 4090": cards counted, not images; "素材 45 张 repeat 8": the images
    r"(?!\s*(?:卡|显卡|\d|[a-z]{0,5}\s?\d))"
    # "40 张产品图", "20 张人物照": up to three words of what they show between (never a card)
    r"|(?<![\d.])(\d{1,5})\s*张\s*(?:(?![卡显台])[\u4e00-\u9fff]){0,3}?(?:素材|训练图|样本|照片|图片|图|照)"
    r"(?![a-z0-9])"
    r"|(?<![\d.])(\d{1,5})\s*(?:training\s+|train\s+|reference\s+|source\s+)?"
    r"(?:images?|imgs?|photos?|pictures?|pics?)(?![a-z])(?!\s*(?:/|per\b|an?\s+min|a\s+sec))"
    r"|(?:dataset|data set)\s+of\s+(\d{1,5})\s+(?:images?|photos?|pictures?)"
)
"""The images a LoRA or DreamBooth run trains on: "素材25张", "20 张图片", "30 training images"."""


def training_images(text: str) -> int | None:
    """How many images an image model is trained on, when stated (3 to 100,000)."""
    for m in _TRAIN_IMAGES_RE.finditer(text):
        n = int(next(g for g in m.groups() if g))
        if 3 <= n <= 100_000:
            return n
    return None


_DATASET_RE = re.compile(
    r"(?<![\d.])(\d+(?:\.\d+)?)\s*(k|万|千)?[\s-]*(?:images?|photos?|pictures?|张图?)[\s-]+"
    r"(?:[a-z]+[\s-]+){0,2}(?:dataset|data\s?set|corpus)"
)
_SCALE = {"k": 1000, "千": 1000, "万": 10000, None: 1}


def dataset_images(text: str) -> int | None:
    """A dataset sized as a compound: "a 15k-image custom dataset", "a 2,000 image dataset"."""
    m = _DATASET_RE.search(text.replace(",", ""))
    n = int(float(m[1]) * _SCALE[m[2]]) if m else 0
    return n if 10 <= n <= 10**9 else None


_SIDE_BEFORE_OUTPUTS_RE = re.compile(
    r"\s*(\d{3,4})(?:\s*px)?\s+(?:images?|imgs?|pictures?|renders?|photos?)(?![a-z])"
)
"""A side between the model's name and the outputs word ("50k flux schnell 1024 images")."""


def side_between_count(text: str, span: tuple[int, int]) -> int | None:
    """A side after the model's name when the outputs are counted before it.

    "50k flux schnell 1024 images": the 50k are the images, so the 1024 between the name and
    "images" is their side, not a second count ("flux 100 images" alone counts them).
    """
    if named_count(text, *span) is None:
        return None
    tail = NAME_TAIL_RE.match(text, span[1])
    m = _SIDE_BEFORE_OUTPUTS_RE.match(text, tail.end() if tail else span[1])
    return _side(int(m[1])) if m else None


def said_side(text: str, name_end: int | None, span: tuple[int, int] | None = None) -> int | None:
    """The side said beside the model's name, the steps or a picture, or bare among the settings."""
    after = side_after_name(text, name_end) if name_end is not None else None
    after = after or (side_between_count(text, span) if span is not None else None)
    bare = after or bare_side(text)
    return bare or (clause_side(text, name_end) if name_end is not None else None)


_COUNT_BEFORE_RE = re.compile(
    r"(?<![a-z0-9.,])(\d{1,3}(?:,\d{3})+|\d{1,6}(?:\.\d{1,2})?)\s*(k|w|万)?\s*(?:段|个|张)?\s*$"
)
_COUNT_SCALE = {"k": 1000, "w": 10000, "万": 10000}
_SIDE_LEAD_RE = re.compile(r"(?<![a-z])(?:a|an|per|each|every)\s+$")
"""An article or "per" before a number: one output of that side ("a 1024 flux image")."""
_OUTPUTS_AFTER_RE = re.compile(
    # a word or two of the variant between ("35 wan2.1 14b t2v clips", "20 flux dev images")
    r"(?:\s+[a-z0-9][\w.-]{0,7}){0,2}?"
    r"\s*(?:images?|imgs?|pictures?|photos?|clips?|videos?|张(?:图片|图)?|段(?:视频)?|个?视频)"
    r"(?![a-z])(?!\s*(?:/|per\b|an?\s+min|每|a\s+sec))"
)


def named_count(text: str, start: int, end: int) -> int | None:
    """Outputs counted around the model's name: "50 wan2.1 1.3b clips", "30 sdxl images"."""
    window = max(0, start - 12)
    before = _COUNT_BEFORE_RE.search(text[window:start])
    if before is not None and _SIDE_LEAD_RE.search(
        text[max(0, window - 8) : window + before.start()]
    ):
        before = None  # "a 1024 flux image", "per 1024 sdxl image": the picture's side
    tail = NAME_TAIL_RE.match(text, end)
    after = _OUTPUTS_AFTER_RE.match(text, tail.end() if tail else end)
    scale = _COUNT_SCALE.get(before[2] or "", 1) if before else 1
    n = int(float(before[1].replace(",", "")) * scale) if before and after else 0  # "20k sd 1.5"
    return n if 1 <= n <= 10**6 else None


_NAME_NUMBER_RE = re.compile(r"(?<![\d.])\d+(?:\.\d+)?(?![\d])")


def count_of_a_name(samples: object, text: str, spans: list[tuple[int, int, str]]) -> bool:
    """Whether a count read is a number of a model's own name ("sd 1.5 images": no 1 image).

    The name's version or size, with any tail after it, is no count of images or samples.
    """
    if not isinstance(samples, int | float):
        return False
    for start, end, _ in spans:
        tail = NAME_TAIL_RE.match(text, end)
        name = text[start : tail.end() if tail else end]
        if any(int(float(n)) == samples for n in _NAME_NUMBER_RE.findall(name)):
            return True
    return False


__all__ = [
    "count_of_a_name",
    "named_count",
    "NAME_TAIL_RE",
    "bare_side",
    "clause_side",
    "dataset_images",
    "chosen_side",
    "said_side",
    "side_after_name",
    "side_between_count",
    "training_images",
]
