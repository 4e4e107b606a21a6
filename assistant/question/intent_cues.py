"""Topic words and the cues each intent is scored on (English and Chinese), for ``parsing``.

Patterns run on NFKC-folded, lower-cased text, like those in ``lexicon``.
"""

from __future__ import annotations

import re

from assistant.models.query import DeclinedSubject

# --------------------------------------------------------------------------- topic and intent

OFF_TOPIC_RE = re.compile(
    r"(?<![a-z])(?:weather|forecast|recipes?|cook\w*|bake|stocks?|shares|invest\w*|crypto"
    r"|bitcoin|lottery|horoscope|football|soccer|nba|movies?|songs?|poems?|poetry|jokes?"
    r"|girlfriend|boyfriend|dating|politics|election|travel|hotel|(?<!in )flights?|restaurant"
    r"|earnings"
    r"|nasdaq|nvda|dividends?|portfolio|(?:mechanical )?keyboards?|mouse|mice|headphones?"
    r"|headsets?|earbuds|(?:office|gaming|ergonomic) chairs?"
    r"|(?:who(?:'?s| is| was)|name of) (?:the )?(?:current |new )?(?:ceo|cfo|cto|founders?"
    r"|president|chairman|boss)|(?:ceo|founders?|chairman|president) of|who (?:founded|owns|runs"
    r"|started)|market cap\w*|net worth|headquarter(?:s|ed))(?![a-z])"
    r"|(?:ceo|cfo|cto|创始人|老板|总裁|董事长|掌门人?)(?:现在)?是谁|谁(?:创立|创办|创建)|市值|身价|总部在"
    r"|天气|菜谱|食谱|做饭|怎么做菜|股票|股价|炒股|基金|彩票|星座|足球|电影|歌曲|写诗|笑话"
    r"|女朋友|男朋友|政治|选举|旅游|酒店|航班|餐厅|财报|美股|港股|键盘|鼠标|耳机|电竞椅|人体工学椅"
)
_MINING_EN = (
    r"(?:mine|mining) (?:crypto|bitcoin|btc|eth\w*|coins?|monero|xmr|kaspa|kas|ltc|litecoin"
    r"|doge\w*|ravencoin|rvn)|(?:crypto|bitcoin|btc|eth\w*)[\s-]?mining|mining (?:profit\w*|rigs?)"
    r"|hash ?rate|mining (?:settings?|configs?|overclocks?|profiles?|algorithms?|pools?|software)"
    r"|kaspa|monero|ravencoin|kheavyhash|ethash|kawpow|autolykos|nicehash|hive ?os|lolminer"
)
_MINING_ZH = r"挖矿(?!卡|退役|下来)|矿池|算力币|挖(?:比特币|以太坊|狗狗币|门罗币)"
_DISPLAY_EN = (
    r"monitors? (?:flicker\w*|goes black|blank\w*|tear\w*)|flicker\w*|screen tearing|displayport"
    r"|hdmi|refresh rates?|g-?sync|freesync|v-?sync|multi-?monitors?|dual monitors?"
    r"|\d{2,3} ?hz"
)
"""A display's trouble or setting (a flickering monitor, 144 Hz over DisplayPort)."""
_DISPLAY_ZH = r"显示器|闪屏|刷新率|高刷|屏幕.{0,4}(?:闪|撕裂|花|抖)|画面(?:闪|撕裂)|\d{2,3} ?hz"
_CODING_EN = (
    r"(?:write|code|make|build) (?:me |us )?(?:a |an |some )?(?:quick |small |simple )?"
    r"(?:python |bash |shell |js |javascript |node )?(?:scripts?|code|program|bot|scraper|crawler)"
    r"|scrap(?:e|es|er|ers|ing)(?! (?:together|up|by)\b)"
)
"""A request to write code (a script, a scraper): programming help, not a GPU answer."""
_CODING_ZH = (
    r"(?:帮我|给我|帮忙)?写(?:一个|个|一段|段)?(?:python|py)?\s*(?:脚本|代码|程序|爬虫)|爬虫"
)
_GAME_TITLES_EN = (
    r"warzone|call of duty|fortnite|valorant|apex legends|minecraft|cyberpunk(?: 2077)?"
    r"|elden ring|gta ?(?:v|5|vi|6)|red dead(?: redemption)?(?: 2)?|rdr2|starfield"
    r"|baldur'?s gate(?: 3)?|overwatch(?: 2)?|pubg|counter[\s-]?strike|cs ?go|cs2|dota ?2?"
    r"|battlefield(?: \d+)?|black myth(?: wukong)?|genshin(?: impact)?|hogwarts legacy"
    r"|alan wake(?: 2)?|assassin'?s creed|forza(?: horizon| motorsport)?|diablo(?: iv| 4)?"
    r"|world of warcraft|helldivers(?: 2)?|marvel rivals|rocket league|(?:the )?witcher(?: 3)?"
    r"|path of exile(?: 2)?|league of legends|monster hunter(?: wilds)?|stalker 2"
)
"""Games people name when asking what a card does in them (frame rates, settings)."""
_GAMING_EN = (
    r"gaming(?! (?:cards?|gpus?|graphics|laptops?|pcs?|rigs?|desktops?|class))"
    # "game assets", "game art": content made for a game with AI, not playing one
    r"|games?(?! (?:assets?|art|dev\w*|studio|textures?|sprites?|characters?|npcs?|levels?))"
    r"|gamers?|play(?:ing)? (?:\w+ ){1,3}(?:at|in|on) (?:1080p|1440p|4k)"
    r"|ray[\s-]?tracing|dlss|path[\s-]?tracing|in-game|graphics settings"
    r"|(?:ultra|epic|max(?:ed)?(?: out)?) (?:graphics|settings|preset)"
    rf"|{_GAME_TITLES_EN}"
)
_GAMING_ZH = (
    r"游戏(?!卡|显卡|本|笔记本|级|素材|资产|美术|建模|开发|贴图|角色|立绘|场景)|打游戏|玩游戏|光追|路追|路径追踪"
    r"|多少帧|帧率|开满特效|特效全开|帧数"
    r"|开(?:什么|啥|哪个|哪档|多高的?|最高|高|中|低)?画质|画质(?:设置|开|调|选)|最高画质|极致画质"
    r"|黑神话|原神|王者荣耀|英雄联盟|绝地求生|吃鸡|永劫无间|赛博朋克|使命召唤|艾尔登法环|三角洲行动"
    r"|瓦罗兰特|无畏契约|穿越火线|地下城与勇士|魔兽世界|我的世界|荒野大镖客|刺客信条|幻兽帕鲁"
    r"|崩坏|鸣潮|逆水寒|燕云十六声|绝区零|守望先锋|怪物猎人"
)
_REPAIR_EN = (
    r"fans? (?:noise|noisy|rattl\w*|grind\w*|click\w*|squeal\w*|buzz\w*|replacement|not spinning"
    r"|won'?t spin)|(?:replac\w*|fix\w*|repair\w*) (?:the |my |a )?(?:gpu |card |card's )?fans?"
    r"|(?:disassembl\w*|tear ?down|take apart|open up) (?:the |my |a )?(?:gpu|card|graphics card)"
    r"|repair\w* (?:my |the |a )?(?:broken |dead )?(?:gpu|card|graphics card)"
)
"""Repairing a card by hand: a noisy fan, a teardown, a broken card fixed."""
_REPAIR_ZH = (
    r"风扇(?:有)?(?:异响|响|噪音|坏|不转|咔咔|嗡嗡)|异响|换风扇|修(?:显卡|风扇)"
    r"|(?:怎么|如何)修(?!复|改|正|订)|维修|拆(?:开)?(?:显卡|风扇|散热器?)|返修"
)
REPAIR_RE = re.compile(rf"(?<![a-z])(?:{_REPAIR_EN})(?![a-z])|{_REPAIR_ZH}")
"""A card repaired by hand ("显卡风扇异响怎么修", "replace the fan on my 3090"): off topic."""
WRITING_RE = re.compile(
    r"(?<![a-z])(?:write|draft|prepare|compose) (?:me |us |up )?(?:a |an |the )?"
    r"(?:[a-z-]+ ){0,3}(?:report|memo|e-?mail|letter|proposal|essay|business case|justification"
    r"|presentation|slides?|deck|blog post|article|tender|rfp)s?(?![a-z])"
    r"|(?:写|起草|拟|撰写)(?:一份|一篇|一个|份|篇|个)?[^，。？?！!]{0,14}?(?:报告|请示|申请书?|邮件|周报|月报"
    r"|总结|文案|合同|标书|招标文件|ppt|论文|文章|公文|汇报材料|说明书)"
)
"""A document to write (a purchase request, a report, an email): writing is not sized here."""
GENERATE_FOR_ME_RE = re.compile(
    r"(?<![a-z])(?:(?:can|could|would|will) you|please|pls|just|go)\s+(?:please\s+)?"
    r"(?:generate|make|draw|create|render|paint|produce|sketch|animate|compose)\s+(?:me |us )?"
    r"(?:an? |some |one |the |\d+ )?(?:[a-z-]+ ){0,2}?(?:image|picture|pic|photo|drawing"
    r"|illustration|portrait|logo|wallpaper|meme|video|clip|animation|song|tune|avatar)s?(?![a-z])"
    r"|(?:帮我|给我|替我|请你?|你(?:能|可以|会)(?:不能)?(?:帮我|给我)?)"
    r"(?:生成|画|做|出|创作|合成|渲染)(?:一|几)?(?:张|幅|个|段|首|些)?[^，。？?！!]{0,12}?"
    r"(?:图|图片|照片|画|视频|动画|头像|壁纸|表情包|歌|音乐)"
)
"""A picture, video or song asked of the assistant itself ("can you generate an image of a
cat", "帮我画一张图"): it makes no media, only sizes the hardware that would."""
MINING_RE = re.compile(rf"(?<![a-z])(?:{_MINING_EN})(?![a-z])|{_MINING_ZH}")
"""Crypto mining as the card's use ("is mining btc on a 4090 profitable", "3090挖矿回本")."""
GAMING_RE = re.compile(rf"(?<![a-z])(?:{_GAMING_EN})(?![a-z])|{_GAMING_ZH}")
"""Games as the card's use ("can my 4090 play X at 4k", "光追开满多少帧")."""
NON_AI_USE_RE = re.compile(
    rf"(?<![a-z])(?:{_GAMING_EN}|{_MINING_EN}|{_DISPLAY_EN}|{_CODING_EN}"
    r"|video editing|edit(?:ing)? videos?"
    r"|premiere(?: pro)?|davinci(?: resolve)?|after effects|photoshop|lightroom|blender"
    r"|(?:won'?t|doesn'?t|does not|will not) (?:boot|post|turn on|power on)|black screen|no signal"
    r"|no display|blue screen|bsod|coil whine|artifacting|isopropyl|thermal (?:paste|pads?)"
    r"|repast\w*|clean(?:ing)? (?:my|the|a) (?:gpu|card|graphics card)"
    r"|(?<!gathering )(?<!collecting )dust(?:ing)?)(?![a-z])"  # "gathering dust": unused
    rf"|{_GAMING_ZH}|{_MINING_ZH}|{_DISPLAY_ZH}|{_CODING_ZH}"
    r"|剪辑|剪视频|达芬奇|渲染视频|点不亮|开不了机|不开机|黑屏|蓝屏|花屏"
    r"|清灰|硅脂|导热垫|酒精擦"
    rf"|{_REPAIR_ZH}|(?<![a-z])(?:{_REPAIR_EN})(?![a-z])"
)
"""A GPU used for something other than AI work: games, crypto mining, video editing and photo
work, a PC that will not start, cleaning or repasting a card. Off topic even when a
card is named ("can my 4090 play X at 4k", "mine crypto with my 3080"); "矿卡" or an
"ex-mining GPU" (a card that was used for mining, bought second-hand) is not a use and stays on
topic."""
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


_INDIFFERENT_RE = re.compile(
    r"\b(?:(?:i |we )?(?:don'?t|do not|doesn'?t|won'?t) (?:really |much |too much )?"
    r"(?:care|mind|matter|worry)(?: much| too much)?(?: about| for)?"
    r"|not (?:worried|bothered|fussed) (?:about|by)|never mind|regardless of)"
    r" (?:the |a |its |how )?(?:speed|fast|slow|latency|price|cost|money)(?: much)?\b"
    r"|\b(?:speed|latency|price|cost)s? (?:doesn'?t|does not|don'?t) matter(?: much)?\b"
    r"|(?:不在乎|不在意|不追求|不考虑|不管)(?:速度|快慢|价格|钱)"
    r"|(?:速度|快慢|价格|钱)(?:无所谓|不重要|不要紧|没关系|不在乎|都行)|慢(?:一)?点(?:也行|没关系|无所谓)"
)
"""A speed or price the asker says does not matter: no cue for a speed or price answer."""


def without_indifference(work: str) -> str:
    """``work`` with "don't care about speed", "速度无所谓" and a price stated blanked.

    A price said with its figure ("价格差不多都两万出头", "both priced around $700") is what
    the user knows, not a price asked: the choice it sits beside is the question. Same length.
    """
    work = _INDIFFERENT_RE.sub(lambda m: " " * len(m.group()), work)
    return _STATED_PRICE_RE.sub(lambda m: " " * len(m.group()), work)


_STATED_PRICE_RE = re.compile(
    r"(?:价格|价钱|售价)(?:差不多|大概|大约|基本|都|也|一样|相同|相近|接近|是|在|要){0,4}\s*"
    r"[$¥￥]?\s*(?:\d[\d,.]*|[一二两三四五六七八九十]+)\s*(?:万|千|w|k)?"
    r"|(?<![a-z])(?:priced|prices? (?:is|are)|costs?)\s+(?:both |each |about |around |roughly |~)*"
    r"[$¥]\s?\d[\d,.]*k?"
    r"|(?:价格|价钱|售价)都?(?:差不多|一样|相同|相近|接近|持平)(?!多少)"
    r"|(?<![a-z])(?:the )?(?:same|similar) (?:price|cost)s?(?![a-z])"
)
"""A price stated with its figure ("价格都两万出头", "priced around $700", "costs $1,600"), or as
the same for the cards named ("价格差不多", "same price here")."""


def closed_model_name(work: str) -> str | None:
    """The closed model a question names, as written ("claude 3.5 sonnet"), or None."""
    found = CLOSED_MODEL_RE.search(work)
    if found is None:
        return None
    name = _CLOSED_NAME_RE.search(work, found.start())
    return (name.group(0) if name else found.group(0)).strip()


MODEL_QUALITY_RE = re.compile(
    r"(?<![a-z])(?:smarter|more (?:intelligent|accurate|capable)|better (?:at|for) (?:cod\w*"
    r"|programming|writing|math\w*|reasoning|chat\w*|translation|role-?play\w*|chinese|english)"
    r"|(?:answer|output|response) quality|hallucinat\w*|mmlu|(?:which|what)(?: one| model)?"
    r" (?:is|'s|would be) (?:better|best|smarter|stronger))(?![a-z])"
    r"|好用|聪明|哪个(?:更)?强|谁(?:更)?强|更准|效果(?:更)?好|写代码|编程能力|数学能力|推理能力|幻觉|跑分|榜单"
)
"""How good a model is at answering (smarter, better at coding, 哪个好用): a judgement of the
models themselves, which no GPU calculator or guide here makes."""
HARDWARE_ASK_RE = re.compile(
    r"(?<![a-z])(?:gpus?|cards?|vram|memory|speed|fast\w*|slow\w*|tok(?:en)?s?/s|latency"
    r"|throughput|run\w*|serv\w*|deploy\w*|host\w*|fine[\s-]?tun\w*|finetun\w*|train\w*"
    r"|cost\w*|price\w*|cheap\w*|rent\w*|buy\w*|quanti\w*|context|hardware|local\w*"
    r"|q[2-8](?:_k)?(?:_[msl0-9])?|int[48]|fp[48]|awq|gptq|gguf|exl2|perplexity|ppl)(?![a-z0-9])"
    r"|显存|显卡|卡|速度|快|慢|跑|部署|微调|训练|成本|价格|钱|租|买|量化|上下文|本地|硬件|内存|精度|掉点"
)
"""A word of the hardware side: with it, comparing models is a question this assistant sizes; a
quantization format weighed ("q4_k_m vs q8_0 for coding") is the precision's loss explained."""


def asks_model_quality(work: str) -> bool:
    """Whether the question weighs how good models are, with nothing of the hardware asked."""
    return MODEL_QUALITY_RE.search(work) is not None and HARDWARE_ASK_RE.search(work) is None


def writes_for_me(work: str) -> bool:
    """Whether the question asks the assistant to write a document or make a picture or video."""
    return WRITING_RE.search(work) is not None or GENERATE_FOR_ME_RE.search(work) is not None


def declined_subject(work: str) -> DeclinedSubject | None:
    """What an off-topic question is about, when it has a name of its own for the answer."""
    if MINING_RE.search(work):
        return "crypto_mining"
    if GAMING_RE.search(work):
        return "gaming"
    if asks_model_quality(work):
        return "model_quality"
    if GENERATE_FOR_ME_RE.search(work):
        return "generating"
    if WRITING_RE.search(work):
        return "writing"
    if REPAIR_RE.search(work):
        return "repair"
    return None


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
    r"|rack|kwh|psu|power supply|mla|gqa|mqa|mha|flash[\s-]?attention|paged[\s-]?attention"
    r"|offload\w*|perplexity|ppl)"
    r"(?![a-z])"
    r"|显卡|显存|算力|模型|大模型|参数|训练|微调|推理|部署|量化|云|实例|服务器|集群|带宽|内存"
    r"|精度|上下文|吞吐|延迟|租|买|卡|国产|昇腾|英伟达|芯片|机房|散热|功耗|电源|利用率|算力利用"
    r"|爆|梯度|检查点|报错|出图|炼丹|注意力"
    r"|深度学习|机器学习|镜像|驱动|容器|存储|监控|利用率|网络|数据加载"
    # a cloud instance type's own shape: "p4de.24xlarge", "a3-megagpu-8g", "ecs.gn7i-c8g1"
    r"|[a-z]\d[a-z0-9-]*\.\d*x?large\b|\b[a-z]\d-[a-z]*gpu-\d|\becs\.g"
)

GPUS_TOGETHER_RE = re.compile(
    r"(?<![a-z])(?:(?:same|one|a single) (?:box|rig|machine|pc|system|server|build|case)"
    r"|together|as (?:a|my) (?:second|2nd|third|3rd|another|extra) (?:card|gpu)"
    r"|\d{2,3}\s*g(?:b)? (?:total|in total|combined|pooled|of (?:combined|pooled|total) v?ram))"
    r"(?![a-z])|一起|同一台|同一个机箱|插在一起|混插|混用|组双卡|加一张|加上|总共|一共"
)
"""Different cards used in one box ("a 3090 and a 3060 in the same box", "add my 3060 as a
second card", "3090+3060 一共36G"): their memory pooled, not a choice between them."""

# (pattern, weight) per intent; each pattern counts once however often it matches.
IntentCues = tuple[tuple[re.Pattern[str], int], ...]


def _cues(*pairs: tuple[str, int]) -> IntentCues:
    return tuple((re.compile(p), w) for p, w in pairs)


MEMORY_ASK_RE = re.compile(
    r"how much\s+(?:gpu\s+)?(?:v?ram|memory|gpu memory)|(?:vram|memory)\s+(?:do|would|will)"
    r"\s+(?:i|we|it)\s+need|(?:需要|要|占|吃|用)多少(?:g|gb)?\s*(?:显存|内存)|显存需求|显存占用"
    r"|多少显存|(?:需要|要)多大(?:的)?显存"
)
COST_HOW_MUCH_RE = re.compile(
    r"how much(?!\s+(?:gpu\s+)?(?:v?ram|memory|gpu memory|time)"
    r"|\s+(?:faster|slower|quicker|better|worse|bigger|larger|smaller|more|less)\b)"
)
""""How much" asking money, not memory, time or a comparison ("how much faster would…")."""

INTENT_CUES: dict[str, IntentCues] = {
    "rent_vs_buy": _cues(
        (r"\brent(?:ing)?\s+(?:or|vs\.?|versus)\s+(?:to\s+)?buy", 8),
        (r"\bbuy(?:ing)?\s+(?:or|vs\.?|versus)\s+(?:to\s+)?rent", 8),
        (
            r"\b(?:buy|build|purchas)(?:e|ing)?\b.{0,40}\b(?:or|vs\.?|versus)\s+(?:just\s+)?"
            r"(?:rent|lease|reserv\w*|use (?:the )?cloud|go cloud)",
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
        # "a 5090 is ~$2,200 here vs renting", "二手80万，和租两年比": owning set against renting
        (r"\b(?:vs\.?|versus|instead of|compared (?:to|with)|or)\s+(?:just\s+)?renting\b", 8),
        (r"(?:和|跟|与)(?:直接)?租[^，,。？?！!]{0,6}比", 8),
        # a free shared cluster one queues for, set against buying ("the queue is 3 days. buy?")
        (r"\b(?:queue|waitlist|wait(?:ing)? times?)\b.{0,80}\bbuy|排队.{0,30}买|买.{0,30}排队", 8),
        (r"\btco\b|total cost of ownership|break[\s-]*even|pay(?:s)? for itself", 6),
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
        # "自己买 H20 还划算吗", "is buying a 4090 still worth it": owning weighed (against renting)
        (
            r"(?:自己|自建|自购)?买(?!\s*(?:api|token|服务|会员|套餐))"
            r".{0,16}(?:还)?(?:划算|值得|值不值|合算)"
            r"|\b(?:is|would)\s+(?:it\s+)?(?:buying|owning)\b.{0,30}\bworth"
            r"|\bworth\s+(?:buying|owning)\b",
            7,
        ),
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
        (r"自建|自购|上云", 2),
        (r"自己组装|自己攒|攒机|自己搭|build (?:my|our) own|值得吗|值不值|划不划算", 3),
    ),
    "cost": _cues(
        (r"\bcosts?\b|\bcosting\b", 4),
        (r"\bprices?\b|\bpricing\b|\bpriced\b|\bcharges?\b|\bcharging\b|\brates?\b", 4),
        (r"how much (?:is|are|does|do|would|for)\b|\bpay\b", 3),
        (r"\bexpensive\b|\bcheap(?:er)?\b|\bafford\w*", 2),
        (r"per hour|hourly|\$/h|/hr\b|\bbill\w*|\bspend\b|\binvoice", 2),
        (r"多少钱|费用|成本|价格|花费|花多少|要花|租金|收费|计费|开销|报价|单价|贵不贵|多贵", 4),
        (r"贵|便宜", 2),
    ),
    "compare": _cues(
        (r"\bvs\.?\b|\bversus\b", 4),
        (r"\bcompar\w*", 4),
        (r"difference(?:s)? between|\bdiffer\b", 4),
        (r"which (?:one )?is (?:better|faster|cheaper)|better than|faster than|slower than", 3),
        (r"how much (?:faster|slower|quicker|better|worse)\b", 3),
        (r"\bstacks? up (?:against|to|with)|\bagainst (?:an?|the) (?:used |new )?\w*\d", 4),
        (r"\bor\b", 1),
        (r"还是", 2),
        (r"对比|比较|区别|差别|差异|相比|哪个[好更值]|哪一个更|比\S{0,6}(?:快|强|好|贵|便宜)", 4),
        (r"(?:跟|和|与|同)[^，。,？?！!]{0,15}比(?!例|率|特)|差多少|差距", 3),
        # "A40和A6000差在哪", "谁快", "会慢多少", "能甩开多少": two cards weighed, a price aside
        (r"差在哪|谁更?(?:快|强|好)|哪个(?:快|强)|慢多少|快多少|甩开", 4),
        # "is the extra memory worth 30% more per hour", "贵 40% 值不值": a premium weighed
        (r"\bworth\s+(?:the\s+)?\d+\s*%\s+more|贵\s*\d+\s*%[^。？?]{0,9}值", 6),
    ),
    "fit_check": _cues(
        (r"\bcan (?:i|we|you|it|one)\b|\bcould (?:i|we)\b|\bis it possible\b|\bable to\b", 3),
        (r"\bfits?\b|\bfitting\b|\benough\b|\bout of memory\b|\boom\b", 3),
        (r"\b(?:fully|entirely|all) (?:on|in)[\s-](?:the )?(?:gpu|vram)\b", 3),  # no offload
        (r"\bwill (?:it|this|that) (?:work|run|fit)\b|\bpossible\b|\bhandle\b", 2),
        (
            r"能不能|能否|可不可以|可否|够不够|够吗|够用|装得下|装不下|能装下|放得下|放不下|塞得下"
            r"|跑得动|跑不动|跑得起来|跑得了|行不行|行吗|爆显存|能跑(?!多)|能用|能塞|塞得?进|想都别想",
            3,
        ),
        (r"能[^。？?!！]{0,20}吗|可以[^。？?!！]{0,20}吗|可以吗|吗[?？]?$", 2),
    ),
    "speed": _cues(
        (  # llama-bench's tg128 / pp512: token generation and prompt processing
            r"tok(?:en)?s?\s*/\s*s(?:ec)?\b|tok(?:en)?s? (?:per|a|/) ?sec(?:ond)?s?\b|\bt/s\b"
            r"|\btok/s\b|\bttft\b|\btpot\b|\bit/s\b|\btg(?:\d{2,4})?\b|\bpp\d{2,4}\b",
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
            r"|流畅(?:吗|不|么)|跑得流畅",
            9,  # outweighs the fit's "enough" (3) it also matches and a model on named cards (2)
        ),
        (r"how long\b|time to (?:train|fine-?tune|finetune)|how many (?:hours|days)", 5),
        (r"\bfaster\b|\bslow\w*\b|\bquick\w*\b", 1),
        (
            r"要多久|多久|多长时间|几天|几个小时|多少天|多少小时|延迟|耗时|训练时间",
            5,
        ),
        (r"多快|速度|吞吐|每秒|快不快|多少\s*token|token\s*/\s*s", 6),
        # a frame rate asked: "最便宜能到多少 fps", "what fps": a speed; "cheapest" ranks the cards
        (r"(?:多少|几|多高的?)\s*(?:fps|帧)|\b(?:what|how many|how much)\s+(?:\w+\s+)?fps\b", 8),
        # a rate asked as a count in a time: "一秒能处理多少张", "how many images a second"
        (
            r"一(?:秒|分钟)(?:钟)?[^。？?!！，,]{0,8}多少"
            r"|how many (?:\w+ ){1,3}?(?:per|a|an|each|/) ?"  # "seconds of video per minute"
            r"(?:second|sec|minute|min)\b",
            6,
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
        (r"\bbest\b|\bgood\s+(?:gpu|card)|\bcheapest\b|most cost[\s-]effective", 2),
        (
            r"\b(?:cheapest|best|most cost[\s-]effective)\s+(?:\w+\s+)?(?:gpus?|cards?|options?"
            r"|instances?|way|setup|hardware)",
            4,
        ),
        (r"should i (?:buy|get|rent|choose|pick|use)|what (?:do|should) i (?:need|buy|get|use)", 4),
        (r"how many\s+(?:\w+\s+)?(?:gpus?|cards?|\w*\d\w*)\s+(?:do|would|will|are|is)", 8),
        (
            r"推荐|选什么|选哪|买什么|什么显卡|什么卡|哪款|哪张|哪种|哪些卡|哪个(?:显卡|卡|gpu|型号)"
            r"|用什么|什么配置|怎么选|如何选|选型|怎么配|买啥|啥卡|选啥|用啥",
            4,
        ),
        (r"性价比|最好|最合适|建议|配置", 2),
        (r"(?:还有|有没有|有无)(?:比它|比这)?更好的|\b(?:anything|something|any) better\b", 6),
        (r"\b(?:any|some)thing smarter\b", 6),
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
DEFINITION_OPENER_RE = re.compile(
    r"^\s*(?:what (?:is|are)\b|what's\b|why\b|how (?:do|does|should|can) (?:i|we|you|one)?"
    r"\s*(?:match|choose|check|verify|cool|power|monitor|avoid|set up)|explain\b|tell me about\b)"
    r"|^\s*(?:什么是|为什么|如何|怎么|怎样)"
)
"""A question that opens by asking what, why or how something is: a concept question unless a
model or workload makes it a sizing one."""

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
