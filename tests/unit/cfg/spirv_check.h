// Structural oracle for the tests: writes the CFG skeleton of a structurized function as a
// SPIR-V module (labels, merge instructions, branches; conditions loaded from variables)
// and runs the SPIRV-Tools validator on it, i.e. spirv-val's structured control-flow rules.
#pragma once

#include <string>

#include "ir/ir.h"

namespace dxsv::cfg::test {

std::string skeletonAssembly(const ir::Function& f);
// Empty when valid; otherwise the validator's message and the assembly.
std::string validateSkeleton(const ir::Function& f);

}  // namespace dxsv::cfg::test
