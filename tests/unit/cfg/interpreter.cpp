#include "interpreter.h"

#include <unordered_map>

namespace dxsv::cfg::test {

using ir::Op;

namespace {

uint64_t mask(const ir::Module& m, ir::TypeId t, uint64_t v) {
  const ir::Type& type = m.types[t];
  uint32_t bits = type.kind == ir::TypeKind::Bool ? 1 : type.bits;
  return bits >= 64 || bits == 0 ? v : v & ((uint64_t{1} << bits) - 1);
}

int64_t sext(const ir::Module& m, ir::TypeId t, uint64_t v) {
  uint32_t bits = m.types[t].kind == ir::TypeKind::Bool ? 1 : m.types[t].bits;
  if (bits == 0 || bits >= 64) return static_cast<int64_t>(v);
  uint64_t sign = uint64_t{1} << (bits - 1);
  return static_cast<int64_t>((v ^ sign) - sign);
}

}  // namespace

RunResult run(const ir::Module& m, std::map<ir::ValueId, uint64_t> memory, std::vector<uint64_t> inputs,
              ir::ValueId condVar, ir::ValueId selVar, RunLimits limits) {
  RunResult out;
  const ir::Function& f = m.function;
  std::unordered_map<ir::ValueId, uint64_t> regs;
  ir::ValueId traceVar = ir::kNoValue;
  for (ir::ValueId v : m.variables)
    if (m.values[v].name == "trace") traceVar = v;
  size_t nextInput = 0;
  auto value = [&](ir::ValueId id) -> uint64_t {
    const ir::ValueDef& d = m.values[id];
    switch (d.kind) {
      case ir::ValueKind::Constant: return d.bits;
      case ir::ValueKind::Instruction: {
        auto it = regs.find(id);
        return it == regs.end() ? 0xdeadbeefull : it->second;
      }
      default: return 0;
    }
  };

  ir::BlockId prev = ir::kNoBlock, cur = f.entry;
  for (size_t step = 0; step < limits.maxSteps; ++step) {
    const ir::Block& block = f.blocks[cur];
    // Phis read their inputs before any of them is written.
    std::vector<std::pair<ir::ValueId, uint64_t>> phiValues;
    size_t i = 0;
    for (; i < block.instrs.size() && block.instrs[i].op == Op::Phi; ++i) {
      const ir::Instr& phi = block.instrs[i];
      bool found = false;
      for (size_t k = 0; k < phi.targets.size(); ++k)
        if (phi.targets[k] == prev) {
          phiValues.push_back({phi.result, value(phi.args[k])});
          found = true;
        }
      if (!found) {
        out.error = "phi %" + std::to_string(phi.result) + " in bb" + std::to_string(cur) + " has no entry for bb" +
                    std::to_string(prev);
        return out;
      }
    }
    for (auto& [id, v] : phiValues) regs[id] = v;
    for (; i < block.instrs.size(); ++i) {
      const ir::Instr& in = block.instrs[i];
      auto arg = [&](size_t k) { return value(in.args[k]); };
      uint64_t r = 0;
      switch (in.op) {
        case Op::Wave: r = 0; break;  // one invocation: only where the op runs matters here
        case Op::IAdd: r = arg(0) + arg(1); break;
        case Op::ISub: r = arg(0) - arg(1); break;
        case Op::IMul: r = arg(0) * arg(1); break;
        case Op::And: r = arg(0) & arg(1); break;
        case Op::Or: r = arg(0) | arg(1); break;
        case Op::Xor: r = arg(0) ^ arg(1); break;
        case Op::Shl: r = arg(0) << (arg(1) & 63); break;
        case Op::LShr: r = arg(0) >> (arg(1) & 63); break;
        case Op::Select: r = arg(0) ? arg(1) : arg(2); break;
        case Op::ICmp: {
          ir::TypeId t = m.typeOf(in.args[0]);
          uint64_t a = mask(m, t, arg(0)), b = mask(m, t, arg(1));
          int64_t sa = sext(m, t, a), sb = sext(m, t, b);
          switch (static_cast<ir::CmpPredicate>(in.lits[0])) {
            case ir::CmpPredicate::Eq: r = a == b; break;
            case ir::CmpPredicate::Ne: r = a != b; break;
            case ir::CmpPredicate::Ult: r = a < b; break;
            case ir::CmpPredicate::Ule: r = a <= b; break;
            case ir::CmpPredicate::Ugt: r = a > b; break;
            case ir::CmpPredicate::Uge: r = a >= b; break;
            case ir::CmpPredicate::Slt: r = sa < sb; break;
            case ir::CmpPredicate::Sle: r = sa <= sb; break;
            case ir::CmpPredicate::Sgt: r = sa > sb; break;
            case ir::CmpPredicate::Sge: r = sa >= sb; break;
            default: out.error = "unsupported compare"; return out;
          }
          break;
        }
        case Op::Load: {
          ir::ValueId var = in.args[0];
          if (var != ir::kNoValue && (var == condVar || var == selVar) && nextInput < inputs.size())
            r = inputs[nextInput++];
          else
            r = memory[var];
          break;
        }
        case Op::Store:
          memory[in.args[0]] = arg(1);
          if (in.args[0] == traceVar) {
            out.trace.push_back(mask(m, m.typeOf(in.args[1]), arg(1)));
            if (out.trace.size() >= limits.maxTrace) {
              out.traceFull = true;
              return out;
            }
          }
          break;
        case Op::Branch: prev = cur; cur = in.targets[0]; break;
        case Op::CondBranch: prev = cur; cur = in.targets[(arg(0) & 1) ? 0 : 1]; break;
        case Op::Switch: {
          ir::TypeId t = m.typeOf(in.args[0]);
          uint64_t s = mask(m, t, arg(0));
          ir::BlockId next = in.targets[0];
          for (size_t k = 0; k < in.lits.size(); ++k)
            if (mask(m, t, in.lits[k]) == s) { next = in.targets[k + 1]; break; }
          prev = cur;
          cur = next;
          break;
        }
        case Op::Return: out.finished = true; return out;
        case Op::Unreachable: out.error = "reached Unreachable in bb" + std::to_string(cur); return out;
        default: out.error = "unsupported op in interpreter"; return out;
      }
      if (in.result != ir::kNoValue && !in.isTerminator()) regs[in.result] = mask(m, in.type, r);
    }
  }
  out.error = "step limit";
  return out;
}

}  // namespace dxsv::cfg::test
