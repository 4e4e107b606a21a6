"""Household and personal goods people shop for that are not computing hardware.

"which robot vacuum should I buy", "推荐一款2000元以内的微单相机", "best air fryer under $100": a
purchase is asked, so "buy" and "买" make the message look on topic, but what is bought is no
GPU, server or cloud instance. ``off_topic_words`` joins this into ``OFF_TOPIC_RE``; a question
that also names a card or a model stays on topic (parsing checks that). Phones are left out on
purpose: "run llama on my phone" is AI work. Cameras only as a thing shopped for (a kind of
camera, or "which camera"), never "32 cameras running yolov8". Pure: one pattern.
"""

from __future__ import annotations

_GOODS_EN = (
    r"robot(?:ic)?[\s-]*(?:vacuums?|mops?|cleaners?)|vacuum(?:[\s-]*cleaners?)?|roombas?|roborock"
    r"|air[\s-]*fryers?|rice[\s-]*cookers?|espresso[\s-]*machines?|coffee[\s-]*(?:machines?|makers?"
    r"|grinders?)|washing[\s-]*machines?|dishwashers?|fridges?|refrigerators?|air[\s-]*conditioners?"
    r"|air[\s-]*purifiers?|mattress(?:es)?|strollers?|prams?|(?:smart|oled|qled|4k)[\s-]*tvs?"
    r"|televisions?|projectors?|smart[\s-]*watch(?:es)?|e-?bikes?|electric[\s-]*bikes?"
    r"|lawn[\s-]*mowers?|treadmills?|standing[\s-]*desks?|(?:sci-?fi |fantasy )?novels?"
    r"|(?:mirrorless|dslr|film|vlog\w*|action|instant|compact|travel|point[\s-]*and[\s-]*shoot"
    r"|digital|full[\s-]*frame)[\s-]*cameras?|camera[\s-]*(?:lens|lenses|bodies|body)"
    r"|(?:which|what|best|good|recommend\w*|buy(?:ing)?|get) (?:an? |the )?(?:\w+ ){0,2}?cameras?"
    r"(?! (?:streams?|feeds?|inputs?))"
)
"""Goods in English: appliances, furniture, a TV or projector, a camera shopped for."""
_GOODS_ZH = (
    r"扫地机器人|扫地机|扫拖一体|拖地机|洗地机|吸尘器|空气炸锅|电饭煲|咖啡机|洗衣机|烘干机|洗碗机"
    r"|冰箱|空调|空气净化器|床垫|婴儿车|电视机|投影仪|微单|单反|卡片机|运动相机|拍立得"
    r"|(?:买|入手|推荐|选)(?:一|个|款|台|部|哪)*(?:个|款|台|部)?相机|相机(?:推荐|哪|买)"
    r"|智能手表|电动车|跑步机|升降桌|(?:科幻|言情|推理|武侠|网络)?(?<!有声)小说(?:推荐)?|书单|电视剧|电影推荐"
)
"""Goods in Chinese, as shoppers name them."""
GOODS_PATTERN = rf"(?<![a-z])(?:{_GOODS_EN})(?![a-z])|{_GOODS_ZH}"
"""The pattern ``OFF_TOPIC_RE`` includes: goods that are no GPU, server or cloud instance."""

__all__ = ["GOODS_PATTERN"]
