// ir::verify: checks the invariants listed at the top of ir/ir.h and, once cfg/ has placed
// merge annotations, the basic structured control-flow rules (see cfg/ for the full check).
#pragma once

#include "common/status.h"
#include "ir/ir.h"

namespace dxsv::ir {

// Every function, the entry points, and that no function calls itself (directly or not).
Status verify(const Module& module);
// One function's invariants.
Status verify(const Module& module, const Function& function);

}  // namespace dxsv::ir
