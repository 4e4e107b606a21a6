"""Sentences for a CUDA build held against the driver installed, en and zh."""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

DRIVER_TOO_OLD = T(
    "driver.too_old",
    "**The driver is too old for the build: driver {driver} runs CUDA up to {newest}, and a"
    " CUDA {cuda} build needs driver {floor} or newer ({needs} for everything in {cuda}).**"
    " Update the driver (nothing else changes), or install the PyTorch wheel built for CUDA"
    " {newest} or older from the PyTorch install matrix.",
    "**驱动太旧，带不动这个构建：{driver} 版驱动最高支持 CUDA {newest}，而 CUDA {cuda} 的构建"
    "至少要 {floor} 版驱动（要用上 {cuda} 的全部功能需 {needs}）。**"
    "升级驱动即可（其他都不用动），"
    "或者按 PyTorch 安装矩阵装为 CUDA {newest} 或更低版本构建的 wheel。",
)
DRIVER_NO_CUDA = T(
    "driver.no_cuda",
    "**The driver is too old for the build: driver {driver} is older than any CUDA 11 release,"
    " and a CUDA {cuda} build needs driver {floor} or newer.** Update the driver.",
    "**驱动太旧，带不动这个构建：{driver} 版驱动比所有 CUDA 11 版本都旧，CUDA {cuda} 的构建"
    "至少要 {floor} 版驱动。**请升级驱动。",
)
DRIVER_PARTIAL = T(
    "driver.partial",
    "**Driver {driver} runs CUDA up to {newest}: a CUDA {cuda} build starts on it only through"
    " minor-version compatibility, and anything that compiles PTX at run time fails with"
    ' "driver version is insufficient".** Update to driver {needs} or newer, or install the'
    " wheel built for CUDA {newest} or older.",
    "**{driver} 版驱动最高支持 CUDA {newest}：CUDA {cuda} 的构建只能靠次版本兼容跑起来，"
    "运行时要编译 PTX 的部分会报 “driver version is insufficient”。**升级到 {needs} 或更新的驱动，"
    "或者装为 CUDA {newest} 或更低版本构建的 wheel。",
)
__all__ = ["DRIVER_NO_CUDA", "DRIVER_PARTIAL", "DRIVER_TOO_OLD"]
