"""The frozen app's entry point (PyInstaller runs this as __main__): the `meetdesk` command, plus `meetdesk
self-test` (packaging/self_test.py: the bundled media libraries and data files work)."""
import sys

from meetdesk.cli import main

if __name__ == "__main__":
    if sys.argv[1:2] == ["self-test"]:
        import self_test

        sys.exit(self_test.main(sys.argv[2:]))
    sys.exit(main())
