// Acceleration structures for ray-query and ray-tracing runs. The builds run in a submit of
// their own before the run's work; a barrier after each build orders it before every later
// use (the barrier's second scope covers later submissions too).
#include "exec/vk_accel.h"

#include <cstring>

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

// Creates the structure for one geometry of `count` primitives and records its build.
Built recordBuild(RunContext& ctx, VkCommandBuffer cmd, VkAccelerationStructureTypeKHR type,
                  const VkAccelerationStructureGeometryKHR& geometry, uint32_t count) {
  auto& fn = ctx.impl.accelerationStructures;
  VkAccelerationStructureBuildGeometryInfoKHR info{VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_BUILD_GEOMETRY_INFO_KHR};
  info.type = type;
  info.flags = VK_BUILD_ACCELERATION_STRUCTURE_PREFER_FAST_TRACE_BIT_KHR;
  info.mode = VK_BUILD_ACCELERATION_STRUCTURE_MODE_BUILD_KHR;
  info.geometryCount = 1;
  info.pGeometries = &geometry;
  VkAccelerationStructureBuildSizesInfoKHR sizes{VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_BUILD_SIZES_INFO_KHR};
  fn.buildSizes(ctx.device, VK_ACCELERATION_STRUCTURE_BUILD_TYPE_DEVICE_KHR, &info, &count, &sizes);

  HostBuffer storage = ctx.hostBuffer(sizes.accelerationStructureSize,
                                      VK_BUFFER_USAGE_ACCELERATION_STRUCTURE_STORAGE_BIT_KHR, true);
  HostBuffer scratch = ctx.hostBuffer(sizes.buildScratchSize + kScratchAlignment, VK_BUFFER_USAGE_STORAGE_BUFFER_BIT, true);
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
  VkAccelerationStructureBuildRangeInfoKHR range{count, 0, 0, 0};
  const VkAccelerationStructureBuildRangeInfoKHR* ranges = &range;
  fn.build(cmd, 1, &info, &ranges);
  VkMemoryBarrier barrier{VK_STRUCTURE_TYPE_MEMORY_BARRIER};
  barrier.srcAccessMask = VK_ACCESS_ACCELERATION_STRUCTURE_WRITE_BIT_KHR;
  barrier.dstAccessMask = VK_ACCESS_ACCELERATION_STRUCTURE_READ_BIT_KHR | VK_ACCESS_SHADER_READ_BIT;
  vkCmdPipelineBarrier(cmd, VK_PIPELINE_STAGE_ACCELERATION_STRUCTURE_BUILD_BIT_KHR, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT, 0, 1,
                       &barrier, 0, nullptr, 0, nullptr);
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
    tri.vertexFormat = VK_FORMAT_R32G32B32_SFLOAT;
    tri.vertexData.deviceAddress = vertices.address;
    tri.vertexStride = 12;
    tri.maxVertex = primitives * 3 - 1;
    tri.indexType = VK_INDEX_TYPE_NONE_KHR;
  }

  HostBuffer instances = ctx.hostBuffer(sizeof(VkAccelerationStructureInstanceKHR), input, true);
  VkAccelerationStructureGeometryKHR top{VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_GEOMETRY_KHR};
  top.geometryType = VK_GEOMETRY_TYPE_INSTANCES_KHR;
  top.geometry.instances.sType = VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_GEOMETRY_INSTANCES_DATA_KHR;
  top.geometry.instances.data.deviceAddress = instances.address;

  VkAccelerationStructureKHR result = VK_NULL_HANDLE;
  ctx.submit([&](VkCommandBuffer cmd) {
    Built blas = recordBuild(ctx, cmd, VK_ACCELERATION_STRUCTURE_TYPE_BOTTOM_LEVEL_KHR, bottom, primitives);
    VkAccelerationStructureInstanceKHR instance{};
    std::memcpy(instance.transform.matrix, res.transform.data(), sizeof(instance.transform.matrix));
    instance.instanceCustomIndex = res.instanceId;
    instance.mask = 0xff;
    instance.accelerationStructureReference = blas.address;
    std::memcpy(instances.data, &instance, sizeof(instance));
    result = recordBuild(ctx, cmd, VK_ACCELERATION_STRUCTURE_TYPE_TOP_LEVEL_KHR, top, 1).handle;
  });
  return result;
}

}  // namespace dxsv::exec
