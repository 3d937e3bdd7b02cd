// DXBC container ("DXBC" header + part table) and the parts this project reads.
// Every size and offset is validated against the blob; errors name the part and field.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "common/status.h"

namespace dxsv::container {

constexpr uint32_t fourcc(const char (&s)[5]) {
  return uint32_t(uint8_t(s[0])) | uint32_t(uint8_t(s[1])) << 8 | uint32_t(uint8_t(s[2])) << 16 |
         uint32_t(uint8_t(s[3])) << 24;
}
std::string fourccName(uint32_t fourcc);  // "DXIL", or hex for unprintable codes

struct Part {
  uint32_t fourcc = 0;
  std::span<const uint8_t> data;  // points into the caller's blob
};

struct Container {
  uint32_t majorVersion = 0, minorVersion = 0;
  std::vector<Part> parts;
  const Part* find(uint32_t code) const;  // first part with that fourcc, or null
};

// Parses the container header and part table. The blob must outlive the result.
Result<Container> parse(std::span<const uint8_t> blob);

// DXIL program header (in the DXIL/ILDB parts).
struct Program {
  uint32_t shaderKind = 0;  // 0 pixel, 1 vertex, 2 geometry, 3 hull, 4 domain, 5 compute, 6 library, ...
  uint32_t shaderModelMajor = 0, shaderModelMinor = 0;
  uint32_t dxilVersionMajor = 0, dxilVersionMinor = 0;
  std::span<const uint8_t> bitcode;
};
Result<Program> parseProgram(const Part& part);

// Finds the DXIL part (falling back to ILDB) and parses its program header. A container with
// neither but with SM 4/5 bytecode fails as refuseSm4Bytecode says.
Result<Program> findProgram(const Container& container);

// A container holding SM 4/5 bytecode (an SHDR or SHEX part) and no DXIL or ILDB part fails:
// Unsupported, naming the part and shader ("vs_5_0"); Malformed when the part is too short for
// its version token. Any other container passes.
Status refuseSm4Bytecode(const Container& container);

// Whether a blob is a DXIL library (lib_6_x: program kind 6), from its headers alone; false
// for anything that does not parse that far.
bool isLibrary(std::span<const uint8_t> blob);

// Signature elements (ISG1 / OSG1 / PSG1).
struct SignatureElement {
  uint32_t stream = 0;
  std::string semanticName;
  uint32_t semanticIndex = 0;
  uint32_t systemValue = 0;    // D3D_NAME
  uint32_t componentType = 0;  // D3D_REGISTER_COMPONENT_TYPE
  uint32_t registerIndex = 0;  // 0xffffffff for elements outside the register file (SV_Depth...)
  uint8_t mask = 0;
  uint8_t rwMask = 0;  // inputs: components always read; outputs: components never written
  uint32_t minPrecision = 0;
};
Result<std::vector<SignatureElement>> parseSignature(const Part& part);

}  // namespace dxsv::container
