// Hand-built CFGs for the cfg/ tests: every block records its visit by storing its number
// to @trace; conditions and switch selectors are loaded from @cond / @sel.
#pragma once

#include <initializer_list>
#include <utility>
#include <string>
#include <vector>

#include "ir/ir.h"

namespace dxsv::cfg::test {

class Builder {
 public:
  Builder();
  ir::Module& module() { return m_; }
  ir::BlockId block(std::string name = {});
  // Adds `Store @trace, <block number>` so traces show which blocks ran.
  void trace(ir::BlockId b);
  void br(ir::BlockId b, ir::BlockId target);
  void cbr(ir::BlockId b, ir::BlockId ifTrue, ir::BlockId ifFalse);
  void sw(ir::BlockId b, ir::BlockId def, std::vector<ir::BlockId> cases);
  void ret(ir::BlockId b);
  // Values: a fresh i32 loaded from @sel, a constant, a Phi (placed after b's other Phis),
  // and `Store @trace, v` so traces also show values.
  ir::ValueId load(ir::BlockId b);
  ir::ValueId constant(uint64_t v);
  ir::ValueId phi(ir::BlockId b, std::vector<std::pair<ir::ValueId, ir::BlockId>> incoming);
  void traceValue(ir::BlockId b, ir::ValueId v);
  // Appends the wave op AllBitCount(true) to `b`: the number of lanes running it together
  // (the interpreters know it); traced when `traced`. Goes before an existing terminator.
  void waveMarker(ir::BlockId b, bool traced = true);
  // Builds n blocks named b0..b(n-1), each tracing itself.
  std::vector<ir::BlockId> blocks(size_t n);
  // The smallest selection: b0 branches to b1 or b2, both go to b3, which returns.
  std::vector<ir::BlockId> diamond();

  ir::ValueId traceVar, condVar, selVar;

 private:
  ir::Instr& add(ir::BlockId b, ir::Op op);
  ir::Module m_;
};

}  // namespace dxsv::cfg::test
