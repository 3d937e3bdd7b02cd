// CFG analyses over ir::Function: predecessors, reverse post-order, dominators,
// post-dominators, dominance and post-dominance frontiers, natural loops, reachability.
// A snapshot: rebuild after editing the CFG.
#pragma once

#include <span>
#include <utility>
#include <vector>

#include "common/status.h"
#include "ir/dominance.h"
#include "ir/ir.h"

namespace dxsv::cfg {

using ir::BlockId;

struct Loop {
  BlockId header = ir::kNoBlock;
  std::vector<BlockId> latches;  // sources of back edges
  std::vector<BlockId> blocks;   // body including the header, sorted
  std::vector<std::pair<BlockId, BlockId>> exits;  // edges from the body to outside
  // The header's continue target once canonicalizeLoops annotated it; before that the latch
  // when there is exactly one, else kNoBlock.
  BlockId continueBlock = ir::kNoBlock;
  int parent = -1;               // enclosing loop index, -1 if outermost
  uint32_t depth = 1;
};

class CfgInfo {
 public:
  // Fails if the CFG is irreducible (a retreating edge whose target does not dominate it).
  static Result<CfgInfo> build(const ir::Function& function);
  // The same analysis into this object, reusing its storage: passes that re-analyse after
  // every edit call this (a fresh build allocates a vector per block and list).
  // How much a pass needs: no pass uses post-dominators (only the analysis tests do), so
  // the passes ask for less and skip that part of the cost.
  enum class Depth {
    Dominators,  // succ, pred, dom, with the reducibility check; loops and post-dominators empty
    Loops,       // and loops, loopOf; post-dominators empty
    All,         // and postSucc, postDom (ipdom, postDominanceFrontiers)
  };
  Status rebuild(const ir::Function& function, Depth depth = Depth::All);
  static Result<CfgInfo> build(const ir::Function& function, Depth depth);
  // Re-analysis after edits that changed the terminators of `changed` blocks only, and added
  // blocks: reads those terminators again and keeps the other blocks' targets from the last
  // rebuild of this function (reading every terminator is most of a rebuild's cost on large
  // functions). The caller vouches for `changed`; targetsMatch() checks it.
  Status rebuild(const ir::Function& function, Depth depth, std::span<const BlockId> changed);
  // Whether the kept terminator targets are those of `function` now.
  bool targetsMatch(const ir::Function& function) const;

  size_t size() const { return rawBegin_.size(); }
  // Distinct successors in terminator order, and predecessors in reverse post-order of the
  // predecessor; reachable graph only (empty for an unreachable block). Valid until the
  // next rebuild.
  std::span<const BlockId> succ(BlockId b) const {
    if (!reachable(b)) return {};
    return {rawSucc_.data() + rawBegin_[b], rawEnd_[b] - rawBegin_[b]};
  }
  std::span<const BlockId> pred(BlockId b) const { return dom.preds(b); }
  // The op of b's terminator when the analysis read it (Unreachable if b has none): kept
  // with the targets, so that a pass scanning many blocks need not load each terminator.
  ir::Op terminatorOp(BlockId b) const { return b < termOp_.size() ? termOp_[b] : ir::Op::Unreachable; }
  bool reachable(BlockId b) const { return dom.reachable(b); }
  bool isBackEdge(BlockId from, BlockId to) const { return dom.dominates(to, from); }
  bool inLoop(int loop, BlockId b) const;
  // Predecessors not reached by a back edge.
  size_t forwardPredCount(BlockId b) const;
  // Immediate post-dominator, with returns and other dead ends joined at a virtual exit;
  // back edges are replaced by edges to the loop's exits. kNoBlock = the virtual exit.
  BlockId ipdom(BlockId b) const;

  // Dominance frontier of every block (where its definitions meet other paths: where SSA
  // repair puts Phis), over all edges including back edges.
  std::vector<std::vector<BlockId>> dominanceFrontiers() const;
  // Post-dominance frontier of every block: the branches it is control dependent on, in the
  // graph ipdom() uses (back edges replaced by the loop's exits).
  std::vector<std::vector<BlockId>> postDominanceFrontiers() const;
  // Closure of `blocks` under the frontier `df` (the iterated frontier), as a per-block flag.
  std::vector<uint8_t> iteratedFrontier(const std::vector<std::vector<BlockId>>& df,
                                        const std::vector<BlockId>& blocks) const;
  // Blocks reachable from `from` (itself included) along forward edges, or along all edges.
  std::vector<uint8_t> reachableFrom(BlockId from, bool followBackEdges = true) const;

  std::vector<std::vector<BlockId>> postSucc;    // the graph of postDom, index size() = exit
  ir::DomTree dom;
  ir::DomTree postDom;  // over blocks plus a virtual exit node (index size())
  std::vector<Loop> loops;
  std::vector<int> loopOf;  // innermost loop of each block, -1 if none

 private:
  void readTargets(const ir::Function& f, BlockId b);
  Status analyse(const ir::Function& f, Depth depth);
  // Every block's distinct terminator targets: rawSucc_[rawBegin_[b] .. rawEnd_[b]). A block
  // read again appends its list; the pool is compacted when half of it is stale.
  std::vector<uint32_t> rawSucc_, rawBegin_, rawEnd_, rawSpare_;
  std::vector<ir::Op> termOp_;
  // Scratch kept for rebuild (passes re-analyse after edits; a rebuild should not allocate).
  std::vector<std::pair<BlockId, BlockId>> backEdges_;  // (header, latch)
  std::vector<std::vector<uint32_t>> reverse_;
  std::vector<uint8_t> mark_;
  std::vector<BlockId> work_;
  ir::DomTree::Scratch domScratch_;
};

}  // namespace dxsv::cfg
