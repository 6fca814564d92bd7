"""The build is configured in pyproject.toml; this file only lists the packages.

``[tool.setuptools.packages.find]`` can only find packages under ``app/``, and ``meetdesk.resources`` lives in
the top-level ``resources/`` folder (mapped into the package by ``[tool.setuptools.package-dir]``). So the list
is every package found under ``app/`` (new ones are picked up by themselves) plus ``meetdesk.resources`` and its
data folders (``icons``, ``translations``, ``web``: listed so that setuptools knows they are meant to be installed).
"""
from setuptools import find_namespace_packages, setup

CODE = find_namespace_packages("app", include=["meetdesk", "meetdesk.*"])
RESOURCES = ["meetdesk.resources", *(f"meetdesk.resources.{name}" for name in find_namespace_packages("resources"))]

setup(packages=[*CODE, *RESOURCES])
