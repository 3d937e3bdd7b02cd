// SM 4/5 (DXBC bytecode) containers through the C and C++ APIs and the CLI: DXSV_ERROR_UNSUPPORTED
// naming the part and shader, MALFORMED for a part too short for its version token; the digest
// is still checked first.
#include <gtest/gtest.h>

#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "container/digest.h"
#include "dxil_spirv/dxil_spirv.h"
#include "dxil_spirv/dxil_spirv.hpp"
#include "tests/common/sm4_container.h"

namespace {

using dxsv::testing::buildContainer;
using dxsv::testing::buildSm4Container;
using dxsv::testing::Bytes;
using dxsv::testing::code;
using dxsv::testing::readReference;
using dxsv::testing::sm4Program;

const std::string kVs50 = "DXBC shader (SHEX part, vs_5_0): SM 4/5 bytecode is not translated, only DXIL (SM 6.0+)";

// Every C entry point that reads a blob gives `status` and `message`.
void expectThroughTheCApi(const Bytes& blob, dxsv_status status, const std::string& message) {
  dxsv_options options;
  dxsv_options_init(&options);
  dxsv_result result = nullptr;
  EXPECT_EQ(dxsv_convert(blob.data(), blob.size(), &options, &result), status);
  EXPECT_EQ(dxsv_result_error(result), message);
  size_t words = 1;
  EXPECT_EQ(dxsv_result_spirv(result, &words), nullptr);
  dxsv_result_destroy(result);

  dxsv_entry_list list = nullptr;
  EXPECT_EQ(dxsv_list_entries(blob.data(), blob.size(), &list), status);
  EXPECT_EQ(dxsv_entry_list_error(list), message);
  EXPECT_EQ(dxsv_entry_list_count(list), 0u);
  dxsv_entry_list_destroy(list);

  dxsv_subobjects subobjects = nullptr;
  EXPECT_EQ(dxsv_read_subobjects(blob.data(), blob.size(), &subobjects), status);
  EXPECT_EQ(dxsv_subobjects_error(subobjects), message);
  dxsv_subobjects_destroy(subobjects);
}

TEST(Sm4BytecodeApi, ShaderModels4And5AreUnsupported) {
  expectThroughTheCApi(buildSm4Container("SHEX", 1, 5, 0), DXSV_ERROR_UNSUPPORTED, kVs50);
  expectThroughTheCApi(buildSm4Container("SHDR", 0, 4, 0), DXSV_ERROR_UNSUPPORTED,
                       "DXBC shader (SHDR part, ps_4_0): SM 4/5 bytecode is not translated, only DXIL (SM 6.0+)");
  expectThroughTheCApi(buildSm4Container("SHEX", 5, 5, 1), DXSV_ERROR_UNSUPPORTED,
                       "DXBC shader (SHEX part, cs_5_1): SM 4/5 bytecode is not translated, only DXIL (SM 6.0+)");
  dxsv::ConvertResult cpp = dxsv::convert(buildSm4Container("SHEX", 1, 5, 0), dxsv::ConvertOptions());
  EXPECT_EQ(cpp.status, DXSV_ERROR_UNSUPPORTED);
  EXPECT_EQ(cpp.error, kVs50);
}

TEST(Sm4BytecodeApi, TruncatedShexPartIsMalformed) {
  Bytes part = sm4Program(1, 5, 0);
  part.resize(2);
  expectThroughTheCApi(buildContainer({{code("SHEX"), part}}), DXSV_ERROR_MALFORMED_INPUT,
                       "DXBC shader: SHEX part is 2 bytes, too short for its 4-byte version token");
}

// fxc signs its containers like DXC: a signed SM 5 blob is unsupported, a corrupted one is
// refused by the digest check first, as any other container.
TEST(Sm4BytecodeApi, DigestIsCheckedFirst) {
  Bytes blob = buildSm4Container("SHEX", 1, 5, 0);
  const dxsv::container::Digest digest = dxsv::container::dxbcDigest({blob.data() + 20, blob.size() - 20});
  std::memcpy(blob.data() + 4, digest.data(), digest.size());
  dxsv::ConvertOptions options;
  dxsv::ConvertResult signedBlob = dxsv::convert(blob, options);
  EXPECT_EQ(signedBlob.status, DXSV_ERROR_UNSUPPORTED) << signedBlob.error;
  EXPECT_EQ(signedBlob.error, kVs50);

  blob.back() ^= 1;  // inside the STAT part
  dxsv::ConvertResult corrupted = dxsv::convert(blob, options);
  EXPECT_EQ(corrupted.status, DXSV_ERROR_MALFORMED_INPUT);
  EXPECT_NE(corrupted.error.find("does not match"), std::string::npos) << corrupted.error;
  options.skipHashCheck = true;
  EXPECT_EQ(dxsv::convert(blob, options).status, DXSV_ERROR_UNSUPPORTED);
}

TEST(Sm4BytecodeApi, DxilContainerWithAShexPartStillConverts) {
  Bytes blob = readReference("unit/int_add_sub_mul.dxil");
  std::vector<dxsv::testing::RawPart> parts = dxsv::testing::splitContainer(blob);
  parts.insert(parts.begin(), dxsv::testing::RawPart{code("SHEX"), sm4Program(5, 5, 0)});
  dxsv::ConvertOptions options;
  options.skipHashCheck = true;  // the new part changes the digest
  options.validate = true;
  dxsv::ConvertResult result = dxsv::convert(buildContainer(parts), options);
  EXPECT_TRUE(result.ok()) << result.error;
  std::vector<dxsv::EntryInfo> entries;
  std::string error;
  EXPECT_EQ(dxsv::listEntries(buildContainer(parts), entries, error), DXSV_SUCCESS) << error;
}

std::string readText(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), {}};
}

TEST(Sm4BytecodeApi, CliPrintsTheMessageAndBatchReportsUnsupported) {
  const std::filesystem::path dir = std::filesystem::temp_directory_path() / ("dxsv_sm4_" + std::to_string(getpid()));
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  const Bytes blob = buildSm4Container("SHEX", 1, 5, 0);
  const std::filesystem::path input = dir / "vs_5_0.dxil", err = dir / "stderr.txt";
  std::ofstream(input, std::ios::binary).write(reinterpret_cast<const char*>(blob.data()), std::streamsize(blob.size()));

  std::string command = std::string(DXSV_CLI) + " " + input.string() + " -o " + (dir / "out.spv").string() + " 2>" +
                        err.string();
  int status = std::system(command.c_str());
  EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 1) << command;
  EXPECT_NE(readText(err).find(input.string() + ": " + kVs50), std::string::npos) << readText(err);
  EXPECT_FALSE(std::filesystem::exists(dir / "out.spv"));

  command = std::string(DXSV_CLI) + " --batch " + input.string() + " --out-dir " + (dir / "out").string() + " 2>" +
            err.string();
  status = std::system(command.c_str());
  EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 1) << command;
  EXPECT_EQ(readText(dir / "out" / "failures.txt"), input.string() + "\tunsupported\t" + kVs50 + "\n");
  std::filesystem::remove_all(dir);
}

}  // namespace
