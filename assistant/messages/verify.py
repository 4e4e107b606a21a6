"""What ``gpu-advisor verify`` says, in English and Chinese: verdicts, evidence, what to ask.

Same rules as ``table``: both patterns state the same named values with the same formats.
"""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

# --------------------------------------------------------------------------- first lines

GENUINE = T(
    "verify.genuine",
    "Genuine {cards}: {compute}{bandwidth}{links}",
    "确认是真正的 {cards}：{compute}{bandwidth}{links}",
)
GENUINE_NOT_MEASURED = T(
    "verify.genuine_not_measured",
    "Genuine {cards} as the driver reports it (no benchmark run)",
    "按驱动报告确认是真正的 {cards}（未运行基准测试）",
)
COMPUTE_FIGURE = T(
    "verify.compute_figure",
    "{tflops:.0f} TFLOPS {dtype} ({pct:.0%} of spec, typical {low:.0%}–{high:.0%})",
    "{tflops:.0f} TFLOPS {dtype}（规格的 {pct:.0%}，常见 {low:.0%}–{high:.0%}）",
)
BANDWIDTH_FIGURE = T(
    "verify.bandwidth_figure",
    ", {gb_s:.0f} GB/s memory ({pct:.0%})",
    "，显存带宽 {gb_s:.0f} GB/s（{pct:.0%}）",
)
LINKS_NVLINK = T(
    "verify.links_nvlink",
    ", NVLink (NV{lanes}) between all {count} GPUs",
    "，{count} 张卡之间全部 NVLink 互联（NV{lanes}）",
)
LINKS_PCIE = T(
    "verify.links_pcie",
    ", no NVLink: the {count} GPUs talk over PCIe",
    "，没有 NVLink：{count} 张卡之间走 PCIe",
)
NO_GPU = T(
    "verify.no_gpu",
    "No NVIDIA GPU found on this machine (nvidia-smi, NVML and torch see none): nothing to verify",
    "这台机器上没有找到 NVIDIA GPU（nvidia-smi、NVML 和 torch 都看不到）：没有可检查的对象",
)
NO_GPU_TO_CHECK = T(
    "verify.no_gpu_to_check",
    "no GPU found on this machine, so it cannot be checked against {expect!r}",
    "这台机器上没有找到 GPU，无法对照 {expect!r} 检查",
)
EXPECT_UNREADABLE = T(
    "verify.expect_unreadable",
    "--expect {text!r} names no GPU in the catalog; write it like '8x H100 SXM'",
    "--expect {text!r} 没有对应目录里的任何 GPU；请写成 '8x H100 SXM' 这样的形式",
)
MORE_PROBLEMS = T(
    "verify.more_problems",
    "{line} (+{count} more below)",
    "{line}（下文另有 {count} 项）",
)

# --------------------------------------------------------------------------- problems

DIFFERENT_CARD = T(
    "verify.different_card",
    "Not what was sold: {found}, not {expected}",
    "与售卖的不符：这是 {found}，不是 {expected}",
)
DIFFERENT_CARD_EVIDENCE = T(
    "verify.different_card.evidence",
    "the driver names the card {name!r} with {gb:.1f} GB",
    "驱动报告的型号是 {name!r}，显存 {gb:.1f} GB",
)
DIFFERENT_CARD_ASK = T(
    "verify.different_card.ask",
    "ask for the {expected} you paid for, or a refund; send them this report",
    "要求换成你付费购买的 {expected}，或退款；把这份报告发给对方",
)
FEWER_GPUS = T(
    "verify.fewer_gpus",
    "Not what was sold: {found} GPU(s) found, {expected} sold",
    "与售卖的不符：只找到 {found} 张 GPU，售卖的是 {expected} 张",
)
FEWER_GPUS_EVIDENCE = T(
    "verify.fewer_gpus.evidence",
    "the driver lists {found} GPUs",
    "驱动只列出 {found} 张 GPU",
)
FEWER_GPUS_ASK = T(
    "verify.fewer_gpus.ask",
    "ask why {missing} GPUs are missing (a container may see only some: check"
    " CUDA_VISIBLE_DEVICES and the instance type)",
    "询问为什么少了 {missing} 张卡（容器可能只看到部分 GPU：检查 CUDA_VISIBLE_DEVICES 和实例类型）",
)
LESS_MEMORY_THAN_SOLD = T(
    "verify.less_memory_than_sold",
    "Not what was sold: a {found_gb:.0f} GB card sold as {expected_gb:.0f} GB ({found}, not"
    " {expected})",
    "与售卖的不符：把 {found_gb:.0f} GB 的卡当作 {expected_gb:.0f} GB 出售（这是 {found}，不是"
    " {expected}）",
)
MEMORY_BELOW_SPEC = T(
    "verify.memory_below_spec",
    "{card} reports {found_gb:.1f} GB, less than the {spec_gb:.0f} GB this card has",
    "{card} 只报告 {found_gb:.1f} GB 显存，少于这款卡的 {spec_gb:.0f} GB",
)
MEMORY_EVIDENCE = T(
    "verify.memory.evidence",
    "the driver reports {mib:.0f} MiB on GPU {index}",
    "驱动报告 GPU {index} 的显存为 {mib:.0f} MiB",
)
MEMORY_ASK = T(
    "verify.memory.ask",
    "ask which memory size this machine really has and for the price of that card",
    "询问这台机器实际是多大显存的卡，并按那款卡的价格结算",
)
MIG_SLICE = T(
    "verify.mig_slice",
    "MIG slice of {card}: {slice_gb:.1f} of {card_gb:.0f} GB, not a whole GPU",
    "这是 {card} 的一个 MIG 切片：{card_gb:.0f} GB 中的 {slice_gb:.1f} GB，不是整张卡",
)
MIG_EVIDENCE = T(
    "verify.mig.evidence",
    "MIG mode is enabled on GPU {index}; the slice has {sms} SMs",
    "GPU {index} 开启了 MIG 模式；该切片有 {sms} 个 SM",
)
MIG_ASK = T(
    "verify.mig.ask",
    "if you rented a whole GPU, ask for one with MIG disabled; a slice has a share of the"
    " compute and memory bandwidth too",
    "如果你租的是整张卡，要求关闭 MIG；一个切片只有部分算力和显存带宽",
)
VGPU = T(
    "verify.vgpu",
    "{card} is a virtual GPU (vGPU), which may be time-shared with other users",
    "{card} 是虚拟 GPU（vGPU），可能与其他用户分时共享",
)
VGPU_EVIDENCE = T(
    "verify.vgpu.evidence",
    "nvidia-smi reports virtualization mode {mode!r}",
    "nvidia-smi 报告的虚拟化模式为 {mode!r}",
)
VGPU_ASK = T(
    "verify.vgpu.ask",
    "ask whether the GPU is dedicated (passthrough) or shared, and which vGPU profile it is",
    "询问这张卡是独占（直通）还是共享，以及使用的是哪种 vGPU 配置",
)
PASSTHROUGH = T(
    "verify.passthrough",
    "GPU {index} is passed through to a virtual machine whole; that is normal in clouds",
    "GPU {index} 以直通方式整卡分配给虚拟机；云上这很常见",
)
POWER_CAP = T(
    "verify.power_cap",
    "Power-capped {card}: limited to {limit:.0f} W of its {default:.0f} W default",
    "{card} 被限制了功耗：上限 {limit:.0f} W，默认为 {default:.0f} W",
)
POWER_EVIDENCE = T(
    "verify.power.evidence",
    "GPU {index}: power limit {limit:.0f} W, default {default:.0f} W",
    "GPU {index}：功耗上限 {limit:.0f} W，默认 {default:.0f} W",
)
POWER_ASK = T(
    "verify.power.ask",
    "ask the provider to restore the default limit (nvidia-smi -pl {default:.0f}) or to price"
    " the card as the slower card it is",
    "要求服务商恢复默认功耗上限（nvidia-smi -pl {default:.0f}），或按降速后的性能计价",
)
THROTTLING = T(
    "verify.throttling",
    "{card} (GPU {index}) is slowing its clocks: {reasons}",
    "{card}（GPU {index}）正在降频：{reasons}",
)
THROTTLING_EVIDENCE = T(
    "verify.throttling.evidence",
    "active clock event reasons {reasons}; {temp:.0f} °C",
    "当前降频原因 {reasons}；温度 {temp:.0f} °C",
)
THROTTLING_ASK = T(
    "verify.throttling.ask",
    "ask the provider to check the cooling and the power supply of this server",
    "要求服务商检查这台服务器的散热和供电",
)
ECC_ERRORS = T(
    "verify.ecc_errors",
    "{card} (GPU {index}) reports memory faults: {what}",
    "{card}（GPU {index}）报告了显存故障：{what}",
)
ECC_UNCORRECTABLE = T(
    "verify.ecc.uncorrectable",
    "{volatile} uncorrectable ECC errors since boot, {aggregate} in its lifetime",
    "开机以来 {volatile} 个不可纠正 ECC 错误，累计 {aggregate} 个",
)
ECC_ROWS = T(
    "verify.ecc.rows",
    "row remapping pending or failed",
    "显存行重映射待处理或已失败",
)
ECC_PAGES = T(
    "verify.ecc.pages",
    "{pages} retired pages",
    "{pages} 个已停用的显存页",
)
ECC_ASK = T(
    "verify.ecc.ask",
    "ask for another GPU: NVIDIA advises a reset for pending remaps and a replacement when"
    " remapping fails or uncorrectable errors recur",
    "要求换一张卡：NVIDIA 建议重映射待处理时重置 GPU，重映射失败或不可纠正错误反复出现时更换",
)
PCIE_NARROW = T(
    "verify.pcie_narrow",
    "{card} (GPU {index}) runs its PCIe link at x{current}, not x{max}",
    "{card}（GPU {index}）的 PCIe 链路只跑在 x{current}，不是 x{max}",
)
PCIE_EVIDENCE = T(
    "verify.pcie.evidence",
    "PCIe gen {gen} x{width} now (card and slot support gen {max_gen} x{max_width})",
    "当前 PCIe {gen} 代 x{width}（卡和插槽支持 {max_gen} 代 x{max_width}）",
)
PCIE_ASK = T(
    "verify.pcie.ask",
    "ask the provider to reseat the card or move it to a full x16 slot; loading models and"
    " host offload run at the link's speed",
    "要求服务商重新插好这张卡或换到完整的 x16 插槽；加载模型和主机内存卸载都受链路速度限制",
)
PCIE_SLOW = T(
    "verify.pcie_slow",
    "Host link of GPU {index} is slow: {gb_s:.1f} GB/s host-to-device, expected at least"
    " {floor:.1f} GB/s on PCIe gen {gen} x{width}",
    "GPU {index} 与主机之间的链路很慢：主机到显卡 {gb_s:.1f} GB/s，PCIe {gen} 代 x{width} 至少应有"
    " {floor:.1f} GB/s",
)
NO_NVLINK = T(
    "verify.no_nvlink",
    "No NVLink between the {count} GPUs, though {card} servers are sold with it",
    "{count} 张卡之间没有 NVLink，而 {card} 服务器出售时都带 NVLink",
)
NO_NVLINK_EVIDENCE = T(
    "verify.no_nvlink.evidence",
    "nvidia-smi topo -m shows {link} between GPU {i} and GPU {j}",
    "nvidia-smi topo -m 显示 GPU {i} 与 GPU {j} 之间是 {link}",
)
NO_NVLINK_ASK = T(
    "verify.no_nvlink.ask",
    "ask for an HGX/SXM server with NVSwitch: tensor parallelism across these GPUs will run at"
    " PCIe speed",
    "要求换成带 NVSwitch 的 HGX/SXM 服务器：跨这些卡做张量并行只能跑到 PCIe 的速度",
)
SLOW_PEER = T(
    "verify.slow_peer",
    "GPU {src} to GPU {dst} copies at {gb_s:.0f} GB/s, below the {floor:.0f} GB/s that"
    " {link} should give",
    "GPU {src} 到 GPU {dst} 的拷贝只有 {gb_s:.0f} GB/s，低于 {link} 应有的 {floor:.0f} GB/s",
)
SLOW_PEER_ASK = T(
    "verify.slow_peer.ask",
    "ask whether peer-to-peer access is disabled (IOMMU/ACS settings in VMs) or the links are"
    " degraded (nvidia-smi nvlink -s)",
    "询问是否禁用了点对点访问（虚拟机中的 IOMMU/ACS 设置），或链路已降级（nvidia-smi nvlink -s）",
)
LOW_COMPUTE = T(
    "verify.low_compute",
    "{card} computes slower than it should: {figure}",
    "{card} 的算力低于应有水平：{figure}",
)
LOW_BANDWIDTH = T(
    "verify.low_bandwidth",
    "{card} memory is slower than it should be: {gb_s:.0f} GB/s ({pct:.0%} of {spec:.0f} GB/s,"
    " typical {low:.0%}–{high:.0%})",
    "{card} 的显存带宽低于应有水平：{gb_s:.0f} GB/s（{spec:.0f} GB/s 的 {pct:.0%}，"
    "常见 {low:.0%}–{high:.0%}）",
)
MEASURED_EVIDENCE = T(
    "verify.measured.evidence",
    "measured on {device} by a {what}",
    "在 {device} 上用{what}测得",
)
PROBE_MATMUL = T("verify.probe.matmul", "{n}x{n} matmul", "{n}x{n} 矩阵乘法")
PROBE_COPY = T("verify.probe.copy", "device memory copy", "显存拷贝")
SLOW_ASK = T(
    "verify.slow.ask",
    "run it again on an idle machine; if it stays low, ask whether the GPU is shared, capped"
    " or overheating",
    "在空闲时重跑一次；如果仍然偏低，询问这张卡是否被共享、限功耗或过热",
)
UNKNOWN_CARD = T(
    "verify.unknown_card",
    "Unknown GPU {name!r} ({gb:.1f} GB): not in the catalog, so it is not judged against a spec",
    "未知 GPU {name!r}（{gb:.1f} GB）：目录里没有这款卡，无法对照规格判断",
)

# --------------------------------------------------------------------------- the report

SECTION_FINDINGS = T("verify.section.findings", "What is wrong", "发现的问题")
SECTION_NOTES = T("verify.section.notes", "Notes", "备注")
SECTION_FIGURES = T("verify.section.figures", "Measured against the spec", "实测与规格对比")
SECTION_MACHINE = T("verify.section.machine", "This machine", "这台机器")
SECTION_FITS = T("verify.section.fits", "What this machine can run", "这台机器能运行什么")
EVIDENCE = T("verify.evidence", "evidence: {text}", "依据：{text}")
ASK = T("verify.ask", "what to do: {text}", "怎么办：{text}")
FIGURE_ROW = T(
    "verify.figure_row",
    "GPU {index} {label}: {measured:.1f} of {spec:.1f} ({pct:.0%}; typical {low:.0%}–{high:.0%})",
    "GPU {index} {label}：{measured:.1f}，规格 {spec:.1f}（{pct:.0%}；常见 {low:.0%}–{high:.0%}）",
)
FIGURE_ROW_NO_SPEC = T(
    "verify.figure_row_no_spec",
    "GPU {index} {label}: {measured:.1f} (no spec to compare)",
    "GPU {index} {label}：{measured:.1f}（无规格可比）",
)
LABEL_COMPUTE = T("verify.label.compute", "{dtype} TFLOPS", "{dtype} 算力 TFLOPS")
LABEL_MEMORY = T("verify.label.memory", "memory GB/s", "显存带宽 GB/s")
LABEL_HOST = T("verify.label.host", "host-to-device GB/s", "主机到显卡 GB/s")
LABEL_PEER = T("verify.label.peer", "to GPU {dst} GB/s", "到 GPU {dst} 的带宽 GB/s")
MACHINE_LINE = T(
    "verify.machine_line",
    "{count} x {name} ({gb:.1f} GB each), driver {driver}, CUDA {cuda}",
    "{count} 张 {name}（每张 {gb:.1f} GB），驱动 {driver}，CUDA {cuda}",
)
HOST_LINE = T(
    "verify.host_line",
    "host: {cores} CPU cores, {ram:.0f} GB RAM",
    "主机：{cores} 个 CPU 核，内存 {ram:.0f} GB",
)
FIGURE_ROW_SPEC = T(
    "verify.figure_row_spec",
    "GPU {index} {label}: {measured:.1f} of {spec:.1f} ({pct:.0%})",
    "GPU {index} {label}：{measured:.1f}，规格 {spec:.1f}（{pct:.0%}）",
)
DECODE_LINE = T(
    "verify.decode_line",
    "decode probe: {rate:.0f} tokens/s on {model} ({layers} layers, random weights, batch 1);"
    " gpu-advisor speed says {estimate:.0f} tokens/s for it on this card",
    "解码探测：{model}（{layers} 层，随机权重，batch 1）每秒 {rate:.0f} tokens；"
    "gpu-advisor speed 对这张卡的估计是每秒 {estimate:.0f} tokens",
)
DECODE_LINE_REDUCED = T(
    "verify.decode_line_reduced",
    "decode probe: {rate:.0f} tokens/s on a {layers}-layer cut of {model} (random weights)",
    "解码探测：{model} 的 {layers} 层裁剪版（随机权重）每秒 {rate:.0f} tokens",
)
FITS_LINE = T(
    "verify.fits_line",
    "{model} in {precision}: {per_gpu_gb:.1f} GB per GPU on {count} GPU(s)",
    "{model}（{precision}）：{count} 张卡，每张约 {per_gpu_gb:.1f} GB",
)
FITS_NONE = T(
    "verify.fits_none",
    "no catalog model fits for inference on this memory",
    "目录中没有能在这么多显存上推理的模型",
)
SAVED = T("verify.saved", "report saved to {path}", "报告已保存到 {path}")
AND = T("verify.and", "{first}, and {second}", "{first}，以及{second}")
MEASURED_TOO = T("verify.measured_too", "{first}; measured {second}", "{first}；实测 {second}")
DIFFERENT_CARDS = T(
    "verify.different_cards",
    "**No, they are different cards:** the {sold} ({sold_arch}, {sold_gb:g} GB,"
    " {sold_bw:,.0f} GB/s, {sold_tflops:,.0f} dense BF16 TFLOPS) is not the {shown}"
    " ({shown_arch}, {shown_gb:g} GB, {shown_bw:,.0f} GB/s, {shown_tflops:,.0f} TFLOPS).",
    "**不是同一张卡：** {sold}（{sold_arch}，{sold_gb:g} GB，{sold_bw:,.0f} GB/s，"
    "BF16 稠密算力 {sold_tflops:,.0f} TFLOPS）和 {shown}（{shown_arch}，{shown_gb:g} GB，"
    "{shown_bw:,.0f} GB/s，{shown_tflops:,.0f} TFLOPS）是两款不同的卡。",
)
DIFFERENT_CARDS_POWER = T(
    "verify.different_cards_power",
    "The {stated:g} W power limit read beside it is the {matched}'s rated {matched_w:g} W"
    " (the {other}'s is {other_w:g} W): the limit points to the {matched} too.",
    "一并读到的功耗上限 {stated:g} W 正是 {matched} 的额定 {matched_w:g} W"
    "（{other} 是 {other_w:g} W）：功耗上限也指向 {matched}。",
)
DIFFERENT_CARDS_POWER_NEITHER = T(
    "verify.different_cards_power_neither",
    "The {stated:g} W power limit read beside it is neither card's rating: the {sold}'s is"
    " {sold_w:g} W, the {shown}'s {shown_w:g} W, so the card is also power-capped.",
    "一并读到的功耗上限 {stated:g} W 不是两款卡的额定值：{sold} 是 {sold_w:g} W，"
    "{shown} 是 {shown_w:g} W，卡还被限了功耗。",
)
DIFFERENT_CARDS_CHECK = T(
    "verify.different_cards_check",
    "Run `{command}` on the machine: it reads the cards through nvidia-smi or NVML and measures"
    " them, so you can show the provider what you got.",
    "在机器上运行 `{command}`：它通过 nvidia-smi 或 NVML 读出显卡并实测，结果可以拿给服务商对质。",
)

# --------------------------------------------------------------------------- what it should read

GENUINE_READS = T(
    "verify.genuine_reads",
    "**What a genuine {gpu} should read:** `nvidia-smi` total memory {low:,.0f}–{high:,.0f} MiB"
    " ({gb:g} GB; ECC on takes up to a sixteenth){power}{link}. A lower total, a lower power"
    " limit or a narrower link than this is the first thing to take up with the seller or"
    " provider.",
    "**真正的 {gpu} 应读到：**`nvidia-smi` 总显存 {low:,.0f}–{high:,.0f} MiB（{gb:g} GB；开启 ECC"
    " 最多占去十六分之一）{power}{link}。总显存、功耗上限或链路比这低，先拿去找卖家或服务商。",
)
GENUINE_POWER = T("verify.genuine_power", ", a {watts:g} W power limit", "，功耗上限 {watts:g} W")
GENUINE_LINK = T("verify.genuine_link", ", a PCIe {gen} link", "，PCIe {gen} 链路")
