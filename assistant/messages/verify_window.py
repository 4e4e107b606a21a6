"""What a check before a long job, or within a return window, says first (en + zh).

Same rules as ``table``: both patterns state the same named values with the same formats. The
DCGM run levels are NVIDIA's (DCGM documentation, ``dcgmi diag``): 1 and 2 take seconds to
minutes, 3 about half an hour, 4 hours; the busbw share is the verifying-rented-gpus guide's.
"""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

LENGTH_DAYS = T("window.days", "{days:g}-day", "{days:g} 天")
LENGTH_HOURS = T("window.hours", "{hours:g}-hour", "{hours:g} 小时")

LONG_JOB = T(
    "window.long_job",
    "**Before a {length} job on {cards}, run `dcgmi diag -r 3`: about half an hour of memory,"
    " PCIe and NVLink bandwidth and stress tests on every GPU; `-r 1` and `-r 2` take seconds to"
    " minutes and catch only gross faults, `-r 4` takes hours and suits a machine kept for"
    " months.**{links} Also read the ECC and row-remapping counters (`nvidia-smi -q -d"
    " ECC,ROW_REMAPPER`, all zero, nothing pending) and run 20 minutes of load with no"
    " throttling. Keep every output: a fault found now is the provider's, one found on day two"
    " costs you the run.",
    "**{cards} 上要跑 {length}的任务，开跑前跑 `dcgmi diag -r 3`：约半小时，对每张卡做显存、PCIe"
    " 与 NVLink 带宽和压力测试；`-r 1`、`-r 2` 只要几秒到几分钟，只能发现明显故障，`-r 4`"
    " 要几个小时，适合要长期用的机器。**{links}另外看 ECC 和行重映射计数（`nvidia-smi -q -d"
    " ECC,ROW_REMAPPER`，全为零、没有待处理），再满载跑 20 分钟确认不降频。输出都留档：现在查出的"
    "故障算服务商的，第二天才查出就要赔上整个任务。",
)
LONG_JOB_LINKS = T(
    "window.long_job_links",
    " Then nccl-tests: all_reduce busbw at large messages should reach about {need:g} GB/s"
    " (70% of the {link:g} GB/s each card's links carry each way).",
    "再跑 nccl-tests：大消息的 all_reduce busbw 应达到约 {need:g} GB/s（每张卡单向互联"
    " {link:g} GB/s 的七成）。",
)
RETURN_WINDOW = T(
    "window.return",
    "**Test the {gpu} in the first days of the {length} return window, so a fault shows while"
    " it can still go back:** the name and memory total in `nvidia-smi` ({mib:,.0f} MiB for"
    " {gb:g} GB), memtest_vulkan over all the memory, 30 minutes of gpu-burn without errors or"
    " throttling, then your real workload for the rest of the window. Keep every output and"
    " the serial number as evidence.",
    "**在 {length}退货期的头几天就把这张 {gpu} 测完，出问题时还能退：**`nvidia-smi` 的型号和总显存"
    "（{gb:g} GB 为 {mib:,.0f} MiB）、memtest_vulkan 测满全部显存、gpu-burn 跑 30 分钟无报错"
    "无降频，剩下的天数跑你的实际任务。所有输出和序列号都留作证据。",
)
