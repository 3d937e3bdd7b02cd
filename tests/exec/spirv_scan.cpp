#include "exec/spirv_scan.h"

#include <map>
#include <set>

#include <spirv/unified1/spirv.hpp>

namespace dxsv::exec {
namespace {

// A literal string operand: UTF-8, nul-terminated, packed little-endian into words.
std::string readString(const uint32_t* w, uint32_t n) {
  std::string s;
  for (uint32_t i = 0; i < n; ++i)
    for (int b = 0; b < 4; ++b) {
      char c = char((w[i] >> (8 * b)) & 0xff);
      if (c == 0) return s;
      s.push_back(c);
    }
  return s;
}

struct TypeInfo {
  uint32_t op = 0;
  std::vector<uint32_t> operands;  // words after the result id
};

}  // namespace

const char* descriptorTypeName(VkDescriptorType type) {
  switch (type) {
    case VK_DESCRIPTOR_TYPE_SAMPLER: return "SAMPLER";
    case VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER: return "COMBINED_IMAGE_SAMPLER";
    case VK_DESCRIPTOR_TYPE_SAMPLED_IMAGE: return "SAMPLED_IMAGE";
    case VK_DESCRIPTOR_TYPE_STORAGE_IMAGE: return "STORAGE_IMAGE";
    case VK_DESCRIPTOR_TYPE_UNIFORM_TEXEL_BUFFER: return "UNIFORM_TEXEL_BUFFER";
    case VK_DESCRIPTOR_TYPE_STORAGE_TEXEL_BUFFER: return "STORAGE_TEXEL_BUFFER";
    case VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER: return "UNIFORM_BUFFER";
    case VK_DESCRIPTOR_TYPE_STORAGE_BUFFER: return "STORAGE_BUFFER";
    case VK_DESCRIPTOR_TYPE_ACCELERATION_STRUCTURE_KHR: return "ACCELERATION_STRUCTURE";
    default: return "UNKNOWN";
  }
}

bool scanSpirv(const std::vector<uint32_t>& words, SpirvInfo& info, std::string& error) {
  info = SpirvInfo{};
  if (words.size() < 5 || words[0] != spv::MagicNumber) {
    error = "not a SPIR-V module (bad magic or too short)";
    return false;
  }
  info.version = words[1];
  std::map<uint32_t, TypeInfo> types;            // type and constant ids
  std::map<uint32_t, std::pair<uint32_t, uint32_t>> variables;  // id -> (pointer type, storage class)
  std::map<uint32_t, uint32_t> sets, bindings;
  std::set<uint32_t> blocks, bufferBlocks;
  std::set<uint32_t> nonWritable;  // variables, or block structs with a NonWritable member
  std::map<uint32_t, std::string> names;
  std::set<uint32_t> computeEntryIds;
  std::vector<std::pair<uint32_t, std::vector<uint32_t>>> localSizes;
  std::map<uint32_t, uint32_t> scalarWidth;  // int/float (and vector) type -> bit width

  for (size_t pos = 5; pos < words.size();) {
    uint32_t count = words[pos] >> 16, op = words[pos] & 0xffff;
    if (count == 0 || pos + count > words.size()) {
      error = "truncated instruction at word " + std::to_string(pos);
      return false;
    }
    const uint32_t* w = &words[pos];
    switch (op) {
      case spv::OpCapability:
        if (count >= 2) info.capabilities.push_back(w[1]);
        break;
      case spv::OpExtension:
        info.extensions.push_back(readString(w + 1, count - 1));
        break;
      case spv::OpEntryPoint:
        if (count >= 4) info.entryPoints.push_back({w[1], readString(w + 3, count - 3)});
        if (count >= 4 && w[1] == spv::ExecutionModelGLCompute) {
          info.computeEntryPoints.push_back(readString(w + 3, count - 3));
          computeEntryIds.insert(w[2]);
        }
        if (count >= 4 && w[1] == spv::ExecutionModelVertex) info.vertexEntryPoints.push_back(readString(w + 3, count - 3));
        if (count >= 4 && w[1] == spv::ExecutionModelFragment)
          info.fragmentEntryPoints.push_back(readString(w + 3, count - 3));
        break;
      case spv::OpExecutionMode:
        if (count >= 6 && w[2] == spv::ExecutionModeLocalSize)
          localSizes.push_back({w[1], {w[3], w[4], w[5]}});
        break;
      case spv::OpName:
        if (count >= 3) names[w[1]] = readString(w + 2, count - 2);
        break;
      case spv::OpDecorate:
        if (count >= 3) {
          if (w[2] == spv::DecorationDescriptorSet && count >= 4) sets[w[1]] = w[3];
          if (w[2] == spv::DecorationBinding && count >= 4) bindings[w[1]] = w[3];
          if (w[2] == spv::DecorationBlock) blocks.insert(w[1]);
          if (w[2] == spv::DecorationBufferBlock) bufferBlocks.insert(w[1]);
          if (w[2] == spv::DecorationNonWritable) nonWritable.insert(w[1]);
        }
        break;
      case spv::OpMemberDecorate:
        if (count >= 4 && w[3] == spv::DecorationNonWritable) nonWritable.insert(w[1]);
        break;
      case spv::OpTypePointer:
      case spv::OpTypeImage:
      case spv::OpTypeSampler:
      case spv::OpTypeSampledImage:
      case spv::OpTypeArray:
      case spv::OpTypeRuntimeArray:
      case spv::OpTypeStruct:
      case spv::OpTypeAccelerationStructureKHR:
        if (count >= 2) types[w[1]] = TypeInfo{op, std::vector<uint32_t>(w + 2, w + count)};
        break;
      case spv::OpConstant:  // result type, id, value: keep the value for array lengths
        if (count >= 4) types[w[2]] = TypeInfo{op, std::vector<uint32_t>(w + 3, w + count)};
        break;
      case spv::OpVariable:
        if (count >= 4) variables[w[2]] = {w[1], w[3]};
        break;
      case spv::OpTypeInt:
      case spv::OpTypeFloat:
        if (count >= 3) scalarWidth[w[1]] = w[2];
        break;
      case spv::OpTypeVector:
        if (count >= 3 && scalarWidth.count(w[2])) scalarWidth[w[1]] = scalarWidth[w[2]];
        break;
      case spv::OpImageSampleImplicitLod:
      case spv::OpImageSampleExplicitLod:
      case spv::OpImageFetch:
      case spv::OpImageSparseSampleImplicitLod:
      case spv::OpImageSparseSampleExplicitLod:
      case spv::OpImageSparseFetch:
        if (count > 5 && (w[5] & spv::ImageOperandsOffsetMask)) info.usesSampleOffset = true;
        break;
      case spv::OpImageSampleDrefImplicitLod:
      case spv::OpImageSampleDrefExplicitLod:
      case spv::OpImageSparseSampleDrefImplicitLod:
      case spv::OpImageSparseSampleDrefExplicitLod:
        if (count > 6 && (w[6] & spv::ImageOperandsOffsetMask)) info.usesSampleOffset = true;
        break;
      default:
        // Value-carrying subgroup ops: broadcasts, shuffles, arithmetic, quad ops (their
        // result has the operand's type).
        if (op >= spv::OpGroupNonUniformBroadcast && op <= spv::OpGroupNonUniformQuadSwap && count >= 2) {
          auto width = scalarWidth.find(w[1]);
          if (width != scalarWidth.end() && width->second != 32) info.usesSubgroupExtendedTypes = true;
        }
        break;
    }
    pos += count;
  }

  for (const auto& [id, size] : localSizes)
    if (computeEntryIds.count(id))
      for (int i = 0; i < 3; ++i) info.localSize[i] = size[i];

  for (const auto& [id, var] : variables) {
    auto [ptrType, storage] = var;
    if (storage == spv::StorageClassPushConstant) info.usesPushConstants = true;
    if (!sets.count(id) && !bindings.count(id)) continue;
    SpirvDescriptor d;
    d.set = sets.count(id) ? sets[id] : 0;
    d.binding = bindings.count(id) ? bindings[id] : 0;
    d.name = names.count(id) ? names[id] : "%" + std::to_string(id);
    // Pointee type, with one level of array stripped for descriptor arrays.
    uint32_t t = types.count(ptrType) && types[ptrType].operands.size() >= 2 ? types[ptrType].operands[1] : 0;
    if (types.count(t) && types[t].op == spv::OpTypeArray && !types[t].operands.empty()) {
      uint32_t lenId = types[t].operands.size() >= 2 ? types[t].operands[1] : 0;
      d.count = types.count(lenId) && !types[lenId].operands.empty() ? types[lenId].operands[0] : 1;
      t = types[t].operands[0];
    } else if (types.count(t) && types[t].op == spv::OpTypeRuntimeArray && !types[t].operands.empty()) {
      d.count = 0;
      t = types[t].operands[0];
    }
    const TypeInfo* ti = types.count(t) ? &types[t] : nullptr;
    if (storage == spv::StorageClassStorageBuffer) {
      d.type = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
    } else if (storage == spv::StorageClassUniform) {
      d.type = bufferBlocks.count(t) ? VK_DESCRIPTOR_TYPE_STORAGE_BUFFER : VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER;
    } else if (storage == spv::StorageClassUniformConstant && ti) {
      // OpTypeImage operands: sampled type, Dim, Depth, Arrayed, MS, Sampled, Format.
      if (ti->op == spv::OpTypeImage && ti->operands.size() >= 6) {
        bool buffer = ti->operands[1] == spv::DimBuffer;
        bool storageImg = ti->operands[5] == 2;
        d.type = buffer ? (storageImg ? VK_DESCRIPTOR_TYPE_STORAGE_TEXEL_BUFFER : VK_DESCRIPTOR_TYPE_UNIFORM_TEXEL_BUFFER)
                        : (storageImg ? VK_DESCRIPTOR_TYPE_STORAGE_IMAGE : VK_DESCRIPTOR_TYPE_SAMPLED_IMAGE);
        if (!buffer) {
          d.imageDim = ti->operands[1];
          d.arrayed = ti->operands[3] != 0;
          d.multisampled = ti->operands[4] != 0;
        }
      } else if (ti->op == spv::OpTypeSampler) {
        d.type = VK_DESCRIPTOR_TYPE_SAMPLER;
      } else if (ti->op == spv::OpTypeSampledImage) {
        // GLSL's samplerBuffer is a sampled image over a buffer image: a uniform texel buffer.
        const TypeInfo* image = !ti->operands.empty() && types.count(ti->operands[0]) ? &types[ti->operands[0]] : nullptr;
        bool buffer = image && image->op == spv::OpTypeImage && image->operands.size() >= 2 &&
                      image->operands[1] == spv::DimBuffer;
        d.type = buffer ? VK_DESCRIPTOR_TYPE_UNIFORM_TEXEL_BUFFER : VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER;
      } else if (ti->op == spv::OpTypeAccelerationStructureKHR) {
        d.type = VK_DESCRIPTOR_TYPE_ACCELERATION_STRUCTURE_KHR;
      }
    }
    d.writable = (d.type == VK_DESCRIPTOR_TYPE_STORAGE_BUFFER || d.type == VK_DESCRIPTOR_TYPE_STORAGE_IMAGE ||
                  d.type == VK_DESCRIPTOR_TYPE_STORAGE_TEXEL_BUFFER) &&
                 !nonWritable.count(id) && !nonWritable.count(t);
    info.descriptors.push_back(std::move(d));
  }
  return true;
}

}  // namespace dxsv::exec
