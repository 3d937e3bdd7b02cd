// Random reducible CFGs: structurize must keep the trace of every run, produce valid IR and
// pass the SPIR-V validator's structured control-flow rules. DXSV_CFG_SEEDS overrides the
// number of graphs (default 10000); failing seeds belong in kRegressionSeeds.
#include <gtest/gtest.h>

#include <cstdlib>

#include "cfg/structurize.h"
#include "convergence.h"
#include "interpreter.h"
#include "ir/verifier.h"
#include "random_cfg.h"
#include "spirv_check.h"

namespace dxsv::cfg::test {
namespace {

// Returns an empty string when seed passes, else a description of the failure.
std::string checkSeed(uint64_t seed, size_t blocks = 0, const StructurizeOptions& options = {}) {
  RandomCfg g = randomCfg(seed, blocks);
  if (Status v = ir::verify(g.module); !v) return "generator made invalid IR: " + v.error().message;
  ir::Module out = g.module;
  if (Status s = structurize(out, options); !s) return "structurize failed: " + s.error().message + "\n" + ir::print(g.module);
  if (std::string val = validateSkeleton(out.functions[0]); !val.empty())
    return val + "\nbefore:\n" + ir::print(g.module) + "after:\n" + ir::print(out);
  if (std::string conv = checkConvergence(g.module, out); !conv.empty())
    return "lanes: " + conv + "\nbefore:\n" + ir::print(g.module) + "after:\n" + ir::print(out);
  for (uint64_t start : {uint64_t{0}, seed * 77 + 5, seed ^ 0xabcdef}) {
    RunLimits limits;
    RunResult before = run(g.module, {{g.stateVar, start}}, {}, ir::kNoValue, ir::kNoValue, limits);
    limits.maxSteps *= 8;  // ladder blocks add steps, not trace entries
    RunResult after = run(out, {{g.stateVar, start}}, {}, ir::kNoValue, ir::kNoValue, limits);
    if (!before.error.empty() && before.error != "step limit") return "original run failed: " + before.error;
    if (before.error == "step limit") continue;
    if (after.error != "" || before.trace != after.trace || before.finished != after.finished)
      return "trace differs (start " + std::to_string(start) + ", error '" + after.error + "')\nbefore:\n" +
             ir::print(g.module) + "after:\n" + ir::print(out);
  }
  return {};
}

// 1230, 1274: an inner loop's merge was also chosen as the outer loop's continue block.
constexpr uint64_t kRegressionSeeds[] = {0, 1230, 1274};

TEST(RandomStructurize, RegressionSeeds) {
  for (uint64_t seed : kRegressionSeeds) {
    std::string failure = checkSeed(seed);
    EXPECT_EQ(failure, "") << "seed " << seed;
  }
}

void checkManyGraphs(const StructurizeOptions& options) {
  uint64_t count = 10000;
  if (const char* env = std::getenv("DXSV_CFG_SEEDS")) count = std::strtoull(env, nullptr, 10);
  uint64_t first = 1000;
  if (const char* env = std::getenv("DXSV_CFG_FIRST_SEED")) first = std::strtoull(env, nullptr, 10);
  size_t failures = 0;
  for (uint64_t seed = first; seed < first + count && failures < 3; ++seed) {
    std::string failure = checkSeed(seed, 0, options);
    if (!failure.empty()) {
      ++failures;
      ADD_FAILURE() << "seed " << seed << ": " << failure;
    }
  }
}

TEST(RandomStructurize, ManyGraphs) { checkManyGraphs({}); }

// The same graphs with the lavapipe workaround: loops left only from their header.
TEST(RandomStructurize, ManyGraphsLoopExitsAtHeader) { checkManyGraphs({.exitLoopsAtHeader = true}); }

TEST(RandomStructurize, LargeGraphs) {
  // Shader-sized graphs: also a guard against super-linear blow-up of ladders.
  for (uint64_t seed = 1; seed <= 4; ++seed) {
    std::string failure = checkSeed(seed, 400);
    EXPECT_EQ(failure.substr(0, 2000), "") << "seed " << seed;
    failure = checkSeed(seed, 400, {.exitLoopsAtHeader = true});
    EXPECT_EQ(failure.substr(0, 2000), "") << "seed " << seed << " (loops exit at header)";
  }
}

}  // namespace
}  // namespace dxsv::cfg::test
