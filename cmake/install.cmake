# `cmake --install build --prefix P`: the cvmill binary, its man page and bash completion, the
# stage libraries with their one public header each, an exported CMake package
# (find_package(cvmill) -> cvmill::cvmill) and a pkg-config file (cvmill.pc). The rule tables
# are compiled into libcvmill_normalize.a (cmake/embed.cmake): nothing else is installed or
# read at run time. Tested by tests/consumer/ (a project built against an installed prefix).
include(CMakePackageConfigHelpers)

# The stage libraries, in link order (a library before the ones it uses).
# cvmill_pdf and cvmill_xml are the PDF reader and the DOCX and HTML reader
# (extract/module.h), linked in by a consumer.
set(CVMILL_STAGE_LIBS cvmill_reconcile cvmill_pipeline cvmill_structure cvmill_normalize
    cvmill_schema cvmill_extract cvmill_pdf cvmill_xml cvmill_common)
# The public headers: one per stage, and what they include (checked by tests/consumer/run.sh:
# no RE2, ICU, poppler or libxml2 header among them or included by them).
set(CVMILL_PUBLIC_HEADERS common/status.h extract/extract.h normalize/normalize.h
    structure/structure.h schema/schema.h reconcile/reconcile.h pipeline/pipeline.h)

foreach(lib IN LISTS CVMILL_STAGE_LIBS)
  string(REPLACE "cvmill_" "" short "${lib}")
  set_target_properties(${lib} PROPERTIES EXPORT_NAME ${short})
  if(CVMILL_SANITIZE)
    # Libraries built with sanitizers need their runtime in whatever links them.
    target_link_options(${lib} INTERFACE -fsanitize=${CVMILL_SANITIZERS})
  endif()
endforeach()

# cvmill::cvmill: every stage, for a consumer that wants the whole pipeline.
add_library(cvmill_all INTERFACE)
add_library(cvmill::cvmill ALIAS cvmill_all)
set_target_properties(cvmill_all PROPERTIES EXPORT_NAME cvmill)
target_link_libraries(cvmill_all INTERFACE ${CVMILL_STAGE_LIBS})

install(TARGETS cvmill RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
# The reader modules the binary loads on its first PDF, DOCX or HTML input:
# bin/../lib/cvmill/libcvmill_pdf.so and libcvmill_xml.so.
install(TARGETS cvmill_pdf_module cvmill_xml_module LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}/cvmill)
install(TARGETS ${CVMILL_STAGE_LIBS} cvmill_all EXPORT cvmillTargets
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
        INCLUDES DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/cvmill)
foreach(h IN LISTS CVMILL_PUBLIC_HEADERS)
  get_filename_component(dir "${h}" DIRECTORY)
  install(FILES "${PROJECT_SOURCE_DIR}/${h}" DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/cvmill/${dir})
endforeach()

set(CVMILL_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/cvmill)
install(EXPORT cvmillTargets NAMESPACE cvmill:: DESTINATION ${CVMILL_CMAKE_DIR})
configure_package_config_file(${PROJECT_SOURCE_DIR}/cmake/cvmillConfig.cmake.in
  ${PROJECT_BINARY_DIR}/cvmillConfig.cmake INSTALL_DESTINATION ${CVMILL_CMAKE_DIR})
write_basic_package_version_file(${PROJECT_BINARY_DIR}/cvmillConfigVersion.cmake
  COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/cvmillConfig.cmake ${PROJECT_BINARY_DIR}/cvmillConfigVersion.cmake
        DESTINATION ${CVMILL_CMAKE_DIR})

# pkg-config: relocatable (the prefix is found from the .pc file's own place, so
# `--prefix P` at install time works). The libraries are static, so what they link is in
# Requires (not Requires.private): a plain `pkg-config --libs cvmill` links.
set(CVMILL_PC_LIBS "")
foreach(lib IN LISTS CVMILL_STAGE_LIBS)
  string(REPLACE "cvmill_" "-lcvmill_" flag "${lib}")
  string(APPEND CVMILL_PC_LIBS " ${flag}")
endforeach()
# The readers are referred to weakly (extract/module_load.cc): -u pulls each out of its library.
string(PREPEND CVMILL_PC_LIBS " -Wl,-u,cvmill_pdf_reader_v1 -Wl,-u,cvmill_xml_reader_v1")
if(CVMILL_SANITIZE)
  string(APPEND CVMILL_PC_LIBS " -fsanitize=${CVMILL_SANITIZERS}")
endif()
file(RELATIVE_PATH CVMILL_PC_TO_PREFIX "/prefix/${CMAKE_INSTALL_LIBDIR}/pkgconfig" "/prefix")
configure_file(${PROJECT_SOURCE_DIR}/cmake/cvmill.pc.in ${PROJECT_BINARY_DIR}/cvmill.pc @ONLY)
install(FILES ${PROJECT_BINARY_DIR}/cvmill.pc DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)

# The man page, generated from `cvmill --help` and `--version` by help2man (Debian help2man);
# without help2man it is not built and not installed.
find_program(CVMILL_HELP2MAN help2man)
if(CVMILL_HELP2MAN)
  set(CVMILL_MAN_PAGE ${PROJECT_BINARY_DIR}/man/cvmill.1)
  add_custom_command(OUTPUT ${CVMILL_MAN_PAGE}
    COMMAND ${CMAKE_COMMAND} -E make_directory ${PROJECT_BINARY_DIR}/man
    COMMAND ${CVMILL_HELP2MAN} --no-info --section=1 --locale=C.UTF-8
            "--name=convert CVs (resumes) to JSON Resume records" --output=${CVMILL_MAN_PAGE}
            $<TARGET_FILE:cvmill>
    DEPENDS cvmill COMMENT "Generating the cvmill man page (help2man)" VERBATIM)
  add_custom_target(cvmill_man ALL DEPENDS ${CVMILL_MAN_PAGE})
  install(FILES ${CVMILL_MAN_PAGE} DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
else()
  message(STATUS "help2man not found: the man page is not built")
endif()

install(FILES ${PROJECT_SOURCE_DIR}/bin/cvmill-completion.bash
        DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions RENAME cvmill)
