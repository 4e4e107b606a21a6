"""Cloud providers as questions name them: a key per provider and one pattern over them all.

Keys are what the price book's provider index resolves (``aws``, ``gpushare``, ``suanjia``);
clouds the price book does not quote (Together AI, Jarvislabs…) are read too, so an answer can
say it lacks them before giving the closest price.
"""

from __future__ import annotations

import re

PROVIDERS: tuple[tuple[str, str], ...] = (
    ("aws", r"aws|amazon web services|amazon|ec2|亚马逊云|亚马逊"),
    ("gcp", r"gcp|google cloud|谷歌云|gce"),
    ("azure", r"azure|微软云"),
    ("lambda", r"lambda(?:\s*labs|\s*cloud)?"),
    ("runpod", r"runpod"),
    ("nebius", r"nebius"),
    # bare "vast" when set against another cloud ("runpod vs vast", "runpod 和 vast")
    (
        "vast",
        r"vast\.ai|vast ai|vastai|(?<=on )vast|(?<=用)vast|vast(?=\s*(?:上|平台|的))"
        r"|(?<=vs )vast(?![a-z])|(?<=vs\. )vast(?![a-z])"
        r"|(?<=[和与跟])\s*vast(?![a-z])|(?<=还是)\s*vast(?![a-z])",
    ),
    ("coreweave", r"coreweave"),
    ("oracle", r"oracle cloud|oci|甲骨文云"),
    ("paperspace", r"paperspace"),
    # PAI-DSW (notebooks), PAI-EAS (serving), PAI-DLC (training) and 灵骏 are Alibaba Cloud products
    ("aliyun", r"aliyun|alibaba cloud|阿里云|pai[- ]?(?:dsw|eas|dlc)(?![a-z])|灵骏"),
    # bare "tencent" before one of its instance families ("tencent GN7") is its cloud; before
    # a model ("tencent hunyuan") it is the lab
    ("tencent", r"tencent cloud|腾讯云|tencent(?=\s+(?:gn|gt|pnv|gi|cvm|hai)\d*[a-z]*\b)"),
    ("huawei", r"huawei cloud|华为云"),
    ("baidu", r"baidu(?: ai)? cloud|百度智能云|百度云"),
    ("volcano", r"volcano engine|volcengine|火山引擎|火山云"),
    ("autodl", r"autodl"),
    ("ucloud", r"ucloud|compshare|优云智算|优刻得"),
    ("gpushare", r"gpushare|恒源云"),
    ("matpool", r"matpool|矩池云"),
    ("suanjia", r"算家云"),
    ("chenjian", r"晨涧云"),
    # known GPU clouds the price book does not quote: named, so the answer says it lacks them
    ("together", r"together(?:\.ai| ai| computer)"),
    ("jarvislabs", r"jarvis\s?labs(?:\.ai)?"),
    # bare "fireworks" is the cloud when priced or deployed on, not a display
    (
        "fireworks",
        r"fireworks(?:\.ai| ai)|(?<=on )fireworks"
        r"|fireworks(?=\s*(?:on-demand|deployments?|serverless|pricing|prices?|gpus?"
        r"|[abhl]\d{2,3}|上|的|平台))",
    ),
    # "modal" alone is an adjective ("multi-modal"): the cloud when named as one
    (
        "modal",
        r"modal(?:\.com| labs)|(?<=on )modal(?![\s-]*(?:model|input|data))"
        r"|modal(?=\s+(?:bills?|charges?|pricing|prices?|cloud|serverless|gpus?))"
        r"|(?<!-)modal(?='s\s)",
    ),
    ("replicate", r"replicate(?:\.com)?(?= )"),
    ("hyperbolic", r"hyperbolic(?:\.xyz| labs)?"),
    ("tensordock", r"tensordock"),
    ("digitalocean", r"digital\s?ocean(?:'s)?|(?<![a-z])do gpu droplets?|gpu droplets?"),
    ("crusoe", r"crusoe(?: cloud)?"),
    ("fluidstack", r"fluidstack"),
    ("massedcompute", r"massed compute"),
    ("featurize", r"featurize"),
    ("zhixingyun", r"智星云"),
    ("gpugeek", r"gpugeek"),
    ("lanrui", r"蓝耘(?:云|科技)?"),
    ("onethingai", r"onethingai|网心云"),
    ("vultr", r"vultr"),
    (
        "salad",
        r"salad\s*cloud|saladcloud|salad(?:\.com|(?=\'s\s))|(?<=on )salad(?![\s-]*(?:bar|recipe))"
        r"|salad(?=\s*(?:上|平台))",
    ),
    ("scaleway", r"scaleway"),
    ("akamai", r"linode|akamai(?:\s*cloud)?"),
    ("genesiscloud", r"genesis\s*cloud"),
    ("tensorwave", r"tensorwave"),
    ("hotaisle", r"hot\s*aisle"),
    ("voltagepark", r"voltage\s*park"),
    ("sfcompute", r"sf\s*compute|san francisco compute"),
    ("shadeform", r"shadeform"),
    ("baseten", r"baseten"),
    ("novita", r"novita(?:\.ai| ai)?"),
    ("lepton", r"lepton(?:\.ai| ai)"),
    ("jdcloud", r"jd\s*cloud|京东云"),
    ("ksyun", r"kingsoft cloud|ksyun|金山云"),
    ("ecloud", r"china mobile cloud|移动云"),
    ("cucloud", r"china unicom cloud|联通云"),
    ("sensecore", r"sensecore|商汤大装置"),
    ("hyperstack", r"hyperstack"),
    ("lanruixingzhou", r"揽睿星舟|lanrui xingzhou"),
    ("gongji", r"共绩算力|共绩云|gongji"),
    ("hetzner", r"hetzner"),
    ("ovhcloud", r"ovh\s*cloud|ovh(?=\s|$)"),
    ("thundercompute", r"thunder\s*compute"),
    ("ctyun", r"ctyun|天翼云"),
    ("infinigence", r"无问芯穹|infinigence(?: ai)?"),
    ("luchen", r"潞晨云|luchen cloud"),
    ("qingcloud", r"qingcloud|(?<!平步)青云(?!直上)(?:qingcloud)?"),
    ("capitalonline", r"capital\s*online|首都在线"),
    ("paratera", r"paratera|并行科技|并行智算云"),
)
PROVIDER_RE = re.compile(
    "(?<![a-z])(?:" + "|".join(f"(?P<{key}>{pat})" for key, pat in PROVIDERS) + ")"
    "(?:(?<![a-z])|(?![a-z]))"  # a Chinese name may run into Latin letters: "腾讯云GN7"
)


__all__ = ["PROVIDERS", "PROVIDER_RE"]
