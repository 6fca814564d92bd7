"""The embedded meeting engine: ``Engine`` (the configuration, store, running meetings, credentials and one
manager per feature), ``EngineConfig``, and ``running_engine``, which serves it (REST, /rt and /call on one
port) inside the running asyncio loop. Qt is never imported here."""
from meetdesk.engine.engine import Engine, EngineConfig
from meetdesk.engine.server import running_engine

__all__ = ["Engine", "EngineConfig", "running_engine"]
