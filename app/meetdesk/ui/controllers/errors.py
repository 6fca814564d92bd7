"""A failure as the short text the UI puts into its sentences."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from meetdesk.client import ServiceError, ServiceUnreachable


def describe(exc: BaseException) -> str:
    if isinstance(exc, ServiceUnreachable):
        return QCoreApplication.translate("errors", "the service cannot be reached")
    if isinstance(exc, ServiceError):
        return exc.message or str(exc.status)
    return str(exc) or type(exc).__name__


def refusal(exc: BaseException) -> str:
    """Why the service refused a host's request, as a clause a host understands (the statuses of the layout,
    layer, recording and broadcast requests: 405 switched off for the room, 406 not possible now, 410 the
    meeting is over); other failures as ``describe`` words them."""
    from PySide6.QtCore import QCoreApplication
    translate = QCoreApplication.translate   # called with its context spelled out, so that lupdate finds it

    if isinstance(exc, ServiceError) and not isinstance(exc, ServiceUnreachable):
        if exc.status == 405:
            return translate("errors", "this room does not allow it (the room's options switch it off)")
        if exc.status == 406:
            return translate("errors", "the service cannot do that right now")
        if exc.status == 410:
            return translate("errors", "the meeting has ended")
        if exc.status == 404:
            return translate("errors", "the service no longer knows this meeting")
        if exc.status == 423:
            return translate("errors", "the service account is locked")
    return describe(exc)
