// DXBC container header and part table: real DXC blobs and hand-built malformed ones.
#include "container/container.h"

#include <gtest/gtest.h>

#include "tests/common/container_builder.h"

namespace dxsv::container {
namespace {

using dxsv::testing::Bytes;
using dxsv::testing::buildContainer;
using dxsv::testing::code;
using dxsv::testing::readReference;
using dxsv::testing::setU32;

Result<Container> parseBytes(const Bytes& b) { return parse(std::span<const uint8_t>(b.data(), b.size())); }

// Expects failure with a message containing every fragment.
void expectError(const Bytes& blob, std::initializer_list<const char*> fragments) {
  auto result = parseBytes(blob);
  ASSERT_FALSE(result.ok());
  for (const char* f : fragments) EXPECT_NE(result.error().message.find(f), std::string::npos)
      << "missing '" << f << "' in: " << result.error().message;
}

Bytes twoParts() {
  return buildContainer({{code("SFI0"), Bytes(8, 0)}, {code("HASH"), Bytes(20, 1)}});
}

TEST(Container, ParsesComputeBlob) {
  Bytes blob = readReference("unit/int_add_sub_mul.dxil");
  auto c = parseBytes(blob);
  ASSERT_TRUE(c.ok()) << c.error().message;
  EXPECT_EQ(c->majorVersion, 1u);
  EXPECT_EQ(c->minorVersion, 0u);
  ASSERT_EQ(c->parts.size(), 7u);
  const char* expected[] = {"SFI0", "ISG1", "OSG1", "PSV0", "STAT", "HASH", "DXIL"};
  for (size_t i = 0; i < 7; ++i) EXPECT_EQ(fourccName(c->parts[i].fourcc), expected[i]);
  const Part* dxil = c->find(fourcc("DXIL"));
  ASSERT_NE(dxil, nullptr);
  EXPECT_EQ(dxil->data.size(), 1800u);
  EXPECT_EQ(dxil->data.data(), blob.data() + 0x758 + 8);  // points into the caller's blob
  EXPECT_EQ(c->find(fourcc("ILDB")), nullptr);
}

TEST(Container, ParsesHandBuiltContainer) {
  auto c = parseBytes(twoParts());
  ASSERT_TRUE(c.ok()) << c.error().message;
  ASSERT_EQ(c->parts.size(), 2u);
  EXPECT_EQ(c->parts[1].data.size(), 20u);
}

TEST(Container, EmptyPartTableIsValid) {
  auto c = parseBytes(buildContainer({}));
  ASSERT_TRUE(c.ok()) << c.error().message;
  EXPECT_TRUE(c->parts.empty());
}

TEST(Container, TrailingBytesAfterDeclaredSizeAreIgnored) {
  Bytes blob = twoParts();
  blob.resize(blob.size() + 13, 0xcc);
  auto c = parseBytes(blob);
  ASSERT_TRUE(c.ok()) << c.error().message;
  EXPECT_EQ(c->parts.size(), 2u);
}

TEST(Container, FourccName) {
  EXPECT_EQ(fourccName(fourcc("DXIL")), "DXIL");
  EXPECT_EQ(fourccName(0x00000001u), "0x00000001");
  EXPECT_EQ(fourccName(0xffffffffu), "0xffffffff");
}

TEST(ContainerErrors, Empty) { expectError({}, {"DXBC container", "0 bytes", "32-byte header"}); }

TEST(ContainerErrors, ThreeBytes) { expectError({'D', 'X', 'B'}, {"DXBC container", "3 bytes"}); }

TEST(ContainerErrors, WrongMagic) {
  Bytes blob = twoParts();
  blob[0] = 'X';
  expectError(blob, {"DXBC container", "bad magic", "XXBC"});
}

TEST(ContainerErrors, TotalSizeLargerThanBlob) {
  Bytes blob = twoParts();
  setU32(blob, 24, uint32_t(blob.size() + 1));
  expectError(blob, {"DXBC container", "total size", std::to_string(blob.size()).c_str()});
}

TEST(ContainerErrors, TotalSizeSmallerThanHeader) {
  Bytes blob = twoParts();
  setU32(blob, 24, 12);
  expectError(blob, {"DXBC container", "total size", "header"});
}

TEST(ContainerErrors, TruncatedBlob) {
  Bytes blob = twoParts();
  blob.pop_back();
  expectError(blob, {"DXBC container", "total size"});
}

TEST(ContainerErrors, HugePartCount) {
  Bytes blob = twoParts();
  setU32(blob, 28, 0xffffffffu);
  expectError(blob, {"DXBC container", "part count 4294967295", "offset table"});
}

TEST(ContainerErrors, PartOffsetPastEnd) {
  Bytes blob = twoParts();
  setU32(blob, 36, 0x10000);
  expectError(blob, {"DXBC container", "part 1 at offset 0x10000", "past the end"});
}

TEST(ContainerErrors, PartOffsetHeaderStraddlesEnd) {
  Bytes blob = twoParts();
  setU32(blob, 36, uint32_t(blob.size() - 4));
  expectError(blob, {"part 1", "8-byte part header", "past the end"});
}

// D3D12 accepts parts at any byte offset (vkd3d-proton's tests pack blobs so); the parts read
// the same as when aligned.
TEST(Container, PartsAtUnalignedOffsets) {
  Bytes blob = twoParts();
  const uint32_t first = dxsv::testing::getU32(blob, 32);
  blob.insert(blob.begin() + first, 0xee);  // part 0 one byte later, part 1 one byte later too
  setU32(blob, 24, uint32_t(blob.size()));
  setU32(blob, 32, first + 1);
  setU32(blob, 36, dxsv::testing::getU32(blob, 36) + 1);
  auto c = parseBytes(blob);
  ASSERT_TRUE(c.ok()) << c.error().message;
  ASSERT_EQ(c->parts.size(), 2u);
  EXPECT_EQ(fourccName(c->parts[0].fourcc), "SFI0");
  EXPECT_EQ(fourccName(c->parts[1].fourcc), "HASH");
  ASSERT_EQ(c->parts[1].data.size(), 20u);
  EXPECT_EQ(c->parts[1].data[19], 1u);
}

TEST(ContainerErrors, PartOffsetInsideHeader) {
  Bytes blob = twoParts();
  setU32(blob, 32, 4);
  expectError(blob, {"part 0 at offset 0x4", "inside the container header"});
}

TEST(ContainerErrors, PartSizePastEnd) {
  Bytes blob = twoParts();
  const uint32_t second = dxsv::testing::getU32(blob, 36);
  setU32(blob, second + 4, 4096);
  expectError(blob, {"part 1 (HASH)", "has size 4096", "past the end of the", "container"});
}

TEST(ContainerErrors, PartSizeOverflows) {
  // offset + 8 + 0xffffffff must not wrap around to a small number.
  Bytes blob = twoParts();
  const uint32_t first = dxsv::testing::getU32(blob, 32);
  setU32(blob, first + 4, 0xffffffffu);
  expectError(blob, {"part 0 (SFI0)", "size 4294967295", "past the end"});
}

TEST(ContainerErrors, OverlappingParts) {
  Bytes blob = twoParts();
  const uint32_t first = dxsv::testing::getU32(blob, 32);
  setU32(blob, first + 4, 16);  // SFI0 now runs into the HASH part header
  expectError(blob, {"part 0 (SFI0)", "overlaps", "part 1 (HASH)"});
}

TEST(ContainerErrors, SamePartTwice) {
  Bytes blob = twoParts();
  setU32(blob, 36, dxsv::testing::getU32(blob, 32));
  expectError(blob, {"overlaps"});
}

TEST(ContainerErrors, UnprintableFourccIsShownAsHex) {
  Bytes blob = twoParts();
  const uint32_t second = dxsv::testing::getU32(blob, 36);
  setU32(blob, second, 0x01020304u);
  setU32(blob, second + 4, 4096);
  expectError(blob, {"part 1 (0x01020304)"});
}

}  // namespace
}  // namespace dxsv::container
