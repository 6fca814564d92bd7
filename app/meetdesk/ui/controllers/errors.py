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
