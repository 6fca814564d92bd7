"""Desktop notifications through the desktop's own service where there is one: freedesktop's
``org.freedesktop.Notifications`` on the session D-Bus (GNOME, KDE, XFCE, dunst, mako ...), which shows them
whether or not the desktop has a tray. Where there is none (no session bus, no service, Windows and macOS) the
caller falls back to the tray's message (Qt shows it as the system's notification there) or, without a tray, to
the mini window (views/away.py).

A chat line is a stranger's text: where the service reads markup in the body (its ``body-markup`` capability,
which includes images by path and links) the text is escaped, so it shows as typed and loads nothing; the
summary is never markup. D-Bus is spoken by jeepney (pure Python, on the app's asyncio loop); every call is
bounded by TIMEOUT, so a stuck service never holds anything up.
"""
from __future__ import annotations

import asyncio
import html
import logging
import os

log = logging.getLogger(__name__)

TIMEOUT = 2.0        # s for connecting and for each call
EXPIRE_MS = 8000     # how long the service shows a notification (as the tray's message)
SERVICE = "org.freedesktop.Notifications"
PATH = "/org/freedesktop/Notifications"


class DesktopNotifications:
    """The session's notification service, connected on first use; ``show`` says whether it showed."""

    def __init__(self, app_name: str = "MeetDesk", icon: str = "meetdesk") -> None:
        self.app_name = app_name
        self.icon = icon
        self._router = None
        self._context = None
        self._capabilities: list[str] | None = None
        self._unavailable = not os.environ.get("DBUS_SESSION_BUS_ADDRESS")
        self._lock = asyncio.Lock()

    @property
    def unavailable(self) -> bool:
        return self._unavailable

    async def show(self, title: str, text: str) -> bool:
        """Ask the service to show ``title`` and ``text`` (plain text both); False where there is no service
        or it failed (logged), so the caller shows it otherwise."""
        if self._unavailable:
            return False
        async with self._lock:
            try:
                async with asyncio.timeout(TIMEOUT):
                    return await self._notify(title, text)
            except Exception as exc:   # no bus, no service, a refused or stuck call: the fallback shows it
                log.info("no desktop notification service: %s", exc)
                self._unavailable = True
                await self.close()
                return False

    async def _notify(self, title: str, text: str) -> bool:
        from jeepney import DBusAddress, MessageType, new_method_call

        router = await self._connect()
        address = DBusAddress(PATH, bus_name=SERVICE, interface=SERVICE)
        if self._capabilities is None:
            reply = await router.send_and_get_reply(new_method_call(address, "GetCapabilities"))
            if reply.header.message_type != MessageType.method_return:
                raise RuntimeError(f"GetCapabilities: {reply.body}")
            self._capabilities = [str(c) for c in reply.body[0]]
        body = html.escape(text, quote=False) if "body-markup" in self._capabilities else text
        call = new_method_call(address, "Notify", "susssasa{sv}i",
                               (self.app_name, 0, self.icon, title, body, [], {}, EXPIRE_MS))
        reply = await router.send_and_get_reply(call)
        if reply.header.message_type != MessageType.method_return:
            raise RuntimeError(f"Notify: {reply.body}")
        return True

    async def _connect(self):
        if self._router is None:
            from jeepney.io.asyncio import open_dbus_router

            self._context = open_dbus_router(bus="SESSION")
            self._router = await self._context.__aenter__()
        return self._router

    async def close(self) -> None:
        context, self._context, self._router = self._context, None, None
        if context is not None:
            try:
                await context.__aexit__(None, None, None)
            except Exception:   # the connection broke already
                log.debug("closing the session bus connection failed", exc_info=True)
