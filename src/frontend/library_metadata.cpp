// Library exports: dx.entryPoints of a lib_6_x module holds one record per exported shader,
// {function, name, signatures, resources, properties}; the properties carry the shader kind
// (tag 8) and, for ray-tracing shaders, the payload (tag 6) and attribute (tag 7) sizes; node
// shaders' properties are node_metadata.cpp's.
#include "frontend/library_metadata.h"

#include <llvm/IR/Constants.h>
#include <llvm/IR/Metadata.h>

#include "common/escape.h"

namespace dxsv::frontend {

namespace {

constexpr uint64_t kRayPayloadSizeTag = 6;
constexpr uint64_t kRayAttribSizeTag = 7;
constexpr uint64_t kShaderKindTag = 8;
constexpr uint64_t kLibraryKind = 6;

std::optional<uint64_t> intOf(const llvm::MDOperand& op) {
  auto* cmd = llvm::dyn_cast_or_null<llvm::ConstantAsMetadata>(op.get());
  auto* ci = cmd ? llvm::dyn_cast<llvm::ConstantInt>(cmd->getValue()) : nullptr;
  if (!ci) return std::nullopt;
  return ci->getZExtValue();
}

// DXIL's ShaderKind numbering (DXIL.rst): 0 pixel ... 5 compute, 6 library, 7 ray generation,
// 8 intersection, 9 any-hit, 10 closest-hit, 11 miss, 12 callable, 13 mesh, 14 amplification,
// 15 node.
std::optional<ir::ShaderStage> stageOfKind(uint64_t kind) {
  using S = ir::ShaderStage;
  static const S kinds[] = {S::Pixel, S::Vertex, S::Geometry, S::Hull, S::Domain, S::Compute, S::Library,
                            S::RayGeneration, S::Intersection, S::AnyHit, S::ClosestHit, S::Miss, S::Callable,
                            S::Mesh, S::Amplification, S::Node};
  if (kind >= std::size(kinds) || kind == kLibraryKind) return std::nullopt;
  return kinds[kind];
}

}  // namespace

std::string undecoratedName(const std::string& mangled) {
  std::string s = mangled;
  if (!s.empty() && s[0] == '\x01') s.erase(0, 1);
  if (s.size() < 2 || s[0] != '?') return mangled;
  size_t end = s.find("@@");
  if (end == std::string::npos) return mangled;
  // ?Name@Scope1@Scope2@@: innermost first.
  std::vector<std::string> parts;
  for (size_t at = 1; at <= end;) {
    size_t next = s.find('@', at);
    parts.push_back(s.substr(at, next - at));
    at = next + 1;
    if (next >= end) break;
  }
  std::string out;
  for (auto it = parts.rbegin(); it != parts.rend(); ++it) out += (out.empty() ? "" : "::") + *it;
  return out;
}

const char* stageName(ir::ShaderStage stage) {
  switch (stage) {
    case ir::ShaderStage::Pixel: return "pixel";
    case ir::ShaderStage::Vertex: return "vertex";
    case ir::ShaderStage::Geometry: return "geometry";
    case ir::ShaderStage::Hull: return "hull";
    case ir::ShaderStage::Domain: return "domain";
    case ir::ShaderStage::Compute: return "compute";
    case ir::ShaderStage::Mesh: return "mesh";
    case ir::ShaderStage::Amplification: return "amplification";
    case ir::ShaderStage::Library: return "library";
    case ir::ShaderStage::RayGeneration: return "raygeneration";
    case ir::ShaderStage::Intersection: return "intersection";
    case ir::ShaderStage::AnyHit: return "anyhit";
    case ir::ShaderStage::ClosestHit: return "closesthit";
    case ir::ShaderStage::Miss: return "miss";
    case ir::ShaderStage::Callable: return "callable";
    case ir::ShaderStage::Node: return "node";
  }
  return "unknown";
}

Result<std::vector<LibraryExport>> readLibraryExports(const llvm::Module& module) {
  std::vector<LibraryExport> out;
  const llvm::NamedMDNode* eps = module.getNamedMetadata("dx.entryPoints");
  if (!eps) return makeError("DXIL metadata: missing !dx.entryPoints");
  for (const llvm::MDNode* ep : eps->operands()) {
    if (ep->getNumOperands() < 5) return makeError("DXIL metadata: malformed library entry record");
    auto* fnMd = llvm::dyn_cast_or_null<llvm::ValueAsMetadata>(ep->getOperand(0).get());
    auto* fn = fnMd ? llvm::dyn_cast<llvm::Function>(fnMd->getValue()) : nullptr;
    if (!fn) continue;
    LibraryExport e;
    e.function = fn;
    e.record = ep;
    auto* name = llvm::dyn_cast_or_null<llvm::MDString>(ep->getOperand(1).get());
    e.mangledName = name ? name->getString().str() : fn->getName().str();
    e.name = undecoratedName(e.mangledName);
    bool hasKind = false;
    if (auto* props = llvm::dyn_cast_or_null<llvm::MDNode>(ep->getOperand(4).get())) {
      for (unsigned i = 0; i + 1 < props->getNumOperands(); i += 2) {
        auto tag = intOf(props->getOperand(i));
        if (!tag) return makeError("DXIL metadata: export '" + escapeText(e.name) + "': property tag is not an integer");
        if (*tag != kShaderKindTag && *tag != kRayPayloadSizeTag && *tag != kRayAttribSizeTag) continue;
        auto value = intOf(props->getOperand(i + 1));
        if (!value) return makeError("DXIL metadata: export '" + escapeText(e.name) + "': malformed property " + std::to_string(*tag));
        if (*tag == kShaderKindTag) {
          auto stage = stageOfKind(*value);
          if (!stage) {
            return makeError("DXIL metadata: export '" + escapeText(e.name) + "': shader kind " + std::to_string(*value) +
                             (*value == kLibraryKind ? " (library) is not a kind of exported shader" : " is not a DXIL shader kind"));
          } else {
            e.stage = *stage;
          }
          hasKind = true;
        } else if (*tag == kRayPayloadSizeTag) {
          e.payloadBytes = uint32_t(*value);
        } else {
          e.attributeBytes = uint32_t(*value);
        }
      }
    }
    if (!hasKind) continue;
    if (e.stage == ir::ShaderStage::Node) {
      auto node = readNodeProperties(llvm::dyn_cast_or_null<llvm::MDNode>(ep->getOperand(4).get()), e.name);
      if (!node) return node.takeError();
      e.node = std::move(*node);
    }
    out.push_back(std::move(e));
  }
  return out;
}

}  // namespace dxsv::frontend
