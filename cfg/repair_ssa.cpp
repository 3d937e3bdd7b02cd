// repairSsa: after ladders re-route edges, a definition may no longer dominate its uses
// (a value defined inside a construct and used after the new merge). Every executed path
// still runs the definition before the use, so the value at the use is "the last definition
// on the path". Classic SSA placement gives it: Phis at the iterated dominance frontier of
// the definition's block, and elsewhere the value of the immediate dominator; undef where no
// definition reaches (the entry side of such a Phi, a path that is never taken). The Phis
// are made on demand, only where a broken use looks.
#include <map>
#include <unordered_map>

#include "cfg/analysis.h"
#include "cfg/passes.h"

namespace dxsv::cfg {
namespace {

using ir::Instr;
using ir::ValueId;

constexpr BlockId kNotDefined = ~BlockId(0);

class SsaRepair {
 public:
  SsaRepair(ir::Module& m, ir::Function& f, CfgInfo info) : m_(m), f_(f), info_(std::move(info)) {}

  // SPIR-V without VariablePointers cannot merge pointers in a Phi: a broken use of an
  // AccessChain gets its own copy next to the use (its index operands are then repaired
  // like any value by run()). Rescans after each copy; such uses are rare.
  void rematerializeAccessChains() {
    for (bool copied = true; copied;) {
      copied = false;
      std::unordered_map<ValueId, std::pair<BlockId, const Instr*>> defs;  // AccessChains only
      for (BlockId b = 0; b < f_.blocks.size(); ++b)
        for (const Instr& in : f_.blocks[b].instrs)
          if (in.op == ir::Op::AccessChain) defs[in.result] = {b, &in};
      if (defs.empty()) return;
      for (BlockId b = 0; b < f_.blocks.size() && !copied; ++b) {
        if (!info_.reachable(b)) continue;
        auto& instrs = f_.blocks[b].instrs;
        for (size_t i = 0; i < instrs.size() && !copied; ++i) {
          for (size_t a = 0; a < instrs[i].args.size(); ++a) {
            auto it = defs.find(instrs[i].args[a]);
            if (it == defs.end()) continue;
            bool phi = instrs[i].op == ir::Op::Phi;
            BlockId at = phi ? instrs[i].targets[a] : b;
            if (!info_.reachable(at) || info_.dom.dominates(it->second.first, at)) continue;
            Instr copy = *it->second.second;
            copy.result = m_.newValue(ir::ValueKind::Instruction, copy.type);
            instrs[i].args[a] = copy.result;
            auto& host = f_.blocks[at].instrs;
            host.insert(phi ? host.end() - 1 : host.begin() + i, std::move(copy));
            copied = true;
            break;
          }
        }
      }
    }
  }

  void run() {
    // The defining block of each of this function's results, by value id (kNotDefined elsewhere).
    std::vector<BlockId> defBlock(m_.values.size(), kNotDefined);
    for (BlockId b = 0; b < f_.blocks.size(); ++b)
      for (const Instr& in : f_.blocks[b].instrs)
        if (in.result != ir::kNoValue) defBlock[in.result] = b;

    // Collect broken uses first: repairing adds Phis (and so instructions) as it goes.
    struct Use { BlockId block; size_t instr; size_t arg; };
    std::vector<Use> broken;
    for (BlockId b = 0; b < f_.blocks.size(); ++b) {
      if (!info_.reachable(b)) continue;
      const auto& instrs = f_.blocks[b].instrs;
      for (size_t i = 0; i < instrs.size(); ++i) {
        for (size_t a = 0; a < instrs[i].args.size(); ++a) {
          const ValueId arg = instrs[i].args[a];
          if (arg >= defBlock.size() || defBlock[arg] == kNotDefined) continue;
          BlockId at = instrs[i].op == ir::Op::Phi ? instrs[i].targets[a] : b;
          if (!info_.reachable(at) || info_.dom.dominates(defBlock[arg], at)) continue;
          broken.push_back({b, i, a});
        }
      }
    }
    for (const Use& u : broken) {
      // Inserted Phis go after the existing ones, shifting only non-Phi instructions.
      auto locate = [&]() -> Instr& {
        auto& instrs = f_.blocks[u.block].instrs;
        return instrs[u.instr] .op == ir::Op::Phi && u.instr < firstNonPhi(u.block) ? instrs[u.instr]
                                                                                  : instrs[u.instr + added_[u.block]];
      };
      Instr& in = locate();
      ValueId v = in.args[u.arg];
      BlockId at = in.op == ir::Op::Phi ? in.targets[u.arg] : u.block;
      ValueId repaired = valueAtEnd(v, defBlock[v], at);
      locate().args[u.arg] = repaired;
    }
  }

 private:
  // Index of the first non-Phi instruction before any Phi was inserted.
  size_t firstNonPhi(BlockId b) const {
    const auto& instrs = f_.blocks[b].instrs;
    size_t i = 0;
    while (i < instrs.size() && instrs[i].op == ir::Op::Phi) ++i;
    auto it = added_.find(b);
    return i - (it == added_.end() ? 0 : it->second);
  }

  // Whether v needs a Phi at the start of b: b is in the iterated frontier of v's block.
  bool needsPhi(BlockId def, BlockId b) {
    auto it = idf_.find(def);
    if (it == idf_.end()) {
      if (df_.empty()) df_ = info_.dominanceFrontiers();  // only once a use is broken
      it = idf_.emplace(def, info_.iteratedFrontier(df_, {def})).first;
    }
    return it->second[b] != 0;
  }

  // The value of v live at the end of block b.
  ValueId valueAtEnd(ValueId v, BlockId def, BlockId b) {
    if (info_.dom.dominates(def, b)) return v;
    auto& memo = memo_[v];
    if (auto it = memo.find(b); it != memo.end()) return it->second;
    const auto preds = info_.pred(b);
    uint32_t up = info_.dom.idom(b);
    if (!needsPhi(def, b))
      return memo[b] = up == ir::DomTree::kNone ? m_.undef(m_.typeOf(v)) : valueAtEnd(v, def, up);
    // The Phi is recorded before its operands are looked up, so cycles end here.
    Instr phi;
    phi.op = ir::Op::Phi;
    phi.type = m_.typeOf(v);
    phi.result = m_.newValue(ir::ValueKind::Instruction, phi.type);
    memo[b] = phi.result;
    auto& instrs = f_.blocks[b].instrs;
    size_t at = 0;
    while (at < instrs.size() && instrs[at].op == ir::Op::Phi) ++at;
    instrs.insert(instrs.begin() + at, phi);
    ++added_[b];
    std::vector<ValueId> incoming;
    for (BlockId p : preds) incoming.push_back(valueAtEnd(v, def, p));
    Instr& placed = f_.blocks[b].instrs[at];
    placed.args = std::move(incoming);
    placed.targets = ir::TargetList(preds.begin(), preds.end());
    return memo[b];
  }

  ir::Module& m_;
  ir::Function& f_;
  CfgInfo info_;
  std::vector<std::vector<BlockId>> df_;
  std::map<BlockId, std::vector<uint8_t>> idf_;  // iterated frontier per definition block
  std::unordered_map<ValueId, std::map<BlockId, ValueId>> memo_;
  std::map<BlockId, size_t> added_;
};

}  // namespace

Status repairSsa(ir::Module& module, ir::Function& f) {
  auto info = CfgInfo::build(f, CfgInfo::Depth::Dominators);
  if (!info) return info.takeError();
  SsaRepair repair(module, f, std::move(*info));
  repair.rematerializeAccessChains();
  repair.run();
  return {};
}

}  // namespace dxsv::cfg
