// The CLI prints only printable ASCII (and newlines) for damaged input: bit flips inside the
// bitcode of reference blobs, converted with --no-hash-check (a library's exports in turn),
// each run's stderr checked byte by byte. (The mutation test checks the C and C++ APIs'
// messages for every mutant; tests/unit/api/message_escaping_test.cpp crafts hostile names.)
#include <gtest/gtest.h>

#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

#include "tests/common/mutation.h"

namespace {

using dxsv::testing::Bytes;

TEST(PrintableMessages, CliStderrForBitFlips) {
  const std::vector<std::string> names = dxsv::testing::referenceBlobNames();
  ASSERT_FALSE(names.empty());
  const std::filesystem::path dir = std::filesystem::temp_directory_path() / ("dxsv_printable_" + std::to_string(getpid()));
  std::filesystem::create_directories(dir);
  constexpr size_t kRuns = 40;
  size_t failures = 0;
  for (size_t i = 0; i < kRuns; ++i) {
    const std::string& name = names[(i * 7919) % names.size()];
    const dxsv::testing::MutationSeed seed = dxsv::testing::makeMutationSeed(name, dxsv::testing::readReference(name));
    if (seed.bitcodeEnd <= seed.bitcodeBegin) continue;
    const uint64_t bit = (i * 0x9e3779b97f4a7c15ull >> 7) % dxsv::testing::bitcodeBits(seed);
    const Bytes mutant = dxsv::testing::flipBitcodeBit(seed, bit);
    const std::filesystem::path input = dir / "mutant.dxil", err = dir / "stderr.txt";
    std::ofstream(input, std::ios::binary).write(reinterpret_cast<const char*>(mutant.data()), std::streamsize(mutant.size()));
    std::string command = std::string(DXSV_CLI) + " --no-hash-check " + input.string() + " -o " + (dir / "out.spv").string();
    if (!seed.exports.empty()) {
      setenv("DXSV_TEST_ENTRY", seed.exports[i % seed.exports.size()].c_str(), 1);
      command += " --entry \"$DXSV_TEST_ENTRY\"";
    }
    command += " 2>" + err.string();
    const int status = std::system(command.c_str());
    ASSERT_TRUE(WIFEXITED(status)) << name << " bit " << bit << ": the CLI did not exit normally";
    failures += WEXITSTATUS(status) != 0;
    std::ifstream in(err, std::ios::binary);
    const std::string text{std::istreambuf_iterator<char>(in), {}};
    EXPECT_TRUE(dxsv::testing::isPrintableMessage(text)) << name << " bit " << bit << ": " << text;
  }
  std::filesystem::remove_all(dir);
  std::printf("%zu CLI runs on bit flips, %zu rejected\n", kRuns, failures);
  EXPECT_GT(failures, kRuns / 10) << "too few flips were rejected to test the messages";
}

}  // namespace
