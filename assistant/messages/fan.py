"""Sentences for a card's cooling, and for a screenshot's readings, en and zh.

Same rules as ``table``: both patterns state the same named values with the same formats.
"""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

FAN_STILL = T(
    "fan.still",
    "**{verdict} the fan reads {fan:g}% while the {gpu} is at {state}, so it is not turning"
    " while the card works: a working fan ramps up long before that.** Watch the fans under"
    " load; if they stand still, look for an unplugged fan cable or header (after a repaste or"
    " a mod), a seized fan or fan control stuck by software, and take a dead fan to the seller"
    " or the warranty. Until then, cap the power (`sudo nvidia-smi -pl {safe:g}`) so the card"
    " stays under its slowdown temperature: a card this hot cuts its clocks, which is why long"
    " runs slow down.",
    "**{verdict}风扇显示 {fan:g}%，而 {gpu} 正处在{state}，说明卡在干活时风扇没有转：正常的风扇"
    "早在这之前就会提速。**负载下看一眼风扇；如果不转，检查风扇线或接口是否松脱（换过硅脂或改装后"
    "常见）、风扇是否卡死、或被软件锁住了转速，坏了就找卖家或保修。修好之前先限功耗"
    "（`sudo nvidia-smi -pl {safe:g}`），让卡待在降频温度以下：这么热的卡会主动降频，长时间跑任务"
    "越跑越慢就是这个原因。",
)
VERDICT_YES = T("fan.verdict_yes", "Yes, most likely:", "很可能是：")
VERDICT_NO = T("fan.verdict_no", "No, not normal:", "不正常：")
STATE_HOT_DRAW = T(
    "fan.state_hot_draw",
    "{temp:g} °C drawing {draw:g} W of its {cap:g} W limit",
    "{temp:g} °C、功耗 {draw:g} W（上限 {cap:g} W）",
)
STATE_HOT = T("fan.state_hot", "{temp:g} °C", "{temp:g} °C 的高温")
STATE_DRAW = T(
    "fan.state_draw", "{draw:g} W of its {cap:g} W limit", "功耗 {draw:g} W（上限 {cap:g} W）"
)
HOT_DRAW = T(
    "fan.hot_draw",
    "At {draw:g} W the {gpu} runs at {share:.0%} of its {tdp:g} W limit, so it makes all the heat"
    " it can: capping it at {safe:g} W (`sudo nvidia-smi -pl {safe:g}`) cuts that heat by about"
    " a quarter for a few per cent of speed, and better airflow lets it hold its clocks.",
    "{gpu} 以 {draw:g} W 运行，是它 {tdp:g} W 上限的 {share:.0%}，发热已经拉满：把功耗限到"
    " {safe:g} W（`sudo nvidia-smi -pl {safe:g}`）能少掉约四分之一的热量，只慢几个百分点；"
    "改善风道也能让它保住频率。",
)
SHOWN_ONLY = T(
    "fan.shown_only",
    "**A screenshot is not the card:** whatever its figures show, a picture can be edited or"
    " taken on another card. Before paying, have `nvidia-smi` run live in front of you (in person"
    " or on a video call) and test the {gpu} itself: a memory test and a stress run.",
    "**截图不等于这张卡：**不管截图里的数值如何，图片都可以被修改，也可能是在别的卡上截的。"
    "付款前让对方当面（或视频通话）现场运行 `nvidia-smi`，并亲自测试这张 {gpu}：跑一遍显存测试"
    "和压力测试。",
)
