// Node metadata as a layer builds its work graph from it (docs/ARCHITECTURE.md, "Work graphs").
#include "api/node_info.h"

namespace dxsv {

std::shared_ptr<const NodeInfo> makeNodeInfo(const ir::NodeState& node) {
  auto info = std::make_shared<NodeInfo>();
  dxsv_node_input& in = info->input;
  info->id = node.id;
  info->shareInputId = node.shareInputOf;
  in.node_array_index = node.idIndex;
  in.launch_type = dxsv_node_launch_type(node.launch);
  const ir::NodeIo* input = node.inputs.empty() ? nullptr : &node.inputs[0];
  in.payload_stride = input ? input->stride() : 0;
  if (input && !input->empty() && input->record.hasDispatchGrid) {
    const ir::NodeRecordType& r = input->record;
    in.dispatch_grid_offset = r.gridOffset;
    in.dispatch_grid_type_bits = r.gridComponentBytes() * 8;
    in.dispatch_grid_components = r.gridComponents;
  }
  bool broadcasting = node.launch == ir::NodeLaunch::Broadcasting;
  for (int d = 0; d < 3; ++d) in.broadcast_grid[d] = broadcasting ? node.dispatchGrid[d] : 1;
  in.dispatch_grid_is_upper_bound = broadcasting && node.maxDispatchGrid;
  in.thread_group_size_spec_id[0] = DXSV_NODE_SPEC_THREAD_GROUP_SIZE_X;
  in.thread_group_size_spec_id[1] = in.thread_group_size_spec_id[2] = UINT32_MAX;
  in.recursion_factor = node.maxRecursionDepth;
  in.coalesce_factor = node.coalesceFactor();
  in.node_share_input_array_index = node.shareInputOfIndex;
  in.local_root_arguments_table_index = node.localRootArgumentsTableIndex;  // kNodeUnbounded = UINT32_MAX: none
  in.is_indirect_bda_stride_program_entry_spec_id = DXSV_NODE_SPEC_IS_INDIRECT_STRIDE;
  in.is_entry_point_spec_id = DXSV_NODE_SPEC_IS_ENTRY;
  in.is_static_broadcast_node_spec_id = DXSV_NODE_SPEC_IS_STATIC_BROADCAST;
  in.dispatch_grid_is_upper_bound_spec_id = DXSV_NODE_SPEC_GRID_IS_UPPER_BOUND;
  in.node_track_rw_input_sharing = input && (input->flags & ir::kNodeIoTrackRWInputSharing) != 0;
  in.is_program_entry = node.isProgramEntry;

  for (size_t i = 0; i < node.outputs.size(); ++i) {
    const ir::NodeIo& o = node.outputs[i];
    info->outputIds.push_back(o.id);
    dxsv_node_output out{};
    out.node_array_index = o.idIndex;
    out.node_array_size = o.arraySize;  // 0 single, kNodeUnbounded = UINT32_MAX unbounded
    out.node_index_spec_constant_id = DXSV_NODE_SPEC_OUTPUT_BASE + uint32_t(i);
    // [MaxRecordsSharedWith]: the named output's budget (the reader checked the index).
    out.max_records = o.maxRecordsSharedWith < node.outputs.size() ? node.outputs[o.maxRecordsSharedWith].maxRecords : o.maxRecords;
    out.sparse_array = o.allowSparseNodes;
    info->outputs.push_back(out);
  }
  // Strings last: nothing moves them afterwards.
  in.node_id = info->id.c_str();
  in.node_share_input_id = info->shareInputId.c_str();
  for (size_t i = 0; i < info->outputs.size(); ++i) info->outputs[i].node_id = info->outputIds[i].c_str();
  return info;
}

}  // namespace dxsv
