#include "convergence.h"

#include <set>

#include "cfg/analysis.h"
#include "cfg/passes.h"

namespace dxsv::cfg::test {

namespace {

// Constructs nest: a block after an enclosing construct's merge (or in an enclosing loop's
// continue construct, seen from its body) is in none of the inner constructs either.
class Constructs {
 public:
  Constructs(const ir::Function& f, const CfgInfo& info) : f_(f), info_(info) {}

  bool contains(BlockId h, BlockId b) const {
    const ir::Block& header = f_.blocks[h];
    if (!info_.dom.dominates(h, b) || info_.dom.dominates(header.mergeBlock, b)) return false;
    BlockId p = parent(h);
    if (p == ir::kNoBlock) return true;
    if (!contains(p, b)) return false;
    const ir::Block& outer = f_.blocks[p];
    return !(outer.merge == ir::MergeKind::Loop && !info_.dom.dominates(outer.continueBlock, h) &&
             info_.dom.dominates(outer.continueBlock, b));
  }

 private:
  BlockId parent(BlockId h) const {
    for (uint32_t a = info_.dom.idom(h); a != ir::DomTree::kNone; a = info_.dom.idom(a))
      if (f_.blocks[a].merge != ir::MergeKind::None && contains(a, h)) return a;
    return ir::kNoBlock;
  }

  const ir::Function& f_;
  const CfgInfo& info_;
};

}  // namespace

std::string checkConvergence(const ir::Module& before, const ir::Module& after) {
  auto in = CfgInfo::build(before.functions[0]);
  auto out = CfgInfo::build(after.functions[0]);
  if (!in || !out) return "cannot analyse the CFGs";
  const auto& fo = after.functions[0];
  const size_t n = before.functions[0].blocks.size();
  if (in->dom.rpo().size() != n) return "input has unreachable blocks";

  Constructs constructs(fo, *out);
  for (BlockId h = 0; h < fo.blocks.size(); ++h) {
    const ir::Block& header = fo.blocks[h];
    if (header.merge == ir::MergeKind::Loop) {
      // The input loop with this header (headers keep their number).
      std::set<BlockId> natural;
      // Exit blocks with wave ops join the loop on purpose (waveExitBlocks).
      for (const Loop& l : in->loops)
        if (l.header == h) {
          natural.insert(l.blocks.begin(), l.blocks.end());
          for (BlockId x : waveExitBlocks(before.functions[0], *in, l)) natural.insert(x);
        }
      if (h < n && natural.empty()) return "bb" + std::to_string(h) + " became a loop header";
      for (BlockId b = 0; b < n; ++b) {
        bool inside = constructs.contains(h, b);
        if (inside != (natural.count(b) > 0))
          return "bb" + std::to_string(b) + (inside ? " was pulled into" : " was pushed out of") + " the loop at bb" +
                 std::to_string(h);
      }
    } else if (header.merge == ir::MergeKind::Selection && h < n) {
      BlockId join = in->ipdom(h);
      if (join != ir::kNoBlock && join != h && constructs.contains(h, join))
        return "bb" + std::to_string(join) + ", where the paths from bb" + std::to_string(h) +
               " meet, lies inside its selection construct (merge bb" + std::to_string(header.mergeBlock) + ")";
    }
  }
  // Every input loop is still a loop.
  for (const Loop& l : in->loops)
    if (fo.blocks[l.header].merge != ir::MergeKind::Loop) return "loop at bb" + std::to_string(l.header) + " lost";
  return {};
}

}  // namespace dxsv::cfg::test
