"""Small talk with nothing else asked: a greeting, thanks, a sign-off or "who are you"; pure.

``smalltalk_act`` reads the folded message and names the act (greeting, thanks, identity...),
or None when the message asks anything besides.
"""

from __future__ import annotations

import re

_BEING = r"(?:an? )?(?:actual |real |live )?(?:human|person|bot|ai|llm|machine|chatbot)"
"""What the user wonders it talks to ("an actual human", "an llm")."""
_SOMEONE = r"(?:an? )?(?:actual |real |live )?(?:person|human|someone|somebody)"
_AT_WORK = (
    r"(?:answering|replying|reading|typing|writing|behind|on the other end)"
    r"(?: (?:this|these|me|here|it|the answers|them))?"
)
_AUTOMATED = r"(?:all |fully |just |completely )?(?:automated|scripted|a bot|an ai|a machine)"
"""A person at work on the answers, or none ("is there a person answering this", "all
automated")."""
_HUMAN_OR_MACHINE = (
    rf"(?:am i|are we) (?:talking|chatting|speaking) (?:to|with) {_BEING}(?: or {_BEING})?"
    rf"|are you {_BEING} or {_BEING}"
    r"|(?:你是|我是?在(?:跟|和)|对面是)(?:真人|人|机器人|ai|bot)(?:还是(?:真人|人|机器人|ai|bot))?"
    r"(?:在)?(?:聊天|说话|回复|回答)?"
    # "is there a person answering this or is it all automated", "是人工回复还是自动的"
    rf"|is (?:there|this|it) {_SOMEONE}(?: {_AT_WORK})?(?: or (?:is (?:it|this) )?{_AUTOMATED})?"
    rf"|(?:is (?:it|this)|are you) {_AUTOMATED}"
    rf"(?: or (?:is )?(?:there )?{_SOMEONE}(?: {_AT_WORK})?)?"
    r"|(?:是|有)人工(?:在)?(?:回复|回答|客服)(?:还是(?:全是|都是)?(?:自动|机器)(?:回复|生成)?的?)?"
    r"|是不是自动回复|(?:全|都)是自动(?:回复|生成)的?"
)
"""Whether a person or a machine answers ("am i talking to a human or an llm"), tried first."""
_ASSISTANT = r"(?:you|this (?:assistant|tool|bot|app|service|thing)|the (?:assistant|tool|bot|app))"
_MY_COST = (
    rf"|(?:is|are) {_ASSISTANT} (?:free|paid)(?: to use)?|(?:does|do|will) {_ASSISTANT} cost"
    r"(?: (?:anything|money|me anything))?|(?:do|will|would) i (?:have to |need to )?pay"
    rf" (?:for|to use) {_ASSISTANT}|how much (?:do|does) {_ASSISTANT} cost"
    r"|(?:这个|你们?的?)?(?:助手|工具|机器人|网站|服务|软件|你)(?:是|用起来|用)?(?:免费|收费|要钱|要付费|付费|花钱)"
    r"的?(?:吗|么|嘛|不|还是收费的?)?|(?:用|使用)(?:你|这个(?:助手|工具))(?:要|需要|得)?(?:收费|付费|花钱|要钱|交钱)"
    r"(?:吗|么|嘛)?"
)
"""The assistant's own cost asked ("这个助手是免费的吗", "is this tool free"): about me."""
_ABOUT_ME_EXTRA = (
    r"(?:are you|is (?:it|this|this (?:assistant|tool|bot|thing))|do you) (?:(?:running|run|hosted)"
    r" on|using) (?:an? |your own |its own )?(?:gpus?|graphics cards?|servers?|cloud)(?: (?:itself"
    r"|yourself|too|as well))?"
    r"|how do you know (?:all )?(?:this|that|these|so much|everything)(?: stuff| things)?"
    r"|where do(?:es)? (?:you|your (?:data|numbers|info|figures)) (?:get|come from)"
    r"(?: (?:your|the|this|all this) (?:data|numbers|info|figures|stuff))?(?: from)?"
    r"|你(?:自己)?(?:是)?(?:跑|运行|部署)在(?:什么|啥|哪种|哪个)?(?:显卡|gpu|服务器|卡)上的?(?:吗|么|嘛)?"
    r"|你(?:是)?怎么(?:知道|懂)(?:这么多|这些|的)(?:东西|的)?|你的?(?:数据|资料|知识)(?:是)?(?:从)?哪(?:里|儿)?来的?"
)
"""About the assistant itself: the hardware it runs on or where its figures come from."""
_FIGURES = (
    r"(?:gpu |card |rental |cloud |hardware )?(?:data|prices|pricing|numbers|figures|specs"
    r"|info(?:rmation)?|price data|price book|catalog(?:ue)?)"
)
_DOUBTED = r"(?:靠谱|准|可靠|准确|可信|是最新的?|是实时的?|过时了?)(?:吗|么|嘛|不)"
_MY_DATA = (
    r"(?:what(?:'s| is) )?(?:your|the) (?:knowledge |training |data )?cut-?off(?: date)?"
    rf"|how (?:current|recent|up[- ]to[- ]date|fresh|old|accurate|reliable|trustworthy) (?:is|are)"
    rf" (?:your|the|these|those) {_FIGURES}(?: you (?:quote|use|give|have|show))?"
    rf"|(?:is|are) (?:your|the|these|those) {_FIGURES}(?: you (?:quote|use|give|have|show))?"
    r" (?:still )?(?:current|up[- ]to[- ]date|accurate|reliable|live|real[- ]?time|fresh|valid"
    r"|correct|trustworthy|any good)"
    rf"|when (?:was|were|is|are|did) (?:your|the) {_FIGURES}(?: last)? (?:updated|collected"
    r"|captured|gathered|from|refreshed|get updated)"
    rf"|(?:how often|when) do you (?:update|refresh) (?:your|the) {_FIGURES}"
    r"|你的?(?:数据|价格|资料|知识|信息|价格数据|报价|知识库|行情)(?:是|截止到?|更新到)?"
    r"(?:哪年|哪一年|什么时候|几几年|哪个时候|多久以前|多久之前|哪天|啥时候)(?:更新)?的?"
    rf"(?:[\s?？,，。]*{_DOUBTED})?"
    r"|(?:你的?|这些|显卡的?|gpu的?|云上的?|租卡的?)?(?:价格|报价|数据|价格数据|行情)(?:准不准|准吗"
    r"|准确吗|靠谱吗|靠不靠谱|可靠吗|可信吗|是最新的吗|是实时的吗|是不是最新的?|多久更新一次"
    r"|(?:会|有)更新吗|过时了吗|还准吗|还有效吗)"
)
"""How old or how sound the assistant's own figures are ("what's your knowledge cutoff", "你的数据
是哪年的？显卡价格准不准"): its prices' dates, not a price."""
_INTRODUCTION = (
    r"(?:i'?m |i am )?new (?:here|to (?:this|the) (?:forum|group|community|server|channel|site))"
    r"|(?:a |just a )?(?:newbie|newcomer|noob|beginner|first[- ]timer|(?:long[- ]?time )?lurker)"
    r"(?: here)?|first (?:post|time posting|message)(?: here)?"
    r"|(?:been )?lurking(?: here)?(?: for (?:a while|ages|months|years|weeks|a long time))?"
    r"|just (?:joined|signed up|found (?:this|you)(?: (?:place|site|tool))?)"
    # the greeted: "hello everyone", "hi all" (a greeting before it is a phrase of its own)
    r"|every(?:one|body)|folks|y'?all|all(?=\W*$)"
    r"|新(?:人|手|来的)(?:报到|报道|来了|一枚|求带|小白|入坑)?"
    r"|(?:刚|才|初)(?:入坑|入门|入行|来|注册|加入|进群)(?:的)?(?:小白|新人|萌新|新手|菜鸟)?"
    r"|(?:小白|萌新|菜鸟)(?:一枚|一个|报到|报道|求带)?|(?:请|还请)?多(?:多)?(?:指教|关照)"
    r"|潜水(?:很久|多年|好久|许久)了?|第一次发(?:帖|言)|冒(?:个)?泡|各位好"
)
"""Newcomers introduce themselves ("new here, long time lurker", "新人报到，请多指教")."""
_SMALLTALK_PHRASE_RE = re.compile(
    _HUMAN_OR_MACHINE + r"|(?:hiya|hi+|hello+|heya|hey+o?|howdy|yo+(?!u)|sup|gm"
    r"|good (?:morning|evening|afternoon|night|day)"
    r"|(?:i )?(?:have|got) a (?:quick )?(?:gpu |hardware )?question(?: for you)?"
    r"|can i ask (?:you )?(?:a (?:quick )?question|something)"
    # a question held back for a moment: "before i ask anything", "before we start"
    r"|before (?:i ask (?:anything|my question|you anything)|we (?:start|begin)|anything else)"
    # a question announced, not yet asked: "quick q", "one question", "sorry to bother you"
    r"|(?:(?:a|one|just a|just one) )?(?:quick|small|short|simple|dumb|noob|random) (?:question"
    r"|ques|qn|q|one)s?(?![a-z])(?: for (?:you|ya))?"
    r"|(?:one|a) (?:more )?question(?: for (?:you|ya))?"
    # several announced: "got a couple of dumb questions, bear with me"
    r"|(?:i )?(?:have|got|'ve got|have got) (?:a (?:couple|few|bunch)(?: of)?|some|two|three"
    r"|several|a lot of|lots of|many) (?:(?:quick|dumb|small|noob|simple|random|basic|beginner"
    r"|gpu|hardware|more) )*(?:questions?|qs|ques)(?: for (?:you|ya))?"
    r"|bear with me|(?:sorry|apologies) in advance|hope (?:you )?don'?t mind"
    # a question announced for later: "quick q coming up right after this", "more in a sec"
    r"|(?:is |are )?(?:coming (?:right )?(?:up|next|soon|shortly)|(?:more |it )?in a (?:sec|second"
    r"|minute|moment|bit))(?: (?:right )?after (?:this|that))?"
    r"|what (?:kinds? of |sort of )?(?:questions |things |stuff )?(?:can|could|should|do) i ask"
    r"(?: (?:you|here|this(?: assistant| tool| bot| thing)?))?"
    r"|(?:sorry to bother(?: you)?|excuse me|pardon me)"
    r"|打扰(?:一下|了|您了?|你了?)?|不好意思|冒昧(?:问一下)?|麻烦(?:问)?一下|请教(?:一下|个问题)"
    r"|(?:我)?(?:问|请教)(?:你)?(?:个|一个|点)(?:小)?(?:问题|事儿?)"
    # asking for a moment before asking: "有空吗", "现在方便吗", "忙不忙"
    r"|(?:你)?(?:现在)?(?:有空|有时间|方便|忙)(?:吗|么|嘛|不|不忙)"
    rf"|{_INTRODUCTION}"
    r"|morning|evening|afternoon|greetings|who are you|what are you"
    r"|who (?:made|built|created|trained|developed) you"
    # asking after someone or whether anyone is there: "how's it going", "anyone home?"
    r"|how(?:'?s| is| are) (?:it going|things|life|your day|ya|you(?: doing)?)|what'?s (?:up|new)"
    r"|(?:is )?(?:any|some)(?:one|body) (?:home|there|around|here|awake|online)"
    r"|(?:are )?you (?:there|around|awake|online)"
    # asking for a moment before asking: "got a sec?", "do you have a minute"
    r"|(?:(?:have |do )?(?:you )?got|do you have|have you got) a (?:second|sec|minute|min|moment)"
    r"|what (?:all |else |kinds? of (?:things|stuff|questions) |sort of (?:things|stuff) )?"
    r"(?:can|could|do|will) you (?:actually |really |even )?(?:do|help (?:me )?with|calculate"
    r"|compute|figure out|work out|answer|handle|cover)"
    r"(?: for me)?|what do you do|help(?![a-z])"
    r"|(?:what|which) (?:ai |language )?(?:model|llm|ai) (?:are you (?:based on|built on|running)"
    r"|are you|is this|powers you|do you (?:run|use)(?: on)?)"
    r"|(?:what|which) company (?:made|built|trained|created"
    r"|makes|owns) you|who(?:'?s| is) behind you|are you (?:chatgpt|gpt[\w.-]*|claude|gemini"
    r"|deepseek|qwen|a bot|an ai|a human|a real person|an llm)"
    r"|(?P<thanks>thanks?(?: you)?|thank u|thx|ty(?:sm)?|tysm|cheers|appreciate(?:d| it)"
    r"|much appreciated|(?:that|this|it) (?:was|is|helps|helped)|(?:really |very |super )?helpful"
    r"|(?:exactly|just|precisely) what i (?:needed|wanted|was (?:looking for|after))"
    r"|great|nice|cool|awesome|perfect|ok(?:ay)?|k|al(?:l )?right|got it|gotcha|makes sense"
    r"|understood"
    r"|bye|goodbye|see you|later|lol|haha+|i'?ll (?:think about it|look into it|try (?:it|that))"
    r"|g'?night|gn|nite|night(?: night)?|nn"
    r"|brb|be right back"
    # stepping away to look something up, nothing asked: "brb, gonna go check my psu"
    r"|(?:gonna|going to|let me|lemme|i'?ll|will) (?:go |quickly )?(?:check|look|see|find out"
    r"|dig out) [^?]{0,60}$|稍等(?:一下)?|等我(?:一下|一会儿?)"
    r"|我?(?:先)?去(?:看看|查查|查一下|看一下|翻翻)[^?？吗呢]{0,30}$"
    # leaving for now: "off to bed", "gotta run", "signing off"
    r"|(?:i'?m |i am )?(?:off to|going to|heading to|gonna (?:go )?(?:to )?) ?(?:bed|sleep)"
    r"|(?:gotta|got to|have to|need to) (?:go|run|head out)(?: now)?"
    r"|signing off|heading (?:out|off)"
    r"|(?:(?:i'?m|gonna|going to) )?(?:testing|trying) (?:this|it|that) (?:now|out)"
    r"|(?:i'?ll |will )?(?:come back|be back|ask (?:again|more)|talk(?: to you)?|check back)"
    r" (?:tomorrow|later|another time|next time)"
    r"|(?:all )?sorted(?: (?:it|now))?|all (?:good|set)|(?:that|it) (?:worked|did (?:it|the trick))"
    r"|(?:problem )?solved|fixed (?:it|now)|works now)"
    r"|你好|您好|大家好|在吗|在不在|有人(?:在)?吗|嗨|哈喽|早上好|早安|中午好|下午好|晚上好"
    # "早" or "早啊" alone greets as "morning" does; "早点睡" or "早就" is no greeting
    r"|早(?:啊|呀|哇)?(?![\u4e00-\u9fff])"
    # a question announced after a short aside: "加完班来请教下", "下了班想咨询一下"
    r"|[\u4e00-\u9fff]{0,6}?(?:来|想|过来)(?:请教|咨询|问问)(?:一?下|点事|个事)?(?=\W*$)"
    r"|(?:我)?想(?:问|请教|咨询)(?:个|一下|几个|点)?(?:关于)?(?:显卡|gpu|配置|算力|硬件)?(?:方面|相关)?的?问题"
    r"|你是谁(?:开发|做|训练|写|造)?的?|你能做什么"
    # how to use the assistant: "第一次用，怎么问比较好", "first time here, how should I ask"
    r"|(?:第一次|头一回|头一次|(?:刚|初次))(?:用|来|使用|试)(?:一下)?(?:这个|你|这玩意儿?)?(?:工具|助手|网站|东西)?"
    # what the assistant is for: "这个工具是干嘛用的", "what's this tool for"
    r"|(?:这个|你们?的?|这玩意儿?)?(?:助手|工具|机器人|网站|软件|东西|你)?(?:是|主要是)?"
    r"(?:干嘛|干啥|干什么|做什么|做啥)(?:用)?的?"
    r"|what(?:'?s| is) (?:this|the) ?(?:assistant|tool|bot|app|site|thing)? for"
    r"|(?:我|这个|这玩意儿?)?(?:应该|该|要)?怎么(?:问|提问|用|使用|玩)"
    r"(?:你|这个)?(?:问题)?(?:比较|才|更|最)?(?:好|合适|有效)?"
    r"|first time (?:here|using (?:this|you|it))"
    r"|how (?:do|should|can) i (?:best )?(?:use (?:this|you)"
    r"|ask(?: you)?(?: (?:questions?|things))?)(?: best| properly| well)?|how does this work"
    r"|你是(?:哪家|谁家|哪个公司|哪个|什么|啥)(?:公司)?(?:的|做的|开发的|训练的)?"
    r"(?:ai|大?模型|llm|助手|机器人|产品)?"
    r"|你(?:是|用的是?|是基于|背后是|是用|是拿|底层(?:是|用的是?)?)(?:哪个|哪家|什么|啥)的?(?:大?模型|ai|llm)"
    r"(?:(?:做|训练|开发|搭|写|造)(?:出来)?的)?"
    # where that model runs, asked of the assistant: "是自己部署的吗", "are you self-hosted"
    r"|(?:你们?)?(?:是)?(?:自己|本地|私有化?)(?:部署|搭建?|训练|跑|托管)的?(?:吗|么|嘛)?"
    r"|(?:are you|is (?:it|this)) (?:self[- ]hosted|hosted locally|running locally|open[- ]source)"
    # what it runs on or how it knows: "is this running on a gpu itself", "how do you know all this"
    rf"|{_ABOUT_ME_EXTRA}|{_MY_DATA}"
    + _MY_COST
    + r"|(?P<guess>(?:是|用的)?(?:deepseek|qwen|通义千问|千问|chatgpt|gpt[\w.-]*|claude|gemini|kimi"
    r"|文心一言|豆包|llama)(?:\s*(?:吗|么|嘛)|(?=\s*\?)))"
    # what it can be asked: "这个助手主要能问些啥", "都可以问哪些问题"
    r"|(?:这个|你们?的?)?(?:助手|工具|机器人|网站|你)?(?:主要|都|一般|平时)?(?:能|可以|会)"
    r"(?:问|聊|咨询)(?:点|些|一些)?(?:什么|啥|哪些|哪方面的?)(?:问题|东西|内容|事情?)?"
    # a capability asked without a task: "能帮我配电脑吗", "可以帮忙选显卡吗"
    r"|(?:你)?(?:能|可以|会)(?:帮我|帮忙)(?:配|装|攒|选)(?:电脑|主机|机器|显卡|配置)(?:吗|么|嘛)?"
    r"|你会(?:什么|啥|干啥)|你?能帮我?(?:做|干)?(?:点|些)?(?:什么|啥)|你?能(?:做|干)(?:点|些)?(?:什么|啥)"
    r"|你?都?(?:能|可以|会)(?:帮我?)?(?:做|干|算|查|估算?|回答|解答)(?:点|些)?(?:哪些|什么|啥)"
    r"(?:东西|事情?|问题|内容)?"
    r"|(?P<thanks_zh>谢谢|多谢|感谢|好的|好滴|好嘞|好吧|行吧|那行|嗯+|明白了?|懂了|知道了|了解了?|收到|学到了"
    r"|受教了?|解决了|搞定了|有用|很有帮助|哈哈+|嘿嘿|拜拜|再见|晚安"
    # a sign-off that promises a later visit: "明天再来问", "回头再聊"
    r"|(?:我)?(?:明天|明儿|改天|下次|回头|之后|晚点|有空)(?:我)?再(?:来)?(?:问|聊|找你|请教|说|来)"
    # the visit put off until something is done: "等我装好了再来问", "等我到货了再聊"
    r"|等(?:我)?[\u4e00-\u9fff]{1,8}?(?:了|完)?(?:我)?再(?:来)?(?:问|聊|找你|请教)"
    r"|我再(?:研究|看看|想想|考虑|琢磨)(?:研究|看看|想想|考虑|琢磨|一下)?"
    # leaving for now: "我先去睡了", "先撤了", "下线了"
    r"|我?先?去?睡(?:觉)?去?了|我?先(?:撤|走|下线?|溜)了?|下线了))",
    re.IGNORECASE,
)
"""One small-talk phrase: a greeting, "who are you", or (group ``thanks``) thanks and sign-offs.

Group ``guess`` is a model guessed after "what model are you" ("deepseek 吗", "claude?"): small
talk only after an identity question, never alone."""
_MY_COST_RE = re.compile(_MY_COST[1:])
_MY_DATA_RE = re.compile(_MY_DATA)
"""The assistant's own figures doubted or dated: answered with how they are dated."""
"""The assistant's own cost asked: answered with what asking costs."""
_ABOUT_ME_RE = re.compile(
    r"who (?:are|made|built|created|trained|developed) you|what are you|behind you"
    r"|(?:model|llm|ai|company)\b.{0,24}\byou\b|are you (?:chatgpt|gpt|claude|gemini|deepseek"
    r"|qwen|llama|a bot|an ai|a human|a real person|an llm)"
    r"|(?:am i|are we) (?:talking|chatting|speaking) (?:to|with)|真人|机器人|人工(?!智能)|automated"
    rf"|is (?:there|this|it) {_SOMEONE}"
    r"|你是谁|你是(?:哪|谁|什么|啥|用|拿|基于)|你(?:的)?(?:底层|背后)|你用的是?(?:哪|什么|啥)"
    r"|你们?是?(?:自己|本地|私有化?)(?:部署|搭|训练|跑|托管)|self[- ]hosted|hosted locally"
    r"|running locally"
    r"|你是(?:不是)?\s*(?:chatgpt|gpt|claude|gemini|deepseek|qwen|千问|kimi|文心|豆包|llama|ai|机器人"
    r"|真人)|" + _ABOUT_ME_EXTRA
)
"""Small talk that asks what the assistant is or is built on: answered about itself."""
_SMALLTALK_FILLER_RE = re.compile(
    r"(?:so|like|um+|uh+|ok so|anyway|so much|a lot|very much|again|for (?:the|your) help"
    r"|for that|there|man|mate|bro|bot|guys"
    r"|buddy|pal|wait|hold on|rn|right now|honestly|lol|lmao|rofl|笑死"
    r"|really|very|老师|大佬们?|各位|兄弟|啊|呀|哈(?!喽)|了|哦|啦|呢|哇|吧"
    r"|[\s!.?,~:;()\-！。？，、~…：；（）]|[^\w\s])+",
    re.IGNORECASE,
)
"""What may sit between small-talk phrases: fillers, punctuation, emoji."""


_ASKS_MORE_RE = re.compile(
    r"(?<![a-z])(?:what|how|which|why|when|where|who|can|could|would|should|will|is|are|does|do"
    r"|any|and|but|also|still|now|instead|though|however|else|another|next|then|tell|show"
    r"|give|explain|compare|recommend|suggest|price|cost|need|want|if|vs)(?![a-z])"
    # "more" asks for more ("anything more?"), but "way more helpful than..." only praises
    r"|(?<![a-z])more(?![a-z])(?!\s+[a-z]+\s+than\b)|[?？]|吗|呢|么|怎|什么|啥|哪|多少|几|能不能|可以|如何|为什么|还|再|另外|但|不过|可是|要是|如果"
    r"|想|帮我|推荐|比较|请|换",
    re.IGNORECASE,
)
"""A question, a request or a "but…" after thanks: the message asks more than it thanks."""


_LAUGH_RE = re.compile(r"lol|lmao|rofl|haha+|哈哈+|嘿嘿|笑死")
"""A laugh opening the message ("lol my wife is gonna kill me"): what follows is a remark."""
_ASKS_RE = re.compile(
    r"[?？]|吗|呢|(?:^|[,;.，；。]\s*)(?:what|how|which|why|is|are|can|could|should|does|do|will"
    r"|would|any)(?![a-z])|(?<![a-z])(?:recommend|suggest|compare|help|tell me|explain)(?![a-z])"
    r"|怎么|什么|多少|推荐|帮我|能不能|可以|为什么|哪"
)
"""A question or a request in a laugh's remark: it asks, so it is no passing remark."""


_HELLO_RE = re.compile(
    # "evening" alone is a verb as often ("evening out the load"): only "good evening" greets
    r"hiya|hi+|hello+|heya|hey+o?|howdy|gm|(?:good )?morning|good (?:evening|afternoon|day)"
    r"|你好|您好|大家好|嗨|哈喽|早上好|早安|中午好|下午好|晚上好|早(?:啊|呀|哇)?"
)
"""A greeting word itself (not thanks, a laugh, or a question announced)."""
_SIGH_CHARS = 40
"""The most a remark after a greeting runs to and stays a passing sigh, not a story told."""


def _light_remark(rest: str) -> bool:
    """Whether what follows a laugh only remarks ("my wife is gonna kill me when...")."""
    return _ASKS_RE.search(rest) is None


def _remark(rest: str) -> bool:
    """Whether what follows a thanks is only a remark ("that saved me from a bad buy")."""
    return _ASKS_MORE_RE.search(rest) is None


def _runs_into_a_word(text: str, end: int) -> bool:
    """Whether an English phrase ending at ``end`` is only the start of a longer word ("hit")."""
    before, after = text[end - 1 : end], text[end : end + 1]
    return before.isascii() and before.isalnum() and after.isascii() and after.isalnum()


def smalltalk_act(folded: str) -> str | None:
    """``thanks``, ``greeting``, ``remark`` or None: whether the message is only small talk.

    Phrases are consumed from the left, one at a time, so no pattern scans the text twice; a
    message longer than any small talk (120 characters) is never small talk. Thanks followed by
    a remark that asks nothing more (no question, request or "but") is thanks; a laugh followed
    by a remark that asks nothing is a ``remark``, answered lightly.
    """
    text = folded.strip()
    if not text or len(text) > 120:
        return None
    thanks = laughed = greeted = False
    phrases = laughs = 0
    while text:
        filler = _SMALLTALK_FILLER_RE.match(text)
        if filler:
            laughed = laughed or _LAUGH_RE.search(filler.group()) is not None
            text = text[filler.end() :]
            continue
        phrase = _SMALLTALK_PHRASE_RE.match(text)
        if phrase is None or _runs_into_a_word(text, phrase.end()):
            # thanks, then a remark with nothing asked ("thanks man, that saved me a bad buy")
            if laughed and phrases <= 1 and _light_remark(text):
                return "remark"  # "lol my wife is gonna kill me when she sees the power bill"
            # a greeting, then a short sigh that asks nothing ("早呀～又是被 oom 折磨的一天")
            sigh = greeted and len(text) <= _SIGH_CHARS and _light_remark(text)
            if sigh and not (thanks or laughed):
                return "greeting"
            return "thanks" if thanks and _remark(text) else None
        if phrase.group("guess") and phrases == 0:
            return None  # "deepseek 吗" alone names a model; it asks about it, not about me
        laugh = _LAUGH_RE.fullmatch(phrase.group(0)) is not None
        thanked = bool(phrase.group("thanks") or phrase.group("thanks_zh"))
        hello = _HELLO_RE.fullmatch(phrase.group(0).strip()) is not None
        greeted = greeted or phrases == 0 and hello
        thanks = thanks or thanked and not laugh
        laughed = laughed or laugh
        laughs += laugh
        phrases += 1
        text = text[phrase.end() :]
    if phrases == 0:
        return None
    # a laugh beside a greeting or a question about me ("is this on a gpu itself haha") is
    # no thanks; a laugh alone still closes like thanks
    return "thanks" if thanks or laughs == phrases else "greeting"


def asks_about_me(folded: str) -> bool:
    """Whether small talk asks what the assistant is or is built on ("你是用什么模型做的")."""
    return _ABOUT_ME_RE.search(folded) is not None


def about_me_markers(folded: str, greeting: bool) -> dict[str, bool]:
    """``about_me``, ``about_cost`` and ``about_data`` of small talk (``greeting``: only it said).

    "are you deepseek?" asks what the assistant is; "这个助手是免费的吗" what using it costs.
    """
    cost = greeting and _MY_COST_RE.search(folded) is not None
    data = greeting and _MY_DATA_RE.search(folded) is not None  # "你的数据是哪年的"
    about_me = greeting and (cost or data or asks_about_me(folded))
    return {"about_me": about_me, "about_cost": cost, "about_data": data}


def asks_only_about_me(folded: str) -> bool:
    """Whether the message is only small talk asking what the assistant is or how it runs.

    "你用的什么模型，是自己部署的吗", "are you self-hosted?": the deploying or training said is
    the assistant's own, not a job of the asker's, so such words name no task.
    """
    return smalltalk_act(folded) == "greeting" and asks_about_me(folded)


_CLOSING_THANKS_RE = re.compile(
    r"(?<![a-z])(?:thanks?|thank (?:you|u)|thx|ty(?:sm)?|cheers|appreciate(?:d| it))(?![a-z])"
    r"|谢谢|多谢|感谢|谢啦|谢了|谢谢啦"
    # praise said as thanks: "牛的，改完不爆显存了", "legend, no more OOMs"
    r"|(?<![a-z])(?:legend|lifesaver|life saver|awesome|amazing|brilliant|you rock"
    r"|(?:i )?owe (?:you|ya|u) (?:one|a beer))(?![a-z])"
    r"|牛|厉害|给力|666|太强了|神了"
    # agreement said as thanks: "ok you convinced me", "fair enough", "行吧，有道理"
    r"|(?<![a-z])(?:(?:you )?(?:convinced|talked) me(?: out of it)?|you'?re right|fair enough"
    r"|makes sense|good call)(?![a-z])|说服(?:我)?了|有道理|说得对|行吧|好吧"
)
_DECISION_RE = re.compile(
    r"(?<![a-z])(?:ordering|ordered|buying|bought|getting|going (?:with|for)|grabbing|grabbed"
    r"|pulling the trigger|picking|picked|sold|convinced|decided|settled on|saved me from|dodged"
    r"|walked away|i'?ll (?:take|get"
    r"|buy|order|go with))(?![a-z])"
    r"|下单|就它了|就这个了?|就选|入了|买了|去买|定了|决定了|拍了|蹲|冲了"
    # renting or buying settled on: "gonna tell my PI we're renting after all", "还是租吧"
    r"|(?<![a-z])(?:we'?re|we are|i'?m|i am) (?:just |gonna |going to )?(?:renting|rent|buying"
    r"|leasing)(?![a-z])|\b(?:renting|buying) after all\b|还是(?:租|买)(?:吧|了)"
    # a purchase undone: "returning the 4060", "cancelled the order", "退了"
    r"|(?<![a-z])(?:return(?:ing|ed)? (?:it|the|my|this|that)|send(?:ing)? it back"
    r"|cancel(?:l?ed|l?ing) (?:it|the|my)(?: order)?)(?![a-z])|退(?:了|掉|货)|取消(?:了|订单)"
    # a purchase given up on the answer's advice: "you talked me out of a quad-P40 build"
    r"|(?<![a-z])(?:talked|talking|convinced) (?:me|us) (?:out of|not to)(?![a-z])|劝退|打消了"
    # a success reported: the trouble is over ("谢谢，已经跑起来了", "thanks, it works now")
    r"|(?:it'?s |it )?(?:works|working|running|runs) now|got it (?:working|running)"
    r"|跑起来了|跑通了|能跑了|跑成功了|可以跑了|成功了|好使了|正常了"
    # the trouble gone: "no more OOMs", "不爆显存了"; money saved: "that saved me $2k"
    r"|(?<![a-z])(?:no (?:more|longer) (?:ooms?|crash\w*|errors?|nans?)"
    r"|(?:doesn'?t|don'?t|won'?t) (?:oom|crash)\w* any ?more|saved (?:me|us)"
    r"|(?:fixed|solved) (?:it|the (?:oom|issue|problem)))"
    r"(?![a-z])"
    r"|不(?:再)?(?:爆显存|oom|报错|崩|溢出)了|没(?:再)?(?:爆显存|oom|报错|崩)了?|省了|省下了?"
)
"""A choice announced ("ordering the 3090 now", "好的就它了"), a success reported ("谢谢大佬，
已经跑起来了", "no more OOMs") or money saved ("that saved me $2k"): the exchange is closing."""
_CLOSING_ASKS_RE = re.compile(
    r"(?<![a-z])(?:what|how|which|why|should|could|would|can|will it|does|is it|but|vs|or|if)"
    r"(?![a-z])|[?？]|吗|呢|么|怎|什么|啥|哪|多少|能不能|还是|但|不过|如果"
)
"""A question or a doubt still in the message: it asks, it does not close."""


def closing_remark(folded: str) -> bool:
    """Thanks with a choice announced and nothing asked ("ok ordering the 3090 now, ty").

    The card or model named in such a message is the one chosen, not a new subject, so the
    message is thanks even though it names one.
    """
    text = folded.strip()
    if not text or len(text) > 120 or _CLOSING_ASKS_RE.search(text):
        return False
    return bool(_CLOSING_THANKS_RE.search(text) and _DECISION_RE.search(text))


__all__ = [
    "about_me_markers",
    "asks_about_me",
    "asks_only_about_me",
    "closing_remark",
    "smalltalk_act",
]
