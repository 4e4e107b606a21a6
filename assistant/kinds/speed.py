"""Speed: tokens per second of a model on a setup, decode or training."""

from assistant.answer.compose_speed import compose_speed
from assistant.kinds.base import Examples, Kind
from assistant.question.plan_speed import plan_speed

SPEED = Kind(
    name="speed",
    intent="speed",
    examples=Examples(
        en=(
            "how many tokens/s does llama 70b get on two 3090s",
            "how fast is qwen 32b on a 4090",
            "what speed can I expect from 8B on an M2 Max",
            "tokens per second of mistral 7b on an A100 with vllm",
            "is a 5090 faster than a 4090 for 13B inference",
            "how fast does training a 7B LoRA go on an H100",
        ),
        zh=(
            "两张3090跑70B每秒多少token",
            "4090跑Qwen 32B速度怎么样",
            "A100上用vLLM跑Mistral 7B每秒多少token",
            "H100训练7B的LoRA有多快",
            "4090推理13B一秒能出多少字",
            "单卡L40S跑14B的生成速度",
        ),
    ),
    plan=plan_speed,
    compose=compose_speed,
    prior=lambda q: q.intent == "speed",
)
