// Proves the runner's acceleration structures without our translator: a GLSL ray-query
// compute shader (shaders/ray_query.comp) against two triangles, the hits computed here.
// Devices without acceleration structures (lavapipe of Mesa 22.3) skip it with the reason.
#include <gtest/gtest.h>

#include <array>
#include <bit>
#include <cstring>
#include <cmath>
#include <optional>
#include <string>
#include <vector>

#include "exec/require_device.h"
#include "exec/run_spec.h"
#include "exec/selftest_util.h"

namespace dxsv::exec {
namespace {

using Vec3 = std::array<float, 3>;

struct Hit {
  float t, u, v;  // barycentrics of vertices 1 and 2
};

// Ray (origin, direction -z) against triangle (a, b, c), Moller-Trumbore.
std::optional<Hit> intersect(const Vec3& o, const Vec3& a, const Vec3& b, const Vec3& c) {
  const Vec3 d{0, 0, -1};
  auto sub = [](const Vec3& x, const Vec3& y) { return Vec3{x[0] - y[0], x[1] - y[1], x[2] - y[2]}; };
  auto cross = [](const Vec3& x, const Vec3& y) {
    return Vec3{x[1] * y[2] - x[2] * y[1], x[2] * y[0] - x[0] * y[2], x[0] * y[1] - x[1] * y[0]};
  };
  auto dot = [](const Vec3& x, const Vec3& y) { return x[0] * y[0] + x[1] * y[1] + x[2] * y[2]; };
  Vec3 e1 = sub(b, a), e2 = sub(c, a), p = cross(d, e2);
  float det = dot(e1, p);
  if (std::fabs(det) < 1e-9f) return std::nullopt;
  Vec3 s = sub(o, a);
  float u = dot(s, p) / det;
  Vec3 q = cross(s, e1);
  float v = dot(d, q) / det, t = dot(e2, q) / det;
  if (u < 0 || v < 0 || u + v > 1 || t < 0 || t > 10) return std::nullopt;
  return Hit{t, u, v};
}

// Triangle 0 covers x, y in [-1, 0.2] at z = 0 (lower left); triangle 1, nearer the rays'
// origin at z = 0.5, covers the upper right. Instance custom index 7.
const std::vector<std::array<Vec3, 3>> kTriangles = {{{{-1, -1, 0}, {0.2f, -1, 0}, {-1, 0.2f, 0}}},
                                                     {{{1, 1, 0.5f}, {-0.1f, 1, 0.5f}, {1, -0.1f, 0.5f}}}};

std::string sceneSpec(uint32_t outBytes) {
  std::string list;
  for (const auto& tri : kTriangles)
    for (const Vec3& p : tri)
      for (float c : p) list += (list.empty() ? "" : ", ") + std::to_string(c);
  return R"({"dispatch": [DISPATCH], "resources": [
      {"register": "t0", "type": "RaytracingAccelerationStructure", "instance_id": 7, "triangles": [)" + list + R"(]},
      {"register": "u0", "type": "RWByteAddressBuffer", "size": )" + std::to_string(outBytes) + R"(}],
    "check": ["u0"], "compare": "exact"})";
}

// Checks ray i's words (status, t, primitive, instance, u, v) against the CPU model; returns
// whether it hit.
bool checkRay(uint32_t i, const uint32_t* w) {
  Vec3 origin{float(i % 4) * 0.5f - 0.75f, float(i / 4) * 0.5f - 0.75f, 1.0f};
  std::optional<Hit> best;
  uint32_t primitive = 0;
  for (uint32_t p = 0; p < kTriangles.size(); ++p)
    if (auto h = intersect(origin, kTriangles[p][0], kTriangles[p][1], kTriangles[p][2]); h && (!best || h->t < best->t)) {
      best = h;
      primitive = p;
    }
  SCOPED_TRACE("ray " + std::to_string(i));
  EXPECT_EQ(w[0], best ? 1u : 0u);
  if (!best || w[0] != 1u) return false;
  EXPECT_NEAR(std::bit_cast<float>(w[1]), best->t, 1e-5f);
  EXPECT_EQ(w[2], primitive);
  EXPECT_EQ(w[3], 7u);
  EXPECT_NEAR(std::bit_cast<float>(w[4]), best->u, 1e-5f);
  EXPECT_NEAR(std::bit_cast<float>(w[5]), best->v, 1e-5f);
  return true;
}

std::string withDispatch(std::string json, const char* dispatch) {
  json.replace(json.find("DISPATCH"), 8, dispatch);
  return json;
}

TEST(RaytracingSelfTest, RayQueryHitsTheAccelerationStructure) {
  DXSV_SKIP_OR_FAIL_WITHOUT_DEVICE(runner());
  RunResult r = runner().run(loadSpirv("ray_query"), parseRunSpec(withDispatch(sceneSpec(384), "1, 1, 1"), "ray_query"));
  if (r.status == RunResult::Status::Skipped) GTEST_SKIP() << r.message;
  ASSERT_TRUE(r.ok()) << r.message;
  const std::vector<uint32_t>& out = r.outputs["u0"];
  ASSERT_EQ(out.size(), 96u);
  int hits = 0;
  for (uint32_t i = 0; i < 16; ++i) hits += checkRay(i, &out[i * 6]);
  EXPECT_GT(hits, 4);  // the rays meet both triangles and miss some
}

// A bottom level of six geometries, copies of one triangle that each geometry's transformData
// moves to x = 10 g (shaders/ray_geometries.comp: ray i at x = 10 i hits geometry i), built, and
// built then updated in place from the same inputs. Both must place every geometry.
std::vector<uint32_t> geometryHits(bool update, const char* format = nullptr) {
  std::string spec = R"({"dispatch": [1, 1, 1], "resources": [
    {"register": "t0", "type": "RaytracingAccelerationStructure",
     "triangles": [-1, -1, 0, 1, -1, 0, 0, 1, 0], "geometry_offsets_x": [0, 10, 20, 30, 40, 50],
     "update": UPDATE},
    {"register": "u0", "type": "RWByteAddressBuffer", "size": 64}], "check": ["u0"]})";
  spec.replace(spec.find("UPDATE"), 6, std::string(update ? "true" : "false") +
                                           (format ? std::string(", \"vertex_format\": \"") + format + "\"" : ""));
  RunResult r = runner().run(loadSpirv("ray_geometries"), parseRunSpec(spec, "ray_geometries"));
  if (r.status == RunResult::Status::Skipped) return {};
  EXPECT_TRUE(r.ok()) << r.message;
  return r.outputs["u0"];
}

TEST(RaytracingSelfTest, GeometryTransformsPlaceEachGeometry) {
  DXSV_SKIP_OR_FAIL_WITHOUT_DEVICE(runner());
  for (bool update : {false, true}) {
    std::vector<uint32_t> out = geometryHits(update);
    if (out.empty()) GTEST_SKIP() << "no acceleration structures";
    ASSERT_EQ(out.size(), 16u);
    std::string seen;
    for (uint32_t i = 0; i < 8; ++i) seen += " " + (out[2 * i] ? std::to_string(out[2 * i + 1]) : std::string("miss"));
    std::cerr << "[exec] update " << update << ": ray i hits geometry" << seen << "\n";
    for (uint32_t i = 0; i < 8; ++i) {
      EXPECT_EQ(out[2 * i], i < 6 ? 1u : 0u) << "ray " << i << (update ? " (updated)" : "");
      if (i < 6) EXPECT_EQ(out[2 * i + 1], i) << "ray " << i << (update ? " (updated)" : "");
    }
  }
}

// The same six geometries with their vertices in the 4-component 16-bit formats Vulkan requires
// for acceleration structures (three components read, 6 bytes apart, as D3D12 geometries give
// them). lavapipe (Mesa 25.0) misplaces them: SNORM gives "0 5 miss ...", FLOAT "0 miss ...",
// where 32-bit floats give "0 1 2 3 4 5"; vkd3d-proton's test_rayquery_root_desc/_table and
// test_raytracing (geometries 2 and 4 in these formats) fail the same way with any translator.
TEST(RaytracingSelfTest, SixteenBitVertexFormatsWithGeometryTransforms) {
  DXSV_SKIP_OR_FAIL_WITHOUT_DEVICE(runner());
  bool defect = lavapipeOfMesa(25, 0);
  for (const char* format : {"R16G16B16A16_SNORM", "R16G16B16A16_FLOAT"}) {
    std::vector<uint32_t> out = geometryHits(false, format);
    if (out.empty()) GTEST_SKIP() << "no acceleration structures";
    ASSERT_EQ(out.size(), 16u);
    std::string seen, right;
    for (uint32_t i = 0; i < 8; ++i) {
      seen += " " + (out[2 * i] ? std::to_string(out[2 * i + 1]) : std::string("miss"));
      right += " " + (i < 6 ? std::to_string(i) : std::string("miss"));
    }
    std::cerr << "[exec] " << format << ": ray i hits geometry" << seen << "\n";
    if (defect)
      EXPECT_NE(seen, right) << format << ": lavapipe 25.0's defect did not reproduce";
    else
      EXPECT_EQ(seen, right) << format;
  }
}

// The same scene through a ray-generation + miss + closest-hit pipeline; each record of the
// SBT carries a value its shader returns in the payload (the shader-record path).
TEST(RaytracingSelfTest, PipelineWithShaderRecords) {
  DXSV_SKIP_OR_FAIL_WITHOUT_DEVICE(runner());
  auto bytesOf = [](uint32_t v) {
    std::vector<uint8_t> b(4);
    std::memcpy(b.data(), &v, 4);
    return b;
  };
  RayTracingStages stages;
  stages.raygen.spirv = loadSpirv("ray_pipeline.rgen");
  stages.miss.push_back({loadSpirv("ray_pipeline.rmiss"), bytesOf(0x123), {}});
  stages.hitGroups.push_back({loadSpirv("ray_pipeline.rchit"), {}, {}, bytesOf(0xabc), {}});
  RunResult r = runner().runRayTracing(stages, parseRunSpec(withDispatch(sceneSpec(448), "4, 4, 1"), "ray_pipeline"));
  if (r.status == RunResult::Status::Skipped) GTEST_SKIP() << r.message;
  ASSERT_TRUE(r.ok()) << r.message;
  const std::vector<uint32_t>& out = r.outputs["u0"];
  ASSERT_EQ(out.size(), 112u);
  int hits = 0;
  for (uint32_t i = 0; i < 16; ++i) {
    bool hit = checkRay(i, &out[i * 7]);
    hits += hit;
    EXPECT_EQ(out[i * 7 + 6], hit ? 0xabcu : 0x123u) << "ray " << i << ": the shader record's value";
  }
  EXPECT_GT(hits, 4);
}

}  // namespace
}  // namespace dxsv::exec
