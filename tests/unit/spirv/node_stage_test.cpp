// Work-graph node stage (stage_node.cpp): the node ABI's push-constant block at the offsets
// vkd3d-proton writes, the specialization constants at their public SpecIds, the workgroup size
// of each launch type, root arguments kept out of the push constants, and local root arguments
// read through the device address the layer gives (docs/ARCHITECTURE.md, "Work graphs").
#include <gtest/gtest.h>

#include "../../common/spirv_text.h"
#include "bindings/shader_record.h"
#include "container/root_signature.h"
#include "hand_ir.h"

namespace {

using namespace dxsv;
using dxsv::testing::disassembly;
using dxsv::testing::HandIr;
using dxsv::testing::occurrences;
using dxsv::testing::validationError;

bool has(const std::string& text, const std::string& what) { return text.find(what) != std::string::npos; }

// A node of `launch` reading every ABI value: a record from the payload address, copied to the
// output address, an output counter bumped, the spec constants selecting what is stored.
HandIr nodeReadingEverything(ir::NodeLaunch launch) {
  HandIr t(ir::ShaderStage::Node);
  t.entry().node.launch = launch;
  if (launch != ir::NodeLaunch::Thread) {
    t.entry().numThreads[0] = 8;
    t.entry().numThreads[1] = 4;
  }
  ir::TypeId i32 = t.i32(), i64 = t.i64(), boolean = t.m.types.boolType();
  ir::ValueId payload = t.builtin(ir::Builtin::NodePayloadAddress, i64);
  for (ir::Builtin b : {ir::Builtin::NodeLinearOffsetAddress, ir::Builtin::NodeTotalNodesAddress,
                        ir::Builtin::NodeStrideOrOffsetsAddress, ir::Builtin::NodeLocalRootAddress})
    t.builtin(b, i64);
  ir::ValueId output = t.builtin(ir::Builtin::NodeOutputAddress, i64);
  ir::ValueId atomics = t.builtin(ir::Builtin::NodeOutputAtomicAddress, i64);
  ir::ValueId offset = t.builtin(ir::Builtin::NodeOutputOffset, i32);
  ir::ValueId levels = t.builtin(ir::Builtin::NodeRemainingRecursionLevels, i32);
  ir::ValueId entry = t.builtin(ir::Builtin::NodeIsEntry, boolean);
  ir::ValueId indirect = t.builtin(ir::Builtin::NodeIsIndirectStride, boolean);
  ir::ValueId broadcast = t.builtin(ir::Builtin::NodeIsStaticBroadcast, boolean);
  ir::ValueId out0 = t.builtin(ir::Builtin::NodeOutputIndex, i32, {t.m.constantInt(32, 0)});
  ir::ValueId out2 = t.builtin(ir::Builtin::NodeOutputIndex, i32, {t.m.constantInt(32, 2)});
  ir::ValueId again = t.builtin(ir::Builtin::NodeOutputIndex, i32, {t.m.constantInt(32, 2)});
  ir::ValueId groups = t.builtin(ir::Builtin::NumWorkGroups, i32, {t.m.constantInt(32, 2)});
  ir::ValueId record = t.emit(ir::Op::DeviceLoad, i32, {payload}, {4});
  ir::ValueId pick = t.emit(ir::Op::Select, i32, {entry, record, offset});
  pick = t.emit(ir::Op::Select, i32, {indirect, pick, levels});
  pick = t.emit(ir::Op::Select, i32, {broadcast, pick, groups});
  ir::ValueId sum = t.emit(ir::Op::IAdd, i32, {out0, out2});
  sum = t.emit(ir::Op::IAdd, i32, {sum, again});
  t.emit(ir::Op::DeviceStore, t.m.types.voidType(), {output, pick}, {4});
  t.emit(ir::Op::DeviceAtomic, i32, {atomics, sum}, {4, uint64_t(ir::AtomicOp::Add)});
  return t;
}

TEST(NodeStage, EveryLaunchTypeValidatesWithTheNodeAbi) {
  for (ir::NodeLaunch launch : {ir::NodeLaunch::Broadcasting, ir::NodeLaunch::Coalescing, ir::NodeLaunch::Thread}) {
    for (dxsv_target_env env : {DXSV_TARGET_VULKAN_1_1, DXSV_TARGET_VULKAN_1_3}) {
      SCOPED_TRACE("launch " + std::to_string(int(launch)) + ", env " + std::to_string(int(env)));
      HandIr t = nodeReadingEverything(launch);
      spirv::EmitOptions options;
      options.targetEnv = env;
      auto words = t.spirv(nullptr, options);
      ASSERT_TRUE(words.ok()) << words.error().message;
      EXPECT_EQ(validationError(*words, env), "");
      std::string text = disassembly(*words);
      EXPECT_TRUE(has(text, "OpEntryPoint GLCompute ")) << text;
      // One push-constant block, std430 offsets 0..60.
      EXPECT_EQ(occurrences(text, "OpVariable %_ptr_PushConstant_NodeDispatch PushConstant"), 1u) << text;
      const uint32_t offsets[] = {0, 8, 16, 24, 32, 40, 48, 56, 60};
      for (uint32_t i = 0; i < 9; ++i)
        EXPECT_TRUE(has(text, "OpMemberDecorate %NodeDispatch " + std::to_string(i) + " Offset " + std::to_string(offsets[i])))
            << "member " << i;
      EXPECT_TRUE(has(text, "OpTypeStruct %ulong %ulong %ulong %ulong %ulong %ulong %ulong %uint %uint"));
      // Spec constants: the three flags (false by default), one per output index read.
      for (int id : {DXSV_NODE_SPEC_IS_ENTRY, DXSV_NODE_SPEC_IS_INDIRECT_STRIDE, DXSV_NODE_SPEC_IS_STATIC_BROADCAST,
                     DXSV_NODE_SPEC_OUTPUT_BASE, DXSV_NODE_SPEC_OUTPUT_BASE + 2})
        EXPECT_EQ(occurrences(text, "SpecId " + std::to_string(id) + "\n"), 1u) << "SpecId " << id;
      EXPECT_EQ(occurrences(text, "OpSpecConstantFalse %bool"), 3u);
      EXPECT_EQ(occurrences(text, "OpSpecConstant %uint 0"), 2u);
      EXPECT_TRUE(has(text, "BuiltIn NumWorkgroups"));
      bool thread = launch == ir::NodeLaunch::Thread;
      EXPECT_EQ(has(text, "LocalSize 8 4 1"), !thread);
      EXPECT_EQ(has(text, "BuiltIn WorkgroupSize"), thread);
    }
  }
}

// Thread launch: the layer picks the group width per pipeline (SpecId 0, 32 by default).
TEST(NodeStage, ThreadLaunchWorkgroupSizeIsASpecConstant) {
  HandIr t(ir::ShaderStage::Node);
  t.entry().node.launch = ir::NodeLaunch::Thread;
  t.builtin(ir::Builtin::FlattenedThreadIdInGroup, t.i32());
  auto words = t.spirv();
  ASSERT_TRUE(words.ok()) << words.error().message;
  EXPECT_EQ(validationError(*words), "");
  std::string text = disassembly(*words);
  EXPECT_TRUE(has(text, "OpSpecConstant %uint 32")) << text;
  EXPECT_TRUE(has(text, "SpecId " + std::to_string(DXSV_NODE_SPEC_THREAD_GROUP_SIZE_X) + "\n"));
  EXPECT_TRUE(has(text, "OpSpecConstantComposite %v3uint"));
  EXPECT_TRUE(has(text, "BuiltIn WorkgroupSize"));
  EXPECT_FALSE(has(text, "LocalSize"));
}

TEST(NodeStage, NoPushConstantsUnlessRead) {
  HandIr t(ir::ShaderStage::Node);
  t.entry().node.launch = ir::NodeLaunch::Broadcasting;
  t.builtin(ir::Builtin::GroupId, t.i32(), {t.m.constantInt(32, 0)});
  auto words = t.spirv();
  ASSERT_TRUE(words.ok()) << words.error().message;
  EXPECT_EQ(validationError(*words), "");
  EXPECT_FALSE(has(disassembly(*words), "PushConstant"));
}

TEST(ComputeStage, NumWorkGroupsIsTheBuiltIn) {
  HandIr t;
  ir::ValueId y = t.builtin(ir::Builtin::NumWorkGroups, t.i32(), {t.m.constantInt(32, 1)});
  t.emit(ir::Op::DeviceStore, t.m.types.voidType(), {t.m.constantInt(64, 256), y}, {4});
  auto words = t.spirv();
  ASSERT_TRUE(words.ok()) << words.error().message;
  EXPECT_EQ(validationError(*words), "");
  EXPECT_TRUE(has(disassembly(*words), "BuiltIn NumWorkgroups"));
}

container::RootParameter rootConstants(uint32_t reg, uint32_t space = 0) {
  container::RootParameter p;
  p.type = container::RootParameterType::Constants32Bit;
  p.num32BitValues = 1;
  p.shaderRegister = reg;
  p.space = space;
  return p;
}

ir::Resource cbuffer(uint32_t reg, const char* name) {
  ir::Resource r;
  r.cls = ir::ResourceClass::CBV;
  r.kind = ir::ResourceKind::CBuffer;
  r.lowerBound = reg;
  r.cbufferSize = 16;
  r.name = name;
  return r;
}

// Word 0 of constant buffer `resource` (a handle and a CBufferLoadLegacy of row 0).
ir::ValueId firstWord(HandIr& t, uint32_t resource) {
  ir::TypeId i32 = t.i32();
  ir::ValueId handle = t.emit(ir::Op::ResourceHandle, i32, {t.m.constantInt(32, 0)}, {resource});
  ir::ValueId row = t.emit(ir::Op::CBufferLoadLegacy, t.m.types.structType({i32, i32, i32, i32}), {handle, t.m.constantInt(32, 0)});
  return t.emit(ir::Op::ExtractValue, i32, {row}, {0});
}

// One push-constant block per entry point: a node's is the ABI's, so global root constants
// must come from a uniform buffer.
TEST(NodeStage, RootConstantsInPushConstantsAreRefused) {
  container::RootSignature sig;
  sig.parameters.push_back(rootConstants(0));
  for (uint32_t pushBytes : {128u, 0u}) {
    HandIr t(ir::ShaderStage::Node);
    t.entry().node.launch = ir::NodeLaunch::Coalescing;
    t.m.resources.push_back(cbuffer(0, "Globals"));
    ir::ValueId v = firstWord(t, 0);
    t.emit(ir::Op::DeviceStore, t.m.types.voidType(), {t.builtin(ir::Builtin::NodeOutputAddress, t.i64()), v}, {4});
    bindings::RootLayoutOptions layoutOptions;
    layoutOptions.pushConstantBytes = pushBytes;
    auto layout = bindings::makeRootLayout(sig, layoutOptions);
    ASSERT_TRUE(layout.ok());
    bindings::RootSignatureBindingMapper mapper(*layout, ir::ShaderStage::Node);
    auto words = t.spirv(&mapper);
    if (pushBytes) {
      ASSERT_FALSE(words.ok());
      EXPECT_EQ(words.error().kind, ErrorKind::Unsupported);
      EXPECT_TRUE(has(words.error().message, "must put the root-parameter block in a uniform buffer")) << words.error().message;
    } else {
      ASSERT_TRUE(words.ok()) << words.error().message;
      EXPECT_EQ(validationError(*words), "");
      std::string text = disassembly(*words);
      EXPECT_EQ(occurrences(text, "PushConstant\n"), 1u) << text;  // the node's block only
      EXPECT_TRUE(has(text, "%root = OpVariable %_ptr_Uniform_RootParameters Uniform"));
    }
  }
}

// vkd3d-proton's work-graph test: LocalRootSignature "UAV(u0, space = 1), RootConstants(b0),
// RootConstants(b1)" and InterlockedAdd(U0[Index], Count). The arguments are the shader
// record's layout (0, 8, 12) at NodeLocalRootAddress, not a ShaderRecordBufferKHR.
TEST(NodeStage, LocalRootArgumentsAreReadByAddress) {
  container::RootSignature local;
  local.flags = container::kLocalRootSignatureFlag;
  container::RootParameter uav;
  uav.type = container::RootParameterType::UAV;
  uav.shaderRegister = 0;
  uav.space = 1;
  local.parameters = {uav, rootConstants(0), rootConstants(1)};
  for (dxsv_target_env env : {DXSV_TARGET_VULKAN_1_1, DXSV_TARGET_VULKAN_1_3}) {
    auto mapper = bindings::withLocalRootSignature(container::serializeRootSignature(local),
                                                   std::make_unique<bindings::DirectBindingMapper>(bindings::BindingShifts{}),
                                                   ir::ShaderStage::Node);
    ASSERT_TRUE(mapper.ok()) << mapper.error().message;
    HandIr t(ir::ShaderStage::Node);
    t.entry().node.launch = ir::NodeLaunch::Broadcasting;
    ir::Resource u0;
    u0.cls = ir::ResourceClass::UAV;
    u0.kind = ir::ResourceKind::StructuredBuffer;
    u0.stride = 4;
    u0.space = 1;
    u0.name = "U0";
    t.m.resources = {u0, cbuffer(0, "IndexCB"), cbuffer(1, "CountCB")};
    ir::TypeId i32 = t.i32();
    ir::ValueId index = firstWord(t, 1), count = firstWord(t, 2);
    ir::ValueId handle = t.emit(ir::Op::ResourceHandle, i32, {t.m.constantInt(32, 0)}, {0});
    ir::ValueId byte = t.emit(ir::Op::IMul, i32, {index, t.m.constantInt(32, 4)});
    t.emit(ir::Op::BufferAtomic, i32, {handle, byte, count}, {uint64_t(ir::AtomicOp::Add)});
    spirv::EmitOptions options;
    options.targetEnv = env;
    auto words = t.spirv(mapper->get(), options);
    ASSERT_TRUE(words.ok()) << words.error().message;
    EXPECT_EQ(validationError(*words, env), "");
    std::string text = disassembly(*words);
    EXPECT_FALSE(has(text, "ShaderRecordBufferKHR")) << text;
    EXPECT_FALSE(has(text, "RayTracingKHR"));
    EXPECT_TRUE(has(text, "OpConvertUToPtr %_ptr_PhysicalStorageBuffer_LocalRootArguments"));
    EXPECT_TRUE(has(text, "OpMemberDecorate %LocalRootArguments 0 Offset 0"));
    EXPECT_TRUE(has(text, "OpMemberDecorate %LocalRootArguments 1 Offset 8"));
    EXPECT_TRUE(has(text, "OpMemberDecorate %LocalRootArguments 2 Offset 12"));
    // The address is the ABI's local-root push constant, member 6.
    EXPECT_TRUE(has(text, "OpMemberDecorate %NodeDispatch 6 Offset 48"));
    EXPECT_TRUE(has(text, "OpAccessChain %_ptr_PushConstant_ulong %node %uint_6"));
    // U0's address (two words), Index and Count: aligned loads from the record.
    EXPECT_GE(occurrences(text, "Aligned 4"), 4u);
  }
}

}  // namespace
