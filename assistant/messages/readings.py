"""How loosely worded figures were read, in English and Chinese (beside ``table``'s read.*).

Same rules as ``table``: the same named values and number formats in both languages.
"""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

USERS_APPROX = T(
    "read.users_approx",
    "{surface} read as {n} concurrent users",
    "{surface}按 {n} 个并发用户理解",
)
USERS_FROM_DAILY = T(
    "read.users_from_daily",
    "{daily} daily active users at {share}% concurrent at peak read as {n} concurrent users",
    "日活 {daily}、高峰 {share}% 同时在线，按 {n} 个并发用户估算",
)
USERS_FROM_DAILY_ASSUMED = T(
    "read.users_from_daily_assumed",
    "{daily} daily active users read as {n} concurrent users at peak: no share at peak was said,"
    " so {share}% of them (all of them up to {floor}) is assumed; say the share you see to refine"
    " it",
    "日活 {daily}：没有说高峰同时在线的比例，按 {share}%（{floor} 人以内按全部）估为 {n} 个并发"
    "用户；告诉我实际的高峰比例可以算得更准",
)
USERS_FROM_PEOPLE = T(
    "read.users_from_people",
    "{people} people at {share}% on at once at peak read as {n} concurrent users",
    "{people} 人、高峰 {share}% 同时在线，按 {n} 个并发用户估算",
)
RATE_OF_THE_PEOPLE = T(
    "read.rate_of_the_people",
    "{rate:g} images a minute read as the rate of all {people:,} people together (the peak you"
    " gave), not each one's",
    "每分钟 {rate:g} 张按全部 {people:,} 人合计的（你说的高峰）速率估算，不是每人各自的",
)
MEDIA_ASIDE = T(
    "read.media_aside",
    "picked for the language models, the main use you named; {name} on the side was not"
    " weighed (ask about it on the card you pick for its fit and speed)",
    "按你说的主要用途（大模型）来选卡；偶尔的{name}没有参与比较（选定卡后可以单独问它在这张卡上"
    "能否装下、速度如何）",
)
SPEED_FLOOR_WORDED = T(
    "read.speed_floor_worded",
    '"{surface}" read as at least {n:g} tokens/s (about twice reading pace)',
    "“{surface}”按至少 {n:g} tokens/s 理解（约为阅读速度的两倍）",
)
BOX_CAP_PER_CARD = T(
    "read.box_cap_per_card",
    "the whole machine held to {box:,.0f} W leaves about {card:,.0f} W for the card, after a"
    " high-end CPU at full load ({cpu:,.0f} W) and the rest of the platform ({platform:,.0f} W)",
    "整机限制在 {box:,.0f} W：扣掉满载的高端 CPU（{cpu:,.0f} W）和主板、内存、硬盘等"
    "（{platform:,.0f} W），留给显卡约 {card:,.0f} W",
)
FAMILY_FULL_MODEL = T(
    "read.family_full_model",
    "{family} on datacenter cards read as its full model, {name}; name another of the family"
    " to compare on it",
    "数据中心卡上的 {family} 按满血版 {name} 理解；想比别的型号请说明",
)
LINE_NAME_ALONE = T(
    "read.line_name_alone",
    "{word!r} read as {name}",
    "{word!r} 按 {name} 理解",
)
