// Signature parts ISG1 (input), OSG1 (output), PSG1 (patch constant / primitive).
//
// Layout (little-endian):
//   header:  element count u32 | element offset u32 (from the start of the part)
//   element (32 bytes):
//     stream u32 | semantic name offset u32 (from the start of the part, NUL-terminated)
//     | semantic index u32 | system value u32 | component type u32 | register u32
//     | mask u8 | rw mask u8 | padding u16 | min precision u32
#include <cstring>

#include "container/container.h"
#include "container/read.h"

namespace dxsv::container {

namespace {

constexpr uint64_t kSignatureHeaderSize = 8;
constexpr uint64_t kElementSize = 32;

}  // namespace

Result<std::vector<SignatureElement>> parseSignature(const Part& part) {
  const std::string name = fourccName(part.fourcc);
  auto fail = [&](const std::string& what) { return makeError(name + " part: " + what); };
  if (part.fourcc != fourcc("ISG1") && part.fourcc != fourcc("OSG1") && part.fourcc != fourcc("PSG1"))
    return fail("not a signature part (expected ISG1, OSG1 or PSG1)");

  const std::span<const uint8_t> bytes = part.data;
  if (bytes.size() < kSignatureHeaderSize)
    return fail("signature header needs " + std::to_string(kSignatureHeaderSize) + " bytes, the part has only " +
                std::to_string(bytes.size()));
  const uint64_t count = readU32(bytes, 0);
  const uint64_t offset = readU32(bytes, 4);
  if (count == 0) return std::vector<SignatureElement>{};
  // 64-bit math: count * 32 + offset stays far below 2^64.
  if (offset < kSignatureHeaderSize || offset + count * kElementSize > bytes.size())
    return fail(std::to_string(count) + " elements at offset " + std::to_string(offset) + " do not fit in the " +
                std::to_string(bytes.size()) + "-byte part");

  std::vector<SignatureElement> elements;
  elements.reserve(count);
  for (uint64_t i = 0; i < count; ++i) {
    const uint64_t at = offset + i * kElementSize;
    SignatureElement e;
    e.stream = readU32(bytes, at);
    const uint64_t nameOffset = readU32(bytes, at + 4);
    e.semanticIndex = readU32(bytes, at + 8);
    e.systemValue = readU32(bytes, at + 12);
    e.componentType = readU32(bytes, at + 16);
    e.registerIndex = readU32(bytes, at + 20);
    e.mask = bytes[at + 24];
    e.rwMask = bytes[at + 25];
    e.minPrecision = readU32(bytes, at + 28);

    if (nameOffset >= bytes.size())
      return fail("element " + std::to_string(i) + " has semantic name offset " + std::to_string(nameOffset) +
                  ", outside the " + std::to_string(bytes.size()) + "-byte part");
    const uint8_t* begin = bytes.data() + nameOffset;
    const void* nul = std::memchr(begin, 0, bytes.size() - nameOffset);
    if (!nul)
      return fail("element " + std::to_string(i) + " semantic name at offset " + std::to_string(nameOffset) +
                  " is not NUL-terminated inside the part");
    e.semanticName.assign(reinterpret_cast<const char*>(begin), static_cast<const uint8_t*>(nul) - begin);
    elements.push_back(std::move(e));
  }
  return elements;
}

}  // namespace dxsv::container
