// LLVM IR rules that LLVM's bitcode reader does not enforce and conversion checks where it
// lowers (src/frontend/llvm_rules.cpp, no llvm::verifyFunction walk). Each module is valid
// text edited through LLVM's API into IR the text parser would refuse, written as bitcode
// and converted: the result must be a MALFORMED error naming the broken rule.
#include <gtest/gtest.h>

#include <llvm/AsmParser/Parser.h>
#include <llvm/Bitcode/BitcodeWriter.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/SourceMgr.h>
#include <llvm/Support/raw_ostream.h>

#include "../../common/compute_module.h"
#include "../../common/dxil_assembler.h"  // container_builder.h, programKind
#include "dxil_spirv/dxil_spirv.hpp"

namespace {

using namespace dxsv::testing;

using Edit = std::function<void(llvm::Module&)>;

// A cs_6_0 module around `body` (compute_module.h), changed by `edit`, as a DXBC container.
Bytes assembleEdited(const std::string& body, const std::string& declarations, const Edit& edit) {
  llvm::LLVMContext context;
  llvm::SMDiagnostic diag;
  auto module = llvm::parseAssemblyString(computeModuleText({.body = body, .declarations = declarations, .threadsX = 4}),
                                          diag, context);
  if (!module) {
    std::string error;
    llvm::raw_string_ostream os(error);
    diag.print("ll", os);
    ADD_FAILURE() << os.str();
    return {};
  }
  if (edit) edit(*module);
  std::string bitcode;
  llvm::raw_string_ostream os(bitcode);
  llvm::WriteBitcodeToFile(*module, os);
  os.flush();
  while (bitcode.size() % 4) bitcode.push_back('\0');
  return buildContainer({{code("DXIL"), buildProgram(Bytes(bitcode.begin(), bitcode.end()), 5, 0)}});
}

dxsv::ConvertResult convertEdited(const std::string& body, const std::string& declarations, const Edit& edit) {
  Bytes blob = assembleEdited(body, declarations, edit);
  dxsv::ConvertOptions options;
  options.validate = true;
  return dxsv::convert(blob, options);
}

void expectMalformed(const dxsv::ConvertResult& r, const std::string& why) {
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.status, DXSV_ERROR_MALFORMED_INPUT) << r.error;
  EXPECT_NE(r.error.find(why), std::string::npos) << r.error;
}

// The instruction named `name` in `fn`.
llvm::Instruction* named(llvm::Function& fn, const std::string& name) {
  for (llvm::BasicBlock& bb : fn)
    for (llvm::Instruction& instr : bb)
      if (instr.getName() == name) return &instr;
  ADD_FAILURE() << "no instruction %" << name;
  return nullptr;
}

llvm::BasicBlock* block(llvm::Function& fn, const std::string& name) {
  for (llvm::BasicBlock& bb : fn)
    if (bb.getName() == name) return &bb;
  ADD_FAILURE() << "no block " << name;
  return nullptr;
}

llvm::Function& mainOf(llvm::Module& m) { return *m.getFunction("main"); }

// Stores %v (an i32) to u0, so that the value is used.
std::string storing(const std::string& v) {
  return "  %h = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)\n"
         "  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %h, i32 0, i32 undef, i32 " +
         v + ", i32 undef, i32 undef, i32 undef, i8 1)\n";
}

const char* kBranchy = R"(
entry:
  %t = call i32 @dx.op.flattenedThreadIdInGroup.i32(i32 96)
  %c = icmp eq i32 %t, 0
  br i1 %c, label %join, label %last
join:
  %p = phi i32 [ 1, %entry ], [ 2, %last ]
)";

// The reader ends a block at its terminator, so only the last blocks can lack one; a Phi
// naming such a block made lowering read past an empty instruction list.
TEST(LlvmRules, BlockWithoutTerminatorIsRejected) {
  auto r = convertEdited(std::string(kBranchy) + storing("%p") + "  ret void\nlast:\n  br label %join\n", "",
                         [](llvm::Module& m) { block(mainOf(m), "last")->getTerminator()->eraseFromParent(); });
  expectMalformed(r, "block 'last' does not end in a terminator");
}

TEST(LlvmRules, BranchToTheEntryBlockIsRejected) {
  auto r = convertEdited(std::string(kBranchy) + storing("%p") + "  ret void\nlast:\n  br label %join\n", "",
                         [](llvm::Module& m) {
                           llvm::Function& fn = mainOf(m);
                           block(fn, "last")->getTerminator()->setSuccessor(0, &fn.getEntryBlock());
                           llvm::cast<llvm::PHINode>(named(fn, "p"))->removeIncomingValue(1);
                         });
  expectMalformed(r, "a branch targets the entry block");
}

TEST(LlvmRules, PhiAfterAnotherInstructionIsRejected) {
  auto r = convertEdited(std::string(kBranchy) + "  %q = add i32 %t, 1\n" + storing("%p") + "  ret void\nlast:\n  br label %join\n",
                         "", [](llvm::Module& m) { named(mainOf(m), "p")->moveAfter(named(mainOf(m), "q")); });
  expectMalformed(r, "a phi after an instruction that is not a phi");
}

TEST(LlvmRules, PhiWithoutIncomingValuesIsRejected) {
  auto r = convertEdited(std::string(kBranchy) + storing("%p") + "  ret void\nlast:\n  br label %join\n", "",
                         [](llvm::Module& m) {
                           llvm::Function& fn = mainOf(m);
                           auto* empty = llvm::PHINode::Create(llvm::Type::getInt32Ty(m.getContext()), 0, "e");
                           empty->insertInto(&fn.getEntryBlock(), fn.getEntryBlock().begin());
                           named(fn, "p")->setOperand(0, empty);
                         });
  expectMalformed(r, "a phi without incoming values");
}

TEST(LlvmRules, PhiMissingAPredecessorIsRejected) {
  auto r = convertEdited(std::string(kBranchy) + storing("%p") + "  ret void\nlast:\n  br label %join\n", "",
                         [](llvm::Module& m) { llvm::cast<llvm::PHINode>(named(mainOf(m), "p"))->removeIncomingValue(1); });
  expectMalformed(r, "1 incoming values for 2 predecessor edges");
}

TEST(LlvmRules, PhiNamingANonPredecessorIsRejected) {
  auto r = convertEdited(std::string(kBranchy) + storing("%p") + "  ret void\nlast:\n  br label %join\n", "",
                         [](llvm::Module& m) {
                           llvm::Function& fn = mainOf(m);
                           llvm::cast<llvm::PHINode>(named(fn, "p"))->setIncomingBlock(1, block(fn, "join"));
                         });
  expectMalformed(r, "the phi's incoming blocks are not the block's predecessors");
}

TEST(LlvmRules, SwitchListingACaseValueTwiceIsRejected) {
  const std::string body = R"(
entry:
  %t = call i32 @dx.op.flattenedThreadIdInGroup.i32(i32 96)
  switch i32 %t, label %a [ i32 1, label %b ]
a:
  br label %b
b:
)" + storing("%t") + "  ret void\n";
  auto r = convertEdited(body, "", [](llvm::Module& m) {
    llvm::Function& fn = mainOf(m);
    auto* sw = llvm::cast<llvm::SwitchInst>(fn.getEntryBlock().getTerminator());
    sw->addCase(llvm::ConstantInt::get(llvm::Type::getInt32Ty(m.getContext()), 1), block(fn, "a"));
  });
  expectMalformed(r, "switch lists one case value twice");
}

TEST(LlvmRules, SwitchOnAFloatIsRejected) {
  const std::string body = R"(
entry:
  %t = call i32 @dx.op.flattenedThreadIdInGroup.i32(i32 96)
  %f = uitofp i32 %t to float
  br label %b
b:
)" + storing("%t") + "  ret void\n";
  auto r = convertEdited(body, "", [](llvm::Module& m) {
    llvm::Function& fn = mainOf(m);
    llvm::Instruction* br = fn.getEntryBlock().getTerminator();
    auto* sw = llvm::SwitchInst::Create(named(fn, "f"), block(fn, "b"), 0);
    sw->insertBefore(br);
    br->eraseFromParent();
  });
  expectMalformed(r, "switch on a value that is not an integer");
}

const char* kHelper = R"(
define i32 @helper(i32 %x) {
  %y = add i32 %x, 1
  ret i32 %y
}
)";

TEST(LlvmRules, ReturnOfAnotherTypeIsRejected) {
  auto r = convertEdited("  %v = call i32 @helper(i32 3)\n" + storing("%v") + "  ret void", kHelper, [](llvm::Module& m) {
    llvm::Function& helper = *m.getFunction("helper");
    helper.getEntryBlock().getTerminator()->setOperand(0, llvm::ConstantFP::get(llvm::Type::getFloatTy(m.getContext()), 1.0));
  });
  expectMalformed(r, "the returned value does not have the function's return type");
}

TEST(LlvmRules, ReturnWithoutAValueFromANonVoidFunctionIsRejected) {
  auto r = convertEdited("  %v = call i32 @helper(i32 3)\n" + storing("%v") + "  ret void", kHelper, [](llvm::Module& m) {
    llvm::BasicBlock& entry = m.getFunction("helper")->getEntryBlock();
    entry.getTerminator()->eraseFromParent();
    llvm::ReturnInst::Create(m.getContext(), &entry);
  });
  expectMalformed(r, "the returned value does not have the function's return type");
}

TEST(LlvmRules, IcmpOfAggregatesIsRejected) {
  auto r = convertEdited("  %t = call i32 @dx.op.flattenedThreadIdInGroup.i32(i32 96)\n  %c = icmp eq i32 %t, 0\n"
                         "  %z = zext i1 %c to i32\n" + storing("%z") + "  ret void",
                         "", [](llvm::Module& m) {
                           auto* cmp = llvm::cast<llvm::ICmpInst>(named(mainOf(m), "c"));
                           llvm::Type* pair = llvm::StructType::get(m.getContext(), llvm::ArrayRef<llvm::Type*>{cmp->getOperand(0)->getType()});
                           cmp->setOperand(0, llvm::UndefValue::get(pair));
                           cmp->setOperand(1, llvm::UndefValue::get(pair));
                         });
  expectMalformed(r, "icmp on operands that are not integers or pointers");
}

TEST(LlvmRules, SelectOfScalarsByAVectorConditionIsRejected) {
  auto r = convertEdited("  %t = call i32 @dx.op.flattenedThreadIdInGroup.i32(i32 96)\n  %c = icmp eq i32 %t, 0\n"
                         "  %s = select i1 %c, i32 1, i32 2\n" + storing("%s") + "  ret void",
                         "", [](llvm::Module& m) {
                           llvm::LLVMContext& c = m.getContext();
                           auto* mask = llvm::FixedVectorType::get(llvm::Type::getInt1Ty(c), 2);
                           named(mainOf(m), "s")->setOperand(0, llvm::Constant::getNullValue(mask));
                         });
  expectMalformed(r, "invalid select");
}

const char* kVector = R"(
  %t = call i32 @dx.op.flattenedThreadIdInGroup.i32(i32 96)
  %v0 = insertelement <2 x i32> undef, i32 %t, i32 0
  %v = insertelement <2 x i32> %v0, i32 5, i32 1
)";

TEST(LlvmRules, ExtractElementByAFloatIndexIsRejected) {
  auto r = convertEdited(std::string(kVector) + "  %e = extractelement <2 x i32> %v, i32 1\n" + storing("%e") + "  ret void", "",
                         [](llvm::Module& m) {
                           named(mainOf(m), "e")->setOperand(1, llvm::ConstantFP::get(llvm::Type::getFloatTy(m.getContext()), 1.0));
                         });
  expectMalformed(r, "extractelement operands are not a vector and an integer index");
}

TEST(LlvmRules, InsertElementByAFloatIndexIsRejected) {
  auto r = convertEdited(std::string(kVector) + "  %e = extractelement <2 x i32> %v, i32 1\n" + storing("%e") + "  ret void", "",
                         [](llvm::Module& m) {
                           named(mainOf(m), "v")->setOperand(2, llvm::ConstantFP::get(llvm::Type::getFloatTy(m.getContext()), 1.0));
                         });
  expectMalformed(r, "insertelement operands are not a vector, its element and an integer index");
}

TEST(LlvmRules, ShuffleMaskPastBothOperandsIsRejected) {
  auto r = convertEdited(std::string(kVector) + "  %s = shufflevector <2 x i32> %v, <2 x i32> %v, <2 x i32> <i32 0, i32 3>\n" +
                             "  %e = extractelement <2 x i32> %s, i32 1\n" + storing("%e") + "  ret void",
                         "", [](llvm::Module& m) {
                           auto* shuffle = llvm::cast<llvm::ShuffleVectorInst>(named(mainOf(m), "s"));
                           shuffle->setShuffleMask({0, 5});
                         });
  expectMalformed(r, "shufflevector mask selects an element its operands do not have");
}

// Unsized types: an opaque struct. The reader checks sizes only where no alignment is given.
const char* kOpaque = "%opaque = type opaque\n@g = addrspace(3) global [4 x i32] undef\n";

llvm::Type* opaqueOf(llvm::Module& m) { return llvm::StructType::getTypeByName(m.getContext(), "opaque"); }

TEST(LlvmRules, LoadOfAnUnsizedTypeIsRejected) {
  auto r = convertEdited("  %x = load i32, ptr addrspace(3) @g, align 4\n" + storing("%x") + "  ret void", kOpaque,
                         [](llvm::Module& m) {
                           auto* load = llvm::cast<llvm::LoadInst>(named(mainOf(m), "x"));
                           auto* other = new llvm::LoadInst(opaqueOf(m), load->getPointerOperand(), "o", false, llvm::Align(4));
                           other->insertBefore(load);
                         });
  expectMalformed(r, "load of an unsized type");
}

TEST(LlvmRules, AllocaOfAnUnsizedTypeIsRejected) {
  auto r = convertEdited("  %a = alloca i32, align 4\n  store i32 1, ptr %a, align 4\n  %x = load i32, ptr %a, align 4\n" +
                             storing("%x") + "  ret void",
                         kOpaque, [](llvm::Module& m) {
                           auto* alloca = llvm::cast<llvm::AllocaInst>(named(mainOf(m), "a"));
                           alloca->setAllocatedType(opaqueOf(m));
                         });
  expectMalformed(r, "alloca of an unsized type");
}

TEST(LlvmRules, GepIntoAnUnsizedTypeIsRejected) {
  auto r = convertEdited("  %p = getelementptr [4 x i32], ptr addrspace(3) @g, i32 0, i32 1\n"
                         "  %x = load i32, ptr addrspace(3) %p, align 4\n" + storing("%x") + "  ret void",
                         kOpaque, [](llvm::Module& m) {
                           auto* gep = llvm::cast<llvm::GetElementPtrInst>(named(mainOf(m), "p"));
                           llvm::Value* zero = gep->getOperand(1);
                           auto* other = llvm::GetElementPtrInst::Create(opaqueOf(m), gep->getPointerOperand(), llvm::ArrayRef<llvm::Value*>{zero}, llvm::Twine("q"));
                           other->insertBefore(gep);
                           gep->setOperand(0, other);
                         });
  expectMalformed(r, "getelementptr into an unsized type");
}

TEST(LlvmRules, GepOnAnIntegerIsRejected) {
  auto r = convertEdited("  %p = getelementptr [4 x i32], ptr addrspace(3) @g, i32 0, i32 1\n"
                         "  %x = load i32, ptr addrspace(3) %p, align 4\n" + storing("%x") + "  ret void",
                         kOpaque, [](llvm::Module& m) {
                           auto* gep = llvm::cast<llvm::GetElementPtrInst>(named(mainOf(m), "p"));
                           llvm::Type* i32 = llvm::Type::getInt32Ty(m.getContext());
                           auto* other = llvm::GetElementPtrInst::Create(i32, llvm::ConstantInt::get(i32, 4), llvm::ArrayRef<llvm::Value*>{gep->getOperand(1)}, llvm::Twine("q"));
                           other->insertBefore(gep);
                         });
  expectMalformed(r, "getelementptr on a value that is not a pointer");
}

TEST(LlvmRules, GepByAFloatIndexIsRejected) {
  auto r = convertEdited("  %p = getelementptr [4 x i32], ptr addrspace(3) @g, i32 0, i32 1\n"
                         "  %x = load i32, ptr addrspace(3) %p, align 4\n" + storing("%x") + "  ret void",
                         kOpaque, [](llvm::Module& m) {
                           named(mainOf(m), "p")->setOperand(1, llvm::ConstantFP::get(llvm::Type::getFloatTy(m.getContext()), 0.0));
                         });
  expectMalformed(r, "getelementptr index that is not an integer");
}

TEST(LlvmRules, MustTailCallNotReturnedIsRejected) {
  auto r = convertEdited("  %t = call i32 @dx.op.flattenedThreadIdInGroup.i32(i32 96)\n" + storing("%t") + "  ret void", "",
                         [](llvm::Module& m) {
                           llvm::cast<llvm::CallInst>(named(mainOf(m), "t"))->setTailCallKind(llvm::CallInst::TCK_MustTail);
                         });
  expectMalformed(r, "a musttail call not returned right away");
}

TEST(LlvmRules, EntryWithCommonLinkageIsRejected) {
  auto r = convertEdited("  %x = add i32 1, 2\n" + storing("%x") + "  ret void", "",
                         [](llvm::Module& m) { mainOf(m).setLinkage(llvm::GlobalValue::CommonLinkage); });
  expectMalformed(r, "a function with common or appending linkage");
}

TEST(LlvmRules, DefinedEntryMarkedDllimportIsRejected) {
  auto r = convertEdited("  %x = add i32 1, 2\n" + storing("%x") + "  ret void", "",
                         [](llvm::Module& m) { mainOf(m).setDLLStorageClass(llvm::GlobalValue::DLLImportStorageClass); });
  expectMalformed(r, "a defined function marked dllimport");
}

// Verified by LLVM's verifier for constant expressions, not by the reader.
TEST(LlvmRules, InvalidConstantCastIsRejected) {
  auto r = convertEdited("  %x = add i32 1, 2\n" + storing("%x") + "  ret void", "@g = addrspace(3) global i32 undef\n",
                         [](llvm::Module& m) {
                           llvm::Constant* g = m.getGlobalVariable("g");
                           // A bitcast between a pointer and an integer is not a valid cast.
                           llvm::Constant* bad = llvm::ConstantExpr::getCast(llvm::Instruction::BitCast, g,
                                                                             llvm::Type::getInt32Ty(m.getContext()));
                           named(mainOf(m), "x")->setOperand(0, bad);
                         });
  expectMalformed(r, "invalid cast constant expression");
}

// Dominance: a use met before its definition fails in lowering; one whose definition does
// not dominate it (defined on one side of a branch) fails in ir::verify, before cfg reads it.
TEST(LlvmRules, UseOfItsOwnValueIsRejected) {
  auto r = convertEdited("  %x = add i32 1, 2\n" + storing("%x") + "  ret void", "",
                         [](llvm::Module& m) { named(mainOf(m), "x")->setOperand(0, named(mainOf(m), "x")); });
  expectMalformed(r, "is used before it is defined");
}

TEST(LlvmRules, UseNotDominatedByItsDefinitionIsRejected) {
  const std::string body = R"(
entry:
  %t = call i32 @dx.op.flattenedThreadIdInGroup.i32(i32 96)
  %c = icmp eq i32 %t, 0
  br i1 %c, label %then, label %join
then:
  %x = add i32 %t, 1
  br label %join
join:
  %y = add i32 %x, 1
)" + storing("%y") + "  ret void\n";
  expectMalformed(convertEdited(body, "", {}), "not dominated by its definition");
}

}  // namespace
