// Work-graph node exports (SM 6.8, shader kind 15): their dx.entryPoints properties.
#pragma once

#include <llvm/IR/Metadata.h>

#include <string>

#include "common/status.h"
#include "ir/ir.h"

namespace dxsv::frontend {

// What a node export's property list says: its NodeState and thread-group size.
struct NodeProperties {
  ir::NodeState node;
  uint32_t numThreads[3] = {1, 1, 1};
};

// Reads the property list (record operand 4) of node export `exportName`; it is hostile
// input: anything malformed is an Error naming the export and the tag, never a crash.
Result<NodeProperties> readNodeProperties(const llvm::MDNode* props, const std::string& exportName);

}  // namespace dxsv::frontend
