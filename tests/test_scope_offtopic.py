"""Off-topic subjects that name a card (code requests, mining, displays, API token prices).

A coding request, a crypto-mining setting, a monitor's trouble or a closed API's per-token
price is not a GPU-for-AI question even when a GPU or a price is named: the answer is the
unsupported one, never a quoted guide passage. AI work beside such words stays on topic.
"""

from __future__ import annotations

import pytest

from assistant.catalog.specs import Catalog
from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.fixture(scope="module")
def catalog(advisor) -> Catalog:
    return advisor.catalog


@pytest.mark.parametrize(
    "text",
    [
        "could you code me a small bash script that pings my 4090 box and emails me",
        "pls make a scraper for a100 listings on craigslist",
        "帮我写一个python脚本，每天抓京东上4080的价格",
        "what overclock for ravencoin on a 3060 ti, hashrate is low",
        "5700xt 挖以太坊 超频怎么设",
        "4090 plugged into my tv over hdmi, screen tearing everywhere",
        "3080 接两台显示器 一台 240hz 一台 60hz 会卡吗",
        "how much is the chatgpt api per 1m tokens these days",
        "anthropic的api 百万token价格",
        # saving a site's videos or music
        "怎么把抖音上的视频下载成 1080p",
        "best way to download bilibili videos at 4k?",
        "yt-dlp keeps failing on age-restricted stuff, fix?",
    ],
)
def test_off_topic_subjects_are_unsupported(catalog: Catalog, text: str) -> None:
    query = parse(text, catalog)
    assert query.intent == "unsupported"
    assert query.off_topic


@pytest.mark.parametrize(
    "text",
    [
        "is an ex-mining 3090 fine for running 70b llms at q4",
        "running llama 3 70b myself vs paying the openai api, which is cheaper per month",
        "3090 矿卡 跑 qwen2.5 32b 行不行",
        "下载 wan2.1 的视频模型要多大硬盘，4090 跑得动吗",
        "downloading the flux model files now, will a 3060 12gb run it?",
    ],
)
def test_ai_work_beside_those_words_stays_on_topic(catalog: Catalog, text: str) -> None:
    query = parse(text, catalog)
    assert query.intent != "unsupported"
    assert not query.off_topic


def test_the_answer_says_not_covered_first(advisor) -> None:
    answer = advisor.converse(["ok write me a python script that scrapes 5090 prices"]).turns[-1]
    assert answer.answer.intent == "unsupported"
    assert answer.answer.answer.startswith("I can only help with choosing GPUs")
    mining = advisor.converse(["best kaspa mining profile for my 4070?"]).turns[-1].answer
    assert "crypto mining" in mining.answer.splitlines()[0]


def test_a_video_download_is_declined_not_quoted(advisor) -> None:
    answer = advisor.converse(["b站的视频怎么下 4k 的"]).turns[-1].answer
    assert answer.kind == "unsupported"
    assert answer.answer.startswith("我只能回答")
    assert not answer.citations


def test_forge_flags_are_explained_from_the_guide(advisor) -> None:
    answer = advisor.ask("why did forge drop --lowvram, and why is offloading weights slower?")
    assert answer.kind == "concept"
    assert any(c.section.startswith("Forge and AUTOMATIC1111") for c in answer.citations)
