// Hull shaders: the two D3D phases become one TessellationControl entry point. Checked on
// hand-written hull shaders, one per domain, whose control-point function and patch-constant
// function are told apart by what they write:
// - the entry point runs a wrapper that calls the control-point function once, then an
//   OpControlBarrier with Workgroup execution scope, then the patch-constant function only
//   where InvocationId == 0;
// - OutputVertices is the HS state's output control-point count (not the input count);
// - SV_TessFactor row r / SV_InsideTessFactor row r land in TessLevelOuter[r] /
//   TessLevelInner[r] (D3D's edge order is Vulkan's in every domain; for isolines D3D's
//   factor 0 is the line density = Vulkan's outer[0], the number of lines).
#include <gtest/gtest.h>

#include <spirv/unified1/spirv.hpp>

#include <algorithm>
#include <map>
#include <string>
#include <vector>

#include "../../common/assemble_ll.h"
#include "dxil_spirv/dxil_spirv.hpp"

namespace {

using namespace dxsv::testing;

struct Domain {
  const char* name;
  int domain;        // DXIL TessellatorDomain: 1 isoline, 2 tri, 3 quad
  int outer, inner;  // factor counts
  int primitive;     // DXIL TessOutputPrimitive: 2 line, 3 triangle_cw
};

// A hull shader with 4 input and `outputs` output control points. The control-point
// function copies POS of control point OutputControlPointID; the patch-constant function
// stores 10 + r into SV_TessFactor row r and 20 + r into SV_InsideTessFactor row r.
std::string hullModule(const Domain& d, int outputs) {
  std::string pcf;
  for (int r = 0; r < d.outer; ++r)
    pcf += "  call void @dx.op.storePatchConstant.f32(i32 106, i32 0, i32 " + std::to_string(r) + ", i8 0, float " +
           std::to_string(10 + r) + ".0)\n";
  for (int r = 0; r < d.inner; ++r)
    pcf += "  call void @dx.op.storePatchConstant.f32(i32 106, i32 1, i32 " + std::to_string(r) + ", i8 0, float " +
           std::to_string(20 + r) + ".0)\n";
  std::string outerRows = "!{i32 0", innerRows = "!{i32 0";
  for (int r = 1; r < d.outer; ++r) outerRows += ", i32 " + std::to_string(r);
  for (int r = 1; r < d.inner; ++r) innerRows += ", i32 " + std::to_string(r);
  outerRows += "}";
  innerRows += "}";
  std::string patchList = d.inner ? "!{!20, !21}" : "!{!20}";
  std::string text = R"(target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"
define void @patchConstants() {
)" + pcf + R"(  ret void
}
define void @main() {
  %cp = call i32 @dx.op.outputControlPointID.i32(i32 107)
  %x = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 %cp)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %x)
  ret void
}
declare i32 @dx.op.outputControlPointID.i32(i32)
declare float @dx.op.loadInput.f32(i32, i32, i32, i8, i32)
declare void @dx.op.storeOutput.f32(i32, i32, i32, i8, float)
declare void @dx.op.storePatchConstant.f32(i32, i32, i32, i8, float)
!dx.shaderModel = !{!0}
!dx.entryPoints = !{!1}
!0 = !{!"hs", i32 6, i32 0}
!1 = !{ptr @main, !"main", !2, null, !30}
!2 = !{!3, !3, )" + patchList + R"(}
!3 = !{!4}
!4 = !{i32 0, !"POS", i8 9, i8 0, !5, i8 2, i32 1, i8 1, i32 0, i8 0, null}
!5 = !{i32 0}
!20 = !{i32 0, !"SV_TessFactor", i8 9, i8 25, )" + outerRows + R"(, i8 0, i32 )" + std::to_string(d.outer) +
                     R"(, i8 1, i32 0, i8 3, null}
!21 = !{i32 1, !"SV_InsideTessFactor", i8 9, i8 26, )" + innerRows + R"(, i8 0, i32 )" + std::to_string(d.inner) +
                     R"(, i8 1, i32 )" + std::to_string(d.outer) + R"(, i8 0, null}
!30 = !{i32 3, !31}
!31 = !{ptr @patchConstants, i32 4, i32 )" + std::to_string(outputs) + ", i32 " + std::to_string(d.domain) +
                     ", i32 1, i32 " + std::to_string(d.primitive) + ", float 6.400000e+01}\n";
  return text;
}

// The SPIR-V words as instructions.
struct Instr {
  spv::Op op;
  std::vector<uint32_t> operands;
};

std::vector<Instr> instructions(const std::vector<uint32_t>& words) {
  std::vector<Instr> out;
  for (size_t i = 5; i < words.size();) {
    uint32_t count = words[i] >> 16;
    if (count == 0 || i + count > words.size()) break;
    out.push_back({spv::Op(words[i] & 0xffff), std::vector<uint32_t>(words.begin() + i + 1, words.begin() + i + count)});
    i += count;
  }
  return out;
}

class HullStage : public ::testing::TestWithParam<Domain> {};

TEST_P(HullStage, OneEntryPointRunsBothPhasesWithTheFactorsInD3DOrder) {
  const Domain& d = GetParam();
  const int outputs = 3;  // != the 4 input control points
  dxsv::ConvertOptions options;
  options.validate = true;
  auto r = dxsv::convert(assembleLl(hullModule(d, outputs)), options);
  ASSERT_TRUE(r.ok()) << r.error;
  std::vector<Instr> code = instructions(r.spirv);

  uint32_t entry = 0, invocationIdVar = 0;
  std::map<uint32_t, uint32_t> constants;  // id -> u32 value
  std::map<uint32_t, uint32_t> outputVertices;
  for (const Instr& i : code) {
    if (i.op == spv::OpEntryPoint) {
      EXPECT_EQ(i.operands[0], uint32_t(spv::ExecutionModelTessellationControl));
      entry = i.operands[1];
    }
    if (i.op == spv::OpExecutionMode && i.operands[1] == uint32_t(spv::ExecutionModeOutputVertices))
      outputVertices[i.operands[0]] = i.operands[2];
    if (i.op == spv::OpDecorate && i.operands[1] == uint32_t(spv::DecorationBuiltIn) &&
        i.operands[2] == uint32_t(spv::BuiltInInvocationId))
      invocationIdVar = i.operands[0];
    if (i.op == spv::OpConstant && i.operands.size() == 3) constants[i.operands[1]] = i.operands[2];
  }
  ASSERT_NE(entry, 0u);
  EXPECT_EQ(outputVertices[entry], uint32_t(outputs)) << "OutputVertices must be the output control-point count";

  // The entry function's body, in order.
  std::vector<Instr> body;
  bool inEntry = false;
  for (const Instr& i : code) {
    if (i.op == spv::OpFunction) inEntry = i.operands[1] == entry;
    if (inEntry) body.push_back(i);
    if (i.op == spv::OpFunctionEnd) inEntry = false;
  }
  std::vector<size_t> calls, barriers;
  for (size_t k = 0; k < body.size(); ++k) {
    if (body[k].op == spv::OpFunctionCall) calls.push_back(k);
    if (body[k].op == spv::OpControlBarrier) barriers.push_back(k);
  }
  ASSERT_EQ(calls.size(), 2u) << "the wrapper calls the control-point and the patch-constant function once each";
  ASSERT_EQ(barriers.size(), 1u);
  EXPECT_LT(calls[0], barriers[0]);
  EXPECT_LT(barriers[0], calls[1]);
  EXPECT_EQ(constants[body[barriers[0]].operands[0]], uint32_t(spv::ScopeWorkgroup)) << "execution scope";
  uint32_t controlPointFn = body[calls[0]].operands[2], patchFn = body[calls[1]].operands[2];
  EXPECT_NE(controlPointFn, patchFn);

  // Between the barrier and the second call: InvocationId == 0 selects the block that calls
  // the patch-constant function.
  uint32_t loaded = 0, compared = 0, thenLabel = 0;
  for (size_t k = barriers[0]; k < calls[1]; ++k) {
    const Instr& i = body[k];
    if (i.op == spv::OpLoad && i.operands[2] == invocationIdVar) loaded = i.operands[1];
    if (i.op == spv::OpBitcast && i.operands[2] == loaded && loaded) loaded = i.operands[1];
    if (i.op == spv::OpIEqual && (i.operands[2] == loaded || i.operands[3] == loaded)) {
      uint32_t other = i.operands[2] == loaded ? i.operands[3] : i.operands[2];
      EXPECT_EQ(constants.count(other) ? constants[other] : 99u, 0u) << "compared with invocation 0";
      compared = i.operands[1];
    }
    if (i.op == spv::OpBranchConditional && i.operands[0] == compared && compared) thenLabel = i.operands[1];
  }
  ASSERT_NE(loaded, 0u) << "InvocationId is read before the patch-constant call";
  ASSERT_NE(thenLabel, 0u) << "the patch-constant call is conditional on InvocationId == 0";
  size_t lastLabel = 0;
  for (size_t k = 0; k < calls[1]; ++k)
    if (body[k].op == spv::OpLabel) lastLabel = k;
  EXPECT_EQ(body[lastLabel].operands[0], thenLabel) << "the patch-constant call sits in the InvocationId == 0 block";

  // Which function stores the tess factors: the patch-constant one; and their order.
  std::string glsl, error;
  ASSERT_TRUE(dxsv::spirvToGlsl(r.spirv, glsl, error)) << error;
  for (int row = 0; row < d.outer; ++row)
    EXPECT_NE(glsl.find("gl_TessLevelOuter[" + std::to_string(row) + "u] = " + std::to_string(10 + row) + ".0;"),
              std::string::npos)
        << d.name << ": SV_TessFactor[" << row << "]\n" << glsl;
  for (int row = 0; row < d.inner; ++row)
    EXPECT_NE(glsl.find("gl_TessLevelInner[" + std::to_string(row) + "u] = " + std::to_string(20 + row) + ".0;"),
              std::string::npos)
        << d.name << ": SV_InsideTessFactor[" << row << "]\n" << glsl;
  // The control point is written at InvocationId, not at a constant index.
  EXPECT_NE(glsl.find("[uint(gl_InvocationID)]"), std::string::npos) << glsl;
}

INSTANTIATE_TEST_SUITE_P(Domains, HullStage,
                         ::testing::Values(Domain{"tri", 2, 3, 1, 3}, Domain{"quad", 3, 4, 2, 3},
                                           Domain{"isoline", 1, 2, 0, 2}),
                         [](const auto& info) { return std::string(info.param.name); });

// Execution modes from the HS state: domain, spacing, winding.
TEST(HullStageModes, DomainSpacingAndWinding) {
  dxsv::ConvertOptions options;
  options.validate = true;
  auto r = dxsv::convert(assembleLl(hullModule(Domain{"tri", 2, 3, 1, 4 /* triangle_ccw */}, 3)), options);
  ASSERT_TRUE(r.ok()) << r.error;
  std::vector<uint32_t> modes;
  for (const Instr& i : instructions(r.spirv))
    if (i.op == spv::OpExecutionMode) modes.push_back(i.operands[1]);
  auto has = [&](spv::ExecutionMode m) { return std::find(modes.begin(), modes.end(), uint32_t(m)) != modes.end(); };
  EXPECT_TRUE(has(spv::ExecutionModeTriangles));
  EXPECT_TRUE(has(spv::ExecutionModeSpacingEqual));  // partitioning 1 = integer
  EXPECT_TRUE(has(spv::ExecutionModeVertexOrderCcw));
  EXPECT_FALSE(has(spv::ExecutionModeVertexOrderCw));
}

}  // namespace

// A multi-row user patch constant (ARR, 2 rows from register 1) sits at Location
// 30 - 1 - 2 = 27 with its rows reversed (row r at array element 1 - r), constant or dynamic
// rows alike, in the hull shader that writes it and the domain shader that reads it.
TEST(PatchConstantLocations, MultiRowElementCountsDownFromLocation29) {
  const std::string patchSig = R"(!20 = !{!21, !23, !25}
!21 = !{i32 0, !"SV_TessFactor", i8 9, i8 25, !22, i8 0, i32 3, i8 1, i32 0, i8 3, null}
!22 = !{i32 0, i32 1, i32 2}
!23 = !{i32 1, !"SV_InsideTessFactor", i8 9, i8 26, !5, i8 0, i32 1, i8 1, i32 3, i8 0, null}
!25 = !{i32 2, !"ARR", i8 9, i8 0, !26, i8 0, i32 2, i8 1, i32 1, i8 0, null}
!26 = !{i32 0, i32 1}
)";
  const std::string hull = R"(target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"
define void @pc() {
  %x = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 0)
  %r = fptoui float %x to i32
  call void @dx.op.storePatchConstant.f32(i32 106, i32 2, i32 0, i8 0, float 5.0)
  call void @dx.op.storePatchConstant.f32(i32 106, i32 2, i32 %r, i8 0, float 6.0)
  ret void
}
define void @main() {
  ret void
}
declare float @dx.op.loadInput.f32(i32, i32, i32, i8, i32)
declare void @dx.op.storePatchConstant.f32(i32, i32, i32, i8, float)
!dx.shaderModel = !{!0}
!dx.entryPoints = !{!1}
!0 = !{!"hs", i32 6, i32 0}
!1 = !{ptr @main, !"main", !2, null, !30}
!2 = !{!3, null, !20}
!3 = !{!4}
!4 = !{i32 0, !"POS", i8 9, i8 0, !5, i8 2, i32 1, i8 1, i32 0, i8 0, null}
!5 = !{i32 0}
)" + patchSig + R"(!30 = !{i32 3, !31}
!31 = !{ptr @pc, i32 3, i32 3, i32 2, i32 1, i32 3, float 6.400000e+01}
)";
  const std::string domain = R"(target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"
define void @main() {
  %u = call float @dx.op.domainLocation.f32(i32 105, i8 0)
  %r = fptoui float %u to i32
  %a = call float @dx.op.loadPatchConstant.f32(i32 104, i32 2, i32 %r, i8 0)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %a)
  ret void
}
declare float @dx.op.domainLocation.f32(i32, i8)
declare float @dx.op.loadPatchConstant.f32(i32, i32, i32, i8)
declare void @dx.op.storeOutput.f32(i32, i32, i32, i8, float)
!dx.shaderModel = !{!0}
!dx.entryPoints = !{!1}
!0 = !{!"ds", i32 6, i32 0}
!1 = !{ptr @main, !"main", !2, null, !30}
!2 = !{null, !3, !20}
!3 = !{!4}
!4 = !{i32 0, !"OUT", i8 9, i8 0, !5, i8 2, i32 1, i8 1, i32 0, i8 0, null}
!5 = !{i32 0}
)" + patchSig + R"(!30 = !{i32 2, !31}
!31 = !{i32 2, i32 3}
)";
  dxsv::ConvertOptions options;
  options.validate = true;
  auto h = dxsv::convert(assembleLl(hull), options);
  ASSERT_TRUE(h.ok()) << h.error;
  auto d = dxsv::convert(assembleLl(domain), options);
  ASSERT_TRUE(d.ok()) << d.error;
  std::string hs, ds, error;
  ASSERT_TRUE(dxsv::spirvToGlsl(h.spirv, hs, error)) << error;
  ASSERT_TRUE(dxsv::spirvToGlsl(d.spirv, ds, error)) << error;
  EXPECT_NE(hs.find("layout(location = 27) patch out float out_ARR0[2];"), std::string::npos) << hs;
  EXPECT_NE(hs.find("out_ARR0[1u] = 5.0;"), std::string::npos) << "row 0 is element 1\n" << hs;
  EXPECT_NE(hs.find("out_ARR0[1u - "), std::string::npos) << "a dynamic row r is element 1 - r\n" << hs;
  EXPECT_NE(ds.find("layout(location = 27) patch in float in_ARR0[2];"), std::string::npos) << ds;
  EXPECT_NE(ds.find("in_ARR0[1u - "), std::string::npos) << ds;
}
