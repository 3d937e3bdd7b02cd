#include "exec/compare.h"

#include <algorithm>

#include <bit>
#include <cinttypes>
#include <cmath>
#include <cstdio>

namespace dxsv::exec {
namespace {

// Maps float bits onto integers that order like the floats, so ULPs are a subtraction.
int64_t orderedBits(uint32_t bits) {
  return (bits & 0x80000000u) ? -int64_t(bits & 0x7fffffffu) : int64_t(bits);
}

std::string describe(uint32_t w) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "0x%08x (%u, %.9g)", w, w, double(std::bit_cast<float>(w)));
  return buf;
}

}  // namespace

uint64_t f32UlpDistance(uint32_t a, uint32_t b) {
  int64_t d = orderedBits(a) - orderedBits(b);
  return uint64_t(d < 0 ? -d : d);
}

bool wordMatches(uint32_t expected, uint32_t got, const CompareSpec& cmp) {
  if (expected == got) return true;
  if (cmp.exact) return false;
  float e = std::bit_cast<float>(expected), g = std::bit_cast<float>(got);
  if (std::isnan(e) || std::isnan(g)) return std::isnan(e) && std::isnan(g);
  if (std::isinf(e) || std::isinf(g)) return false;  // only bitwise-equal infinities match
  if (cmp.f32Ulp && f32UlpDistance(expected, got) <= *cmp.f32Ulp) return true;
  if (cmp.f32Abs && std::fabs(double(e) - double(g)) <= *cmp.f32Abs) return true;
  return false;
}

CompareReport compareWords(const std::string& reg, const std::vector<uint32_t>& expected,
                           const std::vector<uint32_t>& got, const CompareSpec& cmp, size_t maxReported) {
  CompareReport report;
  if (expected.size() != got.size()) {
    report.ok = false;
    report.mismatches = 1;
    report.message = reg + ": expected " + std::to_string(expected.size()) + " words, got " +
                     std::to_string(got.size()) + "\n";
    return report;
  }
  CompareSpec exact;
  for (size_t i = 0; i < expected.size(); ++i) {
    bool integerField = cmp.exactStride && std::find(cmp.exactWords.begin(), cmp.exactWords.end(),
                                                     uint32_t(i % cmp.exactStride)) != cmp.exactWords.end();
    if (wordMatches(expected[i], got[i], integerField ? exact : cmp)) continue;
    report.ok = false;
    if (report.mismatches++ < maxReported)
      report.message += reg + "[" + std::to_string(i) + "] (byte " + std::to_string(i * 4) + "): expected " +
                        describe(expected[i]) + ", got " + describe(got[i]) + "\n";
  }
  if (report.mismatches > maxReported)
    report.message += reg + ": ... " + std::to_string(report.mismatches - maxReported) + " more mismatching words\n";
  if (!report.ok)
    report.message += reg + ": " + std::to_string(report.mismatches) + " of " + std::to_string(expected.size()) +
                      " words differ\n";
  return report;
}

CompareReport compareOutputs(const RunSpec& spec, const ExpectSpec& expected,
                             const std::map<std::string, std::vector<uint32_t>>& outputs, size_t maxReported) {
  CompareReport total;
  for (const auto& reg : spec.check) {
    auto e = expected.find(reg);
    auto g = outputs.find(reg);
    if (e == expected.end() || g == outputs.end()) {
      total.ok = false;
      ++total.mismatches;
      total.message += reg + ": missing from " + std::string(e == expected.end() ? "expect.json" : "the run's outputs") + "\n";
      continue;
    }
    CompareReport one = compareWords(reg, e->second, g->second, spec.compare, maxReported);
    total.ok = total.ok && one.ok;
    total.mismatches += one.mismatches;
    total.message += one.message;
  }
  return total;
}

}  // namespace dxsv::exec
