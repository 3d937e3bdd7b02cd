// Caller mode (DXSV_BINDING_CALLER): the embedding layer answers, per resource, how the shader
// reaches it (dxsv_resource_mapping). The answers are asked once, converted to ResourceAccess
// and checked here (validate_access.cpp) before the emitter sees any of them.
#pragma once

#include <memory>
#include <vector>

#include "bindings/bindings.h"
#include "dxil_spirv/dxil_spirv.hpp"

namespace dxsv::bindings {

// What the caller is told about resource `index` of `module` (usage bits included).
dxsv_resource_desc describeResource(const ir::Module& module, uint32_t index, std::vector<uint32_t>& usage);
// The pre-filled answer the callback starts from (see dxsv_resource_access).
dxsv_resource_mapping defaultMapping(const ir::Resource& resource);

// The caller's root block: root descriptors' addresses first (2 words each), then root constants.
RootLayout callerRootLayout(const BindingOptions& options);

// Checks one answer against the resource and the root block, and converts it. Errors are
// InvalidArgument and name the resource.
Result<ResourceAccess> acceptResourceAnswer(const ir::Resource& r, const dxsv_resource_access& answer, const RootLayout& root,
                                            uint32_t rootDescriptorCount);
Result<ResourceAccess> acceptCounterAnswer(const ir::Resource& r, const dxsv_resource_access& answer, const RootLayout& root);

class CallerBindingMapper final : public BindingMapper {
 public:
  // Asks `options.resourceMapper` about every resource of `module` and checks each answer.
  static Result<std::unique_ptr<BindingMapper>> create(const BindingOptions& options, const ir::Module& module);
  Result<ResourceAccess> map(const ir::Resource& resource) const override;
  Result<ResourceAccess> mapCounter(const ir::Resource& resource) const override;
  const RootLayout& rootLayout() const override { return layout_; }
  std::optional<ResourceAccess> localTableArray(const ir::Resource& resource) const override;
  std::optional<ResourceAccess> localTableCounterArray(const ir::Resource& resource) const override;

 private:
  struct Answer {
    const ir::Resource* resource = nullptr;
    ResourceAccess access, counter;
  };
  const Answer* find(const ir::Resource& resource) const;
  RootLayout layout_;
  std::vector<Answer> answers_;
};

}  // namespace dxsv::bindings
