# cvmill_embed_files(TARGET NAME FILES...): compiles the files into TARGET as one generated
# source defining cvmill::embedded::k<NAME>[] = {{"file name", contents}, ...}.
# The files are rebuilt into the binary whenever one of them changes.
function(cvmill_embed_files target name)
  set(out "${CMAKE_CURRENT_BINARY_DIR}/embedded_${name}.cc")
  set(abs)
  foreach(f IN LISTS ARGN)
    list(APPEND abs "${CMAKE_CURRENT_SOURCE_DIR}/${f}")
  endforeach()
  string(REPLACE ";" "|" joined "${abs}")
  add_custom_command(OUTPUT "${out}"
    COMMAND ${CMAKE_COMMAND} "-DFILES=${joined}" "-DOUT=${out}" "-DNAME=${name}"
            -P "${PROJECT_SOURCE_DIR}/cmake/embed_run.cmake"
    DEPENDS ${abs} "${PROJECT_SOURCE_DIR}/cmake/embed_run.cmake"
    COMMENT "Embedding ${name} rule tables" VERBATIM)
  target_sources(${target} PRIVATE "${out}")
endfunction()
