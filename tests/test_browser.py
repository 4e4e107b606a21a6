"""End to end in a real browser: `streamlit run app.py` driven by Debian's Chromium."""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM = Path("/usr/bin/chromium")
ARTIFACTS = ROOT / "test-artifacts"
README_SHOT = ROOT / "docs" / "screenshot-chat.png"
QUESTION = "can I fine-tune a 13B model on two 4090s"
VERDICTS = ("Fits with conditions", "Does not fit", "Fits")

pytestmark = [
    pytest.mark.browser,
    pytest.mark.slow,
    pytest.mark.skipif(not CHROMIUM.exists(), reason="needs /usr/bin/chromium (apt-get install "
                       "chromium; .ci/run installs it)"),
]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _wait_healthy(url: str, proc: subprocess.Popen[bytes], timeout_s: float) -> None:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"streamlit exited with {proc.returncode}")
        try:
            with urllib.request.urlopen(f"{url}/_stcore/health", timeout=2) as resp:
                if resp.status == 200:
                    return
        except OSError:
            time.sleep(0.5)
    raise TimeoutError(f"{url} not healthy after {timeout_s} s")


@pytest.fixture
def server(real_index_dir: Path, tmp_path: Path) -> Iterator[str]:
    port = _free_port()
    env = {**os.environ, "GPU_ADVISOR_INDEX": str(real_index_dir),
           "GPU_ADVISOR_DATA": str(tmp_path / "data"), "HF_HUB_OFFLINE": "1",
           "TRANSFORMERS_OFFLINE": "1", "ANONYMIZED_TELEMETRY": "False"}
    env.pop("CHROMA_URL", None)
    env.pop("ASSISTANT_LLM", None)
    log = (tmp_path / "streamlit.log").open("wb")
    proc = subprocess.Popen(
        [sys.executable, "-m", "streamlit", "run", "app.py", "--server.headless", "true",
         "--server.address", "127.0.0.1", "--server.port", str(port),
         "--browser.gatherUsageStats", "false"],
        cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT,
    )
    url = f"http://127.0.0.1:{port}"
    try:
        _wait_healthy(url, proc, 60)
        yield url
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
        log.close()


def test_chat_in_chromium_shows_verdict_and_source(server: str) -> None:
    from playwright.sync_api import expect, sync_playwright

    ARTIFACTS.mkdir(exist_ok=True)
    with sync_playwright() as pw:
        browser = pw.chromium.launch(
            executable_path=str(CHROMIUM), headless=True,
            args=["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                  "--disable-component-update", "--disable-sync", "--no-first-run"],
        )
        try:
            page = browser.new_page(viewport={"width": 1280, "height": 1700})
            page.goto(server)
            box = page.get_by_test_id("stChatInputTextArea")
            expect(box).to_be_visible(timeout=90_000)
            box.fill(QUESTION)
            box.press("Enter")
            answer = page.get_by_test_id("stChatMessage").nth(1)
            expect(answer.get_by_text("Sources (")).to_be_visible(timeout=120_000)
            text = answer.inner_text()
            assert any(v in text for v in VERDICTS), text[:500]
            assert "[1] " in text and "QLoRA" in text
            expect(page.get_by_test_id("stVegaLiteChart").first).to_be_visible(timeout=30_000)
            # let the chart draw and Streamlit finish its own scroll to the bottom, then show
            # the question, verdict, answer and chart
            page.wait_for_timeout(2000)
            page.get_by_test_id("stChatMessage").first.evaluate(
                "e => e.scrollIntoView({block: 'start'})"
            )
            page.wait_for_timeout(500)
            shot = ARTIFACTS / "chat-13b-two-4090.png"
            page.screenshot(path=str(shot), full_page=True)
            # a follow-up keeps the fine-tune on two 4090s and says what it carried over
            box.fill("what about 70B?")
            box.press("Enter")
            follow = page.get_by_test_id("stChatMessage").nth(3)
            expect(follow.get_by_text("Sources (")).to_be_visible(timeout=120_000)
            carried = follow.get_by_text("Carried over from your previous question:").first
            expect(carried).to_be_visible()
            text = follow.inner_text()
            assert "gpus: rtx-4090" in text and "count: 2" in text, text[:800]
            assert "70b" in text.lower() and "RTX 4090" in text, text[:800]
        finally:
            browser.close()
    assert shot.stat().st_size > 20_000
    if os.environ.get("UPDATE_SCREENSHOT") == "1":  # `make screenshot` refreshes the README's
        README_SHOT.parent.mkdir(exist_ok=True)
        shutil.copyfile(shot, README_SHOT)
