// Turns an arbitrary reducible CFG into SPIR-V structured control flow (merge annotations
// on headers, block layout), preserving what the program computes.
#pragma once

#include <string>

#include "common/status.h"
#include "ir/ir.h"

namespace dxsv::cfg {

Status structurize(ir::Module& module);

// GraphViz rendering of the function's CFG, for --dump-cfg.
std::string toDot(const ir::Function& function);

}  // namespace dxsv::cfg
