#include "ir/dominance.h"

#include <utility>

namespace dxsv::ir {

// Iterative algorithm of Cooper, Harvey and Kennedy ("A Simple, Fast Dominance Algorithm"):
// small, and fast enough for shader-sized graphs.
DomTree::DomTree(uint32_t root, const std::vector<std::vector<uint32_t>>& succ) {
  const size_t n = succ.size();
  idom_.assign(n, kNone);
  rpoIndex_.assign(n, kNone);
  childStart_.assign(n + 1, 0);
  pre_.assign(n, 0);
  post_.assign(n, 0);
  if (root >= n) return;

  // Post-order by an explicit stack (shaders can nest deeply; no recursion).
  std::vector<uint32_t> postorder;
  postorder.reserve(n);
  std::vector<uint8_t> seen(n, 0);
  std::vector<std::pair<uint32_t, size_t>> stack{{root, 0}};
  seen[root] = 1;
  while (!stack.empty()) {
    auto& [node, next] = stack.back();
    if (next < succ[node].size()) {
      uint32_t s = succ[node][next++];
      if (s < n && !seen[s]) {
        seen[s] = 1;
        stack.push_back({s, 0});
      }
      continue;
    }
    postorder.push_back(node);
    stack.pop_back();
  }
  rpo_.assign(postorder.rbegin(), postorder.rend());
  for (uint32_t i = 0; i < rpo_.size(); ++i) rpoIndex_[rpo_[i]] = i;

  // Predecessors in flat arrays (pred[predStart[b] .. predStart[b + 1])), in the order the
  // per-node lists had: by the predecessor's reverse post-order.
  std::vector<uint32_t> predStart(n + 1, 0), pred;
  for (uint32_t u : rpo_)
    for (uint32_t s : succ[u])
      if (s < n) ++predStart[s + 1];
  for (size_t i = 0; i < n; ++i) predStart[i + 1] += predStart[i];
  pred.resize(predStart[n]);
  {
    std::vector<uint32_t> fill(predStart.begin(), predStart.end() - 1);
    for (uint32_t u : rpo_)
      for (uint32_t s : succ[u])
        if (s < n) pred[fill[s]++] = u;
  }

  auto intersect = [&](uint32_t a, uint32_t b) {
    while (a != b) {
      while (rpoIndex_[a] > rpoIndex_[b]) a = idom_[a];
      while (rpoIndex_[b] > rpoIndex_[a]) b = idom_[b];
    }
    return a;
  };
  idom_[root] = root;
  for (bool changed = true; changed;) {
    changed = false;
    for (size_t i = 1; i < rpo_.size(); ++i) {
      uint32_t b = rpo_[i];
      uint32_t best = kNone;
      for (uint32_t k = predStart[b]; k < predStart[b + 1]; ++k) {
        uint32_t p = pred[k];
        if (idom_[p] == kNone) continue;
        best = best == kNone ? p : intersect(p, best);
      }
      if (best != idom_[b]) {
        idom_[b] = best;
        changed = true;
      }
    }
  }
  idom_[root] = kNone;
  // Children in reverse post-order, flat.
  for (uint32_t b : rpo_)
    if (idom_[b] != kNone) ++childStart_[idom_[b] + 1];
  for (size_t i = 0; i < n; ++i) childStart_[i + 1] += childStart_[i];
  children_.resize(childStart_[n]);
  {
    std::vector<uint32_t> fill(childStart_.begin(), childStart_.end() - 1);
    for (uint32_t b : rpo_)
      if (idom_[b] != kNone) children_[fill[idom_[b]]++] = b;
  }

  // Pre/post numbering of the tree answers dominates() in O(1).
  uint32_t clock = 0;
  std::vector<std::pair<uint32_t, uint32_t>> walk{{root, childStart_[root]}};
  walk.reserve(64);
  pre_[root] = clock++;
  while (!walk.empty()) {
    auto& [node, next] = walk.back();
    if (next < childStart_[node + 1]) {
      uint32_t c = children_[next++];
      pre_[c] = clock++;
      walk.push_back({c, childStart_[c]});
      continue;
    }
    post_[node] = clock++;
    walk.pop_back();
  }
}

uint32_t DomTree::commonDominator(uint32_t a, uint32_t b) const {
  if (!reachable(a)) return reachable(b) ? b : kNone;
  if (!reachable(b)) return a;
  while (!dominates(a, b)) a = idom_[a];
  return a;
}

}  // namespace dxsv::ir
