"""The embedded meeting engine: ``Engine`` (the configuration, store, running meetings, credentials and one
manager per feature), ``EngineConfig``, and ``running_engine``, which serves it (REST, /rt and /call on one
port) inside the running asyncio loop. Qt is never imported here.

The names load on first use (PEP 562): importing a submodule such as ``meetdesk.engine.keys`` (the
``meetdesk engine keys`` command) must not pull in the server, aiortc and PyAV."""
import importlib as _importlib
import typing as _typing

if _typing.TYPE_CHECKING:
    from meetdesk.engine.config import EngineConfig
    from meetdesk.engine.engine import Engine
    from meetdesk.engine.server import running_engine

__all__ = ["Engine", "EngineConfig", "running_engine"]
_HOMES = {"Engine": "meetdesk.engine.engine", "EngineConfig": "meetdesk.engine.config",
          "running_engine": "meetdesk.engine.server"}


def __getattr__(name: str) -> _typing.Any:
    if name not in _HOMES:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(_importlib.import_module(_HOMES[name]), name)
    globals()[name] = value
    return value
