"""PyInstaller runtime hook of the frozen app: mediapipe imports cv2 and matplotlib.pyplot at the top of its
drawing utilities (mediapipe.python.solutions.drawing_utils, loaded by ``import mediapipe``), which only draw
landmarks for demos; the app's selfie segmentation never calls them. The build leaves OpenCV (205 MiB with its
libraries) and matplotlib out (meetdesk.spec), and this hook gives those two imports, and only them, empty
modules whose every attribute fails with a clear message."""
import importlib.abc
import importlib.machinery
import sys
import types

ABSENT = ("cv2", "matplotlib", "matplotlib.pyplot")


class _AbsentModule(types.ModuleType):
    def __getattr__(self, name):
        raise AttributeError(f"{self.__name__}.{name}: {self.__name__} is not in the frozen MeetDesk "
                             "(only mediapipe's drawing utilities import it)")


class _AbsentFinder(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    """The last finder: an empty module for the names in ABSENT (nothing else in the bundle provides them)."""

    def find_spec(self, fullname, path=None, target=None):
        if fullname not in ABSENT:
            return None
        return importlib.machinery.ModuleSpec(fullname, self, is_package=fullname == "matplotlib")

    def create_module(self, spec):
        return _AbsentModule(spec.name)

    def exec_module(self, module):
        pass


sys.meta_path.append(_AbsentFinder())
