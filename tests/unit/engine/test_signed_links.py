"""Signed download addresses (engine/signed_links.py): pure, with an injected clock."""
from urllib.parse import parse_qs, urlsplit

import pytest

from meetdesk.engine.signed_links import LINK_TTL, LinkRefused, SignedLinks

SECRET = b"d" * 32
PATH = "/download/recordings/abc.webm"


class Clock:
    def __init__(self, now: float) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


def split(url: str) -> tuple[str, dict[str, str]]:
    parts = urlsplit(url)
    return parts.path, {k: v[0] for k, v in parse_qs(parts.query).items()}


def test_a_link_is_valid_for_one_hour_then_refused():
    clock = Clock(1_000_000.5)
    links = SignedLinks(SECRET, clock)
    url = links.sign("http://127.0.0.1:9/", PATH)
    assert url.startswith("http://127.0.0.1:9/download/recordings/abc.webm?expires=")
    path, query = split(url)
    assert int(query["expires"]) == 1_000_000 + LINK_TTL
    links.check(path, query)
    clock.now += LINK_TTL - 1
    links.check(path, query)
    clock.now += 1
    with pytest.raises(LinkRefused, match="expired"):
        links.check(path, query)


def test_tampered_links_are_refused():
    links = SignedLinks(SECRET, Clock(1000))
    path, query = split(links.sign("http://h", PATH))
    later = dict(query, expires=str(int(query["expires"]) + 3600))
    flipped = dict(query, signature=("0" if query["signature"][0] != "0" else "1") + query["signature"][1:])
    for bad_path, bad_query in [("/download/recordings/abd.webm", query), (path, later), (path, flipped),
                                (path, {"expires": query["expires"]}), (path, {}),
                                (path, dict(query, expires="1e9")), (path, dict(query, expires="９" * 3)),
                                (path, dict(query, signature="\ud800")), (path, dict(query, expires="9" * 40))]:
        with pytest.raises(LinkRefused):
            links.check(bad_path, bad_query)
    other = SignedLinks(b"e" * 32, Clock(1000))
    with pytest.raises(LinkRefused, match="signature"):
        other.check(path, query)


def test_a_short_secret_is_refused():
    with pytest.raises(ValueError):
        SignedLinks(b"short")
