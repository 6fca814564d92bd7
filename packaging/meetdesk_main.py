"""The frozen app's entry point (PyInstaller runs this as __main__): the `meetdesk` command."""
import sys

from meetdesk.cli import main

if __name__ == "__main__":
    sys.exit(main())
