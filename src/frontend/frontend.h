// DXIL bitcode → internal IR.
#pragma once

#include <cstdint>
#include <span>

#include "common/status.h"
#include "ir/ir.h"

namespace dxsv::frontend {

// Parses DXIL bitcode (the bytes a container's DXIL part points at) and lowers its entry
// point to IR. Fails with a message naming the function/block/instruction on anything
// malformed or unsupported.
Result<ir::Module> lowerDxil(std::span<const uint8_t> bitcode);

}  // namespace dxsv::frontend
