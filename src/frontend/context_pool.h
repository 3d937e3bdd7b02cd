// LLVMContexts reused across conversions. A context costs more to build and tear down than a
// small shader takes to parse, so parsed modules borrow one and give it back when they are
// destroyed: to the thread's own slot (one context per thread, reused by its next
// conversion), or when that is taken, to a process-wide pool.
//
// Output stays a pure function of the input: a leased context is used by one module at a
// time, and before it goes back to the pool the names of the struct types that module
// created are cleared (by name: no walk over the module), so the next module's types get their bitcode names exactly (LLVM
// would add a ".N" suffix on a clash). Other state a context keeps (uniqued constants,
// types and metadata, metadata kind ids) is looked up by content or name, never enumerated.
// Memory stays bounded: a context is retired after kMaxLeases modules, and besides one per
// thread at most kMaxIdle idle contexts are kept.
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <vector>

namespace llvm {
class LLVMContext;
class Module;
}  // namespace llvm

namespace dxsv::frontend {

class ContextLease {
 public:
  // fresh: a new context that is destroyed on release instead of pooled (tests compare
  // against it).
  static ContextLease acquire(bool fresh = false);
  ContextLease() = default;
  ContextLease(ContextLease&& other) noexcept;
  ContextLease& operator=(ContextLease&& other) noexcept;
  ~ContextLease();

  llvm::LLVMContext& context() const { return *context_; }
  // Frees the struct names a module took in this context (the bitcode's STRUCT_NAME records,
  // which the guard collects), so that the next module gets them exactly; call before the
  // lease ends. A name not found as given (LLVM renamed a clash) retires the context.
  void forgetStructNames(const std::vector<std::string>& names);

  // How many modules this context has served, this one included.
  size_t uses() const { return leases_; }
  static size_t idleCount();  // in the process-wide pool

  static constexpr size_t kMaxLeases = 256;
  static constexpr size_t kMaxIdle = 64;

 private:
  void release();
  std::unique_ptr<llvm::LLVMContext> context_;
  size_t leases_ = 0;
  bool fresh_ = false;
  bool namesForgotten_ = true;
};

}  // namespace dxsv::frontend
