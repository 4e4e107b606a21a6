"""What the answers to pasted errors and card-health checks say, in English and Chinese.

Same rules as ``table``: both patterns state the same named values with the same formats. The
causes are the general ones of each error family; the card's own figures come from the
catalog through ``card_facts``.
"""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

# --------------------------------------------------------------------------- ROCm finds no GPU

ROCM_CARD = T(
    "health.rocm_card",
    "**The {gpu} is {arch}, a card ROCm supports on Linux, so the runtime not seeing it is a"
    " set-up problem: add your user to the `render` and `video` groups (`sudo usermod -aG"
    " render,video $USER`, then log in again), check that `rocminfo` lists the card, and build"
    " llama.cpp with its HIP backend for that target (`-DGGML_HIP=ON"
    " -DAMDGPU_TARGETS={target}`); `HSA_OVERRIDE_GFX_VERSION` is not needed for a supported"
    " card.**",
    "**{gpu} 是 {arch}，ROCm 在 Linux 上官方支持，运行时看不到它是环境配置问题：把当前用户加入"
    " `render` 和 `video` 组（`sudo usermod -aG render,video $USER`，然后重新登录），确认"
    " `rocminfo` 能列出这张卡，并用 HIP 后端为该目标重新编译 llama.cpp（`-DGGML_HIP=ON"
    " -DAMDGPU_TARGETS={target}`）；受支持的卡不需要设置 `HSA_OVERRIDE_GFX_VERSION`。**",
)
ROCM_CARD_WHEEL = T(
    "health.rocm_card_wheel",
    "**The {gpu} is {arch}, a card ROCm supports on Linux, so the runtime not seeing it is a"
    " set-up problem, most often a CUDA build: the default pip wheel of PyTorch or vLLM is built"
    ' for CUDA (`python -c "import torch; print(torch.version.hip)"` prints None), so install'
    " the ROCm build (PyTorch from the `rocm` wheel index, vLLM's ROCm Docker image or a source"
    " build for {target}).** Then add your user to the `render` and `video` groups (`sudo usermod"
    " -aG render,video $USER`, log in again) and check that `HIP_VISIBLE_DEVICES` or"
    " `ROCR_VISIBLE_DEVICES` is unset or lists the card.",
    "**{gpu} 是 {arch}，ROCm 在 Linux 上官方支持，运行时看不到它是环境配置问题，最常见的是装成了"
    ' CUDA 版：pip 默认的 PyTorch、vLLM wheel 是为 CUDA 编译的（`python -c "import torch;'
    ' print(torch.version.hip)"` 输出 None），要换成 ROCm 版（从 `rocm` wheel 源装 PyTorch，'
    "用 vLLM 的 ROCm Docker 镜像，或为 {target} 从源码编译）。**再把当前用户加入 `render` 和"
    " `video` 组（`sudo usermod -aG render,video $USER`，然后重新登录），并确认"
    " `HIP_VISIBLE_DEVICES` 或 `ROCR_VISIBLE_DEVICES` 没有设置或包含这张卡。",
)
ROCM_GENERAL = T(
    "health.rocm_general",
    "**When ROCm finds no device, the user usually lacks access to the GPU (add it to the"
    " `render` and `video` groups and log in again), the card is not on ROCm's supported list,"
    " or the program was built without the HIP backend for the card's gfx target.** Check"
    " `rocminfo` first: if it lists no GPU agent, the driver or permissions are the problem.",
    "**ROCm 找不到设备，通常是当前用户没有访问显卡的权限（加入 `render` 和 `video` 组后重新登录）、"
    "这张卡不在 ROCm 的支持列表里，或者程序编译时没有为这张卡的 gfx 目标启用 HIP 后端。**"
    "先运行 `rocminfo`：如果列不出 GPU，问题在驱动或权限。",
)

# --------------------------------------------------------------------------- PTX toolchain

TOOLCHAIN_CARD = T(
    "health.toolchain_card",
    "**The driver is older than the CUDA the image was built with: PTX from a newer toolkit"
    " cannot be compiled by an older driver, and minor-version compatibility does not cover"
    " PTX.** The {gpu} ({sm}) needs code built with CUDA {cuda} or newer, so update the driver"
    " until `nvidia-smi` shows a CUDA version at least that of the image, or use an image built"
    " for the CUDA your driver supports that still includes {sm}.",
    "**驱动比镜像编译时所用的 CUDA 旧：新版工具链生成的 PTX 旧驱动无法编译，CUDA 小版本兼容不包括"
    " PTX。**{gpu}（{sm}）需要 CUDA {cuda} 或更新版本编译的代码，所以要升级驱动，直到"
    " `nvidia-smi` 显示的 CUDA 版本不低于镜像的版本；或者换一个按驱动支持的 CUDA 编译、"
    "且包含 {sm} 的镜像。",
)
TOOLCHAIN_GENERAL = T(
    "health.toolchain_general",
    "**The driver is older than the CUDA the program was built with: PTX from a newer toolkit"
    " cannot be compiled by an older driver, and minor-version compatibility does not cover"
    " PTX.** Update the driver until `nvidia-smi` shows a CUDA version at least that of the"
    " build, or install a build for the CUDA your driver supports.",
    "**驱动比程序编译时所用的 CUDA 旧：新版工具链生成的 PTX 旧驱动无法编译，CUDA 小版本兼容不包括"
    " PTX。**升级驱动，直到 `nvidia-smi` 显示的 CUDA 版本不低于编译时的版本；或者安装按驱动支持的"
    " CUDA 编译的版本。",
)

# --------------------------------------------------------------------------- any other error

ERROR_GENERAL = T(
    "health.error_general",
    "**Start from the first error in the log, not the last line: the lines above a traceback's"
    " end name the call that failed.** Rerun with `CUDA_LAUNCH_BLOCKING=1` so a CUDA error is"
    " raised at the kernel that caused it, compare the driver in `nvidia-smi` with the CUDA of"
    " the build (`torch.version.cuda`), and send me the exact error with the card, driver and"
    " library versions.",
    "**从日志里第一处报错看起，而不是最后一行：traceback 结尾之前的几行会指出是哪个调用失败了。**"
    "用 `CUDA_LAUNCH_BLOCKING=1` 重新运行，让 CUDA 错误在出错的那个内核处抛出；对比 `nvidia-smi`"
    " 里的驱动版本和构建所用的 CUDA（`torch.version.cuda`）；再把完整的报错连同显卡、驱动和库的"
    "版本发给我。",
)

# --------------------------------------------------------------------------- card health (verify)

ECC_OFF = T(
    "health.ecc_off",
    "**No, not by itself: ECC is a setting of the card, not a part that can be removed, and"
    " providers may leave it off to get the memory it reserves.** `nvidia-smi -q -d ECC` shows"
    " the current and pending mode; with root, `sudo nvidia-smi -e 1` turns it on after a"
    " reset or reboot. On a rented machine ask the provider, and check the card itself with"
    " `gpu-advisor verify{expect}`.",
    "**不能据此判断：ECC 是显卡的一项设置，不是能拆掉的部件，服务商可能为了多出 ECC 占用的那部分"
    "显存而关掉它。**`nvidia-smi -q -d ECC` 显示当前和待生效的模式；有 root 权限时"
    " `sudo nvidia-smi -e 1` 可以打开，重置显卡或重启后生效。租用的机器可以问服务商，"
    "并用 `gpu-advisor verify{expect}` 核对这张卡本身。",
)
FAN_ERROR = T(
    "health.fan_error",
    "**Not a sign of a fake card: `ERR!` in the fan column means the driver could not read the"
    " {gpu}'s fan, so the fan, its cable or its controller is failing (or the card is in a bad"
    " state), which is a fault to take up with the seller, not a relabelled chip.** Put it under"
    " load and watch it: a fan that does not spin or a core past 85 °C confirms the fault; look"
    " for Xid errors in `dmesg` and read `nvidia-smi -q -d TEMPERATURE,PERFORMANCE` while it"
    " runs, and check the card itself with `gpu-advisor verify{expect}`.",
    "**不是假卡的迹象：风扇那栏显示 `ERR!` 表示驱动读不到 {gpu} 的风扇，是风扇、风扇线或风扇控制"
    "出了故障（或卡处于异常状态），这是要找卖家的硬件问题，而不是换标的芯片。**让它上负载观察："
    "风扇不转或核心超过 85 °C 就坐实了故障；查 `dmesg` 里的 Xid 报错，运行时读"
    " `nvidia-smi -q -d TEMPERATURE,PERFORMANCE`，并用 `gpu-advisor verify{expect}`"
    " 核对这张卡本身。",
)
TEMPERATURE = T(
    "health.temperature",
    "**Only if it stays below the {gpu}'s own slowdown temperature: `nvidia-smi -q -d"
    " TEMPERATURE` reports the card's slowdown and shutdown limits, and a reading is judged"
    " against those.** Under load, clocks that collapse as the card reaches its limit mean worn"
    " cooling (watch `nvidia-smi dmon -s pucvmet`); alert a few degrees below the slowdown"
    " temperature.",
    "**只要低于 {gpu} 自身的降频温度就算正常：`nvidia-smi -q -d TEMPERATURE` 会列出这张卡的"
    "降频和关机温度上限，读数要对照它们来判断。**负载下温度撞到上限时频率大幅下降，说明散热已老化"
    "（用 `nvidia-smi dmon -s pucvmet` 观察）；告警阈值设在降频温度以下几度。",
)
MEMORY_TEMPERATURE = T(
    "health.memory_temperature",
    "**Yes, as long as it stays below about 105 °C under load: the {gpu}'s {memory:g} GB GDDR6X"
    " memory reports its own junction temperature, which runs far hotter than the core, and"
    " throttles at about 110 °C.** A core 30 °C cooler beside it is typical of these cards."
    " Sustained 106-110 °C, or memory clocks that drop under load (`nvidia-smi dmon -s"
    " pucvmet`), points to dried thermal pads; new pads usually bring it down 10-20 °C.",
    "**正常，只要负载下低于约 105 °C：{gpu} 的 {memory:g} GB GDDR6X 显存报告的是显存自身的"
    "结温，本来就比核心高得多，约 110 °C 才降频。**核心同时低 30 °C 左右在这类卡上很常见。"
    "如果长期 106–110 °C，"
    "或负载下显存频率下降（用 `nvidia-smi dmon -s pucvmet` 观察），多半是导热垫老化，"
    "换新导热垫一般能降 10–20 °C。",
)
MEMORY_AT_THROTTLE = T(
    "health.memory_at_throttle",
    "**No, not for long runs: {temp:g} °C is at the throttle point of the {gpu}'s {memory:g} GB"
    " GDDR6X memory (about 110 °C), so its memory clocks drop and the job slows.** The core"
    " running cooler beside it is typical; sustained 106-110 °C on the memory points to dried"
    " thermal pads or poor airflow. Ask the provider to move you to another card or host, or"
    " lower the power limit (`nvidia-smi -pl`); new pads usually bring it down 10-20 °C.",
    "**不算正常，长时间跑不行：{temp:g} °C 已到 {gpu} 的 {memory:g} GB GDDR6X 显存的降频点"
    "（约 110 °C），显存会降频，任务随之变慢。**核心温度低一些是常态；显存长期 106–110 °C"
    "多半是导热垫老化或风道不好。可以找服务商换卡或换机器，或调低功耗墙（`nvidia-smi -pl`）；"
    "换新导热垫一般能降 10–20 °C。",
)
MEMORY_HOT_LIMIT_C = 105
"""A GDDR6X junction at or above this under load is at its throttle point (about 110 °C)."""
MEMORY_THROTTLING = T(
    "health.memory_throttling",
    "**That is the memory throttling: the {gpu}'s GDDR6X memory slows itself down as its"
    " junction nears about 105-110 °C, so the speed lost comes from cooling, not the setup.**"
    " Cheapest first: more airflow around the card and a lower power limit (`nvidia-smi -pl`);"
    " then new thermal pads on the memory, which usually bring it down 10-20 °C. Watch the"
    " memory clock under load with `nvidia-smi dmon -s pucvmet` to see it recover.",
    "**这是显存在降频：{gpu} 的 GDDR6X 显存结温接近约 105–110 °C 时会自行降速，"
    "掉的速度来自散热，不是配置问题。**先做便宜的：加强显卡周围风道、调低功耗墙"
    "（`nvidia-smi -pl`）；再换显存导热垫，一般能降 10–20 °C。负载下用 "
    "`nvidia-smi dmon -s pucvmet` 观察显存频率是否恢复。",
)
ECC_ERRORS = T(
    "health.ecc_errors",
    "**Usable if the count stays put: correctable ECC errors on the {gpu} are single-bit"
    " errors the memory fixed on the fly, so a handful over the card's life is not a fault;"
    " a count that keeps climbing, any uncorrectable (double-bit) error or memory rows being"
    " retired or remapped is.** Read both counters and the row remapping with `nvidia-smi -q"
    " -d ECC,ROW_REMAPPER` (older cards: `PAGE_RETIREMENT`), run a long load, and read them"
    " again; `gpu-advisor verify{expect}` runs the load and reports them.",
    "**计数不再增长就能用：{gpu} 的可纠正 ECC 错误是显存自己当场修好的单比特错误，整个使用期"
    "出现几次不算故障；计数持续上涨、出现任何不可纠正（双比特）错误，或有显存行被屏蔽/重映射，"
    "才是问题。**用 `nvidia-smi -q -d ECC,ROW_REMAPPER`（老卡用 `PAGE_RETIREMENT`）读这两个"
    "计数和行重映射，跑一段长时间负载后再读一次；`gpu-advisor verify{expect}` 会跑负载并报告它们。",
)
POWER_CAP = T(
    "health.power_cap",
    "**The {gpu} is throttled: `SW Power Cap: Active` means the driver is holding its clocks"
    " down to keep the board under its power limit.** Brief flashes under full load are"
    " normal; held at partial load, the limit is usually set below the card's default:"
    " compare `Current Power Limit` with `Default Power Limit` in `nvidia-smi -q -d POWER`."
    " On a rented machine a limit below the default is less than was sold, and"
    " `gpu-advisor verify{expect}` reports it with the evidence.",
    "**{gpu} 在降频：`SW Power Cap: Active` 表示驱动正在压低它的频率，让整卡功耗不超过功耗上限。**"
    "满载时偶尔出现属正常；在部分负载下一直亮着，多半是功耗上限被设得低于默认值：对比"
    " `nvidia-smi -q -d POWER` 里的 `Current Power Limit` 和 `Default Power Limit`。租来的机器"
    "上限低于默认值，就是比承诺的少，`gpu-advisor verify{expect}` 会报告这一点并给出证据。",
)
SLOWDOWN = T(
    "health.slowdown",
    "**The {gpu} is throttled: an active slowdown reason means it is cutting its own clocks.**"
    " Thermal slowdowns come from heat (check `temperature.gpu` and, on HBM cards, the memory"
    " temperature against the slowdown thresholds in `nvidia-smi -q -d TEMPERATURE`); HW"
    " Slowdown and HW Power Brake come from the board or its power supply, a fault to take to"
    " the owner or the provider. `gpu-advisor verify{expect}` measures what the card still"
    " delivers.",
    "**{gpu} 在降频：降频原因显示为 Active，说明它正在主动降低频率。**Thermal 类来自温度（对照"
    " `nvidia-smi -q -d TEMPERATURE` 里的降频阈值看核心温度，HBM 卡还要看显存温度）；"
    "HW Slowdown 和 HW Power Brake 来自板卡或供电，属于故障，应找机器的主人或服务商处理。"
    "`gpu-advisor verify{expect}` 可以测出这张卡实际还能跑出多少。",
)
CLOCKS_DROP = T(
    "health.clocks_drop",
    "**No, on the {gpu} a steady drop after minutes under load is the card protecting itself,"
    " most often from heat or its power limit, not normal behaviour:**"
    " `nvidia-smi -q -d PERFORMANCE` names the active throttle reason (thermal, power cap,"
    " slowdown), and `nvidia-smi"
    " --query-gpu=clocks.sm,clocks.max.sm,power.draw,power.limit,temperature.gpu --format=csv"
    " -l 1` logs clocks, power and temperature while the job runs.",
    "**不正常：{gpu} 负载几分钟后频率持续下降，是显卡在自我保护，最常见的是过热或撞到功耗墙：**"
    "`nvidia-smi -q -d PERFORMANCE` 会列出当前的降频原因（温度、功耗上限、slowdown），"
    "`nvidia-smi --query-gpu=clocks.sm,clocks.max.sm,power.draw,power.limit,temperature.gpu"
    " --format=csv -l 1` 可以在任务运行时记录频率、功耗和温度。",
)
CLOCKS_DROP_FAULT = T(
    "health.clocks_drop_fault",
    "**Not necessarily a faulty card: on the {gpu} a steady drop after minutes under load is the"
    " card protecting itself, most often from heat or its power limit (worn cooling, a weak"
    " supply or adapter board), which is usually fixable:**"
    " `nvidia-smi -q -d PERFORMANCE` names the active throttle reason (thermal, power cap,"
    " slowdown), and `nvidia-smi"
    " --query-gpu=clocks.sm,clocks.max.sm,power.draw,power.limit,temperature.gpu --format=csv"
    " -l 1` logs clocks, power and temperature while the job runs.",
    "**不一定是卡坏了：{gpu} 负载几分钟后频率持续下降，是显卡在自我保护，最常见的是过热或撞到"
    "功耗墙（散热老化、供电或转接板不足），多半能解决：**"
    "`nvidia-smi -q -d PERFORMANCE` 会列出当前的降频原因（温度、功耗上限、slowdown），"
    "`nvidia-smi --query-gpu=clocks.sm,clocks.max.sm,power.draw,power.limit,temperature.gpu"
    " --format=csv -l 1` 可以在任务运行时记录频率、功耗和温度。",
)
MEMORY_FAULT_POSSIBLE = T(
    "health.memory_fault_possible",
    "**Possibly: on the {gpu}, errors that start only once a program uses more than a certain"
    " amount of memory are the sign of faulty chips or an unstable memory clock in that range,"
    " but only a test of the whole memory tells.**",
    "**有可能：{gpu} 只在用到某个容量以上才出错，正是那一段显存颗粒有问题或显存频率不稳的迹象，"
    "但要把全部显存测一遍才能确定。**",
)
MEMORY_TEST = T(
    "health.memory_test",
    "**Test all {memory:g} GB of the {gpu}, not only the part a program happens to use: run"
    " memtest_vulkan (or a CUDA memory tester such as gpu-burn with its memory option) so it"
    " fills the whole memory, and watch for errors in the upper range.** Errors only above a"
    " fixed size point to faulty memory chips or an unstable memory clock there.",
    "**对 {gpu} 的全部 {memory:g} GB 做测试，而不只是程序碰巧用到的部分：运行 memtest_vulkan"
    "（或 gpu-burn 这类带显存测试的 CUDA 工具）把整块显存写满，看高位区域是否报错。**"
    "只在超过某个容量后才出错，说明那部分显存颗粒有问题或显存频率不稳。",
)
BANDWIDTH = T(
    "health.bandwidth",
    "**Measure the {gpu}'s memory bandwidth and links and compare them with its spec"
    " ({bandwidth:,.0f} GB/s memory bandwidth):** `gpu-advisor verify{expect}` runs a memory"
    " copy and matmul benchmark against the spec; CUDA's `bandwidthTest` or NVIDIA's"
    " `nvbandwidth` measure device and peer copies; `nvidia-smi nvlink -s` shows each NVLink"
    " link's speed and `nvidia-smi topo -m` how the GPUs connect.",
    "**实测 {gpu} 的显存带宽和互联，与规格（显存带宽 {bandwidth:,.0f} GB/s）对比：**"
    "`gpu-advisor verify{expect}` 会跑显存拷贝和矩阵乘法基准并与规格对比；CUDA 的"
    " `bandwidthTest` 或 NVIDIA 的 `nvbandwidth` 测显存和卡间拷贝带宽；`nvidia-smi nvlink -s`"
    " 显示每条 NVLink 的速率，`nvidia-smi topo -m` 显示卡之间怎么连接。",
)

# --------------------------------------------------------------------------- VRAM spilled to RAM

SYSMEM_FALLBACK = T(
    "health.sysmem_fallback",
    "**{model} at {precision} needs about {need:,.1f} GB on {count} × {gpu} against"
    " {usable:,.1f} GB usable, so with all {layers} layers on the GPU the memory is full and the"
    " driver spills the rest into shared system memory (on Windows, the CUDA sysmem fallback),"
    " read over PCIe for every token: that is where the speed goes.** Set fewer GPU layers in"
    " {engine} so the card keeps some memory free (the remaining layers then run on the CPU,"
    " which is faster than the spill), set the NVIDIA control panel's CUDA sysmem fallback"
    ' policy to "Prefer no sysmem fallback", or use a smaller quantisation that fits.',
    "**{model}（{precision}）在 {count} × {gpu} 上约需 {need:,.1f} GB，可用只有 {usable:,.1f}"
    " GB，所以把全部 {layers} 层放进 GPU 后显存已满，驱动把放不下的部分溢出到共享系统内存"
    "（Windows 上的 CUDA sysmem fallback），每个 token 都要经 PCIe 读取，速度就慢在这里。**"
    "在 {engine} 里减少 GPU 层数，给显卡留出余量（其余层改由 CPU 计算，比溢出更快）；"
    "或在 NVIDIA 控制面板把 CUDA 系统内存回退策略设为“Prefer no sysmem fallback”；"
    "或换一个装得下的更小量化。",
)

# --------------------------------------------------------------------------- shared memory

IMAGE_SYSMEM_FALLBACK = T(
    "health.image_sysmem_fallback",
    "**Shared GPU memory in use means {job} no longer fits the card's memory and the Windows"
    " driver is spilling it into system RAM (its sysmem fallback), which runs many times"
    ' slower over PCIe.** Set "CUDA - Sysmem Fallback Policy" to "Prefer No Sysmem'
    ' Fallback" in the NVIDIA Control Panel to get an out-of-memory error instead, then make'
    " the job fit: fp8 or GGUF weights, a smaller resolution or batch, or the low-memory mode.",
    "**共享 GPU 内存被占用，说明 {job} 已经超出显存，Windows 驱动把超出部分放进了系统内存"
    "（系统内存回退），经过 PCIe 会慢很多倍。**在 NVIDIA 控制面板里把 “CUDA - Sysmem Fallback"
    " Policy” 设为 “Prefer No Sysmem Fallback”，让它直接报显存不足，再让任务放进显存：fp8 或"
    " GGUF 权重、降低分辨率或批大小，或打开低显存模式。",
)

# ----------------------------------------------------------------- a PCIe link read off the card

PCIE_IDLE = T(
    "health.pcie_idle",
    "**Yes, that is normal: an idle {gpu} drops its PCIe link to a lower generation to save power"
    " (Gen{now} now, Gen{top} at most), so it is no sign of a wrong slot.** Read"
    " `nvidia-smi --query-gpu=pcie.link.gen.current,pcie.link.width.current --format=csv` while"
    " a job runs: under load it should show PCIe {spec}, the card's own link.",
    "**正常，不是插错槽：{gpu} 空闲时会把 PCIe 链路降到低代速以省电"
    "（当前 Gen{now}，最高 Gen{top}）。**"
    "跑任务时再看 `nvidia-smi --query-gpu=pcie.link.gen.current,pcie.link.width.current"
    " --format=csv`：负载下应显示 PCIe {spec}，即这张卡本身的链路规格。",
)
PCIE_UNSTATED = T(
    "health.pcie_unstated",
    "**Only if the {gpu} was idle: idle cards drop the PCIe link to a lower generation to save"
    " power, so Gen{now} at rest is normal; under load it should show PCIe {spec}.** Read"
    " `nvidia-smi --query-gpu=pcie.link.gen.current,pcie.link.width.current --format=csv` while"
    " a job runs.",
    "**只有空闲时才正常：{gpu} 空闲时会把 PCIe 链路降到低代速以省电，静止时显示 Gen{now} 没问题；"
    "负载下应显示 PCIe {spec}。**跑任务时用 `nvidia-smi --query-gpu=pcie.link.gen.current,"
    "pcie.link.width.current --format=csv` 再看一次。",
)
PCIE_LOADED_LOW = T(
    "health.pcie_loaded_low",
    "**No, not under load: the {gpu} should link at PCIe {spec}, and Gen{now} x{width} while a job"
    " runs means the slot, a riser or a BIOS PCIe setting holds it back.** Reseat the card in a"
    " CPU-attached x16 slot, set the slot to Auto or Gen{gen} in the BIOS and read"
    " `nvidia-smi -q -d PCIE` again under load.",
    "**负载下不正常：{gpu} 应以 PCIe {spec} 连接，跑任务时只有 Gen{now} x{width}，说明插槽、转接线"
    "（riser）或 BIOS 的 PCIe 设置限制了它。**把卡插到直连 CPU 的 x16 插槽，在 BIOS 里把该插槽设为"
    " Auto 或 Gen{gen}，负载下再看 `nvidia-smi -q -d PCIE`。",
)
PCIE_FULL = T(
    "health.pcie_full",
    "**Yes, that is the {gpu}'s full link: PCIe {spec}.**",
    "**正常，这就是 {gpu} 的完整链路：PCIe {spec}。**",
)

# --------------------------------------------------------- memory held with no process listed

HELD_MEMORY = T(
    "health.held_memory",
    "**Memory in use with no job of yours running is held by a process `nvidia-smi` may not list:"
    " a process in another container or PID namespace, a crashed or stopped job that still"
    " holds its CUDA context (a zombie, often a DataLoader worker or a Jupyter kernel), or, on a"
    " card that drives a display, the desktop.** Find the owner with `sudo fuser -v /dev/nvidia*`"
    " (or `sudo lsof /dev/nvidia*`), end that PID, and the memory comes back; if nothing owns"
    " it, `sudo nvidia-smi --gpu-reset` (with the card idle) or a reboot frees it.",
    "**显存被占着而你没有在跑任务，说明占用它的进程 `nvidia-smi` 未必列得出来：可能在别的容器或 PID"
    " 命名空间里，可能是崩溃或被挂起却仍持有 CUDA 上下文的僵尸进程（常见于 DataLoader 子进程或"
    " Jupyter 内核），如果这张卡接了显示器，也可能是桌面。**用 `sudo fuser -v /dev/nvidia*`"
    "（或 `sudo lsof /dev/nvidia*`）找到占用者，结束那个 PID，显存就会释放；找不到占用者时，"
    "在卡空闲时执行 `sudo nvidia-smi --gpu-reset` 或重启即可。",
)

# ------------------------------------------------ set-up faults: a container, a card not found

CONTAINER_GPU = T(
    "health.container_gpu",
    "**The card is fine; the container or WSL2 is not being handed the GPU.** For Docker,"
    " install the NVIDIA Container Toolkit (`nvidia-container-toolkit`), register it with"
    " `sudo nvidia-ctk runtime configure --runtime=docker`, restart Docker"
    " (`sudo systemctl restart docker`) and start the container with `--gpus all`; `docker run"
    " --rm --gpus all nvidia/cuda:12.4.1-base-ubuntu22.04 nvidia-smi` should then list the card."
    " In WSL2 the Windows NVIDIA driver provides the GPU: install no Linux driver inside WSL,"
    ' update the Windows driver and run `wsl --update` (then `wsl --shutdown`); "GPU access'
    ' blocked by the operating system" is fixed that way.',
    "**显卡本身没问题，是容器或 WSL2 没有拿到 GPU。**Docker：安装 NVIDIA Container Toolkit"
    "（`nvidia-container-toolkit`），用 `sudo nvidia-ctk runtime configure --runtime=docker` 注册，"
    "重启 Docker（`sudo systemctl restart docker`），启动容器时加 `--gpus all`；之后"
    " `docker run --rm --gpus all nvidia/cuda:12.4.1-base-ubuntu22.04 nvidia-smi` 应能列出显卡。"
    "WSL2：GPU 由 Windows 上的 NVIDIA 驱动提供，WSL 里不要再装 Linux 驱动；更新 Windows 驱动并"
    "执行 `wsl --update`（再 `wsl --shutdown`），“GPU access blocked by the operating system”"
    "就是这样解决的。",
)
NO_DEVICE = T(
    "health.no_device",
    "**A card that `lspci` lists but `nvidia-smi` does not is seen on the bus but not brought up"
    " by the driver: most often the BIOS (a data-centre card such as a Tesla P40, M40 or V100"
    " needs Above 4G Decoding, and often Resizable BAR off or CSM off), the card's power (an"
    " EPS 8-pin, not a PCIe 8-pin, on Tesla cards), or a driver that does not cover it.**"
    ' Read `sudo dmesg | grep -i -e nvrm -e nvidia`: "RmInitAdapter failed" or a BAR that'
    ' could not be assigned points to the BIOS or the power; "unsupported" to the driver'
    " branch. A card with no display output also needs another GPU or the iGPU for the screen.",
    "**`lspci` 能看到、`nvidia-smi` 看不到，说明卡在总线上，但驱动没能把它初始化：最常见的是"
    " BIOS（Tesla P40、M40、V100 这类数据中心卡要开启 Above 4G Decoding，常常还要关掉 CSM 或"
    " Resizable BAR）、供电（Tesla 卡用 EPS 8-pin，不是 PCIe 8-pin）、或者驱动版本不支持这张卡。**"
    "看 `sudo dmesg | grep -i -e nvrm -e nvidia`：出现 “RmInitAdapter failed” 或 BAR 分配失败，"
    "查 BIOS 和供电；提示 unsupported，换驱动分支。"
    "没有视频输出的卡还需要另一张显卡或核显来接显示器。",
)
TROUBLE_UNNAMED = T(
    "health.trouble_unnamed",
    "**I could not match this to an error or symptom I know the cause of; to find it, send the"
    " first error line from the log (or the figure you see beside the one you expected) with"
    " the driver (`nvidia-smi`) and the library versions.**",
    "**我没能把它对上一个已知原因的报错或症状；要查出原因，请发日志里第一处报错（或者你看到的数值和"
    "你预期的数值），连同驱动版本（`nvidia-smi`）和库的版本。**",
)
LOAD_HANG = T(
    "health.load_hang",
    "**A load that stops at the checkpoint shards is reading the weights from disk, not using"
    " the card: slow or network storage (NFS, a mounted bucket, a cloud instance's network"
    " disk), a download still running behind it, or system RAM too small for the shards, so the"
    " machine swaps.** Watch `iostat -x 1` or `htop` while it loads; copy the model to local"
    " NVMe (or `--download-dir` on it), check free RAM with `free -h`, and for several GPUs set"
    " `NCCL_DEBUG=INFO` to see whether the workers are waiting on each other instead.",
    "**加载停在 checkpoint shards 上，是在从磁盘读权重，还没用到显卡：存储太慢或是网络存储（NFS、"
    "挂载的对象存储、云主机的网络盘），后台还在下载，或者系统内存装不下这些分片而在用 swap。**"
    "加载时用 `iostat -x 1` 或 `htop` 观察；把模型拷到本地 NVMe（或把 `--download-dir` 指向它），"
    "用 `free -h` 看剩余内存；多卡时设 `NCCL_DEBUG=INFO`，看是不是各进程在互相等待。",
)
