/* dxil-spirv: DXIL (DXC's shader format) to Vulkan SPIR-V.
 *
 * Stable C API for embedding. Thread-safe: every call owns its state, so conversions may
 * run on many threads at once. Structs carry their size so that fields can be appended
 * without breaking callers built against an older header. */
#ifndef DXIL_SPIRV_H
#define DXIL_SPIRV_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define DXSV_API_VERSION 10 /* 2: dxsv_result_wave_size; 3: supported_fp32_denorm_modes, workarounds;
                              4: skip_hash_check; 5: discard_as_kill, dxsv_result_interface_*;
                              6: binding_mode and the root-signature ABI, dxsv_result_binding_layout;
                              7: per_primitive_input_row (geometry, tessellation and mesh stages);
                              8: rov_as_uav, early_and_late_fragment_tests, quad_control;
                              9: ray tracing: local_root_signature, entry_point, dxsv_read_subobjects,
                                 dxsv_list_entries, dxsv_result_shader_record;
                              10: dxsv_subobjects_local_root_signature_for */

typedef enum dxsv_status {
  DXSV_SUCCESS = 0,
  DXSV_ERROR_INVALID_ARGUMENT = 1,
  DXSV_ERROR_MALFORMED_INPUT = 2, /* bad container, bitcode or metadata */
  DXSV_ERROR_UNSUPPORTED = 3,     /* valid DXIL using something not translated yet */
  DXSV_ERROR_VALIDATION = 4,      /* produced SPIR-V failed validation (a translator bug) */
  DXSV_ERROR_INTERNAL = 5
} dxsv_status;

typedef enum dxsv_target_env {
  DXSV_TARGET_VULKAN_1_1 = 0, /* SPIR-V 1.3 */
  DXSV_TARGET_VULKAN_1_2 = 1, /* SPIR-V 1.5 */
  DXSV_TARGET_VULKAN_1_3 = 2  /* SPIR-V 1.6 */
} dxsv_target_env;

/* How resources are reached (docs/BINDING_MODEL.md draws both). */
typedef enum dxsv_binding_mode {
  /* set = register space, binding = class shift + register; a range of registers is a
   * descriptor array. SM 6.6 ResourceDescriptorHeap uses the heap sets below. */
  DXSV_BINDING_DIRECT = 0,
  /* The root-signature ABI: root constants and descriptor-table heap offsets in one
   * root-parameter block (push constants), root descriptors as buffer device addresses in it,
   * descriptor tables as elements of bindless heap arrays, static samplers as immutable samplers. */
  DXSV_BINDING_ROOT_SIGNATURE = 1
} dxsv_binding_mode;
typedef struct dxsv_options {
  uint32_t struct_size; /* sizeof(dxsv_options), set by dxsv_options_init */
  dxsv_target_env target_env;
  /* Direct binding mapping: set = register space, binding = shift + register. */
  uint32_t srv_binding_shift;     /* t registers, default 0 */
  uint32_t sampler_binding_shift; /* s registers, default 100 */
  uint32_t cbv_binding_shift;     /* b registers, default 200 */
  uint32_t uav_binding_shift;     /* u registers, default 300 */
  int validate;                   /* non-zero: run spirv-val on the result, fail if invalid */
  /* Hidden UAV counters (append/consume, IncrementCounter): a storage buffer holding one
   * uint at set = register space, binding = this shift + u register. Default 400. */
  uint32_t uav_counter_binding_shift;
  /* DXSV_FP32_DENORM_* bits: the fp32 denorm execution modes the device supports
   * (VkPhysicalDeviceFloatControlsProperties shaderDenormPreserveFloat32 /
   * shaderDenormFlushToZeroFloat32). A shader's -denorm mode the device lacks is left out, so
   * the device's default applies, rather than emitting SPIR-V the device may not run.
   * Default: both. */
  uint32_t supported_fp32_denorm_modes;
  /* DXSV_WORKAROUND_* bits for driver defects; default 0. */
  uint32_t workarounds;
  /* Non-zero: accept a container whose header digest does not match its contents (for
   * hand-edited blobs). Default 0: such a blob fails with DXSV_ERROR_MALFORMED_INPUT before any
   * parser sees it, as D3D12 rejects it. An all-zero digest (an unsigned container) is never
   * checked. Malformed bitcode is rejected either way. */
  int skip_hash_check;
  /* Non-zero: a pixel shader's discard ends the invocation (OpKill). Default 0: the lane is
   * demoted to a helper (SPV_EXT_demote_to_helper_invocation), as D3D keeps discarded lanes
   * running for the derivatives of their quad. */
  int discard_as_kill;
  /* The binding model; default DXSV_BINDING_DIRECT. */
  dxsv_binding_mode binding_mode;
  /* Root-signature mode: a serialized root signature (D3D12SerializeVersionedRootSignature's
   * output: a DXBC container with an RTS0 part, or the part's bytes). Null: the shader's own
   * RTS0 part. Versions 1.0, 1.1 and 1.2. */
  const void* root_signature;
  size_t root_signature_size;
  /* Descriptor sets of the ABI. The CBV/SRV/UAV heap set has one array per descriptor class
   * (bindings 0 sampled image, 1 storage image, 2 uniform texel buffer, 3 storage texel buffer,
   * 4 storage buffer, 5 uniform buffer, 6 hidden UAV counters), the sampler heap set one
   * array at binding 0; static samplers sit at (static_sampler_set, index); root_set holds a
   * root-parameter block too large for push constants (binding 0) and, with
   * root_descriptors_as_descriptors, root descriptor i at binding 1 + i. Defaults 0, 1, 2, 3. */
  uint32_t resource_heap_set, sampler_heap_set, static_sampler_set, root_set;
  /* Element count of the heap arrays; 0 (default): runtime arrays (descriptorIndexing). */
  uint32_t heap_array_size;
  /* The root-parameter block goes to push constants when it fits this many bytes (the
   * device's maxPushConstantsSize), otherwise to a uniform buffer. Default 128. */
  uint32_t push_constant_bytes;
  /* Non-zero: root CBV/SRV/UAV are plain descriptors instead of device addresses. */
  int root_descriptors_as_descriptors;
  /* Pixel shaders drawn after a mesh shader: user inputs at this signature register and above
   * are the mesh shader's per-primitive attributes (PerPrimitiveEXT, flat). The DXIL pixel
   * signature cannot say which inputs those are; the mesh shader puts its primitive outputs
   * after its vertex outputs' registers (docs/ARCHITECTURE.md, "Mesh shaders"). 0 (default):
   * none. Needs DXSV_TARGET_VULKAN_1_2 or later. */
  uint32_t per_primitive_input_row;
  /* Non-zero: rasterizer-ordered views (RasterizerOrdered* resources) are plain UAVs, for
   * devices without VK_EXT_fragment_shader_interlock. Overlapping pixel shader invocations
   * then race: a read-modify-write of one pixel by two overlapping primitives may lose one
   * update or apply them out of primitive order. Default 0: a pixel shader that accesses an
   * ROV runs in a fragment shader interlock critical section (PixelInterlockOrderedEXT, or
   * SampleInterlockOrderedEXT when it runs per sample) and its discard always demotes. */
  int rov_as_uav;
  /* Non-zero: a pixel shader that writes UAVs and exports SV_Depth* or SV_StencilRef (without
   * [earlydepthstencil]) declares EarlyAndLateFragmentTestsAMD with the matching depth and
   * stencil-reference modes (VK_AMD_shader_early_and_late_fragment_tests), so the device may
   * cull such pixels before shading. The UAV writes of pixels that would fail the depth or
   * stencil test may then be skipped (docs/ARCHITECTURE.md, "Early and late fragment tests").
   * Default 0. */
  int early_and_late_fragment_tests;
  /* Non-zero: QuadAny/QuadAll, [WaveOpsIncludeHelperLanes] and derivatives under a quad vote
   * use SPV_KHR_quad_control (VK_KHR_shader_quad_control). Default 0: the portable form
   * (quad broadcasts combined with OR/AND). */
  int quad_control;
  /* Ray-tracing exports: the serialized local root signature
   * associated with the export being converted (a DXBC container with an RTS0 part, or the
   * part's bytes, with D3D12_ROOT_SIGNATURE_FLAG_LOCAL_ROOT_SIGNATURE set; from the library's
   * LocalRootSignature subobject, see dxsv_read_subobjects, or the layer's own). Its root
   * constants, root descriptors (64-bit addresses) and descriptor tables (heap indices) are
   * read from the shader record, laid out as dxsv_result_local_root_parameter reports
   * (docs/BINDING_MODEL.md, "Local root signatures and shader records"); the global root
   * signature or the direct mapping binds everything else. Null (default): none. */
  const void* local_root_signature;
  size_t local_root_signature_size;
  /* Libraries (lib_6_x): the export to convert, by its name as
   * dxsv_list_entries gives it (or its mangled name); it becomes the module's one entry point,
   * with the functions it calls. NULL: a library's only export. Ignored by other shaders. */
  const char* entry_point;
} dxsv_options;

/* Every loop is left only from its header: other exits set a flag and take the back edge.
 * Correct everywhere, slightly slower; for lavapipe (Mesa 22.3), which corrupts values of
 * lanes that leave a loop in the middle of an iteration. */
#define DXSV_WORKAROUND_LOOP_EXITS_AT_HEADER 1u

#define DXSV_FP32_DENORM_PRESERVE 1u
#define DXSV_FP32_DENORM_FLUSH_TO_ZERO 2u

typedef struct dxsv_result_t* dxsv_result;

void dxsv_options_init(dxsv_options* options);

/* Converts a DXIL container. On return *result is always set (also on failure, to carry the
 * error message) and must be freed with dxsv_result_destroy. */
dxsv_status dxsv_convert(const void* dxil, size_t size, const dxsv_options* options, dxsv_result* result);

/* The SPIR-V words of a successful conversion; null on failure. */
const uint32_t* dxsv_result_spirv(dxsv_result result, size_t* word_count);
/* The subgroup (wave) sizes the shader must run with, from its [WaveSize] attribute. SPIR-V
 * cannot carry them: the embedding layer creates the compute pipeline with
 * VkPipelineShaderStageRequiredSubgroupSizeCreateInfo (VK_EXT_subgroup_size_control / Vulkan
 * 1.3) set to a power of two in [min, max] that the device supports, `preferred` when it can
 * (0 = no preference), and should also request full subgroups
 * (VK_PIPELINE_SHADER_STAGE_CREATE_REQUIRE_FULL_SUBGROUPS_BIT) when the workgroup's x size is a
 * multiple of it, as D3D fills waves. [WaveSize(N)] gives min = max = preferred = N. All three
 * are 0 when any size works. Fails (leaving the outputs 0) for a failed conversion. */
dxsv_status dxsv_result_wave_size(dxsv_result result, uint32_t* min_size, uint32_t* max_size, uint32_t* preferred_size);
/* The interface of a vertex or pixel shader: one entry per signature element, so that an
 * embedding layer can check that the stages it links agree. User elements and SV_TargetN sit
 * at location = the element's start register, component = its start column (D3D's own
 * packing: stages compiled separately link as D3D links them); system values are built-ins
 * (location -1). `semantic_name` lives as long as the result. */
typedef enum dxsv_interface { DXSV_INTERFACE_INPUT = 0, DXSV_INTERFACE_OUTPUT = 1 } dxsv_interface;
typedef struct dxsv_interface_element {
  const char* semantic_name;
  uint32_t semantic_index; /* of the first row */
  uint32_t system_value;   /* DXIL semantic kind (3 = SV_Position, 16 = SV_Target...); 0 = user */
  uint32_t rows, cols;
  int32_t location; /* -1: a built-in */
  uint32_t component;
} dxsv_interface_element;
/* Element count of a successful conversion's input or output signature (0 on failure). */
size_t dxsv_result_interface_count(dxsv_result result, dxsv_interface which);
dxsv_status dxsv_result_interface_element(dxsv_result result, dxsv_interface which, size_t index,
                                          dxsv_interface_element* element);
/* What a layer needs for its pipeline layout (root-signature mode; in direct mode only the
 * heap fields apply). `root_block_bytes` is the size of the root-parameter block (push
 * constants, or the uniform buffer at (root_set, 0) when root_block_in_push_constants is 0). */
typedef struct dxsv_binding_layout {
  int root_signature;
  uint32_t root_block_bytes;
  int root_block_in_push_constants;
  int uses_root_block, uses_resource_heap, uses_sampler_heap, uses_static_samplers;
  uint32_t resource_heap_set, sampler_heap_set, static_sampler_set, root_set;
  uint32_t root_parameter_count;
} dxsv_binding_layout;
dxsv_status dxsv_result_binding_layout(dxsv_result result, dxsv_binding_layout* layout);
/* Root parameter `index`: its D3D12_ROOT_PARAMETER_TYPE, its byte offset and size in the
 * root-parameter block (offset UINT32_MAX when it is not there), the (set, binding) of a
 * plain root descriptor, and whether the shader reads through it. */
typedef struct dxsv_root_parameter_info {
  uint32_t type;
  uint32_t offset, size;
  uint32_t set, binding;
  int used;
} dxsv_root_parameter_info;
dxsv_status dxsv_result_root_parameter(dxsv_result result, uint32_t index, dxsv_root_parameter_info* info);
/* With options.local_root_signature: the bytes of local root arguments a shader record holds
 * after the shader group handle (its last argument's end), the local root signature's
 * parameter count, and whether the shader reads the shader record. */
dxsv_status dxsv_result_shader_record(dxsv_result result, uint32_t* size_bytes, uint32_t* parameter_count, int* used);
/* Local root parameter `index`: its type, byte offset and size in the shader record (D3D12's
 * local-root-argument packing: constants 4-byte aligned, root descriptors and descriptor
 * tables 8 bytes, 8-byte aligned; a table's slot holds the table's first heap index in its
 * low 32 bits), and whether the shader reads through it. set and binding are 0. */
dxsv_status dxsv_result_local_root_parameter(dxsv_result result, uint32_t index, dxsv_root_parameter_info* info);
/* The error message of a failed conversion ("" on success). */
const char* dxsv_result_error(dxsv_result result);

/* The entries of a DXIL container: a library's exported shaders, or a shader's one entry
 * point, with their stage ("raygeneration", "intersection", "anyhit", "closesthit", "miss",
 * "callable", "compute", "pixel", ...). On failure *list is NULL or holds only an error. */
typedef struct dxsv_entry_list_t* dxsv_entry_list;
dxsv_status dxsv_list_entries(const void* dxil, size_t size, dxsv_entry_list* list);
size_t dxsv_entry_list_count(dxsv_entry_list list);
const char* dxsv_entry_list_name(dxsv_entry_list list, size_t index);   /* NULL out of range */
const char* dxsv_entry_list_stage(dxsv_entry_list list, size_t index);  /* NULL out of range */
const char* dxsv_entry_list_error(dxsv_entry_list list);
void dxsv_entry_list_destroy(dxsv_entry_list list);
void dxsv_result_destroy(dxsv_result result);

/* Subobjects of a DXIL library (the RDAT part): what a layer needs to build the ray-tracing
 * pipeline from the library's own declarations. dxsv_read_subobjects always sets *out (also on
 * failure, for the message); free it with dxsv_subobjects_destroy. A container without
 * subobjects gives a count of 0. The strings and bytes live as long as the handle. */
typedef struct dxsv_subobjects_t* dxsv_subobjects;
typedef enum dxsv_subobject_kind { /* D3D12_STATE_SUBOBJECT_TYPE values */
  DXSV_SUBOBJECT_STATE_OBJECT_CONFIG = 0,
  DXSV_SUBOBJECT_GLOBAL_ROOT_SIGNATURE = 1,
  DXSV_SUBOBJECT_LOCAL_ROOT_SIGNATURE = 2,
  DXSV_SUBOBJECT_SUBOBJECT_TO_EXPORTS_ASSOCIATION = 8,
  DXSV_SUBOBJECT_RAYTRACING_SHADER_CONFIG = 9,
  DXSV_SUBOBJECT_RAYTRACING_PIPELINE_CONFIG = 10,
  DXSV_SUBOBJECT_HIT_GROUP = 11,
  DXSV_SUBOBJECT_RAYTRACING_PIPELINE_CONFIG1 = 12
} dxsv_subobject_kind;
typedef struct dxsv_subobject {
  dxsv_subobject_kind kind;
  const char* name;
  uint32_t state_object_flags; /* STATE_OBJECT_CONFIG: D3D12_STATE_OBJECT_FLAGS */
  /* GLOBAL/LOCAL_ROOT_SIGNATURE: the serialized root signature (RTS0 part bytes, as a layer
   * passes to options.root_signature / local_root_signature). */
  const void* root_signature;
  size_t root_signature_size;
  /* SUBOBJECT_TO_EXPORTS_ASSOCIATION: the associated subobject's name and the number of
   * exports it names (dxsv_subobjects_export); 0 exports = a default association. */
  const char* associated_subobject;
  uint32_t export_count;
  uint32_t max_payload_size_in_bytes, max_attribute_size_in_bytes; /* RAYTRACING_SHADER_CONFIG */
  uint32_t max_trace_recursion_depth; /* RAYTRACING_PIPELINE_CONFIG(1) */
  uint32_t pipeline_flags;            /* RAYTRACING_PIPELINE_CONFIG1: D3D12_RAYTRACING_PIPELINE_FLAGS */
  /* HIT_GROUP: D3D12_HIT_GROUP_TYPE (0 triangles, 1 procedural primitive); "" = no shader. */
  uint32_t hit_group_type;
  const char *any_hit, *closest_hit, *intersection;
} dxsv_subobject;
dxsv_status dxsv_read_subobjects(const void* dxil, size_t size, dxsv_subobjects* out);
size_t dxsv_subobjects_count(dxsv_subobjects subobjects);
dxsv_status dxsv_subobjects_get(dxsv_subobjects subobjects, size_t index, dxsv_subobject* subobject);
/* Export `export_index` of association `index`; null when out of range. */
const char* dxsv_subobjects_export(dxsv_subobjects subobjects, size_t index, uint32_t export_index);
const char* dxsv_subobjects_error(dxsv_subobjects subobjects); /* "" on success */
/* The local root signature the library's own associations give export `export_name` (by its
 * name, or through a hit group holding it; it wins over a default association: one without
 * exports, or a local root signature no association names):
 * *index = that LOCAL_ROOT_SIGNATURE subobject's index, or SIZE_MAX when none applies.
 * DXSV_ERROR_INVALID_ARGUMENT when two associations conflict (no index). */
dxsv_status dxsv_subobjects_local_root_signature_for(dxsv_subobjects subobjects, const char* export_name, size_t* index);
void dxsv_subobjects_destroy(dxsv_subobjects subobjects);

#ifdef __cplusplus
}
#endif

#endif /* DXIL_SPIRV_H */
