// Parsing of run/expect specs and the word comparison, without a device.
#include <gtest/gtest.h>

#include <bit>
#include <limits>

#include "exec/compare.h"
#include "exec/run_spec.h"

namespace dxsv::exec {
namespace {

TEST(RunSpecTest, ParsesEveryField) {
  RunSpec s = parseRunSpec(R"({
    "dispatch": [2, 3, 4],
    "resources": [
      {"register": "u12", "space": 3, "type": "RWBuffer", "format": "R32_SINT", "size": 16, "init": {"i32": [-1, 2]}},
      {"register": "t0", "space": 0, "type": "StructuredBuffer", "stride": 8, "size": 8, "init": {"hex": "0102030405"}},
      {"register": "b1", "space": 0, "type": "cbuffer", "size": 16, "init": {"f32": [1.5]}}
    ],
    "check": ["u12"], "compare": {"f32_ulp": 16, "f32_abs": 1e-6}})");
  EXPECT_EQ(s.dispatch, (std::array<uint32_t, 3>{2, 3, 4}));
  ASSERT_EQ(s.resources.size(), 3u);
  const ResourceSpec& u = s.resources[0];
  EXPECT_EQ(u.regClass, 'u');
  EXPECT_EQ(u.regIndex, 12u);
  EXPECT_EQ(u.space, 3u);
  EXPECT_EQ(u.type, ResourceType::RWBuffer);
  EXPECT_EQ(u.format, "R32_SINT");
  EXPECT_EQ(u.init, (std::vector<uint8_t>{0xff, 0xff, 0xff, 0xff, 2, 0, 0, 0}));
  EXPECT_EQ(s.resources[1].stride, 8u);
  EXPECT_EQ(s.resources[1].init, (std::vector<uint8_t>{1, 2, 3, 4, 5}));
  EXPECT_EQ(s.resources[2].init, (std::vector<uint8_t>{0, 0, 0xc0, 0x3f}));
  EXPECT_FALSE(s.compare.exact);
  EXPECT_EQ(s.compare.f32Ulp, 16u);
  EXPECT_DOUBLE_EQ(*s.compare.f32Abs, 1e-6);
  EXPECT_EQ(s.find("t0"), &s.resources[1]);
}

TEST(RunSpecTest, ReportsErrorsWithTheField) {
  auto error = [](const char* json) {
    try {
      parseRunSpec(json, "case.run.json");
    } catch (const SpecError& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  EXPECT_NE(error("{").find("invalid JSON"), std::string::npos);
  EXPECT_NE(error(R"({"dispatch": [1, 1], "resources": []})").find("dispatch"), std::string::npos);
  EXPECT_NE(error(R"({"dispatch": [1,1,1], "resources": [{"register": "u0", "type": "Texture2D", "size": 4}]})")
                .find("Texture2D"), std::string::npos);
  EXPECT_NE(error(R"({"dispatch": [1,1,1], "resources": [{"register": "t0", "type": "RWBuffer", "size": 4, "format": "R32_UINT"}]})")
                .find("'u' register"), std::string::npos);
  EXPECT_NE(error(R"({"dispatch": [1,1,1], "resources": [{"register": "u0", "type": "RWBuffer", "size": 4}]})")
                .find("format"), std::string::npos);
  EXPECT_NE(error(R"({"dispatch": [1,1,1], "resources": [{"register": "u0", "type": "RWByteAddressBuffer", "size": 4, "init": {"u32": [1, 2]}}]})")
                .find("init has 8 bytes"), std::string::npos);
  EXPECT_NE(error(R"({"dispatch": [1,1,1], "resources": [], "check": ["u0"]})").find("check 'u0'"), std::string::npos);
  EXPECT_NE(error(R"({"dispatch": [1,1,1], "resources": [], "compare": "close"})").find("compare"), std::string::npos);
  EXPECT_EQ(error(R"({"dispatch": [1,1,1], "resources": []})"), "no error");
}

TEST(ExpectSpecTest, Parses) {
  ExpectSpec e = parseExpectSpec(R"({"u0": {"u32": [1, 4294967295]}, "u1": {"u32": []}})");
  EXPECT_EQ(e["u0"], (std::vector<uint32_t>{1, 0xffffffffu}));
  EXPECT_TRUE(e["u1"].empty());
  EXPECT_THROW(parseExpectSpec(R"({"u0": [1]})"), SpecError);
  EXPECT_THROW(parseExpectSpec(R"({"u0": {"u32": [-1]}})"), SpecError);
}

uint32_t bits(float f) { return std::bit_cast<uint32_t>(f); }

TEST(CompareTest, ExactIsBitwise) {
  CompareSpec exact;
  EXPECT_TRUE(wordMatches(5, 5, exact));
  EXPECT_FALSE(wordMatches(bits(0.0f), bits(-0.0f), exact));
  EXPECT_FALSE(wordMatches(bits(1.0f), bits(1.0f) + 1, exact));
}

TEST(CompareTest, UlpAndAbsolute) {
  CompareSpec ulp{false, 2, std::nullopt};
  EXPECT_TRUE(wordMatches(bits(1.0f), bits(1.0f) + 2, ulp));
  EXPECT_FALSE(wordMatches(bits(1.0f), bits(1.0f) + 3, ulp));
  EXPECT_TRUE(wordMatches(bits(0.0f), bits(-0.0f), ulp));
  EXPECT_TRUE(wordMatches(bits(-1e-45f), bits(1e-45f), ulp));  // across zero: 2 ULPs
  EXPECT_FALSE(wordMatches(bits(std::numeric_limits<float>::infinity()), bits(3.4028235e38f), ulp));
  EXPECT_TRUE(wordMatches(0x7fc00000u, 0x7fc00001u, ulp));  // NaN vs NaN
  EXPECT_FALSE(wordMatches(0x7fc00000u, bits(1.0f), ulp));
  CompareSpec abs{false, std::nullopt, 1e-6};
  EXPECT_TRUE(wordMatches(bits(1e-7f), bits(-5e-7f), abs));
  EXPECT_FALSE(wordMatches(bits(1.0f), bits(1.00001f), abs));
  EXPECT_EQ(f32UlpDistance(bits(1.0f), bits(-1.0f)), 2ull * bits(1.0f));
}

TEST(CompareTest, ReportsFirstMismatches) {
  std::vector<uint32_t> expected(20, 0), got(20, 0);
  for (int i = 5; i < 15; ++i) got[i] = 0x3f800000u;
  CompareReport r = compareWords("u0", expected, got, CompareSpec{}, 3);
  EXPECT_FALSE(r.ok);
  EXPECT_EQ(r.mismatches, 10u);
  EXPECT_NE(r.message.find("u0[5] (byte 20): expected 0x00000000 (0, 0), got 0x3f800000 (1065353216, 1)"),
            std::string::npos) << r.message;
  EXPECT_EQ(r.message.find("u0[8]"), std::string::npos);
  EXPECT_NE(r.message.find("7 more"), std::string::npos);
  EXPECT_FALSE(compareWords("u0", {1, 2}, {1}, CompareSpec{}).ok);
}

}  // namespace
}  // namespace dxsv::exec
