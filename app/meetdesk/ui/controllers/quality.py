"""Connection quality, one source for every indicator: every two seconds the call's statistics and how far the
picture shown is behind (client/call_quality.py) make one ``Quality``; it goes to the top bar's connection button
and its details (``changed``, always your own connection's) and to the row of the people list it describes. In peer mode the one stream received is the other participant's own, so the figures sit on
their row (their video as it reaches you); a composed meeting sends one picture of everyone from the engine, so
there the figures are your own connection's and sit on your own row: nobody gets numbers that are not theirs."""
from __future__ import annotations

import logging
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal

from meetdesk.client.call import CallSession
from meetdesk.client.call_quality import PictureDelay, Quality, QualityMeter
from meetdesk.ui.controllers.people import PeopleController, Spawn, strip_domain

log = logging.getLogger(__name__)

SAMPLE_MS = 2000


class QualityController(QObject):
    changed = Signal(object)   # Quality of your connection (None: no call)

    def __init__(self, people: PeopleController, current_call: Callable[[], CallSession | None], spawn: Spawn,
                 parent: QObject | None = None):
        super().__init__(parent)
        self.people = people
        self.current_call = current_call
        self.spawn = spawn
        self.meter = QualityMeter()
        self.picture_delay = PictureDelay()   # fed by the meeting with each picture the views get
        self.latest: Quality | None = None
        self._call: CallSession | None = None
        self._sampling = False
        self.timer = QTimer(self, interval=SAMPLE_MS, timeout=self._tick)
        self.timer.start()

    def _tick(self) -> None:
        call = self.current_call()
        if call is None or call.state != "active":
            self.people.set_quality({})
            self._set_latest(None)
            return
        if call is not self._call:   # a new call (reconnected): its counters start again
            self._call, self.meter, self.picture_delay = call, QualityMeter(), PictureDelay()
        if not self._sampling:
            self._sampling = True
            self.spawn(self._sample(call))

    async def _sample(self, call: CallSession) -> None:
        try:
            quality = await self.meter.sample(call, self.picture_delay.behind)
        except Exception:   # the call closing under the reading: no figures this time, nothing to tell the user
            log.debug("no call statistics", exc_info=True)
            return
        finally:
            self._sampling = False
        if quality is not None and call is self.current_call() and call.state == "active":
            self.people.set_quality(self.placed(quality))
            self._set_latest(quality)

    def _set_latest(self, quality: Quality | None) -> None:
        if quality != self.latest:
            self.latest = quality
            self.changed.emit(quality)

    def placed(self, quality: Quality) -> dict[str, Quality]:
        """Which row the figures belong to: yours in a composed meeting, the other's in peer mode."""
        people = self.people
        if people.composed:
            own = next((p for p in people.people.values() if p.is_self), None)
            return {strip_domain(own.id): quality} if own is not None else {}
        others = [p for p in people.people.values() if not p.is_self]
        if len(others) != 1:
            return {}
        other = others[0]
        return {strip_domain(other.id): quality.without_fps() if other.camera_on is False else quality}
