// CFG editing primitives shared by the cfg/ passes. Each keeps Phi incoming lists in step
// with predecessors; none repairs non-Phi uses (cfg/repair_ssa.cpp does that at the end).
#pragma once

#include <string>
#include <vector>

#include "ir/ir.h"

namespace dxsv::cfg {

using ir::BlockId;

struct Edge {
  BlockId from, to;
  bool operator==(const Edge&) const = default;
};

// Name for a block the passes add next to b: "<b's name or bbN>.<what>".
std::string blockLabel(const ir::Function& f, BlockId b, const char* what);

// A new block holding only `Branch target` (or nothing when target == kNoBlock).
BlockId addBlock(ir::Module& m, ir::Function& f, std::string name, BlockId target = ir::kNoBlock);
// A new block with no predecessors that ends in Unreachable: the merge of a construct whose
// paths never meet.
BlockId addUnreachableBlock(ir::Module& m, ir::Function& f, std::string name);

// Replaces every occurrence of `from` among b's terminator targets.
void retarget(ir::Block& b, BlockId from, BlockId to);
// Renames the incoming block of b's Phis.
void renameIncoming(ir::Block& b, BlockId from, BlockId to);
void removeIncoming(ir::Block& b, BlockId pred);
void addIncoming(ir::Instr& phi, ir::ValueId value, BlockId pred);
// An empty Phi of `type` with a fresh result value (not placed in a block).
ir::Instr newPhi(ir::Module& m, ir::TypeId type);
ir::ValueId incomingValue(const ir::Instr& phi, BlockId pred);

// Puts a new block on the edge; Phis of the target now name the new block.
BlockId splitEdge(ir::Module& m, ir::Function& f, Edge e, std::string name);

// Sends `edges` through one new block that dispatches to their original targets: a Phi
// selector records which target each incoming edge meant (a ladder step). Target Phis get
// their values through Phis in the new block. Returns the new block.
BlockId funnel(ir::Module& m, ir::Function& f, std::vector<Edge> edges, const std::string& name);

// Moves b's instructions from index `first` (the terminator included) into a new block that
// b branches to; successors' Phis name the new block.
BlockId splitBlock(ir::Module& m, ir::Function& f, BlockId b, size_t first, std::string name);

// Moves b's terminator into a new block that b branches to (a loop header keeps its Phis
// and code; the new block becomes an ordinary selection header).
BlockId splitTerminator(ir::Module& m, ir::Function& f, BlockId b, std::string name);

}  // namespace dxsv::cfg
