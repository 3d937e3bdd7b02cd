// RDAT part: the subobject table of DXIL libraries.
//
// Layout (little-endian u32s):
//   header: Version (0x10) | PartCount | PartOffset[PartCount] (from the header start, 4-aligned)
//   each part: Type | Size | Size bytes of data
//     1 string buffer: NUL-terminated UTF-8 strings, referenced by byte offset
//     2 index arrays: u32s; an array referenced by u32 index i is Count = [i], then Count values
//     5 raw bytes: referenced by (byte offset, size)
//     6 subobject table: RecordCount | RecordStride | records
//     (3 resources, 4 functions and later types are not read here)
//   subobject record: Kind | Name (string) | up to four kind-specific u32s:
//     StateObjectConfig: Flags;  Global/LocalRootSignature: RawBytesOffset | SizeInBytes
//     SubobjectToExportsAssociation: Subobject (string) | Exports (index array of strings)
//     RaytracingShaderConfig: MaxPayloadSizeInBytes | MaxAttributeSizeInBytes
//     RaytracingPipelineConfig: MaxTraceRecursionDepth;  ...Config1: MaxTraceRecursionDepth | Flags
//     HitGroup: Type | AnyHit | ClosestHit | Intersection (strings; offset 0 is "")
// A stride shorter than a kind's fields leaves the missing fields 0 (the format lets records
// grow); a longer stride's extra bytes are skipped.
#include "container/subobjects.h"

#include <string>

#include "common/escape.h"
#include "container/container.h"
#include "container/read.h"

namespace dxsv::container {

namespace {

constexpr uint32_t kRdatVersion = 0x10;
enum : uint32_t { kStringBuffer = 1, kIndexArrays = 2, kRawBytes = 5, kSubobjectTable = 6 };

Error fail(const std::string& what) { return makeError("RDAT part: " + what); }

struct Rdat {
  std::span<const uint8_t> strings, indices, rawBytes, subobjects;
  bool hasStrings = false, hasIndices = false, hasRawBytes = false, hasSubobjects = false;
};

Result<std::string> stringAt(const Rdat& rdat, uint32_t offset, const std::string& what) {
  if (!rdat.hasStrings) return fail(what + " names a string, but there is no string buffer");
  if (offset >= rdat.strings.size())
    return fail(what + ": string offset " + std::to_string(offset) + " is past the " +
                std::to_string(rdat.strings.size()) + "-byte string buffer");
  for (uint64_t i = offset; i < rdat.strings.size(); ++i)
    if (rdat.strings[i] == 0) return std::string(reinterpret_cast<const char*>(rdat.strings.data()) + offset, i - offset);
  return fail(what + ": the string at offset " + std::to_string(offset) + " has no terminating NUL");
}

Result<std::vector<std::string>> stringArrayAt(const Rdat& rdat, uint32_t index, const std::string& what) {
  if (!rdat.hasIndices) return fail(what + " names an index array, but there is no index-array part");
  const uint64_t words = rdat.indices.size() / 4;
  if (index >= words)
    return fail(what + ": index array " + std::to_string(index) + " is past the " + std::to_string(words) + " entries");
  const uint64_t count = readU32(rdat.indices, uint64_t(index) * 4);
  if (count > words - index - 1)
    return fail(what + ": index array " + std::to_string(index) + " holds " + std::to_string(count) +
                " entries, past the end of the index-array part");
  std::vector<std::string> out;
  out.reserve(count);
  for (uint64_t i = 0; i < count; ++i) {
    auto s = stringAt(rdat, readU32(rdat.indices, (index + 1 + i) * 4), what + " entry " + std::to_string(i));
    if (!s) return s.takeError();
    out.push_back(std::move(*s));
  }
  return out;
}

Status readParts(std::span<const uint8_t> bytes, Rdat& rdat) {
  if (bytes.size() < 8) return fail("header needs 8 bytes, the part has only " + std::to_string(bytes.size()));
  const uint32_t version = readU32(bytes, 0);
  if (version != kRdatVersion) return fail("unknown Version " + hex(version) + " (expected 0x10)");
  const uint64_t partCount = readU32(bytes, 4);
  if (partCount > (bytes.size() - 8) / 4)
    return fail("PartCount " + std::to_string(partCount) + " needs more offsets than the " +
                std::to_string(bytes.size()) + "-byte part holds");
  for (uint64_t i = 0; i < partCount; ++i) {
    const uint64_t offset = readU32(bytes, 8 + 4 * i);
    const std::string where = "part " + std::to_string(i) + " at offset " + hex(offset);
    if (offset % 4 != 0) return fail(where + " is not 4-byte aligned");
    if (offset < 8 + 4 * partCount) return fail(where + " lies inside the RDAT header");
    if (offset > bytes.size() || bytes.size() - offset < 8) return fail(where + ": its header is past the end of the part");
    const uint32_t type = readU32(bytes, offset);
    const uint64_t size = readU32(bytes, offset + 4);
    if (size > bytes.size() - offset - 8)
      return fail(where + ": Size " + std::to_string(size) + " is past the end of the " +
                  std::to_string(bytes.size()) + "-byte part");
    std::span<const uint8_t> data = bytes.subspan(offset + 8, size);
    auto take = [&](bool& has, std::span<const uint8_t>& slot, const char* name) -> Status {
      if (has) return fail(where + ": a second " + std::string(name));
      has = true;
      slot = data;
      return Status::success();
    };
    Status status;
    switch (type) {
      case kStringBuffer: status = take(rdat.hasStrings, rdat.strings, "string buffer"); break;
      case kIndexArrays: status = take(rdat.hasIndices, rdat.indices, "index-array part"); break;
      case kRawBytes: status = take(rdat.hasRawBytes, rdat.rawBytes, "raw-bytes part"); break;
      case kSubobjectTable: status = take(rdat.hasSubobjects, rdat.subobjects, "subobject table"); break;
      default: break;  // resources, functions and newer tables are not needed here
    }
    if (!status) return status;
  }
  return Status::success();
}

bool knownKind(uint32_t kind) {
  return kind <= uint32_t(SubobjectKind::LocalRootSignature) ||
         (kind >= uint32_t(SubobjectKind::SubobjectToExportsAssociation) && kind <= uint32_t(SubobjectKind::RaytracingPipelineConfig1));
}

// Fills the kind-specific fields of `out` from the record's union words.
Status readKindFields(const Rdat& rdat, const uint32_t (&u)[4], Subobject& out, const std::string& where) {
  switch (out.kind) {
    case SubobjectKind::StateObjectConfig: out.stateObjectFlags = u[0]; break;
    case SubobjectKind::GlobalRootSignature:
    case SubobjectKind::LocalRootSignature: {
      if (!rdat.hasRawBytes) return fail(where + ": root signature bytes, but there is no raw-bytes part");
      if (u[0] > rdat.rawBytes.size() || u[1] > rdat.rawBytes.size() - u[0])
        return fail(where + ": root signature bytes [" + std::to_string(u[0]) + ", +" + std::to_string(u[1]) +
                    ") are past the end of the " + std::to_string(rdat.rawBytes.size()) + "-byte raw-bytes part");
      std::span<const uint8_t> blob = rdat.rawBytes.subspan(u[0], u[1]);
      out.rootSignatureBytes.assign(blob.begin(), blob.end());
      auto sig = parseSerializedRootSignature(blob);
      if (!sig) return fail(where + ": " + sig.error().message);
      if (Status valid = validateRootSignature(*sig); !valid) return fail(where + ": " + valid.error().message);
      out.rootSignature = std::move(*sig);
      break;
    }
    case SubobjectKind::SubobjectToExportsAssociation: {
      auto subobject = stringAt(rdat, u[0], where + " subobject name");
      if (!subobject) return subobject.takeError();
      auto exports = stringArrayAt(rdat, u[1], where + " exports");
      if (!exports) return exports.takeError();
      out.associatedSubobject = std::move(*subobject);
      out.exports = std::move(*exports);
      break;
    }
    case SubobjectKind::RaytracingShaderConfig:
      out.maxPayloadSizeInBytes = u[0];
      out.maxAttributeSizeInBytes = u[1];
      break;
    case SubobjectKind::RaytracingPipelineConfig: out.maxTraceRecursionDepth = u[0]; break;
    case SubobjectKind::RaytracingPipelineConfig1:
      out.maxTraceRecursionDepth = u[0];
      out.pipelineFlags = u[1];
      break;
    case SubobjectKind::HitGroup: {
      if (u[0] > uint32_t(HitGroupType::ProceduralPrimitive)) return fail(where + ": unknown hit group type " + std::to_string(u[0]));
      out.hitGroupType = HitGroupType(u[0]);
      std::string* names[] = {&out.anyHit, &out.closestHit, &out.intersection};
      const char* roles[] = {" any-hit", " closest-hit", " intersection"};
      for (int i = 0; i < 3; ++i) {
        auto s = stringAt(rdat, u[1 + i], where + roles[i] + " name");
        if (!s) return s.takeError();
        *names[i] = std::move(*s);
      }
      break;
    }
  }
  return Status::success();
}

}  // namespace

Result<std::vector<Subobject>> parseRdatSubobjects(std::span<const uint8_t> bytes) {
  Rdat rdat;
  if (Status status = readParts(bytes, rdat); !status) return status.takeError();
  std::vector<Subobject> out;
  if (!rdat.hasSubobjects) return out;
  const std::span<const uint8_t> table = rdat.subobjects;
  if (table.size() < 8) return fail("the subobject table's header needs 8 bytes, it has " + std::to_string(table.size()));
  const uint64_t count = readU32(table, 0), stride = readU32(table, 4);
  if (stride < 8 || stride % 4 != 0)
    return fail("subobject RecordStride " + std::to_string(stride) + " is not a multiple of 4 of at least 8");
  if (count > (table.size() - 8) / stride)
    return fail("subobject table: " + std::to_string(count) + " records of " + std::to_string(stride) +
                " bytes are past the end of its " + std::to_string(table.size()) + " bytes");
  out.reserve(count);
  for (uint64_t i = 0; i < count; ++i) {
    const uint64_t record = 8 + i * stride;
    const std::string where = "subobject " + std::to_string(i);
    Subobject s;
    const uint32_t kind = readU32(table, record);
    if (!knownKind(kind)) return fail(where + ": unknown kind " + std::to_string(kind));
    s.kind = SubobjectKind(kind);
    auto name = stringAt(rdat, readU32(table, record + 4), where + " name");
    if (!name) return name.takeError();
    s.name = std::move(*name);
    uint32_t u[4] = {};
    for (uint64_t w = 0; w < 4 && 8 + 4 * (w + 1) <= stride; ++w) u[w] = readU32(table, record + 8 + 4 * w);
    if (Status status = readKindFields(rdat, u, s, where + " '" + escapeText(s.name) + "'"); !status) return status.takeError();
    out.push_back(std::move(s));
  }
  return out;
}

Result<std::vector<Subobject>> readSubobjects(std::span<const uint8_t> dxbc) {
  auto parsed = parse(dxbc);
  if (!parsed) return parsed.takeError();
  // An fxc shader has no RDAT; "no subobjects" would hide that it cannot be used at all.
  if (Status sm4 = refuseSm4Bytecode(*parsed); !sm4) return sm4.takeError();
  const Part* rdat = parsed->find(fourcc("RDAT"));
  if (!rdat) return std::vector<Subobject>{};
  return parseRdatSubobjects(rdat->data);
}

}  // namespace dxsv::container
