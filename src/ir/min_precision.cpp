// Min-precision half / i16 rewritten as float / i32 (see min_precision.h for the rules).
#include "ir/min_precision.h"

#include <cstring>
#include <map>
#include <utility>

namespace dxsv::ir {

namespace {

// The f32 bit pattern of an IEEE half (exact: every half is a float).
uint32_t halfToFloatBits(uint16_t h) {
  uint32_t sign = uint32_t(h & 0x8000u) << 16, exponent = (h >> 10) & 0x1f, mantissa = h & 0x3ffu;
  if (exponent == 0x1f) return sign | 0x7f800000u | (mantissa << 13);  // inf / NaN
  if (exponent != 0) return sign | ((exponent + 112) << 23) | (mantissa << 13);
  if (mantissa == 0) return sign;
  // Subnormal: normalize.
  int shift = 0;
  while (!(mantissa & 0x400u)) {
    mantissa <<= 1;
    ++shift;
  }
  return sign | (uint32_t(113 - shift) << 23) | ((mantissa & 0x3ffu) << 13);
}

uint64_t signExtend16(uint64_t bits) { return uint64_t(int64_t(int16_t(uint16_t(bits)))) & 0xffffffffu; }

bool isUnsignedPredicate(uint64_t p) {
  auto c = CmpPredicate(p);
  return c == CmpPredicate::Ugt || c == CmpPredicate::Uge || c == CmpPredicate::Ult || c == CmpPredicate::Ule;
}

class Widener {
 public:
  explicit Widener(Module& m) : m_(m) {}

  Status run() {
    if (!anyNarrow()) return Status::success();  // most shaders: the rewrite would change nothing
    // Types of every value before the rewrite: the conversions are decided on them.
    original_.reserve(m_.values.size());
    for (const ValueDef& v : m_.values) original_.push_back(v.type);
    size_t valueCount = m_.values.size();
    for (ValueId v = 1; v < valueCount; ++v) {
      ValueDef& def = m_.values[v];
      if (def.kind == ValueKind::Instruction || def.kind == ValueKind::Parameter) def.type = widen(def.type);
    }
    for (ValueId v = 1; v < valueCount; ++v) {
      if (m_.values[v].kind != ValueKind::Variable) continue;
      TypeId type = widen(m_.values[v].type);
      ValueId init = m_.values[v].initializer ? constant(m_.values[v].initializer, false) : kNoValue;
      m_.values[v].type = type;
      m_.values[v].initializer = init;
    }
    for (EntryPoint& e : m_.entryPoints)
      for (auto* list : {&e.inputs, &e.outputs, &e.patchConstants})
        for (SignatureElement& s : *list) s.componentType = widen(s.componentType);
    for (Resource& r : m_.resources) r.elementType = widen(r.elementType);
    for (Function& f : m_.functions) {
      f.returnType = widen(f.returnType);
      for (Block& b : f.blocks) {
        std::vector<Instr> out;
        out.reserve(b.instrs.size());
        for (Instr& in : b.instrs)
          if (auto s = rewrite(in, out); !s) return s;
        b.instrs = std::move(out);
      }
    }
    // Uses of the values that became their own operand (fptrunc float -> half, ...).
    for (Function& f : m_.functions)
      for (Block& b : f.blocks)
        for (Instr& in : b.instrs)
          for (ValueId& a : in.args) a = resolve(a);
    return Status::success();
  }

 private:
  Module& m_;
  std::vector<TypeId> original_;
  std::map<TypeId, TypeId> types_;
  std::map<std::pair<ValueId, bool>, ValueId> constants_;
  std::map<ValueId, ValueId> same_;  // result -> the value it now equals

  TypeId widen(TypeId id) {
    if (auto it = types_.find(id); it != types_.end()) return it->second;
    Type t = m_.types[id];  // a copy: get() may grow the table
    TypeId out = id;
    switch (t.kind) {
      case TypeKind::Int: if (t.bits == 16) out = m_.types.intType(32); break;
      case TypeKind::Float: if (t.bits == 16) out = m_.types.floatType(32); break;
      case TypeKind::Vector: out = m_.types.vectorType(widen(t.element), t.count); break;
      case TypeKind::Array: out = m_.types.arrayType(widen(t.element), t.count); break;
      case TypeKind::Pointer: out = m_.types.pointerType(widen(t.element), t.space); break;
      case TypeKind::Struct: {
        std::vector<TypeId> members;
        for (TypeId member : t.members) members.push_back(widen(member));
        out = m_.types.structType(std::move(members));
        break;
      }
      default: break;
    }
    types_[id] = out;
    return out;
  }

  static ComponentType widen(ComponentType c) {
    switch (c) {
      case ComponentType::I16: return ComponentType::I32;
      case ComponentType::U16: return ComponentType::U32;
      case ComponentType::F16: return ComponentType::F32;
      case ComponentType::SNormF16: return ComponentType::SNormF32;
      case ComponentType::UNormF16: return ComponentType::UNormF32;
      default: return c;
    }
  }

  // Whether any type, signature element or resource is 16-bit: without one no instruction
  // (a cast to or from 16 bits, a narrow constant) has anything to widen.
  bool anyNarrow() const {
    for (TypeId t = 0; t < m_.types.size(); ++t)
      if (narrowInt(t) || narrowFloat(t)) return true;
    for (const EntryPoint& e : m_.entryPoints)
      for (auto* list : {&e.inputs, &e.outputs, &e.patchConstants})
        for (const SignatureElement& s : *list)
          if (widen(s.componentType) != s.componentType) return true;
    for (const Resource& r : m_.resources)
      if (r.elementType != widen(r.elementType)) return true;
    return false;
  }

  bool narrowInt(TypeId t) const { return m_.types[t].kind == TypeKind::Int && m_.types[t].bits == 16; }
  bool narrowFloat(TypeId t) const { return m_.types[t].kind == TypeKind::Float && m_.types[t].bits == 16; }
  TypeId originalType(ValueId v) const { return v < original_.size() ? original_[v] : m_.typeOf(v); }

  // A constant of a narrow type as its 32-bit counterpart; i16 zero- or sign-extended.
  ValueId constant(ValueId v, bool zeroExtend) {
    if (v == kNoValue || v >= original_.size() || !m_.isConstant(v)) return v;
    auto key = std::make_pair(v, zeroExtend);
    if (auto it = constants_.find(key); it != constants_.end()) return it->second;
    ValueDef def = m_.values[v];  // a copy: the table grows
    TypeId wide = widen(def.type);
    ValueId out = v;
    if (wide != def.type) {
      switch (def.kind) {
        case ValueKind::Constant:
          if (narrowInt(def.type)) out = m_.constant(wide, zeroExtend ? def.bits & 0xffffu : signExtend16(def.bits));
          else if (narrowFloat(def.type)) out = m_.constant(wide, halfToFloatBits(uint16_t(def.bits)));
          break;
        case ValueKind::ConstantComposite: {
          std::vector<ValueId> elements;
          for (ValueId e : def.elements) elements.push_back(constant(e, zeroExtend));
          out = m_.constantComposite(wide, std::move(elements));
          break;
        }
        case ValueKind::ConstantNull: out = m_.constantNull(wide); break;
        case ValueKind::Undef: out = m_.undef(wide); break;
        default: break;
      }
    }
    constants_[key] = out;
    return out;
  }

  ValueId resolve(ValueId v) const {
    for (auto it = same_.find(v); it != same_.end(); it = same_.find(v)) v = it->second;
    return v;
  }

  // Appends `op` on new value(s) of type `type` before the instruction being rewritten.
  ValueId emit(std::vector<Instr>& out, Op op, TypeId type, ValueList args, LiteralList lits = {}) {
    Instr in;
    in.op = op;
    in.type = type;
    in.result = m_.newValue(ValueKind::Instruction, type);
    in.args = std::move(args);
    in.lits = std::move(lits);
    out.push_back(std::move(in));
    return out.back().result;
  }
  ValueId i32(uint64_t value) { return m_.constantInt(32, value); }
  ValueId low16(std::vector<Instr>& out, ValueId v) {
    return emit(out, Op::And, m_.types.intType(32), {v, i32(0xffff)});
  }
  ValueId signExtended16(std::vector<Instr>& out, ValueId v) {
    TypeId t = m_.types.intType(32);
    return emit(out, Op::AShr, t, {emit(out, Op::Shl, t, {v, i32(16)}), i32(16)});
  }
  // The instruction now computes `value`: later uses read that instead.
  void replaceWith(const Instr& in, ValueId value) { same_[in.result] = value; }

  Status rewrite(Instr& in, std::vector<Instr>& out) {
    TypeId oldType = in.type;
    in.type = widen(in.type);
    TypeId src = in.args.empty() ? 0 : originalType(in.args[0]);
    bool zeroExtend = false;
    switch (in.op) {
      case Op::ICmp: zeroExtend = isUnsignedPredicate(in.lits.at(0)); break;
      case Op::UDiv: case Op::URem: case Op::LShr: case Op::UIToFP: case Op::ZExt: zeroExtend = true; break;
      case Op::Math: {
        auto op = MathOp(in.lits.at(0));
        zeroExtend = op == MathOp::UMin || op == MathOp::UMax || op == MathOp::UMad || op == MathOp::UMulHi;
        break;
      }
      default: break;
    }
    for (ValueId& a : in.args) a = constant(a, zeroExtend);
    ValueId x = in.args.empty() ? kNoValue : in.args[0];

    switch (in.op) {
      case Op::Trunc:
        // A value kept in 32 bits keeps its magnitude: D3D's min precision may be wider.
        if (narrowInt(oldType) && m_.typeOf(x) == in.type) return replaceWith(in, x), Status::success();
        break;
      case Op::FPTrunc:
        if (narrowFloat(oldType) && m_.typeOf(x) == in.type) return replaceWith(in, x), Status::success();
        break;
      case Op::FPExt:
        if (narrowFloat(src) && m_.typeOf(x) == in.type) return replaceWith(in, x), Status::success();
        break;
      case Op::ZExt:
      case Op::SExt:
        if (narrowInt(src)) {
          // An extension from i16 extends from bit 15, as the op says, whatever the bits above.
          ValueId v = in.op == Op::ZExt ? low16(out, x) : signExtended16(out, x);
          if (in.type == m_.typeOf(v)) return replaceWith(in, v), Status::success();
          in.args[0] = v;
        }
        break;
      case Op::Bitcast:
        if (narrowInt(src) && narrowFloat(oldType)) {  // asfloat16: the half in the low bits
          in.op = Op::Math;
          in.lits = {uint64_t(MathOp::LegacyF16ToF32)};
        } else if (narrowFloat(src) && narrowInt(oldType)) {  // asuint16
          in.op = Op::Math;
          in.lits = {uint64_t(MathOp::LegacyF32ToF16)};
        } else if (m_.typeOf(x) != originalType(x) || in.type != oldType) {
          return unsupportedError("min precision as 32-bit: bitcast from " + m_.types.name(src) + " to " +
                                  m_.types.name(oldType));
        }
        break;
      case Op::ICmp:
        if (narrowInt(src)) {
          auto p = CmpPredicate(in.lits.at(0));
          if (p == CmpPredicate::Eq || p == CmpPredicate::Ne) {  // equal as 16-bit values, signed or not
            in.args[0] = low16(out, in.args[0]);
            in.args[1] = low16(out, in.args[1]);
          }
        }
        break;
      case Op::Switch:
        if (narrowInt(src)) {
          in.args[0] = low16(out, x);
          for (uint64_t& c : in.lits) c &= 0xffffu;
        }
        break;
      case Op::Math:
        if (auto s = rewriteMath(in, out, src); !s) return s;
        break;
      default: break;
    }
    out.push_back(std::move(in));
    return Status::success();
  }

  // Bit reverses and scans of an i16 keep their 16-bit answers.
  Status rewriteMath(Instr& in, std::vector<Instr>& out, TypeId src) {
    auto op = MathOp(in.lits.at(0));
    if (op == MathOp::Dot2AddHalf && narrowFloat(src))
      return unsupportedError("min precision as 32-bit: Dot2AddHalf needs native 16-bit types");
    if (!narrowInt(src)) return Status::success();
    TypeId t = m_.types.intType(32);
    switch (op) {
      case MathOp::Countbits:
      case MathOp::FirstbitLo: in.args[0] = low16(out, in.args[0]); break;
      case MathOp::Bfrev: {  // the 16 reversed bits end up at the top of the 32-bit reverse
        Instr reverse = in;
        reverse.result = m_.newValue(ValueKind::Instruction, t);
        ValueId reversed = reverse.result;
        out.push_back(std::move(reverse));
        in.op = Op::LShr;
        in.lits = {};
        in.args = {reversed, i32(16)};
        break;
      }
      case MathOp::FirstbitHi:
      case MathOp::FirstbitSHi: {  // counted from bit 31 of the extended value: 16 more, unless none
        ValueId operand = op == MathOp::FirstbitHi ? low16(out, in.args[0]) : signExtended16(out, in.args[0]);
        ValueId wide = emit(out, Op::Math, in.type, {operand}, {uint64_t(op)});
        ValueId none = emit(out, Op::ICmp, m_.types.boolType(), {wide, i32(0xffffffffu)}, {uint64_t(CmpPredicate::Eq)});
        ValueId fromTop16 = emit(out, Op::ISub, t, {wide, i32(16)});
        in.op = Op::Select;
        in.lits = {};
        in.args = {none, wide, fromTop16};
        break;
      }
      default: break;
    }
    return Status::success();
  }
};

}  // namespace

Status widenMinPrecision(Module& module) { return Widener(module).run(); }

}  // namespace dxsv::ir
