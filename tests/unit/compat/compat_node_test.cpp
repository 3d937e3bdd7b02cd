// Work-graph node entries through the compat library, as vkd3d-proton 3.0.1 reads them
// (libs/vkd3d-shader/dxil.c): a node is a COMPUTE entry whose node input and outputs answer,
// other entries fail those queries, and the converter takes a node as a library export.
#include <gtest/gtest.h>

#include <string>

#include "../../common/container_builder.h"
#include "compat/src/compat.h"

namespace {

using dxsv::testing::Bytes;

std::string logged;
void capture(void*, dxil_spv_log_level, const char* message) { logged += message; }

struct Parsed {
  Bytes bytes;
  dxil_spv_parsed_blob blob = nullptr;
  explicit Parsed(const std::string& reference) : bytes(dxsv::testing::readReference(reference)) {
    EXPECT_EQ(dxil_spv_parse_dxil_blob(bytes.data(), bytes.size(), &blob), DXIL_SPV_SUCCESS);
  }
  ~Parsed() { dxil_spv_parsed_blob_free(blob); }
  unsigned index(const char* name) {
    unsigned i = ~0u;
    EXPECT_EQ(dxil_spv_parsed_blob_get_entry_index_by_name(blob, name, &i), DXIL_SPV_SUCCESS) << name;
    return i;
  }
};

TEST(CompatNodes, NodeEntriesAreComputeWithNodeData) {
  Parsed p("handwritten/node_library_meta.dxil");
  unsigned count = 0;
  ASSERT_EQ(dxil_spv_parsed_blob_get_num_entry_points(p.blob, &count), DXIL_SPV_SUCCESS);
  EXPECT_EQ(count, 7u);
  for (const char* name : {"BroadcastMax", "Coalesce", "Thread", "ThreadNoInput"})
    EXPECT_EQ(dxil_spv_parsed_blob_get_shader_stage_for_entry(p.blob, name), DXIL_SPV_STAGE_COMPUTE) << name;

  dxil_spv_node_input_data in{};
  ASSERT_EQ(dxil_spv_parsed_blob_get_entry_point_node_input(p.blob, p.index("BroadcastMax"), &in), DXIL_SPV_SUCCESS);
  EXPECT_STREQ(in.node_id, "Bcast");
  EXPECT_EQ(in.node_array_index, 2u);
  EXPECT_EQ(in.launch_type, DXIL_SPV_NODE_LAUNCH_TYPE_BROADCASTING);
  EXPECT_EQ(in.payload_stride, 12u);
  EXPECT_EQ(in.dispatch_grid_offset, 4u);
  EXPECT_EQ(in.dispatch_grid_type_bits, 16u);
  EXPECT_EQ(in.dispatch_grid_components, 2u);
  EXPECT_EQ(in.broadcast_grid[0], 4u);
  EXPECT_EQ(in.broadcast_grid[1], 2u);
  EXPECT_EQ(in.broadcast_grid[2], 1u);
  EXPECT_EQ(in.dispatch_grid_is_upper_bound, DXIL_SPV_TRUE);
  EXPECT_EQ(in.thread_group_size_spec_id[0], uint32_t(DXSV_NODE_SPEC_THREAD_GROUP_SIZE_X));
  EXPECT_EQ(in.thread_group_size_spec_id[1], UINT32_MAX);
  EXPECT_EQ(in.is_entry_point_spec_id, uint32_t(DXSV_NODE_SPEC_IS_ENTRY));
  EXPECT_EQ(in.is_indirect_bda_stride_program_entry_spec_id, uint32_t(DXSV_NODE_SPEC_IS_INDIRECT_STRIDE));
  EXPECT_EQ(in.is_static_broadcast_node_spec_id, uint32_t(DXSV_NODE_SPEC_IS_STATIC_BROADCAST));
  EXPECT_EQ(in.dispatch_grid_is_upper_bound_spec_id, uint32_t(DXSV_NODE_SPEC_GRID_IS_UPPER_BOUND));
  EXPECT_EQ(in.local_root_arguments_table_index, 3u);
  EXPECT_EQ(in.is_program_entry, DXIL_SPV_TRUE);
  EXPECT_EQ(in.node_track_rw_input_sharing, DXIL_SPV_FALSE);

  ASSERT_EQ(dxil_spv_parsed_blob_get_entry_point_node_input(p.blob, p.index("BroadcastFixed"), &in), DXIL_SPV_SUCCESS);
  EXPECT_STREQ(in.node_share_input_id, "BroadcastU32");
  EXPECT_EQ(in.node_share_input_array_index, 1u);
  EXPECT_EQ(in.node_track_rw_input_sharing, DXIL_SPV_TRUE);
  EXPECT_EQ(in.payload_stride, 12u);

  ASSERT_EQ(dxil_spv_parsed_blob_get_entry_point_node_input(p.blob, p.index("Coalesce"), &in), DXIL_SPV_SUCCESS);
  EXPECT_EQ(in.launch_type, DXIL_SPV_NODE_LAUNCH_TYPE_COALESCING);
  EXPECT_EQ(in.coalesce_factor, 16u);
  unsigned outputs = 0;
  ASSERT_EQ(dxil_spv_parsed_blob_get_entry_point_num_node_outputs(p.blob, p.index("Coalesce"), &outputs), DXIL_SPV_SUCCESS);
  ASSERT_EQ(outputs, 5u);
  dxil_spv_node_output_data out{};
  ASSERT_EQ(dxil_spv_parsed_blob_get_entry_point_node_output(p.blob, p.index("Coalesce"), 2, &out), DXIL_SPV_SUCCESS);
  EXPECT_STREQ(out.node_id, "Unb");
  EXPECT_EQ(out.node_array_size, UINT32_MAX);
  EXPECT_EQ(out.max_records, 8u);
  EXPECT_EQ(out.sparse_array, DXIL_SPV_TRUE);
  EXPECT_EQ(out.node_index_spec_constant_id, uint32_t(DXSV_NODE_SPEC_OUTPUT_BASE + 2));
  ASSERT_EQ(dxil_spv_parsed_blob_get_entry_point_node_output(p.blob, p.index("Coalesce"), 4, &out), DXIL_SPV_SUCCESS);
  EXPECT_STREQ(out.node_id, "Sparse");
  EXPECT_EQ(out.node_array_index, 5u);
  EXPECT_EQ(out.node_array_size, 4u);
  EXPECT_EQ(dxil_spv_parsed_blob_get_entry_point_node_output(p.blob, p.index("Coalesce"), 5, &out),
            DXIL_SPV_ERROR_INVALID_ARGUMENT);

  ASSERT_EQ(dxil_spv_parsed_blob_get_entry_point_node_input(p.blob, p.index("Thread"), &in), DXIL_SPV_SUCCESS);
  EXPECT_EQ(in.launch_type, DXIL_SPV_NODE_LAUNCH_TYPE_THREAD);
  EXPECT_EQ(in.recursion_factor, 5u);
  EXPECT_EQ(in.broadcast_grid[0], 1u);

  // Out of range.
  EXPECT_EQ(dxil_spv_parsed_blob_get_entry_point_node_input(p.blob, 7, &in), DXIL_SPV_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(dxil_spv_parsed_blob_get_entry_point_num_node_outputs(p.blob, 7, &outputs), DXIL_SPV_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(outputs, 0u);
}

TEST(CompatNodes, OtherEntriesHaveNoNodeData) {
  Parsed p("compute/cf_loops.dxil");
  dxil_spv_node_input_data in{};
  dxil_spv_node_output_data out{};
  unsigned outputs = 5;
  EXPECT_EQ(dxil_spv_parsed_blob_get_entry_point_node_input(p.blob, 0, &in), DXIL_SPV_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(dxil_spv_parsed_blob_get_entry_point_num_node_outputs(p.blob, 0, &outputs), DXIL_SPV_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(outputs, 0u);
  EXPECT_EQ(dxil_spv_parsed_blob_get_entry_point_node_output(p.blob, 0, 0, &out), DXIL_SPV_ERROR_INVALID_ARGUMENT);
}

// The layer converts a node like a ray-tracing export: by name, with its local root signature.
// Until node ops are translated the conversion itself fails, not the converter's setup.
TEST(CompatNodes, ConverterTakesANodeAsAnExport) {
  Parsed p("handwritten/node_library_meta.dxil");
  dxil_spv_converter converter = nullptr;
  ASSERT_EQ(dxil_spv_create_converter(p.blob, &converter), DXIL_SPV_SUCCESS);
  logged.clear();
  dxil_spv_set_thread_log_callback(capture, nullptr);
  ASSERT_EQ(dxil_spv_converter_set_entry_point(converter, "Thread"), DXIL_SPV_SUCCESS);
  ASSERT_EQ(dxil_spv_converter_add_local_root_constants(converter, 0, 0, 1), DXIL_SPV_SUCCESS);
  dxil_spv_result r = dxil_spv_converter_run(converter);
  dxil_spv_set_thread_log_callback(nullptr, nullptr);
  if (r != DXIL_SPV_SUCCESS) {
    EXPECT_EQ(logged.find("not a library export"), std::string::npos) << logged;
    EXPECT_EQ(logged.find("has no export"), std::string::npos) << logged;
    EXPECT_NE(logged.find("could not convert"), std::string::npos) << logged;
    EXPECT_NE(logged.find("'Thread'"), std::string::npos) << logged;  // the export reached the frontend
  }
  dxil_spv_converter_free(converter);
}

}  // namespace
