"""Controllers: glue between views and the client library (no widgets here)."""
from typing import Any


def as_json(value: Any) -> dict:
    """Typed client results (api.models) -> their wire dict; dicts pass through; None -> {}."""
    if value is None:
        return {}
    return value.to_json() if hasattr(value, "to_json") else value
