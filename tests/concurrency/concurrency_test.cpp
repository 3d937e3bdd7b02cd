// Concurrency and determinism: every reference blob is converted on 8 threads at once, several
// rounds, through the C and C++ APIs (spirv-val on and off), and every result (status, SPIR-V
// words, error text) must equal the single-threaded baseline byte for byte. SPIRV-Cross (GLSL)
// and SPIRV-Tools (disassembly) run concurrently on some outputs too. tools/test.sh also runs
// this under ThreadSanitizer (build-tsan, DXSV_TSAN). DXSV_CONCURRENCY_ROUNDS sets the rounds.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "dxil_spirv/dxil_spirv.h"
#include "dxil_spirv/dxil_spirv.hpp"
#include "tests/common/container_builder.h"
#include "tests/common/on_threads.h"

namespace {

using dxsv::testing::Bytes;

constexpr int kThreads = 8;

struct Blob {
  std::string name;
  Bytes bytes;
};

struct Outcome {
  dxsv_status status = DXSV_ERROR_INTERNAL;
  std::vector<uint32_t> spirv;
  std::string error;
  bool operator==(const Outcome&) const = default;
};

// Two ways in: the C API with spirv-val, the C++ API without it.
enum Mode { kCValidate, kCppNoValidate, kModes };

const std::vector<Blob>& blobs() {
  static const std::vector<Blob> all = [] {
    std::vector<Blob> out;
    for (const std::string& name : dxsv::testing::referenceBlobNames())
      out.push_back({name, dxsv::testing::readReference(name)});
    return out;
  }();
  return all;
}

int rounds() {
  const char* env = std::getenv("DXSV_CONCURRENCY_ROUNDS");
  const int n = env ? std::atoi(env) : 4;
  return n > 0 ? n : 1;
}

Outcome convert(const Bytes& blob, Mode mode) {
  Outcome out;
  if (mode == kCValidate) {
    dxsv_options options;
    dxsv_options_init(&options);
    options.validate = 1;
    dxsv_result result = nullptr;
    out.status = dxsv_convert(blob.data(), blob.size(), &options, &result);
    if (!result) return out;
    size_t words = 0;
    if (const uint32_t* spirv = dxsv_result_spirv(result, &words)) out.spirv.assign(spirv, spirv + words);
    out.error = dxsv_result_error(result);
    dxsv_result_destroy(result);
    return out;
  }
  dxsv::ConvertOptions options;
  options.validate = false;
  dxsv::ConvertResult r = dxsv::convert(std::span<const uint8_t>(blob.data(), blob.size()), options);
  return {r.status, std::move(r.spirv), std::move(r.error)};
}

// Runs body(thread) on kThreads threads started together; returns the mismatches they found.
template <typename Body>
std::vector<std::string> onThreads(Body body) {
  return dxsv::testing::onThreads(kThreads, body);
}

void report(const std::vector<std::string>& failures) {
  EXPECT_TRUE(failures.empty()) << failures.size() << " results differ from the single-threaded baseline";
  for (size_t i = 0; i < std::min<size_t>(failures.size(), 20); ++i) ADD_FAILURE() << failures[i];
}

TEST(Concurrency, EveryBlobOnEightThreadsMatchesSingleThreaded) {
  const std::vector<Blob>& all = blobs();
  ASSERT_GT(all.size(), 100u) << "reference blobs not found under " << DXSV_REFERENCE_DIR;
  std::vector<Outcome> baseline(all.size() * kModes);
  for (size_t b = 0; b < all.size(); ++b) {
    for (int m = 0; m < kModes; ++m) baseline[b * kModes + m] = convert(all[b].bytes, Mode(m));
    // spirv-val only checks: where both ways succeed, the words are the same.
    const Outcome& c = baseline[b * kModes + kCValidate];
    const Outcome& cpp = baseline[b * kModes + kCppNoValidate];
    if (c.status == DXSV_SUCCESS && cpp.status == DXSV_SUCCESS) {
      EXPECT_EQ(c.spirv, cpp.spirv) << all[b].name;
    }
  }

  const int n = rounds();
  const size_t count = all.size();
  const size_t converted = size_t(std::count_if(baseline.begin(), baseline.end(), [](const Outcome& o) { return o.status == DXSV_SUCCESS; }));
  std::printf("%zu blobs x %d modes (%zu converted, %zu errors); %d threads x %d rounds = %zu conversions\n", count,
              int(kModes), converted, baseline.size() - converted, kThreads, n, size_t(kThreads) * size_t(n) * count);
  const std::vector<std::string> failures = onThreads([&](int t) {
    std::vector<std::string> mine;
    for (int round = 0; round < n; ++round)
      for (size_t i = 0; i < count; ++i) {
        // Rotated start per thread, odd threads backwards: the same blob runs on several
        // threads at once and neighbours differ, so each thread interleaves differently.
        const size_t step = (t % 2 == 0) ? i : count - 1 - i;
        const size_t b = (step + size_t(t) * count / kThreads) % count;
        const Mode mode = Mode((b + size_t(t) + size_t(round)) % kModes);
        if (!(convert(all[b].bytes, mode) == baseline[b * kModes + mode]))
          mine.push_back(all[b].name + " (mode " + std::to_string(mode) + ", thread " + std::to_string(t) +
                         ", round " + std::to_string(round) + ")");
      }
    return mine;
  });
  report(failures);
}

// SPIRV-Cross and SPIRV-Tools through dxsv::spirvToGlsl / dxsv::disassembleSpirv, concurrently
// with conversions of the same blobs.
TEST(Concurrency, GlslAndDisassemblyOnEightThreadsMatchSingleThreaded) {
  const std::vector<Blob>& all = blobs();
  constexpr size_t kSamples = 12;
  struct Sample {
    const Blob* blob;
    Outcome converted;
    std::string glsl, disassembly;
  };
  std::vector<Sample> samples;
  const size_t stride = std::max<size_t>(1, all.size() / kSamples);
  for (size_t b = 0; b < all.size() && samples.size() < kSamples; b += stride) {
    Outcome converted = convert(all[b].bytes, kCValidate);
    if (converted.status != DXSV_SUCCESS) continue;
    Sample s{&all[b], std::move(converted), {}, {}};
    std::string error;
    ASSERT_TRUE(dxsv::spirvToGlsl(s.converted.spirv, s.glsl, error)) << all[b].name << ": " << error;
    ASSERT_TRUE(dxsv::disassembleSpirv(s.converted.spirv, s.disassembly, error)) << all[b].name << ": " << error;
    samples.push_back(std::move(s));
  }
  ASSERT_GE(samples.size(), kSamples / 2);

  const int n = rounds();
  const std::vector<std::string> failures = onThreads([&](int t) {
    std::vector<std::string> mine;
    for (int round = 0; round < n; ++round)
      for (size_t i = 0; i < samples.size(); ++i) {
        const Sample& s = samples[(i + size_t(t)) % samples.size()];
        std::string glsl, text, error;
        // Every third step converts instead, so LLVM, SPIRV-Tools and SPIRV-Cross overlap.
        if ((i + size_t(t)) % 3 == 0 && !(convert(s.blob->bytes, kCValidate) == s.converted))
          mine.push_back(s.blob->name + ": conversion differs");
        if (!dxsv::spirvToGlsl(s.converted.spirv, glsl, error) || glsl != s.glsl)
          mine.push_back(s.blob->name + ": GLSL differs " + error);
        if (!dxsv::disassembleSpirv(s.converted.spirv, text, error) || text != s.disassembly)
          mine.push_back(s.blob->name + ": disassembly differs " + error);
      }
    return mine;
  });
  report(failures);
}

}  // namespace
