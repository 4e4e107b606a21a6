"""Off-topic subjects beyond ``off_topic_words.OFF_TOPIC_RE``: a gaming benchmark's score, a name.

"3DMark time spy 跑多少分算正常的 4070" names a card but asks a gaming benchmark's score, which no
guide or calculator here holds; "a good name for my homelab server" asks a name. Pure.
"""

from __future__ import annotations

import re

from assistant.question.accessories import holder_asked
from assistant.question.off_topic_words import OFF_TOPIC_RE
from assistant.question.test_results import stability_said
from assistant.question.verify_cues import tested_for_keeping

_GAMING_BENCHMARK_RE = re.compile(
    r"(?<![a-z])(?:3d ?mark|time ?spy|fire ?strike|port ?royal|speed ?way|steel ?nomad"
    r"|superposition|unigine|heaven benchmark|night raid|wild life extreme)(?![a-z])"
    r"|鲁大师|3d ?mark"
)
"""A gaming benchmark (3DMark Time Spy, Unigine Superposition) whose score is asked."""
_SCORE_RE = re.compile(r"(?<![a-z])(?:scores?|points|marks)(?![a-z])|多少分|几分|分数|跑分|得分")
"""A score asked or stated: the benchmark's number is the subject, not a check of the card."""
_NAMING_RE = re.compile(
    r"(?<![a-z])(?:(?:good|cool|fun|funny|clever|nice|catchy|creative) (?:host ?)?names?"
    r"|(?:suggest|need|pick|want|come up with) (?:a |some )?(?:host ?)?names?"
    r"|(?:what|how) (?:should|do|would|could) (?:i|we) name"
    r"|naming (?:my|our|the) (?:server|rig|box|cluster|homelab|machine|build|nas|pc)"
    r")(?![a-z])"
    r"|(?:起|取)(?:个|一个)?(?:好听|好玩|有趣|酷)?的?(?:名字?|主机名|昵称)"
)
"""A name asked for (a server, a rig, a cluster): nothing to size."""


def gaming_benchmark(folded: str) -> bool:
    """Whether a gaming benchmark is named ("3DMark Time Spy", "鲁大师跑分")."""
    return _GAMING_BENCHMARK_RE.search(folded) is not None


def gaming_score(folded: str) -> bool:
    """Whether a gaming benchmark's score is the subject ("Time Spy 跑多少分算正常").

    A card got and asked faulty on it ("收的 4090，3dmark 跑分低 20%，是不是坏了") puts the score
    up as evidence about the card (``tested_for_keeping``): the card is the subject.
    """
    scored = gaming_benchmark(folded) and _SCORE_RE.search(folded) is not None
    return scored and not tested_for_keeping(folded)


_LEARNING_RESOURCE_RE = re.compile(
    r"(?:入门|学习|教学|科普)?(?:视频|教程|课程|网课|书|书籍|博主|up主)(?:有什么|有哪些)?"
    r"(?:推荐|好的|值得看)|(?:推荐|有什么好的?|有哪些)(?:的)?(?:入门|学习)?(?:视频|教程|课程|网课|书|博主|up主)"
    r"|(?<![a-z])(?:recommend|suggest|good|best)\s+(?:\w+\s+){0,3}(?:courses?|tutorials?|youtube"
    r" channels?|videos?|books?|youtubers?)(?![a-z])"
)
"""Learning material asked for (videos, courses, books to learn LLMs from): no card or job."""


_HARDWARE_RE = re.compile(r"(?<![a-z])(?:gpus?|cards?|vram|显卡|显存|算力|服务器|\d{4})(?![a-z])")


def learning_material_asked(folded: str) -> bool:
    """Whether videos, courses or books to learn from are asked, with no hardware named."""
    return _LEARNING_RESOURCE_RE.search(folded) is not None and not _HARDWARE_RE.search(folded)


def name_asked(folded: str) -> bool:
    """Whether a name is asked for ("a good name for my homelab server", "起个名字")."""
    return _NAMING_RE.search(folded) is not None


_SCORE_FINE_RE = re.compile(
    r"(?:分数|跑分|score)\s*(?:都|也|是|is|are|was|looks?)?\s*(?:正常|没问题|fine|normal|ok|good)"
    r"(?!\s*(?:吗|么|嘛|不|\?))"
)
"""A gaming benchmark's score said fine, not asked ("3dmark 分数正常，但…", "score is fine but")."""


def off_topic_said(folded: str, ai_work: bool) -> bool:
    """Whether ``folded`` is about an off-topic subject (``ai_work``: an AI job is named).

    A gaming benchmark's score is off topic whatever runs it ("time spy 跑多少分"); the benchmark
    named beside an AI job stays on topic.
    """
    if OFF_TOPIC_RE.search(folded) or name_asked(folded):
        return True
    if holder_asked(folded):
        return True  # "4090 的 3D 打印支架模型哪里下载": a thing for the case, not computing
    if learning_material_asked(folded):
        return True  # "B站有什么好的大模型入门视频推荐": tutorials, not hardware
    gaming = gaming_score(folded) or not ai_work and gaming_benchmark(folded)
    # "3dmark 分数正常，但 llama.cpp 只有一半": the score passed is evidence, the job the subject
    gaming = gaming and not (ai_work and _SCORE_FINE_RE.search(folded) is not None)
    # "3dmark 压力测试稳定性 96%": a stress test's stability judges the card, no game's score
    return gaming and stability_said(folded) is None


__all__ = [
    "gaming_benchmark",
    "gaming_score",
    "learning_material_asked",
    "name_asked",
    "off_topic_said",
]
