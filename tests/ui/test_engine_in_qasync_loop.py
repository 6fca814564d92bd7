"""The engine runs inside a Qt event loop through qasync (as the desktop app hosts it)."""
import asyncio


def test_engine_in_qasync_loop(tmp_path, make_engine_config, qapp):
    """qapp: pytest-qt's session QApplication. A QCoreApplication made here would outlive the test (PySide
    keeps the instance) and every later widget test in the same run would abort ("Must construct a
    QApplication before a QWidget")."""
    import httpx
    import qasync

    from meetdesk.engine.server import running_engine

    loop = qasync.QEventLoop(qapp)
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
