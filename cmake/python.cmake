# Finds Python 3 and pybind11 for python/ (CVMILL_PYTHON). Debian's python3-* packages
# (pybind11, pytest, dask) belong to /usr/bin/python3, so that interpreter is preferred over
# another python3 on PATH (pyenv, a venv); -DPython_EXECUTABLE=... chooses another.
set(CVMILL_HAVE_PYBIND11 OFF)
if(CVMILL_SANITIZE)
  # Python itself is not instrumented: its tests load the compiler's shared ASan runtime first
  # (LD_PRELOAD, tests/CMakeLists.txt). Without that runtime the module is not built.
  if(CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
    set(rt libclang_rt.asan-${CMAKE_SYSTEM_PROCESSOR}.so)
  else()
    set(rt libasan.so)
  endif()
  execute_process(COMMAND ${CMAKE_CXX_COMPILER} -print-file-name=${rt}
                  OUTPUT_VARIABLE CVMILL_ASAN_RUNTIME OUTPUT_STRIP_TRAILING_WHITESPACE)
  if(NOT IS_ABSOLUTE "${CVMILL_ASAN_RUNTIME}" OR NOT EXISTS "${CVMILL_ASAN_RUNTIME}")
    message(STATUS "Python module not built under sanitizers: no shared ASan runtime (${rt})")
    return()
  endif()
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
