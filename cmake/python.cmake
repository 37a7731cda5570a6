# Finds Python 3 and pybind11 for python/ (CVMILL_PYTHON). Debian's python3-* packages
# (pybind11, pytest, dask) belong to /usr/bin/python3, so that interpreter is preferred over
# another python3 on PATH (pyenv, a venv); -DPython_EXECUTABLE=... chooses another.
set(CVMILL_HAVE_PYBIND11 OFF)
if(CVMILL_SANITIZE)
  message(STATUS "Python module not built under sanitizers")
  return()
endif()
if(NOT DEFINED Python_EXECUTABLE AND EXISTS /usr/bin/python3)
  set(Python_EXECUTABLE /usr/bin/python3)
endif()
find_package(Python 3 QUIET COMPONENTS Interpreter Development.Module)
if(Python_FOUND)
  find_package(pybind11 CONFIG QUIET)
endif()
if(Python_FOUND AND pybind11_FOUND)
  set(CVMILL_HAVE_PYBIND11 ON)
  # The stage libraries are linked into a shared Python module as well as the binary. Debian's
  # GCC makes position-independent executables anyway; without semantic interposition, calls
  # inside the libraries stay direct, as in the PIE code they replace.
  set(CMAKE_POSITION_INDEPENDENT_CODE ON)
  add_compile_options(-fno-semantic-interposition)
  message(STATUS "Python module: ${Python_EXECUTABLE} (pybind11 ${pybind11_VERSION})")
else()
  message(STATUS "pybind11 or Python 3 headers not found: the Python module is not built")
endif()
