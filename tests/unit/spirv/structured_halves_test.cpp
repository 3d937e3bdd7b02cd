// ssbo_alignment 1 or 2: structured buffers whose stride is not a multiple of 4 may be bound at
// a 2-byte boundary (vkd3d-proton 3.0.1 binds a view at FirstElement * stride), so they are
// 16-bit arrays addressed in halves (ResourceAccess::halfWords, emit_buffer_halves.cpp). Other
// buffers, and every buffer with alignment 0 or >= 4, keep the 32-bit word path.
#include <gtest/gtest.h>

#include <map>
#include <sstream>

#include "../../common/assemble_ll.h"
#include "../../common/offset_buffer_options.h"
#include "../../common/spirv_text.h"
#include "dxil_spirv/dxil_spirv.hpp"

namespace {

using namespace dxsv::testing;

// cs_6_2 with native 16-bit types. t0 In16 (stride 2), t1 In6 (stride 6), u0 Out16 (stride 2),
// u1 Out8 (stride 8), u2 Raw (ByteAddressBuffer). Out16[t] = In16[t]; Out8[t].x = the 32 bits
// at byte 2 of In6[t]; Out8[t].y = Out16's element count; Raw's half at 2t = In16[t].
const char* kModule = R"(target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"
%dx.types.Handle = type { ptr }
%dx.types.ResRet.i16 = type { i16, i16, i16, i16, i32 }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }
%dx.types.Dimensions = type { i32, i32, i32, i32 }
define void @main() {
  %in16 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
  %in6 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 1, i32 1, i1 false)
  %out16 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %out8 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 1, i32 1, i1 false)
  %raw = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 2, i32 2, i1 false)
  %t = call i32 @dx.op.flattenedThreadIdInGroup.i32(i32 96)
  %l = call %dx.types.ResRet.i16 @dx.op.rawBufferLoad.i16(i32 139, %dx.types.Handle %in16, i32 %t, i32 0, i8 1, i32 2)
  %x = extractvalue %dx.types.ResRet.i16 %l, 0
  call void @dx.op.rawBufferStore.i16(i32 140, %dx.types.Handle %out16, i32 %t, i32 0, i16 %x, i16 undef, i16 undef, i16 undef, i8 1, i32 2)
  %w = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %in6, i32 %t, i32 2, i8 1, i32 2)
  %y = extractvalue %dx.types.ResRet.i32 %w, 0
  %d = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %out16, i32 undef)
  %n = extractvalue %dx.types.Dimensions %d, 0
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out8, i32 %t, i32 0, i32 %y, i32 %n, i32 undef, i32 undef, i8 3, i32 4)
  %a = shl i32 %t, 1
  call void @dx.op.rawBufferStore.i16(i32 140, %dx.types.Handle %raw, i32 %a, i32 undef, i16 %x, i16 undef, i16 undef, i16 undef, i8 1, i32 2)
  ret void
}
declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare i32 @dx.op.flattenedThreadIdInGroup.i32(i32)
declare %dx.types.ResRet.i16 @dx.op.rawBufferLoad.i16(i32, %dx.types.Handle, i32, i32, i8, i32)
declare %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32, %dx.types.Handle, i32, i32, i8, i32)
declare void @dx.op.rawBufferStore.i16(i32, %dx.types.Handle, i32, i32, i16, i16, i16, i16, i8, i32)
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32)
declare %dx.types.Dimensions @dx.op.getDimensions(i32, %dx.types.Handle, i32)
!dx.shaderModel = !{!0}
!dx.resources = !{!1}
!dx.entryPoints = !{!20}
!0 = !{!"cs", i32 6, i32 2}
!1 = !{!2, !5, null, null}
!2 = !{!3, !4}
!3 = !{i32 0, ptr undef, !"In16", i32 0, i32 0, i32 1, i32 12, i32 0, !10}
!4 = !{i32 1, ptr undef, !"In6", i32 0, i32 1, i32 1, i32 12, i32 0, !11}
!5 = !{!6, !7, !8}
!6 = !{i32 0, ptr undef, !"Out16", i32 0, i32 0, i32 1, i32 12, i1 false, i1 false, i1 false, !10}
!7 = !{i32 1, ptr undef, !"Out8", i32 0, i32 1, i32 1, i32 12, i1 false, i1 false, i1 false, !12}
!8 = !{i32 2, ptr undef, !"Raw", i32 0, i32 2, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!10 = !{i32 1, i32 2}
!11 = !{i32 1, i32 6}
!12 = !{i32 1, i32 8}
!20 = !{ptr @main, !"main", null, !1, !21}
!21 = !{i32 0, i64 8388640, i32 4, !22}
!22 = !{i32 64, i32 1, i32 1}
)";

// RWStructuredBuffer of stride 6 (u0 S6): a 16-bit store at byte 4 of element t and an
// InterlockedAdd on the 32 bits at byte 0 of element 2t (stride 6: 12t, 4-byte aligned).
const char* kAtomicModule = R"(target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"
target triple = "dxil-ms-dx"
%dx.types.Handle = type { ptr }
define void @main() {
  %s = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %t = call i32 @dx.op.flattenedThreadIdInGroup.i32(i32 96)
  %h = trunc i32 %t to i16
  call void @dx.op.rawBufferStore.i16(i32 140, %dx.types.Handle %s, i32 %t, i32 4, i16 %h, i16 undef, i16 undef, i16 undef, i8 1, i32 2)
  %e = shl i32 %t, 1
  %old = call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle %s, i32 0, i32 %e, i32 0, i32 undef, i32 1)
  ret void
}
declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare i32 @dx.op.flattenedThreadIdInGroup.i32(i32)
declare void @dx.op.rawBufferStore.i16(i32, %dx.types.Handle, i32, i32, i16, i16, i16, i16, i8, i32)
declare i32 @dx.op.atomicBinOp.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32)
!dx.shaderModel = !{!0}
!dx.resources = !{!1}
!dx.entryPoints = !{!20}
!0 = !{!"cs", i32 6, i32 2}
!1 = !{null, !2, null, null}
!2 = !{!3}
!3 = !{i32 0, ptr undef, !"S6", i32 0, i32 0, i32 1, i32 12, i1 false, i1 false, i1 false, !10}
!10 = !{i32 1, i32 6}
!20 = !{ptr @main, !"main", null, !1, !21}
!21 = !{i32 0, i64 8388640, i32 4, !22}
!22 = !{i32 64, i32 1, i32 1}
)";

dxsv::ConvertResult convertWith(const char* module, uint32_t ssboAlignment) {
  dxsv::ConvertOptions options;
  options.validate = true;  // spirv-val
  options.ssboAlignment = ssboAlignment;
  return dxsv::convert(assembleLl(module), options);
}

// The disassembly's instructions by result id ("%x = OpFoo a b" -> "OpFoo a b").
std::map<std::string, std::string> definitions(const std::string& text) {
  std::map<std::string, std::string> out;
  std::istringstream lines(text);
  for (std::string line; std::getline(lines, line);) {
    size_t start = line.find_first_not_of(' ');
    size_t eq = line.find(" = ");
    if (start == std::string::npos || line[start] != '%' || eq == std::string::npos) continue;
    out[line.substr(start, eq - start)] = line.substr(eq + 3);
  }
  return out;
}

// Word `n` (0-based) of an instruction "OpFoo a b c".
std::string word(const std::string& instruction, size_t n) {
  std::istringstream words(instruction);
  std::string w;
  for (size_t i = 0; i <= n && (words >> w); ++i) {
  }
  return w;
}

// The variable named `name`, followed to its block's runtime array: "<array id>" and the
// element type's instruction ("OpTypeInt 16 0").
struct BlockArray {
  std::string array, element;
};
BlockArray blockArrayOf(const std::string& text, const std::string& name) {
  auto defs = definitions(text);
  std::string pointer = word(defs["%" + name], 1);              // OpVariable %ptr StorageBuffer
  std::string block = word(defs[pointer], 2);                   // OpTypePointer StorageBuffer %block
  std::string array = word(defs[block], 1);                     // OpTypeStruct %array
  return {array, defs[word(defs[array], 1)]};                   // OpTypeRuntimeArray %element
}

TEST(StructuredHalves, SixteenBitStrideWithAlignment1IsAnArrayOfHalves) {
  auto r = convertWith(kModule, 1);
  ASSERT_TRUE(r.ok()) << r.error;
  std::string text = disassembled(r);
  EXPECT_NE(text.find("OpCapability StorageBuffer16BitAccess"), std::string::npos) << text;
  for (const char* name : {"In16", "Out16", "In6"}) {
    BlockArray a = blockArrayOf(text, name);
    EXPECT_EQ(a.element, "OpTypeInt 16 0") << name << "\n" << text;
    EXPECT_NE(text.find("OpDecorate " + a.array + " ArrayStride 2"), std::string::npos) << name << "\n" << text;
  }
  // Stride 8 and the raw buffer keep words; only Raw's 16-bit store is a read-modify-write.
  for (const char* name : {"Out8", "Raw"}) EXPECT_EQ(blockArrayOf(text, name).element, "OpTypeInt 32 0") << name;
  EXPECT_EQ(occurrences(text, "OpAtomicAnd"), 1u) << text;
  // In16's half is loaded and stored as one 16-bit element.
  EXPECT_NE(text.find("OpStore"), std::string::npos);
  EXPECT_GE(occurrences(text, "OpLoad %ushort"), 3u) << text;  // In16's one, In6's two
  // GetDimensions counts halves: the array length * 2 bytes / stride 2.
  auto defs = definitions(text);
  bool lengthInHalves = false;
  for (const auto& [id, instruction] : defs)
    if (instruction.rfind("OpArrayLength", 0) == 0)
      lengthInHalves |= text.find("OpShiftLeftLogical %uint " + id + " %uint_1") != std::string::npos;
  EXPECT_TRUE(lengthInHalves) << text;
}

TEST(StructuredHalves, ThirtyTwoBitLoadFromStrideSixIsTwoHalvesLowFirst) {
  auto r = convertWith(kModule, 2);
  ASSERT_TRUE(r.ok()) << r.error;
  std::string text = disassembled(r);
  auto defs = definitions(text);
  // The uint stored to Out8 is a bitcast of (half at byte address / 2, the next half).
  std::string pair;
  for (const auto& [id, instruction] : defs)
    if (instruction.rfind("OpCompositeConstruct %v2ushort", 0) == 0) pair = id;
  ASSERT_FALSE(pair.empty()) << text;
  EXPECT_EQ(occurrences(text, "OpCompositeConstruct %v2ushort"), 1u) << text;
  EXPECT_NE(text.find("= OpBitcast %uint " + pair + "\n"), std::string::npos) << text;
  std::string low = defs[word(defs[pair], 2)], high = defs[word(defs[pair], 3)];
  ASSERT_EQ(word(low, 0), "OpLoad") << text;
  ASSERT_EQ(word(high, 0), "OpLoad") << text;
  std::string lowChain = defs[word(low, 2)], highChain = defs[word(high, 2)];
  EXPECT_EQ(word(lowChain, 2), "%In6") << text;
  EXPECT_EQ(word(highChain, 2), "%In6") << text;
  // high index = low index + 1, low index = byte address >> 1.
  std::string lowIndex = word(lowChain, 4), highIndex = word(highChain, 4);
  EXPECT_EQ(defs[highIndex], "OpIAdd %uint " + lowIndex + " %uint_1") << text;
  EXPECT_EQ(word(defs[lowIndex], 0), "OpShiftRightLogical") << text;
  EXPECT_EQ(word(defs[lowIndex], 3), "%uint_1") << text;
}

// Alignment 0 (not given) and >= 4 are the word path, byte for byte; so is 1 for buffers that
// do not qualify (strides multiple of 4, raw buffers).
TEST(StructuredHalves, AlignmentZeroOrFourKeepsTheWordPath) {
  auto none = convertWith(kModule, 0), four = convertWith(kModule, 4), sixteen = convertWith(kModule, 16);
  ASSERT_TRUE(none.ok()) << none.error;
  ASSERT_TRUE(four.ok()) << four.error;
  ASSERT_TRUE(sixteen.ok()) << sixteen.error;
  EXPECT_EQ(none.spirv, four.spirv);
  EXPECT_EQ(none.spirv, sixteen.spirv);
  std::string text = disassembled(none);
  EXPECT_EQ(text.find("StorageBuffer16BitAccess"), std::string::npos) << text;
  for (const char* name : {"In16", "Out16", "In6", "Out8", "Raw"}) EXPECT_EQ(blockArrayOf(text, name).element, "OpTypeInt 32 0") << name;
  EXPECT_EQ(occurrences(text, "OpAtomicAnd"), 2u) << text;  // Out16's and Raw's 16-bit stores

  std::string wide = kModule;
  for (auto [from, to] : {std::pair<std::string, std::string>{"!10 = !{i32 1, i32 2}", "!10 = !{i32 1, i32 4}"},
                          {"!11 = !{i32 1, i32 6}", "!11 = !{i32 1, i32 12}"}})
    wide.replace(wide.find(from), from.size(), to);
  auto wideNone = convertWith(wide.c_str(), 0), wideOne = convertWith(wide.c_str(), 1);
  ASSERT_TRUE(wideNone.ok()) << wideNone.error;
  ASSERT_TRUE(wideOne.ok()) << wideOne.error;
  EXPECT_EQ(wideNone.spirv, wideOne.spirv);
}

// Atomics need 4-byte alignment in D3D too: they go through a second, aliased uint view of the
// same binding, while the 16-bit store uses the halves.
TEST(StructuredHalves, AtomicsUseAnAliasedWordView) {
  auto r = convertWith(kAtomicModule, 2);
  ASSERT_TRUE(r.ok()) << r.error;
  std::string text = disassembled(r);
  EXPECT_EQ(blockArrayOf(text, "S6").element, "OpTypeInt 16 0") << text;
  EXPECT_EQ(blockArrayOf(text, "S6_u32").element, "OpTypeInt 32 0") << text;
  for (const char* name : {"%S6 ", "%S6_u32 "}) {
    EXPECT_NE(text.find("OpDecorate " + std::string(name) + "Aliased"), std::string::npos) << name << text;
    EXPECT_NE(text.find("OpDecorate " + std::string(name) + "Binding 300"), std::string::npos) << name << text;
  }
  auto defs = definitions(text);
  std::string atomicChain;
  for (const auto& [id, instruction] : defs)
    if (instruction.rfind("OpAtomicIAdd", 0) == 0) atomicChain = defs[word(instruction, 2)];
  EXPECT_EQ(word(atomicChain, 2), "%S6_u32") << text;
  EXPECT_EQ(occurrences(text, "OpAtomicAnd"), 0u) << text;
  EXPECT_NE(text.find("OpStore"), std::string::npos) << text;
}


// Heap views through an offset buffer (caller mode, vkd3d-proton's layout): the (offset, size)
// in bytes becomes halves, and an access outside the view goes to half 0x7fffffff.
TEST(StructuredHalves, OffsetBufferViewsAreInHalves) {
  auto r = dxsv::convert(assembleLl(kModule), offsetBufferOptions(1));
  ASSERT_TRUE(r.ok()) << r.error;
  std::string text = disassembled(r);
  EXPECT_NE(text.find("viewOffsets"), std::string::npos) << text;
  EXPECT_NE(text.find("%uint_2147483647"), std::string::npos) << text;  // outside, in halves
  EXPECT_NE(text.find("%uint_1073741823"), std::string::npos) << text;  // outside, in words (Out8, Raw)
  EXPECT_NE(text.find("OpTypeRuntimeArray %ushort"), std::string::npos) << text;
}

// The word path with an offset buffer (alignment >= 4, e.g. a layer with 16-byte SSBO alignment):
// the view's byte offset is words plus a remainder (offset & 3) that each element adds to its
// byte address, and the size in words is rounded up over that remainder, so a stride-2 view
// starting at byte 2 reads its own halves.
TEST(StructuredHalves, OffsetBufferWordViewsKeepTheByteRemainder) {
  auto r = dxsv::convert(assembleLl(kModule), offsetBufferOptions(16));
  ASSERT_TRUE(r.ok()) << r.error;
  std::string text = disassembled(r);
  EXPECT_EQ(text.find("OpTypeRuntimeArray %ushort"), std::string::npos) << text;  // the word path
  // Each storage-buffer view: remainder = offset & 3, size = (size + remainder + 3) >> 2.
  std::istringstream lines(text);
  std::map<std::string, bool> remainders;  // ids defined as x & 3
  size_t addedToAddresses = 0;
  for (std::string line; std::getline(lines, line);) {
    std::istringstream in(line);
    std::string id, eq, op, type, a, b;
    in >> id >> eq >> op >> type >> a >> b;
    if (op == "OpBitwiseAnd" && b == "%uint_3") remainders[id] = true;
    if (op == "OpIAdd" && (remainders.count(a) || remainders.count(b))) ++addedToAddresses;
  }
  EXPECT_EQ(remainders.size(), 5u) << text;  // one per storage-buffer view: In16, In6, Out16, Out8, Raw
  EXPECT_GE(addedToAddresses, 5u) << text;   // joined to sizes and element addresses
}

}  // namespace
