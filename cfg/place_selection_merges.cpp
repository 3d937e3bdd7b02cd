// placeSelectionMerges: chooses the merge of every selection header, outermost first.
//
// For a header Y, its construct W is Y plus what Y dominates, stopping at Y's "merge
// children" (dominator-tree children reached from two or more places, i.e. join points),
// at blocks that already play a role for an enclosing construct, and at the innermost
// loop's merge and continue block (break/continue stay legal from any depth). Edges leaving
// W elsewhere are the problem: SPIR-V lets a construct exit only through its own merge. If
// they all go to one free block that Y dominates, that block is the merge; otherwise a
// ladder block (cfg/edit.h funnel) receives them and dispatches, and becomes the merge.
// The ladder lies in the enclosing construct, so an exit that leaves several constructs
// is handed outwards one level at a time.
#include <algorithm>
#include <map>
#include <set>

#include "cfg/analysis.h"
#include "cfg/edit.h"
#include "cfg/passes.h"
#include "common/escape.h"

namespace dxsv::cfg {
namespace {

using ir::kNoBlock;

struct Context {
  BlockId innermost = kNoBlock;  // innermost enclosing header (selection or loop)
  BlockId loop = kNoBlock;       // innermost enclosing loop header
};

class SelectionPlacer {
 public:
  SelectionPlacer(ir::Module& m, ir::Function& f, const StructurizeOptions& options)
      : m_(m), f_(f), reanalyseAfterEveryEdit_(options.reanalyseAfterEveryEdit), checkChanged_(options.checkChangedBlocks) {}

  Status run() {
    const size_t limit = 64 * f_.blocks.size() + 256;
    for (size_t round = 0; round < limit; ++round) {
      // Only the terminators the edits since the last round changed are read again.
      Status analysed = round == 0 || reanalyseAfterEveryEdit_ ? info_.rebuild(f_, CfgInfo::Depth::Dominators)
                                                               : info_.rebuild(f_, CfgInfo::Depth::Dominators, changed_);
      if (!analysed) return analysed;
      if (checkChanged_ && !info_.targetsMatch(f_))
        return makeError("cfg: internal error: placeSelectionMerges changed a terminator it did not list");
      changed_.clear();
      // Roles change only through setMerge(), which keeps owner_ and merged_ up to date: a
      // full scan of the blocks (a cache miss each on large functions) only in the first round.
      if (round == 0 || reanalyseAfterEveryEdit_) {
        collectRoles(owner_, merged_);
      } else {
        owner_.resize(f_.blocks.size(), kNoBlock);
        merged_.resize(f_.blocks.size(), 0);
        if (checkChanged_) {
          std::vector<BlockId> owner;
          std::vector<uint8_t> merged;
          collectRoles(owner, merged);
          if (owner != owner_ || merged != merged_)
            return makeError("cfg: internal error: placeSelectionMerges lost track of a merge");
        }
      }
      touched_.assign(info_.size(), 0);
      edited_.clear();
      bool changed = false;
      for (BlockId y : info_.dom.rpo()) {
        // After edits kept in this round (keptEdit()), the blocks their headers dominate are
        // stale: a selection there waits for a fresh analysis.
        if (insideEdited(y)) {
          const ir::Op op = f_.blocks[y].terminator().op;
          if (f_.blocks[y].merge == ir::MergeKind::None && (op == ir::Op::CondBranch || op == ir::Op::Switch)) {
            changed = true;
            break;
          }
          continue;
        }
        if (merged_[y] || !isConditional(y)) continue;
        Context ctx = enclosing(y);
        if (info_.terminatorOp(y) == ir::Op::CondBranch && nonExitTargets(y, ctx) <= 1) continue;
        Placed placed = place(y, ctx);
        if (placed == Placed::Kept && !reanalyseAfterEveryEdit_) {
          edited_.push_back(y);
          changed = true;
          continue;
        }
        if (placed != Placed::Merged) {
          changed = true;
          break;
        }
      }
      if (!changed) {
        giveMergeCasesTheirOwnBlock();
        return {};
      }
      if (f_.blocks.size() > limit) break;
    }
    return makeError("cfg: selection merge placement did not converge in function '" + escapeText(f_.name) + "'");
  }

 private:
  const ir::Block& block(BlockId b) const { return f_.blocks[b]; }

  void collectRoles(std::vector<BlockId>& owner, std::vector<uint8_t>& merged) const {
    owner.assign(f_.blocks.size(), kNoBlock);
    merged.assign(f_.blocks.size(), 0);
    for (BlockId b = 0; b < f_.blocks.size(); ++b) {
      const ir::Block& h = f_.blocks[b];
      if (h.merge == ir::MergeKind::None) continue;
      merged[b] = 1;
      owner[h.mergeBlock] = b;
      if (h.merge == ir::MergeKind::Loop) owner[h.continueBlock] = b;
    }
  }

  // From the analysis: loading every block's terminator is a cache miss each on large functions.
  bool isConditional(BlockId b) const {
    const ir::Op op = info_.terminatorOp(b);
    return (op == ir::Op::CondBranch || op == ir::Op::Switch) && info_.succ(b).size() > 1;
  }

  // Constructs are nested along the dominator tree: walk up until the first header whose
  // construct still contains y.
  Context enclosing(BlockId y) const {
    Context ctx;
    for (uint32_t a = info_.dom.idom(y); a != ir::DomTree::kNone; a = info_.dom.idom(a)) {
      if (!merged_[a]) continue;
      const ir::Block& h = block(a);
      if (h.merge == ir::MergeKind::Selection) {
        if (ctx.innermost == kNoBlock && !info_.dom.dominates(h.mergeBlock, y)) ctx.innermost = a;
      } else if (h.merge == ir::MergeKind::Loop) {
        if (!info_.dom.dominates(h.mergeBlock, y) && !info_.dom.dominates(h.continueBlock, y)) {
          if (ctx.innermost == kNoBlock) ctx.innermost = a;
          ctx.loop = a;
          return ctx;
        }
      }
    }
    return ctx;
  }

  bool isLoopExit(BlockId s, const Context& ctx) const {
    return ctx.loop != kNoBlock && (s == block(ctx.loop).mergeBlock || s == block(ctx.loop).continueBlock);
  }

  // Targets that are neither a break, a continue nor the innermost selection's merge: SPIR-V
  // allows a conditional branch without a merge instruction when there is at most one.
  size_t nonExitTargets(BlockId y, const Context& ctx) const {
    size_t count = 0;
    for (BlockId s : info_.succ(y)) {
      if (isLoopExit(s, ctx)) continue;
      if (ctx.innermost != kNoBlock && ctx.innermost != ctx.loop && s == block(ctx.innermost).mergeBlock) continue;
      ++count;
    }
    return count;
  }

  // Merged: no CFG edit. Kept: an edit after which the analysis still holds outside the
  // blocks y dominates (see keptEdit()). Edited: the caller re-analyses. Stale: nothing
  // done, the construct reaches a block an earlier kept edit changed.
  enum class Placed { Merged, Kept, Edited, Stale };

  // An edit that only puts one block on the edges leaving y's construct towards a single
  // target (or adds a merge without predecessors) keeps the analysis valid outside y's
  // dominator subtree: the new block lies in that subtree, the dominators of every other
  // block stay (a path through the new block maps to one through the old edge), and the
  // depth-first order of the old blocks stays, so the scan goes on in the old order. The
  // edges' ends are marked touched: their successor or predecessor lists changed.
  Placed keptEdit(const std::vector<Edge>& exits) {
    for (const Edge& e : exits) {
      if (e.from < touched_.size()) touched_[e.from] = 1;
      if (e.to < touched_.size()) touched_[e.to] = 1;
    }
    return Placed::Kept;
  }

  bool insideEdited(BlockId b) const {
    for (BlockId y : edited_)
      if (info_.dom.dominates(y, b)) return true;
    return false;
  }

  Placed place(BlockId y, const Context& ctx) {
    ir::Block& header = f_.blocks[y];
    if (header.terminator().op == ir::Op::Switch) {
      // A case cannot be a break or continue target itself: give such cases their own block.
      bool split = false;
      for (BlockId s : std::vector<BlockId>(info_.succ(y).begin(), info_.succ(y).end()))
        if (isLoopExit(s, ctx)) {
          changed_.push_back(y);
          splitEdge(m_, f_, {y, s}, blockLabel(f_, y, "case"));
          split = true;
        }
      if (split) return Placed::Edited;
    }

    // The construct and the edges that leave it.
    std::vector<BlockId> construct{y};
    std::set<BlockId> inside{y};
    std::vector<Edge> exits;
    for (size_t i = 0; i < construct.size(); ++i) {
      BlockId b = construct[i];
      for (BlockId s : info_.succ(b)) {
        if (s < touched_.size() && touched_[s]) return Placed::Stale;  // before any edit here
        if (info_.isBackEdge(b, s) || isLoopExit(s, ctx)) continue;
        bool mergeChild = info_.dom.idom(s) == y && info_.forwardPredCount(s) >= 2;
        bool outerRole = hasRole(s) && info_.dom.dominates(owner_[s], y);
        if (info_.dom.dominates(y, s) && !mergeChild && !outerRole) {
          if (inside.insert(s).second) construct.push_back(s);
        } else {
          exits.push_back({b, s});
        }
      }
    }
    std::set<BlockId> targets;
    for (const Edge& e : exits) targets.insert(e.to);

    if (targets.empty()) {
      // Every path returns, breaks or continues: let the successor that dominates the most
      // code follow the selection (`if (c) return; rest...`), or merge nowhere.
      BlockId best = kNoBlock;
      for (BlockId s : info_.succ(y)) {
        if (!inside.count(s) || hasRole(s)) continue;
        if (best == kNoBlock || info_.dom.subtreeSize(s) >= info_.dom.subtreeSize(best)) best = s;
      }
      bool fresh = best == kNoBlock;
      if (fresh) best = addUnreachableBlock(m_, f_, blockLabel(f_, y, "merge"));
      setMerge(y, best);
      return fresh ? keptEdit({}) : Placed::Merged;
    }
    BlockId only = *targets.begin();
    if (targets.size() == 1 && info_.dom.dominates(y, only) && !hasRole(only)) {
      setMerge(y, only);
      return Placed::Merged;
    }
    for (const Edge& e : exits) changed_.push_back(e.from);
    setMerge(y, funnel(m_, f_, exits, blockLabel(f_, y, "merge")));
    return targets.size() == 1 ? keptEdit(exits) : Placed::Edited;
  }

  // A switch whose case (or default) goes straight to its own merge: that edge gets an
  // empty case block. SPIR-V allows the direct edge, but lavapipe (Mesa 22.3) runs it wrong
  // when the merge has Phis and the switch sits in a loop (lanes take the wrong Phi value;
  // controlflow/switch_from_memory), and DXC and glslang never emit it.
  void giveMergeCasesTheirOwnBlock() {
    for (BlockId y = 0; y < f_.blocks.size(); ++y) {
      const ir::Block& h = f_.blocks[y];
      if (h.merge != ir::MergeKind::Selection || h.terminator().op != ir::Op::Switch) continue;
      const BlockId merge = h.mergeBlock;
      const auto& targets = h.terminator().targets;
      if (std::find(targets.begin(), targets.end(), merge) != targets.end())
        splitEdge(m_, f_, {y, merge}, blockLabel(f_, y, "case"));  // adds a block: `h` is stale after this
    }
  }

  void setMerge(BlockId y, BlockId merge) {
    ir::Block& h = f_.blocks[y];
    h.merge = ir::MergeKind::Selection;
    h.mergeBlock = merge;
    if (merge >= owner_.size()) owner_.resize(merge + 1, kNoBlock);
    owner_[merge] = y;
    merged_[y] = 1;
  }

  bool hasRole(BlockId b) const { return b < owner_.size() && owner_[b] != kNoBlock; }


  ir::Module& m_;
  ir::Function& f_;
  CfgInfo info_;
  std::vector<BlockId> owner_;  // merge/continue block -> its header, kNoBlock if none
  std::vector<uint8_t> merged_;  // whether a block has a merge instruction
  bool reanalyseAfterEveryEdit_ = false;
  bool checkChanged_ = false;
  std::vector<BlockId> changed_;  // blocks whose terminators edits changed since the analysis
  std::vector<uint8_t> touched_;  // blocks whose edges kept edits changed since the analysis
  std::vector<BlockId> edited_;   // headers of the kept edits since the analysis
};

}  // namespace

Status placeSelectionMerges(ir::Module& module, ir::Function& f) { return placeSelectionMerges(module, f, {}); }

Status placeSelectionMerges(ir::Module& module, ir::Function& f, const StructurizeOptions& options) {
  return SelectionPlacer(module, f, options).run();
}

}  // namespace dxsv::cfg
