"""Small talk: a greeting or thanks is answered as itself, with what I can do (no calculator)."""

from collections.abc import Sequence

from assistant.answer.compose import Draft, say
from assistant.calc.money import STALE_AFTER_DAYS
from assistant.kinds.base import Examples, Kind, no_plan
from assistant.messages.talk import ABOUT_DATA
from assistant.models import ToolCall


def compose_smalltalk(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """A one-line reply, then three questions people ask me; thanks get "you're welcome".

    A laughing remark gets a light reply first.
    """
    if draft.query.thanks:
        draft.add(
            say(
                draft.lang,
                "Glad to help! Ask me again whenever you size a model, pick a card or price a"
                " cloud job.",
                "不客气！之后要估显存、选卡或算云上成本，随时再问我。",
            )
        )
        return
    if draft.query.remark:  # "lol my wife will kill me over the power bill": a light reply
        draft.add(
            say(
                draft.lang,
                "Ha, fair enough! When you have a question, I help you choose GPUs, servers and"
                " cloud instances for AI work: what fits, how fast it runs, what it costs to rent"
                " or to power.",
                "哈哈，可以理解！有问题随时问我：我帮你为 AI 工作选 GPU、服务器和云实例，"
                "包括能不能装下、跑多快、租用或电费要花多少。",
            )
        )
    elif draft.query.about_cost:  # "这个助手是免费的吗": what asking me costs
        draft.add(
            say(
                draft.lang,
                "Asking me costs nothing per question: I'm GPU Advisor, and I run on this machine"
                " with my own parser, calculators, GPU catalog and guides; no paid API is called"
                " unless whoever set me up turned on the optional LLM that rewords answers. The"
                " prices I quote are for GPUs and cloud time, not for me.",
                "每次提问不花钱：我是 GPU Advisor，在本机运行，靠自己的问题解析器、计算器、"
                "显卡目录和指南回答；除非部署的人开启了用来润色答案的可选大模型，"
                "否则不调用任何收费 API。"
                "我报的价格是显卡和云算力的，不是我的。",
            )
        )
    elif draft.query.about_data:  # "你的数据是哪年的？价格准不准": how my figures are dated
        draft.add(ABOUT_DATA(days=STALE_AFTER_DAYS).render(draft.lang))
    elif draft.query.about_me:  # "are you deepseek?": what I am, and what I do
        draft.add(
            say(
                draft.lang,
                "I'm GPU Advisor, not a chat model such as DeepSeek or GPT: I help you choose GPUs,"
                " servers and cloud instances for AI work, with a question parser, calculators and"
                " this project's own GPU catalog, price book and guides.",
                "我是 GPU Advisor，不是 DeepSeek、GPT 这类聊天大模型：我帮你为 AI 工作选 GPU、"
                "服务器和云实例，靠的是问题解析器、计算器和本项目自己的显卡目录、价格表和指南。",
            )
        )
    else:
        draft.add(
            say(
                draft.lang,
                "Hello! I help you choose GPUs, servers and cloud instances for AI work: whether a"
                " model fits your GPUs, what a card can run, how fast it goes, what renting costs,"
                " and whether to rent or buy.",
                "你好！我帮你为 AI 工作选 GPU、服务器和云实例：模型能不能装进你的显卡、"
                "一张卡能跑什么、速度多快、租用要花多少，以及租还是买。",
            )
        )
    draft.add(
        say(
            draft.lang,
            "For example: *can I fine-tune a 13B model on two 4090s?*, *what does a week of"
            " 8×H100 cost on spot?*, *A100 or H100 for training?*",
            "比如：*两张4090能微调13B模型吗？*、*8卡H100抢占式跑一周多少钱？*、*训练选A100还是H100？*",
        )
    )


SMALLTALK = Kind(
    name="smalltalk",
    intent="unsupported",
    examples=Examples(
        en=(
            "hi",
            "hello there",
            "thanks!",
            "thank you so much",
            "who are you",
            "what can you do",
            "ok thanks, that helped",
            "who made you?",
            "what model are you built on?",
        ),
        zh=(
            "你好",
            "谢谢",
            "多谢大佬",
            "你是谁",
            "你能做什么",
            "好的，明白了",
            "懂了，我再想想",
            "你是什么模型做的",
        ),
    ),
    plan=no_plan,
    compose=compose_smalltalk,
    prior=lambda q: q.smalltalk,
    needs_calls=False,
)
