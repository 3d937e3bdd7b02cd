// Dominator tree over an abstract graph of nodes 0..n-1 (blocks, or blocks plus a virtual
// exit for post-dominance). Shared by ir::verify and cfg/.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <utility>
#include <vector>

namespace dxsv::ir {

class DomTree {
 public:
  static constexpr uint32_t kNone = 0xffffffffu;

  // Working storage of build(), kept by a caller that rebuilds often (cfg/ re-analyses
  // after CFG edits) so that a rebuild allocates nothing.
  struct Scratch {
    std::vector<uint32_t> postorder, fill;
    std::vector<uint8_t> seen;
    std::vector<std::pair<uint32_t, uint32_t>> stack;
  };

  DomTree() = default;
  // Dominators of every node reachable from `root` along `succ` edges.
  DomTree(uint32_t root, const std::vector<std::vector<uint32_t>>& succ);
  // The same from flat successor lists: node b's are succ[succBegin[b] .. succEnd[b]), for
  // the n = succBegin.size() nodes. Reuses this tree's storage.
  void build(uint32_t root, std::span<const uint32_t> succBegin, std::span<const uint32_t> succEnd,
             std::span<const uint32_t> succ, Scratch& scratch);

  bool reachable(uint32_t n) const { return n < rpoIndex_.size() && rpoIndex_[n] != kNone; }
  uint32_t idom(uint32_t n) const { return n < idom_.size() ? idom_[n] : kNone; }
  // Reflexive; false if either node is unreachable.
  bool dominates(uint32_t a, uint32_t b) const {
    if (!reachable(a) || !reachable(b)) return false;
    return pre_[a] <= pre_[b] && post_[b] <= post_[a];
  }
  // Reachable nodes in reverse post-order of the depth-first search that built the tree.
  const std::vector<uint32_t>& rpo() const { return rpo_; }
  uint32_t rpoIndex(uint32_t n) const { return n < rpoIndex_.size() ? rpoIndex_[n] : kNone; }
  std::span<const uint32_t> children(uint32_t n) const {
    return {children_.data() + childStart_[n], childStart_[n + 1] - childStart_[n]};
  }
  // Predecessors of n among reachable nodes, in reverse post-order of the predecessor
  // (distinct when the successor lists are).
  std::span<const uint32_t> preds(uint32_t n) const {
    if (n + 1 >= predStart_.size()) return {};
    return {pred_.data() + predStart_[n], predStart_[n + 1] - predStart_[n]};
  }
  // Number of nodes dominated by n (n included).
  uint32_t subtreeSize(uint32_t n) const { return reachable(n) ? (post_[n] - pre_[n] + 1) / 2 : 0; }
  uint32_t commonDominator(uint32_t a, uint32_t b) const;

 private:
  std::vector<uint32_t> idom_, rpo_, rpoIndex_, pre_, post_;
  // Flat lists (a tree is rebuilt after every CFG edit, and one small vector per node cost
  // more than the algorithm): children of n are children_[childStart_[n] .. childStart_[n + 1]),
  // predecessors pred_[predStart_[n] .. predStart_[n + 1]).
  std::vector<uint32_t> children_, childStart_, pred_, predStart_;
};

}  // namespace dxsv::ir
