// DXBC container header and part table.
//
// Layout (little-endian):
//   header:  "DXBC" | digest[16] | major u16 | minor u16 | total size u32 | part count u32
//            | part offsets u32[part count]
//   part:    fourcc u32 | size u32 | data[size]
//
// The declared total size may be smaller than the blob (callers sometimes hand over padded
// buffers); bytes past it are ignored and every part must lie inside the declared size.
#include "container/container.h"

#include <algorithm>
#include <cstdio>

#include "container/read.h"

namespace dxsv::container {

namespace {

constexpr uint64_t kHeaderSize = 32;
constexpr uint64_t kPartHeaderSize = 8;

Error fail(const std::string& what) { return makeError("DXBC container: " + what); }

std::string partLabel(size_t index, uint32_t code) {
  return "part " + std::to_string(index) + " (" + fourccName(code) + ")";
}

}  // namespace

std::string hex(uint64_t value) {
  char buffer[24];
  std::snprintf(buffer, sizeof buffer, "0x%llx", static_cast<unsigned long long>(value));
  return buffer;
}

std::string fourccName(uint32_t code) {
  std::string name;
  for (int i = 0; i < 4; ++i) {
    char c = static_cast<char>((code >> (8 * i)) & 0xff);
    if (c < 0x20 || c > 0x7e) {
      char buffer[16];
      std::snprintf(buffer, sizeof buffer, "0x%08x", code);
      return buffer;
    }
    name += c;
  }
  return name;
}

const Part* Container::find(uint32_t code) const {
  for (const Part& part : parts)
    if (part.fourcc == code) return &part;
  return nullptr;
}

Result<Container> parse(std::span<const uint8_t> blob) {
  if (blob.size() < kHeaderSize)
    return fail("blob is " + std::to_string(blob.size()) + " bytes, smaller than the " +
                std::to_string(kHeaderSize) + "-byte header");
  uint32_t magic = readU32(blob, 0);
  if (magic != fourcc("DXBC"))
    return fail("bad magic " + fourccName(magic) + ", expected DXBC");

  Container result;
  result.majorVersion = readU16(blob, 20);
  result.minorVersion = readU16(blob, 22);
  const uint64_t totalSize = readU32(blob, 24);
  const uint64_t partCount = readU32(blob, 28);
  if (totalSize > blob.size())
    return fail("total size field says " + std::to_string(totalSize) + " bytes, but the blob has only " +
                std::to_string(blob.size()));
  if (totalSize < kHeaderSize)
    return fail("total size field says " + std::to_string(totalSize) + " bytes, smaller than the " +
                std::to_string(kHeaderSize) + "-byte header");
  const uint64_t tableEnd = kHeaderSize + 4 * partCount;  // cannot overflow: partCount < 2^32
  if (tableEnd > totalSize)
    return fail("part count " + std::to_string(partCount) + " needs a part offset table ending at " +
                std::to_string(tableEnd) + ", past the end of the " + std::to_string(totalSize) +
                "-byte container");

  std::span<const uint8_t> bytes = blob.first(totalSize);
  struct Extent {
    uint64_t begin, end;
    size_t index;
  };
  std::vector<Extent> extents;
  result.parts.reserve(partCount);
  for (size_t i = 0; i < partCount; ++i) {
    const uint64_t offset = readU32(bytes, kHeaderSize + 4 * i);
    // Built only on failure: every conversion parses every part.
    auto where = [&] { return "part " + std::to_string(i) + " at offset " + hex(offset); };
    // DXC aligns every part to 4 bytes, but D3D12 runs containers whose parts are not (blobs
    // packed by other tools, as in vkd3d-proton's tests): parts are read byte by byte.
    if (offset < tableEnd)
      return fail(where() + " lies inside the container header (which ends at " + hex(tableEnd) + ")");
    if (offset + kPartHeaderSize > totalSize)
      return fail(where() + " has its 8-byte part header past the end of the " + std::to_string(totalSize) +
                  "-byte container");
    const uint32_t code = readU32(bytes, offset);
    const uint64_t size = readU32(bytes, offset + 4);
    const uint64_t dataBegin = offset + kPartHeaderSize;
    if (size > totalSize - dataBegin)  // 64-bit math: a 0xffffffff size cannot wrap
      return fail(partLabel(i, code) + " at offset " + hex(offset) + " has size " + std::to_string(size) +
                  ", past the end of the " + std::to_string(totalSize) + "-byte container");
    result.parts.push_back(Part{code, bytes.subspan(dataBegin, size)});
    extents.push_back(Extent{offset, dataBegin + size, i});
  }

  // Parts never share bytes in a well-formed container; overlap means a forged or corrupt table.
  std::sort(extents.begin(), extents.end(), [](const Extent& a, const Extent& b) { return a.begin < b.begin; });
  for (size_t k = 1; k < extents.size(); ++k) {
    const Extent& a = extents[k - 1];
    const Extent& b = extents[k];
    if (b.begin < a.end)
      return fail(partLabel(a.index, result.parts[a.index].fourcc) + " at " + hex(a.begin) + ".." + hex(a.end) +
                  " overlaps " + partLabel(b.index, result.parts[b.index].fourcc) + " at " + hex(b.begin));
  }
  return result;
}

}  // namespace dxsv::container
