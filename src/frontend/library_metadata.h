// DXIL libraries (lib_6_x): the exports dx.entryPoints lists, with their shader kind.
#pragma once

#include <llvm/IR/Module.h>

#include <string>
#include <vector>

#include "common/status.h"
#include "frontend/node_metadata.h"
#include "ir/ir.h"

namespace dxsv::frontend {

struct LibraryExport {
  std::string name;         // the export name D3D12 state objects use ("RayGen")
  std::string mangledName;  // the function's name in the module ("\01?RayGen@@YAXXZ")
  ir::ShaderStage stage = ir::ShaderStage::Library;
  const llvm::Function* function = nullptr;
  const llvm::MDNode* record = nullptr;  // its dx.entryPoints record
  uint32_t payloadBytes = 0, attributeBytes = 0;
  NodeProperties node;  // stage Node (kind 15): its work-graph properties
};

// Every shader a library exports, in dx.entryPoints order. Records without a function (the
// library's own, holding its resources) or without a shader kind (plain exported functions)
// are not shaders and are left out. Node exports' properties are read (and checked) here.
Result<std::vector<LibraryExport>> readLibraryExports(const llvm::Module& module);

// The undecorated name of an MSVC-mangled export: "\01?RayGen@@YAXXZ" -> "RayGen",
// "\01?Hit@NS@@..." -> "NS::Hit"; other names unchanged.
std::string undecoratedName(const std::string& mangled);

// The stage's name as --list-entries prints it ("raygeneration", "closesthit", ...).
const char* stageName(ir::ShaderStage stage);

}  // namespace dxsv::frontend
