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
  // Parallel to `resources`: the global each record names (libraries reach resources by
  // loading it: createHandleForLib); null where there is none.
  std::vector<const llvm::Value*> resourceGlobals;
};

// `entryName` picks the export of a library (its undecorated or mangled name; empty: the
// library's only export); other shader models have one entry and ignore it.
Result<DxilMetadata> readMetadata(const llvm::Module& module, const std::string& entryName = {});

}  // namespace dxsv::frontend
