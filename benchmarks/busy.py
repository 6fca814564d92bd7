"""A busy process beside a benchmark (a laptop doing other work): one core's worth of Python looping, which ends
by itself when the benchmark that started it is gone (killed or crashed, a bare ``while True: pass`` went on
looping, and the next run measured with two)."""
from __future__ import annotations

import subprocess
import sys

LOOP = "import os\nparent = os.getppid()\nwhile os.getppid() == parent:\n    for _ in range(10 ** 6): pass\n"


def busy_process() -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-c", LOOP])
