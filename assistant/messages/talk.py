"""Refusals that name their subject and the card notes of explanations, in English and Chinese.

Same rules as ``table`` and ``failures``: the same named values in both languages.
"""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

DECLINED_CRYPTO_MINING = T(
    "talk.declined.crypto_mining",
    "I don't cover crypto mining (hash rates, coin prices, mining profits): I only help with"
    " choosing GPUs, servers and cloud instances for AI work.",
    "挖矿不在我的范围内（没有算力、币价和挖矿收益的数据）：我只能回答与 AI 算力选型相关的问题。",
)
DECLINED_GAMING = T(
    "talk.declined.gaming",
    "I don't cover games (frame rates, game settings): I only help with choosing GPUs, servers"
    " and cloud instances for AI work.",
    "游戏不在我的范围内（没有帧率和画质设置的数据）：我只能回答与 AI 算力选型相关的问题。",
)
DECLINED_MODEL_QUALITY = T(
    "talk.declined.model_quality",
    "I don't cover how good models or chatbots are at answering (quality, coding, reasoning):"
    " I only help with the hardware side, that is which GPUs run a model, how fast and at what"
    " cost.",
    "我不评判模型或聊天产品哪个更好用（回答质量、写代码、推理能力）：我只能回答硬件这一侧的问题，"
    "也就是跑某个模型要用什么显卡、速度多快、花多少钱。",
)
DECLINED_CLOSE = T(
    "talk.declined.close",
    "What is close: whether a model fits your GPUs, how fast it runs, what a cloud job costs,"
    " and whether to rent or buy.",
    "相近的问题我可以回答：模型能否装进你的显卡、运行速度、云上任务成本，以及租还是买。",
)
BLOCKED_LEAD = T("talk.blocked.lead", "**I can't size this:** ", "**无法估算：**")
BLOCKED_ASKED = T(
    "talk.blocked.asked",
    "You asked about {request}: tell me how many cards (one or more) and I'll size it.",
    "你问的是 {request}：告诉我用几张卡（至少 1 张），我再来估算。",
)
