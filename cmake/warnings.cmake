# One named list of warnings for every cvmill target; CI adds -Werror (CVMILL_WERROR=ON).
set(CVMILL_WARNINGS
  -Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor -Wold-style-cast -Wcast-qual
  -Wformat=2 -Wimplicit-fallthrough -Wundef)
if(CVMILL_WERROR)
  list(APPEND CVMILL_WARNINGS -Werror)
endif()

function(cvmill_target_defaults target)
  target_compile_options(${target} PRIVATE ${CVMILL_WARNINGS})
  # Headers are included from the source root ("pipeline/pipeline.h"); installed, from
  # include/cvmill (cmake/install.cmake).
  target_include_directories(${target} PUBLIC $<BUILD_INTERFACE:${PROJECT_SOURCE_DIR}>
                                              $<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}/cvmill>)
endfunction()
