# dxil-spirv --batch over a copy of reference/compute, one ray-tracing library, a corrupt blob
# and an unsupported one (run by ctest: cli.batch).
# -DEXE=dxil-spirv -DSPIRV_VAL=spirv-val -DREFERENCE=reference/ -DUNSUPPORTED=unsupported blob
# -DOUT=scratch folder
file(REMOVE_RECURSE ${OUT})
set(IN ${OUT}/in)
file(COPY ${REFERENCE}/compute DESTINATION ${IN} FILES_MATCHING PATTERN "*.dxil")
file(COPY ${REFERENCE}/raytracing/rq_in_library.dxil DESTINATION ${IN}/rt)
file(COPY ${UNSUPPORTED} DESTINATION ${IN}/bad)
get_filename_component(unsupported_name ${UNSUPPORTED} NAME)
file(WRITE ${IN}/bad/corrupt.dxil "DXBC this is no container, only text")

# check(MESSAGE CONDITION...): fails with MESSAGE unless if(CONDITION...) holds.
function(check message)
  if(NOT (${ARGN}))
    message(FATAL_ERROR "${message}")
  endif()
endfunction()

# Two runs, one and two threads; stderr is not a terminal here, so progress is plain lines.
foreach(jobs 1 2)
  execute_process(COMMAND ${EXE} --batch ${IN} --out-dir ${OUT}/out${jobs} -j ${jobs} --asm --validate
                          --target-env vulkan1.3
                  RESULT_VARIABLE rc ERROR_VARIABLE err${jobs} OUTPUT_VARIABLE out)
  check("-j ${jobs}: two shaders fail, yet the exit code is 0:\n${err${jobs}}" NOT rc EQUAL 0)
  check("-j ${jobs}: dxil-spirv crashed (${rc}):\n${err${jobs}}" NOT rc MATCHES "[a-z]")
endforeach()
set(err ${err1})
check("progress redraws a line (\\r) although stderr is no terminal:\n${err}" NOT err MATCHES "\r")
check("no plain progress lines:\n${err}" err MATCHES "\\[[0-9]+/[0-9]+\\] +[0-9]+%")

# The report: exactly the two failing files, each with its error kind.
file(STRINGS ${OUT}/out1/failures.txt report)
list(LENGTH report failures)
check("failures.txt should list exactly 2 shaders, has ${failures}:\n${report}" failures EQUAL 2)
list(GET report 0 first)
list(GET report 1 second)
check("corrupt blob not reported as malformed-input: ${first}" first MATCHES "^${IN}/bad/corrupt\\.dxil\tmalformed-input\t.+")
check("unsupported blob not reported as unsupported: ${second}"
      second MATCHES "^${IN}/bad/${unsupported_name}\tunsupported\t.*CycleCounterLegacy")

# Every input has a valid .spv (and .spvasm) under the mirrored name; the failures have none.
file(GLOB_RECURSE inputs RELATIVE ${IN} ${IN}/*.dxil)
set(expected 0)
foreach(input ${inputs})
  string(REGEX REPLACE "\\.dxil$" "" stem ${input})
  if(stem MATCHES "^bad/")
    check("${stem}.spv written for a failing shader" NOT EXISTS ${OUT}/out1/${stem}.spv)
    continue()
  endif()
  set(stems ${stem})
  if(stem STREQUAL "rt/rq_in_library")  # a library: one output per export
    execute_process(COMMAND ${EXE} ${IN}/${input} --list-entries OUTPUT_VARIABLE entries RESULT_VARIABLE rc)
    string(REGEX MATCHALL "[^\n ]+ [^\n]+" entries "${entries}")
    set(stems)
    foreach(entry ${entries})
      string(REGEX REPLACE " .*" "" name "${entry}")
      list(APPEND stems ${stem}.${name})
    endforeach()
    list(LENGTH stems exports)
    check("rq_in_library should list several exports: ${entries}" exports GREATER 1)
  endif()
  foreach(s ${stems})
    math(EXPR expected "${expected} + 1")
    check("missing ${s}.spv" EXISTS ${OUT}/out1/${s}.spv)
    check("missing ${s}.spvasm (--asm)" EXISTS ${OUT}/out1/${s}.spvasm)
    execute_process(COMMAND ${SPIRV_VAL} --target-env vulkan1.3 --scalar-block-layout ${OUT}/out1/${s}.spv
                    RESULT_VARIABLE rc ERROR_VARIABLE verr OUTPUT_VARIABLE verr)
    check("spirv-val rejects ${s}.spv: ${verr}" rc EQUAL 0)
    # --target-env applies to every shader: SPIR-V 1.6 (version word 0x00010600).
    file(READ ${OUT}/out1/${s}.spv header LIMIT 8 HEX)
    check("${s}.spv is not SPIR-V 1.6 (--target-env vulkan1.3): ${header}" header STREQUAL "0302230700060100")
  endforeach()
endforeach()
file(GLOB_RECURSE spvs ${OUT}/out1/*.spv)
list(LENGTH spvs written)
check("${written} .spv files written, ${expected} expected" written EQUAL expected)

# The summary counts what happened.
list(LENGTH inputs files)
math(EXPR shaders "${expected} + 2")
check("summary does not say ${files} files, ${shaders} shaders, ${expected} converted, 2 failed by kind:\n${err}"
      err MATCHES "${files} files, ${shaders} shaders: ${expected} converted, 2 failed \\(malformed-input 1, unsupported 1\\)")
check("summary has no rate:\n${err}" err MATCHES "shaders/s on 1 thread")

# -j 1 and -j 2 write the same bytes.
file(GLOB_RECURSE outputs1 RELATIVE ${OUT}/out1 ${OUT}/out1/*)
file(GLOB_RECURSE outputs2 RELATIVE ${OUT}/out2 ${OUT}/out2/*)
check("-j 1 and -j 2 wrote different files" outputs1 STREQUAL outputs2)
foreach(f ${outputs1})
  file(SHA256 ${OUT}/out1/${f} h1)
  file(SHA256 ${OUT}/out2/${f} h2)
  check("${f} differs between -j 1 and -j 2" h1 STREQUAL h2)
endforeach()

# Only good inputs: exit code 0 and an empty report; --report puts it elsewhere.
execute_process(COMMAND ${EXE} --batch ${IN}/compute ${IN}/rt --out-dir ${OUT}/good --report ${OUT}/good.txt
                RESULT_VARIABLE rc ERROR_VARIABLE err)
check("all shaders convert, yet the exit code is ${rc}:\n${err}" rc EQUAL 0)
file(READ ${OUT}/good.txt report)
check("report of a clean run is not empty: ${report}" NOT report MATCHES ".")
# Names are relative to each input directory: IN/compute/x.dxil -> good/x.spv.
check("IN/compute/cf_loops.dxil did not become good/cf_loops.spv" EXISTS ${OUT}/good/cf_loops.spv)
check("IN/rt/rq_in_library.dxil did not become good/rq_in_library.RayGenMixed.spv"
      EXISTS ${OUT}/good/rq_in_library.RayGenMixed.spv)

# Single-file options that name one output are refused.
execute_process(COMMAND ${EXE} --batch ${IN} --out-dir ${OUT}/x -o y.spv RESULT_VARIABLE rc ERROR_VARIABLE err)
check("-o with --batch accepted (${rc}): ${err}" NOT rc EQUAL 0 AND err MATCHES "not available with --batch")
execute_process(COMMAND ${EXE} --batch ${IN} RESULT_VARIABLE rc ERROR_VARIABLE err)
check("--batch without --out-dir accepted (${rc}): ${err}" NOT rc EQUAL 0 AND err MATCHES "--out-dir")

# On a terminal the progress is one line redrawn with \r (util-linux `script` gives a pty).
find_program(SCRIPT script)
if(SCRIPT)
  execute_process(COMMAND ${SCRIPT} -qec "${EXE} --batch ${IN}/compute --out-dir ${OUT}/tty -j 2" /dev/null
                  RESULT_VARIABLE rc OUTPUT_VARIABLE tty ERROR_VARIABLE tty)
  string(ASCII 27 esc)
  check("on a terminal: no redrawn progress line (${rc}):\n${tty}" rc EQUAL 0 AND tty MATCHES "\r${esc}\\[K\\[[0-9]+/[0-9]+\\]")
else()
  message(STATUS "script (util-linux) not found: the terminal progress bar is not checked")
endif()

# A rerun leaves no stale output for a shader that fails now.
file(WRITE ${OUT}/out1/bad/corrupt.spv "stale")
execute_process(COMMAND ${EXE} --batch ${IN}/bad --out-dir ${OUT}/out1/bad RESULT_VARIABLE rc ERROR_VARIABLE err)
check("the failing shader's old corrupt.spv is still there" NOT EXISTS ${OUT}/out1/bad/corrupt.spv)
