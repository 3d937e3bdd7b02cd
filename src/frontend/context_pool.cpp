#include "frontend/context_pool.h"

#include <mutex>
#include <utility>
#include <vector>

#include <llvm/IR/DerivedTypes.h>
#include <llvm/IR/LLVMContext.h>

namespace dxsv::frontend {

namespace {

struct IdleContext {
  std::unique_ptr<llvm::LLVMContext> context;
  size_t leases = 0;
};

// Each thread keeps the context it last gave back: its memory came from that thread's malloc
// arena and is warm in its core's caches (a shared pool alone hands contexts from thread to
// thread, which scaled worse on 16 threads). The shared pool holds the rest.
thread_local std::unique_ptr<llvm::LLVMContext> threadContext;
thread_local size_t threadContextLeases = 0;

// The one piece of process-wide state: idle contexts, each owned by nobody else.
struct Pool {
  std::mutex mutex;
  std::vector<IdleContext> idle;
};

// Never destroyed: contexts must not outlive LLVM's own statics at exit (still reachable
// for leak checkers).
Pool& pool() {
  static Pool* instance = new Pool;
  return *instance;
}

}  // namespace

ContextLease ContextLease::acquire(bool fresh) {
  ContextLease lease;
  lease.fresh_ = fresh;
  if (!fresh && threadContext) {
    lease.context_ = std::move(threadContext);
    lease.leases_ = threadContextLeases;
  }
  if (!fresh && !lease.context_) {
    Pool& p = pool();
    std::lock_guard lock(p.mutex);
    if (!p.idle.empty()) {
      lease.context_ = std::move(p.idle.back().context);
      lease.leases_ = p.idle.back().leases;
      p.idle.pop_back();
    }
  }
  if (!lease.context_) lease.context_ = std::make_unique<llvm::LLVMContext>();
  ++lease.leases_;
  lease.namesForgotten_ = false;
  return lease;
}

size_t ContextLease::idleCount() {
  Pool& p = pool();
  std::lock_guard lock(p.mutex);
  return p.idle.size();
}

ContextLease::ContextLease(ContextLease&& other) noexcept { *this = std::move(other); }

ContextLease& ContextLease::operator=(ContextLease&& other) noexcept {
  if (this != &other) {
    release();
    context_ = std::move(other.context_);
    leases_ = std::exchange(other.leases_, 0);
    fresh_ = other.fresh_;
    namesForgotten_ = std::exchange(other.namesForgotten_, true);
  }
  return *this;
}

ContextLease::~ContextLease() { release(); }

void ContextLease::forgetStructNames(const std::vector<std::string>& names) {
  bool allFound = true;
  for (const std::string& name : names) {
    if (llvm::StructType* type = llvm::StructType::getTypeByName(*context_, name)) type->setName("");
    else allFound = false;
  }
  namesForgotten_ = allFound;
}

void ContextLease::release() {
  if (!context_) return;
  // A context whose module kept its names (an early failure path) could clash later: retire it.
  if (fresh_ || !namesForgotten_ || leases_ >= kMaxLeases) {
    context_.reset();
    return;
  }
  // Left as the next lease expects: no diagnostic handler pointing into a finished parse.
  context_->setDiagnosticHandlerCallBack(nullptr, nullptr);
  if (!threadContext) {
    threadContext = std::move(context_);
    threadContextLeases = leases_;
    return;
  }
  Pool& p = pool();
  std::lock_guard lock(p.mutex);
  if (p.idle.size() < kMaxIdle) p.idle.push_back({std::move(context_), leases_});
  context_.reset();
}

}  // namespace dxsv::frontend
