#include "random_cfg.h"

#include <algorithm>
#include <map>
#include <random>

#include "ir/dominance.h"

namespace dxsv::cfg::test {

using ir::BlockId;
using ir::Instr;
using ir::Op;
using ir::ValueId;

namespace {

class Generator {
 public:
  Generator(uint64_t seed, size_t blocks) : rng_(seed), blocks_(blocks) {}

  RandomCfg build() {
    RandomCfg out;
    ir::Module& m = out.module;
    i32_ = m.types.intType(32);
    auto ptr = m.types.pointerType(i32_, ir::AddressSpace::Private);
    trace_ = m.variable(ptr, ir::kNoValue, "trace");
    state_ = m.variable(ptr, ir::kNoValue, "state");
    out.stateVar = state_;
    m.addFunction("random");
    m.entryPoints.emplace_back();

    const size_t n = blocks_ ? blocks_ : pick(10) == 0 ? 20 + pick(40) : 2 + pick(22);
    std::vector<std::vector<BlockId>> succ(n);
    for (BlockId i = 1; i < n; ++i) succ[pick(i)].push_back(i);
    for (BlockId i = 0; i + 1 < n; ++i) {
      size_t extra = pick(10);
      extra = extra < 5 ? 0 : extra < 8 ? 1 : 2;
      for (size_t k = 0; k < extra && succ[i].size() < 4; ++k) succ[i].push_back(i + 1 + pick(n - i - 1));
    }
    std::vector<std::vector<uint32_t>> forward(succ.begin(), succ.end());
    ir::DomTree dom(0, forward);
    // Back edges go to a dominator (or the block itself), never to the entry.
    for (BlockId u = 1; u < n; ++u) {
      if (pick(100) >= 30 || succ[u].size() >= 4) continue;
      std::vector<BlockId> chain;
      for (uint32_t d = u; d != ir::DomTree::kNone && d != 0; d = dom.idom(d)) chain.push_back(d);
      if (!chain.empty()) succ[u].insert(succ[u].begin() + pick(succ[u].size() + 1), chain[pick(chain.size())]);
    }
    std::vector<std::vector<uint32_t>> all(succ.begin(), succ.end());
    dom = ir::DomTree(0, all);
    std::vector<std::vector<BlockId>> preds(n);
    for (BlockId b = 0; b < n; ++b)
      for (BlockId s : succ[b])
        if (std::find(preds[s].begin(), preds[s].end(), b) == preds[s].end()) preds[s].push_back(b);

    for (BlockId b = 0; b < n; ++b) m.functions[0].addBlock("r" + std::to_string(b));
    defs_.assign(n, {});
    // Definitions first (in dominator order, so dominating values exist), Phis after.
    for (BlockId b : dom.rpo()) emitBody(m, dom, b, preds[b].size() > 1);
    for (BlockId b = 0; b < n; ++b) emitTerminator(m, b, succ[b]);
    for (auto& [b, phiIndex] : phis_) {
      Instr& phi = m.functions[0].blocks[b].instrs[phiIndex];
      for (BlockId p : preds[b]) {
        phi.targets.push_back(p);
        phi.args.push_back(available(dom, p));
      }
    }
    return out;
  }

 private:
  size_t pick(size_t bound) { return bound ? rng_() % bound : 0; }

  ValueId emit(ir::Module& m, BlockId b, Op op, std::vector<ValueId> args, std::vector<uint64_t> lits = {},
               ir::TypeId type = 0) {
    Instr in;
    in.op = op;
    in.args = std::move(args);
    in.lits = std::move(lits);
    if (op != Op::Store) {
      in.type = type ? type : i32_;
      in.result = m.newValue(ir::ValueKind::Instruction, in.type);
    }
    m.functions[0].blocks[b].instrs.push_back(in);
    return in.result;
  }

  // A value whose definition dominates the end of block b.
  ValueId available(const ir::DomTree& dom, BlockId b) {
    std::vector<ValueId> pool;
    for (uint32_t d = b; d != ir::DomTree::kNone; d = dom.idom(d))
      pool.insert(pool.end(), defs_[d].begin(), defs_[d].end());
    return pool[pick(pool.size())];
  }

  void emitBody(ir::Module& m, const ir::DomTree& dom, BlockId b, bool join) {
    if (join) {
      phis_.push_back({b, m.functions[0].blocks[b].instrs.size()});
      ValueId phi = emit(m, b, Op::Phi, {});
      defs_[b].push_back(phi);
    }
    ValueId h0 = emit(m, b, Op::Load, {state_});
    ValueId h1 = emit(m, b, Op::IMul, {h0, m.constantInt(32, 1664525)});
    ValueId h2 = emit(m, b, Op::IAdd, {h1, m.constantInt(32, 1013904223u + b * 7919u)});
    emit(m, b, Op::Store, {state_, h2});
    emit(m, b, Op::Store, {trace_, m.constantInt(32, b)});
    std::vector<ValueId> pool = defs_[b];
    for (uint32_t d = dom.idom(b); d != ir::DomTree::kNone; d = dom.idom(d))
      pool.insert(pool.end(), defs_[d].begin(), defs_[d].end());
    ValueId x = pool.empty() ? h2 : pool[pick(pool.size())];
    ValueId v = emit(m, b, Op::IAdd, {x, h2});
    emit(m, b, Op::Store, {trace_, v});
    defs_[b].push_back(h2);
    defs_[b].push_back(v);
    hash_[b] = h2;
  }

  void emitTerminator(ir::Module& m, BlockId b, const std::vector<BlockId>& succ) {
    Instr t;
    ValueId bits = ir::kNoValue;
    if (succ.size() >= 2) bits = emit(m, b, Op::LShr, {hash_[b], m.constantInt(32, 8 + pick(12))});
    if (succ.empty()) {
      t.op = Op::Return;
    } else if (succ.size() == 1) {
      t.op = Op::Branch;
      t.targets = succ;
    } else if (succ.size() == 2 && pick(5) != 0) {
      ValueId low = emit(m, b, Op::And, {bits, m.constantInt(32, 1)});
      t.op = Op::CondBranch;
      t.args = {emit(m, b, Op::ICmp, {low, m.constantInt(32, 0)}, {uint64_t(ir::CmpPredicate::Eq)},
                     m.types.boolType())};
      t.targets = succ;
    } else {
      // default = first successor; cases for the rest, sometimes twice (shared targets).
      ValueId sel = emit(m, b, Op::And, {bits, m.constantInt(32, 7)});
      t.op = Op::Switch;
      t.args = {sel};
      t.targets = {succ[0]};
      uint64_t lit = 0;
      for (size_t i = 1; i < succ.size(); ++i) {
        size_t copies = pick(4) == 0 ? 2 : 1;
        for (size_t c = 0; c < copies; ++c) {
          t.lits.push_back(lit++);
          t.targets.push_back(succ[i]);
        }
      }
    }
    m.functions[0].blocks[b].instrs.push_back(std::move(t));
  }

  std::mt19937_64 rng_;
  size_t blocks_;
  ir::TypeId i32_ = 0;
  ValueId trace_ = 0, state_ = 0;
  std::vector<std::vector<ValueId>> defs_;
  std::vector<std::pair<BlockId, size_t>> phis_;
  std::map<BlockId, ValueId> hash_;
};

}  // namespace

RandomCfg randomCfg(uint64_t seed, size_t blocks) { return Generator(seed, blocks).build(); }

}  // namespace dxsv::cfg::test
