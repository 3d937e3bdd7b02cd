// Reads DXIL's named metadata into IR-level descriptions.
#pragma once

#include <llvm/IR/Module.h>

#include <vector>

#include "common/status.h"
#include "ir/ir.h"

namespace dxsv::frontend {

struct DxilMetadata {
  ir::EntryPoint entry;
  const llvm::Function* function = nullptr;
  const llvm::Function* patchConstantFunction = nullptr;  // hull shaders
  std::vector<ir::Resource> resources;
};

Result<DxilMetadata> readMetadata(const llvm::Module& module);

}  // namespace dxsv::frontend
