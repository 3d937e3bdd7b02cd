// Plain data for an execution case: NAME.run.json (what to bind, and what to dispatch or
// draw) and NAME.expect.json (the words every checked resource must hold afterwards).
// See the corpus README for the formats. Parse errors throw SpecError naming the field.
#pragma once

#include <array>
#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace dxsv::exec {

struct SpecError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

enum class ResourceType {
  ByteAddressBuffer,
  RWByteAddressBuffer,
  StructuredBuffer,
  RWStructuredBuffer,
  Buffer,    // typed SRV buffer
  RWBuffer,  // typed UAV buffer
  CBuffer,
  // Sampled textures (t registers).
  Texture1D, Texture1DArray, Texture2D, Texture2DArray, Texture3D, TextureCube, TextureCubeArray,
  Texture2DMS, Texture2DMSArray,
  // Storage textures (u registers).
  RWTexture1D, RWTexture1DArray, RWTexture2D, RWTexture2DArray, RWTexture3D, RWTexture2DMS, RWTexture2DMSArray,
  // s registers.
  SamplerState, SamplerComparisonState,
  // t registers: a top-level acceleration structure over one bottom-level structure of
  // triangles (ray queries, TraceRay).
  RaytracingAccelerationStructure,
};

std::string_view resourceTypeName(ResourceType type);
bool isTexture(ResourceType type);  // sampled or storage
bool isStorageTexture(ResourceType type);
bool isSampler(ResourceType type);
bool isCube(ResourceType type);
bool isMultisampled(ResourceType type);

// The names the spec uses, in the order of the matching Vulkan enums (VkCompareOp,
// VkStencilOp, VkSamplerAddressMode), so a cast converts them.
enum class CompareOp : uint8_t { Never, Less, Equal, LessEqual, Greater, NotEqual, GreaterEqual, Always };
enum class StencilOp : uint8_t { Keep, Zero, Replace, IncrSat, DecrSat, Invert, Incr, Decr };
enum class AddressMode : uint8_t { Wrap, Mirror, Clamp, Border, MirrorOnce };

struct SamplerSpec {
  bool minLinear = true, magLinear = true, mipLinear = true;
  bool anisotropic = false;
  float maxAnisotropy = 16;
  AddressMode address[3] = {AddressMode::Clamp, AddressMode::Clamp, AddressMode::Clamp};  // u, v, w
  std::array<float, 4> border{0, 0, 0, 0};
  float mipLodBias = 0, minLod = 0;
  std::optional<float> maxLod;  // absent: unclamped
  CompareOp compare = CompareOp::Less;  // SamplerComparisonState only
};

struct ResourceSpec {
  std::string reg;       // as written: "u0", "t12", "b3"
  char regClass = 'u';   // 't', 's', 'b' or 'u'
  uint32_t regIndex = 0;
  uint32_t space = 0;
  ResourceType type = ResourceType::RWByteAddressBuffer;
  uint64_t size = 0;     // bytes
  uint32_t stride = 0;   // structured buffers; 0 when absent
  std::string format;    // DXGI name, typed buffers only
  std::vector<uint8_t> init;  // leading bytes; the rest of the buffer is zero
  // Textures. `size` is then the byte size of the documented layout (every subresource,
  // mip-major), which is also the size of the read-back result.
  uint32_t width = 1, height = 1, depth = 1;
  uint32_t arraySize = 1;  // array elements (cubes for TextureCubeArray)
  uint32_t mips = 1, samples = 1;
  uint32_t texelBytes = 0;
  // A sparse (reserved, D3D's tiled) Texture2D of one mip: every tile bound to memory but
  // `unboundTiles` ({x, y} in units of the device's sparse block, 128x128 texels of a 4-byte
  // format on standard block shapes); init reaches the bound tiles only. JSON:
  // "sparse": {"unbound_tiles": [[x, y], ...]}.
  bool sparse = false;
  std::vector<std::array<uint32_t, 2>> unboundTiles;
  SamplerSpec sampler;  // samplers only
  // Acceleration structures: the triangles (9 floats each, object space) of one geometry,
  // or its procedural boxes (`aabbs`, 6 floats each: min xyz, max xyz; intersection shaders),
  // placed once in the top level with `transform` (3x4, row-major, VkTransformMatrixKHR),
  // `instanceId` (InstanceID()) and, unless `opaque`, any-hit / candidate handling.
  std::vector<float> triangles, aabbs;
  std::array<float, 12> transform{1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0};
  uint32_t instanceId = 0;
  bool opaque = true;
  // Triangles only: `geometry_offsets_x` makes the bottom level one geometry per offset, each a
  // copy of the triangles placed by its own transformData (a translation in x); `update`
  // builds it with ALLOW_UPDATE and then updates it in place from the same inputs.
  std::vector<float> geometryOffsetsX;
  bool update = false;
  // Triangles only: "vertex_format" "R16G16B16A16_SNORM" or "R16G16B16A16_FLOAT" stores the
  // vertices as three 16-bit components, 6 bytes apart (as D3D12 lets a geometry read them).
  std::string vertexFormat;

  uint32_t layers() const { return arraySize * (isCube(type) ? 6 : 1); }  // Vulkan array layers
  // Bytes of one mip level across all layers (and samples) in the layout.
  uint64_t mipBytes(uint32_t mip) const;
};

// How result words are compared with the expectation. `exact` is bitwise; otherwise a word
// matches when it is bitwise equal, or (as floats) within f32Ulp ULPs or within f32Abs.
struct CompareSpec {
  bool exact = true;
  std::optional<uint32_t> f32Ulp;
  std::optional<double> f32Abs;
  // Words compared bitwise even so: index i when i % exactStride is in exactWords (the
  // integer fields of an array of structs, which a float tolerance would blur: 0 vs 1).
  uint32_t exactStride = 0;
  std::vector<uint32_t> exactWords;
};

// PatchList is for tessellation runs only (and they need it); the *Adj ones give a geometry
// shader the adjacent vertices.
enum class Topology : uint8_t {
  TriangleList, TriangleStrip, LineList, LineStrip, PointList, PatchList,
  LineListAdj, LineStripAdj, TriangleListAdj, TriangleStripAdj
};
enum class CullMode : uint8_t { None, Front, Back };

struct TargetSpec {
  std::string format;  // DXGI name
  std::array<double, 4> clear{0, 0, 0, 0};  // floats, or integers for UINT/SINT formats
  uint32_t writeMask = 0xf;  // bit 0 = r ... bit 3 = a
};

struct StencilSpec {
  uint32_t clear = 0;
  CompareOp compare = CompareOp::Always;
  StencilOp pass = StencilOp::Keep, fail = StencilOp::Keep, depthFail = StencilOp::Keep;
  uint32_t ref = 0, readMask = 0xff, writeMask = 0xff;
};

struct DepthSpec {
  std::string format;  // D32_FLOAT, D16_UNORM, D32_FLOAT_S8X24_UINT, D24_UNORM_S8_UINT
  float clear = 1.0f;
  CompareOp compare = CompareOp::Less;
  bool write = true, test = true;
  std::optional<StencilSpec> stencil;  // formats with stencil only
};

// The draw of a graphics case ("mode": "graphics"). Stages are corpus names (NAME.dxil beside
// the case, which is the pixel shader); an empty name is an absent stage. Either a vertex
// pipeline (vs, optional hs + ds, optional gs) drawn with vkCmdDraw, or a mesh pipeline (ms,
// optional as) drawn with vkCmdDrawMeshTasksEXT, which has no vertex input.
struct GraphicsSpec {
  std::string vs;      // vertex shader
  std::string hs, ds;  // hull and domain shaders: both or neither
  std::string gs;      // geometry shader
  std::string ms, as;  // mesh and amplification (task) shaders
  uint32_t vertexCount = 0, instanceCount = 1, firstVertex = 0, firstInstance = 0;
  Topology topology = Topology::TriangleList;
  uint32_t patchControlPoints = 0;  // tessellation runs only, then >= 1
  std::array<uint32_t, 3> meshDispatch{1, 1, 1};  // mesh runs: the task (or mesh) group counts
  // Mesh runs: the pixel shader's inputs from this register on are per-primitive
  // (ConvertOptions::perPrimitiveInputRow; the DXIL signature cannot say). 0 = none.
  uint32_t perPrimitiveInputRow = 0;
  uint32_t width = 0, height = 0;  // viewport in pixels
  CullMode cull = CullMode::None;
  bool frontCounterClockwise = false;  // D3D default: clockwise on screen is front
  uint32_t samples = 1, layers = 1;
  uint32_t views = 0;  // multiview view count; 0 = no multiview
  uint32_t viewportCount = 1;
  std::vector<TargetSpec> targets;
  std::optional<DepthSpec> depth;

  bool isMesh() const { return !ms.empty(); }
  bool hasTessellation() const { return !hs.empty(); }
};

// A piece of a shader record's local root arguments: bytes, or (addressOf set) the 8-byte
// device address of a spec resource, as a D3D12 application writes a root descriptor's GPU
// virtual address.
struct RecordPart {
  std::vector<uint8_t> bytes;
  std::string addressOf;  // register name
  uint32_t space = 0;
};

// A ray-tracing run ("mode": "raytracing"): the case is a DXIL library; each name is one of
// its exports, converted on its own. The SBT holds raygen, the miss shaders, the hit groups
// and the callables in this order, each record's handle followed by the local root arguments
// `records` gives its export (or hit group) name, copied unchanged.
struct RayTracingSpec {
  std::string raygen;
  std::vector<std::string> miss, callable;
  struct HitGroup {
    std::string name;  // for `records` and the library's associations (may be empty)
    std::string closestHit, anyHit, intersection;  // empty: absent
  };
  std::vector<HitGroup> hitGroups;
  uint32_t maxRecursionDepth = 1;
  // "local_root_signature": "library": each export is converted with the local root
  // signature the library's own subobjects associate with it (or its hit group).
  bool localRootSignaturesFromLibrary = false;
  std::map<std::string, std::vector<RecordPart>> records;
};

// A work-graph node run ("mode": "node"): one export of the case's library (or of `library`),
// translated and dispatched as vkd3d-proton 3.0.1 runs a node (docs/ARCHITECTURE.md, "Work
// graphs"): spec constants, the 64-byte push block of device addresses, and the layer's
// dispatch for the launch type. The fields describe the node as the layer knows it (from the
// translator's node queries); a case's model writes them from the node's declaration.
enum class NodeLaunch : uint8_t { Broadcasting, Coalescing, Thread };
// How records reach the node: a CPU entry (DispatchGraph's records, stride in the push block),
// a GPU entry (the addresses of the record address and of the stride), or another node's
// output (a payload buffer and a u32 byte offset per record).
enum class NodeInputKind : uint8_t { Cpu, Gpu, Node };
struct NodeOutputSpec {
  uint32_t node = 0;       // graph index of the output's node (array element 0)
  uint32_t arraySize = 1;  // NodeOutputArray: elements are nodes node .. node + arraySize - 1
  uint32_t stride = 0;     // record bytes of those nodes (0: empty records)
};
struct NodeSpec {
  std::string entry;    // the export
  std::string library;  // another case's NAME.dxil; empty: the case's own
  NodeLaunch launch = NodeLaunch::Broadcasting;
  NodeInputKind input = NodeInputKind::Cpu;
  std::array<uint32_t, 3> grid{1, 1, 1};  // [NodeDispatchGrid] or [NodeMaxDispatchGrid]
  bool gridIsUpperBound = false;          // [NodeMaxDispatchGrid]: SV_DispatchGrid in the record
  uint32_t gridOffset = 0, gridComponents = 0, gridBits = 32;  // SV_DispatchGrid's field
  uint32_t maxRecords = 1;  // coalescing: [MaxRecords] of the input
  uint32_t recordStride = 0;
  std::vector<std::vector<uint8_t>> records;  // each padded to recordStride
  uint32_t linearOffset = 0;   // the dispatch reads records linearOffset .. records.size() - 1
  uint32_t amplification = 0;  // non-static broadcasting; 0: as the layer computes a CPU entry's
  uint32_t recursionLevels = 0;
  std::vector<NodeOutputSpec> outputs;
  uint32_t nodeCount = 0;  // nodes of the graph; counters [2, 2 + nodeCount) of the atomics buffer
  uint32_t outputBytes = 65536;
  uint32_t maxEntries = 4096;  // packed entries the atomics buffer has room for
  std::vector<uint8_t> localRoot;  // bytes at NodeLocalRootAddress; empty: address 0

  // Record bytes of graph node n; nullopt when no output reaches it.
  std::optional<uint32_t> strideOf(uint32_t n) const;
};

enum class RunMode : uint8_t { Compute, Graphics, RayTracing, Node };

struct RunSpec {
  RunMode mode = RunMode::Compute;
  std::array<uint32_t, 3> dispatch{1, 1, 1};  // compute only
  GraphicsSpec graphics;                      // graphics only
  RayTracingSpec rayTracing;                  // ray tracing only (dispatch = the launch size)
  NodeSpec node;                              // node runs only
  std::vector<ResourceSpec> resources;
  // Register names, each naming exactly one resource; graphics runs also rt0..rt7, depth
  // and stencil; node runs also node.bytes (payload bytes allocated), node.entries (packed
  // entries written), node.counts (the per-node record counters) and node.records.N (node
  // N's output records, sorted: allocation order is the device's).
  std::vector<std::string> check;
  CompareSpec compare;
  // Set by caller-mode runs (never by run.json): bind a raw/structured buffer as an r32ui
  // texel buffer, a constant buffer as a storage buffer and a hidden counter as an r32ui
  // storage texel buffer where the shader declares them so.
  bool callerViews = false;

  // The resource a check name refers to; nullptr when none.
  const ResourceSpec* find(std::string_view reg) const;
  bool isGraphics() const { return mode == RunMode::Graphics; }
  bool isRayTracing() const { return mode == RunMode::RayTracing; }
  bool isNode() const { return mode == RunMode::Node; }
};

// Checked register -> little-endian 32-bit words.
using ExpectSpec = std::map<std::string, std::vector<uint32_t>>;

// `where` prefixes error messages (usually the file path).
RunSpec parseRunSpec(std::string_view jsonText, const std::string& where = "run.json");
ExpectSpec parseExpectSpec(std::string_view jsonText, const std::string& where = "expect.json");
RunSpec loadRunSpec(const std::filesystem::path& path);
ExpectSpec loadExpectSpec(const std::filesystem::path& path);

std::string readTextFile(const std::filesystem::path& path);

}  // namespace dxsv::exec
