// A pass over the raw bitstream before LLVM's reader sees it. LLVM's bitcode reader reports
// some malformed inputs by aborting the process (huge counts reach allocations that fail
// with "LLVM ERROR: out of memory"); a translator embedded in a game must return an error.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "common/status.h"

namespace dxsv::frontend {

// structNames, when given, receives the names of the module's struct types (the type table's
// STRUCT_NAME records, in order).
Status checkBitcode(std::span<const uint8_t> bitcode, std::vector<std::string>* structNames = nullptr);

}  // namespace dxsv::frontend
