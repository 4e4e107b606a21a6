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
VISION_RUN = T(
    "media.vision_run",
    "the job: {images:,} images at about {rate:,.0f} images/s",
    "任务量：{images:,} 张图，约 {rate:,.0f} 张/秒",
)
ADAPTERS_LOADED = T(
    "media.adapters_loaded",
    "{count} LoRA adapter(s) loaded on the denoiser (rank {rank} assumed): about {params:,.1f}M"
    " params each, {gb:.2f} GB in all",
    "去噪网络上加载 {count} 个 LoRA（按秩 {rank} 估算）：每个约 {params:,.1f}M 参数，"
    "共 {gb:.2f} GB",
)
REPEATS_AS_EPOCHS = T(
    "media.repeats_as_epochs",
    "{repeats} repeats of each image over {epochs:g} epoch(s) counted as {passes:g} passes over"
    " the images (kohya's steps are images x repeats x epochs)",
    "每张图重复 {repeats} 次、{epochs:g} 个 epoch，按 {passes:g} 遍图片计算"
    "（kohya 的步数 = 图片数 × 重复次数 × epoch 数）",
)
ONE_EPOCH_ASSUMED = T(
    "media.one_epoch_assumed",
    " ({epochs:g} epoch assumed: no epoch count was given; the hours scale with it)",
    "（未给出 epoch 数，按 {epochs:g} 个计；耗时随 epoch 数成倍增加）",
)
YOLO_EPOCHS_ASSUMED = T(
    "media.yolo_epochs_assumed",
    " ({epochs:g} epochs assumed, Ultralytics' default: no epoch count was given; the hours"
    " scale with it)",
    "（未给出 epoch 数，按 Ultralytics 默认的 {epochs:g} 个计；耗时随 epoch 数成倍增加）",
)
TRAIN_STEP_MEASURED = T(
    "media.train_step_measured",
    "a LoRA training step scaled from {value:g} s per step on the {gpu} ({runtime}, {side} px,"
    " batch {batch}; {source}) by sqrt(tensor TFLOPS x bandwidth): x{ratio:.2f} on this GPU",
    "LoRA 训练每步由 {gpu} 上的实测（每步 {value:g} 秒，{runtime}，{side} 像素，batch {batch}；"
    "来源 {source}）按 sqrt(张量算力 × 显存带宽) 换算：本卡为其 x{ratio:.2f}",
)
STEPS_PER_IMAGE_ASSUMED = T(
    "media.steps_per_image_assumed",
    "{steps:,} training steps assumed: {per_image} steps per image x {images:,} images, as"
    " diffusers' DreamBooth LoRA examples train (5 images, 500 steps); no step or epoch count was"
    " given, and the hours scale with it",
    "按 {steps:,} 个训练步估算：每张图 {per_image} 步 × {images:,} 张（diffusers 的 DreamBooth"
    " LoRA 示例用 5 张图训练 500 步）；未给出步数或 epoch 数，耗时随步数成倍增加",
)
IMAGES_SPLIT = T(
    "media.images_split",
    "{images:,} outputs split across {cards} cards, {each:,} each, made side by side (each card"
    " runs its own copy of the model; nothing passes between them)",
    "{images:,} 个输出分给 {cards} 张卡，每张 {each:,} 个并行生成"
    "（每张卡各跑一份模型，卡间无通信）",
)

SPEECH_TRAIN_METHOD = T(
    "media.speech_train_method",
    "fine-tuning memory as for LLMs: weights + gradients + AdamW states + activations per"
    " sample (Korthikanti et al. 2022, SDPA attention); audio encoder {enc_seq} frames (30 s),"
    " decoder up to {dec_seq} tokens, {checkpointing}",
    "微调显存按 LLM 训练的方法估算：权重 + 梯度 + AdamW 状态 + 每个样本的激活"
    "（Korthikanti 等 2022，SDPA 注意力）；音频编码器 {enc_seq} 帧（30 秒），"
    "解码器最多 {dec_seq} 个 token，{checkpointing}",
)
SPEECH_LORA_SHARE = T(
    "media.speech_lora_share",
    "LoRA rank {rank} on q/v projections: about {params:,.1f}M trainable params ({share:.2%} of"
    " the model; Hugging Face PEFT Whisper large-v2 example: 15.7M at rank 32)",
    "LoRA 秩 {rank}（q/v 投影）：约 {params:,.1f}M 可训练参数"
    "（占模型 {share:.2%}；Hugging Face PEFT 的 Whisper large-v2 示例：秩 32 时 15.7M）",
)
SPEECH_ACTIVATIONS = T(
    "media.speech_activations",
    "activations {gb:.2f} GB for batch {batch}",
    "batch {batch} 的激活 {gb:.2f} GB",
)
SPEECH_TRAIN_UNCHECKED = T(
    "media.speech_train_unchecked",
    "speech fine-tuning memory is computed, not yet checked against a published peak; treat it"
    " as a guide within about 30%",
    "语音模型的微调显存是计算所得，尚未与公开实测峰值核对，误差可能在 30% 左右，仅供参考",
)
CHANGE_SPEECH_LORA = T(
    "media.change_speech_lora", "LoRA instead of full fine-tuning", "改用 LoRA 微调"
)
ALTERNATIVE_TRIED = T(
    "media.alternative_tried",
    "{change} would bring it to {gb:.1f} GB",
    "{change}后约 {gb:.1f} GB",
)
CHANGE_TE_CACHED = T(
    "media.change_te_cached",
    "the text encoders' outputs cached (kohya --cache_text_encoder_outputs)",
    "缓存文本编码器输出（kohya --cache_text_encoder_outputs）",
)
CHANGE_FP8_BASE = T(
    "media.change_fp8_base",
    "fp8 base weights (kohya --fp8_base)",
    "基础模型权重存为 fp8（kohya --fp8_base）",
)
SPEECH_TRAIN_NO_SPEED = T(
    "media.speech_train_no_speed",
    "{workload}: no published fine-tuning speed for speech models; only transcription speed"
    " is estimated",
    "{workload}：语音模型没有公开的微调速度数据，只估算转写速度",
)
CAPACITY_SETTING = T(
    "media.capacity_setting",
    "sized with {setting}: as asked it does not fit the card",
    "按{setting}估算：按原设置这张卡放不下",
)
CAPACITY_AT_ONCE = T(
    "media.capacity_at_once",
    "{users} × {gpu} let {users} people generate {workload} at once, each at one card's pace"
    " (about {seconds:,.0f} s each); one card serves them in turn, the last waiting about"
    " {wait_min:,.1f} min for theirs",
    "{users} 张 {gpu} 才能让 {users} 个人同时生成 {workload}，每人都是单卡速度"
    "（每个约 {seconds:,.0f} 秒）；只用一张卡就只能轮流出，排在最后的人要等约 {wait_min:,.1f} 分钟",
)
"""N people generating at once with no rate stated: a card each keeps every one at one card's
pace (a denoiser is compute-bound at batch 1: a bigger batch shares the card, not its speed)."""
EMBEDDED_MODULE = T(
    "media.embedded_module",
    "{gpu} (an embedded GPU module: the whole box, about {watts:g} W)",
    "{gpu}（嵌入式 GPU 模组，即整机，约 {watts:g} W）",
)
"""An embedded module picked under a whole box's power cap: no card for a slot."""
CAPACITY_ONE_SERVES = T(
    "media.capacity_one_serves",
    "1 × {gpu} is enough for {users} people using {workload} at once: about {ms:,.0f} ms a"
    " request, so even served in turn the last one waits only about {wait_s:,.1f} s",
    "1 张 {gpu} 就够 {users} 个人同时用 {workload}：每次请求约 {ms:,.0f} 毫秒，"
    "轮流处理时排在最后的人也只等约 {wait_s:,.1f} 秒",
)
"""N people at once on a model quick enough that one card taking them in turn keeps the last
one's wait short (``compose_workload_more.QUICK_WAIT_S``): one card, not one each."""
LIST_REALTIME = T(
    "media.list_realtime",
    "Against real time on it (real-time factor, below 1 keeps up): {rows}",
    "与实时相比（实时率，低于 1 才跟得上）：{rows}",
)
LIST_REALTIME_ROW = T("media.list_realtime_row", "{model} at {rtf:.3f}", "{model} 为 {rtf:.3f}")
"""Each speech size that fits, timed: wanted as it is said ("要求实时出字幕"), the list's answer."""
CAPACITY_MEMORY_ONLY = T(
    "media.capacity_memory_only",
    "memory is not the limit: one {gpu} holds {workload} ({need:.1f} GB of {usable:.1f} GB"
    " usable), so it takes at least 1 card; how many more the load needs depends on its speed",
    "显存不是瓶颈：1 张 {gpu} 就能放下 {workload}（需要 {need:.1f} GB，可用 {usable:.1f} GB），"
    "所以至少 1 张；这个负载还要几张取决于它的速度",
)
CAPACITY_MEMORY_SHORT = T(
    "media.capacity_memory_short",
    "one {gpu} cannot hold {workload} as asked ({need:.1f} GB against {usable:.1f} GB usable)",
    "1 张 {gpu} 按原设置放不下 {workload}（需要 {need:.1f} GB，可用 {usable:.1f} GB）",
)
CAPACITY_ON_OTHER = T(
    "media.capacity_on_other",
    "on the {gpu} instead: {count} of them, each handling about {each}",
    "换成 {gpu}：需要 {count} 张，每张约 {each}",
)
"""The same load counted on another card named beside the first ("how many L4s, or L40S?")."""
BATCH_N = T("media.batch_n", "batch {batch:,}", "批大小 {batch:,}")
DATASET_READ = T(
    "media.dataset_read",
    "{name}: {images:,} training images per epoch (source: {source})",
    "{name}：每个 epoch {images:,} 张训练图（来源：{source}）",
)
DATASET_READ_STATED = T(
    "media.dataset_read_stated",
    "{name} has {images:,} training images per epoch (source: {source}); the {stated:,} you"
    " said is the count used",
    "{name} 每个 epoch 有 {images:,} 张训练图（来源：{source}）；按你说的 {stated:,} 张计算",
)
"""The dataset named with a rounded count ("coco 11.8 万张"): the count said runs, the exact size
noted."""
TRAINING_SPLIT = T(
    "media.training_split",
    "training split across {cards} cards by data parallelism (each card trains on its share of"
    " every batch), at ideal scaling: the gradient all-reduce between cards is not counted, so"
    " real runs are somewhat slower",
    "按数据并行分到 {cards} 张卡上训练（每张卡处理每个批次的一部分），按理想线性加速计："
    "未计卡间梯度同步（all-reduce）的开销，实际会慢一些",
)
AUDIO_SPLIT = T(
    "media.audio_split",
    "{hours:,g} h of audio split across {cards} cards, about {each:,g} h each, transcribed side by"
    " side (each card runs its own copy of the model; nothing passes between them)",
    "{hours:,g} 小时音频分给 {cards} 张卡，每张约 {each:,g} 小时并行转写"
    "（每张卡各跑一份模型，卡间不传数据）",
)
JOB_DAYS = T(
    "workload.job_days",
    "about {hours:,.1f} hours ({days:,.1f} days)",
    "约 {hours:,.1f} 小时（{days:,.1f} 天）",
)
TIME_MULTIPLE = T(
    "media.time_multiple",
    "about {ratio:,.1f}x the time of {base} ({base_time})",
    "约为 {base}（{base_time}）的 {ratio:,.1f} 倍",
)
SPEECH_JOB_WINDOWS = T(
    "media.speech_job_windows",
    "the job is {hours:,g} h of audio = {windows:,} windows of 30 s per epoch (Whisper trains on"
    " 30 s windows), {total:,} windows over {epochs:g} epoch(s); time it at your trainer's"
    " samples/s from a short run",
    "任务量：{hours:,g} 小时音频 = 每个 epoch {windows:,} 个 30 秒窗口"
    "（Whisper 按 30 秒窗口训练），{epochs:g} 个 epoch 共 {total:,} 个窗口；"
    "用短跑测出训练器的样本/秒即可换算时长",
)
JOINED_NOT_IN_CATALOG = T(
    "media.joined_not_in_catalog",
    "**Not in my catalog: {names}**, which runs beside {model}; the figures below are for"
    " {model} alone, and {names} needs its own memory on top",
    "**{names} 不在我的目录里**，它与 {model} 一起运行；下面的数字只算 {model} 本身，"
    "{names} 还要另占显存",
)
LISTED_NOT_IN_CATALOG = T(
    "media.listed_not_in_catalog",
    "not in my catalog: {names}; the list covers the {family} models I size ({models})",
    "{names} 不在我的目录里；列表只含我能估算的{family}模型（{models}）",
)
ALWAYS_ON_DRAW = T(
    "media.always_on_draw",
    "Running {hours:g} hours a day: {cards}{gpu} at up to {watts:,.0f} W is about {kwh:,.1f} kWh"
    " a day",
    "每天运行 {hours:g} 小时：{cards}{gpu} 满载约 {watts:,.0f} W，每天约 {kwh:,.1f} 度电",
)
SPEED_BAR = T(
    "media.speed_bar",
    "Only cards at least {speedup:.1f}x faster than the {gpu} count (your {said} to under"
    " {target}): at most {limit} per item by my estimate, against {ref} on the {gpu}",
    "只算比 {gpu} 快至少 {speedup:.1f} 倍的卡（你的 {said} 要压到 {target} 以内）：按我的估算每个"
    "不超过 {limit}，{gpu} 上约 {ref}",
)
ENCODER_SIBLING = T(
    "media.encoder_sibling",
    "no published measurement of its own: scaled from {base} by image-encoder parameters"
    " (x{ratio:.2f}; same input size, same architecture)",
    "没有它自己的公开实测：由 {base} 按图像编码器参数量换算（x{ratio:.2f}；输入尺寸和结构相同）",
)
VISION_TRAIN_FROM_INFERENCE = T(
    "media.vision_train_from_inference",
    "training at {factor:g}x the time of one inference pass per image (forward + backward);"
    " about {rate:,.1f} images/s",
    "训练按每张图 {factor:g} 倍推理时间计（前向 + 反向）：约 {rate:,.1f} 张/秒",
)
VISION_TRAIN_UNCHECKED = T(
    "media.vision_train_unchecked",
    "this model's training speed is derived from its inference time, not a published training"
    " run; data loading and augmentation can make it slower",
    "这个模型的训练速度由推理耗时推得，不是公开的训练实测；数据加载和增强可能让它更慢",
)
FP16_REFUSED = T(
    "media.fp16_refused",
    "**No: {runtime} (CTranslate2) will not load float16 on the {gpu}: its compute capability"
    " {capability} is older than the 7.0 (Volta) CTranslate2 needs for float16.** Set"
    ' `compute_type="int8"` (or `"float32"`); memory is not what stops it: {need}.',
    "**不行：{runtime}（CTranslate2）在 {gpu} 上不能以 float16 加载：它的计算能力 {capability}，"
    '低于 CTranslate2 的 float16 所需的 7.0（Volta）。**改用 `compute_type="int8"`'
    '（或 `"float32"`）；卡住它的不是显存：{need}。',
)
TTS_NOT_MODELLED = T(
    "media.tts_not_modelled",
    "text-to-speech beside the language model is not modelled (my speech models transcribe):"
    " the card is sized for the language model, so leave a few GB for the speech model",
    "语音合成（TTS）没有估算（我的语音模型只有转写）：按语言模型选卡，给语音合成模型另留几 GB 显存",
)
VOICE_NOT_MODELLED = T(
    "media.voice_not_modelled",
    "{names} is not in my catalog: my speech models transcribe (Whisper), and I don't size"
    " speech synthesis or voice cloning, so I won't stand a transcriber in for it",
    "{names} 不在我的目录里：我的语音模型只做转写（Whisper），不估算语音合成或声音克隆，"
    "所以不拿转写模型代替它来估算",
)
