"""The documentation a newcomer starts from: a README of one page, the docs it links to, and references that
point at files the repository holds (docs/testing.md). Reads files only: no network, no engine."""
from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "app" / "meetdesk"
DOCS = sorted((ROOT / "docs").glob("*.md"))
MARKDOWN = [ROOT / "README.md", ROOT / "CHANGELOG.md", *DOCS]
# Where code, comments and docstrings live (what may cite a document).
CODE_FOLDERS = ("app", "tests", "bin", "packaging", "benchmarks", "resources", "docs")
SKIPPED_FOLDERS = {"__pycache__", "node_modules", ".pytest_cache"}
# Documents that live outside the repository: a citation of one points nowhere for a reader of this one.
OUTSIDE = re.compile(r"wire-protocol\.md|service-interface\.md|DESIGN\.md|platform-notes\.md"
                     r"|wire-protocol \d|wire-protocol section|service-interface \"|platform-notes:")
# A citation of a section: README "Limits", docs/engine-api.md "Limits", docs/media.md, "Reactions"
SECTION_CITATION = re.compile(r"\b(README(?:\.md)?|CHANGELOG\.md|docs/[\w-]+\.md),? \(?\"([^\"\n]+)\"")
LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")


def _code_files() -> list[Path]:
    found = []
    for folder in CODE_FOLDERS:
        for path in (ROOT / folder).rglob("*"):
            parts = set(path.relative_to(ROOT).parts)
            if (path.is_file() and not parts & SKIPPED_FOLDERS and not any(p.endswith(".egg-info") for p in parts)
                    and path != Path(__file__).resolve()):
                found.append(path)
    return found


def _text(path: Path) -> str | None:
    try:
        return path.read_text(encoding="utf-8")
    except (UnicodeDecodeError, OSError):
        return None   # a picture, a model, a compiled translation


def slug(heading: str) -> str:
    """The anchor GitHub makes of a heading: lower case, punctuation dropped, spaces as hyphens."""
    text = heading.strip().lower().replace("`", "")
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def _without_fences(text: str) -> str:
    return re.sub(r"^```.*?^```", "", text, flags=re.S | re.M)


def _without_code(text: str) -> str:
    """Markdown without fenced code blocks, and with inline code spans kept as plain words."""
    return re.sub(r"`([^`\n]*)`", lambda m: m.group(1).replace("|", " ").replace("\\", ""), _without_fences(text))


def headings(path: Path) -> list[str]:
    return [line.lstrip("#").strip() for line in _without_fences(path.read_text(encoding="utf-8")).splitlines()
            if re.match(r"#{1,6} ", line)]


def anchors(path: Path) -> set[str]:
    seen: dict[str, int] = {}
    found = set()
    for heading in headings(path):
        base = slug(heading)
        count = seen.get(base, 0)
        seen[base] = count + 1
        found.add(base if count == 0 else f"{base}-{count}")
    return found


def test_the_readme_is_one_page():
    lines = (ROOT / "README.md").read_text(encoding="utf-8").splitlines()
    assert len(lines) < 300, f"README.md has {len(lines)} lines: details go to docs/"


def test_the_documents_a_newcomer_needs_exist():
    for name in ("docs/architecture.md", "docs/engine-api.md", "docs/media.md", "docs/testing.md",
                 "docs/benchmarks.md", "docs/packaging.md", "docs/app.md", "CHANGELOG.md"):
        path = ROOT / name
        assert path.is_file() and path.read_text(encoding="utf-8").strip(), name


def test_no_file_cites_a_document_the_repository_does_not_hold():
    files = _code_files()
    assert any(path.name == "hub.py" for path in files)   # the walk sees the code
    wrong = []
    for path in files:
        text = _text(path)
        if text is None:
            continue
        for number, line in enumerate(text.splitlines(), 1):
            if OUTSIDE.search(line):
                wrong.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
    assert wrong == []


def test_cited_sections_exist():
    """A comment that names a section of a document (README "Limits", docs/engine-api.md "Limits") names a
    heading that document has."""
    wrong = []
    for path in [*_code_files(), *MARKDOWN]:
        text = _text(path)
        if text is None:
            continue
        for match in SECTION_CITATION.finditer(text):
            document, section = match.groups()
            target = ROOT / ("README.md" if document == "README" else document)
            if not target.is_file():
                wrong.append(f"{path.relative_to(ROOT)}: {document} does not exist")
            elif section.strip().lower() not in {h.replace("`", "").lower() for h in headings(target)}:
                wrong.append(f"{path.relative_to(ROOT)}: {document} has no section {section!r}")
    assert wrong == []


def test_every_relative_link_in_the_docs_points_at_a_file():
    assert DOCS
    wrong = []
    for path in MARKDOWN:
        for target in LINK.findall(_without_code(path.read_text(encoding="utf-8"))):
            if re.match(r"[a-z][a-z0-9+.-]*:", target):   # http:, https:, mailto:
                continue
            file_part, _, fragment = target.partition("#")
            resolved = (path.parent / file_part).resolve() if file_part else path
            if not resolved.exists():
                wrong.append(f"{path.relative_to(ROOT)}: {target} (no such file)")
            elif fragment and resolved.suffix == ".md" and fragment not in anchors(resolved):
                wrong.append(f"{path.relative_to(ROOT)}: {target} (no such heading)")
    assert wrong == []


def test_paths_named_in_the_docs_exist():
    """A file the docs name in code spans (`engine/media/mcu.py`, `tests/ui/test_away.py`) is in the repository,
    at the top level or under app/meetdesk."""
    wrong = []
    for path in MARKDOWN:
        for token in re.findall(r"`([^`\s]+)`", path.read_text(encoding="utf-8")):
            token = token.rstrip(".,:")
            if ("/" not in token or token.startswith(("./", "~", "/")) or re.search(r"[<>*{}]", token)
                    or not re.search(r"\.(py|js|mjs|sh|ps1|iss|plist|spec|toml|md|json)$", token)):
                continue
            if not ((ROOT / token).exists() or (PACKAGE / token).exists()):
                wrong.append(f"{path.relative_to(ROOT)}: {token}")
    assert wrong == []


def test_the_checks_see_what_they_must_refuse():
    assert OUTSIDE.search("(wire-protocol.md section 2)") and OUTSIDE.search("(platform-notes.md)")
    assert OUTSIDE.search("source_update (wire-protocol 1.4)") and OUTSIDE.search('(service-interface "States")')
    assert not OUTSIDE.search("docs/engine-api.md \"The signaling socket\"")
    assert SECTION_CITATION.search('(README "Limits")').groups() == ("README", "Limits")
    assert SECTION_CITATION.search('docs/media.md, "Reactions"').groups() == ("docs/media.md", "Reactions")
    assert slug("The engine command: `meetdesk engine`") == "the-engine-command-meetdesk-engine"
    assert slug("What a guest's access key may do") == "what-a-guests-access-key-may-do"
    assert slug("The composed meeting (MCU)") == "the-composed-meeting-mcu"
    assert LINK.findall("see [x](docs/a.md#b) and ![p](screenshots/p.png)") == ["docs/a.md#b", "screenshots/p.png"]
