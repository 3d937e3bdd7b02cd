// Test helpers for checks on a conversion's SPIR-V disassembly.
#pragma once

#include <gtest/gtest.h>

#include <cstddef>
#include <string>

#include "dxil_spirv/dxil_spirv.hpp"

namespace dxsv::testing {

// The disassembly of a successful conversion (a GoogleTest failure when it cannot be made).
inline std::string disassembled(const dxsv::ConvertResult& r) {
  std::string text, error;
  EXPECT_TRUE(dxsv::disassembleSpirv(r.spirv, text, error)) << error;
  return text;
}

// How often `what` occurs in `text` (overlapping occurrences count).
inline size_t occurrences(const std::string& text, const std::string& what) {
  size_t n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

}  // namespace dxsv::testing
