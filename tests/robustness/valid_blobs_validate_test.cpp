// Valid blobs converted with the library's validation off: whatever reports success must pass
// the validation the library runs itself (dxsv::validateSpirv, same target), so that turning
// validation off never hands a caller invalid SPIR-V. Refusals (Unsupported...) are counted,
// not failures. The blobs: every .dxil under reference/, and, when the vkd3d-proton 3.0.1
// tarball sits at ../shared/vkd3d-proton-3/ beside the repository, the DXIL arrays of its test
// headers (tools/extract-vkd3d-blobs.py writes them into the build tree; none are copied into
// the repository). A library is converted export by export.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "dxil_spirv/dxil_spirv.h"
#include "dxil_spirv/dxil_spirv.hpp"

namespace fs = std::filesystem;

namespace {

struct Tally {
  int converted = 0, refused = 0, invalid = 0;
};

std::vector<uint8_t> readBytes(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), {}};
}

std::vector<fs::path> dxilUnder(const fs::path& dir) {
  std::vector<fs::path> blobs;
  if (fs::exists(dir))
    for (auto& entry : fs::recursive_directory_iterator(dir))
      if (entry.path().extension() == ".dxil") blobs.push_back(entry.path());
  std::sort(blobs.begin(), blobs.end());
  return blobs;
}

// A library's exports (empty for a single shader, or a container without a program).
std::vector<std::string> exportsOf(const std::vector<uint8_t>& data) {
  std::vector<std::string> names;
  dxsv_entry_list list = nullptr;
  if (dxsv_list_entries(data.data(), data.size(), &list) == DXSV_SUCCESS) {
    size_t count = dxsv_entry_list_count(list);
    bool library = count > 1;
    for (size_t i = 0; i < count; ++i) {
      std::string stage = dxsv_entry_list_stage(list, i);
      library |= stage == "raygeneration" || stage == "intersection" || stage == "anyhit" || stage == "closesthit" ||
                 stage == "miss" || stage == "callable" || stage == "node";
    }
    for (size_t i = 0; library && i < count; ++i) names.push_back(dxsv_entry_list_name(list, i));
  }
  dxsv_entry_list_destroy(list);
  return names;
}

// Converts through the C API with default options (validation off), one export or the whole
// shader, and validates what converted.
void check(const std::vector<uint8_t>& data, const std::string& name, const char* entry, Tally& tally) {
  dxsv_options options;
  dxsv_options_init(&options);
  ASSERT_EQ(options.validate, 0);
  options.entry_point = entry;
  dxsv_result result = nullptr;
  dxsv_status status = dxsv_convert(data.data(), data.size(), &options, &result);
  if (status != DXSV_SUCCESS) {
    ++tally.refused;
    dxsv_result_destroy(result);
    return;
  }
  size_t count = 0;
  const uint32_t* words = dxsv_result_spirv(result, &count);
  std::vector<uint32_t> spirv(words, words + count);
  dxsv_result_destroy(result);
  std::string error;
  if (dxsv::validateSpirv(spirv, options.target_env, error)) {
    ++tally.converted;
    return;
  }
  ++tally.invalid;
  ADD_FAILURE() << name << (entry ? std::string(" export ") + entry : "")
                << ": converted with validation off, but the SPIR-V is invalid:\n" << error;
}

Tally checkAll(const std::vector<fs::path>& blobs, const fs::path& base) {
  Tally tally;
  for (const fs::path& blob : blobs) {
    auto data = readBytes(blob);
    std::string name = fs::relative(blob, base).string();
    std::vector<std::string> exports = exportsOf(data);
    if (exports.empty()) check(data, name, nullptr, tally);
    for (const std::string& e : exports) check(data, name, e.c_str(), tally);
  }
  std::cout << tally.converted << " converted and valid, " << tally.refused << " refused, " << tally.invalid
            << " invalid\n";
  return tally;
}

TEST(ValidBlobsValidate, ReferenceCorpus) {
  auto blobs = dxilUnder(DXSV_REFERENCE_DIR);
  ASSERT_GT(blobs.size(), 100u);
  Tally tally = checkAll(blobs, DXSV_REFERENCE_DIR);
  EXPECT_GT(tally.converted, 300);  // the check ran over real modules
}

TEST(ValidBlobsValidate, Vkd3dProton3TestShaders) {
  fs::path tarball = fs::path(DXSV_SOURCE_DIR).parent_path() / "shared/vkd3d-proton-3/vkd3d-proton-3.0.1.tar.xz";
  if (!fs::exists(tarball)) GTEST_SKIP() << tarball << " is absent: no vkd3d-proton 3.0.1 test shaders to check";
  if (std::string(DXSV_PYTHON).empty()) GTEST_SKIP() << "no Python 3 to extract the blobs with";
  fs::path out = fs::path(DXSV_BINARY_DIR) / "vkd3d-proton-3-blobs";
  std::string command = std::string("\"") + DXSV_PYTHON + "\" \"" + DXSV_SOURCE_DIR + "/tools/extract-vkd3d-blobs.py\" \"" +
                        tarball.string() + "\" \"" + out.string() + "\"";
  ASSERT_EQ(std::system(command.c_str()), 0) << command;
  auto blobs = dxilUnder(out);
  ASSERT_GT(blobs.size(), 300u);  // 325 in 3.0.1
  Tally tally = checkAll(blobs, out);
  // Every module and every library export of the layer's own tests converts, the 45 work-graph
  // nodes of its 16 work-graph libraries included (373 in 3.0.1).
  EXPECT_EQ(tally.refused, 0);
  EXPECT_GE(tally.converted, 373);
}

}  // namespace
