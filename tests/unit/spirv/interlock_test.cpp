// Rasterizer-ordered views → SPV_EXT_fragment_shader_interlock, checked on the SPIR-V of
// hand-written pixel shaders whose ROV accesses sit in every shape the interlock must
// survive: straight line, loop, branch, after an early return, after a discard (with
// discard-as-kill asked for), and in a called function.
//
// "Exactly once on every path" is proven from the module's structure, not from one run:
// - the entry point's function is a single block: Label, Begin, FunctionCall, End, Return.
//   A single block has one path, so Begin and End each run once, in the entry point's
//   uniform control flow;
// - no other function holds a Begin or an End;
// - no function can end the invocation (OpKill, OpTerminateInvocation): every way out of
//   the called shader returns to the wrapper, which then runs End;
// - every other function is reached from that one call, so every ROV access, wherever it
//   sits, runs between Begin and End.
#include <gtest/gtest.h>

#include <spirv/unified1/spirv.hpp>

#include <map>
#include <set>
#include <string>
#include <vector>

#include "../../common/assemble_ll.h"
#include "dxil_spirv/dxil_spirv.hpp"

namespace {

using namespace dxsv::testing;

struct Function {
  std::vector<spv::Op> ops;  // OpFunction .. OpFunctionEnd exclusive
  std::vector<uint32_t> callees;
};

struct Module {
  uint32_t entry = 0;
  std::map<uint32_t, Function> functions;
  std::set<uint32_t> modes;      // execution modes of the entry point
  std::set<uint32_t> coherent;   // ids decorated Coherent
  std::set<uint32_t> capabilities;
  std::map<std::string, uint32_t> names;
};

Module parse(const std::vector<uint32_t>& words) {
  Module m;
  Function* current = nullptr;
  for (size_t i = 5; i < words.size();) {
    uint32_t count = words[i] >> 16;
    auto op = spv::Op(words[i] & 0xffff);
    const uint32_t* operands = &words[i + 1];
    if (count == 0) break;
    switch (op) {
      case spv::OpEntryPoint: m.entry = operands[1]; break;
      case spv::OpExecutionMode: m.modes.insert(operands[1]); break;
      case spv::OpCapability: m.capabilities.insert(operands[0]); break;
      case spv::OpDecorate:
        if (operands[1] == spv::DecorationCoherent) m.coherent.insert(operands[0]);
        break;
      case spv::OpName: m.names[reinterpret_cast<const char*>(&operands[1])] = operands[0]; break;
      case spv::OpFunction: current = &m.functions[operands[1]]; break;
      case spv::OpFunctionEnd: current = nullptr; break;
      default:
        if (current) {
          current->ops.push_back(op);
          if (op == spv::OpFunctionCall) current->callees.push_back(operands[2]);
        }
    }
    i += count;
  }
  return m;
}

size_t countOp(const Function& f, spv::Op op) {
  size_t n = 0;
  for (spv::Op o : f.ops) n += o == op;
  return n;
}

// The proof of the file comment. Returns the id of the called shader function.
uint32_t expectInterlockedExactlyOnce(const Module& m) {
  auto entry = m.functions.find(m.entry);
  if (entry == m.functions.end()) {
    ADD_FAILURE() << "no entry function";
    return 0;
  }
  std::vector<spv::Op> wrapper = {spv::OpLabel, spv::OpBeginInvocationInterlockEXT, spv::OpFunctionCall,
                                  spv::OpEndInvocationInterlockEXT, spv::OpReturn};
  EXPECT_EQ(entry->second.ops, wrapper) << "the entry point must be Begin; call; End; return in one block";
  if (entry->second.callees.size() != 1) return 0;
  uint32_t shader = entry->second.callees[0];
  std::set<uint32_t> reached{m.entry}, work{shader};
  while (!work.empty()) {
    uint32_t f = *work.begin();
    work.erase(work.begin());
    if (!reached.insert(f).second) continue;
    for (uint32_t callee : m.functions.at(f).callees) work.insert(callee);
  }
  for (const auto& [id, f] : m.functions) {
    EXPECT_TRUE(reached.count(id)) << "function %" << id << " runs outside the critical section";
    EXPECT_EQ(countOp(f, spv::OpKill), 0u) << "function %" << id << " can end the invocation inside the critical section";
    EXPECT_EQ(countOp(f, spv::OpTerminateInvocation), 0u) << "function %" << id;
    if (id == m.entry) continue;
    EXPECT_EQ(countOp(f, spv::OpBeginInvocationInterlockEXT), 0u) << "function %" << id;
    EXPECT_EQ(countOp(f, spv::OpEndInvocationInterlockEXT), 0u) << "function %" << id;
  }
  return shader;
}

constexpr const char* kRovTexture = "  %h = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 1, i1 false)\n";
// v = v * 4 + 1 at pixel (%px, %py) through handle %h.
std::string blend(const std::string& suffix = "") {
  return "  %old" + suffix +
         " = call %dx.types.ResRet.i32 @dx.op.textureLoad.i32(i32 66, %dx.types.Handle %h, i32 undef, i32 %px, i32 %py, "
         "i32 undef, i32 undef, i32 undef, i32 undef)\n"
         "  %v" + suffix + " = extractvalue %dx.types.ResRet.i32 %old" + suffix + ", 0\n"
         "  %v4" + suffix + " = shl i32 %v" + suffix + ", 2\n"
         "  %n" + suffix + " = add i32 %v4" + suffix + ", 1\n"
         "  call void @dx.op.textureStore.i32(i32 67, %dx.types.Handle %h, i32 %px, i32 %py, i32 undef, i32 %n" + suffix +
         ", i32 %n" + suffix + ", i32 %n" + suffix + ", i32 %n" + suffix + ", i8 15)\n";
}

struct Shader {
  std::string body;  // after %px, %py (pixel coordinates) and %k (the KEY input) are loaded
  std::string declarations;
  bool rov = true;                  // the UAV's ROV flag
  const char* wInterpolation = "2";  // of the float input W (DXIL: 2 linear, 6 linear sample)
  bool sampleIndex = false;         // SV_SampleIndex in the signature, read by dx.op.sampleIndex
  const char* minor = "0";           // shader model 6.minor
};

// A ps_6_0 module: SV_Position at register 0, nointerpolation uint KEY at register 1, float
// W at register 2 (read, so that its interpolation counts), SV_SampleIndex when asked, and a
// RWTexture2D<uint> at u1 (rasterizer-ordered unless rov = false).
std::string pixelModule(const Shader& s) {
  std::string inputs = s.sampleIndex ? "!{!8, !11, !10, !12}" : "!{!8, !11, !10}";
  std::string sampleRead = s.sampleIndex ? "  %si = call i32 @dx.op.sampleIndex.i32(i32 90)\n" : "";
  return std::string(R"(target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"
%dx.types.Handle = type { ptr }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }
%dx.types.ResourceProperties = type { i32, i32 }
define void @main() {
entry:
  %fx = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 undef)
  %fy = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 1, i32 undef)
  %k = call i32 @dx.op.loadInput.i32(i32 4, i32 1, i32 0, i8 0, i32 undef)
  %px = fptoui float %fx to i32
  %py = fptoui float %fy to i32
  %w = call float @dx.op.loadInput.f32(i32 4, i32 2, i32 0, i8 0, i32 undef)
)") + sampleRead + s.body + R"(
}
)" + s.declarations + R"(
declare float @dx.op.loadInput.f32(i32, i32, i32, i8, i32)
declare i32 @dx.op.loadInput.i32(i32, i32, i32, i8, i32)
declare void @dx.op.discard(i32, i1)
declare i32 @dx.op.sampleIndex.i32(i32)
declare %dx.types.Handle @dx.op.createHandleFromHeap(i32, i32, i1, i1)
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties)
declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare %dx.types.ResRet.i32 @dx.op.textureLoad.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i32)
declare void @dx.op.textureStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i32, i8)
!dx.shaderModel = !{!3}
!dx.resources = !{!20}
!dx.entryPoints = !{!5}
!3 = !{!"ps", i32 6, i32 )" + s.minor + R"(}
!5 = !{ptr @main, !"main", !6, !20, null}
!6 = !{)" + inputs + R"(, null, null}
!8 = !{i32 0, !"SV_Position", i8 9, i8 3, !9, i8 4, i32 1, i8 4, i32 0, i8 0, null}
!9 = !{i32 0}
!11 = !{i32 1, !"KEY", i8 5, i8 0, !9, i8 1, i32 1, i8 1, i32 1, i8 0, null}
!10 = !{i32 2, !"W", i8 9, i8 0, !9, i8 )" + s.wInterpolation + R"(, i32 1, i8 1, i32 2, i8 0, null}
!12 = !{i32 3, !"SV_SampleIndex", i8 5, i8 12, !9, i8 1, i32 1, i8 1, i32 -1, i8 -1, null}
!20 = !{null, !21, null, null}
!21 = !{!22}
!22 = !{i32 0, ptr undef, !"g_rov", i32 0, i32 1, i32 1, i32 2, i1 false, i1 false, i1 )" +
         (s.rov ? "true" : "false") + R"(, !23}
!23 = !{i32 0, i32 5}
)";
}

dxsv::ConvertResult convert(const Shader& s, dxsv::ConvertOptions options = {}) {
  options.validate = true;
  options.targetEnv = DXSV_TARGET_VULKAN_1_3;
  return dxsv::convert(assembleLl(pixelModule(s)), options);
}

std::string disassemble(const std::vector<uint32_t>& spirv) {
  std::string text, error;
  if (!dxsv::disassembleSpirv(spirv, text, error)) return error;
  return text;
}

// Converts, checks the proof and the ordered pixel mode; returns the parsed module.
Module interlocked(const Shader& s, dxsv::ConvertOptions options = {}) {
  auto r = convert(s, options);
  EXPECT_TRUE(r.ok()) << r.error;
  if (!r.ok()) return {};
  Module m = parse(r.spirv);
  SCOPED_TRACE(disassemble(r.spirv));
  expectInterlockedExactlyOnce(m);
  EXPECT_TRUE(m.modes.count(spv::ExecutionModePixelInterlockOrderedEXT));
  EXPECT_FALSE(m.modes.count(spv::ExecutionModeSampleInterlockOrderedEXT));
  EXPECT_TRUE(m.capabilities.count(spv::CapabilityFragmentShaderPixelInterlockEXT));
  // The ROV's accesses are coherent inside the critical section.
  EXPECT_TRUE(m.names.count("g_rov") && m.coherent.count(m.names.at("g_rov")));
  return m;
}

TEST(Interlock, StraightLine) {
  Module m = interlocked({.body = std::string(kRovTexture) + blend() + "  ret void"});
  EXPECT_EQ(m.functions.size(), 2u);
}

TEST(Interlock, AccessInALoop) {
  Module m = interlocked({.body = std::string(kRovTexture) + R"(  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
)" + blend() + R"(  %i1 = add i32 %i, 1
  %again = icmp ult i32 %i1, %k
  br i1 %again, label %loop, label %done
done:
  ret void)"});
  ASSERT_EQ(m.functions.size(), 2u);
  for (const auto& [id, f] : m.functions)
    if (id != m.entry) EXPECT_EQ(countOp(f, spv::OpLoopMerge), 1u);
}

TEST(Interlock, AccessInBothArmsOfABranch) {
  Module m = interlocked({.body = std::string(kRovTexture) + R"(  %c = icmp eq i32 %k, 0
  br i1 %c, label %a, label %b
a:
)" + blend("a") + R"(  br label %join
b:
)" + blend("b") + R"(  br label %join
join:
  ret void)"});
  for (const auto& [id, f] : m.functions)
    if (id != m.entry) EXPECT_EQ(countOp(f, spv::OpSelectionMerge), 1u);
}

TEST(Interlock, AccessAfterAnEarlyReturn) {
  Module m = interlocked({.body = std::string(kRovTexture) + R"(  %c = icmp eq i32 %k, 0
  br i1 %c, label %out, label %body
out:
  ret void
body:
)" + blend() + "  ret void"});
  for (const auto& [id, f] : m.functions)
    if (id != m.entry) EXPECT_GE(countOp(f, spv::OpReturn), 1u);
}

// discard_as_kill is asked for, but a kill inside the critical section would never reach
// End: an ROV shader demotes.
TEST(Interlock, DiscardDemotesEvenWhenKillIsAskedFor) {
  dxsv::ConvertOptions options;
  options.discardAsKill = true;
  Module m = interlocked({.body = std::string(kRovTexture) + R"(  %c = icmp eq i32 %k, 0
  br i1 %c, label %drop, label %body
drop:
  call void @dx.op.discard(i32 82, i1 true)
  br label %body
body:
)" + blend() + "  ret void"},
                         options);
  size_t demotes = 0;
  for (const auto& [id, f] : m.functions) demotes += countOp(f, spv::OpDemoteToHelperInvocationEXT);
  EXPECT_EQ(demotes, 1u);
}

TEST(Interlock, AccessInACalledFunction) {
  Module m = interlocked({.body = R"(  %c = icmp eq i32 %k, 0
  br i1 %c, label %call, label %out
call:
  call void @blend_at(i32 %px, i32 %py)
  br label %out
out:
  ret void)",
                          .declarations = "define internal void @blend_at(i32 %px, i32 %py) {\n" +
                                          std::string(kRovTexture) + blend() + "  ret void\n}"});
  ASSERT_EQ(m.functions.size(), 3u);
  // The ROV access sits in the function the shader calls, itself inside the section.
  size_t withAccess = 0;
  for (const auto& [id, f] : m.functions)
    if (countOp(f, spv::OpImageWrite)) {
      ++withAccess;
      EXPECT_NE(id, m.entry);
      EXPECT_EQ(countOp(f, spv::OpFunctionCall), 0u);
    }
  EXPECT_EQ(withAccess, 1u);
}

// D3D orders ROV accesses per sample when the shader runs per sample.
TEST(Interlock, PerSampleShadingOrdersPerSample) {
  for (bool sampleIndex : {true, false}) {
    SCOPED_TRACE(sampleIndex ? "SV_SampleIndex" : "sample interpolation");
    Shader s{.body = std::string(kRovTexture) + blend() + "  ret void"};
    if (sampleIndex) s.sampleIndex = true;
    else s.wInterpolation = "6";
    auto r = convert(s);
    ASSERT_TRUE(r.ok()) << r.error;
    Module m = parse(r.spirv);
    SCOPED_TRACE(disassemble(r.spirv));
    expectInterlockedExactlyOnce(m);
    EXPECT_TRUE(m.modes.count(spv::ExecutionModeSampleInterlockOrderedEXT));
    EXPECT_FALSE(m.modes.count(spv::ExecutionModePixelInterlockOrderedEXT));
    EXPECT_TRUE(m.capabilities.count(spv::CapabilityFragmentShaderSampleInterlockEXT));
  }
}

void expectNoInterlock(const dxsv::ConvertResult& r) {
  ASSERT_TRUE(r.ok()) << r.error;
  Module m = parse(r.spirv);
  std::string text = disassemble(r.spirv);
  EXPECT_EQ(text.find("InvocationInterlock"), std::string::npos) << text;
  EXPECT_EQ(text.find("fragment_shader_interlock"), std::string::npos) << text;
  EXPECT_EQ(text.find("InterlockOrdered"), std::string::npos) << text;
  EXPECT_EQ(m.functions.size(), 1u);
  EXPECT_TRUE(m.names.count("g_rov") && !m.coherent.count(m.names.at("g_rov"))) << text;
}

TEST(Interlock, PlainUavGetsNone) {
  Shader s{.body = std::string(kRovTexture) + blend() + "  ret void", .rov = false};
  expectNoInterlock(convert(s));
}

// rov_as_uav: ROVs are plain UAVs (the documented race); discard_as_kill applies again.
TEST(Interlock, RovAsUavGetsNone) {
  dxsv::ConvertOptions options;
  options.rasterizerOrderedViewsAsUavs = true;
  options.discardAsKill = true;
  Shader s{.body = std::string(kRovTexture) + R"(  %c = icmp eq i32 %k, 0
  br i1 %c, label %drop, label %body
drop:
  call void @dx.op.discard(i32 82, i1 true)
  br label %body
body:
)" + blend() + "  ret void"};
  auto r = convert(s, options);
  ASSERT_TRUE(r.ok()) << r.error;
  std::string text = disassemble(r.spirv);
  EXPECT_EQ(text.find("InvocationInterlock"), std::string::npos) << text;
  EXPECT_NE(text.find("OpKill"), std::string::npos) << text;
}

// SM 6.6: the ROV flag of annotateHandle (bit 13 of word 0) on a descriptor-heap handle.
TEST(Interlock, HeapHandleAnnotatedRasterizerOrdered) {
  // RWTexture2D<uint>: kind 2 | UAV (bit 12) | ROV (bit 13); word 1: U32, one component.
  std::string heapHandle = R"(  %hh = call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218, i32 0, i1 false, i1 false)
  %h = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %hh, %dx.types.ResourceProperties { i32 12290, i32 261 })
)";
  Shader s{.body = heapHandle + blend() + "  ret void", .rov = false, .minor = "6"};
  auto r = convert(s);
  ASSERT_TRUE(r.ok()) << r.error;
  Module m = parse(r.spirv);
  SCOPED_TRACE(disassemble(r.spirv));
  expectInterlockedExactlyOnce(m);
  EXPECT_TRUE(m.modes.count(spv::ExecutionModePixelInterlockOrderedEXT));
  EXPECT_EQ(m.coherent.size(), 1u);  // the heap's storage-image array
  // Without the ROV bit: a plain UAV, no interlock.
  s.body.replace(s.body.find("12290"), 5, "4098");
  expectNoInterlock(convert(s));
}

// The C API's rov_as_uav reaches the emitter (and 0, its default, keeps the interlock).
TEST(Interlock, CApiRovAsUav) {
  Bytes blob = assembleLl(pixelModule({.body = std::string(kRovTexture) + blend() + "  ret void"}));
  for (int asUav : {0, 1}) {
    dxsv_options options;
    dxsv_options_init(&options);
    options.validate = 1;
    options.rov_as_uav = asUav;
    dxsv_result result = nullptr;
    ASSERT_EQ(dxsv_convert(blob.data(), blob.size(), &options, &result), DXSV_SUCCESS) << dxsv_result_error(result);
    size_t count = 0;
    const uint32_t* words = dxsv_result_spirv(result, &count);
    Module m = parse(std::vector<uint32_t>(words, words + count));
    dxsv_result_destroy(result);
    EXPECT_EQ(m.capabilities.count(spv::CapabilityFragmentShaderPixelInterlockEXT), asUav ? 0u : 1u);
  }
}

// An ROV declared but never reached by a handle: no interlock.
TEST(Interlock, UnusedRovGetsNone) {
  auto r = convert({.body = "  ret void"});
  ASSERT_TRUE(r.ok()) << r.error;
  std::string text = disassemble(r.spirv);
  EXPECT_EQ(text.find("InvocationInterlock"), std::string::npos) << text;
  EXPECT_EQ(text.find("InterlockOrdered"), std::string::npos) << text;
}

}  // namespace
