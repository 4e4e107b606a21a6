"""Markers the parser reads once (pure), so nothing after parsing re-reads the question's text.

* ``smalltalk``: a greeting, thanks or "who are you" with nothing else asked;
* ``new_topic`` / ``follow_up``: whether the message says it starts afresh ("btw", "另外问一下")
  or leans on the previous turn ("and on two?", "换成QLoRA呢");
* ``bare_count``: a GPU count said without a GPU name ("and on two?", "换成8卡呢");
* ``off_topic``: an off-topic subject (weather, stocks, recipes);
* ``workload_family`` / ``workload_name``: image generation, video, vision or speech named
  ("SDXL", "YOLOv8", "Whisper", "文生图");
* ``asks_gpu_pick``: a request for a card ("which GPU should I buy");
* ``power_words`` / ``kv_words``: power (PSU, watts, 电费), the KV cache or long context.
"""

from __future__ import annotations

import re
from typing import Any

from assistant.question import follow_markers as fm
from assistant.question import intent_cues as cues
from assistant.question import lexicon as lx
from assistant.question.answer_asked import answer_asked, asks_found
from assistant.question.capacity_slots import at_once_said, load_counted
from assistant.question.chat_words import asked_of_me_off_domain, chat_act
from assistant.question.definition_opener import feature_defined
from assistant.question.draw_asked import PULL_ASKED_RE
from assistant.question.effect_ask import effect_asked
from assistant.question.format_judged import formats_differ
from assistant.question.gap_cause import gap_cause_asked
from assistant.question.greeting_chat import greeting_chat, greets_in_passing
from assistant.question.held_cards import cards_held
from assistant.question.held_memory import held_memory_asked
from assistant.question.instance_words import instance_ask, instance_words, type_word_said
from assistant.question.kv_words import kv_marks
from assistant.question.llm_words import ai_work_said, llm_said
from assistant.question.mig_profile import mig_profile, slicing_asked
from assistant.question.model_list_words import MODEL_LIST_RE as _MODEL_LIST_RE
from assistant.question.node_parts import node_asks
from assistant.question.off_topic import off_topic_said
from assistant.question.ordinal_count import ordinal_count as ordinal_count
from assistant.question.planned_span import duration_asked
from assistant.question.platform_choice import mac_offered, platform_weighed
from assistant.question.pooling import expert_offload_asked, pooling_asked, split_explained
from assistant.question.price_descriptor import without_price_descriptor
from assistant.question.price_gap import figure_marks
from assistant.question.rate_units import price_gap_asked
from assistant.question.readings import cap_asked
from assistant.question.request_rate import request_rate_asked
from assistant.question.room_words import room_asked
from assistant.question.size_floor import size_floor
from assistant.question.smalltalk import (
    about_me_markers,
    asks_only_about_me,
    closing_remark,
    smalltalk_act,
)
from assistant.question.span_guesses import length_asked
from assistant.question.technique_backfired import technique_backfired
from assistant.question.text import fold
from assistant.question.type_name_parts import in_type_name
from assistant.question.verify_cues import checks_a_card, picks_a_figure
from assistant.question.why_cues import (
    EXPLAIN_RE,
    QUALITY_AMOUNT_RE,
    own_why_asked,
    weighed_to_explain,
    why_of_a_gap,
)
from assistant.question.worth_weighed import feature_doubted, technique_worth

_VERSUS_RE = re.compile(
    r"(?<![a-z])(?:vs\.?|versus|compared (?:to|with))(?![a-z])|还是|对比|相比|区别|差在哪|差别"
)
"""Things weighed against each other ("FP8 vs INT8 vs Q4_K_M", "LoRA 和 QLoRA 的区别")."""
_OWNING_RE = re.compile(
    r"(?<![a-z])(?:buy\w*|bought|own|owning|purchas\w*|on-?prem\w*|self-?host\w*|capex)(?![a-z])"
    r"|买|自建|自购|购置|采购|回本"
)
"""Owning hardware is named: a rent-or-buy weighing may be asked."""
_USED_RE = re.compile(
    r"(?<![a-z])(?:used|second[\s-]?hand|refurb\w*|ex[\s-]?mining|pre[\s-]?owned|ebay|craigslist"
    r"|(?:facebook )?marketplace|mined on|mining wear|resale|(?:re)?sell(?:ing)?)(?![a-z])"
    r"|二手|矿卡|闲鱼|咸鱼|拆机|魔改|转手|能卖|出掉"
)
"""A used (or 魔改, grey-market) card is asked about: its price is the used market's, not MSRP."""
_QUANTITY_ASK_RE = re.compile(
    r"(?<![a-z])(?:how (?:much|many|long|fast)|can i|could i|will it|would it|enough"
    r"|which (?:gpu|card)|worth|should i)(?![a-z])"
    r"|多少|几张|几块|多久|(?<!差不)多快|能不能|可不可以|够不够|够吗|能装|装得下|跑得动|选哪|推荐|哪个好|值不值"
)
"""An amount, a feasibility or a pick asked: a calculator's question even when it also asks why."""
_CAN_I = ("能不能", "可不可以", "can i", "could i")  # a feasibility asked, not an amount
_OWN_SETUP_RE = re.compile(
    r"(?<![a-z])(?:my|i'?m(?! (?:5|five)(?![a-z0-9]))|i have|we have)(?![a-z])|我的|我这|我们的"
)
"""The asker's own setup: a why about it is a symptom to size ("explain why I'm out of memory
on my 4090") unless the message opens with the why and names no model or method to size."""
_SENTENCE_END_RE = re.compile(r"[?？。!！]")
_CLAUSE_END_RE = re.compile(r"[?？。!！,，;；]")
"""A clause ends: an amount asked before a why in its own clause leaves the why its own."""
_SIZED_RE = re.compile(r"\d")
"""A number in the amount's sentence: a model named with its size, or a figure to size on."""
_NUM = (
    r"\d{1,5}|a couple of|couple of|a pair of|pair of|[a-z]{2,9}"  # bounded: no quadratic scans
    r"|[零〇一二两三四五六七八九十]{1,3}"
)
_NO_HOURS = r"(?!\s*·?\s*(?:时|小时)|[\s-]*(?:hours?|hrs?)\b)"  # "120 GPU-hours": no cards
_COUNTED = r"(?:x\s*)?(?:gpus?|cards?|of them|nodes? of)\b" + _NO_HOURS
_COUNT_ONLY_RES = (
    re.compile(rf"(?<![\w.])(?P<n>{_NUM})\s*(?:(?:cloud|rented|consumer)\s+)?{_COUNTED}"),
    # (a card-hour is a unit of rent: "一卡时只要 2 块" counts no cards)
    re.compile(rf"(?P<n>{_NUM})\s*(?:张|块|个|台)?\s*(?:卡|显卡|gpu){_NO_HOURS}"),
    # a bare count after an opener: "and on two?", "三张呢", "不对，是三张" (not "20个人呢")
    re.compile(
        rf"^\s*(?:(?:and|what about|how about|or|then)\s*)?(?:(?:on|with|using|across)\s*)?"
        rf"(?P<n>{_NUM})\s*(?:instead\s*)?[?？.!]*\s*$"
    ),
    re.compile(
        r"^\s*(?:(?:不对|错了|说错了|搞错了)\W*)?(?:(?:那|那么)\s*)?(?:(?:其实|应该|实际)?是\s*)?"
        r"(?:(?:换成|改成|用|开|租|买|再加|多加|加|再插|再塞|再装|再上|再买|再来)\s*)?"
        r"(?P<n>[0-9零〇一二两三四五六七八九十]{1,4})"
        r"\s*(?:张|块|个)(?!\s*(?:人|用户|并发|会话|请求|路|epoch|轮|step|步))\s*(?:卡|显卡)?\s*呢?"
    ),
)
_WORKLOAD_RES: tuple[tuple[str, re.Pattern[str]], ...] = (
    (
        "video",
        re.compile(
            r"(?<![a-z])(?:hunyuan\s?video|wan\s?(?:2(?:\.\d)?|(?=1(?:4|\.3)\s?b))|cogvideo\w*(?:[\s-]\d+(?:\.\d+)?b)?"
            r"|mochi(?:[\s-]?1)?|ltx[\s-]?video|sora|step[\s-]?video|animatediff|kling|frame[\s-]?pack"
            r"|stable[\s-]video[\s-]diffusion|svd(?:[\s-]xt)?|img2vid(?:[\s-]xt)?|image[\s-]to[\s-]video"
            r"|text[\s-]to[\s-]video|video gen(?:eration)?|video diffusion|video models?)(?![a-z])"
            r"|文生视频|视频生成|图生视频|混元视频|视频模型|(?:通义)?万相\s*(?:2(?:\.\d)?)?"
        ),
    ),
    (
        "image",
        re.compile(
            r"(?<![a-z])(?:stable[\s-]?(?:diffusion|cascade)|sd\s?(?:1\.5|2\.1|3(?:\.5)?|xl)|sdxl|flux(?:\.?\d(?:\.\d)?)?|schnell"
            r"|flux[\s-]?gym|comfy\s?ui|automatic1111|a1111|forge|kohya\w*|dreambooth|midjourney|controlnet|civitai"
            r"|text[\s-]to[\s-]image|image gen(?:eration)?|image models?|img2img|pony diffusion"
            r"|cogview\d*|kolors|hunyuan[\s-]?(?:dit|image)|pixart[\w-]*|playground[\s-]?v[\d.]+"
            r"|auraflow|hidream[\w-]*|lumina[\w-]*|omnigen\d?|qwen[\s-]?image(?:[\s-]edit)?)(?![a-z])"
            r"|文生图|图生图|出图|画图|绘图|ai绘画|ai 绘画|sd模型|跑sd|生图|(?:图像|绘画|画图)模型"
            # a bare "sd" played or run with, never an SD card ("玩 sd 和 lora", "for sd")
            r"|(?:玩|跑|用|学|搞|(?<![a-z])(?:for|run|running|play with|using))\s*sd(?![a-z0-9.]"
            r"|\s*(?:card|卡|存储))|(?<![a-z])sd(?=\s*(?:和|与|and|&|\+|/)?\s*(?:lora|webui)\b)"
        ),
    ),
    (
        "vision",
        re.compile(
            r"(?<![a-z])(?:yolo\s?(?:v?\d+\w*)?|resnet[\s-]?\d*|vit[\s-]?[bl]?|efficientnet|mask"
            r"[\s-]?r[\s-]?cnn|detectron\w*|segment anything|sam2?|object detection|image"
            r" classification|imagenet|coco dataset|ultralytics|timm"
            r"|(?:rt|rf|co)[\s-]?detr(?:[\s-]?v\d)?(?:[\s-][a-z]\b)?|grounding[\s-]?dino|dinov2"
            r"|depth[\s-]?anything(?:[\s-]?v\d)?|midas|zoe[\s-]?depth|depth estimation)(?![a-z])"
            r"|(?<![a-z])(?:vision|detection|segmentation|cv) models?(?![a-z])|computer vision"
            r"|深度估计"
            r"|目标检测|图像分类|图像分割|语义分割|视觉模型|计算机视觉|\bcv\b"
        ),
    ),
    (
        "speech",
        re.compile(
            r"(?<![a-z])(?:whisperx?(?:[\s-]?(?:large|medium|small|tiny|base)\S*)?|faster[\s-]whisper"
            r"|speech[\s-]to[\s-]text|asr|transcri\w+|tts|text[\s-]to[\s-]speech|voice clon\w*"
            r"|speech recognition|(?:speech|audio|voice) models?|cosy[\s-]?voice\d*|f5[\s-]tts"
            r"|x[\s-]?tts(?:[\s-]?v\d)?|gpt[\s-]?sovits|sense[\s-]?voice|kokoro|bark|parakeet|canary"
            r"|fish[\s-]?speech|chat[\s-]?tts|(?:distil[\s-]?)?large[\s-]?v[23](?:[\s-]?turbo)?)(?![a-z])"
            r"|语音识别|语音转文字|转写|语音合成|声音克隆|语音模型"
        ),
    ),
)
_POWER_RE = re.compile(
    r"(?<![a-z])(?:psu|power supply|watts?|wattage|kw|kwh|power draw|electricity|power bill"
    r"|power consumption|tdp|atx\s?3|how much power|power (?:usage|use|draw)"
    r"|draws?(?! things)|pull(?:s|ing)?"
    r" (?:from|at) the wall|at the wall|wall power)(?![a-z])|\d\s?w\b(?!/(?:\s|o\b))"
    r"|电源|功耗|功率|瓦|电费|耗电|用电|供电|多少电"
)
_KV_RE = re.compile(
    r"(?<![a-z])(?:kv[\s-]?cache|kv|long context|context (?:length|window)|\d{1,4}k context)"
    r"(?![a-z])"
    r"|上下文|kv缓存|长文本|长上下文"
)
_GPU_COUNT_RE = re.compile(
    r"\bhow many (?:more )?(?:\w+ )?(?:gpus?|cards?|nodes?|machines?|servers?|boxes"
    r"|[a-z]+\d+[a-z\d]*|\d{4}[a-z]*)\b|\b(?:gpu|card|node) count\b"
    r"|\bnumber of (?:gpus|cards|nodes)\b|\bhow many (?:do|would|will|should) (?:we|i|you) need\b"
    r"|几张|几块(?!钱)|几台|几个(?:gpu|卡|节点)|几卡|多少张|多少块(?!钱)|多少台|多少(?:个)?(?:gpu|节点)|卡数"
)
"""How many GPUs, cards or machines are asked ("how many H100s", "至少要几台机器")."""
_PRICE_RE = re.compile(
    r"(?<![a-z])(?:price[sd]?|pricing|cost[s]?|per hour|hourly|/h(?:r|our)?|an hour|a month"
    r"|per month|monthly|cheap\w*|expensive|rent(?:al)?|on[- ]demand|charge[sd]?|\$)(?![a-z])"
    r"|[$¥￥]|\bpay[- ]as[- ]you[- ]go\b|\bpayg\b|(?<!sweet[ -])(?<!hot )(?<!blind )\bspot\b"
    r"|多少钱|多少(?:美元|美金|刀|块(?!\s*(?:[a-z]{1,4}\d|卡|显卡|gpu))|元|人民币)|价格|价钱|费用|租金|包月|包年|按量|按需|竞价|抢占式|一小时|每小时"
    r"|月租|便宜|贵|账单|报价|how many dollars|what (?:does|would|will) it cost"
    # "how much would a p5en run me for 72 hours", "what'll that set us back": money asked
    r"|\bhow much (?:would|will|does|did|do|is|'?d|'?ll)\b(?:[^.?!]|\.(?=\w)){0,60}?"
    r"\brun (?:me|us|you)\b|\bset (?:me|us|you) back\b"
    r"|花(?:费)?(?:了)?多少(?![时天个分周月年显内])"  # "跑两天要花多少", not "花多少时间"
    r"|(?:按|每)(?:小时|个?月|天|卡时)(?:收|计费|付|要)(?:多少|几)|收费|计费标准"  # "按小时收多少"
)
"""A price is asked of what is named ("pay-as-you-go": on-demand; "多少块 L4": a count)."""
_MAX_CONTEXT_RE = re.compile(
    r"\b(?:longest|max(?:imum)?|biggest|largest|most)\s+(?:\w+\s+)?context\b"
    r"|\bhow (?:many|much) (?:tokens? (?:of )?)?context\b|\bhow long (?:a |of a )?context\b"
    r"|\bhow many tokens(?: of context)? (?:can|could|will|would) (?:i |it |we )?(?:fit|load|run)"
    r"|上下文(?:(?!并发|用户|会话|请求).){0,6}(?:最多|最长|最大|能开多|能到多|开到多|能开几)|(?:最长|最大|最多|多长|能开多少)的?上下文"
    # "剩下的显存能开多少 token 的上下文": the count of context tokens asked
    r"|(?:能|可以)?(?:开|撑|跑)(?:到)?多(?:少|长|大)\s*(?:个\s*)?(?:k|tokens?)\s*的?上下文"
)
"""The longest context that fits is asked, not whether one stated length does."""
_FEASIBILITY_RE = re.compile(
    r"^\W*(?:can|could|will|would|is it (?:possible|feasible|realistic)|am i able|is that)\b"
    r"|\bis (?:that|this|it) (?:actually |really )?true\b|是真的吗|(?:真|真的)能"  # a claim checked
    r"|\b(?:possible|feasible|realistic|doable|insane)\b|能不能|可不可以|行不行|够不够|可行"
    r"|(?:能|可以|够|行|跑得动|装得下)[^，。？?！!]{0,40}(?:吗|么)"
    r"|(?:能|可以)(?:塞|装|放)(?:得?下|进去?)?\s*(?:[?？]|$)|想都别想|没戏吗?\s*(?:[?？]|$)"
    r"|是不是就(?:能|可以|够|行)|\bis (?:that|it) enough\b"  # "降到 16k 是不是就行了"
)
"""A yes/no question: whether something can be done at all."""
_DURATION_ASK_RE = re.compile(
    r"\bhow (?:long|many (?:gpu[\s-]?)?(?:hours|days|weeks))\b|\btime to\b|\bhow much time\b"
    r"|(?:^|[\s,;(-])(?<!these )(?<!those )(?:hours|days|weeks|months|minutes|eta|wall[\s-]?clock"
    r"|gpu[\s-]?hours)\s*(?:\?|(?:to|for) (?:clear|finish|get through|process) (?:it|th\w+))"
    r"|\b(?:be |get )?(?:done|finish(?:ed)?|through|complete[d]?) (?:by|before) (?:the )?(?:morning"
    r"|tomorrow|tonight|monday|the weekend|\w+day|\d{1,2}\s*(?:am|pm|:\d\d))\b"  # "done by 7am?"
    r"|\b(?:cut|halve) (?:that|it|this|the (?:time|run|job)) in half\b|\bhalve the (?:time|run)\b"
    r"|快一倍|快一半|(?:时间|耗时)(?:能)?(?:减半|缩短一半)"  # a job time asked to shrink
    r"|\bhow many (?:minutes|mins)\b|几分钟|多少分钟|\b(?:duration|run[\s-]?time|timeline)\s*\?"
    r"|\b(?:training|train|wall|total|job)[\s-]?time\s*\?|(?:^|[,;:]\s*)time\s*\?"  # ", time?"
    r"|\b(?:an? )?overnight(?: job| run| thing)? or\b|\bor (?:a )?multi[\s-]?days?\b"  # a span
    r"|一(?:个)?(?:晚上|夜)(?:能|可以)?(?:跑|训|做)?(?:得)?完|跑一晚上?(?:够|行)"
    r"|多久|多长时间|几天|几个小时|几周|几个(?:星期|月)|多少(?:个)?(?:小时|天|卡时|周)"
    r"|估(?:个|一下|下|算)?(?:一下)?(?:总|大概的?)?(?:完成|结束|跑完|训完|训练)?的?(?:时间|时长|耗时)"
    r"|(?:跑|做|训|生成|渲染)(?:得)?完吗|(?:天亮|明早|早上|明天)(?:之?前)?(?:能)?(?:跑|做|生成)?完"
)
"""The question asks for a duration."""
_PERSONAL_RE = re.compile(
    r"\b(?:hobby\w*|personal|side projects?|at home|for myself|individual|indie|solo"
    r"|home ?lab)\b|个人|自己玩|业余|在家|学生|自用|家用"
)
"""One person asks for themselves (not a company or a lab cluster)."""
_NOTEBOOK_RE = re.compile(
    r"(?<![a-z])(?:(?P<colab>(?:google\s+)?colab)|(?P<kaggle>kaggle)"
    r"|(?P<paperspace>paperspace(?=[^.?!。？]{0,24}(?:plan|subscription|gradient|notebook|订阅|套餐))"
    r"|gradient notebooks?))"
)
"""A notebook platform's GPU ("a T4 on Colab", "kaggle的P100", a Paperspace plan): where the
user runs, on a subscription, not a cloud the price book quotes by the GPU-hour."""
GPU_PICK_RE = re.compile(
    r"(?:买|选|推荐|入手|挑|租)(?:个|款|张|块)?(?:什么|哪|啥)|(?:什么|哪|啥)(?:款|张|种|块|个)?(?:显卡|gpu|卡)"
    r"|推荐(?:个|一个|一套|套|一下|下)?(?:配置|方案|硬件|服务器)|(?:什么|啥)(?:样的)?(?:配置|硬件)"
    r"|\b(?:which|what|best|recommend\w*)\s+(?:gpus?|cards?|graphics cards?)\b"
    # a card picked by a quality: "quietest card for a 70b", "coolest-running gpu for my itx"
    r"|\b(?:quiet(?:est|er)?|silent|coolest(?:[\s-]running)?|most (?:power[\s-])?efficient)\s+"
    r"(?:\w+\s+)?(?:gpus?|cards?|graphics cards?)\b|最(?:安静|静音|省电|凉快)的(?:显卡|卡|gpu)"
    r"|(?:显卡|gpu|卡)(?:是|选|用|买)(?:哪|什么|啥)"  # "最便宜的卡是哪张", "显卡选什么"
    r"|\b(?:gpus?|cards?)\s+(?:should|to buy|to get|to choose|would you)\b"
    r"|\b(?:minimum|min|smallest|least)\s+(?:(?:single|one|cloud|rented|rental|consumer)\s+){0,2}(?:gpus?|cards?|setup|hardware|cluster|config\w*)\b"
    r"|\b(?:which|what)\s+(?:\w+\s+)?(?:cluster|setup|hardware)\s+(?:should|do|would|to)\b"
    r"|\b(?:which|what)\s+(?:\w+\s+)?(?:hardware|setup|rig|build)\s*(?:[?.!]|$)"  # "what hardware?"
    r"|\b(?:gpu|card) options\b|\bwhat are (?:my|our|the) options\b|\boptions\s*\?"
    r"|\b(?:gpus?|cards?)\s+(?:i|we)\s+(?:should|need|must)\b"
    # a card to move to: "what should i upgrade to", "what would you step up to"
    r"|\bwhat\s+(?:should|would|could|do|can)\s+(?:i|we|you)\s+(?:upgrade|step up|move|switch)"
    r"\s+to\b"
    # the assistant's own purchase asked: "what would you buy for it", "what do you get then"
    r"|\bwhat\s+(?:would|do)\s+you\s+(?:\w+\s+)?(?:buy|get|build)\b"
    r"|^\W*(?:(?:a|the|good|best)\s+)?(?:gpus?|graphics cards?)\s+(?:for|to run)\s+"
    r"(?:an?|my|our|the)\b",
    re.IGNORECASE,
)


def _number(word: str) -> int | None:
    word = word.strip()
    if word.isdigit():
        return int(word)
    if word in lx.EN_NUMBER_WORDS:
        return lx.EN_NUMBER_WORDS[word]
    if word and all(ch in lx.CN_DIGITS or ch == "十" for ch in word):
        if word == "十":
            return 10
        if "十" in word:
            tens, _, ones = word.partition("十")
            return (lx.CN_DIGITS.get(tens, 1) if tens else 1) * 10 + lx.CN_DIGITS.get(ones, 0)
        return lx.CN_DIGITS[word] if len(word) == 1 else None
    return None


def stated_count(text: str) -> int | None:
    """A GPU count said without a GPU name ("换成8卡", "on 4 GPUs", "and on two?")."""
    ordinal = ordinal_count(text)
    if ordinal is not None:
        return ordinal
    folded = fold(text)
    for pattern in _COUNT_ONLY_RES:
        for m in pattern.finditer(folded):  # "slower than one gpu", "比单卡": a baseline
            n = None if folded[: m.start()].endswith(("than ", "比")) else _number(m["n"])
            if n is not None and 0 < n <= 1024:
                return n
    return None


def workload_named(text: str) -> tuple[str, str] | None:
    """(family, the name as written) of a non-LLM workload the question names, or None."""
    folded = fold(text)
    for family, pattern in _WORKLOAD_RES:  # "nd96asr_v4" is a type's name, no speech job
        m = next((m for m in pattern.finditer(folded) if not in_type_name(folded, m.start())), None)
        if m is not None:
            return family, m.group().strip()
    return None


def workload_mentions(text: str) -> list[tuple[str, str]]:
    """Every (family, name as written) of the non-LLM workloads the question names, in order."""
    folded = fold(text)
    found = [
        (m.start(), family, m.group().strip())
        for family, pattern in _WORKLOAD_RES
        for m in pattern.finditer(folded)
        if not in_type_name(folded, m.start())
    ]
    return [(family, name) for _, family, name in sorted(found)]


def _notebook(folded: str) -> str | None:
    m = _NOTEBOOK_RE.search(folded)
    return m.lastgroup if m else None


def _why_asked(folded: str, slots: dict[str, Any]) -> bool:
    """Whether a why or how-it-works is what the message asks, ahead of any amount.

    An amount asked in another sentence, with no card named, is the why's aside ("why is
    batched whisper faster? how much more memory does it take", "MLA 省多少显存，原理是啥");
    a why about the asker's own setup is asked when it opens the message and names nothing to
    size ("why is prompt processing on my mac so slow").
    """
    why = EXPLAIN_RE.search(folded)
    if why is None:
        return False
    quality = [m.span() for m in QUALITY_AMOUNT_RE.finditer(folded)]  # "准确率会掉多少"
    amounts = _QUANTITY_ASK_RE.finditer(folded)
    amount = next((m for m in amounts if not any(a <= m.start() < b for a, b in quality)), None)
    if amount is not None:
        after = amount.start() > why.end()
        between = (why.end(), amount.start()) if after else (amount.end(), why.start())
        # its own sentence, with no card to size on: "GQA 省多少显存，原理是什么" asks the why
        sized = slots.get("model_id") or slots.get("params_b")
        # the models named only in the why's own sentence after it are the why's ("GQA 能省多少
        # kv？为啥 llama 2 70b 的比 llama 3 70b 大"): the amount's sentence sizes nothing
        end = _SENTENCE_END_RE.search(folded, *between) if not after else None
        sized = sized and not (end is not None and _SIZED_RE.search(folded, 0, end.start()) is None)
        apart = not slots.get("gpus") and between[0] <= between[1]  # "为啥这么大？64k 要占多少 G":
        apart = apart and (after and not slots.get("context_tokens") or not sized)  # sized at 64k
        # "why does flux need T5, can I skip loading it": with no card, a clause is enough
        loose = amount.group() in _CAN_I and not slots.get("memory_gb")
        ends = _CLAUSE_END_RE if loose or not after else _SENTENCE_END_RE
        if not (apart and ends.search(folded, *between)):
            return False
    if _OWN_SETUP_RE.search(folded) is None:
        return True
    trains = slots.get("method") not in (None, "inference") or slots.get("finetune_unspecified")
    sized = bool(slots.get("model_id") or slots.get("params_b") or trains)
    return own_why_asked(folded, sized)


_AI_WORK = ("finetune_unspecified", "precision", "engine")
"""Slots that name AI work: a quant format names a model's precision; an inference engine
("during llama.cpp", "vllm 跑着") is what the card runs, however much the rest sounds like a
repair or a game."""


def read_markers(text: str, slots: dict[str, Any]) -> dict[str, Any]:
    """The marker fields of ``Query`` for the question ``text`` and the slots already read."""
    folded = fold(text)
    workload = workload_named(text)
    named = any(slots.get(k) for k in ("gpus", "model_id", "params_b", "budget", "method"))
    ai_work = any(slots.get(k) for k in ("model_id", "params_b", "method", *_AI_WORK))
    # "yolo11n 帧率多少": the model's frame rate; "what llms run on it": LLMs as such
    ai_work = ai_work or workload is not None or ai_work_said(folded)
    subject = any(slots.get(k) for k in ("gpus", "model_id", "params_b"))
    closing = closing_remark(folded)  # "ok ordering the 3090 now, ty": the card is the choice
    method_only = named and not any(
        slots.get(k) for k in ("gpus", "model_id", "params_b", "budget")
    )
    chat = method_only and (asks_only_about_me(folded) or smalltalk_act(folded) == "thanks")
    named = named and not closing and not chat  # "gotta run, thanks": 'run' is no job
    # "ok, what else could it run": a list asked, not an acknowledgement ("你是用什么模型做的" is)
    listed = _MODEL_LIST_RE.search(folded) is not None and not asks_only_about_me(folded)
    asked = named or listed
    act = "thanks" if closing else None if asked else smalltalk_act(folded)
    held = held_memory_asked(folded, slots.get("engine"))
    wanted = asks_found(folded)  # "什么价", "how long", "每秒几个 token"
    fix = fm.fix_markers(folded)  # a fix that failed, or one that worked with its cause asked
    follow_up = fix["fix_failed"] or fix["fix_worked"] or fm.FOLLOW_UP_RE.search(folded) is not None
    checked = checks_a_card(folded)  # "卖家说只打游戏，怎么验是不是矿卡": the card's past
    definition = fm.definition_asked(folded)  # "你说的 zero3 是什么意思": mid-message too
    changes = fm.CHANGE_OPENER_RE.search(folded) is not None
    if act is None and not asked and not changes and workload is None:
        # a bare change ("and on two?", "换成 sdxl 呢") or a card name is never chat
        if stated_count(text) is None and lx.GPU_RE.search(folded) is None:
            act = chat_act(folded)
    return {
        "smalltalk": greeting_chat(folded, named, act) or greets_in_passing(folded, slots, ai_work),
        "thanks": act == "thanks",
        "remark": act == "remark",
        **about_me_markers(folded, act == "greeting" and not named),
        "new_topic": fm.new_topic_said(folded),
        "follow_up": follow_up,
        **fix,
        "bare_count": stated_count(text) if not slots.get("gpus") else None,
        "bare_machines": fm.machines_said(folded) if not slots.get("gpus") else None,
        "off_topic": off_topic_said(folded, ai_work)
        or (cues.writes_for_me(folded) and not subject)
        or asked_of_me_off_domain(folded)  # "could you polish this email to my landlord"
        or (cues.NON_AI_USE_RE.search(folded) is not None and not ai_work and not checked)
        or (cues.CLOSED_MODEL_RE.search(folded) is not None and not subject)
        or (cues.asks_model_quality(folded) and not slots.get("gpus")),
        "declined": None if checked else cues.declined_subject(folded),
        "closed_model": None if subject else cues.closed_model_name(folded),
        "definition": definition,
        "versus": _VERSUS_RE.search(folded) is not None,
        "used_asked": _USED_RE.search(folded) is not None,
        # "is it capped?": a full limit says "no"; "差价多少": the gap leads the two rents
        "power_cap_asked": cap_asked(folded),
        "mac_offered": mac_offered(folded),
        "price_gap_asked": price_gap_asked(folded),
        "users_at_once": at_once_said(folded),
        "owning_words": _OWNING_RE.search(folded) is not None,
        "cards_held": cards_held(folded),
        "explain_asked": (
            _why_asked(folded, slots)
            or (definition and effect_asked(folded))
            # "what is MIG and can I split an A100": the term first, then the card's use of it
            or (feature_defined(folded, slots.get("features") or []) and bool(slots.get("gpus")))
            or weighed_to_explain(folded, bool(slots.get("gpus")))
            or picks_a_figure(folded)  # "which number is real": how the units differ
            or held  # "vllm shows 21gb used, leak or on purpose?": the reserve explained
            or split_explained(folded)  # "does vram stack", "--n-cpu-moe 是干嘛的"
            # "投机解码要多跑个小模型，单卡值不值": the technique's worth, nothing to buy
            or technique_backfired(folded)  # "开了投机解码反而变慢，什么情况下不划算"
            or technique_worth(folded)
            and not (subject or slots.get("budget") or workload)
        )
        and (len({g.gpu_id for g in slots.get("gpus") or []}) < 2 or why_of_a_gap(folded))
        or formats_differ(folded)  # "fp8 和 int8 有啥区别，h20 支持而 a800 不支持"
        or feature_doubted(folded),  # "MIG on an H100 for a few 7Bs: sensible or a gimmick?"
        "figure_picked": picks_a_figure(folded),
        "held_memory_asked": held,
        "pooling_asked": pooling_asked(folded),
        "expert_offload_asked": expert_offload_asked(folded),  # "--n-cpu-moe 是干嘛的"
        "technique_backfired": technique_backfired(folded),
        "speed_gap_asked": gap_cause_asked(folded),  # "more tflops, yet the 3090 is faster: why"
        "mig_profile": mig_profile(folded),
        "slicing_asked": slicing_asked(folded),
        **figure_marks(folded),  # a card's figures asked or doubted, a price gap's why
        "asks_gpu_pick": GPU_PICK_RE.search(folded) is not None or cues.upgrade_asked(folded),
        "platforms_weighed": platform_weighed(folded),  # "macbook or pc": both sides picked from
        "power_words": _POWER_RE.search(folded) is not None or bool(PULL_ASKED_RE.search(folded)),
        "kv_words": _KV_RE.search(folded) is not None,
        **kv_marks(folded, slots.get("context_tokens") is not None),  # see kv_named
        "room_asked": room_asked(folded),
        "asks_max_context": _MAX_CONTEXT_RE.search(folded) is not None,
        "asks_capacity": "capacity" in wanted or request_rate_asked(folded),
        "asks_request_rate": request_rate_asked(folded),
        "asks_load_count": load_counted(folded),
        "size_floor": size_floor(folded),
        "llm_said": llm_said(folded),
        "asks_gpu_count": _GPU_COUNT_RE.search(folded) is not None,
        "price_words": _PRICE_RE.search(without_price_descriptor(folded)) is not None,
        "asks_model_list": _MODEL_LIST_RE.search(folded) is not None,
        "personal": _PERSONAL_RE.search(folded) is not None,
        "asks_feasibility": _FEASIBILITY_RE.search(folded) is not None
        or (cues.TERSE_FIT_RE.search(folded) is not None and GPU_PICK_RE.search(folded) is None),
        "notebook": _notebook(folded),
        "gpus_together": cues.GPUS_TOGETHER_RE.search(folded) is not None,
        "asks_duration": duration_asked(folded, _DURATION_ASK_RE) or length_asked(folded),
        "answer_asked": answer_asked(wanted),
        "instance_words": instance_words(fold(text)),
        "type_word_said": type_word_said(folded),
        **node_asks(folded),  # "what nic, how much local nvme": what the table lacks
        **instance_ask(folded, slots),
        "workload_family": workload[0] if workload else None,
        "workload_name": workload[1] if workload else None,
    }


__all__ = ["fold", "instance_words", "read_markers", "stated_count", "workload_mentions"]
__all__ += ["workload_named"]
