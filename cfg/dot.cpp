// toDot: GraphViz view of a function's CFG (--dump-cfg). Selection headers are diamonds,
// loop headers double circles; dashed edges point to merge blocks, dotted to continue blocks.
#include <sstream>

#include "cfg/structurize.h"

namespace dxsv::cfg {

namespace {
std::string quote(const std::string& s) {
  std::string out = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  return out + "\"";
}
}  // namespace

std::string toDot(const ir::Function& f) {
  std::ostringstream out;
  out << "digraph " << quote(f.name.empty() ? "cfg" : f.name) << " {\n  node [shape=box];\n";
  for (ir::BlockId b = 0; b < f.blocks.size(); ++b) {
    const ir::Block& block = f.blocks[b];
    std::string label = "bb" + std::to_string(b) + (block.name.empty() ? "" : "\\n" + block.name);
    const char* shape = block.merge == ir::MergeKind::Loop        ? "doublecircle"
                        : block.merge == ir::MergeKind::Selection ? "diamond"
                                                                  : "box";
    out << "  bb" << b << " [label=" << quote(label) << ", shape=" << shape;
    if (b == f.entry) out << ", style=bold";
    out << "];\n";
    if (block.instrs.empty()) continue;
    const ir::Instr& t = block.terminator();
    for (size_t i = 0; i < t.targets.size(); ++i) {
      out << "  bb" << b << " -> bb" << t.targets[i];
      if (t.op == ir::Op::CondBranch) out << " [label=" << (i == 0 ? "T" : "F") << "]";
      if (t.op == ir::Op::Switch)
        out << " [label=" << quote(i == 0 ? "default" : std::to_string(t.lits[i - 1])) << "]";
      out << ";\n";
    }
    if (block.merge != ir::MergeKind::None)
      out << "  bb" << b << " -> bb" << block.mergeBlock << " [style=dashed, constraint=false];\n";
    if (block.merge == ir::MergeKind::Loop)
      out << "  bb" << b << " -> bb" << block.continueBlock << " [style=dotted, constraint=false];\n";
  }
  out << "}\n";
  return out.str();
}

std::string toDot(const ir::Module& module) {
  std::string out;
  for (const ir::Function& f : module.functions) out += toDot(f);
  return out;
}

}  // namespace dxsv::cfg
