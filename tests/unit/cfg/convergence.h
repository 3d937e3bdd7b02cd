// Wave-op safety oracle for the cfg/ tests. Structurization must not change which lanes run a
// block together. Two rules capture it, checked on the blocks of the input (they keep their
// numbers; structurize only appends blocks):
//  - loops: a block lies in the construct of the structured loop with header H exactly when it
//    lies in H's natural loop in the input (code after a loop exit is not pulled into the loop,
//    code of the loop is not pushed out of it);
//  - selections: where the input's paths from a branch join again (its immediate
//    post-dominator) is not inside that branch's selection construct, so lanes that
//    diverged there have met again before that code runs.
// A construct is its header plus the blocks the header dominates and its merge does not.
#pragma once

#include <string>

#include "ir/ir.h"

namespace dxsv::cfg::test {

// Empty when `after` (structurize(before)) keeps both rules; else what broke. `before` must
// have no unreachable blocks (block numbers would shift).
std::string checkConvergence(const ir::Module& before, const ir::Module& after);

}  // namespace dxsv::cfg::test
