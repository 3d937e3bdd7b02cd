// RTS0 root signatures: DXC-built blobs field by field, serialize/parse round trips for every
// version, hand-built malformed blobs, and the semantic checks.
#include "container/root_signature.h"

#include <gtest/gtest.h>

#include <cfloat>
#include <cstring>
#include <random>

#include "container/container.h"
#include "tests/common/container_builder.h"

namespace dxsv::container {
namespace {

using dxsv::testing::Bytes;
using dxsv::testing::readReference;
using dxsv::testing::setU32;

using PT = RootParameterType;
using RT = DescriptorRangeType;
using SV = ShaderVisibility;
constexpr uint32_t kAppend = kDescriptorRangeOffsetAppend;

std::span<const uint8_t> span(const Bytes& b) { return {b.data(), b.size()}; }

// PayloadOffset of root parameter `index` in a blob with parameters at offset 24.
uint32_t payloadOffset(const Bytes& rts0, size_t index) { return dxsv::testing::getU32(rts0, 24 + 12 * index + 8); }

DescriptorRange range(RT type, uint32_t base, uint32_t num = 1, uint32_t space = 0, uint32_t offset = kAppend,
                      uint32_t flags = 0) {
  DescriptorRange r;
  r.type = type;
  r.baseRegister = base;
  r.numDescriptors = num;
  r.space = space;
  r.offsetInTable = offset;
  r.flags = flags;
  return r;
}
RootParameter table(std::vector<DescriptorRange> ranges, SV vis = SV::All) {
  RootParameter p;
  p.type = PT::DescriptorTable;
  p.visibility = vis;
  p.ranges = std::move(ranges);
  return p;
}
RootParameter constants(uint32_t reg, uint32_t num, uint32_t space = 0, SV vis = SV::All) {
  RootParameter p;
  p.type = PT::Constants32Bit;
  p.shaderRegister = reg;
  p.num32BitValues = num;
  p.space = space;
  p.visibility = vis;
  return p;
}
RootParameter descriptor(PT type, uint32_t reg, uint32_t space = 0, SV vis = SV::All, uint32_t flags = 0) {
  RootParameter p;
  p.type = type;
  p.shaderRegister = reg;
  p.space = space;
  p.visibility = vis;
  p.flags = flags;
  return p;
}
StaticSampler sampler(uint32_t reg, uint32_t space = 0, SV vis = SV::All) {
  StaticSampler s;
  s.filter = 0x15;
  s.addressU = s.addressV = s.addressW = 1;
  s.maxAnisotropy = 16;
  s.comparisonFunc = 4;
  s.borderColor = 2;
  s.maxLod = FLT_MAX;
  s.shaderRegister = reg;
  s.space = space;
  s.visibility = vis;
  return s;
}

// The RTS0 part of reference/binding/NAME.dxil.
Bytes referenceRts0(const std::string& name) {
  Bytes blob = readReference("binding/" + name + ".dxil");
  for (const auto& part : dxsv::testing::splitContainer(blob))
    if (part.fourcc == fourcc("RTS0")) return part.data;
  ADD_FAILURE() << name << " has no RTS0 part";
  return {};
}

RootSignature parseReference(const std::string& name) {
  Bytes rts0 = referenceRts0(name);
  auto sig = parseRootSignature(span(rts0));
  EXPECT_TRUE(sig.ok()) << name << ": " << sig.error().message;
  return sig.ok() ? *sig : RootSignature{};
}

void expectRange(const DescriptorRange& r, RT type, uint32_t base, uint32_t num, uint32_t space, uint32_t stored,
                 uint32_t resolved, uint32_t flags = 0) {
  EXPECT_EQ(r.type, type);
  EXPECT_EQ(r.baseRegister, base);
  EXPECT_EQ(r.numDescriptors, num);
  EXPECT_EQ(r.space, space);
  EXPECT_EQ(r.offsetInTable, stored);
  EXPECT_EQ(r.resolvedOffset, resolved);
  EXPECT_EQ(r.flags, flags);
}

void expectContains(const std::string& message, std::initializer_list<const char*> fragments) {
  for (const char* f : fragments)
    EXPECT_NE(message.find(f), std::string::npos) << "missing '" << f << "' in: " << message;
}

void expectParseError(const Bytes& rts0, std::initializer_list<const char*> fragments) {
  auto sig = parseRootSignature(span(rts0));
  ASSERT_FALSE(sig.ok());
  expectContains(sig.error().message, fragments);
}

void expectInvalid(const RootSignature& sig, std::initializer_list<const char*> fragments) {
  Status status = validateRootSignature(sig);
  ASSERT_FALSE(status.ok());
  expectContains(status.error().message, fragments);
}

void expectValid(const RootSignature& sig) {
  Status status = validateRootSignature(sig);
  EXPECT_TRUE(status.ok()) << status.error().message;
}

// Every reference blob with an RTS0 part: parses, validates, and re-serializes to DXC's exact bytes.
TEST(RootSignature, ReferenceBlobsParseValidateAndRoundTripExactly) {
  size_t found = 0;
  for (const std::string& name : dxsv::testing::referenceBlobNames()) {
    if (name.rfind("binding/", 0) != 0) continue;
    Bytes blob = readReference(name);
    auto c = parse(span(blob));
    ASSERT_TRUE(c.ok()) << name << ": " << c.error().message;
    const Part* part = c->find(fourcc("RTS0"));
    if (!part) continue;
    ++found;
    auto sig = parseRootSignature(part->data);
    ASSERT_TRUE(sig.ok()) << name << ": " << sig.error().message;
    Status valid = validateRootSignature(*sig);
    EXPECT_TRUE(valid.ok()) << name << ": " << valid.error().message;
    EXPECT_LE(rootSignatureDwords(*sig), 64u) << name;
    std::vector<uint8_t> again = serializeRootSignature(*sig);
    EXPECT_TRUE(std::equal(again.begin(), again.end(), part->data.begin(), part->data.end())) << name;
    auto viaContainer = parseSerializedRootSignature(span(blob));
    ASSERT_TRUE(viaContainer.ok()) << name << ": " << viaContainer.error().message;
    EXPECT_EQ(viaContainer->parameters.size(), sig->parameters.size()) << name;
  }
  EXPECT_EQ(found, 28u);
}

TEST(RootSignature, ReferenceTableOffsets) {
  RootSignature sig = parseReference("rs_table_offsets");
  EXPECT_EQ(sig.version, 2u);
  ASSERT_EQ(sig.parameters.size(), 1u);
  const RootParameter& t = sig.parameters[0];
  EXPECT_EQ(t.type, PT::DescriptorTable);
  EXPECT_EQ(t.visibility, SV::All);
  ASSERT_EQ(t.ranges.size(), 5u);
  expectRange(t.ranges[0], RT::CBV, 0, 1, 0, kAppend, 0);
  expectRange(t.ranges[1], RT::SRV, 0, 3, 0, kAppend, 1);
  expectRange(t.ranges[2], RT::UAV, 0, 1, 0, 8, 8);
  expectRange(t.ranges[3], RT::SRV, 5, 1, 0, kAppend, 9);
  expectRange(t.ranges[4], RT::UAV, 1, 2, 0, kAppend, 10);
  EXPECT_EQ(rootSignatureDwords(sig), 1u);
}

TEST(RootSignature, ReferenceTableUnbounded) {
  RootSignature sig = parseReference("rs_table_unbounded");
  ASSERT_EQ(sig.parameters.size(), 3u);
  ASSERT_EQ(sig.parameters[0].ranges.size(), 2u);
  expectRange(sig.parameters[0].ranges[0], RT::CBV, 0, 1, 0, kAppend, 0);
  expectRange(sig.parameters[0].ranges[1], RT::SRV, 0, kUnboundedRange, 1, 1, 1);
  ASSERT_EQ(sig.parameters[1].ranges.size(), 2u);
  expectRange(sig.parameters[1].ranges[0], RT::UAV, 0, 4, 2, kAppend, 0);
  expectRange(sig.parameters[1].ranges[1], RT::UAV, 4, kUnboundedRange, 2, kAppend, 4);
  ASSERT_EQ(sig.parameters[2].ranges.size(), 1u);
  expectRange(sig.parameters[2].ranges[0], RT::SRV, 0, kUnboundedRange, 3, kAppend, 0, /*DESCRIPTORS_VOLATILE*/ 1);
}

TEST(RootSignature, ReferenceStaticSamplers) {
  RootSignature sig = parseReference("rs_static_samplers");
  ASSERT_EQ(sig.parameters.size(), 1u);
  expectRange(sig.parameters[0].ranges.at(0), RT::SRV, 0, 2, 0, kAppend, 0);
  ASSERT_EQ(sig.staticSamplers.size(), 5u);
  const StaticSampler& s0 = sig.staticSamplers[0];  // s0: MIN_MAG_MIP_LINEAR, wrap, defaults
  EXPECT_EQ(s0.filter, 0x15u);
  EXPECT_EQ(s0.addressU, 1u);
  EXPECT_EQ(s0.addressW, 1u);
  EXPECT_EQ(s0.maxAnisotropy, 16u);
  EXPECT_EQ(s0.comparisonFunc, 4u);  // LESS_EQUAL
  EXPECT_EQ(s0.borderColor, 2u);     // OPAQUE_WHITE
  EXPECT_EQ(s0.minLod, 0.0f);
  EXPECT_EQ(s0.maxLod, FLT_MAX);
  EXPECT_EQ(s0.shaderRegister, 0u);
  const StaticSampler& s1 = sig.staticSamplers[1];  // s1: point, clamp/mirror/mirror once, bias -0.5, LOD 1..4
  EXPECT_EQ(s1.filter, 0u);
  EXPECT_EQ(s1.addressU, 3u);
  EXPECT_EQ(s1.addressV, 2u);
  EXPECT_EQ(s1.addressW, 5u);
  EXPECT_EQ(s1.mipLodBias, -0.5f);
  EXPECT_EQ(s1.minLod, 1.0f);
  EXPECT_EQ(s1.maxLod, 4.0f);
  EXPECT_EQ(s1.shaderRegister, 1u);
  const StaticSampler& s2 = sig.staticSamplers[2];  // s2: comparison, border
  EXPECT_EQ(s2.filter, 0x94u);
  EXPECT_EQ(s2.addressU, 4u);
  EXPECT_EQ(s2.comparisonFunc, 4u);
  EXPECT_EQ(s2.borderColor, 2u);
  const StaticSampler& s3 = sig.staticSamplers[3];  // s0, space1: anisotropic x8, pixel only
  EXPECT_EQ(s3.filter, 0x55u);
  EXPECT_EQ(s3.maxAnisotropy, 8u);
  EXPECT_EQ(s3.shaderRegister, 0u);
  EXPECT_EQ(s3.space, 1u);
  EXPECT_EQ(s3.visibility, SV::Pixel);
  const StaticSampler& s4 = sig.staticSamplers[4];  // s3: maximum reduction, transparent black border
  EXPECT_EQ(s4.filter, 0x195u);
  EXPECT_EQ(s4.borderColor, 0u);
  EXPECT_EQ(s4.shaderRegister, 3u);
  for (const StaticSampler& s : sig.staticSamplers) EXPECT_EQ(s.flags, 0u);
}

TEST(RootSignature, ReferenceVersion10) {
  RootSignature sig = parseReference("rs_v10_forced");
  EXPECT_EQ(sig.version, 1u);
  ASSERT_EQ(sig.parameters.size(), 5u);
  EXPECT_EQ(sig.parameters[0].type, PT::Constants32Bit);
  EXPECT_EQ(sig.parameters[0].shaderRegister, 0u);
  EXPECT_EQ(sig.parameters[0].num32BitValues, 3u);
  EXPECT_EQ(sig.parameters[1].type, PT::CBV);
  EXPECT_EQ(sig.parameters[1].shaderRegister, 1u);
  EXPECT_EQ(sig.parameters[2].type, PT::SRV);
  EXPECT_EQ(sig.parameters[3].type, PT::UAV);
  for (int i = 1; i <= 3; ++i) EXPECT_EQ(sig.parameters[i].flags, 0u);
  ASSERT_EQ(sig.parameters[4].ranges.size(), 2u);
  expectRange(sig.parameters[4].ranges[0], RT::SRV, 1, 1, 0, kAppend, 0);
  expectRange(sig.parameters[4].ranges[1], RT::UAV, 1, 1, 0, kAppend, 1);
  EXPECT_EQ(rootSignatureDwords(sig), 3u + 2 + 2 + 2 + 1);
}

TEST(RootSignature, ReferenceMixedExactly64Dwords) {
  RootSignature sig = parseReference("rs_mixed_64dword");
  EXPECT_EQ(rootSignatureDwords(sig), 64u);
  ASSERT_EQ(sig.parameters.size(), 12u);
  EXPECT_EQ(sig.parameters[0].num32BitValues, 32u);
  EXPECT_EQ(sig.parameters[1].num32BitValues, 14u);
  EXPECT_EQ(sig.parameters[1].space, 1u);
  EXPECT_EQ(sig.parameters[4].type, PT::SRV);
  EXPECT_EQ(sig.parameters[4].shaderRegister, 1u);
  EXPECT_EQ(sig.parameters[4].space, 1u);
  ASSERT_EQ(sig.parameters[7].ranges.size(), 3u);
  expectRange(sig.parameters[7].ranges[1], RT::SRV, 2, 2, 0, kAppend, 1);
  expectRange(sig.parameters[7].ranges[2], RT::UAV, 2, 1, 0, kAppend, 3);
  expectRange(sig.parameters[10].ranges.at(0), RT::Sampler, 0, 1, 0, kAppend, 0);
  EXPECT_EQ(sig.parameters[11].num32BitValues, 4u);
  EXPECT_EQ(sig.parameters[11].space, 4u);
  ASSERT_EQ(sig.staticSamplers.size(), 1u);
  EXPECT_EQ(sig.staticSamplers[0].shaderRegister, 1u);
  expectValid(sig);
  sig.parameters[11].num32BitValues = 5;  // one more DWORD
  expectInvalid(sig, {"65 DWORDs", "64"});
}

TEST(RootSignature, ReferenceRootConstantsSpaces) {
  RootSignature sig = parseReference("rs_root_constants_spaces");
  ASSERT_EQ(sig.parameters.size(), 4u);
  const uint32_t expected[3][3] = {{0, 0, 4}, {0, 1, 2}, {3, 0, 1}};  // register, space, count
  for (int i = 0; i < 3; ++i) {
    EXPECT_EQ(sig.parameters[i].type, PT::Constants32Bit);
    EXPECT_EQ(sig.parameters[i].shaderRegister, expected[i][0]);
    EXPECT_EQ(sig.parameters[i].space, expected[i][1]);
    EXPECT_EQ(sig.parameters[i].num32BitValues, expected[i][2]);
  }
  EXPECT_EQ(sig.parameters[3].type, PT::UAV);
  EXPECT_EQ(sig.parameters[3].space, 2u);
  EXPECT_EQ(rootSignatureDwords(sig), 4u + 2 + 1 + 2);
}

TEST(RootSignature, ReferenceSameRegisterOtherVisibilityIsValid) {
  RootSignature sig = parseReference("rs_flags_ps");  // b0 as vertex and as pixel root constants
  EXPECT_EQ(sig.flags, 0x31fu);
  ASSERT_GE(sig.parameters.size(), 2u);
  EXPECT_EQ(sig.parameters[0].visibility, SV::Vertex);
  EXPECT_EQ(sig.parameters[1].visibility, SV::Pixel);
  EXPECT_EQ(sig.parameters[0].shaderRegister, sig.parameters[1].shaderRegister);
  expectValid(sig);
}

// One of each kind of parameter, for round trips and truncation.
RootSignature everyKind(uint32_t version) {
  const bool flags = version >= 2;
  RootSignature sig;
  sig.version = version;
  sig.flags = 0x11;
  sig.parameters.push_back(constants(0, 4, 0, SV::Pixel));
  sig.parameters.push_back(descriptor(PT::CBV, 1, 0, SV::All, flags ? 2 : 0));
  sig.parameters.push_back(descriptor(PT::SRV, 0, 1, SV::Vertex, flags ? 8 : 0));
  sig.parameters.push_back(descriptor(PT::UAV, 0, 0, SV::Mesh));
  sig.parameters.push_back(table({range(RT::SRV, 2, 3, 0, kAppend, flags ? 1 : 0), range(RT::UAV, 1, 2, 0, 10),
                                  range(RT::CBV, 4, kUnboundedRange, 5, kAppend, flags ? 4 : 0)}));
  sig.parameters.push_back(table({range(RT::Sampler, 0, 2), range(RT::Sampler, 2, 1, 1)}, SV::Hull));
  sig.staticSamplers.push_back(sampler(4));
  StaticSampler odd = sampler(0, 7, SV::Amplification);
  odd.mipLodBias = -1.25f;
  odd.minLod = 0.5f;
  odd.maxLod = 8.0f;
  odd.flags = version >= 3 ? 1 : 0;  // NON_NORMALIZED_COORDINATES
  sig.staticSamplers.push_back(odd);
  return sig;
}

void expectSame(const RootSignature& a, const RootSignature& b) {
  EXPECT_EQ(a.version, b.version);
  EXPECT_EQ(a.flags, b.flags);
  ASSERT_EQ(a.parameters.size(), b.parameters.size());
  for (size_t i = 0; i < a.parameters.size(); ++i) {
    const RootParameter &p = a.parameters[i], &q = b.parameters[i];
    EXPECT_EQ(p.type, q.type) << i;
    EXPECT_EQ(p.visibility, q.visibility) << i;
    EXPECT_EQ(p.shaderRegister, q.shaderRegister) << i;
    EXPECT_EQ(p.space, q.space) << i;
    EXPECT_EQ(p.num32BitValues, q.num32BitValues) << i;
    EXPECT_EQ(p.flags, q.flags) << i;
    ASSERT_EQ(p.ranges.size(), q.ranges.size()) << i;
    for (size_t j = 0; j < p.ranges.size(); ++j)
      EXPECT_EQ(std::memcmp(&p.ranges[j], &q.ranges[j], sizeof(DescriptorRange)), 0) << i << "/" << j;
  }
  ASSERT_EQ(a.staticSamplers.size(), b.staticSamplers.size());
  for (size_t i = 0; i < a.staticSamplers.size(); ++i)
    EXPECT_EQ(std::memcmp(&a.staticSamplers[i], &b.staticSamplers[i], sizeof(StaticSampler)), 0) << i;
}

TEST(RootSignature, RoundTripsEveryVersion) {
  for (uint32_t version : {1u, 2u, 3u}) {
    SCOPED_TRACE(version);
    RootSignature sig = everyKind(version);
    // Resolved offsets are the parser's: fill them in as it will.
    const uint32_t resolved[3] = {0, 10, 12};
    for (int j = 0; j < 3; ++j) sig.parameters[4].ranges[j].resolvedOffset = resolved[j];
    sig.parameters[5].ranges[1].resolvedOffset = 2;
    expectValid(sig);
    Bytes bytes = serializeRootSignature(sig);
    const size_t rangeBytes = version == 1 ? 20 : 24, samplerBytes = version == 3 ? 56 : 52;
    const size_t descriptorBytes = version == 1 ? 8 : 12;
    EXPECT_EQ(bytes.size(), 24 + 6 * 12 + 12 + 3 * descriptorBytes + 2 * 8 + 5 * rangeBytes + 2 * samplerBytes);
    auto parsed = parseRootSignature(span(bytes));
    ASSERT_TRUE(parsed.ok()) << parsed.error().message;
    expectSame(*parsed, sig);
    EXPECT_EQ(parsed->staticSamplers[1].flags, version == 3 ? 1u : 0u);
    EXPECT_EQ(serializeRootSignature(*parsed), bytes);
  }
}

TEST(RootSignature, EmptyRootSignature) {
  RootSignature sig;
  Bytes bytes = serializeRootSignature(sig);
  EXPECT_EQ(bytes.size(), 24u);
  auto parsed = parseRootSignature(span(bytes));
  ASSERT_TRUE(parsed.ok()) << parsed.error().message;
  EXPECT_TRUE(parsed->parameters.empty());
  expectValid(*parsed);
  EXPECT_EQ(rootSignatureDwords(*parsed), 0u);
}

TEST(RootSignature, SerializedContainerOrRawBytes) {
  RootSignature sig = everyKind(2);
  Bytes raw = serializeRootSignature(sig);
  Bytes wrapped = wrapInContainer(fourcc("RTS0"), span(raw));
  auto c = parse(span(wrapped));
  ASSERT_TRUE(c.ok()) << c.error().message;
  ASSERT_EQ(c->parts.size(), 1u);
  EXPECT_TRUE(std::equal(raw.begin(), raw.end(), c->parts[0].data.begin(), c->parts[0].data.end()));
  for (const Bytes* blob : {&raw, &wrapped}) {
    auto parsed = parseSerializedRootSignature(span(*blob));
    ASSERT_TRUE(parsed.ok()) << parsed.error().message;
    EXPECT_EQ(parsed->parameters.size(), sig.parameters.size());
    EXPECT_EQ(parsed->staticSamplers.size(), 2u);
  }
  // A DXC shader blob (RTS0 among other parts) works too.
  auto shader = parseSerializedRootSignature(span(readReference("binding/rs_root_cbv.dxil")));
  ASSERT_TRUE(shader.ok()) << shader.error().message;
  EXPECT_EQ(shader->parameters.size(), 3u);

  Bytes noRts0 = wrapInContainer(fourcc("SFI0"), span(raw));
  auto missing = parseSerializedRootSignature(span(noRts0));
  ASSERT_FALSE(missing.ok());
  expectContains(missing.error().message, {"no RTS0 part"});
  Bytes broken = wrapped;
  setU32(broken, 24, uint32_t(broken.size() + 4));  // total size past the blob
  auto bad = parseSerializedRootSignature(span(broken));
  ASSERT_FALSE(bad.ok());
  expectContains(bad.error().message, {"DXBC container", "total size"});
  Bytes badRaw = raw;
  setU32(badRaw, 0, 9);
  EXPECT_FALSE(parseSerializedRootSignature(span(badRaw)).ok());
}

// ---- Malformed blobs ----

TEST(RootSignature, TruncatedHeader) {
  expectParseError(Bytes(23, 0), {"RTS0 part", "header needs 24 bytes", "only 23"});
  expectParseError(Bytes{}, {"only 0"});
}

TEST(RootSignature, EveryTruncationFails) {
  std::vector<Bytes> blobs = {referenceRts0("rs_mixed_ps"), referenceRts0("rs_v10_forced")};
  for (uint32_t version : {1u, 2u, 3u}) blobs.push_back(serializeRootSignature(everyKind(version)));
  for (const Bytes& full : blobs) {
    ASSERT_TRUE(parseRootSignature(span(full)).ok());
    for (size_t n = 0; n < full.size(); ++n) {
      Bytes prefix(full.begin(), full.begin() + n);
      EXPECT_FALSE(parseRootSignature(span(prefix)).ok()) << "prefix of " << n << " of " << full.size() << " bytes";
    }
  }
}

TEST(RootSignature, UnknownVersion) {
  Bytes bytes = serializeRootSignature(everyKind(2));
  for (uint32_t version : {0u, 4u, 0xffffffffu}) {
    setU32(bytes, 0, version);
    expectParseError(bytes, {"unknown Version", std::to_string(version).c_str()});
  }
  RootSignature sig = everyKind(2);
  sig.version = 4;
  expectInvalid(sig, {"unknown version 4"});
}

TEST(RootSignature, ParameterTableOutOfRange) {
  Bytes bytes = serializeRootSignature(everyKind(2));
  setU32(bytes, 8, uint32_t(bytes.size() - 12 * 6 + 4));  // RootParametersOffset
  expectParseError(bytes, {"NumParameters 6", "RootParametersOffset", "past the end"});
  setU32(bytes, 8, 0xfffffff8u);  // would wrap in 32-bit math
  expectParseError(bytes, {"NumParameters 6", "0xfffffff8"});
}

TEST(RootSignature, PayloadOutOfRange) {
  Bytes bytes = serializeRootSignature(everyKind(2));
  setU32(bytes, 24 + 12 * 2 + 8, uint32_t(bytes.size() - 8));  // parameter 2 (root SRV) needs 12 bytes
  expectParseError(bytes, {"root parameter 2 (root descriptor)", "PayloadOffset", "past the end"});
  setU32(bytes, 24 + 12 * 2 + 8, 0xffffffffu);
  expectParseError(bytes, {"root parameter 2", "0xffffffff"});
}

TEST(RootSignature, HugeCountsAreRejectedBeforeAllocating) {
  Bytes bytes = serializeRootSignature(everyKind(2));
  Bytes huge = bytes;
  setU32(huge, 4, 0xffffffffu);  // NumParameters
  expectParseError(huge, {"NumParameters 4294967295"});
  huge = bytes;
  setU32(huge, 12, 0x40000000u);  // NumStaticSamplers
  expectParseError(huge, {"NumStaticSamplers 1073741824"});
  huge = bytes;
  setU32(huge, payloadOffset(bytes, 4), 0xffffffffu);  // NumDescriptorRanges of parameter 4
  expectParseError(huge, {"root parameter 4 (descriptor table)", "NumDescriptorRanges 4294967295"});
}

// Tables may share a range array, but not so that the ranges outgrow what the part could hold:
// 4000 tables sharing one 100-range array would otherwise decode 400000 ranges from 50 KB.
TEST(RootSignature, SharedRangeArraysAreBounded) {
  RootSignature sig;
  sig.parameters.push_back(table(std::vector<DescriptorRange>(100, range(RT::SRV, 0))));
  Bytes bytes = serializeRootSignature(sig);
  const uint32_t tablePayload = payloadOffset(bytes, 0);
  const uint32_t count = 4000;
  Bytes shared(24, 0);
  setU32(shared, 0, 2);
  setU32(shared, 4, count);
  setU32(shared, 8, 24);
  setU32(shared, 16, uint32_t(24 + 12 * count));  // no static samplers
  for (uint32_t i = 0; i < count; ++i) {
    dxsv::testing::putU32(shared, 0);  // descriptor table, visibility all,
    dxsv::testing::putU32(shared, 0);
    dxsv::testing::putU32(shared, uint32_t(24 + 12 * count));  // all pointing at one table header
  }
  const uint32_t rangesAt = uint32_t(shared.size() + 8);
  shared.insert(shared.end(), bytes.begin() + tablePayload, bytes.end());
  setU32(shared, 24 + 12 * count + 4, rangesAt);
  expectParseError(shared, {"ranges of all tables", "the part can hold"});

  // A few tables sharing one array fit.
  setU32(shared, 4, 3);
  auto few = parseRootSignature(span(shared));
  ASSERT_TRUE(few.ok()) << few.error().message;
  EXPECT_EQ(few->parameters[2].ranges.size(), 100u);
}

TEST(RootSignature, UnknownParameterType) {
  Bytes bytes = serializeRootSignature(everyKind(2));
  setU32(bytes, 24 + 12 * 3, 5);
  expectParseError(bytes, {"root parameter 3 has unknown ParameterType 5"});
  RootSignature sig = everyKind(2);
  sig.parameters[3].type = RootParameterType(7);
  expectInvalid(sig, {"root parameter 3 has unknown ParameterType 7"});
}

// Random corruption of real and hand-built blobs: parse and validate return, never crash.
TEST(RootSignature, CorruptedBlobsNeverCrash) {
  std::vector<Bytes> blobs = {referenceRts0("rs_mixed_ps"), referenceRts0("rs_static_samplers"),
                              serializeRootSignature(everyKind(1)), serializeRootSignature(everyKind(3))};
  std::mt19937 rng(1234);
  size_t parsed = 0;
  for (int iteration = 0; iteration < 4000; ++iteration) {
    Bytes b = blobs[iteration % blobs.size()];
    const int edits = 1 + int(rng() % 4);
    for (int e = 0; e < edits; ++e) {
      const size_t word = rng() % (b.size() / 4);
      static const uint32_t kValues[] = {0, 1, 2, 3, 4, 5, 8, 0x7fffffff, 0xfffffff0, 0xffffffff};
      const uint32_t value = rng() % 2 ? kValues[rng() % std::size(kValues)] : uint32_t(rng());
      setU32(b, word * 4, value);
    }
    auto sig = parseRootSignature(span(b));
    if (!sig.ok()) continue;
    ++parsed;
    (void)validateRootSignature(*sig);
    (void)serializeRootSignature(*sig);
  }
  EXPECT_GT(parsed, 100u);
}

// ---- Semantic checks ----

TEST(RootSignature, DwordLimit) {
  RootSignature sig;
  sig.parameters.push_back(constants(0, 60));
  sig.parameters.push_back(descriptor(PT::CBV, 1));
  sig.parameters.push_back(table({range(RT::SRV, 0)}));
  sig.parameters.push_back(table({range(RT::UAV, 0)}));
  EXPECT_EQ(rootSignatureDwords(sig), 64u);
  expectValid(sig);
  sig.parameters.push_back(table({range(RT::Sampler, 0)}));
  EXPECT_EQ(rootSignatureDwords(sig), 65u);
  expectInvalid(sig, {"root signature: takes 65 DWORDs", "64"});
  // The DWORD count saturates rather than wrapping.
  sig.parameters[0].num32BitValues = 0xffffffffu;
  EXPECT_EQ(rootSignatureDwords(sig), 0xffffffffu);
  expectInvalid(sig, {"4294967295 DWORDs"});
}

TEST(RootSignature, OverlapMessageNamesBothEntries) {
  RootSignature sig;
  sig.parameters.push_back(descriptor(PT::SRV, 5));
  sig.parameters.push_back(constants(0, 1));
  sig.parameters.push_back(table({range(RT::CBV, 1), range(RT::SRV, 4, 4)}));
  Status status = validateRootSignature(sig);
  ASSERT_FALSE(status.ok());
  EXPECT_EQ(status.error().message,
            "root signature: root parameter 2 (descriptor table), range 1 (SRV t4-t7, space 0) overlaps root "
            "parameter 0 (root SRV t5, space 0)");
}

TEST(RootSignature, OverlapTableVsTable) {
  RootSignature sig;
  sig.parameters.push_back(table({range(RT::UAV, 0, 4, 2)}));
  sig.parameters.push_back(table({range(RT::UAV, 3, 1, 2)}));
  expectInvalid(sig, {"root parameter 1 (descriptor table), range 0 (UAV u3, space 2) overlaps root parameter 0 "
                      "(descriptor table), range 0 (UAV u0-u3, space 2)"});
  sig.parameters[1].ranges[0].baseRegister = 4;  // adjacent, not overlapping
  expectValid(sig);
  // Within one table, too; an unbounded range reaches every later register.
  sig.parameters[1].ranges.push_back(range(RT::UAV, 100, kUnboundedRange, 2));
  sig.parameters[1].ranges.push_back(range(RT::UAV, 5000, 1, 2, 0));
  expectInvalid(sig, {"range 2 (UAV u5000, space 2) overlaps root parameter 1 (descriptor table), range 1 "
                      "(UAV u100-unbounded, space 2)"});
}

TEST(RootSignature, OverlapTableVsRootDescriptorAndConstants) {
  RootSignature sig;
  sig.parameters.push_back(table({range(RT::CBV, 0, 3)}));
  sig.parameters.push_back(descriptor(PT::CBV, 3));
  expectValid(sig);
  sig.parameters.push_back(constants(2, 4));  // root constants take only b2
  expectInvalid(sig, {"root parameter 2 (root constants b2, space 0) overlaps root parameter 0 (descriptor table), "
                      "range 0 (CBV b0-b2, space 0)"});
  sig.parameters[2].shaderRegister = 4;  // b4..: 4 values are still one register
  sig.parameters.push_back(descriptor(PT::CBV, 5));
  expectValid(sig);
  // Register classes are separate: t0, u0, b0 and s0 never collide.
  sig.parameters.push_back(descriptor(PT::SRV, 0));
  sig.parameters.push_back(descriptor(PT::UAV, 0));
  sig.staticSamplers.push_back(sampler(0));
  expectValid(sig);
}

TEST(RootSignature, VisibilityDecidesOverlap) {
  RootSignature sig;
  sig.parameters.push_back(table({range(RT::SRV, 0, 4)}, SV::Pixel));
  sig.parameters.push_back(table({range(RT::SRV, 2, 4)}, SV::Vertex));
  expectValid(sig);  // different stages: no overlap
  sig.parameters.push_back(descriptor(PT::SRV, 3, 0, SV::Pixel));
  expectInvalid(sig, {"root parameter 2 (root SRV t3, space 0, visibility pixel) overlaps root parameter 0 "
                      "(descriptor table, visibility pixel), range 0 (SRV t0-t3, space 0)"});
  sig.parameters[2].visibility = SV::Geometry;
  expectValid(sig);
  sig.parameters.push_back(descriptor(PT::SRV, 5, 0, SV::All));  // All overlaps every stage
  expectInvalid(sig, {"root parameter 3 (root SRV t5, space 0) overlaps root parameter 1 (descriptor table, "
                      "visibility vertex), range 0 (SRV t2-t5, space 0)"});
  // And a later stage-specific entry overlaps an earlier All one.
  sig.parameters.pop_back();
  sig.staticSamplers.push_back(sampler(1, 0, SV::All));
  sig.staticSamplers.push_back(sampler(1, 0, SV::Domain));
  expectInvalid(sig, {"static sampler 1 (s1, space 0, visibility domain) overlaps static sampler 0 (s1, space 0)"});
}

TEST(RootSignature, SpaceDecidesOverlap) {
  RootSignature sig;
  sig.parameters.push_back(table({range(RT::SRV, 0, kUnboundedRange, 1)}));
  sig.parameters.push_back(table({range(RT::SRV, 0, kUnboundedRange, 2)}));
  sig.parameters.push_back(descriptor(PT::SRV, 7, 0));
  expectValid(sig);
  sig.parameters.push_back(descriptor(PT::SRV, 7, 1));
  expectInvalid(sig, {"root parameter 3 (root SRV t7, space 1) overlaps root parameter 0 (descriptor table), "
                      "range 0 (SRV t0-unbounded, space 1)"});
}

TEST(RootSignature, StaticSamplerVsSamplerTable) {
  RootSignature sig;
  sig.parameters.push_back(table({range(RT::Sampler, 0, 2)}));
  sig.staticSamplers.push_back(sampler(2));
  expectValid(sig);
  sig.staticSamplers.push_back(sampler(1));
  expectInvalid(sig, {"static sampler 1 (s1, space 0) overlaps root parameter 0 (descriptor table), range 0 "
                      "(sampler s0-s1, space 0)"});
}

TEST(RootSignature, AppendAfterUnboundedRange) {
  RootSignature sig;
  sig.parameters.push_back(table({range(RT::SRV, 0, kUnboundedRange, 0, 0), range(RT::SRV, 0, 1, 1)}));
  expectInvalid(sig, {"root parameter 0 (descriptor table), range 1 (SRV t0, space 1)", "APPEND",
                      "after the unbounded range 0"});
  // The parser leaves such a range's offset unresolved.
  auto parsed = parseRootSignature(span(serializeRootSignature(sig)));
  ASSERT_TRUE(parsed.ok()) << parsed.error().message;
  EXPECT_EQ(parsed->parameters[0].ranges[1].resolvedOffset, kDescriptorRangeOffsetAppend);
  // An explicit offset after an unbounded range is fine.
  sig.parameters[0].ranges[1].offsetInTable = 100;
  expectValid(sig);
}

TEST(RootSignature, TableOffsetOverflow) {
  RootSignature sig;
  sig.parameters.push_back(table({range(RT::SRV, 0, 4, 0, 0xfffffffeu)}));
  expectInvalid(sig, {"root parameter 0 (descriptor table), range 0 (SRV t0-t3, space 0) at table offset "
                      "4294967294", "overflows 32 bits"});
  sig.parameters[0].ranges[0].offsetInTable = 0xfffffffcu;  // ends exactly at the last descriptor
  expectValid(sig);
  sig.parameters[0].ranges.push_back(range(RT::SRV, 4));  // appended at 2^32
  expectInvalid(sig, {"range 1 (SRV t4, space 0) at table offset 4294967296", "overflows 32 bits"});
}

TEST(RootSignature, RegisterRangeOverflowAndEmptyRange) {
  RootSignature sig;
  sig.parameters.push_back(table({range(RT::UAV, 0xfffffffeu, 3)}));
  expectInvalid(sig, {"range 0 (UAV u4294967294-u4294967296, space 0) runs past register 4294967295"});
  sig.parameters[0].ranges[0].numDescriptors = 0;
  expectInvalid(sig, {"range 0 (UAV u4294967294, space 0) has NumDescriptors 0"});
}

TEST(RootSignature, ZeroRootConstants) {
  RootSignature sig;
  sig.parameters.push_back(descriptor(PT::CBV, 0));
  sig.parameters.push_back(constants(1, 0, 3));
  expectInvalid(sig, {"root parameter 1 (root constants b1, space 3) has Num32BitValues 0"});
}

TEST(RootSignature, MixedSamplerTable) {
  RootSignature sig;
  sig.parameters.push_back(table({range(RT::SRV, 0), range(RT::CBV, 0), range(RT::Sampler, 0)}));
  expectInvalid(sig, {"root parameter 0 (descriptor table) mixes sampler ranges with SRV/UAV/CBV ranges",
                      "range 1 and range 2"});
}

TEST(RootSignature, UnknownEnumValues) {
  RootSignature sig;
  sig.parameters.push_back(table({range(RT::SRV, 0), range(RT(4), 0)}));
  expectInvalid(sig, {"root parameter 0 (descriptor table), range 1 has unknown RangeType 4"});
  sig.parameters[0].ranges.pop_back();
  sig.parameters[0].visibility = SV(8);
  expectInvalid(sig, {"root parameter 0 has unknown ShaderVisibility 8"});
  sig.parameters[0].visibility = SV::Mesh;
  sig.staticSamplers.push_back(sampler(0, 0, SV(9)));
  expectInvalid(sig, {"static sampler 0 has unknown ShaderVisibility 9"});
  // The parser keeps such values for the validator to report.
  sig.staticSamplers[0].visibility = SV::All;
  sig.parameters[0].ranges[0].type = RT(6);
  auto parsed = parseRootSignature(span(serializeRootSignature(sig)));
  ASSERT_TRUE(parsed.ok()) << parsed.error().message;
  EXPECT_EQ(uint32_t(parsed->parameters[0].ranges[0].type), 6u);
  expectInvalid(*parsed, {"unknown RangeType 6"});
}

TEST(RootSignature, FlagsNeedTheirVersion) {
  RootSignature sig = everyKind(1);
  expectValid(sig);
  sig.parameters[1].flags = 2;
  expectInvalid(sig, {"root parameter 1 (root CBV b1, space 0) has flags 0x2", "1.0"});
  sig.parameters[1].flags = 0;
  sig.parameters[4].ranges[0].flags = 1;
  expectInvalid(sig, {"root parameter 4 (descriptor table), range 0 (SRV t2-t4, space 0) has flags 0x1"});
  sig = everyKind(2);
  sig.staticSamplers[0].flags = 1;
  expectInvalid(sig, {"static sampler 0 (s4, space 0) has flags 0x1", "1.2"});
  sig.version = 3;
  expectValid(sig);
}

TEST(RootSignature, ReservedRegisterSpace) {
  RootSignature sig;
  sig.parameters.push_back(descriptor(PT::UAV, 0, 0xfffffff0u));
  expectInvalid(sig, {"root parameter 0 (root UAV u0, space 4294967280)", "reserved"});
  sig.parameters[0].space = 0xffffffefu;
  expectValid(sig);
}

}  // namespace
}  // namespace dxsv::container
