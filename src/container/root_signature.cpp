// RTS0 part: D3D12 root signatures (parse, validate, serialize).
//
// Layout (little-endian u32s; offsets are from the start of the part data):
//   header (24 bytes): Version | NumParameters | RootParametersOffset | NumStaticSamplers
//                      | StaticSamplersOffset | Flags
//   root parameter (12 bytes each): ParameterType | ShaderVisibility | PayloadOffset
//   payloads:
//     root constants (12):       ShaderRegister | RegisterSpace | Num32BitValues
//     root descriptor (8 / 12):  ShaderRegister | RegisterSpace [| Flags, 1.1+]
//     descriptor table (8):      NumDescriptorRanges | DescriptorRangesOffset
//     descriptor range (20 / 24): RangeType | NumDescriptors | BaseShaderRegister | RegisterSpace
//                                 [| Flags, 1.1+] | OffsetInDescriptorsFromTableStart
//   static sampler (52 / 56):  Filter | AddressU | AddressV | AddressW | MipLODBias f32
//                              | MaxAnisotropy | ComparisonFunc | BorderColor | MinLOD f32
//                              | MaxLOD f32 | ShaderRegister | RegisterSpace | ShaderVisibility
//                              [| Flags, 1.2]
// Version: 1 = 1.0, 2 = 1.1, 3 = 1.2. DXC writes the parts in the order header, parameter
// array, each parameter's payload (a table's ranges right after its 8-byte header), samplers;
// the serializer below does the same, so DXC's blobs round-trip byte for byte.
#include "container/root_signature.h"

#include <algorithm>
#include <bit>
#include <map>
#include <string>
#include <utility>

#include "container/container.h"
#include "container/read.h"

namespace dxsv::container {

namespace {

constexpr uint64_t kHeaderSize = 24;
constexpr uint64_t kParameterSize = 12;
constexpr uint64_t kConstantsSize = 12;
constexpr uint64_t kTableSize = 8;
constexpr uint64_t kU32Max = 0xffffffffu;
constexpr uint64_t kPastU32 = kU32Max + 1;  // "no offset left": the table start after an unbounded range
// D3D12 reserves these register spaces for the system.
constexpr uint32_t kReservedSpaceBegin = 0xfffffff0u;

uint64_t rootDescriptorSize(uint32_t version) { return version == 1 ? 8 : 12; }
uint64_t rangeSize(uint32_t version) { return version == 1 ? 20 : 24; }
uint64_t samplerSize(uint32_t version) { return version >= 3 ? 56 : 52; }

Error fail(const std::string& what) { return makeError("RTS0 part: " + what); }
Error invalid(const std::string& what) { return makeError("root signature: " + what); }

// Whether `count` records of `size` bytes at `offset` lie inside `bytes` (64-bit math: count and
// offset are u32s and size is small, so nothing wraps).
bool fits(std::span<const uint8_t> bytes, uint64_t offset, uint64_t count, uint64_t size) {
  return offset <= bytes.size() && count * size <= bytes.size() - offset;
}

std::string partEnd(std::span<const uint8_t> bytes) {
  return "past the end of the " + std::to_string(bytes.size()) + "-byte part";
}

bool knownVisibility(ShaderVisibility v) { return uint32_t(v) <= uint32_t(ShaderVisibility::Mesh); }
bool knownRangeType(DescriptorRangeType t) { return uint32_t(t) <= uint32_t(DescriptorRangeType::Sampler); }

const char* visibilityName(ShaderVisibility v) {
  static const char* const names[] = {"all", "vertex", "hull", "domain", "geometry", "pixel", "amplification", "mesh"};
  return knownVisibility(v) ? names[uint32_t(v)] : "unknown";
}
const char* rangeTypeName(DescriptorRangeType t) {
  static const char* const names[] = {"SRV", "UAV", "CBV", "sampler"};
  return knownRangeType(t) ? names[uint32_t(t)] : "unknown";
}
char registerLetter(DescriptorRangeType t) {
  static const char letters[] = {'t', 'u', 'b', 's'};
  return knownRangeType(t) ? letters[uint32_t(t)] : '?';
}

// Start offsets of a table's ranges: APPEND continues after the previous range; nothing can
// follow an unbounded range by APPEND. Returns kPastU32 or more where no start exists.
std::vector<uint64_t> rangeStarts(const std::vector<DescriptorRange>& ranges) {
  std::vector<uint64_t> starts;
  starts.reserve(ranges.size());
  uint64_t next = 0;
  for (const DescriptorRange& r : ranges) {
    const uint64_t start = r.offsetInTable == kDescriptorRangeOffsetAppend ? next : r.offsetInTable;
    starts.push_back(start);
    next = r.numDescriptors == kUnboundedRange ? kPastU32 : std::min(start + r.numDescriptors, 2 * kPastU32);
  }
  return starts;
}

void resolveOffsets(std::vector<DescriptorRange>& ranges) {
  const std::vector<uint64_t> starts = rangeStarts(ranges);
  for (size_t i = 0; i < ranges.size(); ++i)
    ranges[i].resolvedOffset = starts[i] > kU32Max ? kDescriptorRangeOffsetAppend : uint32_t(starts[i]);
}

}  // namespace

uint32_t rootSignatureDwords(const RootSignature& sig) {
  uint64_t total = 0;
  for (const RootParameter& p : sig.parameters) {
    switch (p.type) {
      case RootParameterType::DescriptorTable: total += 1; break;
      case RootParameterType::Constants32Bit: total += p.num32BitValues; break;
      case RootParameterType::CBV:
      case RootParameterType::SRV:
      case RootParameterType::UAV: total += 2; break;
      default: break;
    }
  }
  return uint32_t(std::min(total, kU32Max));
}

Result<RootSignature> parseRootSignature(std::span<const uint8_t> bytes) {
  if (bytes.size() < kHeaderSize)
    return fail("header needs " + std::to_string(kHeaderSize) + " bytes, the part has only " +
                std::to_string(bytes.size()));
  RootSignature sig;
  sig.version = readU32(bytes, 0);
  if (sig.version < 1 || sig.version > 3)
    return fail("unknown Version " + std::to_string(sig.version) + " (expected 1 for 1.0, 2 for 1.1 or 3 for 1.2)");
  const uint64_t numParameters = readU32(bytes, 4);
  const uint64_t parametersOffset = readU32(bytes, 8);
  const uint64_t numSamplers = readU32(bytes, 12);
  const uint64_t samplersOffset = readU32(bytes, 16);
  sig.flags = readU32(bytes, 20);
  const uint32_t v = sig.version;

  // Counts are checked against the bytes before anything is reserved.
  if (!fits(bytes, parametersOffset, numParameters, kParameterSize))
    return fail("NumParameters " + std::to_string(numParameters) + " at RootParametersOffset " +
                hex(parametersOffset) + " need " + std::to_string(numParameters * kParameterSize) + " bytes, " +
                partEnd(bytes));
  if (!fits(bytes, samplersOffset, numSamplers, samplerSize(v)))
    return fail("NumStaticSamplers " + std::to_string(numSamplers) + " at StaticSamplersOffset " +
                hex(samplersOffset) + " need " + std::to_string(numSamplers * samplerSize(v)) + " bytes, " +
                partEnd(bytes));

  // Tables may point at shared range arrays; capping the total at what the part could hold
  // unshared keeps memory linear in the part size.
  uint64_t rangeBudget = bytes.size() / rangeSize(v);
  sig.parameters.reserve(numParameters);
  for (uint64_t i = 0; i < numParameters; ++i) {
    const uint64_t at = parametersOffset + i * kParameterSize;
    RootParameter p;
    const uint32_t type = readU32(bytes, at);
    p.visibility = ShaderVisibility(readU32(bytes, at + 4));
    const uint64_t payload = readU32(bytes, at + 8);
    const std::string label = "root parameter " + std::to_string(i);
    auto payloadFits = [&](uint64_t size, const char* what) -> Status {
      if (fits(bytes, payload, 1, size)) return Status::success();
      return fail(label + " (" + what + ") payload at PayloadOffset " + hex(payload) + " (" + std::to_string(size) +
                  " bytes) lies " + partEnd(bytes));
    };
    switch (type) {
      case uint32_t(RootParameterType::DescriptorTable): {
        p.type = RootParameterType::DescriptorTable;
        if (Status s = payloadFits(kTableSize, "descriptor table"); !s) return s.takeError();
        const uint64_t numRanges = readU32(bytes, payload);
        const uint64_t rangesOffset = readU32(bytes, payload + 4);
        if (!fits(bytes, rangesOffset, numRanges, rangeSize(v)))
          return fail(label + " (descriptor table): NumDescriptorRanges " + std::to_string(numRanges) +
                      " at DescriptorRangesOffset " + hex(rangesOffset) + " need " +
                      std::to_string(numRanges * rangeSize(v)) + " bytes, " + partEnd(bytes));
        if (numRanges > rangeBudget)
          return fail(label + " (descriptor table): NumDescriptorRanges " + std::to_string(numRanges) +
                      " brings the ranges of all tables past the " + std::to_string(bytes.size() / rangeSize(v)) +
                      " the part can hold");
        rangeBudget -= numRanges;
        p.ranges.reserve(numRanges);
        for (uint64_t j = 0; j < numRanges; ++j) {
          const uint64_t r = rangesOffset + j * rangeSize(v);
          DescriptorRange range;
          range.type = DescriptorRangeType(readU32(bytes, r));
          range.numDescriptors = readU32(bytes, r + 4);
          range.baseRegister = readU32(bytes, r + 8);
          range.space = readU32(bytes, r + 12);
          if (v == 1) {
            range.offsetInTable = readU32(bytes, r + 16);
          } else {
            range.flags = readU32(bytes, r + 16);
            range.offsetInTable = readU32(bytes, r + 20);
          }
          p.ranges.push_back(range);
        }
        resolveOffsets(p.ranges);
        break;
      }
      case uint32_t(RootParameterType::Constants32Bit):
        p.type = RootParameterType::Constants32Bit;
        if (Status s = payloadFits(kConstantsSize, "root constants"); !s) return s.takeError();
        p.shaderRegister = readU32(bytes, payload);
        p.space = readU32(bytes, payload + 4);
        p.num32BitValues = readU32(bytes, payload + 8);
        break;
      case uint32_t(RootParameterType::CBV):
      case uint32_t(RootParameterType::SRV):
      case uint32_t(RootParameterType::UAV):
        p.type = RootParameterType(type);
        if (Status s = payloadFits(rootDescriptorSize(v), "root descriptor"); !s) return s.takeError();
        p.shaderRegister = readU32(bytes, payload);
        p.space = readU32(bytes, payload + 4);
        if (v != 1) p.flags = readU32(bytes, payload + 8);
        break;
      default:
        return fail(label + " has unknown ParameterType " + std::to_string(type) +
                    " (expected 0 table, 1 constants, 2 CBV, 3 SRV or 4 UAV)");
    }
    sig.parameters.push_back(std::move(p));
  }

  sig.staticSamplers.reserve(numSamplers);
  for (uint64_t i = 0; i < numSamplers; ++i) {
    const uint64_t at = samplersOffset + i * samplerSize(v);
    StaticSampler s;
    s.filter = readU32(bytes, at);
    s.addressU = readU32(bytes, at + 4);
    s.addressV = readU32(bytes, at + 8);
    s.addressW = readU32(bytes, at + 12);
    s.mipLodBias = std::bit_cast<float>(readU32(bytes, at + 16));
    s.maxAnisotropy = readU32(bytes, at + 20);
    s.comparisonFunc = readU32(bytes, at + 24);
    s.borderColor = readU32(bytes, at + 28);
    s.minLod = std::bit_cast<float>(readU32(bytes, at + 32));
    s.maxLod = std::bit_cast<float>(readU32(bytes, at + 36));
    s.shaderRegister = readU32(bytes, at + 40);
    s.space = readU32(bytes, at + 44);
    s.visibility = ShaderVisibility(readU32(bytes, at + 48));
    if (v >= 3) s.flags = readU32(bytes, at + 52);
    sig.staticSamplers.push_back(s);
  }
  return sig;
}

Result<RootSignature> parseSerializedRootSignature(std::span<const uint8_t> blob) {
  // A raw RTS0 part starts with its version (1..3), never with "DXBC".
  if (blob.size() >= 4 && readU32(blob, 0) == fourcc("DXBC")) {
    Result<Container> c = parse(blob);
    if (!c) return c.takeError();
    const Part* part = c->find(fourcc("RTS0"));
    if (!part) return makeError("DXBC container: no RTS0 part (a serialized root signature needs one)");
    return parseRootSignature(part->data);
  }
  return parseRootSignature(blob);
}

namespace {

// Finds register ranges that overlap. Entries come in declaration order; the error names the
// first entry that overlaps an earlier one, and one of those earlier ones. Each (class, visibility)
// bucket holds pairwise disjoint intervals (any overlap is reported before insertion), keyed by
// (space, first register), so one lookup per bucket finds a collision in O(log n).
class OverlapChecker {
 public:
  Status add(DescriptorRangeType cls, ShaderVisibility vis, uint32_t space, uint64_t lo, uint64_t hi,
             std::string label) {
    const size_t c = uint32_t(cls), v = uint32_t(vis);
    size_t hit = kNone;
    auto probe = [&](size_t bucket) {
      const auto& intervals = buckets_[c][bucket];
      auto it = intervals.upper_bound({space, hi});
      if (it == intervals.begin()) return;
      --it;  // the interval starting last at or before hi: the only candidate, since they are disjoint
      if (it->first.first == space && it->second.hi >= lo) hit = std::min(hit, it->second.entry);
    };
    if (vis == ShaderVisibility::All) {
      for (size_t b = 0; b < kVisibilities; ++b) probe(b);
    } else {
      probe(v);
      probe(uint32_t(ShaderVisibility::All));
    }
    if (hit != kNone) return invalid(label + " overlaps " + labels_[hit]);
    buckets_[c][v].emplace(std::make_pair(space, lo), Interval{hi, labels_.size()});
    labels_.push_back(std::move(label));
    return Status::success();
  }

 private:
  static constexpr size_t kNone = ~size_t(0);
  static constexpr size_t kVisibilities = 8;
  struct Interval {
    uint64_t hi;
    size_t entry;
  };
  std::map<std::pair<uint32_t, uint64_t>, Interval> buckets_[4][kVisibilities];
  std::vector<std::string> labels_;
};

std::string spaceAndVisibility(uint32_t space, ShaderVisibility vis) {
  std::string s = ", space " + std::to_string(space);
  if (vis != ShaderVisibility::All) s += std::string(", visibility ") + visibilityName(vis);
  return s;
}

std::string registerName(DescriptorRangeType cls, uint64_t reg) { return registerLetter(cls) + std::to_string(reg); }

std::string describeRange(const DescriptorRange& r) {
  std::string s = std::string(rangeTypeName(r.type)) + " " + registerName(r.type, r.baseRegister);
  if (r.numDescriptors == kUnboundedRange)
    s += "-unbounded";
  else if (r.numDescriptors > 1)
    s += "-" + registerName(r.type, uint64_t(r.baseRegister) + r.numDescriptors - 1);
  return s + ", space " + std::to_string(r.space);
}

Status checkSpace(uint32_t space, const std::string& label) {
  if (space >= kReservedSpaceBegin)
    return invalid(label + " uses register space " + hex(space) + ", reserved for the system (" +
                   hex(kReservedSpaceBegin) + " and up)");
  return Status::success();
}

Status validateTable(const RootSignature& sig, const RootParameter& p, const std::string& label,
                     OverlapChecker& overlaps) {
  const std::vector<uint64_t> starts = rangeStarts(p.ranges);
  constexpr size_t kNone = ~size_t(0);
  size_t samplerRange = kNone, resourceRange = kNone;  // the last range of each kind so far
  for (size_t j = 0; j < p.ranges.size(); ++j) {
    const DescriptorRange& r = p.ranges[j];
    const std::string where = label + ", range " + std::to_string(j);
    if (!knownRangeType(r.type))
      return invalid(where + " has unknown RangeType " + std::to_string(uint32_t(r.type)) +
                     " (expected 0 SRV, 1 UAV, 2 CBV or 3 sampler)");
    const std::string rlabel = where + " (" + describeRange(r) + ")";
    (r.type == DescriptorRangeType::Sampler ? samplerRange : resourceRange) = j;
    if (samplerRange != kNone && resourceRange != kNone)
      return invalid(label + " mixes sampler ranges with SRV/UAV/CBV ranges (range " +
                     std::to_string(std::min(samplerRange, resourceRange)) + " and range " + std::to_string(j) +
                     "); a table holds either samplers or resources");
    if (r.numDescriptors == 0) return invalid(rlabel + " has NumDescriptors 0");
    if (sig.version == 1 && r.flags != 0)
      return invalid(rlabel + " has flags " + hex(r.flags) + ", but a version 1.0 root signature has no range flags");
    const bool unbounded = r.numDescriptors == kUnboundedRange;
    const uint64_t lastRegister = unbounded ? kU32Max : uint64_t(r.baseRegister) + r.numDescriptors - 1;
    if (lastRegister > kU32Max)
      return invalid(rlabel + " runs past register " + std::to_string(kU32Max));
    const bool append = r.offsetInTable == kDescriptorRangeOffsetAppend;
    if (append && j > 0 && p.ranges[j - 1].numDescriptors == kUnboundedRange)
      return invalid(rlabel + " is appended (DESCRIPTOR_RANGE_OFFSET_APPEND) after the unbounded range " +
                     std::to_string(j - 1) + ", so it has no table offset");
    if (starts[j] > kU32Max || (!unbounded && starts[j] + r.numDescriptors - 1 > kU32Max))
      return invalid(rlabel + " at table offset " + std::to_string(starts[j]) +
                     " runs past descriptor 4294967295 of the table (the offset overflows 32 bits)");
    if (Status s = checkSpace(r.space, rlabel); !s) return s;
    if (Status s = overlaps.add(r.type, p.visibility, r.space, r.baseRegister, lastRegister, rlabel); !s) return s;
  }
  return Status::success();
}

}  // namespace

Status validateRootSignature(const RootSignature& sig) {
  if (sig.version < 1 || sig.version > 3)
    return invalid("unknown version " + std::to_string(sig.version) + " (expected 1 for 1.0, 2 for 1.1 or 3 for 1.2)");
  // A local root signature's arguments live in shader records, not in the 64-DWORD root
  // arguments: its limit (4064 bytes of local root arguments) is checked where they are laid
  // out (bindings/shader_record.h).
  const bool local = (sig.flags & kLocalRootSignatureFlag) != 0;
  if (const uint32_t dwords = rootSignatureDwords(sig); !local && dwords > kMaxRootSignatureDwords)
    return invalid("takes " + std::to_string(dwords) + " DWORDs, more than the " +
                   std::to_string(kMaxRootSignatureDwords) +
                   " allowed (root constants cost one per value, root descriptors 2, tables 1)");

  OverlapChecker overlaps;
  for (size_t i = 0; i < sig.parameters.size(); ++i) {
    const RootParameter& p = sig.parameters[i];
    const std::string index = "root parameter " + std::to_string(i);
    if (!knownVisibility(p.visibility))
      return invalid(index + " has unknown ShaderVisibility " + std::to_string(uint32_t(p.visibility)));
    const std::string vis =
        p.visibility == ShaderVisibility::All ? "" : std::string(", visibility ") + visibilityName(p.visibility);
    switch (p.type) {
      case RootParameterType::DescriptorTable:
        if (Status s = validateTable(sig, p, index + " (descriptor table" + vis + ")", overlaps); !s) return s;
        break;
      case RootParameterType::Constants32Bit: {
        const std::string label = index + " (root constants " +
                                  registerName(DescriptorRangeType::CBV, p.shaderRegister) +
                                  spaceAndVisibility(p.space, p.visibility) + ")";
        if (p.num32BitValues == 0) return invalid(label + " has Num32BitValues 0");
        if (Status s = checkSpace(p.space, label); !s) return s;
        // Root constants are one constant buffer: they take a single b register.
        if (Status s = overlaps.add(DescriptorRangeType::CBV, p.visibility, p.space, p.shaderRegister,
                                    p.shaderRegister, label);
            !s)
          return s;
        break;
      }
      case RootParameterType::CBV:
      case RootParameterType::SRV:
      case RootParameterType::UAV: {
        const DescriptorRangeType cls = p.type == RootParameterType::CBV   ? DescriptorRangeType::CBV
                                        : p.type == RootParameterType::SRV ? DescriptorRangeType::SRV
                                                                           : DescriptorRangeType::UAV;
        const std::string label = index + " (root " + rangeTypeName(cls) + " " +
                                  registerName(cls, p.shaderRegister) + spaceAndVisibility(p.space, p.visibility) + ")";
        if (sig.version == 1 && p.flags != 0)
          return invalid(label + " has flags " + hex(p.flags) +
                         ", but a version 1.0 root signature has no root descriptor flags");
        if (Status s = checkSpace(p.space, label); !s) return s;
        if (Status s = overlaps.add(cls, p.visibility, p.space, p.shaderRegister, p.shaderRegister, label); !s)
          return s;
        break;
      }
      default:
        return invalid(index + " has unknown ParameterType " + std::to_string(uint32_t(p.type)));
    }
  }

  for (size_t i = 0; i < sig.staticSamplers.size(); ++i) {
    const StaticSampler& s = sig.staticSamplers[i];
    const std::string index = "static sampler " + std::to_string(i);
    if (!knownVisibility(s.visibility))
      return invalid(index + " has unknown ShaderVisibility " + std::to_string(uint32_t(s.visibility)));
    const std::string label = index + " (" + registerName(DescriptorRangeType::Sampler, s.shaderRegister) +
                              spaceAndVisibility(s.space, s.visibility) + ")";
    if (sig.version < 3 && s.flags != 0)
      return invalid(label + " has flags " + hex(s.flags) + ", but static sampler flags need version 1.2");
    if (Status st = checkSpace(s.space, label); !st) return st;
    if (Status st = overlaps.add(DescriptorRangeType::Sampler, s.visibility, s.space, s.shaderRegister,
                                 s.shaderRegister, label);
        !st)
      return st;
  }
  return Status::success();
}

namespace {

void putU32(std::vector<uint8_t>& out, uint32_t value) {
  for (int i = 0; i < 4; ++i) out.push_back(uint8_t(value >> (8 * i)));
}
void setU32(std::vector<uint8_t>& out, size_t at, uint32_t value) {
  for (int i = 0; i < 4; ++i) out[at + i] = uint8_t(value >> (8 * i));
}

}  // namespace

std::vector<uint8_t> serializeRootSignature(const RootSignature& sig) {
  const uint32_t v = sig.version;
  std::vector<uint8_t> out;
  putU32(out, v);
  putU32(out, uint32_t(sig.parameters.size()));
  putU32(out, uint32_t(kHeaderSize));
  putU32(out, uint32_t(sig.staticSamplers.size()));
  putU32(out, 0);  // StaticSamplersOffset, set below
  putU32(out, sig.flags);
  out.resize(out.size() + kParameterSize * sig.parameters.size(), 0);

  for (size_t i = 0; i < sig.parameters.size(); ++i) {
    const RootParameter& p = sig.parameters[i];
    const size_t header = kHeaderSize + kParameterSize * i;
    setU32(out, header, uint32_t(p.type));
    setU32(out, header + 4, uint32_t(p.visibility));
    setU32(out, header + 8, uint32_t(out.size()));
    switch (p.type) {
      case RootParameterType::DescriptorTable:
        putU32(out, uint32_t(p.ranges.size()));
        putU32(out, uint32_t(out.size() + 4));  // the ranges follow the table header
        for (const DescriptorRange& r : p.ranges) {
          putU32(out, uint32_t(r.type));
          putU32(out, r.numDescriptors);
          putU32(out, r.baseRegister);
          putU32(out, r.space);
          if (v != 1) putU32(out, r.flags);
          putU32(out, r.offsetInTable);
        }
        break;
      case RootParameterType::Constants32Bit:
        putU32(out, p.shaderRegister);
        putU32(out, p.space);
        putU32(out, p.num32BitValues);
        break;
      case RootParameterType::CBV:
      case RootParameterType::SRV:
      case RootParameterType::UAV:
        putU32(out, p.shaderRegister);
        putU32(out, p.space);
        if (v != 1) putU32(out, p.flags);
        break;
      default:
        setU32(out, header + 8, 0);  // unknown type: no payload to write
        break;
    }
  }

  setU32(out, 16, uint32_t(out.size()));
  for (const StaticSampler& s : sig.staticSamplers) {
    for (uint32_t value : {s.filter, s.addressU, s.addressV, s.addressW, std::bit_cast<uint32_t>(s.mipLodBias),
                           s.maxAnisotropy, s.comparisonFunc, s.borderColor, std::bit_cast<uint32_t>(s.minLod),
                           std::bit_cast<uint32_t>(s.maxLod), s.shaderRegister, s.space, uint32_t(s.visibility)})
      putU32(out, value);
    if (v >= 3) putU32(out, s.flags);
  }
  return out;
}

std::vector<uint8_t> wrapInContainer(uint32_t code, std::span<const uint8_t> partData) {
  constexpr uint32_t kContainerHeaderSize = 32, kPartOffset = kContainerHeaderSize + 4;
  std::vector<uint8_t> out;
  putU32(out, fourcc("DXBC"));
  out.resize(out.size() + 16, 0);  // digest: all zero marks the container unsigned
  putU32(out, 1);                  // version 1.0 (major u16 = 1, minor u16 = 0)
  putU32(out, 0);                  // total size, set below
  putU32(out, 1);                  // part count
  putU32(out, kPartOffset);
  putU32(out, code);
  putU32(out, uint32_t(partData.size()));
  out.insert(out.end(), partData.begin(), partData.end());
  while (out.size() % 4) out.push_back(0);  // parts are 4-byte aligned
  setU32(out, 24, uint32_t(out.size()));
  return out;
}

}  // namespace dxsv::container
