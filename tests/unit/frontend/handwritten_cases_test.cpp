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

// A node entry's metadata as text (its conversion shows none of it yet).
std::string describe(const dxsv::NodeInfo& n) {
  const dxsv_node_input& i = n.input;
  std::string s = n.id + "/" + n.shareInputId;
  for (uint32_t v : {i.node_array_index, i.payload_stride, uint32_t(i.launch_type), i.dispatch_grid_offset,
                     i.dispatch_grid_type_bits, i.dispatch_grid_components, i.broadcast_grid[0], i.broadcast_grid[1],
                     i.broadcast_grid[2], uint32_t(i.dispatch_grid_is_upper_bound), i.recursion_factor, i.coalesce_factor,
                     i.node_share_input_array_index, i.local_root_arguments_table_index,
                     uint32_t(i.node_track_rw_input_sharing), uint32_t(i.is_program_entry)})
    s += " " + std::to_string(v);
  for (const dxsv_node_output& o : n.outputs)
    s += std::string(" [") + o.node_id + " " + std::to_string(o.node_array_index) + " " + std::to_string(o.node_array_size) +
         " " + std::to_string(o.max_records) + " " + std::to_string(o.sparse_array) + "]";
  return s;
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
  std::vector<dxsv::EntryInfo> freshEntries;
  ASSERT_EQ(dxsv::listEntries(fresh, freshEntries, listError), DXSV_SUCCESS) << listError;
  ASSERT_EQ(freshEntries.size(), entries.size()) << blobPath << " is out of date; " << regenerate;
  for (size_t i = 0; i < entries.size(); ++i) {
    EXPECT_EQ(freshEntries[i].name + " " + freshEntries[i].stage, entries[i].name + " " + entries[i].stage);
    if (entries[i].node && freshEntries[i].node)
      EXPECT_EQ(describe(*freshEntries[i].node), describe(*entries[i].node)) << blobPath << " is out of date; " << regenerate;
  }
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
    // An export not convertible yet (both fail alike as UNSUPPORTED): the blob must still be
    // its source's, byte for byte.
    if (a.status == DXSV_ERROR_UNSUPPORTED && b.status == DXSV_ERROR_UNSUPPORTED) {
      EXPECT_EQ(b.error, a.error) << blobPath << " (" << name << ") is out of date; " << regenerate;
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
