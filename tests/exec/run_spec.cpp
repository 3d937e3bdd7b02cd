#include "exec/run_spec.h"

#include <algorithm>
#include <bit>
#include <cctype>
#include <cstdint>
#include <cmath>
#include <fstream>
#include <limits>
#include <set>
#include <sstream>

#include "exec/formats.h"
#include "exec/run_spec_detail.h"

namespace dxsv::exec {
namespace spec_detail {

void fail(const std::string& where, const std::string& what) { throw SpecError(where + ": " + what); }

uint64_t getUnsigned(const json& j, const std::string& where, const std::string& field) {
  // nlohmann stores every non-negative integer literal as unsigned.
  if (!j.is_number_unsigned())
    fail(where, field + " must be a non-negative integer, got " + j.dump());
  return j.get<uint64_t>();
}

uint32_t getU32(const json& j, const std::string& where, const std::string& field, uint64_t max) {
  uint64_t v = getUnsigned(j, where, field);
  if (v > max) fail(where, field + " must be at most " + std::to_string(max) + ", got " + j.dump());
  return uint32_t(v);
}

bool getBool(const json& j, const std::string& where, const std::string& field) {
  if (!j.is_boolean()) fail(where, field + " must be true or false, got " + j.dump());
  return j.get<bool>();
}

std::string getString(const json& j, const std::string& where, const std::string& field) {
  if (!j.is_string()) fail(where, field + " must be a string, got " + j.dump());
  return j.get<std::string>();
}

void checkKeys(const json& obj, std::initializer_list<std::string_view> allowed, const std::string& where) {
  for (const auto& [key, val] : obj.items()) {
    bool known = false;
    for (std::string_view a : allowed) known = known || a == key;
    if (!known) fail(where, "unknown field '" + key + "'");
  }
}

CompareOp parseCompareOp(const json& j, const std::string& where, const std::string& field) {
  static constexpr std::string_view kNames[] = {"never",   "less",      "equal",         "less_equal",
                                                "greater", "not_equal", "greater_equal", "always"};
  std::string s = getString(j, where, field);
  for (size_t i = 0; i < std::size(kNames); ++i)
    if (kNames[i] == s) return CompareOp(i);
  fail(where, field + " '" + s + "' is not one of never, less, equal, less_equal, greater, not_equal, "
                      "greater_equal, always");
}

}  // namespace spec_detail

namespace {

using namespace spec_detail;

json parseJson(std::string_view text, const std::string& where) {
  try {
    return json::parse(text.begin(), text.end());
  } catch (const json::parse_error& e) {
    fail(where, std::string("invalid JSON: ") + e.what());
  }
}

std::optional<ResourceType> parseType(std::string_view s) {
  static constexpr std::pair<std::string_view, ResourceType> kTypes[] = {
      {"ByteAddressBuffer", ResourceType::ByteAddressBuffer},
      {"RWByteAddressBuffer", ResourceType::RWByteAddressBuffer},
      {"StructuredBuffer", ResourceType::StructuredBuffer},
      {"RWStructuredBuffer", ResourceType::RWStructuredBuffer},
      {"Buffer", ResourceType::Buffer},
      {"RWBuffer", ResourceType::RWBuffer},
      {"cbuffer", ResourceType::CBuffer},
      {"Texture1D", ResourceType::Texture1D},
      {"Texture1DArray", ResourceType::Texture1DArray},
      {"Texture2D", ResourceType::Texture2D},
      {"Texture2DArray", ResourceType::Texture2DArray},
      {"Texture3D", ResourceType::Texture3D},
      {"TextureCube", ResourceType::TextureCube},
      {"TextureCubeArray", ResourceType::TextureCubeArray},
      {"Texture2DMS", ResourceType::Texture2DMS},
      {"Texture2DMSArray", ResourceType::Texture2DMSArray},
      {"RWTexture1D", ResourceType::RWTexture1D},
      {"RWTexture1DArray", ResourceType::RWTexture1DArray},
      {"RWTexture2D", ResourceType::RWTexture2D},
      {"RWTexture2DArray", ResourceType::RWTexture2DArray},
      {"RWTexture3D", ResourceType::RWTexture3D},
      {"RWTexture2DMS", ResourceType::RWTexture2DMS},
      {"RWTexture2DMSArray", ResourceType::RWTexture2DMSArray},
      {"SamplerState", ResourceType::SamplerState},
      {"SamplerComparisonState", ResourceType::SamplerComparisonState},
      {"RaytracingAccelerationStructure", ResourceType::RaytracingAccelerationStructure},
  };
  for (const auto& [name, type] : kTypes)
    if (name == s) return type;
  return std::nullopt;
}

void appendWord(std::vector<uint8_t>& bytes, uint32_t w) {
  for (int i = 0; i < 4; ++i) bytes.push_back(uint8_t(w >> (8 * i)));
}

}  // namespace

float spec_detail::parseFloat(const json& v, const std::string& where) {
  if (v.is_number()) return v.get<float>();
  // JSON has no NaN/Inf literals; accept the usual spellings as strings.
  if (v.is_string()) {
    std::string s = v.get<std::string>();
    if (s == "nan" || s == "NaN") return std::numeric_limits<float>::quiet_NaN();
    if (s == "inf" || s == "+inf" || s == "Infinity") return std::numeric_limits<float>::infinity();
    if (s == "-inf" || s == "-Infinity") return -std::numeric_limits<float>::infinity();
  }
  fail(where, "f32 value " + v.dump() + " is not a number");
}

std::vector<uint8_t> spec_detail::parseInit(const json& init, const std::string& where) {
  if (!init.is_object()) fail(where, "init must be an object");
  std::vector<uint8_t> bytes;
  for (const auto& [key, val] : init.items()) {
    std::string w = where + ".init." + key;
    if (key == "hex") {
      if (!val.is_string()) fail(w, "must be a string of hex digits");
      std::string hex = val.get<std::string>();
      if (hex.size() % 2) fail(w, "odd number of hex digits");
      for (size_t i = 0; i < hex.size(); i += 2) {
        unsigned byte = 0;
        std::istringstream in(hex.substr(i, 2));
        if (!(in >> std::hex >> byte) || !std::isxdigit((unsigned char)hex[i]) ||
            !std::isxdigit((unsigned char)hex[i + 1]))
          fail(w, "bad hex digits at offset " + std::to_string(i));
        bytes.push_back(uint8_t(byte));
      }
      continue;
    }
    if (!val.is_array()) fail(w, "must be a list");
    for (size_t i = 0; i < val.size(); ++i) {
      const json& v = val[i];
      std::string wi = w + "[" + std::to_string(i) + "]";
      if (key == "u32") {
        if (!v.is_number_unsigned() || v.get<uint64_t>() > 0xffffffffull) fail(wi, "not a u32: " + v.dump());
        appendWord(bytes, uint32_t(v.get<uint64_t>()));
      } else if (key == "i32") {
        if (!v.is_number_integer() || v.get<int64_t>() < INT32_MIN || v.get<int64_t>() > INT32_MAX)
          fail(wi, "not an i32: " + v.dump());
        appendWord(bytes, uint32_t(int32_t(v.get<int64_t>())));
      } else if (key == "f32") {
        appendWord(bytes, std::bit_cast<uint32_t>(parseFloat(v, wi)));
      } else {
        fail(w, "unknown init kind (expected u32, i32, f32 or hex)");
      }
    }
  }
  return bytes;
}

namespace {

// {"triangles": [x, y, z, ...], "transform": [12 floats], "instance_id": N, "opaque": bool}
void parseAccelerationStructure(const json& r, const std::string& w, ResourceSpec& res) {
  checkKeys(r, {"register", "space", "type", "triangles", "aabbs", "transform", "instance_id", "opaque",
                "geometry_offsets_x", "update", "vertex_format"}, w);
  auto floats = [&](const char* key, size_t multiple) {
    std::vector<float> out;
    if (!r[key].is_array()) fail(w, std::string("'") + key + "' must be a list of numbers");
    for (const json& v : r[key]) {
      if (!v.is_number()) fail(w, std::string("'") + key + "' must be a list of numbers");
      out.push_back(v.get<float>());
    }
    if (out.empty() || out.size() % multiple != 0)
      fail(w, std::string("'") + key + "' needs a multiple of " + std::to_string(multiple) + " numbers");
    return out;
  };
  if (r.contains("triangles") == r.contains("aabbs"))
    fail(w, "an acceleration structure needs either 'triangles' (9 floats each) or 'aabbs' (6 floats each)");
  if (r.contains("triangles")) res.triangles = floats("triangles", 9);
  if (r.contains("aabbs")) res.aabbs = floats("aabbs", 6);
  if (r.contains("transform")) {
    std::vector<float> t = floats("transform", 12);
    if (t.size() != 12) fail(w, "'transform' is 12 floats (3x4, row-major)");
    std::copy(t.begin(), t.end(), res.transform.begin());
  }
  if (r.contains("geometry_offsets_x")) {
    if (!r.contains("triangles")) fail(w, "'geometry_offsets_x' needs 'triangles'");
    res.geometryOffsetsX = floats("geometry_offsets_x", 1);
  }
  if (r.contains("vertex_format")) {
    if (!r["vertex_format"].is_string()) fail(w, "'vertex_format' must be a string");
    res.vertexFormat = r["vertex_format"].get<std::string>();
    if (res.vertexFormat != "R16G16B16A16_SNORM" && res.vertexFormat != "R16G16B16A16_FLOAT")
      fail(w, "'vertex_format' is R16G16B16A16_SNORM or R16G16B16A16_FLOAT");
  }
  if (r.contains("update")) {
    if (!r["update"].is_boolean()) fail(w, "'update' must be true or false");
    res.update = r["update"].get<bool>();
  }
  if (r.contains("instance_id")) res.instanceId = uint32_t(getUnsigned(r["instance_id"], w, "instance_id"));
  if (res.instanceId > 0xffffff) fail(w, "instance_id has 24 bits");
  if (r.contains("opaque")) {
    if (!r["opaque"].is_boolean()) fail(w, "'opaque' must be true or false");
    res.opaque = r["opaque"].get<bool>();
  }
}

ResourceSpec parseResource(const json& r, const std::string& where) {
  if (!r.is_object()) fail(where, "resource must be an object");
  ResourceSpec res;
  if (!r.contains("register") || !r["register"].is_string()) fail(where, "missing string 'register'");
  res.reg = r["register"].get<std::string>();
  std::string w = where + " (" + res.reg + ")";
  if (res.reg.size() < 2 || std::string_view("tsbu").find(res.reg[0]) == std::string_view::npos)
    fail(w, "register must be t, s, b or u followed by a number");
  res.regClass = res.reg[0];
  uint64_t index = 0;
  for (char c : res.reg.substr(1)) {
    if (c < '0' || c > '9') fail(w, "register number is not decimal");
    index = index * 10 + uint64_t(c - '0');
    if (index > 0xffffffffull) fail(w, "register number too large");
  }
  res.regIndex = uint32_t(index);
  if (r.contains("space")) res.space = uint32_t(getUnsigned(r["space"], w, "space"));
  if (!r.contains("type") || !r["type"].is_string()) fail(w, "missing string 'type'");
  std::string typeName = r["type"].get<std::string>();
  auto type = parseType(typeName);
  if (!type) fail(w, "resource type '" + typeName + "' is not supported by the runner");
  res.type = *type;
  char expectClass = 'u';
  switch (res.type) {
    case ResourceType::ByteAddressBuffer:
    case ResourceType::StructuredBuffer:
    case ResourceType::Buffer:
    case ResourceType::RaytracingAccelerationStructure: expectClass = 't'; break;
    case ResourceType::CBuffer: expectClass = 'b'; break;
    default:
      if (isSampler(res.type)) expectClass = 's';
      else if (isTexture(res.type) && !isStorageTexture(res.type)) expectClass = 't';
      break;
  }
  if (res.regClass != expectClass)
    fail(w, typeName + " must use a '" + std::string(1, expectClass) + "' register");
  if (isTexture(res.type)) {
    parseTexture(r, w, res);
    return res;
  }
  if (isSampler(res.type)) {
    parseSampler(r, w, res);
    return res;
  }
  if (res.type == ResourceType::RaytracingAccelerationStructure) {
    parseAccelerationStructure(r, w, res);
    return res;
  }
  if (!r.contains("size")) fail(w, "missing 'size'");
  res.size = getUnsigned(r["size"], w, "size");
  if (res.size == 0) fail(w, "size must be > 0");
  if (r.contains("stride")) res.stride = uint32_t(getUnsigned(r["stride"], w, "stride"));
  bool typed = res.type == ResourceType::Buffer || res.type == ResourceType::RWBuffer;
  if (r.contains("format")) {
    if (!r["format"].is_string()) fail(w, "format must be a string");
    res.format = r["format"].get<std::string>();
  }
  if (typed && res.format.empty()) fail(w, "typed buffer needs a 'format'");
  if (typed) {
    const FormatInfo* f = findFormat(res.format);
    if (!f || f->isDepth()) fail(w, "format '" + res.format + "' is not a known color format");
    res.texelBytes = f->bytes;
  }
  if (r.contains("init")) res.init = parseInit(r["init"], w);
  if (res.init.size() > res.size)
    fail(w, "init has " + std::to_string(res.init.size()) + " bytes but size is " + std::to_string(res.size));
  return res;
}

CompareSpec parseCompare(const json& c, const std::string& where) {
  CompareSpec out;
  if (c.is_string()) {
    if (c.get<std::string>() != "exact") fail(where, "compare string must be \"exact\"");
    return out;
  }
  if (!c.is_object()) fail(where, "compare must be \"exact\" or an object");
  out.exact = false;
  for (const auto& [key, val] : c.items()) {
    if (key == "f32_ulp") {
      out.f32Ulp = uint32_t(getUnsigned(val, where, "compare.f32_ulp"));
    } else if (key == "f32_abs") {
      if (!val.is_number() || val.get<double>() < 0) fail(where, "compare.f32_abs must be a number >= 0");
      out.f32Abs = val.get<double>();
    } else if (key == "exact_fields") {
      // {"stride": N, "words": [k, ...]}: integer fields of an array of N-word structs.
      std::string w = where + ": compare.exact_fields";
      if (!val.is_object() || !val.contains("stride") || !val.contains("words") || !val["words"].is_array())
        fail(w, "must be {\"stride\": N, \"words\": [k, ...]}");
      checkKeys(val, {"stride", "words"}, w);
      out.exactStride = uint32_t(getUnsigned(val["stride"], w, "stride"));
      if (out.exactStride == 0) fail(w, "stride must be >= 1");
      for (const json& k : val["words"]) {
        uint32_t word = uint32_t(getUnsigned(k, w, "words"));
        if (word >= out.exactStride) fail(w, "a word index must be below the stride");
        out.exactWords.push_back(word);
      }
    } else {
      fail(where, "unknown compare key '" + key + "'");
    }
  }
  if (!out.f32Ulp && !out.f32Abs) fail(where, "compare object needs f32_ulp and/or f32_abs");
  return out;
}

}  // namespace

std::string_view resourceTypeName(ResourceType type) {
  switch (type) {
    case ResourceType::ByteAddressBuffer: return "ByteAddressBuffer";
    case ResourceType::RWByteAddressBuffer: return "RWByteAddressBuffer";
    case ResourceType::StructuredBuffer: return "StructuredBuffer";
    case ResourceType::RWStructuredBuffer: return "RWStructuredBuffer";
    case ResourceType::Buffer: return "Buffer";
    case ResourceType::RWBuffer: return "RWBuffer";
    case ResourceType::CBuffer: return "cbuffer";
    case ResourceType::RaytracingAccelerationStructure: return "RaytracingAccelerationStructure";
    case ResourceType::Texture1D: return "Texture1D";
    case ResourceType::Texture1DArray: return "Texture1DArray";
    case ResourceType::Texture2D: return "Texture2D";
    case ResourceType::Texture2DArray: return "Texture2DArray";
    case ResourceType::Texture3D: return "Texture3D";
    case ResourceType::TextureCube: return "TextureCube";
    case ResourceType::TextureCubeArray: return "TextureCubeArray";
    case ResourceType::Texture2DMS: return "Texture2DMS";
    case ResourceType::Texture2DMSArray: return "Texture2DMSArray";
    case ResourceType::RWTexture1D: return "RWTexture1D";
    case ResourceType::RWTexture1DArray: return "RWTexture1DArray";
    case ResourceType::RWTexture2D: return "RWTexture2D";
    case ResourceType::RWTexture2DArray: return "RWTexture2DArray";
    case ResourceType::RWTexture3D: return "RWTexture3D";
    case ResourceType::RWTexture2DMS: return "RWTexture2DMS";
    case ResourceType::RWTexture2DMSArray: return "RWTexture2DMSArray";
    case ResourceType::SamplerState: return "SamplerState";
    case ResourceType::SamplerComparisonState: return "SamplerComparisonState";
  }
  return "?";
}

bool isTexture(ResourceType t) { return t >= ResourceType::Texture1D && t <= ResourceType::RWTexture2DMSArray; }
bool isStorageTexture(ResourceType t) { return t >= ResourceType::RWTexture1D && t <= ResourceType::RWTexture2DMSArray; }
bool isSampler(ResourceType t) {
  return t == ResourceType::SamplerState || t == ResourceType::SamplerComparisonState;
}
bool isCube(ResourceType t) { return t == ResourceType::TextureCube || t == ResourceType::TextureCubeArray; }
bool isMultisampled(ResourceType t) {
  return t == ResourceType::Texture2DMS || t == ResourceType::Texture2DMSArray || t == ResourceType::RWTexture2DMS ||
         t == ResourceType::RWTexture2DMSArray;
}

uint64_t ResourceSpec::mipBytes(uint32_t mip) const {
  auto level = [mip](uint32_t n) { return uint64_t(std::max(1u, n >> mip)); };
  return level(width) * level(height) * level(depth) * layers() * samples * texelBytes;
}

const ResourceSpec* RunSpec::find(std::string_view reg) const {
  for (const auto& r : resources)
    if (r.reg == reg) return &r;
  return nullptr;
}

namespace {

// A record: a list of init objects ({"u32": [...]}, {"f32": [...]}, ...) and
// {"address_of": REGISTER, "space": N} pieces, concatenated.
std::vector<RecordPart> parseRecord(const json& j, const std::string& where) {
  if (!j.is_array()) fail(where, "a record is a list of init objects and {\"address_of\": REGISTER} pieces");
  std::vector<RecordPart> parts;
  for (const json& piece : j) {
    std::string w = where + "[" + std::to_string(parts.size()) + "]";
    RecordPart& part = parts.emplace_back();
    if (piece.is_object() && piece.contains("address_of")) {
      checkKeys(piece, {"address_of", "space"}, w);
      part.addressOf = getString(piece["address_of"], w, "address_of");
      if (piece.contains("space")) part.space = uint32_t(getUnsigned(piece["space"], w, "space"));
    } else {
      part.bytes = parseInit(piece, w);
    }
  }
  return parts;
}

// "raygen": NAME, "miss": [NAME...], "hit_groups": [{"name", "closest_hit", "any_hit",
// "intersection"}], "callable": [NAME...], "max_recursion": N (the exports of the case's
// library), "local_root_signature": "library", "records": {NAME: RECORD}.
RayTracingSpec parseRayTracing(const json& j, const std::string& where) {
  checkKeys(j, {"mode", "raygen", "miss", "hit_groups", "callable", "max_recursion", "dispatch", "resources", "check",
                "compare", "local_root_signature", "records"},
            where);
  RayTracingSpec rt;
  if (!j.contains("raygen")) fail(where, "a ray-tracing run needs 'raygen' (an export of the library)");
  rt.raygen = getString(j["raygen"], where, "raygen");
  auto names = [&](const char* key, std::vector<std::string>& out) {
    if (!j.contains(key)) return;
    if (!j[key].is_array()) fail(where, std::string("'") + key + "' must be a list of export names");
    for (const json& n : j[key]) out.push_back(getString(n, where, key));
  };
  names("miss", rt.miss);
  names("callable", rt.callable);
  if (j.contains("hit_groups")) {
    if (!j["hit_groups"].is_array()) fail(where, "'hit_groups' must be a list of objects");
    for (const json& g : j["hit_groups"]) {
      std::string w = where + ": hit_groups[" + std::to_string(rt.hitGroups.size()) + "]";
      if (!g.is_object()) fail(w, "a hit group is an object");
      checkKeys(g, {"name", "closest_hit", "any_hit", "intersection"}, w);
      RayTracingSpec::HitGroup h;
      if (g.contains("name")) h.name = getString(g["name"], w, "name");
      if (g.contains("closest_hit")) h.closestHit = getString(g["closest_hit"], w, "closest_hit");
      if (g.contains("any_hit")) h.anyHit = getString(g["any_hit"], w, "any_hit");
      if (g.contains("intersection")) h.intersection = getString(g["intersection"], w, "intersection");
      if (h.closestHit.empty() && h.anyHit.empty() && h.intersection.empty()) fail(w, "a hit group names no shader");
      rt.hitGroups.push_back(std::move(h));
    }
  }
  if (j.contains("max_recursion")) rt.maxRecursionDepth = uint32_t(getUnsigned(j["max_recursion"], where, "max_recursion"));
  if (rt.maxRecursionDepth < 1 || rt.maxRecursionDepth > 31) fail(where, "'max_recursion' must be 1 to 31");
  if (j.contains("local_root_signature")) {
    if (getString(j["local_root_signature"], where, "local_root_signature") != "library")
      fail(where, "'local_root_signature' must be \"library\" (the associations of the library's subobjects)");
    rt.localRootSignaturesFromLibrary = true;
  }
  if (j.contains("records")) {
    if (!j["records"].is_object()) fail(where, "'records' maps export or hit-group names to records");
    for (const auto& [name, record] : j["records"].items()) {
      bool known = name == rt.raygen || std::find(rt.miss.begin(), rt.miss.end(), name) != rt.miss.end() ||
                   std::find(rt.callable.begin(), rt.callable.end(), name) != rt.callable.end() ||
                   std::any_of(rt.hitGroups.begin(), rt.hitGroups.end(), [&](const auto& h) { return h.name == name; });
      if (!known) fail(where, "records: '" + name + "' is no raygen, miss or callable export and no hit group name");
      rt.records[name] = parseRecord(record, where + ": records." + name);
    }
  }
  return rt;
}

// "node": {"entry", "library", "launch", "input", "grid", "grid_is_upper_bound",
// "dispatch_grid": {"offset", "components", "bits"}, "max_records", "record_stride",
// "records": [INIT...], "linear_offset", "amplification", "recursion_levels",
// "outputs": [{"node", "array_size", "stride"}], "node_count", "output_bytes", "max_entries",
// "local_root": INIT}
NodeSpec parseNode(const json& j, const std::string& where) {
  std::string w = where + ": node";
  if (!j.is_object()) fail(w, "must be an object");
  checkKeys(j, {"entry", "library", "launch", "input", "grid", "grid_is_upper_bound", "dispatch_grid", "max_records",
                "record_stride", "records", "linear_offset", "amplification", "recursion_levels", "outputs",
                "node_count", "output_bytes", "max_entries", "local_root"},
            w);
  NodeSpec n;
  if (!j.contains("entry")) fail(w, "needs 'entry' (the node's export)");
  n.entry = getString(j["entry"], w, "entry");
  if (j.contains("library")) n.library = getString(j["library"], w, "library");
  if (!j.contains("launch")) fail(w, "needs 'launch' (broadcasting, coalescing or thread)");
  std::string launch = getString(j["launch"], w, "launch");
  if (launch == "broadcasting") n.launch = NodeLaunch::Broadcasting;
  else if (launch == "coalescing") n.launch = NodeLaunch::Coalescing;
  else if (launch == "thread") n.launch = NodeLaunch::Thread;
  else fail(w, "launch '" + launch + "' is not broadcasting, coalescing or thread");
  if (j.contains("input")) {
    std::string input = getString(j["input"], w, "input");
    if (input == "cpu") n.input = NodeInputKind::Cpu;
    else if (input == "gpu") n.input = NodeInputKind::Gpu;
    else if (input == "node") n.input = NodeInputKind::Node;
    else fail(w, "input '" + input + "' is not cpu, gpu or node");
  }
  if (j.contains("grid")) {
    if (!j["grid"].is_array() || j["grid"].size() != 3) fail(w, "'grid' must be a list of 3 integers");
    for (int i = 0; i < 3; ++i) {
      n.grid[i] = getU32(j["grid"][i], w, "grid", 65535);
      if (!n.grid[i]) fail(w, "grid counts must be >= 1");
    }
  }
  if (j.contains("grid_is_upper_bound")) n.gridIsUpperBound = getBool(j["grid_is_upper_bound"], w, "grid_is_upper_bound");
  if (j.contains("dispatch_grid")) {
    const json& g = j["dispatch_grid"];
    std::string wg = w + ".dispatch_grid";
    if (!g.is_object()) fail(wg, "must be {\"offset\", \"components\", \"bits\"}");
    checkKeys(g, {"offset", "components", "bits"}, wg);
    if (g.contains("offset")) n.gridOffset = getU32(g["offset"], wg, "offset");
    if (g.contains("components")) n.gridComponents = getU32(g["components"], wg, "components", 3);
    if (g.contains("bits")) n.gridBits = getU32(g["bits"], wg, "bits");
    if (n.gridBits != 16 && n.gridBits != 32) fail(wg, "bits must be 16 or 32");
    if (!n.gridComponents) fail(wg, "components must be 1 to 3");
  }
  if (n.gridIsUpperBound != (n.gridComponents != 0))
    fail(w, "'grid_is_upper_bound' ([NodeMaxDispatchGrid]) and 'dispatch_grid' (SV_DispatchGrid) go together");
  if (n.launch != NodeLaunch::Broadcasting && (n.gridIsUpperBound || j.contains("grid")))
    fail(w, "'grid' is for broadcasting nodes");
  if (j.contains("max_records")) n.maxRecords = getU32(j["max_records"], w, "max_records");
  if (n.maxRecords < 1 || (n.launch != NodeLaunch::Coalescing && n.maxRecords != 1))
    fail(w, "'max_records' is >= 1, and only for coalescing nodes");
  if (j.contains("record_stride")) n.recordStride = getU32(j["record_stride"], w, "record_stride");
  if (!j.contains("records") || !j["records"].is_array() || j["records"].empty())
    fail(w, "needs 'records', a list of init objects (one record each)");
  for (size_t i = 0; i < j["records"].size(); ++i) {
    std::vector<uint8_t> bytes = parseInit(j["records"][i], w + ".records[" + std::to_string(i) + "]");
    if (bytes.size() > n.recordStride)
      fail(w, "record " + std::to_string(i) + " has " + std::to_string(bytes.size()) + " bytes; record_stride is " +
                  std::to_string(n.recordStride));
    bytes.resize(n.recordStride);
    n.records.push_back(std::move(bytes));
  }
  if (n.gridIsUpperBound && n.gridOffset + n.gridComponents * n.gridBits / 8 > n.recordStride)
    fail(w, "SV_DispatchGrid lies past the record");
  if (j.contains("linear_offset")) n.linearOffset = getU32(j["linear_offset"], w, "linear_offset");
  if (n.linearOffset >= n.records.size()) fail(w, "'linear_offset' must be below the record count");
  if (j.contains("amplification")) n.amplification = getU32(j["amplification"], w, "amplification", 1024);
  if (j.contains("recursion_levels")) n.recursionLevels = getU32(j["recursion_levels"], w, "recursion_levels");
  uint32_t nodes = 0;
  if (j.contains("outputs")) {
    if (!j["outputs"].is_array()) fail(w, "'outputs' must be a list of {\"node\", \"array_size\", \"stride\"}");
    for (const json& o : j["outputs"]) {
      std::string wo = w + ".outputs[" + std::to_string(n.outputs.size()) + "]";
      if (!o.is_object()) fail(wo, "must be an object");
      checkKeys(o, {"node", "array_size", "stride"}, wo);
      NodeOutputSpec out;
      if (!o.contains("node")) fail(wo, "needs 'node' (its graph index)");
      out.node = getU32(o["node"], wo, "node", 0xffffff);
      if (o.contains("array_size")) out.arraySize = getU32(o["array_size"], wo, "array_size", 0xffff);
      if (o.contains("stride")) out.stride = getU32(o["stride"], wo, "stride");
      if (!out.arraySize) fail(wo, "array_size must be >= 1");
      if (out.stride % 4) fail(wo, "stride must be a multiple of 4 (records are compared as words)");
      for (const NodeOutputSpec& other : n.outputs)
        for (uint32_t k = 0; k < out.arraySize; ++k)
          if (out.node + k >= other.node && out.node + k < other.node + other.arraySize && other.stride != out.stride)
            fail(wo, "node " + std::to_string(out.node + k) + " has two strides");
      nodes = std::max(nodes, out.node + out.arraySize);
      n.outputs.push_back(out);
    }
  }
  n.nodeCount = nodes;
  if (j.contains("node_count")) n.nodeCount = getU32(j["node_count"], w, "node_count", 0xffffff);
  if (n.nodeCount < nodes) fail(w, "'node_count' leaves out a node an output names");
  if (j.contains("output_bytes")) n.outputBytes = getU32(j["output_bytes"], w, "output_bytes");
  if (j.contains("max_entries")) n.maxEntries = getU32(j["max_entries"], w, "max_entries", 1u << 20);
  if (j.contains("local_root")) n.localRoot = parseInit(j["local_root"], w + ".local_root");
  return n;
}

// node.bytes, node.entries, node.counts, node.records.N (N a node some output reaches).
bool isNodeCheck(const std::string& name, const NodeSpec& n, const std::string& where) {
  if (name == "node.bytes" || name == "node.entries" || name == "node.counts") return true;
  const std::string prefix = "node.records.";
  if (!name.starts_with(prefix)) return false;
  std::string number = name.substr(prefix.size());
  if (number.empty() || number.size() > 7 || number.find_first_not_of("0123456789") != std::string::npos)
    fail(where, "check '" + name + "': node.records.N takes a graph node index");
  if (!n.strideOf(uint32_t(std::stoul(number))))
    fail(where, "check '" + name + "': no output reaches node " + number);
  return true;
}

}  // namespace

std::optional<uint32_t> NodeSpec::strideOf(uint32_t n) const {
  for (const NodeOutputSpec& o : outputs)
    if (n >= o.node && n - o.node < o.arraySize) return o.stride;
  return std::nullopt;
}

RunSpec parseRunSpec(std::string_view text, const std::string& where) {
  json j = parseJson(text, where);
  if (!j.is_object()) fail(where, "top level must be an object");
  RunSpec spec;
  if (j.contains("mode")) {
    std::string mode = getString(j["mode"], where, "mode");
    if (mode == "graphics") spec.mode = RunMode::Graphics;
    else if (mode == "raytracing") spec.mode = RunMode::RayTracing;
    else if (mode == "node") spec.mode = RunMode::Node;
    else if (mode != "compute") fail(where, "mode '" + mode + "' is not compute, graphics, raytracing or node");
  }
  if (spec.isRayTracing()) spec.rayTracing = parseRayTracing(j, where);
  if (j.contains("node") != spec.isNode()) fail(where, "'node' and \"mode\": \"node\" go together");
  if (spec.isNode()) {
    checkKeys(j, {"mode", "node", "resources", "check", "compare"}, where);
    spec.node = parseNode(j["node"], where);
  } else if (spec.isGraphics()) {
    if (j.contains("dispatch")) fail(where, "'dispatch' is for compute runs; a graphics run draws");
    spec.graphics = parseGraphics(j, where);
  } else {
    if (!j.contains("dispatch") || !j["dispatch"].is_array() || j["dispatch"].size() != 3)
      fail(where, "'dispatch' must be a list of 3 integers");
    for (int i = 0; i < 3; ++i) {
      spec.dispatch[i] = uint32_t(getUnsigned(j["dispatch"][i], where, "dispatch[" + std::to_string(i) + "]"));
      if (spec.dispatch[i] == 0) fail(where, "dispatch counts must be >= 1");
    }
  }
  if (!j.contains("resources") || !j["resources"].is_array()) fail(where, "'resources' must be a list");
  std::set<std::pair<uint32_t, std::string>> seen;
  for (size_t i = 0; i < j["resources"].size(); ++i) {
    ResourceSpec r = parseResource(j["resources"][i], where + ": resources[" + std::to_string(i) + "]");
    if (!seen.insert({r.space, r.reg}).second)
      fail(where, "register " + r.reg + " space " + std::to_string(r.space) + " is declared twice");
    spec.resources.push_back(std::move(r));
  }
  if (j.contains("check")) {
    if (!j["check"].is_array()) fail(where, "'check' must be a list of register names");
    for (const auto& c : j["check"]) {
      if (!c.is_string()) fail(where, "'check' entries must be strings");
      std::string name = c.get<std::string>();
      if ((spec.isGraphics() && isAttachmentCheck(name, spec.graphics, where)) ||
          (spec.isNode() && isNodeCheck(name, spec.node, where))) {
        spec.check.push_back(name);
        continue;
      }
      size_t matches = 0;
      for (const auto& r : spec.resources) matches += r.reg == name;
      if (matches != 1)
        fail(where, "check '" + name + "' names " + std::to_string(matches) + " resources (need exactly 1)");
      if (isSampler(spec.find(name)->type)) fail(where, "check '" + name + "' names a sampler, which has no contents");
      spec.check.push_back(name);
    }
  }
  if (j.contains("compare")) spec.compare = parseCompare(j["compare"], where);
  return spec;
}

ExpectSpec parseExpectSpec(std::string_view text, const std::string& where) {
  json j = parseJson(text, where);
  if (!j.is_object()) fail(where, "top level must be an object");
  ExpectSpec out;
  for (const auto& [reg, val] : j.items()) {
    std::string w = where + ": " + reg;
    if (!val.is_object() || !val.contains("u32") || !val["u32"].is_array())
      fail(w, "expected {\"u32\": [...]}");
    std::vector<uint32_t> words;
    words.reserve(val["u32"].size());
    for (const auto& v : val["u32"]) {
      if (!v.is_number_unsigned() || v.get<uint64_t>() > 0xffffffffull) fail(w, "not a u32: " + v.dump());
      words.push_back(uint32_t(v.get<uint64_t>()));
    }
    out.emplace(reg, std::move(words));
  }
  return out;
}

std::string readTextFile(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw SpecError(path.string() + ": cannot open");
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

RunSpec loadRunSpec(const std::filesystem::path& path) {
  return parseRunSpec(readTextFile(path), path.string());
}

ExpectSpec loadExpectSpec(const std::filesystem::path& path) {
  return parseExpectSpec(readTextFile(path), path.string());
}

}  // namespace dxsv::exec
