#include "ir/verifier.h"

#include <algorithm>

#include "common/escape.h"
#include "ir/dominance.h"

namespace dxsv::ir {
namespace {

class Verifier {
 public:
  Verifier(const Module& m, const Function& f) : m_(m), f_(f) {}

  Status run() {
    if (m_.values.empty() || m_.values[0].kind != ValueKind::None)
      return fail("values[0] must be the 'no value' sentinel");
    if (f_.blocks.empty()) return fail("function '" + escapeText(f_.name) + "' has no blocks");
    if (f_.entry >= f_.blocks.size()) return fail("entry block out of range");
    for (BlockId b = 0; b < f_.blocks.size(); ++b)
      if (Status s = checkBlockShape(b); !s) return s;
    preds_ = f_.predecessors();
    if (!preds_[f_.entry].empty()) return fail(where(f_.entry) + "entry block has predecessors");
    std::vector<std::vector<uint32_t>> succ(f_.blocks.size());
    for (BlockId b = 0; b < f_.blocks.size(); ++b) succ[b] = f_.blocks[b].successors();
    dom_ = DomTree(f_.entry, succ);
    if (Status s = collectDefs(); !s) return s;
    for (BlockId b = 0; b < f_.blocks.size(); ++b)
      if (Status s = checkUses(b); !s) return s;
    return checkStructure();
  }

 private:
  Status fail(std::string msg) const {
    return makeError("ir::verify: function '" + escapeText(f_.name) + "': " + std::move(msg));
  }
  std::string where(BlockId b) const {
    std::string s = "block bb" + std::to_string(b);
    if (!f_.blocks[b].name.empty()) s += " (" + escapeText(f_.blocks[b].name) + ")";
    return s + ": ";
  }

  Status checkBlockShape(BlockId b) {
    const Block& block = f_.blocks[b];
    if (block.instrs.empty()) return fail(where(b) + "empty block");
    bool phisDone = false;
    for (size_t i = 0; i < block.instrs.size(); ++i) {
      const Instr& in = block.instrs[i];
      bool last = i + 1 == block.instrs.size();
      if (in.isTerminator() != last)
        return fail(where(b) + (last ? "does not end in a terminator" : "terminator in the middle"));
      if (in.op == Op::Phi && phisDone) return fail(where(b) + "phi after a non-phi instruction");
      if (in.op != Op::Phi) phisDone = true;
      for (BlockId t : in.targets)
        if (t >= f_.blocks.size()) return fail(where(b) + "target out of range");
      for (ValueId a : in.args)
        if (a >= m_.values.size()) return fail(where(b) + "operand %" + std::to_string(a) + " out of range");
      if (in.op == Op::Call)
        if (Status s = checkCall(b, in); !s) return s;
      if (in.op == Op::DeviceLoad || in.op == Op::DeviceStore || in.op == Op::DeviceAtomic)
        if (Status s = checkDeviceMemory(b, in); !s) return s;
    }
    const Instr& last = block.terminator();
    if (last.op == Op::Return) {
      bool returnsValue = f_.returnType != m_.types.voidType();
      if (last.args.size() != (returnsValue ? 1u : 0u) ||
          (returnsValue && m_.typeOf(last.args[0]) != f_.returnType))
        return fail(where(b) + "return value does not match the function's return type");
    }
    const Instr& t = block.terminator();
    size_t want = t.op == Op::Branch ? 1 : t.op == Op::CondBranch ? 2
                : t.op == Op::Switch ? t.lits.size() + 1 : 0;
    if (t.targets.size() != want) return fail(where(b) + "terminator has a wrong number of targets");
    if ((t.op == Op::CondBranch || t.op == Op::Switch) && t.args.size() != 1)
      return fail(where(b) + "conditional terminator needs one operand");
    return {};
  }

  Status checkCall(BlockId b, const Instr& in) {
    if (in.lits.size() != 1 || in.lits[0] >= m_.functions.size()) return fail(where(b) + "call names no function");
    const Function& callee = m_.functions[in.lits[0]];
    if (in.args.size() != callee.params.size())
      return fail(where(b) + "call to '" + escapeText(callee.name) + "' passes a wrong number of arguments");
    for (size_t i = 0; i < in.args.size(); ++i)
      if (m_.typeOf(in.args[i]) != m_.typeOf(callee.params[i]))
        return fail(where(b) + "call to '" + escapeText(callee.name) + "': argument " + std::to_string(i) + " has the wrong type");
    if (in.type != callee.returnType || (in.result == kNoValue) != (callee.returnType == m_.types.voidType()))
      return fail(where(b) + "call to '" + escapeText(callee.name) + "': result does not match the return type");
    return {};
  }

  // Device-address ops: a u64 address, a power-of-two alignment, operands of the accessed type.
  Status checkDeviceMemory(BlockId b, const Instr& in) {
    const char* name = in.op == Op::DeviceLoad ? "DeviceLoad" : in.op == Op::DeviceStore ? "DeviceStore" : "DeviceAtomic";
    std::string at = where(b) + name + ": ";
    size_t args = in.op == Op::DeviceLoad ? 1 : 2;
    if (in.op == Op::DeviceAtomic) {
      if (in.lits.size() != 2 || in.lits[1] > uint64_t(AtomicOp::CompareExchange)) return fail(at + "lits must be alignment, AtomicOp");
      if (AtomicOp(in.lits[1]) == AtomicOp::CompareExchange) args = 3;
    } else if (in.lits.size() != 1) {
      return fail(at + "lits must be the alignment");
    }
    if (in.args.size() != args) return fail(at + "takes " + std::to_string(args) + " operands");
    const Type& address = m_.types[m_.typeOf(in.args[0])];
    if (address.kind != TypeKind::Int || address.bits != 64) return fail(at + "the address is not a 64-bit integer");
    if (in.lits[0] == 0 || (in.lits[0] & (in.lits[0] - 1))) return fail(at + "the alignment is not a power of two");
    if ((in.op == Op::DeviceStore) != (in.result == kNoValue)) return fail(at + (in.result == kNoValue ? "needs a result" : "has no result"));
    if (in.op == Op::DeviceAtomic) {
      const Type& t = m_.types[in.type];
      if (t.kind != TypeKind::Int || (t.bits != 32 && t.bits != 64)) return fail(at + "the result is not an i32 or i64");
      for (size_t i = 1; i < args; ++i)
        if (m_.typeOf(in.args[i]) != in.type) return fail(at + "operand " + std::to_string(i) + " is not of the result's type");
    }
    return {};
  }

  Status collectDefs() {
    defs_.assign(m_.values.size(), {kNoBlock, 0});
    for (BlockId b = 0; b < f_.blocks.size(); ++b) {
      const auto& instrs = f_.blocks[b].instrs;
      for (uint32_t i = 0; i < instrs.size(); ++i) {
        ValueId r = instrs[i].result;
        if (r == kNoValue) continue;
        if (m_.values[r].kind != ValueKind::Instruction)
          return fail(where(b) + "result %" + std::to_string(r) + " is not an instruction value");
        if (defs_[r].first != kNoBlock) return fail(where(b) + "%" + std::to_string(r) + " defined twice");
        defs_[r] = {b, i};
      }
    }
    return {};
  }

  Status checkUses(BlockId b) {
    const Block& block = f_.blocks[b];
    const bool live = dom_.reachable(b);
    for (uint32_t i = 0; i < block.instrs.size(); ++i) {
      const Instr& in = block.instrs[i];
      if (in.op == Op::Phi) {
        if (in.args.size() != in.targets.size()) return fail(where(b) + "phi args/targets mismatch");
        // Sorted vectors rather than sets: this runs for every Phi, twice per conversion.
        incoming_.assign(in.targets.begin(), in.targets.end());
        std::sort(incoming_.begin(), incoming_.end());
        if (std::adjacent_find(incoming_.begin(), incoming_.end()) != incoming_.end())
          return fail(where(b) + "phi lists a block twice");
        // Unreachable predecessors may be listed or not; reachable ones must match exactly.
        want_.clear();
        got_.clear();
        for (BlockId p : preds_[b]) if (dom_.reachable(p)) want_.push_back(p);
        std::sort(want_.begin(), want_.end());
        want_.erase(std::unique(want_.begin(), want_.end()), want_.end());
        for (BlockId p : incoming_) {
          if (dom_.reachable(p)) got_.push_back(p);
          if (std::find(preds_[b].begin(), preds_[b].end(), p) == preds_[b].end())
            return fail(where(b) + "phi %" + std::to_string(in.result) + " names bb" + std::to_string(p) +
                        ", which is not a predecessor");
        }
        if (live && want_ != got_)
          return fail(where(b) + "phi %" + std::to_string(in.result) + " incoming blocks differ from the predecessors");
      }
      if (!live) continue;
      for (size_t a = 0; a < in.args.size(); ++a) {
        ValueId v = in.args[a];
        if (v != kNoValue && m_.values[v].kind == ValueKind::Parameter &&
            std::find(f_.params.begin(), f_.params.end(), v) == f_.params.end())
          return fail(where(b) + "uses %" + std::to_string(v) + ", a parameter of another function");
        if (v == kNoValue || m_.values[v].kind != ValueKind::Instruction) continue;
        auto [db, di] = defs_[v];
        if (db == kNoBlock) return fail(where(b) + "%" + std::to_string(v) + " used but never defined");
        if (in.op == Op::Phi) {
          BlockId p = in.targets[a];
          if (dom_.reachable(p) && !dom_.dominates(db, p))
            return fail(where(b) + "phi operand %" + std::to_string(v) + " does not dominate incoming bb" +
                        std::to_string(p));
        } else if (db == b ? di >= i : !dom_.dominates(db, b)) {
          return fail(where(b) + "use of %" + std::to_string(v) + " not dominated by its definition");
        }
      }
    }
    return {};
  }

  Status checkStructure() {
    bool structured = !f_.layout.empty();
    for (const Block& b : f_.blocks) structured |= b.merge != MergeKind::None;
    if (!structured) return {};
    const BlockId n = static_cast<BlockId>(f_.blocks.size());
    std::vector<int> mergeOf(n, -1), continueOf(n, -1);
    for (BlockId b = 0; b < n; ++b) {
      const Block& block = f_.blocks[b];
      const Op op = block.terminator().op;
      if (op == Op::Switch && block.merge != MergeKind::Selection && dom_.reachable(b))
        return fail(where(b) + "switch without a selection merge");
      if (block.merge == MergeKind::None) continue;
      if (block.mergeBlock >= n || block.mergeBlock == b) return fail(where(b) + "bad merge block");
      if (mergeOf[block.mergeBlock] >= 0)
        return fail(where(b) + "merge block bb" + std::to_string(block.mergeBlock) + " is also the merge of bb" +
                    std::to_string(mergeOf[block.mergeBlock]));
      mergeOf[block.mergeBlock] = static_cast<int>(b);
      if (dom_.reachable(block.mergeBlock) && !dom_.dominates(b, block.mergeBlock))
        return fail(where(b) + "header does not dominate its merge block");
      if (block.merge == MergeKind::Selection && op != Op::CondBranch && op != Op::Switch)
        return fail(where(b) + "selection header must end in a conditional branch or switch");
      if (block.merge == MergeKind::Loop) {
        if (op != Op::Branch && op != Op::CondBranch)
          return fail(where(b) + "loop header must end in a branch or conditional branch");
        BlockId c = block.continueBlock;
        if (c >= n || c == block.mergeBlock) return fail(where(b) + "bad continue block");
        if (continueOf[c] >= 0) return fail(where(b) + "continue block shared with another loop");
        continueOf[c] = static_cast<int>(b);
        if (dom_.reachable(c) && !dom_.dominates(b, c)) return fail(where(b) + "header does not dominate its continue block");
      }
    }
    for (BlockId b = 0; b < n; ++b) {
      if (mergeOf[b] >= 0 && continueOf[b] >= 0) return fail(where(b) + "both a merge and a continue target");
      if (!dom_.reachable(b)) continue;
      int backEdges = 0;
      for (BlockId p : preds_[b]) {
        if (!dom_.dominates(b, p)) continue;  // not a back edge
        ++backEdges;
        if (f_.blocks[b].merge != MergeKind::Loop) return fail(where(b) + "back edge to a block that is not a loop header");
        if (!dom_.dominates(f_.blocks[b].continueBlock, p))
          return fail(where(b) + "back edge from bb" + std::to_string(p) + " outside the continue construct");
      }
      if (backEdges > 1) return fail(where(b) + "loop header with more than one back edge");
      if (f_.blocks[b].merge == MergeKind::Loop && backEdges == 0 && dom_.reachable(f_.blocks[b].continueBlock))
        return fail(where(b) + "loop header without a back edge");
    }
    if (!f_.layout.empty()) {
      std::vector<int> pos(n, -1);
      for (size_t i = 0; i < f_.layout.size(); ++i) {
        BlockId b = f_.layout[i];
        if (b >= n || pos[b] >= 0) return fail("layout names a block twice or out of range");
        pos[b] = static_cast<int>(i);
      }
      if (f_.layout[0] != f_.entry) return fail("layout must start with the entry block");
      for (BlockId b = 0; b < n; ++b) {
        if (!dom_.reachable(b)) continue;
        if (pos[b] < 0) return fail(where(b) + "reachable block missing from layout");
        BlockId d = dom_.idom(b);
        if (d != DomTree::kNone && pos[d] > pos[b]) return fail(where(b) + "placed before its dominator");
      }
    }
    return {};
  }

  const Module& m_;
  const Function& f_;
  std::vector<std::vector<BlockId>> preds_;
  DomTree dom_;
  std::vector<std::pair<BlockId, uint32_t>> defs_;  // by ValueId: defining block (kNoBlock: none), index
  std::vector<BlockId> incoming_, want_, got_;       // scratch of the Phi checks
};

}  // namespace

Status verify(const Module& module, const Function& function) { return Verifier(module, function).run(); }

Status verify(const Module& module) {
  if (module.values.empty() || module.values[0].kind != ValueKind::None)
    return makeError("ir::verify: values[0] must be the 'no value' sentinel");
  for (const Function& f : module.functions)
    if (Status s = verify(module, f); !s) return s;
  for (const EntryPoint& e : module.entryPoints)
    if (e.function >= module.functions.size() ||
        (e.patchConstantFunction != kNoFunction && e.patchConstantFunction >= module.functions.size()))
      return makeError("ir::verify: entry point '" + escapeText(e.name) + "' names no function");
  // No recursion: SPIR-V forbids it, and D3D does too.
  std::vector<int> state(module.functions.size(), 0);  // 0 new, 1 on the path, 2 done
  for (FunctionId root = 0; root < module.functions.size(); ++root) {
    if (state[root]) continue;
    std::vector<FunctionId> path = {root};
    state[root] = 1;
    std::vector<std::vector<FunctionId>> callees(1);
    auto calleesOf = [&](FunctionId f) {
      std::vector<FunctionId> out;
      for (const Block& b : module.functions[f].blocks)
        for (const Instr& in : b.instrs)
          if (in.op == Op::Call) out.push_back(FunctionId(in.lits[0]));
      return out;
    };
    callees[0] = calleesOf(root);
    while (!path.empty()) {
      if (callees.back().empty()) {
        state[path.back()] = 2;
        path.pop_back();
        callees.pop_back();
        continue;
      }
      FunctionId next = callees.back().back();
      callees.back().pop_back();
      if (state[next] == 1)
        return makeError("ir::verify: function '" + escapeText(module.functions[next].name) + "' calls itself (recursion)");
      if (state[next] == 2) continue;
      state[next] = 1;
      path.push_back(next);
      callees.push_back(calleesOf(next));
    }
  }
  return {};
}

}  // namespace dxsv::ir
