"""The host's own room as a permalink (docs/engine-api.md "Permalinks: waiting guests and new guest links"): it
survives an engine restart on the same data directory; guests who come before the host wait, named, and the
key sees who waits; the host starting lets them in; a new guest link makes the old one answer "replaced"."""
import httpx

from meetdesk.client import MeetingNotStarted, ServiceClient, join_from_link
from meetdesk.client.errors import LinkReplaced
from meetdesk.engine import keys as engine_keys
from meetdesk.engine.server import running_engine


async def _permalink(c: httpx.AsyncClient, name: str = "Ada's meeting", host: str = "Ada") -> dict:
    r = await c.post("/permalink", json={"name": name, "user": {"name": host}})
    assert r.status_code == 201, r.text
    return r.json()


async def test_the_room_survives_a_restart_and_a_waiting_guest_is_admitted_when_the_host_starts(
        tmp_path, make_engine_config):
    config = make_engine_config(tmp_path / "data")
    async with running_engine(config) as engine:
        async with httpx.AsyncClient(base_url=engine.base_url, headers={"Authorization": config.api_key}) as c:
            body = await _permalink(c)
        invite, host_link = body["links"]["guest_join"], body["links"]["gui"]
        port = int(engine.base_url.rsplit(":", 1)[1])
    # the same data directory and port after a restart: the same links work
    config2 = make_engine_config(tmp_path / "data", api_key=None, port=port)
    async with running_engine(config2) as engine:
        assert engine.base_url.endswith(f":{port}")
        token = body["permalink"]["guest_token"]
        async with httpx.AsyncClient(base_url=engine.base_url) as anon:
            early = await anon.post(f"/guests/{token}", json={"name": "Bob"})
            assert early.status_code == 410
            assert early.json() == {"error": "the meeting of this permalink has not been started by a host yet",
                                    "reason": "not_started", "host": "Ada"}
            # the key sees who waits, for which permalink, for whom
            waiting = (await anon.get("/permalink/waiting", headers={"Authorization": config.api_key})).json()
            assert [(w["permalink_id"], w["name"], w["host"], [g["name"] for g in w["guests"]])
                    for w in waiting["waiting"]] == [(body["permalink"]["id"], "Ada's meeting", "Ada", ["Bob"])]
            # the client library tells a guest whom it waits for
            try:
                await join_from_link(invite, "Bob")
                raise AssertionError("joined before the host started")
            except MeetingNotStarted as exc:
                assert exc.host == "Ada"
            # the host starts with the host link handed out before the restart; the waiting guest gets in
            host_client, hosted = await join_from_link(host_link, "")
            try:
                assert hosted.links.guest_join == invite    # the meeting's own guest link is the permalink's
                guest_client, joined = await join_from_link(invite, "Bob")
                await guest_client.aclose()
                assert joined.user.guest and joined.room.id == body["permalink"]["id"]
                assert (await anon.get("/permalink/waiting",
                                       headers={"Authorization": config.api_key})).json() == {"waiting": []}
            finally:
                await host_client.aclose()


async def test_a_new_guest_link_makes_the_old_one_answer_replaced(engine, api, anon):
    body = await _permalink(api)
    pid, old = body["permalink"]["id"], body["permalink"]["guest_token"]
    started = await anon.post(f"/permalink/{body['permalink']['user_token']}")
    assert started.status_code == 201
    access_key = started.json()["access_key"]

    r = await api.post(f"/permalink/{pid}/guest_token")
    assert r.status_code == 201, r.text
    new = r.json()["permalink"]["guest_token"]
    assert new != old and r.json()["links"]["guest_join"].endswith(f"/permalink?guest={new}")
    replaced = {"error": "this meeting link was replaced by a new one: ask the host for the new link",
                "reason": "replaced"}
    for method, path in (("POST", f"/guests/{old}"), ("GET", f"/permalink/{old}")):
        answer = await anon.request(method, path, json={"name": "Eve"} if method == "POST" else None)
        assert (answer.status_code, answer.json()) == (410, replaced), (method, path)
    # the running meeting lets guests in with the new link only, and tells its participants the new one
    assert (await anon.post(f"/guests/{new}", json={"name": "Gus"})).status_code == 201
    room = (await anon.get(f"/rooms/{access_key}")).json()
    assert room["room"]["guest_token"] == new and room["links"]["guest_join"].endswith(f"?guest={new}")
    # the client library raises LinkReplaced, a ServiceError of status 410
    async with ServiceClient(engine.base_url) as client:
        try:
            await client.register_guest(old, "Eve")
            raise AssertionError("the replaced link still lets guests in")
        except LinkReplaced as exc:
            assert exc.status == 410
    # after the meeting too; once the permalink is deleted, only what its meetings were is told (over)
    await api.delete(f"/rooms/{access_key}")
    assert (await anon.post(f"/guests/{old}", json={"name": "Eve"})).json()["reason"] == "replaced"
    assert (await api.delete(f"/permalink/{pid}")).status_code == 200
    gone = await anon.post(f"/guests/{old}", json={"name": "Eve"})
    assert gone.status_code == 410 and "reason" not in gone.json()


async def test_waiting_guests_are_the_keys_own_and_bounded(engine, api, anon):
    """Another key sees nobody waiting at this key's permalinks and cannot give them a new guest link; a guest
    without a name waits unlisted; names are listed once each, at most 20 a permalink."""
    body = await _permalink(api)
    token, pid = body["permalink"]["guest_token"], body["permalink"]["id"]
    other_key = engine_keys.create(engine.config.data_dir)[1]
    nameless = await anon.post(f"/guests/{token}", json={})
    assert nameless.status_code == 410 and nameless.json()["reason"] == "not_started"
    assert (await api.get("/permalink/waiting")).json() == {"waiting": []}
    for i in range(30):
        await anon.post(f"/guests/{token}", data={"name": f"Guest {i}"})
        await anon.post(f"/guests/{token}", data={"name": f"Guest {i}"})
    listed = (await api.get("/permalink/waiting")).json()["waiting"]
    assert len(listed) == 1 and len(listed[0]["guests"]) == 20
    assert len({g["name"] for g in listed[0]["guests"]}) == 20
    assert (await anon.get("/permalink/waiting")).status_code == 401
    other = {"Authorization": other_key}
    assert (await anon.get("/permalink/waiting", headers=other)).json() == {"waiting": []}
    assert (await anon.post(f"/permalink/{pid}/guest_token", headers=other)).status_code == 404
    assert (await api.post("/permalink/no-such-id/guest_token")).status_code == 404


async def test_a_replaced_link_still_says_so_after_a_restart(tmp_path, make_engine_config):
    config = make_engine_config(tmp_path / "data")
    async with running_engine(config) as engine:
        async with httpx.AsyncClient(base_url=engine.base_url, headers={"Authorization": config.api_key}) as c:
            body = await _permalink(c)
            new = (await c.post(f"/permalink/{body['permalink']['id']}/guest_token")).json()["permalink"]
    async with running_engine(make_engine_config(tmp_path / "data", api_key=None)) as engine:
        async with httpx.AsyncClient(base_url=engine.base_url) as anon:
            old = await anon.post(f"/guests/{body['permalink']['guest_token']}", json={"name": "Eve"})
            assert (old.status_code, old.json()["reason"]) == (410, "replaced")
            waits = await anon.post(f"/guests/{new['guest_token']}", json={"name": "Gus"})
            assert (waits.status_code, waits.json()["reason"]) == (410, "not_started")


async def test_an_expired_permalinks_guests_are_told_so_and_nobody_waits(api, anon):
    r = await api.post("/permalink", json={"name": "Old", "user": {"name": "Ada"},
                                           "expires_at": "2020-01-01T00:00:00Z"})
    token = r.json()["permalink"]["guest_token"]
    answer = await anon.post(f"/guests/{token}", json={"name": "Bob"})
    assert (answer.status_code, answer.json()) == (410, {"error": "this permalink has expired", "reason": "expired"})
    assert (await api.get("/permalink/waiting")).json() == {"waiting": []}
