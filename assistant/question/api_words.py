"""Whether a hosted API is weighed against running the model on rented GPUs, and its price.

"is it cheaper to use an api than rent an h100 for llama 70b?", "调用API和自己租卡跑qwen 72b
哪个便宜", "api at $0.60/M vs self-hosting on 2x h100, at what volume does self-hosting win":
the answer is the self-hosted cost of a million tokens and the volume where it wins, not the
price of owning a card against renting it.
"""

from __future__ import annotations

import re
from decimal import Decimal

_API_RE = re.compile(
    r"(?<![a-z])(?:apis?|openai|openrouter|together(?:\.ai| ai)?|fireworks|groq|deepinfra"
    r"|hosted (?:model|endpoint|inference)|pay[\s-]per[\s-]token|per[\s-]token pricing)(?![a-z])"
    r"|调用\s*api|按\s*token\s*(?:计费|付费|收费)|官方\s*api|api\s*(?:调用|接口)"
)
_SELF_RE = re.compile(
    r"(?<![a-z])(?:self[\s-]?host\w*|rent\w*|run (?:it |them )?(?:myself|ourselves|ourself)"
    r"|own (?:gpus?|hardware|cards?)|on[\s-]prem\w*|(?:our|my) own)(?![a-z])"
    r"|自己(?:部署|租|跑|搭|买)|自建|私有化|租(?:卡|显卡|gpu|服务器|机器)|自部署|本地部署"
)
_WEIGH_RE = re.compile(
    r"(?<![a-z])(?:vs\.?|versus|or|than|cheaper|break[\s-]?even|worth|win|wins|instead)(?![a-z])"
    r"|还是|比|哪个|划算|便宜|回本|值不值|值得"
)
_SERVING_APP_RE = re.compile(
    r"(?:api|接口)\s*(?:for|behind)\s+(?:our|my|an?|the)\s+(?:\w+\s+){0,2}"
    r"(?:app|service|product|site|website|users?|customers?|clients?)(?![a-z])"
    r"|(?:for|behind) (?:an? |our |my )(?:[\w/-]+ ){0,3}api(?![a-z])|给.{0,6}(?:app|应用|用户)"
    r"|(?<![a-z])how many (?!tokens?|million|m\b)|多少张|几张|要备"
)
"""An API the asker serves ("sdxl api for our app, how many l4s"): serving, not buying tokens."""
_PRICE_RE = re.compile(
    r"[$＄]\s*(?P<usd>\d+(?:\.\d+)?)\s*(?:/|per|a|每)\s*(?:1\s*)?(?:m|million|mtok|百万)(?![a-z])"
    r"|(?P<n>\d+(?:\.\d+)?)\s*(?P<unit>美元|刀|元|块|usd|dollars?)\s*(?:/|per|a|每)\s*"
    r"(?:1\s*)?(?:m|million|百万)\s*(?:tokens?|tok)?"
    r"|每\s*(?:百万|1m|1\s*m)\s*tokens?\s*(?P<zn>\d+(?:\.\d+)?)\s*(?P<zunit>美元|刀|元|块)"
)


def api_price(folded: str) -> tuple[Decimal, str] | None:
    """The API price per 1M tokens stated, and its currency ("$0.60/M", "每百万token 2元")."""
    m = _PRICE_RE.search(folded)
    if m is None:
        return None
    if m["usd"]:
        return Decimal(m["usd"]), "USD"
    unit = m["unit"] or m["zunit"] or ""
    amount = Decimal(m["n"] or m["zn"])
    return amount, ("CNY" if unit in ("元", "块") else "USD")


def api_weighed(folded: str) -> bool:
    """Whether buying tokens from an API is weighed against running the model oneself."""
    if _API_RE.search(folded) is None or _SELF_RE.search(folded) is None:
        return False
    return _WEIGH_RE.search(folded) is not None and _SERVING_APP_RE.search(folded) is None


def api_words(folded: str) -> dict[str, object]:
    """The ``Query`` fields of an API weighed against renting: the flag and the price stated."""
    if not api_weighed(folded):
        return {}
    price = api_price(folded)
    if price is None:
        return {"api_weighed": True}
    return {"api_weighed": True, "api_price_per_m": price[0], "api_price_currency": price[1]}


def read_api_words(slots: dict[str, object], folded: str) -> None:
    """Fill the API fields; the API's price stated is no budget ("每百万token 2元")."""
    found = api_words(folded)
    slots.update(found)
    price = found.get("api_price_per_m")
    if price is not None and slots.get("budget") == price:
        for key in ("budget", "budget_currency", "budget_kind", "budget_period"):
            slots.pop(key, None)


__all__ = ["api_price", "api_weighed", "api_words", "read_api_words"]
