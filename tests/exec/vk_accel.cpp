// Acceleration structures for ray-query and ray-tracing runs. The builds run in a submit of
// their own before the run's work; a barrier after each build orders it before every later
// use (the barrier's second scope covers later submissions too).
#include "exec/vk_accel.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <vector>

namespace dxsv::exec {

bool VkRunner::Impl::AccelerationStructureCommands::load(VkDevice device) {
  bool ok = loadDeviceCommand(device, buildSizes, "vkGetAccelerationStructureBuildSizesKHR");
  ok = loadDeviceCommand(device, create, "vkCreateAccelerationStructureKHR") && ok;
  ok = loadDeviceCommand(device, destroy, "vkDestroyAccelerationStructureKHR") && ok;
  ok = loadDeviceCommand(device, build, "vkCmdBuildAccelerationStructuresKHR") && ok;
  ok = loadDeviceCommand(device, address, "vkGetAccelerationStructureDeviceAddressKHR") && ok;
  return ok;
}

namespace {

constexpr VkDeviceSize kScratchAlignment = 256;  // >= every device's minAccelerationStructureScratchOffsetAlignment

struct Built {
  VkAccelerationStructureKHR handle = VK_NULL_HANDLE;
  VkDeviceAddress address = 0;
};

// IEEE half of a float that has one (no rounding: the specs use small exact values).
uint16_t halfOf(float v) {
  uint32_t f;
  std::memcpy(&f, &v, 4);
  uint32_t sign = (f >> 16) & 0x8000u, exp = (f >> 23) & 0xffu, mant = f & 0x7fffffu;
  if (exp == 0) return uint16_t(sign);
  return uint16_t(sign | ((exp - 112u) << 10) | (mant >> 13));
}

void buildBarrier(VkCommandBuffer cmd) {
  VkMemoryBarrier barrier{VK_STRUCTURE_TYPE_MEMORY_BARRIER};
  barrier.srcAccessMask = VK_ACCESS_ACCELERATION_STRUCTURE_WRITE_BIT_KHR;
  barrier.dstAccessMask = VK_ACCESS_ACCELERATION_STRUCTURE_READ_BIT_KHR | VK_ACCESS_SHADER_READ_BIT;
  vkCmdPipelineBarrier(cmd, VK_PIPELINE_STAGE_ACCELERATION_STRUCTURE_BUILD_BIT_KHR, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT, 0, 1,
                       &barrier, 0, nullptr, 0, nullptr);
}

// Creates the structure for `geometries` (`count` primitives each) and records its build, then,
// with `update`, an update in place from the same inputs.
Built recordBuild(RunContext& ctx, VkCommandBuffer cmd, VkAccelerationStructureTypeKHR type,
                  const std::vector<VkAccelerationStructureGeometryKHR>& geometries, uint32_t count, bool update = false) {
  auto& fn = ctx.impl.accelerationStructures;
  VkAccelerationStructureBuildGeometryInfoKHR info{VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_BUILD_GEOMETRY_INFO_KHR};
  info.type = type;
  info.flags = VK_BUILD_ACCELERATION_STRUCTURE_PREFER_FAST_TRACE_BIT_KHR;
  if (update) info.flags |= VK_BUILD_ACCELERATION_STRUCTURE_ALLOW_UPDATE_BIT_KHR;
  info.mode = VK_BUILD_ACCELERATION_STRUCTURE_MODE_BUILD_KHR;
  info.geometryCount = uint32_t(geometries.size());
  info.pGeometries = geometries.data();
  std::vector<uint32_t> counts(geometries.size(), count);
  VkAccelerationStructureBuildSizesInfoKHR sizes{VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_BUILD_SIZES_INFO_KHR};
  fn.buildSizes(ctx.device, VK_ACCELERATION_STRUCTURE_BUILD_TYPE_DEVICE_KHR, &info, counts.data(), &sizes);

  HostBuffer storage = ctx.hostBuffer(sizes.accelerationStructureSize,
                                      VK_BUFFER_USAGE_ACCELERATION_STRUCTURE_STORAGE_BIT_KHR, true);
  VkDeviceSize scratchSize = std::max(sizes.buildScratchSize, sizes.updateScratchSize);
  HostBuffer scratch = ctx.hostBuffer(scratchSize + kScratchAlignment, VK_BUFFER_USAGE_STORAGE_BUFFER_BIT, true);
  VkAccelerationStructureCreateInfoKHR create{VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_CREATE_INFO_KHR};
  create.buffer = storage.buffer;
  create.size = sizes.accelerationStructureSize;
  create.type = type;
  Built out;
  ctx.check(fn.create(ctx.device, &create, nullptr, &out.handle), "vkCreateAccelerationStructureKHR");
  ctx.onExit([d = ctx.device, h = out.handle, destroy = fn.destroy] { destroy(d, h, nullptr); });
  VkAccelerationStructureDeviceAddressInfoKHR where{VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_DEVICE_ADDRESS_INFO_KHR};
  where.accelerationStructure = out.handle;
  out.address = fn.address(ctx.device, &where);

  info.dstAccelerationStructure = out.handle;
  info.scratchData.deviceAddress = (scratch.address + kScratchAlignment - 1) & ~(kScratchAlignment - 1);
  std::vector<VkAccelerationStructureBuildRangeInfoKHR> range(geometries.size(), {count, 0, 0, 0});
  const VkAccelerationStructureBuildRangeInfoKHR* ranges = range.data();
  fn.build(cmd, 1, &info, &ranges);
  buildBarrier(cmd);
  if (update) {
    info.mode = VK_BUILD_ACCELERATION_STRUCTURE_MODE_UPDATE_KHR;
    info.srcAccelerationStructure = out.handle;
    fn.build(cmd, 1, &info, &ranges);
    buildBarrier(cmd);
  }
  return out;
}

}  // namespace

VkAccelerationStructureKHR buildAccelerationStructure(RunContext& ctx, const ResourceSpec& res) {
  if (!ctx.impl.has(Feature::AccelerationStructure))
    throwSkip(res.reg + ": a RaytracingAccelerationStructure needs accelerationStructure (VK_KHR_acceleration_structure), "
              "which " + ctx.impl.info.name + " lacks");
  const VkBufferUsageFlags input = VK_BUFFER_USAGE_ACCELERATION_STRUCTURE_BUILD_INPUT_READ_ONLY_BIT_KHR;
  // One bottom-level geometry: triangles, or procedural boxes for intersection shaders.
  bool procedural = !res.aabbs.empty();
  const std::vector<float>& data = procedural ? res.aabbs : res.triangles;
  uint32_t primitives = uint32_t(procedural ? data.size() / 6 : data.size() / 9);
  HostBuffer vertices = ctx.hostBuffer(data.size() * sizeof(float), input, true);
  std::memcpy(vertices.data, data.data(), data.size() * sizeof(float));
  bool snorm16 = res.vertexFormat == "R16G16B16A16_SNORM", half16 = res.vertexFormat == "R16G16B16A16_FLOAT";
  if (snorm16 || half16) {  // three 16-bit components per vertex, 6 bytes apart
    std::vector<uint16_t> packed;
    for (float v : data) packed.push_back(snorm16 ? uint16_t(int16_t(std::lround(v * 32767.0f))) : halfOf(v));
    std::memcpy(vertices.data, packed.data(), packed.size() * sizeof(uint16_t));
  }

  VkAccelerationStructureGeometryKHR bottom{VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_GEOMETRY_KHR};
  bottom.flags = res.opaque ? VK_GEOMETRY_OPAQUE_BIT_KHR : 0;
  if (procedural) {
    bottom.geometryType = VK_GEOMETRY_TYPE_AABBS_KHR;
    VkAccelerationStructureGeometryAabbsDataKHR& boxes = bottom.geometry.aabbs;
    boxes.sType = VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_GEOMETRY_AABBS_DATA_KHR;
    boxes.data.deviceAddress = vertices.address;
    boxes.stride = sizeof(VkAabbPositionsKHR);  // 6 floats, as the spec lists them
  } else {
    bottom.geometryType = VK_GEOMETRY_TYPE_TRIANGLES_KHR;
    VkAccelerationStructureGeometryTrianglesDataKHR& tri = bottom.geometry.triangles;
    tri.sType = VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_GEOMETRY_TRIANGLES_DATA_KHR;
    tri.vertexFormat = snorm16 ? VK_FORMAT_R16G16B16A16_SNORM : half16 ? VK_FORMAT_R16G16B16A16_SFLOAT : VK_FORMAT_R32G32B32_SFLOAT;
    tri.vertexData.deviceAddress = vertices.address;
    tri.vertexStride = snorm16 || half16 ? 6 : 12;
    tri.maxVertex = primitives * 3 - 1;
    tri.indexType = VK_INDEX_TYPE_NONE_KHR;
  }

  HostBuffer instances = ctx.hostBuffer(sizeof(VkAccelerationStructureInstanceKHR), input, true);
  VkAccelerationStructureGeometryKHR top{VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_GEOMETRY_KHR};
  top.geometryType = VK_GEOMETRY_TYPE_INSTANCES_KHR;
  top.geometry.instances.sType = VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_GEOMETRY_INSTANCES_DATA_KHR;
  top.geometry.instances.data.deviceAddress = instances.address;

  // One geometry per x offset, each placed by its own transformData.
  std::vector<VkAccelerationStructureGeometryKHR> bottoms{bottom};
  uint32_t copies = uint32_t(res.geometryOffsetsX.size());
  HostBuffer transforms = ctx.hostBuffer(sizeof(VkTransformMatrixKHR) * std::max(copies, 1u), input, true);
  if (copies) {
    bottoms.assign(copies, bottom);
    for (uint32_t g = 0; g < copies; ++g) {
      VkTransformMatrixKHR m{{{1, 0, 0, res.geometryOffsetsX[g]}, {0, 1, 0, 0}, {0, 0, 1, 0}}};
      std::memcpy(static_cast<char*>(transforms.data) + g * sizeof(m), &m, sizeof(m));
      bottoms[g].geometry.triangles.transformData.deviceAddress = transforms.address + g * sizeof(m);
    }
  }

  VkAccelerationStructureKHR result = VK_NULL_HANDLE;
  ctx.submit([&](VkCommandBuffer cmd) {
    Built blas = recordBuild(ctx, cmd, VK_ACCELERATION_STRUCTURE_TYPE_BOTTOM_LEVEL_KHR, bottoms, primitives, res.update);
    VkAccelerationStructureInstanceKHR instance{};
    std::memcpy(instance.transform.matrix, res.transform.data(), sizeof(instance.transform.matrix));
    instance.instanceCustomIndex = res.instanceId;
    instance.mask = 0xff;
    instance.accelerationStructureReference = blas.address;
    std::memcpy(instances.data, &instance, sizeof(instance));
    result = recordBuild(ctx, cmd, VK_ACCELERATION_STRUCTURE_TYPE_TOP_LEVEL_KHR, {top}, 1).handle;
  });
  return result;
}

}  // namespace dxsv::exec
