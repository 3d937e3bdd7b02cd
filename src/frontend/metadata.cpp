// DXIL named metadata: shader model, entry point properties, resource tables.
#include "frontend/metadata.h"

#include <algorithm>

#include <llvm/IR/Constants.h>
#include <llvm/IR/Metadata.h>

#include "common/escape.h"
#include "frontend/library_metadata.h"
#include "frontend/stage_metadata.h"

namespace dxsv::frontend {

namespace {

// Entry-point property tags (DXIL spec, "Shader Properties and Capabilities").
constexpr uint64_t kShaderFlagsTag = 0;
constexpr uint64_t kNumThreadsTag = 4;
constexpr uint64_t kWaveSizeTag = 11;
constexpr uint64_t kWaveRangeSizeTag = 23;

// Resource extended-property tags.
constexpr uint64_t kElementTypeTag = 0;
constexpr uint64_t kStructStrideTag = 1;

std::optional<uint64_t> constInt(const llvm::MDOperand& op) {
  auto* cmd = llvm::dyn_cast_or_null<llvm::ConstantAsMetadata>(op.get());
  if (!cmd) return std::nullopt;
  auto* ci = llvm::dyn_cast<llvm::ConstantInt>(cmd->getValue());
  if (!ci) return std::nullopt;
  return ci->getZExtValue();
}

const llvm::MDNode* node(const llvm::MDOperand& op) { return llvm::dyn_cast_or_null<llvm::MDNode>(op.get()); }

Result<ir::Resource> parseResource(const llvm::MDNode* md, ir::ResourceClass cls) {
  static const char* const classNames[] = {"SRV", "UAV", "CBV", "Sampler"};
  // Messages are built only on failure (every resource of every conversion comes through here).
  auto entry = [&] { return std::string("!dx.resources ") + classNames[int(cls)] + " entry"; };
  if (!md || md->getNumOperands() < 6) return makeError(entry() + ": too few fields");
  ir::Resource r;
  r.cls = cls;
  auto id = constInt(md->getOperand(0));
  auto space = constInt(md->getOperand(3));
  auto lower = constInt(md->getOperand(4));
  auto size = constInt(md->getOperand(5));
  if (!id || !space || !lower || !size) return makeError(entry() + ": id, space, lower bound and range size must be integers");
  if (auto* name = llvm::dyn_cast_or_null<llvm::MDString>(md->getOperand(2).get())) r.name = name->getString().str();
  r.rangeId = uint32_t(*id);
  r.space = uint32_t(*space);
  r.lowerBound = uint32_t(*lower);
  r.rangeSize = uint32_t(*size);
  auto where = [&] { return entry() + " '" + escapeText(r.name) + "' (range " + std::to_string(r.rangeId) + ")"; };

  const llvm::MDNode* ext = nullptr;
  switch (cls) {
    case ir::ResourceClass::SRV: {
      if (md->getNumOperands() < 9) return makeError(where() + ": too few fields");
      auto kind = constInt(md->getOperand(6));
      if (!kind) return makeError(where() + ": resource kind is not an integer");
      r.kind = ir::ResourceKind(*kind);
      ext = node(md->getOperand(8));
      break;
    }
    case ir::ResourceClass::UAV: {
      if (md->getNumOperands() < 11) return makeError(where() + ": too few fields");
      auto kind = constInt(md->getOperand(6));
      if (!kind) return makeError(where() + ": resource kind is not an integer");
      r.kind = ir::ResourceKind(*kind);
      r.globallyCoherent = constInt(md->getOperand(7)).value_or(0) != 0;
      r.hasCounter = constInt(md->getOperand(8)).value_or(0) != 0;
      r.rasterizerOrdered = constInt(md->getOperand(9)).value_or(0) != 0;
      ext = node(md->getOperand(10));
      break;
    }
    case ir::ResourceClass::CBV: {
      if (md->getNumOperands() < 7) return makeError(where() + ": too few fields");
      r.kind = ir::ResourceKind::CBuffer;
      r.cbufferSize = uint32_t(constInt(md->getOperand(6)).value_or(0));
      break;
    }
    case ir::ResourceClass::Sampler:
      r.kind = ir::ResourceKind::Sampler;
      break;
  }
  if (uint32_t(r.kind) > uint32_t(ir::ResourceKind::FeedbackTexture2DArray) || r.kind == ir::ResourceKind::Invalid)
    return makeError(where() + ": invalid resource kind " + std::to_string(uint32_t(r.kind)));
  if (ext) {
    for (unsigned i = 0; i + 1 < ext->getNumOperands(); i += 2) {
      auto tag = constInt(ext->getOperand(i));
      auto value = constInt(ext->getOperand(i + 1));
      if (!tag || !value) continue;
      if (*tag == kElementTypeTag) {
        if (*value == 0 || *value > uint64_t(ir::ComponentType::PackedU8x32))
          return makeError(where() + ": invalid element type " + std::to_string(*value));
        r.elementType = ir::ComponentType(*value);
      }
      if (*tag == kStructStrideTag) r.stride = uint32_t(*value);
    }
  }
  if (r.kind == ir::ResourceKind::StructuredBuffer && r.stride == 0)
    return makeError(where() + ": structured buffer without an element stride");
  // Typed resources: the emitter declares the image's sampled type from the element type.
  const bool typed = r.kind >= ir::ResourceKind::Texture1D && r.kind <= ir::ResourceKind::TypedBuffer;
  if (typed && (r.cls == ir::ResourceClass::SRV || r.cls == ir::ResourceClass::UAV) &&
      r.elementType == ir::ComponentType::Invalid)
    return makeError(where() + ": typed resource without an element type");
  return r;
}

Result<ir::ShaderStage> stageFromName(const std::string& name) {
  if (name == "ps") return ir::ShaderStage::Pixel;
  if (name == "vs") return ir::ShaderStage::Vertex;
  if (name == "gs") return ir::ShaderStage::Geometry;
  if (name == "hs") return ir::ShaderStage::Hull;
  if (name == "ds") return ir::ShaderStage::Domain;
  if (name == "cs") return ir::ShaderStage::Compute;
  if (name == "ms") return ir::ShaderStage::Mesh;
  if (name == "as") return ir::ShaderStage::Amplification;
  if (name == "lib") return ir::ShaderStage::Library;
  return makeError("!dx.shaderModel: unknown shader kind '" + escapeText(name) + "'");
}

}  // namespace

Result<DxilMetadata> readMetadata(const llvm::Module& module, const std::string& entryName) {
  DxilMetadata meta;
  const llvm::NamedMDNode* sm = module.getNamedMetadata("dx.shaderModel");
  if (!sm || sm->getNumOperands() != 1 || sm->getOperand(0)->getNumOperands() != 3)
    return makeError("DXIL metadata: missing or malformed !dx.shaderModel");
  const llvm::MDNode* smNode = sm->getOperand(0);
  auto* kind = llvm::dyn_cast_or_null<llvm::MDString>(smNode->getOperand(0).get());
  auto major = constInt(smNode->getOperand(1));
  auto minor = constInt(smNode->getOperand(2));
  if (!kind || !major || !minor) return makeError("DXIL metadata: malformed !dx.shaderModel");
  auto stage = stageFromName(kind->getString().str());
  if (!stage) return stage.takeError();
  meta.entry.stage = *stage;
  meta.entry.shaderModelMajor = uint32_t(*major);
  meta.entry.shaderModelMinor = uint32_t(*minor);

  const llvm::NamedMDNode* eps = module.getNamedMetadata("dx.entryPoints");
  if (!eps || eps->getNumOperands() == 0) return makeError("DXIL metadata: missing !dx.entryPoints");
  const llvm::MDNode* ep = eps->getOperand(0);
  if (ep->getNumOperands() < 5) return makeError("DXIL metadata: malformed entry point record");
  if (auto* fnMd = llvm::dyn_cast_or_null<llvm::ValueAsMetadata>(ep->getOperand(0).get()))
    meta.function = llvm::dyn_cast<llvm::Function>(fnMd->getValue());
  if (auto* name = llvm::dyn_cast_or_null<llvm::MDString>(ep->getOperand(1).get())) meta.entry.name = name->getString().str();
  std::optional<LibraryExport> chosen;
  if (meta.entry.stage == ir::ShaderStage::Library) {
    auto exports = readLibraryExports(module);
    if (!exports) return exports.takeError();
    std::string names;
    for (const LibraryExport& e : *exports) {
      names += (names.empty() ? "" : ", ") + escapeText(e.name);
      if (e.name == entryName || e.mangledName == entryName || (entryName.empty() && exports->size() == 1)) chosen = e;
    }
    if (!chosen)
      return makeError(entryName.empty() ? "library: name the export to convert (exports: " + names + ")"
                                         : "library: no export named '" + escapeText(entryName) + "' (exports: " + names + ")",
                       ErrorKind::InvalidArgument);
    ep = chosen->record;
    meta.function = chosen->function;
    meta.entry.name = chosen->name;
  }

  // Resources: the entry's list, or the module's !dx.resources.
  const llvm::MDNode* resources = node(ep->getOperand(3));
  if (!resources) {
    if (const llvm::NamedMDNode* named = module.getNamedMetadata("dx.resources"); named && named->getNumOperands())
      resources = named->getOperand(0);
  }
  if (resources) {
    if (resources->getNumOperands() != 4) return makeError("DXIL metadata: resource table must have 4 class lists");
    for (unsigned cls = 0; cls < 4; ++cls) {
      const llvm::MDNode* list = node(resources->getOperand(cls));
      if (!list) continue;
      for (const llvm::MDOperand& entry : list->operands()) {
        auto r = parseResource(node(entry), ir::ResourceClass(cls));
        if (!r) return r.takeError();
        meta.resources.push_back(std::move(*r));
        const llvm::MDNode* record = node(entry);
        auto* global = llvm::dyn_cast_or_null<llvm::ValueAsMetadata>(record->getOperand(1).get());
        meta.resourceGlobals.push_back(global ? global->getValue() : nullptr);
      }
    }
  }

  if (auto s = readSignatures(node(ep->getOperand(2)), meta.entry); !s) return s.takeError();

  if (const llvm::MDNode* props = node(ep->getOperand(4))) {
    for (unsigned i = 0; i + 1 < props->getNumOperands(); i += 2) {
      auto tag = constInt(props->getOperand(i));
      if (!tag) return makeError("DXIL metadata: entry property tag is not an integer");
      const llvm::MDOperand& value = props->getOperand(i + 1);
      if (*tag == kShaderFlagsTag) {
        meta.entry.shaderFlags = constInt(value).value_or(0);
      } else if (*tag == kNumThreadsTag) {
        const llvm::MDNode* n = node(value);
        if (!n || n->getNumOperands() != 3) return makeError("DXIL metadata: numthreads must have 3 values");
        for (unsigned d = 0; d < 3; ++d) {
          auto v = constInt(n->getOperand(d));
          if (!v || *v == 0 || *v > 1024) return makeError("DXIL metadata: numthreads value out of range");
          meta.entry.numThreads[d] = uint32_t(*v);
        }
      } else if (auto stage = readStageProperty(*tag, value, meta.entry, meta.patchConstantFunction); !stage) {
        return stage.takeError();
      } else if (*stage) {
        // read into meta.entry
      } else if (*tag == kWaveSizeTag || *tag == kWaveRangeSizeTag) {
        // [WaveSize(N)] (tag 11: N) or SM 6.8 [WaveSize(min, max, preferred)] (tag 23: a
        // triple where 0 = not given; only `min` given is the legacy single size).
        const llvm::MDNode* n = node(value);
        unsigned count = *tag == kWaveSizeTag ? 1 : 3;
        if (!n || n->getNumOperands() != count) return makeError("DXIL metadata: malformed WaveSize entry property");
        uint32_t sizes[3] = {0, 0, 0};
        for (unsigned k = 0; k < count; ++k) {
          auto v = constInt(n->getOperand(k));
          if (!v || *v > 1024) return makeError("DXIL metadata: malformed WaveSize entry property");
          sizes[k] = uint32_t(*v);
        }
        auto& e = meta.entry;
        e.waveSizeMin = sizes[0];
        e.waveSizeMax = sizes[1] ? sizes[1] : sizes[0];
        e.waveSizePreferred = sizes[2] ? sizes[2] : sizes[1] ? 0 : sizes[0];
        auto valid = [](uint32_t v) { return v >= 4 && v <= 128 && (v & (v - 1)) == 0; };
        if (!valid(e.waveSizeMin) || !valid(e.waveSizeMax) || e.waveSizeMin > e.waveSizeMax ||
            (e.waveSizePreferred && (e.waveSizePreferred < e.waveSizeMin || e.waveSizePreferred > e.waveSizeMax)))
          return makeError("DXIL metadata: invalid WaveSize " + std::to_string(sizes[0]) + ", " +
                           std::to_string(sizes[1]) + ", " + std::to_string(sizes[2]));
      }
    }
  }
  if (chosen) {
    meta.entry.stage = chosen->stage;
    meta.entry.rayTracing = {chosen->payloadBytes, chosen->attributeBytes};
    if (chosen->stage == ir::ShaderStage::Node) {
      meta.entry.node = std::move(chosen->node.node);
      std::copy(std::begin(chosen->node.numThreads), std::end(chosen->node.numThreads), meta.entry.numThreads);
    }
  }
  // Shader flag bit 23: native 16-bit types (-enable-16bit-types); bit 3: [earlydepthstencil].
  meta.entry.nativeLowPrecision = (meta.entry.shaderFlags & (1ull << 23)) != 0;
  meta.entry.earlyDepthStencil = (meta.entry.shaderFlags & (1ull << 3)) != 0;
  return meta;
}

}  // namespace dxsv::frontend
