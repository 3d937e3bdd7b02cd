// dxil_spv_converter_add_option: every option kind the layer may set is implemented (mapped to
// dxil-spirv's options, or to how the adapter builds its answers), accepted (ignoring it cannot
// change what the shader computes: a debug name, a hint, a capability the device has that the
// translation does not depend on), or refused with a message naming it (the layer then fails the
// compile). compat/README.md has the table with the reasons.
#include "compat.h"

namespace compat {
namespace {

using Handler = dxil_spv_result (*)(dxil_spv_converter, const dxil_spv_option_base*);

dxil_spv_result accept(dxil_spv_converter, const dxil_spv_option_base*) { return DXIL_SPV_SUCCESS; }

dxil_spv_result refuse(const char* name, const char* why) {
  log(DXIL_SPV_LOG_LEVEL_ERROR, "option %s is not supported by dxil-spirv: %s", name, why);
  return DXIL_SPV_ERROR_UNSUPPORTED_FEATURE;
}

template <typename T>
const T& as(const dxil_spv_option_base* option) {
  return *reinterpret_cast<const T*>(option);
}

dxil_spv_result quadControl(dxil_spv_converter c, const dxil_spv_option_base* o) {
  c->options.quadControl = as<dxil_spv_option_quad_control_reconvergence>(o).supports_quad_control != 0;
  return DXIL_SPV_SUCCESS;
}

dxil_spv_result minPrecision(dxil_spv_converter c, const dxil_spv_option_base* o) {
  c->options.minPrecisionNative16Bit = as<dxil_spv_option_min_precision_native_16bit>(o).enabled != 0;
  return DXIL_SPV_SUCCESS;
}

dxil_spv_result rootBlockUniform(dxil_spv_converter c, const dxil_spv_option_base* o) {
  const auto& opt = as<dxil_spv_option_root_constant_inline_uniform_block>(o);
  c->options.rootBlockInUniformBuffer = opt.enable != 0;
  c->options.rootBlockSet = opt.desc_set;
  c->options.rootBlockBinding = opt.binding;
  return DXIL_SPV_SUCCESS;
}

dxil_spv_result cbvSsbo(dxil_spv_converter c, const dxil_spv_option_base* o) {
  c->options.cbvAsSsboInHeap = as<dxil_spv_option_bindless_cbv_ssbo_emulation>(o).enable != 0;
  return DXIL_SPV_SUCCESS;
}

dxil_spv_result physicalStorageBuffer(dxil_spv_converter c, const dxil_spv_option_base* o) {
  c->options.physicalStorageBuffer = as<dxil_spv_option_physical_storage_buffer>(o).enable != 0;
  return DXIL_SPV_SUCCESS;
}

dxil_spv_result typedOffsets(dxil_spv_converter c, const dxil_spv_option_base* o) {
  c->options.typedBufferOffsets = as<dxil_spv_option_bindless_typed_buffer_offsets>(o).enable != 0;
  return DXIL_SPV_SUCCESS;
}

dxil_spv_result offsetLayout(dxil_spv_converter c, const dxil_spv_option_base* o) {
  const auto& opt = as<dxil_spv_option_bindless_offset_buffer_layout>(o);
  if (opt.stride == 0 || opt.untyped_offset >= opt.stride || opt.typed_offset >= opt.stride) {
    log(DXIL_SPV_LOG_LEVEL_ERROR, "BINDLESS_OFFSET_BUFFER_LAYOUT: offsets %u, %u do not fit stride %u", opt.untyped_offset,
        opt.typed_offset, opt.stride);
    return DXIL_SPV_ERROR_INVALID_ARGUMENT;
  }
  c->options.offsetBufferLayoutGiven = true;
  c->options.offsetUntyped = opt.untyped_offset;
  c->options.offsetTyped = opt.typed_offset;
  c->options.offsetStride = opt.stride;
  return DXIL_SPV_SUCCESS;
}

dxil_spv_result ssboAlignment(dxil_spv_converter c, const dxil_spv_option_base* o) {
  c->options.ssboAlignment = as<dxil_spv_option_ssbo_alignment>(o).alignment;
  return DXIL_SPV_SUCCESS;
}

dxil_spv_result sbtDescriptorSize(dxil_spv_converter c, const dxil_spv_option_base* o) {
  const auto& opt = as<dxil_spv_option_sbt_descriptor_size_log2>(o);
  c->options.sbtDescriptorSizeGiven = true;
  c->options.sbtSrvUavCbvLog2 = opt.size_log2_srv_uav_cbv;
  c->options.sbtSamplerLog2 = opt.size_log2_sampler;
  return DXIL_SPV_SUCCESS;
}

dxil_spv_result outputSwizzle(dxil_spv_converter, const dxil_spv_option_base* o) {
  const auto& opt = as<dxil_spv_option_output_swizzle>(o);
  for (unsigned i = 0; i < opt.swizzle_count; ++i)
    if (opt.swizzles && opt.swizzles[i] != DXIL_SPV_OUTPUT_SWIZZLE_IDENTITY)
      return refuse("OUTPUT_SWIZZLE", "render target outputs cannot be swizzled (a non-identity swizzle was asked for)");
  return DXIL_SPV_SUCCESS;
}

dxil_spv_result dualSource(dxil_spv_converter converter, const dxil_spv_option_base* o) {
  converter->options.dualSourceBlending = as<dxil_spv_option_dual_source_blending>(o).enabled != DXIL_SPV_FALSE;
  return DXIL_SPV_SUCCESS;
}

dxil_spv_result rasterizerSampleCount(dxil_spv_converter c, const dxil_spv_option_base* o) {
  const auto& opt = as<dxil_spv_option_rasterizer_sample_count>(o);
  c->options.rasterizerSampleCount = opt.value;
  c->options.rasterizerSampleCountSpecConstant = opt.spec_constant != DXIL_SPV_FALSE;
  return DXIL_SPV_SUCCESS;
}

dxil_spv_result preciseControl(dxil_spv_converter, const dxil_spv_option_base* o) {
  const auto& opt = as<dxil_spv_option_precise_control>(o);
  if (!opt.force_precise && !opt.propagate_precise) return DXIL_SPV_SUCCESS;
  return refuse("PRECISE_CONTROL", "forcing or propagating precise (NoContraction) on all arithmetic is not implemented");
}

dxil_spv_result forceSubgroupSize(dxil_spv_converter, const dxil_spv_option_base*) {
  return refuse("FORCE_SUBGROUP_SIZE", "overriding the wave size a shader sees is not implemented");
}

dxil_spv_result sampleGrad(dxil_spv_converter, const dxil_spv_option_base* o) {
  if (!as<dxil_spv_option_sample_grad_optimization_control>(o).enabled) return DXIL_SPV_SUCCESS;
  return refuse("SAMPLE_GRAD_OPTIMIZATION_CONTROL", "rewriting SampleGrad into SampleBias is not implemented");
}

// Each quirk is dxil-spirv's DXSV_QUIRK_* bit of the same name (dxil-spirv implements them all).
dxil_spv_result shaderQuirk(dxil_spv_converter c, const dxil_spv_option_base* o) {
  static const struct {
    dxil_spv_shader_quirk quirk;
    uint32_t bit;
  } quirks[] = {
      {DXIL_SPV_SHADER_QUIRK_FORCE_DEVICE_MEMORY_BARRIERS_THREAD_GROUP_COHERENCE,
       DXSV_QUIRK_FORCE_DEVICE_MEMORY_BARRIERS_THREAD_GROUP_COHERENCE},
      {DXIL_SPV_SHADER_QUIRK_ASSUME_BROKEN_SUB_8x8_CUBE_MIPS, DXSV_QUIRK_ASSUME_BROKEN_SUB_8x8_CUBE_MIPS},
      {DXIL_SPV_SHADER_QUIRK_ROBUST_PHYSICAL_CBV_FORWARDING, DXSV_QUIRK_ROBUST_PHYSICAL_CBV_FORWARDING},
      {DXIL_SPV_SHADER_QUIRK_AGGRESSIVE_NONUNIFORM, DXSV_QUIRK_AGGRESSIVE_NONUNIFORM},
      {DXIL_SPV_SHADER_QUIRK_PROMOTE_GROUP_TO_DEVICE_MEMORY_BARRIER, DXSV_QUIRK_PROMOTE_GROUP_TO_DEVICE_MEMORY_BARRIER},
      {DXIL_SPV_SHADER_QUIRK_FIXUP_LOOP_HEADER_UNDEF_PHIS, DXSV_QUIRK_FIXUP_LOOP_HEADER_UNDEF_PHIS},
      {DXIL_SPV_SHADER_QUIRK_FIXUP_RSQRT_INF_NAN, DXSV_QUIRK_FIXUP_RSQRT_INF_NAN},
      {DXIL_SPV_SHADER_QUIRK_IGNORE_PRIMITIVE_SHADING_RATE, DXSV_QUIRK_IGNORE_PRIMITIVE_SHADING_RATE},
      {DXIL_SPV_SHADER_QUIRK_GROUP_SHARED_AUTO_BARRIER, DXSV_QUIRK_GROUP_SHARED_AUTO_BARRIER},
      {DXIL_SPV_SHADER_QUIRK_ROBUST_COMPUTE_QUAD_BROADCAST, DXSV_QUIRK_ROBUST_COMPUTE_QUAD_BROADCAST},
      {DXIL_SPV_SHADER_QUIRK_PRECISE_FMA, DXSV_QUIRK_PRECISE_FMA},
  };
  dxil_spv_shader_quirk quirk = as<dxil_spv_option_shader_quirk>(o).quirk;
  if (quirk == DXIL_SPV_SHADER_QUIRK_NONE) return DXIL_SPV_SUCCESS;
  for (const auto& q : quirks)
    if (q.quirk == quirk) {
      c->options.shaderQuirks |= q.bit;
      return DXIL_SPV_SUCCESS;
    }
  log(DXIL_SPV_LOG_LEVEL_ERROR, "option SHADER_QUIRK: unknown quirk %d", int(quirk));
  return DXIL_SPV_ERROR_UNSUPPORTED_FEATURE;
}

dxil_spv_result computeDerivatives(dxil_spv_converter c, const dxil_spv_option_base* o) {
  const auto& opt = as<dxil_spv_option_compute_shader_derivatives>(o);
  // dxil-spirv declares the NV extension unless told the device has only the KHR one.
  c->options.khrComputeShaderDerivatives = opt.supports_khr && !opt.supports_nv;
  return DXIL_SPV_SUCCESS;
}

dxil_spv_result maxTessFactor(dxil_spv_converter c, const dxil_spv_option_base* o) {
  c->options.maxTessFactor = as<dxil_spv_option_max_tess_factor>(o).max_tess_factor;
  return DXIL_SPV_SUCCESS;
}

dxil_spv_result viewInstancing(dxil_spv_converter c, const dxil_spv_option_base* o) {
  const auto& opt = as<dxil_spv_option_view_instancing>(o);
  c->options.viewInstancing = opt.enabled != 0;
  c->options.viewInstancingLastPreRaster = opt.last_pre_rasterization_stage != 0;
  c->options.viewIndexToViewIdSpecId = opt.view_index_to_view_instance_spec_id;
  c->options.viewIdToViewportSpecId = opt.view_instance_to_viewport_spec_id;
  return DXIL_SPV_SUCCESS;
}

dxil_spv_result nvapi(dxil_spv_converter c, const dxil_spv_option_base* o) {
  const auto& opt = as<dxil_spv_option_nvapi>(o);
  c->options.nvapi = opt.enabled != 0;
  c->options.nvapiRegister = opt.register_index;
  c->options.nvapiSpace = opt.register_space;
  return DXIL_SPV_SUCCESS;
}

dxil_spv_result opacityMicromap(dxil_spv_converter, const dxil_spv_option_base* o) {
  if (!as<dxil_spv_option_opacity_micromap>(o).enabled) return DXIL_SPV_SUCCESS;
  return refuse("OPACITY_MICROMAP", "opacity micromap ray flags are not implemented");
}

dxil_spv_result heapRobustness(dxil_spv_converter, const dxil_spv_option_base* o) {
  if (!as<dxil_spv_option_descriptor_heap_robustness>(o).enable) return DXIL_SPV_SUCCESS;
  return refuse("DESCRIPTOR_HEAP_ROBUSTNESS", "bounds checks of descriptor heap indices are not implemented");
}

dxil_spv_result physicalAddressIndexing(dxil_spv_converter, const dxil_spv_option_base*) {
  return refuse("PHYSICAL_ADDRESS_DESCRIPTOR_INDEXING", "raw addresses inside a descriptor buffer are not implemented");
}

dxil_spv_result descriptorQa(dxil_spv_converter, const dxil_spv_option_base* o) {
  if (!as<dxil_spv_option_descriptor_qa>(o).enabled) return DXIL_SPV_SUCCESS;
  return refuse("DESCRIPTOR_QA", "descriptor QA instrumentation is not implemented");
}

dxil_spv_result instrumentation(dxil_spv_converter, const dxil_spv_option_base* o) {
  if (!as<dxil_spv_option_instruction_instrumentation>(o).enabled) return DXIL_SPV_SUCCESS;
  return refuse("INSTRUCTION_INSTRUMENTATION", "NaN/Inf instrumentation is not implemented");
}

struct Kind {
  dxil_spv_option option;
  const char* name;
  Handler handler;
};

// Accepted kinds, and why ignoring them cannot change what the shader computes:
//  SHADER_DEMOTE_TO_HELPER   discard already demotes (Vulkan 1.3 has demote in core);
//  TYPED_UAV_READ_WITHOUT_FORMAT, SHADER_I8_DOT, SCALAR_BLOCK_LAYOUT, BARYCENTRIC_KHR,
//  COMPUTE_SHADER_DERIVATIVES, SUBGROUP_PARTITIONED_NV, RAW_ACCESS_CHAINS_NV,
//  SHADER_RAY_TRACING_PRIMITIVE_CULLING, DENORM_PRESERVE_SUPPORT (fp16/fp64)
//                            device capabilities the translation does not branch on;
//  INVARIANT_POSITION        a quirk for precision across pipelines, not values in one;
//  SUBGROUP_PROPERTIES, DRIVER_VERSION, BRANCH_CONTROL, SHADER_SOURCE_FILE
//                            heuristics, hints and debug names;
//  COMPUTE_SHADER_DERIVATIVES_QUAD, MIXED_FLOAT_DOT_PRODUCT, FLOAT8_SUPPORT
//                            device capabilities: derivative quads follow D3D's rule
//                            regardless, dot products and float conversions are exact;
//  ARITHMETIC_RELAXED_PRECISION
//                            allows RelaxedPrecision on min-precision math: full precision is
//                            what D3D's min precision promises at least;
//  EXTENDED_NON_SEMANTIC     debug information.
const Kind kinds[] = {
    {DXIL_SPV_OPTION_SHADER_DEMOTE_TO_HELPER, "SHADER_DEMOTE_TO_HELPER", accept},
    {DXIL_SPV_OPTION_DUAL_SOURCE_BLENDING, "DUAL_SOURCE_BLENDING", dualSource},
    {DXIL_SPV_OPTION_OUTPUT_SWIZZLE, "OUTPUT_SWIZZLE", outputSwizzle},
    {DXIL_SPV_OPTION_RASTERIZER_SAMPLE_COUNT, "RASTERIZER_SAMPLE_COUNT", rasterizerSampleCount},
    {DXIL_SPV_OPTION_ROOT_CONSTANT_INLINE_UNIFORM_BLOCK, "ROOT_CONSTANT_INLINE_UNIFORM_BLOCK", rootBlockUniform},
    {DXIL_SPV_OPTION_BINDLESS_CBV_SSBO_EMULATION, "BINDLESS_CBV_SSBO_EMULATION", cbvSsbo},
    {DXIL_SPV_OPTION_PHYSICAL_STORAGE_BUFFER, "PHYSICAL_STORAGE_BUFFER", physicalStorageBuffer},
    {DXIL_SPV_OPTION_SBT_DESCRIPTOR_SIZE_LOG2, "SBT_DESCRIPTOR_SIZE_LOG2", sbtDescriptorSize},
    {DXIL_SPV_OPTION_SSBO_ALIGNMENT, "SSBO_ALIGNMENT", ssboAlignment},
    {DXIL_SPV_OPTION_TYPED_UAV_READ_WITHOUT_FORMAT, "TYPED_UAV_READ_WITHOUT_FORMAT", accept},
    {DXIL_SPV_OPTION_SHADER_SOURCE_FILE, "SHADER_SOURCE_FILE", accept},
    {DXIL_SPV_OPTION_BINDLESS_TYPED_BUFFER_OFFSETS, "BINDLESS_TYPED_BUFFER_OFFSETS", typedOffsets},
    {DXIL_SPV_OPTION_BINDLESS_OFFSET_BUFFER_LAYOUT, "BINDLESS_OFFSET_BUFFER_LAYOUT", offsetLayout},
    {DXIL_SPV_OPTION_DESCRIPTOR_QA, "DESCRIPTOR_QA", descriptorQa},
    {DXIL_SPV_OPTION_MIN_PRECISION_NATIVE_16BIT, "MIN_PRECISION_NATIVE_16BIT", minPrecision},
    {DXIL_SPV_OPTION_SHADER_I8_DOT, "SHADER_I8_DOT", accept},
    {DXIL_SPV_OPTION_SHADER_RAY_TRACING_PRIMITIVE_CULLING, "SHADER_RAY_TRACING_PRIMITIVE_CULLING", accept},
    {DXIL_SPV_OPTION_INVARIANT_POSITION, "INVARIANT_POSITION", accept},
    {DXIL_SPV_OPTION_SCALAR_BLOCK_LAYOUT, "SCALAR_BLOCK_LAYOUT", accept},
    {DXIL_SPV_OPTION_BARYCENTRIC_KHR, "BARYCENTRIC_KHR", accept},
    {DXIL_SPV_OPTION_PHYSICAL_ADDRESS_DESCRIPTOR_INDEXING, "PHYSICAL_ADDRESS_DESCRIPTOR_INDEXING", physicalAddressIndexing},
    {DXIL_SPV_OPTION_FORCE_SUBGROUP_SIZE, "FORCE_SUBGROUP_SIZE", forceSubgroupSize},
    {DXIL_SPV_OPTION_DENORM_PRESERVE_SUPPORT, "DENORM_PRESERVE_SUPPORT", accept},
    {DXIL_SPV_OPTION_SUBGROUP_PARTITIONED_NV, "SUBGROUP_PARTITIONED_NV", accept},
    {DXIL_SPV_OPTION_PRECISE_CONTROL, "PRECISE_CONTROL", preciseControl},
    {DXIL_SPV_OPTION_SAMPLE_GRAD_OPTIMIZATION_CONTROL, "SAMPLE_GRAD_OPTIMIZATION_CONTROL", sampleGrad},
    {DXIL_SPV_OPTION_BRANCH_CONTROL, "BRANCH_CONTROL", accept},
    {DXIL_SPV_OPTION_SUBGROUP_PROPERTIES, "SUBGROUP_PROPERTIES", accept},
    {DXIL_SPV_OPTION_DESCRIPTOR_HEAP_ROBUSTNESS, "DESCRIPTOR_HEAP_ROBUSTNESS", heapRobustness},
    {DXIL_SPV_OPTION_COMPUTE_SHADER_DERIVATIVES, "COMPUTE_SHADER_DERIVATIVES", computeDerivatives},
    {DXIL_SPV_OPTION_INSTRUCTION_INSTRUMENTATION, "INSTRUCTION_INSTRUMENTATION", instrumentation},
    {DXIL_SPV_OPTION_SHADER_QUIRK, "SHADER_QUIRK", shaderQuirk},
    {DXIL_SPV_OPTION_DRIVER_VERSION, "DRIVER_VERSION", accept},
    {DXIL_SPV_OPTION_QUAD_CONTROL_RECONVERGENCE, "QUAD_CONTROL_RECONVERGENCE", quadControl},
    {DXIL_SPV_OPTION_RAW_ACCESS_CHAINS_NV, "RAW_ACCESS_CHAINS_NV", accept},
    {DXIL_SPV_OPTION_ARITHMETIC_RELAXED_PRECISION, "ARITHMETIC_RELAXED_PRECISION", accept},
    {DXIL_SPV_OPTION_COMPUTE_SHADER_DERIVATIVES_QUAD, "COMPUTE_SHADER_DERIVATIVES_QUAD", accept},
    {DXIL_SPV_OPTION_EXTENDED_NON_SEMANTIC, "EXTENDED_NON_SEMANTIC", accept},
    {DXIL_SPV_OPTION_FLOAT8_SUPPORT, "FLOAT8_SUPPORT", accept},
    {DXIL_SPV_OPTION_MAX_TESS_FACTOR, "MAX_TESS_FACTOR", maxTessFactor},
    {DXIL_SPV_OPTION_MIXED_FLOAT_DOT_PRODUCT, "MIXED_FLOAT_DOT_PRODUCT", accept},
    {DXIL_SPV_OPTION_NVAPI, "NVAPI", nvapi},
    {DXIL_SPV_OPTION_VIEW_INSTANCING, "VIEW_INSTANCING", viewInstancing},
    {DXIL_SPV_OPTION_OPACITY_MICROMAP, "OPACITY_MICROMAP", opacityMicromap},
};

}  // namespace
}  // namespace compat

extern "C" dxil_spv_result dxil_spv_converter_add_option(dxil_spv_converter converter, const dxil_spv_option_base* option) {
  if (!converter || !option) return DXIL_SPV_ERROR_INVALID_ARGUMENT;
  for (const compat::Kind& kind : compat::kinds)
    if (kind.option == option->type) return kind.handler(converter, option);
  compat::log(DXIL_SPV_LOG_LEVEL_ERROR, "unknown option kind %d", int(option->type));
  return DXIL_SPV_ERROR_UNSUPPORTED_FEATURE;
}
