"""Retrieval words by trouble kind: what a troubleshooting answer's passages are searched by."""

from __future__ import annotations

from assistant.calc.driver_cuda import MAJOR_FLOOR
from assistant.models import Query

KIND_HINTS: dict[str, tuple[str, str]] = {
    "held_memory": (
        "GPU memory used no running processes nvidia-smi fuser container",
        "显存 被占用 没有进程 nvidia-smi fuser 容器",
    ),
    "oom": (
        "out of memory gradient checkpointing activations micro-batch QLoRA 8-bit optimizer"
        " offload memory per GPU",
        "显存不够 梯度检查点 激活值 批大小 QLoRA 8-bit 优化器 卸载 每卡显存",
    ),
    "utilization": (
        "low GPU utilisation data loading nvidia-smi dmon DCGM",
        "GPU 利用率低 数据加载 nvidia-smi dmon DCGM",
    ),
    "scaling": (
        "multi-GPU scaling NVLink PCIe nvidia-smi topo -m nccl-tests all_reduce_perf",
        "多卡 加速比 NVLink PCIe nvidia-smi topo -m nccl-tests",
    ),
    "nccl": (
        "NCCL timeout NCCL_DEBUG=INFO nccl-tests network topology",
        "NCCL 超时 NCCL_DEBUG=INFO nccl-tests 网络 拓扑",
    ),
    "verify": (
        "verify rented GPU nvidia-smi benchmark nccl-tests fake memory MiB GiB",
        "验机 租用 GPU nvidia-smi 基准测试 nccl-tests 假卡 显存 MiB GiB",
    ),
    "cuda_arch": (
        "no kernel image compute capability sm_ PyTorch CUDA build wheel",
        "no kernel image 算力 compute capability sm_ PyTorch CUDA 版本",
    ),
    "cuda_unavailable": (
        "torch.cuda.is_available False driver CUDA version CPU-only build",
        "torch.cuda.is_available False 驱动 CUDA 版本 CPU 版 PyTorch",
    ),
    "nan_loss": (
        "NaN loss fp16 overflow loss scaling GradScaler bf16",
        "损失 NaN fp16 溢出 损失缩放 GradScaler bf16",
    ),
    "nan_output": (
        "black images noise NaN fp16 overflow VAE bf16",
        "黑图 噪点 NaN fp16 溢出 VAE bf16",
    ),
    "gpu_fault": (
        "Xid fallen off the bus ECC error GPU drops power PCIe",
        "Xid 掉卡 fallen off the bus ECC 错误 供电 PCIe",
    ),
    "slow": (
        "GPU slower than expected clocks power limit PCIe link precision data loading",
        "GPU 速度慢 频率 功耗墙 PCIe 链路 精度 数据加载",
    ),
    "offload": (
        "llama.cpp -ngl layers on the GPU split between GPU and system RAM offload",
        "llama.cpp -ngl 层 放 GPU 其余放内存 卸载",
    ),
    "rocm": (
        "ROCm AMD Radeon gfx1100 llama.cpp HIP rocminfo supported cards",
        "ROCm AMD Radeon gfx1100 llama.cpp HIP rocminfo 支持的显卡",
    ),
    "toolchain": (
        "driver CUDA version compatibility minor-version PyTorch wheel cu128 nvidia-smi",
        "驱动 CUDA 版本 兼容 PyTorch wheel cu128 nvidia-smi",
    ),
    "container": (
        "Docker container --gpus all NVIDIA container toolkit WSL2 driver nvidia-smi",
        "Docker 容器 --gpus all NVIDIA container toolkit WSL2 驱动 nvidia-smi",
    ),
    "idle_card": (
        "vLLM tensor-parallel-size split a model across GPUs nvidia-smi 90% of the GPU in use",
        "vLLM tensor-parallel-size 多卡 拆分 模型 nvidia-smi 显存占用 90%",
    ),
    "tp_split": (
        "vLLM tensor-parallel-size pipeline-parallel-size split a model across GPUs",
        "vLLM tensor-parallel-size pipeline-parallel-size 多卡 拆分 模型",
    ),
    "load_hang": (
        "model loading checkpoint shards disk storage NVMe download RAM",
        "模型 加载 checkpoint 分片 磁盘 存储 NVMe 下载 内存",
    ),
    "driver_old": (
        "NVIDIA driver on your system is too old CUDA 12 PyTorch wheel driver 525 insufficient",
        "驱动太旧 driver too old CUDA 12 PyTorch wheel 525 驱动版本",
    ),
    "driver_module": (
        "couldn't communicate with the NVIDIA driver kernel update DKMS Secure Boot modprobe",
        "无法与 NVIDIA 驱动通信 内核升级 DKMS 安全启动 Secure Boot modprobe",
    ),
    "device_assert": (
        "device-side assert triggered index out of range labels classes CUDA_LAUNCH_BLOCKING",
        "device-side assert triggered 下标越界 标签 类别数 CUDA_LAUNCH_BLOCKING",
    ),
    "power_trip": (
        "PC black-screens reboots training starts PSU spikes over-current protection ATX 3.0",
        "一跑训练就黑屏 重启 电源 功耗尖峰 过流保护 ATX 3.0",
    ),
    "no_device": (
        "GPU not detected lspci nvidia-smi driver dmesg BIOS power",
        "显卡 识别不到 lspci nvidia-smi 驱动 dmesg BIOS 供电",
    ),
    "error": (
        "CUDA error driver version PyTorch build nvidia-smi troubleshooting",
        "CUDA 报错 驱动 版本 PyTorch nvidia-smi 排查",
    ),
}
"""Retrieval words by trouble kind, so the quoted passages explain that problem."""

__all__ = ["KIND_HINTS"]


def below_cuda12(query: Query) -> bool:
    """A CUDA error with a driver stated under CUDA 12's floor: the driver, not the card."""
    said = query.driver_version
    if query.trouble not in ("cuda_unavailable", "cuda_arch") or said is None:
        return False
    return int(said.partition(".")[0]) < int(MAJOR_FLOOR["12"].partition(".")[0])
