// Seeded random reducible CFGs for the cfg/ tests. Every block updates a hash in @state,
// records its number and a value in @trace, and branches on bits of the hash, so a run is
// deterministic and the trace is the same whenever the same blocks run in the same order.
// Loops come from back edges to dominators (keeps the graph reducible); values flow across
// blocks through direct uses of dominating definitions and Phis at every join.
#pragma once

#include <cstdint>

#include "ir/ir.h"

namespace dxsv::cfg::test {

struct RandomCfg {
  ir::Module module;
  ir::ValueId stateVar = ir::kNoValue;
};

// blocks = 0 picks a size from the seed (mostly 2..23, sometimes up to 60).
RandomCfg randomCfg(uint64_t seed, size_t blocks = 0);

}  // namespace dxsv::cfg::test
