// The work-graph node reader (src/frontend/node_metadata.cpp): what it makes of every node of
// reference/handwritten/node_library_meta.ll, and that each malformed property is refused as
// MALFORMED with a message naming the export and the tag (node metadata is hostile input).
#include <gtest/gtest.h>

#include <llvm/AsmParser/Parser.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/SourceMgr.h>

#include <fstream>
#include <iterator>
#include <map>
#include <random>
#include <set>

#include "../../common/assemble_ll.h"
#include "dxil_spirv/dxil_spirv.hpp"
#include "frontend/library_metadata.h"

namespace {

using namespace dxsv;

std::string readText(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), {}};
}

// The exports of a library in .ll text, by name (the module lives as long as the object).
struct Exports {
  llvm::LLVMContext context;
  std::unique_ptr<llvm::Module> module;
  std::map<std::string, frontend::LibraryExport> byName;
  explicit Exports(const std::string& text) {
    llvm::SMDiagnostic diag;
    module = llvm::parseAssemblyString(text, diag, context);
    if (!module) {
      ADD_FAILURE() << diag.getMessage().str();
      return;
    }
    auto exports = frontend::readLibraryExports(*module);
    if (!exports) {
      ADD_FAILURE() << exports.error().message;
      return;
    }
    for (frontend::LibraryExport& e : *exports) byName[e.name] = std::move(e);
  }
  const ir::NodeState& node(const std::string& name) { return props(name).node; }
  const frontend::NodeProperties& props(const std::string& name) {
    EXPECT_TRUE(byName.count(name)) << name;
    EXPECT_EQ(byName[name].stage, ir::ShaderStage::Node) << name;
    return byName[name].node;
  }
};

void expectThreads(const frontend::NodeProperties& p, uint32_t x, uint32_t y, uint32_t z) {
  EXPECT_EQ(p.numThreads[0], x);
  EXPECT_EQ(p.numThreads[1], y);
  EXPECT_EQ(p.numThreads[2], z);
}

void expectGrid(const ir::NodeState& n, uint32_t x, uint32_t y, uint32_t z, bool max) {
  EXPECT_EQ(n.dispatchGrid[0], x);
  EXPECT_EQ(n.dispatchGrid[1], y);
  EXPECT_EQ(n.dispatchGrid[2], z);
  EXPECT_EQ(n.maxDispatchGrid, max);
}

TEST(NodeMetadata, HandwrittenLibrary) {
  Exports lib(readText(std::string(DXSV_REFERENCE_DIR) + "/handwritten/node_library_meta.ll"));
  ASSERT_EQ(lib.byName.size(), 7u);

  const ir::NodeState& bmax = lib.node("BroadcastMax");
  EXPECT_EQ(bmax.launch, ir::NodeLaunch::Broadcasting);
  EXPECT_TRUE(bmax.isProgramEntry);
  EXPECT_EQ(bmax.id, "Bcast");
  EXPECT_EQ(bmax.idIndex, 2u);
  EXPECT_EQ(bmax.localRootArgumentsTableIndex, 3u);
  expectGrid(bmax, 4, 2, 1, true);
  expectThreads(lib.props("BroadcastMax"), 8, 2, 1);
  ASSERT_EQ(bmax.inputs.size(), 1u);
  EXPECT_TRUE(bmax.outputs.empty());
  const ir::NodeIo& in = bmax.inputs[0];
  EXPECT_EQ(in.flags, ir::kNodeIoInput | ir::kNodeIoDispatchRecord);
  EXPECT_EQ(in.record.size, 12u);
  EXPECT_EQ(in.record.alignment, 4u);
  EXPECT_TRUE(in.record.hasDispatchGrid);
  EXPECT_EQ(in.record.gridOffset, 4u);
  EXPECT_EQ(in.record.gridType, ir::ComponentType::U16);
  EXPECT_EQ(in.record.gridComponents, 2u);
  EXPECT_EQ(in.stride(), 12u);

  const ir::NodeState& fixed = lib.node("BroadcastFixed");
  expectGrid(fixed, 3, 2, 1, false);
  expectThreads(lib.props("BroadcastFixed"), 4, 4, 4);
  EXPECT_FALSE(fixed.isProgramEntry);
  EXPECT_EQ(fixed.localRootArgumentsTableIndex, ir::kNodeUnbounded);  // i32 -1: none
  EXPECT_EQ(fixed.shareInputOf, "BroadcastU32");
  EXPECT_EQ(fixed.shareInputOfIndex, 1u);
  ASSERT_EQ(fixed.inputs.size(), 1u);
  EXPECT_EQ(fixed.inputs[0].flags, 0x365u);  // read-write, tracked sharing, globallycoherent
  EXPECT_EQ(fixed.inputs[0].record.gridType, ir::ComponentType::U32);
  EXPECT_EQ(fixed.inputs[0].stride(), 12u);  // 8 bytes and the group count

  const ir::NodeState& u32 = lib.node("BroadcastU32");
  EXPECT_EQ(u32.id, "BroadcastU32");  // no NodeID: the export's name, index 0
  EXPECT_EQ(u32.idIndex, 0u);
  EXPECT_TRUE(u32.shareInputOf.empty());
  expectGrid(u32, 16, 8, 4, true);
  EXPECT_EQ(u32.inputs[0].record.gridOffset, 4u);
  EXPECT_EQ(u32.inputs[0].record.gridComponents, 3u);
  EXPECT_EQ(u32.inputs[0].record.alignment, 8u);
  EXPECT_EQ(u32.inputs[0].stride(), 24u);

  const ir::NodeState& co = lib.node("Coalesce");
  EXPECT_EQ(co.launch, ir::NodeLaunch::Coalescing);
  expectThreads(lib.props("Coalesce"), 32, 1, 1);
  expectGrid(co, 0, 0, 0, false);
  ASSERT_EQ(co.inputs.size(), 1u);
  EXPECT_EQ(co.inputs[0].maxRecords, 16u);
  EXPECT_EQ(co.inputs[0].flags & ir::kNodeIoGranularityMask, ir::kNodeIoGroupRecord);
  ASSERT_EQ(co.outputs.size(), 5u);
  const ir::NodeIo* o = co.outputs.data();
  EXPECT_EQ(o[0].id, "Thread");
  EXPECT_EQ(o[0].arraySize, 0u);
  EXPECT_EQ(o[0].maxRecords, 4u);
  EXPECT_EQ(o[0].stride(), 8u);
  EXPECT_EQ(o[1].id, "Arr");
  EXPECT_EQ(o[1].arraySize, 3u);
  EXPECT_FALSE(o[1].allowSparseNodes);
  EXPECT_EQ(o[2].id, "Unb");
  EXPECT_EQ(o[2].arraySize, ir::kNodeUnbounded);
  EXPECT_TRUE(o[2].allowSparseNodes);
  EXPECT_TRUE(o[2].empty());
  EXPECT_EQ(o[2].stride(), 0u);
  EXPECT_EQ(o[3].id, "Empty");
  EXPECT_EQ(o[3].maxRecordsSharedWith, 2u);
  EXPECT_EQ(o[0].maxRecordsSharedWith, ir::kNodeUnbounded);
  EXPECT_EQ(o[4].id, "Sparse");
  EXPECT_EQ(o[4].idIndex, 5u);
  EXPECT_EQ(o[4].arraySize, 4u);
  EXPECT_TRUE(o[4].allowSparseNodes);

  const ir::NodeState& ce = lib.node("CoalesceEmpty");
  ASSERT_EQ(ce.inputs.size(), 1u);
  EXPECT_TRUE(ce.inputs[0].empty());
  EXPECT_EQ(ce.inputs[0].maxRecords, 0u);
  EXPECT_EQ(ce.inputs[0].stride(), 0u);

  const ir::NodeState& th = lib.node("Thread");
  EXPECT_EQ(th.launch, ir::NodeLaunch::Thread);
  EXPECT_EQ(th.maxRecursionDepth, 5u);
  expectThreads(lib.props("Thread"), 1, 1, 1);  // no NumThreads: one thread per group
  EXPECT_EQ(th.inputs[0].flags, 0x25u);
  ASSERT_EQ(th.outputs.size(), 1u);
  EXPECT_EQ(th.outputs[0].id, "Thread");
  EXPECT_EQ(th.outputs[0].maxRecords, 2u);

  const ir::NodeState& none = lib.node("ThreadNoInput");
  EXPECT_TRUE(none.inputs.empty());
  EXPECT_TRUE(none.outputs.empty());
  EXPECT_EQ(none.localRootArgumentsTableIndex, 0u);
  EXPECT_EQ(none.maxRecursionDepth, 0u);
}

// Listed as "node"; conversion gets past the metadata (until node ops are translated it stops
// at the first one, or at the emitter, as UNSUPPORTED).
TEST(NodeMetadata, ConversionGoesPastMetadata) {
  dxsv::testing::Bytes blob = dxsv::testing::readReference("handwritten/node_library_meta.dxil");
  std::vector<EntryInfo> entries;
  std::string error;
  ASSERT_EQ(listEntries(blob, entries, error), DXSV_SUCCESS) << error;
  ASSERT_EQ(entries.size(), 7u);
  for (const EntryInfo& e : entries) {
    SCOPED_TRACE(e.name);
    EXPECT_EQ(e.stage, "node");
    ConvertOptions options;
    options.entryPoint = e.name;
    ConvertResult r = convert(blob, options);
    if (r.ok()) continue;
    EXPECT_EQ(r.status, DXSV_ERROR_UNSUPPORTED) << r.error;
    EXPECT_EQ(r.error.find("metadata"), std::string::npos) << r.error;
    if (e.name == "Thread" && r.status == DXSV_ERROR_UNSUPPORTED)
      EXPECT_NE(r.error.find("GetRemainingRecursionLevels"), std::string::npos) << r.error;
  }
}

// ---- malformed metadata: one node N, its property list and extra metadata from the case.

// A valid broadcasting node: grid !10, NumThreads !11, one 8-byte dispatch-record input !12.
const char* kValidProps = "i32 13, i32 1, i32 18, !10, i32 4, !11, i32 20, !12";

std::string nodeModule(const std::string& props, const std::string& extra) {
  return R"(target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"
define void @N() {
  ret void
}
!dx.version = !{!0}
!dx.shaderModel = !{!1}
!dx.entryPoints = !{!2}
!0 = !{i32 1, i32 8}
!1 = !{!"lib", i32 6, i32 8}
!2 = !{ptr @N, !"N", null, null, !3}
!3 = !{i32 8, i32 15)" + std::string(props.empty() ? "" : ", ") + props + R"(}
!10 = !{i32 1, i32 1, i32 1}
!11 = !{i32 4, i32 1, i32 1}
!12 = !{!13}
!13 = !{i32 1, i32 97, i32 2, !14}
!14 = !{i32 0, i32 8, i32 2, i32 4}
)" + extra;
}

struct BadCase {
  const char* props;
  const char* extra;
  const char* mention;  // the tag the message must name
};

TEST(NodeMetadata, ValidBaseLists) {
  std::vector<EntryInfo> entries;
  std::string error;
  ASSERT_EQ(listEntries(dxsv::testing::assembleLl(nodeModule(kValidProps, "")), entries, error), DXSV_SUCCESS) << error;
  ASSERT_EQ(entries.size(), 1u);
  ASSERT_TRUE(entries[0].node);
  EXPECT_EQ(entries[0].node->input.payload_stride, 8u);
}

TEST(NodeMetadata, MalformedPropertiesAreNamed) {
  // Inputs and outputs appended to the valid properties replace nothing: a case adding tag 20
  // starts from the properties without it.
  const std::string noInput = "i32 13, i32 1, i32 18, !10, i32 4, !11";
  const std::string thread = "i32 13, i32 3";
  const std::string coalescing = "i32 13, i32 2, i32 4, !11";
  const std::vector<BadCase> cases = {
      // Property list shape and the launch type.
      {"i32 13", "", "odd number of operands"},
      {"i32 4, !11, i32 18, !10", "", "NodeLaunch (tag 13): missing"},
      {"i32 13, i32 0, i32 4, !11", "", "NodeLaunch (tag 13)"},
      {"i32 13, i32 4, i32 4, !11", "", "NodeLaunch (tag 13)"},
      {"i32 13, !10, i32 4, !11", "", "NodeLaunch (tag 13)"},
      {"i32 13, i64 4294967297, i32 4, !11", "", "NodeLaunch (tag 13)"},
      {"i32 13, null, i32 4, !11", "", "NodeLaunch (tag 13)"},
      {"i32 13, i32 3, i32 13, i32 3", "", "tag 13 appears twice"},
      // Each node property with a value of the wrong shape.
      {"i32 13, i32 3, i32 14, !10", "", "NodeIsProgramEntry (tag 14)"},
      {"i32 13, i32 3, i32 15, !{i32 1}", "", "NodeID (tag 15)"},
      {"i32 13, i32 3, i32 15, !{!\"\", i32 0}", "", "NodeID (tag 15)"},
      {"i32 13, i32 3, i32 15, !{!\"X\", !\"Y\"}", "", "NodeID (tag 15)"},
      {"i32 13, i32 3, i32 15, i32 7", "", "NodeID (tag 15)"},
      {"i32 13, i32 3, i32 16, !10", "", "NodeLocalRootArgumentsTableIndex (tag 16)"},
      {"i32 13, i32 3, i32 16, i64 -1", "", "NodeLocalRootArgumentsTableIndex (tag 16)"},
      {"i32 13, i32 3, i32 17, !\"Other\"", "", "NodeShareInputOf (tag 17)"},
      {"i32 13, i32 3, i32 17, !{!\"Other\"}", "", "NodeShareInputOf (tag 17)"},
      {"i32 13, i32 1, i32 18, !{i32 1, i32 1}, i32 4, !11", "", "NodeDispatchGrid (tag 18)"},
      {"i32 13, i32 1, i32 18, !{i32 0, i32 1, i32 1}, i32 4, !11", "", "NodeDispatchGrid (tag 18)"},
      {"i32 13, i32 1, i32 18, !{i32 65536, i32 1, i32 1}, i32 4, !11", "", "NodeDispatchGrid (tag 18)"},
      {"i32 13, i32 1, i32 18, !{i32 65535, i32 65535, i32 1}, i32 4, !11", "", "NodeDispatchGrid (tag 18)"},
      {"i32 13, i32 1, i32 18, !10, i32 22, !10, i32 4, !11, i32 20, !12", "", "NodeMaxDispatchGrid (tag 22)"},
      {"i32 13, i32 1, i32 4, !11", "", "NodeDispatchGrid (tag 18) or NodeMaxDispatchGrid (tag 22)"},
      {"i32 13, i32 2, i32 18, !10, i32 4, !11", "", "NodeDispatchGrid (tag 18)"},
      {"i32 13, i32 3, i32 22, !10", "", "NodeMaxDispatchGrid (tag 22)"},
      // The record has no SV_DispatchGrid to bound.
      {"i32 13, i32 1, i32 22, !10, i32 4, !11, i32 20, !12", "", "NodeMaxDispatchGrid (tag 22)"},
      {"i32 13, i32 3, i32 19, i32 33", "", "NodeMaxRecursionDepth (tag 19)"},
      {"i32 13, i32 3, i32 19, !10", "", "NodeMaxRecursionDepth (tag 19)"},
      {"i32 13, i32 3, i32 20, i32 1", "", "NodeInputs (tag 20)"},
      {"i32 13, i32 3, i32 21, i32 1", "", "NodeOutputs (tag 21)"},
      {"i32 13, i32 1, i32 18, !10, i32 4, !11, i32 20, !{!13, !13}", "", "NodeInputs (tag 20)"},
      // NumThreads: shape, range, per launch.
      {"i32 13, i32 1, i32 18, !10, i32 4, !{i32 0, i32 1, i32 1}", "", "NumThreads (tag 4)"},
      {"i32 13, i32 1, i32 18, !10, i32 4, !{i32 32, i32 32, i32 2}", "", "NumThreads (tag 4)"},
      {"i32 13, i32 1, i32 18, !10, i32 4, !{i32 1, i32 1}", "", "NumThreads (tag 4)"},
      {"i32 13, i32 1, i32 18, !10", "", "NumThreads (tag 4): missing"},
      {"i32 13, i32 3, i32 4, !11", "", "NumThreads (tag 4)"},
  };
  // Inputs and outputs: each case's list is !20 (inputs: one node; outputs: the list).
  const std::vector<BadCase> io = {
      {"", "!20 = !{i32 5}", "input 0: is not a list"},
      {"", "!20 = !{null}", "input 0: is not a list"},
      {"", "!20 = !{!21}\n!21 = !{i32 1}", "input 0: a tag-value list has an odd number"},
      {"", "!20 = !{!21}\n!21 = !{i32 2, !14}", "input 0: has no IOFlags (tag 1)"},
      {"", "!20 = !{!21}\n!21 = !{i32 1, !10}", "input 0: IOFlags (tag 1)"},
      {"", "!20 = !{!21}\n!21 = !{i32 1, i32 98, i32 2, !14}", "input 0: IOFlags (tag 1)"},
      {"", "!20 = !{!21}\n!21 = !{i32 1, i32 1121, i32 2, !14}", "input 0: IOFlags (tag 1): has unknown bits"},
      {"", "!20 = !{!21}\n!21 = !{i32 1, i32 33, i32 2, !14}", "do not match the launch type"},
      {"", "!20 = !{!21}\n!21 = !{i32 1, i32 97}", "has records but no RecordType (tag 2)"},
      {"", "!20 = !{!21}\n!21 = !{i32 1, i32 97, i32 2, i32 8}", "RecordType (tag 2): is not a list"},
      {"", "!20 = !{!21}\n!21 = !{i32 1, i32 97, i32 2, !{i32 2, i32 4}}", "RecordType (tag 2): has no size (tag 0)"},
      {"", "!20 = !{!21}\n!21 = !{i32 1, i32 97, i32 2, !{i32 0, i32 0}}", "RecordType (tag 2): size (tag 0)"},
      {"", "!20 = !{!21}\n!21 = !{i32 1, i32 97, i32 2, !{i32 0, i32 40000}}", "RecordType (tag 2): size (tag 0)"},
      {"", "!20 = !{!21}\n!21 = !{i32 1, i32 97, i32 2, !{i32 0, i32 8, i32 2, i32 3}}", "RecordType (tag 2): alignment (tag 2)"},
      {"", "!20 = !{!21}\n!21 = !{i32 1, i32 97, i32 2, !{i32 0, i32 8, i32 1, i32 5}}", "RecordType (tag 2): SV_DispatchGrid (tag 1)"},
      {"", "!20 = !{!21}\n!21 = !{i32 1, i32 97, i32 2, !{i32 0, i32 8, i32 1, !{i32 0, i32 9, i32 1}}}", "SV_DispatchGrid (tag 1) component type 9"},
      {"", "!20 = !{!21}\n!21 = !{i32 1, i32 97, i32 2, !{i32 0, i32 8, i32 1, !{i32 0, i32 5, i32 4}}}", "SV_DispatchGrid (tag 1) has 4 components"},
      {"", "!20 = !{!21}\n!21 = !{i32 1, i32 97, i32 2, !{i32 0, i32 8, i32 1, !{i32 0, i32 5, i32 0}}}", "SV_DispatchGrid (tag 1) has 0 components"},
      {"", "!20 = !{!21}\n!21 = !{i32 1, i32 97, i32 2, !{i32 0, i32 8, i32 1, !{i32 8, i32 5, i32 1}}}", "SV_DispatchGrid (tag 1) is misaligned or outside"},
      {"", "!20 = !{!21}\n!21 = !{i32 1, i32 97, i32 2, !{i32 0, i32 8, i32 1, !{i32 2, i32 5, i32 1}}}", "SV_DispatchGrid (tag 1) is misaligned or outside"},
      {"", "!20 = !{!21}\n!21 = !{i32 1, i32 97, i32 2, !{i32 0, i32 8, i32 1, !{i32 0, i32 5}}}", "SV_DispatchGrid (tag 1) must be a list"},
      {"", "!20 = !{!21}\n!21 = !{i32 1, i32 97, i32 2, !{i32 0, i32 8, i32 0, i32 8}}", "tag 0 appears twice"},
      {"", "!20 = !{!21}\n!21 = !{i32 1, i32 97, i32 2, !14, i32 3, !10}", "input 0: MaxRecords (tag 3)"},
      {"", "!20 = !{!21}\n!21 = !{i32 1, i32 97, i32 2, !14, i32 1, i32 97}", "input 0: tag 1 appears twice"},
      {"", "!20 = !{!21}\n!21 = !{!10, i32 97}", "input 0: operand 0 is not a 32-bit integer tag"},
  };
  const std::vector<BadCase> outputs = {
      {"", "!20 = !{!21}\n!21 = !{i32 1, i32 6, i32 2, !14}", "output 0: has no OutputID (tag 0)"},
      {"", "!20 = !{!21}\n!21 = !{i32 1, i32 5, i32 2, !14, i32 0, !22}\n!22 = !{!\"T\", i32 0}", "output 0: IOFlags (tag 1)"},
      {"", "!20 = !{!21}\n!21 = !{i32 1, i32 6, i32 2, !14, i32 0, !{!\"T\"}}", "output 0: OutputID (tag 0)"},
      {"", "!20 = !{!21}\n!21 = !{i32 1, i32 22, i32 2, !14, i32 0, !22}\n!22 = !{!\"T\", i32 0}", "OutputArraySize (tag 5) must come together"},
      {"", "!20 = !{!21}\n!21 = !{i32 1, i32 6, i32 5, i32 2, i32 2, !14, i32 0, !22}\n!22 = !{!\"T\", i32 0}", "OutputArraySize (tag 5) must come together"},
      {"", "!20 = !{!21}\n!21 = !{i32 1, i32 22, i32 5, i32 0, i32 2, !14, i32 0, !22}\n!22 = !{!\"T\", i32 0}", "output 0: OutputArraySize (tag 5): is 0"},
      {"", "!20 = !{!21}\n!21 = !{i32 1, i32 22, i32 5, i64 -1, i32 2, !14, i32 0, !22}\n!22 = !{!\"T\", i32 0}", "output 0: OutputArraySize (tag 5)"},
      {"", "!20 = !{!21}\n!21 = !{i32 1, i32 6, i32 6, !10, i32 2, !14, i32 0, !22}\n!22 = !{!\"T\", i32 0}", "output 0: AllowSparseNodes (tag 6)"},
      {"", "!20 = !{!21}\n!21 = !{i32 1, i32 10, i32 4, i32 0, i32 0, !22}\n!22 = !{!\"T\", i32 0}", "output 0: MaxRecordsSharedWith (tag 4)"},
      {"", "!20 = !{!21}\n!21 = !{i32 1, i32 10, i32 4, i32 1, i32 0, !22}\n!22 = !{!\"T\", i32 0}", "output 0: MaxRecordsSharedWith (tag 4)"},
      {"", "!20 = !{!21, !23}\n!21 = !{i32 1, i32 10, i32 4, i32 1, i32 0, !22}\n!23 = !{i32 1, i32 10, i32 4, i32 0, i32 0, !22}\n"
           "!22 = !{!\"T\", i32 0}", "MaxRecordsSharedWith (tag 4)"},
  };

  auto expectMalformed = [](const std::string& props, const std::string& extra, const std::string& mention) {
    SCOPED_TRACE(props + " | " + extra);
    dxsv::testing::Bytes blob = dxsv::testing::assembleLl(nodeModule(props, extra));
    ASSERT_FALSE(blob.empty());
    std::vector<EntryInfo> entries;
    std::string error;
    EXPECT_EQ(listEntries(blob, entries, error), DXSV_ERROR_MALFORMED_INPUT) << error;
    EXPECT_NE(error.find("'N'"), std::string::npos) << error;
    EXPECT_NE(error.find(mention), std::string::npos) << error;
    ConvertOptions options;
    options.entryPoint = "N";
    ConvertResult r = convert(blob, options);
    EXPECT_EQ(r.status, DXSV_ERROR_MALFORMED_INPUT) << r.error;
    EXPECT_NE(r.error.find(mention), std::string::npos) << r.error;
  };
  for (const BadCase& c : cases) expectMalformed(c.props, c.extra, c.mention);
  for (const BadCase& c : io) expectMalformed(noInput + ", i32 20, !20", c.extra, c.mention);
  for (const BadCase& c : outputs) {
    expectMalformed(thread + ", i32 21, !20", c.extra, c.mention);
    expectMalformed(coalescing + ", i32 21, !20", c.extra, c.mention);
  }
}

// Random edits of the hand-written library's node metadata (an operand replaced by an integer
// of any width and value, null, a string, an empty list or another list of the records, which
// may make a cycle): reading never crashes, and a refusal is MALFORMED.
TEST(NodeMetadata, RandomEditsAreReadOrRefused) {
  const std::string text = readText(std::string(DXSV_REFERENCE_DIR) + "/handwritten/node_library_meta.ll");
  std::mt19937 rng(1234);
  int read = 0, refused = 0;
  for (int trial = 0; trial < 3000; ++trial) {
    llvm::LLVMContext context;
    llvm::SMDiagnostic diag;
    auto module = llvm::parseAssemblyString(text, diag, context);
    ASSERT_TRUE(module);
    // Every list under the node records' property lists.
    std::vector<llvm::MDNode*> lists;
    std::set<llvm::MDNode*> seen;
    for (llvm::MDNode* ep : module->getNamedMetadata("dx.entryPoints")->operands())
      if (auto* props = llvm::dyn_cast_or_null<llvm::MDNode>(ep->getOperand(4).get())) lists.push_back(props);
    for (size_t i = 0; i < lists.size(); ++i)
      for (const llvm::MDOperand& op : lists[i]->operands())
        if (auto* n = llvm::dyn_cast_or_null<llvm::MDNode>(op.get()); n && seen.insert(n).second) lists.push_back(n);
    for (int edit = 0, edits = 1 + int(rng() % 3); edit < edits; ++edit) {
      llvm::MDNode* target = lists[rng() % lists.size()];
      if (target->getNumOperands() == 0) continue;
      unsigned at = rng() % target->getNumOperands();
      llvm::Metadata* value = nullptr;
      static const uint64_t numbers[] = {0, 1, 2, 3, 4, 5, 15, 16, 22, 33, 255, 1024, 65535, 65536, 0xffffffffull, ~0ull};
      switch (rng() % 6) {
        case 0: case 1: {
          static const unsigned widths[] = {1, 8, 16, 32, 32, 32, 64, 128};
          unsigned width = widths[rng() % std::size(widths)];
          value = llvm::ConstantAsMetadata::get(llvm::ConstantInt::get(
              llvm::IntegerType::get(context, width), rng() % 2 ? numbers[rng() % std::size(numbers)] : rng()));
          break;
        }
        case 2: value = nullptr; break;
        case 3: value = llvm::MDString::get(context, "x"); break;
        case 4: value = llvm::MDNode::get(context, {}); break;
        case 5: value = lists[rng() % lists.size()]; break;
      }
      target->replaceOperandWith(at, value);
    }
    auto exports = frontend::readLibraryExports(*module);
    if (exports) {
      ++read;
    } else {
      ++refused;
      EXPECT_EQ(exports.error().kind, ErrorKind::Malformed) << exports.error().message;
      EXPECT_FALSE(exports.error().message.empty());
    }
  }
  EXPECT_GT(read, 100);
  EXPECT_GT(refused, 1000);
}

}  // namespace
