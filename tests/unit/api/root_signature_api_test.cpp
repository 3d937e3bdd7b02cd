// Root-signature binding mode through the public APIs: the layout report a layer builds its
// pipeline layout from, caller-supplied root signatures, and bad root signatures (each a
// clear error, never a crash).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "../../common/assemble_ll.h"
#include "../../common/compute_module.h"
#include "../../common/container_builder.h"
#include "container/container.h"
#include "container/root_signature.h"
#include "dxil_spirv/dxil_spirv.h"
#include "dxil_spirv/dxil_spirv.hpp"

namespace {

using dxsv::container::RootParameter;
using dxsv::container::RootParameterType;
using dxsv::container::RootSignature;

// rs_root_constants.hlsl: RootConstants(num32BitConstants=12, b0), UAV(u0).
std::vector<uint8_t> rootConstantsShader() { return dxsv::testing::readReference("binding/rs_root_constants.dxil"); }

dxsv::ConvertResult convertWith(const std::vector<uint8_t>& dxil, const RootSignature* signature) {
  dxsv::ConvertOptions options;
  options.validate = true;
  options.bindingMode = DXSV_BINDING_ROOT_SIGNATURE;
  if (signature) options.rootSignature = dxsv::container::serializeRootSignature(*signature);
  return dxsv::convert(dxil, options);
}

RootParameter constants(uint32_t reg, uint32_t count) {
  RootParameter p;
  p.type = RootParameterType::Constants32Bit;
  p.shaderRegister = reg;
  p.num32BitValues = count;
  return p;
}

RootParameter rootUav(uint32_t reg) {
  RootParameter p;
  p.type = RootParameterType::UAV;
  p.shaderRegister = reg;
  return p;
}

TEST(RootSignatureApi, EmbeddedRootSignatureReportsTheLayout) {
  auto result = convertWith(rootConstantsShader(), nullptr);
  ASSERT_TRUE(result.ok()) << result.error;
  const dxsv::BindingLayout& b = result.binding;
  EXPECT_TRUE(b.rootSignature);
  EXPECT_TRUE(b.rootBlockInPushConstants);
  EXPECT_TRUE(b.usesRootBlock);
  EXPECT_EQ(b.rootBlockBytes, 56u);  // the root UAV's address (8) + 12 constants (48)
  ASSERT_EQ(b.parameters.size(), 2u);
  EXPECT_EQ(b.parameters[0].offsetBytes, 8u);
  EXPECT_EQ(b.parameters[0].sizeBytes, 48u);
  EXPECT_EQ(b.parameters[1].offsetBytes, 0u);
  EXPECT_EQ(b.parameters[1].sizeBytes, 8u);
  EXPECT_TRUE(b.parameters[0].used && b.parameters[1].used);
  EXPECT_FALSE(b.usesResourceHeap);
}

TEST(RootSignatureApi, CallerRootSignatureReplacesTheEmbeddedOne) {
  RootSignature sig;
  sig.parameters = {rootUav(0), constants(0, 16), constants(7, 2)};
  auto result = convertWith(rootConstantsShader(), &sig);
  ASSERT_TRUE(result.ok()) << result.error;
  ASSERT_EQ(result.binding.parameters.size(), 3u);
  EXPECT_EQ(result.binding.parameters[1].offsetBytes, 8u);
  EXPECT_EQ(result.binding.parameters[1].sizeBytes, 64u);
  EXPECT_FALSE(result.binding.parameters[2].used);  // b7 is not read
}

TEST(RootSignatureApi, CApiReportsTheLayoutAndEachParameter) {
  auto dxil = rootConstantsShader();
  dxsv_options options;
  dxsv_options_init(&options);
  options.binding_mode = DXSV_BINDING_ROOT_SIGNATURE;
  options.validate = 1;
  options.push_constant_bytes = 32;  // too small: the block moves to a uniform buffer
  dxsv_result result = nullptr;
  ASSERT_EQ(dxsv_convert(dxil.data(), dxil.size(), &options, &result), DXSV_SUCCESS) << dxsv_result_error(result);
  dxsv_binding_layout layout;
  ASSERT_EQ(dxsv_result_binding_layout(result, &layout), DXSV_SUCCESS);
  EXPECT_EQ(layout.root_block_bytes, 56u);
  EXPECT_EQ(layout.root_block_in_push_constants, 0);
  EXPECT_EQ(layout.root_set, 3u);
  EXPECT_EQ(layout.root_parameter_count, 2u);
  dxsv_root_parameter_info info;
  ASSERT_EQ(dxsv_result_root_parameter(result, 0, &info), DXSV_SUCCESS);
  EXPECT_EQ(info.type, 1u);
  EXPECT_EQ(info.offset, 8u);
  EXPECT_EQ(info.size, 48u);
  EXPECT_EQ(info.used, 1);
  EXPECT_EQ(dxsv_result_root_parameter(result, 2, &info), DXSV_ERROR_INVALID_ARGUMENT);
  dxsv_result_destroy(result);
}

TEST(RootSignatureApi, ShaderWithoutRootSignatureNeedsOneGiven) {
  auto dxil = dxsv::testing::readReference("binding/buf_typed_vs_raw.dxil");
  auto result = convertWith(dxil, nullptr);
  EXPECT_EQ(result.status, DXSV_ERROR_INVALID_ARGUMENT);
  EXPECT_NE(result.error.find("no RTS0 part"), std::string::npos) << result.error;
}

TEST(RootSignatureApi, RegisterNotCoveredNamesTheRegister) {
  RootSignature sig;
  sig.parameters = {constants(0, 12)};  // no u0
  auto result = convertWith(rootConstantsShader(), &sig);
  EXPECT_EQ(result.status, DXSV_ERROR_MALFORMED_INPUT);
  EXPECT_NE(result.error.find("(u0, space 0) is not covered by the root signature"), std::string::npos) << result.error;
}

TEST(RootSignatureApi, MoreThan64DwordsIsRejected) {
  RootSignature sig;
  sig.parameters = {rootUav(0), constants(0, 63)};
  auto result = convertWith(rootConstantsShader(), &sig);
  EXPECT_EQ(result.status, DXSV_ERROR_MALFORMED_INPUT);
  EXPECT_NE(result.error.find("64"), std::string::npos) << result.error;
}

TEST(RootSignatureApi, OverlappingRangesAreRejected) {
  RootSignature sig;
  RootParameter table;
  table.type = RootParameterType::DescriptorTable;
  dxsv::container::DescriptorRange a;
  a.type = dxsv::container::DescriptorRangeType::UAV;
  a.numDescriptors = 4;
  table.ranges = {a};
  sig.parameters = {constants(0, 12), rootUav(2), table};
  auto result = convertWith(rootConstantsShader(), &sig);
  EXPECT_EQ(result.status, DXSV_ERROR_MALFORMED_INPUT);
  EXPECT_NE(result.error.find("overlaps"), std::string::npos) << result.error;
}

TEST(RootSignatureApi, TruncatedRootSignaturesFailCleanly) {
  RootSignature sig;
  sig.parameters = {rootUav(0), constants(0, 12)};
  std::vector<uint8_t> bytes = dxsv::container::serializeRootSignature(sig);
  auto dxil = rootConstantsShader();
  for (size_t size = 1; size < bytes.size(); ++size) {
    dxsv::ConvertOptions options;
    options.bindingMode = DXSV_BINDING_ROOT_SIGNATURE;
    options.rootSignature.assign(bytes.begin(), bytes.begin() + size);
    auto result = dxsv::convert(dxil, options);
    EXPECT_EQ(result.status, DXSV_ERROR_MALFORMED_INPUT) << "size " << size;
    EXPECT_FALSE(result.error.empty());
  }
  // A container wrapping the serialized root signature works like the raw bytes.
  dxsv::ConvertOptions options;
  options.bindingMode = DXSV_BINDING_ROOT_SIGNATURE;
  options.rootSignature = dxsv::container::wrapInContainer(dxsv::container::fourcc("RTS0"), bytes);
  EXPECT_TRUE(dxsv::convert(dxil, options).ok());
}

// SM 6.6 ResourceDescriptorHeap without any root signature: the heap arrays, heap index =
// the shader's index, NonUniform on the index and the loaded descriptor.
TEST(RootSignatureApi, DescriptorHeapWithoutRootSignature) {
  auto dxil = dxsv::testing::readReference("binding/heap_nonuniform.dxil");
  dxsv::ConvertOptions options;
  options.validate = true;
  auto result = dxsv::convert(dxil, options);
  ASSERT_TRUE(result.ok()) << result.error;
  EXPECT_TRUE(result.binding.usesResourceHeap);
  EXPECT_FALSE(result.binding.rootSignature);
  std::string text, error;
  ASSERT_TRUE(dxsv::disassembleSpirv(result.spirv, text, error)) << error;
  EXPECT_NE(text.find("OpCapability RuntimeDescriptorArray"), std::string::npos);
  EXPECT_NE(text.find("OpCapability ShaderNonUniform"), std::string::npos);
  EXPECT_NE(text.find("NonUniform"), std::string::npos);
}

}  // namespace

// globallycoherent reaches a root UAV too: a device address has no variable to decorate, so
// the buffer block's member is Coherent (and a plain UAV's is not).
TEST(RootSignatureApi, GloballyCoherentRootUavIsCoherent) {
  auto module = [](bool coherent) {
    std::string text = dxsv::testing::computeModuleText({.body = R"(
  %h = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %t = call i32 @dx.op.flattenedThreadIdInGroup.i32(i32 96)
  %a = shl i32 %t, 2
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %h, i32 %a, i32 undef, i32 %t, i32 undef, i32 undef, i32 undef, i8 1)
  ret void)"});
    const std::string plain = "i32 11, i1 false, i1 false, i1 false";
    if (coherent) text.replace(text.find(plain), plain.size(), "i32 11, i1 true, i1 false, i1 false");
    return dxsv::testing::assembleLl(text);
  };
  RootSignature sig;
  sig.parameters = {rootUav(0)};
  for (bool coherent : {true, false}) {
    auto result = convertWith(module(coherent), &sig);
    ASSERT_TRUE(result.ok()) << result.error;
    std::string text, error;
    ASSERT_TRUE(dxsv::disassembleSpirv(result.spirv, text, error)) << error;
    EXPECT_EQ(text.find("PhysicalStorageBuffer") != std::string::npos, true) << text;
    EXPECT_EQ(text.find(" 0 Coherent") != std::string::npos, coherent) << text;
  }
}
