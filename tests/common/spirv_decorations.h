// (target id, decoration) -> literal of every OpDecorate with one literal in a SPIR-V module
// (tests that check Location / Component / Offset decorations from words, without a parser).
#pragma once

#include <cstdint>
#include <map>
#include <utility>
#include <vector>

namespace dxsv::testing {

inline std::map<std::pair<uint32_t, uint32_t>, uint32_t> decorations(const std::vector<uint32_t>& words) {
  std::map<std::pair<uint32_t, uint32_t>, uint32_t> out;
  for (size_t i = 5; i < words.size() && (words[i] >> 16);) {
    uint32_t count = words[i] >> 16;
    if ((words[i] & 0xffff) == 71 /* OpDecorate */ && count == 4) out[{words[i + 1], words[i + 2]}] = words[i + 3];
    i += count;
  }
  return out;
}

}  // namespace dxsv::testing
