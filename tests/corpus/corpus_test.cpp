// Corpus regression: every reference/<area>/NAME.dxil converts, passes spirv-val, converts
// to the same bytes twice, and its GLSL (SPIRV-Cross) matches reference/<area>/NAME.glsl.
// Where SPIRV-Cross 2021 can't express the module, the disassembly (NAME.spvasm) is the
// reference instead, and the test says so. UPDATE_REFERENCE=1 rewrites the references.
// reference/<area>/unsupported.txt lists ("NAME: reason") the blobs that must fail with
// DXSV_ERROR_UNSUPPORTED and a message (stages not translated yet); one that converts fails
// the test until it is taken off the list. Ray-tracing and work-graph libraries are checked
// export by export: NAME.EXPORT.glsl, and "NAME.EXPORT: reason" in unsupported.txt.
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

const char* kAreas[] = {"compute", "controlflow", "binding", "handwritten", "graphics", "raytracing"};

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

// Compares with the reference file, or rewrites it under UPDATE_REFERENCE=1.
void matchReference(const std::string& text, const fs::path& reference) {
  if (updateReferences()) {
    std::ofstream(reference, std::ios::binary) << text;
    return;
  }
  ASSERT_TRUE(fs::exists(reference)) << reference << " is missing; run with UPDATE_REFERENCE=1 to create it";
  EXPECT_EQ(readText(reference), text) << "output differs from " << reference
                                       << " (if the change is intended, rerun with UPDATE_REFERENCE=1)";
}

class CorpusTest : public ::testing::TestWithParam<fs::path> {};

// Converts, validates, converts again (same bytes) and compares with `stem`.glsl (or .spvasm).
void checkConversion(const std::vector<uint8_t>& data, const dxsv::ConvertOptions& options, const fs::path& stem) {
  auto result = dxsv::convert(data, options);
  ASSERT_TRUE(result.ok()) << stem << ": " << result.error;
  auto again = dxsv::convert(data, options);
  ASSERT_TRUE(again.ok());
  EXPECT_EQ(result.spirv, again.spirv) << "conversion is not deterministic";

  std::string text, error;
  fs::path reference;
  if (dxsv::spirvToGlsl(result.spirv, text, error)) {
    reference = fs::path(stem).concat(".glsl");
  } else {
    std::cout << "note: SPIRV-Cross cannot express this module (" << error << "); comparing disassembly instead\n";
    ASSERT_TRUE(dxsv::disassembleSpirv(result.spirv, text, error)) << error;
    reference = fs::path(stem).concat(".spvasm");
  }
  matchReference(text, reference);
}

bool isExportStage(const std::string& stage) {
  return stage == "raygeneration" || stage == "intersection" || stage == "anyhit" || stage == "closesthit" ||
         stage == "miss" || stage == "callable" || stage == "node";
}

TEST_P(CorpusTest, ConvertsValidatesAndMatchesReference) {
  const fs::path& blob = GetParam();
  auto data = readBytes(blob);
  dxsv::ConvertOptions options;
  options.validate = true;
  auto unsupported = unsupportedList(blob.parent_path());

  // A ray-tracing or work-graph library: every export on its own, against NAME.EXPORT.glsl;
  // unsupported.txt lists exports as "NAME.EXPORT".
  std::vector<dxsv::EntryInfo> entries;
  std::string listError;
  if (dxsv::listEntries(data, entries, listError) == DXSV_SUCCESS &&
      std::any_of(entries.begin(), entries.end(), [](const dxsv::EntryInfo& e) { return isExportStage(e.stage); })) {
    for (const dxsv::EntryInfo& entry : entries) {
      SCOPED_TRACE("export " + entry.name);
      std::string key = blob.stem().string() + "." + entry.name;
      options.entryPoint = entry.name;
      if (auto it = unsupported.find(key); it != unsupported.end()) {
        auto result = dxsv::convert(data, options);
        EXPECT_EQ(result.status, DXSV_ERROR_UNSUPPORTED)
            << key << " is listed in unsupported.txt (" << it->second << ") but "
            << (result.ok() ? "converts: take it off the list" : "fails otherwise: " + result.error);
        continue;
      }
      checkConversion(data, options, blob.parent_path() / key);
    }
    return;
  }

  if (auto it = unsupported.find(blob.stem().string()); it != unsupported.end()) {
    auto result = dxsv::convert(data, options);
    EXPECT_EQ(result.status, DXSV_ERROR_UNSUPPORTED)
        << blob << " is listed in unsupported.txt (" << it->second << ") but "
        << (result.ok() ? "converts: take it off the list" : "fails otherwise: " + result.error);
    EXPECT_FALSE(result.error.empty());
    return;
  }
  checkConversion(data, options, fs::path(blob).replace_extension());
}

std::string caseName(const ::testing::TestParamInfo<fs::path>& info) {
  std::string name = info.param.parent_path().filename().string() + "_" + info.param.stem().string();
  std::replace_if(name.begin(), name.end(), [](char c) { return !std::isalnum(static_cast<unsigned char>(c)); }, '_');
  return name;
}

INSTANTIATE_TEST_SUITE_P(Reference, CorpusTest, ::testing::ValuesIn(referenceBlobs()), caseName);
GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(CorpusTest);

// Whether a DXBC container has a part with this fourcc (part offsets follow the 32-byte header).
bool hasPart(const std::vector<uint8_t>& blob, const char* fourcc) {
  auto u32 = [&](size_t at) -> uint32_t {
    if (at + 4 > blob.size()) return 0;
    return uint32_t(blob[at]) | uint32_t(blob[at + 1]) << 8 | uint32_t(blob[at + 2]) << 16 | uint32_t(blob[at + 3]) << 24;
  };
  for (uint32_t i = 0, n = u32(28); i < n && i < 64; ++i) {
    uint32_t at = u32(32 + 4 * i);
    if (at + 4 <= blob.size() && std::equal(fourcc, fourcc + 4, blob.begin() + at)) return true;
  }
  return false;
}

std::vector<fs::path> blobsWithRootSignature() {
  std::vector<fs::path> list;
  for (const fs::path& blob : referenceBlobs())
    if (hasPart(readBytes(blob), "RTS0") && !unsupportedList(blob.parent_path()).count(blob.stem().string())) list.push_back(blob);
  return list;
}

// The same shaders under the root-signature ABI, with their own RTS0 part: spirv-val clean,
// deterministic, GLSL matching NAME.rootsig.glsl. The variants (plain root descriptors,
// sized heap arrays, everything in a uniform buffer) must validate too.
class RootSignatureCorpusTest : public ::testing::TestWithParam<fs::path> {};

TEST_P(RootSignatureCorpusTest, ConvertsValidatesAndMatchesReference) {
  const fs::path& blob = GetParam();
  auto data = readBytes(blob);
  dxsv::ConvertOptions options;
  options.validate = true;
  options.targetEnv = DXSV_TARGET_VULKAN_1_3;
  options.bindingMode = DXSV_BINDING_ROOT_SIGNATURE;
  auto result = dxsv::convert(data, options);
  ASSERT_TRUE(result.ok()) << blob << ": " << result.error;
  EXPECT_TRUE(result.binding.rootSignature);
  auto again = dxsv::convert(data, options);
  ASSERT_TRUE(again.ok());
  EXPECT_EQ(result.spirv, again.spirv) << "conversion is not deterministic";

  for (int variant = 0; variant < 3; ++variant) {
    dxsv::ConvertOptions other = options;
    other.targetEnv = DXSV_TARGET_VULKAN_1_1;
    if (variant == 0) other.rootDescriptorsAsDescriptors = true;
    if (variant == 1) other.heapArraySize = 64;
    if (variant == 2) other.pushConstantBytes = 0;
    auto converted = dxsv::convert(data, other);
    EXPECT_TRUE(converted.ok()) << blob << " (variant " << variant << "): " << converted.error;
    if (variant == 2 && converted.ok()) EXPECT_FALSE(converted.binding.rootBlockInPushConstants);
  }

  std::string text, error;
  ASSERT_TRUE(dxsv::spirvToGlsl(result.spirv, text, error)) << error;
  fs::path reference = fs::path(blob).replace_extension(".rootsig.glsl");
  matchReference(text, reference);
}

INSTANTIATE_TEST_SUITE_P(Reference, RootSignatureCorpusTest, ::testing::ValuesIn(blobsWithRootSignature()), caseName);
GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(RootSignatureCorpusTest);

}  // namespace
