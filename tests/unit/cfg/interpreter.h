// A small IR interpreter for the cfg/ tests: runs a function and records every value stored
// to @trace. Enough of the IR for the random and hand-built CFGs (integer arithmetic,
// compares, Select, Phi, Load/Store on scalar variables, all terminators, and the wave op
// AllBitCount as a marker of which lanes run together).
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "ir/ir.h"

namespace dxsv::cfg::test {

struct RunResult {
  std::vector<uint64_t> trace;
  bool finished = false;   // reached Return
  bool traceFull = false;  // stopped at maxTrace entries (e.g. an infinite loop)
  std::string error;       // Unreachable reached, step limit, unsupported op...
};

struct RunLimits {
  size_t maxTrace = 400;
  size_t maxSteps = 200000;  // blocks executed
};

// `memory` gives initial values of variables (by ValueId); others start at 0. Loads of @cond
// and @sel can also be fed from `inputs` in turn (the hand-built CFGs use them).
RunResult run(const ir::Module& module, std::map<ir::ValueId, uint64_t> memory,
              std::vector<uint64_t> condInputs = {}, ir::ValueId condVar = ir::kNoValue,
              ir::ValueId selVar = ir::kNoValue, RunLimits limits = {});

// Several lanes of a structurized function in lockstep, each with its own inputs and
// memory. The lanes waiting at the block earliest in Function::layout run it together, so
// lanes that diverged meet again at merge blocks and at the continue block, as SPIR-V's
// structured control flow has them; a wave op sees exactly the lanes running its block.
std::vector<RunResult> runLockstep(const ir::Module& module, const std::vector<std::vector<uint64_t>>& laneInputs,
                                   ir::ValueId condVar, ir::ValueId selVar, RunLimits limits = {});

}  // namespace dxsv::cfg::test
