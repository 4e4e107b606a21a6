"""The typed request beyond the intent: features, least memory, unit, objective, engine, where.

These readers run on the lower-cased question before any blanking (``Scan.lower``), because
the words they need ("FP8", "NVLink", "per hour") are also read by other slots. Each sets a
slot only from words in the question; a stated value it cannot read goes to ``unread``.
"""

from __future__ import annotations

import re

from assistant.messages import readings
from assistant.models import Feature
from assistant.question.adapters_loaded import read_adapters_loaded
from assistant.question.approx_counts import approx_users
from assistant.question.catalog_slots import read_catalog_slots
from assistant.question.definition_opener import DEFINITION_OPENER_RE
from assistant.question.maker_refused import without_refused_makers
from assistant.question.models_resident import read_models_resident
from assistant.question.platform_choice import platform_weighed
from assistant.question.power_rows import power_rows_weighed
from assistant.question.power_slots import spec_task
from assistant.question.rent_ruled_out import without_ruled_out_rent
from assistant.question.streams_at_once import streams_at_once
from assistant.question.text import Scan
from assistant.question.thousands import expand_thousands
from assistant.question.tp_split import tp_split_said
from assistant.question.users_guessed import guessed_users

FEATURE_RES: dict[Feature, re.Pattern[str]] = {
    "fp8": re.compile(r"(?<![a-z0-9])fp8(?![0-9])"),
    "fp4": re.compile(r"(?<![a-z0-9])(?:fp4|nvfp4)(?![0-9])"),  # MXFP4 weights run on Hopper too
    "bf16": re.compile(r"(?<![a-z0-9])(?:bf16|bfloat16)(?![0-9])"),
    "nvlink": re.compile(r"nv[\s-]?link|nvswitch"),
    "ecc": re.compile(r"(?<![a-z])ecc(?![a-z])"),
    "mig": re.compile(r"(?<![a-z])mig(?![a-z])"),
    "pcie": re.compile(r"(?<![a-z])pcie(?![a-z0-9])"),
    "sxm": re.compile(r"(?<![a-z])sxm\d?(?![a-z])"),
    "low_profile": re.compile(r"low[\s-]?profile|half[\s-]height|半高"),
    # a build to sit beside: "quietest card", "silent", "low noise", "安静", "静音", "不吵"
    "quiet": re.compile(
        r"(?<![a-z])(?:quiet(?:est|er)?|silent|low[\s-]noise|not (?:too )?loud)(?![a-z])"
        r"|安静|静音|噪音(?:小|低)|低噪|不(?:能|要)?吵"
    ),
    "flash_attention": re.compile(
        r"flash[\s_-]?(?:attention|attn)(?:[\s_-]?[23])?|(?<![a-z])fa[23](?![a-z0-9])"
    ),
}
_ASKS_FEATURE_RE = re.compile(
    r"support\w*|(?<![a-z])(?:with|have|has|having|do|does|can|could|need\w*|requir\w*)(?![a-z])"
    r"|capable|enabled|需要"
    r"|支持|带|有|具备|能用|可以用|linked|bridged?|via|over|用|通过|桥接|连"
    r"|要|必须|只能|得是|(?<![a-z])(?:must|wants?|only|looking for)(?![a-z])"  # "要半高的"
    # "能不能上nvlink桥", "能开flash attention", "可以 nvlink 吗"
    r"|能不能上|可以上|能上|上得了|能开|可以开|开得了|(?:能|可以)\s*(?=nv)"
    r"|(?<![a-z])any(?=\s+nv)|nv[\s-]?link\s*(?:at all\s*)?[?？]"  # "any nvlink at all?"
)
"""A feature is required only when asked for ("support FP8", "with NVLink", "支持FP8")."""
_ALWAYS_WANTED: frozenset[Feature] = frozenset({"low_profile", "quiet"})
"""A form factor said only of the box it must fit ("low profile card for whisper"), or the
quiet a card must keep ("quietest card for a 70b homelab")."""
_NEGATION_RE = re.compile(
    # a whole word: "know" and "cannon" hold no "no" ("need to know for flash-attn")
    r"(?:(?<![a-z])(?:don'?t|do not|doesn'?t|does not|without|lack\w*|no|not|non)(?![a-z])"
    r"|无|不|没有|不带|不支持)"
    r"[\s-]*(?:\w+\s+){0,2}$"
)
_MEMORY_RES = (
    # "at least 48GB", "≥ 48 GB", "48GB or more", "48GB+", "至少48G", "48G以上", "不少于 48GB"
    (
        re.compile(
            r"(?:at least|minimum(?: of)?|min\.?|>=|≥|no less than|至少|最少|不少于|不低于)\s*"
            r"(?P<gb>\d{1,4})\s*g(?:b|ib)?(?![a-z0-9])"
        ),
        0.0,
    ),
    (re.compile(r"(?P<gb>\d{1,4})\s*g(?:b|ib)?\s*(?:\+|or more|and up|以上|及以上|起)"), 0.0),
    # "the cheapest way to get 96gb", "最便宜的 96G 显存": that much on one card, at the least cost
    (
        re.compile(
            r"(?:cheapest|most affordable|least expensive)(?![a-z])[^.?!]{0,24}?"
            r"(?:to get|with|offering|that has)\s*(?P<gb>\d{1,4})\s*g(?:b|ib)?(?![a-z0-9])"
            r"(?!\s*(?:of\s+|total\s+)?(?:v?ram|memory))"  # "96 gb of vram": memory to reach
            r"|(?:最便宜|最划算)[^。？?！!，,]{0,8}?(?P<zgb>\d{1,4})\s*g(?:b|ib)?\s*显存"
        ),
        0.0,
    ),
    # "more than 80GB", "over 80 GB", "> 80GB", "超过80G", "大于80G": strictly more
    (
        re.compile(
            r"(?:more than|over|above|greater than|>|超过|大于|高于)\s*(?P<gb>\d{1,4})\s*g(?:b|ib)?"
            r"(?![a-z0-9])"
        ),
        1.0,
    ),
)
_REACH_MEMORY_RE = re.compile(
    r"(?:(?<![a-z])(?:get|reach|hit)(?: to)?|凑(?:够|到|出|齐)?)\s*(?:an? )?"
    r"(?P<gb>\d{1,4})\s*g(?:b|ib)?\s*(?:of\s+|total\s+|的)?(?:v?ram|memory|显存)"
)
"""Memory to get together, on one card or several: "get 48gb of vram", "凑够 48G 显存"."""
_EXACT_MEMORY_RE = re.compile(
    r"(?<![0-9.])(?P<gb>\d{1,3})\s*g(?:b)?\s*(?:的)?\s*(?:显存|vram|memory)?\s*(?:的)?\s*"
    r"(?:卡|显卡|cards?|gpus?)"
    # "cards around 16gb", "16G左右的卡": about that much memory
    r"|(?:around|about|roughly|approximately|~)\s*(?P<gb2>\d{1,3})\s*g(?:b)?(?![a-z0-9])"
    r"|(?<![0-9.])(?P<gb3>\d{1,3})\s*g(?:b)?\s*(?:显存)?\s*左右"
)
_CARD_THEN_MEMORY_RE = re.compile(
    r"(?:卡|显卡|gpus?|cards?)[^。？?，,]{0,8}?(?<![0-9.])(?P<gb>\d{1,3})\s*g(?:b)?\s*(?:的)?\s*"
    r"(?:显存|vram|of (?:v?ram|memory)|(?=\s*(?:[?？.!]?\s*$|and\b|&|和|且|并且|,|，)))"
)
"""Memory after the card word: "有哪些显卡是 24G 显存的", "which cards have 24GB of VRAM"."""
_IN_MEMORY_RE = re.compile(
    r"(?:在|用|塞进|放进|装进|(?<![a-z])(?:in|into|within|with|on))\s*(?:a\s+|only\s+|just\s+)?"
    r"(?<![0-9.])(?P<gb>\d{1,3})\s*g(?:b|ib)?\s*(?:的)?\s*(?:of\s+)?(?:显存|vram)"
)
"""Memory the job lives in, no card named: "在 24G 显存里", "in 16gb of vram"."""
_OWN_MEMORY_RE = re.compile(
    r"(?:^|[\s，,。:：])(?P<gb>\d{1,3})\s*g(?:b)?\s*显存\s*(?:的(?:卡|显卡)?\s*)?(?:跑|能|可以|上)"
)
"""Memory the asker runs on, said first: "24G 显存跑 32b 最长能开多少上下文"."""
_UNIT_RES: tuple[tuple[str, re.Pattern[str]], ...] = (
    (
        "per_hour",
        re.compile(
            r"per[\s-]*(?:gpu[\s-]*)?hour|hourly|an hour|/\s*h(?:r|our)?(?![a-z])|every hour"
            r"|每小时|一小时|一个小时|每个小时|每卡时|按小时|小时多少|多少钱一个?小时"
        ),
    ),
    (
        "per_month",
        re.compile(r"per month|monthly|a month|/\s*mo(?:nth)?(?![a-z])|每月|一个月|月租|包月"),
    ),
    ("total", re.compile(r"in total|total cost|in all|altogether|总共|一共|总价|总费用|合计")),
)
MEMORY_PER_DOLLAR_RE = re.compile(
    r"(?:v?ram|memory|gb)\s+(?:per|for the|for your|/)\s*(?:dollar|\$|buck|usd|yuan|money)"
    r"|(?:每块钱|每一块钱|每元|每美元|同样的钱|同价位)(?:能)?(?:买到)?的?\s*显存"
)
"""Memory ranked by its price ("most vram per dollar", "每块钱显存最多"): read before "most"."""
_OBJECTIVE_RES: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("best_value", MEMORY_PER_DOLLAR_RE),
    ("most_memory", re.compile(r"most (?:v?ram|memory)|(?:biggest|largest|max\w*) (?:v?ram|memory)"
                               r"|显存最大|最大显存|显存最多|最多显存")),
    ("best_value", re.compile(r"best value|bang for (?:the |your )?buck|price[\s/-]*performance"
                              r"|most cost[\s-]effective|性价比|\$\s*/\s*(?:m?tok\w*|1m)"
                              r"|(?:cost|price|\$|dollars?) per (?:million |1m |m )?(?:output )?"
                              r"(?:tokens?|(?<=per )(?:finished |generated )?(?:clip|video))"
                              r"|per[\s-]token cost|(?:每(?:百万)?\s*)?token\s*(?:的)?(?:成本|价格)"
                              r"|cheaper per (?:token|1m|million|m\b)|每\s*token\s*(?:更)?便宜"
                              r"|(?:factor|take|taking|bring)\w* (?:in )?(?:the )?(?:price|cost)"
                              r"|(?:price|cost)s? (?:into account|included|factored in)"
                              r"|better (?:value|deal)|(?:price|cost) matters"
                              r"|(?:算上|考虑|加上|算进)(?:到)?价格|价格算进|更值(?!得)"
                              r"|(?:tokens?|throughput|tok/s|perf\w*) per (?:dollar|\$|buck|yuan)"
                              r"|(?:more|most|better)\s+(?:\w+\s+)?(?:per|for (?:the|your|my))"
                              r"\s+(?:dollar|\$|buck|money|yuan)"
                              r"|(?:每块钱|每一块钱|每元|每美元|单位价格)的?(?:吞吐|性能|速度|token)"
                              r"|(?:谁|哪个|哪张|哪款)更?划算|更划算|划算(?:些|点|一些|一点)"
                              # a gain weighed against the price multiple: "rents for 1.6x …
                              # is the throughput gain bigger than 1.6x?"
                              r"|(?:gain|speed-?up|uplift)\s+(?:is\s+)?(?:bigger|larger|greater"
                              r"|more)\s+than\s+(?:the\s+)?(?:~\s*)?\d+(?:\.\d+)?\s*x(?![a-z])"
                              r"|(?:提升|加速|快)(?:的)?(?:幅度)?(?:能|有)?(?:超过|大于|多于)\s*\d+(?:\.\d+)?\s*倍"
                              # the pricier one's speed weighed against its rate: "p5 is
                              # pricier per hour but does the speedup pay for it"
                              r"|(?:speed-?up|extra speed|gain|uplift)\s+(?:really\s+|actually\s+)?"
                              r"(?:pays?\s+(?:for\s+it|for\s+itself|off)|(?:is\s+)?worth\s+the"
                              r"\s+(?:premium|extra|price|higher\s+(?:rate|price)))"
                              r"|(?:加速|提速|快的那部分)(?:能不能|能否|能)?(?:值回|回本|抵得上|划得来)")),
    ("cheapest", re.compile(r"cheapest|lowest price|least expensive|最便宜|最低价|最省钱")),
    ("fastest", re.compile(r"fastest|quickest|highest throughput|最快|速度最快"
                           r"|(?<![a-z])(?:max(?:imum|imise|imize)?|most|highest|best|top)\s+"
                           r"(?:tok(?:en)?s?\s*/\s*s|t/s|throughput|tokens? per second)"
                           r"|最大(?:的)?吞吐|吞吐(?:量)?最(?:大|高)|最高(?:的)?吞吐"
                           r"|which (?:one |of (?:the|them|these) )?(?:is|runs?|goes) faster"
                           r"|(?:哪个|哪张|谁)(?:更|会)?快"
                           # the speed put first: "tokens/s matters more than price"
                           r"|(?:speed|tok(?:en)?s?\s*/\s*s|t/s|throughput|perf\w*) matters? more"
                           r"|(?:速度|吞吐)(?:比(?:价格|钱))?更?重要|速度优先")),
)  # fmt: skip
_ENGINE_RES: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("tensorrt-llm", re.compile(r"tensorrt[\s-]*llm|trt[\s-]*llm")),
    ("vllm", re.compile(r"(?<![a-z])vllm(?![a-z])")),
    ("sglang", re.compile(r"(?<![a-z])sglang(?![a-z])")),
    ("exllamav2", re.compile(r"exllama\s*v?2|(?<![a-z])exl2(?![a-z])")),
    ("llama.cpp", re.compile(r"llama\.?cpp|ollama|lm\s?studio|(?<![a-z])gguf(?![a-z])"
                             r"|(?<![a-z0-9])i?q[2-8]_(?:k|0|1)|[a-z0-9.-]+:\d+(?:\.\d+)?b\b")),
    ("mlx", re.compile(r"(?<![a-z])mlx(?:[-_ ]?lm)?(?![a-z])(?!\d_)")),
    ("transformers", re.compile(r"(?<![a-z])(?:transformers|hugging\s?face|hf generate)"
                                r"(?![a-z])")),
)  # fmt: skip
_OWN_RE = re.compile(
    r"(?<![a-z])(?:my|our|own|locally|local|at home|on[\s-]?prem\w*|home lab|homelab)(?![a-z])"
    r"|本地|自己的|我的|我那|家里|在家|家用|自建|自购|买|内部部署|私有化|私有部署|内网|自有机房"
    # a box built by hand or a Mac: hardware of one's own ("还是自己装双3090", "macbook pro")
    r"|自己(?:装|组|攒)|组(?:一台|台|装)|装机|(?<![a-z])mac ?(?:book|studio|mini)(?![a-z])"
)
_CLOUD_RE = re.compile(r"(?<![a-z])(?:cloud|rent\w*|instances?)(?![a-z])|云|租")
_REGION_RES: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("china", re.compile(r"(?<![a-z])(?:china|mainland|chinese clouds?)(?![a-z])|国内|中国|大陆")),
    ("us", re.compile(r"(?<![a-z])(?:us|usa|united states|america|us-[a-z]+-\d)(?![a-z])|美国")),
    ("europe", re.compile(r"(?<![a-z])(?:eu|europe|european|eu-[a-z]+-\d)(?![a-z])|欧洲")),
    ("asia", re.compile(r"(?<![a-z])(?:singapore|japan|tokyo|asia|ap-[a-z]+-\d)(?![a-z])|亚洲")),
)  # fmt: skip
_SEGMENT_RES: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("consumer", re.compile(r"(?<![a-z])(?:consumer|gaming|geforce)(?![a-z])|消费级|游戏卡|民用")),
    ("workstation", re.compile(r"(?<![a-z])workstation(?![a-z])|专业卡|工作站")),
    ("datacenter", re.compile(r"data[\s-]?cent(?:er|re)|server cards?|数据中心|服务器卡")),
)
_VENDOR_RES: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("NVIDIA", re.compile(r"(?<![a-z])(?:nvidia|geforce)(?![a-z])|英伟达|(?<![a-z])n ?卡")),
    ("AMD", re.compile(r"(?<![a-z])(?:amd|radeon|instinct|rocm)(?![a-z])|(?<![a-z])a ?卡")),
    (
        "Apple",
        re.compile(
            r"(?<![a-z])(?:apple|mac|macbook|mac studio|m[1-4] (?:max|ultra|pro))(?![a-z])|苹果"
        ),
    ),
    ("Intel", re.compile(r"(?<![a-z])(?:intel|gaudi)(?![a-z])|英特尔")),
    ("Huawei", re.compile(r"(?<![a-z])(?:huawei|ascend)(?![a-z])|华为|昇腾")),
)
_DOMESTIC_RE = re.compile(
    r"国产|(?<![a-z])(?:domestic(?: chinese)?|chinese)"
    r"(?= (?:gpus?|cards?|accelerators?|chips?|npus?)\b)"
    r"|(?<![a-z])(?:chinese[\s-]made|made in china)(?![a-z])"
)
"""Cards made in China asked for ("国产卡", "domestic accelerators")."""
_MAKER_LIST_RE = re.compile(
    r"(?:哪些|什么|哪几[款张个种]?)[^，,。？?\s]{0,8}?(?:卡|gpu|芯片|加速卡)"
    r"|(?<![a-z])(?:which|what)\s+(?:\w+\s+){0,2}(?:gpus?|cards?|accelerators?|chips?)(?![a-z])"
    r"|(?<![a-z])(?:list|show)\s+(?:all\s+|me\s+)?(?:the\s+)?(?:[\w-]+\s+){0,3}"
    r"(?:gpus?|cards?|accelerators?|chips?)(?![a-z])"
)
"""A listing of cards asked ("库里有哪些国产卡", "which AMD GPUs do you have"): with a maker or
the made-in-China filter, the catalog's rows for it."""
_USERS_RE = re.compile(
    r"(?:team of|for)\s+(?P<a>\d{1,5})(?:\s+(?:people|users|devs|developers|engineers))?"
    r"(?![0-9a-z]|\.\d)(?![\s-]*(?:gb|g|b|k|h|hours?|days?|weeks?|months?|years?|gpus?|tokens?|tok\b"
    r"|t/s|(?:output|generated|decoded?)\s+tok"
    r"|epochs?|steps?|iterations?|images?|samples?|clips?|videos?|minutes?|seconds?|rounds?"
    r"|nodes?|machines?|servers?|boxes|instances?|racks?))"
    r"|(?P<b>\d{1,5})\s*(?:concurrent\s+|simultaneous\s+|active\s+|internal\s+|in-house\s+)?"
    r"(?:users|people|ppl|个?人|口人|个用户|位用户"
    # the staff who will use it: "150个开发", "40 名工程师" ("a team of 40 engineers" above)
    r"|(?:个|位|名)?\s*(?:开发者?|研发|程序员|工程师|员工|同事|研究员|学生|同学|老师|客服|成员)"
    # any role, by a person's suffix, who use it: "30个医生用", "12位律师在用"
    r"|(?:个|位|名)\s*[\u4e00-\u9fff]{0,2}[生员师士工户者客友](?=\s*(?:在|同时|一起|日常)?\s*(?:用|使用)))"
    # the load said after the head count: "同时在线估计 50 个", "50 of them online"
    r"|(?:同时在线|在线|同时使用|同时用|并发|峰值|高峰)(?:的)?(?:用户|人数|数)?"
    r"(?:估计|预计|大概|大约|约|最多|也就|可能|会有|有|是|为|[:：~～])*\s*(?P<c>\d{1,5})(?![\d.])"
    r"(?!\s*(?:gb|g\b|b\b|k\b|tokens?|张|卡|台))"
    r"|(?P<d>\d{1,5})\s+(?:of them\s+)?(?:online|at once|at the same time|concurrently)\b"
    r"|(?P<f>\d{1,5})\s+(?:concurrent|simultaneous)(?=\s*(?:[.,;:!?。，；]|$))"  # "~30 concurrent."
    r"|(?<![\d,.])(?P<e>\d{1,5})[\s-]*(?:person|people|member|seat|user|dev|engineer)s?[\s-]+"
    r"(?:(?:dev|engineering|ml|ai|data|research|product|support|sales|design)[\s-]+)?(?:team|company|org|organi[sz]ation|group|office|startup|lab|department|firm)\b"
    # the service sized by its users: "a 100-user internal chatbot", "500 user rag app"
    r"|(?P<g>\d{1,5})[\s-]+(?:concurrent[\s-]+)?users?[\s-]+(?:[a-z]+[\s-]+)?(?:chat\w*|assistants?"
    r"|apps?|services?|bots?|copilots?|portals?|tools?|rag|apis?|deployments?)\b"
    # sequences counted beside their length: "48 sequences at 8k", "48 8k sequences", "48条8k序列"
    r"|(?<![\d.])(?P<h>\d{1,4})\s+(?:\d{1,3}k[\s-]+(?:tokens?[\s-]+)?(?:sequences|seqs)\b"
    r"|(?:sequences|seqs)\s+(?:at|of|with)\s+\d)"
    r"|(?<![\d.])(?P<i>\d{1,4})\s*(?:条|个|路)\s*\d{1,3}\s*k\s*(?:tokens?\s*)?(?:的\s*)?"
    r"(?:序列|上下文|请求|会话)"
    r"|(?<![\d.])(?P<j>\d{1,4})\s+of us\b"  # "6 of us share one endpoint": the people using it
    # the people changed: "the team grows to 12", "headcount goes up to 40" (a load's new size)
    r"|(?:team|group|staff|headcount|head count|user base|crew|office)(?:\s+size)?\s+"
    r"(?:grows?|grew|expands?|goes|gets?|scales?|jumps?|increases?|doubles?)\s+(?:up\s+)?to\s+"
    r"(?:about\s+|around\s+|~)?(?P<k>\d{1,5})(?![\d.])(?!\s*(?:gb|g\b|k\b|tokens?|gpus?|cards?|%))"
    # the same in Chinese: "用户翻到 600", "并发涨到 80"
    r"|(?:用户|人数|并发)(?:数|量)?(?:翻|涨|增加|增|加|扩|升)(?:倍)?(?:到|至|成)\s*(?P<l>\d{1,5})(?![\d.])"
    r"(?!\s*(?:gb|g\b|k\b|tokens?|张|卡|台|%))"
)
_WHICH_OF_RE = re.compile(
    r"(?<![a-z])(?:which|what) (?:ones? )?of (?:the |these |those )?|哪(?:几|些)(?:张|款|个)?"
)
"""A feature asked of each of the cards named: which of them have it."""
_CATALOG_ASK_RE = re.compile(
    r"(?<![a-z])(?:which|what)\s+(?:\w+\s+){0,2}(?:gpus?|cards?|accelerators?)\s+"
    # "which cards in your list have …": the list named between the cards and the verb
    r"(?:(?:in|on|from)\s+(?:your|the)\s+(?:list|catalog(?:ue)?|database|table|db)\s+)?"
    r"(?:\w+\s+){0,2}"
    r"(?:support|have|has|do|does|don'?t|with|are|can|offer)"
    r"|(?<![a-z])(?:list|show)\s+(?:all\s+|me\s+)?(?:the\s+)?(?:[\w-]+\s+){0,2}(?:gpus?|cards?)"
    r"|(?:cheapest|biggest|largest)\s+(?:\w+\s+)?(?:gpus?|cards?)\s+with"
    r"|(?<![a-z])(?:gpus?|cards?)\s+with\s+"
    r"|哪些[^，,。？?\s]{0,10}?(?:卡|gpu)|(?:卡|gpu|显卡)[^，,。？?\s]{0,4}哪些(?:支持|有|带)"
    r"|有哪些|哪张|列一下|列出|都有哪些|是哪[张款个]"
)


_RUNTIME_RES: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("faster-whisper", re.compile(r"faster[\s_-]?whisper")),
    ("whisper.cpp", re.compile(r"whisper[\s._-]?cpp")),
    ("openai-whisper", re.compile(r"openai[\s_-]whisper")),
    ("transformers", re.compile(r"(?<![a-z])(?:transformers|hf pipeline)(?![a-z])")),
)
"""Whisper runtimes named, each where it is said ("faster-whisper vs whisper.cpp")."""


def _required_features(scan: Scan) -> tuple[list[Feature], list[Feature]]:
    """Features asked for, and features asked to be absent ("don't have NVLink")."""
    wanted: list[Feature] = []
    absent: list[Feature] = []
    text = scan.lower
    asks = _ASKS_FEATURE_RE.search(text) is not None
    for feature, pattern in FEATURE_RES.items():
        for m in pattern.finditer(text):
            before = text[max(0, m.start() - 24) : m.start()]
            if _NEGATION_RE.search(before):
                absent.append(feature)
            elif asks or feature in _ALWAYS_WANTED:
                wanted.append(feature)
            break
    return list(dict.fromkeys(wanted)), list(dict.fromkeys(absent))


def _first(text: str, table: tuple[tuple[str, re.Pattern[str]], ...]) -> str | None:
    """The key of the first pattern in ``table`` that occurs in ``text``."""
    return next((key for key, pattern in table if pattern.search(text)), None)


def _memory(scan: Scan) -> None:
    reach = _REACH_MEMORY_RE.search(scan.lower)
    if reach is not None:
        scan.set("memory_to_reach_gb", float(reach["gb"]))
    for pattern, strict in _MEMORY_RES:
        m = pattern.search(scan.lower)
        if m is not None:
            scan.set("min_memory_gb", float(m["gb"] or m.groupdict().get("zgb") or 0) + strict)
            if strict:  # "over 100GB": said as stated, the next whole GB filtered
                scan.set("memory_over_gb", float(m["gb"]))
            return
    exact = _EXACT_MEMORY_RE.search(scan.lower) or _CARD_THEN_MEMORY_RE.search(scan.lower)
    if exact is not None:
        scan.set("memory_gb", float(exact["gb"] or exact["gb2"] or exact["gb3"]))
    inside = _IN_MEMORY_RE.search(scan.lower) or _OWN_MEMORY_RE.search(scan.lower)
    if inside is not None and not scan.slots.get("gpus"):
        scan.set("memory_gb", float(inside["gb"]))


def read_request(scan: Scan) -> None:
    """Fill the typed-request slots (features, memory, unit, objective, engine, where, users)."""
    text = scan.lower
    wanted, absent = _required_features(scan)
    scan.slots["features"] = wanted
    scan.slots["excluded_features"] = absent
    _memory(scan)
    read_catalog_slots(scan)
    scan.set("unit", _first(text, _UNIT_RES))
    scan.set("objective", _first(text, _OBJECTIVE_RES))
    scan.set("engine", _first(text, _ENGINE_RES))
    scan.set("segment", _first(text, _SEGMENT_RES))
    if not scan.slots.get("gpus"):
        said = without_refused_makers(text)  # "no apple pls": Apple ruled out, not asked
        makers = [v for v, pattern in _VENDOR_RES if pattern.search(said)]
        makers += ["PC"] * platform_weighed(text)  # "mac or pc": neither side filtered out
        # "any AMD or NVIDIA cards with …": two makers named filter by neither
        scan.set("vendor", makers[0] if len(makers) == 1 else None)
    scan.set("domestic", _DOMESTIC_RE.search(text) is not None and not scan.slots.get("gpus"))
    _where(scan)
    runtimes = sorted((m.start(), name) for name, p in _RUNTIME_RES for m in p.finditer(text))
    scan.slots["speech_runtimes"] = list(dict.fromkeys(name for _, name in runtimes))
    users = _concurrent_users(expand_thousands(text), trains_only=_trains_only(scan))
    loose = approx_users(text)  # "十来个人用": about ten ("二三十个人同时用": 30, read already)
    if loose is not None and users in (None, loose[0]):
        users = loose[0]
        scan.assumptions.append(readings.USERS_APPROX(surface=loose[1], n=loose[0]))
    users = users if users is not None else streams_at_once(text)  # "20 路同时跑"
    if users is not None:
        scan.set("users", users)
    scan.set("users_guessed", guessed_users(text))  # "how many at once? like 5?"
    read_adapters_loaded(scan)  # "stack two LoRAs on that fp8 model": loaded, not trained
    read_models_resident(scan)  # "gpt-oss-120b plus whisper side by side": their sum asked
    scan.set("tp_split_said", tp_split_said(text))  # "attention heads (40) … size (3)"
    concurrent = re.search(r"concurrent|parallel|simultaneous|并发", text)
    if scan.slots.get("batch_size") and concurrent:
        scan.set("users", scan.slots["batch_size"])


_AT_ONCE_RE = re.compile(
    r"concurrent|simultaneous|at once|at the same time|at peak|peak|online"
    r"|同时|在线|并发|峰值|高峰"
)


_SERVES_RE = re.compile(
    r"serv(?:e|es|ing)|deploy\w*|inference|chat\w*|api|endpoint|users?|部署|推理|服务|上线|对话|用户"
)
"""A serving job said beside a training one: a team's size may then be its load."""


_ORG_AFTER_RE = re.compile(r"\s*(?:的)?\s*(?:小?团队|(?:创业)?公司|小组|实验室|课题组|工作室)")
"""A head count said as the size of a team ("15人的创业公司"), not people using it at once."""


def _trains_only(scan: Scan) -> bool:
    """A training job stated (LoRA, a fine-tune, pre-training) and no serving asked."""
    method = scan.slots.get("method")
    training = method is not None and method != "inference"
    training = training or bool(scan.slots.get("finetune_unspecified"))
    return training and _SERVES_RE.search(scan.lower) is None


def _concurrent_users(text: str, trains_only: bool = False) -> int | None:
    """The user count a deployment is sized for: the one said to be at once, else the first.

    "200 人用，同时在线 30 人" is 30 concurrent users of a team of 200.
    """
    found = list(_USERS_RE.finditer(text))
    if not found:
        return None

    def at_once(m: re.Match[str]) -> bool:
        return _AT_ONCE_RE.search(text[max(0, m.start() - 10) : m.end()]) is not None

    chosen = next((m for m in found if at_once(m)), found[0])
    after = text[chosen.end() : chosen.end() + 8]
    if trains_only and (chosen["e"] or _ORG_AFTER_RE.match(after)):
        return None  # "a 12-person startup that LoRA-tunes weekly": who trains, not a load
    return int(next(chosen[g] for g in "abcdefghijkl" if chosen[g]))


def _where(scan: Scan) -> None:
    text = scan.lower
    # "buying, not renting": the rent word refuses the cloud, it names no rental
    if scan.slots.get("provider") or _CLOUD_RE.search(without_ruled_out_rent(text)):
        scan.set("where", "cloud")
    elif _OWN_RE.search(text):
        scan.set("where", "own")
    scan.set("region", _first(text, _REGION_RES))


_RENTED_RE = re.compile(
    r"(?<![a-z])(?:rent\w*|by the hour|per hour|hourly|lease)(?![a-z])|租|按小时"
)


def _value_weighed(scan: Scan) -> bool:
    """Two cards weighed for their worth on a job stated: their figures are the reasons given.

    "a800 和 h20 做推理哪个划算？h20 显存大但算力砍了" names figures as each card's case, but asks
    which of the two is the better value for inference: a comparison, not the cards' rows.
    """
    slots = scan.slots
    two = len({g.gpu_id for g in slots.get("gpus") or []}) == 2
    return two and slots.get("objective") == "best_value" and slots.get("method") is not None


def is_catalog_question(scan: Scan) -> bool:
    """A lookup in the spec tables: a filter or a ranking over GPUs, with no workload named."""
    slots = scan.slots
    if slots.get("model_id") or slots.get("params_b") or slots.get("tokens"):
        return False
    if slots.get("gpus") and slots.get("unit") and slots.get("objective") == "cheapest":
        return False  # "gh200 or h200, which is cheapest per hour": a rental rate ranked
    if _value_weighed(scan):
        return False  # "a800 和 h20 做推理哪个划算？h20 显存大": the two weighed for the job
    if spec_task(scan):
        return True  # "H200 显存多大？": one card's row in the spec table
    if power_rows_weighed(scan):  # "4090 laptop 功耗墙多少瓦？跟台式 4090 差多少": both rows
        scan.slots["power_ask"] = None
        return True
    if len(slots.get("gpus") or []) >= 2:
        # "which of the a4000 / a4500 / a5000 have an nvlink connector": a filter over them
        # (or "which consumer cards have fp8? 4090 yes, 3090 no, what about the 5060 ti": the
        # feature asked of cards, each named one's row read)
        which = _WHICH_OF_RE.search(scan.lower) is not None
        asked = which or bool(slots.get("asks_has")) and _CATALOG_ASK_RE.search(scan.lower)
        return bool(slots.get("features")) and bool(asked)
        # otherwise two cards named: a comparison, not a lookup
    if slots.get("gpus") and _RENTED_RE.search(scan.lower):
        return False  # "cheapest 8x A100 node to rent by the hour, with NVLink": its price
    if DEFINITION_OPENER_RE.search(scan.lower):
        return False  # "what is NVLink and which GPUs have it": explain first
    asked = _CATALOG_ASK_RE.search(scan.lower) is not None
    filters = bool(
        slots.get("features")
        or slots.get("excluded_features")
        or slots.get("min_memory_gb")
        or slots.get("memory_gb")
        or slots.get("objective") == "most_memory"
        or MEMORY_PER_DOLLAR_RE.search(scan.lower) is not None
        or (slots.get("segment") and slots.get("objective"))
        or slots.get("max_board_power_w")
        or slots.get("china_sale")
        or slots.get("architecture")
        or slots.get("min_bandwidth_gb_s")
        or slots.get("min_tflops")
    )
    # a cloud named ("华为云 … 是什么卡") asks of its instances, not of the maker's cards
    maker = bool(slots.get("vendor") or slots.get("domestic")) and not slots.get("provider")
    if maker and _MAKER_LIST_RE.search(scan.lower) is not None:
        return True  # "你们库里有哪些国产卡": the catalog's cards of that maker or origin
    return filters and (asked or slots.get("objective") is not None)


__all__ = ["FEATURE_RES", "is_catalog_question", "read_request"]
