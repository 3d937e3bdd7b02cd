// Test helpers: read reference blobs and hand-build DXBC containers (valid or deliberately broken).
// Header-only so both the unit and the robustness test binaries can use it.
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace dxsv::testing {

using Bytes = std::vector<uint8_t>;

inline Bytes readFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error("cannot open " + path);
  return Bytes(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

#ifdef DXSV_REFERENCE_DIR
inline Bytes readReference(const std::string& relative) {
  return readFile(std::string(DXSV_REFERENCE_DIR) + "/" + relative);
}

// Every .dxil under reference/ (all areas and stages), relative to it, in a fixed order.
inline std::vector<std::string> referenceBlobNames() {
  const std::string root = DXSV_REFERENCE_DIR;
  std::vector<std::string> names;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(root))
    if (entry.path().extension() == ".dxil") names.push_back(entry.path().string().substr(root.size() + 1));
  std::sort(names.begin(), names.end());
  return names;
}
#endif

inline void putU32(Bytes& out, uint32_t v) {
  for (int i = 0; i < 4; ++i) out.push_back(uint8_t(v >> (8 * i)));
}
inline void setU32(Bytes& out, size_t at, uint32_t v) {
  for (int i = 0; i < 4; ++i) out[at + i] = uint8_t(v >> (8 * i));
}
inline uint32_t getU32(const Bytes& in, size_t at) {
  return uint32_t(in[at]) | uint32_t(in[at + 1]) << 8 | uint32_t(in[at + 2]) << 16 | uint32_t(in[at + 3]) << 24;
}

inline uint32_t code(const char (&s)[5]) {
  return uint32_t(uint8_t(s[0])) | uint32_t(uint8_t(s[1])) << 8 | uint32_t(uint8_t(s[2])) << 16 |
         uint32_t(uint8_t(s[3])) << 24;
}

struct RawPart {
  uint32_t fourcc;
  Bytes data;
};

// A well-formed container (zero digest, version 1.0) holding `parts` in order, 4-byte aligned.
inline Bytes buildContainer(const std::vector<RawPart>& parts) {
  Bytes out;
  putU32(out, code("DXBC"));
  out.resize(out.size() + 16, 0);  // digest: not checked by the translator
  putU32(out, 1);                  // major 1, minor 0
  putU32(out, 0);                  // total size, patched below
  putU32(out, uint32_t(parts.size()));
  const size_t table = out.size();
  out.resize(out.size() + 4 * parts.size(), 0);
  for (size_t i = 0; i < parts.size(); ++i) {
    setU32(out, table + 4 * i, uint32_t(out.size()));
    putU32(out, parts[i].fourcc);
    putU32(out, uint32_t(parts[i].data.size()));
    out.insert(out.end(), parts[i].data.begin(), parts[i].data.end());
    while (out.size() % 4) out.push_back(0);
  }
  setU32(out, 24, uint32_t(out.size()));
  return out;
}

// The parts of a well-formed container (trusts its input: only for known-good blobs).
inline std::vector<RawPart> splitContainer(const Bytes& blob) {
  std::vector<RawPart> parts;
  const uint32_t count = getU32(blob, 28);
  for (uint32_t i = 0; i < count; ++i) {
    const uint32_t offset = getU32(blob, 32 + 4 * i);
    const uint32_t size = getU32(blob, offset + 4);
    parts.push_back({getU32(blob, offset), Bytes(blob.begin() + offset + 8, blob.begin() + offset + 8 + size)});
  }
  return parts;
}

// A DXIL program part: program header + bitcode header + `bitcode`.
// kind: 0 pixel, 1 vertex, 5 compute, ...; shader model 6.major/minor; DXIL version 1.minor.
inline Bytes buildProgram(const Bytes& bitcode, uint32_t kind = 5, uint32_t smMinor = 0) {
  Bytes out;
  putU32(out, kind << 16 | 6u << 4 | smMinor);
  const size_t padded = (bitcode.size() + 3) & ~size_t(3);
  putU32(out, uint32_t((24 + padded) / 4));
  putU32(out, code("DXIL"));
  putU32(out, 1u << 8 | smMinor);
  putU32(out, 16);  // bitcode right after the 16-byte bitcode header
  putU32(out, uint32_t(bitcode.size()));
  out.insert(out.end(), bitcode.begin(), bitcode.end());
  out.resize(24 + padded, 0);
  return out;
}

// The bitcode of a program part built by DXC (trusts its input).
inline Bytes programBitcode(const Bytes& program) {
  const uint32_t offset = getU32(program, 16), size = getU32(program, 20);
  return Bytes(program.begin() + 8 + offset, program.begin() + 8 + offset + size);
}

// `program` (a DXC-built program part) with its bitcode replaced; versions kept.
inline Bytes withBitcode(const Bytes& program, const Bytes& bitcode) {
  Bytes out = buildProgram(bitcode);
  setU32(out, 0, getU32(program, 0));
  setU32(out, 12, getU32(program, 12));
  return out;
}

// `blob` with every `fourcc` part replaced by `part` (other parts kept, offsets rebuilt).
inline Bytes replacePart(const Bytes& blob, uint32_t fourcc, const Bytes& part) {
  std::vector<RawPart> parts = splitContainer(blob);
  for (RawPart& p : parts)
    if (p.fourcc == fourcc) p.data = part;
  return buildContainer(parts);
}

}  // namespace dxsv::testing
