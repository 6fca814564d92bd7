import os

# Qt aborts without a display; every test runs offscreen.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
