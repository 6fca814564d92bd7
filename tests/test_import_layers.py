"""The layers (docs/architecture.md "Packages and their rules": cli -> ui -> client -> api; engine -> its media;
rtc beside api), walked through every import, at the top of a module or inside a function.

ui/ reaches the rest of MeetDesk only through client/: every meetdesk import in app/meetdesk/ui names meetdesk.ui
or meetdesk.client, or one of the layer-free helpers every layer may use (meetdesk.tasks, meetdesk.files). The one
exception is named: hosting offline starts the embedded engine in a process of its own (ui/hosting.py, a lazy
import of engine.config for the address links carry; the process is `meetdesk engine-child`, engine/child.py).

rtc/ (what the client and the engine both use for WebRTC) is a base layer: client, media and engine import it, it
imports none of them. The engine imports no client-side capture code (meetdesk.media: camera, microphone, screen),
no client and no ui. Qt is nowhere below ui: api, rtc, client and engine import neither PySide6 nor qasync
(media/screen.py captures screens through Qt Multimedia, loaded by its capture functions only). captions/ (the
recognizer, its worker, transcripts) is used by the engine and the `transcribe` command and imports neither."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

import meetdesk

PACKAGE = Path(meetdesk.__file__).parent
UI = PACKAGE / "ui"
ALLOWED = ("meetdesk.ui", "meetdesk.client", "meetdesk.tasks", "meetdesk.files")
EXCEPTIONS = {("meetdesk.ui.hosting", "meetdesk.engine.config")}
QT = ("PySide6", "shiboken6", "qasync")
FORBIDDEN = {   # layer -> what none of its modules may import
    "rtc": ("meetdesk.client", "meetdesk.media", "meetdesk.engine", "meetdesk.ui", "meetdesk.cli", *QT),
    "engine": ("meetdesk.media", "meetdesk.client", "meetdesk.ui", "meetdesk.cli", *QT),
    "client": ("meetdesk.engine", "meetdesk.ui", "meetdesk.cli", *QT),
    "captions": ("meetdesk.engine", "meetdesk.client", "meetdesk.media", "meetdesk.ui", "meetdesk.cli", *QT),
    "api": ("meetdesk.rtc", "meetdesk.client", "meetdesk.media", "meetdesk.engine", "meetdesk.ui", "meetdesk.cli",
            *QT),
}


def _module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imports(path: Path) -> list[tuple[int, str]]:
    """(line, absolute module name) of every import statement in the file."""
    module = _module_name(path)
    package = module if path.name == "__init__.py" else module.rsplit(".", 1)[0]
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[:len(base) - node.level + 1]
                name = ".".join(base + ([node.module] if node.module else []))
            else:
                name = node.module or ""
            if name == "meetdesk":   # from meetdesk import client, tasks, ...
                found += [(node.lineno, f"meetdesk.{alias.name}") for alias in node.names]
            else:
                found.append((node.lineno, name))
    return found


def _allowed(module: str, imported: str) -> bool:
    return (not (imported == "meetdesk" or imported.startswith("meetdesk."))
            or any(imported == a or imported.startswith(a + ".") for a in ALLOWED)
            or (module, imported) in EXCEPTIONS)


def test_ui_imports_only_ui_and_client():
    files = sorted(UI.rglob("*.py"))
    assert len(files) > 20
    wrong = [f"{path.relative_to(UI.parent)}:{line} imports {name}"
             for path in files for line, name in _imports(path) if not _allowed(_module_name(path), name)]
    assert wrong == []


def test_the_walk_sees_what_it_must_refuse():
    """The checker itself: a direct media, api or engine import is refused, client and ui ones pass."""
    assert not _allowed("meetdesk.ui.views.x", "meetdesk.media.devices")
    assert not _allowed("meetdesk.ui.controllers.x", "meetdesk.api.links")
    assert not _allowed("meetdesk.ui.app", "meetdesk.engine.server")
    assert not _allowed("meetdesk.ui.x", "meetdesk")
    assert _allowed("meetdesk.ui.x", "meetdesk.client.devices") and _allowed("meetdesk.ui.x", "meetdesk.ui.theme")
    assert _allowed("meetdesk.ui.hosting", "meetdesk.engine.config") and _allowed("meetdesk.ui.x", "httpx")
    assert not _allowed("meetdesk.ui.hosting", "meetdesk.engine.server")   # the engine runs in another process
    sample = UI / "controllers" / "join.py"
    assert any(name == "meetdesk.client" for _, name in _imports(sample))


def _names(imported: str, prefixes: tuple[str, ...]) -> bool:
    return any(imported == prefix or imported.startswith(prefix + ".") for prefix in prefixes)


@pytest.mark.parametrize("layer", sorted(FORBIDDEN))
def test_layer_imports_nothing_above_it(layer):
    files = sorted((PACKAGE / layer).rglob("*.py"))
    assert len(files) >= 5
    wrong = [f"{path.relative_to(PACKAGE)}:{line} imports {name}"
             for path in files for line, name in _imports(path) if _names(name, FORBIDDEN[layer])]
    assert wrong == []


def test_the_layer_walk_sees_what_it_must_refuse():
    """The checker itself, on the imports that used to be there: the engine's legs took the data channel, the
    voice activity detector and peer connections from meetdesk.media (so the engine loaded camera and screen
    code); rtc taking capture code or Qt would make the client's capture a dependency of the engine again."""
    legs = [name for _, name in _imports(PACKAGE / "engine" / "media" / "legs.py")]
    assert "meetdesk.rtc.peer_connection" in legs and "meetdesk.rtc.levels" in legs
    assert _names("meetdesk.media.peer_connection", FORBIDDEN["engine"])
    assert _names("meetdesk.media", FORBIDDEN["engine"]) and _names("PySide6.QtGui", FORBIDDEN["engine"])
    assert _names("meetdesk.media.synthetic", FORBIDDEN["rtc"]) and _names("meetdesk.engine", FORBIDDEN["rtc"])
    assert not _names("meetdesk.rtc.levels", FORBIDDEN["engine"]) and not _names("meetdesk.api", FORBIDDEN["rtc"])
    assert not _names("meetdesk.mediax", FORBIDDEN["engine"]) and not _names("meetdesk.rtc", FORBIDDEN["client"])


def _import_graph() -> dict[str, set[str]]:
    """Module -> the meetdesk modules it imports (a name imported from a package counts as its submodule when
    it is one), typing-only imports included: they tie the files together for a reader all the same."""
    modules = {_module_name(path): path for path in PACKAGE.rglob("*.py")}
    graph: dict[str, set[str]] = {}
    for module, path in modules.items():
        package = module if path.name == "__init__.py" else module.rsplit(".", 1)[0]
        deps: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            if isinstance(node, ast.Import):
                deps |= {alias.name for alias in node.names if alias.name in modules}
            elif isinstance(node, ast.ImportFrom):
                base = package.split(".")[:len(package.split(".")) - node.level + 1] if node.level else []
                name = ".".join(base + [node.module]) if node.module else ".".join(base)
                for alias in node.names:
                    deps |= {f"{name}.{alias.name}"} if f"{name}.{alias.name}" in modules else (
                        {name} if name in modules else set())
        graph[module] = deps - {module}
    return graph


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []
    for root in graph:
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return found


def test_no_module_imports_in_a_circle():
    """No import loop anywhere in app/ (the engine's managers were one: each imported Engine back)."""
    assert _cycles(_import_graph()) == []


def test_the_cycle_walk_sees_a_loop():
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
