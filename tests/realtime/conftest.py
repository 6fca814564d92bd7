"""Realtime tests run against the real engine (tests/conftest.py ``engine``) over its REST API."""
from __future__ import annotations

import pytest
from rt_cable import Harness


@pytest.fixture
async def rt(engine, api):
    yield Harness(engine, api)
