"""ICE consent freshness (RFC 7675) that a busy machine does not break.

aioice checks consent every 4-6 s with one request that must be answered within 0.5 s, and ends the connection
after six such checks failed in a row. On a loaded machine (a 2-core laptop hosting a meeting, the peer's or the
engine's event loop busy for half a second at a time) the answers come late, and a healthy call was cut as if
the peer had gone: the one-hour soak lost a participant's call after two minutes at load 10 ("Consent to send
expired" while both ends were up), and the call then sat dead. RFC 7675 (section 5.1) lets consent expire when
no response has arrived for 30 s; here each check is retransmitted (after 0.5, 1 and 2 s, as STUN does) so a
late answer still counts, and consent expires only after ``EXPIRY`` seconds without any answer. A peer that is
really gone is still noticed within about 30 s (then the connection closes, as before)."""
from __future__ import annotations

import asyncio
import logging
import random
from typing import Any

import aioice.ice
from aioice import stun

log = logging.getLogger(__name__)

_original_query_consent = aioice.ice.Connection.query_consent

INTERVAL = 5.0  # s between checks, randomised 0.8-1.2 times (RFC 7675 section 5.1)
EXPIRY = 30.0  # s without any answer after which consent expires
RETRANSMISSIONS = 3  # a check is sent again after 0.5, 1 and 2 s, then given 4 s more


async def _query_consent(self: Any) -> None:
    """Replaces ``aioice.ice.Connection.query_consent`` (same contract: returns after closing the connection)."""
    assert self.remote_password is not None
    loop = asyncio.get_running_loop()
    answered = loop.time()
    while True:
        await asyncio.sleep(INTERVAL * (0.8 + 0.4 * random.random()))
        for pair in list(self._nominated.values()):
            request = self.build_request(pair, nominate=False)
            try:
                await pair.protocol.request(request, pair.remote_addr,
                                            integrity_key=self.remote_password.encode("utf8"),
                                            retransmissions=RETRANSMISSIONS)
                answered = loop.time()
            except stun.TransactionError:
                pass
        if loop.time() - answered >= EXPIRY:
            log.warning("ICE consent expired: no answer from the peer for %.0f s", loop.time() - answered)
            self._query_consent_task = None
            return await self.close()


def install_consent_hook() -> None:
    """Use :func:`_query_consent` for every ICE connection from now on (idempotent)."""
    if getattr(aioice.ice.Connection.query_consent, "__meetdesk__", False):
        return
    _query_consent.__meetdesk__ = True  # type: ignore[attr-defined]
    aioice.ice.Connection.query_consent = _query_consent  # type: ignore[method-assign]
