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

__all__ = ["ARCH_OLD_CARD_ON_12"]
