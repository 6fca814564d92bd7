"""meetdesk.tasks: TaskSet, the one helper for background tasks of the engine, the client's call and the UI; Latest,
one run at a time of a sender whose newest state wins."""
import asyncio
import gc
import logging

import meetdesk.tasks
from meetdesk.tasks import Latest, TaskSet


def test_the_module_exports_the_task_set_and_latest():
    assert meetdesk.tasks.__all__ == ["Latest", "TaskSet"]


async def test_a_spawned_task_is_held_until_it_finishes():
    tasks = TaskSet("test")
    done = asyncio.Event()

    async def work():
        await asyncio.sleep(0.01)
        done.set()
        return 7

    task = tasks.spawn(work())
    del task
    gc.collect()  # asyncio itself keeps only a weak reference
    await asyncio.wait_for(done.wait(), 2)
    await tasks.wait_closed()


async def test_a_failing_task_is_logged_with_the_owner_name(caplog):
    tasks = TaskSet("owner-x")

    async def fail():
        raise ValueError("boom")

    with caplog.at_level(logging.ERROR, logger="meetdesk.tasks"):
        task = tasks.spawn(fail())
        await tasks.wait_closed()
    assert task.done() and isinstance(task.exception(), ValueError)
    assert any("owner-x" in r.getMessage() and r.exc_info and r.exc_info[1] is task.exception()
               for r in caplog.records)


async def test_cancel_all_then_wait_closed_ends_every_task_including_late_ones():
    tasks = TaskSet("test")
    started_late = []

    async def forever():
        try:
            await asyncio.sleep(3600)
        finally:
            # a task spawned while closing is awaited too
            started_late.append(tasks.spawn(asyncio.sleep(0.01)))

    first = [tasks.spawn(forever()) for _ in range(3)]
    await asyncio.sleep(0)
    tasks.cancel_all()
    await asyncio.wait_for(tasks.wait_closed(), 2)
    assert all(t.cancelled() for t in first)
    assert len(started_late) == 3 and all(t.done() for t in started_late)


async def test_wait_closed_from_inside_one_of_its_tasks_does_not_wait_for_itself():
    tasks = TaskSet("test")
    other = tasks.spawn(asyncio.sleep(0.01))

    async def closer():
        await tasks.wait_closed()
        return other.done()

    assert await asyncio.wait_for(tasks.spawn(closer()), 2) is True


async def test_latest_runs_one_at_a_time_and_once_more_for_what_came_meanwhile():
    tasks = TaskSet("test")
    gate = asyncio.Event()
    runs: list[int] = []
    state = {"value": 0}

    async def send() -> None:
        runs.append(state["value"])
        await gate.wait()

    latest = Latest(tasks.spawn, send)
    latest.ask()
    await asyncio.sleep(0)
    for value in (1, 2, 3):        # while the first run waits: one more run, with the newest state
        state["value"] = value
        latest.ask()
    gate.set()
    await asyncio.sleep(0.01)
    assert runs == [0, 3]
    latest.ask()                    # idle again: a new run at once
    await asyncio.sleep(0.01)
    assert runs == [0, 3, 3]
    await tasks.wait_closed()
