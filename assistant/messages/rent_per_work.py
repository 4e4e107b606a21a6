"""What a comparison of rented cards says of the cost per unit of work, in English and Chinese.

Sentences for ``answer.rent_per_work``: the card whose hourly rate times the hours it takes
per unit of work is lower, with each card's rate and where it is rented.
"""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

UNITS = {
    "audio_hour": ("per hour of audio", "每小时音频"),
    "k_images": ("per 1,000 images", "每千张图"),
    "video": ("per video", "每段视频"),
    "k_steps": ("per 1,000 training steps", "每千步训练"),
    "job": ("for the whole job", "整个任务"),
}
"""Each unit of work as said after a cost (``calc.work_cost.WorkUnit``)."""

CHEAPER_AND_FASTER = T(
    "rent_work.cheaper_and_faster",
    "**The {best} is the better deal rented** for {task}: about {best_cost} {unit} at"
    " {best_rate} per GPU-hour ({best_where}) against {other_cost} on the {other} at"
    " {other_rate} ({other_where}), and it is the faster of the two.",
    "**租用的话 {best} 更划算**（{task}）：{unit}约 {best_cost}，按每卡时 {best_rate}"
    "（{best_where}）；{other} {unit}约 {other_cost}，每卡时 {other_rate}（{other_where}），"
    "而且 {best} 更快。",
)
CHEAPER_BUT_SLOWER = T(
    "rent_work.cheaper_but_slower",
    "**The {best} is the better deal rented** for {task}: about {best_cost} {unit} at"
    " {best_rate} per GPU-hour ({best_where}) against {other_cost} on the {other} at"
    " {other_rate} ({other_where}); the {other} is {faster} faster, so pick it only when"
    " turnaround matters more than cost.",
    "**租用的话 {best} 更划算**（{task}）：{unit}约 {best_cost}，按每卡时 {best_rate}"
    "（{best_where}）；{other} {unit}约 {other_cost}，每卡时 {other_rate}（{other_where}）。"
    "{other} 快 {faster}，只有更看重出结果的速度时才选它。",
)
ONLY_ONE_HOLDS = T(
    "rent_work.only_one_holds",
    "**The {best} wins rented** for {task}: about {best_cost} {unit} at {best_rate} per"
    " GPU-hour ({best_where}); the {left_out} cannot hold it, so no cost per unit is weighed"
    " for them.",
    "**租用的话选 {best}**（{task}）：{unit}约 {best_cost}，按每卡时 {best_rate}（{best_where}）；"
    "{left_out} 显存放不下，不算单位成本。",
)
NOT_RENTED = T(
    "rent_work.not_rented",
    "the {card} has no on-demand rate in my price book, so its cost per unit of work is not"
    " weighed",
    "我的价格表里没有 {card} 的按需租价，无法算它的单位成本",
)

__all__ = ["CHEAPER_AND_FASTER", "CHEAPER_BUT_SLOWER", "NOT_RENTED", "ONLY_ONE_HOLDS", "UNITS"]
