"""Sentences for a missing-kernel error on an old card whose stated build still covers it."""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

ARCH_OLD_CARD_ON_12 = T(
    "arch_build.old_card_on_cuda12",
    "**No downgrade needed: the {gpu} is {arch}, compute capability {cc} ({sm}), and PyTorch"
    " builds on CUDA 12.6 or older still carry kernels for it, yours on CUDA {build} too. The"
    " missing kernel is most likely a compiled extension's (flash-attn, bitsandbytes, xformers,"
    " CTranslate2 or a custom CUDA op) built without {sm}: reinstall or rebuild that one for"
    " {sm}, or check that the torch actually imported is the cu{tag} build.**",
    "**不用整体降级：{gpu} 是 {arch} 架构，算力 {cc}（{sm}），CUDA 12.6 及更早的 PyTorch 构建"
    "都还带着它的内核，你基于 CUDA {build} 的也一样。缺内核的多半是某个编译扩展（flash-attn、"
    "bitsandbytes、xformers、CTranslate2 或自定义 CUDA 算子）编译时没带 {sm}：只重装或重编译"
    "这一个，或者确认实际导入的 torch 确实是 cu{tag} 版本。**",
)
"""A Maxwell, Pascal or Volta card under a stated build on CUDA 12.6 or older: the build is not
the cause, an extension is (newer wheels, cu128 and CUDA 13, are left to the general advice)."""

ARCH_BUILD_TOO_OLD = T(
    "arch_build.build_too_old",
    "**Yes, that build cannot run it: the {gpu} is {arch}, compute capability {cc} ({sm}), and"
    " the first CUDA release that compiles for it is {cuda}; a PyTorch build on CUDA {build}"
    " carries no {sm} kernels, so nothing runs on the card (PyTorch warns that the card is not"
    " compatible with the installation, or finds no usable device). Install a build on CUDA {cuda}"
    " or newer{torch_note}.**",
    "**是的，这个构建跑不了它：{gpu} 是 {arch} 架构，算力 {cc}（{sm}），最早支持它的 CUDA 版本是"
    " {cuda}；基于 CUDA {build} 的 PyTorch 不带 {sm} 内核，卡上什么都跑不了（PyTorch 会警告这张卡与"
    "当前安装不兼容，或者认不到可用的卡）。请安装基于"
    " CUDA {cuda} 或更新版本的构建{torch_note}。**",
)
"""A card newer than the stated build: the build has no kernels for it (a yes to "is it
unsupported on that build?")."""
TORCH_FROM = T("arch_build.torch_from", " (PyTorch {torch} or later)", "（PyTorch {torch} 及以上）")

__all__ = ["ARCH_BUILD_TOO_OLD", "ARCH_OLD_CARD_ON_12", "TORCH_FROM"]
