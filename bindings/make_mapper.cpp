// bindings::makeMapper: the binding mode's mapper from the options.
#include "bindings/mapper.h"

#include "bindings/caller_mapping.h"
#include "bindings/shader_record.h"
#include "container/root_signature.h"

namespace dxsv::bindings {

namespace {

Error withKind(Error error, ErrorKind kind) {
  error.kind = kind;
  return error;
}

// ssbo_alignment 1 or 2: the layer binds a structured buffer's storage-buffer view at the
// view's byte address (FirstElement * stride), so a stride that is not a multiple of 4 can put
// its base at a 2-byte boundary. Those get 16-bit units (ResourceAccess::halfWords). Raw views
// are 4-byte aligned in D3D, texel-buffer views are indexed by texel and device addresses are
// not views: their answers, like every other, pass through unchanged.
class HalfWordViews final : public BindingMapper {
 public:
  explicit HalfWordViews(std::unique_ptr<BindingMapper> inner) : inner_(std::move(inner)) {}
  Result<ResourceAccess> map(const ir::Resource& r) const override {
    auto access = inner_->map(r);
    if (access && r.kind == ir::ResourceKind::StructuredBuffer && r.stride % 4 != 0 &&
        access->descriptorType == DescriptorType::StorageBuffer &&
        (access->kind == AccessKind::Descriptor || access->kind == AccessKind::HeapElement))
      access->halfWords = true;
    return access;
  }
  Result<ResourceAccess> mapCounter(const ir::Resource& r) const override { return inner_->mapCounter(r); }
  const RootLayout& rootLayout() const override { return inner_->rootLayout(); }
  const ShaderRecordLayout* shaderRecordLayout() const override { return inner_->shaderRecordLayout(); }
  std::optional<ResourceAccess> localTableArray(const ir::Resource& r) const override { return inner_->localTableArray(r); }
  std::optional<ResourceAccess> localTableCounterArray(const ir::Resource& r) const override {
    return inner_->localTableCounterArray(r);
  }

 private:
  std::unique_ptr<BindingMapper> inner_;
};

Result<std::unique_ptr<BindingMapper>> withHalfWordViews(const BindingOptions& options, Result<std::unique_ptr<BindingMapper>> mapper) {
  if (!mapper || options.ssboAlignment == 0 || options.ssboAlignment >= 4) return mapper;
  return std::unique_ptr<BindingMapper>(std::make_unique<HalfWordViews>(std::move(*mapper)));
}

// The root signature of root-signature mode, parsed and validated: the caller's serialized
// one, else the shader's RTS0 part.
Result<container::RootSignature> rootSignatureFor(const BindingOptions& options, std::span<const uint8_t> embedded) {
  auto signature = options.rootSignature.empty() ? container::parseRootSignature(embedded)
                                                 : container::parseSerializedRootSignature(options.rootSignature);
  if (!signature) return signature;
  if (auto valid = container::validateRootSignature(*signature); !valid) return valid.takeError();
  return signature;
}

Result<std::unique_ptr<BindingMapper>> globalMapper(const BindingOptions& options,
                                                    std::optional<std::span<const uint8_t>> embedded, const ir::Module& module) {
  ir::ShaderStage stage = module.entryPoints.front().stage;
  if (options.ssboAlignment & (options.ssboAlignment - 1))
    return makeError("ssbo_alignment " + std::to_string(options.ssboAlignment) + " is not a power of two", ErrorKind::InvalidArgument);
  HeapLayout heaps{options.resourceHeapSet, options.samplerHeapSet, options.staticSamplerSet, options.rootSet,
                   options.heapArraySize};
  if (options.bindingMode == DXSV_BINDING_CALLER) return CallerBindingMapper::create(options, module);
  if (options.bindingMode != DXSV_BINDING_ROOT_SIGNATURE) {
    BindingShifts shifts{options.srvShift, options.samplerShift, options.cbvShift, options.uavShift, options.uavCounterShift};
    return std::unique_ptr<BindingMapper>(std::make_unique<DirectBindingMapper>(shifts, heaps));
  }
  if (options.rootSignature.empty() && !embedded)
    return makeError("root-signature binding mode: the shader has no RTS0 part and no root signature was given",
                     ErrorKind::InvalidArgument);
  auto signature = rootSignatureFor(options, embedded.value_or(std::span<const uint8_t>()));
  if (!signature) return withKind(signature.takeError(), ErrorKind::Malformed);
  RootLayoutOptions layoutOptions{heaps, options.pushConstantBytes, options.rootDescriptorsAsDescriptors};
  auto layout = makeRootLayout(*signature, layoutOptions);
  if (!layout) return withKind(layout.takeError(), ErrorKind::Malformed);
  return std::unique_ptr<BindingMapper>(std::make_unique<RootSignatureBindingMapper>(std::move(*layout), stage));
}

}  // namespace

Result<std::unique_ptr<BindingMapper>> makeMapper(const BindingOptions& options,
                                                  std::optional<std::span<const uint8_t>> embeddedRootSignature,
                                                  const ir::Module& module) {
  ir::ShaderStage stage = module.entryPoints.front().stage;
  auto mapper = globalMapper(options, embeddedRootSignature, module);
  if (!mapper || options.localRootSignature.empty()) return withHalfWordViews(options, std::move(mapper));
  ShaderRecordTableShift shift{options.shaderRecordResourceDescriptorSizeLog2, options.shaderRecordSamplerDescriptorSizeLog2};
  auto local = withLocalRootSignature(options.localRootSignature, std::move(*mapper), stage, shift);
  if (!local && local.error().kind == ErrorKind::Malformed) return withKind(local.takeError(), ErrorKind::InvalidArgument);
  return withHalfWordViews(options, std::move(local));
}

}  // namespace dxsv::bindings
