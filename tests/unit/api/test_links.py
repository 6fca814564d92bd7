"""parse_link accepts every link shape the service and the app hand out; bad input gets a clear ValueError."""
import pytest

from meetdesk.api import links
from meetdesk.api.links import ParsedLink, parse_link, to_app_scheme

BASE = "http://192.168.1.20:8443"
KEY = "Ab3dEf6hIj9kLm2nOp5qRs8t"
TOKEN = "G7hJk9-Lm_2Np"


@pytest.mark.parametrize("text, expected", [
    (KEY, ParsedLink("access_key", KEY, None)),
    (f'  "{KEY}"\n', ParsedLink("access_key", KEY, None)),
    (links.gui_link(BASE, KEY), ParsedLink("access_key", KEY, BASE)),
    (links.guest_link(BASE, TOKEN), ParsedLink("guest", TOKEN, BASE)),
    (links.permalink_host_link(BASE, TOKEN), ParsedLink("permalink_host", TOKEN, BASE)),
    (links.permalink_guest_link(BASE, TOKEN), ParsedLink("permalink_guest", TOKEN, BASE)),
    (links.self_link(BASE, KEY), ParsedLink("access_key", KEY, BASE)),
    (links.websocket_link(BASE, KEY), ParsedLink("access_key", KEY, BASE)),
    (f"<{BASE}/?{KEY}>", ParsedLink("access_key", KEY, BASE)),
    (f"'{BASE}/permalink?guest={TOKEN}' ", ParsedLink("permalink_guest", TOKEN, BASE)),
    (f"http://meet.example.org/desk/?{KEY}", ParsedLink("access_key", KEY, "http://meet.example.org/desk")),
    (f"https://app.eyeson.team/?{KEY}", ParsedLink("access_key", KEY, "https://api.eyeson.team")),
    (f"https://app.eyeson.team/?guest={TOKEN}", ParsedLink("guest", TOKEN, "https://api.eyeson.team")),
    (f"https://app.eyeson.team/permalink?{TOKEN}", ParsedLink("permalink_host", TOKEN, "https://api.eyeson.team")),
    (f"https://app.eyeson.team/permalink?guest={TOKEN}",
     ParsedLink("permalink_guest", TOKEN, "https://api.eyeson.team")),
    (f"https://app.eyeson.team?{KEY}", ParsedLink("access_key", KEY, "https://api.eyeson.team")),
    (f"https://app.eyeson.team/?{KEY}&locale=de", ParsedLink("access_key", KEY, "https://api.eyeson.team")),
    # the app's own scheme, clean form
    (f"meetdesk://join?api=http%3A%2F%2F192.168.1.20%3A8443&key={KEY}", ParsedLink("access_key", KEY, BASE)),
    (f"meetdesk://join?api=http%3A%2F%2F192.168.1.20%3A8443&guest={TOKEN}", ParsedLink("guest", TOKEN, BASE)),
    (f"meetdesk://permalink?api={BASE}/&token={TOKEN}", ParsedLink("permalink_host", TOKEN, BASE)),
    (f"meetdesk://permalink?guest={TOKEN}&api=https%3A%2F%2Fapi.eyeson.team",
     ParsedLink("permalink_guest", TOKEN, "https://api.eyeson.team")),
    (f"meetdesk://join?{KEY}", ParsedLink("access_key", KEY, None)),
    (f"MEETDESK://join/?key={KEY}", ParsedLink("access_key", KEY, None)),
    # meetdesk:// + an app link without its scheme
    (f"meetdesk://192.168.1.20:8443/?{KEY}", ParsedLink("access_key", KEY, BASE)),
    (f"meetdesk://localhost:8080/permalink?guest={TOKEN}",
     ParsedLink("permalink_guest", TOKEN, "http://localhost:8080")),
    (f"meetdesk://app.eyeson.team/permalink?{TOKEN}", ParsedLink("permalink_host", TOKEN, "https://api.eyeson.team")),
    (f"meetdesk://meet.example.org/?guest={TOKEN}", ParsedLink("guest", TOKEN, "https://meet.example.org")),
])
def test_parse_link_shapes(text, expected):
    assert parse_link(text) == expected


@pytest.mark.parametrize("text, message", [
    ("", "empty"),
    ("   \n ", "empty"),
    ('""', "empty"),
    ("ftp://host/?abcdefgh", "unsupported link scheme"),
    (f"{BASE}/", "no key or token"),
    (f"{BASE}/?guest=", "not a valid guest token"),
    (f"{BASE}/permalink", "no key or token"),
    (f"{BASE}/somewhere/else?{KEY}", "not a meeting link"),
    ("http:///?abcdefgh", "no host"),
    ("abc", "not a valid access key"),
    ("has space inside", "not a valid access key"),
    ("key/with/slash", "not a link or access key"),
    ("guest=abcdef", "not a link or access key"),
    ("meetdesk://join?api=ftp%3A%2F%2Fx&key=abcdefgh", r"api must be an http\(s\) URL"),
    ("meetdesk://join?api=http%3A%2F%2Fx", "no key or token"),
    (f"{BASE}/?{'%3Cscript%3E'}", "not a valid access key"),
])
def test_parse_link_rejects_bad_input(text, message):
    with pytest.raises(ValueError, match=message):
        parse_link(text)


@pytest.mark.parametrize("builder, kind", [
    (links.gui_link, "access_key"), (links.guest_link, "guest"),
    (links.permalink_host_link, "permalink_host"), (links.permalink_guest_link, "permalink_guest"),
])
def test_to_app_scheme_round_trips(builder, kind):
    http_link = builder(BASE, TOKEN)
    app_link = to_app_scheme(http_link)
    assert app_link.startswith("meetdesk://join?" if kind in ("access_key", "guest") else "meetdesk://permalink?")
    assert "api=http%3A%2F%2F192.168.1.20%3A8443" in app_link
    assert parse_link(app_link) == parse_link(http_link) == ParsedLink(kind, TOKEN, BASE)


def test_to_app_scheme_of_bare_key_and_bad_link():
    assert to_app_scheme(KEY) == f"meetdesk://join?key={KEY}"
    with pytest.raises(ValueError):
        to_app_scheme("mailto:someone@example.org")


FP = "0123456789abcdef" * 4
HTTPS = "https://192.168.1.20:8443"


@pytest.mark.parametrize("text, expected", [
    (links.guest_link(HTTPS, TOKEN, FP), ParsedLink("guest", TOKEN, HTTPS, FP)),
    (links.gui_link(HTTPS, KEY, FP), ParsedLink("access_key", KEY, HTTPS, FP)),
    (links.permalink_host_link(HTTPS, TOKEN, FP), ParsedLink("permalink_host", TOKEN, HTTPS, FP)),
    (links.permalink_guest_link(HTTPS, TOKEN, FP), ParsedLink("permalink_guest", TOKEN, HTTPS, FP)),
    # beside #browser, either order, and the AB:CD:... form a browser shows
    (f"{HTTPS}/?guest={TOKEN}#sha256={FP}&browser", ParsedLink("guest", TOKEN, HTTPS, FP)),
    (f"{HTTPS}/?guest={TOKEN}#sha256={FP}#browser", ParsedLink("guest", TOKEN, HTTPS, FP)),
    (f"{HTTPS}/?guest={TOKEN}#browser&SHA256={':'.join(FP[i:i + 2].upper() for i in range(0, 64, 2))}",
     ParsedLink("guest", TOKEN, HTTPS, FP)),
    # no fingerprint: as before
    (f"{HTTPS}/?guest={TOKEN}#browser", ParsedLink("guest", TOKEN, HTTPS)),
    # meetdesk:// of a pinned link: an IP host means https (it would be http without the fingerprint)
    (f"meetdesk://192.168.1.20:8443/?guest={TOKEN}#sha256={FP}", ParsedLink("guest", TOKEN, HTTPS, FP)),
    (f"meetdesk://join?api=https%3A%2F%2F192.168.1.20%3A8443&guest={TOKEN}#sha256={FP}",
     ParsedLink("guest", TOKEN, HTTPS, FP)),
])
def test_links_carry_the_certificate_fingerprint_in_their_fragment(text, expected):
    assert parse_link(text) == expected


def test_a_malformed_fingerprint_is_a_clear_error_and_app_scheme_keeps_it():
    with pytest.raises(ValueError, match="not a SHA-256 certificate fingerprint"):
        parse_link(f"{HTTPS}/?guest={TOKEN}#sha256=abc")
    pinned = links.guest_link(HTTPS, TOKEN, FP)
    assert to_app_scheme(pinned).endswith(f"#sha256={FP}")
    assert parse_link(to_app_scheme(pinned)) == parse_link(pinned)
    assert links.guest_link(HTTPS, TOKEN) == f"{HTTPS}/?guest={TOKEN}"   # no fingerprint, no fragment
