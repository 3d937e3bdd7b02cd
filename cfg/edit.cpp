#include "cfg/edit.h"

#include <algorithm>
#include <map>

namespace dxsv::cfg {

using ir::Instr;
using ir::Op;
using ir::ValueId;

std::string blockLabel(const ir::Function& f, BlockId b, const char* what) {
  const std::string& name = f.blocks[b].name;
  return (name.empty() ? "bb" + std::to_string(b) : name) + "." + what;
}

BlockId addBlock(ir::Module& m, ir::Function& f, std::string name, BlockId target) {
  BlockId id = f.addBlock(std::move(name));
  if (target != ir::kNoBlock) {
    Instr br;
    br.op = Op::Branch;
    br.targets = {target};
    f.blocks[id].instrs.push_back(std::move(br));
  }
  return id;
}

BlockId addUnreachableBlock(ir::Module& m, ir::Function& f, std::string name) {
  BlockId id = f.addBlock(std::move(name));
  Instr un;
  un.op = Op::Unreachable;
  f.blocks[id].instrs.push_back(std::move(un));
  return id;
}

void retarget(ir::Block& b, BlockId from, BlockId to) {
  for (BlockId& t : b.terminator().targets)
    if (t == from) t = to;
}

void renameIncoming(ir::Block& b, BlockId from, BlockId to) {
  for (Instr& in : b.instrs) {
    if (in.op != Op::Phi) break;
    for (BlockId& t : in.targets)
      if (t == from) t = to;
  }
}

void removeIncoming(ir::Block& b, BlockId pred) {
  for (Instr& in : b.instrs) {
    if (in.op != Op::Phi) break;
    for (size_t i = 0; i < in.targets.size();) {
      if (in.targets[i] == pred) {
        in.targets.erase(in.targets.begin() + i);
        in.args.erase(in.args.begin() + i);
      } else {
        ++i;
      }
    }
  }
}

void addIncoming(Instr& phi, ValueId value, BlockId pred) {
  phi.args.push_back(value);
  phi.targets.push_back(pred);
}

ValueId incomingValue(const Instr& phi, BlockId pred) {
  for (size_t i = 0; i < phi.targets.size(); ++i)
    if (phi.targets[i] == pred) return phi.args[i];
  return ir::kNoValue;
}

BlockId splitEdge(ir::Module& m, ir::Function& f, Edge e, std::string name) {
  BlockId mid = addBlock(m, f, std::move(name), e.to);
  auto& blocks = f.blocks;
  retarget(blocks[e.from], e.to, mid);
  renameIncoming(blocks[e.to], e.from, mid);
  return mid;
}

Instr newPhi(ir::Module& m, ir::TypeId type) {
  Instr phi;
  phi.op = Op::Phi;
  phi.type = type;
  phi.result = m.newValue(ir::ValueKind::Instruction, type);
  return phi;
}

BlockId funnel(ir::Module& m, ir::Function& f, std::vector<Edge> edges, const std::string& name) {
  auto& blocks = f.blocks;
  // Distinct edges; targets numbered in order of first appearance (the selector values).
  std::vector<Edge> unique;
  for (const Edge& e : edges)
    if (std::find(unique.begin(), unique.end(), e) == unique.end()) unique.push_back(e);
  std::vector<BlockId> targets;
  for (const Edge& e : unique)
    if (std::find(targets.begin(), targets.end(), e.to) == targets.end()) targets.push_back(e.to);

  // A source that leaves by two funnelled edges needs one block per edge, so that the
  // selector Phi can tell them apart.
  std::map<BlockId, int> perSource;
  for (const Edge& e : unique) ++perSource[e.from];
  for (Edge& e : unique)
    if (perSource[e.from] > 1) e.from = splitEdge(m, f, e, name + ".edge");

  BlockId hub = addBlock(m, f, name);
  const ir::TypeId i32 = m.types.intType(32);
  auto selectorOf = [&](BlockId t) {
    return static_cast<uint64_t>(std::find(targets.begin(), targets.end(), t) - targets.begin());
  };

  // Target Phis: one Phi per target Phi in the hub, undef on edges meant for other targets.
  std::vector<Instr> hubPhis;
  for (BlockId t : targets) {
    auto& tInstrs = blocks[t].instrs;
    for (Instr& phi : tInstrs) {
      if (phi.op != Op::Phi) break;
      Instr hubPhi = newPhi(m, phi.type);
      for (const Edge& e : unique) {
        ValueId v = e.to == t ? incomingValue(phi, e.from) : m.undef(phi.type);
        addIncoming(hubPhi, v == ir::kNoValue ? m.undef(phi.type) : v, e.from);
      }
      for (size_t i = 0; i < phi.targets.size();) {
        bool moved = std::any_of(unique.begin(), unique.end(),
                                 [&](const Edge& e) { return e.to == t && e.from == phi.targets[i]; });
        if (moved) {
          phi.targets.erase(phi.targets.begin() + i);
          phi.args.erase(phi.args.begin() + i);
        } else {
          ++i;
        }
      }
      addIncoming(phi, hubPhi.result, hub);
      hubPhis.push_back(std::move(hubPhi));
    }
  }
  for (const Edge& e : unique) retarget(blocks[e.from], e.to, hub);

  auto& hubInstrs = blocks[hub].instrs;
  hubInstrs = std::move(hubPhis);
  if (targets.size() == 1) {
    Instr br;
    br.op = Op::Branch;
    br.targets = {targets[0]};
    hubInstrs.push_back(std::move(br));
    return hub;
  }
  Instr selector = newPhi(m, i32);
  for (const Edge& e : unique) addIncoming(selector, m.constantInt(32, selectorOf(e.to)), e.from);
  ValueId sel = selector.result;
  hubInstrs.push_back(std::move(selector));
  if (targets.size() == 2) {
    Instr cmp;
    cmp.op = Op::ICmp;
    cmp.type = m.types.boolType();
    cmp.result = m.newValue(ir::ValueKind::Instruction, cmp.type);
    cmp.args = {sel, m.constantInt(32, 0)};
    cmp.lits = {static_cast<uint64_t>(ir::CmpPredicate::Eq)};
    Instr br;
    br.op = Op::CondBranch;
    br.args = {cmp.result};
    br.targets = {targets[0], targets[1]};
    hubInstrs.push_back(std::move(cmp));
    hubInstrs.push_back(std::move(br));
    return hub;
  }
  Instr sw;
  sw.op = Op::Switch;
  sw.args = {sel};
  sw.targets = {targets.back()};
  for (size_t i = 0; i + 1 < targets.size(); ++i) {
    sw.lits.push_back(i);
    sw.targets.push_back(targets[i]);
  }
  hubInstrs.push_back(std::move(sw));
  return hub;
}

BlockId splitBlock(ir::Module& m, ir::Function& f, BlockId b, size_t first, std::string name) {
  BlockId next = f.addBlock(std::move(name));
  auto& blocks = f.blocks;
  auto& instrs = blocks[b].instrs;
  std::vector<Instr> moved(std::make_move_iterator(instrs.begin() + first), std::make_move_iterator(instrs.end()));
  instrs.erase(instrs.begin() + first, instrs.end());
  for (BlockId s : moved.back().targets) renameIncoming(blocks[s], b, next);
  blocks[next].instrs = std::move(moved);
  Instr br;
  br.op = Op::Branch;
  br.targets = {next};
  blocks[b].instrs.push_back(std::move(br));
  return next;
}

BlockId splitTerminator(ir::Module& m, ir::Function& f, BlockId b, std::string name) {
  return splitBlock(m, f, b, f.blocks[b].instrs.size() - 1, std::move(name));
}

}  // namespace dxsv::cfg
