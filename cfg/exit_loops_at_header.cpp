// exitLoopsAtHeader: a driver workaround (StructurizeOptions::exitLoopsAtHeader). Every loop
// is left only from its header: an exit elsewhere sets a flag and takes the back edge, and the
// header leaves when the flag is set.
//
// lavapipe (Mesa 22.3) keeps writing values for lanes that left a loop mid-iteration: after an
// inner loop, or a subgroup op, later iterations overwrite what such lanes computed before they
// left (exec selftest LavapipeDefects.LoopExitValueAfterInnerLoop). Loops tested at the top,
// as `while (c)`, are not affected. DXC rotates loops so that they are tested at the bottom.
//
// On a canonical loop (cfg/canonicalize_loops.cpp: header H, merge M, continue block C0):
//
//   H:     Phis; leave = Phi(false from outside, leaveC from C); CondBranch leave, M, Hbody
//   Hbody: H's former code and terminator
//   C:     leaveC = Phi(false from C0, true from each former exit); Branch H  (new continue)
//   C0:    Branch C
//
// M's Phis get their values through Phis in C and H; other uses after the loop of values
// from inside it are left to repairSsa. Exiting lanes skip the rest of the iteration exactly
// as before, so every instruction still runs with the same lanes.
#include <algorithm>
#include <set>

#include "cfg/edit.h"
#include "cfg/passes.h"

namespace dxsv::cfg {
namespace {

using ir::Instr;
using ir::Op;
using ir::ValueId;

// Moves everything after b's Phis into a new block that b branches to.
BlockId splitAfterPhis(ir::Module& m, ir::Function& f, BlockId b, std::string name) {
  const auto& instrs = f.blocks[b].instrs;
  auto firstCode = std::find_if(instrs.begin(), instrs.end(), [](const Instr& in) { return in.op != Op::Phi; });
  return splitBlock(m, f, b, size_t(firstCode - instrs.begin()), std::move(name));
}

// Inserts `phi` after b's existing Phis; returns its value.
ValueId placePhi(ir::Block& b, Instr phi) {
  auto at = std::find_if(b.instrs.begin(), b.instrs.end(), [](const Instr& in) { return in.op != Op::Phi; });
  ValueId v = phi.result;
  b.instrs.insert(at, std::move(phi));
  return v;
}

void rewriteLoop(ir::Module& m, ir::Function& f, BlockId header) {
  const BlockId merge = f.blocks[header].mergeBlock;
  const BlockId oldCont = f.blocks[header].continueBlock;

  auto predsOf = [&](BlockId target) {
    std::vector<BlockId> preds;
    for (BlockId b = 0; b < f.blocks.size(); ++b) {
      if (f.blocks[b].instrs.empty()) continue;
      auto succ = f.blocks[b].successors();
      if (std::find(succ.begin(), succ.end(), target) != succ.end()) preds.push_back(b);
    }
    return preds;
  };
  auto exits = predsOf(merge);
  if (exits.empty() || (exits.size() == 1 && exits[0] == header &&
                        f.blocks[header].terminator().op == Op::CondBranch &&
                        std::none_of(f.blocks[header].instrs.begin(), f.blocks[header].instrs.end() - 1,
                                     [](const Instr& in) { return in.op != Op::Phi; })))
    return;  // never left, or already left from the header before any code runs

  const BlockId headerBody = splitAfterPhis(m, f, header, blockLabel(f, header, "body"));
  exits = predsOf(merge);  // the header's own exit now leaves from headerBody
  std::vector<BlockId> outside;
  for (BlockId p : predsOf(header))
    if (p != oldCont) outside.push_back(p);

  const BlockId cont = addBlock(m, f, blockLabel(f, header, "continue"), header);
  retarget(f.blocks[oldCont], header, cont);
  renameIncoming(f.blocks[header], oldCont, cont);

  // The header's Phis keep their values on the exit paths through `cont`: code after the
  // loop may read them.
  std::vector<Instr> contPhis;
  for (Instr& phi : f.blocks[header].instrs) {
    if (phi.op != Op::Phi) break;
    Instr carried = newPhi(m, phi.type);
    addIncoming(carried, incomingValue(phi, cont), oldCont);
    for (BlockId x : exits) addIncoming(carried, phi.result, x);
    for (size_t i = 0; i < phi.targets.size(); ++i)
      if (phi.targets[i] == cont) phi.args[i] = carried.result;
    contPhis.push_back(std::move(carried));
  }
  for (Instr& phi : contPhis) placePhi(f.blocks[cont], std::move(phi));

  // The merge's Phis: a value per exit, carried through `cont` and the header.
  for (size_t i = 0; i < f.blocks[merge].instrs.size() && f.blocks[merge].instrs[i].op == Op::Phi; ++i) {
    ir::TypeId type = f.blocks[merge].instrs[i].type;
    Instr viaCont = newPhi(m, type);
    addIncoming(viaCont, m.undef(type), oldCont);
    for (BlockId x : exits) addIncoming(viaCont, incomingValue(f.blocks[merge].instrs[i], x), x);
    Instr viaHeader = newPhi(m, type);
    for (BlockId p : outside) addIncoming(viaHeader, m.undef(type), p);
    addIncoming(viaHeader, placePhi(f.blocks[cont], std::move(viaCont)), cont);
    ValueId carried = placePhi(f.blocks[header], std::move(viaHeader));
    Instr& phi = f.blocks[merge].instrs[i];
    phi.args = {carried};
    phi.targets = {header};
  }

  Instr leaveC = newPhi(m, m.types.boolType());
  addIncoming(leaveC, m.constantBool(false), oldCont);
  for (BlockId x : exits) {
    retarget(f.blocks[x], merge, cont);
    addIncoming(leaveC, m.constantBool(true), x);
  }
  Instr leave = newPhi(m, m.types.boolType());
  for (BlockId p : outside) addIncoming(leave, m.constantBool(false), p);
  addIncoming(leave, placePhi(f.blocks[cont], std::move(leaveC)), cont);
  ValueId leaving = placePhi(f.blocks[header], std::move(leave));

  Instr& term = f.blocks[header].terminator();
  term.op = Op::CondBranch;
  term.args = {leaving};
  term.targets = {merge, headerBody};
  f.blocks[header].continueBlock = cont;
}

}  // namespace

Status exitLoopsAtHeader(ir::Module& module, ir::Function& f) {
  std::vector<BlockId> headers;
  for (BlockId b = 0; b < f.blocks.size(); ++b)
    if (f.blocks[b].merge == ir::MergeKind::Loop) headers.push_back(b);
  for (BlockId h : headers) rewriteLoop(module, f, h);
  return {};
}

}  // namespace dxsv::cfg
