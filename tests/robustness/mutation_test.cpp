// Mutation test: every reference blob (all stages; each export of a library in turn) mutated
// by truncation, byte flips, block overwrites and single bit flips inside the bitcode, with
// deterministic seeds, converted with the digest check on and off. Conversions run with
// validation off, as a layer runs them, and accepted modules are validated apart. Expected: no
// crash, no hang (a time limit per conversion), no sanitizer report (CI also runs this under
// ASan+UBSan), every failure with a message of printable ASCII (a quarter of the mutants go
// through the C API), and every accepted module valid SPIR-V.
// DXSV_MUTANTS sets the number of mutants per mode (default 20,000: a bit flip or a library's
// export converts further than most damage did, so as many cost twice the time); DXSV_TRACE=1 prints each
// mutant before converting it, to find a reproducer after a crash. tools/mutation-campaign.sh
// runs long campaigns of bit flips in separate processes (crashes and hangs counted).
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
#include "tests/common/mutation.h"

namespace {

using dxsv::testing::Bytes;
using dxsv::testing::getU32;
using dxsv::testing::MutationSeed;
using dxsv::testing::readFile;

constexpr size_t kShards = 4;
constexpr double kSecondsPerConversion = 20.0;  // generous: sanitizer builds are ~10x slower

std::vector<MutationSeed> loadSeeds() {
  std::vector<MutationSeed> seeds;
  for (const std::string& name : dxsv::testing::referenceBlobNames()) {
    Bytes blob = dxsv::testing::readReference(name);
    if (blob.size() >= 32) seeds.push_back(dxsv::testing::makeMutationSeed(name, std::move(blob)));
  }
  return seeds;
}

// True when the mutant changed a byte the digest covers, with the header left able to say so.
bool changesHashedBytes(const MutationSeed& seed, const Bytes& mutant) {
  const size_t total = getU32(seed.blob, 24);
  if (mutant.size() < total || getU32(mutant, 24) != total || getU32(mutant, 0) != getU32(seed.blob, 0)) return false;
  return !std::equal(mutant.begin() + 4, mutant.begin() + total, seed.blob.begin() + 4);
}

struct Tally {
  size_t mutants = 0, accepted = 0, rejectedByDigest = 0;
};

void runShard(bool hashCheck, size_t shard, size_t shards) {
  const std::vector<MutationSeed> seeds = loadSeeds();
  ASSERT_GT(seeds.size(), 300u) << "reference blobs of every stage are expected";
  const char* env = std::getenv("DXSV_MUTANTS");
  const size_t total = env ? std::strtoull(env, nullptr, 10) : 20000;
  const bool trace = std::getenv("DXSV_TRACE") != nullptr;
  Tally tally;
  for (size_t i = shard; i < total; i += shards) {
    const MutationSeed& seed = seeds[i % seeds.size()];
    std::mt19937_64 rng(0x5eed0000 + i);  // one seed per mutant: any one reproduces alone
    std::string how;
    const Bytes mutant = dxsv::testing::mutate(seed, rng, how);
    const uint64_t pick = i / seeds.size();  // the export of a library, in turn
    const std::string context = seed.name + " mutant " + std::to_string(i) + " (" + how + ")" +
                                (seed.exports.empty() ? "" : " export '" + seed.exports[pick % seed.exports.size()] + "'");
    if (trace) std::fprintf(stderr, "%s\n", context.c_str());
    const auto start = std::chrono::steady_clock::now();
    const dxsv::testing::Checked result = dxsv::testing::convertAndCheck(mutant, seed, pick, !hashCheck, dxsv::testing::routeOf(i));
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    ++tally.mutants;
    EXPECT_LT(seconds, kSecondsPerConversion) << context << ": conversion took too long";
    EXPECT_EQ(result.finding, dxsv::testing::Finding::None)
        << context << ": " << dxsv::testing::findingName(result.finding) << ": " << result.detail;
    if (result.status == DXSV_SUCCESS) {
      ++tally.accepted;
      if (hashCheck && seed.isSigned)
        EXPECT_FALSE(changesHashedBytes(seed, mutant)) << context << ": accepted despite a digest mismatch";
    } else if (result.detail.find("digest") != std::string::npos) {
      ++tally.rejectedByDigest;
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

// Inputs that once crashed the translator or made it return invalid SPIR-V (fuzzing, mutation;
// atomic_struct_result, groupshared_zero_length*, sample_cmp_untyped_texture,
// typed_atomic_f64_texels, node_record_*: bit flips that converted into modules spirv-val
// rejects, with the digest ignored; the node ones insert a record pointer into a struct of
// integers, a rule the reader leaves to the verifier): each, through every route, with the
// digest check on and off and validation off, is rejected as malformed with a printable
// message, or converts into valid SPIR-V.
TEST(Mutation, RegressionBlobs) {
  const std::string dir = std::string(DXSV_REFERENCE_DIR) + "/../tests/robustness/regressions";
  size_t blobs = 0;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    if (entry.path().extension() != ".dxil") continue;
    const MutationSeed seed = dxsv::testing::makeMutationSeed(entry.path().filename().string(), readFile(entry.path().string()));
    ++blobs;
    for (bool skipHashCheck : {false, true}) {
      for (uint64_t pick = 0; pick < std::max<size_t>(3, 3 * seed.exports.size()); ++pick) {
        const dxsv::testing::Checked result =
            dxsv::testing::convertAndCheck(seed.blob, seed, pick / 3, skipHashCheck, dxsv::testing::routeOf(pick));
        EXPECT_EQ(result.finding, dxsv::testing::Finding::None)
            << entry.path() << ": " << dxsv::testing::findingName(result.finding) << ": " << result.detail;
        if (result.status != DXSV_SUCCESS) EXPECT_EQ(result.status, DXSV_ERROR_MALFORMED_INPUT) << entry.path() << ": " << result.detail;
      }
    }
  }
  EXPECT_GE(blobs, 16u);
}
}  // namespace
