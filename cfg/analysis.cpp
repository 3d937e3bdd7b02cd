#include "cfg/analysis.h"

#include <algorithm>

namespace dxsv::cfg {

namespace {

// Empties every list of `lists` and sizes it to n, keeping the lists' storage.
template <typename T>
void resetLists(std::vector<std::vector<T>>& lists, size_t n) {
  if (lists.size() > n) lists.resize(n);
  for (auto& l : lists) l.clear();
  lists.resize(n);
}

}  // namespace

Result<CfgInfo> CfgInfo::build(const ir::Function& f) { return build(f, Depth::All); }

Result<CfgInfo> CfgInfo::build(const ir::Function& f, Depth depth) {
  CfgInfo info;
  if (Status s = info.rebuild(f, depth); !s) return s.error();
  return info;
}

void CfgInfo::readTargets(const ir::Function& f, BlockId b) {
  const size_t first = rawSucc_.size();
  rawBegin_[b] = static_cast<uint32_t>(first);
  const ir::Block& block = f.blocks[b];
  const bool terminated = !block.instrs.empty() && block.instrs.back().isTerminator();
  termOp_[b] = terminated ? block.instrs.back().op : ir::Op::Unreachable;
  if (terminated)
    for (BlockId s : block.instrs.back().targets)
      if (std::find(rawSucc_.begin() + first, rawSucc_.end(), s) == rawSucc_.end()) rawSucc_.push_back(s);
  rawEnd_[b] = static_cast<uint32_t>(rawSucc_.size());
}

Status CfgInfo::rebuild(const ir::Function& f, Depth depth) {
  const size_t n = f.blocks.size();
  rawBegin_.resize(n);
  rawEnd_.resize(n);
  termOp_.resize(n);
  rawSucc_.clear();
  for (BlockId b = 0; b < n; ++b) readTargets(f, b);
  return analyse(f, depth);
}

Status CfgInfo::rebuild(const ir::Function& f, Depth depth, std::span<const BlockId> changed) {
  const size_t n = f.blocks.size(), kept = rawBegin_.size();
  if (kept > n) return rebuild(f, depth);  // not an edit of the last function analysed
  rawBegin_.resize(n);
  rawEnd_.resize(n);
  termOp_.resize(n);
  for (BlockId b : changed)
    if (b < kept) readTargets(f, b);
  for (BlockId b = static_cast<BlockId>(kept); b < n; ++b) readTargets(f, b);
  size_t live = 0;
  for (BlockId b = 0; b < n; ++b) live += rawEnd_[b] - rawBegin_[b];
  if (rawSucc_.size() > 2 * live + 1024) {
    rawSpare_.clear();
    for (BlockId b = 0; b < n; ++b) {
      const uint32_t first = static_cast<uint32_t>(rawSpare_.size());
      rawSpare_.insert(rawSpare_.end(), rawSucc_.begin() + rawBegin_[b], rawSucc_.begin() + rawEnd_[b]);
      rawBegin_[b] = first;
      rawEnd_[b] = static_cast<uint32_t>(rawSpare_.size());
    }
    rawSucc_.swap(rawSpare_);
  }
  return analyse(f, depth);
}

bool CfgInfo::targetsMatch(const ir::Function& f) const {
  CfgInfo fresh;
  fresh.rawBegin_.resize(f.blocks.size());
  fresh.rawEnd_.resize(f.blocks.size());
  fresh.termOp_.resize(f.blocks.size());
  if (f.blocks.size() != size()) return false;
  for (BlockId b = 0; b < f.blocks.size(); ++b) {
    fresh.readTargets(f, b);
    if (fresh.termOp_[b] != termOp_[b]) return false;
    if (!std::equal(fresh.rawSucc_.begin() + fresh.rawBegin_[b], fresh.rawSucc_.begin() + fresh.rawEnd_[b],
                    rawSucc_.begin() + rawBegin_[b], rawSucc_.begin() + rawEnd_[b]))
      return false;
  }
  return true;
}

Status CfgInfo::analyse(const ir::Function& f, Depth depth) {
  CfgInfo& info = *this;
  const size_t n = f.blocks.size();
  info.dom.build(f.entry, rawBegin_, rawEnd_, rawSucc_, domScratch_);
  info.loops.clear();

  // Back edges and reducibility: a retreating edge must go to a dominator.
  backEdges_.clear();
  for (BlockId b : info.dom.rpo()) {
    for (BlockId s : info.succ(b)) {
      if (info.dom.rpoIndex(s) > info.dom.rpoIndex(b)) continue;
      if (!info.dom.dominates(s, b))
        return makeError("cfg: irreducible control flow: edge bb" + std::to_string(b) + " -> bb" +
                         std::to_string(s) + " enters a cycle that bb" + std::to_string(s) +
                         " does not dominate");
      backEdges_.push_back({s, b});
    }
  }

  if (depth == Depth::Dominators) {
    loopOf.clear();
    postSucc.clear();
    postDom = ir::DomTree();
    return {};
  }

  // Natural loops: the header plus everything reaching a latch without passing the header.
  // Headers in reverse post-order, each one's latches in the order their edges were found.
  std::stable_sort(backEdges_.begin(), backEdges_.end(), [&](const auto& a, const auto& b) {
    return info.dom.rpoIndex(a.first) < info.dom.rpoIndex(b.first);
  });
  std::vector<uint8_t>& mark = mark_;
  mark.assign(n, 0);
  std::vector<BlockId>& work = work_;
  for (size_t e = 0; e < backEdges_.size();) {
    const BlockId h = backEdges_[e].first;
    Loop loop;
    loop.header = h;
    for (; e < backEdges_.size() && backEdges_[e].first == h; ++e) loop.latches.push_back(backEdges_[e].second);
    // Marks are set and cleared per loop on the loop's own blocks only: O(loop size), not
    // O(function size) per loop (quadratic with many loops).
    mark[h] = 1;
    loop.blocks.push_back(h);
    work.clear();
    for (BlockId l : loop.latches)
      if (!mark[l]) { mark[l] = 1; work.push_back(l); loop.blocks.push_back(l); }
    while (!work.empty()) {
      BlockId b = work.back();
      work.pop_back();
      for (BlockId p : info.pred(b))
        if (!mark[p]) { mark[p] = 1; work.push_back(p); loop.blocks.push_back(p); }
    }
    std::sort(loop.blocks.begin(), loop.blocks.end());
    const ir::Block& hb = f.blocks[h];
    if (hb.merge == ir::MergeKind::Loop) loop.continueBlock = hb.continueBlock;
    else if (loop.latches.size() == 1) loop.continueBlock = loop.latches[0];
    for (BlockId b : loop.blocks)
      for (BlockId s : info.succ(b))
        if (!mark[s]) loop.exits.push_back({b, s});
    for (BlockId b : loop.blocks) mark[b] = 0;
    info.loops.push_back(std::move(loop));
  }
  // Nesting: larger loops first, so smaller (inner) ones overwrite loopOf.
  std::vector<size_t> order(info.loops.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) {
    return info.loops[a].blocks.size() > info.loops[b].blocks.size();
  });
  info.loopOf.assign(n, -1);
  for (size_t i : order) {
    Loop& loop = info.loops[i];
    loop.parent = info.loopOf[loop.header];
    loop.depth = loop.parent < 0 ? 1 : info.loops[loop.parent].depth + 1;
    for (BlockId b : loop.blocks) info.loopOf[b] = static_cast<int>(i);
  }

  if (depth == Depth::Loops) {
    postSucc.clear();
    postDom = ir::DomTree();
    return {};
  }

  // Post-dominators on the reversed forward graph. A back edge stands for where the loop is
  // eventually left: its exit targets (an exit that continues an outer loop, by that loop's
  // exits in turn). Dead ends, and back edges of loops that are never left, feed a virtual
  // exit node: lanes on such paths meet no others.
  const uint32_t exit = static_cast<uint32_t>(n);
  std::vector<std::vector<uint32_t>>& reverse = reverse_;
  resetLists(reverse, n + 1);
  resetLists(info.postSucc, n + 1);
  auto leavesTo = [&](const Loop& start) {
    std::vector<BlockId> targets;
    std::vector<const Loop*> work{&start};
    std::vector<BlockId> seenHeaders;
    while (!work.empty()) {
      const Loop* loop = work.back();
      work.pop_back();
      if (std::find(seenHeaders.begin(), seenHeaders.end(), loop->header) != seenHeaders.end()) continue;
      seenHeaders.push_back(loop->header);
      for (auto [from, to] : loop->exits) {
        if (info.isBackEdge(from, to)) work.push_back(&info.loops[info.loopOf[to]]);
        else if (std::find(targets.begin(), targets.end(), to) == targets.end()) targets.push_back(to);
      }
    }
    return targets;
  };
  for (BlockId b : info.dom.rpo()) {
    bool toExit = info.succ(b).empty();
    for (BlockId s : info.succ(b)) {
      std::vector<BlockId> targets = info.isBackEdge(b, s) ? leavesTo(info.loops[info.loopOf[s]]) : std::vector<BlockId>{s};
      if (targets.empty()) toExit = true;
      for (BlockId t : targets)
        if (std::find(reverse[t].begin(), reverse[t].end(), b) == reverse[t].end()) reverse[t].push_back(b);
    }
    if (toExit) reverse[exit].push_back(b);
  }
  for (uint32_t to = 0; to <= n; ++to)
    for (uint32_t from : reverse[to]) info.postSucc[from].push_back(to);
  info.postDom = ir::DomTree(exit, reverse);
  return {};
}

bool CfgInfo::inLoop(int loop, BlockId b) const {
  for (int l = b < loopOf.size() ? loopOf[b] : -1; l >= 0; l = loops[l].parent)
    if (l == loop) return true;
  return false;
}

size_t CfgInfo::forwardPredCount(BlockId b) const {
  size_t count = 0;
  for (BlockId p : pred(b)) count += !isBackEdge(p, b);
  return count;
}

namespace {

// Cooper, Harvey and Kennedy's frontier walk: from each predecessor of a join up the tree to
// the join's immediate dominator. `preds` and `tree` describe the same graph.
std::vector<std::vector<BlockId>> frontiers(const std::vector<std::vector<uint32_t>>& preds, const ir::DomTree& tree,
                                            size_t n) {
  std::vector<std::vector<BlockId>> df(n);
  for (uint32_t b = 0; b < preds.size(); ++b) {
    if (!tree.reachable(b) || preds[b].size() < 2) continue;
    for (uint32_t p : preds[b]) {
      for (uint32_t r = p; tree.reachable(r) && r != tree.idom(b); r = tree.idom(r)) {
        if (r < n && std::find(df[r].begin(), df[r].end(), b) == df[r].end()) df[r].push_back(b);
        if (tree.idom(r) == ir::DomTree::kNone) break;
      }
    }
  }
  return df;
}

}  // namespace

std::vector<std::vector<BlockId>> CfgInfo::dominanceFrontiers() const {
  std::vector<std::vector<uint32_t>> preds(size());
  for (BlockId b = 0; b < size(); ++b) preds[b].assign(pred(b).begin(), pred(b).end());
  return frontiers(preds, dom, size());
}

std::vector<std::vector<BlockId>> CfgInfo::postDominanceFrontiers() const {
  // In the reversed graph a node's predecessors are its successors here.
  std::vector<std::vector<uint32_t>> preds(postSucc.begin(), postSucc.end());
  return frontiers(preds, postDom, size());
}

std::vector<uint8_t> CfgInfo::iteratedFrontier(const std::vector<std::vector<BlockId>>& df,
                                               const std::vector<BlockId>& blocks) const {
  std::vector<uint8_t> in(size(), 0);
  std::vector<BlockId> work(blocks.begin(), blocks.end());
  while (!work.empty()) {
    BlockId b = work.back();
    work.pop_back();
    if (b >= df.size()) continue;
    for (BlockId f : df[b])
      if (!in[f]) {
        in[f] = 1;
        work.push_back(f);
      }
  }
  return in;
}

std::vector<uint8_t> CfgInfo::reachableFrom(BlockId from, bool followBackEdges) const {
  std::vector<uint8_t> seen(size(), 0);
  if (from >= size() || !reachable(from)) return seen;
  std::vector<BlockId> work{from};
  seen[from] = 1;
  while (!work.empty()) {
    BlockId b = work.back();
    work.pop_back();
    for (BlockId s : succ(b))
      if (!seen[s] && (followBackEdges || !isBackEdge(b, s))) {
        seen[s] = 1;
        work.push_back(s);
      }
  }
  return seen;
}

BlockId CfgInfo::ipdom(BlockId b) const {
  uint32_t d = postDom.idom(b);
  return d == ir::DomTree::kNone || d == size() ? ir::kNoBlock : d;
}

}  // namespace dxsv::cfg
