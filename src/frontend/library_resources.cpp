// A library declares every resource of every export in one dx.resources list. One export's
// module keeps only the resources its functions create handles for: the others would need
// bindings the export's pipeline does not have, and would show up in its binding reflection.
#include "frontend/library_resources.h"

#include <utility>
#include <vector>

namespace dxsv::frontend {

void keepUsedResources(ir::Module& module) {
  constexpr uint32_t kUnused = UINT32_MAX;
  std::vector<uint32_t> remap(module.resources.size(), kUnused);
  ir::forEachInstruction(std::as_const(module), [&](const ir::Instr& in) {
    if (in.op == ir::Op::ResourceHandle && in.lits.at(0) < remap.size()) remap[size_t(in.lits[0])] = 0;
  });
  std::vector<ir::Resource> kept;
  for (size_t i = 0; i < module.resources.size(); ++i)
    if (remap[i] != kUnused) {
      remap[i] = uint32_t(kept.size());
      kept.push_back(std::move(module.resources[i]));
    }
  ir::forEachInstruction(module, [&](ir::Instr& in) {
    if (in.op == ir::Op::ResourceHandle && in.lits.at(0) < remap.size()) in.lits[0] = remap[size_t(in.lits[0])];
  });
  module.resources = std::move(kept);
}

}  // namespace dxsv::frontend
