// Compares read-back words with NAME.expect.json under the case's `compare` rule.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "exec/run_spec.h"

namespace dxsv::exec {

struct CompareReport {
  bool ok = true;
  size_t mismatches = 0;
  std::string message;  // empty when ok; else the first few mismatches, one per line
};

// Distance between two floats in units in the last place (+0 and -0 are 0 apart).
uint64_t f32UlpDistance(uint32_t a, uint32_t b);

// Whether one word matches under `cmp` (bitwise equality always matches).
bool wordMatches(uint32_t expected, uint32_t got, const CompareSpec& cmp);

CompareReport compareWords(const std::string& reg, const std::vector<uint32_t>& expected,
                           const std::vector<uint32_t>& got, const CompareSpec& cmp, size_t maxReported = 8);

// Every register in `check`: it must be in `expected` and `outputs` and match.
CompareReport compareOutputs(const RunSpec& spec, const ExpectSpec& expected,
                             const std::map<std::string, std::vector<uint32_t>>& outputs, size_t maxReported = 8);

}  // namespace dxsv::exec
