// Parsing of run/expect specs and the word comparison, without a device.
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <limits>
#include <tuple>

#include "exec/compare.h"
#include "exec/run_spec.h"
#include "exec/vk_root_signature.h"

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

TEST(RunSpecTest, ParsesGraphicsRuns) {
  RunSpec s = parseRunSpec(R"({
    "mode": "graphics", "vs": "vs_for_x", "vertex_count": 6, "instance_count": 2, "first_vertex": 1,
    "first_instance": 3, "topology": "triangle_strip", "viewport": [16, 8], "cull": "back", "front_face": "ccw",
    "samples": 4, "layers": 2, "viewport_count": 3,
    "targets": [{"format": "R32G32B32A32_FLOAT", "clear": [-1, 0.5]},
                {"format": "R32_SINT", "clear": [-7], "write_mask": "rb"}],
    "depth": {"format": "D24_UNORM_S8_UINT", "clear": 0.5, "compare": "greater_equal", "write": false, "test": true,
              "stencil": {"clear": 3, "compare": "not_equal", "pass": "replace", "fail": "decr", "depth_fail": "invert",
                          "ref": 9, "read_mask": 15, "write_mask": 240}},
    "resources": [],
    "check": ["rt0", "rt1", "depth", "stencil"], "compare": {"f32_abs": 1e-6}})");
  ASSERT_TRUE(s.isGraphics());
  const GraphicsSpec& g = s.graphics;
  EXPECT_EQ(g.vs, "vs_for_x");
  EXPECT_EQ(g.vertexCount, 6u);
  EXPECT_EQ(g.instanceCount, 2u);
  EXPECT_EQ(g.firstVertex, 1u);
  EXPECT_EQ(g.firstInstance, 3u);
  EXPECT_EQ(g.topology, Topology::TriangleStrip);
  EXPECT_EQ(g.width, 16u);
  EXPECT_EQ(g.height, 8u);
  EXPECT_EQ(g.cull, CullMode::Back);
  EXPECT_TRUE(g.frontCounterClockwise);
  EXPECT_EQ(g.samples, 4u);
  EXPECT_EQ(g.layers, 2u);
  EXPECT_EQ(g.views, 0u);
  EXPECT_EQ(g.viewportCount, 3u);
  ASSERT_EQ(g.targets.size(), 2u);
  EXPECT_EQ(g.targets[0].clear, (std::array<double, 4>{-1, 0.5, 0, 0}));
  EXPECT_EQ(g.targets[0].writeMask, 0xfu);
  EXPECT_EQ(g.targets[1].clear[0], -7);
  EXPECT_EQ(g.targets[1].writeMask, 0x5u);
  ASSERT_TRUE(g.depth && g.depth->stencil);
  EXPECT_EQ(g.depth->clear, 0.5f);
  EXPECT_EQ(g.depth->compare, CompareOp::GreaterEqual);
  EXPECT_FALSE(g.depth->write);
  const StencilSpec& st = *g.depth->stencil;
  EXPECT_EQ(st.clear, 3u);
  EXPECT_EQ(st.compare, CompareOp::NotEqual);
  EXPECT_EQ(st.pass, StencilOp::Replace);
  EXPECT_EQ(st.fail, StencilOp::Decr);
  EXPECT_EQ(st.depthFail, StencilOp::Invert);
  EXPECT_EQ(st.ref, 9u);
  EXPECT_EQ(st.readMask, 15u);
  EXPECT_EQ(st.writeMask, 240u);
  EXPECT_EQ(s.check, (std::vector<std::string>{"rt0", "rt1", "depth", "stencil"}));
  // Defaults.
  RunSpec d = parseRunSpec(R"({"mode": "graphics", "vs": "v", "vertex_count": 3, "viewport": [2, 2],
    "targets": [], "depth": {"format": "D32_FLOAT"}, "resources": [], "views": 2})");
  EXPECT_EQ(d.graphics.instanceCount, 1u);
  EXPECT_EQ(d.graphics.topology, Topology::TriangleList);
  EXPECT_EQ(d.graphics.cull, CullMode::None);
  EXPECT_FALSE(d.graphics.frontCounterClockwise);
  EXPECT_EQ(d.graphics.samples, 1u);
  EXPECT_EQ(d.graphics.views, 2u);
  EXPECT_EQ(d.graphics.depth->compare, CompareOp::Less);
  EXPECT_EQ(d.graphics.depth->clear, 1.0f);
  EXPECT_TRUE(d.graphics.depth->write && d.graphics.depth->test);
}

TEST(RunSpecTest, ParsesTexturesAndSamplers) {
  RunSpec s = parseRunSpec(R"({
    "dispatch": [1, 1, 1],
    "resources": [
      {"register": "t0", "type": "Texture2D", "format": "R32G32B32A32_FLOAT", "width": 16, "height": 8, "mips": 5,
       "init": {"f32": [0.5, 0.25]}},
      {"register": "t1", "type": "TextureCubeArray", "format": "D32_FLOAT", "width": 8, "array": 2},
      {"register": "t2", "type": "Texture2DMSArray", "format": "R8G8B8A8_UNORM", "width": 4, "height": 2, "array": 3},
      {"register": "t3", "type": "Texture3D", "format": "R16G16_SNORM", "width": 4, "height": 4, "depth": 2, "mips": 2},
      {"register": "u1", "type": "RWTexture1DArray", "format": "R32_UINT", "width": 16, "array": 4},
      {"register": "s0", "type": "SamplerState", "filter": "aniso", "max_anisotropy": 8, "mip_filter": "point",
       "address": "wrap", "address_v": "mirror_once", "border": [1, 0, 0, 1], "mip_lod_bias": -0.5, "min_lod": 1,
       "max_lod": 3},
      {"register": "s1", "type": "SamplerComparisonState", "filter": "point", "compare": "less_equal"},
      {"register": "s2", "type": "SamplerState"}
    ],
    "check": ["t0", "u1"]})");
  const ResourceSpec& t0 = s.resources[0];
  EXPECT_EQ(t0.type, ResourceType::Texture2D);
  EXPECT_EQ(t0.texelBytes, 16u);
  EXPECT_EQ(t0.size, 16u * (16 * 8 + 8 * 4 + 4 * 2 + 2 * 1 + 1 * 1));
  EXPECT_EQ(t0.init.size(), 8u);
  const ResourceSpec& t1 = s.resources[1];
  EXPECT_EQ(t1.height, 8u);  // cubes default to the width
  EXPECT_EQ(t1.layers(), 12u);
  EXPECT_EQ(t1.size, 4u * 8 * 8 * 12);
  EXPECT_FALSE(t0.sparse);
  const ResourceSpec& t2 = s.resources[2];
  EXPECT_EQ(t2.samples, 4u);  // the default
  EXPECT_EQ(t2.size, 4u * 4 * 2 * 3 * 4);
  EXPECT_EQ(s.resources[3].size, 4u * (4 * 4 * 2 + 2 * 2 * 1));
  EXPECT_EQ(s.resources[4].size, 4u * 16 * 4);
  const SamplerSpec& s0 = s.resources[5].sampler;
  EXPECT_TRUE(s0.anisotropic && s0.minLinear && s0.magLinear);
  EXPECT_FALSE(s0.mipLinear);
  EXPECT_EQ(s0.maxAnisotropy, 8.0f);
  EXPECT_EQ(s0.address[0], AddressMode::Wrap);
  EXPECT_EQ(s0.address[1], AddressMode::MirrorOnce);
  EXPECT_EQ(s0.address[2], AddressMode::Wrap);
  EXPECT_EQ(s0.border, (std::array<float, 4>{1, 0, 0, 1}));
  EXPECT_EQ(s0.mipLodBias, -0.5f);
  EXPECT_EQ(s0.minLod, 1.0f);
  EXPECT_EQ(s0.maxLod, 3.0f);
  EXPECT_EQ(s.resources[6].sampler.compare, CompareOp::LessEqual);
  EXPECT_FALSE(s.resources[6].sampler.minLinear);
  const SamplerSpec& s2 = s.resources[7].sampler;  // defaults: linear, clamp, unclamped LOD
  EXPECT_TRUE(s2.minLinear && s2.magLinear && s2.mipLinear && !s2.anisotropic);
  EXPECT_EQ(s2.address[0], AddressMode::Clamp);
  EXPECT_FALSE(s2.maxLod.has_value());
}

TEST(RunSpecTest, ParsesSparseAndMultisampledStorageTextures) {
  RunSpec s = parseRunSpec(R"({
    "dispatch": [1, 1, 1],
    "resources": [
      {"register": "t0", "type": "Texture2D", "format": "R32_FLOAT", "width": 256, "height": 128,
       "sparse": {"unbound_tiles": [[1, 0], [0, 0]]}},
      {"register": "u0", "type": "RWTexture2DMSArray", "format": "R32_UINT", "width": 2, "height": 2, "array": 3,
       "samples": 8}
    ],
    "check": ["u0"]})");
  const ResourceSpec& t0 = s.resources[0];
  EXPECT_TRUE(t0.sparse);
  EXPECT_EQ(t0.unboundTiles, (std::vector<std::array<uint32_t, 2>>{{1, 0}, {0, 0}}));
  const ResourceSpec& u0 = s.resources[1];
  EXPECT_TRUE(isStorageTexture(u0.type) && isMultisampled(u0.type));
  EXPECT_EQ(u0.regClass, 'u');
  EXPECT_EQ(u0.size, 4u * 2 * 2 * 3 * 8);
}

TEST(RunSpecTest, ReportsGraphicsAndTextureErrorsWithTheField) {
  auto error = [](const std::string& json) {
    try {
      parseRunSpec(json, "case.run.json");
    } catch (const SpecError& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  auto graphics = [&](const std::string& fields) {
    return error(R"({"mode": "graphics", "vs": "v", "vertex_count": 3, "viewport": [4, 4], "resources": [])" + fields +
                 "}");
  };
  auto texture = [&](const std::string& resource) {
    return error(R"({"dispatch": [1, 1, 1], "resources": [)" + resource + "]}");
  };
  auto has = [](const std::string& message, const char* part) {
    return message.find(part) != std::string::npos;
  };
  EXPECT_EQ(graphics(""), "no error");
  EXPECT_TRUE(has(error(R"({"mode": "draw", "dispatch": [1, 1, 1], "resources": []})"), "mode 'draw'"));
  EXPECT_TRUE(has(error(R"({"mode": "graphics", "vertex_count": 3, "viewport": [4, 4], "resources": []})"), "'vs'"));
  EXPECT_TRUE(has(graphics(R"(, "topology": "quads")"), "topology 'quads'"));
  EXPECT_TRUE(has(graphics(R"(, "cull": "all")"), "cull"));
  EXPECT_TRUE(has(graphics(R"(, "samples": 3)"), "samples"));
  EXPECT_TRUE(has(graphics(R"(, "vertex_cout": 3)"), "unknown field 'vertex_cout'"));
  EXPECT_TRUE(has(graphics(R"(, "layers": 2, "views": 2)"), "layers and views"));
  EXPECT_TRUE(has(graphics(R"(, "targets": [{"format": "D32_FLOAT"}])"), "targets[0]"));
  EXPECT_TRUE(has(graphics(R"(, "targets": [{"format": "R32_UINT", "clear": [0.5]}])"), "clear[0]"));
  EXPECT_TRUE(has(graphics(R"(, "targets": [{"format": "R32_UINT", "write_mask": "rgbx"}])"), "write_mask"));
  EXPECT_TRUE(has(graphics(R"(, "depth": {"format": "D32_FLOAT", "stencil": {}})"), "stencil needs a format"));
  EXPECT_TRUE(has(graphics(R"(, "depth": {"format": "D32_FLOAT", "compare": "lesser"})"), "compare 'lesser'"));
  EXPECT_TRUE(has(graphics(R"(, "depth": {"format": "D24_UNORM_S8_UINT", "stencil": {"pass": "incr_wrap"}})"),
                  "stencil.pass 'incr_wrap'"));
  EXPECT_TRUE(has(graphics(R"(, "targets": [], "check": ["rt0"])"), "check 'rt0'"));
  EXPECT_TRUE(has(graphics(R"(, "check": ["stencil"])"), "check 'stencil'"));
  EXPECT_TRUE(has(error(R"({"dispatch": [1, 1, 1], "resources": [], "check": ["rt0"]})"), "check 'rt0'"));
  EXPECT_TRUE(has(texture(R"({"register": "u0", "type": "Texture2D", "format": "R32_FLOAT", "width": 4})"),
                  "'t' register"));
  EXPECT_TRUE(has(texture(R"({"register": "t0", "type": "Texture2D", "width": 4})"), "needs a 'format'"));
  EXPECT_TRUE(has(texture(R"({"register": "t0", "type": "Texture2D", "format": "R99", "width": 4})"), "'R99'"));
  EXPECT_TRUE(has(texture(R"({"register": "t0", "type": "Texture1D", "format": "R32_FLOAT", "width": 4, "height": 2})"),
                  "height"));
  EXPECT_TRUE(has(texture(R"({"register": "t0", "type": "Texture2D", "format": "R32_FLOAT", "width": 4, "mips": 4})"),
                  "mips must be from 1 to 3"));
  EXPECT_TRUE(has(texture(R"({"register": "t0", "type": "Texture2D", "format": "R32_FLOAT", "width": 4, "samples": 4})"),
                  "samples"));
  EXPECT_TRUE(has(texture(R"({"register": "t0", "type": "Texture2D", "format": "R32_FLOAT", "width": 1,
                              "init": {"f32": [1, 2]}})"),
                  "init has 8 bytes"));
  EXPECT_TRUE(has(texture(R"({"register": "t0", "type": "Texture2D", "format": "R32_FLOAT", "width": 1, "size": 4})"),
                  "unknown field 'size'"));
  EXPECT_TRUE(has(texture(R"({"register": "t0", "type": "Texture3D", "format": "R32_FLOAT", "width": 4, "sparse": {}})"),
                  "sparse is for Texture2D of one mip only"));
  EXPECT_TRUE(has(texture(R"({"register": "t0", "type": "Texture2D", "format": "R32_FLOAT", "width": 4,
                              "sparse": {"unbound_tiles": [[1]]}})"),
                  "unbound_tiles"));
  EXPECT_TRUE(has(texture(R"({"register": "t0", "type": "Texture2D", "format": "R32_FLOAT", "width": 4,
                              "sparse": {"tiles": []}})"),
                  "unknown field 'tiles'"));
  EXPECT_TRUE(has(texture(R"({"register": "s0", "type": "SamplerState", "compare": "less"})"),
                  "SamplerComparisonState only"));
  EXPECT_TRUE(has(texture(R"({"register": "s0", "type": "SamplerState", "address_u": "repeat"})"), "address_u"));
  EXPECT_TRUE(has(texture(R"({"register": "s0", "type": "SamplerState", "border": [1, 1]})"), "border"));
  EXPECT_TRUE(has(error(R"({"dispatch": [1, 1, 1], "resources": [{"register": "s0", "type": "SamplerState"}],
                            "check": ["s0"]})"),
                  "names a sampler"));
}

TEST(RunSpecTest, ParsesPipelineStages) {
  RunSpec t = parseRunSpec(R"({"mode": "graphics", "vs": "v", "hs": "h", "ds": "d", "gs": "g", "vertex_count": 8,
    "topology": "patch_list", "patch_control_points": 4, "viewport": [4, 4], "resources": []})");
  const GraphicsSpec& g = t.graphics;
  EXPECT_EQ(std::tie(g.vs, g.hs, g.ds, g.gs), std::make_tuple("v", "h", "d", "g"));
  EXPECT_TRUE(g.hasTessellation());
  EXPECT_FALSE(g.isMesh());
  EXPECT_EQ(g.topology, Topology::PatchList);
  EXPECT_EQ(g.patchControlPoints, 4u);
  EXPECT_EQ(g.vertexCount, 8u);

  RunSpec m = parseRunSpec(R"({"mode": "graphics", "ms": "m", "as": "a", "mesh_dispatch": [2, 3, 4],
    "viewport": [4, 4], "resources": []})");
  EXPECT_TRUE(m.graphics.isMesh());
  EXPECT_EQ(std::tie(m.graphics.ms, m.graphics.as), std::make_tuple("m", "a"));
  EXPECT_TRUE(m.graphics.vs.empty());
  EXPECT_EQ(m.graphics.meshDispatch, (std::array<uint32_t, 3>{2, 3, 4}));
  RunSpec plainMesh = parseRunSpec(R"({"mode": "graphics", "ms": "m", "viewport": [4, 4], "resources": []})");
  EXPECT_EQ(plainMesh.graphics.meshDispatch, (std::array<uint32_t, 3>{1, 1, 1}));
  EXPECT_TRUE(plainMesh.graphics.as.empty());

  const std::pair<const char*, Topology> adjacency[] = {{"line_list_adj", Topology::LineListAdj},
                                                        {"line_strip_adj", Topology::LineStripAdj},
                                                        {"triangle_list_adj", Topology::TriangleListAdj},
                                                        {"triangle_strip_adj", Topology::TriangleStripAdj}};
  for (auto [name, topology] : adjacency) {
    RunSpec a = parseRunSpec(R"({"mode": "graphics", "vs": "v", "gs": "g", "vertex_count": 6, "topology": ")" +
                             std::string(name) + R"(", "viewport": [4, 4], "resources": []})");
    EXPECT_EQ(a.graphics.topology, topology) << name;
    EXPECT_EQ(a.graphics.gs, "g");
  }
}

TEST(RunSpecTest, ReportsStageErrorsWithTheKey) {
  auto error = [](const std::string& fields) {
    try {
      parseRunSpec(R"({"mode": "graphics", "viewport": [4, 4], "resources": [], )" + fields + "}", "case.run.json");
    } catch (const SpecError& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  auto has = [](const std::string& message, const char* part) {
    return message.find(part) != std::string::npos;
  };
  const std::string vertex = R"("vs": "v", "vertex_count": 3)";
  const std::string tess = vertex + R"(, "hs": "h", "ds": "d")";
  EXPECT_EQ(error(tess + R"(, "topology": "patch_list", "patch_control_points": 3)"), "no error");
  EXPECT_TRUE(has(error(vertex + R"(, "hs": "h")"), "'hs' and 'ds' come together (tessellation needs both); only 'hs'"));
  EXPECT_TRUE(has(error(vertex + R"(, "ds": "d")"), "only 'ds'"));
  EXPECT_TRUE(has(error(tess + R"(, "topology": "patch_list")"), "needs 'patch_control_points'"));
  EXPECT_TRUE(has(error(tess + R"(, "patch_control_points": 3)"), "needs topology 'patch_list'"));
  EXPECT_TRUE(has(error(tess + R"(, "topology": "patch_list", "patch_control_points": 33)"),
                  "patch_control_points must be at most 32"));
  EXPECT_TRUE(has(error(tess + R"(, "topology": "patch_list", "patch_control_points": 0)"),
                  "patch_control_points must be from 1 to 32"));
  EXPECT_TRUE(has(error(vertex + R"(, "topology": "patch_list")"), "topology 'patch_list' needs 'hs' and 'ds'"));
  EXPECT_TRUE(has(error(vertex + R"(, "patch_control_points": 3)"), "'patch_control_points' is for tessellation"));
  EXPECT_TRUE(has(error(vertex + R"(, "topology": "triangle_fan_adj")"), "topology 'triangle_fan_adj' is not one of"));
  EXPECT_TRUE(has(error(vertex + R"(, "gs": "")"), "gs must name a shader"));
  EXPECT_TRUE(has(error(R"("hs": "h", "ds": "d")"), "needs 'vs' (its vertex shader) or 'ms'"));
  const std::string mesh = R"("ms": "m")";
  EXPECT_EQ(error(mesh), "no error");
  EXPECT_TRUE(has(error(mesh + R"(, "vs": "v")"), "'vs' is for vertex pipelines; a mesh run ('ms')"));
  EXPECT_TRUE(has(error(mesh + R"(, "gs": "g")"), "'gs' is for vertex pipelines"));
  EXPECT_TRUE(has(error(mesh + R"(, "vertex_count": 3)"), "'vertex_count' is for vertex pipelines"));
  EXPECT_TRUE(has(error(mesh + R"(, "topology": "point_list")"), "'topology' is for vertex pipelines"));
  EXPECT_TRUE(has(error(mesh + R"(, "mesh_dispatch": [1, 1])"), "'mesh_dispatch' must be [X, Y, Z]"));
  EXPECT_TRUE(has(error(mesh + R"(, "mesh_dispatch": [1, -1, 1])"), "mesh_dispatch[1] must be a non-negative"));
  EXPECT_TRUE(has(error(vertex + R"(, "as": "a")"), "'as' (an amplification shader) needs 'ms'"));
  EXPECT_TRUE(has(error(vertex + R"(, "mesh_dispatch": [1, 1, 1])"), "'mesh_dispatch' is for mesh runs"));
  EXPECT_TRUE(has(error(mesh + R"(, "mesh_dispach": [1, 1, 1])"), "unknown field 'mesh_dispach'"));
}

TEST(RunSpecTest, ParsesNodeRuns) {
  RunSpec s = parseRunSpec(R"({"mode": "node",
    "node": {"entry": "N", "library": "other", "launch": "broadcasting", "input": "gpu", "grid": [4, 3, 1],
             "grid_is_upper_bound": true, "dispatch_grid": {"offset": 4, "components": 2, "bits": 16},
             "record_stride": 12, "records": [{"u32": [1, 2]}, {"u32": [3]}], "linear_offset": 1,
             "amplification": 5, "recursion_levels": 2, "outputs": [{"node": 2, "stride": 8}, {"node": 5, "array_size": 3}],
             "output_bytes": 256, "max_entries": 8, "local_root": {"u32": [9]}},
    "resources": [], "check": ["node.bytes", "node.entries", "node.counts", "node.records.2"]})");
  ASSERT_TRUE(s.isNode());
  const NodeSpec& n = s.node;
  EXPECT_EQ(n.entry, "N");
  EXPECT_EQ(n.library, "other");
  EXPECT_EQ(n.launch, NodeLaunch::Broadcasting);
  EXPECT_EQ(n.input, NodeInputKind::Gpu);
  EXPECT_EQ(n.grid, (std::array<uint32_t, 3>{4, 3, 1}));
  EXPECT_TRUE(n.gridIsUpperBound);
  EXPECT_EQ(n.gridOffset, 4u);
  EXPECT_EQ(n.gridComponents, 2u);
  EXPECT_EQ(n.gridBits, 16u);
  ASSERT_EQ(n.records.size(), 2u);
  EXPECT_EQ(n.records[1], (std::vector<uint8_t>{3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}));  // padded to the stride
  EXPECT_EQ(n.linearOffset, 1u);
  EXPECT_EQ(n.amplification, 5u);
  EXPECT_EQ(n.recursionLevels, 2u);
  EXPECT_EQ(n.nodeCount, 8u);  // the array's last element is node 7
  EXPECT_EQ(n.strideOf(2), 8u);
  EXPECT_EQ(n.strideOf(7), 0u);
  EXPECT_FALSE(n.strideOf(4));
  EXPECT_EQ(n.outputBytes, 256u);
  EXPECT_EQ(n.maxEntries, 8u);
  EXPECT_EQ(n.localRoot, (std::vector<uint8_t>{9, 0, 0, 0}));
  EXPECT_EQ(s.check.size(), 4u);
}

TEST(RunSpecTest, ReportsNodeErrorsWithTheField) {
  auto error = [](const std::string& node, const std::string& rest = R"("resources": [])") {
    try {
      parseRunSpec(R"({"mode": "node", "node": )" + node + ", " + rest + "}", "case.run.json");
    } catch (const SpecError& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  const std::string thread = R"({"entry": "N", "launch": "thread", "record_stride": 4, "records": [{"u32": [1]}]})";
  EXPECT_EQ(error(thread), "no error");
  EXPECT_NE(error(thread, R"("resources": [], "dispatch": [1, 1, 1])").find("unknown field 'dispatch'"), std::string::npos);
  EXPECT_NE(error(thread, R"("resources": [], "check": ["node.records.3"])").find("no output reaches node 3"),
            std::string::npos);
  EXPECT_NE(error(R"({"entry": "N", "launch": "thread", "record_stride": 2, "records": [{"u32": [1]}]})")
                .find("record_stride is 2"), std::string::npos);
  EXPECT_NE(error(R"({"entry": "N", "launch": "thread", "max_records": 4, "record_stride": 4, "records": [{}]})")
                .find("only for coalescing"), std::string::npos);
  EXPECT_NE(error(R"({"entry": "N", "launch": "coalescing", "grid": [1, 1, 1], "record_stride": 4, "records": [{}]})")
                .find("for broadcasting nodes"), std::string::npos);
  EXPECT_NE(error(R"({"entry": "N", "launch": "broadcasting", "grid_is_upper_bound": true, "record_stride": 4, "records": [{}]})")
                .find("go together"), std::string::npos);
  EXPECT_NE(error(R"({"entry": "N", "launch": "thread", "record_stride": 4, "records": [{}], "linear_offset": 1})")
                .find("linear_offset"), std::string::npos);
  EXPECT_NE(error(R"({"entry": "N", "launch": "thread", "record_stride": 4, "records": [{}], "outputs": [{"node": 1, "stride": 6}]})")
                .find("multiple of 4"), std::string::npos);
  try {
    parseRunSpec(R"({"dispatch": [1, 1, 1], "node": {}, "resources": []})", "case.run.json");
    ADD_FAILURE() << "a compute run with a node section parsed";
  } catch (const SpecError& e) {
    EXPECT_NE(std::string(e.what()).find("go together"), std::string::npos) << e.what();
  }
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
  CompareSpec ulp{false, 2, std::nullopt, 0, {}};
  EXPECT_TRUE(wordMatches(bits(1.0f), bits(1.0f) + 2, ulp));
  EXPECT_FALSE(wordMatches(bits(1.0f), bits(1.0f) + 3, ulp));
  EXPECT_TRUE(wordMatches(bits(0.0f), bits(-0.0f), ulp));
  EXPECT_TRUE(wordMatches(bits(-1e-45f), bits(1e-45f), ulp));  // across zero: 2 ULPs
  EXPECT_FALSE(wordMatches(bits(std::numeric_limits<float>::infinity()), bits(3.4028235e38f), ulp));
  EXPECT_TRUE(wordMatches(0x7fc00000u, 0x7fc00001u, ulp));  // NaN vs NaN
  EXPECT_FALSE(wordMatches(0x7fc00000u, bits(1.0f), ulp));
  CompareSpec abs{false, std::nullopt, 1e-6, 0, {}};
  EXPECT_TRUE(wordMatches(bits(1e-7f), bits(-5e-7f), abs));
  EXPECT_FALSE(wordMatches(bits(1.0f), bits(1.00001f), abs));
  EXPECT_EQ(f32UlpDistance(bits(1.0f), bits(-1.0f)), 2ull * bits(1.0f));
}

TEST(CompareTest, ExactFieldsIgnoreTheTolerance) {
  auto spec = parseRunSpec(R"({"dispatch": [1, 1, 1], "resources": [], "check": [],
    "compare": {"f32_abs": 0.001, "exact_fields": {"stride": 2, "words": [1]}}})", "t");
  // Word 1 of each pair is an integer: 0 vs 1 is a denormal apart as floats, and must differ.
  EXPECT_TRUE(compareWords("u0", {bits(1.0f), 0, bits(2.0f), 1}, {bits(1.0001f), 0, bits(2.0f), 1}, spec.compare).ok);
  EXPECT_FALSE(compareWords("u0", {bits(1.0f), 0, bits(2.0f), 1}, {bits(1.0f), 1, bits(2.0f), 1}, spec.compare).ok);
  EXPECT_FALSE(compareWords("u0", {bits(1.0f), 0}, {bits(1.1f), 0}, spec.compare).ok);
  EXPECT_THROW(parseRunSpec(R"({"dispatch": [1, 1, 1], "resources": [], "check": [],
    "compare": {"f32_abs": 0.1, "exact_fields": {"stride": 2, "words": [2]}}})", "t"), SpecError);
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

// Root-signature runs: tables are laid out one after another per heap, an unbounded range
// spans to the highest register the spec gives, sampler tables use the sampler heap.
TEST(RootSignaturePlanTest, PlacesTablesOneAfterAnother) {
  RunSpec spec = parseRunSpec(R"({"dispatch": [1, 1, 1], "resources": [
      {"register": "t0", "space": 0, "type": "ByteAddressBuffer", "size": 16},
      {"register": "t1", "space": 0, "type": "ByteAddressBuffer", "size": 16},
      {"register": "t5", "space": 0, "type": "ByteAddressBuffer", "size": 16},
      {"register": "u0", "space": 0, "type": "RWByteAddressBuffer", "size": 16},
      {"register": "u3", "space": 0, "type": "RWByteAddressBuffer", "size": 16},
      {"register": "b0", "space": 1, "type": "cbuffer", "size": 16},
      {"register": "t9", "space": 0, "type": "ByteAddressBuffer", "size": 16},
      {"register": "s2", "space": 0, "type": "SamplerState"}],
    "check": []})");
  std::vector<RootParam> params(4);
  params[0].kind = RootParamKind::Constants;
  params[1].kind = params[2].kind = params[3].kind = RootParamKind::Table;
  params[1].ranges = {{'t', 2, 0, 0, 0}, {'u', kUnboundedRange, 0, 0, 2}};
  params[2].ranges = {{'b', 1, 0, 1, 0}, {'t', 1, 5, 0, 3}};
  params[3].ranges = {{'s', 4, 0, 0, 0}};
  HeapPlan plan = planHeaps(params, spec);
  EXPECT_EQ(plan.tableOffset, (std::vector<uint32_t>{0, 0, 6, 0}));
  EXPECT_EQ(plan.resourceHeapSize, 10u);  // table 1 spans u0..u3 (6), table 2 its 4 elements
  EXPECT_EQ(plan.samplerHeapSize, 4u);
  std::vector<std::tuple<bool, uint32_t, std::string>> got;
  for (const auto& e : plan.entries) got.emplace_back(e.samplerHeap, e.index, spec.resources[e.resource].reg);
  std::sort(got.begin(), got.end());
  using E = std::tuple<bool, uint32_t, std::string>;
  EXPECT_EQ(got, (std::vector<E>{E{false, 0, "t0"}, E{false, 1, "t1"}, E{false, 2, "u0"}, E{false, 5, "u3"},
                                 E{false, 6, "b0"}, E{false, 9, "t5"}, E{true, 2, "s2"}}));
}

}  // namespace
}  // namespace dxsv::exec
