"""Host memory: is the system RAM of a stated box enough for its GPUs and model."""

from assistant.answer.compose_trouble import compose_host
from assistant.kinds.base import Examples, Kind
from assistant.question.plan_trouble import plan_host

HOST = Kind(
    name="host",
    intent=None,
    examples=Examples(
        en=(
            "is 64GB of RAM enough for 4x 4090?",
            "how much system memory do I need for an 8 GPU server",
            "host RAM for loading a 70B model",
        ),
        zh=("4张4090配64G内存够吗？", "8卡服务器需要多大内存", "加载70B模型需要多少主机内存"),
    ),
    plan=plan_host,
    compose=compose_host,
    prior=lambda q: q.task == "host",
    needs_calls=False,
)
