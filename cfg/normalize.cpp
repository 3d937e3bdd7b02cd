// normalize: the clean-up that every later pass relies on.
#include <algorithm>

#include "cfg/edit.h"
#include "cfg/passes.h"
#include "common/escape.h"
#include "ir/dominance.h"

namespace dxsv::cfg {

Status normalize(ir::Module& module, ir::Function& f) {
  const size_t n = f.blocks.size();
  if (n == 0 || f.entry >= n) return makeError("cfg: function '" + escapeText(f.name) + "' has no entry block");
  for (BlockId b = 0; b < n; ++b) {
    if (f.blocks[b].instrs.empty() || !f.blocks[b].terminator().isTerminator())
      return makeError("cfg: block bb" + std::to_string(b) + " does not end in a terminator");
    for (BlockId t : f.blocks[b].terminator().targets)
      if (t >= n) return makeError("cfg: block bb" + std::to_string(b) + " branches out of range");
  }

  // Unreachable blocks: SPIR-V needs Phi entries for every predecessor, and we would have to
  // structure code that never runs; drop them instead.
  std::vector<std::vector<uint32_t>> succ(n);
  for (BlockId b = 0; b < n; ++b) succ[b] = f.blocks[b].successors();
  ir::DomTree dom(f.entry, succ);
  if (dom.rpo().size() != n) {
    std::vector<BlockId> remap(n, ir::kNoBlock);
    std::vector<ir::Block> kept;
    for (BlockId b = 0; b < n; ++b) {
      if (!dom.reachable(b)) continue;
      remap[b] = static_cast<BlockId>(kept.size());
      kept.push_back(std::move(f.blocks[b]));
    }
    for (ir::Block& block : kept) {
      for (ir::Instr& in : block.instrs) {
        if (in.op == ir::Op::Phi) {
          for (size_t i = 0; i < in.targets.size();) {
            if (remap[in.targets[i]] == ir::kNoBlock) {
              in.targets.erase(in.targets.begin() + i);
              in.args.erase(in.args.begin() + i);
            } else {
              in.targets[i] = remap[in.targets[i]];
              ++i;
            }
          }
        } else {
          for (BlockId& t : in.targets) t = remap[t];
        }
      }
      if (block.mergeBlock != ir::kNoBlock) block.mergeBlock = remap[block.mergeBlock];
      if (block.continueBlock != ir::kNoBlock) block.continueBlock = remap[block.continueBlock];
    }
    f.blocks = std::move(kept);
    f.entry = remap[f.entry];
    f.layout.clear();
  }

  for (BlockId b = 0; b < f.blocks.size(); ++b) {
    ir::Block& block = f.blocks[b];
    // LLVM lists a predecessor once per edge (switch cases); we list it once.
    for (ir::Instr& in : block.instrs) {
      if (in.op != ir::Op::Phi) break;
      for (size_t i = 0; i < in.targets.size(); ++i) {
        for (size_t j = i + 1; j < in.targets.size();) {
          if (in.targets[j] != in.targets[i]) { ++j; continue; }
          if (in.args[j] != in.args[i])
            return makeError("cfg: block bb" + std::to_string(b) + ": phi %" + std::to_string(in.result) +
                             " has different values for the same predecessor bb" + std::to_string(in.targets[i]));
          in.targets.erase(in.targets.begin() + j);
          in.args.erase(in.args.begin() + j);
        }
      }
    }
    ir::Instr& term = block.terminator();
    if (term.op == ir::Op::CondBranch || term.op == ir::Op::Switch) {
      bool single = std::all_of(term.targets.begin(), term.targets.end(),
                                [&](BlockId t) { return t == term.targets[0]; });
      if (single) {
        BlockId t = term.targets[0];
        term = ir::Instr{};
        term.op = ir::Op::Branch;
        term.targets = {t};
      }
    }
  }
  return {};
}

}  // namespace dxsv::cfg
