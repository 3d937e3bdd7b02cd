// cfg/: rewrites an arbitrary reducible CFG into SPIR-V structured control flow.
//
// After structurize() succeeds, every function of the module is directly emittable:
//  - every selection/loop header carries Block::merge, mergeBlock (and continueBlock);
//  - constructs nest, no block is the merge of two headers, breaks reach only the innermost
//    loop merge, continues only the innermost continue target (a single block that branches
//    back to the header);
//  - Phi incoming lists match predecessors and every use is dominated by its definition;
//  - Function::layout lists the blocks with dominators first and each merge after its
//    construct. Merge blocks of constructs that never merge are new blocks ending in
//    Unreachable with no predecessors; they appear in layout.
// Instructions keep their order and the lanes that run them, so wave operations keep their
// lanes; only empty ladder blocks (and a loop header's terminator) are added. Code moves to
// another block only with exitLoopsAtHeader (a loop header's code after its Phis).
#pragma once

#include <string>

#include "common/status.h"
#include "ir/ir.h"

namespace dxsv::cfg {

struct StructurizeOptions {
  // Leave every loop from its header only (cfg/exit_loops_at_header.cpp): works around
  // lavapipe (Mesa 22.3), which corrupts values of lanes that leave a loop mid-iteration.
  bool exitLoopsAtHeader = false;
  // Re-analyse the CFG after every edit instead of keeping an analysis that provably still
  // holds: slower, the same output. Tests compare the two (cfg/incremental_analysis_test).
  bool reanalyseAfterEveryEdit = false;
  // Tests: a pass that re-analyses after edits reads again only the terminators its edits
  // changed (CfgInfo::rebuild with a list); check each time that the rest still match the
  // function, and fail with an internal error if not.
  bool checkChangedBlocks = false;
};

Status structurize(ir::Module& module, const StructurizeOptions& options = {});

// GraphViz rendering of the function's CFG with merge/continue annotations (--dump-cfg).
std::string toDot(const ir::Function& function);
// Every function's graph, one digraph each (`dot` renders them one after another).
std::string toDot(const ir::Module& module);

}  // namespace dxsv::cfg
