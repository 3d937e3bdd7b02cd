#include "spirv_check.h"

#include <spirv-tools/libspirv.hpp>
#include <sstream>

namespace dxsv::cfg::test {

std::string skeletonAssembly(const ir::Function& f) {
  std::ostringstream s;
  s << "OpCapability Shader\nOpMemoryModel Logical GLSL450\nOpEntryPoint GLCompute %main \"main\"\n"
       "OpExecutionMode %main LocalSize 1 1 1\n%void = OpTypeVoid\n%fn = OpTypeFunction %void\n"
       "%bool = OpTypeBool\n%uint = OpTypeInt 32 0\n%pb = OpTypePointer Private %bool\n"
       "%pu = OpTypePointer Private %uint\n%vb = OpVariable %pb Private\n%vu = OpVariable %pu Private\n"
       "%main = OpFunction %void None %fn\n";
  std::vector<ir::BlockId> order = f.layout;
  if (order.empty())
    for (ir::BlockId b = 0; b < f.blocks.size(); ++b) order.push_back(b);
  for (ir::BlockId b : order) {
    const ir::Block& block = f.blocks[b];
    const ir::Instr& t = block.terminator();
    s << "%L" << b << " = OpLabel\n";
    if (t.op == ir::Op::CondBranch) s << "%c" << b << " = OpLoad %bool %vb\n";
    if (t.op == ir::Op::Switch) s << "%s" << b << " = OpLoad %uint %vu\n";
    if (block.merge == ir::MergeKind::Selection) s << "OpSelectionMerge %L" << block.mergeBlock << " None\n";
    if (block.merge == ir::MergeKind::Loop)
      s << "OpLoopMerge %L" << block.mergeBlock << " %L" << block.continueBlock << " None\n";
    switch (t.op) {
      case ir::Op::Branch: s << "OpBranch %L" << t.targets[0] << "\n"; break;
      case ir::Op::CondBranch:
        s << "OpBranchConditional %c" << b << " %L" << t.targets[0] << " %L" << t.targets[1] << "\n";
        break;
      case ir::Op::Switch:
        s << "OpSwitch %s" << b << " %L" << t.targets[0];
        for (size_t i = 0; i < t.lits.size(); ++i) s << " " << t.lits[i] << " %L" << t.targets[i + 1];
        s << "\n";
        break;
      case ir::Op::Return: s << "OpReturn\n"; break;
      default: s << "OpUnreachable\n"; break;
    }
  }
  s << "OpFunctionEnd\n";
  return s.str();
}

std::string validateSkeleton(const ir::Function& f) {
  std::string text = skeletonAssembly(f);
  spvtools::SpirvTools tools(SPV_ENV_VULKAN_1_1);
  std::string messages;
  tools.SetMessageConsumer([&](spv_message_level_t, const char*, const spv_position_t&, const char* msg) {
    messages += msg;
    messages += "\n";
  });
  std::vector<uint32_t> binary;
  if (!tools.Assemble(text, &binary)) return "assembly failed: " + messages + text;
  if (!tools.Validate(binary)) return "spirv-val: " + messages + text;
  return {};
}

}  // namespace dxsv::cfg::test
