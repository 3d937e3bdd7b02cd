// Proves the runner's node runs (VkRunner::runNode) without our translator: GLSL nodes written
// by hand against the node ABI (tests/exec/shaders/node_*.comp on node_abi.glsl) run with the
// specs of reference/workgraph's cases and must reproduce their models' expectations; a node
// that breaks the ABI must fail the run.
#include <gtest/gtest.h>

#include "exec/require_device.h"

#include <filesystem>
#include <string>
#include <vector>

#include "exec/compare.h"
#include "exec/run_spec.h"
#include "exec/selftest_util.h"
#include "exec/vk_runner.h"

namespace dxsv::exec {
namespace {

// The ids node_abi.glsl declares, those of DXSV_NODE_SPEC_* in the public header.
NodeSpecIds glslIds() {
  NodeSpecIds ids;
  ids.threadGroupSizeX = 0;
  ids.isEntry = 1;
  ids.isIndirectStride = 2;
  ids.isStaticBroadcast = 3;
  ids.gridIsUpperBound = 4;
  ids.outputBase = 16;
  return ids;
}

struct GlslNode {
  const char* shader;         // tests/exec/shaders/NAME.comp
  const char* referenceCase;  // reference/workgraph/NAME.run.json and .expect.json
};

void PrintTo(const GlslNode& n, std::ostream* os) { *os << n.shader << " on " << n.referenceCase; }

class NodeRunnerSelfTest : public ::testing::TestWithParam<GlslNode> {
 protected:
  void SetUp() override { DXSV_SKIP_OR_FAIL_WITHOUT_DEVICE(runner()); }
};

TEST_P(NodeRunnerSelfTest, GlslNodeMatchesTheModel) {
  std::filesystem::path dir = std::filesystem::path(DXSV_REFERENCE_DIR) / "workgraph";
  RunSpec spec;
  ExpectSpec expected;
  try {
    spec = loadRunSpec(dir / (std::string(GetParam().referenceCase) + ".run.json"));
    expected = loadExpectSpec(dir / (std::string(GetParam().referenceCase) + ".expect.json"));
  } catch (const SpecError& e) {
    FAIL() << e.what();
  }
  std::vector<uint32_t> spirv = loadSpirv(GetParam().shader);
  ASSERT_FALSE(spirv.empty()) << GetParam().shader << ".spv not found in " << shaderDir();
  RunResult r = runner().runNode(spirv, spec, glslIds());
  if (r.status == RunResult::Status::Skipped) GTEST_SKIP() << r.message;
  ASSERT_EQ(r.status, RunResult::Status::Ok) << r.message;
  CompareReport report = compareOutputs(spec, expected, r.outputs);
  EXPECT_TRUE(report.ok) << report.message;
}

// Every case of reference/workgraph: every launch type and input kind, static and amplified
// broadcasting, thread and group records, node arrays, empty records, recursion.
const GlslNode kGlslNodes[] = {
    {"node_broadcast_grid", "node_broadcast_grid"},
    {"node_broadcast_grid", "node_broadcast_grid_amplified"},
    {"node_broadcast_maxgrid", "node_broadcast_maxgrid"},
    {"node_broadcast_maxgrid", "node_broadcast_maxgrid_amplified"},
    {"node_coalesce", "node_coalesce"},
    {"node_coalesce", "node_coalesce_node_input"},
    {"node_thread", "node_thread"},
    {"node_thread", "node_thread_gpu_input"},
    {"node_thread_outputs", "node_thread_outputs"},
    {"node_group_outputs", "node_group_outputs"},
    {"node_group_outputs", "node_group_outputs_amplified"},
    {"node_empty_outputs", "node_empty_outputs"},
    {"node_recursion", "node_recursion"},
    {"node_recursion", "node_recursion_leaf"},
};

std::string glslNodeName(const ::testing::TestParamInfo<GlslNode>& info) { return info.param.referenceCase; }

INSTANTIATE_TEST_SUITE_P(Reference, NodeRunnerSelfTest, ::testing::ValuesIn(kGlslNodes), glslNodeName);

TEST(NodeRunnerAbiTest, AnEntryNamingANodeOutsideTheGraphFails) {
  DXSV_SKIP_OR_FAIL_WITHOUT_DEVICE(runner());
  RunSpec spec = parseRunSpec(R"({"mode": "node",
    "node": {"entry": "Bad", "launch": "thread", "record_stride": 4, "records": [{"u32": [0]}],
             "outputs": [{"node": 0, "stride": 4}]},
    "resources": [], "check": ["node.counts"]})");
  std::vector<uint32_t> spirv = loadSpirv("node_bad_entry");
  ASSERT_FALSE(spirv.empty());
  RunResult r = runner().runNode(spirv, spec, glslIds());
  if (r.status == RunResult::Status::Skipped) GTEST_SKIP() << r.message;
  EXPECT_EQ(r.status, RunResult::Status::Failed);
  EXPECT_NE(r.message.find("names node 9"), std::string::npos) << r.message;
}

}  // namespace
}  // namespace dxsv::exec
