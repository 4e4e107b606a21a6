"""Cues of a verify question: checking that a card or a rented machine is what was promised.

"the rental's nvidia-smi shows PCIe, is it the same thing?", "怕是刷了 bios 冒充的，有啥办法验明
正身": a check of the hardware itself. Doubting someone else's report ("看b站有人跑了但不知道真假")
is not: the question stays the one it asks. Patterns run on NFKC-folded, lower-cased text.
"""

from __future__ import annotations

import re

from assistant.question.blame_weighed import own_setup_blamed
from assistant.question.claimed_load import load_claim_doubted
from assistant.question.reading_doubts import missing_doubted, recourse_asked
from assistant.question.test_results import stability_said
from assistant.question.text import fold
from assistant.question.tuning_asked import settings_asked

_BUYING_IN_PERSON = (
    r"(?<![a-z])(?:used(?! to\b)(?! (?:it|them|this|that)\b)|second[\s-]?hand|pre-?owned|ex-?mining"
    r"|picking (?:it |one )?up|pick (?:it |one )?up"
    r"|buying|buy (?:his|her|their|a|an|the|this|that)|seller'?s?|craigslist|marketplace|offerup"
    r"|ebay|in person|for cash|cash)(?![a-z])"
)
"""A card bought from someone, in person or second-hand ("picking up a used a6000", "cash")."""
_WHAT_TO_TEST = (
    r"(?<![a-z])(?:what (?:do|should|can|would|must|shall) (?:i|we) (?:test|check|look (?:for|at)"
    r"|run|verify|inspect|try)|what to (?:test|check|look (?:for|at)|run|verify|inspect))(?![a-z])"
)
"""What to test or check asked ("what do i test", "what should i look for")."""
_CHECK_TOOL = (
    r"(?:nvidia-smi|\bsmi\b|topo\s*-m|nvlink|lspci|dcgmi|nccl-?tests?|all_?reduce|gpu[-_]?burn"
    r"|p2pbandwidth\w*|bandwidthtest|nvbandwidth|rocm-smi)"
)
"""A tool or test that checks a machine ("nvidia-smi topo -m", "dcgmi diag", "gpu-burn")."""
_VENDOR = (
    r"vendor(?!'?s? (?:deck|datasheet|data sheet|slides?|spec ?sheet|specs?|website|site|page"
    r"|docs|marketing|presentation|press release|keynote))"
)
"""A vendor who sold or rents the machine; its deck or datasheet is a document, no machine."""
VERIFY_RE = re.compile(
    r"(?:rented|cloud|delivered) gpu.{0,40}(?:real|actually|fake|genuine)"
    r"|check (?:that|if|whether) .{0,30}(?:is|are) (?:actually|really)"
    r"|(?:fake|counterfeit|oversold) gpu|真假|是不是真的|验机|假卡|缩水"
    r"|货真价实|货不对板|是不是正品"
    # a way to check asked, about a machine someone got: "how do I confirm it's SXM"
    r"|(?:how (?:do|can|would|should) (?:i|we|you)|how to|any way to|way to)\s+"
    r"(?:\w+\s+){0,2}(?:(?:sanity[\s-]?)?check|verify|confirm|tell|test|make sure)\b"
    r".{0,80}(?:rented|renting|provider|" + _VENDOR + r"|seller|bought|got|delivered|node|box|pod"
    r"|actually|really|genuine|fake|sxm|pcie|nvlink|real)"
    r"|(?:rented|renting|provider|"
    + _VENDOR
    + r"|seller|bought|got|nvidia-smi|rocm-smi|second[\s-]?hand"
    r"|used (?:card|gpu|rtx|\d{4})|pre-?owned|refurb\w*|ebay).{0,80}"
    r"(?:how (?:do|can) (?:i|we) (?:check|verify|confirm|tell|test)|how to (?:check|verify|test)"
    r"|same thing\?"
    r"|what (?:[\w-]+ )?(?:tests?|benchmarks?|checks?|routines?) (?:should|do|can|to|would|before)"
    # checked before the money changes hands: "before i hand over cash", "before paying"
    r"|before (?:i |we )?(?:hand(?:ing)? over|pay(?:ing)?|part(?:ing)? with|buy(?:ing)? it)"
    r"|(?:shows?|says?|reports?) .{0,30}(?:instead|but))"
    # a card bought in person, the tests to run on it asked: "picking up a used a6000
    # tomorrow, what do i test", "what should i check when buying his 3090 off craigslist"
    rf"|{_BUYING_IN_PERSON}.{{0,100}}{_WHAT_TO_TEST}|{_WHAT_TO_TEST}.{{0,80}}{_BUYING_IN_PERSON}"
    r"|(?:provider|" + _VENDOR + r"|seller|listing) (?:says|said|claims|advertised)"
    r".{0,60}(?:nvidia-smi|shows?|reports?)"
    r"|(?:卖家|商家|服务商|平台|客服).{0,20}(?:说|写|标|宣传|承诺).{0,40}"
    r"(?:nvidia-smi|显示|识别|查出来)"
    # a second-hand card checked for what it was sold as: mining wear, a refurb, a
    # cheaper card passed off as this one ("any way to check for mining wear")
    r"|(?:how (?:do|can|would|should) (?:i|we|you)|how to|any way to|way to|can i)\s+"
    r"(?:\w+\s+){0,2}(?:check|verify|confirm|tell|test|spot|detect)\b.{0,60}"
    r"(?:mined|mining|wear|health|refurb\w*|flashed|re-?badged|passed off|relabel\w*)"
    r"|(?:怎么|如何|怎样).{0,6}(?:看|判断|检测|测|鉴别|确认|验证|分辨|区分).{0,30}"
    r"(?:冒充|翻新|矿卡|挖过矿|拆机|改装|假卡|刷了?bios|显存.{0,4}(?:坏|健康|好坏|体质))"
    r"|是不是矿卡|是否矿卡|有没有挖过矿|挖过矿没"
    # what a check should print on a healthy machine: "what should `nvidia-smi topo -m` show if
    # nvlink is wired up", "topo -m 应该显示什么才说明连上了"
    rf"|(?:what|how) (?:should|would|does|will|must) .{{0,40}}{_CHECK_TOOL}.{{0,40}}"
    r"(?:show|print|output|read|say|report|look like)\b"
    rf"|{_CHECK_TOOL}.{{0,30}}(?:应该|应当|正常(?:会|应该)?)(?:显示|输出|打印|是)(?:什么|啥|怎样|哪些)"
    # a second-hand card to test before paying: "闲鱼 4090 9000 出，怎么验", "二手卡怎么验卡"
    r"|验卡|(?:闲鱼|咸鱼|二手|转转).{0,40}(?:怎么|如何|咋)(?:验|测|检测|检查)"
    r"|(?:租的|租到|租了|买的|闲鱼|咸鱼|收了|收的|入手|二手|卖家|商家|到手|服务商).{0,30}"
    r"(?:怎么|如何|跑什么|用什么).{0,12}(?:确认|验证|检查|测|核实|判断|看)"
    r"|(?:怎么|如何).{0,6}(?:确认|验证|检查|测|核实).{0,30}(?:租的|租到|买的|实际|达标|是不是|真的)"
    # the tests to run on a card got: "二手 A6000 到手，这几天该测什么", "收了卡先跑哪些测试"
    r"|(?:租的|租到|租了|买的|闲鱼|咸鱼|收了|收的|入手|二手|到手).{0,30}"
    r"(?:(?:检)?测(?:些|点|一下)?(?:什么|啥|哪些)|(?:跑|做)(?:些|点)?(?:什么|啥|哪些)(?:测试|检测|烤机))"
    # what the machine shows set against what was sold, asked as "the same?"
    r"|(?:nvidia-smi|rental|rented|renting|host|provider|seller|vendor).{0,160}"
    r"(?:same thing|the same (?:card|gpu|chip)|really (?:an? )?(?:sxm|pcie))\W{0,4}"
    r"(?:is it|right|really|or not)?\s*\?"
    # a modded, flashed or doubtful card judged: "is it a bad mod", "a faulty flash"
    r"|(?:bad|faulty|dodgy|broken|fake|botched|failing) (?:mod|flash|bios|card|vram|memory)\b"
    r"|(?:刷了?\s*bios|冒充|翻新|矿卡|假货|魔改|改装).{0,30}"
    r"(?:办法|怎么|如何|咋|能不能).{0,10}(?:验|测|看|判断|鉴别|确认|辨|查)"
    r"|验明正身|鉴别真伪|辨别真伪|辨真假|魔改.{0,12}(?:坏|翻车|有问题)"
    # which of a card's versions was got, asked of the machine: "我租到的是哪版", "which
    # version did i get"
    r"|(?:租到|租的|买到|买的|拿到|收到|分到|给我)的?(?:是|算)?(?:哪|哪个|哪一)(?:版|款|个版本|种)"
    r"|\bwhich (?:version|variant|model|sku|one) (?:did|do|have) (?:i|we)"
    r" (?:get|got|rent\w*|receiv\w*)"
    # a delivered machine accepted after tests: "burn-in before signing off", "到货验收跑什么"
    r"|(?:burn[\s-]?in|acceptance) (?:tests?|checks?|testing|run)\b"
    r"|before (?:we |i )?(?:sign(?:ing)? off|accept(?:ing)?|approv\w+)"
    r"|验收|到货.{0,20}(?:测|检查|(?<![能可])跑(?![得不]?[动起]|[^，,。？?]{0,8}模型))|(?:签收|收货|付款|付尾款)(?:之)?前|上线前.{0,10}(?:烤机|压测)"
    r"|(?:要|该|得)验(?:哪些|什么|啥)"
    # a card's own performance checked against what it should do, no symptom reported:
    # "a benchmark to check my new 4080 super is performing like it should"
    r"|(?:check|verify|confirm|make sure|benchmark|test|tell|know)\b.{0,60}"
    r"(?:perform\w*|running|runs|working|works) (?:like|as) (?:it|they|a \w+) should"
    r"|(?:check|verify|confirm|make sure|benchmark|test|tell|know)\b.{0,60}"
    r"(?:performs?|performing|runs?|running) (?:as expected|up to spec|at (?:full )?spec)"
    r"|(?:跑分|测试|基准|benchmark|测一下|测测).{0,30}(?:性能|速度|算力)?.{0,6}(?:正不正常|是否正常|是不是正常"
    r"|达不达标|是否达标|有没有达标|该有的(?:水平|性能))"
    # a machine's performance checked for being cut down: "跑个基准确认算力没被阉割", "benchmark
    # it to make sure the compute isn't nerfed"
    r"|(?:跑分|测试|基准|benchmark|测一下|测测|确认|验证|核实|检查).{0,30}"
    r"(?:没|没有|有没有|是不是|是否)被?(?:阉割|缩水|砍|锁|限)"
    r"|(?:命令|工具|测试|办法|方法|测出|验出).{0,20}(?:是不是|是否|有没有)被?(?:满血|阉割|缩水)"
    r"|\b(?:command|tool|test)\b.{0,40}\b(?:full[\s-]?spec|full[\s-]?fat|cut[\s-]?down|nerfed)\b"
    r"|multi_processor_count|(?<![\d.])\d{2,3}\s*(?:个\s*)?(?:sms?|流多处理器)(?![a-z])"  # SMs read
    # a tool's reading or a score, then the machine asked whether it is held down: "Max Clocks
    # 只有 1695MHz，跑分比网上低 15%，是被限频了吗"
    rf"|(?:{_CHECK_TOOL}|跑分|基准|benchmark).{{0,60}}是(?:不是)?被(?:限频|限速|限功耗|锁频|阉割|缩水)"
    r"了?(?:吗|么|嘛|\?|？)"
    # a tool's reading set against what was expected, asked: "nvidia-smi shows `A100 80GB PCIe`
    # at 300W. I expected SXM — is PCIe what that SKU is?"
    rf"|{_CHECK_TOOL}\W{{0,3}}(?:shows?|says?|reports?|lists?|reads?)\b.{{0,80}}"
    r"\b(?:i|we) (?:expected|was expecting|were expecting|thought (?:it was|we'?d get|i'?d get))"
    r"\b[^?]{0,100}\?"
    r"|(?<![a-z])(?:check|verify|confirm|make sure|benchmark|test)\b.{0,60}(?:isn't|is not|wasn't"
    r"|hasn't been|aren't|not) (?:been )?(?:nerfed|cut|throttled|capped|gimped|crippled|locked)"
    # one card ordered, another suspected given in its place: "下单的是 h100 sxm，是不是给我换成
    # pcie 版了", "ordered the sxm one, did they swap it for a pcie?"
    r"|(?:下单|订的|订购|买的|付的|付了|租的|ordered|paid for|bought|rented)[^。？?]{0,40}"
    r"(?:是不是|是否|难道|did (?:they|you|he|she)|have they|was it|were they|got)[^。？?]{0,16}"
    r"(?:给我)?(?:换成|换了|被换|调包|偷换|swap\w*|switch\w*|substitut\w*|gave me)"
    # what the machine is said to carry, then how to confirm it: "说是A10，怎么确认显存是24G"
    r"|(?:说是|号称|标称|标的是|写的是|宣称|声称|给的是|配的是).{0,30}"
    r"(?:怎么|如何|咋|怎样).{0,4}(?:确认|验证|核实|检查|判断|看)"
    r"|(?:says|claims|listed as|advertised as|supposed to be|sold as)\b.{0,60}"
    r"how (?:do|can|would|should) (?:i|we) (?:check|verify|confirm|tell)\b"
    # a field of a card got, read and put up for judgment: "租的A100 ECC那栏显示 Disabled，有问题吗"
    r"|(?:租的|租到的|买的|收的|二手|服务商给的|卖家给的)[^。？?]{0,20}"
    r"(?:ecc|mig|功耗|pcie|链路|vbios|bios|显存|温度|频率)[^。？?]{0,30}(?:显示|读数|读出)"
    r"[^？?]{0,30}(?:有问题吗|正常吗|对吗|没问题吧)"
    # a machine just delivered, its health to confirm: "new dgx spark arrived, what should i
    # run to make sure the gpu is healthy", "box came in today, how to check nothing is faulty"
    r"|(?<![a-z])(?:arrived|delivered|came in|showed up|unboxed|just got|new)(?![a-z]).{0,120}"
    r"(?:make sure|check|verify|confirm|test|ensure)\b.{0,60}"
    r"\b(?:healthy|health|working (?:properly|correctly|right)|defect\w*|faulty|doa|broken)\b"
    # the tests to run asked, to confirm the cards are sound: "what do i run first to confirm
    # all 8 gpus are healthy", "先跑什么确认 8 张卡都健康"
    rf"|{_WHAT_TO_TEST}.{{0,80}}(?:make sure|check|verify|confirm|ensure)\b.{{0,60}}"
    r"(?:\b(?:gpus?|cards?|nodes?|box|machine|hardware)\b.{0,20}\b(?:healthy|defect\w*|faulty|doa)\b"
    r"|\b(?:healthy|faulty|defective) (?:gpus?|cards?|nodes?)\b)"
    r"|(?:跑|运行|做|测)(?:些|点)?(?:什么|啥|哪些).{0,30}(?:确认|验证|检查|确保).{0,20}"
    r"(?:卡|gpu|机器|节点).{0,8}(?:健康|没坏|有没有坏|(?:都|全)(?:是)?好的)"
    # the machine set against what is paid for: "confirm the 8x h100 box is what we're paying
    # for", "check it's really what i pay for", "确认是不是我们付钱买的配置"
    r"|(?:check|verify|confirm|make sure|checklist|test|tell)\b.{0,80}\b(?:is|are|'s|it's)\s+"
    r"(?:really |actually |truly )?(?:what|the (?:one|box|node|machine|config\w*)s?)\s+"
    r"(?:we|i)(?:'re|'ve| are| have| am|'m)?\s*(?:paying|paid|pay|being charged|billed)\b"
    r"|(?:确认|验证|核实|检查|核对).{0,30}(?:是不是|是否|就是)?.{0,10}(?:付钱|花钱|付费|买)的(?:那个)?(?:配置|机器|卡)"
    # a machine's health checks before a long job, or the DCGM diagnostic level to run:
    # "just spun up an 8x node, what health checks before a week-long run", "dcgmi diag 跑几级"
    r"|(?:刚开|开好|刚租|新开|刚起|开起来|launched|spun up|provisioned|booted|just got"
    r"|(?:is|it's|came) up\b|up and running).{0,80}"
    r"(?:体检|健康检查|health[\s-]?checks?|sanity[\s-]?checks?|burn[\s-]?in|dcgmi? diag)"
    # the cards' health checked ahead of a long job, whoever vouched for them: "a 15 min health
    # check for 4 cards before a week-long fine-tune", "训练前给这几张卡做个体检"
    r"|(?<![a-z])(?:health|sanity)[\s-]?checks?\b.{0,80}\b(?:before|ahead of|prior to)\b.{0,40}"
    r"\b(?:run|job|training|train|fine-?tun\w*|pre-?train\w*|launch\w*|weeks?|days?|long)\b"
    r"|(?:训练|微调|预训练|任务|上线|开跑|长跑)[^，,。？?]{0,6}(?:之前|以前|前)(?:先)?.{0,24}(?:体检|健康检查)"
    r"|(?:体检|健康检查).{0,24}(?:训练|微调|预训练|任务|上线|开跑)[^，,。？?]{0,6}(?:之前|以前|前)"
    r"|dcgmi? diag.{0,24}(?:几级|哪一?级|哪个级别|多少级|which level|what level|level \d or)"
    r"|(?:which|what)\s+dcgmi?(?: diag)?\s+(?:run\s+)?level"
    r"|dcgmi?(?: diag)?\s+(?:run\s+)?level.{0,40}[?？]"
    # a rented machine slower than one's own card, the machine itself doubted: "怎么排查是不是
    # 机器本身有问题", "how do I find out if the host is at fault"
    r"|(?:排查|判断|确认|查|find out|tell|check|figure out)\W{0,4}(?:是不是|是否|whether|if)\s*"
    r"(?:the |this |that )?(?:机器|这台机器|主机|节点|machine|box|host|node|instance)"
    r"(?:本身|itself)?"
    r".{0,10}(?:有问题|出了?问题|坏|at fault|faulty|broken|the problem|to blame)"
)
"""Cues of a verify question, about a machine someone got or a card someone bought."""

_REPORT_DOUBT_RE = re.compile(
    r"(?:有人|别人|网上|b站|视频|帖子|博主|up主|评测|someone|people|a video|youtube|reddit"
    r"|a post|a blog).{0,24}(?:跑|测|说|发|晒|ran|run|claims?|says?|said|posted|shows?)"
    r".{0,24}(?:真假|是真是假|是不是真的|靠不靠谱|可信|legit|real|true|believe)"
)
"""Doubt about someone else's report ("有人跑了但不知道真假"), not about the card itself."""


_WHICH_FIGURE_RE = re.compile(
    r"which (?:number|figure|value|reading)s? (?:should|do|to)\b"
    r"|which (?:one |number |figure )?(?:should|do|to) (?:i |we )?(?:plan|use|size|budget|go by)"
    r"|(?:按|用|以|拿)(?:哪个|哪一个)(?:数字?|数值|值)?(?:来)?(?:算|规划|计算|估算|为准)"
    r"|(?:哪个|哪一个)(?:数字?|数值|值)?(?:来|去)(?:算|规划|计算|估算)"
)
"""One of several figures for the same amount asked to be taken ("which number is real and which
should I plan with", "按哪个数来算"): how the units differ is asked, not whether the card is
what was sold. Which one is right, a reading set against the spec ("reports 143771MiB, I
thought H200 was 141GB. which number is right?"), is the reading checked."""


_PUZZLED_RE = re.compile(
    r"(?<![a-z])(?:what gives|what(?:'s| is) (?:going on|up with (?:that|this|it))|what happened"
    r"|how come|why (?:does|did|is) (?:it|that|this|nvidia-smi|smi) (?:only )?"
    r"(?:show|read|say|report)\w*|why only)(?![a-z])"
    r"|怎么回事|咋回事|什么情况|啥情况|为(?:啥|什么)只(?:有|显示|识别)"
    # "why" asked last, of the reading before it: "nvidia-smi only shows 11GB, why?"
    r"|[,.;:!?，。]\s*(?:but )?(?:why|为什么|为啥)\s*[?？]*\s*$"
    # the size got doubted outright: "is my rented h100 really 80gb?", "真的是80G吗"
    r"|\b(?:really|actually|truly) (?:an? |the )?\d+\s*g(?:b|ib)?\b|真的是?\s*\d+\s*g"
    # set against what was paid for: "smi says 40GB but i paid for 80gb", "可我买的是80G"
    r"|\bbut (?:i|we)(?:'d| had| have)? (?:paid|ordered|was promised|were promised|rented)\b"
    # the whole card paid for, set against the reading: "i paid for the full card"
    r"|\b(?:i|we)(?:'m| am| are)? (?:paid|paying) for (?:the |a )?(?:full|whole|entire)\b"
    r"|(?:但|可)(?:是)?(?:我)?(?:买|租|付钱买|下单)的(?:是|明明是)"
    # the reading set beside the size sold, asked whether it is that size or misread:
    # "that's the same thing or am i reading it wrong", "是一回事吗"
    r"|\b(?:is (?:that|it|this)|(?:that|it|this)(?:'s| is)) (?:just )?the same thing\b"
    r"|\bam i (?:reading|misreading) (?:it|this|that) wrong\b|是(?:不是)?一回事|是同一个东西"
    # the part missing asked after, or something suspected of taking it: "where did 2GB go",
    # "is ECC eating it", "剩下的 2G 去哪了", "是不是被 ECC 吃掉了"
    r"|\bwhere (?:did|does|do|has|have) (?:the (?:other|missing|rest|last) )?"
    r"(?:\d[\d.]*\s*g(?:b|ib)?|(?:the )?(?:rest|missing\w*|difference|gap))\b"
    r"(?: of (?:it|the memory|the vram))? (?:go|gone)\b"
    r"|\b(?:is|are) (?:the )?[\w-]+ (?:eating|taking|using up|stealing|reserving) (?:it|that|them"
    r"|the (?:rest|missing|difference|gap)|(?:the |my )?(?:memory|vram))\b"
    r"|(?:\d+\s*g(?:b|ib)?|剩下的|少的|差的|那部分).{0,6}(?:去哪了|去哪儿了|哪去了|跑哪去了)"
    r"|被\s*[\w-]{1,12}\s*(?:吃掉|吃了|占掉|占了|用掉)"
)
"""Puzzlement at what a machine reads ("nvidia-smi shows 16160MiB. what gives", "显示16G，怎么
回事"), or its size doubted ("really 80gb?")."""
_GOT_RE = re.compile(
    r"(?<![a-z])(?:bought|buying|purchased|ordered|received|got (?:a|an|the|my|this)|ebay"
    r"|used|second[\s-]?hand|refurb\w*|seller|vendor|rented|renting|provider"
    r"|scalper|reseller|flipper|marketplace|craigslist|(?:i|we) paid for"
    # a cloud machine started: "spun up a g5.xlarge", "launched a p5"
    r"|spun up|spinning up|launched|provisioned|fired up)(?![a-z])"
    r"|买的|买了|收的|收了|到手|入手|二手|闲鱼|咸鱼|卖家|商家|租的|租了|租到|租下|租来|开的机"
    # a card modified for more memory, its size the seller's word: "魔改 2080ti 22g"
    r"|魔改|改装|(?<![a-z])(?:modded|modified)(?![a-z])"
)
"""A card someone got: bought, second-hand or rented."""


_CONFIRMED_RE = re.compile(
    r"(?:对|没错|没问题|正确|正常|真|满血|足量|完整)的?\s*(?:吧|吗|么|嘛)"
    # a claim put back as a bare question: "seller says both are 48gb. is it?", "真的吗"
    r"|(?:^|[.,;:!?。，；！？]\s*)(?:is it|is that so|are they|isn'?t it|true|真的吗|是吗)\s*[?？]"
    # a tag after the reading: "…24576MiB, right?", "— ok?" (not "which number is right?")
    r"|[,;:—–-]\s*(?:right|correct|legit|ok|okay|fine|good|as it should be)\s*[?？]"
    r"|\b(?:looks?|seems?|sounds?) (?:right|correct|legit|ok|okay|fine|normal)\b"
    # the readings passed as a whole, or the size sold asked to read otherwise: "all good or
    # should 80GB show more?", "一切正常吗", "是不是应该显示更多"
    r"|\b(?:all|everything|it all|that all) (?:good|fine|ok|okay|normal|healthy)\b"
    r"|\bshould(?:n'?t)?\b[^.!?]{0,30}\b(?:show|read|report|be)\s+(?:more|higher|less|lower)\b"
    r"|(?:一切|都)(?:正常|没问题|ok)(?:吗|么|嘛|吧)|(?:应该|不应该)(?:显示|读到)?(?:更多|更大|更少)"
)
"""A reading put back for confirmation ("这个是对的吧", "没问题吧", "looks right?")."""
_TOOL_READ_RE = re.compile(r"nvidia-smi|rocm-smi|gpu-?z|(?<![a-z])smi(?![a-z])")
"""A tool that read the figure off the card (a reading, of a card got or not)."""


def confirmed(folded: str) -> bool:
    """Whether a card got or a tool's reading is put back to be confirmed ("81920MiB，对的吧")."""
    shown = _GOT_RE.search(folded) or _TOOL_READ_RE.search(folded)
    return _CONFIRMED_RE.search(folded) is not None and shown is not None


def puzzled_by(folded: str) -> bool:
    """Whether a card got is puzzled over ("bought a v100 32gb, smi shows 16160MiB. what gives").

    Beside a reading of a card bought or rented, puzzlement asks the reading judged as surely as
    "is that normal?"; of one's own card at work ("显存才用了18G，速度5 t/s，啥情况") it asks
    what is wrong with the job instead.
    """
    return _PUZZLED_RE.search(folded) is not None and _GOT_RE.search(folded) is not None


_SHOWN_DOUBTED = (
    # a reading someone else sent asked to be believed: "截图能信吗", "can I trust his screenshot"
    r"(?:截图|截屏|照片|图片|视频|录屏).{0,8}(?:能信|可信|靠谱|信得过|真的|是真|是假|作假|p过|p的)"
    r"|\b(?:screenshots?|screen ?grabs?|photos?|pics?|pictures?|videos?)\b.{0,30}"
    r"\b(?:trust\w*|believ\w*|legit|real|fake\w*|faked|doctored|photoshopped|edited)\b"
    r"|\b(?:trust|believe)\b.{0,20}\b(?:screenshots?|photos?|pics?|pictures?|videos?)\b"
)
"""A screenshot, photo or video of the readings sent by someone, asked to be believed."""
_SHOWN_DOUBTED_RE = re.compile(_SHOWN_DOUBTED)


def shown_doubted(text: str) -> bool:
    """Whether readings someone sent as a picture are asked to be believed ("截图能信吗")."""
    return _SHOWN_DOUBTED_RE.search(fold(text)) is not None


_DOUBTED_RE = re.compile(
    # the reading set against what was expected and asked: "shows `A100 80GB PCIe` at 300W. I
    # expected SXM — is PCIe what that SKU is?", "显示 PCIe 版，我以为是 SXM，对吗"
    r"\b(?:i|we) (?:expected|was expecting|were expecting|thought (?:it was|we'?d get|i'?d get))"
    r"\b[^?]{0,100}\?|(?:我|本来)?以为(?:是|会是)[^？?]{0,40}[？?]|"
    # the figure itself asked right: "is 23028MiB right?", "is 300w normal"
    r"\bis (?:\d[\d,.]*\s*(?:mib|gib|gb|mb|g|w|watts?)?|that (?:figure|number|reading|total))"
    r" (?:right|normal|correct|ok|okay|expected|legit|real|accurate|too low)\b"
    # a tool's reading in MiB asked judged whole: "is smi showing 81559MiB on an h100 normal?"
    r"|\bis\b[^.!?]{0,40}\d\s*mib\b[^.!?]{0,50}\b(?:right|normal|correct|expected|legit)\s*\?"
    # the judgment alone asked right after the figure read: "22731MiB total. expected?"
    r"|(?<![a-z\d.])\d[\d,.]*\s*(?:mib|gib|gb|g)\b"
    r"(?:\s+(?:total|free|usable|available|in total))?\s*[.,;:!。，—–-]?"
    r"\s*(?:normal|expected|right|correct|legit|ok|okay)\s*\?"
    # said fine and asked back: "— that's fine right?", "that's expected, isn't it?"
    r"|(?:that|it|this)(?:'s| is) (?:fine|ok|okay|normal|right|expected|correct)\b[^.!?]{0,24}\?"
    # the smaller part suspected: "isn't secretly the 40gb one", "not actually a 24gb card"
    r"|\bsecretly\b|\b(?:isn'?t|is not|aren'?t|are not|not) (?:really |actually )?(?:the |a |an )?"
    r"\d+\s*g(?:b|ib)?\b"
    # the full size asked: "是满血的 48G 吗", "是不是足量 80G", "是完整的 24g 吗"
    # (a bare "满血" is a full model: "满血 deepseek r1")
    r"|(?:满血|足量|完整|足)的?\s*(?:版\s*)?(?:的\s*)?\d+\s*g(?:b|ib)?\s*(?:版|的)?\s*(?:吗|么|嘛|不)"
    r"|是不是\s*(?:满血|足量|完整|真)?的?\s*\d+\s*g"
    # part of it suspected taken: "是不是被别人占了", "is someone else using part of it"
    # the card suspected cut up: "是不是被虚拟化切了", "is it sliced / a vgpu partition"
    r"|被[^，,。？?]{0,6}(?:切|分割|分片|虚拟化)|\b(?:sliced|partitioned|virtuali[sz]ed)\b"
    r"|被(?:别人|别的|其他)[^，,。？?]{0,6}(?:占|用|共享)|\bsomeone else(?:'s)? (?:using|on)\b"
    # the card read apart suspected faulty or the wrong one given: "is that card off?",
    # "one of them is bad?", "是不是给我开错规格了"
    r"|\b(?:is|are) (?:that|this|the|one|it)(?: (?:card|gpu|one|unit|node|box))?"
    r" (?:off|bad|faulty|defective|broken|wrong|short)\b[^.!?]{0,12}\?"
    r"|(?:开|给|发|配|装)错(?:了|规格|型号|卡|配置)"
    # the reading set against what was believed, asked which holds: "which is right?"
    r"|\bwhich (?:one |of (?:them|the two) )?is (?:right|correct|true|it)\b"
    r"|哪个(?:是)?对|以哪个为准"
    # the reading set against what was sold: "对得上吗", "does that match", "add up?"
    r"|对得上|对不上|对的上|(?:相符|一致|吻合|符合|匹配)(?:吗|么|嘛|不)"
    r"|\b(?:does|do) (?:that|it|this|these|they) (?:match|add up|line up|check out)\b"
    # every reading asked against the listing at once: "all matches?", "everything line up?"
    r"|\b(?:all|everything|it all|they all)\s+(?:match(?:es)?|lines? up|adds? up|checks? out)\b"
    r"|(?:都|全都|全部)(?:对|对得上|吻合|一致|符合)(?:吗|么|嘛|不)"
    # the card suspected cut down: "被阉了吗", "是不是阉了", "功耗阉掉了"
    r"|被阉|阉(?:了|掉|过)"
    # the readings asked as the listing said: "all as advertised?", "is that as promised"
    r"|\b(?:all|everything|(?:is|are) (?:that|this|it|these|they|everything))\s+(?:just\s+)?as"
    r" (?:advertised|promised|listed|described|sold|spec(?:'?d|ced))\b"
    r"|(?<![a-z])as (?:advertised|promised|listed|described)\s*[?？]"
    r"|(?<![a-z])(?:real|genuine)\s*[?？]"
    # the readings held against the money paid: "is that what i'm paying $3/hr for?", "what we
    # paid for?", "对得上这个价吗", "配得上这个价格吗"
    r"|\bwhat (?:i'?m|i am|we'?re|we are|i was|we were|i'?ve been|we'?ve been) (?:paying|charged"
    r"|billed)\b|\bwhat (?:i|we) (?:paid|pay|rented|bought|ordered) for\b"
    r"|(?:对得上|配得上|值)(?:这个|这|那个)?(?:价|钱|租金)"
    r"|(?:和|跟|与)?(?:宣传|页面|商品页|描述|标称|说明)(?:的|上)?(?:一样|一致|相符)(?:吗|么|嘛|不)"
    # the figure asked right for the size sold, or a shortfall suspected: "is that the right
    # number for 94gb", "am i short?", "是不是给少了"
    r"|\bis (?:that|this|it) the (?:right|correct|expected|proper) (?:number|figure|amount|size"
    r"|reading|total)\b|\b(?:am i|are we|was i|were we) (?:being )?short(?:ed|-?changed)?\b"
    r"|(?:是不是|是否)(?:给|被)?(?:我)?(?:少给|给少|缺)了"
    # the size promised asked back against the reading: "显示 16G，说好的 32G？", "wasn't it
    # supposed to be 32gb?"
    r"|(?:说好|号称|标称|宣传|不是说)(?:的|是)?[^，,。？?]{0,10}?\d+\s*g(?:b|ib)?\s*(?:的)?\s*(?:呢|吗|么|嘛)?\s*[?？]"
    # the card's rating asked back against the reading: "显示 97871MiB，不是 96g 吗", "公版不是
    # 355W 吗", "isn't the 3090 ti a 450w card?"
    r"|不是\s*\d+\s*(?:g(?:b|ib)?|w)\s*(?:的)?\s*(?:吗|么|嘛)"
    r"|\b(?:isn'?t|is not|wasn'?t)\b[^.!?]{0,30}\d+\s*(?:w|watts?)\b[^.!?]{0,12}\?"
    r"|\b(?:supposed to (?:be|have)|promised|advertised as|sold as)\b[^.!?]{0,20}?\d+\s*gb?\s*\?"
    r"|\b(?:match(?:es)?|consistent with) (?:the |what (?:was|they|it|i) )?\w*\s*"
    r"(?:spec|listing|advertised|promised|sold|claimed)"
    # the size sold asked of the card, or another card suspected handed over: "is that the
    # 141gb card or did they hand me something else", "是不是给我换了别的卡"
    r"|(?:is|are) (?:that|this|it|these|they) (?:really |actually )?(?:the |a |an )?"
    r"\d+\s*g(?:b|ib)? (?:card|gpu|part|sku|one|model)s?\b"
    r"|\bdid (?:they|the \w+|he|she|you) (?:hand|give|send|ship|swap|pass)\w* (?:me|us)\b"
    # which of the card's versions the reading shows: "我租到的是哪版", "which version is it"
    r"|(?:是|算)(?:哪|哪个|哪一)(?:版|款|个版本)|\bwhich (?:version|variant|sku) (?:is|did)\b"
    r"|给(?:我|了)?(?:换|塞|发)了?(?:别的|其他|另一)"
    # the judgment asked alone, as its own sentence after the readings: "… Active. Normal?"
    # (or the trouble asked of it: "… instead of 700W. problem?", "is that an issue?")
    r"|(?:^|[.;:!]\s+)(?:is (?:that|this|it) |all |everything )?(?:normal|expected|legit"
    r"|(?:a |an )?(?:problem|issue|concern))\s*\?"
    r"|" + _SHOWN_DOUBTED
)
"""A reading's figure doubted outright ("is 23028MiB right?", "isn't secretly the 40gb one")."""
_USABLE_RE = re.compile(
    r"\b(?:still )?usable\b|\bis (?:that|this|it) (?:fine|ok|okay|bad)\b"
    r"|能用吗|还能用|有问题吗|正常吗|靠谱|可靠吗|\b(?:reliable|trustworthy)\b"
    # kept or given back on it: "walk away?", "ok to keep?", "要不要退", "该不该换机器"
    r"|walk away|\breturn (?:it|the card|them)\b|send (?:it|them) back|\bkeep(?: it| the card)?\b"
    r"|要不要退|退不退|该不该(?:退|换)|要不要换|还能要|能要吗|(?:能|可以|值得)(?:收|买|入手)吗"
    r"|\b(?:worth|safe to) (?:buying|keeping|using)\b|\b(?:fine|ok|okay|safe) to (?:buy|keep|use)\b"
    r"|\b(?:card|it|this|that|gpu)\s+(?:fine|ok|okay|good)\s*[?？]"
    # an omen asked of the reading: "bad sign?", "red flag?", "should i worry", "要紧吗"
    r"|\b(?:bad|good|warning) sign\b|\bred flag\b|\bshould i (?:be )?worr(?:y|ied)\b"
    r"|要紧吗|严重吗|危险吗"
)
"""A card's reading asked to be judged fit for use, or to keep ("still usable?", "退不退")."""


def reading_questioned(folded: str) -> bool:
    """Whether a reading off a machine is asked to be judged, puzzled over or doubted."""
    doubted = _DOUBTED_RE.search(folded) is not None
    missing = missing_doubted(folded) or recourse_asked(folded)  # "找客服有用吗": claimed
    return puzzled_by(folded) or doubted or confirmed(folded) or missing


def judged_for_use(folded: str) -> bool:
    """Whether a card's reading is asked to be judged fit to use or to keep ("walk away?")."""
    return _USABLE_RE.search(folded) is not None


def picks_a_figure(folded: str) -> bool:
    """Whether ``folded`` asks which of the figures it quotes to believe or plan with."""
    return _WHICH_FIGURE_RE.search(folded) is not None


def doubts_a_report(folded: str) -> bool:
    """Whether the only doubt said is about someone else's report of a result."""
    return _REPORT_DOUBT_RE.search(folded) is not None


def card_not_doubted(folded: str) -> bool:
    """Whether a check's words are about something else than the card itself.

    Someone else's report doubted, one of several figures picked, or the settings to tune asked
    ("rocm-smi shows 750W on all 8 but throughput is half: what knobs do I check first"): the
    readings are the job's clues, not a machine judged against what was sold.
    """
    return (
        doubts_a_report(folded)
        or picks_a_figure(folded)
        or settings_asked(folded)
        or variants_set_apart(folded)
        or own_setup_blamed(folded)  # "bad card or my batch?": the run's fault, not the card's
        or load_claim_doubted(folded)  # "能顶 200 并发，真的假的": a serving claim, no card judged
    )


_VARIANT_AGAINST_RE = re.compile(
    r"(?:跟|和|与|比|对比)\s*[\w-]{0,12}\s*(?:版|版本|款)(?:本)?\s*(?:比|相比|比较|对比)"
    r"|\b(?:compared (?:to|with)|against|vs\.?|versus) the [\w-]+ (?:version|variant|model|one)\b"
)
"""One variant's sheet set against another's ("跟 SXM 版比", "compared to the SXM version")."""


def variants_set_apart(folded: str) -> bool:
    """Whether two variants' sheets are set side by side, with no card got or reading shown.

    "H200 NVL 的带宽跟 SXM 版比是不是缩水了": a spec doubted on paper is the catalog's rows, not a
    machine to check; "租的 H200 跟 SXM 版比是不是缩水" (a card got) still is one.
    """
    held = _GOT_RE.search(folded) is not None or _TOOL_READ_RE.search(folded) is not None
    return _VARIANT_AGAINST_RE.search(folded) is not None and not held


_STRESSED_RE = re.compile(
    r"(?<![a-z])(?:stress[\s-]?test\w*|burn[\s-]?in|gpu[-_ ]?burn|furmark|occt|3dmark|time ?spy"
    r"|speed ?way|port ?royal|memtest\w*|hot[\s-]?spot|junction temp\w*|gpu-?z)(?![a-z])"
    r"|压力测试|压测|烤机|热点温度|热点|结温|显存温度"
)
"""A card put under a test, or a reading only a test shows (hotspot, junction temperature)."""
_GIVE_BACK_RE = re.compile(
    r"(?<![a-z])(?:return(?:ed|ing)?|rma|refund|send (?:it|them) back)(?![a-z])|退货|退掉|退回|退款"
)
"""Giving the card back weighed ("repaste or return?", "退货还是自己修")."""
_FAULT_ASKED_RE = re.compile(
    r"(?<![a-z])(?:(?:defective|faulty|broken|damaged|bad)(?: (?:card|gpu|unit|one))?"
    r"|a dud|a lemon)\s*[?？]"
    r"|(?:卡|显卡|它)?(?:坏了|是坏的|有毛病|有问题)(?:吗|么|嘛)|是不是坏|是好的吗|是不是有问题"
    r"|是不是被?(?:换过?芯|翻新|假卡|矿卡)|被换芯|(?<![a-z])(?:fake|swapped) (?:card|chip)\s*[?？]"
)
"""A card got asked to be faulty ("defective card?", "卡坏了吗", "是不是被换芯了"): judged."""


def tested_for_keeping(folded: str) -> bool:
    """Whether a card got is tested and kept or given back on it ("hotspot 110c. return?").

    "bought a used 3090 ti, hotspot 110c in a stress test, repaste or return?": the card's
    reading is judged for the purchase; the repaste is one remedy weighed, not the topic.
    """
    got = _GOT_RE.search(folded) is not None and _STRESSED_RE.search(folded) is not None
    weighed = _GIVE_BACK_RE.search(folded) is not None or judged_for_use(folded)
    weighed = weighed or _FAULT_ASKED_RE.search(folded) is not None
    return got and weighed


def checks_a_card(folded: str) -> bool:
    """Whether a card or machine itself is checked (``VERIFY_RE``), not someone's report of it.

    "闲鱼收了张 4090，卖家说只打游戏，怎么验是不是矿卡": the games are the card's past, said
    by its seller; what is asked is how to check the hardware, which is on topic.
    """
    checked = VERIFY_RE.search(folded) is not None or tested_for_keeping(folded)
    # "3dmark 压力测试稳定性 97.8%，算过关吗": a stress test's result, not a game's score
    checked = checked or stability_said(folded) is not None
    return checked and not doubts_a_report(folded)
