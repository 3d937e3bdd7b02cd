// The structurizer keeps its CFG analysis across edits where they provably leave it valid
// (cfg/canonicalize_loops.cpp, cfg/place_selection_merges.cpp). Its output must be exactly
// what re-analysing after every edit gives (StructurizeOptions::reanalyseAfterEveryEdit):
// same blocks, same numbering, same instructions. The incremental run also checks, at every
// re-analysis, that the blocks a pass listed as changed were all it changed
// (StructurizeOptions::checkChangedBlocks: the other terminators are not read again).
#include <gtest/gtest.h>

#include <cstdlib>

#include "cfg/structurize.h"
#include "ir/ir.h"
#include "random_cfg.h"

namespace dxsv::cfg::test {
namespace {

std::string structurized(const ir::Module& in, StructurizeOptions options) {
  ir::Module m = in;
  if (Status s = structurize(m, options); !s) return "error: " + s.error().message;
  // The printer names blocks; the numbering (which SPIR-V ids follow) is compared too.
  std::string numbering;
  for (const ir::Function& f : m.functions) {
    for (ir::BlockId b : f.layout) numbering += " " + std::to_string(b);
    numbering += "\n";
    for (ir::BlockId b = 0; b < f.blocks.size(); ++b) {
      const ir::Block& block = f.blocks[b];
      numbering += std::to_string(b) + " " + block.name + " " + std::to_string(block.mergeBlock) + " " +
                   std::to_string(block.continueBlock) + " :";
      for (ir::BlockId t : block.terminator().targets) numbering += " " + std::to_string(t);
      numbering += "\n";
    }
  }
  return ir::print(m) + numbering;
}

void compareSeeds(uint64_t first, uint64_t count, size_t blocks, bool exitAtHeader) {
  size_t failures = 0;
  for (uint64_t seed = first; seed < first + count && failures < 3; ++seed) {
    RandomCfg g = randomCfg(seed, blocks);
    std::string incremental =
        structurized(g.module, {.exitLoopsAtHeader = exitAtHeader, .checkChangedBlocks = true});
    std::string reference =
        structurized(g.module, {.exitLoopsAtHeader = exitAtHeader, .reanalyseAfterEveryEdit = true});
    if (incremental != reference) {
      ++failures;
      ADD_FAILURE() << "seed " << seed << " (" << blocks << " blocks): incremental:\n"
                    << incremental.substr(0, 4000) << "\nreference:\n" << reference.substr(0, 4000);
    }
  }
}

uint64_t seedCount(uint64_t fallback) {
  const char* env = std::getenv("DXSV_CFG_SEEDS");
  return env ? std::strtoull(env, nullptr, 10) : fallback;
}

TEST(IncrementalAnalysis, SameOutputAsReanalysingEveryEdit) { compareSeeds(1000, seedCount(3000), 0, false); }

TEST(IncrementalAnalysis, SameOutputLoopExitsAtHeader) { compareSeeds(1000, seedCount(3000) / 4, 0, true); }

TEST(IncrementalAnalysis, SameOutputLargeGraphs) {
  // Large graphs have many independent loops and selections: the edits the analysis is
  // kept across.
  for (size_t blocks : {100, 400, 1500}) compareSeeds(1, blocks >= 1000 ? 4 : 40, blocks, false);
}

}  // namespace
}  // namespace dxsv::cfg::test
