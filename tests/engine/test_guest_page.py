"""The guest page at the engine's app links and its files (engine/http/guest_page.py, resources/web), over real
HTTP: which requests get the page, which still get the API, and the page's headers. The page itself runs in
Chromium in tests/interop/test_guest_page_browser.py."""
from __future__ import annotations

import html
import re

import pytest

from meetdesk.api.options import GUEST_ADJECTIVES, GUEST_ANIMALS
from meetdesk.engine.http.guest_page import link_query, render_page, web_files


@pytest.mark.parametrize("query, is_link", [
    ("guest=abc123", True), ("abc123", True), ("guest=", False), ("", False), ("page=1", False),
    ("guest=a&page=2", False), ("a&b", False), ("limit=5&expired=true", False), ("guest=" + "x" * 3000, False),
])
def test_which_queries_are_app_links(query, is_link):
    assert link_query(query) is is_link


async def test_guest_links_of_a_meeting_open_the_page(engine, api, anon):
    room = (await api.post("/rooms", json={"name": "Page", "user": {"name": "Host"}})).json()
    for link in (room["links"]["guest_join"], room["links"]["gui"]):
        reply = await anon.get(link)
        assert reply.status_code == 200 and reply.headers["content-type"].startswith("text/html")
        assert '<script type="module" src="web/guest.js">' in reply.text
        csp = reply.headers["content-security-policy"]
        assert "script-src 'self'" in csp and "default-src 'none'" in csp and "frame-ancestors 'none'" in csp
        ws = engine.base_url.replace("http://", "ws://")
        assert f"connect-src 'self' {engine.base_url} {ws};" in csp, csp  # this engine only, no wildcard
        assert reply.headers["x-content-type-options"] == "nosniff"
        # the link for the app, in the page (the page hands it to the system; without JavaScript it is a link)
        app_link = html.unescape(re.search(r'id="open-app" [^>]*href="(meetdesk://[^"]+)"', reply.text).group(1))
        assert app_link == link.replace("http://", "meetdesk://")


def _lobby(page: str) -> tuple[str, str]:
    """(the meeting's name, "true" when the page suggests a guest name: one of the app's list)."""
    body = re.search(r'<body data-room-name="([^"]*)" data-suggested-name="([^"]*)">', page)
    suggested = body.group(2)
    if suggested:
        adjective, animal = suggested.split(" ")
        assert adjective in GUEST_ADJECTIVES and animal in GUEST_ANIMALS, suggested
    return html.unescape(body.group(1)), "true" if suggested else "false"


async def test_a_guest_link_names_its_meeting_and_says_whether_to_suggest_a_name(api, anon):
    """The lobby says which meeting it joins (before joining) and suggests a guest name where the room asks for
    it; an access-key link, an unknown token or a meeting that ended tell nothing; a name is escaped."""
    room = (await api.post("/rooms", json={"name": 'Design <b>"review"</b>', "user": {"name": "Host"}})).json()
    assert _lobby((await anon.get(room["links"]["guest_join"])).text) == ('Design <b>"review"</b>', "true")
    assert "<b>" not in (await anon.get(room["links"]["guest_join"])).text.split("<main>")[0]
    assert _lobby((await anon.get(room["links"]["gui"])).text) == ("", "false")
    assert _lobby((await anon.get("/?guest=unknownToken123")).text) == ("", "false")
    quiet = (await api.post("/rooms", json={"name": "Quiet", "user": {"name": "Host"},
                                             "options": {"suggest_guest_names": False}})).json()
    assert _lobby((await anon.get(quiet["links"]["guest_join"])).text) == ("Quiet", "false")
    permalink = (await api.post("/permalink", json={"name": "Weekly", "user": {"name": "Host"}})).json()
    assert _lobby((await anon.get(permalink["links"]["guest_join"])).text) == ("Weekly", "true")
    assert (await anon.delete(f"/rooms/{quiet['access_key']}")).status_code in (200, 204)
    assert _lobby((await anon.get(quiet["links"]["guest_join"])).text) == ("", "false")


def test_the_app_link_is_escaped_in_the_page():
    page = render_page('meetdesk://h/?guest="><script>alert(1)</script>').decode()
    assert "<script>alert" not in page and "&quot;&gt;&lt;script&gt;" in page


async def test_permalink_links_open_the_page_and_the_listing_stays_the_api(api, anon):
    reply = (await api.post("/permalink", json={"name": "Weekly", "user": {"name": "Host"}})).json()
    for link in (reply["links"]["guest_join"], reply["links"]["gui"]):  # /permalink?guest=T, /permalink?T
        page = await anon.get(link)
        assert page.status_code == 200 and page.headers["content-type"].startswith("text/html"), link
    # the API's GET /permalink: with the key it lists (whatever the query), without it answers 401 JSON
    listing = await api.get("/permalink", params={"guest": reply["permalink"]["guest_token"]})
    assert listing.status_code == 200 and listing.json()["items"][0]["permalink"]["id"] == reply["permalink"]["id"]
    for params in ({}, {"page": "1"}, {"guest": ""}):
        refused = await anon.get("/permalink", params=params)
        assert refused.status_code == 401 and "error" in refused.json(), params
    # other methods on /permalink are the API's, link query or not
    created = await anon.post(f"/permalink?guest={reply['permalink']['guest_token']}", json={"name": "x"})
    assert created.status_code == 401 and "error" in created.json()


async def test_the_bare_root_is_the_landing_page(anon):
    reply = await anon.get("/")
    assert reply.status_code == 200 and "MeetDesk meeting engine" in reply.text
    assert "guest.js" not in reply.text


async def test_the_page_files_are_served_and_nothing_else(anon):
    names = set(web_files())
    assert {"guest.html", "guest.js", "service.js", "cable.js", "call.js", "guest.css"} <= names
    for name, kind in (("guest.js", "text/javascript"), ("call.js", "text/javascript"), ("guest.css", "text/css")):
        reply = await anon.get(f"/web/{name}")
        assert reply.status_code == 200 and reply.headers["content-type"].startswith(kind), name
        assert reply.headers["x-content-type-options"] == "nosniff"
    # every import of a module is a file the engine serves (no CDN, nothing fetched from elsewhere)
    for name in names:
        if name.endswith(".js"):
            text = web_files()[name][0].decode()
            for line in text.splitlines():
                if line.startswith("import "):
                    target = line.rsplit("'", 2)[-2]
                    assert target.startswith("./") and target[2:] in names, line
    for path in ("/web/nope.js", "/web/guest.html", "/web/..%2Fcall.js", "/web/%2e%2e%2fpyproject.toml", "/web/"):
        reply = await anon.get(path)
        assert reply.status_code == 404 and reply.json() == {"error": "not found"}, path
