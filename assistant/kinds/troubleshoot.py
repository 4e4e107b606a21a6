"""Troubleshooting: out of memory, low utilisation, poor scaling, NCCL errors, a fake card."""

from assistant.answer.compose_trouble import compose_troubleshoot
from assistant.kinds.base import Examples, Kind
from assistant.question.plan_trouble import plan_troubleshoot

TROUBLESHOOT = Kind(
    name="troubleshoot",
    intent=None,
    examples=Examples(
        en=(
            "CUDA out of memory when fine-tuning llama 8b on a 4090, what do I do",
            "my GPU utilization is only 30% during training",
            "training on 4 GPUs is barely faster than on one",
            "NCCL timeout error on multi-node training",
            "how do I check the rented gpu is actually an A100",
        ),
        zh=(
            "4090微调8B爆显存了怎么办",
            "训练时GPU利用率只有30%",
            "多卡训练没快多少",
            "NCCL超时报错怎么解决",
            "怎么验证租的卡是不是真的A100",
        ),
    ),
    plan=plan_troubleshoot,
    compose=compose_troubleshoot,
    prior=lambda q: q.task == "troubleshoot",
    needs_calls=False,
)
