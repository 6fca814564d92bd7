"""Listing a meeting on the network: POST /rooms/<ACCESS_KEY>/listing with listed=true|false -> 200
{"listed": ...} (hosts only); GET answers the state. The rules are engine/listing.py."""
from __future__ import annotations

from meetdesk.api.models import ListingState
from meetdesk.engine.engine import Engine
from meetdesk.engine.http.switches import state_route


def routes(engine: Engine) -> list:
    return [state_route(engine.auth, "listing", "listed", engine.listing.is_listed, engine.listing.set_listed,
                        ListingState)]
