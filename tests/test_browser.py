"""End to end in a real browser: `streamlit run app.py` driven by Debian's Chromium."""

from __future__ import annotations

import os
import re
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.support.servers import free_port, running_server

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM = Path("/usr/bin/chromium")
ARTIFACTS = ROOT / "test-artifacts"
README_SHOT = ROOT / "docs" / "screenshot-chat.png"
QUESTION = "can I fine-tune a 13B model on two 4090s"
VERDICTS = ("Fits with conditions", "Does not fit", "Fits")

pytestmark = [
    pytest.mark.browser,
    pytest.mark.slow,
    pytest.mark.skipif(
        not CHROMIUM.exists(),
        reason="needs /usr/bin/chromium (apt-get install chromium; .ci/run installs it)",
    ),
]


@pytest.fixture
def server(real_index_dir: Path, scratch_data_dir: Path, tmp_path: Path) -> Iterator[str]:
    port = free_port()
    env = {
        **os.environ,
        "GPU_ADVISOR_INDEX": str(real_index_dir),
        "GPU_ADVISOR_DATA": str(scratch_data_dir),
        "HF_HUB_OFFLINE": "1",
        "TRANSFORMERS_OFFLINE": "1",
        "ANONYMIZED_TELEMETRY": "False",
    }
    env.pop("CHROMA_URL", None)
    env.pop("ASSISTANT_LLM", None)
    command = [
        sys.executable,
        "-m",
        "streamlit",
        "run",
        "app.py",
        "--server.headless",
        "true",
        "--server.address",
        "127.0.0.1",
        "--server.port",
        str(port),
        "--browser.gatherUsageStats",
        "false",
    ]
    with running_server(
        command,
        port,
        tmp_path / "streamlit.log",
        health_path="/_stcore/health",
        env=env,
        cwd=ROOT,
        start_timeout_s=60,
    ):
        yield f"http://127.0.0.1:{port}"


WIDTHS = (1400, 420)
PAGES = ("gpus", "models", "prices", "calculator", "recommendations", "about")
PHONE_SHOTS = {  # README screenshots at phone width
    "chat-en-420": ROOT / "docs" / "screenshot-phone-chat.png",
    "prices-en-420": ROOT / "docs" / "screenshot-phone-prices.png",
    "calculator-en-420": ROOT / "docs" / "screenshot-phone-calculator.png",
}
PAINTS_WITHIN_S = 30.0
"""The page's first heading must appear at all: a bound for a page that never paints, not the
5-second target. That target is a speed figure: the test prints it and writes it to
test-artifacts/first-paint.txt (the README reports it) but does not assert it, since under CI's
load beside other tests the same page took 5.2 s and alone 1.4-3.0 s."""
OVERFLOW_JS = """() => {
    const width = document.documentElement.clientWidth;
    const inScrollBox = (e) => {
        for (let a = e.parentElement; a; a = a.parentElement) {
            const style = getComputedStyle(a);
            // a table's own scroll box counts; the page-wide main column does not
            if (/(auto|scroll)/.test(style.overflowX)
                && a.getBoundingClientRect().width < width - 8
                && a.getBoundingClientRect().right <= width + 1) { return true; }
        }
        return false;
    };
    const bad = new Set();
    for (const e of document.querySelectorAll('[data-testid="stMain"] *')) {
        const r = e.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) { continue; }
        if ((r.right > width + 1 || r.left < -1) && !inScrollBox(e)) {
            bad.add(e.getAttribute('data-testid') || e.tagName.toLowerCase());
        }
    }
    return {scroll: document.scrollingElement.scrollWidth, width, bad: [...bad].slice(0, 12)};
}"""
QUESTIONS = {"en": QUESTION, "zh": "两张 4090 能微调 13B 模型吗？"}
ZH_SHOT = ROOT / "docs" / "screenshot-chat-zh.png"
# English allowed on Chinese screens: product and project names, units, terms of art
ALLOWED_IN_ZH = {
    "GPU",
    "GPUs",
    "GB",
    "GiB",
    "TB",
    "TFLOPS",
    "TOPS",
    "LoRA",
    "QLoRA",
    "BF16",
    "bf16",
    "INT4",
    "int4",
    "FP8",
    "fp8",
    "FP16",
    "FP32",
    "fp32",
    "INT8",
    "ZeRO",
    "FSDP",
    "DDP",
    "NVLink",
    "PCIe",
    "CUDA",
    "NCCL",
    "KV",
    "CPU",
    "JSON",
    "USD",
    "CNY",
    "token",
    "tokens",
    "logits",
    "adamw",
    "AdamW",
    "FlashAttention",
    "PyTorch",
    "OOM",
    "LLaMA",
    "Factory",
    "Baichuan2",
    "W",
    "GDDR6",
    "GDDR6X",
    "GDDR7",
    "HBM2e",
    "HBM3",
    "HBM3e",
    "ECC",
    "s",
    "MoE",
    "bit",
    "GPU Advisor",
    "Advisor",
    "nvidia",
    "smi",
    "x16",
    "SXM",
    "SXM4",
    "SXM5",
    "English",  # the language switch names each language in itself
    "LLM",
    # product and technology names in the curated recommendations and guide titles
    "AI",
    "CANN",
    "GGUF",
    "InfiniBand",
    "MindSpore",
    "NVIDIA",
    "NVSwitch",
    "RoCE",
    "TCO",
    "TGI",
    "cpp",
    "cuDNN",
    "llama",
    "vLLM",
}
SNAKE = re.compile(r"\b[a-z]+(?:_[a-z0-9]+)+\b")
PATHS = re.compile(r"\S+\.(?:md|yaml)(?:#\S*)?")
COMMANDS = re.compile(r"gpu-advisor[^\u3400-\u9fff，。；：、]*|--[a-z][a-z-]*(?:\s+\"[^\"]*\")?")
"""A command the reader types (`gpu-advisor verify --expect "8x H100 SXM"`) is code, not prose."""
WORD = re.compile(r"[A-Za-z][A-Za-z0-9]*")
QUIET_MS = 500
"""A view is settled when Streamlit is not running the script, no element is stale, and the
layout (page size, element count, text length, chart sizes) has not changed for this long."""
SETTLED_JS = """(quiet) => {
    const busy = document.querySelector(
        '[data-testid^="stStatusWidgetRunning"], [data-stale="true"]');
    const app = document.querySelector('[data-testid="stApp"]');
    const page = document.scrollingElement;
    const charts = [...document.querySelectorAll(
        '[data-testid="stVegaLiteChart"] canvas, [data-testid="stVegaLiteChart"] svg')];
    const sig = busy || !app ? 'busy' : [
        page.scrollWidth, page.scrollHeight, app.querySelectorAll('*').length,
        app.innerText.length, ...charts.map(c => Math.round(c.getBoundingClientRect().width)),
    ].join(',');
    const now = performance.now();
    const last = window.__settled;
    if (!last || last.sig !== sig) { window.__settled = {sig, since: now}; return false; }
    return sig !== 'busy' && now - last.since >= quiet;
}"""


def _catalog_words() -> set[str]:
    from assistant.catalog.specs import load_catalog

    catalog = load_catalog(ROOT / "knowledge" / "specs")
    names = [g.name for g in catalog.gpus.values()] + [m.name for m in catalog.models.values()]
    return {w for n in names for w in WORD.findall(n)}


def _visible_text(page: Any) -> str:
    """The page's visible text, without Material icon ligatures (``chat``, ``memory``)."""
    text: str = page.evaluate(
        """() => {
            document.querySelectorAll('[data-testid="stIconMaterial"]')
                .forEach(e => { e.textContent = ''; });
            // Streamlit's own "Skip to main content" link is only drawn on keyboard focus
            document.querySelectorAll('a')
                .forEach(a => { if (a.innerText.trim() === 'Skip to main content') {
                    a.textContent = ''; } });
            // a chart label's lines are separate SVG tspans: keep them apart as a reader would
            document.querySelectorAll('svg tspan, svg text')
                .forEach(t => { if (!t.querySelector('tspan')) { t.textContent += ' '; } });
            return document.querySelector('[data-testid="stApp"]').innerText;
        }"""
    )
    return text


def _overflow(page: Any) -> list[str]:
    """What runs past the right edge of a phone-width viewport (empty when nothing does)."""
    found: dict[str, Any] = page.evaluate(OVERFLOW_JS)
    out = [f"element {b!r} runs off the {found['width']} px viewport" for b in found["bad"]]
    if found["scroll"] > found["width"] + 1:
        out.append(f"page scrolls sideways: {found['scroll']} px wide in {found['width']} px")
    return out


def _problems(text: str, lang: str, allowed: set[str]) -> list[str]:
    found = []
    if "**" in text:
        found.append("literal ** in the text")
    found += [f"internal name {w!r}" for w in sorted(set(SNAKE.findall(PATHS.sub("", text))))]
    if lang == "zh":
        prose = COMMANDS.sub("", PATHS.sub("", text))
        english = {w for w in WORD.findall(prose) if w not in allowed}
        found += [f"English word {w!r} on a Chinese screen" for w in sorted(english)]
    return found


def _settle(page: Any) -> None:
    """Wait until the view is settled (``SETTLED_JS``) instead of sleeping a fixed time."""
    page.evaluate("window.__settled = null")
    page.wait_for_function(SETTLED_JS, arg=QUIET_MS, timeout=60_000)


def _shoot(page: Any, name: str) -> Path:
    _settle(page)
    if os.environ.get("UPDATE_SCREENSHOT") == "1":  # README pictures: let fades finish too
        page.wait_for_timeout(800)
    shot = ARTIFACTS / f"{name}.png"
    page.screenshot(path=str(shot), full_page=True, animations="disabled")
    return shot


def _small_png(src: Path, dest: Path) -> None:
    """Copy a screenshot for the README, palette-reduced to stay well under 300 KB."""
    from PIL import Image

    with Image.open(src) as image:
        # octree keeps the chart's saturated legend colours exact (median cut shifts them)
        image.convert("RGB").quantize(colors=256, method=Image.Quantize.FASTOCTREE).save(
            dest, optimize=True
        )


def test_every_view_in_both_languages_at_desktop_and_phone_width(server: str) -> None:
    from playwright.sync_api import expect, sync_playwright

    ARTIFACTS.mkdir(exist_ok=True)
    allowed = ALLOWED_IN_ZH | _catalog_words()
    problems: dict[str, list[str]] = {}
    paints: dict[str, float] = {}
    shots: dict[str, Path] = {}
    with sync_playwright() as pw:
        browser = pw.chromium.launch(
            executable_path=str(CHROMIUM),
            headless=True,
            args=[
                "--no-sandbox",
                "--disable-gpu",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--no-first-run",
            ],
        )
        try:
            for lang in ("en", "zh"):
                page = browser.new_page(viewport={"width": WIDTHS[0], "height": 1000})
                started = time.monotonic()
                page.goto(f"{server}/?lang={lang}")
                expect(page.get_by_test_id("stHeading").first).to_be_visible(timeout=90_000)
                paints[lang] = time.monotonic() - started
                box = page.get_by_test_id("stChatInputTextArea")
                expect(box).to_be_visible(timeout=90_000)
                box.fill(QUESTIONS[lang])
                box.press("Enter")
                answer = page.get_by_test_id("stChatMessage").nth(1)
                sources = "Sources (" if lang == "en" else "来源 ("
                expect(answer.get_by_text(sources)).to_be_visible(timeout=120_000)
                expect(page.get_by_test_id("stVegaLiteChart").first).to_be_visible(timeout=30_000)
                text = answer.inner_text()
                assert any(v in text for v in (VERDICTS if lang == "en" else ("有条件可行",)))
                assert "[1]" in text and "QLoRA" in text
                assert ("GiB" in text) and ("24.5 GB" in text)
                for width in WIDTHS:
                    page.set_viewport_size({"width": width, "height": 1700 if width > 500 else 844})
                    _settle(page)
                    # desktop: question, verdict, answer; phone: the chart's labels and legend
                    target = "stChatMessage" if width > 500 else "stVegaLiteChart"
                    page.get_by_test_id(target).first.evaluate(
                        "e => e.scrollIntoView({block: 'start'})"
                    )
                    name = f"chat-{lang}-{width}"
                    shots[name] = _shoot(page, name)
                    problems[name] = _problems(_visible_text(page), lang, allowed)
                    if width < 500:
                        problems[name] += _overflow(page)
                if lang == "en":
                    # a follow-up keeps the fine-tune on two 4090s and says what it carried
                    page.set_viewport_size({"width": WIDTHS[0], "height": 1700})
                    box.fill("what about 70B?")
                    box.press("Enter")
                    follow = page.get_by_test_id("stChatMessage").nth(3)
                    expect(follow.get_by_text("Sources (")).to_be_visible(timeout=120_000)
                    carried = follow.get_by_text("Carried over from your previous question").first
                    expect(carried).to_be_visible()
                    text = follow.inner_text()
                    assert "70B" in text and "RTX 4090" in text, text[:800]
                    assert "rtx-4090" not in text, text[:800]
                for view in PAGES:
                    page.set_viewport_size({"width": WIDTHS[0], "height": 1000})
                    page.goto(f"{server}/{view}?lang={lang}")
                    expect(page.get_by_test_id("stHeading").first).to_be_visible(timeout=60_000)
                    for width in WIDTHS:
                        page.set_viewport_size({"width": width, "height": 1000})
                        name = f"{view}-{lang}-{width}"
                        shots[name] = _shoot(page, name)
                        problems[name] = _problems(_visible_text(page), lang, allowed)
                        if width < 500:
                            problems[name] += _overflow(page)
                page.close()
        finally:
            browser.close()
    (ARTIFACTS / "browser-problems.txt").write_text(
        "\n".join(f"{k}: {v}" for k, v in problems.items()), encoding="utf-8"
    )
    (ARTIFACTS / "first-paint.txt").write_text(
        "\n".join(f"{k}: {v:.2f} s" for k, v in paints.items()), encoding="utf-8"
    )
    assert all(shot.stat().st_size > 10_000 for shot in shots.values())
    assert not {k: v for k, v in problems.items() if v}
    if os.environ.get("UPDATE_SCREENSHOT") == "1":  # `make screenshot` refreshes the README's
        README_SHOT.parent.mkdir(exist_ok=True)
        _small_png(shots["chat-en-1400"], README_SHOT)
        _small_png(shots["chat-zh-1400"], ZH_SHOT)
        for name, dest in PHONE_SHOTS.items():
            _small_png(shots[name], dest)
    # the first load of a fresh server paints before the advisor loads (under a spinner)
    print(f"first paint after ready: {paints}")
    assert all(v <= PAINTS_WITHIN_S for v in paints.values()), paints
