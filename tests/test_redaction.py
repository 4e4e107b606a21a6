"""Secrets typed into a question never reach the feedback file: the common key formats.

Formats as their issuers document them: a JWT is three base64url parts, the first two
starting ``eyJ`` (``{"``); AWS secret access keys are 40 base64 characters (AWS's own
example key below); Stripe keys start ``sk_live_``/``rk_live_``; Slack bot tokens ``xoxb-``;
Google API keys ``AIza`` and 35 more characters.
"""

from __future__ import annotations

import pytest

from assistant.ui.feedback import redact_secrets

JWT = (
    "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4ifQ"
    ".SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"
)
AWS_SECRET = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
GOOGLE = "AIza" + "SyD-9tSrke72PouQMnMX-a7eZSW0jkFMBWY"


@pytest.mark.parametrize(
    "secret",
    [
        JWT,
        AWS_SECRET,
        f"aws_secret_access_key = {AWS_SECRET}",
        "AKIAIOSFODNN7EXAMPLE",
        "sk_live_4eC39HqLyjWDarjtT1zdp7dc",
        "rk_test_51H8x2bLkdIwHu7ixQ2Zyf",
        "xoxb-123456789012-1234567890123-AbCdEfGhIjKlMnOpQrStUvWx",
        "xoxp-1234567890-abcdefghij",
        GOOGLE,
        "sk-proj-abcdefghijklmnop",
        "hf_abcdefghijklmnopqrstu",
        "ghp_abcdefghijklmnopqrstu",
    ],
)
def test_key_formats_are_redacted_inside_a_question(secret: str) -> None:
    text = f"my key is {secret} - can I run 70B on 4 H100s?"
    out = redact_secrets(text)
    assert secret.split(" = ")[-1] not in out and "[redacted]" in out
    assert out.endswith("- can I run 70B on 4 H100s?")


@pytest.mark.parametrize(
    "text",
    [
        "can I fine-tune Qwen/Qwen2.5-72B-Instruct on 8x A100-SXM4-80GB?",
        "commit 0123456789abcdef0123456789abcdef01234567 broke sizing",
        "sk_live is the prefix Stripe uses",
        "ABCDEFGHIJKLMNOPQRSTUVWXYZABCDEFGHIJKLMN is forty capitals",
    ],
)
def test_ordinary_text_is_left_alone(text: str) -> None:
    assert redact_secrets(text) == text
