"""Listing a meeting on the network: POST /rooms/<ACCESS_KEY>/listing with listed=true|false -> 200
{"listed": ...} (hosts only); GET answers the state. The rules are engine/listing.py."""
from __future__ import annotations

from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from meetdesk.api.models import ListingState
from meetdesk.api.options import parse_bool
from meetdesk.engine.engine import Engine
from meetdesk.engine.http.params import read_params
from meetdesk.engine.http.replies import JsonReply


def routes(engine: Engine) -> list:
    async def listing(request: Request) -> Response:
        meeting, participant = engine.auth.lookup_access_key(request.path_params["key"])
        if request.method == "GET":
            return JsonReply(ListingState(engine.listing.is_listed(meeting)).to_json())
        params = await read_params(request)
        listed = parse_bool(params.get("listed"), "listed")
        return JsonReply(ListingState(engine.listing.set_listed(meeting, participant, listed)).to_json())

    return [Route("/rooms/{key}/listing", listing, methods=["GET", "POST"])]
