"""Renders resources/icons/logo.svg to the PNG the frozen app is built with (PyInstaller turns it into the
Windows .ico and the macOS .icns with Pillow) and the 256 px icon of the Linux bundle.

    python packaging/make_icons.py OUT_DIR      -> OUT_DIR/meetdesk.png (256x256)
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def render(svg: Path, png: Path, size: int = 256) -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    app = QGuiApplication.instance() or QGuiApplication([])  # noqa: F841 (QImage painting needs it)
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"cannot read {svg}")
    image = QImage(size, size, QImage.Format_ARGB32)
    image.fill(Qt.transparent)
    painter = QPainter(image)
    renderer.render(painter)
    painter.end()
    png.parent.mkdir(parents=True, exist_ok=True)
    if not image.save(str(png), "PNG"):
        raise SystemExit(f"cannot write {png}")


if __name__ == "__main__":
    out = Path(sys.argv[1] if len(sys.argv) > 1 else ROOT / "build" / "icons")
    render(ROOT / "resources" / "icons" / "logo.svg", out / "meetdesk.png")
    print(out / "meetdesk.png")
