// Pointer reinterpretation at DXIL's data layout (see memory_view.h).
#include "frontend/memory_view.h"

#include <algorithm>

namespace dxsv::frontend {

namespace {

using ir::TypeKind;

bool isScalar(const ir::Type& t) { return t.kind == TypeKind::Int || t.kind == TypeKind::Float; }

// Size (LLVM's allocation size: the array stride) and alignment of a type in memory, by the
// rules of DXIL's data layout: scalars are naturally aligned, a vector is aligned to its
// size rounded up to a power of two (so <3 x float> takes 16 bytes in an array), struct
// members are placed at their alignment. False for types with no byte layout (bool, pointers).
struct Layout {
  uint64_t size = 0, align = 1;
};

uint64_t alignTo(uint64_t v, uint64_t a) { return (v + a - 1) / a * a; }

uint64_t powerOfTwoCeil(uint64_t v) {
  uint64_t p = 1;
  while (p < v) p <<= 1;
  return p;
}

bool layoutOf(const ir::TypeTable& types, ir::TypeId id, Layout& out) {
  const ir::Type& t = types[id];
  Layout element;
  switch (t.kind) {
    case TypeKind::Int:
    case TypeKind::Float:
      if (t.bits < 8) return false;
      out = {t.bits / 8, t.bits / 8};
      return true;
    case TypeKind::Vector: {
      if (!layoutOf(types, t.element, element)) return false;
      uint64_t bytes = element.size * t.count;
      out.align = powerOfTwoCeil(bytes);
      out.size = alignTo(bytes, out.align);
      return true;
    }
    case TypeKind::Array:
      if (!layoutOf(types, t.element, element)) return false;
      out = {element.size * t.count, element.align};
      return true;
    case TypeKind::Struct: {
      uint64_t offset = 0, align = 1;
      for (ir::TypeId m : t.members) {
        Layout member;
        if (!layoutOf(types, m, member)) return false;
        offset = alignTo(offset, member.align) + member.size;
        align = std::max(align, member.align);
      }
      out = {alignTo(offset, align), align};
      return true;
    }
    default: return false;
  }
}

// Byte offset of child `index` of an aggregate, and its type.
bool childAt(const ir::TypeTable& types, ir::TypeId id, uint64_t index, uint64_t& offset, ir::TypeId& child) {
  const ir::Type& t = types[id];
  Layout element;
  if (t.kind == TypeKind::Vector || t.kind == TypeKind::Array) {
    if (index >= t.count || !layoutOf(types, t.element, element)) return false;
    // Elements are the element's allocation size apart (for scalars in a vector, their size).
    offset = index * element.size;
    child = t.element;
    return true;
  }
  if (t.kind != TypeKind::Struct || index >= t.members.size()) return false;
  uint64_t at = 0;
  for (uint64_t i = 0; i <= index; ++i) {
    Layout member;
    if (!layoutOf(types, t.members[i], member)) return false;
    at = alignTo(at, member.align);
    if (i < index) at += member.size;
  }
  offset = at;
  child = t.members[index];
  return true;
}

uint64_t childCount(const ir::Type& t) {
  return t.kind == TypeKind::Struct ? t.members.size() : (t.kind == TypeKind::Vector || t.kind == TypeKind::Array) ? t.count : 0;
}

// One scalar of a flattened type: where it is (indices from the outer type, byte offset).
struct Slot {
  std::vector<uint64_t> path;
  ir::TypeId type = 0;
  uint64_t offset = 0;
};

bool flatten(const ir::TypeTable& types, ir::TypeId id, uint64_t base, std::vector<uint64_t>& path, std::vector<Slot>& out) {
  const ir::Type& t = types[id];
  if (isScalar(t)) {
    // DXIL's data layout aligns 8- and 16-bit scalars to 32 bits unless the module uses native
    // 16-bit types; only 32- and 64-bit scalars have one layout.
    if (t.bits < 32) return false;
    out.push_back({path, id, base});
    return true;
  }
  uint64_t count = childCount(t);
  if (count == 0) return false;
  for (uint64_t i = 0; i < count; ++i) {
    uint64_t offset = 0;
    ir::TypeId child = 0;
    if (!childAt(types, id, i, offset, child)) return false;
    path.push_back(i);
    bool ok = flatten(types, child, base + offset, path, out);
    path.pop_back();
    if (!ok) return false;
  }
  return true;
}

// The scalars of `memory` (the pointee) and of `viewed` (the type accessed through it),
// when each scalar of `viewed` has a scalar of `memory` of the same width at the same
// offset; `viewed` may cover a prefix of `memory`. Otherwise an UNSUPPORTED error.
Status matchSlots(LowerContext& ctx, ir::TypeId memory, ir::TypeId viewed, std::vector<Slot>& memorySlots,
                  std::vector<Slot>& viewedSlots) {
  const auto& types = ctx.module.types;
  std::string what = "access of " + types.name(viewed) + " through a pointer to " + types.name(memory) +
                     " (pointer reinterpretation): ";
  std::vector<uint64_t> path;
  if (!flatten(types, memory, 0, path, memorySlots) || !flatten(types, viewed, 0, path, viewedSlots))
    return ctx.unsupported(what + "only 32- and 64-bit integer and float scalars, vectors, arrays and structs are reinterpreted");
  if (viewedSlots.size() > memorySlots.size())
    return ctx.unsupported(what + "the accessed type has more scalars than the memory holds");
  for (size_t i = 0; i < viewedSlots.size(); ++i) {
    const Slot &v = viewedSlots[i], &m = memorySlots[i];
    if (v.offset != m.offset || types[v.type].bits != types[m.type].bits)
      return ctx.unsupported(what + "scalar " + std::to_string(i) + " lies at byte " + std::to_string(v.offset) + " (" +
                             types.name(v.type) + ") in the accessed type but at byte " + std::to_string(m.offset) + " (" +
                             types.name(m.type) + ") in memory; the layouts differ (padding or scalar widths)");
  }
  return Status::success();
}

// A pointer to the scalar at `path` below `pointer`.
ir::ValueId chainTo(LowerContext& ctx, ir::ValueId pointer, const std::vector<uint64_t>& path, ir::TypeId target) {
  if (path.empty()) return pointer;
  ir::AddressSpace space = ctx.module.types[ctx.module.typeOf(pointer)].space;
  std::vector<ir::ValueId> args = {pointer};
  for (uint64_t index : path) {
    ir::ValueId c = ctx.module.constantInt(32, index);
    args.push_back(c);
  }
  ir::TypeId ptrType = ctx.module.types.pointerType(target, space);
  return ctx.emit(ir::Op::AccessChain, ptrType, std::move(args));
}

// Builds a value of `type` from scalars taken in order from `scalars`.
ir::ValueId construct(LowerContext& ctx, ir::TypeId type, const std::vector<ir::ValueId>& scalars, size_t& next) {
  const ir::Type t = ctx.module.types[type];  // a copy: construction may add types
  if (isScalar(t)) return scalars[next++];
  std::vector<ir::ValueId> parts;
  for (uint64_t i = 0; i < childCount(t); ++i) {
    ir::TypeId child = t.kind == TypeKind::Struct ? t.members[i] : t.element;
    ir::ValueId part = construct(ctx, child, scalars, next);
    parts.push_back(part);
  }
  return ctx.emit(ir::Op::CompositeConstruct, type, std::move(parts));
}

ir::TypeId pointee(LowerContext& ctx, ir::ValueId pointer) { return ctx.module.types[ctx.module.typeOf(pointer)].element; }

}  // namespace

bool sameShape(const ir::TypeTable& types, ir::TypeId a, ir::TypeId b) {
  if (a == b) return true;
  const ir::Type &x = types[a], &y = types[b];
  if (isScalar(x) && isScalar(y)) return x.bits == y.bits;
  if (x.kind != y.kind) return false;
  if (x.kind == TypeKind::Vector || x.kind == TypeKind::Array) return x.count == y.count && sameShape(types, x.element, y.element);
  if (x.kind != TypeKind::Struct || x.members.size() != y.members.size()) return false;
  for (size_t i = 0; i < x.members.size(); ++i)
    if (!sameShape(types, x.members[i], y.members[i])) return false;
  return true;
}

int firstMemberDepth(const ir::TypeTable& types, ir::TypeId from, ir::TypeId to) {
  for (int depth = 0;; ++depth) {
    if (sameShape(types, from, to)) return depth;
    const ir::Type& t = types[from];
    if (t.kind == TypeKind::Array || t.kind == TypeKind::Vector) from = t.element;
    else if (t.kind == TypeKind::Struct && !t.members.empty()) from = t.members[0];
    else return -1;
  }
}

Result<ir::ValueId> loadReinterpreted(LowerContext& ctx, ir::ValueId pointer, ir::TypeId wanted) {
  std::vector<Slot> memory, viewed;
  if (auto ok = matchSlots(ctx, pointee(ctx, pointer), wanted, memory, viewed); !ok) return ok.takeError();
  std::vector<ir::ValueId> scalars;
  for (size_t i = 0; i < viewed.size(); ++i) {
    ir::ValueId at = chainTo(ctx, pointer, memory[i].path, memory[i].type);
    ir::ValueId v = ctx.emit(ir::Op::Load, memory[i].type, {at});
    if (memory[i].type != viewed[i].type) v = ctx.emit(ir::Op::Bitcast, viewed[i].type, {v});
    scalars.push_back(v);
  }
  size_t next = 0;
  return construct(ctx, wanted, scalars, next);
}

Status storeReinterpreted(LowerContext& ctx, ir::ValueId pointer, ir::ValueId value) {
  std::vector<Slot> memory, viewed;
  ir::TypeId type = ctx.module.typeOf(value);
  if (auto ok = matchSlots(ctx, pointee(ctx, pointer), type, memory, viewed); !ok) return ok;
  for (size_t i = 0; i < viewed.size(); ++i) {
    ir::ValueId v = value;
    if (!viewed[i].path.empty()) v = ctx.emit(ir::Op::ExtractValue, viewed[i].type, {value}, viewed[i].path);
    if (memory[i].type != viewed[i].type) v = ctx.emit(ir::Op::Bitcast, memory[i].type, {v});
    ir::ValueId at = chainTo(ctx, pointer, memory[i].path, memory[i].type);
    ctx.emit(ir::Op::Store, ctx.module.types.voidType(), {at, v});
  }
  return Status::success();
}

Result<ir::ValueId> gepReinterpreted(LowerContext& ctx, ir::ValueId pointer, ir::TypeId viewed,
                                     const std::vector<uint64_t>& indices, ir::TypeId element) {
  const auto& types = ctx.module.types;
  ir::TypeId memoryType = pointee(ctx, pointer);
  std::string what = "element of " + types.name(viewed) + " addressed through a pointer to " + types.name(memoryType) +
                     " (pointer reinterpretation): ";
  // The element's byte offset in the viewed type.
  uint64_t offset = 0;
  ir::TypeId at = viewed;
  for (uint64_t index : indices) {
    uint64_t childOffset = 0;
    if (!childAt(types, at, index, childOffset, at)) return ctx.unsupported(what + "an index is out of range or the type has no byte layout");
    offset += childOffset;
  }
  // Walk down the memory's type to that offset, remembering every sub-object starting there.
  struct Candidate {
    std::vector<uint64_t> path;
    ir::TypeId type;
  };
  std::vector<Candidate> starts;
  std::vector<uint64_t> path;
  ir::TypeId current = memoryType;
  uint64_t rel = offset;
  for (;;) {
    if (rel == 0) starts.push_back({path, current});
    uint64_t count = childCount(types[current]), found = count, childOffset = 0;
    ir::TypeId child = 0;
    for (uint64_t i = 0; i < count; ++i) {
      uint64_t o = 0;
      ir::TypeId c = 0;
      Layout l;
      if (!childAt(types, current, i, o, c) || !layoutOf(types, c, l)) break;
      if (rel >= o && rel < o + l.size) {
        found = i, childOffset = o, child = c;
        break;
      }
    }
    if (found == count) break;
    path.push_back(found);
    rel -= childOffset;
    current = child;
  }
  // The deepest sub-object of the element's own shape; else the deepest one the element
  // reads as a prefix (loads and stores through it reinterpret again).
  for (auto it = starts.rbegin(); it != starts.rend(); ++it)
    if (sameShape(types, it->type, element)) return chainTo(ctx, pointer, it->path, it->type);
  for (auto it = starts.rbegin(); it != starts.rend(); ++it) {
    std::vector<Slot> memory, view;
    std::vector<uint64_t> scratch;
    if (!flatten(types, it->type, 0, scratch, memory) || !flatten(types, element, 0, scratch, view) || view.size() > memory.size())
      continue;
    bool prefix = true;
    for (size_t i = 0; i < view.size() && prefix; ++i)
      prefix = view[i].offset == memory[i].offset && types[view[i].type].bits == types[memory[i].type].bits;
    if (prefix) return chainTo(ctx, pointer, it->path, it->type);
  }
  return ctx.unsupported(what + "no part of the memory at byte " + std::to_string(offset) + " has the layout of " + types.name(element));
}

}  // namespace dxsv::frontend
