// canonicalizeLoops: puts every natural loop in the shape OpLoopMerge needs.
//
//   header:   Phis and code; OpLoopMerge merge continue; Branch, or CondBranch with one
//             target being the merge or the continue block
//   continue: one block, only `Branch header` (the single back edge)
//   merge:    the only block outside the loop that loop blocks branch to
//
// Inner loops go first, so a break out of two loops becomes: inner merge ladder -> outer
// loop exit edge, which the outer loop then routes through its own merge.
#include <algorithm>
#include <set>

#include "cfg/analysis.h"
#include "cfg/edit.h"
#include "cfg/passes.h"

namespace dxsv::cfg {
namespace {

// Blocks already used as a merge or continue target: they cannot take a second role.
std::set<BlockId> takenBlocks(const ir::Function& f) {
  std::set<BlockId> taken;
  for (const ir::Block& b : f.blocks) {
    if (b.merge == ir::MergeKind::None) continue;
    taken.insert(b.mergeBlock);
    if (b.merge == ir::MergeKind::Loop) taken.insert(b.continueBlock);
  }
  return taken;
}

void canonicalize(ir::Module& m, ir::Function& f, const CfgInfo& info, const Loop& loop) {
  const BlockId header = loop.header;
  std::set<BlockId> body(loop.blocks.begin(), loop.blocks.end());

  // Continue target: the latch itself when it is a plain `Branch header` reached from one
  // place; otherwise a new block that all back edges go through (it would otherwise be a
  // merge point, and a selection cannot merge at a continue target).
  BlockId cont;
  BlockId latch = loop.latches[0];
  if (loop.latches.size() == 1 && latch != header && f.blocks[latch].terminator().op == ir::Op::Branch &&
      info.pred[latch].size() == 1 && !takenBlocks(f).count(latch)) {
    cont = latch;
  } else {
    std::vector<Edge> back;
    for (BlockId l : loop.latches) back.push_back({l, header});
    cont = funnel(m, f, back, blockLabel(f, header, "continue"));
    body.insert(cont);
  }

  std::vector<Edge> exits;
  for (auto [from, to] : loop.exits) exits.push_back({from, to});
  for (BlockId x : waveExitBlocks(f, info, loop)) {
    body.insert(x);
    std::erase_if(exits, [&](const Edge& e) { return e.to == x; });
    for (BlockId s : f.blocks[x].successors()) exits.push_back({x, s});
  }

  // Merge: the single exit target when nothing else reaches it; otherwise a ladder block
  // that all exits go through and that dispatches to their targets.
  std::set<BlockId> exitTargets;
  for (auto [from, to] : exits) exitTargets.insert(to);
  std::set<BlockId> taken = takenBlocks(f);
  BlockId merge;
  if (exitTargets.empty()) {
    merge = addUnreachableBlock(m, f, blockLabel(f, header, "merge"));
  } else {
    BlockId only = *exitTargets.begin();
    bool direct = exitTargets.size() == 1 && !taken.count(only) &&
                  std::all_of(info.pred[only].begin(), info.pred[only].end(),
                              [&](BlockId p) { return body.count(p) > 0; });
    if (direct) {
      merge = only;
    } else {
      merge = funnel(m, f, exits, blockLabel(f, header, "merge"));
    }
  }

  // OpLoopMerge must precede a Branch or a CondBranch; a header that really selects
  // between two body blocks (or switches) hands its terminator to a new block.
  const ir::Instr& term = f.blocks[header].terminator();
  bool split = term.op == ir::Op::Switch;
  if (term.op == ir::Op::CondBranch) {
    split = true;
    for (BlockId t : term.targets) split &= t != merge && t != cont;
  }
  if (split) splitTerminator(m, f, header, blockLabel(f, header, "body"));

  ir::Block& h = f.blocks[header];
  h.merge = ir::MergeKind::Loop;
  h.mergeBlock = merge;
  h.continueBlock = cont;
}

}  // namespace

// D3D runs a wave op written inside a loop with the lanes of that iteration. DXIL puts the
// body of `if (c) { WaveOp(); return; }` outside the natural loop, since it does not reach
// the latch (DXC keeps such `break` paths inside with dx.break, but not returns); left
// there, lanes leaving in different iterations would meet at the loop merge and run the op
// together. So an exit block with a wave op, entered by a single exit edge and not the
// loop's only exit target (which is the code after the loop, where lanes have reconverged),
// joins the body: the loop is left after it. DXIL cannot tell this apart from code after a
// loop whose other exits all return; the corpus (wave_early_return) sides with this reading.
std::vector<BlockId> waveExitBlocks(const ir::Function& f, const CfgInfo& info, const Loop& loop) {
  auto hasWaveOp = [&](BlockId b) {
    const auto& instrs = f.blocks[b].instrs;
    return std::any_of(instrs.begin(), instrs.end(), [](const ir::Instr& i) { return i.op == ir::Op::Wave; });
  };
  std::set<BlockId> body(loop.blocks.begin(), loop.blocks.end());
  std::vector<Edge> exits;
  for (auto [from, to] : loop.exits) exits.push_back({from, to});
  std::vector<BlockId> joined;
  for (bool changed = true; changed;) {
    changed = false;
    std::set<BlockId> targets;
    for (auto [from, to] : exits) targets.insert(to);
    if (targets.size() < 2) break;
    for (BlockId x : targets) {
      if (!hasWaveOp(x) || info.pred[x].size() != 1 || !body.count(info.pred[x][0])) continue;
      body.insert(x);
      joined.push_back(x);
      std::erase_if(exits, [&](const Edge& e) { return e.to == x; });
      for (BlockId s : f.blocks[x].successors()) exits.push_back({x, s});
      changed = true;
      break;
    }
  }
  return joined;
}

Status canonicalizeLoops(ir::Module& module, ir::Function& f) {
  // Each round canonicalizes one loop and re-analyses; the bound only guards against bugs.
  // Every edit adds a block, so while the block count stays the same the analysis still
  // describes the CFG (only the merge annotations changed, which pick the next loop the same
  // way a rebuilt one would): re-analyse only after an edit.
  CfgInfo analysis;
  const CfgInfo* info = &analysis;
  for (size_t round = 0; round <= f.blocks.size() + 1;) {
    if (Status s = analysis.rebuild(f, CfgInfo::Depth::Loops); !s) return s;
    for (const size_t blocks = f.blocks.size(); f.blocks.size() == blocks; ++round) {
      const Loop* next = nullptr;
      for (const Loop& loop : info->loops) {
        if (f.blocks[loop.header].merge != ir::MergeKind::None) continue;
        if (!next || loop.depth > next->depth) next = &loop;
      }
      if (!next) return {};
      if (next->header == f.entry)
        return makeError("cfg: the entry block bb" + std::to_string(f.entry) + " is a loop header");
      canonicalize(module, f, *info, *next);
      if (round > f.blocks.size() + 1) break;
    }
  }
  return makeError("cfg: loop canonicalization did not converge in function '" + f.name + "'");
}

}  // namespace dxsv::cfg
