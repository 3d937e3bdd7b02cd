// Layer 3: every reference/<area>/NAME.run.json is converted from NAME.dxil with our
// translator, dispatched on a Vulkan device and compared with NAME.expect.json. A graphics
// case's NAME.dxil is its pixel shader; the other stages its run.json names (vs, hs, ds, gs,
// or ms and as) are sibling .dxil files converted the same way. A node case
// (reference/workgraph, "mode": "node") converts one export of its library and runs it as
// vkd3d-proton runs a work-graph node; until node shaders convert, it skips naming the
// translator's refusal.
//
// Skips (each with a printed reason): no Vulkan device; the device lacks something the
// shader needs (a SPIR-V capability, or the subgroup size its [WaveSize] requires); the case
// is listed in reference/<area>/exec_skips.txt as "NAME: reason"; or the case meets a driver
// defect, listed in reference/<area>/driver_defects.txt as "NAME [DRIVER]: reason", where
// DRIVER starts the device's driver name and info ("llvmpipe Mesa 25.0."), so it skips on
// that driver only. A defect is listed only once the same shader written in plain GLSL and
// compiled by glslang fails the same way (an exec selftest reproduces it).
// A conversion failure is a test failure.
//
// Every case runs twice: `Reference/` with the default translation, and
// `ReferenceLoopExitsAtHeader/` with the loop-exit workaround (DXSV_WORKAROUND_LOOP_EXITS_AT_HEADER),
// which must give the same results.
//
// The binding cases run a third time, `RootSignature/`, translated in root-signature mode
// (DXSV_BINDING_ROOT_SIGNATURE) and bound as a D3D12 layer would (VkRunner::runRootSignature):
// with the blob's RTS0 part, or, for a blob without one, a root signature generated from the
// run.json resources (one descriptor table holding them all) that is serialized and handed
// to the translator as ConvertOptions::rootSignature. Same expectations and skips.
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
#include <iterator>
#include <map>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "container/container.h"
#include "container/root_signature.h"
#include "dxil_spirv/dxil_spirv.hpp"
#include "exec/compare.h"
#include "exec/run_spec.h"
#include "exec/vk_runner.h"

namespace dxsv::exec {
namespace {

namespace fs = std::filesystem;

constexpr const char* kAreas[] = {"compute", "controlflow", "binding", "handwritten", "graphics", "raytracing", "workgraph"};

struct Case {
  std::string area;
  std::string name;
  fs::path dir;
  bool loopExitsAtHeader = false;
  bool rootSignature = false;  // the RootSignature/ run
  bool minPrecision32Bit = false;  // the ReferenceMinPrecision32Bit/ run
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

// Cases whose DXIL has min-precision types (half / i16 without -enable-16bit-types, which
// sets shader flag bit 23 = 8388608 and more): run again with them computed in 32 bits,
// where the same results are required (docs/ARCHITECTURE.md, "Min-precision types").
std::vector<Case> minPrecisionCases() {
  std::vector<Case> cases;
  for (Case c : discoverCases(false)) {
    std::ifstream in(c.dir / (c.name + ".ll"));
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    if (text.find("-enable-16bit-types") != std::string::npos) continue;
    if (text.find(" half ") == std::string::npos && text.find(" i16 ") == std::string::npos) continue;
    if (text.find("min-precision") == std::string::npos && text.find("min16") == std::string::npos) continue;
    c.minPrecision32Bit = true;
    cases.push_back(c);
  }
  return cases;
}

// exec_skips.txt / driver_defects.txt: "NAME: reason" per line; blank lines and '#'
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

// driver_defects.txt: "NAME [DRIVER]: reason"; the reason when `name` is listed for a driver
// that `driver` (DeviceInfo::driver) starts with.
std::string driverDefect(const fs::path& dir, const std::string& name, const std::string& driver) {
  for (const auto& [key, reason] : loadSkips(dir, "driver_defects.txt")) {
    size_t open = key.find(" ["), close = key.rfind(']');
    if (open == std::string::npos || close == std::string::npos || close < open) continue;
    std::string listedDriver = key.substr(open + 2, close - open - 2);
    if (key.substr(0, open) == name && !listedDriver.empty() && driver.starts_with(listedDriver))
      return "driver_defects.txt (" + listedDriver + "): " + reason;
  }
  return {};
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
      std::cerr << "[exec] device: " << runner.device().describe() << "\n";
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
  std::string base = c.area + "_" + c.name + (c.loopExitsAtHeader ? ".exits_at_header" : "") +
                     (c.minPrecision32Bit ? ".min_precision_32bit" : "") +
                     (c.rootSignature ? ".root_signature" : "");
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
  *os << c.area << "/" << c.name << (c.loopExitsAtHeader ? " (loop exits at header)" : "")
      << (c.minPrecision32Bit ? " (min precision in 32 bits)" : "")
      << (c.rootSignature ? " (root signature)" : "");
}

// What a case reads: its run and expect specs and its DXIL.
struct CaseFiles {
  RunSpec spec;
  ExpectSpec expected;
  std::vector<uint8_t> dxil;
};

void loadCaseFiles(const Case& c, CaseFiles& files) {
  try {
    files.spec = loadRunSpec(c.dir / (c.name + ".run.json"));
    files.expected = loadExpectSpec(c.dir / (c.name + ".expect.json"));
  } catch (const SpecError& e) {
    FAIL() << e.what();
  }
  // A node case may run an export of another case's library.
  std::string blob = files.spec.isNode() && !files.spec.node.library.empty() ? files.spec.node.library : c.name;
  files.dxil = readBinary(c.dir / (blob + ".dxil"));
  ASSERT_FALSE(files.dxil.empty()) << (c.dir / (blob + ".dxil")).string() << ": missing or empty";
}

// As an embedding layer would: validate, and ask only for the denorm modes the device has.
ConvertOptions deviceOptions(const VkRunner& runner) {
  ConvertOptions options;
  options.validate = true;
  options.fp32DenormPreserveSupported = runner.hasFeature(Feature::DenormPreserve);
  options.fp32DenormFlushToZeroSupported = runner.hasFeature(Feature::DenormFlushToZero);
  options.khrComputeShaderDerivatives = runner.hasFeature(Feature::KhrComputeShaderDerivatives);
  return options;
}

// A run that was not skipped must succeed and reproduce expect.json; failures dump the SPIR-V.
void expectMatches(const Case& c, const RunResult& run, const std::vector<uint32_t>& spirv, const CaseFiles& files) {
  if (!run.ok()) dumpSpirv(c, spirv);
  ASSERT_TRUE(run.ok()) << run.message;
  CompareReport report = compareOutputs(files.spec, files.expected, run.outputs);
  if (!report.ok) dumpSpirv(c, spirv, &run.outputs);
  EXPECT_TRUE(report.ok) << report.message;
}

class ExecTest : public ::testing::TestWithParam<Case> {};

TEST_P(ExecTest, MatchesReference) {
  const Case& c = GetParam();
  auto skips = loadSkips(c.dir);
  if (auto it = skips.find(c.name); it != skips.end()) GTEST_SKIP() << "exec_skips.txt: " << it->second;

  VkRunner& runner = sharedRunner();
  DXSV_SKIP_OR_FAIL_WITHOUT_DEVICE(runner);
  if (std::string defect = driverDefect(c.dir, c.name, runner.device().driver); !defect.empty()) GTEST_SKIP() << defect;

  CaseFiles files;
  loadCaseFiles(c, files);
  if (HasFatalFailure()) return;
  const RunSpec& spec = files.spec;
  const std::vector<uint8_t>& dxil = files.dxil;


  ConvertOptions options = deviceOptions(runner);
  options.loopExitsAtHeader = c.loopExitsAtHeader;
  options.minPrecisionAs32Bit = c.minPrecision32Bit;
  if (spec.isNode()) {
    // One export of a library, run as vkd3d-proton runs a node (VkRunner::runNode).
    options.entryPoint = spec.node.entry;
    ConvertResult converted = convert(dxil, options);
    ASSERT_TRUE(converted.ok()) << "node " << spec.node.entry << ": conversion failed (status " << int(converted.status)
                                << "): " << converted.error;
    NodeSpecIds ids;
    ids.threadGroupSizeX = DXSV_NODE_SPEC_THREAD_GROUP_SIZE_X;
    ids.isEntry = DXSV_NODE_SPEC_IS_ENTRY;
    ids.isIndirectStride = DXSV_NODE_SPEC_IS_INDIRECT_STRIDE;
    ids.isStaticBroadcast = DXSV_NODE_SPEC_IS_STATIC_BROADCAST;
    ids.gridIsUpperBound = DXSV_NODE_SPEC_GRID_IS_UPPER_BOUND;
    ids.outputBase = DXSV_NODE_SPEC_OUTPUT_BASE;
    RunResult run = runner.runNode(converted.spirv, spec, ids);
    if (run.status == RunResult::Status::Skipped) GTEST_SKIP() << run.message;
    expectMatches(c, run, converted.spirv, files);
    return;
  }
  if (spec.isRayTracing()) {
    // The case is a library: every export the spec names, converted on its own (with the
    // local root signature the library associates with it, when the spec asks).
    const RayTracingSpec& rt = spec.rayTracing;
    SubobjectsResult subobjects;
    if (rt.localRootSignaturesFromLibrary) {
      subobjects = readSubobjects(dxil);
      ASSERT_TRUE(subobjects.ok()) << "subobjects: " << subobjects.error;
    }
    std::vector<uint32_t> first;
    auto exportSpirv = [&](const std::string& name) -> std::vector<uint32_t> {
      if (name.empty()) return {};
      ConvertOptions exportOptions = options;
      exportOptions.entryPoint = name;
      if (rt.localRootSignaturesFromLibrary) {
        std::string error;
        if (const Subobject* local = localRootSignatureFor(subobjects.subobjects, name, error))
          exportOptions.localRootSignature = local->rootSignature;
        EXPECT_TRUE(error.empty()) << "export " << name << ": " << error;
      }
      ConvertResult r = convert(dxil, exportOptions);
      EXPECT_TRUE(r.ok()) << "export " << name << ": conversion failed (status " << int(r.status) << "): " << r.error;
      if (first.empty()) first = r.spirv;
      return r.spirv;
    };
    // A record's bytes, its device addresses left for the runner to write.
    auto recordOf = [&](const std::string& name, std::vector<uint8_t>& bytes, std::vector<RecordAddress>& addresses) {
      auto it = rt.records.find(name);
      if (name.empty() || it == rt.records.end()) return;
      for (const RecordPart& part : it->second) {
        if (part.addressOf.empty()) {
          bytes.insert(bytes.end(), part.bytes.begin(), part.bytes.end());
        } else {
          addresses.push_back({bytes.size(), part.addressOf, part.space});
          bytes.resize(bytes.size() + 8);
        }
      }
    };
    RayTracingStages stages;
    stages.raygen.spirv = exportSpirv(rt.raygen);
    recordOf(rt.raygen, stages.raygen.record, stages.raygen.addresses);
    for (const auto& m : rt.miss) {
      stages.miss.push_back({exportSpirv(m), {}, {}});
      recordOf(m, stages.miss.back().record, stages.miss.back().addresses);
    }
    for (const auto& h : rt.hitGroups) {
      stages.hitGroups.push_back({exportSpirv(h.closestHit), exportSpirv(h.anyHit), exportSpirv(h.intersection), {}, {}});
      recordOf(h.name, stages.hitGroups.back().record, stages.hitGroups.back().addresses);
    }
    for (const auto& c : rt.callable) {
      stages.callable.push_back({exportSpirv(c), {}, {}});
      recordOf(c, stages.callable.back().record, stages.callable.back().addresses);
    }
    stages.maxRecursionDepth = rt.maxRecursionDepth;
    if (HasFailure()) return;
    RunResult run = runner.runRayTracing(stages, spec);
    if (run.status == RunResult::Status::Skipped) GTEST_SKIP() << run.message;
    expectMatches(c, run, first, files);
    return;
  }

  ConvertOptions pixelOptions = options;
  if (spec.isGraphics() && spec.graphics.perPrimitiveInputRow) {
    pixelOptions.perPrimitiveInputRow = spec.graphics.perPrimitiveInputRow;
    pixelOptions.targetEnv = DXSV_TARGET_VULKAN_1_2;  // PerPrimitiveEXT needs SPIR-V 1.4
  }
  ConvertResult converted = convert(dxil, pixelOptions);
  ASSERT_TRUE(converted.ok()) << "conversion failed (status " << int(converted.status) << "): " << converted.error;

  RunResult run;
  if (spec.isGraphics()) {
    // Every other stage the spec names, converted by the same translator: the stages'
    // interface locations are ours to agree on. The case itself is the pixel shader.
    const GraphicsSpec& g = spec.graphics;
    GraphicsStages stages;
    stages.fragment = converted.spirv;
    std::pair<const std::string*, std::vector<uint32_t>*> named[] = {
        {&g.vs, &stages.vertex}, {&g.hs, &stages.tessControl}, {&g.ds, &stages.tessEval},
        {&g.gs, &stages.geometry}, {&g.ms, &stages.mesh}, {&g.as, &stages.task}};
    for (auto [name, spirv] : named) {
      if (name->empty()) continue;
      fs::path path = c.dir / (*name + ".dxil");
      std::vector<uint8_t> stageDxil = readBinary(path);
      ASSERT_FALSE(stageDxil.empty()) << path.string() << ": missing or empty";
      ConvertResult stage = convert(stageDxil, options);
      ASSERT_TRUE(stage.ok()) << *name << ": conversion failed (status " << int(stage.status) << "): " << stage.error;
      *spirv = std::move(stage.spirv);
    }
    run = runner.runGraphics(stages, spec);
  } else {
    // [WaveSize] travels beside the SPIR-V: the pipeline must require the subgroup size.
    SubgroupSizeRequest waveSize{converted.waveSizeMin, converted.waveSizeMax, converted.waveSizePreferred};
    run = runner.run(converted.spirv, spec, waveSize);
  }
  if (run.status == RunResult::Status::Skipped) GTEST_SKIP() << run.message;
  expectMatches(c, run, converted.spirv, files);
}

std::string caseName(const ::testing::TestParamInfo<Case>& info) {
  std::string s = info.param.area + "_" + info.param.name;
  for (char& ch : s)
    if (!std::isalnum((unsigned char)ch)) ch = '_';
  return s;
}

// The root signature a root-signature run uses, and how the translator gets it.
struct CaseRootSignature {
  container::RootSignature signature;  // APPEND offsets resolved
  std::vector<uint8_t> serialized;     // for ConvertOptions::rootSignature; empty: the blob's RTS0 part
};

// A blob without an RTS0 part gets one descriptor table holding every resource of the spec at
// its register (APPEND offsets), plus a sampler table for samplers (tables cannot mix them),
// as root signature 1.1.
std::string rootSignatureOf(const std::vector<uint8_t>& dxil, const RunSpec& spec, CaseRootSignature& out) {
  auto blob = container::parse(dxil);
  if (!blob) return "container: " + blob.error().message;
  if (const container::Part* part = blob->find(container::fourcc("RTS0"))) {
    auto parsed = container::parseRootSignature(part->data);
    if (!parsed) return "RTS0: " + parsed.error().message;
    out.signature = std::move(*parsed);
    return {};
  }
  container::RootSignature generated;
  generated.version = 2;
  container::RootParameter resources, samplers;
  resources.type = samplers.type = container::RootParameterType::DescriptorTable;
  for (const ResourceSpec& r : spec.resources) {
    container::DescriptorRange range;
    range.type = r.regClass == 't'   ? container::DescriptorRangeType::SRV
                 : r.regClass == 'u' ? container::DescriptorRangeType::UAV
                 : r.regClass == 'b' ? container::DescriptorRangeType::CBV
                                     : container::DescriptorRangeType::Sampler;
    range.baseRegister = r.regIndex;
    range.space = r.space;
    range.offsetInTable = container::kDescriptorRangeOffsetAppend;
    (r.regClass == 's' ? samplers : resources).ranges.push_back(range);
  }
  for (auto* table : {&resources, &samplers})
    if (!table->ranges.empty()) generated.parameters.push_back(*table);
  out.serialized = container::serializeRootSignature(generated);
  // Parsed back: the runner places ranges at the offsets the translator resolves.
  auto parsed = container::parseRootSignature(out.serialized);
  if (!parsed) return "generated root signature: " + parsed.error().message;
  out.signature = std::move(*parsed);
  return {};
}

// The runner's view of the root parameters (it does not depend on the translator).
std::vector<RootParam> runnerParameters(const container::RootSignature& sig) {
  std::vector<RootParam> params;
  for (const container::RootParameter& p : sig.parameters) {
    RootParam& out = params.emplace_back();
    switch (p.type) {
      case container::RootParameterType::DescriptorTable: out.kind = RootParamKind::Table; break;
      case container::RootParameterType::Constants32Bit: out.kind = RootParamKind::Constants; break;
      case container::RootParameterType::CBV: out.kind = RootParamKind::CBV; break;
      case container::RootParameterType::SRV: out.kind = RootParamKind::SRV; break;
      case container::RootParameterType::UAV: out.kind = RootParamKind::UAV; break;
    }
    out.reg = p.shaderRegister;
    out.space = p.space;
    out.num32BitValues = p.num32BitValues;
    for (const container::DescriptorRange& r : p.ranges) {
      static const char kClass[] = {'t', 'u', 'b', 's'};
      char cls = uint32_t(r.type) < 4 ? kClass[uint32_t(r.type)] : '?';
      uint32_t count = r.numDescriptors == container::kUnboundedRange ? kUnboundedRange : r.numDescriptors;
      out.ranges.push_back({cls, count, r.baseRegister, r.space, r.resolvedOffset});
    }
  }
  return params;
}

class ExecRootSignatureTest : public ::testing::TestWithParam<Case> {};

TEST_P(ExecRootSignatureTest, MatchesReference) {
  const Case& c = GetParam();
  auto skips = loadSkips(c.dir);
  if (auto it = skips.find(c.name); it != skips.end()) GTEST_SKIP() << "exec_skips.txt: " << it->second;

  VkRunner& runner = sharedRunner();
  DXSV_SKIP_OR_FAIL_WITHOUT_DEVICE(runner);
  if (std::string defect = driverDefect(c.dir, c.name, runner.device().driver); !defect.empty()) GTEST_SKIP() << defect;

  CaseFiles files;
  loadCaseFiles(c, files);
  if (HasFatalFailure()) return;
  const RunSpec& spec = files.spec;
  const std::vector<uint8_t>& dxil = files.dxil;
  if (spec.isGraphics() || spec.isRayTracing() || spec.isNode()) GTEST_SKIP() << "root-signature runs are compute only";

  CaseRootSignature rs;
  std::string rsError = rootSignatureOf(dxil, spec, rs);
  ASSERT_TRUE(rsError.empty()) << rsError;

  // The heap arrays are sized by the tables the runner lays out, unless the device can bind
  // runtime arrays; the root block goes to push constants when it fits the device's budget.
  RootSignatureSupport support = runner.rootSignatureSupport();
  RootSignatureRun root;
  root.parameters = runnerParameters(rs.signature);
  HeapPlan plan = planHeaps(root.parameters, spec);
  uint32_t heapArraySize =
      support.runtimeHeaps ? 0 : std::max({plan.resourceHeapSize, plan.samplerHeapSize, 1u});

  ConvertOptions options = deviceOptions(runner);
  options.bindingMode = DXSV_BINDING_ROOT_SIGNATURE;
  options.rootSignature = rs.serialized;
  options.heapArraySize = heapArraySize;
  options.pushConstantBytes = support.maxPushConstantsSize;
  ConvertResult converted = convert(dxil, options);
  ASSERT_TRUE(converted.ok()) << "conversion failed (status " << int(converted.status) << "): " << converted.error;

  const BindingLayout& layout = converted.binding;
  ASSERT_TRUE(layout.rootSignature);
  ASSERT_EQ(layout.parameters.size(), root.parameters.size());
  for (size_t i = 0; i < root.parameters.size(); ++i) {
    root.parameters[i].offsetBytes = layout.parameters[i].offsetBytes;
    root.parameters[i].used = layout.parameters[i].used;
  }
  root.blockBytes = layout.rootBlockBytes;
  root.blockInPushConstants = layout.rootBlockInPushConstants;
  root.resourceHeapSet = layout.resourceHeapSet;
  root.samplerHeapSet = layout.samplerHeapSet;
  root.staticSamplerSet = layout.staticSamplerSet;
  root.rootSet = layout.rootSet;
  root.heapArraySize = heapArraySize;
  std::cerr << "[exec] " << c.name << ": root signature "
            << (rs.serialized.empty() ? "from the blob's RTS0 part" : "generated from run.json") << "; heap "
            << (heapArraySize ? "arrays of " + std::to_string(heapArraySize) + ", every element written"
                              : std::string("runtime arrays, partially bound, update after bind"))
            << "; root block of " << layout.rootBlockBytes << " bytes in "
            << (layout.rootBlockInPushConstants ? "push constants" : "a uniform buffer") << "\n";

  SubgroupSizeRequest waveSize{converted.waveSizeMin, converted.waveSizeMax, converted.waveSizePreferred};
  RunResult run = runner.runRootSignature(converted.spirv, spec, root, waveSize);
  if (run.status == RunResult::Status::Skipped) GTEST_SKIP() << run.message;
  expectMatches(c, run, converted.spirv, files);
}

std::vector<Case> bindingCases() {
  std::vector<Case> cases = discoverCases(false);
  std::erase_if(cases, [](const Case& c) { return c.area != "binding"; });
  for (Case& c : cases) c.rootSignature = true;
  return cases;
}

// Caller mode (DXSV_BINDING_CALLER): each compute binding case converted with direct mode's
// (set, binding) chosen by a callback that also maps raw and structured buffers to r32ui texel
// buffers (SRV uniform, UAV storage), constant buffers to storage buffers and hidden counters
// to r32ui storage texel buffers; the runner binds those views (RunSpec::callerViews) and the
// results must match expect.json, as the direct-mode run does.
class ExecCallerModeTest : public ::testing::TestWithParam<Case> {};

TEST_P(ExecCallerModeTest, MatchesReference) {
  const Case& c = GetParam();
  auto skips = loadSkips(c.dir);
  if (auto it = skips.find(c.name); it != skips.end()) GTEST_SKIP() << "exec_skips.txt: " << it->second;
  VkRunner& runner = sharedRunner();
  DXSV_SKIP_OR_FAIL_WITHOUT_DEVICE(runner);
  if (std::string defect = driverDefect(c.dir, c.name, runner.device().driver); !defect.empty()) GTEST_SKIP() << defect;
  CaseFiles files;
  loadCaseFiles(c, files);
  if (HasFatalFailure()) return;
  if (files.spec.isGraphics() || files.spec.isRayTracing() || files.spec.isNode())
    GTEST_SKIP() << "caller-mode runs are compute only";

  bool heap = false;
  int views = 0;
  ConvertOptions options = deviceOptions(runner);
  options.bindingMode = DXSV_BINDING_CALLER;
  options.resourceMapper = [&](const dxsv_resource_desc& d, dxsv_resource_mapping& m) {
    static const uint32_t shift[] = {0, 300, 200, 100};  // SRV, UAV, CBV, sampler: the runner's direct layout
    if (d.heap) {
      heap = true;
      return DXSV_ERROR_UNSUPPORTED;
    }
    m.resource.binding = shift[d.resource_class] + d.lower_bound;
    if (d.kind == DXSV_RESOURCE_KIND_RAW_BUFFER || d.kind == DXSV_RESOURCE_KIND_STRUCTURED_BUFFER) {
      m.resource.descriptor_type = d.resource_class == DXSV_RESOURCE_CLASS_UAV ? DXSV_DESCRIPTOR_STORAGE_TEXEL_BUFFER
                                                                             : DXSV_DESCRIPTOR_UNIFORM_TEXEL_BUFFER;
      ++views;
    } else if (d.resource_class == DXSV_RESOURCE_CLASS_CBV) {
      m.resource.descriptor_type = DXSV_DESCRIPTOR_STORAGE_BUFFER;
      ++views;
    }
    m.counter.binding = 400 + d.lower_bound;
    m.counter.descriptor_type = DXSV_DESCRIPTOR_STORAGE_TEXEL_BUFFER;
    return DXSV_SUCCESS;
  };
  ConvertResult converted = convert(files.dxil, options);
  if (heap) GTEST_SKIP() << "SM 6.6 heap accesses: the runner binds single descriptors";
  if (converted.status == DXSV_ERROR_UNSUPPORTED && converted.error.find("64-bit atomics") != std::string::npos)
    GTEST_SKIP() << converted.error;
  ASSERT_TRUE(converted.ok()) << "conversion failed (status " << int(converted.status) << "): " << converted.error;
  if (views == 0) GTEST_SKIP() << "no raw, structured or constant buffer: the direct-mode run covers it";
  files.spec.callerViews = true;
  SubgroupSizeRequest waveSize{converted.waveSizeMin, converted.waveSizeMax, converted.waveSizePreferred};
  RunResult run = runner.run(converted.spirv, files.spec, waveSize);
  if (run.status == RunResult::Status::Skipped) GTEST_SKIP() << run.message;
  expectMatches(c, run, converted.spirv, files);
}

std::vector<Case> callerCases() {
  std::vector<Case> cases = discoverCases(false);
  std::erase_if(cases, [](const Case& c) { return c.area != "binding"; });
  return cases;
}

INSTANTIATE_TEST_SUITE_P(Reference, ExecTest, ::testing::ValuesIn(discoverCases(false)), caseName);
INSTANTIATE_TEST_SUITE_P(ReferenceLoopExitsAtHeader, ExecTest, ::testing::ValuesIn(discoverCases(true)), caseName);
INSTANTIATE_TEST_SUITE_P(ReferenceMinPrecision32Bit, ExecTest, ::testing::ValuesIn(minPrecisionCases()), caseName);
INSTANTIATE_TEST_SUITE_P(RootSignature, ExecRootSignatureTest, ::testing::ValuesIn(bindingCases()), caseName);
GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(ExecTest);
INSTANTIATE_TEST_SUITE_P(CallerMode, ExecCallerModeTest, ::testing::ValuesIn(callerCases()), caseName);
GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(ExecRootSignatureTest);
GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(ExecCallerModeTest);

}  // namespace
}  // namespace dxsv::exec
