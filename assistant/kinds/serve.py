"""Serving: GPUs, KV budget and tokens/s per user for N concurrent users."""

from assistant.answer.compose_speed import compose_serve
from assistant.kinds.base import Examples, Kind
from assistant.models import Query
from assistant.question.planner import plan_serve


def _serves_users(query: Query) -> bool:
    return query.users is not None and (query.model_id is not None or query.params_b is not None)


SERVE = Kind(
    name="serve",
    intent="recommend",
    examples=Examples(
        en=(
            "how many GPUs to serve llama 3 70b to 100 concurrent users",
            "what do I need to host a 7B chatbot for 500 users",
            "can one H100 serve 50 users of qwen 32b with vllm",
            "gpus needed for 20 simultaneous users at 30 tokens/s each",
            "serving deepseek for our company of 200 people, how many cards",
            "capacity planning: 8B model, 1000 concurrent requests",
        ),
        zh=(
            "100个并发用户跑70B需要几张卡",
            "给500个用户部署7B聊天机器人要什么配置",
            "一张H100用vLLM能扛50个并发的Qwen 32B吗",
            "20个人同时用，每人每秒30个token，要几张GPU",
            "公司200人用DeepSeek，需要多少张卡",
            "8B模型1000并发需要多少显卡",
        ),
    ),
    plan=plan_serve,
    compose=compose_serve,
    # N concurrent users of a model is a serving question, whatever the verb ("can one A10G
    # handle 10 users of Mistral 7B?"): a single-GPU fit check would answer another question
    prior=lambda q: _serves_users(q) and (q.task == "serve" or (q.users or 0) >= 2),
    admits=_serves_users,
)
