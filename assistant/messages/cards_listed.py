"""Sentences for the GPUs a tool lists on a machine, set against the cards sold."""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

LISTED_SHORT = T(
    "cards_listed.short",
    "**No, that is not what was sold: the driver lists {listed} of the {sold} {gpu} cards, so"
    " the driver is missing {missing} of them.**",
    "**不对，这不是卖家承诺的配置：驱动只列出 {listed} 张，而售卖的是 {sold} 张 {gpu}，"
    "驱动少认了 {missing} 张。**",
)
"""Fewer cards listed than sold, judged."""
LISTED_SHORT_RETURN = T(
    "cards_listed.short_return",
    "**Yes, take it up with the provider: the driver lists {listed} of the {sold} {gpu} cards, so"
    " {missing} of the cards you pay for cannot be used; ask for a working machine or a refund"
    " for them.**",
    "**是，该退或要求换机：驱动只列出 {listed} 张，而售卖的是 {sold} 张 {gpu}，"
    "有 {missing} 张卡付了钱却用不上；要求换一台正常的机器，或按缺的卡退款。**",
)
"""Fewer cards listed than sold, with keep-or-return asked: yes, take it up."""
LISTED_ON_BUS = T(
    "cards_listed.on_bus",
    "lspci still seeing it means the card is in the box and on the PCIe bus, but the driver"
    " failed to bring it up: `dmesg | grep -i -E 'NVRM|Xid'` shows why (Xid 79 'fallen off the"
    " bus', 'RmInitAdapter failed'), which is a hardware, power or seating fault on the"
    " provider's side, not a setting of yours.",
    "lspci 还能看到它，说明卡插在机器里、也在 PCIe 总线上，只是驱动没能把它初始化："
    "`dmesg | grep -i -E 'NVRM|Xid'` 会给出原因（Xid 79 “fallen off the bus”、"
    "“RmInitAdapter failed”），这是服务商那边的硬件、供电或插接问题，不是你的设置。",
)
LISTED_HIDDEN = T(
    "cards_listed.hidden",
    "Check `echo $CUDA_VISIBLE_DEVICES` and `nvidia-smi -L` outside any container first: a"
    " container or the variable may hide some cards; if `nvidia-smi -L` on the host lists fewer"
    " too, the card is missing or failed, and that is the provider's to fix.",
    "先在容器外看 `echo $CUDA_VISIBLE_DEVICES` 和 `nvidia-smi -L`：容器或这个环境变量可能只放进了"
    "部分卡；如果宿主机上的 `nvidia-smi -L` 也少，就是卡缺失或坏了，应由服务商处理。",
)
LISTED_ALL = T(
    "cards_listed.all",
    "**Yes, that matches: the driver lists {listed} {gpu} cards, the {sold} sold.** Confirm each is"
    " the full card with `nvidia-smi -L` (full product names, no MIG devices) and"
    " `nvidia-smi --query-gpu=name,memory.total --format=csv`.",
    "**对得上：驱动列出了 {listed} 张 {gpu}，与售卖的 {sold} 张一致。**再用 `nvidia-smi -L`"
    "（完整型号、没有 MIG 设备）和 `nvidia-smi --query-gpu=name,memory.total --format=csv`"
    " 确认每张都是完整的卡。",
)

__all__ = ["LISTED_ALL", "LISTED_HIDDEN", "LISTED_ON_BUS", "LISTED_SHORT", "LISTED_SHORT_RETURN"]
