// The C API's view of a node entry (dxsv_node_input / dxsv_node_output) from its NodeState.
#pragma once

#include <memory>

#include "dxil_spirv/dxil_spirv.hpp"
#include "ir/ir.h"

namespace dxsv {

std::shared_ptr<const NodeInfo> makeNodeInfo(const ir::NodeState& node);

}  // namespace dxsv
