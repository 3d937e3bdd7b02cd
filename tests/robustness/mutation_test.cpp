// Mutation test: every reference blob (all stages) mutated by truncation, byte flips and block
// overwrites, with deterministic seeds, converted with the digest check on and off. Expected:
// no crash, no hang (a time limit per conversion), no sanitizer report (CI also runs this under
// ASan+UBSan), every failure with a message, and every accepted mutant valid SPIR-V.
// DXSV_MUTANTS sets the number of mutants per mode (default 40,000); DXSV_TRACE=1 prints each
// mutant before converting it, to find a reproducer after a crash.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <random>
#include <string>

#include "dxil_spirv/dxil_spirv.hpp"
#include "tests/common/container_builder.h"

namespace {

using dxsv::testing::Bytes;
using dxsv::testing::getU32;
using dxsv::testing::readFile;

constexpr size_t kShards = 4;
constexpr double kSecondsPerConversion = 20.0;  // generous: sanitizer builds are ~10x slower

struct Seed {
  std::string name;
  Bytes blob;
  size_t bitcodeBegin = 0, bitcodeEnd = 0;  // the DXIL part's data, where mutations hurt most
  bool isSigned = false;
};

std::vector<Seed> loadSeeds() {
  std::vector<Seed> seeds;
  for (const std::string& name : dxsv::testing::referenceBlobNames()) {
    Seed seed;
    seed.name = name;
    seed.blob = dxsv::testing::readReference(name);
    if (seed.blob.size() < 32) continue;
    seed.isSigned = std::any_of(seed.blob.begin() + 4, seed.blob.begin() + 20, [](uint8_t b) { return b != 0; });
    const uint32_t parts = getU32(seed.blob, 28);
    for (uint32_t i = 0; i < parts && 32 + 4 * i + 4 <= seed.blob.size(); ++i) {
      const uint32_t offset = getU32(seed.blob, 32 + 4 * i);
      if (offset + 8 > seed.blob.size() || getU32(seed.blob, offset) != dxsv::testing::code("DXIL")) continue;
      seed.bitcodeBegin = offset + 8;
      seed.bitcodeEnd = std::min<size_t>(seed.blob.size(), seed.bitcodeBegin + getU32(seed.blob, offset + 4));
    }
    seeds.push_back(std::move(seed));
  }
  return seeds;
}

// One mutant: a truncation, 1-8 flipped bytes or an overwritten block; half of them aimed at
// the DXIL part.
Bytes mutate(const Seed& seed, std::mt19937_64& rng, std::string& how) {
  Bytes out = seed.blob;
  const bool aimed = seed.bitcodeEnd > seed.bitcodeBegin && rng() % 2 == 0;
  const size_t begin = aimed ? seed.bitcodeBegin : 0, end = aimed ? seed.bitcodeEnd : out.size();
  auto pick = [&] { return begin + size_t(rng() % (end - begin)); };
  switch (rng() % 3) {
    case 0: {
      const size_t size = pick();
      out.resize(size);
      how = "truncated to " + std::to_string(size);
      break;
    }
    case 1: {
      const int flips = 1 + int(rng() % 8);
      how = "flipped";
      for (int i = 0; i < flips; ++i) {
        const size_t at = pick();
        out[at] ^= uint8_t(1 + rng() % 255);
        how += " " + std::to_string(at);
      }
      break;
    }
    default: {
      const size_t at = pick(), length = std::min<size_t>(1 + rng() % 32, end - at);
      const bool copy = rng() % 2 == 0;  // a copy of other bytes of the blob keeps it plausible
      const size_t from = size_t(rng() % (out.size() - length + 1));
      for (size_t i = 0; i < length; ++i) out[at + i] = copy ? seed.blob[from + i] : uint8_t(rng());
      how = "block of " + std::to_string(length) + " at " + std::to_string(at) + (copy ? " copied" : " random");
      break;
    }
  }
  return out;
}

// True when the mutant changed a byte the digest covers, with the header left able to say so.
bool changesHashedBytes(const Seed& seed, const Bytes& mutant) {
  const size_t total = getU32(seed.blob, 24);
  if (mutant.size() < total || getU32(mutant, 24) != total || getU32(mutant, 0) != getU32(seed.blob, 0)) return false;
  return !std::equal(mutant.begin() + 4, mutant.begin() + total, seed.blob.begin() + 4);
}

struct Tally {
  size_t mutants = 0, accepted = 0, rejectedByDigest = 0;
};

void runShard(bool hashCheck, size_t shard, size_t shards) {
  const std::vector<Seed> seeds = loadSeeds();
  ASSERT_GT(seeds.size(), 300u) << "reference blobs of every stage are expected";
  const char* env = std::getenv("DXSV_MUTANTS");
  const size_t total = env ? std::strtoull(env, nullptr, 10) : 40000;
  const bool trace = std::getenv("DXSV_TRACE") != nullptr;
  dxsv::ConvertOptions options;
  options.validate = true;
  options.skipHashCheck = !hashCheck;
  Tally tally;
  for (size_t i = shard; i < total; i += shards) {
    const Seed& seed = seeds[i % seeds.size()];
    std::mt19937_64 rng(0x5eed0000 + i);  // one seed per mutant: any one reproduces alone
    std::string how;
    const Bytes mutant = mutate(seed, rng, how);
    const std::string context = seed.name + " mutant " + std::to_string(i) + " (" + how + ")";
    if (trace) std::fprintf(stderr, "%s\n", context.c_str());
    const auto start = std::chrono::steady_clock::now();
    dxsv::ConvertResult result = dxsv::convert(std::span<const uint8_t>(mutant.data(), mutant.size()), options);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    ++tally.mutants;
    EXPECT_LT(seconds, kSecondsPerConversion) << context << ": conversion took too long";
    EXPECT_NE(result.status, DXSV_ERROR_VALIDATION) << context << ": " << result.error;
    EXPECT_NE(result.status, DXSV_ERROR_INTERNAL) << context << ": " << result.error;
    if (result.ok()) {
      ++tally.accepted;
      EXPECT_FALSE(result.spirv.empty()) << context;
      if (hashCheck && seed.isSigned)
        EXPECT_FALSE(changesHashedBytes(seed, mutant)) << context << ": accepted despite a digest mismatch";
    } else {
      EXPECT_FALSE(result.error.empty()) << context << ": failure without a message";
      if (result.error.find("digest") != std::string::npos) ++tally.rejectedByDigest;
    }
  }
  std::printf("%s, shard %zu/%zu: %zu mutants of %zu blobs, %zu accepted (valid SPIR-V), %zu rejected by the digest\n",
              hashCheck ? "hash check on" : "hash check off", shard + 1, shards, tally.mutants, seeds.size(),
              tally.accepted, tally.rejectedByDigest);
  if (!hashCheck) EXPECT_EQ(tally.rejectedByDigest, 0u);
}

class HashCheckOff : public ::testing::TestWithParam<size_t> {};
TEST_P(HashCheckOff, Shard) { runShard(false, GetParam(), kShards); }
INSTANTIATE_TEST_SUITE_P(Mutation, HashCheckOff, ::testing::Range<size_t>(0, kShards));

TEST(Mutation, HashCheckOn) { runShard(true, 0, 1); }



// Inputs that once crashed the translator (fuzzing, mutation): each fails cleanly, with the
// digest check on and off.
TEST(Mutation, RegressionBlobs) {
  const std::string dir = std::string(DXSV_REFERENCE_DIR) + "/../tests/robustness/regressions";
  size_t blobs = 0;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    if (entry.path().extension() != ".dxil") continue;
    const Bytes blob = readFile(entry.path().string());
    ++blobs;
    for (bool skipHashCheck : {false, true}) {
      dxsv::ConvertOptions options;
      options.skipHashCheck = skipHashCheck;
      dxsv::ConvertResult result = dxsv::convert(std::span<const uint8_t>(blob.data(), blob.size()), options);
      EXPECT_EQ(result.status, DXSV_ERROR_MALFORMED_INPUT) << entry.path() << ": " << result.error;
      EXPECT_FALSE(result.error.empty()) << entry.path();
    }
  }
  EXPECT_GE(blobs, 3u);
}
}  // namespace
