"""The machine a check is asked of: the one the turn before priced or looked up.

"a3-ultragpu-8g — h200s? how many" then "spun one up. how do I confirm they're all h200": the
machine checked is that type, with its eight H200s; "算家云 5090 按小时多少钱" then "租下来了，怎么
确认是满血 5090": the card rented there. A check that names no provider or type of its own keeps
the earlier turn's while its cards are that turn's (or it names none), so the answer says which
machine it checks. Pure: reads the typed requests and the price book's instance table.
"""

from __future__ import annotations

from typing import Any

from assistant.catalog.offers import PriceBook
from assistant.models import GPUAsk, Query
from assistant.question.instances import find_instance


def _line(gpu_id: str) -> str:
    """A card's line ("a100" of "a100-40gb-sxm"): "the a100s" on a type are its own cards."""
    return gpu_id.split("-")[0]


def _on_its_cards(query: Query, book: PriceBook) -> Query:
    """A check that names its own type ("p4d.24xlarge just up, what to run first"): its cards.

    A card of the type's line said beside it ("the a100s") is the type's own card.
    """
    found = find_instance(query.instance_named or "", book, query.provider)
    if found is None or found.gpu_id is None:
        return query
    if any(_line(g.gpu_id) != _line(found.gpu_id) for g in query.gpus):
        return query  # another card named: the type is a side note
    said = next((g.count for g in query.gpus if g.count_stated), None)
    ask = GPUAsk(gpu_id=found.gpu_id, count=said or found.gpu_count, count_stated=True)
    return query.model_copy(update={"gpus": [ask]})


def on_rented_machine(query: Query, previous: Query | None, book: PriceBook) -> Query:
    """``query`` (a verify check) on the provider and instance type ``previous`` named.

    A check naming its own type is on that type's cards.
    """
    if query.kind != "verify" or query.where == "own":
        return query
    if query.instance_named:
        return _on_its_cards(query, book)
    if previous is None:
        return query
    # a follow-up's words that name no type in the table ("topo -m shows NV12 between …")
    # leave the type the turn before named
    unfound = query.follow_up and previous.instance_named is not None
    own = query.provider is not None and query.provider != previous.provider  # not carried
    if own or query.instance_named or query.instance_words and not unfound:
        return query  # the check names its own machine
    if previous.provider is None and previous.instance_named is None:
        return query
    found = None
    if previous.instance_named is not None:
        found = find_instance(previous.instance_named, book, previous.provider)
    earlier = {g.gpu_id for g in previous.gpus} | (
        {found.gpu_id} if found and found.gpu_id else set()
    )
    # another card checked: not the machine asked of before; a card it is suspected to be
    # instead ("not a 4090 passed off as the 5090") is named after the one checked
    if query.gpus and _line(query.gpus[0].gpu_id) not in {_line(g) for g in earlier}:
        return query
    update: dict[str, Any] = {"provider": previous.provider, "where": "cloud"}
    if found is not None:
        update.update(instance_named=found.name, instance_words=[found.name])
    gpus = query.gpus or previous.gpus
    if found is not None and found.gpu_id is not None:
        # the type's own card and count, unless the check says how many it holds
        gpus = [
            GPUAsk(gpu_id=found.gpu_id, count=found.gpu_count, count_stated=True)
            if _line(g.gpu_id) == _line(found.gpu_id) and not g.count_stated
            else g
            for g in (gpus or [GPUAsk(gpu_id=found.gpu_id)])
        ]
    update["gpus"] = [g.model_copy() for g in gpus]
    return query.model_copy(update=update)


__all__ = ["on_rented_machine"]
