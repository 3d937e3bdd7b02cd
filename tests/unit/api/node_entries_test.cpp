// API v22: the work-graph metadata of listed node entries (dxsv_entry_list_node_*), on the
// hand-written node library and on vkd3d-proton 3.0.1's 16 work-graph test libraries (values
// derived from their HLSL, tests/shaders/workgraph/*.hlsl; skipped without the tarball).
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <map>

#include "../../common/assemble_ll.h"
#include "../../common/compute_module.h"
#include "dxil_spirv/dxil_spirv.h"

namespace {

namespace fs = std::filesystem;
using dxsv::testing::Bytes;

struct List {
  dxsv_entry_list list = nullptr;
  std::map<std::string, size_t> index;
  explicit List(const Bytes& blob) {
    EXPECT_EQ(dxsv_list_entries(blob.data(), blob.size(), &list), DXSV_SUCCESS) << dxsv_entry_list_error(list);
    for (size_t i = 0; i < dxsv_entry_list_count(list); ++i) index[dxsv_entry_list_name(list, i)] = i;
  }
  ~List() { dxsv_entry_list_destroy(list); }
  dxsv_node_input input(const std::string& name) {
    dxsv_node_input in{};
    EXPECT_TRUE(index.count(name)) << name;
    EXPECT_EQ(dxsv_entry_list_node_input(list, index[name], &in), DXSV_SUCCESS) << name;
    return in;
  }
  std::vector<dxsv_node_output> outputs(const std::string& name) {
    uint32_t count = 0;
    EXPECT_EQ(dxsv_entry_list_node_output_count(list, index[name], &count), DXSV_SUCCESS) << name;
    std::vector<dxsv_node_output> out(count);
    for (uint32_t i = 0; i < count; ++i)
      EXPECT_EQ(dxsv_entry_list_node_output(list, index[name], i, &out[i]), DXSV_SUCCESS) << name;
    return out;
  }
};

// What every node input reports the same way.
void expectFixedIds(const dxsv_node_input& in) {
  EXPECT_EQ(in.thread_group_size_spec_id[0], uint32_t(DXSV_NODE_SPEC_THREAD_GROUP_SIZE_X));
  EXPECT_EQ(in.thread_group_size_spec_id[1], UINT32_MAX);
  EXPECT_EQ(in.thread_group_size_spec_id[2], UINT32_MAX);
  EXPECT_EQ(in.is_entry_point_spec_id, uint32_t(DXSV_NODE_SPEC_IS_ENTRY));
  EXPECT_EQ(in.is_indirect_bda_stride_program_entry_spec_id, uint32_t(DXSV_NODE_SPEC_IS_INDIRECT_STRIDE));
  EXPECT_EQ(in.is_static_broadcast_node_spec_id, uint32_t(DXSV_NODE_SPEC_IS_STATIC_BROADCAST));
  EXPECT_EQ(in.dispatch_grid_is_upper_bound_spec_id, uint32_t(DXSV_NODE_SPEC_GRID_IS_UPPER_BOUND));
}

TEST(NodeEntries, HandwrittenLibrary) {
  List l(dxsv::testing::readReference("handwritten/node_library_meta.dxil"));
  ASSERT_EQ(l.index.size(), 7u);

  dxsv_node_input b = l.input("BroadcastMax");
  expectFixedIds(b);
  EXPECT_STREQ(b.node_id, "Bcast");
  EXPECT_EQ(b.node_array_index, 2u);
  EXPECT_EQ(b.launch_type, DXSV_NODE_LAUNCH_BROADCASTING);
  EXPECT_EQ(b.payload_stride, 12u);
  EXPECT_EQ(b.dispatch_grid_offset, 4u);
  EXPECT_EQ(b.dispatch_grid_type_bits, 16u);
  EXPECT_EQ(b.dispatch_grid_components, 2u);
  EXPECT_EQ(b.broadcast_grid[0], 4u);
  EXPECT_EQ(b.broadcast_grid[1], 2u);
  EXPECT_EQ(b.broadcast_grid[2], 1u);
  EXPECT_TRUE(b.dispatch_grid_is_upper_bound);
  EXPECT_EQ(b.coalesce_factor, 1u);
  EXPECT_EQ(b.recursion_factor, 0u);
  EXPECT_STREQ(b.node_share_input_id, "");
  EXPECT_EQ(b.local_root_arguments_table_index, 3u);
  EXPECT_FALSE(b.node_track_rw_input_sharing);
  EXPECT_TRUE(b.is_program_entry);
  EXPECT_TRUE(l.outputs("BroadcastMax").empty());

  dxsv_node_input f = l.input("BroadcastFixed");
  EXPECT_EQ(f.payload_stride, 12u);  // 8 bytes + the group count of [NodeTrackRWInputSharing]
  EXPECT_TRUE(f.node_track_rw_input_sharing);
  EXPECT_FALSE(f.dispatch_grid_is_upper_bound);
  EXPECT_EQ(f.broadcast_grid[0], 3u);
  EXPECT_EQ(f.broadcast_grid[1], 2u);
  EXPECT_STREQ(f.node_share_input_id, "BroadcastU32");
  EXPECT_EQ(f.node_share_input_array_index, 1u);
  EXPECT_EQ(f.local_root_arguments_table_index, UINT32_MAX);
  EXPECT_FALSE(f.is_program_entry);

  dxsv_node_input u = l.input("BroadcastU32");
  EXPECT_STREQ(u.node_id, "BroadcastU32");
  EXPECT_EQ(u.payload_stride, 24u);
  EXPECT_EQ(u.dispatch_grid_type_bits, 32u);
  EXPECT_EQ(u.dispatch_grid_components, 3u);

  dxsv_node_input c = l.input("Coalesce");
  EXPECT_EQ(c.launch_type, DXSV_NODE_LAUNCH_COALESCING);
  EXPECT_EQ(c.coalesce_factor, 16u);
  EXPECT_EQ(c.payload_stride, 4u);
  EXPECT_EQ(c.dispatch_grid_components, 0u);
  EXPECT_EQ(c.broadcast_grid[0], 1u);
  EXPECT_EQ(c.broadcast_grid[1], 1u);
  EXPECT_EQ(c.broadcast_grid[2], 1u);
  auto outs = l.outputs("Coalesce");
  ASSERT_EQ(outs.size(), 5u);
  const struct {
    const char* id;
    uint32_t index, size, maxRecords;
    bool sparse;
  } want[] = {{"Thread", 0, 0, 4, false}, {"Arr", 0, 3, 2, false}, {"Unb", 0, UINT32_MAX, 8, true},
              {"Empty", 0, 0, 8, false} /* shares output 2's budget */, {"Sparse", 5, 4, 1, true}};
  for (uint32_t i = 0; i < 5; ++i) {
    SCOPED_TRACE(i);
    EXPECT_STREQ(outs[i].node_id, want[i].id);
    EXPECT_EQ(outs[i].node_array_index, want[i].index);
    EXPECT_EQ(outs[i].node_array_size, want[i].size);
    EXPECT_EQ(outs[i].max_records, want[i].maxRecords);
    EXPECT_EQ(outs[i].sparse_array != 0, want[i].sparse);
    EXPECT_EQ(outs[i].node_index_spec_constant_id, DXSV_NODE_SPEC_OUTPUT_BASE + i);
  }

  dxsv_node_input ce = l.input("CoalesceEmpty");
  EXPECT_EQ(ce.payload_stride, 0u);
  EXPECT_EQ(ce.coalesce_factor, 1u);

  dxsv_node_input t = l.input("Thread");
  EXPECT_EQ(t.launch_type, DXSV_NODE_LAUNCH_THREAD);
  EXPECT_EQ(t.recursion_factor, 5u);
  EXPECT_EQ(t.payload_stride, 8u);
  EXPECT_EQ(t.coalesce_factor, 1u);
  ASSERT_EQ(l.outputs("Thread").size(), 1u);
  EXPECT_EQ(l.outputs("Thread")[0].max_records, 2u);

  dxsv_node_input n = l.input("ThreadNoInput");
  EXPECT_EQ(n.payload_stride, 0u);
  EXPECT_EQ(n.local_root_arguments_table_index, 0u);

  // Out of range: entry, output; null outputs.
  dxsv_node_input in{};
  dxsv_node_output out{};
  uint32_t count = 9;
  EXPECT_EQ(dxsv_entry_list_node_input(l.list, 7, &in), DXSV_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(dxsv_entry_list_node_output_count(l.list, 7, &count), DXSV_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(dxsv_entry_list_node_output(l.list, l.index["Coalesce"], 5, &out), DXSV_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(dxsv_entry_list_node_input(l.list, 0, nullptr), DXSV_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(dxsv_entry_list_node_output_count(l.list, 0, nullptr), DXSV_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(dxsv_entry_list_node_output(l.list, 0, 0, nullptr), DXSV_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(dxsv_entry_list_node_input(nullptr, 0, &in), DXSV_ERROR_INVALID_ARGUMENT);
}

TEST(NodeEntries, NonNodeEntriesAreRefused) {
  List l(dxsv::testing::assembleLl(dxsv::testing::computeModuleText({.body = "  ret void", .threadsX = 4})));
  ASSERT_EQ(l.index.size(), 1u);
  dxsv_node_input in{};
  dxsv_node_output out{};
  uint32_t count = 9;
  EXPECT_EQ(dxsv_entry_list_node_input(l.list, 0, &in), DXSV_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(dxsv_entry_list_node_output_count(l.list, 0, &count), DXSV_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(dxsv_entry_list_node_output(l.list, 0, 0, &out), DXSV_ERROR_INVALID_ARGUMENT);
}

// ---- vkd3d-proton 3.0.1's work-graph test libraries.

struct Output {
  const char* id;
  uint32_t index, size, maxRecords;
  bool sparse;
};
struct Node {
  const char* blob;
  const char* entry;
  dxsv_node_launch_type launch;
  const char* id;
  uint32_t index, stride;
  uint32_t grid[3];
  bool upperBound;
  uint32_t gridOffset, gridBits, gridComponents;
  uint32_t coalesce, recursion;
  const char* share;
  uint32_t localRoot;
  bool track;
  std::vector<Output> outputs;
};

constexpr auto B = DXSV_NODE_LAUNCH_BROADCASTING, C = DXSV_NODE_LAUNCH_COALESCING, T = DXSV_NODE_LAUNCH_THREAD;
constexpr uint32_t kNone = UINT32_MAX;

// Each library's nodes, from its HLSL: records of uints (4 bytes each), grids and attributes.
const std::vector<Node> kVkd3dNodes = {
    // struct { uint3 grid : SV_DispatchGrid; }, [NodeMaxDispatchGrid(2, 2, 2)]
    {"basic", "BroadcastNode", B, "BroadcastNode", 0, 12, {2, 2, 2}, true, 0, 32, 3, 1, 0, "", kNone, false, {}},
    {"basic_recursion", "EntryNode", T, "EntryNode", 0, 0, {1, 1, 1}, false, 0, 0, 0, 1, 0, "", kNone, false,
     {{"Recursive", 0, 0, 2, false}}},
    {"basic_recursion", "Recursive", T, "Recursive", 0, 4, {1, 1, 1}, false, 0, 0, 0, 1, 6, "", kNone, false,
     {{"Recursive", 0, 0, 2, false}}},
    {"broadcast_custom_input", "BroadcastNode", B, "BroadcastNode", 0, 8, {3, 3, 2}, false, 0, 0, 0, 1, 0, "", kNone, false, {}},
    // { uint v; uint16_t2 size : SV_DispatchGrid; uint w; }
    {"broadcast_custom_input_u16_2", "BroadcastNode", B, "BroadcastNode", 0, 12, {3, 3, 2}, true, 4, 16, 2, 1, 0, "", kNone, false, {}},
    {"broadcast_custom_input_uint2", "BroadcastNode", B, "BroadcastNode", 0, 16, {3, 3, 2}, true, 4, 32, 2, 1, 0, "", kNone, false, {}},
    {"broadcast_custom_input_uint", "BroadcastNode", B, "BroadcastNode", 0, 12, {3, 1, 1}, true, 4, 32, 1, 1, 0, "", kNone, false, {}},
    {"coalesce_custom_input", "CoalesceNode", C, "CoalesceNode", 0, 8, {1, 1, 1}, false, 0, 0, 0, 3, 0, "", kNone, false, {}},
    // [NodeTrackRWInputSharing] { uint grid : SV_DispatchGrid; uint num_atomics; }: 8 + 4 bytes.
    {"cross_group_sharing", "Broadcast0", B, "Broadcast", 0, 12, {1024, 1, 1}, true, 0, 32, 1, 1, 0, "", kNone, true, {}},
    // A fixed grid; the record still carries SV_DispatchGrid (reported, unused by the layer).
    {"cross_group_sharing", "Broadcast1", B, "Broadcast", 1, 12, {256, 1, 1}, false, 0, 32, 1, 1, 0, "", kNone, true, {}},
    {"cross_group_sharing", "EntryNode", T, "EntryNode", 0, 0, {1, 1, 1}, false, 0, 0, 0, 1, 0, "", kNone, false,
     {{"Broadcast", 0, 2, 2, false}}},
    {"local_root_signature", "A", T, "A", 0, 0, {1, 1, 1}, false, 0, 0, 0, 1, 0, "", 0, false, {}},
    {"local_root_signature", "B", T, "B", 0, 0, {1, 1, 1}, false, 0, 0, 0, 1, 0, "", 1, false, {}},
    {"local_root_signature", "EntryNode", T, "EntryNode", 0, 0, {1, 1, 1}, false, 0, 0, 0, 1, 0, "", kNone, false,
     {{"A", 0, 0, 64, false}, {"B", 0, 0, 64, false}}},
    {"shared_inputs", "Broadcast", B, "Broadcast", 0, 8, {1024, 1, 1}, true, 0, 32, 1, 1, 0, "", kNone, false, {}},
    {"shared_inputs", "TappedInput", B, "TappedInput", 0, 8, {256, 1, 1}, false, 0, 32, 1, 1, 0, "Broadcast", kNone, false, {}},
    {"shared_inputs", "EntryNode", T, "EntryNode", 0, 0, {1, 1, 1}, false, 0, 0, 0, 1, 0, "", kNone, false,
     {{"Broadcast", 0, 0, 1, false}}},
    {"thread_custom_input", "ThreadNode", T, "ThreadNode", 0, 8, {1, 1, 1}, false, 0, 0, 0, 1, 0, "", kNone, false, {}},
    // EntryData is 5 uints; Payload 3.
    {"two_level_broadcast", "EntryNode", B, "EntryNode", 0, 20, {256, 1, 1}, true, 0, 32, 1, 1, 0, "", kNone, false,
     {{"Broadcast0", 0, 0, 8, false}, {"Broadcast1", 0, 0, 8, false}}},
    {"two_level_broadcast", "Broadcast0", B, "Broadcast0", 0, 12, {1024, 1, 1}, true, 0, 32, 1, 1, 0, "", kNone, false, {}},
    {"two_level_broadcast", "Broadcast1", B, "Broadcast1", 0, 12, {1024, 1, 1}, true, 0, 32, 1, 1, 0, "", kNone, false, {}},
    {"two_level_broadcast_node_array", "EntryNode", B, "EntryNode", 0, 20, {256, 1, 1}, true, 0, 32, 1, 1, 0, "", kNone, false,
     {{"B", 0, 2, 8, false}}},
    {"two_level_broadcast_node_array", "Broadcast0", B, "B", 0, 12, {1024, 1, 1}, true, 0, 32, 1, 1, 0, "", kNone, false, {}},
    {"two_level_broadcast_node_array", "Broadcast1", B, "B", 1, 12, {1024, 1, 1}, true, 0, 32, 1, 1, 0, "", kNone, false, {}},
    {"two_level_empty_node", "EntryNode", T, "EntryNode", 0, 0, {1, 1, 1}, false, 0, 0, 0, 1, 0, "", kNone, false,
     {{"A", 0, 0, 16, false}, {"B", 0, 0, 16, false}, {"C", 0, 2, 16, false}, {"D", 0, 2, 16, false},
      {"E", 0, 4, 16, true}, {"F", 0, 4, 16, true}, {"G", 0, kNone, 16, true}, {"H", 0, kNone, 16, true}}},
    {"two_level_empty_node", "A", T, "A", 0, 0, {1, 1, 1}, false, 0, 0, 0, 1, 0, "", kNone, false, {}},
    {"two_level_empty_node", "B", C, "B", 0, 0, {1, 1, 1}, false, 0, 0, 0, 1, 0, "", kNone, false, {}},
    {"two_level_empty_node", "C1", T, "C", 1, 0, {1, 1, 1}, false, 0, 0, 0, 1, 0, "", kNone, false, {}},
    {"two_level_empty_node", "E1", T, "E", 3, 0, {1, 1, 1}, false, 0, 0, 0, 1, 0, "", kNone, false, {}},
    {"two_level_empty_node", "F0", C, "F", 1, 0, {1, 1, 1}, false, 0, 0, 0, 1, 0, "", kNone, false, {}},
    {"two_level_empty_node", "G1", T, "G", 8, 0, {1, 1, 1}, false, 0, 0, 0, 1, 0, "", kNone, false, {}},
    {"two_level_empty_node", "H0", C, "H", 7, 0, {1, 1, 1}, false, 0, 0, 0, 1, 0, "", kNone, false, {}},
    // opayload1 has [MaxRecordsSharedWith(opayload0)]: opayload0's 256.
    {"two_level_thread", "EntryNode", B, "EntryNode", 0, 20, {256, 1, 1}, true, 0, 32, 1, 1, 0, "", kNone, false,
     {{"Thread0", 0, 0, 256, false}, {"Thread1", 0, 0, 256, false}}},
    {"two_level_thread", "Thread1", T, "Thread1", 0, 8, {1, 1, 1}, false, 0, 0, 0, 1, 0, "", kNone, false, {}},
    {"two_level_thread_node_array", "EntryNode", B, "EntryNode", 0, 20, {256, 1, 1}, true, 0, 32, 1, 1, 0, "", kNone, false,
     {{"T", 0, 2, 256, false}}},
    {"two_level_thread_node_array", "Thread0", T, "T", 0, 8, {1, 1, 1}, false, 0, 0, 0, 1, 0, "", kNone, false, {}},
    {"two_level_thread_node_array", "Thread1", T, "T", 1, 8, {1, 1, 1}, false, 0, 0, 0, 1, 0, "", kNone, false, {}},
};

TEST(NodeEntries, Vkd3dProton3WorkGraphs) {
  fs::path tarball = fs::path(DXSV_SOURCE_DIR).parent_path() / "shared/vkd3d-proton-3/vkd3d-proton-3.0.1.tar.xz";
  if (!fs::exists(tarball)) GTEST_SKIP() << tarball << " is absent: no vkd3d-proton 3.0.1 work graphs to check";
  if (std::string(DXSV_PYTHON).empty()) GTEST_SKIP() << "no Python 3 to extract the blobs with";
  fs::path out = fs::path(DXSV_BINARY_DIR) / "vkd3d-proton-3-blobs";
  std::string command = std::string("\"") + DXSV_PYTHON + "\" \"" + DXSV_SOURCE_DIR + "/tools/extract-vkd3d-blobs.py\" \"" +
                        tarball.string() + "\" \"" + out.string() + "\" > /dev/null";
  ASSERT_EQ(std::system(command.c_str()), 0) << command;

  size_t libraries = 0;
  for (const auto& f : fs::directory_iterator(out / "workgraph")) {
    if (f.path().extension() != ".dxil") continue;  // not another extraction's file in flight
    ++libraries;
    // Every export of every library is a node whose metadata reads back.
    List l(dxsv::testing::readFile(f.path().string()));
    ASSERT_FALSE(l.index.empty()) << f.path();
    for (const auto& [name, i] : l.index) {
      EXPECT_STREQ(dxsv_entry_list_stage(l.list, i), "node") << f.path() << " " << name;
      l.input(name);
    }
  }
  EXPECT_EQ(libraries, 16u);

  for (const Node& n : kVkd3dNodes) {
    SCOPED_TRACE(std::string(n.blob) + " " + n.entry);
    List l(dxsv::testing::readFile((out / "workgraph" / (std::string(n.blob) + "_code_dxil.dxil")).string()));
    dxsv_node_input in = l.input(n.entry);
    expectFixedIds(in);
    EXPECT_EQ(in.launch_type, n.launch);
    EXPECT_STREQ(in.node_id, n.id);
    EXPECT_EQ(in.node_array_index, n.index);
    EXPECT_EQ(in.payload_stride, n.stride);
    for (int d = 0; d < 3; ++d) EXPECT_EQ(in.broadcast_grid[d], n.grid[d]) << d;
    EXPECT_EQ(in.dispatch_grid_is_upper_bound != 0, n.upperBound);
    EXPECT_EQ(in.dispatch_grid_offset, n.gridOffset);
    EXPECT_EQ(in.dispatch_grid_type_bits, n.gridBits);
    EXPECT_EQ(in.dispatch_grid_components, n.gridComponents);
    EXPECT_EQ(in.coalesce_factor, n.coalesce);
    EXPECT_EQ(in.recursion_factor, n.recursion);
    EXPECT_STREQ(in.node_share_input_id, n.share);
    EXPECT_EQ(in.node_share_input_array_index, 0u);
    EXPECT_EQ(in.local_root_arguments_table_index, n.localRoot);
    EXPECT_EQ(in.node_track_rw_input_sharing != 0, n.track);
    EXPECT_FALSE(in.is_program_entry);  // none says [NodeIsProgramEntry]
    auto outs = l.outputs(n.entry);
    ASSERT_EQ(outs.size(), n.outputs.size());
    for (size_t i = 0; i < outs.size(); ++i) {
      SCOPED_TRACE(i);
      EXPECT_STREQ(outs[i].node_id, n.outputs[i].id);
      EXPECT_EQ(outs[i].node_array_index, n.outputs[i].index);
      EXPECT_EQ(outs[i].node_array_size, n.outputs[i].size);
      EXPECT_EQ(outs[i].max_records, n.outputs[i].maxRecords);
      EXPECT_EQ(outs[i].sparse_array != 0, n.outputs[i].sparse);
      EXPECT_EQ(outs[i].node_index_spec_constant_id, DXSV_NODE_SPEC_OUTPUT_BASE + i);
    }
  }
}

}  // namespace
