"""Fixtures of the call tests."""
import pytest
from call_helpers import Calls


@pytest.fixture
async def calls(engine, api):
    helper = Calls(engine, api)
    yield helper
    await helper.close()
