// Whether a missing Vulkan device fails the execution tests instead of skipping them. CI
// (CI=true) and DXSV_REQUIRE_VULKAN=1 require one, so that a broken driver install cannot turn
// the whole execution layer into skips; DXSV_REQUIRE_VULKAN=0 allows the skip anywhere.
#pragma once

#include <gtest/gtest.h>

#include <cstdlib>
#include <string>

namespace dxsv::exec {

inline bool vulkanRequired() {
  if (const char* require = std::getenv("DXSV_REQUIRE_VULKAN")) return std::string(require) != "0";
  const char* ci = std::getenv("CI");
  return ci && std::string(ci) == "true";
}

}  // namespace dxsv::exec

// Skips the test (device absent, allowed) or fails it (device required), with the reason.
#define DXSV_SKIP_OR_FAIL_WITHOUT_DEVICE(runner)                                                         \
  do {                                                                                                   \
    if (!(runner).available()) {                                                                         \
      if (::dxsv::exec::vulkanRequired())                                                                \
        FAIL() << "no Vulkan device, and CI / DXSV_REQUIRE_VULKAN requires one: " << (runner).unavailableReason(); \
      GTEST_SKIP() << (runner).unavailableReason();                                                      \
    }                                                                                                    \
  } while (0)
