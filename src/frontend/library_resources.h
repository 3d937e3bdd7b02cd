// Resources of one library export (library_resources.cpp).
#pragma once

#include "ir/ir.h"

namespace dxsv::frontend {

// Drops the resources no ResourceHandle of the module names, renumbering the handles; the
// kept ones stay in their dx.resources order.
void keepUsedResources(ir::Module& module);

}  // namespace dxsv::frontend
