"""What the media calculators say of a job's size, in English and Chinese.

Same rules as ``table``: the same named values and number formats in both languages.
"""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

VISION_JOB = T(
    "media.vision_job",
    "the job: {images:,} images x {epochs:g} epoch(s) at about {rate:,.0f} images/s{assumed}",
    "任务量：{images:,} 张图 × {epochs:g} 个 epoch，约 {rate:,.0f} 张/秒{assumed}",
)
ONE_EPOCH_ASSUMED = T(
    "media.one_epoch_assumed",
    " (one epoch assumed: no epoch count was given; the hours scale with it)",
    "（未给出 epoch 数，按 1 个计；耗时随 epoch 数成倍增加）",
)
IMAGES_SPLIT = T(
    "media.images_split",
    "{images:,} outputs split across {cards} cards, {each:,} each, made side by side (each card"
    " runs its own copy of the model; nothing passes between them)",
    "{images:,} 个输出分给 {cards} 张卡，每张 {each:,} 个并行生成"
    "（每张卡各跑一份模型，卡间无通信）",
)
