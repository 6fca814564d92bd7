"""The engine runs inside a Qt event loop through qasync (as the desktop app hosts it)."""
import asyncio


def test_engine_in_qasync_loop(tmp_path, make_engine_config):
    import httpx
    import qasync
    from PySide6.QtCore import QCoreApplication

    from meetdesk.engine.server import running_engine

    app = QCoreApplication.instance() or QCoreApplication([])
    loop = qasync.QEventLoop(app)
    config = make_engine_config(tmp_path / "q")

    async def scenario():
        async with running_engine(config) as engine:
            async with httpx.AsyncClient(base_url=engine.base_url, headers={"Authorization": config.api_key}) as c:
                r = await c.post("/rooms", json={"user": {"name": "Ann"}})
                assert r.status_code == 201
                for _ in range(100):
                    if (await c.get(f"/rooms/{r.json()['access_key']}")).json()["ready"]:
                        return True
                    await asyncio.sleep(0.02)
        return False

    try:
        assert loop.run_until_complete(scenario()) is True
    finally:
        loop.close()
        asyncio.set_event_loop(None)
