// DXIL libraries (issue 16 parts 1-2): every export of every reference/raytracing/rt_*
// library is listed with its stage, converted by name and validated (vulkan1.3), except the
// ones reference/raytracing/unsupported.txt lists ("LIBRARY.EXPORT: reason"), which
// must still fail (so the list shrinks as support grows). Then the SPIR-V of a few exports
// is checked for the ray-tracing mapping (the disassembler may print the NV aliases of the
// KHR names, which share their values): payload copy-in/out around OpTraceRayKHR, the
// hit-attribute store before OpReportIntersectionKHR, the system values, the terminators.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <string>
#include <vector>

#include "dxil_spirv/dxil_spirv.h"
#include "dxil_spirv/dxil_spirv.hpp"

namespace {

namespace fs = std::filesystem;

fs::path dir() { return fs::path(DXSV_REFERENCE_DIR) / "raytracing"; }

std::vector<uint8_t> readFile(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), {}};
}

// "LIBRARY:EXPORT" -> reason, from the "LIBRARY.EXPORT: reason" lines of
// reference/raytracing/unsupported.txt (which the corpus test reads too).
std::map<std::string, std::string> unsupportedExports() {
  std::map<std::string, std::string> out;
  std::ifstream in(dir() / "unsupported.txt");
  std::string line;
  while (std::getline(in, line)) {
    size_t colon = line.find(':'), dot = line.find('.');
    if (line.empty() || line[0] == '#' || colon == std::string::npos || dot == std::string::npos || dot > colon) continue;
    out[line.substr(0, dot) + ":" + line.substr(dot + 1, colon - dot - 1)] = line.substr(colon + 1);
  }
  return out;
}

dxsv::ConvertResult convertExport(const std::string& library, const std::string& entry, bool validate = true) {
  dxsv::ConvertOptions options;
  options.targetEnv = DXSV_TARGET_VULKAN_1_3;
  options.validate = validate;
  options.entryPoint = entry;
  return dxsv::convert(readFile(dir() / (library + ".dxil")), options);
}

std::string disassembly(const std::string& library, const std::string& entry) {
  auto result = convertExport(library, entry);
  EXPECT_TRUE(result.ok()) << library << ":" << entry << ": " << result.error;
  std::string text, error;
  if (result.ok()) EXPECT_TRUE(dxsv::disassembleSpirv(result.spirv, text, error)) << error;
  return text;
}

TEST(Library, EveryExportConvertsOrIsListed) {
  auto listed = unsupportedExports();
  std::map<std::string, bool> seen;
  size_t exports = 0, converted = 0;
  for (const auto& file : fs::directory_iterator(dir())) {
    std::string name = file.path().stem().string();
    if (file.path().extension() != ".dxil" || name.rfind("rt_", 0) != 0) continue;
    std::vector<dxsv::EntryInfo> entries;
    std::string error;
    ASSERT_EQ(dxsv::listEntries(readFile(file.path()), entries, error), DXSV_SUCCESS) << name << ": " << error;
    EXPECT_FALSE(entries.empty()) << name;
    for (const dxsv::EntryInfo& e : entries) {
      ++exports;
      std::string key = name + ":" + e.name;
      auto result = convertExport(name, e.name);
      auto it = listed.find(key);
      if (it == listed.end()) {
        EXPECT_TRUE(result.ok()) << key << " (" << e.stage << "): " << result.error;
      } else {
        seen[key] = true;
        EXPECT_FALSE(result.ok()) << key << " converts now: remove it from reference/raytracing/unsupported.txt";
      }
      converted += result.ok();
    }
  }
  for (const auto& [key, reason] : listed) EXPECT_TRUE(seen.count(key)) << key << " is listed but no such export exists";
  EXPECT_GE(exports, 70u);
  RecordProperty("converted", std::to_string(converted) + "/" + std::to_string(exports));
}

TEST(Library, ListsExportsWithStages) {
  std::vector<dxsv::EntryInfo> entries;
  std::string error;
  ASSERT_EQ(dxsv::listEntries(readFile(dir() / "rt_raygen_camera.dxil"), entries, error), DXSV_SUCCESS) << error;
  std::map<std::string, std::string> stages;
  for (const auto& e : entries) stages[e.name] = e.stage;
  EXPECT_EQ(stages, (std::map<std::string, std::string>{{"RayGen", "raygeneration"}, {"ClosestHit", "closesthit"}, {"Miss", "miss"}}));
  // The C API lists the same.
  auto bytes = readFile(dir() / "rt_intersection_sphere.dxil");
  dxsv_entry_list list = nullptr;
  ASSERT_EQ(dxsv_list_entries(bytes.data(), bytes.size(), &list), DXSV_SUCCESS) << dxsv_entry_list_error(list);
  std::map<std::string, std::string> cStages;
  for (size_t i = 0; i < dxsv_entry_list_count(list); ++i) cStages[dxsv_entry_list_name(list, i)] = dxsv_entry_list_stage(list, i);
  EXPECT_EQ(cStages["IntersectSphere"], "intersection");
  EXPECT_EQ(dxsv_entry_list_name(list, 99), nullptr);
  dxsv_entry_list_destroy(list);
}

TEST(Library, ExportByNameOnly) {
  auto missing = convertExport("rt_raygen_camera", "NoSuchExport");
  EXPECT_EQ(missing.status, DXSV_ERROR_INVALID_ARGUMENT) << missing.error;
  EXPECT_NE(missing.error.find("RayGen"), std::string::npos) << "the error lists the exports: " << missing.error;
  auto unnamed = convertExport("rt_raygen_camera", "");
  EXPECT_EQ(unnamed.status, DXSV_ERROR_INVALID_ARGUMENT) << unnamed.error;
  // The mangled name works too, and gives the same module.
  auto mangled = convertExport("rt_raygen_camera", "\x01?RayGen@@YAXXZ");
  auto plain = convertExport("rt_raygen_camera", "RayGen");
  ASSERT_TRUE(mangled.ok() && plain.ok()) << mangled.error << plain.error;
  EXPECT_EQ(mangled.spirv, plain.spirv);
}

// The caller's payload (an alloca) is copied into the RayPayloadKHR variable before
// OpTraceRayKHR, which names that variable, and copied back after it.
TEST(Library, TraceRayCopiesThePayloadInAndOut) {
  std::string text = disassembly("rt_raygen_camera", "RayGen");
  std::smatch m;
  ASSERT_TRUE(std::regex_search(text, m, std::regex("(%\\w+) = OpVariable %\\w+ RayPayload(KHR|NV)"))) << text;
  std::string var = m[1];
  EXPECT_TRUE(std::regex_search(text, std::regex("OpDecorate " + var + " Location 0"))) << text;
  size_t trace = text.find("OpTraceRayKHR");
  ASSERT_NE(trace, std::string::npos) << text;
  std::string line = text.substr(trace, text.find('\n', trace) - trace);
  EXPECT_NE(line.find(" " + var), std::string::npos) << "OpTraceRayKHR's payload operand: " << line;
  size_t storeIn = text.rfind("OpStore " + var + " ", trace);
  EXPECT_NE(storeIn, std::string::npos) << "copy-in before the trace\n" << text;
  std::smatch load;
  std::string after = text.substr(trace);
  ASSERT_TRUE(std::regex_search(after, load, std::regex("(%\\w+) = OpLoad %\\w+ " + var + "\n"))) << "copy-out after the trace\n" << text;
  EXPECT_NE(after.find("OpStore %", load.position()), std::string::npos);
  EXPECT_NE(text.find("OpExtension \"SPV_KHR_ray_tracing\""), std::string::npos);
  EXPECT_NE(text.find("OpEntryPoint RayGenerationNV"), std::string::npos);
}

// The callee's payload parameter is the IncomingRayPayloadKHR variable; the closest-hit's
// triangle attributes are a HitAttributeKHR variable holding a vec2 (the barycentrics).
TEST(Library, EntryParametersBecomeIncomingVariables) {
  std::string text = disassembly("rt_raygen_camera", "ClosestHit");
  EXPECT_NE(text.find("OpEntryPoint ClosestHitNV"), std::string::npos) << text;
  EXPECT_TRUE(std::regex_search(text, std::regex("OpTypePointer IncomingRayPayload(KHR|NV)"))) << text;
  std::smatch m;
  ASSERT_TRUE(std::regex_search(text, m, std::regex("%\\w+ = OpTypePointer HitAttribute(KHR|NV) (%\\w+)"))) << text;
  EXPECT_TRUE(std::regex_search(text, std::regex(std::string(m[2]) + " = OpTypeStruct %v2float"))) << text;
  std::string callable = disassembly("rt_callable", "CallableShade");
  EXPECT_TRUE(std::regex_search(callable, std::regex("OpTypePointer IncomingCallableData(KHR|NV)"))) << callable;
  std::string raygen = disassembly("rt_callable", "RayGenCallable");
  EXPECT_NE(raygen.find("OpExecuteCallableKHR"), std::string::npos) << raygen;
  EXPECT_TRUE(std::regex_search(raygen, std::regex("OpVariable %\\w+ CallableData(KHR|NV)"))) << raygen;
}

// ReportHit stores the attributes into the HitAttributeKHR variable, then reports.
TEST(Library, ReportHitStoresTheAttributesFirst) {
  std::string text = disassembly("rt_intersection_sphere", "IntersectSphere");
  std::smatch m;
  ASSERT_TRUE(std::regex_search(text, m, std::regex("(%\\w+) = OpVariable %\\w+ HitAttribute(KHR|NV)"))) << text;
  size_t report = text.find("OpReportIntersectionKHR");
  ASSERT_NE(report, std::string::npos) << text;
  size_t store = text.rfind("OpStore " + std::string(m[1]) + " ", report);
  EXPECT_NE(store, std::string::npos) << "the attribute store precedes the report\n" << text;
  EXPECT_NE(text.find("OpEntryPoint IntersectionNV"), std::string::npos);
}

// IgnoreHit / AcceptHitAndEndSearch end their block.
TEST(Library, AnyHitTerminators) {
  std::string text = disassembly("rt_anyhit_alpha", "AnyHitShadow");
  EXPECT_TRUE(std::regex_search(text, std::regex("OpIgnoreIntersectionKHR\n *%\\w+ = OpLabel|OpIgnoreIntersectionKHR\n *OpFunctionEnd")) ||
              std::regex_search(text, std::regex("OpTerminateRayKHR\n *(%\\w+ = OpLabel|OpFunctionEnd)")))
      << text;
}

// D3D's InstanceIndex is InstanceId, InstanceID is InstanceCustomIndexKHR; ObjectToWorld3x4
// (row r, column c) reads column c, component r of the 4x3 ObjectToWorldKHR matrix.
TEST(Library, SystemValues) {
  std::string text = disassembly("rt_closesthit_sysvalues", "DumpAll");
  for (const char* builtin : {"LaunchId(KHR|NV)", "LaunchSize(KHR|NV)", "WorldRayOrigin(KHR|NV)", "WorldRayDirection(KHR|NV)",
                              "ObjectRayOrigin(KHR|NV)", "ObjectRayDirection(KHR|NV)", "RayTmin(KHR|NV)", "RayTmax(KHR|NV)",
                              "IncomingRayFlags(KHR|NV)", "InstanceId", "InstanceCustomIndex(KHR|NV)", "PrimitiveId", "HitKind(KHR|NV)",
                              "ObjectToWorld(KHR|NV)", "WorldToObject(KHR|NV)"})
    EXPECT_TRUE(std::regex_search(text, std::regex(std::string("BuiltIn ") + builtin + "\n"))) << builtin;
  EXPECT_TRUE(std::regex_search(text, std::regex("OpTypeMatrix %v3float 4"))) << text;
  std::smatch m;
  ASSERT_TRUE(std::regex_search(text, m, std::regex("OpDecorate (%\\w+) BuiltIn ObjectToWorld(KHR|NV)")));
  // The DXIL reads ObjectToWorld(row 0, col 3) (the translation's x): column 3, component 0;
  // and (row 2, col 0): column 0, component 2.
  EXPECT_TRUE(std::regex_search(text, std::regex("OpAccessChain %_ptr_Input_float " + std::string(m[1]) + " %uint_3 %uint_0"))) << text;
  EXPECT_TRUE(std::regex_search(text, std::regex("OpAccessChain %_ptr_Input_float " + std::string(m[1]) + " %uint_0 %uint_2"))) << text;
}

}  // namespace
