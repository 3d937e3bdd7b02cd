// computeLayout: a depth-first order where a header's merge (and a loop's continue block) is
// visited before its successors. Reversing the post-order then puts each block after its
// dominators, the construct right after its header, the continue block after the loop body
// and the merge after both.
#include "cfg/passes.h"

namespace dxsv::cfg {

using ir::BlockId;

Status computeLayout(ir::Module& module, ir::Function& f) {
  const size_t n = f.blocks.size();
  auto children = [&](BlockId b) {
    const ir::Block& block = f.blocks[b];
    std::vector<BlockId> out;
    if (block.merge != ir::MergeKind::None) out.push_back(block.mergeBlock);
    if (block.merge == ir::MergeKind::Loop) out.push_back(block.continueBlock);
    const auto& targets = block.terminator().targets;
    // Reversed, so the first successor (the "then" side, case order) comes out first.
    for (auto it = targets.rbegin(); it != targets.rend(); ++it) out.push_back(*it);
    return out;
  };
  std::vector<uint8_t> seen(n, 0);
  std::vector<BlockId> post;
  std::vector<std::pair<BlockId, std::vector<BlockId>>> stack;
  stack.push_back({f.entry, children(f.entry)});
  seen[f.entry] = 1;
  std::vector<size_t> next{0};
  while (!stack.empty()) {
    auto& [b, kids] = stack.back();
    size_t& i = next.back();
    if (i < kids.size()) {
      BlockId c = kids[i++];
      if (c < n && !seen[c]) {
        seen[c] = 1;
        stack.push_back({c, children(c)});
        next.push_back(0);
      }
      continue;
    }
    post.push_back(b);
    stack.pop_back();
    next.pop_back();
  }
  f.layout.assign(post.rbegin(), post.rend());
  return {};
}

}  // namespace dxsv::cfg
