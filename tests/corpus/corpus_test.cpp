// Corpus regression: every reference/<area>/NAME.dxil converts, passes spirv-val, converts
// to the same bytes twice, and its GLSL (SPIRV-Cross) matches reference/<area>/NAME.glsl.
// Where SPIRV-Cross 2021 can't express the module, the disassembly (NAME.spvasm) is the
// reference instead, and the test says so. UPDATE_REFERENCE=1 rewrites the references.
// reference/<area>/unsupported.txt lists ("NAME: reason") the blobs that must fail with
// DXSV_ERROR_UNSUPPORTED and a message (stages not translated yet); one that converts fails
// the test until it is taken off the list.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>

#include "dxil_spirv/dxil_spirv.hpp"

namespace fs = std::filesystem;

namespace {

const char* kAreas[] = {"compute", "controlflow", "binding", "handwritten", "graphics"};

std::vector<fs::path> referenceBlobs() {
  std::vector<fs::path> blobs;
  for (const char* area : kAreas) {
    fs::path dir = fs::path(DXSV_REFERENCE_DIR) / area;
    if (!fs::exists(dir)) continue;
    for (auto& entry : fs::directory_iterator(dir))
      if (entry.path().extension() == ".dxil") blobs.push_back(entry.path());
  }
  std::sort(blobs.begin(), blobs.end());
  return blobs;
}

std::string readText(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), {}};
}

std::vector<uint8_t> readBytes(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), {}};
}

bool updateReferences() {
  const char* v = std::getenv("UPDATE_REFERENCE");
  return v && std::string(v) == "1";
}

// NAME -> reason, from reference/<area>/unsupported.txt.
std::map<std::string, std::string> unsupportedList(const fs::path& dir) {
  std::map<std::string, std::string> list;
  std::ifstream in(dir / "unsupported.txt");
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    size_t colon = line.find(':');
    list[line.substr(0, colon)] = colon == std::string::npos ? "" : line.substr(colon + 1);
  }
  return list;
}

class CorpusTest : public ::testing::TestWithParam<fs::path> {};

TEST_P(CorpusTest, ConvertsValidatesAndMatchesReference) {
  const fs::path& blob = GetParam();
  auto data = readBytes(blob);
  dxsv::ConvertOptions options;
  options.validate = true;
  auto result = dxsv::convert(data, options);
  auto unsupported = unsupportedList(blob.parent_path());
  if (auto it = unsupported.find(blob.stem().string()); it != unsupported.end()) {
    EXPECT_EQ(result.status, DXSV_ERROR_UNSUPPORTED)
        << blob << " is listed in unsupported.txt (" << it->second << ") but "
        << (result.ok() ? "converts: take it off the list" : "fails otherwise: " + result.error);
    EXPECT_FALSE(result.error.empty());
    return;
  }
  ASSERT_TRUE(result.ok()) << blob << ": " << result.error;

  auto again = dxsv::convert(data, options);
  ASSERT_TRUE(again.ok());
  EXPECT_EQ(result.spirv, again.spirv) << "conversion is not deterministic";

  std::string text, error;
  fs::path reference;
  if (dxsv::spirvToGlsl(result.spirv, text, error)) {
    reference = fs::path(blob).replace_extension(".glsl");
  } else {
    std::cout << "note: SPIRV-Cross cannot express this module (" << error << "); comparing disassembly instead\n";
    ASSERT_TRUE(dxsv::disassembleSpirv(result.spirv, text, error)) << error;
    reference = fs::path(blob).replace_extension(".spvasm");
  }
  if (updateReferences()) {
    std::ofstream(reference, std::ios::binary) << text;
    return;
  }
  ASSERT_TRUE(fs::exists(reference)) << reference << " is missing; run with UPDATE_REFERENCE=1 to create it";
  EXPECT_EQ(readText(reference), text) << "output differs from " << reference
                                       << " (if the change is intended, rerun with UPDATE_REFERENCE=1)";
}

std::string caseName(const ::testing::TestParamInfo<fs::path>& info) {
  std::string name = info.param.parent_path().filename().string() + "_" + info.param.stem().string();
  std::replace_if(name.begin(), name.end(), [](char c) { return !std::isalnum(static_cast<unsigned char>(c)); }, '_');
  return name;
}

INSTANTIATE_TEST_SUITE_P(Reference, CorpusTest, ::testing::ValuesIn(referenceBlobs()), caseName);
GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(CorpusTest);

}  // namespace
