// ISG1 / OSG1 / PSG1 signature parts. Expected values come from the signature comments of
// DXC's disassembly of the same blobs (corpus .ll files).
#include <gtest/gtest.h>

#include "container/container.h"
#include "tests/common/container_builder.h"

namespace dxsv::container {
namespace {

using dxsv::testing::Bytes;
using dxsv::testing::putU32;
using dxsv::testing::readReference;
using dxsv::testing::setU32;

std::vector<SignatureElement> signatureOf(const Bytes& blob, const char (&name)[5]) {
  auto c = parse(std::span<const uint8_t>(blob.data(), blob.size()));
  EXPECT_TRUE(c.ok());
  if (!c.ok()) return {};
  const Part* part = c->find(fourcc(name));
  EXPECT_NE(part, nullptr);
  if (!part) return {};
  auto sig = parseSignature(*part);
  EXPECT_TRUE(sig.ok()) << sig.error().message;
  return sig.ok() ? *sig : std::vector<SignatureElement>{};
}

// One element named `name`, header + element + name string.
Bytes oneElement(const std::string& name) {
  Bytes b;
  putU32(b, 1);   // count
  putU32(b, 8);   // element offset
  putU32(b, 0);   // stream
  putU32(b, 40);  // name offset: right after the element
  putU32(b, 2);   // semantic index
  putU32(b, 0);   // system value
  putU32(b, 3);   // float
  putU32(b, 5);   // register
  b.push_back(0x3);
  b.push_back(0x1);
  b.push_back(0);
  b.push_back(0);
  putU32(b, 0);  // min precision
  b.insert(b.end(), name.begin(), name.end());
  b.push_back(0);
  return b;
}

Result<std::vector<SignatureElement>> parseBytes(const Bytes& b, const char (&name)[5] = "ISG1") {
  return parseSignature(Part{fourcc(name), std::span<const uint8_t>(b.data(), b.size())});
}

void expectError(const Bytes& part, std::initializer_list<const char*> fragments) {
  auto result = parseBytes(part);
  ASSERT_FALSE(result.ok());
  for (const char* f : fragments) EXPECT_NE(result.error().message.find(f), std::string::npos)
      << "missing '" << f << "' in: " << result.error().message;
}

TEST(Signature, VertexShader) {
  Bytes blob = readReference("unit/vs_fullscreen_color.dxil");
  auto in = signatureOf(blob, "ISG1");
  ASSERT_EQ(in.size(), 1u);
  EXPECT_EQ(in[0].semanticName, "SV_VertexID");
  EXPECT_EQ(in[0].systemValue, 6u);     // D3D_NAME_VERTEX_ID
  EXPECT_EQ(in[0].componentType, 1u);   // uint32
  EXPECT_EQ(in[0].registerIndex, 0u);
  EXPECT_EQ(in[0].mask, 0x1);

  auto out = signatureOf(blob, "OSG1");
  ASSERT_EQ(out.size(), 2u);
  EXPECT_EQ(out[0].semanticName, "SV_Position");
  EXPECT_EQ(out[0].systemValue, 1u);  // D3D_NAME_POSITION
  EXPECT_EQ(out[0].componentType, 3u);  // float32
  EXPECT_EQ(out[0].mask, 0xf);
  EXPECT_EQ(out[1].semanticName, "COLOR");
  EXPECT_EQ(out[1].semanticIndex, 0u);
  EXPECT_EQ(out[1].registerIndex, 1u);
  EXPECT_EQ(out[1].systemValue, 0u);
}

TEST(Signature, PixelShader) {
  Bytes blob = readReference("unit/ps_depth_out.dxil");
  auto in = signatureOf(blob, "ISG1");
  ASSERT_EQ(in.size(), 3u);
  EXPECT_EQ(in[1].semanticName, "TEXCOORD");
  EXPECT_EQ(in[1].registerIndex, 1u);
  EXPECT_EQ(in[1].mask, 0x3);    // xy
  EXPECT_EQ(in[1].rwMask, 0x3);  // xy used
  EXPECT_EQ(in[2].semanticName, "CENTER");
  EXPECT_EQ(in[2].mask, 0x7);

  auto out = signatureOf(blob, "OSG1");
  ASSERT_EQ(out.size(), 2u);
  EXPECT_EQ(out[0].semanticName, "SV_Target");
  EXPECT_EQ(out[0].systemValue, 64u);  // D3D_NAME_TARGET
  EXPECT_EQ(out[1].semanticName, "SV_Depth");
  EXPECT_EQ(out[1].systemValue, 65u);  // D3D_NAME_DEPTH
  EXPECT_EQ(out[1].registerIndex, 0xffffffffu);
  EXPECT_EQ(out[1].mask, 0x1);
}

TEST(Signature, ComputeShaderSignaturesAreEmpty) {
  Bytes blob = readReference("unit/int_add_sub_mul.dxil");
  EXPECT_TRUE(signatureOf(blob, "ISG1").empty());
  EXPECT_TRUE(signatureOf(blob, "OSG1").empty());
}

TEST(Signature, HandBuilt) {
  auto sig = parseBytes(oneElement("TEXCOORD"), "PSG1");
  ASSERT_TRUE(sig.ok()) << sig.error().message;
  ASSERT_EQ(sig->size(), 1u);
  EXPECT_EQ((*sig)[0].semanticName, "TEXCOORD");
  EXPECT_EQ((*sig)[0].semanticIndex, 2u);
  EXPECT_EQ((*sig)[0].registerIndex, 5u);
  EXPECT_EQ((*sig)[0].mask, 0x3);
  EXPECT_EQ((*sig)[0].rwMask, 0x1);
}

TEST(SignatureErrors, NotASignaturePart) {
  auto sig = parseBytes(oneElement("A"), "PSV0");
  ASSERT_FALSE(sig.ok());
  EXPECT_NE(sig.error().message.find("PSV0 part: not a signature part"), std::string::npos);
}

TEST(SignatureErrors, TruncatedHeader) { expectError({1, 0, 0}, {"ISG1 part", "signature header needs 8 bytes"}); }

TEST(SignatureErrors, ElementsPastEnd) {
  Bytes b = oneElement("A");
  setU32(b, 0, 3);
  expectError(b, {"ISG1 part", "3 elements at offset 8", "do not fit"});
}

TEST(SignatureErrors, HugeElementCount) {
  Bytes b = oneElement("A");
  setU32(b, 0, 0xffffffffu);
  expectError(b, {"ISG1 part", "4294967295 elements", "do not fit"});
}

TEST(SignatureErrors, ElementOffsetOverflows) {
  Bytes b = oneElement("A");
  setU32(b, 4, 0xfffffff0u);
  expectError(b, {"ISG1 part", "do not fit"});
}

TEST(SignatureErrors, ElementOffsetInsideHeader) {
  Bytes b = oneElement("A");
  setU32(b, 4, 4);
  expectError(b, {"ISG1 part", "at offset 4", "do not fit"});
}

TEST(SignatureErrors, NameOffsetOutside) {
  Bytes b = oneElement("A");
  setU32(b, 12, 0x1000);
  expectError(b, {"ISG1 part", "element 0", "semantic name offset 4096", "outside"});
}

TEST(SignatureErrors, NameNotTerminated) {
  Bytes b = oneElement("ABCD");
  b.pop_back();  // drop the NUL
  expectError(b, {"ISG1 part", "element 0", "not NUL-terminated"});
}

}  // namespace
}  // namespace dxsv::container
