// Library subobjects from the RDAT part: DXC-built libraries field by field, hand-built
// malformed parts, and truncation/corruption sweeps (no crash, no success on a cut part).
#include "container/subobjects.h"

#include <gtest/gtest.h>

#include <random>

#include "container/container.h"
#include "tests/common/container_builder.h"

namespace dxsv::container {
namespace {

using dxsv::testing::Bytes;
using dxsv::testing::putU32;
using dxsv::testing::readReference;
using dxsv::testing::setU32;
using K = SubobjectKind;

const Subobject* find(const std::vector<Subobject>& all, const std::string& name) {
  for (const Subobject& s : all)
    if (s.name == name) return &s;
  return nullptr;
}

// The RDAT part's data of a reference library.
Bytes rdatOf(const std::string& name) {
  Bytes blob = readReference(name);
  auto c = parse({blob.data(), blob.size()});
  EXPECT_TRUE(c.ok());
  const Part* p = c->find(fourcc("RDAT"));
  EXPECT_NE(p, nullptr);
  return Bytes(p->data.begin(), p->data.end());
}

TEST(Subobjects, EveryKindOfRtSubobjectsAll) {
  Bytes blob = readReference("raytracing/rt_subobjects_all.dxil");
  auto all = readSubobjects({blob.data(), blob.size()});
  ASSERT_TRUE(all.ok()) << all.error().message;
  ASSERT_EQ(all->size(), 11u);

  const Subobject* global = find(*all, "GlobalRS");
  ASSERT_NE(global, nullptr);
  EXPECT_EQ(global->kind, K::GlobalRootSignature);
  ASSERT_EQ(global->rootSignature.parameters.size(), 3u);  // table(UAV u0), SRV t0, CBV b0
  EXPECT_EQ(global->rootSignature.parameters[0].type, RootParameterType::DescriptorTable);
  EXPECT_EQ(global->rootSignature.parameters[1].type, RootParameterType::SRV);
  EXPECT_EQ(global->rootSignature.parameters[2].type, RootParameterType::CBV);
  EXPECT_EQ(global->rootSignature.staticSamplers.size(), 1u);
  EXPECT_EQ(global->rootSignature.flags & kLocalRootSignatureFlag, 0u);

  const Subobject* hitLocal = find(*all, "HitLocalRS");
  ASSERT_NE(hitLocal, nullptr);
  EXPECT_EQ(hitLocal->kind, K::LocalRootSignature);
  EXPECT_NE(hitLocal->rootSignature.flags & kLocalRootSignatureFlag, 0u);
  ASSERT_EQ(hitLocal->rootSignature.parameters.size(), 3u);
  EXPECT_EQ(hitLocal->rootSignature.parameters[0].num32BitValues, 4u);
  EXPECT_EQ(hitLocal->rootSignature.parameters[0].space, 1u);
  EXPECT_EQ(hitLocal->rootSignature.parameters[2].ranges.at(0).numDescriptors, 2u);
  // The bytes round-trip through the root-signature parser.
  auto reparsed = parseSerializedRootSignature(hitLocal->rootSignatureBytes);
  ASSERT_TRUE(reparsed.ok());
  EXPECT_EQ(reparsed->parameters.size(), 3u);

  const Subobject* missLocal = find(*all, "MissLocalRS");
  ASSERT_NE(missLocal, nullptr);
  ASSERT_EQ(missLocal->rootSignature.parameters.size(), 1u);
  EXPECT_EQ(missLocal->rootSignature.parameters[0].space, 2u);

  const Subobject* hitAssoc = find(*all, "HitAssociation");
  ASSERT_NE(hitAssoc, nullptr);
  EXPECT_EQ(hitAssoc->kind, K::SubobjectToExportsAssociation);
  EXPECT_EQ(hitAssoc->associatedSubobject, "HitLocalRS");
  EXPECT_EQ(hitAssoc->exports, (std::vector<std::string>{"TriHitGroup", "ProcHitGroup"}));
  const Subobject* missAssoc = find(*all, "MissAssociation");
  ASSERT_NE(missAssoc, nullptr);
  EXPECT_EQ(missAssoc->associatedSubobject, "MissLocalRS");
  EXPECT_EQ(missAssoc->exports, (std::vector<std::string>{"MissMain"}));
  const Subobject* configAssoc = find(*all, "ConfigAssociation");
  ASSERT_NE(configAssoc, nullptr);
  EXPECT_EQ(configAssoc->associatedSubobject, "ShaderConfig");
  EXPECT_EQ(configAssoc->exports, (std::vector<std::string>{"RayGenMain", "MissMain", "TriHitGroup", "ProcHitGroup"}));

  const Subobject* shaderConfig = find(*all, "ShaderConfig");
  ASSERT_NE(shaderConfig, nullptr);
  EXPECT_EQ(shaderConfig->kind, K::RaytracingShaderConfig);
  EXPECT_EQ(shaderConfig->maxPayloadSizeInBytes, 24u);
  EXPECT_EQ(shaderConfig->maxAttributeSizeInBytes, 12u);

  const Subobject* pipelineConfig = find(*all, "PipelineConfig");
  ASSERT_NE(pipelineConfig, nullptr);
  EXPECT_EQ(pipelineConfig->kind, K::RaytracingPipelineConfig);
  EXPECT_EQ(pipelineConfig->maxTraceRecursionDepth, 1u);

  const Subobject* tri = find(*all, "TriHitGroup");
  ASSERT_NE(tri, nullptr);
  EXPECT_EQ(tri->kind, K::HitGroup);
  EXPECT_EQ(tri->hitGroupType, HitGroupType::Triangle);
  EXPECT_EQ(tri->anyHit, "AnyHitTri");
  EXPECT_EQ(tri->closestHit, "ClosestHitTri");
  EXPECT_EQ(tri->intersection, "");
  const Subobject* proc = find(*all, "ProcHitGroup");
  ASSERT_NE(proc, nullptr);
  EXPECT_EQ(proc->hitGroupType, HitGroupType::ProceduralPrimitive);
  EXPECT_EQ(proc->anyHit, "");
  EXPECT_EQ(proc->closestHit, "ClosestHitProc");
  EXPECT_EQ(proc->intersection, "IntersectProc");

  const Subobject* state = find(*all, "StateConfig");
  ASSERT_NE(state, nullptr);
  EXPECT_EQ(state->kind, K::StateObjectConfig);
  EXPECT_EQ(state->stateObjectFlags, 3u);  // local-on-external | external-on-local dependencies
}

TEST(Subobjects, PipelineConfig1AndStateObjectAdditions) {
  Bytes blob = readReference("raytracing/rt_pipeline_config1.dxil");
  auto all = readSubobjects({blob.data(), blob.size()});
  ASSERT_TRUE(all.ok()) << all.error().message;
  const Subobject* config = find(*all, "PipelineConfig1");
  ASSERT_NE(config, nullptr);
  EXPECT_EQ(config->kind, K::RaytracingPipelineConfig1);
  EXPECT_EQ(config->maxTraceRecursionDepth, 3u);
  EXPECT_EQ(config->pipelineFlags, 0x200u);  // RAYTRACING_PIPELINE_FLAG_SKIP_PROCEDURAL_PRIMITIVES
  const Subobject* additions = find(*all, "Additions");
  ASSERT_NE(additions, nullptr);
  EXPECT_EQ(additions->stateObjectFlags, 4u);  // ALLOW_STATE_OBJECT_ADDITIONS
  const Subobject* shaderConfig = find(*all, "ShaderConfig");
  ASSERT_NE(shaderConfig, nullptr);
  EXPECT_EQ(shaderConfig->maxPayloadSizeInBytes, 8u);
}

TEST(Subobjects, EveryReferenceBlobReads) {
  for (const std::string& name : dxsv::testing::referenceBlobNames()) {
    Bytes blob = readReference(name);
    auto all = readSubobjects({blob.data(), blob.size()});
    EXPECT_TRUE(all.ok()) << name << ": " << all.error().message;
    if (name.rfind("raytracing/rt_", 0) != 0 && all.ok()) EXPECT_TRUE(all->empty()) << name;
  }
}

// Every cut of the RDAT part, and every byte of its headers and subobject records corrupted:
// the reader answers (error or value) without reading outside the part.
TEST(Subobjects, TruncationAndCorruptionSweep) {
  const Bytes rdat = rdatOf("raytracing/rt_subobjects_all.dxil");
  ASSERT_TRUE(parseRdatSubobjects({rdat.data(), rdat.size()}).ok());
  for (size_t cut = 0; cut < rdat.size(); ++cut) {
    Bytes part(rdat.begin(), rdat.begin() + cut);  // exact size: out-of-bounds reads are ASan-visible
    auto r = parseRdatSubobjects({part.data(), part.size()});
    EXPECT_FALSE(r.ok()) << "a part cut to " << cut << " bytes was accepted";
  }
  std::mt19937 rng(16);
  for (int round = 0; round < 4000; ++round) {
    Bytes part = rdat;
    const int flips = 1 + int(rng() % 4);
    for (int f = 0; f < flips; ++f) {
      size_t at = rng() % part.size();
      part[at] = uint8_t(rng() % 3 == 0 ? 0xff : rng());
    }
    (void)parseRdatSubobjects({part.data(), part.size()});
  }
}

// A minimal RDAT: a string buffer, an index-array part, and a subobject table of `records`.
struct RdatBuilder {
  Bytes strings{0};
  std::vector<uint32_t> indices;
  Bytes raw;
  std::vector<std::vector<uint32_t>> records;
  uint32_t stride = 24;

  uint32_t str(const std::string& s) {
    uint32_t at = uint32_t(strings.size());
    strings.insert(strings.end(), s.begin(), s.end());
    strings.push_back(0);
    return at;
  }
  Bytes build() const {
    Bytes s = strings;
    while (s.size() % 4) s.push_back(0);
    Bytes table;
    putU32(table, uint32_t(records.size()));
    putU32(table, stride);
    for (const auto& r : records) {
      for (uint32_t w = 0; w < stride / 4; ++w) putU32(table, w < r.size() ? r[w] : 0);
    }
    std::vector<std::pair<uint32_t, Bytes>> parts = {{1, s}, {6, table}};
    Bytes idx;
    for (uint32_t v : indices) putU32(idx, v);
    parts.push_back({2, idx});
    parts.push_back({5, raw});
    Bytes out;
    putU32(out, 0x10);
    putU32(out, uint32_t(parts.size()));
    uint32_t offset = 8 + 4 * uint32_t(parts.size());
    for (const auto& p : parts) {
      putU32(out, offset);
      offset += 8 + uint32_t(p.second.size());
    }
    for (const auto& p : parts) {
      putU32(out, p.first);
      putU32(out, uint32_t(p.second.size()));
      out.insert(out.end(), p.second.begin(), p.second.end());
    }
    return out;
  }
};

std::string errorOf(const Bytes& rdat) {
  auto r = parseRdatSubobjects({rdat.data(), rdat.size()});
  return r.ok() ? std::string("(accepted)") : r.error().message;
}

TEST(Subobjects, HandBuiltRecordsAndShortStride) {
  RdatBuilder b;
  uint32_t name = b.str("Cfg");
  b.records.push_back({9, name, 40, 8});
  auto ok = parseRdatSubobjects(b.build());
  ASSERT_TRUE(ok.ok()) << ok.error().message;
  EXPECT_EQ(ok->at(0).maxPayloadSizeInBytes, 40u);
  EXPECT_EQ(ok->at(0).maxAttributeSizeInBytes, 8u);
  // A 12-byte stride holds only the first union word: the second reads as 0.
  b.stride = 12;
  auto shortStride = parseRdatSubobjects(b.build());
  ASSERT_TRUE(shortStride.ok()) << shortStride.error().message;
  EXPECT_EQ(shortStride->at(0).maxPayloadSizeInBytes, 40u);
  EXPECT_EQ(shortStride->at(0).maxAttributeSizeInBytes, 0u);
}

TEST(Subobjects, MalformedPartsNameTheirFault) {
  RdatBuilder base;
  uint32_t name = base.str("X");
  {
    RdatBuilder b = base;
    b.records.push_back({5, name});
    EXPECT_NE(errorOf(b.build()).find("unknown kind 5"), std::string::npos) << errorOf(b.build());
  }
  {
    RdatBuilder b = base;
    b.records.push_back({11, name, 2, 0, 0, 0});
    EXPECT_NE(errorOf(b.build()).find("unknown hit group type 2"), std::string::npos);
  }
  {
    RdatBuilder b = base;
    b.records.push_back({9, 999});
    EXPECT_NE(errorOf(b.build()).find("past the"), std::string::npos);
  }
  {
    RdatBuilder b = base;
    b.indices = {5, 0};  // claims 5 strings, holds 1
    b.records.push_back({8, name, name, 0});
    EXPECT_NE(errorOf(b.build()).find("index array 0 holds 5 entries"), std::string::npos) << errorOf(b.build());
  }
  {
    RdatBuilder b = base;
    b.indices = {1};
    b.records.push_back({8, name, name, 7});
    EXPECT_NE(errorOf(b.build()).find("index array 7 is past"), std::string::npos) << errorOf(b.build());
  }
  {
    RdatBuilder b = base;
    b.raw = Bytes(8, 0);
    b.records.push_back({2, name, 4, 8});
    EXPECT_NE(errorOf(b.build()).find("past the end of the 8-byte raw-bytes part"), std::string::npos) << errorOf(b.build());
  }
  {
    RdatBuilder b = base;
    b.raw = Bytes(24, 0);  // an RTS0 header with Version 0
    b.records.push_back({2, name, 0, 24});
    EXPECT_NE(errorOf(b.build()).find("unknown Version"), std::string::npos) << errorOf(b.build());
  }
  {
    RdatBuilder b = base;
    b.stride = 6;
    b.records.push_back({9, name});
    EXPECT_NE(errorOf(b.build()).find("RecordStride 6"), std::string::npos);
  }
  {
    RdatBuilder b = base;
    b.records.push_back({9, name});
    Bytes rdat = b.build();
    setU32(rdat, 0, 3);
    EXPECT_NE(errorOf(rdat).find("unknown Version 0x3"), std::string::npos) << errorOf(rdat);
    rdat = b.build();
    setU32(rdat, 8, 10);  // first part offset not 4-aligned
    EXPECT_NE(errorOf(rdat).find("not 4-byte aligned"), std::string::npos);
    rdat = b.build();
    setU32(rdat, 4, 0x40000000);  // PartCount past the part
    EXPECT_NE(errorOf(rdat).find("PartCount"), std::string::npos);
  }
  {
    // A string without its terminating NUL.
    RdatBuilder b;
    b.strings = {'A', 'B', 'C', 'D'};
    b.records.push_back({9, 0});
    EXPECT_NE(errorOf(b.build()).find("no terminating NUL"), std::string::npos) << errorOf(b.build());
  }
}

}  // namespace
}  // namespace dxsv::container
