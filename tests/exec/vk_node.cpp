// One work-graph node dispatched the way vkd3d-proton 3.0.1 dispatches it (its
// libs/vkd3d/workgraphs.c; the ABI is docs/ARCHITECTURE.md, "Work graphs"): the node's spec
// constants, the 64-byte push block of device addresses, the launch type's workgroup count,
// then the output records found through the packed entries, checked against the ABI.
#include <algorithm>
#include <cstring>

#include "exec/spirv_scan.h"
#include "exec/vk_resources.h"

namespace dxsv::exec {
namespace {

// The layer's node push block (std430; docs/ARCHITECTURE.md, "Push constants").
struct NodePush {
  uint64_t payload = 0, linearOffset = 0, total = 0, strideOrOffsets = 0;
  uint64_t output = 0, outputAtomics = 0, localRoot = 0;
  uint32_t outputOffset = 0, recursionLevels = 0;
};
static_assert(sizeof(NodePush) == 64);

constexpr uint32_t kThreadGroupSize = 32;     // the layer's THREAD_COALESCE_COUNT
constexpr uint32_t kMaxAmplification = 1024;  // the layer's MAX_AMPLIFICATION_RATE
constexpr uint32_t kMaxGroupsX = 32767;       // past it the layer splits the dispatch in two

uint32_t readU32(const std::vector<uint8_t>& bytes, size_t at) {
  uint32_t v = 0;
  std::memcpy(&v, bytes.data() + at, 4);
  return v;
}

// SV_DispatchGrid of a record, missing components 1.
std::array<uint32_t, 3> recordGrid(const NodeSpec& n, const std::vector<uint8_t>& record) {
  std::array<uint32_t, 3> grid{1, 1, 1};
  for (uint32_t c = 0; c < n.gridComponents; ++c) {
    size_t at = n.gridOffset + c * n.gridBits / 8;
    grid[c] = n.gridBits == 32 ? readU32(record, at) : uint32_t(record[at] | record[at + 1] << 8);
  }
  return grid;
}

struct NodeDispatch {
  std::array<uint32_t, 3> groups{1, 1, 1};
  bool staticBroadcast = false;
};

// The workgroup counts the layer asks for (d3d12_command_list_workgraph_execute_node_cpu_entry
// for CPU entries; other inputs get the same shape from its meta shaders).
NodeDispatch planDispatch(const NodeSpec& n) {
  NodeDispatch d;
  uint32_t total = uint32_t(n.records.size()), count = total - n.linearOffset;
  switch (n.launch) {
    case NodeLaunch::Broadcasting:
      // One CPU record: a plain dispatch of its grid, SV_GroupID = WorkgroupId.
      if (n.input == NodeInputKind::Cpu && total == 1) {
        d.staticBroadcast = true;
        d.groups = n.gridIsUpperBound ? recordGrid(n, n.records[0]) : n.grid;
        return d;
      }
      {
        std::array<uint32_t, 3> grid = n.grid;
        if (n.gridIsUpperBound) {
          std::array<uint32_t, 3> largest{1, 1, 1};
          for (const auto& r : n.records) {
            std::array<uint32_t, 3> g = recordGrid(n, r);
            for (int i = 0; i < 3; ++i) largest[i] = std::max(largest[i], g[i]);
          }
          for (int i = 0; i < 3; ++i) grid[i] = std::min(grid[i], largest[i]);
          if (n.gridComponents < 3) grid[2] = 1;
          if (n.gridComponents < 2) grid[1] = 1;
        }
        // One workgroup per record; Z walks the record's grid.
        uint32_t amp = n.amplification;
        if (!amp) amp = std::max(1u, std::min(kMaxAmplification, grid[0] * grid[1] * grid[2]) / total);
        d.groups = {count, 1, amp};
      }
      return d;
    case NodeLaunch::Coalescing: d.groups = {(count + n.maxRecords - 1) / n.maxRecords, 1, 1}; return d;
    case NodeLaunch::Thread: d.groups = {(count + kThreadGroupSize - 1) / kThreadGroupSize, 1, 1}; return d;
  }
  return d;
}

// The node's buffers, all reached by device address.
struct NodeBuffers {
  HostBuffer payload, payloadAddress, stride, offsets, range, output, atomics, localRoot;
};

NodeBuffers createBuffers(RunContext& ctx, const NodeSpec& n, NodePush& push) {
  const VkBufferUsageFlags usage = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT;
  NodeBuffers b;
  size_t total = n.records.size();
  b.payload = ctx.hostBuffer(std::max<size_t>(total * n.recordStride, 4), usage, true);
  auto* payload = static_cast<uint8_t*>(b.payload.data);
  // A node's input lies where the producers allocated it: records are laid out backwards
  // there, so only offsets[i] finds record i.
  std::vector<uint32_t> offsets(total);
  for (size_t i = 0; i < total; ++i) {
    size_t slot = n.input == NodeInputKind::Node ? total - 1 - i : i;
    offsets[i] = uint32_t(slot * n.recordStride);
    if (n.recordStride) std::memcpy(payload + offsets[i], n.records[i].data(), n.recordStride);
  }
  switch (n.input) {
    case NodeInputKind::Cpu:
      push.payload = b.payload.address;
      push.strideOrOffsets = n.recordStride;
      break;
    case NodeInputKind::Gpu:
      b.payloadAddress = ctx.hostBuffer(8, usage, true);
      std::memcpy(b.payloadAddress.data, &b.payload.address, 8);
      b.stride = ctx.hostBuffer(4, usage, true);
      std::memcpy(b.stride.data, &n.recordStride, 4);
      push.payload = b.payloadAddress.address;
      push.strideOrOffsets = b.stride.address;
      break;
    case NodeInputKind::Node:
      b.offsets = ctx.hostBuffer(total * 4, usage, true);
      std::memcpy(b.offsets.data, offsets.data(), total * 4);
      push.payload = b.payload.address;
      push.strideOrOffsets = b.offsets.address;
      break;
  }
  // The first record of this dispatch, and one past its last.
  b.range = ctx.hostBuffer(8, usage, true);
  uint32_t range[2] = {n.linearOffset, uint32_t(total)};
  std::memcpy(b.range.data, range, 8);
  push.linearOffset = b.range.address;
  push.total = b.range.address + 4;
  // A pattern, not zeros: a record field the node never wrote shows.
  b.output = ctx.hostBuffer(n.outputBytes, usage, true);
  std::memset(b.output.data, 0xcd, b.output.size);
  push.output = b.output.address;
  // [0] payload bytes, [1] packed entries, [2 + node] counts, then the entries (at u32
  // 2 + outputOffset + 2k).
  push.outputOffset = n.nodeCount;
  b.atomics = ctx.hostBuffer((2 + uint64_t(n.nodeCount) + 2 * uint64_t(n.maxEntries)) * 4, usage, true);
  push.outputAtomics = b.atomics.address;
  if (!n.localRoot.empty()) {
    b.localRoot = ctx.hostBuffer(n.localRoot.size(), usage, true);
    std::memcpy(b.localRoot.data, n.localRoot.data(), n.localRoot.size());
    push.localRoot = b.localRoot.address;
  }
  push.recursionLevels = n.recursionLevels;
  return b;
}

std::string entryName(uint32_t k) { return "packed entry " + std::to_string(k); }

// node.bytes, node.entries, node.counts and node.records.N from the atomics and output
// buffers; throws a failure where the entries break the ABI.
void collectNodeOutputs(const NodeSpec& n, const NodeBuffers& b, std::map<std::string, std::vector<uint32_t>>& out) {
  const auto* atomics = static_cast<const uint32_t*>(b.atomics.data);
  const auto* output = static_cast<const uint8_t*>(b.output.data);
  uint32_t bytes = atomics[0], entries = atomics[1];
  out["node.bytes"] = {bytes};
  out["node.entries"] = {entries};
  out["node.counts"] = std::vector<uint32_t>(atomics + 2, atomics + 2 + n.nodeCount);
  if (bytes > n.outputBytes)
    throwFail("the node allocated " + std::to_string(bytes) + " payload bytes; the output buffer has " +
              std::to_string(n.outputBytes) + " (raise output_bytes)");
  if (entries > n.maxEntries)
    throwFail("the node wrote " + std::to_string(entries) + " packed entries; there is room for " +
              std::to_string(n.maxEntries) + " (raise max_entries)");
  std::vector<uint32_t> counted(n.nodeCount, 0);
  std::map<uint32_t, std::vector<std::vector<uint32_t>>> records;
  std::vector<std::pair<uint64_t, uint64_t>> ranges;  // [begin, end) of each entry's bytes
  for (uint32_t k = 0; k < entries; ++k) {
    uint32_t packed = atomics[2 + n.nodeCount + 2 * k], offset = atomics[2 + n.nodeCount + 2 * k + 1];
    uint32_t node = packed >> 8, count = (packed & 0xff) + 1;
    if (node >= n.nodeCount)
      throwFail(entryName(k) + " names node " + std::to_string(node) + "; the graph has " + std::to_string(n.nodeCount));
    std::optional<uint32_t> stride = n.strideOf(node);
    if (!stride) throwFail(entryName(k) + " names node " + std::to_string(node) + ", which no output of the node reaches");
    counted[node] += count;
    if (!*stride) continue;
    uint64_t end = offset + uint64_t(count) * *stride;
    if (end > bytes)
      throwFail(entryName(k) + " (node " + std::to_string(node) + ", " + std::to_string(count) + " records at byte " +
                std::to_string(offset) + ") ends past the " + std::to_string(bytes) + " bytes allocated");
    ranges.push_back({offset, end});
    for (uint32_t r = 0; r < count; ++r) {
      std::vector<uint32_t> words(*stride / 4);
      std::memcpy(words.data(), output + offset + uint64_t(r) * *stride, *stride);
      records[node].push_back(std::move(words));
    }
  }
  std::sort(ranges.begin(), ranges.end());
  for (size_t i = 1; i < ranges.size(); ++i)
    if (ranges[i].first < ranges[i - 1].second)
      throwFail("two packed entries share output bytes (from byte " + std::to_string(ranges[i].first) + ")");
  for (uint32_t node = 0; node < n.nodeCount; ++node)
    if (counted[node] != atomics[2 + node])
      throwFail("node " + std::to_string(node) + ": its counter says " + std::to_string(atomics[2 + node]) +
                " records, its packed entries " + std::to_string(counted[node]));
  // Sorted: which record lands where is the device's order of allocation.
  for (const NodeOutputSpec& o : n.outputs)
    for (uint32_t node = o.node; node < o.node + o.arraySize; ++node) {
      if (!o.stride) continue;
      auto& list = records[node];
      std::sort(list.begin(), list.end());
      std::vector<uint32_t>& words = out["node.records." + std::to_string(node)];
      words.clear();
      for (const auto& r : list) words.insert(words.end(), r.begin(), r.end());
    }
}

}  // namespace

RunResult VkRunner::Impl::runNode(const std::vector<uint32_t>& spirv, const RunSpec& spec, const NodeSpecIds& ids) {
  if (!spec.isNode()) return failed("the spec is not a node run");
  return guarded([&](RunContext& ctx) {
    const NodeSpec& n = spec.node;
    SpirvInfo shader;
    checkCompute(spirv, spec, {}, shader);
    if (!has(Feature::BufferDeviceAddress))
      throwSkip("a node reaches its records through device addresses; " + info.name + " lacks bufferDeviceAddress");

    NodeDispatch plan = planDispatch(n);
    if (plan.groups[0] > kMaxGroupsX)
      throwFail(std::to_string(plan.groups[0]) + " workgroups: past " + std::to_string(kMaxGroupsX) +
                " the layer splits the dispatch, which the runner does not model");
    for (int i = 0; i < 3; ++i)
      if (plan.groups[i] > properties.limits.maxComputeWorkGroupCount[i])
        throwSkip("the node's dispatch exceeds the device's workgroup count in dimension " + std::to_string(i));

    // Spec constants as the layer sets them for this kind of dispatch.
    std::vector<std::pair<uint32_t, uint32_t>> constants;
    for (size_t i = 0; i < n.outputs.size(); ++i) constants.push_back({ids.outputBase + uint32_t(i), n.outputs[i].node});
    if (n.launch == NodeLaunch::Thread) constants.push_back({ids.threadGroupSizeX, kThreadGroupSize});
    constants.push_back({ids.isEntry, n.input != NodeInputKind::Node});
    constants.push_back({ids.isIndirectStride, n.input == NodeInputKind::Gpu});
    if (n.launch == NodeLaunch::Broadcasting) {
      constants.push_back({ids.isStaticBroadcast, plan.staticBroadcast});
      constants.push_back({ids.gridIsUpperBound, !plan.staticBroadcast && n.gridIsUpperBound});
    }
    std::vector<VkSpecializationMapEntry> entries;
    std::vector<uint32_t> values;
    for (auto [id, value] : constants) {
      entries.push_back({id, uint32_t(values.size() * 4), 4});
      values.push_back(value);
    }
    VkSpecializationInfo specialization{uint32_t(entries.size()), entries.data(), values.size() * 4, values.data()};

    NodePush push;
    NodeBuffers buffers = createBuffers(ctx, n, push);
    ResourceSet resources(ctx, spec, shader.descriptors, VK_SHADER_STAGE_COMPUTE_BIT, sizeof(NodePush));

    ComputeBindings bindings;
    bindings.layout = resources.pipelineLayout();
    bindings.specialization = &specialization;
    bindings.upload = [&](VkCommandBuffer cmd) { resources.recordUploads(cmd); };
    bindings.bind = [&](VkCommandBuffer cmd) { resources.bind(cmd, VK_PIPELINE_BIND_POINT_COMPUTE); };
    bindings.dispatch = [&](VkCommandBuffer cmd) {
      vkCmdPushConstants(cmd, bindings.layout, VK_SHADER_STAGE_COMPUTE_BIT, 0, sizeof(push), &push);
      vkCmdDispatch(cmd, plan.groups[0], plan.groups[1], plan.groups[2]);
    };
    bindings.readback = [&](VkCommandBuffer cmd) { resources.recordReadbacks(cmd); };
    bindings.collect = [&](std::map<std::string, std::vector<uint32_t>>& outputs) {
      resources.collect(outputs);
      collectNodeOutputs(n, buffers, outputs);
    };
    return dispatchCompute(ctx, spirv, spec, shader, 0, bindings);
  });
}

RunResult VkRunner::runNode(const std::vector<uint32_t>& spirv, const RunSpec& spec, const NodeSpecIds& ids) {
  return impl_->runNode(spirv, spec, ids);
}

}  // namespace dxsv::exec
