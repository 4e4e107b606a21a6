"""First lines for faults of the host around the card (``question.host_faults``), en and zh."""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

DRIVER_MODULE = T(
    "host.driver_module",
    "**The NVIDIA kernel module is not loaded for the running kernel, so `nvidia-smi` cannot"
    " reach the driver; the card is not broken: after a kernel update DKMS did not rebuild the"
    " module (missing kernel headers, or a kernel too new for the driver branch), or Secure"
    " Boot refuses the unsigned module.** Check `lsmod | grep nvidia`, `dkms status` and `sudo"
    " modprobe nvidia`; install `linux-headers-$(uname -r)` and rebuild (`sudo dkms"
    ' autoinstall` or reinstall the driver package), then reboot; "Key was rejected by service"'
    " from modprobe means enrol the module's key with `mokutil --import` or turn Secure Boot"
    " off. Booting the previous kernel from GRUB gets the machine working meanwhile.",
    "**当前内核没有加载 NVIDIA 内核模块，所以 `nvidia-smi` 连不上驱动，显卡并没有坏："
    "升级内核后 DKMS 没能重新编译模块（缺内核头文件，或新内核对这个驱动分支太新），"
    "或者安全启动（Secure Boot）拒绝了未签名的模块。**用 `lsmod | grep nvidia`、`dkms status` 和"
    " `sudo modprobe nvidia` 检查；装上 `linux-headers-$(uname -r)` 后重新编译（`sudo dkms"
    " autoinstall` 或重装驱动包），再重启；modprobe 报 “Key was rejected by service” 时，用"
    " `mokutil --import` 导入模块签名密钥，或关闭安全启动。在此之前可以在 GRUB 里选上一个内核"
    "先用起来。",
)
DEVICE_ASSERT = T(
    "host.device_assert",
    '**"Device-side assert triggered" is almost always an index out of range inside a kernel,'
    " not a hardware fault: a class label at or above the number of classes (or a -1 padding"
    " label) in the loss, or a token id beyond the embedding after tokens were added without"
    " `resize_token_embeddings`.** Rerun with `CUDA_LAUNCH_BLOCKING=1` (or one batch on the"
    " CPU) to see the failing line, compare `labels.min()`/`labels.max()` with the class count"
    " and `input_ids.max()` with the embedding size, and restart the process after the fix:"
    " its CUDA context is unusable after an assert.",
    "**“device-side assert triggered” 几乎总是内核里的下标越界，不是硬件故障：损失函数里的类别"
    "标签大于等于类别数（或用 -1 做了填充），或者给分词器加了 token 却没调用"
    " `resize_token_embeddings`，token id 超出了嵌入层。**用 `CUDA_LAUNCH_BLOCKING=1` 重新运行"
    "（或者拿一个批次在 CPU 上跑）找出出错的那一行，把 `labels.min()`/`labels.max()` 和类别数、"
    "`input_ids.max()` 和嵌入层大小对比；修好后要重启进程，出过 assert 的 CUDA 上下文不能再用。",
)
POWER_TRIP = T(
    "host.power_trip",
    "**A PC that switches off or reboots the moment the GPU goes to full load is the power"
    " supply's protection tripping on the card's power spikes, not the GPU or the driver.**"
    " Cap the card now (`sudo nvidia-smi -pm 1`, then `sudo nvidia-smi -pl` at about 70% of its"
    " rated power; it resets at reboot), and fix it for good with a supply sized for the"
    " build, an ATX 3.x unit, and separate PCIe cables instead of one daisy-chained cable. A"
    " screen that goes black while the PC keeps running is a driver reset instead: look for"
    " Xid lines in `dmesg`.",
    "**GPU 一上满载整机就断电或重启，是电源的保护电路被显卡的功耗尖峰触发了，不是显卡或驱动"
    "的问题。**先给显卡限功耗（`sudo nvidia-smi -pm 1`，再用 `sudo nvidia-smi -pl` 限到额定功耗的"
    "七成左右；重启后失效），根本办法是换额定功率够用的 ATX 3.x 电源，并用几根独立的 PCIe 供电线，"
    "不要一根线分两个插头串着用。如果只是黑屏、机器还在运行，那是驱动重置：去 `dmesg` 里找 Xid。",
)
POWER_TRIP_SHORT = T(
    "host.power_trip_short",
    "**The {stated:,.0f} W supply is the likely cause: {setup} needs {needed:,.0f} W"
    " ({sustained:,.0f} W sustained, {transient:,.0f} W for 100 µs when the GPUs spike), so its"
    " over-current protection switches the PC off as soon as the GPU goes to full load.** Cap"
    " the card now (`sudo nvidia-smi -pm 1`, then `sudo nvidia-smi -pl {cap:,.0f}`; it resets at"
    " reboot), and fix it for good with a {psu:,} W ATX 3.x supply and separate PCIe cables.",
    "**多半是这台 {stated:,.0f} W 电源：{setup}整机需要 {needed:,.0f} W（持续 {sustained:,.0f} W，"
    "显卡瞬时尖峰时 100 微秒内 {transient:,.0f} W），GPU 一上满载就触发过流保护断电。**"
    "先限功耗应急（`sudo nvidia-smi -pm 1`，再 `sudo nvidia-smi -pl {cap:,.0f}`；重启后失效），"
    "根本办法是换 {psu:,} W 的 ATX 3.x 电源，并用几根独立的 PCIe 供电线。",
)
POWER_TRIP_ENOUGH = T(
    "host.power_trip_enough",
    "**The {stated:,.0f} W supply covers {setup} on paper ({needed:,.0f} W needed, {transient:,.0f}"
    " W for 100 µs when the GPUs spike), so look at how the power reaches the card: an older"
    " ATX 2.x unit whose over-current protection trips on those spikes, one daisy-chained PCIe"
    " cable feeding two plugs, or a worn or half-seated power connector.** Cap the card"
    " meanwhile (`sudo nvidia-smi -pm 1`, then `sudo nvidia-smi -pl {cap:,.0f}`); if it still"
    " powers off, test with another supply.",
    "**按额定功率算，这台 {stated:,.0f} W 电源够 {setup}用（整机需要 {needed:,.0f} W，"
    "显卡瞬时尖峰时 100 微秒内 {transient:,.0f} W），所以要查电是怎么送到显卡的："
    "老的 ATX 2.x 电源过流保护扛不住这些尖峰、一根 PCIe 线分两个插头串着供电、"
    "或者供电接口老化、没插到底。**先限功耗"
    "（`sudo nvidia-smi -pm 1`，再 `sudo nvidia-smi -pl {cap:,.0f}`）；仍然断电就换一个电源试。",
)
DRIVER_BELOW_BUILD = T(
    "host.driver_below_build",
    "**Driver {driver} is too old for a current PyTorch: it runs CUDA only up to {newest}, and"
    " every CUDA {cuda_major} build (the default PyTorch wheels) needs driver {floor} or"
    " newer.** Update the driver to a current branch (it still runs older builds), or install a"
    " wheel built for CUDA {newest_major}.x from the PyTorch install matrix's previous"
    " versions.",
    "**{driver} 版驱动对新版 PyTorch 来说太旧：它最高只支持 CUDA {newest}，而任何 CUDA"
    " {cuda_major} 构建（PyTorch 的默认 wheel）都至少要 {floor} 版驱动。**把驱动升级到当前分支"
    "（新驱动照样能跑旧构建），或者从 PyTorch 安装矩阵的历史版本里装为 CUDA {newest_major}.x"
    " 构建的 wheel。",
)
__all__ = [
    "DEVICE_ASSERT",
    "DRIVER_BELOW_BUILD",
    "DRIVER_MODULE",
    "POWER_TRIP",
    "POWER_TRIP_ENOUGH",
    "POWER_TRIP_SHORT",
]
