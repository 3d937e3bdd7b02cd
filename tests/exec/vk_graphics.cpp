// One draw: the vertex and pixel shaders' resources (the union of both stages' descriptors,
// visible to both), render targets (vk_attachments.cpp), a pipeline with the spec's state
// and D3D's conventions, a fenced submit and the read-back of every checked output.
#include <algorithm>

#include "exec/spirv_scan.h"
#include "exec/vk_attachments.h"
#include "exec/vk_resources.h"

namespace dxsv::exec {
namespace {

RunResult skipped(std::string why) { return RunResult{RunResult::Status::Skipped, std::move(why), {}}; }
RunResult failed(std::string why) { return RunResult{RunResult::Status::Failed, std::move(why), {}}; }

bool hasEntry(const std::vector<std::string>& names) {
  return std::find(names.begin(), names.end(), "main") != names.end();
}

// Both stages see one layout: a binding both declare must have one type.
std::vector<SpirvDescriptor> unionOf(const SpirvInfo& vs, const SpirvInfo& ps) {
  std::vector<SpirvDescriptor> all = vs.descriptors;
  for (const auto& d : ps.descriptors) {
    auto same = std::find_if(all.begin(), all.end(),
                             [&](const SpirvDescriptor& o) { return o.set == d.set && o.binding == d.binding; });
    if (same == all.end()) {
      all.push_back(d);
    } else if (same->type != d.type) {
      throwFail("set " + std::to_string(d.set) + ", binding " + std::to_string(d.binding) + " is a " +
                descriptorTypeName(same->type) + " in the vertex shader but a " + descriptorTypeName(d.type) +
                " in the pixel shader");
    }
  }
  return all;
}

bool writesResources(const SpirvInfo& shader) {
  return std::any_of(shader.descriptors.begin(), shader.descriptors.end(),
                     [](const SpirvDescriptor& d) { return d.writable; });
}

VkPrimitiveTopology topologyOf(Topology t) {
  switch (t) {
    case Topology::TriangleStrip: return VK_PRIMITIVE_TOPOLOGY_TRIANGLE_STRIP;
    case Topology::LineList: return VK_PRIMITIVE_TOPOLOGY_LINE_LIST;
    case Topology::LineStrip: return VK_PRIMITIVE_TOPOLOGY_LINE_STRIP;
    case Topology::PointList: return VK_PRIMITIVE_TOPOLOGY_POINT_LIST;
    default: return VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST;
  }
}

VkStencilOpState stencilState(const StencilSpec& s) {
  VkStencilOpState st{};
  st.failOp = VkStencilOp(s.fail);  // same order (run_spec.h)
  st.passOp = VkStencilOp(s.pass);
  st.depthFailOp = VkStencilOp(s.depthFail);
  st.compareOp = VkCompareOp(s.compare);
  st.compareMask = s.readMask;
  st.writeMask = s.writeMask;
  st.reference = s.ref;
  return st;
}

VkPipeline createPipeline(RunContext& ctx, const GraphicsSpec& g, VkShaderModule vs, VkShaderModule ps,
                          VkPipelineLayout layout, const RenderTargets& targets) {
  VkPipelineShaderStageCreateInfo stages[2] = {{VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO},
                                               {VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO}};
  stages[0].stage = VK_SHADER_STAGE_VERTEX_BIT;
  stages[0].module = vs;
  stages[0].pName = "main";
  stages[1].stage = VK_SHADER_STAGE_FRAGMENT_BIT;
  stages[1].module = ps;
  stages[1].pName = "main";
  VkPipelineVertexInputStateCreateInfo vertexInput{VK_STRUCTURE_TYPE_PIPELINE_VERTEX_INPUT_STATE_CREATE_INFO};
  VkPipelineInputAssemblyStateCreateInfo assembly{VK_STRUCTURE_TYPE_PIPELINE_INPUT_ASSEMBLY_STATE_CREATE_INFO};
  assembly.topology = topologyOf(g.topology);

  // D3D puts NDC y = +1 on the top row: a negative-height viewport (Vulkan 1.1) flips y.
  // Every viewport is the same one (viewport_count is for SV_ViewportArrayIndex).
  VkViewport viewport{0, float(g.height), float(g.width), -float(g.height), 0.0f, 1.0f};
  std::vector<VkViewport> viewports(g.viewportCount, viewport);
  std::vector<VkRect2D> scissors(g.viewportCount, VkRect2D{{0, 0}, {g.width, g.height}});
  VkPipelineViewportStateCreateInfo viewportState{VK_STRUCTURE_TYPE_PIPELINE_VIEWPORT_STATE_CREATE_INFO};
  viewportState.viewportCount = viewportState.scissorCount = g.viewportCount;
  viewportState.pViewports = viewports.data();
  viewportState.pScissors = scissors.data();

  VkPipelineRasterizationStateCreateInfo raster{VK_STRUCTURE_TYPE_PIPELINE_RASTERIZATION_STATE_CREATE_INFO};
  raster.polygonMode = VK_POLYGON_MODE_FILL;
  raster.cullMode = g.cull == CullMode::Back    ? VK_CULL_MODE_BACK_BIT
                    : g.cull == CullMode::Front ? VK_CULL_MODE_FRONT_BIT
                                                : VK_CULL_MODE_NONE;
  // Vulkan decides facing from the winding in framebuffer coordinates (y down), which is what
  // the screen shows, so D3D's "clockwise on screen" is VK_FRONT_FACE_CLOCKWISE whatever the
  // viewport flip (checked by GraphicsSelfTest.FrontFaceAndCulling).
  raster.frontFace = g.frontCounterClockwise ? VK_FRONT_FACE_COUNTER_CLOCKWISE : VK_FRONT_FACE_CLOCKWISE;
  raster.lineWidth = 1.0f;

  VkPipelineMultisampleStateCreateInfo multisample{VK_STRUCTURE_TYPE_PIPELINE_MULTISAMPLE_STATE_CREATE_INFO};
  multisample.rasterizationSamples = VkSampleCountFlagBits(g.samples);

  VkPipelineDepthStencilStateCreateInfo depth{VK_STRUCTURE_TYPE_PIPELINE_DEPTH_STENCIL_STATE_CREATE_INFO};
  if (g.depth) {
    depth.depthTestEnable = g.depth->test;
    depth.depthWriteEnable = g.depth->write;
    depth.depthCompareOp = VkCompareOp(g.depth->compare);
    if (g.depth->stencil) {
      depth.stencilTestEnable = VK_TRUE;
      depth.front = depth.back = stencilState(*g.depth->stencil);
    }
    depth.maxDepthBounds = 1.0f;
  }

  std::vector<VkPipelineColorBlendAttachmentState> blends;
  for (const auto& t : g.targets) {
    VkPipelineColorBlendAttachmentState b{};
    b.colorWriteMask = t.writeMask;  // bit order r, g, b, a in both
    blends.push_back(b);
  }
  bool sameMasks = std::all_of(blends.begin(), blends.end(), [&](const auto& b) {
    return b.colorWriteMask == blends.front().colorWriteMask;
  });
  VkPhysicalDeviceFeatures features;
  vkGetPhysicalDeviceFeatures(ctx.impl.physical, &features);
  if (!sameMasks && !features.independentBlend)
    throwSkip("targets with different write masks need independentBlend, which " + ctx.impl.info.name + " lacks");
  VkPipelineColorBlendStateCreateInfo blend{VK_STRUCTURE_TYPE_PIPELINE_COLOR_BLEND_STATE_CREATE_INFO};
  blend.attachmentCount = uint32_t(blends.size());
  blend.pAttachments = blends.data();

  VkGraphicsPipelineCreateInfo gpci{VK_STRUCTURE_TYPE_GRAPHICS_PIPELINE_CREATE_INFO};
  gpci.stageCount = 2;
  gpci.pStages = stages;
  gpci.pVertexInputState = &vertexInput;
  gpci.pInputAssemblyState = &assembly;
  gpci.pViewportState = &viewportState;
  gpci.pRasterizationState = &raster;
  gpci.pMultisampleState = &multisample;
  gpci.pDepthStencilState = &depth;
  gpci.pColorBlendState = &blend;
  gpci.layout = layout;
  gpci.renderPass = targets.renderPass();
  gpci.subpass = 0;
  VkPipeline pipeline;
  ctx.check(vkCreateGraphicsPipelines(ctx.device, VK_NULL_HANDLE, 1, &gpci, nullptr, &pipeline),
            "vkCreateGraphicsPipelines");
  ctx.onExit([d = ctx.device, pipeline] { vkDestroyPipeline(d, pipeline, nullptr); });
  return pipeline;
}

}  // namespace

RunResult VkRunner::Impl::runGraphics(const std::vector<uint32_t>& vertexSpirv, const std::vector<uint32_t>& pixelSpirv,
                                      const RunSpec& spec) {
  if (!spec.isGraphics()) return failed("the spec is a compute run; use run()");
  return guarded([&](RunContext& ctx) {
    if (!hasGraphicsQueue) return skipped(info.name + " has no queue that draws");
    const GraphicsSpec& g = spec.graphics;

    // 1. What the shaders need, checked before the driver sees them.
    SpirvInfo vs, ps;
    std::string error;
    if (!scanSpirv(vertexSpirv, vs, error)) return failed("vertex shader SPIR-V: " + error);
    if (!scanSpirv(pixelSpirv, ps, error)) return failed("pixel shader SPIR-V: " + error);
    if (!hasEntry(vs.vertexEntryPoints)) return failed("vertex shader SPIR-V has no Vertex entry point named \"main\"");
    if (!hasEntry(ps.fragmentEntryPoints))
      return failed("pixel shader SPIR-V has no Fragment entry point named \"main\"");
    for (const SpirvInfo* shader : {&vs, &ps}) {
      std::string why = missingForShader(*shader);
      if (!why.empty()) return skipped((shader == &vs ? "vertex shader: " : "pixel shader: ") + why);
      if (shader->usesPushConstants) return failed("a shader uses push constants; the run spec provides none");
    }
    if (writesResources(vs) && !has(Feature::VertexPipelineStoresAndAtomics))
      return skipped("the vertex shader writes resources: needs vertexPipelineStoresAndAtomics, which " + info.name +
                     " lacks");
    if (writesResources(ps) && !has(Feature::FragmentStoresAndAtomics))
      return skipped("the pixel shader writes resources: needs fragmentStoresAndAtomics, which " + info.name + " lacks");
    if (g.viewportCount > 1 && !has(Feature::MultiViewport))
      return skipped("viewport_count > 1 needs multiViewport, which " + info.name + " lacks");
    if (g.viewportCount > properties.limits.maxViewports)
      return skipped("viewport_count exceeds maxViewports of " + info.name);

    // 2. Resources (both stages), render targets, pipeline.
    ResourceSet resources(ctx, spec, unionOf(vs, ps), VK_SHADER_STAGE_VERTEX_BIT | VK_SHADER_STAGE_FRAGMENT_BIT);
    RenderTargets targets(ctx, spec);
    VkPipeline pipeline =
        createPipeline(ctx, g, ctx.shaderModule(vertexSpirv.data(), vertexSpirv.size()),
                       ctx.shaderModule(pixelSpirv.data(), pixelSpirv.size()), resources.pipelineLayout(), targets);

    // 3. Upload, draw, read back; the wait is bounded so a runaway shader is a failure.
    std::vector<VkClearValue> clears = targets.clearValues();
    ctx.submit([&](VkCommandBuffer cmd) {
      resources.recordUploads(cmd);
      fullBarrier(cmd);
      VkRenderPassBeginInfo rpbi{VK_STRUCTURE_TYPE_RENDER_PASS_BEGIN_INFO};
      rpbi.renderPass = targets.renderPass();
      rpbi.framebuffer = targets.framebuffer();
      rpbi.renderArea = {{0, 0}, {g.width, g.height}};
      rpbi.clearValueCount = uint32_t(clears.size());
      rpbi.pClearValues = clears.data();
      vkCmdBeginRenderPass(cmd, &rpbi, VK_SUBPASS_CONTENTS_INLINE);
      vkCmdBindPipeline(cmd, VK_PIPELINE_BIND_POINT_GRAPHICS, pipeline);
      resources.bind(cmd, VK_PIPELINE_BIND_POINT_GRAPHICS);
      vkCmdDraw(cmd, g.vertexCount, g.instanceCount, g.firstVertex, g.firstInstance);
      vkCmdEndRenderPass(cmd);
      fullBarrier(cmd);
      resources.recordReadbacks(cmd);
      targets.recordReadbacks(cmd);
    });

    RunResult result;
    result.status = RunResult::Status::Ok;
    resources.collect(result.outputs);
    targets.collect(result.outputs);
    for (const auto& name : spec.check)
      if (!result.outputs.count(name)) return failed("check '" + name + "' names nothing the run produced");
    return result;
  });
}

RunResult VkRunner::runGraphics(const std::vector<uint32_t>& vertexSpirv, const std::vector<uint32_t>& pixelSpirv,
                                const RunSpec& spec) {
  return impl_->runGraphics(vertexSpirv, pixelSpirv, spec);
}

}  // namespace dxsv::exec
