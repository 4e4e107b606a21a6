"""Fit check: will this model run or train on these GPUs? The first line is yes / no / how."""

from assistant.answer.compose_fit import compose_fit
from assistant.kinds.base import Examples, Kind
from assistant.question.planner import plan_fit

FIT_CHECK = Kind(
    name="fit_check",
    intent="fit_check",
    examples=Examples(
        en=(
            "can I fine-tune a 13B model on two 4090s?",
            "will llama 3 70b fit on a single 4090",
            "is 24GB enough to run Qwen 32B at 4-bit",
            "can my 3060 12gb do qlora on mistral 7b",
            "does a 70B model fit in two A100 80GB for inference",
            "enough VRAM for full fine-tuning 7B on 8 H100s?",
            "will deepseek r1 distill 32b run on a 3090",
            "I get out of memory training llama 8b on a 4090, is it even possible",
            "can an RTX 5090 run gpt-oss 120b",
            "is a 16GB card enough for LoRA on an 8B model with 4k context",
        ),
        zh=(
            "两张4090能微调13B模型吗？",
            "单卡4090跑得动70B吗",
            "24G显存够跑Qwen 32B 4bit吗",
            "3060 12G能用QLoRA微调7B吗",
            "两张A100 80G能推理70B模型吗",
            "8张H100全参微调7B显存够不够",
            "3090能跑DeepSeek R1 32B蒸馏版吗",
            "4090训练8B爆显存了，到底能不能训",
            "5090能跑gpt-oss 120b吗",
            "16G显存做8B的LoRA够吗，上下文4k",
        ),
    ),
    plan=plan_fit,
    compose=compose_fit,
    prior=lambda q: q.intent == "fit_check",
)
