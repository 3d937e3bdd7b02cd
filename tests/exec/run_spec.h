// Plain data for a compute execution case: NAME.run.json (what to bind and dispatch) and
// NAME.expect.json (the words every checked resource must hold afterwards).
// See the corpus README for the formats. Parse errors throw SpecError naming the field.
#pragma once

#include <array>
#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace dxsv::exec {

struct SpecError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

enum class ResourceType {
  ByteAddressBuffer,
  RWByteAddressBuffer,
  StructuredBuffer,
  RWStructuredBuffer,
  Buffer,    // typed SRV buffer
  RWBuffer,  // typed UAV buffer
  CBuffer,
};

std::string_view resourceTypeName(ResourceType type);

struct ResourceSpec {
  std::string reg;       // as written: "u0", "t12", "b3"
  char regClass = 'u';   // 't', 's', 'b' or 'u'
  uint32_t regIndex = 0;
  uint32_t space = 0;
  ResourceType type = ResourceType::RWByteAddressBuffer;
  uint64_t size = 0;     // bytes
  uint32_t stride = 0;   // structured buffers; 0 when absent
  std::string format;    // DXGI name, typed buffers only
  std::vector<uint8_t> init;  // leading bytes; the rest of the buffer is zero
};

// How result words are compared with the expectation. `exact` is bitwise; otherwise a word
// matches when it is bitwise equal, or (as floats) within f32Ulp ULPs or within f32Abs.
struct CompareSpec {
  bool exact = true;
  std::optional<uint32_t> f32Ulp;
  std::optional<double> f32Abs;
};

struct RunSpec {
  std::array<uint32_t, 3> dispatch{1, 1, 1};
  std::vector<ResourceSpec> resources;
  std::vector<std::string> check;  // register names, each naming exactly one resource
  CompareSpec compare;

  // The resource a check name refers to; nullptr when none.
  const ResourceSpec* find(std::string_view reg) const;
};

// Checked register -> little-endian 32-bit words.
using ExpectSpec = std::map<std::string, std::vector<uint32_t>>;

// `where` prefixes error messages (usually the file path).
RunSpec parseRunSpec(std::string_view jsonText, const std::string& where = "run.json");
ExpectSpec parseExpectSpec(std::string_view jsonText, const std::string& where = "expect.json");
RunSpec loadRunSpec(const std::filesystem::path& path);
ExpectSpec loadExpectSpec(const std::filesystem::path& path);

std::string readTextFile(const std::filesystem::path& path);

}  // namespace dxsv::exec
