"""What the image, video, vision and speech calculators assume and warn of, in English and Chinese.

Fragments without a final full stop, like ``table``; numbers carry the same format in both.
"""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

# --------------------------------------------------------------------------- memory

MEDIA_WEIGHTS = T(
    "media.weights",
    "{component} ({params:,.0f}M params) in {precision}: {gb:.2f} GB",
    "{component}（{params:,.0f}M 参数）按 {precision} 存放：{gb:.2f} GB",
)
MEDIA_SETTING = T(
    "media.setting",
    "{width}x{height} px, batch {batch}, {steps} steps",
    "{width}x{height} 像素，batch {batch}，{steps} 步",
)
MEDIA_CFG = T(
    "media.cfg",
    "classifier-free guidance: {passes} denoiser passes per step",
    "无分类器引导（CFG）：每步运行 {passes} 次去噪网络",
)
TEXT_ENCODERS_OFFLOADED = T(
    "media.te_offload",
    "text encoders leave the GPU after encoding the prompt ({gb:.2f} GB not resident)",
    "文本编码器编码完提示词后移出显存（{gb:.2f} GB 不常驻）",
)
VAE_TILED = T(
    "media.vae_tiled",
    "VAE decodes in {tile}x{tile} px tiles",
    "VAE 按 {tile}x{tile} 像素分块解码",
)
VAE_UPCAST = T(
    "media.vae_upcast",
    "the VAE decodes in fp32 (diffusers upcasts this VAE, it overflows in fp16)",
    "VAE 以 fp32 解码（diffusers 会为这个 VAE 升精度，它在 fp16 下会溢出）",
)
VAE_DECODE = T(
    "media.vae_decode",
    "VAE decode of {images} image(s) at once: {gb:.2f} GB",
    "一次解码 {images} 张图的 VAE 显存：{gb:.2f} GB",
)
LATENTS_CACHED = T(
    "media.latents_cached",
    "latents cached ahead of training: the VAE stays off the GPU",
    "训练前预先缓存 latents：VAE 不占显存",
)
TEXT_ENCODER_TRAINED = T(
    "media.te_trained",
    "text encoders trained too ({params:,.0f}M params)",
    "文本编码器也参与训练（{params:,.0f}M 参数）",
)
LORA_SHARE = T(
    "media.lora_share",
    "LoRA rank {rank}: about {params:,.1f}M trainable params (assumed {share:.2%} of the"
    " denoiser per rank step of 16)",
    "LoRA 秩 {rank}：约 {params:,.1f}M 可训练参数（按每 16 秩占去噪网络 {share:.2%} 估算）",
)
TRAIN_STATE = T(
    "media.train_state",
    "{optimizer}: {bytes:g} bytes per trainable param (fp32 master, gradient, optimizer state)",
    "{optimizer}：每个可训练参数 {bytes:g} 字节（fp32 主权重、梯度、优化器状态）",
)
TRAIN_ACTIVATIONS = T(
    "media.train_activations",
    "training activations about {gb:.1f} GB ({checkpointing})",
    "训练激活约 {gb:.1f} GB（{checkpointing}）",
)
CHECKPOINTING_LABEL_ON = T("media.ckpt_on", "gradient checkpointing on", "开启梯度检查点")
CHECKPOINTING_LABEL_OFF = T("media.ckpt_off", "gradient checkpointing off", "不开梯度检查点")
TRAINING_UNCHECKED = T(
    "media.training_unchecked",
    "training memory for image models is not yet checked against published peaks; treat it"
    " as a guide within about 30%",
    "图像模型的训练显存尚未与公开实测峰值核对，误差可能在 30% 左右，仅供参考",
)
VISION_TRAIN = T(
    "media.vision_train",
    "AMP training with AdamW: 16 bytes per param, activations {mb:.0f} MB per image at {size} px",
    "AMP 混合精度 + AdamW 训练：每参数 16 字节，{size} 像素下每张图激活约 {mb:.0f} MB",
)
VISION_ACTIVATIONS_UNCOUNTED = T(
    "media.vision_activations_uncounted",
    "activation memory is not counted: the catalog has no FLOP count for {workload} to scale"
    " it from, so the real peak is higher, most of all in training",
    "激活显存没有计入：目录里没有 {workload} 的 FLOPs 数据可用来换算，"
    "实际峰值会更高，训练时尤其如此",
)
VISION_ACTIVATION_UNCHECKED = T(
    "media.vision_unchecked",
    "vision activation memory is scaled from FLOPs, not from a published peak",
    "视觉模型的激活显存按计算量推算，未与公开峰值核对",
)
SPEECH_RUNTIME_MEMORY = T(
    "media.speech_memory",
    "{runtime} runtime {overhead:.2f} GB plus {per:.2f} GB per parallel stream (beam 5)",
    "{runtime} 运行时 {overhead:.2f} GB，每路并行音频另加 {per:.2f} GB（beam 5）",
)
RUNTIME_OVERHEAD = T(
    "media.overhead",
    "CUDA context and framework: {gb:.1f} GB",
    "CUDA 上下文与框架开销：{gb:.1f} GB",
)
NEEDS_OFFLOAD = T(
    "media.needs_offload",
    "does not fit as loaded; {change} would bring it to {gb:.1f} GB",
    "按当前方式装不下；{change}后约 {gb:.1f} GB",
)
CHANGE_TE_OFFLOAD = T(
    "media.change_te_offload", "offloading the text encoders", "把文本编码器移出显存"
)
CHANGE_NF4 = T("media.change_nf4", "an NF4 denoiser", "把去噪网络量化为 NF4")
CHANGE_FP8 = T("media.change_fp8", "an fp8 denoiser", "把去噪网络存为 fp8")
CHANGE_8BIT_ADAM = T("media.change_8bit", "8-bit AdamW", "使用 8-bit AdamW")
CHANGE_TILING = T("media.change_tiling", "VAE tiling", "开启 VAE 分块解码")

# --------------------------------------------------------------------------- speed

MEDIA_THROUGHPUT = T(
    "media.throughput",
    "scaled from {anchor} on {gpu} ({source}) by sqrt(tensor TFLOPS x bandwidth):"
    " x{ratio:.2f} on this GPU",
    "由 {gpu} 上的实测（{anchor}，来源 {source}）按 sqrt(张量算力 × 显存带宽) 换算：本卡为其"
    " x{ratio:.2f}",
)
CONSUMER_FP16 = T(
    "media.consumer_fp16",
    "GeForce cards counted at their fp16 tensor rate (twice the fp32-accumulate figure)",
    "GeForce 消费卡按 fp16 张量算力计（fp32 累加数字的两倍）",
)
SCALED_FROM_SIBLING = T(
    "media.scaled_sibling",
    "no published measurement of its own: scaled from {base} by denoiser parameters (x{ratio:.2f})",
    "没有它自己的公开实测：由 {base} 按去噪网络参数量换算（x{ratio:.2f}）",
)
RESOLUTION_SCALING = T(
    "media.resolution_scaling",
    "time per step grows as (pixels)^{exponent:g}",
    "每步耗时按（像素数）^{exponent:g} 增长",
)
QUANT_SPEED = T(
    "media.quant_speed",
    "weight-only {precision} assumed as fast as bf16 (Flux NF4 ran as fast as BF16 on an"
    " H100); GGUF and bitsandbytes int8 often run slower",
    "假设仅权重量化的 {precision} 与 bf16 一样快（Flux NF4 在 H100 上与 BF16 同速）；"
    "GGUF 与 bitsandbytes int8 往往更慢",
)
BATCH_ONE_LAUNCH = T(
    "media.batch_one",
    "at batch 1 small models can be limited by the CPU launching kernels, not the GPU",
    "batch 1 时小模型可能受 CPU 发射 kernel 的速度限制，而不是 GPU",
)
EXCLUDES_VAE = T(
    "media.excludes_vae",
    "time per image counts the denoising steps; text encoding and VAE decode add a few percent",
    "每张图耗时只计去噪步骤；文本编码与 VAE 解码另加几个百分点",
)
TRAIN_STEP_COST = T(
    "media.train_step",
    "a training step costs {factor:g}x a forward pass (backward pass{recompute})",
    "每个训练步按 {factor:g} 倍前向计算量计（反向传播{recompute}）",
)
RECOMPUTE_NOTE = T("media.recompute", " plus recomputation", "，加上重计算")
STEPS_FROM_IMAGES = T(
    "media.steps_from_images",
    "{steps:,} training steps = {images:,} images × {epochs:g} epochs ÷ batch {batch} (one"
    " repeat per image; kohya-style repeats multiply it)",
    "训练步数 {steps:,} = {images:,} 张图 × {epochs:g} 个 epoch ÷ batch {batch}（每张图重复 1 次；"
    "kohya 的 repeats 会成倍增加）",
)
CLIPS_JOB = T(
    "media.clips_job",
    "{clips:,} clips one after another at {each:,.0f} s each",
    "{clips:,} 段视频依次生成，每段 {each:,.0f} 秒",
)
VISION_LATENCY = T(
    "media.vision_latency",
    "TensorRT FP16 at batch 1: {fixed:.2f} ms fixed plus {gflops:g} GFLOPs at {tflops:.1f}"
    " effective TFLOPS (fitted to Ultralytics YOLO11 T4 figures)",
    "TensorRT FP16、batch 1：固定 {fixed:.2f} 毫秒，加 {gflops:g} GFLOPs 按有效算力 {tflops:.1f}"
    " TFLOPS 计算（按 Ultralytics YOLO11 的 T4 数据拟合）",
)
VISION_TRAIN_RATE = T(
    "media.vision_train_rate",
    "training at {tflops:.1f} effective TFLOPS, 3x the forward FLOPs per image (scaled from"
    " ResNet-50 AMP at 2470 img/s on one A100 80GB, NVIDIA DeepLearningExamples)",
    "训练按有效算力 {tflops:.1f} TFLOPS、每张图 3 倍前向计算量计（由 NVIDIA DeepLearningExamples"
    " 中 ResNet-50 AMP 在单张 A100 80GB 上 2470 张/秒换算）",
)
SPEECH_RUNTIME = T(
    "media.speech_runtime",
    "{runtime} at x{factor:.2f} the time of faster-whisper (the faster-whisper benchmark table)",
    "{runtime} 耗时为 faster-whisper 的 x{factor:.2f}（faster-whisper 基准表）",
)
SPEECH_SIZE = T(
    "media.speech_size",
    "{model} runs {speed:g}x as fast as large (OpenAI Whisper README)",
    "{model} 的速度是 large 的 {speed:g} 倍（OpenAI Whisper README）",
)
NO_SPEED_BASIS = T(
    "media.no_speed_basis",
    "no published speed figure for {workload} yet: speed not estimated",
    "{workload} 还没有公开的速度数据：不估算速度",
)

TRAIN_SPEED_UNCHECKED = T(
    "media.train_speed_unchecked",
    "image-model training speed is scaled from inference and not yet checked against published"
    " it/s; real trainers at batch 1 are often 2-3x slower",
    "图像模型的训练速度由推理速度换算，尚未与公开的 it/s 核对；实际训练器在 batch 1 时常慢 2–3 倍",
)

# --------------------------------------------------------------------------- what cannot be sized

SPEECH_INFERENCE_ONLY = T(
    "media.speech_inference_only",
    "{workload}: DreamBooth applies to image models; use LoRA or full fine-tuning",
    "{workload}：DreamBooth 只适用于图像模型；请用 LoRA 或全量微调",
)
VISION_NO_LORA = T(
    "media.vision_no_lora",
    "{workload}: LoRA/DreamBooth apply to image models; use method full",
    "{workload}：LoRA/DreamBooth 只适用于图像模型；请用全量训练（full）",
)
VIDEO_NO_TRAINING = T(
    "media.video_no_training",
    "{workload}: video training is not sized yet",
    "{workload}：暂不估算视频模型的训练",
)
NO_TENSOR_FIGURE = T(
    "media.no_tensor_figure",
    "{gpu} has no fp16/bf16 tensor TFLOPS in the catalog to scale by",
    "目录里没有 {gpu} 的 fp16/bf16 张量算力，无法换算速度",
)

TENSOR_FROM_FP32 = T(
    "media.tensor_from_fp32",
    "{gpu} has no published fp16/bf16 tensor rate: taken as twice its FP32 rate,"
    " {fp32:,.1f} x 2 = {tflops:,.1f} TFLOPS",
    "{gpu} 没有公开的 fp16/bf16 张量算力：按 FP32 算力的两倍计，"
    "{fp32:,.1f} x 2 = {tflops:,.1f} TFLOPS",
)

# --------------------------------------------------------------------------- picks

PICK_RULE = T(
    "media.pick_rule",
    "keeps cards that fit with 10% of usable memory to spare, ranked by {rank}",
    "只保留可用显存留有 10% 余量的显卡，按{rank}排序",
)
RANK_PRICE = T("media.rank_price", "price", "价格")
RANK_SPEED = T("media.rank_speed", "speed", "速度")
RANK_JOB_COST = T("media.rank_job_cost", "the cost of the whole job", "整个任务的费用")
JOB_COST_NEEDS_SIZE = T(
    "media.job_cost_needs_size",
    "ranking by job cost needs renting and a job size (images and epochs, training steps or"
    " hours of audio)",
    "按任务费用排序需要选择租用并给出任务规模（图片数与 epoch 数、训练步数或音频小时数）",
)
PRICE_BASIS_BUY = T(
    "media.price_buy",
    "buy price is the card's launch price in the catalog",
    "购买价按目录里的首发价",
)
PRICE_BASIS_RENT = T(
    "media.price_rent",
    "rent price is the cheapest on-demand GPU-hour in the price book",
    "租用价按价格表中最便宜的按需 GPU 小时价",
)

WORKLOAD_READ_AS = T(
    "workload.read_as",
    "'{name}' read as {model}, the model most people run for it",
    "“{name}”按 {model} 估算（最常用的模型）",
)

WORKLOAD_NAME_READ = T(
    "workload.name_read",
    "'{name}' read as {model}",
    "“{name}”按 {model} 理解",
)

IMAGES_COUNT_READ = T(
    "workload.images_count_read",
    "'{surface}' read as {n:,} images, not as {surface} resolution",
    "“{surface}”按 {n:,} 张图理解，不是 {surface} 分辨率",
)

# --------------------------------------------------------------------------- answers

FAMILY_IMAGE = T("workload.family_image", "image", "图像")
FAMILY_VIDEO = T("workload.family_video", "video", "视频")
FAMILY_VISION = T("workload.family_vision", "vision", "视觉")
FAMILY_SPEECH = T("workload.family_speech", "speech", "语音")
NOT_IN_CATALOG = T(
    "workload.not_in_catalog",
    "Not in my catalog: {names}. The {family} models I size are {models};"
    " as a guide, here is {model}",
    "{names} 不在我的目录里。我能估算的{family}模型有 {models}；下面以 {model} 作参考",
)
ALSO_NOT_IN_CATALOG = T(
    "workload.also_not_in_catalog",
    "not in my catalog: {names}; the figures are for {model}, also named",
    "{names} 不在我的目录里；数字按同样提到的 {model} 计算",
)
MEMORY_NEEDED = T(
    "workload.memory_needed",
    "{what} needs about {gb:,.1f} GB of GPU memory",
    "{what} 约需 {gb:,.1f} GB 显存",
)
CHEAPEST_HOLDS = T(
    "workload.cheapest_holds",
    "The cheapest card to buy that runs it: the {gpu}, {gb:,.1f} GB of {usable:,.1f} GB usable",
    "能跑它、买来最便宜的卡：{gpu}，需 {gb:,.1f} GB，可用 {usable:,.1f} GB",
)
CHEAPEST_HOLDS_WITH = T(
    "workload.cheapest_holds_with",
    "The cheapest card to buy that runs it: the {gpu} with {change},"
    " {gb:,.1f} GB of {usable:,.1f} GB usable",
    "能跑它、买来最便宜的卡：{gpu}，需{change}，需 {gb:,.1f} GB，可用 {usable:,.1f} GB",
)
LIST_LEAD = T(
    "workload.list_lead",
    "On the {gpu} ({usable:,.1f} GB usable): {rows}",
    "{gpu}（可用 {usable:,.1f} GB）：{rows}",
)
LIST_LEAD_TRAINING = T(
    "workload.list_lead_training",
    "Training on the {gpu} ({usable:,.1f} GB usable): {rows}",
    "在 {gpu} 上训练（可用 {usable:,.1f} GB）：{rows}",
)
LIST_FITS = T(
    "workload.list_fits",
    "{model} ({params}) fits at {precision} ({gb:,.1f} GB)",
    "{model}（{params}）用 {precision} 能装下（{gb:,.1f} GB）",
)
LIST_TIGHT = T(
    "workload.list_tight",
    "{model} ({params}) is tight at {precision} ({gb:,.1f} GB)",
    "{model}（{params}）用 {precision} 勉强装下（{gb:,.1f} GB）",
)
LIST_NO = T(
    "workload.list_no",
    "{model} ({params}) does not fit, even at {precision} ({gb:,.1f} GB)",
    "{model}（{params}）即使用 {precision} 也装不下（{gb:,.1f} GB）",
)
LIST_RULE = T(
    "workload.list_rule",
    "each model is tried at its native 16-bit precision, then fp8 and NF4 (image and video) or"
    " int8 (speech); 'fits' leaves 10% of usable memory to spare, 'tight' less",
    "每个模型先按原生 16 位精度试，再试 fp8 和 NF4（图像、视频）或 int8（语音）；"
    "“能装下”指留有 10% 可用显存余量，“勉强”指余量更少",
)
STEPS_N = T("workload.steps_n", "{steps:,} steps", "{steps:,} 步")
JOB_MINUTES = T(
    "workload.job_minutes",
    "about {minutes:,.0f} minutes ({hours:,.2f} hours)",
    "约 {minutes:,.0f} 分钟（{hours:,.2f} 小时）",
)
JOB_WITHIN = T(
    "workload.job_within",
    "Yes, it finishes within the {window:g} hours you have",
    "能，{window:g} 小时内跑得完",
)
JOB_OVERRUNS = T(
    "workload.job_overruns",
    "No, it overruns the {window:g} hours you have",
    "跑不完，超出你的 {window:g} 小时",
)
JOB_HOURS = T("workload.job_hours", "about {hours:,.1f} hours", "约 {hours:,.1f} 小时")
TRAIN_JOB = T(
    "workload.train_job",
    "{time} for {steps:,} training steps at about {rate:,.2f} it/s",
    "{steps:,} 步训练{time}（约 {rate:,.2f} it/s）",
)
BATCH_RATE = T(
    "workload.batch_rate",
    "about {rate:,.0f} images/s at batch {batch:,} ({latency:,.1f} ms per image at batch 1)",
    "batch {batch:,} 时约 {rate:,.0f} 张/秒（batch 1 时每张 {latency:,.1f} 毫秒）",
)
CARDS_FOR_RATE = T(
    "workload.cards_for_rate",
    "{count} x {gpu} for {target:,.0f} {unit} a minute at peak: each does about {each:,.1f}"
    " a minute",
    "高峰每分钟 {target:,.0f} {unit}需要 {count} x {gpu}：每张卡每分钟约 {each:,.1f}",
)
IMAGE_JOB = T(
    "workload.image_job",
    "the job: {images:,} images at about {each:.1f} s each is {hours:,.1f} hours on one card",
    "任务量：{images:,} 张图，每张约 {each:.1f} 秒，单卡约 {hours:,.1f} 小时",
)
IMAGE_JOB_SHARED = T(
    "workload.image_job_shared",
    "{job}; {count} cards share it: {wall:,.1f} hours",
    "{job}；{count} 张卡分担：{wall:,.1f} 小时",
)
UNIT_IMAGES = T("workload.unit_images", "images", "张图")
UNIT_VIDEOS = T("workload.unit_videos", "videos", "段视频")
PROVIDER_ONLY = T(
    "workload.provider_only",
    "priced only on {provider}'s offers, as asked",
    "按要求只比较 {provider} 的报价",
)

__all__ = [name for name in dir() if name.isupper() and name != "T"]

# --------------------------------------------------------------------------- serving capacity

CAPACITY_IS_FOR_SERVING = T(
    "workload.capacity_serving",
    "a serving target (images a minute, streams) is for inference, not training",
    "服务目标（每分钟出图数、并发流数）只适用于推理，不适用于训练",
)
CAPACITY_TOO_SLOW = T(
    "workload.capacity_too_slow",
    "one {gpu} cannot keep up with a single real-time stream of {workload}",
    "一张 {gpu} 跑 {workload} 连一路实时流都跟不上",
)
CAPACITY_SPEECH = T(
    "workload.capacity_speech",
    "streams cut into chunks and transcribed {batch} at a time (faster-whisper batched):"
    " real-time factor {rtf:.4f} per second of audio at that batch, so one card keeps up with"
    " 1 / {rtf:.4f} streams",
    "各路音频切成片段，每批 {batch} 路一起转写（faster-whisper 批处理）：该批量下每秒音频的实时率"
    " {rtf:.4f}，所以一张卡能跟上 1 / {rtf:.4f} 路",
)
CAPACITY_CAMERAS = T(
    "workload.capacity_cameras",
    "frames from {batch} cameras share one batch: about {rate:,.0f} frames/s per card",
    "{batch} 路摄像头的帧合成一个批次：每张卡约 {rate:,.0f} 帧/秒",
)
CAPACITY_FPS_DEFAULT = T(
    "workload.capacity_fps",
    "{fps:g} frames a second per camera (no frame rate stated)",
    "每路摄像头按每秒 {fps:g} 帧计（问题没有给出帧率）",
)
CAPACITY_IMAGES_BATCHED = T(
    "workload.capacity_images_batched",
    "requests batched {batch} at a time: about {rate:,.0f} images/s per card",
    "每 {batch} 个请求合成一个批次：每张卡约 {rate:,.0f} 张/秒",
)
CAPACITY_ONE_AT_A_TIME = T(
    "workload.capacity_one_at_a_time",
    "each card renders one request at a time (batch 1); VAE decode and queueing not included",
    "每张卡一次处理一个请求（batch 1）；不含 VAE 解码和排队时间",
)
CAPACITY_CARDS = T(
    "workload.capacity_cards",
    "{count} x {gpu} for {target} {unit} of {workload}: each card handles about {each} ({limit})",
    "{workload} 要 {target} {unit}，需要 {count} x {gpu}：每张卡约 {each}（{limit}）",
)
CAPACITY_HANDLES = T(
    "workload.capacity_handles",
    "{count} x {gpu} handles about {total:,.0f} {unit} of {workload} ({limit})",
    "{count} x {gpu} 跑 {workload} 约能处理 {total:,.0f} {unit}（{limit}）",
)
CAPACITY_UNIT_IMAGES = T("workload.cap_unit_images", "images a minute", "张图/分钟")
CAPACITY_UNIT_VIDEOS = T("workload.cap_unit_videos", "videos a minute", "段视频/分钟")
CAPACITY_UNIT_AUDIO = T("workload.cap_unit_audio", "real-time audio streams", "路实时音频流")
CAPACITY_UNIT_CAMERAS = T(
    "workload.cap_unit_cameras", "camera streams at {fps:g} fps", "路 {fps:g} fps 摄像头视频流"
)
CAPACITY_LIMIT_COMPUTE = T(
    "workload.cap_limit_compute", "compute-bound at batch {batch}", "受算力限制，batch {batch}"
)
CAPACITY_LIMIT_MEMORY = T(
    "workload.cap_limit_memory",
    "memory holds only batch {batch}, so memory limits it",
    "显存只放得下 batch {batch}，受显存限制",
)
CAPACITY_NO_FIT = T(
    "workload.cap_no_fit",
    "as asked it does not fit: {need:.1f} GB against {usable:.1f} GB usable",
    "按原设置装不下：需要 {need:.1f} GB，可用 {usable:.1f} GB",
)
JOB_NEEDS_IMAGES = T(
    "workload.job_needs_images",
    "I can't size the job's time: the question gives no image count for the dataset. At {rate}"
    " one epoch takes (images / {per_s:,.0f}) seconds; COCO's 118,287 training images would take"
    " {coco:,.1f} hours an epoch",
    "无法估算训练时长：问题没有给出数据集的图片数。按{rate}，一轮耗时 = 图片数 / {per_s:,.0f} 秒；"
    "以 COCO 的 118,287 张训练图为例，一轮约 {coco:,.1f} 小时",
)
WORKLOAD_JOB = T(
    "workload.workload_job",
    "the job on one card ({workload}): {phrase} ({rate})",
    "单卡任务（{workload}）：{phrase}（{rate}）",
)
AUDIO_JOB = T(
    "workload.audio_job",
    "the job on one card ({workload}, {audio:,g} h of audio): {phrase} ({rate})",
    "单卡任务（{workload}，{audio:,g} 小时音频）：{phrase}（{rate}）",
)
