"""Whether a hosted API is weighed against running the model on rented GPUs, and its price.

"is it cheaper to use an api than rent an h100 for llama 70b?", "调用API和自己租卡跑qwen 72b
哪个便宜", "api at $0.60/M vs self-hosting on 2x h100, at what volume does self-hosting win":
the answer is the self-hosted cost of a million tokens and the volume where it wins, not the
price of owning a card against renting it.
"""

from __future__ import annotations

import re
from decimal import Decimal

from assistant.models import Intent

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
    r"(?<![a-z])(?:vs\.?|versus|or|than|cheaper|breaks?[\s-]?even|worth|win|wins|beats?|instead)"
    r"(?![a-z])"
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
_TOKEN_COST_RE = re.compile(
    r"(?<![a-z])(?:cost|price|spend|\$|dollars?)\w*\s+(?:(?:is|it|does|would|will|be|to|of)\s+)?"
    r"(?:(?:it|run\w*|serv\w*|generat\w*|self[\s-]?host\w*)\s+)?"
    r"(?:per|a|for\s+(?:a|one|each|every))\s+(?:1\s*)?(?:m\b|mil+ion|thousand|1k|k\b|mtok)\s*"
    r"(?:output\s+|input\s+|generated\s+)?(?:tokens?|toks?)"
    r"|(?<![a-z])(?:cost|price)\w*\s+per\s+(?:output\s+)?tokens?(?![a-z])"
    r"|[$＄]\s*/\s*(?:1\s*)?m\s*(?:tokens?|toks?)|[$＄]\s*/\s*mtok|per[\s-]token cost"
    r"|(?:每|一)\s*(?:百万|1m|1\s*m|千|1k)\s*(?:个)?\s*(?:输出)?\s*tokens?\s*(?:的)?\s*"
    r"(?:成本|价格|多少钱|要多少|花多少|费用|算下来)"
    r"|tokens?\s*(?:的)?\s*(?:单价|成本)|(?:百万|1m)\s*tokens?\s*(?:多少钱|成本)"
    r"|(?<![a-z])(?:a|one|1)\s*(?:mil+ion|m)\s+(?:output\s+|input\s+|generated\s+)?tokens?(?![a-z])"
    r"[^?!。？]{0,60}?(?<![a-z])cost"
)
"""A block of tokens priced ("cost per 1M output tokens", "$/Mtok", "每百万token成本")."""
TOKEN_COST_MARGIN = 6
"""How sure a token-cost reading is: the routing's confident reading, as a rent-or-buy spend
is, so serving or power examples sharing "serve" or "full load" do not overturn it."""


def token_cost_intent(slots: dict[str, object], folded: str, intent: Intent) -> Intent:
    """A million tokens of a named model priced on GPUs: the price kind's, at full load.

    "cost per 1M tokens serving llama 8b on an h100 at full load" asks neither a power draw nor
    a serving plan nor a month of rental: the batch timer prices the tokens. An API weighed as
    well is the rent-or-buy weighing's (it gives the same figure and the volume where each wins).
    """
    named = slots.get("model_id") is not None or slots.get("params_b") is not None
    # "h200 vs b200, per-token cost": the comparison prices a million tokens on each
    if slots.get("api_weighed") or not named or intent in ("unsupported", "compare"):
        return intent
    if _TOKEN_COST_RE.search(folded) is None:
        return intent
    slots["token_cost_asked"] = True
    if slots.get("task") in ("power", "serve"):
        slots["task"] = None
    margin = slots.get("intent_margin")
    slots["intent_margin"] = max(margin if isinstance(margin, int) else 0, TOKEN_COST_MARGIN)
    return "cost"


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


_API_SAID_RE = re.compile(
    r"(?<![a-z])(?:apis?|openai|openrouter|pay[\s-]per[\s-]token|per[\s-]token)(?![a-z])"
    r"|调用\s*api|按\s*token|官方\s*api"
)
"""An API named as one (a provider's name alone, "together", may be a word of the sentence)."""


def _box_against_api(folded: str, slots: dict[str, object]) -> dict[str, object]:
    """A card or box bought at a price set against paying an API ("DGX Spark ($4k) or API?").

    Owning the box is weighed against the API's bill, as self-hosting is.
    """
    bought = slots.get("budget") is not None and slots.get("budget_period") == "total"
    bought = bought and slots.get("budget_kind") != "rent" and bool(slots.get("gpus"))
    # a model named is sized on the box by the rent-or-buy weighing ("… through a 32B model")
    bought = bought and slots.get("model_id") is None and slots.get("params_b") is None
    said = _API_SAID_RE.search(folded) is not None  # not "putting together my first box"
    weighed = said and _WEIGH_RE.search(folded) is not None
    if not (bought and weighed) or _SERVING_APP_RE.search(folded) is not None:
        return {}
    return {"api_weighed": True}


def read_api_words(slots: dict[str, object], folded: str, intent: Intent) -> Intent:
    """Fill the API fields and return the intent they make.

    The API's price stated is no budget ("每百万token 2元"); a token cost asked with no API is
    a price (``token_cost_intent``).
    """
    found = api_words(folded) or _box_against_api(folded, slots)
    slots.update(found)
    price = found.get("api_price_per_m")
    if price is not None and slots.get("budget") == price:
        for key in ("budget", "budget_currency", "budget_kind", "budget_period"):
            slots.pop(key, None)
    return token_cost_intent(slots, folded, intent)


__all__ = ["api_price", "api_weighed", "api_words", "read_api_words", "token_cost_intent"]
