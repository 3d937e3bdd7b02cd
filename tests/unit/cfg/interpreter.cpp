#include "interpreter.h"

#include <algorithm>
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

// One invocation's state; the single-lane run and the lockstep run share it.
struct Lane {
  std::unordered_map<ir::ValueId, uint64_t> regs;
  std::map<ir::ValueId, uint64_t> memory;
  std::vector<uint64_t> inputs;
  size_t nextInput = 0;
  ir::BlockId prev = ir::kNoBlock, cur = ir::kNoBlock;
  bool done = false;
  RunResult out;
};

class Machine {
 public:
  Machine(const ir::Module& m, ir::ValueId condVar, ir::ValueId selVar, RunLimits limits)
      : m_(m), condVar_(condVar), selVar_(selVar), limits_(limits) {
    for (ir::ValueId v : m.variables)
      if (m.values[v].name == "trace") traceVar_ = v;
  }

  uint64_t value(const Lane& lane, ir::ValueId id) const {
    const ir::ValueDef& d = m_.values[id];
    switch (d.kind) {
      case ir::ValueKind::Constant: return d.bits;
      case ir::ValueKind::Instruction: {
        auto it = lane.regs.find(id);
        return it == lane.regs.end() ? 0xdeadbeefull : it->second;
      }
      default: return 0;
    }
  }

  // Phis of the lane's current block, read before any is written. False on error.
  bool enterBlock(Lane& lane) {
    const ir::Block& block = m_.functions[0].blocks[lane.cur];
    std::vector<std::pair<ir::ValueId, uint64_t>> phiValues;
    for (size_t i = 0; i < block.instrs.size() && block.instrs[i].op == Op::Phi; ++i) {
      const ir::Instr& phi = block.instrs[i];
      auto it = std::find(phi.targets.begin(), phi.targets.end(), lane.prev);
      if (it == phi.targets.end()) {
        lane.out.error = "phi %" + std::to_string(phi.result) + " in bb" + std::to_string(lane.cur) +
                         " has no entry for bb" + std::to_string(lane.prev);
        return false;
      }
      phiValues.push_back({phi.result, value(lane, phi.args[it - phi.targets.begin()])});
    }
    for (auto& [id, v] : phiValues) lane.regs[id] = v;
    return true;
  }

  // Executes one non-Phi instruction. `wave` is the value of a wave op (computed over the
  // lanes running it together). Returns false when the lane stops (return, error, full trace).
  bool exec(Lane& lane, const ir::Instr& in, uint64_t wave = 0) {
    auto arg = [&](size_t k) { return value(lane, in.args[k]); };
    uint64_t r = 0;
    switch (in.op) {
      case Op::IAdd: r = arg(0) + arg(1); break;
      case Op::ISub: r = arg(0) - arg(1); break;
      case Op::IMul: r = arg(0) * arg(1); break;
      case Op::And: r = arg(0) & arg(1); break;
      case Op::Or: r = arg(0) | arg(1); break;
      case Op::Xor: r = arg(0) ^ arg(1); break;
      case Op::Shl: r = arg(0) << (arg(1) & 63); break;
      case Op::LShr: r = arg(0) >> (arg(1) & 63); break;
      case Op::Select: r = arg(0) ? arg(1) : arg(2); break;
      case Op::Wave: r = wave; break;
      case Op::ICmp: {
        ir::TypeId t = m_.typeOf(in.args[0]);
        uint64_t a = mask(m_, t, arg(0)), b = mask(m_, t, arg(1));
        int64_t sa = sext(m_, t, a), sb = sext(m_, t, b);
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
          default: lane.out.error = "unsupported compare"; return false;
        }
        break;
      }
      case Op::Load: {
        ir::ValueId var = in.args[0];
        if (var != ir::kNoValue && (var == condVar_ || var == selVar_) && lane.nextInput < lane.inputs.size())
          r = lane.inputs[lane.nextInput++];
        else
          r = lane.memory[var];
        break;
      }
      case Op::Store:
        lane.memory[in.args[0]] = arg(1);
        if (in.args[0] == traceVar_) {
          lane.out.trace.push_back(mask(m_, m_.typeOf(in.args[1]), arg(1)));
          if (lane.out.trace.size() >= limits_.maxTrace) {
            lane.out.traceFull = true;
            return false;
          }
        }
        break;
      case Op::Branch: lane.prev = lane.cur; lane.cur = in.targets[0]; break;
      case Op::CondBranch: lane.prev = lane.cur; lane.cur = in.targets[(arg(0) & 1) ? 0 : 1]; break;
      case Op::Switch: {
        ir::TypeId t = m_.typeOf(in.args[0]);
        uint64_t s = mask(m_, t, arg(0));
        ir::BlockId next = in.targets[0];
        for (size_t k = 0; k < in.lits.size(); ++k)
          if (mask(m_, t, in.lits[k]) == s) { next = in.targets[k + 1]; break; }
        lane.prev = lane.cur;
        lane.cur = next;
        break;
      }
      case Op::Return: lane.out.finished = true; return false;
      case Op::Unreachable: lane.out.error = "reached Unreachable in bb" + std::to_string(lane.cur); return false;
      default: lane.out.error = "unsupported op in interpreter"; return false;
    }
    if (in.result != ir::kNoValue && !in.isTerminator()) lane.regs[in.result] = mask(m_, in.type, r);
    return true;
  }

  const ir::Module& m_;
  ir::ValueId condVar_, selVar_, traceVar_ = ir::kNoValue;
  RunLimits limits_;
};

// A wave op over the lanes that run it together: AllBitCount (lanes whose argument is true)
// is what the tests use as a marker.
bool waveValue(const Machine& machine, const std::vector<Lane*>& group, const ir::Instr& in, uint64_t& out,
               std::string& error) {
  if (in.lits.empty() || static_cast<ir::WaveOp>(in.lits[0]) != ir::WaveOp::AllBitCount) {
    error = "unsupported wave op in interpreter";
    return false;
  }
  out = 0;
  for (const Lane* lane : group) out += machine.value(*lane, in.args[0]) & 1;
  return true;
}

size_t firstNonPhi(const ir::Block& block) {
  size_t i = 0;
  while (i < block.instrs.size() && block.instrs[i].op == Op::Phi) ++i;
  return i;
}

}  // namespace

RunResult run(const ir::Module& m, std::map<ir::ValueId, uint64_t> memory, std::vector<uint64_t> inputs,
              ir::ValueId condVar, ir::ValueId selVar, RunLimits limits) {
  Machine machine(m, condVar, selVar, limits);
  Lane lane;
  lane.memory = std::move(memory);
  lane.inputs = std::move(inputs);
  lane.cur = m.functions[0].entry;
  for (size_t step = 0; step < limits.maxSteps; ++step) {
    if (!machine.enterBlock(lane)) return lane.out;
    const ir::Block& block = m.functions[0].blocks[lane.cur];
    for (size_t i = firstNonPhi(block); i < block.instrs.size(); ++i) {
      const ir::Instr& in = block.instrs[i];
      uint64_t wave = 0;  // alone, the lane is the only one active at a wave op
      if (in.op == Op::Wave && !waveValue(machine, {&lane}, in, wave, lane.out.error)) return lane.out;
      if (!machine.exec(lane, in, wave)) return lane.out;
    }
  }
  lane.out.error = "step limit";
  return lane.out;
}

std::vector<RunResult> runLockstep(const ir::Module& m, const std::vector<std::vector<uint64_t>>& laneInputs,
                                   ir::ValueId condVar, ir::ValueId selVar, RunLimits limits) {
  const ir::Function& f = m.functions[0];
  Machine machine(m, condVar, selVar, limits);
  std::vector<size_t> position(f.blocks.size());
  for (size_t i = 0; i < position.size(); ++i) position[i] = i;
  for (size_t i = 0; i < f.layout.size(); ++i) position[f.layout[i]] = i;

  std::vector<Lane> lanes(laneInputs.size());
  for (size_t l = 0; l < lanes.size(); ++l) {
    lanes[l].inputs = laneInputs[l];
    lanes[l].cur = f.entry;
  }
  auto finish = [&]() {
    std::vector<RunResult> out;
    for (Lane& lane : lanes) out.push_back(lane.out);
    return out;
  };
  for (size_t step = 0; step < limits.maxSteps; ++step) {
    // The waiting lanes earliest in the layout go next, together.
    std::vector<Lane*> group;
    for (Lane& lane : lanes) {
      if (lane.done) continue;
      if (group.empty() || position[lane.cur] < position[group[0]->cur]) group = {&lane};
      else if (lane.cur == group[0]->cur) group.push_back(&lane);
    }
    if (group.empty()) return finish();
    for (Lane* lane : group)
      if (!machine.enterBlock(*lane)) lane->done = true;
    const ir::Block& block = f.blocks[group[0]->cur];
    for (size_t i = firstNonPhi(block); i < block.instrs.size(); ++i) {
      std::erase_if(group, [](Lane* lane) { return lane->done; });
      const ir::Instr& in = block.instrs[i];
      uint64_t wave = 0;
      if (in.op == Op::Wave && !group.empty() && !waveValue(machine, group, in, wave, group[0]->out.error))
        return finish();
      for (Lane* lane : group)
        if (!machine.exec(*lane, in, wave)) lane->done = true;
    }
  }
  for (Lane& lane : lanes)
    if (!lane.done) lane.out.error = "step limit";
  return finish();
}

}  // namespace dxsv::cfg::test
