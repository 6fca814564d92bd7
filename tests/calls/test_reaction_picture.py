"""A reaction in the composed picture (engine/media/reactions.py) as a participant decodes it: it shows in the
sender's tile, rises, and is gone after its duration. Real aiortc participants, each a card of one colour."""
from __future__ import annotations

import numpy as np

from test_mcu import _podium, composed, join


def yellow_pixels(picture: np.ndarray, dims: dict) -> tuple[int, float]:
    """How many pixels of the tile are the reaction's yellow (the "surprised" face: no card is yellow here), and
    their mean row (-1 without any)."""
    x, y, w, h = dims["x"], dims["y"], dims["w"], dims["h"]
    tile = picture[y:y + h, x:x + w].astype(int)
    mask = (tile[..., 0] > 200) & (tile[..., 1] > 160) & (tile[..., 2] < 120)
    rows = np.nonzero(mask)[0]
    return int(mask.sum()), float(rows.mean()) if rows.size else -1.0


async def test_a_reaction_rises_from_the_senders_tile_in_the_composed_picture(calls):
    ada = await join(calls, "Ada", sfu_mode="disabled", widescreen=True)  # red card
    bob = await join(calls, "Bob")  # green card
    update = await _podium(ada, 2)
    tile = {cid: update["dims"][update["vsrc"].index(index)]
            for index, cid in enumerate(update["src"]) if index in update["vsrc"]}
    ada_tile, bob_tile = tile[ada.client_id], tile[bob.client_id]
    for _ in range(90):  # both cards composed, no yellow anywhere yet
        picture = await composed(ada)
        if picture[bob_tile["y"] + bob_tile["h"] // 2, bob_tile["x"] + bob_tile["w"] // 2][1] > 150:
            break
    assert yellow_pixels(picture, bob_tile)[0] == 0 and yellow_pixels(picture, ada_tile)[0] == 0

    r = await calls.api.post(f"/rooms/{bob.access_key}/reactions", data={"reaction": "surprised"})
    assert r.status_code == 201, r.text
    rows = []
    for _ in range(150):  # ~5 s of frames: it shows within them, rises, and is gone after its 3 s
        picture = await composed(ada)
        count, row = yellow_pixels(picture, bob_tile)
        assert yellow_pixels(picture, ada_tile)[0] == 0  # in the sender's tile only
        if count > 300:
            rows.append(row)
        elif rows:
            break
    assert len(rows) > 10, "the reaction never showed in Bob's tile"
    assert rows[0] - rows[-1] > bob_tile["h"] * 0.25, f"it did not rise: {rows[0]:.0f} -> {rows[-1]:.0f}"
    assert count <= 300, "the reaction did not go away"
