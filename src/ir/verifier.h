// ir::verify: checks the invariants listed at the top of ir/ir.h and, once cfg/ has placed
// merge annotations, the basic structured control-flow rules (see cfg/ for the full check).
#pragma once

#include "common/status.h"
#include "ir/ir.h"

namespace dxsv::ir {

Status verify(const Module& module);

}  // namespace dxsv::ir
