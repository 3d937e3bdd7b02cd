// SM 4/5 bytecode (SHDR / SHEX parts, no DXIL): refused as Unsupported, naming the part and
// the shader; a part too short for its version token is Malformed; DXIL containers unaffected.
#include <gtest/gtest.h>

#include <iterator>
#include <string>
#include <vector>

#include "container/container.h"
#include "container/subobjects.h"
#include "tests/common/sm4_container.h"

namespace dxsv::container {
namespace {

using dxsv::testing::buildContainer;
using dxsv::testing::buildProgram;
using dxsv::testing::buildSm4Container;
using dxsv::testing::Bytes;
using dxsv::testing::code;
using dxsv::testing::sm4Program;

const Bytes kBitcode = {'B', 'C', 0xc0, 0xde, 0x35, 0x14, 0x00, 0x00};

Result<Program> programOf(const Bytes& blob) {
  auto c = parse({blob.data(), blob.size()});
  if (!c.ok()) return c.takeError();
  return findProgram(*c);
}

void expectRefused(const Bytes& blob, ErrorKind kind, const std::string& message) {
  auto p = programOf(blob);
  ASSERT_FALSE(p.ok());
  EXPECT_EQ(p.error().kind, kind);
  EXPECT_EQ(p.error().message, message);
  // Subobjects too: an fxc shader has no RDAT, and "none" would hide the refusal.
  auto s = readSubobjects({blob.data(), blob.size()});
  ASSERT_FALSE(s.ok());
  EXPECT_EQ(s.error().kind, kind);
  EXPECT_EQ(s.error().message, message);
}

TEST(Sm4Bytecode, ShexVertex50IsUnsupported) {
  expectRefused(buildSm4Container("SHEX", 1, 5, 0), ErrorKind::Unsupported,
                "DXBC shader (SHEX part, vs_5_0): SM 4/5 bytecode is not translated, only DXIL (SM 6.0+)");
}

TEST(Sm4Bytecode, ShdrPixel40IsUnsupported) {
  expectRefused(buildSm4Container("SHDR", 0, 4, 0), ErrorKind::Unsupported,
                "DXBC shader (SHDR part, ps_4_0): SM 4/5 bytecode is not translated, only DXIL (SM 6.0+)");
}

TEST(Sm4Bytecode, ShexCompute51IsUnsupported) {
  expectRefused(buildSm4Container("SHEX", 5, 5, 1), ErrorKind::Unsupported,
                "DXBC shader (SHEX part, cs_5_1): SM 4/5 bytecode is not translated, only DXIL (SM 6.0+)");
}

TEST(Sm4Bytecode, EveryProgramTypeIsNamed) {
  const char* expected[] = {"ps_4_1", "vs_4_1", "gs_4_1", "hs_4_1", "ds_4_1", "cs_4_1", "program type 9, 4_1"};
  const uint32_t types[] = {0, 1, 2, 3, 4, 5, 9};
  for (size_t i = 0; i < std::size(types); ++i) {
    auto p = programOf(buildSm4Container("SHEX", types[i], 4, 1));
    ASSERT_FALSE(p.ok());
    EXPECT_EQ(p.error().kind, ErrorKind::Unsupported);
    EXPECT_NE(p.error().message.find(std::string("(SHEX part, ") + expected[i] + "):"), std::string::npos)
        << p.error().message;
  }
}

TEST(Sm4Bytecode, PartTooShortForTheVersionTokenIsMalformed) {
  for (size_t size : {0, 3}) {
    Bytes part = sm4Program(1, 5, 0);
    part.resize(size);
    expectRefused(buildContainer({{code("ISGN"), Bytes(8, 0)}, {code("SHEX"), part}}), ErrorKind::Malformed,
                  "DXBC shader: SHEX part is " + std::to_string(size) + " bytes, too short for its 4-byte version token");
  }
}

TEST(Sm4Bytecode, DxilPartWins) {
  // A DXIL part next to SM 4/5 bytecode (in either order) is what is read, as before.
  for (bool shexFirst : {true, false}) {
    std::vector<dxsv::testing::RawPart> parts = {{code("DXIL"), buildProgram(kBitcode, 1)}};
    parts.insert(shexFirst ? parts.begin() : parts.end(), dxsv::testing::RawPart{code("SHEX"), sm4Program(1, 5, 0)});
    auto p = programOf(buildContainer(parts));
    ASSERT_TRUE(p.ok()) << p.error().message;
    EXPECT_EQ(p->shaderKind, 1u);
    EXPECT_EQ(p->shaderModelMajor, 6u);
  }
  auto withIldb = programOf(buildContainer({{code("SHDR"), sm4Program(0, 4, 0)}, {code("ILDB"), buildProgram(kBitcode, 0)}}));
  EXPECT_TRUE(withIldb.ok()) << withIldb.error().message;
}

TEST(Sm4Bytecode, ContainerWithNeitherPartKeepsItsError) {
  Bytes blob = buildContainer({{code("RDEF"), Bytes(28, 0)}, {code("ISGN"), Bytes(8, 0)}});
  auto p = programOf(blob);
  ASSERT_FALSE(p.ok());
  EXPECT_EQ(p.error().kind, ErrorKind::Malformed);
  EXPECT_NE(p.error().message.find("no DXIL or ILDB part (parts: RDEF, ISGN)"), std::string::npos) << p.error().message;
  auto s = readSubobjects({blob.data(), blob.size()});
  ASSERT_TRUE(s.ok()) << s.error().message;  // no RDAT: no subobjects, as before
  EXPECT_TRUE(s->empty());
}

}  // namespace
}  // namespace dxsv::container
