// Layer 3: every reference/<area>/NAME.run.json is converted from NAME.dxil with our
// translator, dispatched on a Vulkan device and compared with NAME.expect.json.
//
// Skips (each with a printed reason): no Vulkan device; the device lacks something the
// shader needs (a SPIR-V capability, or the subgroup size its [WaveSize] requires); the case is listed in reference/<area>/exec_skips.txt as "NAME: reason".
// A conversion failure is a test failure.
//
// Every case runs twice: `Reference/` with the default translation, and
// `ReferenceLoopExitsAtHeader/` with the loop-exit workaround (DXSV_WORKAROUND_LOOP_EXITS_AT_HEADER),
// which must pass everywhere. On lavapipe the default translation of the cases listed in
// reference/<area>/lavapipe_defects.txt ("NAME: reason") meets a driver defect that the
// workaround avoids: those skip there with the reason.
//
// Environment: DXSV_EXEC_REFERENCE_DIR overrides the reference folder; DXSV_EXEC_DUMP_DIR
// receives AREA_NAME.spv of every failing case (and AREA_NAME.out.json, the words it produced); DXSV_VK_DEVICE picks a device (vk_runner.h).
#include <gtest/gtest.h>

#include "exec/require_device.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <string>
#include <tuple>
#include <vector>

#include "dxil_spirv/dxil_spirv.hpp"
#include "exec/compare.h"
#include "exec/run_spec.h"
#include "exec/vk_runner.h"

namespace dxsv::exec {
namespace {

namespace fs = std::filesystem;

constexpr const char* kAreas[] = {"compute", "controlflow", "binding", "handwritten", "graphics"};

struct Case {
  std::string area;
  std::string name;
  fs::path dir;
  bool loopExitsAtHeader = false;
};

fs::path referenceDir() {
  if (const char* env = std::getenv("DXSV_EXEC_REFERENCE_DIR"); env && *env) return env;
  return DXSV_REFERENCE_DIR;
}

std::vector<Case> discoverCases(bool loopExitsAtHeader) {
  std::vector<Case> cases;
  for (const char* area : kAreas) {
    fs::path dir = referenceDir() / area;
    std::error_code ec;
    if (!fs::is_directory(dir, ec)) continue;
    for (const auto& entry : fs::directory_iterator(dir, ec)) {
      std::string file = entry.path().filename().string();
      const std::string suffix = ".run.json";
      if (file.size() > suffix.size() && file.ends_with(suffix))
        cases.push_back({area, file.substr(0, file.size() - suffix.size()), dir, loopExitsAtHeader});
    }
  }
  std::sort(cases.begin(), cases.end(),
            [](const Case& a, const Case& b) { return std::tie(a.area, a.name) < std::tie(b.area, b.name); });
  return cases;
}

// exec_skips.txt / lavapipe_defects.txt: "NAME: reason" per line; blank lines and '#'
// comments are ignored.
std::map<std::string, std::string> loadSkips(const fs::path& dir, const char* file = "exec_skips.txt") {
  std::map<std::string, std::string> skips;
  std::ifstream in(dir / file);
  std::string line;
  while (std::getline(in, line)) {
    size_t first = line.find_first_not_of(" \t");
    if (first == std::string::npos || line[first] == '#') continue;
    size_t colon = line.find(':');
    std::string name = line.substr(first, colon == std::string::npos ? std::string::npos : colon - first);
    while (!name.empty() && (name.back() == ' ' || name.back() == '\t' || name.back() == '\r')) name.pop_back();
    std::string listed = std::string("listed in ") + file;
    std::string reason = colon == std::string::npos ? listed : line.substr(colon + 1);
    size_t r0 = reason.find_first_not_of(" \t");
    reason = r0 == std::string::npos ? listed : reason.substr(r0);
    while (!reason.empty() && (reason.back() == '\r' || reason.back() == ' ')) reason.pop_back();
    skips[name] = reason;
  }
  return skips;
}

std::vector<uint8_t> readBinary(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  return std::vector<uint8_t>(std::istreambuf_iterator<char>(in), {});
}

// One device for the whole process: creating it per case would dominate the run time.
VkRunner& sharedRunner() {
  static VkRunner runner;
  static bool announced = false;
  if (!announced) {
    announced = true;
    if (runner.available())
      std::cerr << "[exec] device: " << runner.device().name << " (" << runner.device().driver
                << "), subgroup size " << runner.subgroupSize() << "; found by " << runner.device().discovery << "\n";
    else
      std::cerr << "[exec] no device: " << runner.unavailableReason() << "\n";
  }
  return runner;
}

void dumpSpirv(const Case& c, const std::vector<uint32_t>& spirv,
               const std::map<std::string, std::vector<uint32_t>>* outputs = nullptr) {
  const char* dir = std::getenv("DXSV_EXEC_DUMP_DIR");
  if (!dir || !*dir) return;
  std::error_code ec;
  fs::create_directories(dir, ec);
  std::string base = c.area + "_" + c.name + (c.loopExitsAtHeader ? ".exits_at_header" : "");
  std::ofstream out(fs::path(dir) / (base + ".spv"), std::ios::binary);
  out.write(reinterpret_cast<const char*>(spirv.data()), std::streamsize(spirv.size() * 4));
  if (!outputs) return;
  // Same shape as expect.json, for diffing.
  std::ofstream json(fs::path(dir) / (base + ".out.json"));
  json << "{";
  const char* sep = "";
  for (const auto& [reg, words] : *outputs) {
    json << sep << "\"" << reg << "\": {\"u32\": [";
    for (size_t i = 0; i < words.size(); ++i) json << (i ? ", " : "") << words[i];
    json << "]}";
    sep = ", ";
  }
  json << "}\n";
}

// Readable parameter in gtest output instead of a byte dump.
void PrintTo(const Case& c, std::ostream* os) {
  *os << c.area << "/" << c.name << (c.loopExitsAtHeader ? " (loop exits at header)" : "");
}

class ExecTest : public ::testing::TestWithParam<Case> {};

TEST_P(ExecTest, MatchesReference) {
  const Case& c = GetParam();
  auto skips = loadSkips(c.dir);
  if (auto it = skips.find(c.name); it != skips.end()) GTEST_SKIP() << "exec_skips.txt: " << it->second;

  VkRunner& runner = sharedRunner();
  DXSV_SKIP_OR_FAIL_WITHOUT_DEVICE(runner);
  if (!c.loopExitsAtHeader && runner.device().isLavapipe()) {
    auto defects = loadSkips(c.dir, "lavapipe_defects.txt");
    if (auto it = defects.find(c.name); it != defects.end())
      GTEST_SKIP() << "lavapipe_defects.txt (passes in ReferenceLoopExitsAtHeader/): " << it->second;
  }

  RunSpec spec;
  ExpectSpec expected;
  try {
    spec = loadRunSpec(c.dir / (c.name + ".run.json"));
    expected = loadExpectSpec(c.dir / (c.name + ".expect.json"));
  } catch (const SpecError& e) {
    FAIL() << e.what();
  }

  std::vector<uint8_t> dxil = readBinary(c.dir / (c.name + ".dxil"));
  ASSERT_FALSE(dxil.empty()) << (c.dir / (c.name + ".dxil")).string() << ": missing or empty";

  ConvertOptions options;
  options.validate = true;
  // As an embedding layer would: ask only for the denorm modes the device has.
  options.fp32DenormPreserveSupported = runner.hasFeature(Feature::DenormPreserve);
  options.fp32DenormFlushToZeroSupported = runner.hasFeature(Feature::DenormFlushToZero);
  options.loopExitsAtHeader = c.loopExitsAtHeader;
  ConvertResult converted = convert(dxil, options);
  ASSERT_TRUE(converted.ok()) << "conversion failed (status " << int(converted.status) << "): " << converted.error;

  RunResult run;
  if (spec.isGraphics()) {
    // The vertex shader named by the spec, converted by the same translator: the two stages'
    // interface locations are ours to agree on.
    fs::path vsPath = c.dir / (spec.graphics.vs + ".dxil");
    std::vector<uint8_t> vsDxil = readBinary(vsPath);
    ASSERT_FALSE(vsDxil.empty()) << vsPath.string() << ": missing or empty";
    ConvertResult vs = convert(vsDxil, options);
    ASSERT_TRUE(vs.ok()) << spec.graphics.vs << ": conversion failed (status " << int(vs.status) << "): " << vs.error;
    run = runner.runGraphics(vs.spirv, converted.spirv, spec);
  } else {
    // [WaveSize] travels beside the SPIR-V: the pipeline must require the subgroup size.
    SubgroupSizeRequest waveSize{converted.waveSizeMin, converted.waveSizeMax, converted.waveSizePreferred};
    run = runner.run(converted.spirv, spec, waveSize);
  }
  if (run.status == RunResult::Status::Skipped) GTEST_SKIP() << run.message;
  if (!run.ok()) dumpSpirv(c, converted.spirv);
  ASSERT_TRUE(run.ok()) << run.message;

  CompareReport report = compareOutputs(spec, expected, run.outputs);
  if (!report.ok) dumpSpirv(c, converted.spirv, &run.outputs);
  EXPECT_TRUE(report.ok) << report.message;
}

std::string caseName(const ::testing::TestParamInfo<Case>& info) {
  std::string s = info.param.area + "_" + info.param.name;
  for (char& ch : s)
    if (!std::isalnum((unsigned char)ch)) ch = '_';
  return s;
}

INSTANTIATE_TEST_SUITE_P(Reference, ExecTest, ::testing::ValuesIn(discoverCases(false)), caseName);
INSTANTIATE_TEST_SUITE_P(ReferenceLoopExitsAtHeader, ExecTest, ::testing::ValuesIn(discoverCases(true)), caseName);
GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(ExecTest);

}  // namespace
}  // namespace dxsv::exec
