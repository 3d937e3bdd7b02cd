// The parts of a run spec that graphics runs added: draw state, render targets, depth/stencil,
// and the texture and sampler resources (which compute runs may use too).
#include <algorithm>
#include <bit>

#include "exec/formats.h"
#include "exec/run_spec_detail.h"

namespace dxsv::exec::spec_detail {
namespace {

template <typename Enum, size_t N>
Enum parseName(const json& j, const std::string& where, const std::string& field, const std::string_view (&names)[N]) {
  std::string s = getString(j, where, field);
  for (size_t i = 0; i < N; ++i)
    if (names[i] == s) return Enum(i);
  std::string list;
  for (auto n : names) list += (list.empty() ? "" : ", ") + std::string(n);
  fail(where, field + " '" + s + "' is not one of " + list);
}

constexpr std::string_view kAddressNames[] = {"wrap", "mirror", "clamp", "border", "mirror_once"};

StencilOp parseStencilOp(const json& j, const std::string& where, const std::string& field) {
  static constexpr std::string_view kNames[] = {"keep", "zero", "replace", "incr_sat",
                                                "decr_sat", "invert", "incr", "decr"};
  return parseName<StencilOp>(j, where, field, kNames);
}

bool isLinear(const json& j, const std::string& where, const std::string& field) {
  static constexpr std::string_view kNames[] = {"point", "linear"};
  return parseName<int>(j, where, field, kNames) == 1;
}

bool isPowerOfTwo(uint32_t v) { return v && !(v & (v - 1)); }

uint32_t mipCountFor(uint32_t w, uint32_t h, uint32_t d) {
  return uint32_t(std::bit_width(std::max({w, h, d})));
}

}  // namespace

void parseTexture(const json& r, const std::string& w, ResourceSpec& res) {
  checkKeys(r, {"register", "space", "type", "format", "width", "height", "depth", "array", "mips", "samples", "init",
                "sparse"},
            w);
  const ResourceType t = res.type;
  const std::string typeName(resourceTypeName(t));
  if (!r.contains("format")) fail(w, typeName + " needs a 'format'");
  res.format = getString(r["format"], w, "format");
  const FormatInfo* format = findFormat(res.format);
  if (!format) fail(w, "format '" + res.format + "' is not known");
  if (format->hasStencil() || (format->isDepth() && (isStorageTexture(t) || isMultisampled(t))))
    fail(w, "format " + res.format + " cannot be used for a " + typeName);
  res.texelBytes = format->bytes;

  bool is1D = t == ResourceType::Texture1D || t == ResourceType::Texture1DArray || t == ResourceType::RWTexture1D ||
              t == ResourceType::RWTexture1DArray;
  bool is3D = t == ResourceType::Texture3D || t == ResourceType::RWTexture3D;
  bool arrayed = t == ResourceType::Texture1DArray || t == ResourceType::Texture2DArray ||
                 t == ResourceType::TextureCubeArray || t == ResourceType::Texture2DMSArray ||
                 t == ResourceType::RWTexture1DArray || t == ResourceType::RWTexture2DArray ||
                 t == ResourceType::RWTexture2DMSArray;
  const uint64_t kMaxDim = 16384;
  if (!r.contains("width")) fail(w, typeName + " needs a 'width'");
  res.width = getU32(r["width"], w, "width", kMaxDim);
  if (res.width == 0) fail(w, "width must be >= 1");
  res.height = isCube(t) ? res.width : 1;
  if (r.contains("height")) {
    if (is1D) fail(w, "height is for 2D, 3D and cube textures, not " + typeName);
    res.height = getU32(r["height"], w, "height", kMaxDim);
    if (res.height == 0) fail(w, "height must be >= 1");
    if (isCube(t) && res.height != res.width) fail(w, "a cube's height must equal its width");
  }
  if (r.contains("depth")) {
    if (!is3D) fail(w, "depth is for 3D textures only, not " + typeName);
    res.depth = getU32(r["depth"], w, "depth", 2048);
    if (res.depth == 0) fail(w, "depth must be >= 1");
  }
  if (r.contains("array")) {
    if (!arrayed) fail(w, "array is for array textures only, not " + typeName);
    res.arraySize = getU32(r["array"], w, "array", 2048);
    if (res.arraySize == 0) fail(w, "array must be >= 1");
  }
  if (isMultisampled(t)) {
    res.samples = 4;
    if (r.contains("samples")) res.samples = getU32(r["samples"], w, "samples", 64);
    if (!isPowerOfTwo(res.samples)) fail(w, "samples must be a power of two from 1 to 64");
  } else if (r.contains("samples")) {
    fail(w, "samples is for the Texture2DMS and RWTexture2DMS types (and their arrays) only, not " + typeName);
  }
  if (r.contains("mips")) {
    res.mips = getU32(r["mips"], w, "mips", 32);
    uint32_t most = mipCountFor(res.width, res.height, res.depth);
    if (res.mips == 0 || res.mips > most)
      fail(w, "mips must be from 1 to " + std::to_string(most) + " for this size, got " + std::to_string(res.mips));
    if (isMultisampled(t) && res.mips != 1) fail(w, "multisampled textures have one mip");
  }
  res.size = 0;
  for (uint32_t m = 0; m < res.mips; ++m) res.size += res.mipBytes(m);
  if (r.contains("init")) res.init = parseInit(r["init"], w);
  if (r.contains("sparse")) {
    if (t != ResourceType::Texture2D || res.mips != 1) fail(w, "sparse is for Texture2D of one mip only");
    const json& s = r["sparse"];
    if (!s.is_object()) fail(w, "sparse must be an object");
    checkKeys(s, {"unbound_tiles"}, w + ".sparse");
    res.sparse = true;
    if (s.contains("unbound_tiles")) {
      const json& tiles = s["unbound_tiles"];
      if (!tiles.is_array()) fail(w, "sparse.unbound_tiles must be an array of [x, y]");
      for (const json& tile : tiles) {
        if (!tile.is_array() || tile.size() != 2) fail(w, "sparse.unbound_tiles must be an array of [x, y]");
        res.unboundTiles.push_back({getU32(tile[0], w, "tile x", 1u << 16), getU32(tile[1], w, "tile y", 1u << 16)});
      }
    }
  }
  if (res.init.size() > res.size)
    fail(w, "init has " + std::to_string(res.init.size()) + " bytes but the texture has " + std::to_string(res.size));
}

void parseSampler(const json& r, const std::string& w, ResourceSpec& res) {
  checkKeys(r, {"register", "space", "type", "filter", "min_filter", "mag_filter", "mip_filter", "max_anisotropy",
                "address", "address_u", "address_v", "address_w", "border", "mip_lod_bias", "min_lod", "max_lod",
                "compare"},
            w);
  SamplerSpec& s = res.sampler;
  if (r.contains("filter")) {
    static constexpr std::string_view kNames[] = {"point", "linear", "aniso"};
    int f = parseName<int>(r["filter"], w, "filter", kNames);
    s.minLinear = s.magLinear = s.mipLinear = f != 0;
    s.anisotropic = f == 2;
  }
  if (r.contains("min_filter")) s.minLinear = isLinear(r["min_filter"], w, "min_filter");
  if (r.contains("mag_filter")) s.magLinear = isLinear(r["mag_filter"], w, "mag_filter");
  if (r.contains("mip_filter")) s.mipLinear = isLinear(r["mip_filter"], w, "mip_filter");
  if (r.contains("max_anisotropy")) {
    s.maxAnisotropy = float(getU32(r["max_anisotropy"], w, "max_anisotropy", 16));
    if (s.maxAnisotropy < 1) fail(w, "max_anisotropy must be from 1 to 16");
  }
  if (r.contains("address")) {
    AddressMode a = parseName<AddressMode>(r["address"], w, "address", kAddressNames);
    s.address[0] = s.address[1] = s.address[2] = a;
  }
  const char* perAxis[] = {"address_u", "address_v", "address_w"};
  for (int i = 0; i < 3; ++i)
    if (r.contains(perAxis[i])) s.address[i] = parseName<AddressMode>(r[perAxis[i]], w, perAxis[i], kAddressNames);
  if (r.contains("border")) {
    const json& b = r["border"];
    if (!b.is_array() || b.size() != 4) fail(w, "border must be a list of 4 numbers [R, G, B, A]");
    for (int i = 0; i < 4; ++i) s.border[i] = parseFloat(b[i], w + ".border[" + std::to_string(i) + "]");
  }
  auto number = [&](const char* field) {
    if (!r[field].is_number()) fail(w, std::string(field) + " must be a number, got " + r[field].dump());
    return r[field].get<float>();
  };
  if (r.contains("mip_lod_bias")) s.mipLodBias = number("mip_lod_bias");
  if (r.contains("min_lod")) s.minLod = number("min_lod");
  if (r.contains("max_lod")) s.maxLod = number("max_lod");
  if (s.maxLod && *s.maxLod < s.minLod) fail(w, "max_lod is below min_lod");
  if (r.contains("compare")) {
    if (res.type != ResourceType::SamplerComparisonState) fail(w, "compare is for SamplerComparisonState only");
    s.compare = parseCompareOp(r["compare"], w, "compare");
  }
}

namespace {

TargetSpec parseTarget(const json& t, const std::string& w) {
  if (!t.is_object()) fail(w, "a target must be an object");
  checkKeys(t, {"format", "clear", "write_mask"}, w);
  TargetSpec out;
  if (!t.contains("format")) fail(w, "missing 'format'");
  out.format = getString(t["format"], w, "format");
  const FormatInfo* f = findFormat(out.format);
  if (!f || f->isDepth()) fail(w, "format '" + out.format + "' is not a known color format");
  if (t.contains("clear")) {
    const json& c = t["clear"];
    if (!c.is_array() || c.empty() || c.size() > 4) fail(w, "clear must be a list of 1 to 4 numbers");
    for (size_t i = 0; i < c.size(); ++i) {
      std::string wi = w + ".clear[" + std::to_string(i) + "]";
      if (f->isInteger()) {
        if (!c[i].is_number_integer()) fail(wi, "must be an integer for " + out.format + ", got " + c[i].dump());
        int64_t v = c[i].get<int64_t>();
        if (f->kind == FormatKind::Uint ? (v < 0 || v > 0xffffffffll) : (v < INT32_MIN || v > INT32_MAX))
          fail(wi, "out of range for " + out.format);
        out.clear[i] = double(v);
      } else {
        out.clear[i] = parseFloat(c[i], wi);
      }
    }
  }
  if (t.contains("write_mask")) {
    std::string m = getString(t["write_mask"], w, "write_mask");
    out.writeMask = 0;
    for (char ch : m) {
      size_t bit = std::string_view("rgba").find(ch);
      if (bit == std::string_view::npos || (out.writeMask & (1u << bit)))
        fail(w, "write_mask '" + m + "' must list each of r, g, b, a at most once");
      out.writeMask |= 1u << bit;
    }
  }
  return out;
}

StencilSpec parseStencil(const json& s, const std::string& w) {
  if (!s.is_object()) fail(w, "stencil must be an object");
  checkKeys(s, {"clear", "compare", "pass", "fail", "depth_fail", "ref", "read_mask", "write_mask"}, w);
  StencilSpec out;
  if (s.contains("clear")) out.clear = getU32(s["clear"], w, "stencil.clear", 255);
  if (s.contains("compare")) out.compare = parseCompareOp(s["compare"], w, "stencil.compare");
  if (s.contains("pass")) out.pass = parseStencilOp(s["pass"], w, "stencil.pass");
  if (s.contains("fail")) out.fail = parseStencilOp(s["fail"], w, "stencil.fail");
  if (s.contains("depth_fail")) out.depthFail = parseStencilOp(s["depth_fail"], w, "stencil.depth_fail");
  if (s.contains("ref")) out.ref = getU32(s["ref"], w, "stencil.ref", 255);
  if (s.contains("read_mask")) out.readMask = getU32(s["read_mask"], w, "stencil.read_mask", 255);
  if (s.contains("write_mask")) out.writeMask = getU32(s["write_mask"], w, "stencil.write_mask", 255);
  return out;
}

DepthSpec parseDepth(const json& d, const std::string& w) {
  if (!d.is_object()) fail(w, "depth must be an object");
  checkKeys(d, {"format", "clear", "compare", "write", "test", "stencil"}, w);
  DepthSpec out;
  if (!d.contains("format")) fail(w, "missing 'format'");
  out.format = getString(d["format"], w, "format");
  const FormatInfo* f = findFormat(out.format);
  if (!f || !f->isDepth())
    fail(w, "format '" + out.format + "' is not D32_FLOAT, D16_UNORM, D32_FLOAT_S8X24_UINT or D24_UNORM_S8_UINT");
  if (d.contains("clear")) {
    out.clear = parseFloat(d["clear"], w + ".clear");
    if (!(out.clear >= 0 && out.clear <= 1)) fail(w, "clear must be in [0, 1]");
  }
  if (d.contains("compare")) out.compare = parseCompareOp(d["compare"], w, "compare");
  if (d.contains("write")) out.write = getBool(d["write"], w, "write");
  if (d.contains("test")) out.test = getBool(d["test"], w, "test");
  if (d.contains("stencil")) {
    if (!f->hasStencil()) fail(w, "stencil needs a format with stencil, not " + out.format);
    out.stencil = parseStencil(d["stencil"], w + ".stencil");
  }
  return out;
}

}  // namespace

namespace {

// The stage names: a vertex pipeline (vs, hs + ds, gs) or a mesh pipeline (ms, as), and the
// draw keys of the kind of pipeline they make.
void parseStages(const json& j, const std::string& where, GraphicsSpec& g) {
  auto name = [&](const char* key, std::string& out) {
    if (!j.contains(key)) return;
    out = getString(j[key], where, key);
    if (out.empty()) fail(where, std::string(key) + " must name a shader, got an empty string");
  };
  name("vs", g.vs);
  name("hs", g.hs);
  name("ds", g.ds);
  name("gs", g.gs);
  name("ms", g.ms);
  name("as", g.as);
  if (g.isMesh()) {
    for (const char* key : {"vs", "hs", "ds", "gs", "vertex_count", "instance_count", "first_vertex",
                            "first_instance", "topology", "patch_control_points"})
      if (j.contains(key))
        fail(where, std::string("'") + key + "' is for vertex pipelines; a mesh run ('ms') has no vertex input");
    if (j.contains("mesh_dispatch")) {
      const json& d = j["mesh_dispatch"];
      if (!d.is_array() || d.size() != 3) fail(where, "'mesh_dispatch' must be [X, Y, Z] group counts");
      for (int i = 0; i < 3; ++i) g.meshDispatch[i] = getU32(d[i], where, "mesh_dispatch[" + std::to_string(i) + "]");
    }
    return;
  }
  if (!g.as.empty()) fail(where, "'as' (an amplification shader) needs 'ms' (a mesh shader)");
  if (j.contains("mesh_dispatch")) fail(where, "'mesh_dispatch' is for mesh runs ('ms')");
  if (g.vs.empty()) fail(where, "a graphics run needs 'vs' (its vertex shader) or 'ms' (its mesh shader)");
  if (g.hs.empty() != g.ds.empty())
    fail(where, std::string("'hs' and 'ds' come together (tessellation needs both); only '") +
                    (g.hs.empty() ? "ds" : "hs") + "' is given");
  if (!j.contains("vertex_count")) fail(where, "a graphics run needs 'vertex_count'");
  g.vertexCount = getU32(j["vertex_count"], where, "vertex_count");
  if (j.contains("instance_count")) g.instanceCount = getU32(j["instance_count"], where, "instance_count");
  if (j.contains("first_vertex")) g.firstVertex = getU32(j["first_vertex"], where, "first_vertex");
  if (j.contains("first_instance")) g.firstInstance = getU32(j["first_instance"], where, "first_instance");
  if (j.contains("topology")) {
    static constexpr std::string_view kNames[] = {"triangle_list",      "triangle_strip", "line_list",
                                                  "line_strip",         "point_list",     "patch_list",
                                                  "line_list_adj",      "line_strip_adj", "triangle_list_adj",
                                                  "triangle_strip_adj"};
    g.topology = parseName<Topology>(j["topology"], where, "topology", kNames);
  }
  // Vulkan draws patches exactly when the pipeline tessellates.
  if (g.hasTessellation()) {
    if (!j.contains("patch_control_points"))
      fail(where, "a tessellation run ('hs' and 'ds') needs 'patch_control_points'");
    g.patchControlPoints = getU32(j["patch_control_points"], where, "patch_control_points", 32);
    if (!g.patchControlPoints) fail(where, "patch_control_points must be from 1 to 32");
    if (g.topology != Topology::PatchList)
      fail(where, "a tessellation run ('hs' and 'ds') needs topology 'patch_list'");
  } else {
    if (j.contains("patch_control_points"))
      fail(where, "'patch_control_points' is for tessellation runs ('hs' and 'ds')");
    if (g.topology == Topology::PatchList) fail(where, "topology 'patch_list' needs 'hs' and 'ds' (tessellation)");
  }
}

}  // namespace

GraphicsSpec parseGraphics(const json& j, const std::string& where) {
  checkKeys(j, {"mode", "vs", "hs", "ds", "gs", "ms", "as", "vertex_count", "instance_count", "first_vertex",
                "first_instance", "topology", "patch_control_points", "mesh_dispatch", "per_primitive_input_row",
                "viewport", "cull",
                "front_face", "samples", "layers", "views", "viewport_count", "targets", "depth", "resources",
                "check", "compare"},
            where);
  GraphicsSpec g;
  parseStages(j, where, g);
  if (j.contains("per_primitive_input_row")) {
    if (!g.isMesh()) fail(where, "'per_primitive_input_row' is for mesh runs (a pixel shader after 'ms')");
    g.perPrimitiveInputRow = getU32(j["per_primitive_input_row"], where, "per_primitive_input_row", 31);
    if (!g.perPrimitiveInputRow) fail(where, "'per_primitive_input_row' must be a register >= 1");
  }
  if (!j.contains("viewport") || !j["viewport"].is_array() || j["viewport"].size() != 2)
    fail(where, "'viewport' must be [width, height] in pixels");
  g.width = getU32(j["viewport"][0], where, "viewport[0]", 16384);
  g.height = getU32(j["viewport"][1], where, "viewport[1]", 16384);
  if (!g.width || !g.height) fail(where, "viewport sizes must be >= 1");
  if (j.contains("cull")) {
    static constexpr std::string_view kNames[] = {"none", "front", "back"};
    g.cull = parseName<CullMode>(j["cull"], where, "cull", kNames);
  }
  if (j.contains("front_face")) {
    static constexpr std::string_view kNames[] = {"cw", "ccw"};
    g.frontCounterClockwise = parseName<int>(j["front_face"], where, "front_face", kNames) == 1;
  }
  if (j.contains("samples")) {
    g.samples = getU32(j["samples"], where, "samples", 64);
    if (!isPowerOfTwo(g.samples)) fail(where, "samples must be a power of two from 1 to 64");
  }
  if (j.contains("layers")) {
    g.layers = getU32(j["layers"], where, "layers", 2048);
    if (!g.layers) fail(where, "layers must be >= 1");
  }
  if (j.contains("views")) {
    g.views = getU32(j["views"], where, "views", 32);
    if (!g.views) fail(where, "views must be >= 1");
    if (g.layers > 1) fail(where, "layers and views cannot be combined (multiview renders each view to a layer)");
  }
  if (j.contains("viewport_count")) {
    g.viewportCount = getU32(j["viewport_count"], where, "viewport_count", 16);
    if (!g.viewportCount) fail(where, "viewport_count must be >= 1");
  }
  if (j.contains("targets")) {
    const json& t = j["targets"];
    if (!t.is_array() || t.size() > 8) fail(where, "'targets' must be a list of at most 8 render targets");
    for (size_t i = 0; i < t.size(); ++i) g.targets.push_back(parseTarget(t[i], where + ": targets[" + std::to_string(i) + "]"));
  }
  if (j.contains("depth")) g.depth = parseDepth(j["depth"], where + ": depth");
  return g;
}

bool isAttachmentCheck(const std::string& name, const GraphicsSpec& g, const std::string& where) {
  if (name == "depth") {
    if (!g.depth) fail(where, "check 'depth' needs a 'depth' attachment");
    return true;
  }
  if (name == "stencil") {
    if (!g.depth || !findFormat(g.depth->format)->hasStencil())
      fail(where, "check 'stencil' needs a 'depth' attachment with a stencil format");
    return true;
  }
  if (name.size() == 3 && name.compare(0, 2, "rt") == 0 && name[2] >= '0' && name[2] <= '7') {
    size_t index = size_t(name[2] - '0');
    if (index >= g.targets.size())
      fail(where, "check '" + name + "' names render target " + std::to_string(index) + " but 'targets' has " +
                      std::to_string(g.targets.size()));
    return true;
  }
  return false;
}

}  // namespace dxsv::exec::spec_detail
