"""Word lists and compiled patterns behind ``parsing.parse`` (English and Chinese).

Everything here is data: numerals, units, provider names, GPU/model name shapes and the cue
words each intent is scored on. Patterns run on text that is NFKC-folded and lower-cased, so
they are written in lower case; full-width digits and letters have already become ASCII.
"""

from __future__ import annotations

import re

from assistant.question.unified_names import UNIFIED_CORE

# --------------------------------------------------------------------------- numbers

CN_DIGITS = dict(zip("零〇一二两三四五六七八九", (0, 0, 1, 2, 2, 3, 4, 5, 6, 7, 8, 9), strict=True))
CN_SMALL_UNITS = {"十": 10, "百": 100, "千": 1000}
CN_CHARS = "零〇一二两三四五六七八九十百千万亿"
ARABIC = r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?"
"""An Arabic number, with optional thousands commas and decimals ("5,000", "1.5")."""
MIXED = rf"(?:(?:{ARABIC})(?:\s?[十百千万亿]+(?:[1-9](?![0-9.]))?)?|[{CN_CHARS}]+)"
"""An Arabic number optionally scaled by Chinese units ("1.5万", "3 千"), or a Chinese numeral."""
NUM_START = rf"(?<![a-z0-9.{CN_CHARS}])(?<![0-9],)"
"""A number starts here (keeps scans linear); only a digit's comma stops it ("1,000")."""

EN_NUMBER_WORDS = {
    "a": 1,
    "an": 1,
    "one": 1,
    "single": 1,
    "a single": 1,
    "two": 2,
    "dual": 2,
    "twin": 2,
    "pair of": 2,
    "a pair of": 2,
    "a couple of": 2,
    "couple of": 2,
    "three": 3,
    "four": 4,
    "quad": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
    "a dozen": 12,
    "sixteen": 16,
    "twenty": 20,
    "thirty-two": 32,
    "sixty-four": 64,
    "a hundred": 100,
}
EN_NUMWORD = "|".join(sorted((re.escape(w) for w in EN_NUMBER_WORDS), key=len, reverse=True))

# --------------------------------------------------------------------------- units

HOURS_PER = {"hour": 1.0, "day": 24.0, "week": 168.0, "month": 730.0, "year": 8760.0}
"""Hours in each unit; a month is 1/12 of a 365-day year (8760 h / 12), as cloud bills count."""
EN_DURATION_UNITS = {
    "h": "hour",
    "hr": "hour",
    "hrs": "hour",
    "hour": "hour",
    "hours": "hour",
    "day": "day",
    "days": "day",
    "week": "week",
    "weeks": "week",
    "wk": "week",
    "wks": "week",
    "month": "month",
    "months": "month",
    "mo": "month",
    "mos": "month",
    "year": "year",
    "years": "year",
    "yr": "year",
    "yrs": "year",
}
ZH_DURATION_UNITS = {
    "小时": "hour",
    "钟头": "hour",
    "天": "day",
    "日": "day",
    "周": "week",
    "星期": "week",
    "礼拜": "week",
    "月": "month",
    "年": "year",
}
SCALE_WORDS = {
    "k": 1e3,
    "w": 1e4,  # 万, as Chinese forums write it ("预算10w"); read only beside money words
    "thousand": 1e3,
    "m": 1e6,
    "mm": 1e6,
    "million": 1e6,
    "b": 1e9,
    "bn": 1e9,
    "billion": 1e9,
    "t": 1e12,
    "trillion": 1e12,
}

USD_WORDS = ("$", "us$", "usd", "dollar", "dollars", "bucks", "美元", "美金", "刀")
CNY_WORDS = ("¥", "元", "块钱", "块", "人民币", "rmb", "cny", "yuan")
# --------------------------------------------------------------------------- GPU names

GPU_RE = re.compile(
    r"""
    (?<!\d{3}[x×])(?:(?<=\dx)|(?<![a-z0-9]))  # not a picture size: "1920x1080", "1080x1920"
    (?P<prefix>(?:(?:nvidia|geforce|tesla|quadro|amd|instinct|intel|habana|huawei|华为|英伟达
        |apple|radeon|mac[\s-]*studio|mac[\s-]*mini|macbook[\s-]*(?:pro|air)?)
        [\s-]*){0,3})
    (?P<core>
        (?:rtx|gtx)[\s-]*(?:a|pro[\s-]*)?(?:\d{3}m(?![a-z0-9])|\d{3,4})  # "GTX 960M": said missing
      | m[1-4](?:[\s-]*(?:max|ultra|pro)(?![a-z0-9])|(?=[\s\-?？,，.。!！:：;；]|$))  # "M2 Ultra跑"
      | (?:(?<=apple\s)|(?<=apple's\s)|(?<=apple-))m[5-9](?![0-9a-z.]) | m[5-9](?:[\s-]*(?:max
        |ultra|pro)(?![a-z0-9])|(?=[\s-]*(?:macbook|mac|imac|ipad)))  # a newer Apple chip
      | (?:rx[\s-]*)?[5-9]\d{2}0[\s-]*(?:xtx|xt|gre)
      | rx[\s-]*[4-9]\d{2,3}(?![0-9]) | (?<=radeon[\s-])[6-8]\d0m(?![a-z0-9])  # "Radeon 780M"
      | (?:pro[\s-]*)?w[5-7]\d00(?![0-9])  # Radeon PRO W7900 (W7800, W6800: said missing)
      | (?:[2-6]000|4500|5880)(?=[\s-]*ada(?![a-z])) | pro[\s-]*[2-6]000(?![0-9])  # "4500 Ada"
      | (?:ai[\s-]*pro[\s-]*)?r9[0-9]00(?![0-9]) | (?:gh|gb|mi|vr)\d{2,3}[a-z]?  # R9700; VR200
      | (?!h26[456](?![0-9])|b\d{4})[ahbv]\d{2,4}[a-z]?  # not codecs (H.264) nor builds (b4500)
      | (?:(?<=nvidia[\s-])|(?<=tesla[\s-])|(?<=the\s)(?=a\d\s*\?)|(?=a\d\W*1?[68]\s*g)
        |(?<=how\smany\s)|(?=a\d\s*需?要?\s*(?:几|多少)\s*[张块])|(?<=[张块])|(?<=[张块]\s)
        |(?<=\san\s)|(?<=\sone\s)|(?<=single\s)|(?=a\d\s*上)|(?<=[放用在]\s)|(?<=[放用在])
        |(?=a\d\s*(?:vs\.?|versus|[和跟与或/])\s*[a-z]{1,2}\d)|(?<=[a-z]\d\svs\s)
        |(?<=[a-z]\d[和跟与或/])|(?<=[a-z]\d\s[和跟与或/]\s)|(?=a\d\s+(?:card|gpu)(?![a-z]))
        |(?=a\d\s*(?:这|那)?\s*(?:张|块|款)\s*(?:显?卡|gpu))
        |(?<=the\s)(?=a\d\s+(?:supports?|has|have|draws?|pulls?|uses?)\s))a\d(?![\w-])
        # "a2 要几张", "一张 a2", "放 A2 上"; set against a card: "a2 vs t4", "L4 和 a2"; named
        # as a card: "a2 这张卡", "the a2 card"; its row asked: "does the a2 support bf16"
      | (?:l[24]|t4)(?![0-9])
      | l\d{2}[a-z]?
      | k\d{2,3} | mx[\s-]*[1-5]\d0(?![0-9])  # GeForce MX laptop chips: not in the catalog
      | (?<=tesla[\s-])(?:m\d{2}|p\d|t\d{2})(?![0-9a-z])  # Tesla M40, P4, T10: not in the catalog
      | t\d{2}(?=[\s-]*\d{1,3}\s*g(?:b)?(?![a-z]))  # "t10 16g": a Tesla named by its memory
      | (?<=quadro[\s-])(?:[tmk]\d{3,4}|g[vp]100)(?![0-9a-z])|(?<=海光)\s*bw\d{3,4}  # Quadro GV100
      | p(?:[1-6]000|(?!(?:50|90|95|99|999)(?![0-9]))\d{2,3})  # not p95/p99; Quadro P6000
      | [1-5]0[5-9]0 | (?<![$¥￥\d.,算])6800(?![\d.,]|\s*(?:[元块kw万刀]|usd|rmb))
      | 16[56]0(?=[\s-]*(?:(?:super|ti|s|laptop|mobile|max-?q)(?![a-z])|\(?\d{1,2}\s*g|笔记本|移动))
      | (?:(?<=[张块本])|(?<=my\s)|(?<=laptop's\s)|(?<=laptop\s))16[56]0(?![0-9])  # "my 1650"
      | gaudi[\s-]*\d
      | (?:data[\s-]*cent(?:er|re)[\s-]*|(?<=intel[\s-]))gpu[\s-]*(?:max|flex)[\s-]*\d{3,4}
      | titan(?:[\s-]*(?:rtx|xp|x|v|black|z))?(?![a-z])  # not in the catalog: said so
      | (?<=radeon[\s-])(?:pro[\s-]*)?vii(?![a-z]) | cmp[\s-]*\d{2,3}hx  # said not in the catalog
      | (?:ascend|昇腾)[\s-]*\d{3}[a-z]?
      | 910[bc]
      | tpu[\s-]*v?\d{1,2}[a-z]?(?:[\s-]*(?:pod|lite))?
      | (?:trainium|inferentia)[\s-]*\d?
      | arc[\s-]*[ab]?\d{3}
      | mlu[\s-]*\d{3} | (?:dcu[\s-]*)?[kz]100(?:[\s-]*ai)?
      | jetson(?:[\s-]*(?:agx|orin|xavier|nano|nx|tx2|thor|super))* | agx[\s-]*orin | orin[\s-]*nano
"""  # DGX Spark, Strix Halo and the machines built on them
    + UNIFIED_CORE
    + r"""      | (?:snapdragon|骁龙)(?:[\s-]*x\d?)?(?:[\s-]*(?:elite|plus))? | iphone | ipad
      | (?:moore[\s-]*threads|摩尔线程)(?:[\s-]*mtt)?(?:[\s-]*[sx]\d{2,4})? | mtt[\s-]*[sx]\d{2,4}
      | (?:biren|壁仞)(?:[\s-]*br\d{3})? | (?:metax|沐曦)(?:[\s-]*[a-z]{0,3}\d{3})?
      | (?:iluvatar|天数智芯)(?:[\s-]*bi[\s-]*v?\d{2,3})? | (?:enflame|燧原)(?:[\s-]*[it]\d{2})?
      | (?:kunlun(?:xin)?|昆仑芯)(?:[\s-]*[pr]?\d{3})?
      | mac[\s-]*(?:studio|mini|pro)(?![a-z]) | macbook(?:[\s-]*(?:pro|air))? | imac
    )
    (?P<suffix>(?:[\s-]*(?:ti|super|ada|sff|sxm\d?|pcie|nvl|(?:blackwell[\s-]*)?max[\s-]?q|d(?![a-z])))*)
    (?P<mem>[\s-]*\(?\d{1,3}\s*gb?\)?)?
    (?P<suffix2>(?:[\s-]*(?:sxm\d?|pcie|nvl))*)
    (?P<plural>s|'s)?
    (?:(?![a-z0-9])|(?=[x×]\d(?!\d\d)))
    """,
    re.VERBOSE,
)
"""A GPU-looking token; the catalog decides which card it is (or says it knows none).

Families the catalog may lack are read too, so the answer can say so before sizing another
card: Jetson, other Ryzen AI Max chips, Radeon cards by number, Ascend, Moore Threads, Biren,
MetaX, Iluvatar, Enflame, Kunlunxin, and a Mac without its chip ("Mac Studio"), which
``gpu_names.read_gpus`` keeps only when no Apple chip is named beside it."""
CARD_ADJ_EN = (
    r"(?:(?:used|(?:brand[\s-])?new|modded|old|spare|refurb\w*|second[\s-]?hand|pre[\s-]?owned"
    r"|cheap|more|extra)\s+)?"
)
CARD_ADJ_ZH = r"(?:(?:魔改|二手|全新|涡轮|公版|矿|国行|水冷|风冷|单槽|双槽)(?:版)?\s*(?:的\s*)?)?"
"""A word between a count and its card ("two used 3090s", "2 more a6000s", "两张魔改2080ti")."""
MINUS = r"(?:(?<![\s\-−–—])[-−]\s*|(?<![\-−–—])[-−](?!\s))"
"""A minus before a count, never a list dash ("p3.8xlarge - 4 V100s") nor a doubled one ("--")."""
PRE_COUNT_RE = re.compile(
    rf"""(?:
        (?<![a-z0-9_.])(?P<mul>{MINUS}?{MIXED})\s*(?:x|×|\*)\s*{CARD_ADJ_EN}
      | (?<![a-z0-9_.])(?P<num>[-−]?(?:{ARABIC}))\s+(?:(?:of|x)\s+)?{CARD_ADJ_EN}
      | (?<![a-z])(?P<word>{EN_NUMWORD})(?:\s+|-)(?:(?:of|the)\s+)*{CARD_ADJ_EN}
      | (?P<cn>{MINUS}?(?:{MIXED}|单|双))\s*(?:张|块|个|台|片|卡|路)
        \s*(?:的\s*)?{CARD_ADJ_ZH}
      | (?P<pair>(?:(?<![\u4e00-\u9fff])|(?<=[上用买配组装插换]))[单双]  # "双3090", "上双 3090"
        |(?<![这那他她咱你我哥])俩)\s*  # "收了俩3090"
      | (?P<dgx>(?:dgx|hgx)[\s-]*)
    )$""",
    re.VERBOSE,
)
POST_COUNT_RE = re.compile(
    rf"""^(?:
        \s*(?:x|×|\*)\s*(?P<mul>[-−]?\d+)(?![0-9a-z])
    | \s*(?:显?卡\s*)?(?P<cn>[-−]?\s*(?:{MIXED}|单|双))\s*(?:张|块|台|片|卡)(?!钱|\S?[一每]个?小时)
      | [\s-]*(?:(?P<way>\d{{1,3}})[\s-]*(?:gpus?|way|cards?)|nvl-?(?P<nvl>\d{{2,3}}))(?![a-z0-9])
    )""",
    re.VERBOSE,
)
NEG_COUNT_RE = re.compile(
    rf"{NUM_START}(?<!-)(?P<n>(?<!\s)[-−]\s*\d+|[-−]\d+|0+)\s*(?:x\s*)?"
    r"(?:gpus?|cards?|graphics cards?|accelerators?|张|块|台|卡)(?![a-z])"
)

# --------------------------------------------------------------------------- model names

MODEL_FAMILIES = {
    "llama": "llama",
    "qwen": "qwen",
    "通义千问": "qwen",
    "千问": "qwen",
    "qwq": "qwq",
    "mistral": "mistral",
    "mixtral": "mixtral",
    "deepseek": "deepseek",
    "深度求索": "deepseek",
    "gemma": "gemma",
    "phi": "phi",
    "yi": "yi",
    "零一万物": "yi",
    "baichuan": "baichuan",
    "百川": "baichuan",
    "chatglm": "chatglm",
    "glm": "glm",
    "falcon": "falcon",
    "kimi": "kimi",
    "月之暗面": "kimi",
    "moonshot": "kimi",
    "r1": "deepseekr1",
    "gpt-oss": "gptoss",
    "gpt oss": "gptoss",
    "gptoss": "gptoss",
}
_FAMILY_ALT = "|".join(
    sorted((re.escape(f) for f in MODEL_FAMILIES if f != "yi"), key=len, reverse=True)
)
MODEL_RE = re.compile(
    rf"""
    (?<![a-z0-9])(?<![a-z0-9]-)  # "gte-qwen2-7b", "e5-mistral-7b": another model built on one
    (?:(?:meta|openai|google|microsoft|mistralai|alibaba|tiiuae|阿里巴巴|阿里|智谱|零一万物)[\s-]*)?
    (?:(?:满血版?|full)\s*(?=deepseek))?  # "满血版deepseek": the full model, not a distill
    (?P<family>{_FAMILY_ALT}|yi(?=[\s-]*\d))
    (?![a-z])(?![.\s_-]?cpp(?![a-z]))  # "llama.cpp" is the runtime, no model of the family
    (?P<parts>(?:[\s\-_.]*
        (?:\d+\s*[x×*]\s*\d+b|\d+(?:\.\d+)?[bm]|a\d+b|v?\d{{1,2}}(?:\.\d{{1,2}})?(?!\s*[万千亿条轮])|r1|v3
          |mini|small|medium|instruct|chat|base|it|hf|moe|distill|满血版|scout|maverick|air|k2)
        (?![a-z0-9]))*)
    """,
    re.VERBOSE,
)
MODEL_PART_RE = re.compile(
    r"\d+\s*[x×*]\s*\d+b|\d+(?:\.\d+)?[bm]|a\d+b|v?\d{1,2}(?:\.\d{1,2})?|r1|v3|[a-z]+|满血版"
)
MODEL_SIZE_PART_RE = re.compile(r"^(\d+(?:\.\d+)?)([bm])$")

SIZE_RE = re.compile(
    rf"""
    (?<![x×*]){NUM_START}
    (?:
        (?P<n>{ARABIC})\s*(?P<u>b|bn|billion|t|trillion)(?![a-z0-9])
        (?!\s*(?:tokens?(?!\s*(?:/\s*s|per\s+s))|词元|/\s*s|/\s*sec|ps\b|per\s+s))  # "6 t/s"
      | (?P<mn>{ARABIC})\s*(?:m|million)[\s-]*
        (?=(?:(?!tokens?|samples?)[a-z0-9][a-z0-9.]*[\s-]+){{0,3}}(?:param|model|参数)|的?[小大]?模型)
      | (?P<cn>{MIXED}亿)\s*(?:个)?\s*(?:参数|参数量|的|模型|规模)?
    )
    """,
    re.VERBOSE,
)
ABSURD_PARAMS_B = 10_000.0
"""Sizes from 10T up are far beyond any model built (the largest open ones are ~1T)."""

# --------------------------------------------------------------------------- slots

TOKENS_RE = re.compile(
    rf"{NUM_START}(?P<n>{MIXED})\s*(?P<u>k|m|b|t|thousand|million|billion|trillion)?(?:\s*|-)"
    r"(?:个\s*)?(?:tokens?|词元|token数)(?![a-z])(?!\s*(?:/\s*s|per\s+s))"  # not "8b tokens/s"
)
CTX_WORD = (
    r"(?:context(?:\s*(?:length|window|size|len))?|ctx|seq(?:uence)?[\s_-]*len(?:gth)?"
    r"|max[\s_-]*(?:(?:seq|model)[\s_-]*)?len(?:gth)?|sequence(?:\s*length)?|prompt length"
    r"|seq(?![a-z0-9])|cutoff[\s_-]*len"
    r"|上下文(?:长度|窗口)?|序列长度|输入长度|长度"
    r"|序列(?=\s*[:：=]?\s*\d+(?:\.\d+)?\s*[kK]?(?!\s*(?:条|个|路|张|卡|[\d.]))))"  # "序列 4096"
)
CONTEXT_RES = (
    re.compile(
        # "max seq len (131072)": a number in brackets, as vLLM prints it
        # "max_model_len left at the default 131072", "max_model_len 保持默认的 131072"
        rf"{CTX_WORD}(?:(?:\s*(?:left|kept|still|is|was)){{0,2}}\s*(?:at\s+)?(?:the\s+|its\s+)?default"
        r"(?:\s+(?:of|value|is))?|\s*(?:保持|还是|用的|是)?默认(?:的|值|是|为)?)?"
        r"\s*(?:of|=|:|is|to|at|为|是|设(?:置)?(?:为|成|到|的)?|(?:想|要|再)?(?:[开调降减拉提加]到|改[成为]|开[了的]?)|达到|有"
        r"|我[设开调]置?[为成到的]?|(?:is |was )?set (?:to|at)|i set (?:it )?to)?\s*\(?\s*"
        r"(?P<n>\d+(?:\.\d+)?)\s*(?P<k>[km](?![a-z]))?"
    ),
    re.compile(  # "48 sequences at 8k": a bare number before "sequences" counts them
        rf"(?<![$¥]){NUM_START}(?P<n>\d+(?:\.\d+)?)(?!\s*sequences)\s*(?P<k>[km])?[\s-]*"
        rf"(?:tokens?[\s-]*)?(?:of\s+)?(?:的\s*)?(?:{CTX_WORD}|序列)"  # "16k 序列": its length
    ),
    # "64 concurrent 8k requests": each request's length, not a count of them
    re.compile(
        r"(?:concurrent|simultaneous|parallel|并发)\s*(?P<n>\d{1,4})\s*(?P<k>k)(?:[\s-]*tokens?)?"
        r"[\s-]*(?:requests?|prompts?|conversations?|chats?|sessions?|请求|会话)"
    ),
    re.compile(
        rf"(?<![$¥]){NUM_START}(?P<n>\d{{1,4}})\s*(?P<k>k)(?![a-z0-9])"
        r"(?!\s*(?:usd|dollars?|cny|rmb|元|美元|steps?|samples?|images?|rows?|examples?|t/s"
        r"|tok(?:ens?)?\s*/\s*s|(?:generated|output|decoded?)\s+tok"
        r"|requests?|users?|iterations?|documents?|gpus?|hours?|stars?|words?|files?))"
    ),
)
BATCH_RES: tuple[tuple[re.Pattern[str], bool], ...] = (
    (
        re.compile(
            r"(?:(?<![a-z])(?:micro[\s_-]*)?batch(?:[\s_-]*size)?|(?<![a-z])bs|批大小|批次大小"
            r"|批量大小|批处理大小|批量|批次)\s*(?:of|=|:|is|to|为|是|设为|设置为|设的|设成|设到|开到|开的|取)?"
            r"\s*(?P<n>\d+)"
        ),
        False,
    ),
    (
        re.compile(
            rf"{NUM_START}(?P<n>\d+)\s*(?:concurrent|parallel|simultaneous)\s*"
            r"(?:users?|requests?|sessions?|streams?|connections?)"
        ),
        True,
    ),
    (re.compile(r"并发(?:数|量)?\s*(?:为|是|:|=|达到)?\s*(?P<n>\d+)"), True),
    (re.compile(rf"{NUM_START}(?P<n>\d+)\s*(?:个|路)?\s*(?:用户)?\s*并发"), True),
)

MONEY_RES = (
    re.compile(
        rf"(?P<cur>us\$|\$|usd|¥|rmb|cny|人民币)\s*(?P<n>{MIXED})\s*(?P<m>k|m|mm|million|thousand)?"
        r"(?!(?!ish(?![a-z]))[a-z0-9])"  # "$2.2ish/hr": a hedge, the amount said
    ),
    re.compile(
        rf"{NUM_START}(?P<n>{MIXED})\s*(?P<m>k|w|m|mm|million|thousand)?\s*"
        r"(?P<cur>usd|us dollars?|dollars?|bucks|美元|美金|刀|块钱|元"
        r"|块(?!\s*[0-9a-z卡显])|人民币|rmb|cny|yuan)(?![a-z])"
    ),
)
SAVED_BUDGET_RE = re.compile(
    rf"(?:攒了?|(?<![显内缓储])存(?:了|下了?)|手(?:里|上|头)(?:就|只)?有|兜里(?:就|只)?有)\s*(?:大概|大约|约)?\s*"
    rf"(?P<n>(?:{ARABIC})\s?[千万]|[{CN_CHARS}]*[千万][{CN_CHARS}]*|\d{{3,6}}(?![\d.]))(?P<m>w)?"
    r"(?!\s*(?:张|块(?:卡|显卡)|个|条|token|字|小时|台|卡|步|人|次))"
)
"""Money saved up ("攒了三千", "手里有两千"): a budget even with no 元 or 预算."""
BUDGET_RES = (
    re.compile(
        rf"(?:budget|预算|经费)\s*(?:要是|如果|若|假如|只有|只|就|仅|才|能|可以|还能|再)?\s*(?:is|of|=|:|为|是|有|在"
        r"|[被给]?(?:[加提涨升降减砍缩放压]|降低|减少|缩减|压缩|提高|增加|调整?|改|翻倍|翻一倍|翻番)?(?:到|至|成)"
        r"|大概|大约|约|around|about|~|\s"
        # a changed budget: "budget cut to 8k", "预算砍到1.2w"
        r"|(?:gets?\s+|is\s+|was\s+)?(?:cut|slashed|drops?|dropped|reduced|lowered|raised|bumped"
        r"|doubled|tripled|halved"
        r"|increased|goes\s+(?:up|down)|went\s+(?:up|down)|down|up)\s+to)*"
        rf"(?:(?:{ARABIC})\s?[、到至~-]\s?(?=\d))?(?P<n>{MIXED})\s*(?P<m>k|w|m|mm|million|thousand)?(?P<d>(?<=[kw])[1-9](?![\d.]))?(?![a-z0-9])"
    ),
    re.compile(rf"{NUM_START}(?P<n>{MIXED})\s*(?:(?P<m>k|w)\s*)?(?:的\s*)?(?:预算|经费|设备费)"),
    # "服务器大概10万", "花了 2 万": a sum of 万 after a price word is money even with no 元
    re.compile(
        rf"(?:大概|大约|约|花了?|价格|售价|报价|总价|要价|卖|买|给了?|批了|拨了|批下来)\s*"
        rf"(?P<n>(?:{ARABIC})\s?万|[{CN_CHARS[1:-3]}]{{1,6}}万(?:[一二两三四五六七八九]千?)?|(?:{ARABIC})(?=\s*w))\s*(?P<m>w)?"
        r"(?!\s*(?:条|个|张|token|字|小时|步|人|次|行|样本|卡|块|台|tokens?))"
    ),
    SAVED_BUDGET_RE,
)
BUDGET_WORD_RE = re.compile(
    r"budget|预算|经费|afford|under|below|less than|up to|at most|within|以内|之内|不超过|以下"
    r"|最多|有"
)
MONTHLY_RE = re.compile(r"per month|monthly|a month|every month|每个?月|一个月")
RATE_AFTER_RE = re.compile(
    # "每卡每小时", "per gpu per hour", "/gpu/hr": the card, then the period
    r"^(?:\s*-?ish)?\s*(?:/|per|an?|每|一)\s*(?:gpu[\s-]*|卡[\s-]*|张[\s-]*|card[\s-]*)?"
    r"(?:(?<=[a-z\s卡张-])(?:每|/|per\s|an?\s)\s*)?(?:hours?|hr|h|小时|时|months?|mo|月|days?|天|年|years?|weeks?|周|token|1m|百万)(?![a-z])"
)
RATE_BEFORE_RE = re.compile(r"(?:每|一)\s*(?:张卡|卡|gpu)?\s*(?:每)?\s*(?:小时|天|月)[^0-9]{0,6}$")
CURRENCY_ASK_RE = re.compile(
    r"(?:(?<![a-z])in|用|以|换算成|折合)\s*(?P<cur>usd|us dollars|dollars|美元|美金|rmb|cny|人民币"
    r"|yuan|元)|(?<![a-z])(?P<word>usd|dollars?|美元|美金|rmb|cny|人民币|yuan)(?![a-z])"
)

_EN_DUR_UNIT = r"hours?|hrs?|days?|weeks?|wks?|months?|mos?|years?|yrs?"
EN_DURATION_RE = re.compile(
    rf"(?<![$¥/]){NUM_START}(?<![a-z])(?:(?P<n>{ARABIC})(?P<k>k)?\s*(?:-\s*)?(?P<u>{_EN_DUR_UNIT}|h)"
    rf"|(?P<w>{EN_NUMWORD}|a few)\s+(?:-\s*)?(?P<wu>{_EN_DUR_UNIT}))(?![a-z0-9])(?!-(?!ish)[a-z])"
    r"(?!\s*(?:-\s*)?old)(?!\s*(?:per|a|an|each|every|/)\s*(?:day|week|month|year)\b)"
)
EN_HALF_RE = re.compile(r"half\s+an?\s+(?P<u>hour|day|week|month|year)(?![a-z])")
ZH_DURATION_RE = re.compile(
    rf"(?<!每){NUM_START}(?P<n>{MIXED}|半)(?P<wan>w(?=\s*(?:个\s*)?小时))?\s*(?:整\s*)?(?:(?P<ge>个)\s*)?(?:(?P<half>半)\s*)?(?:个)?"
    r"(?P<u>小时|钟头|(?<=个)钟(?![头点表])|天|日|周(?!末)|星期|礼拜|月|年)(?P<half2>半)?(?![前])"
)
USAGE_RATE_RE = re.compile(
    rf"{NUM_START}~?(?P<n>{ARABIC})\s*(?:-\s*)?(?:hours?|hrs?|h)\s*(?:(?:a|an|per|each|every|/|a\s+)"
    r"\s*(?P<u>day|week|wk|month|mo)|\s(?P<ud>daily|weekly))(?![a-z])"
    rf"|(?P<zu>每天|一天|每日|白天|每周|一周|每星期|一星期|每个?月|一个月)[^0-9。，,？?！!]{{0,10}}?"
    rf"(?P<zn>{MIXED})\s*(?:个)?(?:小时|钟头|(?<=个)钟(?![头点表]))"
)
"""Hours the GPUs are used a day, week or month ("~20h/week", "~3 hrs daily", "一周用10小时")."""
USAGE_UNITS = {
    "day": "day",
    "daily": "day",
    "weekly": "week",
    "week": "week",
    "wk": "week",
    "month": "month",
    "mo": "month",
    "每天": "day",
    "一天": "day",
    "每日": "day",
    "每周": "week",
    "一周": "week",
    "每星期": "week",
    "一星期": "week",
    "每月": "month",
    "每个月": "month",
    "一个月": "month",
    "上月": "month",
    "上个月": "month",
    "last month": "month",
    "per month": "month",
    "a month": "month",
    "monthly": "month",
}
RATE_WORD_BEFORE_RE = re.compile(
    r"(?:per|every|each|/|每|once|twice|thrice|times|多少|钱|美金|美元|刀|元)\s*$"
)
SPOT_RE = re.compile(
    r"(?<![a-z])(?<!sweet )(?<!sweet-)(?:spot|preemptible|pre-emptible|interruptible)(?![a-z])"
    r"|抢占式|抢占|竞价"
)
ON_DEMAND_RE = re.compile(r"on[\s-]?demand|pay[\s-]as[\s-]you[\s-]go|按需|按量")

# --------------------------------------------------------------------------- method, precision

PRETRAIN_RE = re.compile(r"pre[\s-]?train\w*|from scratch|预训练|从[零头](?:开始)?训练")
TRAIN_SAID_RE = re.compile(
    r"train|训练|炼|(?<![a-z])(?:epochs?|amp|mixed[\s-]precision|optimi[sz]ers?|adamw?)(?![a-z])"
)
""""From scratch" is pre-training only beside a training word ("ResNet-50 from scratch with
AMP": a run's own words count): alone, a purchase started over."""
QLORA_RE = re.compile(r"(?<![a-z])q[\s-]?lora(?![a-z])")
LORA_RE = re.compile(  # "train small loras", "do a few flux loras": plural LoRAs made, trained
    r"(?<![a-z])(?:lora|peft|adapters?|(?:train\w*|tun\w*|do(?:ing)?|mak\w+)\s+(?:\w+\s+){0,3}loras)"
    r"(?![a-z])"
)
FULL_RE = re.compile(
    r"full(?:y)?[\s-]*(?:param(?:eter)?s?[\s-]*)?(?:fine[\s-]*tun\w*|finetun\w*|s?ft|train\w*)"
    r"|full[\s-]*param(?:eter)?s?(?![a-z])|all param(?:eter)?s(?![a-z])|全参|全量"
)
FINETUNE_RE = re.compile(
    r"fine[\s-]*tun\w*|finetun\w*|(?<![a-z])(?:ft|sft|rlhf|dpo|train|training|trained|trains)"
    r"(?![a-z])|微调|训练|炼丹|精调|调优|(?<!培)训(?=\s*(?:[a-z0-9]|lora|的?模型|个|一个|完|好|一下|一遍)"
    r"|\s{2})"  # "训 70b 的模型": a model or size masked before this reading leaves spaces after 训
)
FINETUNE_NAMED_RE = re.compile(
    r"fine[\s-]*tun\w*|finetun\w*|(?<![a-z])(?:ft|sft|rlhf|dpo)(?![a-z])|微调|精调|调优"
)
"""Fine-tuning named as such (not the bare "train"/"训练", which may be from scratch)."""
INFERENCE_RE = re.compile(
    # "host memory", "host ram": the machine's own memory, no hosting of a model
    r"(?<![a-z])(?:inference|infer|(?<!same\s)(?<!this\s)(?<!that\s)(?<!the\s)(?<!training\s)runs?"
    r"|running|serve|serving|deploy\w*"  # "same run but on my 4080": the job, no inference
    r"|host(?![\s-]+(?:memory|ram|cpus?|dram|side|os|machine)(?![a-z]))|hosting"
    r"|chat|generate|generation|load|loading|local(?:ly)?\s+(?:llms?|models?|ai))(?![a-z])"
    r"|推理|部署|跑|运行|加载|上线|本地大?模型|出图|生图"
)

PRECISION_RES: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("fp32", re.compile(r"(?<![a-z0-9])(?:fp32|float32|tf32)(?![0-9])|单精度")),
    ("bf16", re.compile(r"(?<![a-z0-9])(?:bf16|bfloat16)(?![0-9])")),
    ("fp16", re.compile(r"(?<![a-z0-9])(?:fp16|float16|half[\s-]precision)(?![0-9])|半精度")),
    ("fp8", re.compile(r"(?<![a-z0-9])(?:fp8|float8|e4m3)(?![0-9])")),
    ("mxfp4", re.compile(r"(?<![a-z0-9])mx[\s_-]?fp4(?![0-9])")),
    ("int8", re.compile(r"(?<![a-z0-9])(?:int8|w8a8|8[\s-]?bits?)(?![0-9a-z])|8\s*位|8\s*比特")),
    (
        "int4",
        re.compile(
            r"(?<![a-z0-9])(?:int4|nf4|w4a16|awq|gptq|4[\s-]?bits?)(?![0-9a-z])|4\s*位|4\s*比特"
        ),
    ),
)
QUANT_FORMAT_RE = re.compile(r"(?<![a-z0-9])(?:awq|gptq|nf4|exl2)(?![0-9a-z])")
"""4-bit weight formats named by their method: sized as int4, and the answer names them."""
FULL_PRECISION_RE = re.compile(r"full[\s-]+precision|unquanti[sz]ed|不量化|原版精度|全精度")
QUANT_WORD_RE = re.compile(r"quanti[sz]\w*|量化")
