"""The main window with meetings listed nearby (nearby-meetings.png): two engines' mDNS announcements made on
127.0.0.1 with python-zeroconf, browsed by the app as on a LAN.

    QT_QPA_PLATFORM=offscreen .venv/bin/python docs/screenshots/take_nearby_picture.py
"""
from __future__ import annotations

import asyncio
import os
import socket
import time

from shots import run, save  # (first: the script's own config and data before meetdesk)

from zeroconf import IPVersion, ServiceInfo
from zeroconf.asyncio import AsyncZeroconf

from meetdesk.api.announcement import SERVICE_TYPE, announcement_txt
from meetdesk.ui.app import MeetDeskApp
from meetdesk.ui.settings import Settings

SIZE = tuple(int(v) for v in os.environ.get("SHOT_SIZE", "1100x680").split("x"))
HOSTS = {"Hana's desk": (8765, [("Design review", "Des1gnReviewGuestT0ken"), ("Standup", "StandupGuestT0ken01")]),
         "Studio B": (8766, [("Radio show rehearsal", "Rad1oShowGuestT0ken0"),
                             ("Un nom de réunion vraiment très long pour voir la coupure", "LongNameGuestT0ken01"),
                             ("Planning", "Plann1ngGuestT0ken001")])}


async def main() -> None:
    zc = AsyncZeroconf(interfaces=["127.0.0.1"], ip_version=IPVersion.V4Only)
    for host, (port, meetings) in HOSTS.items():
        txt = announcement_txt("0.1.0", [(name, f"http://127.0.0.1:{port}/?guest={token}") for name, token in meetings])
        info = ServiceInfo(SERVICE_TYPE, f"{host}.{SERVICE_TYPE}", port=port, properties=txt,
                           addresses=[socket.inet_aton("127.0.0.1")], server="shots.local.")
        await zc.async_register_service(info)
    settings = Settings(display_name="Ada Lovelace")
    settings.add_recent("Weekly sync", "http://192.168.1.20:8400/permalink?guest=demo2")
    desk = MeetDeskApp(settings, confirm=False, preview=False, nearby=["127.0.0.1"])
    desk.show()
    desk.window.resize(*SIZE)
    deadline = time.monotonic() + 20
    while len(desk.window.nearby_buttons()) < 5 and time.monotonic() < deadline:
        await asyncio.sleep(0.1)
    await asyncio.sleep(0.4)
    save(desk.window, "nearby-meetings.png")
    await desk.shutdown()
    await zc.async_close()


if __name__ == "__main__":
    run(main)
