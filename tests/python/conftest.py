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
    # In a sanitizer build the tests run with the ASan runtime preloaded for Python; the
    # binary links its own copy and refuses a second one.
    env = {k: v for k, v in os.environ.items() if k != "LD_PRELOAD"}
    p = subprocess.run([cvmill_bin, *args], capture_output=True, cwd=cwd, env=env)
    return p.returncode, p.stdout.decode(), p.stderr.decode()
