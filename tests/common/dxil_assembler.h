// Test helper: hand-written LLVM 19 IR text -> a DXBC container holding it as DXIL bitcode.
// Our frontend reads any LLVM bitcode it can parse, so hand-written modules (with DXIL's
// dx.op declarations and metadata) test ops no corpus shader reaches. The program header
// takes the shader kind and model from !dx.shaderModel (cs 6.0 when absent).
// Link dxsv_test_assembler (dxil_assembler.cpp, with LLVM's asmparser and bitwriter).
#pragma once

#include <cstdint>
#include <string>

#include "container_builder.h"

namespace dxsv::testing {

// Shader kind numbers of the DXIL program header (cs when `name` is unknown).
uint32_t programKind(const std::string& name);

// Returns an empty blob and sets `error` when the text does not parse.
Bytes assembleDxil(const std::string& text, std::string& error);

}  // namespace dxsv::testing
