// DXIL program header (DXIL / ILDB parts).
#include <gtest/gtest.h>

#include "container/container.h"
#include "tests/common/container_builder.h"

namespace dxsv::container {
namespace {

using dxsv::testing::buildContainer;
using dxsv::testing::buildProgram;
using dxsv::testing::Bytes;
using dxsv::testing::code;
using dxsv::testing::readReference;
using dxsv::testing::setU32;

const Bytes kBitcode = {'B', 'C', 0xc0, 0xde, 0x35, 0x14, 0x00, 0x00};

Result<Program> parseBytes(const Bytes& b, uint32_t fourccCode = fourcc("DXIL")) {
  return parseProgram(Part{fourccCode, std::span<const uint8_t>(b.data(), b.size())});
}

void expectError(const Bytes& program, std::initializer_list<const char*> fragments) {
  auto result = parseBytes(program);
  ASSERT_FALSE(result.ok());
  for (const char* f : fragments) EXPECT_NE(result.error().message.find(f), std::string::npos)
      << "missing '" << f << "' in: " << result.error().message;
}

Result<Program> programOf(const Bytes& blob) {
  auto c = parse(std::span<const uint8_t>(blob.data(), blob.size()));
  if (!c.ok()) return c.takeError();
  return findProgram(*c);
}

TEST(Program, ComputeBlob) {
  Bytes blob = readReference("unit/int_add_sub_mul.dxil");
  auto p = programOf(blob);
  ASSERT_TRUE(p.ok()) << p.error().message;
  EXPECT_EQ(p->shaderKind, 5u);
  EXPECT_EQ(p->shaderModelMajor, 6u);
  EXPECT_EQ(p->shaderModelMinor, 0u);
  EXPECT_EQ(p->dxilVersionMajor, 1u);
  EXPECT_EQ(p->dxilVersionMinor, 0u);
  ASSERT_GE(p->bitcode.size(), 4u);
  EXPECT_EQ(p->bitcode[0], 'B');
  EXPECT_EQ(p->bitcode[3], 0xde);
  EXPECT_EQ(p->bitcode.size() % 4, 0u);
}

TEST(Program, VertexBlob) {
  Bytes blob = readReference("unit/vs_fullscreen_color.dxil");
  auto p = programOf(blob);
  ASSERT_TRUE(p.ok()) << p.error().message;
  EXPECT_EQ(p->shaderKind, 1u);
  EXPECT_EQ(p->bitcode.size(), 1400u - 24u);  // 1400-byte DXIL part minus the headers
}

TEST(Program, RaygenLibraryBlob) {
  Bytes blob = readReference("unit/rt_raygen_camera.dxil");
  auto p = programOf(blob);
  ASSERT_TRUE(p.ok()) << p.error().message;
  EXPECT_EQ(p->shaderKind, 6u);  // lib_6_x
  EXPECT_EQ(p->shaderModelMajor, 6u);
  EXPECT_GE(p->shaderModelMinor, 3u);
}

TEST(Program, IsLibrary) {
  Bytes library = readReference("unit/rt_raygen_camera.dxil");
  Bytes compute = readReference("unit/int_add_sub_mul.dxil");
  EXPECT_TRUE(isLibrary(library));
  EXPECT_FALSE(isLibrary(compute));
  EXPECT_FALSE(isLibrary(Bytes(library.begin(), library.begin() + 20)));  // cut inside the header
}

TEST(Program, HandBuilt) {
  auto p = parseBytes(buildProgram(kBitcode, 0, 5));
  ASSERT_TRUE(p.ok()) << p.error().message;
  EXPECT_EQ(p->shaderKind, 0u);
  EXPECT_EQ(p->shaderModelMinor, 5u);
  EXPECT_EQ(p->dxilVersionMinor, 5u);
  EXPECT_EQ(p->bitcode.size(), kBitcode.size());
}

TEST(Program, FindPrefersDxilOverIldb) {
  Bytes ildb = buildProgram(kBitcode, 1), dxil = buildProgram(kBitcode, 0);
  auto p = programOf(buildContainer({{code("ILDB"), ildb}, {code("DXIL"), dxil}}));
  ASSERT_TRUE(p.ok()) << p.error().message;
  EXPECT_EQ(p->shaderKind, 0u);
}

TEST(Program, FindFallsBackToIldb) {
  auto p = programOf(buildContainer({{code("SFI0"), Bytes(8, 0)}, {code("ILDB"), buildProgram(kBitcode, 1)}}));
  ASSERT_TRUE(p.ok()) << p.error().message;
  EXPECT_EQ(p->shaderKind, 1u);
}

TEST(ProgramErrors, NoProgramPart) {
  auto p = programOf(buildContainer({{code("SFI0"), Bytes(8, 0)}, {code("HASH"), Bytes(20, 0)}}));
  ASSERT_FALSE(p.ok());
  EXPECT_NE(p.error().message.find("no DXIL or ILDB part (parts: SFI0, HASH)"), std::string::npos)
      << p.error().message;
}

TEST(ProgramErrors, IldbErrorsNameIldb) {
  Bytes ildb = buildProgram(kBitcode);
  ildb.resize(10);
  auto p = parseBytes(ildb, fourcc("ILDB"));
  ASSERT_FALSE(p.ok());
  EXPECT_NE(p.error().message.find("ILDB part"), std::string::npos) << p.error().message;
}

TEST(ProgramErrors, EmptyPart) { expectError({}, {"DXIL part", "program header needs 24 bytes", "has only 0"}); }

TEST(ProgramErrors, TruncatedHeader) {
  Bytes p = buildProgram(kBitcode);
  p.resize(20);
  expectError(p, {"DXIL part", "program header", "has only 20"});
}

TEST(ProgramErrors, UnknownShaderKind) {
  Bytes p = buildProgram(kBitcode);
  setU32(p, 0, 200u << 16 | 0x60);
  expectError(p, {"DXIL part", "unknown shader kind 200"});
}

TEST(ProgramErrors, ProgramSizePastPart) {
  Bytes p = buildProgram(kBitcode);
  setU32(p, 4, 1000);
  expectError(p, {"DXIL part", "program size 4000 bytes"});
}

TEST(ProgramErrors, ProgramSizeOverflows) {
  Bytes p = buildProgram(kBitcode);
  setU32(p, 4, 0xffffffffu);  // dwords * 4 must not wrap in 32 bits
  expectError(p, {"DXIL part", "program size"});
}

TEST(ProgramErrors, ProgramSizeSmallerThanHeader) {
  Bytes p = buildProgram(kBitcode);
  setU32(p, 4, 2);
  expectError(p, {"DXIL part", "program size 8 bytes"});
}

TEST(ProgramErrors, BadBitcodeHeaderMagic) {
  Bytes p = buildProgram(kBitcode);
  p[8] = 'X';
  expectError(p, {"DXIL part", "bad bitcode header magic XXIL"});
}

TEST(ProgramErrors, BitcodeOffsetPastPart) {
  Bytes p = buildProgram(kBitcode);
  setU32(p, 16, 0x1000);
  expectError(p, {"DXIL part", "bitcode at offset 4096", "past the end"});
}

TEST(ProgramErrors, BitcodeOffsetOverflows) {
  Bytes p = buildProgram(kBitcode);
  setU32(p, 16, 0xfffffffcu);
  expectError(p, {"DXIL part", "bitcode at offset 4294967292", "past the end"});
}

TEST(ProgramErrors, BitcodeOffsetInsideBitcodeHeader) {
  Bytes p = buildProgram(kBitcode);
  setU32(p, 16, 4);
  expectError(p, {"DXIL part", "bitcode offset 4", "inside the 16-byte bitcode header"});
}

TEST(ProgramErrors, BitcodeSizePastPart) {
  Bytes p = buildProgram(kBitcode);
  setU32(p, 20, 9);
  expectError(p, {"DXIL part", "with size 9", "past the end"});
}

TEST(ProgramErrors, BitcodeSizeOverflows) {
  Bytes p = buildProgram(kBitcode);
  setU32(p, 20, 0xffffffffu);
  expectError(p, {"DXIL part", "with size 4294967295", "past the end"});
}

TEST(ProgramErrors, BadBitcodeMagic) {
  Bytes bad = kBitcode;
  bad[1] = 'D';
  expectError(buildProgram(bad), {"DXIL part", "LLVM bitcode magic"});
}

TEST(ProgramErrors, EmptyBitcode) { expectError(buildProgram({}), {"DXIL part", "LLVM bitcode magic"}); }

}  // namespace
}  // namespace dxsv::container
