"""Topic words and the cues each intent is scored on (English and Chinese), for ``parsing``.

Patterns run on NFKC-folded, lower-cased text, like those in ``lexicon``.
"""

from __future__ import annotations

import re

from assistant.question.answer_asked import PREMIUM_REPAID
from assistant.question.buying_judged import BUYING_JUDGED
from assistant.question.declined_subjects import asks_model_quality as asks_model_quality
from assistant.question.declined_subjects import declined_subject as declined_subject
from assistant.question.declined_subjects import writes_for_me as writes_for_me
from assistant.question.definition_opener import DEFINITION_OPENER_RE as DEFINITION_OPENER_RE
from assistant.question.effect_ask import COST_HOW_MUCH_RE as COST_HOW_MUCH_RE
from assistant.question.effect_ask import PRICE_HOW_MUCH
from assistant.question.indifference import without_indifference as without_indifference
from assistant.question.link_words import LINK_LOSS_ASK
from assistant.question.llm_words import ai_work_said as ai_work_said
from assistant.question.off_topic_words import NON_AI_USE_RE as NON_AI_USE_RE
from assistant.question.off_topic_words import OFF_TOPIC_RE as OFF_TOPIC_RE
from assistant.question.providers import PROVIDER_RE
from assistant.question.rtf_words import RTF_ASK
from assistant.question.span_guesses import ESTIMATE_ASK
from assistant.question.upgrade_words import BUY_OR_WAIT, UPGRADE_ASK
from assistant.question.upgrade_words import upgrade_asked as upgrade_asked
from assistant.question.which_faster import WHICH_FASTER

# --------------------------------------------------------------------------- topic and intent

CLOSED_MODEL_RE = re.compile(
    r"(?<![a-z])(?:gpt-?(?:3\.5|4(?:o|\.1|\.5)?|5)(?:[\s-]?(?:mini|turbo|nano))?"
    r"(?![a-z0-9_-])(?!-?oss)"
    r"|o[134](?:-mini)?(?= (?:api|model))|claude(?: \w+)?|gemini(?: \d(?:\.\d)?)?(?: pro| flash)?"
    r"|(?:openai|anthropic|chatgpt)(?:\s*的)?\s*api)(?![a-z0-9_])"
    r"|文心一言|豆包app|通义千问app|kimi ?app",
)
"""A model that runs only on its maker's servers (GPT-4o, Claude, Gemini): fine-tuning or
using one is an API question with no GPU to choose."""
_CLOSED_NAME_RE = re.compile(
    r"(?:gpt-?[0-9][a-z0-9.]*|claude|gemini|o[134](?:-mini)?|文心一言)"
    r"(?:[ -](?:\d[\d.]*|sonnet|opus|haiku|pro|flash|mini|turbo|nano|ultra)(?![a-z])){0,3}"
)
"""How a closed model is named, version and tier included ("claude 3.5 sonnet", "gpt-4o")."""


def closed_model_name(work: str) -> str | None:
    """The closed model a question names, as written ("claude 3.5 sonnet"), or None."""
    found = CLOSED_MODEL_RE.search(work)
    if found is None:
        return None
    name = _CLOSED_NAME_RE.search(work, found.start())
    return (name.group(0) if name else found.group(0)).strip()


DOMAIN_RE = re.compile(
    r"(?<![a-z])(?:gpus?|vram|cuda|nvlink|nvswitch|nvidia|amd|tpus?|tokens?|llms?|models?"
    r"|params?|parameters?|fine[\s-]?tun\w*|finetun\w*|train\w*|inference|lora|qlora|quanti\w*"
    r"|cloud|instances?|servers?|clusters?|fp16|bf16|fp8|fp32|int8|int4|flops|tflops|hbm"
    r"|pcie|tensor|deepspeed|fsdp|zero|vllm|ollama|llama\.cpp|gguf|kv[\s-]?cache|bandwidth"
    r"|memory|batch(?:es|ing|ed)?|context|throughput|latency|rent|renting|buy|tco|spot|sxm|accelerators?"
    r"|graphics|card|cards|precision|mixed precision|rocm|ascend|embedding|transformer\w*"
    r"|attention|checkpoint\w*|optimizer|adam\w*|sharding|parallel\w*|datacenter|on-?prem\w*"
    r"|docker|containers?|drivers?|cudnn|pytorch|tensorflow|nccl|rdma|infiniband|roce|nvme"
    r"|storage|monitor\w*|prometheus|grafana|dcgm|cooling|deep learning|machine learning"
    r"|mfu|hfu|utili[sz]ation|tensor cores?|cuda cores?|mig|vgpu|fp4|mxfp4|nvfp4|awq|gptq"
    r"|exl2|speculative decoding|moe|mixture of experts|prefill|decode|ttft|pue|tdp|ecc|hgx|dgx"
    r"|rack|kwh|psu|power supply|mla|gqa|mqa|mha|flash[\s-]?attention|paged[\s-]?attention|gb|rigs?"
    r"|offload\w*|perplexity|ppl|g?ddr\d\w*|gddr|lpddr\d?\w*|hbm\w*|rtfx?|real[\s-]?time factor"
    # training's own words: "what is gradient accumulation", "epochs vs steps", "learning rate"
    r"|gradients?|epochs?|learning rate|warm-?up steps|backprop\w*|activations?)"
    r"(?![a-z])"
    r"|显卡|显存|算力|模型|大模型|参数|训练|微调|推理|部署|量化|云|实例|服务器|集群|带宽|内存"
    r"|精度|上下文|吞吐|延迟|租|买|卡|国产|昇腾|英伟达|芯片|机房|散热|功耗|电源|利用率|算力利用"
    r"|爆|梯度|检查点|报错|出图|炼丹|注意力|实时率"
    r"|深度学习|机器学习|镜像|驱动|容器|存储|监控|利用率|网络|数据加载"
    # a cloud instance type's own shape: "p4de.24xlarge", "a3-megagpu-8g", "ecs.gn7i-c8g1"
    r"|[a-z]\d[a-z0-9-]*\.\d*x?large\b|\b[a-z]\d-[a-z]*gpu-\d|\becs\.g"
)

GPUS_TOGETHER_RE = re.compile(
    r"(?<![a-z])(?:(?:same|one|a single) (?:box|rig|machine|pc|system|server|build|case)"
    # "mixed box: a 3090 and a 3060", "my rig has a 4090 and a 3090": the cards it holds
    r"|(?:mixed|hybrid) (?:box|rig|build|setup|cards?)"
    r"|(?:my|our|the) (?:box|rig|pc|build|machine|server) (?:has|holds|with|running|:)"
    r"|(?<!putting )(?<!put )(?<!piecing )together"  # "putting together a box": built, no pair
    r"|as (?:a|my) (?:second|2nd|third|3rd|another|extra) (?:card|gpu)|as (?:card|gpu) ?#\s?[2-4]"
    r"|in(?:to)? (?:the|my|a|an) (?:second|2nd|third|3rd|other|spare|free|empty|extra)"
    r" (?:pcie )?slot"
    r"|(?:mix|mixing|combine|combining|pair|pairing|use both|run both)(?= (?:an? |my |the )?\S*\d)"
    r"|\d{2,3}\s*g(?:b)? (?:total|in total|combined|pooled|of (?:combined|pooled|total) v?ram))"
    r"|=\s*\d{2,3}\s*g(?:b)?(?![a-z])"  # "16gb + 12gb = 28gb": the cards' memory summed
    r"(?![a-z])|一起|同一台|同一个机箱|插在一起|混插|混用|组双卡|加一张|(?:当|作为|做)(?:第[二三]张卡|副卡)|加上|总共|一共|第[二三]个?(?:卡槽|插槽)"
    # "a 5090 + 4090 combo", "4090加3090": two cards added up, one box
    r"|(?<![a-z])combo(?![a-z])|(?<![a-z0-9.$])[a-z]{0,4}\d{3,4}(?:\s*(?:ti|super|d))?"
    r"(?:\s*\d{1,3}\s*g(?:b)?)?\s*(?:\+|加)\s*"  # "two 4060 ti 16gb + one 3060"
    r"(?:an?\s+|one\s+|two\s+|\d\s*x?\s*|一张|一块)?(?:rtx\s*)?[a-z]{0,4}\d{3,4}(?![a-z0-9.])"
)
"""Different cards used in one box ("a 3090 and a 3060 in the same box", "add my 3060 as a
second card", "3090+3060 一共36G"): their memory pooled, not a choice between them."""

# (pattern, weight) per intent; each pattern counts once however often it matches.
IntentCues = tuple[tuple[re.Pattern[str], int], ...]


TERSE_FIT = (
    r"\bon (?:a |an |my |one )?(?:\d{1,3}\s?gb?|\s{2,6})(?: \w+)? (?:card|gpu)s?\s*[?？]\s*$"
)
"""A model on a card of a memory, asked bare ("llama 3 8b on a 12gb card?"): whether it fits.
The memory may be read and blanked already when the intent cues run."""
TERSE_FIT_RE = re.compile(TERSE_FIT)


def _cues(*pairs: tuple[str, int]) -> IntentCues:
    return tuple((re.compile(p), w) for p, w in pairs)


MEMORY_ASK_RE = re.compile(
    r"how much\s+(?:gpu\s+)?(?:v?ram|memory|gpu memory)|(?:vram|memory)\s+(?:do|would|will)"
    r"\s+(?:i|we|it)\s+need|(?:需要|要|占|吃|用)多少(?:g|gb)?\s*(?:显存|内存)|显存需求|显存占用"
    r"|多少显存|(?:需要|要)多大(?:的)?显存"
)

_NO_HEADCOUNT = r"(?!\s*(?:的)?(?:人|长度|情况|计数|检测|识别))"
"""After "排队": not the people queueing that a camera counts ("排队人数", "排队长度")."""

INTENT_CUES: dict[str, IntentCues] = {
    "rent_vs_buy": _cues(
        (r"\brent(?:ing)?\s+(?:or|vs\.?|versus)\s+(?:to\s+)?buy", 8),
        (r"\bbuy(?:ing)?\s+(?:or|vs\.?|versus)\s+(?:to\s+)?rent", 8),
        (
            r"\b(?:buy|build|purchas)(?:e|ing)?\b.{0,40}\b(?:or|vs\.?|versus)\s+(?:just\s+)?"
            # "… or keep paying for g5.xlarge": the rental paid for now, kept
            r"(?:rent|lease|reserv\w*|use (?:the )?cloud|go cloud|(?:keep|continue) paying"
            r"|stay on)",
            8,
        ),
        # "an M3 Ultra once, or rent H100s when needed": a one-off purchase against renting
        (r"\b(?:once|outright)\b[^.?!]{0,12}\b(?:or|vs\.?|versus)\s+(?:just\s+)?rent", 8),
        (
            r"\b(?:rent|lease)(?:ing)?\b.{0,40}\b(?:or|vs\.?|versus)\s+(?:just\s+)?"
            r"(?:buy|purchase|build|own)",
            8,
        ),
        (
            r"\bbuy(?:ing)?\s+(?:vs\.?|versus)\s+(?:the\s+)?cloud|cloud\s+(?:vs\.?|versus|or)\s+"
            r"(?:on-?prem\w*|buy\w*|own\w*|self-host\w*)",
            8,
        ),
        (r"on-?prem\w*\s+(?:vs\.?|versus|or)\s+(?:the\s+)?cloud", 8),
        # "own a couple of 4090s in colo vs cloud L4s": cards owned set against cloud ones
        (r"\bown(?:ing)?\b.{0,40}\b(?:vs\.?|versus|or)\s+(?:the\s+)?(?:cloud|rented)\b", 8),
        # "a 5090 is ~$2,200 here vs renting", "二手80万，和租两年比", "a 2-year commit vs buying"
        (
            # "how does it compare to renting one": the verb asked, not only "compared to"
            r"\b(?:vs\.?|versus|instead of|compar(?:ed?|es|ing) (?:to|with|against)|than|or)\s+"
            r"(?:just\s+)?(?:rent|buy|own)ing\b",
            8,
        ),
        (r"(?:和|跟|与)(?:直接)?租[^，,。？?！!]{0,6}比|(?:对比|相比|比起)(?:直接)?租", 8),
        # "dropping $9.5k on an M3 Ultra and just spinning up H200 pods on demand": the rented
        # side said by the cloud's own words, the other side bought
        (
            r"\b(?:and|or|vs\.?|versus)\s+(?:just\s+)?(?:spin(?:ning)?\s+up|renting)\b"
            r"[^.?!]{0,40}\b(?:on[\s-]demand|pods?|in the cloud)\b",
            8,
        ),
        # "keep running them at $0.30/kWh or just rent an A100": cards held against renting
        (
            r"\b(?:run|using|use)\w*\s+(?:them|those|mine|ours|my own|our own|locally|at home)\b"
            r".{0,60}\b(?:or|vs\.?|versus)\s+(?:just\s+)?rent",
            8,
        ),
        # a free shared cluster one queues for, set against buying ("the queue is 3 days. buy?")
        # (people in a queue a camera counts, "检测排队人数", are no wait for a cluster)
        (
            r"\b(?:queue|waitlist|wait(?:ing)? times?)\b.{0,80}\bbuy"
            rf"|排队{_NO_HEADCOUNT}.{{0,30}}买|买.{{0,30}}排队{_NO_HEADCOUNT}",
            8,
        ),
        (r"\btco\b|total cost of ownership|breaks?[\s-]*even|pay(?:s)? for itself", 6),
        (
            r"租还是买|买还是租|租用还是购买|购买还是租用|租还是自己买|买卡还是租"
            r"|租卡还是买|买还是上云",
            8,
        ),
        (
            r"自建还是上云|上云还是自建|自建还是租|租还是自建|自购还是|还是自购"
            r"|自建机房|回本|总拥有成本",
            8,
        ),
        (r"买.{0,20}还是.{0,6}(?:租|用云|上云|云)|(?:租|用云|上云).{0,20}还是.{0,6}买", 8),
        (BUYING_JUDGED, 7),  # "自己买 H20 还划算吗", "is buying a 5090 dumb": owning weighed
        (
            r"\b(?:buy|purchase|build)\w*\b.{0,30}\bor\s+(?:just\s+)?(?:use|go|stay)\w*\s+"
            r"(?:the\s+|a\s+)?cloud|\bcloud\b.{0,20}\bor\s+(?:just\s+)?buy",
            8,
        ),
        # "at what point does owning an 8x A100 box win", "a used P40 for $200 cheaper than
        # paying RunPod": owning weighed against renting without the words rent or buy
        (
            r"\b(?:owning|ownership|buying)\b.{0,40}\b(?:wins?|beats?|pays? off|comes? out ahead)"
            r"|\bcheaper than (?:paying|renting|rent\b|the cloud|cloud)"
            r"|比(?:租|上云|租云)(?:更|还)?(?:便宜|划算|省钱)",
            8,
        ),
        # "when does a 4x A100 server beat lambda?": a machine of one's own set against a cloud
        (
            r"\b(?:servers?|box(?:es)?|rigs?|workstations?|machines?|clusters?)\b[^.?!]{0,24}?"
            r"\b(?:beats?|wins? (?:over|against)|(?:comes? out )?ahead of|cheaper than)\s+"
            rf"(?:renting\b|the cloud\b|cloud\b|(?:{PROVIDER_RE.pattern}))",
            8,
        ),
        # renting judged the better deal ("肯定是租划算吧", "renting makes more sense, right?"),
        # for a job that then leaves the cards idle: owning weighed against renting
        (
            r"(?<!哪家)(?<!哪里)(?<!去哪)租(?:更|比较|才|肯定)?(?:划算|合算|省钱)"
            r"|\brent(?:ing)? (?:makes (?:more )?sense|is (?:always |usually |way |much )?cheaper"
            r"|is the (?:obvious|clear|smart) (?:choice|call|move))",
            7,
        ),
        # owning judged pointless ("owning hardware makes zero sense, right?", "买卡没必要吧")
        (
            r"\b(?:owning|buying|purchasing|to (?:own|buy))\b(?:\s+[\w-]+){0,3}?\s+(?:makes?|made)"
            r"\s+(?:zero|no|little|any|much)\s+sense"
            r"|\b(?:no|any|the) (?:point|sense) (?:in |of )?(?:buying|owning)"
            r"|\bpointless to (?:buy|own)"
            r"|(?:自己)?买(?:卡|硬件|机器|服务器)?(?:完全|根本)?没(?:有)?(?:意义|必要)"
            # owning doubted, not ruled out: "买卡还有意义吗", "is buying even on the table?"
            r"|买(?:卡|硬件|机器|服务器)?(?:还|仍然|也)?有(?:意义|必要)(?:吗|么|嘛)"
            r"|\b(?:buying|owning|to (?:own|buy))\b(?:\s+[\w-]+){0,3}?\s+(?:even |still |really )?"
            r"(?:on the table|an option|worth considering)",
            7,
        ),
        (
            r"(?:之后|然后|以后|完了)(?:就|都)?(?:闲着|闲置|吃灰)"
            r"|\b(?:sits?|sitting|be) idle (?:after|afterwards|for)\b",
            3,
        ),
        (r"自建|自购|上云", 2),
        (r"自己(?:组装|攒|搭)|攒机|build (?:my|our) own|值得吗|值不值(?!得?[升换])|划不划算", 3),
    ),
    "cost": _cues(
        (r"\bcosts?\b|\bcosting\b", 4),
        (r"\bprices?\b|\bpricing\b|\bpriced\b|\bcharges?\b|\bcharging\b|\brates?\b", 4),
        (PRICE_HOW_MUCH + r"|\bpay\b", 3),  # not "how much does it help": an effect
        (r"\bexpensive\b|\bcheap(?:er)?\b|\bafford\w*", 2),
        # the sum asked by its currency ("ballpark dollars to pretrain a 1B", "— dollars on a
        # rented A100, approx?"), said in a currency or by the hour: "ok and in dollars?"
        (
            r"\b(?:ballpark|rough(?:ly)?|approx\w*|how many|estimated?)\s+(?:dollars|bucks|usd)\b"
            r"|\b(?:and |so )?in (?:us )?(?:dollars|usd|euros?|bucks)\b"
            r"|(?<![\d.,k] )(?<![\d.,k])(?<!hundred )(?<!thousand )(?<!of )(?<!few )"
            r"\b(?:dollars|bucks)\s+(?:on|to|for)\s+(?:a |an |the )?(?:rent|cloud)"
            r"|\brent(?:ed|ing)? [^.?!]{0,24}\bby the hour\b",
            4,
        ),
        # the sum asked by its sign alone: "$ estimate start to finish?", "ballpark in $?"
        (
            r"(?<![\w$])\$\s*(?:estimate|ballpark|figure|guess|amount)\b"
            r"|\b(?:estimate|ballpark)\s+in\s+\$(?!\s*\d)",
            4,
        ),
        (r"per hour|hourly|\$/h|/hr\b|\bbill\w*|\bspend\b|\binvoice", 2),
        (
            r"多少钱|几(?:块|毛|元)钱?|费用|成本|价格|花费|花多少|要花|租金|收费|计费|开销|报价|单价|贵不贵|多贵",
            4,
        ),
        (r"(?:什么|啥)价", 4),  # "现在什么价", "啥价位": a price asked
        (r"贵|便宜", 2),
        # "where can I rent a b200", "any cheap cloud with 4090 in europe": the offers asked
        (
            r"\bwhere (?:can|could|do|should|to) (?:i |we |you )?(?:rent|get|find|buy time on)\b"
            r"|\b(?:which|what|any) (?:\w+ )?(?:clouds?|providers?|hosts?) (?:with|has|have|offers?"
            r"|rents?|sells?)\b|哪里(?:能|可以)?租|哪家(?:有|能租|可以租)|去哪(?:里|儿)?租",
            5,
        ),
    ),
    "compare": _cues(
        # "192gb vs ~405gb of weights": two amounts set side by side, no options weighed
        (
            r"(?<!gb )\b(?:vs\.?|versus)\b"
            r"|\b(?:vs\.?|versus)\b(?!\s*~?\s*[\d.]+\s*(?:gb|tb|gib)\b)",
            4,
        ),
        (r"\bcompar\w*", 4),
        # "torn between a used 3090 and a new 4070 ti super": two cards weighed, one to pick
        (r"difference(?:s)? between|\bdiffer\b|\b(?:torn|deciding|debating|stuck) between", 4),
        (r"which (?:one )?is (?:better|faster|cheaper)|better than|faster than|slower than", 3),
        (r"how (?:much|many times) (?:faster|slower|quicker|better|worse)\b", 3),
        # one card weighed against the one before: "would a 4070 ti super be noticeably faster?"
        (
            r"\b(?:be|is|run) (?:noticeably|much|a lot|significantly|meaningfully|way|any)"
            r" (?:faster|slower|quicker)\b(?!.*\bthan\b)",
            3,
        ),
        (r"\bstacks? up (?:against|to|with)|\bagainst (?:an? |the )?(?:used |new )?[a-z]* ?\d", 4),
        (r"\bor\b", 1),
        # "should i get 2x 5060 ti or 1x 3090": one of two setups to get
        (
            r"\b(?:should|do|would|shall) (?:i|we|you) (?:get|buy|go (?:for|with)|pick|choose)\b"
            r"[^?.]{0,60}\bor\b",
            4,
        ),
        (r"还是", 2),
        # "比 a100 强很多吗": the card named between spaces
        (r"对比|比较|区别|差别|差异|相比|哪个[好更值]|哪一个更", 4),
        (r"比\s?[^\s，。？?,]{0,6}\s?(?:快|强|好|贵|便宜)", 4),
        (r"(?:跟|和|与|同)[^，。,？?！!]{0,15}比(?!例|率|特)|差多少|差距|(?:差|快|慢)了?几倍", 3),
        (rf"差在哪|谁更?(?:快|强|好)|{WHICH_FASTER}|[慢快][个了]?(?:百分之)?(?:多少|几成)|甩开", 4),
        # the dearer card's extra money weighed: "值不值得多花那些", "worth paying the extra"
        (r"值不值得?多花|多花[^，。,？?]{0,8}值不值|\bworth (?:paying |spending )?the extra\b", 3),
        # one's rate as a share of the other's: "吞吐能到对方几成", "能达到 A800 的百分之几"
        (r"(?:能|可以)?(?:到|达到|相当于|赶上)[^，。,？?]{0,12}?(?:几成|百分之几|多少成)", 4),
        # "is the extra memory worth 30% more per hour", "贵 40% 值不值": a premium weighed
        (r"\bworth\s+(?:the\s+)?\d+\s*%\s+more|贵\s*\d+\s*%[^。？?]{0,9}值", 6),
        (PREMIUM_REPAID, 9),  # "premium paid back in wall-clock?": outweighs the time asked
    ),
    "fit_check": _cues(
        (r"\bcan (?:i|we|you|it|one)\b|\bcould (?:i|we)\b|\bis it possible\b|\bable to\b", 3),
        # the card the subject of "can": "can a single L4 (24GB) hold mistral small in fp8"
        (
            r"\bcan (?:a|an|the|my|our|this|that|one|two|\d+\s*x?)\b(?:\s+[\w().-]+){0,4}?"
            r"\s+(?:hold|fit|load)\b",
            3,
        ),
        (r"\bfits?\b|\bfitting\b|\benough\b|\bout of memory\b|\boom\b", 3),
        (r"\b(?:fully|entirely|all) (?:on|in)[\s-](?:the )?(?:gpu|vram)\b", 3),  # no offload
        (r"\bwill (?:it|this|that) (?:work|run|fit)\b|\bpossible\b|\bhandle\b", 2),
        (TERSE_FIT, 3),  # asked bare: "llama 3 8b on a 12gb card?"
        (
            r"能不能|能否|可不可以|可否|够不够|够吗|够用|装得下|装不下|能装下|放得下|放不下|塞得下"
            r"|跑得动|跑不动|跑得起来|跑得了|行不行|行吗|爆显存|能跑(?!多|满|\s*\d+\s*个?小时)|能用|能塞|塞得?进|想都别想",
            3,
        ),
        (r"能[^。？?!！]{0,20}吗|可以[^。？?!！]{0,20}吗|可以吗|吗[?？]?$", 2),
    ),
    "speed": _cues(
        (  # llama-bench's tg128 / pp512: token generation and prompt processing
            r"tok(?:en)?s?\s*/\s*s(?:ec)?(?![a-z])|tok(?:en)?s? (?:per|a|/) ?sec(?:ond)?s?\b"
            r"|(?<![a-z])(?:t|tok|it)/s(?![a-z])"  # "多少t/s吗": Chinese beside it is no boundary
            r"|\bttft\b|\btpot\b|\btg(?:\d{2,4})?\b|\bpp\d{2,4}\b",
            6,
        ),
        # a time to first token asked: "time to first token for an 8k prompt", "首字延迟多久"
        (
            r"time[\s-]*to[\s-]*first[\s-]*token|first[\s-]*token[\s-]*latency"
            r"|how long (?:until|before|till) (?:it|the model) (?:starts?|begins?)"
            # "how many seconds to ingest a 20k document before the first token": the prefill
            r"|\b(?:seconds?|how long) (?:does it take )?to (?:ingest|prefill|process|read in)\b"
            r"|\b(?:before|until|till) (?:the |it emits the |i see the )?first token\b"
            r"|首\s*(?:个\s*)?(?:token|字|词元)\s*(?:的\s*)?(?:延迟|时延|要等|耗时)"
            r"|多久才?(?:能)?(?:开始)?(?:出字|回答|回复|吐字|出第一个字)",
            6,
        ),
        (r"\bthroughput\b|how (?:fast|slow)\b|\bspeed\w*|\blatency\b|\bmfu\b", 6),
        # the rate all users together get: "64 concurrent — aggregate tok/s?", "总吞吐多少"
        (
            r"\b(?:aggregate|combined|total)\s+(?:tok|tokens|t/s|throughput|output)|总(?:吞吐|速度)",
            6,
        ),
        # a rate guessed: "is it like 2 t/s or can it do 10+?" outweighs the fit's "can it"
        (r"\b(?:like|about|around|maybe|~)\s*\d+(?:\.\d+)?\s*(?:t|toks?|tokens?)/s\b", 4),
        # a decode rate asked bare: "single-stream decode for qwen3 32b", "单路解码多少"
        (
            r"single[\s-]?(?:stream|user|request|batch) decod\w*|\bdecode rate\b|单路解码|解码速率"
            r"|(?:单用户|单人|单路|单并发|单请求)\s*(?:decode|解码)"
            r"|(?:decode|解码)\s*(?:速度)?\s*(?:能|可以|大概|大约)?\s*(?:到|有|跑)?\s*多少",
            6,
        ),
        # a speed judged adequate: "fast enough for chat?", "snappy enough", "速度够不够用"
        (
            r"\b(?:fast|quick|snappy|responsive|speedy)\s+enough\b|够快|够不够快|速度够(?:不够)?用?"
            r"|流畅(?:吗|不|么)|跑得流畅|慢(?:吗|么|不慢)",  # "出一段视频慢吗": judged slow or not
            9,  # outweighs the fit's "enough" (3) it also matches and a model on named cards (2)
        ),
        # a rate asked, then judged adequate: "每秒能有几个token，聊天够用吗", "how many tok/s,
        # is that enough for chat": the enough is the speed's, not the memory's
        (
            r"(?:每秒|token|tok/s|t/s|速度)(?:(?!显存|内存)[^。？?!！]){0,16}(?:够(?:不够)?用|够不够|够吗)"
            r"|(?:每秒|token|tok/s|t/s)[^。!！]{0,16}(?:聊天|对话|写代码|编程|问答)[^。？?!！]{0,4}够"
            r"|(?:tok(?:en)?s?\s*/\s*s(?:ec)?|(?<![a-z])t/s|tokens? (?:per|a) sec\w*)[^.?!]{0,40}?"
            r"\b(?:enough|usable|good enough|ok|fine)\b",
            9,
        ),
        (r"how long\b|time to (?:train|fine-?tune|finetune)|how many (?:hours|days)", 5),
        (LINK_LOSS_ASK, 9),  # outweighs "how much" (7 to cost): tokens/s lost without the link
        (ESTIMATE_ASK, 5),  # "what's the wall clock for 3 epochs", "估个时间": the job's length
        (r"\bfaster\b|\bslow\w*\b|\bquick\w*\b", 1),
        (r"要多久|多久|多长时间|几天|几个小时|多少天|多少小时|延迟|耗时|训练时间", 5),
        (r"多快|多慢|速度|吞吐|每秒|快不快|(?:多少|几)个?\s*token|token\s*/\s*s", 6),
        # a frame rate asked: "最便宜能到多少 fps", "what fps": a speed; "cheapest" ranks the cards
        (r"(?:多少|几|多高的?)\s*(?:fps|帧)|\b(?:what|how many|how much)\s+(?:\w+\s+)?fps\b", 8),
        (RTF_ASK, 8),  # "what realtime factor would that give me", "实时率大概多少"
        # a rate asked as a count in a time: "一秒能处理多少张", "how many images a second"
        (
            r"一(?:秒|分钟)(?:钟)?[^。？?!！，,]{0,8}多少"
            r"|how many (?:\w+ ){1,3}?(?:per|a|an|each|/) ?"  # "seconds of video per minute"
            r"(?:second|sec|minute|min)\b",
            6,
        ),
        # a time per image asked, no figure before it ("seconds per image at 1024?", "s/img",
        # "images/min", "每张几秒"); "12 s per image" states one seen
        (
            r"(?<!\d)(?<!\d\s)\b(?:seconds?|secs?|s)\s*(?:per|an?|/|each)\s*"
            r"(?:image|img|pic|picture|render|generation)s?\b"
            r"|\b(?:images?|imgs?)\s*(?:/|per|an?)\s*(?:s|sec|second|min|minute)\b"
            r"|(?:每张|一张)(?:图|图片)?\s*(?:要|需要|得|大概|大约)?\s*(?:几|多少)\s*秒"
            r"|(?:几|多少)\s*秒\s*(?:出|能出|才能出)?\s*一张",
            3,  # enough alone; "一张要几秒，快多少" is still the gap asked (compare 4)
        ),
        # images or clips counted ("一天能出多少张图", "how many sdxl images in a day"): the
        # rate, times the time when one is said, not the rental of those hours
        (
            r"(?:出|生成|画|跑|产出?)\s*(?:个)?(?:多少|几)\s*张(?!卡)|(?:多少|几)\s*张(?:图|图片|画)"
            r"|how many\s+(?:[\w.-]+\s+){0,3}?"
            r"(?:images?|pics?|pictures?|renders?|videos?|clips?)\b",
            10,  # clear of a time span's bill (cost 6) by more than its 3-point pull
        ),
    ),
    "recommend": _cues(
        (
            r"\bwhich\s+(?:\w+\s+)?(?:gpus?|cards?|graphics cards?|accelerators?|instances?"
            r"|hardware|servers?|setup|config\w*|machine|one should)",
            4,
        ),
        (r"\bwhat\s+(?:\w+\s+)?(?:gpus?|cards?|hardware|setup|config\w*|instances?|machine)\b", 4),
        (r"\brecommend\w*|\bsuggest\w*|\badvice\b|\badvise\b", 4),
        (UPGRADE_ASK, 4),  # "upgrade path under 500 bucks?": the card to move to
        (BUY_OR_WAIT, 4),  # "现在买 5090 还是等 rubin，考虑 5 年": over the years' bill
        # a provider named then the others left open: "用 CoreWeave 还是别家跑 70b", "or elsewhere"
        (r"还是(?:别家|其他家|其它家|别的(?:平台|云|家))|\bor (?:elsewhere|another provider)\b", 4),
        (r"\bbest\b|\bgood\s+(?:gpu|card)|\bcheapest\b|most cost[\s-]effective", 2),
        (
            r"\b(?:cheapest|least expensive|lowest[\s-]cost|best|most cost[\s-]effective)\s+"
            r"(?:\w+\s+)?(?:gpus?|cards?|options?"
            r"|instances?|way|setup|hardware|thing|machine|box|rig|rental)",
            4,
        ),
        (r"should i (?:buy|get|rent|choose|pick|use)|what (?:do|should) i (?:need|buy|get|use)", 4),
        # the assistant's own purchase asked: "what would you buy for it", "what would you get"
        (r"\bwhat (?:would|should|do) (?:you|we) (?:\w+ )?(?:buy|get|build|rent|pick)\b", 4),
        (r"how many\s+(?:\w+\s+)?(?:gpus?|cards?|\w*\d\w*)\s+(?:do|would|will|are|is)", 8),
        (
            r"推荐|选什么|选哪|买什么|什么显卡|什么卡|哪款|哪张|哪种|哪些卡|哪个(?:显卡|卡|gpu|型号)"
            r"|用什么|什么配置|怎么选|如何选|选型|怎么配|买啥|啥卡|选啥|用啥",
            4,
        ),
        (r"性价比|最好|最合适|建议|配置", 2),
        (r"(?:还有|有没有|有无)(?:比它|比这)?更好的|\b(?:anything|something|any) better\b", 6),
        (r"\b(?:any|some)thing smarter\b", 6),
        (  # "volume triples: same card or step up?", "这张还够吗，还是升级": keep or get
            r"\bsame (?:card|gpu|one)\b.{0,20}\b(?:or|vs\.?)\s+(?:do (?:i|we) |should (?:i|we) )?"
            r"(?:step(?:ping)? up|upgrade|go (?:up|bigger)"
            r"|(?:something|a) (?:bigger|faster|better))"
            r"|(?:同一张|这张卡?|原来的卡)(?:还)?(?:够|行)?(?:吗|么)?[，,]?\s*还是(?:要|得|该)?"
            r"(?:升级|换(?:更好|更大|更快))",
            6,
        ),
        # "学校只有V100，值不值得租别的卡，租什么": another card to rent, which one
        (
            r"租(?:什么|啥|哪)|(?:租|换|用)(?:别的|其他|其它)(?:卡|显卡|gpu)"
            r"|\b(?:rent|renting|get|getting)\s+something else\b"
            r"|\bwhat (?:to|should (?:i|we)) rent\b",
            6,
        ),
        (r"需要几张|需要多少张|要几张|要多少张|几张卡|多少张卡|几块卡|多少块", 8),
    ),
    "concept": _cues(
        (r"\bwhat (?:is|are|does|'s)\b|\bwhat's\b|\bwhats\b", 2),
        (r"\bexplain\w*|\bmeaning of\b|\bdefine\b|\bdefinition\b|\btell me about\b", 3),
        (r"\bwhy\b|\bhow (?:does|do|is)\b", 2),
        (
            r"什么是|是什么|什么叫|解释|原理|含义|意思|怎么理解|介绍|为什么|为啥"
            r"|有什么用|作用|干什么的|为了什么|为何|好处|优势|缺点|坑",
            3,
        ),
        (r"\b(?:benefits?|advantages?|pros and cons|downsides?|pitfalls?)\b", 3),
        # "migration cost" is porting effort, not a price: a concept, whatever "cost" suggests
        (r"\bmigrat\w*|\bport(?:ing)?\b|迁移|移植", 8),
    ),
}
INTENT_ORDER = (
    "rent_vs_buy",
    "cost",
    "compare",
    "fit_check",
    "speed",
    "recommend",
    "concept",
)
"""Tie-break order when two intents score the same."""
