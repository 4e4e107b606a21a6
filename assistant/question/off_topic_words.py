"""Words that mark a message as off topic, for ``intent_cues``.

Games, mining, display and repair troubles, code or documents to write, media asked of the
assistant itself, and everyday subjects.

Patterns run on NFKC-folded, lower-cased text, like those in ``lexicon``.
"""

from __future__ import annotations

import re
from typing import Literal

from assistant.question.goods_words import GOODS_PATTERN

OFF_TOPIC_RE = re.compile(
    r"(?<![a-z])(?:weather|forecast|recipes?|cook\w*|bake|shares|invest\w*|crypto"
    # the market's stocks, not a card left "at stock", "stock clocks" or "in stock"
    r"|(?<!\bat )(?<!\bon )(?<!\bto )(?<!\bin )(?<!\bback )stocks?(?![a-z])"
    r"(?!\s*(?:\d|clocks?|settings?|power|tdp|limits?|coolers?|fans?|bios|volt\w*|speeds?|config\w*|cards?|gpus?|boost|curve"
    r"|frequenc\w*|memory|vram)(?![a-z]))"
    r"|bitcoin|lottery|horoscope|football|soccer|nba|movies?|songs?|poems?|poetry|jokes?"
    r"|girlfriend|boyfriend|dating|politics|election|travel|hotel|(?<!in )flights?|restaurant"
    r"|earnings|followers|grow (?:my |an? |the )?(?:account|channel|audience)"
    # a school or career choice: "major in cs", "college applications", "grad school"
    r"|major(?:ing)? in|which major|college (?:majors?|applications?|admissions?)"
    r"|grad(?:uate)? school|university rankings?|coding bootcamps?"
    r"|nasdaq|nvda|dividends?|portfolio|(?:mechanical )?keyboards?|mouse|mice|headphones?"
    r"|headsets?|earbuds|(?:office|gaming|ergonomic) chairs?"
    r"|(?:who(?:'?s| is| was)|name of) (?:the )?(?:current |new )?(?:ceo|cfo|cto|founders?"
    r"|president|chairman|boss)|(?:ceo|founders?|chairman|president) of|who (?:founded|owns|runs"
    r"|started)|market cap\w*|net worth|headquarter(?:s|ed))(?![a-z])"
    r"|(?:ceo|cfo|cto|创始人|老板|总裁|董事长|掌门人?)(?:现在)?是谁|谁(?:创立|创办|创建)|市值|身价|总部在"
    r"|天气|菜谱|食谱|做饭|怎么做菜|股票|股价|炒股|基金|彩票|星座|足球|电影|歌曲|写诗|笑话"
    r"|女朋友|男朋友|政治|选举|旅游|酒店|航班|餐厅|财报|美股|港股|键盘|鼠标|耳机|电竞椅|人体工学椅"
    r"|涨粉|吸粉|引流|自媒体|账号运营|运营账号"  # growing a social account: no GPU in it
    # saving a site's videos or music: "b站视频怎么下载 1080p 的", "download youtube videos in 4k"
    r"|(?:b站|哔哩哔哩|抖音|快手|油管|youtube|bilibili).{0,8}(?:下载|怎么下|下下来)|下载.{0,6}(?:b站|哔哩|抖音|油管"
    r"|(?:视频|电影|音乐|歌)(?!\s*(?:模型|生成|大模型)))|yt-dlp|youtube-dl"
    r"|(?<![a-z])download(?:ing)? (?:\w+ ){0,3}?(?:videos?|movies?|music|songs?|youtube|bilibili"
    r"|tiktok)(?! (?:models?|generat\w*))"
    r"|高考|中考|考研|考公|志愿填报|填志愿|报志愿|报考|选专业|转专业|(?:什么|哪个)专业(?!卡|显卡)"
    rf"|{GOODS_PATTERN}"  # a robot vacuum, a camera, a TV: shopped for, no GPU
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
    r"(?:python |bash |shell |js |javascript |node )?(?:scripts?|code|program|bot|scraper|crawler"
    r"|(?:comfyui |custom )nodes?|plugins?|extensions?|dockerfile)"
    r"|scrap(?:e|es|er|ers|ing)(?! (?:together|up|by)\b)"
)
"""A request to write code (a script, a scraper): programming help, not a GPU answer."""
_CODING_ZH = (
    r"(?:帮我|给我|帮忙)?写(?:(?:一个|个|一段|段)[^，。？?！!测验压]{0,16}?)?(?:python|py)?\s*(?:脚本|代码|程序|爬虫|插件|节点|扩展)"
    r"|爬虫"  # "帮我写个京东抢 5090 首发的脚本": what the script does said before it
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
    # players' short forms: "打瓦" (Valorant), "打cs", "打lol", "电竞"
    r"|打瓦|(?:打|玩)(?:cs2?|csgo|lol|dota ?2?|apex|pubg)(?![a-z])|电竞(?!级)"
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
REMOTE_ACTION_RE = re.compile(
    r"(?<![a-z])(?:(?:can|could|would|will) you|please|pls|just|go)\s+(?:please\s+)?"
    r"(?:ssh|log|logon|login|remote|connect|hop|get)\s*(?:in(?:to)?|on(?:to)?|to)?\s+"
    r"(?:my|our|the|this)\s+(?:\w+\s+)?(?:box|machine|server|rig|pc|computer|workstation|node|vm"
    r"|instance|host)(?![a-z])"
    r"|(?<![a-z])(?:can|could|would|will) you (?:please )?(?:install|set ?up|configure|fix|update)"
    r" (?:[\w.-]+ ){0,4}?(?:for me|for us|on my|on our|remotely)(?![a-z])"
    r"|(?:你|您)?(?:能|可以)?(?:帮我|替我|给我)(?:远程|登录|登陆|连上|ssh)"
    r"|(?:远程|ssh|登录|登陆)(?:到|进|上)?(?:我的|我们的)(?:机器|服务器|电脑|主机)"
)
"""An action on the asker's own machine asked of the assistant ("can you ssh into my box and
install the driver for me", "帮我远程装一下驱动"): it answers, it cannot log in or run anything."""
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


_ASKED_OF_ME_EN = r"(?:(?:can|could|would|will) you (?:please )?|please |pls )"
CODE_FOR_ME_RE = re.compile(
    rf"(?<![a-z])(?:{_ASKED_OF_ME_EN}(?:{_CODING_EN})|(?:write|code|make|build) (?:me|us) "
    r"(?:a |an |some )?(?:quick |small |simple )?(?:python |bash |shell |js |javascript )?"
    r"(?:scripts?|code|program|bot|scraper|crawler|(?:comfyui |custom )nodes?|plugins?"
    r"|extensions?|dockerfile))(?![a-z])"
    rf"|(?:帮我|给我|帮忙|替我|请你?|你(?:能|可以)(?:不能)?(?:帮我|给我)?)(?:{_CODING_ZH})"
)
"""Code asked of me ("帮我写一个 comfyui 自定义节点", "write me a scraper"), even for an AI tool;
coding named as a use ("掉点在写代码这种任务上明显吗") is no request."""


def done_for_me(work: str) -> bool:
    """A document or code written, a picture made, or the asker's machine worked on, asked of me.

    A GPU or model named beside it keeps the question on topic (the caller's ``subject``).
    """
    asked = (WRITING_RE, GENERATE_FOR_ME_RE, REMOTE_ACTION_RE, CODE_FOR_ME_RE)
    return any(pattern.search(work) is not None for pattern in asked)


def hands_on_subject(work: str) -> Literal["repair", "remote_action"] | None:
    """A card repaired by hand, or the asker's machine worked on by me: declined by name."""
    if REPAIR_RE.search(work):
        return "repair"
    return "remote_action" if REMOTE_ACTION_RE.search(work) else None
