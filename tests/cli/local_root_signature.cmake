# dxil-spirv --local-root-signature library --entry NAME (run by ctest: cli.local_root_signature):
# an export the library associates with a local root signature reads its shader record, one
# without converts with a note, a conflicting or missing --entry is refused.
# -DEXE=dxil-spirv -DINPUT=rt_subobjects_all.dxil -DOUT=folder
file(REMOVE_RECURSE ${OUT})
file(MAKE_DIRECTORY ${OUT})
foreach(entry ClosestHitProc MissMain RayGenMain)
  execute_process(COMMAND ${EXE} ${INPUT} --entry ${entry} --local-root-signature library --target-env vulkan1.3
                          --validate --asm -o ${OUT}/${entry}.spv
                  RESULT_VARIABLE rc OUTPUT_VARIABLE asm ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "--entry ${entry} --local-root-signature library failed (${rc}): ${err}")
  endif()
  string(FIND "${asm}" "ShaderRecordBuffer" record)
  if(entry STREQUAL RayGenMain)
    if(NOT record EQUAL -1)
      message(FATAL_ERROR "RayGenMain has no associated local root signature but reads a shader record")
    endif()
    string(FIND "${err}" "no local root signature" note)
    if(note EQUAL -1)
      message(FATAL_ERROR "RayGenMain: no note that no local root signature applies: ${err}")
    endif()
  elseif(record EQUAL -1)
    message(FATAL_ERROR "${entry} does not read its shader record")
  endif()
endforeach()
execute_process(COMMAND ${EXE} ${INPUT} --local-root-signature library -o ${OUT}/none.spv RESULT_VARIABLE rc ERROR_VARIABLE err)
if(rc EQUAL 0)
  message(FATAL_ERROR "--local-root-signature library without --entry was accepted")
endif()
# --root-signature library: the library's global root signature (GlobalRS, named by no
# association, so the default of every export) puts the shader under the root-signature ABI.
execute_process(COMMAND ${EXE} ${INPUT} --entry ClosestHitTri --root-signature library --local-root-signature library
                        --target-env vulkan1.3 --validate --binding-layout -o ${OUT}/global.spv
                RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "--root-signature library failed (${rc}): ${err}")
endif()
string(FIND "${err}" "static samplers: set 2" static)
if(static EQUAL -1)
  message(FATAL_ERROR "--root-signature library: GlobalRS's static sampler is not at the ABI's set 2: ${err}")
endif()
