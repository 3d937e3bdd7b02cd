// Shared assertions for the cfg/ tests.
#pragma once

#include <string>
#include <vector>

#include "builder.h"
#include "cfg/structurize.h"

namespace dxsv::cfg::test {

// Structurizes a copy of b's module and checks: ir::verify, the SPIR-V skeleton validates,
// and for every input sequence the trace is unchanged. Returns the structurized module.
ir::Module structurizeAndCheck(Builder& b, const std::vector<std::vector<uint64_t>>& inputs,
                               const StructurizeOptions& options = {});

// All combinations of `length` boolean inputs (for small hand-built graphs).
std::vector<std::vector<uint64_t>> allBoolInputs(size_t length);

}  // namespace dxsv::cfg::test
