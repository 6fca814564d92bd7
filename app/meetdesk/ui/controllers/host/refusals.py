"""A refused host request as the sentence the console shows (the media pages: recordings, snapshots, playbacks,
streams). 405 means the room switched the feature off, 406 that it cannot happen now, 410 that the meeting is
over; the service's own message is kept where it says more."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from meetdesk.client import ServiceError, ServiceUnreachable


translate = QCoreApplication.translate   # by this name pyside6-lupdate finds the strings below
OUTBOUND_REFUSAL = "the address cannot be reached from this service"   # engine/outbound.py REFUSAL, as it arrives


def refusal(exc: BaseException, doing: str) -> str:
    """``doing`` is what failed, as a sentence start ("The recording could not start")."""
    if isinstance(exc, ServiceUnreachable):
        return translate("Refusals", "%1: the meeting service cannot be reached.").replace("%1", doing)
    if isinstance(exc, ServiceError):
        detail = exc.message or str(exc.status)
        text = {
            401: translate("Refusals", "%1: the service refused the API key."),
            403: translate("Refusals", "%1: the service refused the API key."),
            405: translate("Refusals", "%1: this meeting does not allow it."),
            406: translate("Refusals", "%1 now: %2."),
            410: translate("Refusals", "%1: the meeting is over."),
            423: translate("Refusals", "%1: the API key is locked."),
        }.get(exc.status, translate("Refusals", "%1: %2."))
        text = text.replace("%1", doing).replace("%2", detail.rstrip("."))
        if OUTBOUND_REFUSAL in detail:   # the engine's outbound policy: say where the host allows their network
            text += " " + translate("Refusals", "For a device on your network or this computer, allow it in "
                                    "Settings: \"Streams and webhooks may go to this computer and my network\".")
        return text
    if isinstance(exc, OSError):
        return translate("Refusals", "%1: %2.").replace("%1", doing).replace("%2", exc.strerror or str(exc))
    return translate("Refusals", "%1: %2.").replace("%1", doing).replace("%2", str(exc) or type(exc).__name__)
