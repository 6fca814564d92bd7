import os

# Qt aborts without a display; every test runs offscreen.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import secrets  # noqa: E402
from pathlib import Path  # noqa: E402

import pytest  # noqa: E402


# The outbound policy (engine/outbound.py) refuses loopback by default; tests whose layers, webhooks, forwards,
# playbacks or broadcasts point at listeners on 127.0.0.1 / [::1] allow it (the ``engine_overrides`` fixture).
LOCAL_TARGETS = ["127.0.0.0/8", "::1/128"]


def make_engine_config(data_dir: Path, **overrides):
    """An EngineConfig for tests: free port on 127.0.0.1, a fresh API key, quick ready."""
    from meetdesk.engine.engine import EngineConfig

    values = {"data_dir": data_dir, "host": "127.0.0.1", "port": 0,
              "api_key": "test_" + secrets.token_urlsafe(24), "ready_delay": 0.05}
    values.update(overrides)
    return EngineConfig(**values)


@pytest.fixture(name="make_engine_config")
def make_engine_config_fixture():
    """The make_engine_config factory, for tests that run their own engines."""
    return make_engine_config


@pytest.fixture
def engine_overrides():
    """EngineConfig fields of the ``engine`` fixture; a test module overrides it, e.g. with
    ``{"allow_targets": LOCAL_TARGETS}`` when it points the engine at listeners on this machine."""
    return {}


@pytest.fixture
def local_targets():
    """``engine_overrides`` for modules whose engine fetches from listeners on 127.0.0.1 / [::1]."""
    return {"allow_targets": list(LOCAL_TARGETS)}


@pytest.fixture
async def engine(tmp_path, engine_overrides):
    """A running engine in a tmp dir; its API key is ``engine.config.api_key``, its URL ``engine.base_url``."""
    from meetdesk.engine.server import running_engine

    async with running_engine(make_engine_config(tmp_path / "engine", **engine_overrides)) as running:
        yield running


@pytest.fixture
async def api(engine):
    """An httpx.AsyncClient on the engine's base URL that sends the API key."""
    import httpx

    async with httpx.AsyncClient(base_url=engine.base_url, headers={"Authorization": engine.config.api_key},
                                 timeout=10) as client:
        yield client


@pytest.fixture
async def anon(engine):
    """An httpx.AsyncClient on the engine's base URL without credentials."""
    import httpx

    async with httpx.AsyncClient(base_url=engine.base_url, timeout=10) as client:
        yield client
