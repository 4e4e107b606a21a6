"""What a troubleshooting answer says of a media job's speed seen against the estimate.

Same rules as ``table``: both patterns state the same named values with the same formats.
"""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

PER_ITEM = T("media_seen.per_item", "{seconds:.1f} s an image", "每张 {seconds:.1f} 秒")
PER_CLIP = T("media_seen.per_clip", "{seconds:.0f} s a clip", "每段 {seconds:.0f} 秒")
STEP_RATE = T("media_seen.step_rate", "{rate:.1f} it/s", "每秒 {rate:.1f} 步（it/s）")
STEP_TIME = T("media_seen.step_time", "{seconds:.1f} s/it", "每步 {seconds:.1f} 秒（s/it）")
FRAMES = T("media_seen.frames", "{fps:.0f} fps", "每秒 {fps:.0f} 帧（fps）")
IMAGES = T("media_seen.images", "{rate:,.0f} images/s", "每秒 {rate:,.0f} 张（img/s）")
AUDIO = T(
    "media_seen.audio",
    "{minutes:.1f} min per hour of audio (real-time factor {rtf:.3f})",
    "每小时音频 {minutes:.1f} 分钟（实时率 {rtf:.3f}）",
)
IN_LINE = T(
    "media_seen.in_line",
    "Yes, that is normal: your {seen} is in line with the {expected} we estimate for {job}"
    " on the {gpu}, so the card is doing what it should.",
    "正常：你看到的{seen}与我们对 {job!p}在 {gpu!p}上的估算（{expected}）相符，显卡跑得没问题。",
)
ABOVE = T(
    "media_seen.above",
    "Yes, that is normal, faster than the {expected} we estimate for {job} on the {gpu}: your"
    " {seen} means the setup is already well tuned.",
    "正常，而且比我们对 {job!p}在 {gpu!p}上的估算（{expected}）还快："
    "你的{seen}说明配置已经调得不错。",
)
FAR_ABOVE = T(
    "media_seen.far_above",
    "No, not as stated: {seen} is about {ratio:.1f}× the {expected} we estimate for {job} on the"
    " {gpu}; a figure that high is measured otherwise (a larger batch, a smaller input, or the"
    " model's forward pass alone, without decoding and post-processing).",
    "不太可信：{seen}约是我们对 {job!p}在 {gpu!p}上的估算（{expected}）的 {ratio:.1f} 倍；"
    "这么高的数通常是换了测法（更大的 batch、更小的输入，或只计模型前向、不含解码和后处理）。",
)
BELOW = T(
    "media_seen.below",
    "No, that is about {ratio:.1f}× slower than it should be: your {seen} against the {expected}"
    " we estimate for {job} on the {gpu}; {cause}",
    "不正常，比应有的慢约 {ratio:.1f} 倍：你看到的{seen}，而我们对 {job!p}在 {gpu!p}上的估算是"
    "{expected}；{cause}",
)
CAUSE_IMAGE = T(
    "media_seen.cause_image",
    "the likely cause is the model not held in GPU memory (--medvram / --lowvram or the driver"
    " spilling into shared system memory), fp32 instead of fp16 / bf16 weights, or a power or"
    " clock limit.",
    "常见原因是模型没有整个放在显存里（--medvram / --lowvram，或驱动溢出到共享系统内存）、用了 fp32"
    " 而不是 fp16 / bf16 权重，或者功耗、频率被限制。",
)
CAUSE_VISION = T(
    "media_seen.cause_vision",
    "the likely cause is the model not built as an fp16 TensorRT engine, a power mode below"
    " the maximum (nvpmodel, jetson_clocks on a Jetson), or frames decoded, resized and drawn on"
    " the CPU: time the model alone to see which.",
    "常见原因是模型没有编译成 fp16 的 TensorRT 引擎、功耗模式不是最高档（Jetson 上用 nvpmodel、"
    "jetson_clocks），或者解码、缩放、画框都在 CPU 上：单独测模型的耗时就能分清。",
)
CAUSE_SPEECH = T(
    "media_seen.cause_speech",
    "the likely cause is fp32 compute (compute_type float32 runs several times slower than"
    " float16), the model on the CPU instead of the GPU (device='cuda'), or a runtime without"
    " batched decoding (openai-whisper against faster-whisper).",
    "常见原因是用 fp32 计算（compute_type float32 比 float16 慢好几倍）、模型跑在 CPU 而不是 GPU 上"
    "（device='cuda'），或者运行时没有批量解码（openai-whisper 比 faster-whisper 慢）。",
)
CAUSE_TRAINING = T(
    "media_seen.cause_training",
    "the likely cause is the input pipeline (JPEG decoding and augmentation on too few CPU"
    " workers), fp32 instead of mixed precision, a batch too small to fill the card, or a power"
    " or clock limit: time a run on synthetic data to see which.",
    "常见原因是数据管道（JPEG 解码和数据增强的 CPU 线程不够）、用了 fp32 而不是混合精度、"
    "batch 太小喂不饱显卡，或者功耗、频率被限制：用合成数据跑一遍就能分清。",
)
