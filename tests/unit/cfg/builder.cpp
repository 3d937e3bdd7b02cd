#include "builder.h"

namespace dxsv::cfg::test {

using ir::Instr;
using ir::Op;

Builder::Builder() {
  auto i32 = m_.types.intType(32);
  traceVar = m_.variable(m_.types.pointerType(i32, ir::AddressSpace::Private), ir::kNoValue, "trace");
  condVar = m_.variable(m_.types.pointerType(m_.types.boolType(), ir::AddressSpace::Private), ir::kNoValue, "cond");
  selVar = m_.variable(m_.types.pointerType(i32, ir::AddressSpace::Private), ir::kNoValue, "sel");
  m_.addFunction("main");
  m_.entryPoints.emplace_back();
}

ir::BlockId Builder::block(std::string name) { return m_.functions[0].addBlock(std::move(name)); }

Instr& Builder::add(ir::BlockId b, Op op) {
  auto& instrs = m_.functions[0].blocks[b].instrs;
  instrs.emplace_back();
  instrs.back().op = op;
  return instrs.back();
}

void Builder::trace(ir::BlockId b) {
  Instr& st = add(b, Op::Store);
  st.args = {traceVar, m_.constantInt(32, b)};
}

void Builder::br(ir::BlockId b, ir::BlockId target) { add(b, Op::Branch).targets = {target}; }

void Builder::cbr(ir::BlockId b, ir::BlockId ifTrue, ir::BlockId ifFalse) {
  ir::ValueId c = m_.newValue(ir::ValueKind::Instruction, m_.types.boolType());
  Instr& load = add(b, Op::Load);
  load.type = m_.types.boolType();
  load.result = c;
  load.args = {condVar};
  Instr& t = add(b, Op::CondBranch);
  t.args = {c};
  t.targets = {ifTrue, ifFalse};
}

void Builder::sw(ir::BlockId b, ir::BlockId def, std::vector<ir::BlockId> cases) {
  auto i32 = m_.types.intType(32);
  ir::ValueId s = m_.newValue(ir::ValueKind::Instruction, i32);
  Instr& load = add(b, Op::Load);
  load.type = i32;
  load.result = s;
  load.args = {selVar};
  Instr& t = add(b, Op::Switch);
  t.args = {s};
  t.targets = {def};
  for (size_t i = 0; i < cases.size(); ++i) {
    t.lits.push_back(i);
    t.targets.push_back(cases[i]);
  }
}

ir::ValueId Builder::load(ir::BlockId b) {
  auto i32 = m_.types.intType(32);
  Instr& in = add(b, Op::Load);
  in.type = i32;
  in.result = m_.newValue(ir::ValueKind::Instruction, i32);
  in.args = {selVar};
  return in.result;
}

ir::ValueId Builder::constant(uint64_t v) { return m_.constantInt(32, v); }

ir::ValueId Builder::phi(ir::BlockId b, std::vector<std::pair<ir::ValueId, ir::BlockId>> incoming) {
  Instr in;
  in.op = Op::Phi;
  in.type = m_.types.intType(32);
  in.result = m_.newValue(ir::ValueKind::Instruction, in.type);
  for (auto [v, from] : incoming) {
    in.args.push_back(v);
    in.targets.push_back(from);
  }
  auto& instrs = m_.functions[0].blocks[b].instrs;
  size_t at = 0;
  while (at < instrs.size() && instrs[at].op == Op::Phi) ++at;
  instrs.insert(instrs.begin() + at, in);
  return in.result;
}

void Builder::traceValue(ir::BlockId b, ir::ValueId v) {
  Instr& st = add(b, Op::Store);
  st.args = {traceVar, v};
}

void Builder::ret(ir::BlockId b) { add(b, Op::Return); }

std::vector<ir::BlockId> Builder::diamond() {
  std::vector<ir::BlockId> bb = blocks(4);
  cbr(bb[0], bb[1], bb[2]);
  br(bb[1], bb[3]);
  br(bb[2], bb[3]);
  ret(bb[3]);
  return bb;
}

std::vector<ir::BlockId> Builder::blocks(size_t n) {
  std::vector<ir::BlockId> out;
  for (size_t i = 0; i < n; ++i) {
    out.push_back(block("b" + std::to_string(i)));
    trace(out.back());
  }
  return out;
}

void Builder::waveMarker(ir::BlockId b, bool traced) {
  ir::Instr wave;
  wave.op = ir::Op::Wave;
  wave.type = m_.types.intType(32);
  wave.result = m_.newValue(ir::ValueKind::Instruction, wave.type);
  wave.lits = {uint64_t(ir::WaveOp::AllBitCount)};
  wave.args = {m_.constantBool(true)};
  auto& instrs = m_.functions[0].blocks[b].instrs;
  // Before the terminator when the block already has one.
  auto at = !instrs.empty() && instrs.back().isTerminator() ? instrs.end() - 1 : instrs.end();
  instrs.insert(at, wave);
  if (traced) {
    ir::Instr store;
    store.op = Op::Store;
    store.args = {traceVar, wave.result};
    auto& list = m_.functions[0].blocks[b].instrs;
    list.insert(!list.empty() && list.back().isTerminator() ? list.end() - 1 : list.end(), store);
  }
}

}  // namespace dxsv::cfg::test
