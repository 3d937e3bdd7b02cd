#include "ir/dominance.h"

#include <utility>

namespace dxsv::ir {

DomTree::DomTree(uint32_t root, const std::vector<std::vector<uint32_t>>& succ) {
  std::vector<uint32_t> start(succ.size() + 1, 0), flat;
  for (size_t i = 0; i < succ.size(); ++i) start[i + 1] = start[i] + static_cast<uint32_t>(succ[i].size());
  flat.reserve(start.back());
  for (const auto& s : succ) flat.insert(flat.end(), s.begin(), s.end());
  Scratch scratch;
  build(root, std::span(start).first(succ.size()), std::span(start).subspan(1), flat, scratch);
}

// Iterative algorithm of Cooper, Harvey and Kennedy ("A Simple, Fast Dominance Algorithm"):
// small, and fast enough for shader-sized graphs.
void DomTree::build(uint32_t root, std::span<const uint32_t> succBegin, std::span<const uint32_t> succEnd,
                    std::span<const uint32_t> succ, Scratch& scratch) {
  const size_t n = succBegin.size();
  idom_.assign(n, kNone);
  rpoIndex_.assign(n, kNone);
  childStart_.assign(n + 1, 0);
  predStart_.assign(n + 1, 0);
  pre_.assign(n, 0);
  post_.assign(n, 0);
  rpo_.clear();
  children_.clear();
  pred_.clear();
  if (root >= n) return;

  // Post-order by an explicit stack (shaders can nest deeply; no recursion).
  std::vector<uint32_t>& postorder = scratch.postorder;
  postorder.clear();
  postorder.reserve(n);
  std::vector<uint8_t>& seen = scratch.seen;
  seen.assign(n, 0);
  auto& stack = scratch.stack;
  stack.clear();
  stack.push_back({root, succBegin[root]});
  seen[root] = 1;
  while (!stack.empty()) {
    auto& [node, next] = stack.back();
    if (next < succEnd[node]) {
      uint32_t s = succ[next++];
      if (s < n && !seen[s]) {
        seen[s] = 1;
        stack.push_back({s, succBegin[s]});
      }
      continue;
    }
    postorder.push_back(node);
    stack.pop_back();
  }
  rpo_.assign(postorder.rbegin(), postorder.rend());
  for (uint32_t i = 0; i < rpo_.size(); ++i) rpoIndex_[rpo_[i]] = i;

  // Predecessors in flat arrays, by the predecessor's reverse post-order.
  auto edges = [&](uint32_t u) { return succ.subspan(succBegin[u], succEnd[u] - succBegin[u]); };
  for (uint32_t u : rpo_)
    for (uint32_t s : edges(u))
      if (s < n) ++predStart_[s + 1];
  for (size_t i = 0; i < n; ++i) predStart_[i + 1] += predStart_[i];
  pred_.resize(predStart_[n]);
  std::vector<uint32_t>& fill = scratch.fill;
  fill.assign(predStart_.begin(), predStart_.end() - 1);
  for (uint32_t u : rpo_)
    for (uint32_t s : edges(u))
      if (s < n) pred_[fill[s]++] = u;

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
      for (uint32_t k = predStart_[b]; k < predStart_[b + 1]; ++k) {
        uint32_t p = pred_[k];
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
  fill.assign(childStart_.begin(), childStart_.end() - 1);
  for (uint32_t b : rpo_)
    if (idom_[b] != kNone) children_[fill[idom_[b]]++] = b;

  // Pre/post numbering of the tree answers dominates() in O(1).
  uint32_t clock = 0;
  stack.clear();
  stack.push_back({root, childStart_[root]});
  pre_[root] = clock++;
  while (!stack.empty()) {
    auto& [node, next] = stack.back();
    if (next < childStart_[node + 1]) {
      uint32_t c = children_[next++];
      pre_[c] = clock++;
      stack.push_back({c, childStart_[c]});
      continue;
    }
    post_[node] = clock++;
    stack.pop_back();
  }
}

uint32_t DomTree::commonDominator(uint32_t a, uint32_t b) const {
  if (!reachable(a)) return reachable(b) ? b : kNone;
  if (!reachable(b)) return a;
  while (!dominates(a, b)) a = idom_[a];
  return a;
}

}  // namespace dxsv::ir
