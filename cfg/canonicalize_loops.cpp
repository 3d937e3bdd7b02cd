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
#include "common/escape.h"

namespace dxsv::cfg {
namespace {

// Blocks already used as a merge or continue target (they cannot take a second role), as
// a flag per block: scanned once, then kept up to date by canonicalize() (a scan per loop
// made the pass quadratic).
std::vector<uint8_t> takenBlocks(const ir::Function& f) {
  std::vector<uint8_t> taken(f.blocks.size(), 0);
  for (const ir::Block& b : f.blocks) {
    if (b.merge == ir::MergeKind::None) continue;
    if (b.mergeBlock < taken.size()) taken[b.mergeBlock] = 1;
    if (b.merge == ir::MergeKind::Loop && b.continueBlock < taken.size()) taken[b.continueBlock] = 1;
  }
  return taken;
}

bool isTaken(const std::vector<uint8_t>& taken, BlockId b) { return b < taken.size() && taken[b]; }

// Marks what an edit touched: a block whose successors or predecessors changed. Blocks
// added since the analysis are beyond `touched` and count as touched too.
void touch(std::vector<uint8_t>& touched, BlockId b) {
  if (b < touched.size()) touched[b] = 1;
}

// `touched` gets every block whose edges the edit changed; `reordered` is set when the edit
// may change the depth-first order of the old blocks (a ladder with several targets).
void canonicalize(ir::Module& m, ir::Function& f, const CfgInfo& info, const Loop& loop,
                  std::vector<uint8_t>& touched, std::vector<uint8_t>& taken, bool& reordered) {
  const BlockId header = loop.header;
  std::set<BlockId> body(loop.blocks.begin(), loop.blocks.end());
  for (BlockId b : loop.blocks) touch(touched, b);

  // Continue target: the latch itself when it is a plain `Branch header` reached from one
  // place; otherwise a new block that all back edges go through (it would otherwise be a
  // merge point, and a selection cannot merge at a continue target).
  BlockId cont;
  BlockId latch = loop.latches[0];
  if (loop.latches.size() == 1 && latch != header && f.blocks[latch].terminator().op == ir::Op::Branch &&
      info.pred(latch).size() == 1 && !isTaken(taken, latch)) {
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
  for (auto [from, to] : exits) {
    exitTargets.insert(to);
    touch(touched, from);
    touch(touched, to);
  }
  BlockId merge;
  if (exitTargets.empty()) {
    merge = addUnreachableBlock(m, f, blockLabel(f, header, "merge"));
  } else {
    BlockId only = *exitTargets.begin();
    bool direct = exitTargets.size() == 1 && !isTaken(taken, only) &&
                  std::all_of(info.pred(only).begin(), info.pred(only).end(),
                              [&](BlockId p) { return body.count(p) > 0; });
    if (direct) {
      merge = only;
    } else {
      merge = funnel(m, f, exits, blockLabel(f, header, "merge"));
      // One target: the ladder only sits on edges, old blocks keep their relative order.
      reordered |= exitTargets.size() > 1;
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
  if (split) {
    for (BlockId t : term.targets) touch(touched, t);  // their Phis now name the new block
    splitTerminator(m, f, header, blockLabel(f, header, "body"));
  }

  ir::Block& h = f.blocks[header];
  h.merge = ir::MergeKind::Loop;
  h.mergeBlock = merge;
  h.continueBlock = cont;
  taken.resize(f.blocks.size(), 0);
  taken[merge] = taken[cont] = 1;
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
      if (!hasWaveOp(x) || info.pred(x).size() != 1 || !body.count(info.pred(x)[0])) continue;
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

namespace {

// Reverse post-order index of every block, by the same depth-first search as the analysis
// (ir::DomTree over each terminator's distinct targets in order); kNone if unreachable.
void depthFirstOrder(const ir::Function& f, std::vector<uint32_t>& index) {
  const size_t n = f.blocks.size();
  std::vector<uint32_t> post;
  post.reserve(n);
  std::vector<uint8_t> seen(n, 0);
  std::vector<std::pair<BlockId, size_t>> stack{{f.entry, 0}};
  seen[f.entry] = 1;
  auto targets = [&](BlockId b) -> const ir::TargetList* {
    const ir::Block& block = f.blocks[b];
    if (block.instrs.empty() || !block.instrs.back().isTerminator()) return nullptr;
    return &block.instrs.back().targets;
  };
  while (!stack.empty()) {
    auto& [b, next] = stack.back();
    const ir::TargetList* t = targets(b);
    if (t && next < t->size()) {
      BlockId s = (*t)[next++];
      if (s < n && !seen[s]) {  // a repeated target was seen at its first occurrence
        seen[s] = 1;
        stack.push_back({s, 0});
      }
      continue;
    }
    post.push_back(b);
    stack.pop_back();
  }
  index.assign(n, ir::DomTree::kNone);
  for (size_t i = 0; i < post.size(); ++i) index[post[post.size() - 1 - i]] = static_cast<uint32_t>(i);
}

// Whether the analysis still describes everything canonicalize() reads of `loop` after
// the edits recorded in `touched`. Edits of other loops (funnels whose sources lie in that
// loop's header's dominator subtree) change neither the dominators outside that subtree nor
// the edges of untouched blocks, so an untouched body has the latches, exits and nesting a
// fresh analysis would find. Of the exit targets, canonicalize() reads the predecessors
// only of those with a wave op (waveExitBlocks) and of a single remaining target (whether
// it can be the merge itself): those must be untouched too.
bool untouched(const ir::Function& f, const CfgInfo& info, const Loop& loop, const std::vector<uint8_t>& touched) {
  auto clean = [&](BlockId b) { return b < touched.size() && !touched[b]; };
  for (BlockId b : loop.blocks)
    if (!clean(b)) return false;
  auto hasWaveOp = [&](BlockId b) {
    const auto& instrs = f.blocks[b].instrs;
    return std::any_of(instrs.begin(), instrs.end(), [](const ir::Instr& i) { return i.op == ir::Op::Wave; });
  };
  std::set<BlockId> targets;
  for (auto [from, to] : loop.exits) targets.insert(to);
  for (BlockId t : targets)
    if (!clean(t) && hasWaveOp(t)) return false;
  for (BlockId x : waveExitBlocks(f, info, loop)) {
    targets.erase(x);
    for (BlockId s : f.blocks[x].successors()) {
      if (!clean(s) && hasWaveOp(s)) return false;
      targets.insert(s);
    }
  }
  return targets.size() != 1 || clean(*targets.begin());
}

}  // namespace

Status canonicalizeLoops(ir::Module& module, ir::Function& f) { return canonicalizeLoops(module, f, {}); }

Status canonicalizeLoops(ir::Module& module, ir::Function& f, const StructurizeOptions& options) {
  const bool reanalyseAfterEveryEdit = options.reanalyseAfterEveryEdit;
  // Innermost loops first, one at a time. Re-analysing after every edit made this
  // quadratic; instead the analysis is kept while the next loop is untouched by the edits
  // since (see untouched()), and rebuilt otherwise. Which loop comes next must still be the
  // one a fresh analysis would pick: the deepest, first in depth-first order. Edits that
  // only put blocks on edges keep the old blocks' order; a ladder with several targets may
  // not, so then the order is recomputed (a depth-first search, much cheaper than the
  // analysis). The bound only guards against bugs.
  CfgInfo info;
  std::vector<uint8_t> touched;
  std::vector<uint32_t> order;
  std::vector<BlockId> changed;  // every terminator canonicalize() changes is of a touched block
  std::vector<uint8_t> taken = takenBlocks(f);
  bool fresh = false, edited = false, reordered = false;
  size_t rounds = 0;
  while (rounds <= f.blocks.size() + 1) {
    if (!fresh) {
      changed.clear();
      for (BlockId b = 0; b < touched.size(); ++b)
        if (touched[b]) changed.push_back(b);
      Status analysed = rounds == 0 || reanalyseAfterEveryEdit ? info.rebuild(f, CfgInfo::Depth::Loops)
                                                               : info.rebuild(f, CfgInfo::Depth::Loops, changed);
      if (!analysed) return analysed;
      if (options.checkChangedBlocks) {
        if (!info.targetsMatch(f))
          return makeError("cfg: internal error: canonicalizeLoops changed a terminator it did not mark touched");
        taken.resize(f.blocks.size(), 0);
        if (takenBlocks(f) != taken) return makeError("cfg: internal error: canonicalizeLoops lost track of a merge");
      }
      touched.assign(info.size(), 0);
      fresh = true;
      edited = reordered = false;
    }
    const Loop* next = nullptr;
    for (const Loop& loop : info.loops) {
      if (f.blocks[loop.header].merge != ir::MergeKind::None) continue;
      if (!next || loop.depth > next->depth ||
          (reordered && loop.depth == next->depth && order[loop.header] < order[next->header]))
        next = &loop;
    }
    // After an edit, a fresh analysis decides (also that no loop is left, as before).
    if (edited && (!next || reanalyseAfterEveryEdit || !untouched(f, info, *next, touched))) {
      fresh = false;
      continue;
    }
    if (!next) return {};
    if (next->header == f.entry)
      return makeError("cfg: the entry block bb" + std::to_string(f.entry) + " is a loop header");
    const size_t blocks = f.blocks.size();
    bool reorders = false;
    canonicalize(module, f, info, *next, touched, taken, reorders);
    ++rounds;
    if (f.blocks.size() != blocks) {
      edited = true;
      reordered |= reorders;
      if (reordered) depthFirstOrder(f, order);
    }
  }
  return makeError("cfg: loop canonicalization did not converge in function '" + escapeText(f.name) + "'");
}

}  // namespace dxsv::cfg
