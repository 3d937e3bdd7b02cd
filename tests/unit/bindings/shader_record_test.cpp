// Local root signatures: the shader-record layout (bindings/shader_record.h) against offsets
// worked out by hand from D3D12's rule (in parameter order, each argument aligned to its own
// size: constants 4, root descriptors and table handles 8), and how resources map through it.
#include "bindings/shader_record.h"

#include <gtest/gtest.h>

#include "container/subobjects.h"
#include "tests/common/container_builder.h"

namespace dxsv::bindings {
namespace {

using container::DescriptorRange;
using container::DescriptorRangeType;
using container::RootParameter;
using container::RootParameterType;
using PT = RootParameterType;

RootParameter constants(uint32_t count, uint32_t reg = 0, uint32_t space = 0) {
  RootParameter p;
  p.type = PT::Constants32Bit;
  p.num32BitValues = count;
  p.shaderRegister = reg;
  p.space = space;
  return p;
}
RootParameter descriptor(PT type, uint32_t reg = 0, uint32_t space = 0) {
  RootParameter p;
  p.type = type;
  p.shaderRegister = reg;
  p.space = space;
  return p;
}
RootParameter table(DescriptorRangeType type = DescriptorRangeType::SRV, uint32_t base = 0, uint32_t count = 1,
                    uint32_t space = 0) {
  RootParameter p;
  p.type = PT::DescriptorTable;
  DescriptorRange r;
  r.type = type;
  r.baseRegister = base;
  r.numDescriptors = count;
  r.space = space;
  r.offsetInTable = 0;
  r.resolvedOffset = 0;
  p.ranges.push_back(r);
  return p;
}
container::RootSignature local(std::vector<RootParameter> parameters) {
  container::RootSignature sig;
  sig.flags = container::kLocalRootSignatureFlag;
  sig.parameters = std::move(parameters);
  return sig;
}

void expectLayout(const container::RootSignature& sig, std::vector<uint32_t> offsets, std::vector<uint32_t> sizes,
                  uint32_t total) {
  auto layout = makeShaderRecordLayout(sig);
  ASSERT_TRUE(layout.ok()) << layout.error().message;
  EXPECT_EQ(layout->parameterOffset, offsets);
  EXPECT_EQ(layout->parameterSize, sizes);
  EXPECT_EQ(layout->sizeBytes, total);
}

TEST(ShaderRecordLayout, ConstantThenDescriptorPadsToEight) {
  // 1 constant: bytes 0..4; the CBV address needs 8-byte alignment: 4 bytes of padding.
  expectLayout(local({constants(1), descriptor(PT::CBV)}), {0, 8}, {4, 8}, 16);
}

TEST(ShaderRecordLayout, TablesAreEightByteHandles) {
  expectLayout(local({table(), table()}), {0, 8}, {8, 8}, 16);
  // 3 constants (0..12), table at 16, 2 constants (24..32), SRV at 32.
  expectLayout(local({constants(3), table(), constants(2), descriptor(PT::SRV)}), {0, 16, 24, 32}, {12, 8, 8, 8}, 40);
}

TEST(ShaderRecordLayout, ConstantsPackAfterDescriptorsWithoutPadding) {
  // UAV 0..8, a constant at 8, a constant at 12, UAV at 16 (already aligned).
  expectLayout(local({descriptor(PT::UAV), constants(1), constants(1), descriptor(PT::UAV)}), {0, 8, 12, 16}, {8, 4, 4, 8}, 24);
  // Odd constant counts in a row never pad; the table after 5 constants (20 bytes) pads to 24.
  expectLayout(local({constants(3), constants(2), table()}), {0, 12, 24}, {12, 8, 8}, 32);
}

TEST(ShaderRecordLayout, ManyConstantsUpTo4064Bytes) {
  // Local root signatures are not bound by the 64-DWORD global limit, but by the 4096-byte
  // record stride minus the 32-byte shader identifier.
  expectLayout(local({constants(1016)}), {0}, {4064}, 4064);
  expectLayout(local({constants(100), constants(200), table()}), {0, 400, 1200}, {400, 800, 8}, 1208);
  EXPECT_FALSE(makeShaderRecordLayout(local({constants(1017)})).ok());
  // 1015 constants end at 4060; the UAV then starts at 4064 and would end at 4072.
  auto over = makeShaderRecordLayout(local({constants(1015), descriptor(PT::UAV)}));
  ASSERT_FALSE(over.ok());
  EXPECT_NE(over.error().message.find("ends at byte 4072"), std::string::npos) << over.error().message;
  EXPECT_TRUE(container::validateRootSignature(local({constants(1016)})).ok());
}

TEST(ShaderRecordLayout, CorpusLocalRootSignatures) {
  // The LocalRootSignature subobjects DXC wrote into the corpus libraries.
  auto localOf = [](const std::string& library, const std::string& name) {
    testing::Bytes blob = testing::readReference("raytracing/" + library + ".dxil");
    auto all = container::readSubobjects({blob.data(), blob.size()});
    EXPECT_TRUE(all.ok());
    for (const container::Subobject& s : *all)
      if (s.name == name) return s.rootSignature;
    ADD_FAILURE() << name << " not found in " << library;
    return container::RootSignature{};
  };
  // RootConstants(4), SRV, DescriptorTable: 0..16, 16, 24.
  expectLayout(localOf("rt_subobjects_all", "HitLocalRS"), {0, 16, 24}, {16, 8, 8}, 32);
  // RootConstants(2), three tables: 0..8, 8, 16, 24.
  expectLayout(localOf("rt_local_descriptor_tables", "MaterialSig"), {0, 8, 16, 24}, {8, 8, 8, 8}, 32);
  // Four root descriptors.
  expectLayout(localOf("rt_local_root_descriptors", "MeshSig"), {0, 8, 16, 24}, {8, 8, 8, 8}, 32);
  // RootConstants(8) and RootConstants(2).
  expectLayout(localOf("rt_local_root_constants", "HitConstantsSig"), {0}, {32}, 32);
  expectLayout(localOf("rt_local_root_constants", "GenConstantsSig"), {0}, {8}, 8);
}

ir::Resource resource(ir::ResourceClass cls, ir::ResourceKind kind, uint32_t space, uint32_t reg) {
  ir::Resource r;
  r.cls = cls;
  r.kind = kind;
  r.space = space;
  r.lowerBound = reg;
  r.rangeSize = 1;
  r.name = "R";
  return r;
}

std::unique_ptr<BindingMapper> mapperFor(const container::RootSignature& localSig) {
  auto global = std::make_unique<DirectBindingMapper>(BindingShifts{});
  auto wrapped = withLocalRootSignature(container::serializeRootSignature(localSig), std::move(global), ir::ShaderStage::ClosestHit);
  EXPECT_TRUE(wrapped.ok()) << wrapped.error().message;
  return wrapped.ok() ? std::move(*wrapped) : nullptr;
}

TEST(ShaderRecordMapping, LocalParametersReadTheShaderRecord) {
  // [0] 3 constants b0 space1 (0..12), [1] SRV t0 space1 (16), [2] table t1..t2 space1 (24),
  // [3] 1 constant b1 space1 (32).
  auto sig = local({constants(3, 0, 1), descriptor(PT::SRV, 0, 1), table(DescriptorRangeType::SRV, 1, 2, 1), constants(1, 1, 1)});
  auto mapper = mapperFor(sig);
  ASSERT_NE(mapper, nullptr);
  ASSERT_NE(mapper->shaderRecordLayout(), nullptr);

  auto cb = mapper->map(resource(ir::ResourceClass::CBV, ir::ResourceKind::CBuffer, 1, 0));
  ASSERT_TRUE(cb.ok()) << cb.error().message;
  EXPECT_EQ(cb->kind, AccessKind::RootConstants);
  EXPECT_EQ(cb->rootSource, RootSource::ShaderRecord);
  EXPECT_EQ(cb->rootParameter, 0u);
  EXPECT_EQ(cb->rootDword, 0u);
  EXPECT_EQ(cb->dwordCount, 3u);

  auto srv = mapper->map(resource(ir::ResourceClass::SRV, ir::ResourceKind::StructuredBuffer, 1, 0));
  ASSERT_TRUE(srv.ok()) << srv.error().message;
  EXPECT_EQ(srv->kind, AccessKind::DeviceAddress);
  EXPECT_EQ(srv->rootSource, RootSource::ShaderRecord);
  EXPECT_EQ(srv->rootParameter, 1u);
  EXPECT_EQ(srv->rootDword, 16u / 4);

  auto tex = mapper->map(resource(ir::ResourceClass::SRV, ir::ResourceKind::Texture2D, 1, 2));
  ASSERT_TRUE(tex.ok()) << tex.error().message;
  EXPECT_EQ(tex->kind, AccessKind::HeapElement);
  EXPECT_EQ(tex->rootSource, RootSource::ShaderRecord);
  EXPECT_EQ(tex->rootParameter, 2u);
  EXPECT_EQ(tex->rootDword, 24u / 4);
  EXPECT_EQ(tex->baseIndex, 1u);  // t2 is the table's second descriptor

  auto cb1 = mapper->map(resource(ir::ResourceClass::CBV, ir::ResourceKind::CBuffer, 1, 1));
  ASSERT_TRUE(cb1.ok());
  EXPECT_EQ(cb1->rootParameter, 3u);
  EXPECT_EQ(cb1->rootDword, 32u / 4);
}

TEST(ShaderRecordMapping, OtherResourcesGoThroughTheGlobalMapping) {
  auto mapper = mapperFor(local({constants(1, 0, 1)}));
  ASSERT_NE(mapper, nullptr);
  auto global = mapper->map(resource(ir::ResourceClass::SRV, ir::ResourceKind::Texture2D, 0, 5));
  ASSERT_TRUE(global.ok());
  EXPECT_EQ(global->rootSource, RootSource::RootBlock);
  EXPECT_EQ(global->kind, AccessKind::Descriptor);
  EXPECT_EQ(global->set, 0u);
  EXPECT_EQ(global->binding, 5u);  // direct mapping: t shift 0 + register
}

TEST(ShaderRecordMapping, RefusesWhatIsNotALocalRootSignatureForRayTracing) {
  auto sig = local({constants(1)});
  auto bytes = container::serializeRootSignature(sig);
  auto compute = withLocalRootSignature(bytes, std::make_unique<DirectBindingMapper>(BindingShifts{}), ir::ShaderStage::Compute);
  ASSERT_FALSE(compute.ok());
  EXPECT_NE(compute.error().message.find("only ray-tracing shaders"), std::string::npos);
  sig.flags = 0;
  auto notLocal = withLocalRootSignature(container::serializeRootSignature(sig),
                                         std::make_unique<DirectBindingMapper>(BindingShifts{}), ir::ShaderStage::ClosestHit);
  ASSERT_FALSE(notLocal.ok());
  EXPECT_NE(notLocal.error().message.find("LOCAL_ROOT_SIGNATURE"), std::string::npos);
  std::vector<uint8_t> cut(bytes.begin(), bytes.begin() + 10);
  EXPECT_FALSE(withLocalRootSignature(cut, std::make_unique<DirectBindingMapper>(BindingShifts{}), ir::ShaderStage::ClosestHit).ok());
}

// Work-graph nodes read the same layout, at a device address (no shader binding table).
TEST(ShaderRecordMapping, NodesReachTheRecordByAddress) {
  auto bytes = container::serializeRootSignature(local({descriptor(PT::UAV, 0, 1), constants(1, 0), constants(1, 1)}));
  auto node = withLocalRootSignature(bytes, std::make_unique<DirectBindingMapper>(BindingShifts{}), ir::ShaderStage::Node);
  ASSERT_TRUE(node.ok()) << node.error().message;
  const ShaderRecordLayout* layout = (*node)->shaderRecordLayout();
  ASSERT_NE(layout, nullptr);
  EXPECT_TRUE(layout->byAddress);
  EXPECT_EQ(layout->parameterOffset, (std::vector<uint32_t>{0, 8, 12}));
  auto uav = (*node)->map(resource(ir::ResourceClass::UAV, ir::ResourceKind::RawBuffer, 1, 0));
  ASSERT_TRUE(uav.ok()) << uav.error().message;
  EXPECT_EQ(uav->kind, AccessKind::DeviceAddress);
  EXPECT_EQ(uav->rootSource, RootSource::ShaderRecord);
  auto hit = withLocalRootSignature(bytes, std::make_unique<DirectBindingMapper>(BindingShifts{}), ir::ShaderStage::ClosestHit);
  ASSERT_TRUE(hit.ok());
  EXPECT_FALSE((*hit)->shaderRecordLayout()->byAddress);
}

}  // namespace
}  // namespace dxsv::bindings
