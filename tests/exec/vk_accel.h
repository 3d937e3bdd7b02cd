// RaytracingAccelerationStructure resources of a run: one bottom-level structure over the
// spec's triangles, placed once in a top-level structure (vk_accel.cpp).
#pragma once

#include "exec/vk_context.h"

namespace dxsv::exec {

// Builds and returns the top-level structure (destroyed when the run ends). Throws RunError:
// Skipped when the device lacks acceleration structures.
VkAccelerationStructureKHR buildAccelerationStructure(RunContext& ctx, const ResourceSpec& res);

}  // namespace dxsv::exec
