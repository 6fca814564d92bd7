"""Errors of the service API: one exception type, rendered as ``{"error": "..."}`` with its status."""
from __future__ import annotations


class ApiError(Exception):
    """A request failed with an HTTP status the spec lists and a readable message."""

    def __init__(self, status: int, message: str, **details: object) -> None:
        super().__init__(message)
        self.status = status
        self.message = message
        self.details = details   # more fields of the body beside "error" (an engine extension, e.g. "reason")

    def body(self) -> dict[str, object]:
        return {"error": self.message, **self.details}

    def __repr__(self) -> str:
        return f"ApiError({self.status}, {self.message!r})"
