// Runs one compute shader, or draws with the shader stages of a vertex or mesh pipeline
// (SPIR-V, entry points "main"), on a Vulkan device with the resources a RunSpec describes, and reads back the
// checked ones. One VkRunner owns one instance and
// device; create it once per process and reuse it for every case.
//
// Device choice: DXSV_VK_DEVICE=substring picks a device by name, else the first one.
// When no device is found and the user did not point the loader at drivers
// (VK_ICD_FILENAMES / VK_DRIVER_FILES / VK_ADD_DRIVER_FILES), the runner retries with the
// system manifest folders added to XDG_DATA_DIRS, then with Mesa's lavapipe manifest.
#pragma once

#include <chrono>
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include <vulkan/vulkan.h>

#include "exec/run_spec.h"
#include "exec/vk_root_signature.h"

namespace dxsv::exec {

// Device capabilities a translated shader may depend on; tests ask hasFeature() to skip
// with a reason instead of failing on a device that cannot run a case.
enum class Feature : uint8_t {
  Int64, Int16, Int8, Float64, Float16,
  StorageBuffer16BitAccess, UniformAndStorageBuffer16BitAccess, StoragePushConstant16, StorageInputOutput16,
  StorageBuffer8BitAccess, UniformAndStorageBuffer8BitAccess, StoragePushConstant8,
  BufferInt64Atomics, SharedInt64Atomics, ImageInt64Atomics,
  BufferFloat32AtomicAdd, SharedFloat32AtomicAdd, BufferFloat64AtomicAdd, BufferFloat16AtomicAdd,
  BufferFloat32AtomicMinMax, BufferFloat64AtomicMinMax, BufferFloat16AtomicMinMax,
  VulkanMemoryModel, VulkanMemoryModelDeviceScope, BufferDeviceAddress, DemoteToHelperInvocation,
  RuntimeDescriptorArray, UniformBufferNonUniformIndexing, StorageBufferNonUniformIndexing,
  SampledImageNonUniformIndexing, StorageImageNonUniformIndexing,
  UniformTexelBufferNonUniformIndexing, StorageTexelBufferNonUniformIndexing,
  IntegerDotProduct, SubgroupSizeControl, ComputeFullSubgroups,
  ComputeDerivativeGroupQuads, ComputeDerivativeGroupLinear,
  // The derivative groups come from VK_KHR_compute_shader_derivatives (else from the NV
  // extension): translate with ConvertOptions::khrComputeShaderDerivatives.
  KhrComputeShaderDerivatives,
  StorageImageReadWithoutFormat, StorageImageWriteWithoutFormat, StorageImageMultisample,
  DenormPreserve, DenormFlushToZero, SignedZeroInfNanPreserve, RoundingModeRTE, RoundingModeRTZ,
  // Subgroup operations in the compute stage (VkPhysicalDeviceSubgroupProperties).
  SubgroupBasic, SubgroupVote, SubgroupArithmetic, SubgroupBallot, SubgroupShuffle,
  SubgroupShuffleRelative, SubgroupClustered, SubgroupQuad, SubgroupPartitioned,
  SubgroupExtendedTypes,  // 8/16/64-bit operands of subgroup operations
  // Graphics and image features.
  SampleRateShading, FragmentStoresAndAtomics, VertexPipelineStoresAndAtomics, ImageCubeArray,
  ClipDistance, CullDistance, MultiViewport, Multiview, DrawParameters, GeometryShader,
  ShaderOutputLayer, ShaderOutputViewportIndex, ShaderViewportIndexLayer, StencilExport, FragmentShadingRate,
  ImageGatherExtended, ResourceMinLod, SparseResidency, StorageImageExtendedFormats,
  Maintenance8,  // VK_KHR_maintenance8: a variable Offset on samples and fetches (SM 6.7)
  FragmentShaderBarycentric, FragmentShaderInterlock, FragmentShaderSampleInterlock,
  FragmentShaderShadingRateInterlock, ConservativeRasterization,
  // Pipeline stages beyond vertex and pixel shaders.
  TessellationShader, TessellationAndGeometryPointSize, GeometryStreams, MeshShader, TaskShader,
  // Ray tracing: acceleration structures (VK_KHR_acceleration_structure) and inline ray
  // queries (VK_KHR_ray_query).
  AccelerationStructure, RayQuery, RayTracingPipeline,
  Count
};

const char* featureName(Feature feature);

struct DeviceInfo {
  std::string name;        // VkPhysicalDeviceProperties::deviceName
  // VkPhysicalDeviceDriverProperties: driverName and driverInfo ("llvmpipe", "Mesa 25.0.7
  // (LLVM 15.0.6)"); `driver` is both, space-separated, the key of driver_defects.txt.
  std::string driverName, driverInfo, driver;
  uint32_t driverId = 0;            // VkDriverId
  std::string conformanceVersion;   // the CTS version the driver passed ("1.3.1.1")
  uint32_t apiVersion = 0;
  uint32_t subgroupSize = 0;
  // Sizes a pipeline may require (VK_EXT_subgroup_size_control / Vulkan 1.3); 0 when it can't.
  uint32_t minSubgroupSize = 0, maxSubgroupSize = 0;
  std::string discovery;   // how the loader found the driver (default search or a fallback)
  bool standardSampleLocations = false;  // Vulkan's standard multisample positions
  bool isLavapipe() const { return driverId == VK_DRIVER_ID_MESA_LLVMPIPE || name.find("llvmpipe") != std::string::npos; }
  // Mesa's version from driverInfo ("Mesa 25.0.7..."): {major, minor}, {0, 0} for other drivers.
  std::pair<uint32_t, uint32_t> mesaVersion() const;
  // One line for logs and the test summary: device, driver and version, Vulkan version.
  std::string describe() const;
};

// The subgroup sizes a shader must run with ([WaveSize], from the conversion result); all 0
// = any. The runner picks a size the device supports (the preferred one if it can) and sets
// it through VkPipelineShaderStageRequiredSubgroupSizeCreateInfo, or skips the run.
struct SubgroupSizeRequest {
  uint32_t min = 0, max = 0, preferred = 0;
};

// A ray-tracing pipeline (runRayTracing): SPIR-V of each shader (entry points "main") and the
// shader-record bytes that follow each group's handle in the shader binding table.
// A shader record's local root arguments: bytes, with the device addresses of spec resources
// (8 bytes each) written at the given offsets once the run has created them.
struct RecordAddress {
  size_t offset = 0;
  std::string reg;
  uint32_t space = 0;
};
struct RayTracingShader {
  std::vector<uint32_t> spirv;
  std::vector<uint8_t> record;
  std::vector<RecordAddress> addresses;
};
struct RayTracingHitGroup {
  std::vector<uint32_t> closestHit, anyHit, intersection;  // empty: absent (no intersection: triangles)
  std::vector<uint8_t> record;
  std::vector<RecordAddress> addresses;
};
struct RayTracingStages {
  RayTracingShader raygen;
  std::vector<RayTracingShader> miss, callable;
  std::vector<RayTracingHitGroup> hitGroups;
  uint32_t maxRecursionDepth = 1;
};

// The specialization-constant ids of a node (the translator reports them; DXSV_NODE_SPEC_* of
// include/dxil_spirv/dxil_spirv.h): output i's node index is constant outputBase + i.
struct NodeSpecIds {
  uint32_t threadGroupSizeX = 0, isEntry = 0, isIndirectStride = 0, isStaticBroadcast = 0, gridIsUpperBound = 0;
  uint32_t outputBase = 0;
};

struct RunResult {
  enum class Status { Ok, Skipped, Failed };
  Status status = Status::Failed;
  std::string message;  // why it was skipped or failed
  std::map<std::string, std::vector<uint32_t>> outputs;  // checked register -> words
  bool ok() const { return status == Status::Ok; }
};

// The SPIR-V of each stage of a draw; an empty vector is an absent stage. A vertex pipeline
// has vertex (+ tessControl and tessEval together) (+ geometry); a mesh pipeline has mesh
// (+ task). Both need fragment. The stages must be the ones the spec names (GraphicsSpec).
struct GraphicsStages {
  std::vector<uint32_t> vertex, tessControl, tessEval, geometry, fragment, mesh, task;
};

class VkRunner {
 public:
  VkRunner();  // never throws; see available()
  ~VkRunner();
  VkRunner(const VkRunner&) = delete;
  VkRunner& operator=(const VkRunner&) = delete;

  bool available() const;                      // a device was created
  const std::string& unavailableReason() const;
  const DeviceInfo& device() const;
  uint32_t subgroupSize() const { return device().subgroupSize; }  // the default size
  bool hasFeature(Feature feature) const;

  // Empty when the device can run code declaring this SPIR-V capability; else the reason.
  std::string missingForCapability(uint32_t capability) const;

  // Skipped when the device lacks something the shader or spec needs (with the reason);
  // Failed for a malformed shader, a shader/spec mismatch, a Vulkan error or a timeout.
  RunResult run(const std::vector<uint32_t>& spirv, const RunSpec& spec, const SubgroupSizeRequest& subgroupSize = {});

  // A graphics run ("mode": "graphics"): the draw, pipeline state and render targets the spec
  // describes, with D3D conventions (NDC y = +1 is the top row, depth range [0, 1], `cw`
  // front faces). Outputs: rt0..rt7, depth, stencil and checked registers, as little-endian
  // words (layers or views one after another, rows from the top, pixels from the left, the
  // samples of a pixel one after another). Depth reads back as one float per sample whatever
  // the format (unorm depth converted), stencil as one word per sample.
  // Mesh runs draw with vkCmdDrawMeshTasksEXT(mesh_dispatch); tessellation runs draw patches
  // with Vulkan's default (upper-left) tessellation domain origin.
  RunResult runGraphics(const GraphicsStages& stages, const RunSpec& spec);
  RunResult runGraphics(const std::vector<uint32_t>& vertexSpirv, const std::vector<uint32_t>& pixelSpirv,
                        const RunSpec& spec) {
    GraphicsStages stages;
    stages.vertex = vertexSpirv;
    stages.fragment = pixelSpirv;
    return runGraphics(stages, spec);
  }

  // A ray-tracing dispatch (vkCmdTraceRaysKHR) of spec.dispatch rays, with the spec's
  // resources (visible to every stage) and an SBT of the stages' groups and records: raygen,
  // then the miss shaders, hit groups and callables in order. Outputs as run() gives them.
  RunResult runRayTracing(const RayTracingStages& stages, const RunSpec& spec);

  // A work-graph node ("mode": "node"): the translated export dispatched as vkd3d-proton 3.0.1
  // dispatches it (spec constants, the node push block, the launch type's dispatch), the
  // spec's resources bound as run() binds them. Outputs: the checked registers as run() gives
  // them, and node.bytes, node.entries, node.counts, node.records.N (RunSpec::check). Fails
  // when the packed entries break the ABI (a node outside the graph, a record outside the
  // allocated bytes, two entries sharing bytes, counts that disagree with the counters).
  RunResult runNode(const std::vector<uint32_t>& spirv, const RunSpec& spec, const NodeSpecIds& ids);

  // A compute shader translated under the root-signature ABI (vk_root_signature.h); the
  // outputs as run() gives them.
  RunResult runRootSignature(const std::vector<uint32_t>& spirv, const RunSpec& spec, const RootSignatureRun& root,
                             const SubgroupSizeRequest& subgroupSize = {});
  RootSignatureSupport rootSignatureSupport() const;

  // How long run() and runGraphics() wait for the work before reporting a failure (default 20 s).
  void setTimeout(std::chrono::milliseconds timeout);

  struct Impl;

 private:
  std::unique_ptr<Impl> impl_;
};

}  // namespace dxsv::exec
