# pytest fixtures for the cvmill Python package. Run by ctest (tests/CMakeLists.txt) with
# PYTHONPATH=build/python, CVMILL_BIN (the cvmill binary) and CVMILL_SOURCE_DIR set.
import os
import subprocess

import pytest


@pytest.fixture(scope="session")
def cvmill_bin():
    return os.environ["CVMILL_BIN"]


@pytest.fixture(scope="session")
def source_dir():
    return os.environ["CVMILL_SOURCE_DIR"]


def run_cli(cvmill_bin, *args, cwd=None):
    """cvmill's exit status, stdout and stderr."""
    p = subprocess.run([cvmill_bin, *args], capture_output=True, cwd=cwd)
    return p.returncode, p.stdout.decode(), p.stderr.decode()
