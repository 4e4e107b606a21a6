"""What the answers to a reported card-test result say, in English and Chinese.

Same rules as ``table``: both patterns state the same named values with the same formats. The
thresholds (memtest_vulkan's standard run, a 30-minute gpu-burn, nccl-tests busbw against the
link, row remapping) are the verify guides' (``verifying-rented-gpus``,
``used-and-grey-market-gpus``); the link figures come from the catalog.
"""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

MEMTEST_PASSED = T(
    "results.memtest_passed",
    "**Yes: {minutes:g} minutes of memtest_vulkan with no errors passes on the {gpu}: its"
    " standard test takes about {need:g} minutes and any error fails the card.** For an"
    " ex-mining card, also run the 30-minute gpu-burn stress test, which exposes worn memory"
    " and cooling under heat.",
    "**可以：memtest_vulkan 跑了 {minutes:g} 分钟没有报错，{gpu} 这一项算通过：它的标准测试约"
    " {need:g} 分钟，出现任何错误才判不合格。**矿卡还要再跑 30 分钟 gpu-burn 压力测试，"
    "显存和散热的老化在发热时才暴露出来。",
)
MEMTEST_SHORT = T(
    "results.memtest_short",
    "**Not yet: {minutes:g} minutes is shorter than memtest_vulkan's standard test of about"
    " {need:g} minutes; let it finish on the {gpu}, from a cold start.** Any error fails the card.",
    "**还不够：{minutes:g} 分钟短于 memtest_vulkan 约 {need:g} 分钟的标准测试；让 {gpu}"
    "从冷机开始跑完。**出现任何错误都判不合格。",
)
MEMTEST_LENGTH = T(
    "results.memtest_length",
    "**About {need:g} minutes: memtest_vulkan's standard test on the {gpu}, from a cold start;"
    " any error fails the card.** Then run gpu-burn for 30 minutes to stress it under heat.",
    "**约 {need:g} 分钟：在 {gpu} 上从冷机开始跑完 memtest_vulkan 的标准测试，出现任何错误"
    "即不合格。**"
    "然后再跑 30 分钟 gpu-burn，在高温下加压。",
)
MEMTEST_FILLED = T(
    "results.memtest_filled",
    "**Yes: the memory test filled {filled:g} GB of the {gpu}'s {memory:g} GB with no errors,"
    " so the memory sold is there and sound, provided it ran about as long as memtest_vulkan's"
    " standard test of {need:g} minutes.** For an ex-mining card, also run the 30-minute"
    " gpu-burn stress test.",
    "**可以：显存测试测满了 {gpu} {memory:g} GB 中的 {filled:g} GB 且没有报错，说明显存"
    "确实是标称的容量且没有坏块，前提是跑满了与 memtest_vulkan 标准测试相当的约 {need:g} 分钟。**"
    "矿卡还要再跑 30 分钟 gpu-burn 压力测试。",
)
MEMTEST_PART = T(
    "results.memtest_part",
    "**Not yet: {filled:g} GB is only part of the {gpu}'s {memory:g} GB, so the rest of the"
    " memory is untested; run memtest_vulkan over all of it for about {need:g} minutes.** Any"
    " error fails the card.",
    "**还不够：{filled:g} GB 只是 {gpu} {memory:g} GB 显存的一部分，其余显存没测到；让"
    " memtest_vulkan 覆盖全部显存跑约 {need:g} 分钟。**出现任何错误都判不合格。",
)
MEMTEST_CLEAN = T(
    "results.memtest_clean",
    "**Yes, if it ran as long as memtest_vulkan's standard test of about {need:g} minutes: a"
    " memory test with no errors passes the {gpu}.** Then run gpu-burn for 30 minutes to stress"
    " it under heat.",
    "**可以，前提是跑满了 memtest_vulkan 标准测试的约 {need:g} 分钟：显存测试没有报错，"
    "{gpu} 这一项算通过。**"
    "然后再跑 30 分钟 gpu-burn，在高温下加压。",
)
TEST_FAILED = T(
    "results.test_failed",
    "**No: any error in {test} fails the {gpu}.** Errors in a memory test point to faulty"
    " memory chips or an unstable memory clock; return the card if you still can.",
    "**不行：{test} 出现任何错误，{gpu} 就算不合格。**显存测试报错说明显存颗粒有问题或显存频率"
    "不稳定；还能退货就退。",
)
BURN_PASSED = T(
    "results.burn_passed",
    "**Yes: {minutes:g} minutes of gpu-burn with `errors: 0` on every line passes on the"
    " {gpu}; the guide's stress run is {need:g} minutes (`./gpu_burn -tc -m 95% 1800`).**"
    " Also check that clocks did not collapse at the temperature limit during the run.",
    "**可以：gpu-burn 跑了 {minutes:g} 分钟、每行都是 `errors: 0`，{gpu} 算通过；指南给的压力测试是"
    " {need:g} 分钟（`./gpu_burn -tc -m 95% 1800`）。**"
    "另外确认跑的过程中到温度上限时频率没有大幅下跌。",
)
BURN_SHORT = T(
    "results.burn_short",
    "**Not yet: {minutes:g} minutes is short of the {need:g}-minute gpu-burn run"
    " (`./gpu_burn -tc -m 95% 1800`) that exposes an ex-mining card's wear on the {gpu}.**"
    " Pass means `errors: 0` on every line.",
    "**还不够：{minutes:g} 分钟少于暴露矿卡老化所需的 {need:g} 分钟 gpu-burn"
    "（`./gpu_burn -tc -m 95% 1800`），{gpu} 要跑满。**每行都是 `errors: 0` 才算通过。",
)
BURN_LENGTH = T(
    "results.burn_length",
    "**{need:g} minutes: run `./gpu_burn -tc -m 95% 1800` on the {gpu}; it passes when every"
    " line shows `errors: 0`.** Watch `nvidia-smi dmon -s pucvmet` meanwhile: clocks that"
    " collapse at the temperature limit mean worn cooling.",
    "**{need:g} 分钟：在 {gpu} 上运行 `./gpu_burn -tc -m 95% 1800`，每行都是"
    " `errors: 0` 就算过关。**"
    "同时看 `nvidia-smi dmon -s pucvmet`：到温度上限时频率大幅下跌，说明散热老化了。",
)
STRAGGLER = T(
    "results.straggler",
    "**That fails acceptance: one of {cards} measuring well below the others in {test} is a"
    " fault, since on a healthy machine every card and link measures about the same.** Find it"
    " with a pairwise copy test (`nvbandwidth` or `p2pBandwidthLatencyTest`), `nvidia-smi"
    " nvlink -s` for a link down or slow, and `nvidia-smi -q` for that card's PCIe generation"
    " and width, clocks and throttle reasons; have the vendor fix or swap it before you sign.",
    "**算验收不通过：{cards} 里有一张卡在 {test} 中明显低于其他卡，这是故障，健康的机器上每张卡、"
    "每条链路测出来应该差不多。**先定位是哪张：用 `nvbandwidth` 或 `p2pBandwidthLatencyTest`"
    " 逐对测卡间带宽，`nvidia-smi nvlink -s` 看是否有链路掉线或降速，`nvidia-smi -q` 看那张卡的"
    " PCIe 代数和通道宽度、频率与降频原因；让供应商修好或换卡之后再签收。",
)
BUSBW_LOW = T(
    "results.busbw_low",
    "**No: {measured:g} GB/s busbw is low for {cards} inside one machine: each card's link"
    " carries about {link:g} GB/s each way, and all_reduce busbw for large messages should"
    " reach at least {need:g} GB/s (about 70% of that).** Check `nvidia-smi topo -m` for"
    " NVLink and `nvidia-smi nvlink -s` for links down. Across nodes the NICs bound it"
    " instead: about 40 to 50 GB/s per 400 Gb/s NIC, with `NCCL_DEBUG=INFO` showing `NET/IB`.",
    "**不正常：{cards} 单机内 all_reduce 的 busbw 只有 {measured:g} GB/s 偏低：每张卡的互联单向约"
    " {link:g} GB/s，大消息的 busbw 应至少达到 {need:g} GB/s（约七成）。**用 `nvidia-smi topo -m`"
    " 看是否走 NVLink，用 `nvidia-smi nvlink -s` 查有没有断开的链路。跨节点测的话上限是网卡：每块"
    " 400 Gb/s 网卡约 40–50 GB/s，并且 `NCCL_DEBUG=INFO` 里应显示 `NET/IB`。",
)
BUSBW_NORMAL = T(
    "results.busbw_normal",
    "**Yes: {measured:g} GB/s busbw is normal for {cards}: each card's link carries about"
    " {link:g} GB/s each way, and all_reduce busbw for large messages should reach at least"
    " {need:g} GB/s (about 70% of that).** Compare the largest message sizes (1 GB and up), not"
    " the small ones.",
    "**正常：{cards} 的 all_reduce busbw {measured:g} GB/s 在预期内："
    "每张卡的互联单向约 {link:g} GB/s，"
    "大消息的 busbw 应至少达到 {need:g} GB/s（约七成）。**要看 1 GB 以上的大消息，不看小消息。",
)
P2P_LOW = T(
    "results.p2p_low",
    "**No: {measured:g} GB/s between two of {cards} is low: each card's link carries about"
    " {link:g} GB/s each way, and a large copy from card to card should reach at least"
    " {need:g} GB/s (about 70% of that).** Check `nvidia-smi topo -m`: cards under different"
    " CPUs (SYS) or peer-to-peer disabled copy through host memory at a fraction of it; also"
    " check each card's PCIe link width and generation (`nvidia-smi -q | grep -A3 'Link'`).",
    "**不正常：{cards} 卡间只有 {measured:g} GB/s 偏低：每张卡的互联单向约 {link:g} GB/s，"
    "大块数据卡到卡拷贝应至少达到 {need:g} GB/s（约七成）。**用 `nvidia-smi topo -m` 看拓扑："
    "卡挂在不同 CPU 下（SYS）或 P2P 被关掉时，数据要绕经主机内存，只剩几分之一；"
    "再查每张卡的 PCIe 链路宽度和代数（`nvidia-smi -q | grep -A3 'Link'`）。",
)
P2P_NORMAL = T(
    "results.p2p_normal",
    "**Yes: {measured:g} GB/s between two of {cards} is normal: each card's link carries about"
    " {link:g} GB/s each way, and a large copy from card to card should reach at least"
    " {need:g} GB/s (about 70% of that).** Read the largest transfer sizes, not the small ones.",
    "**正常：{cards} 卡间 {measured:g} GB/s 在预期内：每张卡的互联单向约 {link:g} GB/s，"
    "大块数据卡到卡拷贝应至少达到 {need:g} GB/s（约七成）。**要看大块传输的结果，不看小块。",
)
REMAP_PENDING = T(
    "results.remap_pending",
    "**Not necessarily bad yet: 'Remapped Rows Pending: Yes' means the {gpu} found a memory"
    " row with errors and will swap in a spare row at the next GPU reset; reset it (reboot or"
    " `nvidia-smi -r`) and read `nvidia-smi -q -d ROW_REMAPPER` again.** If 'Remapping Failure"
    " Occurred' then shows Yes, or new rows keep being remapped under load, the memory is"
    " failing: return the card.",
    "**不一定是坏卡：'Remapped Rows Pending: Yes' 表示 {gpu} 发现有出错的显存行，下次 GPU 重置时会"
    "换上备用行；重置（重启或 `nvidia-smi -r`）后再看 `nvidia-smi -q -d ROW_REMAPPER`。**如果"
    " 'Remapping Failure Occurred' 变成 Yes，或者加压后还不断有新行被重映射，说明显存在坏：退卡。",
)
REMAP_CLEAN = T(
    "results.remap_clean",
    "**Yes: no remapping pending and no remapping failure is what a healthy {gpu} shows.**"
    " Still run a memory test over the whole range and check the ECC error counters.",
    "**正常：没有待处理的重映射、也没有重映射失败，是健康的 {gpu} 应有的状态。**"
    "仍然要对全部显存做一次测试，并看 ECC 错误计数。",
)
ECC_ERRORS = T(
    "results.ecc_errors",
    "**Only if the errors are correctable and stop rising: a healthy {gpu} shows zero ECC"
    " errors, and any uncorrectable (double-bit) error means return it.** Read `nvidia-smi -q"
    " -d ECC,PAGE_RETIREMENT` for the correctable and uncorrectable counts, run a memory test"
    " under load, and read the counters again: correctable counts that keep growing are the"
    " memory wearing out.",
    "**要看错误类型：健康的 {gpu} ECC 错误计数应为零；只要有不可纠正（双比特）错误就退卡。**"
    "用 `nvidia-smi -q -d ECC,PAGE_RETIREMENT` 分别看可纠正和不可纠正的计数，加压跑一遍显存测试"
    "后再读一次：可纠正的计数还在不断增长，说明显存在老化。",
)
FAILING_NO = T("results.failing_no", "No: ", "不行：")
"""The verdict on a failing card asked whether it is fine or can be kept."""
FAILING_RETURN = T("results.failing_return", "Yes, return it: ", "该退：")
"""The verdict on a failing card asked whether to give it back ("walk away?", "退不退")."""
ECC_UNCORRECTABLE = T(
    "results.ecc_uncorrectable",
    "**{verdict}uncorrectable (double-bit) ECC errors mean the {gpu}'s memory is failing; return"
    " the card or ask for another machine.** A healthy card counts zero of them; keep the"
    " `nvidia-smi -q -d ECC,PAGE_RETIREMENT` output as evidence for the seller or provider.",
    "**{verdict}出现不可纠正（双比特）ECC 错误，说明 {gpu} 的显存在坏，应退卡或要求换机器。**"
    "健康的卡这一项为零；把 `nvidia-smi -q -d ECC,PAGE_RETIREMENT` 的输出留作"
    "找卖家或服务商的证据。",
)
REMAP_FAILED = T(
    "results.remap_failed",
    "**{verdict}'Remapping Failure Occurred: Yes' means the {gpu} has run out of spare memory rows"
    " to swap in; the memory is failing, so return the card or ask for another machine.** A"
    " reset does not clear it; keep the `nvidia-smi -q -d ROW_REMAPPER` output as evidence.",
    "**{verdict}'Remapping Failure Occurred: Yes' 表示 {gpu} 已经没有备用显存行可换，显存在坏，"
    "应退卡或要求换机器。**重置也清不掉；把 `nvidia-smi -q -d ROW_REMAPPER` 的输出留作证据。",
)
ECC_CLEAN = T(
    "results.ecc_clean",
    "**Yes: zero ECC errors is what a healthy {gpu} shows.** Read the counters again after a"
    " memory test under load; any uncorrectable error then means return the card.",
    "**正常：ECC 错误计数为零，是健康的 {gpu} 应有的状态。**加压跑完显存测试后再读一次计数，"
    "出现任何不可纠正错误就退卡。",
)
BUSBW_EXPECTED = T(
    "results.busbw_expected",
    "**Inside one machine, all_reduce busbw for large messages (1 GB and up) should reach at"
    " least {need:g} GB/s on {cards}: about 70% of the {link:g} GB/s each card's link carries"
    " each way.** Across nodes the NICs bound it instead: about 40 to 50 GB/s per 400 Gb/s NIC,"
    " and `NCCL_DEBUG=INFO` must show `NET/IB` rather than `NET/Socket`.",
    "**单机内，{cards} 大消息（1 GB 以上）的 all_reduce busbw 应至少达到 {need:g} GB/s：约为每张卡"
    "互联单向带宽 {link:g} GB/s 的七成。**跨节点时上限是网卡：每块 400 Gb/s 网卡约 40–50 GB/s，"
    "并且 `NCCL_DEBUG=INFO` 里应显示 `NET/IB` 而不是 `NET/Socket`。",
)
TOPO_NO_NVLINK = T(
    "results.topo_no_nvlink",
    "**No, not as sold: {cards} should show `NV#` (NVLink) between every pair in `nvidia-smi"
    " topo -m`; `SYS`, `PHB`, `PIX` or `PXB` mean the GPUs talk over PCIe or the CPU link.** Either"
    " these are PCIe cards or NVLink is down (`nvidia-smi nvlink -s` shows each link): ask the"
    " provider, with the matrix as evidence.",
    "**不对，和承诺的不符：{cards} 在 `nvidia-smi topo -m` 里任意两卡之间都应显示 `NV#`（NVLink）；"
    "`SYS`、`PHB`、`PIX`、`PXB` 表示卡间走 PCIe 或 CPU 互联。**要么是 PCIe 版的卡，"
    "要么 NVLink 没连上（`nvidia-smi nvlink -s` 可看每条链路）：把这张矩阵作为证据找服务商。",
)
TOPO_NVLINK_OK = T(
    "results.topo_nvlink_ok",
    "**Yes: `NV#` between the GPUs means NVLink with # links, as {cards} should show.** Check"
    " that every pair shows it, then run nccl-tests to see the links carry their bandwidth.",
    "**正常：GPU 之间显示 `NV#` 表示有 # 条 NVLink，{cards} 本来就该这样。**确认任意两卡之间都是"
    " NV#，再跑 nccl-tests 看链路带宽是否达标。",
)
NVLINK_FULL = T(
    "results.nvlink_full",
    "**Yes: {seen} is all of {cards}'s NVLink: it has {expected} links of about"
    " {per:g} GB/s each way, {total:g} GB/s both ways per GPU, and every one shows.** Then run"
    " nccl-tests: the links should also carry their bandwidth under load.",
    "**正常：{seen}，{cards} 的 NVLink 一条不少：这张卡本来就是 {expected} 条链路，每条单向约"
    " {per:g} GB/s，每卡双向合计 {total:g} GB/s。**再跑 nccl-tests，确认负载下链路带宽也达标。",
)
NVLINK_RATE_FULL = T(
    "results.nvlink_rate_full",
    "**Yes, at full speed: {seen} is {cards}'s NVLink rate per link ({per:g} GB/s each way,"
    " printed at its signalling rate); its {expected} links make {each_way:g} GB/s each way,"
    " {total:g} GB/s both ways per GPU.** Count that `nvidia-smi nvlink -s` lists all"
    " {expected} (Link 0 to Link {last}) on every GPU, then run nccl-tests: the links should"
    " also carry their bandwidth under load.",
    "**正常，链路跑满速：{seen} 就是 {cards} 每条 NVLink 的速率（单向约 {per:g} GB/s，按信号速率"
    "显示）；{expected} 条链路合计单向 {each_way:g} GB/s，每卡双向 {total:g} GB/s。**再数一下"
    " `nvidia-smi nvlink -s` 在每张卡上是否列出全部 {expected} 条（Link 0 到 Link {last}），"
    "然后跑 nccl-tests，确认负载下链路带宽也达标。",
)
NVLINK_SHORT = T(
    "results.nvlink_short",
    "**No: {seen} falls short of {cards}'s NVLink: it has {expected} links of about {per:g} GB/s"
    " each way ({total:g} GB/s both ways per GPU).** A link is down or the links run slow: check"
    " each with `nvidia-smi nvlink -s` and `nvidia-smi nvlink -e`, and show the provider.",
    "**不对：{seen}，达不到 {cards} 的 NVLink：这张卡应有 {expected} 条链路，每条单向约 {per:g}"
    " GB/s（每卡双向合计 {total:g} GB/s）。**有链路掉了或降速：用 `nvidia-smi nvlink -s` 和"
    " `nvidia-smi nvlink -e` 逐条核对，把结果拿给服务商。",
)
SEEN_NV = T("results.seen_nv", "`NV{links}` ({links} links)", "`NV{links}`（{links} 条链路）")
SEEN_LINKS = T(
    "results.seen_links", "{links} links at {rate:g} GB/s", "{links} 条链路、每条 {rate:g} GB/s"
)
SEEN_COUNT = T("results.seen_count", "{links} links", "{links} 条链路")
SEEN_RATE = T("results.seen_rate", "{rate:g} GB/s per link", "每条链路 {rate:g} GB/s")
TOPO_PCIE_EXPECTED = T(
    "results.topo_pcie_expected",
    "**Yes, that is expected: the {gpu} has no NVLink, so `nvidia-smi topo -m` shows PCIe or CPU"
    " hops (`PIX`, `PXB`, `PHB`, `SYS`) between the cards.** `PIX` or `PXB` (one PCIe switch) is"
    " faster between cards than `PHB` or `SYS` (through the CPU).",
    "**正常：{gpu} 没有 NVLink，所以 `nvidia-smi topo -m` 里卡间显示的是 PCIe 或 CPU 互联"
    "（`PIX`、`PXB`、`PHB`、`SYS`）。**`PIX`、`PXB`（同一个 PCIe 交换芯片下）比 `PHB`、`SYS`"
    "（经过 CPU）的卡间通信更快。",
)
MATMUL_LOW = T(
    "results.matmul_low",
    "**No, {measured:g} TFLOPS is low for the {gpu}: that is {share:.0%} of its {spec:g} TFLOPS"
    " dense {dtype} spec, where one large matmul usually reaches {low:.0%} to {high:.0%}.**"
    " Check the clocks and power limit under load (`nvidia-smi -q -d CLOCK,POWER`), a MIG slice"
    " or a shared card, and that the benchmark runs large bf16 matrices after a warm-up.",
    "**不正常：{measured:g} TFLOPS 对 {gpu} 偏低，只有其 {dtype} 稠密算力 {spec:g} TFLOPS 的"
    " {share:.0%}，而一次大矩阵乘通常能跑到 {low:.0%} 到 {high:.0%}。**检查负载下的频率和功耗上限"
    "（`nvidia-smi -q -d CLOCK,POWER`）、是否是 MIG 切片或多人共用，以及基准是否在预热后用大尺寸"
    " bf16 矩阵。",
)
MATMUL_NORMAL = T(
    "results.matmul_normal",
    "**Yes, {measured:g} TFLOPS is normal for the {gpu}: {share:.0%} of its {spec:g} TFLOPS dense"
    " {dtype} spec, where one large matmul usually reaches {low:.0%} to {high:.0%}.**",
    "**正常：{measured:g} TFLOPS 是 {gpu} 的 {dtype} 稠密算力 {spec:g} TFLOPS 的 {share:.0%}，"
    "一次大矩阵乘通常就是 {low:.0%} 到 {high:.0%}。**",
)
BURN_RATE_LOW = T(
    "results.burn_rate_low",
    "**No, {measured:g} TFLOPS is low for gpu-burn on the {gpu}: gpu-burn multiplies {dtype}"
    " matrices{how}, and that is {share:.0%} of the card's {spec:g} TFLOPS {dtype} spec, where a"
    " large {dtype} matrix multiply usually reaches {low:.0%} to {high:.0%}.** Check the clocks"
    " and power limit under load (`nvidia-smi -q -d CLOCK,POWER`) and whether the card is shared.",
    "**不正常：{measured:g} TFLOPS 对 {gpu} 上的 gpu-burn 偏低：gpu-burn 算的是 {dtype} 矩阵乘"
    "{how}，这只有该卡 {dtype} 算力 {spec:g} TFLOPS 的 {share:.0%}，而大尺寸 {dtype} 矩阵乘"
    "通常能跑到 {low:.0%} 到 {high:.0%}。**检查负载下的频率和功耗上限（`nvidia-smi -q -d"
    " CLOCK,POWER`），以及是否多人共用这张卡。",
)
BURN_RATE_NORMAL = T(
    "results.burn_rate_normal",
    "**Yes, {measured:g} TFLOPS is normal for gpu-burn on the {gpu}: gpu-burn multiplies {dtype}"
    " matrices{how}, and that is {share:.0%} of the card's {spec:g} TFLOPS {dtype} spec, where a"
    " large {dtype} matrix multiply usually reaches {low:.0%} to {high:.0%}.**{note}",
    "**正常：{measured:g} TFLOPS 对 {gpu} 上的 gpu-burn 是正常的：gpu-burn 算的是 {dtype} 矩阵乘"
    "{how}，这是该卡 {dtype} 算力 {spec:g} TFLOPS 的 {share:.0%}，大尺寸 {dtype} 矩阵乘通常就是"
    " {low:.0%} 到 {high:.0%}。**{note}",
)
BURN_HOW_FP32 = T(
    "results.burn_how_fp32",
    " on the CUDA cores, without tensor cores (its default)",
    "（默认只用 CUDA 核心，不用张量核心）",
)
BURN_HOW_TF32 = T("results.burn_how_tf32", " on the tensor cores (`-tc`)", "（`-tc`，用张量核心）")
BURN_TENSOR_NOTE = T(
    "results.burn_tensor_note",
    " The card's {tensor:g} TFLOPS BF16 figure needs tensor cores and 16-bit matrices, which this"
    " run does not use (`gpu_burn -tc` uses the tensor cores, in TF32).",
    "标称的 BF16 {tensor:g} TFLOPS 要用张量核心和 16 位矩阵才跑得到，这个测试没有用到"
    "（`gpu_burn -tc` 会用张量核心，按 TF32 算）。",
)
TOPO_NO_BRIDGE = T(
    "results.topo_no_bridge",
    "**Yes, that is expected unless an NVLink bridge was fitted: the {gpu} links a pair only"
    " through a bridge, so without one `nvidia-smi topo -m` shows PCIe or CPU hops (`PIX`,"
    " `PXB`, `PHB`, `SYS`).** With a bridge the pair shows `NV#`; if one was sold with the"
    " machine, check it with `nvidia-smi nvlink -s`.",
    "**正常，除非装了 NVLink 桥：{gpu} 只有通过桥接器才能两两互联，没有桥时 `nvidia-smi topo -m`"
    " 显示的是 PCIe 或 CPU 互联（`PIX`、`PXB`、`PHB`、`SYS`）。**装了桥的一对卡会显示 `NV#`；"
    "如果卖家说带桥，用 `nvidia-smi nvlink -s` 核对。",
)
MEMBW_FAILED = T(
    "results.membw_failed",
    "**No, don't ignore it: a failed memory-bandwidth test means that {gpu} cannot copy at"
    " close to its {spec:,.0f} GB/s, and a fault on one card holds back every job spread over"
    " the node.** Rerun the test once on that GPU to rule out a fluke (`dcgmi diag -r 3 -i` with"
    " its index); if it fails again, ask for a replacement with the output as evidence.",
    "**不能忽略：显存带宽测试不通过，说明这张 {gpu} 的拷贝达不到 {spec:,.0f} GB/s 附近，"
    "一张卡出问题会拖慢整台机器上所有多卡任务。**先在那张卡上单独重跑一次排除偶发"
    "（`dcgmi diag -r 3 -i` 加它的编号）；还不通过就把输出作为证据，要求换卡或换机。",
)
MEMBW_LOW = T(
    "results.membw_low",
    "**No, {measured:,.0f} GB/s is low for the {gpu}: that is {share:.0%} of its {spec:,.0f} GB/s"
    " memory bandwidth, where a device-to-device copy usually reaches {low:.0%} to {high:.0%}.**"
    " Check the memory clock under load (`nvidia-smi -q -d CLOCK`), a MIG slice or a shared card,"
    " and that the copy is large (hundreds of MB) and timed after a warm-up.",
    "**不正常：{measured:,.0f} GB/s 对 {gpu} 偏低，只有其显存带宽 {spec:,.0f} GB/s 的"
    " {share:.0%}，而显存到显存的拷贝通常能跑到 {low:.0%} 到 {high:.0%}。**检查负载下的显存频率"
    "（`nvidia-smi -q -d CLOCK`）、是否是 MIG 切片或多人共用，"
    "以及拷贝是否足够大（数百 MB）并在预热后计时。",
)
MEMBW_NORMAL = T(
    "results.membw_normal",
    "**Yes, {measured:,.0f} GB/s is normal for the {gpu}: {share:.0%} of its {spec:,.0f} GB/s"
    " memory bandwidth, where a device-to-device copy usually reaches {low:.0%} to {high:.0%}.**",
    "**正常：{measured:,.0f} GB/s 是 {gpu} 显存带宽 {spec:,.0f} GB/s 的 {share:.0%}，"
    "显存到显存的拷贝通常就是 {low:.0%} 到 {high:.0%}。**",
)
STABILITY_PASSED = T(
    "results.stability_passed",
    "**Yes: {measured:g}% frame-rate stability passes on the {gpu}: a looped stress test passes"
    " at {need:g}% or more, which means the card held its performance as it heated up.** Also"
    " run memtest_vulkan and gpu-burn: a stress test that passes says nothing of memory errors"
    " under compute load.",
    "**算过关：{gpu} 的帧率稳定性 {measured:g}%，循环压力测试达到 {need:g}% 及以上即为通过，"
    "说明显卡升温后性能保持住了。**另外再跑 memtest_vulkan 和 gpu-burn：压力测试通过不代表"
    "计算负载下显存没有错误。",
)
STABILITY_FAILED = T(
    "results.stability_failed",
    "**No: {measured:g}% frame-rate stability fails on the {gpu}: a looped stress test passes at"
    " {need:g}% or more.** Performance fell as the card heated up: watch temperature and clocks"
    " with `nvidia-smi dmon -s pucvmet` during a rerun; worn paste or pads, or failing fans, are"
    " the usual cause on a used card.",
    "**不算过关：{gpu} 的帧率稳定性 {measured:g}%，循环压力测试要达到 {need:g}% 及以上才算"
    "通过。**显卡升温后性能掉了：重跑时用 `nvidia-smi dmon -s pucvmet` 观察温度和频率；"
    "二手卡多半是硅脂、导热垫老化或风扇故障。",
)
FABRIC_NORMAL = T(
    "results.fabric_normal",
    "**Yes: {measured:g} Gb/s from {test} is normal on a {rate:g} Gb/s port ({share:.0%} of its"
    " line rate): a healthy InfiniBand link reaches about 95% with large messages, and below"
    " about {need:g} Gb/s (90%) something is wrong.** Next run nccl-tests `all_reduce_perf`"
    " across the nodes with `NCCL_DEBUG=INFO` and check that it shows `NET/IB`, not `NET/Socket`.",
    "**正常：{test} 测出 {measured:g} Gb/s，是 {rate:g} Gb/s 端口线速的 {share:.0%}：健康的"
    " InfiniBand 链路用大消息能跑到约 95%，低于约 {need:g} Gb/s（九成）才说明有问题。**"
    "下一步跨节点跑 nccl-tests 的 `all_reduce_perf`，并在 `NCCL_DEBUG=INFO` 里确认走的是"
    " `NET/IB` 而不是 `NET/Socket`。",
)
FABRIC_LOW = T(
    "results.fabric_low",
    "**No: {measured:g} Gb/s from {test} is low for a {rate:g} Gb/s port ({share:.0%} of its line"
    " rate): a healthy InfiniBand link reaches about 95% with large messages, so expect at least"
    " about {need:g} Gb/s (90%).** Check `ibstat` on both ends for a port that came up at a lower"
    " rate or width, test with large messages (`-s 1048576` or `-a`), and check the NIC's PCIe"
    " slot (generation and width).",
    "**偏低：{test} 测出 {measured:g} Gb/s，只有 {rate:g} Gb/s 端口线速的 {share:.0%}：健康的"
    " InfiniBand 链路用大消息能跑到约 95%，应至少有约 {need:g} Gb/s（九成）。**两端都用 `ibstat`"
    " 看端口是否协商到了更低的速率或宽度，用大消息测（`-s 1048576` 或 `-a`），再查网卡所在"
    " PCIe 插槽的代数和宽度。",
)
PORT_RATE_LOW = T(
    "results.port_rate_low",
    "**No, not cosmetic: {test} shows that port at {measured:g} Gb/s while its peers run"
    " {rate:g} Gb/s ({share:.0%} of their rate), so it trained down, most often a bad or"
    " loose cable or transceiver, or a port error.** Traffic through it (the GPU paired with that"
    " NIC, and every all-reduce across nodes, which runs at the slowest link) gets that share."
    " Reseat or swap the cable, read `ibstat` again, check the link's errors with `mlxlink`"
    " and open a ticket if it stays low.",
    "**不是小事：{test} 显示这个端口只协商到 {measured:g} Gb/s，其他端口是 {rate:g} Gb/s"
    "（只有 {share:.0%}），说明链路降速了，多半是线缆或光模块没插好、坏了，或端口有错误。**"
    "走这个端口的流量（与这块网卡配对的 GPU，以及跨节点的每次 all-reduce，都按最慢的链路跑）"
    "只能拿到这个比例。重新插拔或换线后再看 `ibstat`，用 `mlxlink` 查链路错误，仍然偏低就报修。",
)
PORT_RATE_NORMAL = T(
    "results.port_rate_normal",
    "**Yes: {test} shows that port at {measured:g} Gb/s against its peers' {rate:g} Gb/s"
    " ({share:.0%}), the same rate.** Confirm the bandwidth with `ib_write_bw` between nodes.",
    "**正常：{test} 显示这个端口 {measured:g} Gb/s，与其他端口的 {rate:g} Gb/s 一致"
    "（{share:.0%}）。**再用 `ib_write_bw` 在节点之间实测带宽确认。",
)
PORT_DOWN_ONE_NODE = T(
    "results.port_down_one_node",
    "**No, not for single-node training: the {node}'s GPUs talk to each other over NVLink and"
    " NVSwitch inside the node, and the InfiniBand ports carry traffic only between nodes.**"
    " A port in state Down does matter the day the job spans nodes: the GPU paired with that"
    " NIC loses its rail and every all-reduce across nodes slows to the weakest link, so ask"
    " the provider to reseat or swap its cable or transceiver before you scale out.",
    "**单机训练不受影响：{node} 内的 GPU 之间走 NVLink/NVSwitch，InfiniBand 端口只承载节点之间"
    "的流量。**一旦任务跨节点，处于 Down 的端口就有影响：与这块网卡配对的 GPU 失去自己的通道，"
    "跨节点的每次 all-reduce 都按最弱的链路跑，"
    "所以扩到多机之前请服务商重新插拔或更换线缆、光模块。",
)
PORT_DOWN = T(
    "results.port_down",
    "**No, a port in state Down is a fault: on the {node} that NIC carries nothing between"
    " nodes.** A single-node job is untouched (its GPUs talk over NVLink inside the node), but"
    " across nodes the GPU paired with that NIC loses its rail and every all-reduce slows to the"
    " weakest link. Ask the provider to reseat or swap the cable or transceiver, then read"
    " `ibstat` again (State: Active, the same Rate as its peers).",
    "**不正常，端口处于 Down 是故障：{node} 上这块网卡不承载任何节点间流量。**单机任务不受影响"
    "（GPU 之间走节点内的 NVLink），但跨节点时与它配对的 GPU 失去自己的通道，每次 all-reduce"
    "都按最弱的链路跑。请服务商重新插拔或更换线缆、光模块，再看 `ibstat`（State: Active，"
    "Rate 与其他端口一致）。",
)
FABRIC_EXPECTED = T(
    "results.fabric_expected",
    "**On a {rate:g} Gb/s InfiniBand port, {test} with large messages should show about"
    " {typical:g} Gb/s (about 95% of the line rate) and at least {need:g} Gb/s (90%).** Add"
    " `--report_gbits` to print Gb/s, and check the port's rate and width with `ibstat` first.",
    "**{rate:g} Gb/s 的 InfiniBand 端口上，{test} 用大消息应测出约 {typical:g} Gb/s（线速的"
    "约 95%），至少 {need:g} Gb/s（九成）。**加 `--report_gbits` 让它以 Gb/s 显示，先用 `ibstat`"
    " 确认端口的速率和宽度。",
)
