// The structurizer's passes, in pipeline order (cfg/structurize.cpp runs them). Each pass
// rewrites one function; the module supplies types, constants and new values. The
// module-level overloads run a pass over every function (tests use them).
#pragma once

#include <vector>

#include "cfg/analysis.h"
#include "cfg/structurize.h"
#include "common/status.h"
#include "ir/ir.h"

namespace dxsv::cfg {

// Drops unreachable blocks (renumbering the rest), merges duplicate Phi entries, and turns
// conditional terminators with a single distinct target into branches.
Status normalize(ir::Module& module, ir::Function& function);
Status normalize(ir::Module& module);

// Innermost loops first: one latch that only branches to the header (the continue target),
// one merge that receives every exit (a ladder block dispatches to several exit targets),
// and a header whose branch SPIR-V accepts under OpLoopMerge. Sets the loop annotations.
Status canonicalizeLoops(ir::Module& module, ir::Function& function);
Status canonicalizeLoops(ir::Module& module);
// reanalyseAfterEveryEdit: the reference behaviour (a fresh analysis after every edit) that
// the incremental one must match exactly (StructurizeOptions::reanalyseAfterEveryEdit).
Status canonicalizeLoops(ir::Module& module, ir::Function& function, const StructurizeOptions& options);

// Exit blocks of `loop` that canonicalizeLoops pulls into its construct so that their wave
// ops run with the lanes of one iteration (see canonicalize_loops.cpp), in joining order.
std::vector<BlockId> waveExitBlocks(const ir::Function& f, const CfgInfo& info, const Loop& loop);

// Driver workaround (StructurizeOptions::exitLoopsAtHeader): on canonical loops, every exit
// sets a flag and takes the back edge; the header leaves the loop when the flag is set.
Status exitLoopsAtHeader(ir::Module& module, ir::Function& function);
Status exitLoopsAtHeader(ir::Module& module);

// Outermost first: gives every selection header a merge, sending edges that leave its
// construct elsewhere through a ladder block so that no construct is left by a multi-level
// break. Conditional branches that only break/continue or leave to the innermost merge stay
// without a merge.
Status placeSelectionMerges(ir::Module& module, ir::Function& function);
Status placeSelectionMerges(ir::Module& module);
Status placeSelectionMerges(ir::Module& module, ir::Function& function, const StructurizeOptions& options);

// Restores "definitions dominate uses" after edges moved, by Phis at the new join points.
Status repairSsa(ir::Module& module, ir::Function& function);
Status repairSsa(ir::Module& module);

// Fills Function::layout: structured order (header, construct, continue, merge).
Status computeLayout(ir::Module& module, ir::Function& function);
Status computeLayout(ir::Module& module);

}  // namespace dxsv::cfg
