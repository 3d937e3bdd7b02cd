/* dxil-spirv compatibility API: the dxil_spv_* C interface that D3D12-on-Vulkan layers of the
 * vkd3d-proton family call (2.14.1's and 3.0.1's libs/vkd3d-shader/dxil.c), implemented by
 * libdxil_spirv_compat on top of dxil-spirv's own C API (dxil_spirv/dxil_spirv.h).
 *
 * Written from the interface as that layer uses it: names, the fields it reads and writes, and
 * the order of each option struct's members (it fills them positionally). Option kinds the
 * library cannot honour make dxil_spv_converter_add_option or dxil_spv_converter_run fail with a
 * message (through the thread's log callback) naming the option; compat/README.md lists which
 * kinds are implemented, accepted without effect, or refused. */
#ifndef DXIL_SPIRV_C_H
#define DXIL_SPIRV_C_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef unsigned char dxil_spv_bool;
#define DXIL_SPV_FALSE ((dxil_spv_bool)0)
#define DXIL_SPV_TRUE ((dxil_spv_bool)1)

typedef enum dxil_spv_result {
  DXIL_SPV_SUCCESS = 0,
  DXIL_SPV_ERROR_OUT_OF_MEMORY = -1,
  DXIL_SPV_ERROR_GENERIC = -2,
  DXIL_SPV_ERROR_UNSUPPORTED_FEATURE = -3,
  DXIL_SPV_ERROR_PARSER = -4,
  DXIL_SPV_ERROR_FAILED_VALIDATION = -5,
  DXIL_SPV_ERROR_INVALID_ARGUMENT = -6,
  DXIL_SPV_ERROR_NO_DATA = -7,
  DXIL_SPV_RESULT_INT_MAX = 0x7fffffff /* any 32-bit value may arrive from a caller */
} dxil_spv_result;

typedef enum dxil_spv_shader_stage {
  DXIL_SPV_STAGE_UNKNOWN = 0,
  DXIL_SPV_STAGE_VERTEX = 1,
  DXIL_SPV_STAGE_HULL = 2,
  DXIL_SPV_STAGE_DOMAIN = 3,
  DXIL_SPV_STAGE_GEOMETRY = 4,
  DXIL_SPV_STAGE_PIXEL = 5,
  DXIL_SPV_STAGE_COMPUTE = 6,
  DXIL_SPV_STAGE_INTERSECTION = 7,
  DXIL_SPV_STAGE_CLOSEST_HIT = 8,
  DXIL_SPV_STAGE_MISS = 9,
  DXIL_SPV_STAGE_ANY_HIT = 10,
  DXIL_SPV_STAGE_RAY_GENERATION = 11,
  DXIL_SPV_STAGE_CALLABLE = 12,
  DXIL_SPV_STAGE_AMPLIFICATION = 13,
  DXIL_SPV_STAGE_MESH = 14,
  DXIL_SPV_STAGE_INT_MAX = 0x7fffffff /* any 32-bit value may arrive from a caller */
} dxil_spv_shader_stage;

typedef enum dxil_spv_resource_class {
  DXIL_SPV_RESOURCE_CLASS_SRV = 0,
  DXIL_SPV_RESOURCE_CLASS_UAV = 1,
  DXIL_SPV_RESOURCE_CLASS_CBV = 2,
  DXIL_SPV_RESOURCE_CLASS_SAMPLER = 3,
  DXIL_SPV_RESOURCE_CLASS_INT_MAX = 0x7fffffff /* any 32-bit value may arrive from a caller */
} dxil_spv_resource_class;

/* DXIL's resource kinds (DXIL.rst), same values. */
typedef enum dxil_spv_resource_kind {
  DXIL_SPV_RESOURCE_KIND_INVALID = 0,
  DXIL_SPV_RESOURCE_KIND_TEXTURE_1D = 1,
  DXIL_SPV_RESOURCE_KIND_TEXTURE_2D = 2,
  DXIL_SPV_RESOURCE_KIND_TEXTURE_2DMS = 3,
  DXIL_SPV_RESOURCE_KIND_TEXTURE_3D = 4,
  DXIL_SPV_RESOURCE_KIND_TEXTURE_CUBE = 5,
  DXIL_SPV_RESOURCE_KIND_TEXTURE_1D_ARRAY = 6,
  DXIL_SPV_RESOURCE_KIND_TEXTURE_2D_ARRAY = 7,
  DXIL_SPV_RESOURCE_KIND_TEXTURE_2DMS_ARRAY = 8,
  DXIL_SPV_RESOURCE_KIND_TEXTURE_CUBE_ARRAY = 9,
  DXIL_SPV_RESOURCE_KIND_TYPED_BUFFER = 10,
  DXIL_SPV_RESOURCE_KIND_RAW_BUFFER = 11,
  DXIL_SPV_RESOURCE_KIND_STRUCTURED_BUFFER = 12,
  DXIL_SPV_RESOURCE_KIND_CBUFFER = 13,
  DXIL_SPV_RESOURCE_KIND_SAMPLER = 14,
  DXIL_SPV_RESOURCE_KIND_TBUFFER = 15,
  DXIL_SPV_RESOURCE_KIND_RT_ACCELERATION_STRUCTURE = 16,
  DXIL_SPV_RESOURCE_KIND_FEEDBACK_TEXTURE_2D = 17,
  DXIL_SPV_RESOURCE_KIND_FEEDBACK_TEXTURE_2D_ARRAY = 18,
  DXIL_SPV_RESOURCE_KIND_INT_MAX = 0x7fffffff /* any 32-bit value may arrive from a caller */
} dxil_spv_resource_kind;

/* How the layer wants a buffer reached. IDENTITY (0, what a zeroed binding holds): the
 * resource's natural descriptor (typed, raw and structured buffers: texel buffers; CBVs: uniform
 * buffers; acceleration structures: acceleration-structure descriptors). */
typedef enum dxil_spv_vulkan_descriptor_type {
  DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_IDENTITY = 0,
  DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_SSBO = 1,
  DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_TEXEL_BUFFER = 2,
  DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_BUFFER_DEVICE_ADDRESS = 3,
  DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_INT_MAX = 0x7fffffff /* any 32-bit value may arrive from a caller */
} dxil_spv_vulkan_descriptor_type;

typedef enum dxil_spv_log_level {
  DXIL_SPV_LOG_LEVEL_DEBUG = 0,
  DXIL_SPV_LOG_LEVEL_WARN = 1,
  DXIL_SPV_LOG_LEVEL_ERROR = 2,
  DXIL_SPV_LOG_LEVEL_INT_MAX = 0x7fffffff /* any 32-bit value may arrive from a caller */
} dxil_spv_log_level;

/* D3D12_STATE_SUBOBJECT_TYPE values (the layer casts them to its own enum). */
typedef enum dxil_spv_rdat_subobject_kind {
  DXIL_SPV_RDAT_SUBOBJECT_KIND_STATE_OBJECT_CONFIG = 0,
  DXIL_SPV_RDAT_SUBOBJECT_KIND_GLOBAL_ROOT_SIGNATURE = 1,
  DXIL_SPV_RDAT_SUBOBJECT_KIND_LOCAL_ROOT_SIGNATURE = 2,
  DXIL_SPV_RDAT_SUBOBJECT_KIND_SUBOBJECT_TO_EXPORTS_ASSOCIATION = 8,
  DXIL_SPV_RDAT_SUBOBJECT_KIND_RAYTRACING_SHADER_CONFIG = 9,
  DXIL_SPV_RDAT_SUBOBJECT_KIND_RAYTRACING_PIPELINE_CONFIG = 10,
  DXIL_SPV_RDAT_SUBOBJECT_KIND_HIT_GROUP = 11,
  DXIL_SPV_RDAT_SUBOBJECT_KIND_RAYTRACING_PIPELINE_CONFIG1 = 12,
  DXIL_SPV_RDAT_SUBOBJECT_KIND_INT_MAX = 0x7fffffff /* any 32-bit value may arrive from a caller */
} dxil_spv_rdat_subobject_kind;

typedef struct dxil_spv_parsed_blob_s* dxil_spv_parsed_blob;
typedef struct dxil_spv_converter_s* dxil_spv_converter;

typedef struct dxil_spv_compiled_spirv {
  const void* data;
  size_t size; /* bytes */
} dxil_spv_compiled_spirv;

/* One RDAT subobject of a library. Strings and payload live as long as the parsed blob.
 * exports: HIT_GROUP: [any hit, closest hit, intersection] ("" = none);
 * SUBOBJECT_TO_EXPORTS_ASSOCIATION: [associated subobject, export...].
 * args: STATE_OBJECT_CONFIG [flags]; RAYTRACING_SHADER_CONFIG [max payload bytes, max attribute
 * bytes]; RAYTRACING_PIPELINE_CONFIG(1) [max recursion depth, flags]. */
typedef struct dxil_spv_rdat_subobject {
  dxil_spv_rdat_subobject_kind kind;
  const char* subobject_name;
  const char* const* exports;
  unsigned num_exports;
  const void* payload; /* GLOBAL/LOCAL_ROOT_SIGNATURE: the serialized root signature */
  size_t payload_size;
  unsigned hit_group_type; /* D3D12_HIT_GROUP_TYPE */
  uint32_t args[2];
} dxil_spv_rdat_subobject;

/* ---- resource remapping: what the layer is asked, and what it answers */

/* A resource the shader declares. An SM 6.6 ResourceDescriptorHeap / SamplerDescriptorHeap
 * access has register_space, register_index and range_size all UINT32_MAX. */
typedef struct dxil_spv_d3d_binding {
  dxil_spv_shader_stage stage;
  dxil_spv_resource_kind kind;
  unsigned resource_index;
  unsigned register_space;
  unsigned register_index;
  unsigned range_size; /* UINT32_MAX: unbounded */
  unsigned alignment;  /* structure stride of a structured buffer, else 0 */
} dxil_spv_d3d_binding;

typedef struct dxil_spv_uav_d3d_binding {
  dxil_spv_d3d_binding d3d_binding;
  dxil_spv_bool has_counter;
} dxil_spv_uav_d3d_binding;

/* The answer. Either a descriptor at (set, binding), or with bindless.use_heap an element of the
 * heap array at (set, binding): index = the root-constant word `root_constant_index` (a
 * descriptor table's offset; UINT32_MAX: none, the SM 6.6 heap) + heap_root_offset + the
 * shader's index. root_constant_index counts words after the root descriptors. With
 * descriptor_type BUFFER_DEVICE_ADDRESS (and not use_heap): root descriptor number
 * root_constant_index, a 64-bit address in root-block words 2i, 2i+1. */
typedef struct dxil_spv_vulkan_binding {
  unsigned set;
  unsigned binding;
  unsigned root_constant_index;
  struct {
    dxil_spv_bool use_heap;
    unsigned heap_root_offset;
  } bindless;
  dxil_spv_vulkan_descriptor_type descriptor_type;
} dxil_spv_vulkan_binding;

/* A heap buffer's offset buffer (DXIL_SPV_OPTION_BINDLESS_OFFSET_BUFFER_LAYOUT; typed buffers
 * also need DXIL_SPV_OPTION_BINDLESS_TYPED_BUFFER_OFFSETS). Pre-filled with UINT32_MAX: none. */
typedef struct dxil_spv_vulkan_offset_binding {
  unsigned set;
  unsigned binding;
} dxil_spv_vulkan_offset_binding;

typedef struct dxil_spv_srv_vulkan_binding {
  dxil_spv_vulkan_binding buffer_binding;
  dxil_spv_vulkan_offset_binding offset_binding;
} dxil_spv_srv_vulkan_binding;

typedef struct dxil_spv_uav_vulkan_binding {
  dxil_spv_vulkan_binding buffer_binding;
  dxil_spv_vulkan_binding counter_binding;
  dxil_spv_vulkan_offset_binding offset_binding;
} dxil_spv_uav_vulkan_binding;

/* A CBV: a uniform buffer (uniform_binding), or with push_constant root constants starting at
 * word offset_in_words of the root constants (after the root descriptors). */
typedef struct dxil_spv_cbv_vulkan_binding {
  union {
    dxil_spv_vulkan_binding uniform_binding;
    struct {
      unsigned offset_in_words;
    } push_constant;
  } vulkan;
  dxil_spv_bool push_constant;
} dxil_spv_cbv_vulkan_binding;

typedef dxil_spv_bool (*dxil_spv_srv_remapper_cb)(void* userdata, const dxil_spv_d3d_binding* d3d_binding,
                                                  dxil_spv_srv_vulkan_binding* vulkan_binding);
typedef dxil_spv_bool (*dxil_spv_sampler_remapper_cb)(void* userdata, const dxil_spv_d3d_binding* d3d_binding,
                                                      dxil_spv_vulkan_binding* vulkan_binding);
typedef dxil_spv_bool (*dxil_spv_uav_remapper_cb)(void* userdata, const dxil_spv_uav_d3d_binding* d3d_binding,
                                                  dxil_spv_uav_vulkan_binding* vulkan_binding);
typedef dxil_spv_bool (*dxil_spv_cbv_remapper_cb)(void* userdata, const dxil_spv_d3d_binding* d3d_binding,
                                                  dxil_spv_cbv_vulkan_binding* vulkan_binding);

/* ---- stage I/O */

typedef struct dxil_spv_d3d_vertex_input {
  const char* semantic;
  unsigned semantic_index;
  unsigned start_row;
  unsigned rows;
} dxil_spv_d3d_vertex_input;

typedef struct dxil_spv_vulkan_vertex_input {
  unsigned location;
} dxil_spv_vulkan_vertex_input;

typedef dxil_spv_bool (*dxil_spv_vertex_input_remapper_cb)(void* userdata, const dxil_spv_d3d_vertex_input* d3d_input,
                                                           dxil_spv_vulkan_vertex_input* vulkan_input);

typedef struct dxil_spv_d3d_stream_output {
  const char* semantic;
  unsigned semantic_index;
} dxil_spv_d3d_stream_output;

typedef struct dxil_spv_vulkan_stream_output {
  dxil_spv_bool enable;
  unsigned offset;
  unsigned stride;
  unsigned buffer_index;
} dxil_spv_vulkan_stream_output;

typedef dxil_spv_bool (*dxil_spv_stream_output_remapper_cb)(void* userdata, const dxil_spv_d3d_stream_output* d3d_output,
                                                            dxil_spv_vulkan_stream_output* vulkan_output);

/* Stage I/O between two stages the layer links itself (mesh -> pixel): the producing stage's
 * outputs are reported (output remapper), the consuming stage's inputs asked for. */
#define DXIL_SPV_STAGE_IO_PER_PRIMITIVE 1u
typedef struct dxil_spv_d3d_shader_stage_io {
  const char* semantic;
  unsigned semantic_index;
} dxil_spv_d3d_shader_stage_io;

typedef struct dxil_spv_vulkan_shader_stage_io {
  unsigned location;
  unsigned component;
  unsigned flags; /* DXIL_SPV_STAGE_IO_* */
} dxil_spv_vulkan_shader_stage_io;

typedef dxil_spv_bool (*dxil_spv_shader_stage_io_remapper_cb)(void* userdata, const dxil_spv_d3d_shader_stage_io* d3d_io,
                                                              dxil_spv_vulkan_shader_stage_io* vulkan_io);

/* ---- options: a struct per kind, starting with dxil_spv_option_base */

typedef enum dxil_spv_option {
  DXIL_SPV_OPTION_INVALID = 0,
  DXIL_SPV_OPTION_SHADER_DEMOTE_TO_HELPER = 1,
  DXIL_SPV_OPTION_DUAL_SOURCE_BLENDING = 2,
  DXIL_SPV_OPTION_OUTPUT_SWIZZLE = 3,
  DXIL_SPV_OPTION_RASTERIZER_SAMPLE_COUNT = 4,
  DXIL_SPV_OPTION_ROOT_CONSTANT_INLINE_UNIFORM_BLOCK = 5,
  DXIL_SPV_OPTION_BINDLESS_CBV_SSBO_EMULATION = 6,
  DXIL_SPV_OPTION_PHYSICAL_STORAGE_BUFFER = 7,
  DXIL_SPV_OPTION_SBT_DESCRIPTOR_SIZE_LOG2 = 8,
  DXIL_SPV_OPTION_SSBO_ALIGNMENT = 9,
  DXIL_SPV_OPTION_TYPED_UAV_READ_WITHOUT_FORMAT = 10,
  DXIL_SPV_OPTION_SHADER_SOURCE_FILE = 11,
  DXIL_SPV_OPTION_BINDLESS_TYPED_BUFFER_OFFSETS = 12,
  DXIL_SPV_OPTION_BINDLESS_OFFSET_BUFFER_LAYOUT = 13,
  DXIL_SPV_OPTION_DESCRIPTOR_QA = 14,
  DXIL_SPV_OPTION_MIN_PRECISION_NATIVE_16BIT = 15,
  DXIL_SPV_OPTION_SHADER_I8_DOT = 16,
  DXIL_SPV_OPTION_SHADER_RAY_TRACING_PRIMITIVE_CULLING = 17,
  DXIL_SPV_OPTION_INVARIANT_POSITION = 18,
  DXIL_SPV_OPTION_SCALAR_BLOCK_LAYOUT = 19,
  DXIL_SPV_OPTION_BARYCENTRIC_KHR = 20,
  DXIL_SPV_OPTION_PHYSICAL_ADDRESS_DESCRIPTOR_INDEXING = 21,
  DXIL_SPV_OPTION_FORCE_SUBGROUP_SIZE = 22,
  DXIL_SPV_OPTION_DENORM_PRESERVE_SUPPORT = 23,
  DXIL_SPV_OPTION_SUBGROUP_PARTITIONED_NV = 24,
  DXIL_SPV_OPTION_PRECISE_CONTROL = 25,
  DXIL_SPV_OPTION_SAMPLE_GRAD_OPTIMIZATION_CONTROL = 26,
  DXIL_SPV_OPTION_BRANCH_CONTROL = 27,
  DXIL_SPV_OPTION_SUBGROUP_PROPERTIES = 28,
  DXIL_SPV_OPTION_DESCRIPTOR_HEAP_ROBUSTNESS = 29,
  DXIL_SPV_OPTION_COMPUTE_SHADER_DERIVATIVES = 30,
  DXIL_SPV_OPTION_INSTRUCTION_INSTRUMENTATION = 31,
  DXIL_SPV_OPTION_SHADER_QUIRK = 32,
  DXIL_SPV_OPTION_DRIVER_VERSION = 33,
  DXIL_SPV_OPTION_QUAD_CONTROL_RECONVERGENCE = 34,
  DXIL_SPV_OPTION_RAW_ACCESS_CHAINS_NV = 35,
  /* vkd3d-proton 3.x */
  DXIL_SPV_OPTION_ARITHMETIC_RELAXED_PRECISION = 36,
  DXIL_SPV_OPTION_COMPUTE_SHADER_DERIVATIVES_QUAD = 37,
  DXIL_SPV_OPTION_EXTENDED_NON_SEMANTIC = 38,
  DXIL_SPV_OPTION_FLOAT8_SUPPORT = 39,
  DXIL_SPV_OPTION_MAX_TESS_FACTOR = 40,
  DXIL_SPV_OPTION_MIXED_FLOAT_DOT_PRODUCT = 41,
  DXIL_SPV_OPTION_NVAPI = 42,
  DXIL_SPV_OPTION_VIEW_INSTANCING = 43,
  DXIL_SPV_OPTION_OPACITY_MICROMAP = 44,
  DXIL_SPV_OPTION_COUNT,
  DXIL_SPV_OPTION_INT_MAX = 0x7fffffff /* any 32-bit value may arrive from a caller */
} dxil_spv_option;

typedef struct dxil_spv_option_base {
  dxil_spv_option type;
} dxil_spv_option_base;

typedef struct dxil_spv_option_shader_demote_to_helper {
  dxil_spv_option_base base;
  dxil_spv_bool supported;
} dxil_spv_option_shader_demote_to_helper;

typedef struct dxil_spv_option_dual_source_blending {
  dxil_spv_option_base base;
  dxil_spv_bool enabled;
} dxil_spv_option_dual_source_blending;

/* One swizzle per render target: 2 bits per output component (0 = x ... 3 = w). */
typedef struct dxil_spv_option_output_swizzle {
  dxil_spv_option_base base;
  const unsigned* swizzles;
  unsigned swizzle_count;
} dxil_spv_option_output_swizzle;
#define DXIL_SPV_OUTPUT_SWIZZLE_IDENTITY 0xe4u

typedef struct dxil_spv_option_rasterizer_sample_count {
  dxil_spv_option_base base;
  unsigned value; /* the count, or the specialization constant id with spec_constant */
  dxil_spv_bool spec_constant;
} dxil_spv_option_rasterizer_sample_count;

typedef struct dxil_spv_option_root_constant_inline_uniform_block {
  dxil_spv_option_base base;
  unsigned desc_set;
  unsigned binding;
  dxil_spv_bool enable;
} dxil_spv_option_root_constant_inline_uniform_block;

typedef struct dxil_spv_option_bindless_cbv_ssbo_emulation {
  dxil_spv_option_base base;
  dxil_spv_bool enable;
} dxil_spv_option_bindless_cbv_ssbo_emulation;

typedef struct dxil_spv_option_physical_storage_buffer {
  dxil_spv_option_base base;
  dxil_spv_bool enable;
} dxil_spv_option_physical_storage_buffer;

typedef struct dxil_spv_option_sbt_descriptor_size_log2 {
  dxil_spv_option_base base;
  unsigned size_log2_srv_uav_cbv;
  unsigned size_log2_sampler;
} dxil_spv_option_sbt_descriptor_size_log2;

typedef struct dxil_spv_option_ssbo_alignment {
  dxil_spv_option_base base;
  unsigned alignment;
} dxil_spv_option_ssbo_alignment;

typedef struct dxil_spv_option_typed_uav_read_without_format {
  dxil_spv_option_base base;
  dxil_spv_bool supported;
} dxil_spv_option_typed_uav_read_without_format;

typedef struct dxil_spv_option_shader_source_file {
  dxil_spv_option_base base;
  const char* name;
} dxil_spv_option_shader_source_file;

typedef struct dxil_spv_option_bindless_typed_buffer_offsets {
  dxil_spv_option_base base;
  dxil_spv_bool enable;
} dxil_spv_option_bindless_typed_buffer_offsets;

/* The offset buffer holds, per heap descriptor, `stride` (offset, size) pairs of uint32; pair
 * untyped_offset is the raw/structured view's range in bytes, pair typed_offset the typed view's
 * in elements. */
typedef struct dxil_spv_option_bindless_offset_buffer_layout {
  dxil_spv_option_base base;
  unsigned untyped_offset;
  unsigned typed_offset;
  unsigned stride;
} dxil_spv_option_bindless_offset_buffer_layout;

#define DXIL_SPV_DESCRIPTOR_QA_INTERFACE_VERSION 1
typedef struct dxil_spv_option_descriptor_qa {
  dxil_spv_option_base base;
  dxil_spv_bool enabled;
  unsigned version;
  unsigned global_desc_set;
  unsigned global_binding;
  unsigned heap_desc_set;
  unsigned heap_binding;
  uint64_t shader_hash;
} dxil_spv_option_descriptor_qa;

typedef struct dxil_spv_option_min_precision_native_16bit {
  dxil_spv_option_base base;
  dxil_spv_bool enabled;
} dxil_spv_option_min_precision_native_16bit;

typedef struct dxil_spv_option_shader_i8_dot {
  dxil_spv_option_base base;
  dxil_spv_bool supported;
} dxil_spv_option_shader_i8_dot;

typedef struct dxil_spv_option_shader_ray_tracing_primitive_culling {
  dxil_spv_option_base base;
  dxil_spv_bool supported;
} dxil_spv_option_shader_ray_tracing_primitive_culling;

typedef struct dxil_spv_option_invariant_position {
  dxil_spv_option_base base;
  dxil_spv_bool enabled;
} dxil_spv_option_invariant_position;

typedef struct dxil_spv_option_scalar_block_layout {
  dxil_spv_option_base base;
  dxil_spv_bool supported;
  dxil_spv_bool supports_per_component_robustness;
} dxil_spv_option_scalar_block_layout;

typedef struct dxil_spv_option_barycentric_khr {
  dxil_spv_option_base base;
  dxil_spv_bool supported;
} dxil_spv_option_barycentric_khr;

/* Raw VA arrays (UAV counters, acceleration structures) indexed with this stride and offset, in
 * 64-bit elements, in a descriptor buffer. */
typedef struct dxil_spv_option_physical_address_descriptor_indexing {
  dxil_spv_option_base base;
  unsigned element_stride;
  unsigned element_offset;
} dxil_spv_option_physical_address_descriptor_indexing;

typedef struct dxil_spv_option_force_subgroup_size {
  dxil_spv_option_base base;
  unsigned forced_value;
  dxil_spv_bool wave_size_enable;
} dxil_spv_option_force_subgroup_size;

typedef struct dxil_spv_option_denorm_preserve_support {
  dxil_spv_option_base base;
  dxil_spv_bool supports_float16_denorm_preserve;
  dxil_spv_bool supports_float64_denorm_preserve;
} dxil_spv_option_denorm_preserve_support;

typedef struct dxil_spv_option_subgroup_partitioned_nv {
  dxil_spv_option_base base;
  dxil_spv_bool supported;
} dxil_spv_option_subgroup_partitioned_nv;

typedef struct dxil_spv_option_precise_control {
  dxil_spv_option_base base;
  dxil_spv_bool force_precise;
  dxil_spv_bool propagate_precise;
} dxil_spv_option_precise_control;

typedef struct dxil_spv_option_sample_grad_optimization_control {
  dxil_spv_option_base base;
  dxil_spv_bool enabled;
  dxil_spv_bool assume_uniform_scale;
} dxil_spv_option_sample_grad_optimization_control;

typedef struct dxil_spv_option_branch_control {
  dxil_spv_option_base base;
  dxil_spv_bool use_shader_metadata;
  dxil_spv_bool force_unroll;
  dxil_spv_bool force_loop;
  dxil_spv_bool force_flatten;
  dxil_spv_bool force_branch;
} dxil_spv_option_branch_control;

typedef struct dxil_spv_option_subgroup_properties {
  dxil_spv_option_base base;
  unsigned minimum_size;
  unsigned maximum_size;
} dxil_spv_option_subgroup_properties;

typedef struct dxil_spv_option_descriptor_heap_robustness {
  dxil_spv_option_base base;
  dxil_spv_bool enable;
} dxil_spv_option_descriptor_heap_robustness;

typedef struct dxil_spv_option_compute_shader_derivatives {
  dxil_spv_option_base base;
  dxil_spv_bool supports_nv;
  dxil_spv_bool supports_khr;
} dxil_spv_option_compute_shader_derivatives;

#define DXIL_SPV_INSTRUCTION_INSTRUMENTATION_INTERFACE_VERSION 1
typedef enum dxil_spv_instruction_instrumentation_type {
  DXIL_SPV_INSTRUCTION_INSTRUMENTATION_TYPE_FULL_NAN_INF = 0,
  DXIL_SPV_INSTRUCTION_INSTRUMENTATION_TYPE_EXTERNALLY_VISIBLE_WRITE_NAN_INF = 1,
  DXIL_SPV_INSTRUCTION_INSTRUMENTATION_TYPE_FLUSH_NAN_TO_ZERO = 2,
  DXIL_SPV_INSTRUCTION_INSTRUMENTATION_TYPE_INT_MAX = 0x7fffffff /* any 32-bit value may arrive from a caller */
} dxil_spv_instruction_instrumentation_type;
typedef struct dxil_spv_option_instruction_instrumentation {
  dxil_spv_option_base base;
  dxil_spv_bool enabled;
  unsigned version;
  unsigned payload_desc_set;
  unsigned payload_binding;
  unsigned control_desc_set;
  unsigned control_binding;
  uint64_t shader_hash;
  dxil_spv_instruction_instrumentation_type type;
} dxil_spv_option_instruction_instrumentation;

typedef enum dxil_spv_shader_quirk {
  DXIL_SPV_SHADER_QUIRK_NONE = 0,
  DXIL_SPV_SHADER_QUIRK_FORCE_DEVICE_MEMORY_BARRIERS_THREAD_GROUP_COHERENCE = 1,
  DXIL_SPV_SHADER_QUIRK_ASSUME_BROKEN_SUB_8x8_CUBE_MIPS = 2,
  /* vkd3d-proton 3.x */
  DXIL_SPV_SHADER_QUIRK_ROBUST_PHYSICAL_CBV_FORWARDING = 3,
  DXIL_SPV_SHADER_QUIRK_AGGRESSIVE_NONUNIFORM = 4,
  DXIL_SPV_SHADER_QUIRK_PROMOTE_GROUP_TO_DEVICE_MEMORY_BARRIER = 5,
  DXIL_SPV_SHADER_QUIRK_FIXUP_LOOP_HEADER_UNDEF_PHIS = 6,
  DXIL_SPV_SHADER_QUIRK_FIXUP_RSQRT_INF_NAN = 7,
  DXIL_SPV_SHADER_QUIRK_IGNORE_PRIMITIVE_SHADING_RATE = 8,
  DXIL_SPV_SHADER_QUIRK_GROUP_SHARED_AUTO_BARRIER = 9,
  DXIL_SPV_SHADER_QUIRK_ROBUST_COMPUTE_QUAD_BROADCAST = 10,
  DXIL_SPV_SHADER_QUIRK_PRECISE_FMA = 11,
  DXIL_SPV_SHADER_QUIRK_INT_MAX = 0x7fffffff /* any 32-bit value may arrive from a caller */
} dxil_spv_shader_quirk;
typedef struct dxil_spv_option_shader_quirk {
  dxil_spv_option_base base;
  dxil_spv_shader_quirk quirk;
} dxil_spv_option_shader_quirk;

typedef struct dxil_spv_option_driver_version {
  dxil_spv_option_base base;
  unsigned driver_id; /* VkDriverId */
  uint32_t driver_version;
} dxil_spv_option_driver_version;

typedef struct dxil_spv_option_quad_control_reconvergence {
  dxil_spv_option_base base;
  dxil_spv_bool supports_quad_control;
  dxil_spv_bool supports_maximal_reconvergence;
  dxil_spv_bool force_maximal_reconvergence;
} dxil_spv_option_quad_control_reconvergence;

typedef struct dxil_spv_option_raw_access_chains_nv {
  dxil_spv_option_base base;
  dxil_spv_bool supported;
} dxil_spv_option_raw_access_chains_nv;

/* vkd3d-proton 3.x option kinds (members in the order the layer fills them). */
typedef struct dxil_spv_option_arithmetic_relaxed_precision {
  dxil_spv_option_base base;
  dxil_spv_bool enabled;
} dxil_spv_option_arithmetic_relaxed_precision;

typedef struct dxil_spv_option_compute_shader_derivatives_quad {
  dxil_spv_option_base base;
  dxil_spv_bool supported;
} dxil_spv_option_compute_shader_derivatives_quad;

typedef struct dxil_spv_option_extended_non_semantic {
  dxil_spv_option_base base;
  dxil_spv_bool enabled;
} dxil_spv_option_extended_non_semantic;

typedef struct dxil_spv_option_float8_support {
  dxil_spv_option_base base;
  dxil_spv_bool wmma_fp8;
  dxil_spv_bool nv_cooperative_matrix2_conversions;
} dxil_spv_option_float8_support;

typedef struct dxil_spv_option_max_tess_factor {
  dxil_spv_option_base base;
  unsigned max_tess_factor;
} dxil_spv_option_max_tess_factor;

typedef struct dxil_spv_option_mixed_float_dot_product {
  dxil_spv_option_base base;
  dxil_spv_bool supported;
} dxil_spv_option_mixed_float_dot_product;

/* NVAPI shader extensions: the application's magic UAV at (register_index, register_space). */
typedef struct dxil_spv_option_nvapi {
  dxil_spv_option_base base;
  dxil_spv_bool enabled;
  unsigned register_index;
  unsigned register_space;
} dxil_spv_option_nvapi;

typedef struct dxil_spv_option_opacity_micromap {
  dxil_spv_option_base base;
  dxil_spv_bool enabled;
} dxil_spv_option_opacity_micromap;

#ifdef DXIL_SPV_ENABLE_EXPERIMENTAL_MULTIVIEW
/* D3D12 view instancing on Vulkan multiview: SV_ViewID = (spec constant
 * view_index_to_view_instance_spec_id >> 2 * ViewIndex) & 3; the last pre-rasterization stage
 * adds (view_instance_to_viewport_spec_id >> 8 * ViewID) & 0xff to its viewport index.
 * UINT32_MAX: no such constant. */
typedef struct dxil_spv_option_view_instancing {
  dxil_spv_option_base base;
  dxil_spv_bool enabled;
  dxil_spv_bool last_pre_rasterization_stage;
  unsigned view_index_to_view_instance_spec_id;
  unsigned view_instance_to_viewport_spec_id;
} dxil_spv_option_view_instancing;
#endif

/* Meta descriptors: buffers the layer binds for values the pipeline does not know up front. */
typedef enum dxil_spv_meta_descriptor {
  DXIL_SPV_META_DESCRIPTOR_DYNAMIC_VIEW_INSTANCING_OFFSETS = 0,
  DXIL_SPV_META_DESCRIPTOR_COUNT,
  DXIL_SPV_META_DESCRIPTOR_INT_MAX = 0x7fffffff /* any 32-bit value may arrive from a caller */
} dxil_spv_meta_descriptor;
typedef enum dxil_spv_meta_descriptor_kind {
  DXIL_SPV_META_DESCRIPTOR_KIND_UBO_CONTAINING_CONSTANT = 0,
  DXIL_SPV_META_DESCRIPTOR_KIND_INT_MAX = 0x7fffffff /* any 32-bit value may arrive from a caller */
} dxil_spv_meta_descriptor_kind;

#ifdef DXIL_SPV_ENABLE_EXPERIMENTAL_WORKGRAPHS
/* Work-graph node shaders (values of the launch type as the layer's own enum). */
typedef enum dxil_spv_node_launch_type {
  DXIL_SPV_NODE_LAUNCH_TYPE_INVALID = 0,
  DXIL_SPV_NODE_LAUNCH_TYPE_BROADCASTING = 1,
  DXIL_SPV_NODE_LAUNCH_TYPE_COALESCING = 2,
  DXIL_SPV_NODE_LAUNCH_TYPE_THREAD = 3,
  DXIL_SPV_NODE_LAUNCH_TYPE_INT_MAX = 0x7fffffff /* any 32-bit value may arrive from a caller */
} dxil_spv_node_launch_type;
typedef struct dxil_spv_node_input_data {
  const char* node_id;
  uint32_t payload_stride;
  dxil_spv_node_launch_type launch_type;
  uint32_t node_array_index;
  uint32_t dispatch_grid_offset;
  uint32_t dispatch_grid_type_bits;
  uint32_t dispatch_grid_components;
  uint32_t broadcast_grid[3];
  uint32_t thread_group_size_spec_id[3];
  uint32_t recursion_factor;
  uint32_t coalesce_factor;
  const char* node_share_input_id;
  uint32_t node_share_input_array_index;
  uint32_t local_root_arguments_table_index;
  uint32_t is_indirect_bda_stride_program_entry_spec_id;
  uint32_t is_entry_point_spec_id;
  uint32_t is_static_broadcast_node_spec_id;
  uint32_t dispatch_grid_is_upper_bound_spec_id;
  dxil_spv_bool dispatch_grid_is_upper_bound;
  dxil_spv_bool node_track_rw_input_sharing;
  dxil_spv_bool is_program_entry;
} dxil_spv_node_input_data;
typedef struct dxil_spv_node_output_data {
  const char* node_id;
  uint32_t node_array_index;
  uint32_t node_array_size; /* UINT32_MAX: unbounded */
  uint32_t node_index_spec_constant_id;
  uint32_t max_records;
  dxil_spv_bool sparse_array;
} dxil_spv_node_output_data;
#endif

/* ---- functions */

/* Messages of this thread's calls (errors say which option, resource or stage failed). A null
 * callback turns them off. */
typedef void (*dxil_spv_log_cb)(void* userdata, dxil_spv_log_level level, const char* message);
void dxil_spv_set_thread_log_callback(dxil_spv_log_cb callback, void* userdata);
/* Allocation scopes: accepted for compatibility; every object owns its own memory. */
void dxil_spv_begin_thread_allocator_context(void);
void dxil_spv_end_thread_allocator_context(void);

/* The blob borrows `data`: keep it alive while the blob (and a converter on it) is used.
 * Subobject payloads point into `data` and stay valid after the blob is freed. */
dxil_spv_result dxil_spv_parse_dxil_blob(const void* data, size_t size, dxil_spv_parsed_blob* blob);
void dxil_spv_parsed_blob_free(dxil_spv_parsed_blob blob);
dxil_spv_shader_stage dxil_spv_parsed_blob_get_shader_stage(dxil_spv_parsed_blob blob);
/* A library's export by its mangled or plain name; UNKNOWN when there is none. */
dxil_spv_shader_stage dxil_spv_parsed_blob_get_shader_stage_for_entry(dxil_spv_parsed_blob blob, const char* entry);
dxil_spv_result dxil_spv_parsed_blob_get_num_entry_points(dxil_spv_parsed_blob blob, unsigned* count);
dxil_spv_result dxil_spv_parsed_blob_get_entry_point_name(dxil_spv_parsed_blob blob, unsigned index, const char** name);
dxil_spv_result dxil_spv_parsed_blob_get_entry_point_demangled_name(dxil_spv_parsed_blob blob, unsigned index,
                                                                    const char** name);
/* The index of a library export (mangled or plain name) or a shader's entry point. */
dxil_spv_result dxil_spv_parsed_blob_get_entry_index_by_name(dxil_spv_parsed_blob blob, const char* name,
                                                             unsigned* index);
#ifdef DXIL_SPV_ENABLE_EXPERIMENTAL_WORKGRAPHS
/* Work-graph node metadata of entry `index` (a node's stage is DXIL_SPV_STAGE_COMPUTE); strings
 * live as long as the blob. DXIL_SPV_ERROR_INVALID_ARGUMENT for a bad index or an entry that is
 * not a node. */
dxil_spv_result dxil_spv_parsed_blob_get_entry_point_node_input(dxil_spv_parsed_blob blob, unsigned index,
                                                                dxil_spv_node_input_data* data);
dxil_spv_result dxil_spv_parsed_blob_get_entry_point_num_node_outputs(dxil_spv_parsed_blob blob, unsigned index,
                                                                      unsigned* count);
dxil_spv_result dxil_spv_parsed_blob_get_entry_point_node_output(dxil_spv_parsed_blob blob, unsigned index,
                                                                 unsigned output_index, dxil_spv_node_output_data* data);
#endif
unsigned dxil_spv_parsed_blob_get_num_rdat_subobjects(dxil_spv_parsed_blob blob);
void dxil_spv_parsed_blob_get_rdat_subobject(dxil_spv_parsed_blob blob, unsigned index, dxil_spv_rdat_subobject* subobject);

/* The converter borrows the blob: keep it until dxil_spv_converter_free. */
dxil_spv_result dxil_spv_create_converter(dxil_spv_parsed_blob blob, dxil_spv_converter* converter);
void dxil_spv_converter_free(dxil_spv_converter converter);
dxil_spv_result dxil_spv_converter_add_option(dxil_spv_converter converter, const dxil_spv_option_base* option);
/* A library's export to convert (mangled or plain name). */
dxil_spv_result dxil_spv_converter_set_entry_point(dxil_spv_converter converter, const char* entry_point);

/* The root block: root descriptors (two words each) first, then root constants. */
void dxil_spv_converter_set_root_constant_word_count(dxil_spv_converter converter, unsigned num_words);
void dxil_spv_converter_set_root_descriptor_count(dxil_spv_converter converter, unsigned count);

void dxil_spv_converter_set_srv_remapper(dxil_spv_converter converter, dxil_spv_srv_remapper_cb remapper, void* userdata);
void dxil_spv_converter_set_sampler_remapper(dxil_spv_converter converter, dxil_spv_sampler_remapper_cb remapper,
                                             void* userdata);
void dxil_spv_converter_set_uav_remapper(dxil_spv_converter converter, dxil_spv_uav_remapper_cb remapper, void* userdata);
void dxil_spv_converter_set_cbv_remapper(dxil_spv_converter converter, dxil_spv_cbv_remapper_cb remapper, void* userdata);
void dxil_spv_converter_set_vertex_input_remapper(dxil_spv_converter converter, dxil_spv_vertex_input_remapper_cb remapper,
                                                  void* userdata);
void dxil_spv_converter_set_stream_output_remapper(dxil_spv_converter converter,
                                                   dxil_spv_stream_output_remapper_cb remapper, void* userdata);
void dxil_spv_converter_set_stage_input_remapper(dxil_spv_converter converter,
                                                 dxil_spv_shader_stage_io_remapper_cb remapper, void* userdata);
void dxil_spv_converter_set_stage_output_remapper(dxil_spv_converter converter,
                                                  dxil_spv_shader_stage_io_remapper_cb remapper, void* userdata);

/* The local root signature of a ray-tracing export, parameter by parameter in order. */
dxil_spv_result dxil_spv_converter_add_local_root_constants(dxil_spv_converter converter, unsigned register_space,
                                                            unsigned register_index, unsigned num_words);
dxil_spv_result dxil_spv_converter_add_local_root_descriptor(dxil_spv_converter converter,
                                                             dxil_spv_resource_class resource_class,
                                                             unsigned register_space, unsigned register_index);
dxil_spv_result dxil_spv_converter_begin_local_root_descriptor_table(dxil_spv_converter converter);
dxil_spv_result dxil_spv_converter_add_local_root_descriptor_table(dxil_spv_converter converter,
                                                                   dxil_spv_resource_class resource_class,
                                                                   unsigned register_space, unsigned register_index,
                                                                   unsigned num_descriptors_in_range,
                                                                   unsigned offset_in_heap);
dxil_spv_result dxil_spv_converter_end_local_root_descriptor_table(dxil_spv_converter converter);

/* Debug information only (EXTENDED_NON_SEMANTIC): which root parameter is where, and blobs such
 * as the root signature. Accepted; they do not change the SPIR-V. */
dxil_spv_result dxil_spv_converter_add_root_parameter_mapping(dxil_spv_converter converter, unsigned root_parameter,
                                                              unsigned offset);
dxil_spv_result dxil_spv_converter_add_root_descriptor_mapping(dxil_spv_converter converter, unsigned root_parameter,
                                                               unsigned desc_set, unsigned binding);
dxil_spv_result dxil_spv_converter_add_non_semantic_debug_info(dxil_spv_converter converter, const char* tag,
                                                               const void* data, size_t size);
/* Where a meta descriptor lives (a uniform buffer at set, binding). */
dxil_spv_result dxil_spv_converter_set_meta_descriptor(dxil_spv_converter converter, dxil_spv_meta_descriptor meta,
                                                       dxil_spv_meta_descriptor_kind kind, unsigned desc_set,
                                                       unsigned binding);
/* Hull -> domain linkage of patch constants: the hull shader reports its offset after run, the
 * layer hands it to the domain shader before run. */
dxil_spv_result dxil_spv_converter_set_patch_location_offset(dxil_spv_converter converter, unsigned offset);
dxil_spv_result dxil_spv_converter_get_patch_location_offset(dxil_spv_converter converter, unsigned* offset);

dxil_spv_result dxil_spv_converter_run(dxil_spv_converter converter);
/* Valid until the converter is freed. */
dxil_spv_result dxil_spv_converter_get_compiled_spirv(dxil_spv_converter converter, dxil_spv_compiled_spirv* compiled);
dxil_spv_result dxil_spv_converter_get_compiled_entry_point(dxil_spv_converter converter, const char** entry_point);

/* After a successful run. Zeros where the shader has no such property. */
dxil_spv_result dxil_spv_converter_get_compute_workgroup_dimensions(dxil_spv_converter converter, unsigned* x,
                                                                    unsigned* y, unsigned* z);
dxil_spv_result dxil_spv_converter_get_patch_vertex_count(dxil_spv_converter converter, unsigned* patch_vertices);
dxil_spv_result dxil_spv_converter_get_compute_wave_size_range(dxil_spv_converter converter, unsigned* min_wave_size,
                                                               unsigned* max_wave_size, unsigned* preferred_wave_size);
/* A wave size the shader is likely to run best with (0: no opinion). */
dxil_spv_result dxil_spv_converter_get_compute_heuristic_max_wave_size(dxil_spv_converter converter,
                                                                       unsigned* wave_size);
dxil_spv_result dxil_spv_converter_get_compute_heuristic_min_wave_size(dxil_spv_converter converter,
                                                                       unsigned* wave_size);
#ifdef DXIL_SPV_ENABLE_EXPERIMENTAL_MULTIVIEW
/* After a run with VIEW_INSTANCING: whether the shader can run under Vulkan multiview. */
dxil_spv_result dxil_spv_converter_is_multiview_compatible(dxil_spv_converter converter, dxil_spv_bool* compatible);
#endif

#ifdef __cplusplus
}
#endif

#endif /* DXIL_SPIRV_C_H */
