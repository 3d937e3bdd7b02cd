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
thread_local IdleContext threadIdle;

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

// An idle context: this thread's, else the pool's; an empty one when both have none.
IdleContext takeIdle() {
  if (threadIdle.context) return std::exchange(threadIdle, {});
  Pool& p = pool();
  std::lock_guard lock(p.mutex);
  if (p.idle.empty()) return {};
  IdleContext out = std::move(p.idle.back());
  p.idle.pop_back();
  return out;
}

// Back to this thread's slot, else to the pool while it has room (else destroyed).
void giveIdle(IdleContext idle) {
  if (!threadIdle.context) {
    threadIdle = std::move(idle);
    return;
  }
  Pool& p = pool();
  std::lock_guard lock(p.mutex);
  if (p.idle.size() < ContextLease::kMaxIdle) p.idle.push_back(std::move(idle));
}

}  // namespace

ContextLease ContextLease::acquire(bool fresh) {
  ContextLease lease;
  lease.fresh_ = fresh;
  if (!fresh) {
    IdleContext idle = takeIdle();
    lease.context_ = std::move(idle.context);
    lease.leases_ = idle.leases;
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
  giveIdle({std::move(context_), leases_});
}

}  // namespace dxsv::frontend
