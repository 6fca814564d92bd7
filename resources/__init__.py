"""Icons and translations of the app.

In the source tree this is the top-level ``resources/`` folder; the build maps it into the package as
``meetdesk.resources`` (``[tool.setuptools.package-dir]`` in pyproject.toml), for editable and regular
installs alike. Code finds the files through the package: ``importlib.resources.files("meetdesk.resources")``
(``meetdesk.ui.theme.resource``). This file makes the folder a regular package, which setuptools' editable
install can map from outside ``app/``.
"""
