"""Who may touch what: every API-key resource belongs to the API key that made it.

An API-key request or socket authenticates once (``Engine.authenticate``) and gets a ``KeyScope``; every
endpoint and socket, the ones still to come included (recordings, snapshots, forwards, webhooks), asks the
scope, and only the scope, whether a resource is the caller's. Another key's resource answers exactly what
an unknown one answers (404 "unknown <what>"), so a key learns nothing about what others hold. A resource
without an owner belongs to nobody.
"""
from __future__ import annotations

import hmac
from dataclasses import dataclass

from meetdesk.api.errors import ApiError


@dataclass(frozen=True)
class KeyScope:
    """An authenticated API key: its id and the ownership check."""

    key_id: str

    def owns(self, owner_key_id: str | None) -> bool:
        return owner_key_id is not None and hmac.compare_digest(owner_key_id, self.key_id)

    def require(self, owner_key_id: str | None, what: str) -> None:
        """404 "unknown <what>" unless the resource (its owner's key id; None for no resource) is ours."""
        if not self.owns(owner_key_id):
            raise ApiError(404, f"unknown {what}")
