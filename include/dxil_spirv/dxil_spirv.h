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

#define DXSV_API_VERSION 22 /* 2: dxsv_result_wave_size; 3: supported_fp32_denorm_modes, workarounds;
                              4: skip_hash_check; 5: discard_as_kill, dxsv_result_interface_*;
                              6: binding_mode and the root-signature ABI, dxsv_result_binding_layout;
                              7: per_primitive_input_row (geometry, tessellation and mesh stages);
                              8: rov_as_uav, early_and_late_fragment_tests, quad_control;
                              9: ray tracing: local_root_signature, entry_point, dxsv_read_subobjects,
                                 dxsv_list_entries, dxsv_result_shader_record;
                              10: dxsv_subobjects_local_root_signature_for;
                              11: DXSV_BINDING_CALLER: the caller maps each resource (resource_mapper,
                                  dxsv_resource_desc / dxsv_resource_mapping), its root block
                                  layout (root_descriptor_count, root_constant_words, root_block_*),
                                  ssbo_alignment;
                              12: khr_compute_shader_derivatives;
                              13: dxsv_result_stage_info;
                              14: min_precision_32bit;
                              15: DXSV_ACCESS_ADDRESS_TABLE, caller answers for local descriptor
                                  tables, shader_record_*_descriptor_size_log2;
                              16: stream output (stream_output_mapper, transform feedback),
                                  dual_source_blending;
                              17: rasterizer_sample_count, rasterizer_sample_count_spec_constant;
                              18: stage_input_mapper (inputs placed where the previous stage wrote them);
                              19: DXSV_INTERFACE_PRIMITIVE_OUTPUT (a mesh shader's per-primitive outputs);
                              20: shader_quirks, max_tess_factor, view_instancing*,
                                  dxsv_result_multiview_compatible;
                              21: dxsv_convert_listed (convert from an entry list's parse);
                              22: work-graph node metadata of listed entries (dxsv_entry_list_node_*) */

typedef enum dxsv_status {
  DXSV_SUCCESS = 0,
  DXSV_ERROR_INVALID_ARGUMENT = 1,
  DXSV_ERROR_MALFORMED_INPUT = 2, /* bad container, bitcode or metadata */
  DXSV_ERROR_UNSUPPORTED = 3,     /* valid DXIL using something not translated yet */
  DXSV_ERROR_VALIDATION = 4,      /* produced SPIR-V failed validation (a translator bug) */
  DXSV_ERROR_INTERNAL = 5,
  DXSV_STATUS_MAX_ENUM = 0x7fffffff /* any 32-bit value may arrive from a caller */
} dxsv_status;

typedef enum dxsv_target_env {
  DXSV_TARGET_VULKAN_1_1 = 0, /* SPIR-V 1.3 */
  DXSV_TARGET_VULKAN_1_2 = 1, /* SPIR-V 1.5 */
  DXSV_TARGET_VULKAN_1_3 = 2, /* SPIR-V 1.6 */
  DXSV_TARGET_MAX_ENUM = 0x7fffffff /* any 32-bit value may arrive from a caller */
} dxsv_target_env;

/* How resources are reached (docs/BINDING_MODEL.md draws both). */
typedef enum dxsv_binding_mode {
  /* set = register space, binding = class shift + register; a range of registers is a
   * descriptor array. SM 6.6 ResourceDescriptorHeap uses the heap sets below. */
  DXSV_BINDING_DIRECT = 0,
  /* The root-signature ABI: root constants and descriptor-table heap offsets in one
   * root-parameter block (push constants), root descriptors as buffer device addresses in it,
   * descriptor tables as elements of bindless heap arrays, static samplers as immutable samplers. */
  DXSV_BINDING_ROOT_SIGNATURE = 1,
  /* The caller's options.resource_mapper says, per resource, how it is reached (below). */
  DXSV_BINDING_CALLER = 2,
  DXSV_BINDING_MAX_ENUM = 0x7fffffff /* any 32-bit value may arrive from a caller */
} dxsv_binding_mode;

/* ---- v11: the embedding layer maps each resource (DXSV_BINDING_CALLER) ----
 * For every resource of the shader the library calls options.resource_mapper once, before
 * emitting anything, with what it knows of the resource (dxsv_resource_desc); the callback
 * fills in how the shader reaches it (dxsv_resource_mapping). Answers are checked before use:
 * one that cannot hold the resource, or points outside the declared root block, fails the
 * conversion with DXSV_ERROR_INVALID_ARGUMENT naming the resource; a callback that returns
 * anything but DXSV_SUCCESS fails it the same way. docs/BINDING_MODEL.md, "Caller mode". */
typedef enum dxsv_resource_class { /* D3D12_DESCRIPTOR_RANGE_TYPE values */
  DXSV_RESOURCE_CLASS_SRV = 0,
  DXSV_RESOURCE_CLASS_UAV = 1,
  DXSV_RESOURCE_CLASS_CBV = 2,
  DXSV_RESOURCE_CLASS_SAMPLER = 3,
  DXSV_RESOURCE_CLASS_MAX_ENUM = 0x7fffffff /* any 32-bit value may arrive from a caller */
} dxsv_resource_class;
typedef enum dxsv_resource_kind { /* DXIL.rst's resource kinds */
  DXSV_RESOURCE_KIND_INVALID = 0,
  DXSV_RESOURCE_KIND_TEXTURE_1D = 1,
  DXSV_RESOURCE_KIND_TEXTURE_2D = 2,
  DXSV_RESOURCE_KIND_TEXTURE_2D_MS = 3,
  DXSV_RESOURCE_KIND_TEXTURE_3D = 4,
  DXSV_RESOURCE_KIND_TEXTURE_CUBE = 5,
  DXSV_RESOURCE_KIND_TEXTURE_1D_ARRAY = 6,
  DXSV_RESOURCE_KIND_TEXTURE_2D_ARRAY = 7,
  DXSV_RESOURCE_KIND_TEXTURE_2D_MS_ARRAY = 8,
  DXSV_RESOURCE_KIND_TEXTURE_CUBE_ARRAY = 9,
  DXSV_RESOURCE_KIND_TYPED_BUFFER = 10,
  DXSV_RESOURCE_KIND_RAW_BUFFER = 11,
  DXSV_RESOURCE_KIND_STRUCTURED_BUFFER = 12,
  DXSV_RESOURCE_KIND_CBUFFER = 13,
  DXSV_RESOURCE_KIND_SAMPLER = 14,
  DXSV_RESOURCE_KIND_TBUFFER = 15,
  DXSV_RESOURCE_KIND_RT_ACCELERATION_STRUCTURE = 16,
  DXSV_RESOURCE_KIND_FEEDBACK_TEXTURE_2D = 17,
  DXSV_RESOURCE_KIND_FEEDBACK_TEXTURE_2D_ARRAY = 18,
  DXSV_RESOURCE_KIND_MAX_ENUM = 0x7fffffff /* any 32-bit value may arrive from a caller */
} dxsv_resource_kind;
typedef enum dxsv_shader_stage { /* DXIL's program kinds */
  DXSV_STAGE_PIXEL = 0,
  DXSV_STAGE_VERTEX = 1,
  DXSV_STAGE_GEOMETRY = 2,
  DXSV_STAGE_HULL = 3,
  DXSV_STAGE_DOMAIN = 4,
  DXSV_STAGE_COMPUTE = 5,
  DXSV_STAGE_LIBRARY = 6,
  DXSV_STAGE_RAY_GENERATION = 7,
  DXSV_STAGE_INTERSECTION = 8,
  DXSV_STAGE_ANY_HIT = 9,
  DXSV_STAGE_CLOSEST_HIT = 10,
  DXSV_STAGE_MISS = 11,
  DXSV_STAGE_CALLABLE = 12,
  DXSV_STAGE_MESH = 13,
  DXSV_STAGE_AMPLIFICATION = 14,
  DXSV_STAGE_MAX_ENUM = 0x7fffffff /* any 32-bit value may arrive from a caller */
} dxsv_shader_stage;
/* dxsv_resource_desc.usage bits: what the shader does with the resource. */
#define DXSV_RESOURCE_USAGE_READ 1u
#define DXSV_RESOURCE_USAGE_WRITE 2u
#define DXSV_RESOURCE_USAGE_ATOMIC 4u /* atomics, including the hidden counter's */
/* What the caller is told about one resource. Filled by the library; valid during the call. */
typedef struct dxsv_resource_desc {
  dxsv_resource_class resource_class;
  dxsv_resource_kind kind;
  /* SM 6.6 heap accesses (heap != 0): all three UINT32_MAX (no register range). */
  uint32_t register_space;
  uint32_t lower_bound;
  uint32_t range_size; /* UINT32_MAX: unbounded */
  dxsv_shader_stage stage;
  uint32_t structure_stride; /* StructuredBuffer: bytes per element; else 0 */
  int has_counter;           /* a UAV with a hidden counter: mapping.counter is read */
  int heap;                  /* ResourceDescriptorHeap[i] / SamplerDescriptorHeap[i] (SM 6.6) */
  int rasterizer_ordered;
  int globally_coherent;
  uint32_t usage;            /* DXSV_RESOURCE_USAGE_* bits */
  const char* name;          /* the resource's name in the shader; may be "" */
  uint32_t resource_index;   /* its index in the shader's resource table */
} dxsv_resource_desc;
typedef enum dxsv_access_kind {
  /* (set, binding): one descriptor, or an array of array_size (0: runtime array) whose
   * element is base_index + the register's offset from lower_bound. */
  DXSV_ACCESS_DESCRIPTOR = 0,
  /* An element of a bindless heap array at (set, binding) of array_size elements (0:
   * runtime array): index = root block word root_word (the descriptor table's heap offset;
   * UINT32_MAX: none, as for SM 6.6 heap accesses) + base_index + the register's offset from
   * lower_bound (heap accesses: the shader's heap index). */
  DXSV_ACCESS_HEAP_ELEMENT = 1,
  /* A CBV read from word_count 32-bit words of the root block starting at root_word. */
  DXSV_ACCESS_ROOT_CONSTANTS = 2,
  /* A buffer read through the 64-bit device address at root block words root_word (low) and
   * root_word + 1 (high); root descriptor i sits at words 2i, 2i+1. Counters: see
   * dxsv_resource_mapping. */
  DXSV_ACCESS_DEVICE_ADDRESS = 3,
  /* v15. An acceleration structure whose 64-bit device address is entry i of the uvec2 array
   * held by the storage buffer at (set, binding) (one descriptor), i computed as a
   * HEAP_ELEMENT's index (root_word, base_index, register; heap accesses: the heap index): a
   * layer that keeps its heap's acceleration structures as an array of addresses. The shader
   * converts the address (OpConvertUToAccelerationStructureKHR), as for a root SRV. A counter
   * answer may say ADDRESS_TABLE for what DEVICE_ADDRESS means there (same table). */
  DXSV_ACCESS_ADDRESS_TABLE = 4,
  DXSV_ACCESS_MAX_ENUM = 0x7fffffff /* any 32-bit value may arrive from a caller */
} dxsv_access_kind;
typedef enum dxsv_descriptor_type { /* the Vulkan descriptor type the shader declares */
  DXSV_DESCRIPTOR_STORAGE_BUFFER = 0,
  DXSV_DESCRIPTOR_UNIFORM_BUFFER = 1,
  DXSV_DESCRIPTOR_UNIFORM_TEXEL_BUFFER = 2,
  DXSV_DESCRIPTOR_STORAGE_TEXEL_BUFFER = 3,
  DXSV_DESCRIPTOR_SAMPLED_IMAGE = 4,
  DXSV_DESCRIPTOR_STORAGE_IMAGE = 5,
  DXSV_DESCRIPTOR_SAMPLER = 6,
  DXSV_DESCRIPTOR_ACCELERATION_STRUCTURE = 7,
  DXSV_DESCRIPTOR_MAX_ENUM = 0x7fffffff /* any 32-bit value may arrive from a caller */
} dxsv_descriptor_type;
typedef enum dxsv_root_source {
  DXSV_ROOT_SOURCE_ROOT_BLOCK = 0,
  /* Local root arguments come from options.local_root_signature; an answer cannot name the
   * shader record itself (refused). */
  DXSV_ROOT_SOURCE_SHADER_RECORD = 1,
  DXSV_ROOT_SOURCE_MAX_ENUM = 0x7fffffff /* any 32-bit value may arrive from a caller */
} dxsv_root_source;
/* The answer for one resource (or its counter). The library pre-fills it before the call:
 * kind DESCRIPTOR, the resource's natural descriptor type (raw/structured buffers storage
 * buffers, typed buffers texel buffers, CBVs uniform buffers), set = register space, binding =
 * lower bound, array_size = range size (0 unbounded), root_word UINT32_MAX, no offset buffer;
 * an SM 6.6 heap access: HEAP_ELEMENT at set 0, binding 0, array_size 0. The counter: the same
 * with descriptor type STORAGE_BUFFER. The callback must not throw (C++). */
typedef struct dxsv_resource_access {
  dxsv_access_kind kind;
  /* The descriptor type may be overridden: raw/structured buffers as a texel buffer (r32ui
   * view: element = byte address / 4; SRV uniform, UAV storage), a CBV as a storage buffer. */
  dxsv_descriptor_type descriptor_type;
  uint32_t set, binding;
  uint32_t array_size;
  uint32_t base_index;
  uint32_t root_word;  /* UINT32_MAX: none */
  uint32_t word_count; /* ROOT_CONSTANTS: the words of the CBV; DEVICE_ADDRESS: 2 (0 = 2) */
  dxsv_root_source root_source;
  /* HEAP_ELEMENT buffers (typed, raw, structured): a storage buffer of uvec2 at
   * (offset_buffer_set, offset_buffer_binding) whose entry heap index * offset_buffer_stride +
   * offset_buffer_slot holds (offset, size) of the view inside its descriptor: bytes for a
   * storage buffer, elements for a texel buffer. The shader adds the offset and bounds-checks
   * against the size as D3D does: reads outside return 0, writes and atomics are dropped. */
  int has_offset_buffer;
  uint32_t offset_buffer_set, offset_buffer_binding;
  uint32_t offset_buffer_stride; /* uvec2 entries per heap index; 0 = 1 */
  uint32_t offset_buffer_slot;   /* below the stride */
} dxsv_resource_access;
/* A resource that options.local_root_signature binds (v15): its root constants and root
 * descriptors come from the shader record, and the answer is not used. Through one of its
 * descriptor tables, a HEAP_ELEMENT or ADDRESS_TABLE answer (and the counter's HEAP_ELEMENT or
 * DEVICE_ADDRESS / ADDRESS_TABLE answer) gives the array: set, binding, array_size, descriptor
 * type and offset buffer; the element index comes from the shader record (the table's slot +
 * the range's offset + the register's), so the answer's root_word must be UINT32_MAX and its
 * base_index 0. Any other answer (such as the pre-filled DESCRIPTOR) keeps the heap arrays of
 * the root-signature ABI (resource_heap_set, sampler_heap_set). */
/* `counter` (read when the desc has has_counter): the UAV's hidden counter, a 32-bit word:
 * DESCRIPTOR or HEAP_ELEMENT with descriptor type STORAGE_BUFFER (a block holding the uint)
 * or STORAGE_TEXEL_BUFFER (an r32ui texel buffer, the count at texel 0); or DEVICE_ADDRESS:
 * the counter's 64-bit address is entry i of the uvec2 array in the storage buffer at (set,
 * binding), i computed as a heap element's index (root_word, base_index, register). */
typedef struct dxsv_resource_mapping {
  dxsv_resource_access resource;
  dxsv_resource_access counter;
} dxsv_resource_mapping;
typedef dxsv_status (*dxsv_resource_mapper_fn)(void* user_data, const dxsv_resource_desc* desc,
                                               dxsv_resource_mapping* mapping);

/* ---- v16: stream output (D3D) = transform feedback (Vulkan) ----
 * For every output element of a vertex, domain or geometry shader (the stage before the
 * rasterizer) the library calls options.stream_output_mapper once, before emitting anything,
 * with the element (dxsv_stream_output_element); the callback says whether and where its
 * values are captured (dxsv_stream_output_target, pre-filled with enable = 0). A captured
 * element is written whole: rows * cols 32-bit components, row by row, from `offset`
 * (docs/ARCHITECTURE.md, "Stream output"). The module then declares TransformFeedback and
 * ExecutionMode Xfb, and the element's variable XfbBuffer, XfbStride and Offset (and Stream
 * for a geometry shader's stream). Answers are checked: offset and stride multiples of 4,
 * buffer below 4, the element inside the stride, no overlap with another element in the
 * same buffer, one stride and one stream per buffer; otherwise, or when the callback returns
 * anything but DXSV_SUCCESS, the conversion fails with DXSV_ERROR_INVALID_ARGUMENT naming the
 * element. An element the translation cannot capture (clip and cull distances, which share
 * one built-in array) fails with DXSV_ERROR_UNSUPPORTED naming it. Not called for other
 * stages. */
typedef struct dxsv_stream_output_element {
  const char* semantic_name; /* valid during the call */
  uint32_t semantic_index;   /* of the first row */
  uint32_t system_value;     /* DXIL semantic kind (3 = SV_Position); 0 = user */
  uint32_t stream;           /* geometry shaders: the output stream; else 0 */
  uint32_t rows, cols;       /* captured size: rows * cols * 4 bytes */
} dxsv_stream_output_element;
typedef struct dxsv_stream_output_target {
  int enable;              /* non-zero: captured */
  uint32_t buffer;         /* transform feedback buffer (D3D's stream output slot), 0..3 */
  uint32_t offset;         /* bytes from the start of the buffer's vertex record */
  uint32_t stride;         /* bytes per vertex record in that buffer */
} dxsv_stream_output_target;
typedef dxsv_status (*dxsv_stream_output_fn)(void* user_data, const dxsv_stream_output_element* element,
                                             dxsv_stream_output_target* target);

/* ---- v18: stage inputs where the previous stage wrote them ----
 * D3D links the stages of a pipeline by semantic; the library places a user input of a hull,
 * domain, geometry or pixel shader at Location = its start register, Component = its start
 * column (D3D's own packing), which matches the previous stage only when both were packed
 * alike. For every user input element (and a geometry shader's SV_RenderTargetArrayIndex /
 * SV_ViewportArrayIndex inputs, which are data there) the library calls options.stage_input_mapper once,
 * before emitting, with its own placement in `location` / `component`; the callback keeps or
 * changes them to where the previous stage wrote the element (its rows stay consecutive), or
 * sets `not_written` when the previous stage does not write it (D3D links such stages; the
 * input then reads 0 and takes no location; not for per-vertex inputs of hull, domain and
 * geometry shaders, which fail with DXSV_ERROR_UNSUPPORTED). A
 * status other than DXSV_SUCCESS, a placement past register 31 or column 3, or two elements
 * overlapping fail the conversion with DXSV_ERROR_INVALID_ARGUMENT naming the element. The
 * interface report (dxsv_result_interface_element) gives the answered placement. Null
 * (default): every input stays at its register. */
typedef struct dxsv_stage_input_element {
  const char* semantic_name; /* valid during the call */
  uint32_t semantic_index;   /* of the first row */
  uint32_t rows, cols;
  uint32_t location, component; /* in: the library's placement; out: the caller's */
  int not_written;               /* out: non-zero when the previous stage does not write it */
} dxsv_stage_input_element;
typedef dxsv_status (*dxsv_stage_input_fn)(void* user_data, dxsv_stage_input_element* element);

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
  /* v11. DXSV_BINDING_CALLER: called once per resource before anything is emitted, on the
   * converting thread, with resource_mapper_user_data. */
  dxsv_resource_mapper_fn resource_mapper;
  void* resource_mapper_user_data;
  /* DXSV_BINDING_CALLER: the root block is root_descriptor_count 64-bit addresses (root
   * descriptor i at words 2i, 2i+1), then root_constant_words 32-bit words. It is a push-constant
   * block (uint words[], ArrayStride 4), or with root_block_in_uniform_buffer a uniform buffer at
   * (root_block_set, root_block_binding) laid out as uvec4 rows (word w = row w / 4, component
   * w % 4). Defaults 0. */
  uint32_t root_descriptor_count;
  uint32_t root_constant_words;
  int root_block_in_uniform_buffer;
  uint32_t root_block_set, root_block_binding;
  /* The offset alignment in bytes the layer guarantees for storage-buffer views of raw and
   * structured buffers (minStorageBufferOffsetAlignment it honours): a power of two, 0 = not
   * given; other values fail with DXSV_ERROR_INVALID_ARGUMENT. 0 or >= 4: buffers are read as
   * 32-bit words. 1 or 2 (a view bound at its exact byte address): a structured buffer whose
   * stride is not a multiple of 4 may start at a 2-byte boundary, so it is declared with 16-bit
   * elements (StorageBuffer16BitAccess; storageBuffer16BitAccess on the device) and accessed
   * in halves; its atomics use a second, 32-bit view of the same binding. Raw buffers (4-byte
   * aligned views in D3D) and other strides keep words. */
  uint32_t ssbo_alignment;
  /* v12. Non-zero: derivatives in compute shaders (SM 6.6) use SPV_KHR_compute_shader_derivatives,
   * for devices with VK_KHR_compute_shader_derivatives. Default 0: the older
   * SPV_NV_compute_shader_derivatives (VK_NV_compute_shader_derivatives). Same capabilities
   * and execution modes; only the extension a device must offer differs. */
  int khr_compute_shader_derivatives;
  /* v14. Non-zero: in a module compiled without native 16-bit types (no -enable-16bit-types),
   * min16float / min16int / min16uint (half / i16 in DXIL) are computed in 32 bits, which D3D
   * allows (it promises at least 16-bit precision), for devices without native 16-bit
   * arithmetic: no Float16 / Int16 capability is declared. Default 0: they are 16-bit types.
   * Modules with native 16-bit types are 16-bit either way (docs/ARCHITECTURE.md). */
  int min_precision_32bit;
  /* v15. Local root signatures: a shader record's descriptor-table slot holds in its low 32 bits
   * the table's first heap index shifted left by this many bits (CBV/SRV/UAV tables, sampler
   * tables): a D3D12_GPU_DESCRIPTOR_HANDLE's offset from its heap's start when descriptors are
   * 1 << log2 bytes apart and the heap's handles start at a multiple of 2^32. 0 (default): the
   * heap index itself. At most 31. */
  uint32_t shader_record_resource_descriptor_size_log2;
  uint32_t shader_record_sampler_descriptor_size_log2;
  /* v16. Vertex, domain and geometry shaders: stream output (see dxsv_stream_output_fn). Null
   * (default): nothing is captured. */
  dxsv_stream_output_fn stream_output_mapper;
  void* stream_output_mapper_user_data;
  /* v16. Non-zero: pixel shaders for dual-source blending (D3D12's SRC1 blend factors):
   * SV_Target0 is Location 0 Index 0 and SV_Target1 Location 0 Index 1, the two inputs of the
   * blend unit of render target 0. D3D then accepts the pipeline only with render targets 1
   * and above unbound, so writes to SV_Target2 and above go nowhere (they are dropped: Vulkan
   * allows no other output attachment with dual-source blending). Default 0. */
  int dual_source_blending;
  /* v17. RenderTargetGetSampleCount returns the sample count of the pipeline's rasterizer, a
   * pipeline-state value the shader cannot query in Vulkan: the caller gives it. Either the
   * count itself (rasterizer_sample_count, the module then holds an OpConstant), or, with
   * rasterizer_sample_count_spec_constant non-zero, rasterizer_sample_count is the SpecId of a
   * 32-bit integer specialization constant (default value 1) the pipeline sets to the count.
   * Default 0 / 0: not given, and a shader calling RenderTargetGetSampleCount fails with
   * DXSV_ERROR_UNSUPPORTED naming the op. Shaders that do not call it ignore both. */
  uint32_t rasterizer_sample_count;
  int rasterizer_sample_count_spec_constant;
  /* v18: where each user input of a hull, domain, geometry or pixel shader goes; see
   * dxsv_stage_input_element. Null: at its start register. */
  dxsv_stage_input_fn stage_input_mapper;
  void* stage_input_mapper_user_data;
  /* v20. DXSV_QUIRK_* bits: per-application workarounds an embedding layer turns on for games
   * that rely on behaviour D3D does not promise (docs/ARCHITECTURE.md, "Shader quirks"). Each
   * changes only what its comment says. Default 0. */
  uint32_t shader_quirks;
  /* v20. Hull shaders: the tessellation factors the patch-constant function writes are clamped
   * to at most this value (a per-game limit; D3D's own maximum is 64). 0 (default): no clamp. */
  uint32_t max_tess_factor;
  /* v20. View instancing (D3D12_VIEW_INSTANCING_DESC) on Vulkan multiview. Non-zero: SV_ViewID
   * is derived from the multiview ViewIndex through the specialization constant
   * view_index_to_view_id_spec_id (2 bits per view index: ViewID = (c >> 2 * ViewIndex) & 3),
   * and, when view_instancing_last_pre_raster is non-zero (the last stage before the
   * rasterizer), the viewport index the view instance location names is added to the shader's
   * SV_ViewportArrayIndex through view_id_to_viewport_spec_id (8 bits per view ID). UINT32_MAX
   * (the default of both ids): ViewID = ViewIndex, no viewport offset. Default 0: SV_ViewID is
   * ViewIndex itself. dxsv_result_multiview_compatible says whether the result can run under
   * multiview. */
  int view_instancing;
  int view_instancing_last_pre_raster;
  uint32_t view_index_to_view_id_spec_id;
  uint32_t view_id_to_viewport_spec_id;
} dxsv_options;

/* Shader quirks (dxsv_options.shader_quirks); the exact rules: docs/ARCHITECTURE.md, "Shader quirks". */
/* Descriptor indices not provably uniform are NonUniform. */
#define DXSV_QUIRK_AGGRESSIVE_NONUNIFORM (1u << 0)
/* Undef incoming values of loop-header phis are 0. */
#define DXSV_QUIRK_FIXUP_LOOP_HEADER_UNDEF_PHIS (1u << 1)
/* Rsqrt of +-0 (or an infinite result) is the largest finite float: normalize(0) = 0. */
#define DXSV_QUIRK_FIXUP_RSQRT_INF_NAN (1u << 2)
/* A workgroup memory barrier after every groupshared store or atomic. */
#define DXSV_QUIRK_GROUP_SHARED_AUTO_BARRIER (1u << 3)
/* SV_ShadingRate outputs (VS, DS, GS, mesh primitives) are dropped, not declared. */
#define DXSV_QUIRK_IGNORE_PRIMITIVE_SHADING_RATE (1u << 4)
/* FMad is a fused Fma decorated NoContraction. */
#define DXSV_QUIRK_PRECISE_FMA (1u << 5)
/* Every barrier also fences UAV memory at device scope. */
#define DXSV_QUIRK_PROMOTE_GROUP_TO_DEVICE_MEMORY_BARRIER (1u << 6)
/* Compute quad reads from an inactive lane give 0. */
#define DXSV_QUIRK_ROBUST_COMPUTE_QUAD_BROADCAST (1u << 7)
/* Dynamic indices into local (alloca) arrays are clamped to the last element. */
#define DXSV_QUIRK_ROBUST_PHYSICAL_CBV_FORWARDING (1u << 8)
/* UAVs of compute, mesh and amplification shaders are Coherent. */
#define DXSV_QUIRK_FORCE_DEVICE_MEMORY_BARRIERS_THREAD_GROUP_COHERENCE (1u << 9)
/* Cube samples (Level, implicit, Bias) read no mip smaller than 8x8. */
#define DXSV_QUIRK_ASSUME_BROKEN_SUB_8x8_CUBE_MIPS (1u << 10)

/* Every loop is left only from its header: other exits set a flag and take the back edge.
 * Correct everywhere, slightly slower; for lavapipe of Mesa 22.3, which corrupts values of
 * lanes that leave a loop in the middle of an iteration (Mesa 25 does not need it). */
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
/* Execution properties a layer needs to create the pipeline: the workgroup size of compute, mesh,
 * amplification and work-graph node shaders ([numthreads]; a thread-launch node's is the
 * DXSV_NODE_SPEC_THREAD_GROUP_SIZE_X specialization constant, reported at its default 32, 1, 1), and the control points of a patch: a hull shader's
 * input (VkPipelineTessellationStateCreateInfo::patchControlPoints) and output counts, a domain
 * shader's input count. Fields that do not apply to the stage are 0. Fails (leaving them 0) for a
 * failed conversion. */
typedef struct dxsv_stage_info {
  uint32_t workgroup_size[3];
  uint32_t input_control_points;
  uint32_t output_control_points;
} dxsv_stage_info;
dxsv_status dxsv_result_stage_info(dxsv_result result, dxsv_stage_info* info);
/* The interface of a vertex or pixel shader: one entry per signature element, so that an
 * embedding layer can check that the stages it links agree. User elements and SV_TargetN sit
 * at location = the element's start register, component = its start column (D3D's own
 * packing: stages compiled separately link as D3D links them); system values are built-ins
 * (location -1), except SV_RenderTargetArrayIndex / SV_ViewportArrayIndex of a vertex or
 * domain shader's outputs (written to the built-in and to this location) and of a geometry
 * shader's inputs (read from it). `semantic_name` lives as long as the result. */
/* v19: DXSV_INTERFACE_PRIMITIVE_OUTPUT lists a mesh shader's primitive signature (per-primitive
 * outputs, PerPrimitiveEXT): its user elements sit after the vertex outputs' rows, at
 * location = (rows of the vertex output signature) + start row; a pixel shader drawn after it
 * reads them as per-primitive inputs (per_primitive_input_row). Empty for other stages. */
typedef enum dxsv_interface { DXSV_INTERFACE_INPUT = 0, DXSV_INTERFACE_OUTPUT = 1, DXSV_INTERFACE_PRIMITIVE_OUTPUT = 2,
 DXSV_INTERFACE_MAX_ENUM = 0x7fffffff /* any 32-bit value may arrive from a caller */
} dxsv_interface;
typedef struct dxsv_interface_element {
  const char* semantic_name;
  uint32_t semantic_index; /* of the first row */
  uint32_t system_value;   /* DXIL semantic kind (3 = SV_Position, 16 = SV_Target...); 0 = user */
  uint32_t rows, cols;
  int32_t location; /* -1: a built-in, or an input the previous stage does not write */
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
 * low 32 bits, shifted by shader_record_*_descriptor_size_log2), and whether the shader reads
 * through it. set and binding are 0. */
dxsv_status dxsv_result_local_root_parameter(dxsv_result result, uint32_t index, dxsv_root_parameter_info* info);
/* The error message of a failed conversion ("" on success). */
/* v20. Whether the shader can run under Vulkan multiview as converted with
 * dxsv_options.view_instancing: 0 when it is the last pre-rasterization stage and writes
 * SV_RenderTargetArrayIndex itself (multiview owns the layer; D3D would add the view instance's
 * array index to it). 1 otherwise. Fails for a failed conversion. */
dxsv_status dxsv_result_multiview_compatible(dxsv_result result, int* compatible);
const char* dxsv_result_error(dxsv_result result);

/* The entries of a DXIL container: a library's exported shaders, or a shader's one entry
 * point, with their stage ("raygeneration", "intersection", "anyhit", "closesthit", "miss",
 * "callable", "node", "compute", "pixel", ...). On failure *list is NULL or holds only an error. */
typedef struct dxsv_entry_list_t* dxsv_entry_list;
dxsv_status dxsv_list_entries(const void* dxil, size_t size, dxsv_entry_list* list);
size_t dxsv_entry_list_count(dxsv_entry_list list);
const char* dxsv_entry_list_name(dxsv_entry_list list, size_t index);   /* NULL out of range */
const char* dxsv_entry_list_stage(dxsv_entry_list list, size_t index);  /* NULL out of range */
const char* dxsv_entry_list_error(dxsv_entry_list list);
/* v21. Converts from the container a successful dxsv_list_entries read (the list keeps a copy
 * of its bytes and its parsed module), exactly as dxsv_convert would from those bytes, without
 * parsing them again. Any number of conversions per list, also on several threads at once
 * (one at a time reuses the parse; the others parse their own). */
dxsv_status dxsv_convert_listed(dxsv_entry_list list, const dxsv_options* options, dxsv_result* result);
void dxsv_entry_list_destroy(dxsv_entry_list list);
void dxsv_result_destroy(dxsv_result result);

/* Work-graph node shaders (SM 6.8): the specialization-constant ids of the node ABI
 * (docs/ARCHITECTURE.md, "Work graphs"); a node's output i is DXSV_NODE_SPEC_OUTPUT_BASE + i. */
#define DXSV_NODE_SPEC_THREAD_GROUP_SIZE_X 0 /* thread launch: invocations per workgroup */
/* Its default, the records per workgroup the layer dispatches a thread-launch node with. */
#define DXSV_NODE_THREAD_LAUNCH_GROUP_SIZE 32
#define DXSV_NODE_SPEC_IS_ENTRY 1
#define DXSV_NODE_SPEC_IS_INDIRECT_STRIDE 2
#define DXSV_NODE_SPEC_IS_STATIC_BROADCAST 3
#define DXSV_NODE_SPEC_GRID_IS_UPPER_BOUND 4
#define DXSV_NODE_SPEC_OUTPUT_BASE 16
/* Bytes of a node's push-constant block (the layer's node signature, at offset 0). */
#define DXSV_NODE_PUSH_CONSTANT_BYTES 64

/* v22. What a layer needs of a listed node entry (stage "node") to build its work graph. The
 * strings live as long as the list. Each call fails with DXSV_ERROR_INVALID_ARGUMENT for a null
 * argument, an index out of range or an entry that is not a node. */
typedef enum dxsv_node_launch_type { /* DXIL's NodeLaunchType */
  DXSV_NODE_LAUNCH_BROADCASTING = 1,
  DXSV_NODE_LAUNCH_COALESCING = 2,
  DXSV_NODE_LAUNCH_THREAD = 3,
  DXSV_NODE_LAUNCH_MAX_ENUM = 0x7fffffff
} dxsv_node_launch_type;
typedef struct dxsv_node_input {
  const char* node_id; /* [NodeID] (default: the export's name) */
  uint32_t node_array_index;
  uint32_t payload_stride; /* bytes between input records (0: no input, or empty records) */
  dxsv_node_launch_type launch_type;
  /* SV_DispatchGrid in the input record: byte offset, 16 or 32 bits, 1-3 components (all 0
   * when the record has none). */
  uint32_t dispatch_grid_offset, dispatch_grid_type_bits, dispatch_grid_components;
  /* Broadcasting: [NodeDispatchGrid], or [NodeMaxDispatchGrid] when dispatch_grid_is_upper_bound
   * (the records then carry the grid); 1, 1, 1 for other launches. */
  uint32_t broadcast_grid[3];
  int dispatch_grid_is_upper_bound;
  uint32_t thread_group_size_spec_id[3]; /* x: DXSV_NODE_SPEC_THREAD_GROUP_SIZE_X; y, z: UINT32_MAX */
  uint32_t recursion_factor;             /* [NodeMaxRecursionDepth] (0: none) */
  uint32_t coalesce_factor;              /* coalescing: the input's [MaxRecords] (at least 1); else 1 */
  const char* node_share_input_id;       /* [NodeShareInputOf] ("" when none) */
  uint32_t node_share_input_array_index;
  uint32_t local_root_arguments_table_index; /* UINT32_MAX: none */
  uint32_t is_indirect_bda_stride_program_entry_spec_id, is_entry_point_spec_id, is_static_broadcast_node_spec_id,
      dispatch_grid_is_upper_bound_spec_id; /* DXSV_NODE_SPEC_* */
  int node_track_rw_input_sharing; /* the input has [NodeTrackRWInputSharing] */
  int is_program_entry;            /* [NodeIsProgramEntry] */
} dxsv_node_input;
typedef struct dxsv_node_output {
  const char* node_id; /* the target node's [NodeID] */
  uint32_t node_array_index;
  uint32_t node_array_size; /* 0: one node; else [NodeArraySize] (UINT32_MAX: unbounded) */
  uint32_t node_index_spec_constant_id; /* DXSV_NODE_SPEC_OUTPUT_BASE + output index */
  uint32_t max_records; /* [MaxRecords], or that of the output named by [MaxRecordsSharedWith] */
  int sparse_array;     /* [AllowSparseNodes] */
} dxsv_node_output;
dxsv_status dxsv_entry_list_node_input(dxsv_entry_list list, size_t index, dxsv_node_input* input);
dxsv_status dxsv_entry_list_node_output_count(dxsv_entry_list list, size_t index, uint32_t* count);
dxsv_status dxsv_entry_list_node_output(dxsv_entry_list list, size_t index, uint32_t output, dxsv_node_output* out);

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
  DXSV_SUBOBJECT_RAYTRACING_PIPELINE_CONFIG1 = 12,
  DXSV_SUBOBJECT_MAX_ENUM = 0x7fffffff /* any 32-bit value may arrive from a caller */
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
