"""The composing unit (MCU) through real calls: one composed picture for everyone, a mix without one's own voice.

Every participant sends a card of its own colour; the tests decode what a subscriber receives and read the
colour at the centre of every tile the engine announces (source_update dims/vsrc/src).
"""
from __future__ import annotations

import asyncio
import json

import av
import numpy as np

from meetdesk.client.call import CallSession
from meetdesk.engine.media import aiortc_hooks, session as session_module
from meetdesk.engine.media.keyframes import is_keyframe
from meetdesk.engine.media.layouts import slots_for
from meetdesk.media.synthetic import ColorCardTrack, ToneTrack

from waiting import until
from test_forwarding import tap_video

COLOURS = {"Ada": (220, 40, 40), "Bob": (40, 200, 60), "Cy": (40, 80, 220), "Dee": (230, 210, 40)}


async def join(calls, name: str, room: str = "room1", *, tone: float | None = None, video: bool = True,
               beep_ms: int = 400, **options):
    reply = await calls.join(name, room, **options)
    session = CallSession(reply, name, ColorCardTrack(COLOURS[name]) if video else None,
                          ToneTrack(freq=tone, amplitude=0.3, beep_ms=beep_ms) if tone else None, ice_loopback=True)
    session.access_key = reply["access_key"]
    calls.sessions.append(session)
    await session.start()
    return session


async def composed(session, min_width: int = 1280) -> np.ndarray:
    """The next composed picture ``session`` decodes, as RGB."""
    async for frame in session.video_frames():
        if frame.width >= min_width:
            return frame.to_ndarray(format="rgb24")
    raise AssertionError("no composed picture")


def colour_at(picture: np.ndarray, dims: dict) -> np.ndarray:
    cx, cy = dims["x"] + dims["w"] // 2, dims["y"] + dims["h"] // 2
    return picture[cy - 8:cy + 8, cx - 8:cx + 8].reshape(-1, 3).mean(axis=0)


def near(rgb, expected, tolerance: float = 40) -> bool:
    return float(np.abs(np.asarray(rgb, dtype=float) - np.asarray(expected, dtype=float)).max()) <= tolerance


async def _podium(session, count: int) -> dict:
    """The first source_update (replayed events included) that shows ``count`` tiles."""
    async def find():
        async for event in session.events():
            if event.get("type") == "source_update" and len([v for v in event["vsrc"] if v >= 0]) == count:
                return event
    return await asyncio.wait_for(find(), 10)


async def wait_for_colours(session, names: list[str], ids: dict[str, str], count: int) -> tuple[dict, np.ndarray]:
    """A source_update with ``count`` tiles, and a composed picture whose tiles show the right colours."""
    update = await _podium(session, count)
    for _ in range(90):  # up to ~3 s of frames until every tile has its first decoded picture
        picture = await composed(session)
        found = {}
        for position, index in enumerate(update["vsrc"]):
            if index >= 0:
                found[update["src"][index]] = colour_at(picture, update["dims"][position])
        if all(near(found.get(ids[name]), COLOURS[name]) for name in names if ids[name] in found) \
                and len(found) == count:
            return update, picture
    raise AssertionError(f"tiles never showed the participants' colours: {found}")


async def test_third_participant_switches_everyone_to_the_composed_picture(calls, engine):
    a = await join(calls, "Ada")
    b = await join(calls, "Bob")
    assert a.sfu_mode and b.sfu_mode
    await until(lambda: a.frames_received["video"] > 5, 8.0, "peer video")
    c = await join(calls, "Cy")
    assert not c.sfu_mode
    # The first two are renegotiated by a server offer (sdp_update) without a=sfu-mode:on.
    await until(lambda: not a.sfu_mode and not b.sfu_mode, 8.0, "renegotiated to MCU mode")
    ids = {"Ada": a.client_id, "Bob": b.client_id, "Cy": c.client_id}
    for session in (a, b, c):
        update, picture = await wait_for_colours(session, ["Ada", "Bob", "Cy"], ids, 3)
        assert picture.shape == (960, 1280, 3)  # 4:3 canvas
        assert set(update["src"]) == set(ids.values())
    # The background colour (#121212) where no tile is: auto layout with 3 is a 2x2 grid, one position empty.
    empty = [d for d, v in zip(update["dims"], update["vsrc"]) if v == -1]
    assert empty == [{"x": 640, "y": 480, "w": 640, "h": 480}]
    assert empty and near(colour_at(picture, empty[0]), (18, 18, 18), 24)
    mcu = engine.meetings.by_room("room1").media.mcu
    assert mcu is not None and mcu.frames_encoded > 0


async def test_one_participant_of_an_mcu_meeting_sees_itself_composed(calls):
    a = await join(calls, "Ada", sfu_mode="disabled", widescreen=True)
    assert not a.sfu_mode
    update, picture = await wait_for_colours(a, ["Ada"], {"Ada": a.client_id}, 1)
    assert picture.shape == (720, 1280, 3)
    assert update["dims"][0]["w"] <= 1280


async def test_a_late_subscriber_gets_a_keyframe_first_and_a_pli_gets_one(calls, engine):
    await join(calls, "Ada", sfu_mode="disabled")
    await join(calls, "Bob", sfu_mode="disabled")
    await asyncio.sleep(1.0)
    reply = await calls.join("Cy", "room1")
    late = calls.session(reply, video=False, audio=False)
    received = tap_video(late)
    await late.start()
    await until(lambda: len(received) >= 5, 8.0, "the late subscriber's frames")
    assert is_keyframe("video/vp8", received[0][1])
    # A picture loss indication from the late subscriber is answered with a keyframe.
    mcu = engine.meetings.by_room("room1").media.mcu
    await asyncio.sleep(0.5)
    before = mcu.keyframes_encoded
    await aiortc_hooks.send_pli(late.video_receiver, late.ssrc)
    await until(lambda: mcu.keyframes_encoded > before, 3, "a keyframe for the PLI")


async def test_every_listener_hears_the_others_but_not_itself(calls, engine):
    # Steady tones, two seconds of each mix: the senders share this process with the engine, and on a loaded
    # machine (CI runs the UI tests beside) a sender falls more than a second behind now and then; the MCU then
    # leaves its late sound out (playout.py MAX_DELAY) until its clock starts anew. With the default beeps
    # (400 ms a second) such a hole took a participant's only beep out of the one second measured.
    tones = {"Ada": 440.0, "Bob": 1000.0, "Cy": 2500.0}
    sessions = {name: await join(calls, name, tone=freq, video=False, beep_ms=1000) for name, freq in tones.items()}
    await until(lambda: not any(s.sfu_mode for s in sessions.values()), 8.0, "MCU mode")
    for name, session in sessions.items():
        spectrum = await _spectrum(session, seconds=2)
        heard = {other: _band(spectrum, freq * 2) for other, freq in tones.items()}
        noise = np.median(spectrum)
        others = [level for other, level in heard.items() if other != name]
        assert min(others) > noise * 100, (name, heard, noise)  # the others' tones stand out
        # Its own tone is not in its mix: mixed in, it would stand as high as the others (the same level); what is
        # at its frequency is codec noise, usually 34 dB below them, 28 dB in a fresh-clone CI on a loaded machine
        # (a late sender's sound cut and started again splatters): at least 20 dB below.
        assert heard[name] < min(others) / 10, (name, heard, noise)


async def _spectrum(session, seconds: int = 1) -> np.ndarray:
    """Magnitude spectrum (bins of 1/``seconds`` Hz at 48 kHz) of ``seconds`` of received audio, after 1 s of
    settling."""
    samples: list[np.ndarray] = []
    skipped = 0
    async for frame in session.audio_frames():
        if skipped < 50:
            skipped += 1
            continue
        data = frame.to_ndarray().astype(np.float32).reshape(-1, len(frame.layout.channels)).mean(axis=1)
        samples.append(data)
        if sum(len(s) for s in samples) >= 48000 * seconds:
            break
    signal = np.concatenate(samples)[:48000 * seconds]
    return np.abs(np.fft.rfft(signal * np.hanning(len(signal))))


def _band(spectrum: np.ndarray, freq: float) -> float:
    """The peak near bin ``freq`` (a frequency in Hz for 1 Hz bins)."""
    i = int(round(freq))
    return float(spectrum[i - 5:i + 6].max())


async def test_back_to_peer_mode_when_two_are_left(calls, engine, monkeypatch):
    monkeypatch.setattr(session_module, "PTP_RETURN_DELAY", 0.3)
    a = await join(calls, "Ada")
    b = await join(calls, "Bob")
    c = await join(calls, "Cy")
    await until(lambda: not a.sfu_mode and not b.sfu_mode, 8.0, "MCU mode")
    await c.hangup()
    await until(lambda: a.sfu_mode and b.sfu_mode, 8.0, "peer mode again")
    media = engine.meetings.by_room("room1").media
    assert media.mcu is None
    # Each sees the other's own card again, at its own size, and it keeps coming (15 fps cards).
    for session, other in ((a, "Bob"), (b, "Ada")):
        async for frame in session.video_frames():
            if frame.width == 640:
                assert near(frame.to_ndarray(format="rgb24")[180, 320], COLOURS[other])
                break
        before = session.frames_received["video"]
        await asyncio.sleep(1.0)
        assert session.frames_received["video"] - before >= 8


async def test_a_camera_turned_off_shows_a_placeholder(calls, engine):
    a = await join(calls, "Ada", sfu_mode="disabled")
    b = await join(calls, "Bob")
    ids = {"Ada": a.client_id, "Bob": b.client_id}
    update, _ = await wait_for_colours(a, ["Ada", "Bob"], ids, 2)
    await b.set_video_muted(True)
    position = update["vsrc"].index(update["src"].index(b.client_id))
    for _ in range(90):
        picture = await composed(a)
        colour = colour_at(picture, update["dims"][position])
        if not near(colour, COLOURS["Bob"]) and near(colour, (18, 18, 18), 60):
            break
    else:
        raise AssertionError("Bob's tile still shows his camera")


async def test_subscriber_estimates_steer_the_encoder(calls, engine, monkeypatch):
    from meetdesk.engine.media import mcu as mcu_module
    monkeypatch.setattr(mcu_module, "BITRATE_INTERVAL", 0.0)
    reply = await calls.join("Ada", "room1", sfu_mode="disabled")
    a = calls.session(reply, video=False, audio=False)
    received = tap_video(a)
    await a.start()
    await until(lambda: len(received) >= 3, 8.0, "composed frames")
    mcu = engine.meetings.by_room("room1").media.mcu
    await aiortc_hooks.send_remb(a.video_receiver, 400_000, a.ssrc)
    await until(lambda: mcu.stats()["bitrate"] <= 400_000, 5, "the encoder follows the estimate")
    assert mcu.stats()["bitrate"] >= mcu_module.MIN_VIDEO_BITRATE


async def _layout(calls, session, **fields) -> int:
    r = await calls.api.post(f"/rooms/{session.access_key}/layout", data=fields)
    return r.status_code


async def test_named_layout_custom_maps_and_a_bad_map(calls, engine):
    a = await join(calls, "Ada", sfu_mode="disabled")
    b = await join(calls, "Bob")
    users = {s.client_id: engine.meetings.by_room("room1").participant_by_client_id(s.client_id).user_id
             for s in (a, b)}
    ids = {"Ada": a.client_id, "Bob": b.client_id}
    await wait_for_colours(a, ["Ada", "Bob"], ids, 2)
    # Named layout "two", Bob first: Bob's colour left, Ada's right.
    assert await _layout(calls, a, layout="auto", name="two", **{"users[]": [users[b.client_id], ""]}) == 201
    for _ in range(60):
        picture = await composed(a)
        if near(picture[480, 320], COLOURS["Bob"]) and near(picture[480, 960], COLOURS["Ada"]):
            break
    else:
        raise AssertionError("layout two with Bob first never showed")
    # A custom map: Ada contained in a square (letterboxed: background above and below her 16:9 card), Bob
    # covering a square (his colour to the edges).
    square = [[0, 0, 600, 600, "contain"], [640, 0, 600, 600, "cover"]]
    status = await _layout(calls, a, layout="custom", map=json.dumps(square),
                           **{"users[]": [users[a.client_id], users[b.client_id]]})
    assert status == 201
    for _ in range(60):
        picture = await composed(a)
        if (near(picture[300, 300], COLOURS["Ada"]) and near(picture[20, 300], (18, 18, 18), 24)
                and near(picture[20, 940], COLOURS["Bob"]) and near(picture[580, 940], COLOURS["Bob"])
                and near(picture[800, 300], (18, 18, 18), 24)):
            break
    else:
        raise AssertionError("the custom map never showed as drawn")
    # A map outside the canvas: 400 with a reason, and the picture stays as it was.
    outside = [[0, 0, 600, 600, "contain"], [1000, 0, 600, 600, "cover"]]
    r = await calls.api.post(f"/rooms/{a.access_key}/layout", data={
        "layout": "custom", "map": json.dumps(outside), "users[]": [users[a.client_id], users[b.client_id]]})
    assert r.status_code == 400 and r.json()["error"]
    await asyncio.sleep(0.3)
    picture = await composed(a)
    assert near(picture[20, 940], COLOURS["Bob"]) and near(picture[20, 300], (18, 18, 18), 24)


async def test_the_big_slot_of_someone_who_leaves_is_filled_not_left_black(calls, engine):
    """Presentation with three below as the host console sends it (layout=auto, every slot's user: Cy, Ada,
    Bob, ""), Cy in the big slot leaves: the others move up (Ada into the big slot) instead of leaving about
    70 % of the picture as background; the recording shows the same."""
    a = await join(calls, "Ada", sfu_mode="disabled")
    b = await join(calls, "Bob")
    c = await join(calls, "Cy")
    meeting = engine.meetings.by_room("room1")
    ids = {"Ada": a.client_id, "Bob": b.client_id, "Cy": c.client_id}
    await wait_for_colours(a, ["Ada", "Bob", "Cy"], ids, 3)
    user = {name: meeting.participant_by_client_id(cid).user_id for name, cid in ids.items()}
    order = [user["Cy"], user["Ada"], user["Bob"], ""]
    assert await _layout(calls, a, layout="auto", name="present-lower-3", **{"users[]": order}) == 201
    big = slots_for("present-lower-3", 0, (1280, 960))[0]
    centre = (big.y + big.h // 2, big.x + big.w // 2)
    for _ in range(90):
        picture = await composed(a)
        if near(picture[centre], COLOURS["Cy"]):
            break
    else:
        raise AssertionError("Cy never showed in the big slot")
    assert (await calls.api.post(f"/rooms/{a.access_key}/recording")).status_code == 201
    await c.hangup()
    for _ in range(120):
        picture = await composed(a)
        if near(picture[centre], COLOURS["Ada"]):
            break
    else:
        raise AssertionError(f"Ada never moved up into the big slot after Cy left: {picture[centre]}")
    # (a 16:9 card in the 854x640 slot: a quarter of it is the letterbox; a hole would be all of it)
    assert _dark(picture, big) < 0.4, _dark(picture, big)
    await asyncio.sleep(1.0)
    assert (await calls.api.delete(f"/rooms/{a.access_key}/recording")).status_code == 200
    last = _last_picture(await _recording(calls.api, "room1"))
    assert near(last[centre], COLOURS["Ada"]) and _dark(last, big) < 0.4, (last[centre], _dark(last, big))


def _dark(picture: np.ndarray, slot) -> float:
    """The share of ``slot`` in the picture that is background (#121212) or darker."""
    area = picture[slot.y:slot.y + slot.h, slot.x:slot.x + slot.w]
    return float((area.max(axis=2) < 40).mean())


async def _recording(api, room_id: str) -> bytes:
    """The finished recording of the room, downloaded."""
    import httpx

    for _ in range(400):
        listed = (await api.get(f"/rooms/{room_id}/recordings")).json()
        if listed and listed[0]["links"]["download"]:
            async with httpx.AsyncClient(timeout=20) as plain:
                return (await plain.get(listed[0]["links"]["download"])).content
        await asyncio.sleep(0.05)
    raise AssertionError("the recording never finished")


def _last_picture(data: bytes) -> np.ndarray:
    import io

    with av.open(io.BytesIO(data)) as container:
        last = None
        for frame in container.decode(video=0):
            last = frame
    assert last is not None
    return last.to_ndarray(format="rgb24")


def _png(rgba: tuple[int, int, int, int], size: tuple[int, int]) -> bytes:
    import io

    from PIL import Image
    buffer = io.BytesIO()
    Image.new("RGBA", size, rgba).save(buffer, "PNG")
    return buffer.getvalue()


async def test_names_layers_and_audio_inserts_on_the_picture(calls, engine):
    a = await join(calls, "Ada", sfu_mode="disabled", widescreen=True)
    b = await join(calls, "Bob", video=False, tone=600.0)  # camera off, speaking: a placeholder and an insert
    update = await _podium(a, 2)
    ada_tile = update["dims"][update["vsrc"].index(update["src"].index(a.client_id))]
    # Ada's name is drawn at the bottom left of her tile: bright text on a dark box over her red card, within 3 s.
    # (A fresh-clone CI run caught the first frame with her red card still without the box, 81 dark pixels: the
    # name followed a moment later. Why a moment later is not found yet: the test waits for it, bounded.)
    x, y, h = ada_tile["x"], ada_tile["y"], ada_tile["h"]
    for _ in range(90):
        picture = await composed(a)
        corner = picture[y + h - 60:y + h - 4, x + 4:x + 200]
        text, box = (corner.min(axis=2) > 200).sum(), (corner.max(axis=2) < 80).sum()
        if near(colour_at(picture, ada_tile), COLOURS["Ada"]) and text > 30 and box > 300:
            break  # white text on the dark box
    else:
        raise AssertionError(f"no name box on Ada's tile: {text} white and {box} dark pixels")
    # Bob speaks with his camera off: an audio insert (green-tinted box) at the given position.
    meeting = engine.meetings.by_room("room1")
    await until(lambda: meeting.media.leg(b.client_id).speaking, 8.0, "Bob speaks")
    r = await calls.api.post(f"/rooms/{a.access_key}/layout", data={
        "audio_insert": "audio_only", "audio_insert_position[x]": "900", "audio_insert_position[y]": "40"})
    assert r.status_code == 201, r.text
    for _ in range(60):
        picture = await composed(a)
        box = picture[44:70, 904:960].reshape(-1, 3).mean(axis=0)
        if box[1] > box[0] + 20 and box[1] > box[2]:
            break
    else:
        raise AssertionError(f"no audio insert at (900, 40): {box}")
    # A background layer (blue, behind the tiles) and a half-transparent white overlay in the top left corner.
    r = await calls.api.post(f"/rooms/{a.access_key}/layers", data={"z-index": "-1"},
                             files={"file": ("bg.png", _png((0, 0, 255, 255), (1280, 720)), "image/png")})
    assert r.status_code == 201, r.text
    r = await calls.api.post(f"/rooms/{a.access_key}/layers", data={"z-index": "1"},
                             files={"file": ("ov.png", _png((255, 255, 255, 128), (200, 100)), "image/png")})
    assert r.status_code == 201, r.text
    for _ in range(60):  # (frames decoded before the requests may still be queued)
        picture = await composed(a)
        background = picture[700, 640]  # below the tiles of the 16:9 "two" layout: the band shows the layer
        corner = picture[20:80, 20:180].reshape(-1, 3).mean(axis=0)  # the overlay lightens what is below
        if near(background, (0, 0, 255), 50) and near(corner, (128, 128, 255), 40):
            break
    else:
        raise AssertionError(f"the layers never showed: background {background}, overlay corner {corner}")
    r = await calls.api.delete(f"/rooms/{a.access_key}/layers/-1")
    assert r.status_code == 200
    for _ in range(60):
        picture = await composed(a)
        if near(picture[700, 640], (18, 18, 18), 24):
            break
    else:
        raise AssertionError("the background layer stayed after DELETE")


async def test_observer_podium_update_follows_the_layout(calls, engine):
    from websockets.asyncio.client import connect

    from meetdesk.client.realtime import websocket_url
    a = await join(calls, "Ada", sfu_mode="disabled")
    b = await join(calls, "Bob")
    meeting = engine.meetings.by_room("room1")
    users = [meeting.participant_by_client_id(s.client_id).user_id for s in (a, b)]
    url = websocket_url(f"{engine.base_url}/rt?room_id=room1&api_key={engine.config.api_key}")
    async with connect(url, subprotocols=["actioncable-v1-json"], open_timeout=5) as ws:
        await ws.send(json.dumps({"command": "subscribe", "identifier": '{"channel":"RoomChannel"}'}))

        async def podium() -> list[dict]:
            while True:
                frame = json.loads(await ws.recv())
                message = frame.get("message")
                if isinstance(message, dict) and message.get("type") == "podium_update":
                    return message["podium"]

        r = await calls.api.post(f"/rooms/{a.access_key}/layout", data={
            "layout": "custom", "map": json.dumps([[0, 0, 400, 300], [400, 0, 400, 300], [0, 300, 400, 300]]),
            "users[]": [users[1], "", users[0]]})
        assert r.status_code == 201, r.text
        entries = await asyncio.wait_for(podium(), 5)
        while [e["user_id"] for e in entries] != [users[1], "", users[0]]:
            entries = await asyncio.wait_for(podium(), 5)
        assert entries[2] == {"user_id": users[0], "play_id": None, "width": 400, "height": 300, "left": 0,
                              "top": 300, "z-index": 0}
    # The participants' source_update says the same: Bob first, an empty position, then Ada.
    async def order():
        async for event in a.events():
            if event.get("type") == "source_update" and [
                    event["src"][v] if v >= 0 else None for v in event["vsrc"]] == [b.client_id, None, a.client_id]:
                return event
    update = await asyncio.wait_for(order(), 5)
    assert update["dims"][1] == {"x": 400, "y": 0, "w": 400, "h": 300}


async def test_an_output_gets_the_composed_picture_and_the_whole_mix(calls, engine):
    """What a recording, a broadcast or an MCU forward attaches to: it keeps a two-party meeting composed."""
    a = await join(calls, "Ada", tone=440.0)
    b = await join(calls, "Bob", tone=1000.0)
    media = engine.meetings.by_room("room1").media
    await until(lambda: a.sfu_mode and b.sfu_mode, 8.0, "peer mode")
    output = media.attach("recording", "1")
    video, audio = output.video, output.audio
    assert media.mcu is not None
    await until(lambda: not a.sfu_mode and not b.sfu_mode, 8.0, "MCU mode for the output")
    video_sub, audio_sub = video.subscribe(), audio.subscribe()
    video_sub.start(), audio_sub.start()
    first = await asyncio.wait_for(video_sub.get(), 5)
    assert first.keyframe and first.mime_type == "video/vp8" and first.clock_rate == 90000
    decoder = av.CodecContext.create("opus", "r")
    samples = []
    while sum(len(s) for s in samples) < 48000:  # one second of the mix: both tones (nobody is left out)
        frame = await asyncio.wait_for(audio_sub.get(), 5)
        for decoded in decoder.decode(av.Packet(frame.data)):
            samples.append(decoded.to_ndarray().reshape(-1))
    signal = np.concatenate(samples)[:48000].astype(np.float32)
    spectrum = np.abs(np.fft.rfft(signal * np.hanning(len(signal))))
    assert _band(spectrum, 440) > np.median(spectrum) * 100 and _band(spectrum, 1000) > np.median(spectrum) * 100
    picture = media.picture()
    assert picture is not None and (picture.width, picture.height) == (1280, 960)
    video.unsubscribe(video_sub), audio.unsubscribe(audio_sub)
    output.detach()
    output.detach()  # (idempotent)
    assert media.outputs == set()


async def _composed_in_its_process(calls, engine):
    """Ada and Bob in a composed meeting whose compositor process has taken over: (Ada, ids, media)."""
    a = await join(calls, "Ada", sfu_mode="disabled")
    b = await join(calls, "Bob")
    media = engine.meetings.by_room("room1").media
    await until(lambda: media.mcu is not None and media.mcu.in_own_process, 30, "the compositor process took over")
    return a, {"Ada": a.client_id, "Bob": b.client_id}, media


async def _composing_goes_on(session, ids, media) -> None:
    """Pictures composed from now on reach ``session`` and show both tiles right. Counted first, then looked at:
    a picture decoded now may have been composed before the hand-over (in flight, or in the decoder's queue of
    a loaded machine), and the composer that takes over may wait for its inputs' keyframes (a CI run once saw
    the right colours in such a picture while not one had been composed since)."""
    encoded, received = media.mcu.frames_encoded, session.frames_received["video"]
    await until(lambda: media.mcu.frames_encoded > encoded + 10, 10, "new pictures composed")
    await until(lambda: session.frames_received["video"] > received + 10, 10, "new pictures received")
    await wait_for_colours(session, ["Ada", "Bob"], ids, 2)


async def test_composing_moves_to_its_own_process_without_a_gap(calls, engine):
    from meetdesk.engine.media import compositor
    if not compositor.USE_PROCESS:
        return
    a, ids, media = await _composed_in_its_process(calls, engine)
    # the MCU took the prewarmed process and no other waits idle beside it (some 50 MB: memory_bench.py)
    assert compositor._spare is None
    await _composing_goes_on(a, ids, media)  # both tiles right, composed in the process


async def test_a_compositor_process_that_dies_leaves_the_picture_going(calls, engine):
    """The compositor process killed under a running meeting: the MCU composes in the engine's process again,
    and the participants keep getting the right tiles (before: every later tick failed with EOFError and the
    picture froze for good)."""
    from meetdesk.engine.media import compositor
    if not compositor.USE_PROCESS:
        return
    a, ids, media = await _composed_in_its_process(calls, engine)
    media.mcu._compositor._process.kill()
    await until(lambda: not media.mcu.in_own_process, 10, "composing back in the engine")
    await _composing_goes_on(a, ids, media)


async def test_no_compositor_process_waits_once_no_meeting_runs(calls, engine, api):
    """A meeting prewarms a compositor process; when the last meeting ends, it is stopped (it held some 50 MB
    for nothing: benchmarks/memory_bench.py)."""
    from meetdesk.engine.media import compositor
    if not compositor.USE_PROCESS:
        return
    a = await join(calls, "Ada")
    spare = compositor._spare
    assert spare is not None and spare._process.is_alive()
    (await api.delete(f"/rooms/{a.access_key}")).raise_for_status()
    await until(lambda: engine.meetings.by_room("room1") is None, 8.0, "the meeting ended")
    await until(lambda: not spare._process.is_alive(), 8.0, "the spare compositor process stopped")
    assert compositor._spare is None
