// A synthetic compute shader whose CFG has about `blocks` basic blocks of nested loops and
// switches (with fallthrough cases, breaks, continues and early returns), as LLVM 19 IR text
// for assembleDxil (dxil_assembler.h). The structurizer-scaling bench times its conversion
// from 100 to 10,000 blocks; a unit test checks that the largest converts and validates.
// Deterministic: the same `blocks` always gives the same text.
#pragma once

#include <string>
#include <vector>

namespace dxsv::testing {

class SyntheticCfg {
 public:
  explicit SyntheticCfg(int blocks) : target_(blocks) {}

  std::string text() {
    body_.clear();
    next_ = 0;
    count_ = 0;
    body_ += "define void @main() {\n";
    body_ += "entry:\n";
    body_ += "  %out = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)\n";
    body_ += "  %tid = call i32 @dx.op.threadId.i32(i32 93, i32 0)\n";
    body_ += "  %sel = and i32 %tid, 7\n";
    // Top level: a sequence of chunks of nested constructs, so nesting depth stays bounded
    // (as in real shaders) while the block count grows.
    std::string current = label();
    body_ += "  br label %" + current + "\n";
    ++count_;
    while (count_ < target_) {
      std::string after = label();
      region(current, after, target_ - count_ < kChunk ? target_ - count_ : kChunk, 0, nullptr);
      current = after;
    }
    body_ += current + ":\n  ret void\n}\n";
    ++count_;
    return std::string(kHeader) + body_ + kFooter;
  }

 private:
  struct LoopContext {
    std::string latch, exit, counter;  // counter: the loop's Phi
  };
  static constexpr int kChunk = 120;
  static constexpr int kMaxDepth = 5;

  std::string label() { return "b" + std::to_string(next_++); }
  std::string value() { return "%v" + std::to_string(next_++); }

  // A block that compares the thread's selector with k and branches.
  void condBranch(const std::string& self, int k, const std::string& ifTrue, const std::string& ifFalse) {
    std::string c = value();
    body_ += self + ":\n  " + c + " = icmp eq i32 %sel, " + std::to_string(k & 7) + "\n";
    body_ += "  br i1 " + c + ", label %" + ifTrue + ", label %" + ifFalse + "\n";
    ++count_;
  }

  // Straight-line code: a store of something that depends on the innermost loop's counter.
  void leaf(const std::string& self, const std::string& exit, const std::string& counter) {
    std::string v = value();
    body_ += self + ":\n  " + v + " = add i32 " + counter + ", " + std::to_string(next_) + "\n";
    body_ += "  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 %tid, i32 undef, i32 " + v +
             ", i32 undef, i32 undef, i32 undef, i8 1, i32 4)\n";
    body_ += "  br label %" + exit + "\n";
    ++count_;
  }

  // Emits blocks from `entry` to `exit` using about `budget` blocks.
  void region(const std::string& entry, const std::string& exit, int budget, int depth, const LoopContext* loop) {
    const std::string counter = loop ? loop->counter : "%tid";
    if (budget < 4 || depth >= kMaxDepth) {
      leaf(entry, exit, counter);
      return;
    }
    int kind = (next_ + depth) % 4;
    if (kind == 0 || (kind == 3 && !loop)) {
      // Sequence: two regions, the first of which may leave early (break, continue, return).
      std::string mid = label(), rest = label();
      std::string early = loop ? (depth % 2 ? loop->exit : loop->latch) : label();
      condBranch(entry, next_, early, mid);
      if (!loop) body_ += early + ":\n  ret void\n", ++count_;
      region(mid, rest, (budget - 2) / 2, depth + 1, loop);
      region(rest, exit, budget - 2 - (budget - 2) / 2, depth + 1, loop);
    } else if (kind == 1) {
      // Loop: preheader (entry) -> header (counter Phi) -> body -> latch -> header | exit.
      std::string header = label(), bodyEntry = label(), latch = label(), i = "%i" + std::to_string(next_++);
      std::string inc = value(), more = value();
      body_ += entry + ":\n  br label %" + header + "\n";
      body_ += header + ":\n  " + i + " = phi i32 [ 0, %" + entry + " ], [ " + inc + ", %" + latch + " ]\n";
      body_ += "  br label %" + bodyEntry + "\n";
      count_ += 2;
      LoopContext inner{latch, exit, i};
      region(bodyEntry, latch, budget - 3, depth + 1, &inner);
      body_ += latch + ":\n  " + inc + " = add i32 " + i + ", 1\n";
      body_ += "  " + more + " = icmp ult i32 " + inc + ", %sel\n";
      body_ += "  br i1 " + more + ", label %" + header + ", label %" + exit + "\n";
      ++count_;
    } else if (kind == 2) {
      // Switch with four cases and a default; some cases fall through into the next one.
      const int cases = 4;
      std::string merge = label();
      std::string names[cases + 1];
      for (auto& n : names) n = label();
      body_ += entry + ":\n  switch i32 %sel, label %" + names[cases] + " [";
      for (int c = 0; c < cases; ++c) body_ += " i32 " + std::to_string(c) + ", label %" + names[c];
      body_ += " ]\n";
      ++count_;
      int each = (budget - 2) / (cases + 1);
      for (int c = 0; c <= cases; ++c) {
        bool fallthrough = c < cases && (c + next_) % 3 == 0;
        region(names[c], fallthrough ? names[c + 1] : merge, each, depth + 1, loop);
      }
      body_ += merge + ":\n  br label %" + exit + "\n";
      ++count_;
    } else {
      // Inside a loop: an if/else whose arms continue or break.
      std::string a = label(), b = label();
      condBranch(entry, next_, a, b);
      region(a, exit, (budget - 1) / 2, depth + 1, loop);
      std::string c = label();
      condBranch(b, next_, loop->latch, c);
      region(c, exit, budget - 2 - (budget - 1) / 2, depth + 1, loop);
    }
  }

  static constexpr const char* kHeader =
      "target datalayout = \"e-m:e-p:32:32-i64:64-n8:16:32:64\"\n"
      "target triple = \"dxil-ms-dx\"\n\n"
      "%dx.types.Handle = type { ptr }\n\n";
  static constexpr const char* kFooter =
      "\ndeclare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)\n"
      "declare i32 @dx.op.threadId.i32(i32, i32)\n"
      "declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32)\n\n"
      "!dx.shaderModel = !{!0}\n!dx.resources = !{!1}\n!dx.entryPoints = !{!4}\n"
      "!0 = !{!\"cs\", i32 6, i32 0}\n"
      "!1 = !{null, !2, null, null}\n!2 = !{!3}\n"
      "!3 = !{i32 0, ptr undef, !\"Out\", i32 0, i32 0, i32 1, i32 11, i1 false, i1 false, i1 false, null}\n"
      "!4 = !{ptr @main, !\"main\", null, !1, !5}\n!5 = !{i32 4, !6}\n!6 = !{i32 64, i32 1, i32 1}\n";

  int target_;
  int next_ = 0;
  int count_ = 0;
  std::string body_;
};

inline std::string syntheticCfgLl(int blocks) { return SyntheticCfg(blocks).text(); }

}  // namespace dxsv::testing
