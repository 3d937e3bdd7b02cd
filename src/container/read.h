// Little-endian field reads shared by the container parsers. Callers check bounds first.
#pragma once

#include <cstdint>
#include <span>
#include <string>

namespace dxsv::container {

inline uint16_t readU16(std::span<const uint8_t> bytes, uint64_t offset) {
  return static_cast<uint16_t>(bytes[offset] | bytes[offset + 1] << 8);
}

inline uint32_t readU32(std::span<const uint8_t> bytes, uint64_t offset) {
  return uint32_t(bytes[offset]) | uint32_t(bytes[offset + 1]) << 8 | uint32_t(bytes[offset + 2]) << 16 |
         uint32_t(bytes[offset + 3]) << 24;
}

// "0x1f0", for offsets in error messages.
std::string hex(uint64_t value);

}  // namespace dxsv::container
