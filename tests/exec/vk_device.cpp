// Instance and device creation for VkRunner, the features it enables, and the mapping from
// SPIR-V capabilities and extensions to what the device must provide.
#include <glob.h>

#include <algorithm>
#include <cstdio>
#include <cctype>
#include <cstdlib>
#include <cstring>
#include <optional>
#include <vector>

#include <spirv/unified1/spirv.hpp>

#include "exec/vk_runner_impl.h"

namespace dxsv::exec {
namespace {

constexpr const char* kFeatureNames[] = {
    "shaderInt64", "shaderInt16", "shaderInt8", "shaderFloat64", "shaderFloat16",
    "storageBuffer16BitAccess", "uniformAndStorageBuffer16BitAccess", "storagePushConstant16", "storageInputOutput16",
    "storageBuffer8BitAccess", "uniformAndStorageBuffer8BitAccess", "storagePushConstant8",
    "shaderBufferInt64Atomics", "shaderSharedInt64Atomics", "shaderImageInt64Atomics",
    "shaderBufferFloat32AtomicAdd", "shaderSharedFloat32AtomicAdd", "shaderBufferFloat64AtomicAdd",
    "shaderBufferFloat16AtomicAdd", "shaderBufferFloat32AtomicMinMax", "shaderBufferFloat64AtomicMinMax",
    "shaderBufferFloat16AtomicMinMax",
    "vulkanMemoryModel", "vulkanMemoryModelDeviceScope", "bufferDeviceAddress", "shaderDemoteToHelperInvocation",
    "runtimeDescriptorArray", "shaderUniformBufferArrayNonUniformIndexing", "shaderStorageBufferArrayNonUniformIndexing",
    "shaderSampledImageArrayNonUniformIndexing", "shaderStorageImageArrayNonUniformIndexing",
    "shaderUniformTexelBufferArrayNonUniformIndexing", "shaderStorageTexelBufferArrayNonUniformIndexing",
    "shaderIntegerDotProduct", "subgroupSizeControl", "computeFullSubgroups",
    "computeDerivativeGroupQuads", "computeDerivativeGroupLinear", "VK_KHR_compute_shader_derivatives",
    "shaderStorageImageReadWithoutFormat", "shaderStorageImageWriteWithoutFormat", "shaderStorageImageMultisample",
    "shaderDenormPreserveFloat32", "shaderDenormFlushToZeroFloat32", "shaderSignedZeroInfNanPreserve",
    "shaderRoundingModeRTE", "shaderRoundingModeRTZ",
    "subgroup basic (compute)", "subgroup vote (compute)", "subgroup arithmetic (compute)",
    "subgroup ballot (compute)", "subgroup shuffle (compute)", "subgroup shuffle relative (compute)",
    "subgroup clustered (compute)", "subgroup quad (compute)", "subgroup partitioned (compute)",
    "shaderSubgroupExtendedTypes",
    "sampleRateShading", "fragmentStoresAndAtomics", "vertexPipelineStoresAndAtomics", "imageCubeArray",
    "shaderClipDistance", "shaderCullDistance", "multiViewport", "multiview", "shaderDrawParameters", "geometryShader",
    "shaderOutputLayer", "shaderOutputViewportIndex",
    "VK_EXT_shader_viewport_index_layer (or shaderOutputLayer and shaderOutputViewportIndex)",
    "VK_EXT_shader_stencil_export", "fragmentShadingRate (VK_KHR_fragment_shading_rate)",
    "shaderImageGatherExtended", "shaderResourceMinLod", "shaderResourceResidency", "shaderStorageImageExtendedFormats",
    "maintenance8 (VK_KHR_maintenance8)",
    "fragmentShaderBarycentric", "fragmentShaderPixelInterlock (VK_EXT_fragment_shader_interlock)",
    "fragmentShaderSampleInterlock (VK_EXT_fragment_shader_interlock)",
    "fragmentShaderShadingRateInterlock (VK_EXT_fragment_shader_interlock)", "conservative rasterization",
    "tessellationShader", "shaderTessellationAndGeometryPointSize", "geometryStreams (VK_EXT_transform_feedback)",
    "meshShader (VK_EXT_mesh_shader)", "taskShader (VK_EXT_mesh_shader)",
    "accelerationStructure (VK_KHR_acceleration_structure)", "rayQuery (VK_KHR_ray_query)",
    "rayTracingPipeline (VK_KHR_ray_tracing_pipeline)",
};
static_assert(std::size(kFeatureNames) == size_t(Feature::Count), "one name per Feature");

// Device extensions worth enabling when present: each lets more translated shaders run.
constexpr const char* kWantedExtensions[] = {
    VK_EXT_SHADER_ATOMIC_FLOAT_EXTENSION_NAME,
    VK_EXT_SHADER_ATOMIC_FLOAT_2_EXTENSION_NAME,
    VK_EXT_SHADER_IMAGE_ATOMIC_INT64_EXTENSION_NAME,
    "VK_KHR_compute_shader_derivatives",  // preferred; the NV one only where it is missing
    VK_KHR_SHADER_SUBGROUP_UNIFORM_CONTROL_FLOW_EXTENSION_NAME,
    VK_KHR_WORKGROUP_MEMORY_EXPLICIT_LAYOUT_EXTENSION_NAME,
    VK_NV_SHADER_SUBGROUP_PARTITIONED_EXTENSION_NAME,
    VK_EXT_SUBGROUP_SIZE_CONTROL_EXTENSION_NAME,  // core in 1.3; for [WaveSize] on 1.2 devices
    VK_EXT_SHADER_STENCIL_EXPORT_EXTENSION_NAME,
    VK_EXT_SHADER_VIEWPORT_INDEX_LAYER_EXTENSION_NAME,
    VK_EXT_CUSTOM_BORDER_COLOR_EXTENSION_NAME,
    VK_KHR_FRAGMENT_SHADING_RATE_EXTENSION_NAME,
    VK_EXT_TRANSFORM_FEEDBACK_EXTENSION_NAME,  // geometryStreams (GS output streams)
    "VK_KHR_maintenance8",                     // Offset on samples (SM 6.7 dynamic offsets)
    VK_EXT_MESH_SHADER_EXTENSION_NAME,         // mesh and task shaders (needs SPIR-V 1.4: Vulkan 1.2)
    VK_KHR_DEFERRED_HOST_OPERATIONS_EXTENSION_NAME,  // required by acceleration structures
    VK_KHR_ACCELERATION_STRUCTURE_EXTENSION_NAME,    // RaytracingAccelerationStructure resources
    VK_KHR_RAY_QUERY_EXTENSION_NAME,                 // inline ray queries
    VK_KHR_RAY_TRACING_PIPELINE_EXTENSION_NAME,      // ray-tracing pipelines
    VK_EXT_FRAGMENT_SHADER_INTERLOCK_EXTENSION_NAME,  // rasterizer-ordered views
};
// Enabled only when the first one is not offered.
struct FallbackExtension {
  const char* preferred;
  const char* fallback;
};
constexpr FallbackExtension kFallbackExtensions[] = {
    {"VK_KHR_compute_shader_derivatives", VK_NV_COMPUTE_SHADER_DERIVATIVES_EXTENSION_NAME},
};

bool envSet(const char* name) {
  const char* v = std::getenv(name);
  return v && *v;
}

bool pathListHas(const std::string& list, const std::string& dir) {
  size_t start = 0;
  while (start <= list.size()) {
    size_t end = list.find(':', start);
    if (end == std::string::npos) end = list.size();
    std::string item = list.substr(start, end - start);
    while (item.size() > 1 && item.back() == '/') item.pop_back();
    if (item == dir) return true;
    start = end + 1;
  }
  return false;
}

// Restores an environment variable when it goes out of scope.
class ScopedEnv {
 public:
  ScopedEnv(const char* name, const std::string& value) : name_(name) {
    if (const char* old = std::getenv(name)) old_ = old;
    setenv(name, value.c_str(), 1);
  }
  ~ScopedEnv() {
    if (old_) setenv(name_, old_->c_str(), 1);
    else unsetenv(name_);
  }

 private:
  const char* name_;
  std::optional<std::string> old_;
};

std::vector<std::string> findLavapipeManifests() {
  std::vector<std::string> out;
  for (const char* pattern : {"/usr/share/vulkan/icd.d/lvp_icd.*.json", "/usr/local/share/vulkan/icd.d/lvp_icd.*.json",
                              "/etc/vulkan/icd.d/lvp_icd.*.json"}) {
    glob_t g{};
    if (glob(pattern, 0, nullptr, &g) == 0)
      for (size_t i = 0; i < g.gl_pathc; ++i) out.push_back(g.gl_pathv[i]);
    globfree(&g);
  }
  return out;
}

// Creates an instance that sees at least one physical device; VK_NULL_HANDLE otherwise.
VkInstance tryCreateInstance(std::string& error) {
  VkApplicationInfo app{VK_STRUCTURE_TYPE_APPLICATION_INFO};
  app.pApplicationName = "dxsv_exec_tests";
  app.apiVersion = VK_API_VERSION_1_3;
  VkInstanceCreateInfo ci{VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO};
  ci.pApplicationInfo = &app;
  VkInstance instance = VK_NULL_HANDLE;
  VkResult r = vkCreateInstance(&ci, nullptr, &instance);
  if (r != VK_SUCCESS) {
    error = std::string("vkCreateInstance: ") + vkResultName(r);
    return VK_NULL_HANDLE;
  }
  uint32_t count = 0;
  vkEnumeratePhysicalDevices(instance, &count, nullptr);
  if (count == 0) {
    error = "no physical device";
    vkDestroyInstance(instance, nullptr);
    return VK_NULL_HANDLE;
  }
  return instance;
}

std::string lower(std::string s) {
  for (char& c : s) c = char(std::tolower((unsigned char)c));
  return s;
}

std::string versionString(uint32_t v) {
  return std::to_string(VK_API_VERSION_MAJOR(v)) + "." + std::to_string(VK_API_VERSION_MINOR(v)) + "." +
         std::to_string(VK_API_VERSION_PATCH(v));
}

struct CapabilityRow {
  uint32_t capability;
  const char* name;
  std::vector<Feature> anyOf;  // empty: always available in Vulkan 1.1 compute
};

const std::vector<CapabilityRow>& capabilityTable() {
  using F = Feature;
  static const std::vector<CapabilityRow> table = {
      {spv::CapabilityMatrix, "Matrix", {}},
      {spv::CapabilityShader, "Shader", {}},
      {spv::CapabilityFloat16, "Float16", {F::Float16}},
      {spv::CapabilityFloat64, "Float64", {F::Float64}},
      {spv::CapabilityInt64, "Int64", {F::Int64}},
      {spv::CapabilityInt64Atomics, "Int64Atomics", {F::BufferInt64Atomics, F::SharedInt64Atomics}},
      {spv::CapabilityInt16, "Int16", {F::Int16}},
      {spv::CapabilityInt8, "Int8", {F::Int8}},
      {spv::CapabilityStorageImageMultisample, "StorageImageMultisample", {F::StorageImageMultisample}},
      {spv::CapabilityStorageImageReadWithoutFormat, "StorageImageReadWithoutFormat", {F::StorageImageReadWithoutFormat}},
      {spv::CapabilityStorageImageWriteWithoutFormat, "StorageImageWriteWithoutFormat", {F::StorageImageWriteWithoutFormat}},
      {spv::CapabilityGroupNonUniform, "GroupNonUniform", {F::SubgroupBasic}},
      {spv::CapabilityGroupNonUniformVote, "GroupNonUniformVote", {F::SubgroupVote}},
      {spv::CapabilityGroupNonUniformArithmetic, "GroupNonUniformArithmetic", {F::SubgroupArithmetic}},
      {spv::CapabilityGroupNonUniformBallot, "GroupNonUniformBallot", {F::SubgroupBallot}},
      {spv::CapabilityGroupNonUniformShuffle, "GroupNonUniformShuffle", {F::SubgroupShuffle}},
      {spv::CapabilityGroupNonUniformShuffleRelative, "GroupNonUniformShuffleRelative", {F::SubgroupShuffleRelative}},
      {spv::CapabilityGroupNonUniformClustered, "GroupNonUniformClustered", {F::SubgroupClustered}},
      {spv::CapabilityGroupNonUniformQuad, "GroupNonUniformQuad", {F::SubgroupQuad}},
      {spv::CapabilityGroupNonUniformPartitionedNV, "GroupNonUniformPartitionedNV", {F::SubgroupPartitioned}},
      {spv::CapabilityStorageBuffer16BitAccess, "StorageBuffer16BitAccess", {F::StorageBuffer16BitAccess}},
      {spv::CapabilityUniformAndStorageBuffer16BitAccess, "UniformAndStorageBuffer16BitAccess", {F::UniformAndStorageBuffer16BitAccess}},
      {spv::CapabilityStoragePushConstant16, "StoragePushConstant16", {F::StoragePushConstant16}},
      {spv::CapabilityStorageInputOutput16, "StorageInputOutput16", {F::StorageInputOutput16}},
      {spv::CapabilityStorageBuffer8BitAccess, "StorageBuffer8BitAccess", {F::StorageBuffer8BitAccess}},
      {spv::CapabilityUniformAndStorageBuffer8BitAccess, "UniformAndStorageBuffer8BitAccess", {F::UniformAndStorageBuffer8BitAccess}},
      {spv::CapabilityStoragePushConstant8, "StoragePushConstant8", {F::StoragePushConstant8}},
      {spv::CapabilityDenormPreserve, "DenormPreserve", {F::DenormPreserve}},
      {spv::CapabilityDenormFlushToZero, "DenormFlushToZero", {F::DenormFlushToZero}},
      {spv::CapabilitySignedZeroInfNanPreserve, "SignedZeroInfNanPreserve", {F::SignedZeroInfNanPreserve}},
      {spv::CapabilityRoundingModeRTE, "RoundingModeRTE", {F::RoundingModeRTE}},
      {spv::CapabilityRoundingModeRTZ, "RoundingModeRTZ", {F::RoundingModeRTZ}},
      {spv::CapabilityVulkanMemoryModel, "VulkanMemoryModel", {F::VulkanMemoryModel}},
      {spv::CapabilityVulkanMemoryModelDeviceScope, "VulkanMemoryModelDeviceScope", {F::VulkanMemoryModelDeviceScope}},
      {spv::CapabilityPhysicalStorageBufferAddresses, "PhysicalStorageBufferAddresses", {F::BufferDeviceAddress}},
      {spv::CapabilityDemoteToHelperInvocation, "DemoteToHelperInvocation", {F::DemoteToHelperInvocation}},
      {spv::CapabilityRuntimeDescriptorArray, "RuntimeDescriptorArray", {F::RuntimeDescriptorArray}},
      {spv::CapabilityUniformBufferArrayNonUniformIndexing, "UniformBufferArrayNonUniformIndexing", {F::UniformBufferNonUniformIndexing}},
      {spv::CapabilityStorageBufferArrayNonUniformIndexing, "StorageBufferArrayNonUniformIndexing", {F::StorageBufferNonUniformIndexing}},
      {spv::CapabilitySampledImageArrayNonUniformIndexing, "SampledImageArrayNonUniformIndexing", {F::SampledImageNonUniformIndexing}},
      {spv::CapabilityStorageImageArrayNonUniformIndexing, "StorageImageArrayNonUniformIndexing", {F::StorageImageNonUniformIndexing}},
      {spv::CapabilityUniformTexelBufferArrayNonUniformIndexing, "UniformTexelBufferArrayNonUniformIndexing", {F::UniformTexelBufferNonUniformIndexing}},
      {spv::CapabilityStorageTexelBufferArrayNonUniformIndexing, "StorageTexelBufferArrayNonUniformIndexing", {F::StorageTexelBufferNonUniformIndexing}},
      {spv::CapabilityDotProduct, "DotProduct", {F::IntegerDotProduct}},
      {spv::CapabilityDotProductInputAll, "DotProductInputAll", {F::IntegerDotProduct}},
      {spv::CapabilityDotProductInput4x8Bit, "DotProductInput4x8Bit", {F::IntegerDotProduct}},
      {spv::CapabilityDotProductInput4x8BitPacked, "DotProductInput4x8BitPacked", {F::IntegerDotProduct}},
      {spv::CapabilityAtomicFloat32AddEXT, "AtomicFloat32AddEXT", {F::BufferFloat32AtomicAdd, F::SharedFloat32AtomicAdd}},
      {spv::CapabilityAtomicFloat64AddEXT, "AtomicFloat64AddEXT", {F::BufferFloat64AtomicAdd}},
      {spv::CapabilityAtomicFloat16AddEXT, "AtomicFloat16AddEXT", {F::BufferFloat16AtomicAdd}},
      {spv::CapabilityAtomicFloat32MinMaxEXT, "AtomicFloat32MinMaxEXT", {F::BufferFloat32AtomicMinMax}},
      {spv::CapabilityAtomicFloat64MinMaxEXT, "AtomicFloat64MinMaxEXT", {F::BufferFloat64AtomicMinMax}},
      {spv::CapabilityAtomicFloat16MinMaxEXT, "AtomicFloat16MinMaxEXT", {F::BufferFloat16AtomicMinMax}},
      {spv::CapabilityInt64ImageEXT, "Int64ImageEXT", {F::ImageInt64Atomics}},
      {spv::CapabilityComputeDerivativeGroupQuadsNV, "ComputeDerivativeGroupQuads", {F::ComputeDerivativeGroupQuads}},
      {spv::CapabilityComputeDerivativeGroupLinearNV, "ComputeDerivativeGroupLinear", {F::ComputeDerivativeGroupLinear}},
      {spv::CapabilitySampled1D, "Sampled1D", {}},
      {spv::CapabilityImage1D, "Image1D", {}},
      {spv::CapabilitySampledBuffer, "SampledBuffer", {}},
      {spv::CapabilityImageBuffer, "ImageBuffer", {}},
      {spv::CapabilityImageQuery, "ImageQuery", {}},
      {spv::CapabilityDerivativeControl, "DerivativeControl", {}},
      {spv::CapabilityImageMSArray, "ImageMSArray", {F::StorageImageMultisample}},
      {spv::CapabilitySampleRateShading, "SampleRateShading", {F::SampleRateShading}},
      {spv::CapabilityInterpolationFunction, "InterpolationFunction", {F::SampleRateShading}},
      {spv::CapabilityImageCubeArray, "ImageCubeArray", {F::ImageCubeArray}},
      {spv::CapabilitySampledCubeArray, "SampledCubeArray", {F::ImageCubeArray}},
      {spv::CapabilityClipDistance, "ClipDistance", {F::ClipDistance}},
      {spv::CapabilityCullDistance, "CullDistance", {F::CullDistance}},
      {spv::CapabilityMultiViewport, "MultiViewport", {F::MultiViewport}},
      {spv::CapabilityMultiView, "MultiView", {F::Multiview}},
      {spv::CapabilityDrawParameters, "DrawParameters", {F::DrawParameters}},
      {spv::CapabilityGeometry, "Geometry", {F::GeometryShader}},
      {spv::CapabilityGeometryStreams, "GeometryStreams", {F::GeometryStreams}},
      {spv::CapabilityGeometryPointSize, "GeometryPointSize", {F::TessellationAndGeometryPointSize}},
      {spv::CapabilityTessellation, "Tessellation", {F::TessellationShader}},
      {spv::CapabilityTessellationPointSize, "TessellationPointSize", {F::TessellationAndGeometryPointSize}},
      // Task shaders declare it too; a task stage also needs taskShader (checked per stage).
      {spv::CapabilityMeshShadingEXT, "MeshShadingEXT", {F::MeshShader}},
      {spv::CapabilityRayQueryKHR, "RayQueryKHR", {F::RayQuery}},
      {spv::CapabilityRayTracingKHR, "RayTracingKHR", {F::RayTracingPipeline}},
      {spv::CapabilityShaderLayer, "ShaderLayer", {F::ShaderOutputLayer}},
      {spv::CapabilityShaderViewportIndex, "ShaderViewportIndex", {F::ShaderOutputViewportIndex}},
      {spv::CapabilityShaderViewportIndexLayerEXT, "ShaderViewportIndexLayerEXT", {F::ShaderViewportIndexLayer}},
      {spv::CapabilityStencilExportEXT, "StencilExportEXT", {F::StencilExport}},
      {spv::CapabilityFragmentShadingRateKHR, "FragmentShadingRateKHR", {F::FragmentShadingRate}},
      {spv::CapabilityImageGatherExtended, "ImageGatherExtended", {F::ImageGatherExtended}},
      {spv::CapabilityMinLod, "MinLod", {F::ResourceMinLod}},
      {spv::CapabilitySparseResidency, "SparseResidency", {F::SparseResidency}},
      {spv::CapabilityStorageImageExtendedFormats, "StorageImageExtendedFormats", {F::StorageImageExtendedFormats}},
      {spv::CapabilityFragmentBarycentricKHR, "FragmentBarycentricKHR", {F::FragmentShaderBarycentric}},
      {spv::CapabilityFragmentShaderPixelInterlockEXT, "FragmentShaderPixelInterlockEXT", {F::FragmentShaderInterlock}},
      {spv::CapabilityFragmentShaderSampleInterlockEXT, "FragmentShaderSampleInterlockEXT", {F::FragmentShaderSampleInterlock}},
      {spv::CapabilityFragmentShaderShadingRateInterlockEXT, "FragmentShaderShadingRateInterlockEXT", {F::FragmentShaderShadingRateInterlock}},
      {spv::CapabilityFragmentFullyCoveredEXT, "FragmentFullyCoveredEXT", {F::ConservativeRasterization}},
  };
  return table;
}

// SPIR-V extension -> the Vulkan version that made it core (0: never) or the device extension.
struct ExtensionRow {
  const char* spirv;
  uint32_t coreIn;
  const char* device;
};

constexpr ExtensionRow kExtensionTable[] = {
    {"SPV_KHR_storage_buffer_storage_class", VK_API_VERSION_1_1, nullptr},
    {"SPV_KHR_16bit_storage", VK_API_VERSION_1_1, nullptr},
    {"SPV_KHR_variable_pointers", VK_API_VERSION_1_1, nullptr},
    {"SPV_KHR_8bit_storage", VK_API_VERSION_1_2, nullptr},
    {"SPV_KHR_vulkan_memory_model", VK_API_VERSION_1_2, nullptr},
    {"SPV_KHR_float_controls", VK_API_VERSION_1_2, nullptr},
    {"SPV_KHR_physical_storage_buffer", VK_API_VERSION_1_2, nullptr},
    {"SPV_EXT_descriptor_indexing", VK_API_VERSION_1_2, nullptr},
    {"SPV_KHR_shader_ballot", 0, VK_EXT_SHADER_SUBGROUP_BALLOT_EXTENSION_NAME},
    {"SPV_KHR_non_semantic_info", VK_API_VERSION_1_3, nullptr},
    {"SPV_EXT_demote_to_helper_invocation", VK_API_VERSION_1_3, nullptr},
    {"SPV_KHR_integer_dot_product", VK_API_VERSION_1_3, nullptr},
    {"SPV_KHR_terminate_invocation", VK_API_VERSION_1_3, nullptr},
    {"SPV_EXT_shader_atomic_float_add", 0, VK_EXT_SHADER_ATOMIC_FLOAT_EXTENSION_NAME},
    {"SPV_EXT_shader_atomic_float_min_max", 0, VK_EXT_SHADER_ATOMIC_FLOAT_2_EXTENSION_NAME},
    {"SPV_EXT_shader_atomic_float16_add", 0, VK_EXT_SHADER_ATOMIC_FLOAT_2_EXTENSION_NAME},
    {"SPV_EXT_shader_image_int64", 0, VK_EXT_SHADER_IMAGE_ATOMIC_INT64_EXTENSION_NAME},
    {"SPV_NV_compute_shader_derivatives", 0, VK_NV_COMPUTE_SHADER_DERIVATIVES_EXTENSION_NAME},
    {"SPV_KHR_compute_shader_derivatives", 0, "VK_KHR_compute_shader_derivatives"},
    {"SPV_KHR_subgroup_uniform_control_flow", 0, VK_KHR_SHADER_SUBGROUP_UNIFORM_CONTROL_FLOW_EXTENSION_NAME},
    {"SPV_KHR_workgroup_memory_explicit_layout", 0, VK_KHR_WORKGROUP_MEMORY_EXPLICIT_LAYOUT_EXTENSION_NAME},
    {"SPV_NV_shader_subgroup_partitioned", 0, VK_NV_SHADER_SUBGROUP_PARTITIONED_EXTENSION_NAME},
    {"SPV_KHR_maximal_reconvergence", 0, "VK_KHR_shader_maximal_reconvergence"},
    {"SPV_KHR_quad_control", 0, "VK_KHR_shader_quad_control"},
    {"SPV_KHR_expect_assume", 0, "VK_KHR_shader_expect_assume"},
    {"SPV_KHR_ray_query", 0, "VK_KHR_ray_query"},
    {"SPV_KHR_shader_draw_parameters", VK_API_VERSION_1_1, nullptr},
    {"SPV_KHR_multiview", VK_API_VERSION_1_1, nullptr},
    {"SPV_EXT_shader_stencil_export", 0, VK_EXT_SHADER_STENCIL_EXPORT_EXTENSION_NAME},
    {"SPV_EXT_shader_viewport_index_layer", VK_API_VERSION_1_2, VK_EXT_SHADER_VIEWPORT_INDEX_LAYER_EXTENSION_NAME},
    {"SPV_KHR_fragment_shading_rate", 0, VK_KHR_FRAGMENT_SHADING_RATE_EXTENSION_NAME},
    {"SPV_KHR_fragment_shader_barycentric", 0, "VK_KHR_fragment_shader_barycentric"},
    {"SPV_EXT_fragment_shader_interlock", 0, "VK_EXT_fragment_shader_interlock"},
    {"SPV_EXT_fragment_fully_covered", 0, "VK_EXT_conservative_rasterization"},
    {"SPV_KHR_post_depth_coverage", 0, "VK_EXT_post_depth_coverage"},
    {"SPV_EXT_mesh_shader", 0, VK_EXT_MESH_SHADER_EXTENSION_NAME},
    {"SPV_KHR_ray_query", 0, VK_KHR_RAY_QUERY_EXTENSION_NAME},
    {"SPV_KHR_ray_tracing", 0, VK_KHR_RAY_TRACING_PIPELINE_EXTENSION_NAME},
};

}  // namespace

std::pair<uint32_t, uint32_t> DeviceInfo::mesaVersion() const {
  unsigned major = 0, minor = 0;
  if (std::sscanf(driverInfo.c_str(), "Mesa %u.%u", &major, &minor) != 2) return {0, 0};
  return {major, minor};
}

std::string DeviceInfo::describe() const {
  return name + "; driver " + (driver.empty() ? std::string("(unreported)") : driver) + "; Vulkan " +
         versionString(apiVersion) + (conformanceVersion.empty() ? "" : ", conformance " + conformanceVersion) +
         "; subgroup size " + std::to_string(subgroupSize) + "; found by " + discovery;
}

const char* featureName(Feature feature) {
  size_t i = size_t(feature);
  return i < std::size(kFeatureNames) ? kFeatureNames[i] : "?";
}

void VkRunner::Impl::init() {
  // 1. An instance that sees a device: default search first, then the fallbacks.
  std::string error;
  bool userChoseDrivers = envSet("VK_ICD_FILENAMES") || envSet("VK_DRIVER_FILES") || envSet("VK_ADD_DRIVER_FILES");
  instance = tryCreateInstance(error);
  info.discovery = "default loader search";
  if (!instance && !userChoseDrivers) {
    // The loader looks for manifests under $XDG_DATA_DIRS/vulkan/icd.d; a value without
    // /usr/share (set by some sandboxes and desktop sessions) hides every system driver.
    const char* xdg = std::getenv("XDG_DATA_DIRS");
    if (xdg && *xdg && !pathListHas(xdg, "/usr/share")) {
      std::string old = xdg;
      ScopedEnv env("XDG_DATA_DIRS", old + ":/usr/local/share:/usr/share");
      instance = tryCreateInstance(error);
      if (instance)
        info.discovery = "XDG_DATA_DIRS='" + old + "' hid the system drivers; retried with /usr/local/share:/usr/share added";
    }
  }
  if (!instance && !userChoseDrivers) {
    std::vector<std::string> manifests = findLavapipeManifests();
    if (!manifests.empty()) {
      std::string list;
      for (const auto& m : manifests) list += (list.empty() ? "" : ":") + m;
      // VK_DRIVER_FILES for loaders >= 1.3.207, VK_ICD_FILENAMES for older ones.
      ScopedEnv a("VK_DRIVER_FILES", list), b("VK_ICD_FILENAMES", list);
      instance = tryCreateInstance(error);
      if (instance) info.discovery = "no driver found by default; using lavapipe manifest " + list;
    }
  }
  if (!instance) {
    unavailable = "no Vulkan device (" + error + ")" +
                  (userChoseDrivers ? "; VK_ICD_FILENAMES/VK_DRIVER_FILES are set, no fallback tried" : "");
    return;
  }

  // 2. Pick the device: DXSV_VK_DEVICE substring, else the first.
  uint32_t count = 0;
  vkEnumeratePhysicalDevices(instance, &count, nullptr);
  std::vector<VkPhysicalDevice> devices(count);
  vkEnumeratePhysicalDevices(instance, &count, devices.data());
  const char* wanted = std::getenv("DXSV_VK_DEVICE");
  std::string names;
  for (VkPhysicalDevice d : devices) {
    VkPhysicalDeviceProperties p;
    vkGetPhysicalDeviceProperties(d, &p);
    names += (names.empty() ? "" : ", ") + std::string(p.deviceName);
    if (!physical && (!wanted || !*wanted || lower(p.deviceName).find(lower(wanted)) != std::string::npos))
      physical = d;
  }
  if (!physical) {
    unavailable = std::string("DXSV_VK_DEVICE='") + wanted + "' matches none of: " + names;
    return;
  }
  vkGetPhysicalDeviceProperties(physical, &properties);
  vkGetPhysicalDeviceMemoryProperties(physical, &memory);
  info.name = properties.deviceName;
  info.standardSampleLocations = properties.limits.standardSampleLocations;
  info.apiVersion = properties.apiVersion;
  if (properties.apiVersion < VK_API_VERSION_1_2) {
    unavailable = info.name + " supports Vulkan " + versionString(properties.apiVersion) + "; the runner needs 1.2";
    return;
  }

  uint32_t qCount = 0;
  vkGetPhysicalDeviceQueueFamilyProperties(physical, &qCount, nullptr);
  std::vector<VkQueueFamilyProperties> families(qCount);
  vkGetPhysicalDeviceQueueFamilyProperties(physical, &qCount, families.data());
  // A family that draws and dispatches, else one that dispatches (graphics runs then skip).
  const VkQueueFlags both = VK_QUEUE_GRAPHICS_BIT | VK_QUEUE_COMPUTE_BIT;
  auto family = std::find_if(families.begin(), families.end(),
                             [&](const VkQueueFamilyProperties& f) { return (f.queueFlags & both) == both; });
  if (family == families.end())
    family = std::find_if(families.begin(), families.end(),
                          [](const VkQueueFamilyProperties& f) { return f.queueFlags & VK_QUEUE_COMPUTE_BIT; });
  if (family == families.end()) {
    unavailable = info.name + " has no compute queue";
    return;
  }
  queueFamily = uint32_t(family - families.begin());
  hasGraphicsQueue = family->queueFlags & VK_QUEUE_GRAPHICS_BIT;

  // 3. Extensions and features: enable everything supported that a translated shader may use.
  uint32_t extCount = 0;
  vkEnumerateDeviceExtensionProperties(physical, nullptr, &extCount, nullptr);
  std::vector<VkExtensionProperties> available(extCount);
  vkEnumerateDeviceExtensionProperties(physical, nullptr, &extCount, available.data());
  if (envSet("DXSV_VK_PRINT_EXTENSIONS"))  // what a driver offers, when a skip is a surprise
    for (const auto& e : available) std::fprintf(stderr, "[exec] device extension %s\n", e.extensionName);
  auto supported = [&](const char* name) {
    return std::any_of(available.begin(), available.end(),
                       [&](const VkExtensionProperties& e) { return std::strcmp(e.extensionName, name) == 0; });
  };
  std::vector<const char*> enabled;
  // DXSV_VK_SKIP_EXTENSIONS=A,B leaves extensions off, to find which one a driver misbehaves with.
  std::string skipped = envSet("DXSV_VK_SKIP_EXTENSIONS") ? std::getenv("DXSV_VK_SKIP_EXTENSIONS") : "";
  auto enable = [&](const char* e) {
    if (!supported(e) || ("," + skipped + ",").find("," + std::string(e) + ",") != std::string::npos) return false;
    enabled.push_back(e);
    extensions.insert(e);
    return true;
  };
  for (const char* e : kWantedExtensions) enable(e);
  for (const auto& f : kFallbackExtensions)
    if (!extensions.count(f.preferred)) enable(f.fallback);

  VkPhysicalDeviceFeatures2 f2{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2};
  VkPhysicalDeviceVulkan11Features f11{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_1_FEATURES};
  VkPhysicalDeviceVulkan12Features f12{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES};
  VkPhysicalDeviceVulkan13Features f13{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_3_FEATURES};
  VkPhysicalDeviceShaderAtomicFloatFeaturesEXT atomicFloat{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_ATOMIC_FLOAT_FEATURES_EXT};
  VkPhysicalDeviceShaderAtomicFloat2FeaturesEXT atomicFloat2{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_ATOMIC_FLOAT_2_FEATURES_EXT};
  VkPhysicalDeviceShaderImageAtomicInt64FeaturesEXT imageInt64{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_IMAGE_ATOMIC_INT64_FEATURES_EXT};
  // The KHR extension's feature struct is the NV one promoted: same sType value and members.
  VkPhysicalDeviceComputeShaderDerivativesFeaturesNV derivatives{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_COMPUTE_SHADER_DERIVATIVES_FEATURES_NV};
  VkPhysicalDeviceShaderSubgroupUniformControlFlowFeaturesKHR uniformCf{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_SUBGROUP_UNIFORM_CONTROL_FLOW_FEATURES_KHR};
  VkPhysicalDeviceWorkgroupMemoryExplicitLayoutFeaturesKHR wgLayout{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_WORKGROUP_MEMORY_EXPLICIT_LAYOUT_FEATURES_KHR};
  VkPhysicalDeviceSubgroupSizeControlFeaturesEXT sizeControl{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SUBGROUP_SIZE_CONTROL_FEATURES_EXT};
  VkPhysicalDeviceCustomBorderColorFeaturesEXT borderColor{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_CUSTOM_BORDER_COLOR_FEATURES_EXT};
  VkPhysicalDeviceFragmentShadingRateFeaturesKHR shadingRate{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FRAGMENT_SHADING_RATE_FEATURES_KHR};
  VkPhysicalDeviceTransformFeedbackFeaturesEXT transformFeedback{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_TRANSFORM_FEEDBACK_FEATURES_EXT};
  VkPhysicalDeviceMeshShaderFeaturesEXT mesh{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_MESH_SHADER_FEATURES_EXT};
  VkPhysicalDeviceFragmentShaderInterlockFeaturesEXT interlock{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FRAGMENT_SHADER_INTERLOCK_FEATURES_EXT};
  // VkPhysicalDeviceMaintenance8FeaturesKHR, newer than Debian's headers (same layout).
  struct {
    VkStructureType sType = VkStructureType(1000574000);
    void* pNext = nullptr;
    VkBool32 maintenance8 = VK_FALSE;
  } maintenance8;
  void** tail = &f2.pNext;
  auto chain = [&](auto& s) {
    *tail = &s;
    tail = &s.pNext;
  };
  chain(f11);
  chain(f12);
  bool v13 = properties.apiVersion >= VK_API_VERSION_1_3;
  if (v13) chain(f13);
  if (extensions.count(VK_EXT_SHADER_ATOMIC_FLOAT_EXTENSION_NAME)) chain(atomicFloat);
  if (extensions.count(VK_EXT_SHADER_ATOMIC_FLOAT_2_EXTENSION_NAME)) chain(atomicFloat2);
  if (extensions.count(VK_EXT_SHADER_IMAGE_ATOMIC_INT64_EXTENSION_NAME)) chain(imageInt64);
  bool khrDerivatives = extensions.count("VK_KHR_compute_shader_derivatives");
  if (khrDerivatives || extensions.count(VK_NV_COMPUTE_SHADER_DERIVATIVES_EXTENSION_NAME)) chain(derivatives);
  if (extensions.count(VK_KHR_SHADER_SUBGROUP_UNIFORM_CONTROL_FLOW_EXTENSION_NAME)) chain(uniformCf);
  if (extensions.count(VK_KHR_WORKGROUP_MEMORY_EXPLICIT_LAYOUT_EXTENSION_NAME)) chain(wgLayout);
  bool sizeControlExt = !v13 && extensions.count(VK_EXT_SUBGROUP_SIZE_CONTROL_EXTENSION_NAME);
  if (sizeControlExt) chain(sizeControl);  // 1.3 has these in f13 (a chain may not hold both)
  if (extensions.count(VK_EXT_CUSTOM_BORDER_COLOR_EXTENSION_NAME)) chain(borderColor);
  if (extensions.count(VK_KHR_FRAGMENT_SHADING_RATE_EXTENSION_NAME)) chain(shadingRate);
  if (extensions.count(VK_EXT_TRANSFORM_FEEDBACK_EXTENSION_NAME)) chain(transformFeedback);
  bool meshExt = extensions.count(VK_EXT_MESH_SHADER_EXTENSION_NAME);
  if (meshExt) chain(mesh);
  VkPhysicalDeviceAccelerationStructureFeaturesKHR accel{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_ACCELERATION_STRUCTURE_FEATURES_KHR};
  VkPhysicalDeviceRayQueryFeaturesKHR rayQuery{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_RAY_QUERY_FEATURES_KHR};
  bool accelExt = extensions.count(VK_KHR_ACCELERATION_STRUCTURE_EXTENSION_NAME) &&
                  extensions.count(VK_KHR_DEFERRED_HOST_OPERATIONS_EXTENSION_NAME);
  if (accelExt) chain(accel);
  if (accelExt && extensions.count(VK_KHR_RAY_QUERY_EXTENSION_NAME)) chain(rayQuery);
  VkPhysicalDeviceRayTracingPipelineFeaturesKHR rtPipeline{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_RAY_TRACING_PIPELINE_FEATURES_KHR};
  if (accelExt && extensions.count(VK_KHR_RAY_TRACING_PIPELINE_EXTENSION_NAME)) chain(rtPipeline);
  if (extensions.count(VK_EXT_FRAGMENT_SHADER_INTERLOCK_EXTENSION_NAME)) chain(interlock);
  if (extensions.count("VK_KHR_maintenance8")) chain(maintenance8);
  vkGetPhysicalDeviceFeatures2(physical, &f2);
  // Mesh features the runner never uses: each would need more enabled (queries, shading rate).
  mesh.meshShaderQueries = VK_FALSE;
  mesh.primitiveFragmentShadingRateMeshShader = VK_FALSE;

  VkPhysicalDeviceProperties2 p2{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2};
  VkPhysicalDeviceSubgroupProperties subgroup{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SUBGROUP_PROPERTIES};
  VkPhysicalDeviceFloatControlsProperties floatControls{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FLOAT_CONTROLS_PROPERTIES};
  VkPhysicalDeviceDriverProperties driver{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DRIVER_PROPERTIES};
  p2.pNext = &subgroup;
  subgroup.pNext = &floatControls;
  floatControls.pNext = &driver;
  VkPhysicalDeviceMultiviewProperties multiviewProps{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_MULTIVIEW_PROPERTIES};
  driver.pNext = &multiviewProps;
  VkPhysicalDeviceSubgroupSizeControlPropertiesEXT sizeProps{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SUBGROUP_SIZE_CONTROL_PROPERTIES_EXT};
  if (v13 || sizeControlExt) multiviewProps.pNext = &sizeProps;
  rayTracingProperties = {VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_RAY_TRACING_PIPELINE_PROPERTIES_KHR};
  if (extensions.count(VK_KHR_RAY_TRACING_PIPELINE_EXTENSION_NAME)) {
    rayTracingProperties.pNext = p2.pNext;
    p2.pNext = &rayTracingProperties;
  }
  meshProperties = {VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_MESH_SHADER_PROPERTIES_EXT};
  if (meshExt) {
    meshProperties.pNext = p2.pNext;
    p2.pNext = &meshProperties;
  }
  // VkPhysicalDeviceComputeShaderDerivativesPropertiesKHR, newer than Debian's headers.
  struct {
    VkStructureType sType = VkStructureType(1000511000);
    void* pNext = nullptr;
    VkBool32 meshAndTaskShaderDerivatives = VK_FALSE;
  } derivativeProps;
  if (khrDerivatives) {
    derivativeProps.pNext = p2.pNext;
    p2.pNext = &derivativeProps;
  }
  indexing = {VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DESCRIPTOR_INDEXING_PROPERTIES};
  indexing.pNext = p2.pNext;
  p2.pNext = &indexing;
  vkGetPhysicalDeviceProperties2(physical, &p2);
  indexing.pNext = nullptr;  // kept past the query; the rest of the chain is not
  meshProperties.pNext = nullptr;
  rayTracingProperties.pNext = nullptr;
  meshAndTaskDerivatives = khrDerivatives && derivativeProps.meshAndTaskShaderDerivatives;
  info.subgroupSize = subgroup.subgroupSize;
  maxMultiviewViewCount = multiviewProps.maxMultiviewViewCount;
  info.driverName = driver.driverName;
  info.driverInfo = driver.driverInfo;
  info.driver = info.driverName + " " + info.driverInfo;
  info.driverId = driver.driverID;
  const VkConformanceVersion& cts = driver.conformanceVersion;
  info.conformanceVersion = std::to_string(cts.major) + "." + std::to_string(cts.minor) + "." +
                            std::to_string(cts.subminor) + "." + std::to_string(cts.patch);

  auto set = [&](Feature f, bool v) { features[size_t(f)] = v; };
  using F = Feature;
  set(F::Int64, f2.features.shaderInt64);
  set(F::Int16, f2.features.shaderInt16);
  set(F::Float64, f2.features.shaderFloat64);
  // Vulkan 1.3 (VK_KHR_format_feature_flags2) allows the without-format capabilities on any
  // device; then each view's format says whether it can be read or written that way.
  set(F::StorageImageReadWithoutFormat, f2.features.shaderStorageImageReadWithoutFormat || v13);
  set(F::StorageImageWriteWithoutFormat, f2.features.shaderStorageImageWriteWithoutFormat || v13);
  set(F::StorageImageMultisample, f2.features.shaderStorageImageMultisample);
  set(F::StorageBuffer16BitAccess, f11.storageBuffer16BitAccess);
  set(F::UniformAndStorageBuffer16BitAccess, f11.uniformAndStorageBuffer16BitAccess);
  set(F::StoragePushConstant16, f11.storagePushConstant16);
  set(F::StorageInputOutput16, f11.storageInputOutput16);
  set(F::Int8, f12.shaderInt8);
  set(F::Float16, f12.shaderFloat16);
  set(F::StorageBuffer8BitAccess, f12.storageBuffer8BitAccess);
  set(F::UniformAndStorageBuffer8BitAccess, f12.uniformAndStorageBuffer8BitAccess);
  set(F::StoragePushConstant8, f12.storagePushConstant8);
  set(F::BufferInt64Atomics, f12.shaderBufferInt64Atomics);
  set(F::SharedInt64Atomics, f12.shaderSharedInt64Atomics);
  set(F::VulkanMemoryModel, f12.vulkanMemoryModel);
  set(F::VulkanMemoryModelDeviceScope, f12.vulkanMemoryModelDeviceScope);
  set(F::BufferDeviceAddress, f12.bufferDeviceAddress);
  set(F::RuntimeDescriptorArray, f12.runtimeDescriptorArray);
  set(F::UniformBufferNonUniformIndexing, f12.shaderUniformBufferArrayNonUniformIndexing);
  set(F::StorageBufferNonUniformIndexing, f12.shaderStorageBufferArrayNonUniformIndexing);
  set(F::SampledImageNonUniformIndexing, f12.shaderSampledImageArrayNonUniformIndexing);
  set(F::StorageImageNonUniformIndexing, f12.shaderStorageImageArrayNonUniformIndexing);
  set(F::UniformTexelBufferNonUniformIndexing, f12.shaderUniformTexelBufferArrayNonUniformIndexing);
  set(F::StorageTexelBufferNonUniformIndexing, f12.shaderStorageTexelBufferArrayNonUniformIndexing);
  runtimeHeaps = f12.runtimeDescriptorArray && f12.descriptorBindingPartiallyBound &&
                 f12.descriptorBindingSampledImageUpdateAfterBind && f12.descriptorBindingStorageImageUpdateAfterBind &&
                 f12.descriptorBindingUniformTexelBufferUpdateAfterBind &&
                 f12.descriptorBindingStorageTexelBufferUpdateAfterBind &&
                 f12.descriptorBindingStorageBufferUpdateAfterBind && f12.descriptorBindingUniformBufferUpdateAfterBind;
  set(F::DemoteToHelperInvocation, v13 && f13.shaderDemoteToHelperInvocation);
  set(F::IntegerDotProduct, v13 && f13.shaderIntegerDotProduct);
  set(F::SubgroupSizeControl, v13 ? f13.subgroupSizeControl : sizeControlExt && sizeControl.subgroupSizeControl);
  set(F::ComputeFullSubgroups, v13 ? f13.computeFullSubgroups : sizeControlExt && sizeControl.computeFullSubgroups);
  if (has(F::SubgroupSizeControl)) {
    info.minSubgroupSize = sizeProps.minSubgroupSize;
    info.maxSubgroupSize = sizeProps.maxSubgroupSize;
    maxComputeWorkgroupSubgroups = sizeProps.maxComputeWorkgroupSubgroups;
    computeRequiredSubgroupSize = sizeProps.requiredSubgroupSizeStages & VK_SHADER_STAGE_COMPUTE_BIT;
  }
  set(F::ImageInt64Atomics, imageInt64.shaderImageInt64Atomics);
  set(F::BufferFloat32AtomicAdd, atomicFloat.shaderBufferFloat32AtomicAdd);
  set(F::SharedFloat32AtomicAdd, atomicFloat.shaderSharedFloat32AtomicAdd);
  set(F::BufferFloat64AtomicAdd, atomicFloat.shaderBufferFloat64AtomicAdd);
  set(F::BufferFloat16AtomicAdd, atomicFloat2.shaderBufferFloat16AtomicAdd);
  set(F::BufferFloat32AtomicMinMax, atomicFloat2.shaderBufferFloat32AtomicMinMax);
  set(F::BufferFloat64AtomicMinMax, atomicFloat2.shaderBufferFloat64AtomicMinMax);
  set(F::BufferFloat16AtomicMinMax, atomicFloat2.shaderBufferFloat16AtomicMinMax);
  set(F::ComputeDerivativeGroupQuads, derivatives.computeDerivativeGroupQuads);
  set(F::ComputeDerivativeGroupLinear, derivatives.computeDerivativeGroupLinear);
  set(F::KhrComputeShaderDerivatives, khrDerivatives && (derivatives.computeDerivativeGroupQuads ||
                                                         derivatives.computeDerivativeGroupLinear));
  const auto& fc = floatControls;
  // The translator only emits 32-bit denorm modes (DXIL's fp32-denorm-mode).
  set(F::DenormPreserve, fc.shaderDenormPreserveFloat32);
  set(F::DenormFlushToZero, fc.shaderDenormFlushToZeroFloat32);
  set(F::SignedZeroInfNanPreserve, fc.shaderSignedZeroInfNanPreserveFloat16 || fc.shaderSignedZeroInfNanPreserveFloat32 ||
                                       fc.shaderSignedZeroInfNanPreserveFloat64);
  set(F::RoundingModeRTE, fc.shaderRoundingModeRTEFloat16 || fc.shaderRoundingModeRTEFloat32 || fc.shaderRoundingModeRTEFloat64);
  set(F::RoundingModeRTZ, fc.shaderRoundingModeRTZFloat16 || fc.shaderRoundingModeRTZFloat32 || fc.shaderRoundingModeRTZFloat64);
  bool compute = subgroup.supportedStages & VK_SHADER_STAGE_COMPUTE_BIT;
  auto op = [&](VkSubgroupFeatureFlagBits bit) { return compute && (subgroup.supportedOperations & bit); };
  set(F::SubgroupBasic, op(VK_SUBGROUP_FEATURE_BASIC_BIT));
  set(F::SubgroupVote, op(VK_SUBGROUP_FEATURE_VOTE_BIT));
  set(F::SubgroupArithmetic, op(VK_SUBGROUP_FEATURE_ARITHMETIC_BIT));
  set(F::SubgroupBallot, op(VK_SUBGROUP_FEATURE_BALLOT_BIT));
  set(F::SubgroupShuffle, op(VK_SUBGROUP_FEATURE_SHUFFLE_BIT));
  set(F::SubgroupShuffleRelative, op(VK_SUBGROUP_FEATURE_SHUFFLE_RELATIVE_BIT));
  set(F::SubgroupClustered, op(VK_SUBGROUP_FEATURE_CLUSTERED_BIT));
  // Quad ops outside fragment shaders also need quadOperationsInAllStages (lavapipe lacks it).
  set(F::SubgroupQuad, op(VK_SUBGROUP_FEATURE_QUAD_BIT) && subgroup.quadOperationsInAllStages);
  set(F::SubgroupPartitioned, op(VK_SUBGROUP_FEATURE_PARTITIONED_BIT_NV) &&
                                  extensions.count(VK_NV_SHADER_SUBGROUP_PARTITIONED_EXTENSION_NAME));
  set(F::SubgroupExtendedTypes, f12.shaderSubgroupExtendedTypes);
  const VkPhysicalDeviceFeatures& core = f2.features;
  set(F::SampleRateShading, core.sampleRateShading);
  set(F::FragmentStoresAndAtomics, core.fragmentStoresAndAtomics);
  set(F::VertexPipelineStoresAndAtomics, core.vertexPipelineStoresAndAtomics);
  set(F::ImageCubeArray, core.imageCubeArray);
  set(F::ClipDistance, core.shaderClipDistance);
  set(F::CullDistance, core.shaderCullDistance);
  set(F::MultiViewport, core.multiViewport);
  set(F::Multiview, f11.multiview);
  set(F::DrawParameters, f11.shaderDrawParameters);
  set(F::GeometryShader, core.geometryShader);
  set(F::TessellationShader, core.tessellationShader);
  set(F::TessellationAndGeometryPointSize, core.shaderTessellationAndGeometryPointSize);
  set(F::GeometryStreams, transformFeedback.geometryStreams);
  set(F::MeshShader, mesh.meshShader);
  set(F::TaskShader, mesh.meshShader && mesh.taskShader);
  // Features the runner never uses: each would need more (capture/replay, host commands).
  accel.accelerationStructureCaptureReplay = VK_FALSE;
  accel.accelerationStructureHostCommands = VK_FALSE;
  accel.accelerationStructureIndirectBuild = VK_FALSE;
  set(F::AccelerationStructure, accel.accelerationStructure && f12.bufferDeviceAddress);
  set(F::RayQuery, accel.accelerationStructure && f12.bufferDeviceAddress && rayQuery.rayQuery);
  rtPipeline.rayTracingPipelineShaderGroupHandleCaptureReplay = VK_FALSE;
  rtPipeline.rayTracingPipelineShaderGroupHandleCaptureReplayMixed = VK_FALSE;
  set(F::RayTracingPipeline, accel.accelerationStructure && f12.bufferDeviceAddress && rtPipeline.rayTracingPipeline);
  multiviewTessellation = f11.multiviewTessellationShader;
  multiviewGeometry = f11.multiviewGeometryShader;
  multiviewMesh = mesh.multiviewMeshShader;
  set(F::ShaderOutputLayer, f12.shaderOutputLayer);
  set(F::ShaderOutputViewportIndex, f12.shaderOutputViewportIndex);
  set(F::ShaderViewportIndexLayer, extensions.count(VK_EXT_SHADER_VIEWPORT_INDEX_LAYER_EXTENSION_NAME) ||
                                       (f12.shaderOutputLayer && f12.shaderOutputViewportIndex));
  set(F::StencilExport, extensions.count(VK_EXT_SHADER_STENCIL_EXPORT_EXTENSION_NAME));
  set(F::FragmentShadingRate, shadingRate.pipelineFragmentShadingRate || shadingRate.primitiveFragmentShadingRate ||
                                  shadingRate.attachmentFragmentShadingRate);
  set(F::ImageGatherExtended, core.shaderImageGatherExtended);
  set(F::ResourceMinLod, core.shaderResourceMinLod);
  set(F::SparseResidency, core.shaderResourceResidency);
  set(F::StorageImageExtendedFormats, core.shaderStorageImageExtendedFormats);
  set(F::Maintenance8, maintenance8.maintenance8);
  set(F::FragmentShaderInterlock, interlock.fragmentShaderPixelInterlock);
  set(F::FragmentShaderSampleInterlock, interlock.fragmentShaderSampleInterlock);
  set(F::FragmentShaderShadingRateInterlock, interlock.fragmentShaderShadingRateInterlock);
  // Barycentrics and conservative rasterization: not enabled by the runner.
  imageCubeArray = core.imageCubeArray;
  sparseImages = core.sparseBinding && core.sparseResidencyImage2D && (family->queueFlags & VK_QUEUE_SPARSE_BINDING_BIT);
  samplerAnisotropy = core.samplerAnisotropy;
  mirrorClampToEdge = f12.samplerMirrorClampToEdge;
  customBorderColor = borderColor.customBorderColors && borderColor.customBorderColorWithoutFormat;

  // The queried chain now holds exactly the supported features: enable it as is.
  float priority = 1.0f;
  VkDeviceQueueCreateInfo qci{VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO};
  qci.queueFamilyIndex = queueFamily;
  qci.queueCount = 1;
  qci.pQueuePriorities = &priority;
  VkDeviceCreateInfo dci{VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO};
  dci.pNext = &f2;
  dci.queueCreateInfoCount = 1;
  dci.pQueueCreateInfos = &qci;
  dci.enabledExtensionCount = uint32_t(enabled.size());
  dci.ppEnabledExtensionNames = enabled.data();
  VkResult r = vkCreateDevice(physical, &dci, nullptr, &device);
  if (r != VK_SUCCESS) {
    device = VK_NULL_HANDLE;
    unavailable = info.name + ": vkCreateDevice failed: " + vkResultName(r);
    return;
  }
  vkGetDeviceQueue(device, queueFamily, 0, &queue);
  if (has(Feature::MeshShader)) {
    if (!loadDeviceCommand(device, drawMeshTasks, "vkCmdDrawMeshTasksEXT"))
      features[size_t(Feature::MeshShader)] = features[size_t(Feature::TaskShader)] = false;
  }
  if (has(Feature::AccelerationStructure) && !accelerationStructures.load(device))
    features[size_t(Feature::AccelerationStructure)] = features[size_t(Feature::RayQuery)] =
        features[size_t(Feature::RayTracingPipeline)] = false;
  if (has(Feature::RayTracingPipeline) && !rayTracing.load(device)) features[size_t(Feature::RayTracingPipeline)] = false;
  VkCommandPoolCreateInfo pci{VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO};
  pci.flags = VK_COMMAND_POOL_CREATE_RESET_COMMAND_BUFFER_BIT;
  pci.queueFamilyIndex = queueFamily;
  r = vkCreateCommandPool(device, &pci, nullptr, &commandPool);
  if (r != VK_SUCCESS) {
    commandPool = VK_NULL_HANDLE;
    unavailable = info.name + ": vkCreateCommandPool failed: " + vkResultName(r);
  }
}

void VkRunner::Impl::destroy() {
  if (device) {
    // After a timeout the queue may still be busy; waiting could hang, so leak instead.
    if (lost) return;
    vkDeviceWaitIdle(device);
    if (commandPool) vkDestroyCommandPool(device, commandPool, nullptr);
    vkDestroyDevice(device, nullptr);
  }
  if (instance) vkDestroyInstance(instance, nullptr);
  device = VK_NULL_HANDLE;
  instance = VK_NULL_HANDLE;
}

std::string VkRunner::Impl::missingForCapability(uint32_t capability) const {
  for (const auto& row : capabilityTable()) {
    if (row.capability != capability) continue;
    if (row.anyOf.empty()) return {};
    std::string names;
    for (Feature f : row.anyOf) {
      if (has(f)) return {};
      names += (names.empty() ? "" : " or ") + std::string(featureName(f));
    }
    return "SPIR-V capability " + std::string(row.name) + " needs " + names + ", which " + info.name + " lacks";
  }
  return {};  // not in the table: let the driver decide
}

std::string VkRunner::Impl::missingForExtension(const std::string& spirvExtension) const {
  for (const auto& row : kExtensionTable) {
    if (spirvExtension != row.spirv) continue;
    if (row.coreIn && properties.apiVersion >= row.coreIn) return {};
    if (row.device && extensions.count(row.device)) return {};
    return "SPIR-V extension " + spirvExtension + " needs " +
           (row.device ? std::string(row.device) : "Vulkan " + versionString(row.coreIn)) + ", which " + info.name +
           " does not provide";
  }
  return {};
}

VkRunner::VkRunner() : impl_(std::make_unique<Impl>()) {
  impl_->init();
  if (!impl_->unavailable.empty()) impl_->destroy();
}

VkRunner::~VkRunner() { impl_->destroy(); }

bool VkRunner::available() const { return impl_->unavailable.empty(); }
const std::string& VkRunner::unavailableReason() const { return impl_->unavailable; }
const DeviceInfo& VkRunner::device() const { return impl_->info; }
bool VkRunner::hasFeature(Feature feature) const { return available() && impl_->has(feature); }
std::string VkRunner::missingForCapability(uint32_t capability) const {
  return impl_->missingForCapability(capability);
}
void VkRunner::setTimeout(std::chrono::milliseconds timeout) { impl_->timeout = timeout; }
RunResult VkRunner::run(const std::vector<uint32_t>& spirv, const RunSpec& spec, const SubgroupSizeRequest& subgroupSize) {
  return impl_->run(spirv, spec, subgroupSize);
}

}  // namespace dxsv::exec
