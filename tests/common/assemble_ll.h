// Test helper: assembleDxil (dxil_assembler.h) that records a GoogleTest failure with
// LLVM's diagnostic when the hand-written IR does not parse.
#pragma once

#include <gtest/gtest.h>

#include <string>

#include "dxil_assembler.h"

namespace dxsv::testing {

inline Bytes assembleLl(const std::string& text) {
  std::string error;
  Bytes blob = assembleDxil(text, error);
  if (blob.empty()) ADD_FAILURE() << error;
  return blob;
}

}  // namespace dxsv::testing
