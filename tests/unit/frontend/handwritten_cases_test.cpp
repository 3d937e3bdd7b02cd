// reference/handwritten/NAME.dxil is assembled from NAME.ll by dxsv_ll2dxil and committed, so
// that the corpus and execution tests read it like any other blob. This test keeps the pair in
// step: both must convert to the same SPIR-V (comparing SPIR-V rather than bytes tolerates
// another LLVM 19 patch release writing slightly different bitcode). The hand-written
// ray-tracing libraries (reference/raytracing/NAME.ll) and work-graph nodes
// (reference/workgraph/NAME.ll) are compared export by export; an export the translator
// refuses as unsupported (node shaders, until they convert) is compared by its bytes.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>

#include "../../common/dxil_assembler.h"
#include "dxil_spirv/dxil_spirv.hpp"

namespace {

namespace fs = std::filesystem;
using namespace dxsv::testing;

std::vector<fs::path> handwrittenSources() {
  std::vector<fs::path> sources;
  for (const char* area : {"handwritten", "raytracing", "workgraph"}) {
    fs::path dir = fs::path(DXSV_REFERENCE_DIR) / area;
    if (fs::is_directory(dir))
      for (const auto& entry : fs::directory_iterator(dir))
        if (entry.path().extension() == ".ll") sources.push_back(entry.path());
  }
  std::sort(sources.begin(), sources.end());
  return sources;
}

class HandwrittenCases : public ::testing::TestWithParam<fs::path> {};

TEST_P(HandwrittenCases, CommittedBlobMatchesSource) {
  const fs::path& source = GetParam();
  std::ifstream in(source, std::ios::binary);
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  std::string error;
  Bytes fresh = assembleDxil(text, error);
  ASSERT_FALSE(fresh.empty()) << error;
  fs::path blobPath = fs::path(source).replace_extension(".dxil");
  std::string regenerate = "regenerate it: build/tests/dxsv_ll2dxil " + source.string() + " " + blobPath.string();
  ASSERT_TRUE(fs::exists(blobPath)) << blobPath << " is missing; " << regenerate;
  Bytes committed = readFile(blobPath.string());
  std::vector<dxsv::EntryInfo> entries;
  std::string listError;
  ASSERT_EQ(dxsv::listEntries(committed, entries, listError), DXSV_SUCCESS) << listError;
  std::vector<std::string> names = {""};  // a shader's one entry point
  if (entries.size() > 1 || (entries.size() == 1 && entries[0].stage == "node")) {
    names.clear();
    for (const auto& e : entries) names.push_back(e.name);
  }
  for (const std::string& name : names) {
    dxsv::ConvertOptions options;
    options.entryPoint = name;
    auto a = dxsv::convert(fresh, options);
    auto b = dxsv::convert(committed, options);
    if (a.status == DXSV_ERROR_UNSUPPORTED && b.status == DXSV_ERROR_UNSUPPORTED) {
      EXPECT_EQ(fresh, committed) << blobPath << " (" << name << ", not convertible yet: " << a.error
                                  << ") differs from its source; " << regenerate;
      continue;
    }
    ASSERT_TRUE(a.ok()) << name << ": " << a.error;
    ASSERT_TRUE(b.ok()) << name << ": " << b.error;
    EXPECT_EQ(a.spirv, b.spirv) << blobPath << " (" << name << ") is out of date; " << regenerate;
  }
}

std::string caseName(const ::testing::TestParamInfo<fs::path>& info) {
  std::string s = info.param.stem().string();
  for (char& ch : s)
    if (!std::isalnum((unsigned char)ch)) ch = '_';
  return s;
}

INSTANTIATE_TEST_SUITE_P(Reference, HandwrittenCases, ::testing::ValuesIn(handwrittenSources()), caseName);
GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(HandwrittenCases);

}  // namespace
