"""The sepp auth_token (engine/credentials.py): pure functions, tested without sockets."""
import base64
import json
import secrets

import pytest

from meetdesk.engine.credentials import AuthTokenError, mint_auth_token, verify_auth_token

SECRET = b"s" * 32


def test_a_minted_token_verifies_with_its_claims():
    token = mint_auth_token("cid1", "conf1", SECRET, ttl=60, now=1000)
    claims = verify_auth_token(token, SECRET, now=1030)
    assert claims["client_id"] == "cid1" and claims["conf_id"] == "conf1" and claims["exp"] == 1060


@pytest.mark.parametrize("client_id", [secrets.token_hex(12) for _ in range(20)])
def test_the_payload_segment_never_holds_base64url_only_characters(client_id):
    """The browser library decodes it with atob (the engine's ids are hex; the pad claim does the rest)."""
    payload = mint_auth_token(client_id, secrets.token_hex(12), SECRET).split(".")[1]
    assert "-" not in payload and "_" not in payload
    decoded = json.loads(base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4)))
    assert decoded["client_id"] == client_id


def test_expired_forged_and_malformed_tokens_are_refused():
    token = mint_auth_token("cid1", "conf1", SECRET, ttl=60, now=1000)
    with pytest.raises(AuthTokenError, match="expired"):
        verify_auth_token(token, SECRET, now=1061)
    with pytest.raises(AuthTokenError, match="signature"):
        verify_auth_token(token, b"other" * 8, now=1000)
    for bad in ("", "a.b", "a.b.c.d", "é.b.c", "x" * 5000):
        with pytest.raises(AuthTokenError):
            verify_auth_token(bad, SECRET)


def test_ids_whose_own_bytes_encode_to_dash_or_underscore_still_get_an_atob_safe_token():
    """Padding must shift the alignment of the ids themselves: ids made of characters that encode to - or _
    in one alignment end in a token the browser library's atob can read (it looped forever before)."""
    for client_id in ("?>?>?>", "~~~~", "a?b>c", "\u00ff\u00fe"):
        token = mint_auth_token(client_id, "conf?>", b"s" * 32)
        payload = token.split(".")[1]
        assert "-" not in payload and "_" not in payload
        assert verify_auth_token(token, b"s" * 32)["client_id"] == client_id
