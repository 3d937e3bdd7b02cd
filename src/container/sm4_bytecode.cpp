// SM 4/5 bytecode (fxc's SHDR / SHEX parts): recognised only so that it is refused by name.
// D3D layers hand such containers over too; they are valid input this project does not
// translate, so they are Unsupported rather than Malformed.
//
// The part starts with a version token (little-endian u32):
//   bits 0-3 minor, bits 4-7 major, bits 16-31 program type
//   (0 pixel, 1 vertex, 2 geometry, 3 hull, 4 domain, 5 compute)
#include <cstdint>
#include <iterator>
#include <string>

#include "container/container.h"
#include "container/read.h"

namespace dxsv::container {

namespace {

const char* stagePrefix(uint32_t programType) {
  static const char* const kPrefixes[] = {"ps", "vs", "gs", "hs", "ds", "cs"};
  return programType < std::size(kPrefixes) ? kPrefixes[programType] : nullptr;
}

}  // namespace

Status refuseSm4Bytecode(const Container& container) {
  if (container.find(fourcc("DXIL")) || container.find(fourcc("ILDB"))) return Status::success();
  const Part* part = nullptr;
  for (const Part& p : container.parts)
    if (p.fourcc == fourcc("SHDR") || p.fourcc == fourcc("SHEX")) {
      part = &p;
      break;
    }
  if (!part) return Status::success();

  const std::string name = fourccName(part->fourcc);
  if (part->data.size() < 4)
    return makeError("DXBC shader: " + name + " part is " + std::to_string(part->data.size()) +
                     " bytes, too short for its 4-byte version token");
  const uint32_t version = readU32(part->data, 0);
  const uint32_t minor = version & 0xf, major = (version >> 4) & 0xf, type = version >> 16;
  const std::string model = std::to_string(major) + "_" + std::to_string(minor);
  const char* prefix = stagePrefix(type);
  const std::string shader = prefix ? std::string(prefix) + "_" + model
                                    : "program type " + std::to_string(type) + ", " + model;
  return unsupportedError("DXBC shader (" + name + " part, " + shader +
                          "): SM 4/5 bytecode is not translated, only DXIL (SM 6.0+)");
}

}  // namespace dxsv::container
