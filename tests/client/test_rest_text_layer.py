"""ServiceClient.set_text_layer: a text insert reaches the engine's layers as insert[title] / insert[content],
and its refusals come back as ServiceError with the engine's status."""
import asyncio

import pytest

from meetdesk.client import ServiceClient, ServiceError


async def _ready(client: ServiceClient, **options):
    meeting = await client.start_room("Host", user_id="host", options=options or None)
    for _ in range(100):
        if (await client.get_meeting(meeting.access_key)).ready:
            return meeting
        await asyncio.sleep(0.02)
    raise AssertionError("meeting never became ready")


async def test_text_insert_becomes_the_overlay_or_background(engine):
    async with ServiceClient(engine.base_url, api_key=engine.config.api_key) as client:
        meeting = await _ready(client, sfu_mode="disabled")
        await client.set_text_layer(meeting.access_key, "Agenda", "1. Budget\n2. Hiring", layer_id="agenda")
        await client.set_text_layer(meeting.access_key, "Behind", z_index=-1)
        meeting_obj, _ = engine.auth.lookup_access_key(meeting.access_key)
        media = meeting_obj.media
        overlay, background = media.layers.get(1), media.layers.get(-1)
        assert overlay is not None and overlay.id == "agenda" and overlay.sprite is not None
        assert background is not None and background.z_index == -1
        # the panel sits at the top right of the 1280x960 canvas
        assert overlay.x + overlay.sprite.width <= 1280 and overlay.x > 640

        with pytest.raises(ServiceError) as err:   # neither a title nor content
            await client.set_text_layer(meeting.access_key, "  ", "")
        assert err.value.status == 400 and "insert[title] or insert[content]" in err.value.message
        assert media.layers.get(1) is overlay   # nothing changed

        off = await _ready(client, layout_available=False)
        with pytest.raises(ServiceError) as err:
            await client.set_text_layer(off.access_key, "No")
        assert err.value.status == 405
