// dx.op opcode numbers and names, spot-checked against DXIL.rst and DXC's disassembly.
#include "frontend/dxil_opcodes.h"

#include <gtest/gtest.h>

#include <cstring>
#include <set>
#include <string>

namespace dxsv {
namespace {

TEST(DxOp, Numbers) {
  EXPECT_EQ(uint32_t(DxOp::TempRegLoad), 0u);
  EXPECT_EQ(uint32_t(DxOp::LoadInput), 4u);
  EXPECT_EQ(uint32_t(DxOp::CreateHandle), 57u);
  EXPECT_EQ(uint32_t(DxOp::CBufferLoadLegacy), 59u);
  EXPECT_EQ(uint32_t(DxOp::ThreadId), 93u);
  EXPECT_EQ(uint32_t(DxOp::RawBufferLoad), 139u);
  EXPECT_EQ(uint32_t(DxOp::TraceRay), 157u);
  EXPECT_EQ(uint32_t(DxOp::AnnotateHandle), 216u);
  EXPECT_EQ(uint32_t(DxOp::CreateHandleFromBinding), 217u);
  EXPECT_EQ(uint32_t(DxOp::CreateHandleFromHeap), 218u);
  EXPECT_EQ(uint32_t(DxOp::Unpack4x8), 219u);
  EXPECT_EQ(uint32_t(DxOp::Pack4x8), 220u);
  EXPECT_EQ(uint32_t(DxOp::IsHelperLane), 221u);
  EXPECT_EQ(uint32_t(DxOp::QuadVote), 222u);
  EXPECT_EQ(uint32_t(DxOp::SampleCmpLevel), 224u);
  EXPECT_EQ(uint32_t(DxOp::TextureStoreSample), 225u);
  EXPECT_EQ(uint32_t(DxOp::SampleCmpGrad), 254u);
  EXPECT_EQ(uint32_t(DxOp::SampleCmpBias), 255u);
  EXPECT_EQ(uint32_t(DxOp::StartVertexLocation), 256u);
  EXPECT_EQ(uint32_t(DxOp::StartInstanceLocation), 257u);
  EXPECT_EQ(uint32_t(DxOp::RawBufferVectorStore), 304u);
}

TEST(DxOp, Names) {
  EXPECT_STREQ(dxOpName(0), "TempRegLoad");
  EXPECT_STREQ(dxOpName(26), "Round_ne");
  EXPECT_STREQ(dxOpName(60), "Sample");
  EXPECT_STREQ(dxOpName(DxOp::TraceRay), "TraceRay");
  EXPECT_STREQ(dxOpName(217), "CreateHandleFromBinding");
  EXPECT_STREQ(dxOpName(257), "StartInstanceLocation");
}

TEST(DxOp, OutOfRangeIsUnknown) {
  EXPECT_STREQ(dxOpName(kDxOpCount), "Unknown");
  EXPECT_STREQ(dxOpName(0xffffffffu), "Unknown");
}

TEST(DxOp, EveryOpcodeHasADistinctName) {
  std::set<std::string> names;
  for (uint32_t op = 0; op < kDxOpCount; ++op) {
    const char* name = dxOpName(op);
    ASSERT_NE(name, nullptr);
    ASSERT_STRNE(name, "Unknown") << op;
    names.insert(name);
  }
  EXPECT_EQ(names.size(), kDxOpCount);
}

}  // namespace
}  // namespace dxsv
