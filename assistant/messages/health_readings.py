"""What the answers to idle power, draw-below-cap, retired-page and keep-or-return readings say.

Same rules as ``table``: both patterns state the same named values with the same formats. The
card's own figures (its board power, its link) come from the catalog.
"""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

IDLE_POWER = T(
    "health.idle_power",
    "**No, not for a card with nothing to do: an idle {gpu} should fall to its lowest"
    " performance state (P8) and a small fraction of its {tdp:,.0f} W board power. Staying in"
    " P0 or P2 at idle means something keeps it awake: a process still holding a CUDA context"
    " (a notebook, an inference server, a monitoring tool), several or high-refresh monitors on"
    " the card, or a driver setting.** List the processes with `nvidia-smi`, close them, and read"
    " `nvidia-smi --query-gpu=pstate,power.draw,clocks.mem --format=csv` again: with none left it"
    " should show P8. It is a waste of power, not a fault of the card.",
    "**不算正常：没有任务时，{gpu} 应降到最低性能状态（P8），功耗只占 {tdp:,.0f} W"
    " 板卡功耗的一小部分。空载还停在 P0 或 P2，说明有东西让它保持唤醒：仍占着 CUDA 上下文的进程"
    "（notebook、推理服务、监控工具）、接在这张卡上的多台或高刷新率显示器，或驱动设置。**"
    "用 `nvidia-smi` 列出进程并关掉，再运行"
    " `nvidia-smi --query-gpu=pstate,power.draw,clocks.mem --format=csv`：没有进程时应显示 P8。"
    "这只是多耗电，不是显卡故障。",
)
IDLE_POWER_LOW = T(
    "health.idle_power_low",
    "**Yes, that is normal: {watts:,.0f} W is a small fraction of the {gpu}'s {tdp:,.0f} W board"
    " power, what a card asleep in its lowest performance state (P8) draws.** Read"
    " `nvidia-smi --query-gpu=pstate,power.draw --format=csv` to confirm it shows P8; a card held"
    " in P0 or P2 with nothing running would draw more.",
    "**正常：{watts:,.0f} W 只占 {gpu} {tdp:,.0f} W 板卡功耗的一小部分，"
    "正是显卡在最低性能状态（P8）休眠时的功耗。**运行"
    " `nvidia-smi --query-gpu=pstate,power.draw --format=csv` 确认显示 P8；"
    "若没有任务时停在 P0 或 P2，功耗会更高。",
)
DRAW_BELOW_CAP = T(
    "health.draw_below_cap",
    "**Nothing is capping its power: {draw:,.0f} W of a {cap:,.0f} W cap at full utilisation"
    ' means the {gpu} is not being worked hard, so the limit is elsewhere.** "100% utilisation"'
    " only means a kernel was running during each sample, not that the cores are busy: small"
    " batches, a data loader or CPU that cannot keep up, memory-bound kernels, or clocks held"
    " down all leave the draw far below the cap. Read `nvidia-smi -q -d PERFORMANCE` for an"
    " active clocks event reason and `nvidia-smi --query-gpu=clocks.sm,clocks.max.sm"
    " --format=csv` under load; if nothing throttles it, raise the batch size and profile the"
    " input pipeline.",
    "**不是功耗被限：利用率满载时只用到 {cap:,.0f} W 上限中的 {draw:,.0f} W，说明 {gpu}"
    " 并没有被喂饱，瓶颈在别处。**“100% 利用率”只表示每次采样时有内核在运行，"
    "并不代表计算单元满负荷："
    "批量太小、数据加载或 CPU 跟不上、受显存带宽限制的内核，或频率被压低，都会让功耗远低于上限。"
    "负载下运行 `nvidia-smi -q -d PERFORMANCE` 看有没有生效的降频原因，并用"
    " `nvidia-smi --query-gpu=clocks.sm,clocks.max.sm --format=csv` 看频率；"
    "若没有降频，就加大批量并分析数据输入流程。",
)
DRAW_AT_CAP = T(
    "health.draw_at_cap",
    "**Yes, that is expected: {draw:,.0f} W of a {cap:,.0f} W cap means the {gpu} is fully"
    " loaded.** Compute-bound work (prompt processing, training, large batches) runs a card at its"
    " power limit and the clocks settle wherever the cap allows; it is a fault only if the core"
    " is near its throttle temperature or the cap was set below the card's default.",
    "**正常：{cap:,.0f} W 上限用到 {draw:,.0f} W，说明 {gpu} 已经满负荷。**"
    "计算密集的阶段（预填充、训练、大批量）本来就会让显卡顶着功耗上限跑，频率停在上限允许的位置；只有核心温度接近降频温度，"
    "或功耗上限被设得低于默认值时才算问题。",
)
SLOW_DRAW_BELOW_CAP = T(
    "health.slow_draw_below_cap",
    "**Not its power cap: {draw:,.0f} W of a {cap:,.0f} W cap ({share:.0%}) at full"
    " utilisation means the {gpu} is not being worked hard (a power-capped card sits at its"
    ' cap).** "100% utilisation" only means a kernel was running in each sample: small batches,'
    " a data loader or CPU that cannot keep up, fp32 instead of bf16 tensor cores, memory-bound"
    " kernels, or clocks held down by heat or a clock lock leave the draw this low. Read"
    " `nvidia-smi -q -d PERFORMANCE` under load for an active clocks event reason; if none,"
    " raise the batch size, turn on bf16 and profile the input pipeline.",
    "**不是功耗墙：利用率满载时只用到 {cap:,.0f} W 上限中的 {draw:,.0f} W（{share:.0%}），"
    "说明 {gpu} 并没有被喂饱（被限功耗的卡会贴着上限跑）。**"
    "“100% 利用率”只表示每次采样时有内核在运行：批量太小、数据加载或 CPU 跟不上、"
    "用 fp32 而不是 bf16 张量核心、受显存带宽限制的内核，或频率被高温、锁频压低，都会让功耗这么低。"
    "负载下运行 `nvidia-smi -q -d PERFORMANCE` 看有没有生效的降频原因；没有的话，加大批量、"
    "打开 bf16，并分析数据输入流程。",
)
RETIRED_PAGES = T(
    "health.retired_pages",
    "**Yes, its memory has faulted: `Retired Pages Pending: Yes` means the {gpu}'s ECC found"
    " errors in a memory page (a double-bit error, or repeated single-bit ones) and the driver"
    " will retire that page at the next reboot or driver reload.** Reboot, then read"
    " `nvidia-smi -q -d PAGE_RETIREMENT,ECC`: a few retired pages leave a usable card, but a"
    " count that keeps rising, or new double-bit errors, means the memory is failing; return it"
    " if you can, or do not pay full price for it.",
    "**是的，显存出过错：`Retired Pages Pending: Yes` 表示 {gpu} 的 ECC 在某个显存页里发现了错误"
    "（一次双比特错误，或多次单比特错误），驱动会在下次重启或重载驱动时把这一页退役。**"
    "重启后运行 `nvidia-smi -q -d PAGE_RETIREMENT,ECC`：退役几页的卡仍能用，"
    "但退役数持续增加或出现新的"
    "双比特错误，说明显存在坏下去；能退就退，至少不要按全价买。",
)
FAULT_RETURN = T(
    "trouble.fault_return",
    "**Yes, return it if it happens again with the power and slot ruled out: an Xid such as 79"
    ' ("fallen off the bus") under load (a stress test, a training run) means the driver lost'
    " the card while it worked, and a new card should not do that.** First reseat it, use"
    " separate PCIe power cables"
    " from a supply with headroom, try another slot without a riser and rerun the test; if the"
    " card drops again, collect `nvidia-bug-report.sh` and the `dmesg` lines for the seller and"
    " send it back within the return window.",
    "**是的，排除供电和插槽后再出现就退：负载下（压力测试、训练）出现 Xid 79"
    "（“fallen off the bus”）这类错误，"
    "说明显卡工作时驱动失去了它，新卡不该如此。**先重新插好，用独立的 PCIe 供电线和有余量的电源，"
    "换一个不经转接线的插槽再跑一遍；若仍掉卡，收集 `nvidia-bug-report.sh` 和 `dmesg`"
    " 记录交给卖家，在退货期内退回。",
)
PCIE_SHORT_OF_LISTING = T(
    "health.pcie_short_of_listing",
    "**Yes, the machine falls short of what was listed: a {gpu} links at PCIe {spec}, and"
    " Gen{now} x{width} while a job runs is the host's slot, riser or BIOS holding it back, not"
    " the card.** Confirm it during a large host-to-GPU copy with `nvidia-smi --query-gpu="
    "pcie.link.gen.current,pcie.link.width.current --format=csv -l 1` (an idle link drops its"
    " generation to save power); still Gen{now} under load, send that output to the provider and"
    " ask for a host that runs Gen{gen}.",
    "**是的，机器达不到页面写的规格：{gpu} 应以 PCIe {spec} 连接，跑任务时只有 Gen{now} x{width}，"
    "是主机的插槽、转接线或 BIOS 把它压住了，不是卡的问题。**在大块数据从内存拷到显卡时用"
    " `nvidia-smi --query-gpu=pcie.link.gen.current,pcie.link.width.current --format=csv -l 1`"
    " 确认（空闲时链路会降代省电）；负载下仍是 Gen{now}，就把这份输出发给服务商，要求换一台能跑"
    " Gen{gen} 的主机。",
)
"""A link low under load where the listing or seller is doubted ("is the listing lying?")."""
PCIE_IDLE_FINE = T(
    "health.pcie_idle_fine",
    "**No, the slot is fine: an idle {gpu} drops its PCIe link to a lower generation to save"
    " power (Gen{now} now, Gen{top} at most).** Read"
    " `nvidia-smi --query-gpu=pcie.link.gen.current,pcie.link.width.current --format=csv` while"
    " a job runs: under load it should show PCIe {spec}, the card's own link; only a low link"
    " under load points at the slot, a riser or the BIOS.",
    "**没坏，插槽没问题：{gpu} 空闲时会把 PCIe 链路降到低代速以省电"
    "（当前 Gen{now}，最高 Gen{top}）。**"
    "跑任务时再看 `nvidia-smi --query-gpu=pcie.link.gen.current,pcie.link.width.current"
    " --format=csv`：负载下应显示 PCIe {spec}，即这张卡本身的链路规格；只有负载下仍偏低，"
    "才要查插槽、转接线或 BIOS。",
)

# ------------------------------------------- a memory reading put up as proof of being cheated

READING_GENUINE = T(
    "health.reading_genuine",
    "**No, that reading is what a genuine card shows: {stated:,g} {unit} is {gib:,.2f} GiB"
    " ({gb:,.1f} GB), and a genuine {card} reports {low:,.1f}–{high:,.1f} GiB {what}.**",
    "**没有被骗，这个读数就是真卡的读数：{stated:,g} {unit} 即 {gib:,.2f} GiB（{gb:,.1f} GB），"
    "真正的 {card}{what}在 {low:,.1f}–{high:,.1f} GiB 之间。**",
)
READING_SHORT = T(
    "health.reading_short",
    "**Yes, something is off: {stated:,g} {unit} is {gib:,.2f} GiB ({gb:,.1f} GB), but a genuine"
    " {card} reports {low:,.1f}–{high:,.1f} GiB {what}: this is less than sold, or part of the"
    " card is held back (a MIG slice, a vGPU profile, another process).**",
    "**确实不对：{stated:,g} {unit} 即 {gib:,.2f} GiB（{gb:,.1f} GB），而真正的 {card}"
    "{what}在 {low:,.1f}–{high:,.1f} GiB 之间：比承诺的少，或者卡被分走了一部分"
    "（MIG 切片、vGPU 配置或别的进程）。**",
)

UTIL_DRAW_READ = T(
    "health.util_draw_read",
    "Your reading of {draw:g} W of its {cap:g} W cap ({share:.0%}) says the same: a busy card"
    " sits near its cap.",
    "你读到的功耗 {draw:g} W / {cap:g} W（上限的 {share:.0%}）也说明同一点："
    "忙碌的卡会贴近功耗上限。",
)

UTIL_NOT_ON_CARD = T(
    "health.util_not_on_card",
    "**The job is not running on the {gpu}: {draw:g} W of its {cap:g} W cap ({share:.0%})"
    " at {pct:g}% utilisation is the card idling, and a card that trains draws most of its"
    " cap.** The job runs on the CPU or on another GPU: check that `torch.cuda.is_available()`"
    " is True, that the model and each batch are moved to `cuda`, that `CUDA_VISIBLE_DEVICES`"
    " names this card, and that the process is listed in `nvidia-smi`.",
    "**训练没有跑在 {gpu} 上：利用率 {pct:g}%、功耗只有上限 {cap:g} W 中的 {draw:g} W"
    "（{share:.0%}），这是卡在待机；真在训练的卡功耗会接近上限。**任务多半跑在 CPU 或另一张卡上："
    "确认 `torch.cuda.is_available()` 为 True、模型和每个 batch 都移到了 `cuda`、"
    "`CUDA_VISIBLE_DEVICES` 指向这张卡，并在 `nvidia-smi` 的进程列表里能看到这个进程。",
)
