// Proves the graphics and texture paths of the runner without our translator: GLSL shaders
// (tests/exec/shaders/*.vert, *.frag, *.comp) drawn or dispatched with specs written here,
// checked against values computed in the test.
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "exec/require_device.h"
#include "exec/run_spec.h"
#include "exec/selftest_util.h"
#include "exec/vk_runner.h"

namespace dxsv::exec {
namespace {

using Outputs = std::map<std::string, std::vector<uint32_t>>;

std::string sequence(uint32_t first, uint32_t count) {
  std::string list;
  for (uint32_t i = 0; i < count; ++i) list += (i ? ", " : "") + std::to_string(first + i);
  return list;
}

std::vector<Vec4> concat(std::vector<Vec4> a, const std::vector<Vec4>& b) {
  a.insert(a.end(), b.begin(), b.end());
  return a;
}

class GraphicsSelfTest : public ::testing::Test {
 protected:
  void SetUp() override { DXSV_SKIP_OR_FAIL_WITHOUT_DEVICE(runner()); }

  Outputs draw(const std::string& vs, const std::string& ps, const std::string& json) {
    RunResult r = runner().runGraphics(loadSpirv(vs + ".vert"), loadSpirv(ps + ".frag"), parseRunSpec(json, ps));
    EXPECT_EQ(r.status, RunResult::Status::Ok) << r.message;
    return r.outputs;
  }
  Outputs dispatch(const std::string& shader, const std::string& json) {
    RunResult r = runner().run(loadSpirv(shader), parseRunSpec(json, shader));
    EXPECT_EQ(r.status, RunResult::Status::Ok) << r.message;
    return r.outputs;
  }
};

// D3D orientation (row 0 of the result is NDC y = +1), first_vertex / first_instance seen as
// gl_VertexIndex / gl_InstanceIndex, and float, uint and sint targets, one with a write mask.
TEST_F(GraphicsSelfTest, TriangleOrientationAndMrt) {
  auto verts = concat({{0, 0, 0, 1}, {0, 0, 0, 1}, {0, 0, 0, 1}}, topLeftTriangle(0.5f));
  Outputs out = draw("positions", "mrt", R"({
    "mode": "graphics", "vs": "positions", "vertex_count": 3, "first_vertex": 3, "first_instance": 5,
    "viewport": [4, 4],
    "targets": [{"format": "R32G32B32A32_FLOAT", "clear": [-1, -1, -1, -1]},
                {"format": "R32G32B32A32_UINT", "clear": [9, 9, 9, 9]},
                {"format": "R32G32B32A32_SINT", "clear": [7, 7, 7, 7], "write_mask": "rb"}],
    "resources": [)" + positions(verts) + R"(],
    "check": ["rt0", "rt1", "rt2"]})");
  ASSERT_EQ(out["rt0"].size(), 64u);
  ASSERT_EQ(out["rt1"].size(), 64u);
  ASSERT_EQ(out["rt2"].size(), 64u);
  for (uint32_t y = 0; y < 4; ++y)
    for (uint32_t x = 0; x < 4; ++x) {
      size_t i = (y * 4 + x) * 4;
      bool in = inTopLeft(x, y);
      SCOPED_TRACE("pixel " + std::to_string(x) + "," + std::to_string(y));
      float color[4] = {(x + 0.5f) / 4, (y + 0.5f) / 4, 0.5f, 1};
      for (int c = 0; c < 4; ++c) EXPECT_NEAR(asFloat(out["rt0"][i + c]), in ? color[c] : -1.0f, 1e-5);
      uint32_t index[4] = {3, 5, x, y};
      for (int c = 0; c < 4; ++c) EXPECT_EQ(out["rt1"][i + c], in ? index[c] : 9u);
      int32_t sint[4] = {-1, 7, -int32_t(y), 7};  // g and a masked off
      for (int c = 0; c < 4; ++c) EXPECT_EQ(int32_t(out["rt2"][i + c]), in ? sint[c] : 7);
    }
}

// Which VkFrontFace gives D3D's "clockwise on screen is front" under the flipped viewport.
TEST_F(GraphicsSelfTest, FrontFaceAndCulling) {
  struct Case {
    const char *cull, *frontFace;
    bool drawn;
  } cases[] = {{"back", "cw", true}, {"front", "cw", false}, {"back", "ccw", false}, {"front", "ccw", true},
               {"none", "ccw", true}};
  for (const Case& c : cases) {
    SCOPED_TRACE(std::string("cull ") + c.cull + ", front_face " + c.frontFace);
    Outputs out = draw("positions", "mrt", R"({
      "mode": "graphics", "vs": "positions", "vertex_count": 3, "viewport": [4, 4],
      "cull": ")" + std::string(c.cull) + R"(", "front_face": ")" + c.frontFace + R"(",
      "targets": [{"format": "R32G32B32A32_FLOAT", "clear": [-1, -1, -1, -1]}],
      "resources": [)" + positions(topLeftTriangle(0.5f)) + R"(],
      "check": ["rt0"]})");
    ASSERT_EQ(out["rt0"].size(), 64u);
    EXPECT_EQ(asFloat(out["rt0"][2]), c.drawn ? 0.5f : -1.0f);  // pixel (0, 0), depth channel
  }
}

// Three triangles: the full screen at 0.75, the top-left one at 0.25, the full screen at 0.5
// again; with the test on, the last one loses where the top-left one is.
TEST_F(GraphicsSelfTest, DepthTestAndReadback) {
  auto verts = concat(concat(fullScreen(0.75f), topLeftTriangle(0.25f)), fullScreen(0.5f));
  for (bool test : {true, false}) {
    SCOPED_TRACE(test ? "depth test on" : "depth test off");
    Outputs out = draw("positions", "mrt", R"({
      "mode": "graphics", "vs": "positions", "vertex_count": 9, "viewport": [4, 4],
      "targets": [{"format": "R32G32B32A32_FLOAT", "clear": [-1, -1, -1, -1]}],
      "depth": {"format": "D32_FLOAT", "clear": 1.0, "compare": "less", "write": true, "test": )" +
                                                    std::string(test ? "true" : "false") + R"(},
      "resources": [)" + positions(verts) + R"(],
      "check": ["rt0", "depth"]})");
    ASSERT_EQ(out["depth"].size(), 16u);
    for (uint32_t y = 0; y < 4; ++y)
      for (uint32_t x = 0; x < 4; ++x) {
        float z = !test ? 0.5f : inTopLeft(x, y) ? 0.25f : 0.5f;
        EXPECT_EQ(asFloat(out["depth"][y * 4 + x]), test ? z : 1.0f) << x << "," << y;
        EXPECT_EQ(asFloat(out["rt0"][(y * 4 + x) * 4 + 2]), z) << x << "," << y;
      }
  }
}

// Stencil: clear 3, pass only where it equals 3, then increment. The top-left triangle goes
// first, so the full-screen one is rejected there.
TEST_F(GraphicsSelfTest, StencilTestAndReadback) {
  Outputs out = draw("positions", "mrt", R"({
    "mode": "graphics", "vs": "positions", "vertex_count": 6, "viewport": [4, 4],
    "targets": [{"format": "R32G32B32A32_FLOAT", "clear": [-1, -1, -1, -1]}],
    "depth": {"format": "D32_FLOAT_S8X24_UINT", "clear": 1.0, "compare": "always", "write": false,
              "stencil": {"clear": 3, "compare": "equal", "ref": 3, "pass": "incr_sat", "fail": "keep"}},
    "resources": [)" + positions(concat(topLeftTriangle(0.25f), fullScreen(0.75f))) + R"(],
    "check": ["rt0", "depth", "stencil"]})");
  ASSERT_EQ(out["stencil"].size(), 16u);
  for (uint32_t y = 0; y < 4; ++y)
    for (uint32_t x = 0; x < 4; ++x) {
      EXPECT_EQ(out["stencil"][y * 4 + x], 4u) << x << "," << y;
      EXPECT_EQ(asFloat(out["depth"][y * 4 + x]), 1.0f) << x << "," << y;
      EXPECT_EQ(asFloat(out["rt0"][(y * 4 + x) * 4 + 2]), inTopLeft(x, y) ? 0.25f : 0.75f) << x << "," << y;
    }
}

// 4x MSAA: color and depth read back per sample. The triangle's edge x + y = 4 (pixels)
// crosses pixels between the standard sample positions, none of which it touches.
TEST_F(GraphicsSelfTest, Msaa4ReadbackPerSample) {
  if (!runner().device().standardSampleLocations) GTEST_SKIP() << "device uses non-standard sample locations";
  Outputs out = draw("positions", "solid", R"({
    "mode": "graphics", "vs": "positions", "vertex_count": 3, "viewport": [4, 4], "samples": 4,
    "targets": [{"format": "R32G32B32A32_FLOAT", "clear": [0, 0, 0, 0]}],
    "depth": {"format": "D32_FLOAT", "clear": 1.0},
    "resources": [)" + positions({{-1, 1, 0.5f, 1}, {1, 1, 0.5f, 1}, {-1, -1, 0.5f, 1}}) + R"(,
      {"register": "b0", "type": "cbuffer", "size": 16, "init": {"f32": [0.5, 0.25, 1, 2]}}],
    "check": ["rt0", "depth"]})");
  ASSERT_EQ(out["rt0"].size(), 4u * 4 * 4 * 4);
  ASSERT_EQ(out["depth"].size(), 4u * 4 * 4);
  const float sampleOffsetSum[4] = {0.375f + 0.125f, 0.875f + 0.375f, 0.125f + 0.625f, 0.625f + 0.875f};
  const float color[4] = {0.5f, 0.25f, 1, 2};
  for (uint32_t y = 0; y < 4; ++y)
    for (uint32_t x = 0; x < 4; ++x)
      for (uint32_t s = 0; s < 4; ++s) {
        bool in = float(x + y) + sampleOffsetSum[s] < 4;
        size_t i = (y * 4 + x) * 4 + s;
        EXPECT_EQ(asFloat(out["depth"][i]), in ? 0.5f : 1.0f) << x << "," << y << " sample " << s;
        for (int c = 0; c < 4; ++c) EXPECT_EQ(asFloat(out["rt0"][i * 4 + c]), in ? color[c] : 0.0f);
      }
}

// A 4x4 R32_FLOAT texture (texel (x, y) = 1 + x + 4y) sampled at the pixel centres of an 8x8
// grid: point sampling picks texel (x/2, y/2); linear blends with weights 1/4 and 3/4, at the
// left and top edges with the wrapped-around or the clamped texel.
float expectedSample(uint32_t x, uint32_t y, bool linear, bool wrap) {
  auto texel = [&](int tx, int ty) {
    auto fix = [&](int i) { return wrap ? (i + 4) % 4 : std::clamp(i, 0, 3); };
    return float(1 + fix(tx) + 4 * fix(ty));
  };
  if (!linear) return texel(int(x / 2), int(y / 2));
  auto axis = [](uint32_t p, int& i0, float& f) {
    float c = (p + 0.5f) / 2 - 0.5f;
    i0 = int(std::floor(c));
    f = c - float(i0);
  };
  int x0, y0;
  float fx, fy;
  axis(x, x0, fx);
  axis(y, y0, fy);
  return (1 - fx) * (1 - fy) * texel(x0, y0) + fx * (1 - fy) * texel(x0 + 1, y0) + (1 - fx) * fy * texel(x0, y0 + 1) +
         fx * fy * texel(x0 + 1, y0 + 1);
}

TEST_F(GraphicsSelfTest, SampledTextureWithSeparateSampler) {
  struct Case {
    const char* filter;
    const char* address;
    bool linear, wrap;
  } cases[] = {{"point", "clamp", false, false}, {"linear", "clamp", true, false}, {"linear", "wrap", true, true}};
  std::string values;
  for (int i = 0; i < 16; ++i) values += (i ? ", " : "") + std::to_string(1 + i);
  std::string texture = R"({"register": "t0", "type": "Texture2D", "format": "R32_FLOAT", "width": 4, "height": 4, "init": {"f32": [)" +
            values + "]}}";
  for (const Case& c : cases) {
    SCOPED_TRACE(std::string(c.filter) + " " + c.address);
    std::string sampler = R"({"register": "s0", "type": "SamplerState", "filter": ")" + std::string(c.filter) +
                          R"(", "address": ")" + c.address + R"("})";
    Outputs ps = draw("positions", "sample", R"({
      "mode": "graphics", "vs": "positions", "vertex_count": 3, "viewport": [8, 8],
      "targets": [{"format": "R32G32B32A32_FLOAT"}],
      "resources": [)" + positions(fullScreen(0.5f)) + ", " + texture + ", " + sampler + R"(],
      "check": ["rt0"]})");
    Outputs cs = dispatch("sample", R"({
      "dispatch": [1, 1, 1],
      "resources": [)" + texture + ", " + sampler + R"(,
        {"register": "u0", "type": "RWStructuredBuffer", "stride": 16, "size": 1024}],
      "check": ["u0"]})");
    ASSERT_EQ(ps["rt0"].size(), 256u);
    ASSERT_EQ(cs["u0"].size(), 256u);
    for (uint32_t y = 0; y < 8; ++y)
      for (uint32_t x = 0; x < 8; ++x) {
        float want = expectedSample(x, y, c.linear, c.wrap);
        size_t i = (y * 8 + x) * 4;
        EXPECT_NEAR(asFloat(ps["rt0"][i]), want, 1e-3) << "pixel shader at " << x << "," << y;
        EXPECT_NEAR(asFloat(cs["u0"][i]), want, 1e-3) << "compute shader at " << x << "," << y;
        EXPECT_EQ(asFloat(ps["rt0"][i + 3]), 1.0f);  // missing components read as (0, 0, 1)
      }
  }
}

// Every texel of a 2D array, a cube, a 3D texture with mips, a multisampled texture and a cube
// array, read in layout order, repeats the init data; the 3D and multisampled ones read back
// unchanged.
TEST_F(GraphicsSelfTest, TextureKindsFollowTheLayout) {
  std::vector<uint32_t> expected;
  auto append = [&](uint32_t first, uint32_t count) {
    for (uint32_t i = 0; i < count; ++i) expected.push_back(first + i);
  };
  auto appendFloats = [&](uint32_t first, uint32_t count) {
    for (uint32_t i = 0; i < count; ++i) expected.push_back(std::bit_cast<uint32_t>(float(first + i)));
  };
  append(100, 12);
  appendFloats(10, 6);
  append(1000, 64 + 8 + 1);
  append(2000, 32);
  appendFloats(20, 12);
  Outputs out = dispatch("texture_kinds", R"({
    "dispatch": [1, 1, 1],
    "resources": [
      {"register": "t1", "type": "Texture2DArray", "format": "R32_UINT", "width": 2, "height": 2, "array": 3,
       "init": {"u32": [)" + sequence(100, 12) + R"(]}},
      {"register": "t2", "type": "TextureCube", "format": "R32_FLOAT", "width": 1,
       "init": {"f32": [10, 11, 12, 13, 14, 15]}},
      {"register": "t3", "type": "Texture3D", "format": "R32_UINT", "width": 4, "height": 4, "depth": 4, "mips": 3,
       "init": {"u32": [)" + sequence(1000, 73) + R"(]}},
      {"register": "t4", "type": "Texture2DMS", "format": "R32G32_UINT", "width": 2, "height": 2, "samples": 4,
       "init": {"u32": [)" + sequence(2000, 32) + R"(]}},
      {"register": "t5", "type": "TextureCubeArray", "format": "R32_FLOAT", "width": 1, "array": 2,
       "init": {"f32": [20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31]}},
      {"register": "s0", "type": "SamplerState", "filter": "point"},
      {"register": "u0", "type": "RWByteAddressBuffer", "size": 540}
    ],
    "check": ["u0", "t3", "t4"]})");
  EXPECT_EQ(out["u0"], expected);
  EXPECT_EQ(out["t3"], std::vector<uint32_t>(expected.begin() + 18, expected.begin() + 18 + 73));
  EXPECT_EQ(out["t4"], std::vector<uint32_t>(expected.begin() + 91, expected.begin() + 91 + 32));
}

TEST_F(GraphicsSelfTest, StorageImagesWrittenAndReadBack) {
  Outputs out = dispatch("storage_image", R"({
    "dispatch": [1, 1, 1],
    "resources": [
      {"register": "u0", "type": "RWTexture2D", "format": "R32_UINT", "width": 4, "height": 4,
       "init": {"u32": [)" + sequence(0, 16) + R"(]}},
      {"register": "u1", "type": "RWTexture2DArray", "format": "R32G32B32A32_FLOAT", "width": 4, "height": 4, "array": 2}
    ],
    "check": ["u0", "u1"]})");
  ASSERT_EQ(out["u0"].size(), 16u);
  for (uint32_t i = 0; i < 16; ++i) EXPECT_EQ(out["u0"][i], 2 * i + 1);
  ASSERT_EQ(out["u1"].size(), 2u * 16 * 4);
  for (uint32_t layer = 0; layer < 2; ++layer)
    for (uint32_t y = 0; y < 4; ++y)
      for (uint32_t x = 0; x < 4; ++x) {
        size_t i = ((layer * 4 + y) * 4 + x) * 4;
        EXPECT_EQ(asFloat(out["u1"][i]), float(x));
        EXPECT_EQ(asFloat(out["u1"][i + 1]), float(y));
        EXPECT_EQ(asFloat(out["u1"][i + 2]), float(layer));
        EXPECT_EQ(asFloat(out["u1"][i + 3]), 1.0f);
      }
}

// RWTexture2DMS(Array): written per sample through the storage view; read back with the
// samples of a texel one after another, layers one after another.
TEST_F(GraphicsSelfTest, MultisampledStorageImagesWrittenAndReadBack) {
  if (!runner().hasFeature(Feature::StorageImageMultisample))
    GTEST_SKIP() << "device lacks " << featureName(Feature::StorageImageMultisample);
  Outputs out = dispatch("storage_image_ms", R"({
    "dispatch": [1, 1, 1],
    "resources": [
      {"register": "u0", "type": "RWTexture2DMS", "format": "R32_UINT", "width": 2, "height": 2, "samples": 4,
       "init": {"u32": [)" + sequence(0, 16) + R"(]}},
      {"register": "u1", "type": "RWTexture2DMSArray", "format": "R32_FLOAT", "width": 2, "height": 2,
       "samples": 4, "array": 2}
    ],
    "check": ["u0", "u1"]})");
  ASSERT_EQ(out["u0"].size(), 16u);
  for (uint32_t i = 0; i < 16; ++i) EXPECT_EQ(out["u0"][i], 2 * i + 1) << i;
  ASSERT_EQ(out["u1"].size(), 2u * 4 * 4);
  for (uint32_t layer = 0; layer < 2; ++layer)
    for (uint32_t y = 0; y < 2; ++y)
      for (uint32_t x = 0; x < 2; ++x)
        for (uint32_t s = 0; s < 4; ++s)
          EXPECT_EQ(asFloat(out["u1"][((layer * 2 + y) * 2 + x) * 4 + s]), float(x + 10 * y + 100 * layer + 1000 * s));
}

TEST_F(GraphicsSelfTest, TextureTypeMustMatchTheShaderImage) {
  RunResult r = runner().run(loadSpirv("sample"), parseRunSpec(R"({
    "dispatch": [1, 1, 1],
    "resources": [
      {"register": "t0", "type": "Texture2DArray", "format": "R32_FLOAT", "width": 4, "height": 4, "array": 2},
      {"register": "s0", "type": "SamplerState"},
      {"register": "u0", "type": "RWStructuredBuffer", "stride": 16, "size": 1024}
    ]})"));
  EXPECT_EQ(r.status, RunResult::Status::Failed);
  EXPECT_NE(r.message.find("Texture2DArray"), std::string::npos) << r.message;
}

TEST_F(GraphicsSelfTest, WrongStagesAreFailures) {
  RunSpec spec = parseRunSpec(R"({"mode": "graphics", "vs": "v", "vertex_count": 3, "viewport": [4, 4],
    "targets": [], "resources": []})");
  RunResult swapped = runner().runGraphics(loadSpirv("solid.frag"), loadSpirv("positions.vert"), spec);
  EXPECT_EQ(swapped.status, RunResult::Status::Failed);
  EXPECT_NE(swapped.message.find("Vertex entry point"), std::string::npos) << swapped.message;
  RunResult compute = runner().run(loadSpirv("sample"), spec);
  EXPECT_EQ(compute.status, RunResult::Status::Failed);
  EXPECT_NE(compute.message.find("runGraphics"), std::string::npos) << compute.message;
}

}  // namespace
}  // namespace dxsv::exec
