// Work-graph node dx.ops (src/frontend/dxop_node.cpp, node_records.cpp): a node that breaks
// their rules is refused with the op and the reason, of the right kind; the rules themselves
// are executed by reference/workgraph (exec) and vkd3d-proton's test_workgraph_*.
#include <gtest/gtest.h>

#include <fstream>
#include <iterator>

#include "../../common/assemble_ll.h"
#include "dxil_spirv/dxil_spirv.hpp"

namespace {

using namespace dxsv;

std::string recursionNode() {
  std::ifstream in(std::string(DXSV_REFERENCE_DIR) + "/workgraph/node_recursion.ll", std::ios::binary);
  return {std::istreambuf_iterator<char>(in), {}};
}

// node_recursion.ll with `from` replaced by `to` (which must occur), converted as Recursive.
ConvertResult convertEdited(const std::string& from, const std::string& to) {
  std::string text = recursionNode();
  size_t at = text.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  if (at != std::string::npos) text.replace(at, from.size(), to);
  // The ops the edits add (node_recursion.ll does not call them).
  text += "declare %dx.types.NodeHandle @dx.op.indexNodeHandle(i32, %dx.types.NodeHandle, i32)\n"
          "declare i1 @dx.op.finishedCrossGroupSharing(i32, %dx.types.NodeRecordHandle)\n"
          "declare i32 @dx.op.getInputRecordCount(i32, %dx.types.NodeRecordHandle)\n";
  ConvertOptions options;
  options.entryPoint = "Recursive";
  options.validate = true;
  return convert(dxsv::testing::assembleLl(text), options);
}

void expectRefused(const ConvertResult& r, dxsv_status status, const std::string& mention) {
  EXPECT_EQ(r.status, status) << r.error;
  EXPECT_NE(r.error.find(mention), std::string::npos) << r.error;
}

TEST(NodeOps, TheUneditedNodeConverts) {
  ConvertResult r = convertEdited("", "");
  EXPECT_TRUE(r.ok()) << r.error;
}

TEST(NodeOps, HandlesMustNameWhatTheNodeDeclares) {
  expectRefused(convertEdited("@dx.op.createNodeOutputHandle(i32 247, i32 0)", "@dx.op.createNodeOutputHandle(i32 247, i32 3)"),
                DXSV_ERROR_MALFORMED_INPUT, "output 3 of a node with 1 outputs");
  expectRefused(convertEdited("@dx.op.createNodeInputRecordHandle(i32 250, i32 0)",
                              "@dx.op.createNodeInputRecordHandle(i32 250, i32 1)"),
                DXSV_ERROR_MALFORMED_INPUT, "input 1 of a node with 1 inputs");
}

TEST(NodeOps, OpsOnTheWrongKindOfHandleAreRefused) {
  // The node's one output is not an array; its input is not [NodeTrackRWInputSharing].
  expectRefused(convertEdited("%valid = call i1 @dx.op.nodeOutputIsValid(i32 252, %dx.types.NodeHandle %self.a)",
                              "%el = call %dx.types.NodeHandle @dx.op.indexNodeHandle(i32 248, %dx.types.NodeHandle %self.a, i32 1)\n"
                              "  %valid = call i1 @dx.op.nodeOutputIsValid(i32 252, %dx.types.NodeHandle %el)"),
                DXSV_ERROR_MALFORMED_INPUT, "is not a node array");
  expectRefused(convertEdited("%levels = call i32 @dx.op.getRemainingRecursionLevels(i32 253)",
                              "%shared = call i1 @dx.op.finishedCrossGroupSharing(i32 243, %dx.types.NodeRecordHandle %in.a)\n"
                              "  %levels = call i32 @dx.op.getRemainingRecursionLevels(i32 253)"),
                DXSV_ERROR_MALFORMED_INPUT, "not [NodeTrackRWInputSharing]");
  expectRefused(convertEdited("  store i32 %d1, ptr addrspace(6) %o0.d, align 4",
                              "  store i32 %d1, ptr addrspace(6) %o0.d, align 4\n"
                              "  %n = call i32 @dx.op.getInputRecordCount(i32 242, %dx.types.NodeRecordHandle %o.a)"),
                DXSV_ERROR_MALFORMED_INPUT, "not an input record handle");
}

TEST(NodeOps, ARecordHandleFromElsewhereIsRefused) {
  // A record handle the function did not make (here: undef) names no records.
  expectRefused(convertEdited("%o0 = call ptr addrspace(6) @dx.op.getNodeRecordPtr.struct.P(i32 239, %dx.types.NodeRecordHandle %o.a, i32 0)",
                              "%o0 = call ptr addrspace(6) @dx.op.getNodeRecordPtr.struct.P(i32 239, %dx.types.NodeRecordHandle undef, i32 0)"),
                DXSV_ERROR_MALFORMED_INPUT, "the record handle does not come from");
}

TEST(NodeOps, RecordMemoryOnlyThroughGetNodeRecordPtr) {
  // A record pointer getNodeRecordPtr did not return would read wherever it points.
  expectRefused(convertEdited("%depth = load i32, ptr addrspace(6) %depth.p, align 4",
                              "%depth = load i32, ptr addrspace(6) null, align 4"),
                DXSV_ERROR_MALFORMED_INPUT, "a node record pointer that getNodeRecordPtr did not return");
  expectRefused(convertEdited("  store i32 %d1, ptr addrspace(6) %o0.d, align 4",
                              "  %pick = select i1 %valid, ptr addrspace(6) %o0.d, ptr addrspace(6) %depth.p\n"
                              "  store i32 %d1, ptr addrspace(6) %pick, align 4"),
                DXSV_ERROR_UNSUPPORTED, "chosen by a phi or select");
}

TEST(NodeOps, AggregateRecordAccessIsUnsupported) {
  // Valid LLVM, but DXC scalarizes record accesses: a whole-struct load is not translated.
  expectRefused(convertEdited("%depth = load i32, ptr addrspace(6) %depth.p, align 4",
                              "%whole = load %struct.P, ptr addrspace(6) %rec, align 4\n"
                              "  %depth = extractvalue %struct.P %whole, 0"),
                DXSV_ERROR_UNSUPPORTED, "aggregate load or store of node record memory");
}

}  // namespace
