// One draw: the resources of every stage (the union of their descriptors, visible to all of
// them), render targets (vk_attachments.cpp), a vertex or mesh pipeline with the spec's state
// and D3D's conventions, a fenced submit and the read-back of every checked output.
#include <algorithm>

#include <spirv/unified1/spirv.hpp>

#include "exec/spirv_scan.h"
#include "exec/vk_attachments.h"
#include "exec/vk_resources.h"

namespace dxsv::exec {
namespace {


// One stage of a draw. They are checked in the order of stagesOf(): mesh before task, so a
// device without mesh shaders says so rather than that it lacks task shaders.
struct Stage {
  const std::vector<uint32_t>* spirv;
  const char* name;             // for messages: "vertex shader"
  const char* specKey;          // the GraphicsSpec key naming it ("" for the pixel shader, the case itself)
  const std::string* specName;  // what the spec names; nullptr: always present
  uint32_t model;               // spv::ExecutionModel of its entry point
  const char* modelName;
  VkShaderStageFlagBits bit;
  SpirvInfo info;
  bool present() const { return !spirv->empty(); }
};

std::vector<Stage> stagesOf(const GraphicsStages& s, const GraphicsSpec& g) {
  using namespace spv;
  return {
      {&s.mesh, "mesh shader", "ms", &g.ms, ExecutionModelMeshEXT, "MeshEXT", VK_SHADER_STAGE_MESH_BIT_EXT, {}},
      {&s.task, "amplification shader", "as", &g.as, ExecutionModelTaskEXT, "TaskEXT", VK_SHADER_STAGE_TASK_BIT_EXT,
       {}},
      {&s.vertex, "vertex shader", "vs", &g.vs, ExecutionModelVertex, "Vertex", VK_SHADER_STAGE_VERTEX_BIT, {}},
      {&s.tessControl, "hull shader", "hs", &g.hs, ExecutionModelTessellationControl, "TessellationControl",
       VK_SHADER_STAGE_TESSELLATION_CONTROL_BIT, {}},
      {&s.tessEval, "domain shader", "ds", &g.ds, ExecutionModelTessellationEvaluation, "TessellationEvaluation",
       VK_SHADER_STAGE_TESSELLATION_EVALUATION_BIT, {}},
      {&s.geometry, "geometry shader", "gs", &g.gs, ExecutionModelGeometry, "Geometry", VK_SHADER_STAGE_GEOMETRY_BIT,
       {}},
      {&s.fragment, "pixel shader", "", nullptr, ExecutionModelFragment, "Fragment", VK_SHADER_STAGE_FRAGMENT_BIT, {}},
  };
}

// Every stage sees one layout (descriptorUnion).
std::vector<SpirvDescriptor> unionOf(const std::vector<Stage>& stages) {
  std::vector<std::pair<const char*, const SpirvInfo*>> infos;
  for (const Stage& stage : stages) infos.push_back({stage.name, &stage.info});
  return descriptorUnion(infos);
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
    case Topology::PatchList: return VK_PRIMITIVE_TOPOLOGY_PATCH_LIST;
    case Topology::LineListAdj: return VK_PRIMITIVE_TOPOLOGY_LINE_LIST_WITH_ADJACENCY;
    case Topology::LineStripAdj: return VK_PRIMITIVE_TOPOLOGY_LINE_STRIP_WITH_ADJACENCY;
    case Topology::TriangleListAdj: return VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST_WITH_ADJACENCY;
    case Topology::TriangleStripAdj: return VK_PRIMITIVE_TOPOLOGY_TRIANGLE_STRIP_WITH_ADJACENCY;
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

VkPipeline createPipeline(RunContext& ctx, const GraphicsSpec& g, const std::vector<Stage>& shaders,
                          VkPipelineLayout layout, const RenderTargets& targets) {
  std::vector<VkPipelineShaderStageCreateInfo> stages;
  for (const Stage& shader : shaders) {
    if (!shader.present()) continue;
    VkPipelineShaderStageCreateInfo& info = stages.emplace_back();
    info = {VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO};
    info.stage = shader.bit;
    info.module = ctx.shaderModule(shader.spirv->data(), shader.spirv->size());
    info.pName = "main";
  }
  VkPipelineVertexInputStateCreateInfo vertexInput{VK_STRUCTURE_TYPE_PIPELINE_VERTEX_INPUT_STATE_CREATE_INFO};
  VkPipelineInputAssemblyStateCreateInfo assembly{VK_STRUCTURE_TYPE_PIPELINE_INPUT_ASSEMBLY_STATE_CREATE_INFO};
  assembly.topology = topologyOf(g.topology);
  // No VkPipelineTessellationDomainOriginStateCreateInfo: Vulkan's default origin (upper
  // left) stays, and the translator's mapping of D3D's winding assumes it.
  VkPipelineTessellationStateCreateInfo tessellation{VK_STRUCTURE_TYPE_PIPELINE_TESSELLATION_STATE_CREATE_INFO};
  tessellation.patchControlPoints = g.patchControlPoints;

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
  gpci.stageCount = uint32_t(stages.size());
  gpci.pStages = stages.data();
  // A mesh pipeline has neither vertex input nor input assembly.
  gpci.pVertexInputState = g.isMesh() ? nullptr : &vertexInput;
  gpci.pInputAssemblyState = g.isMesh() ? nullptr : &assembly;
  gpci.pTessellationState = g.hasTessellation() ? &tessellation : nullptr;
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

// The checks of a draw's stages before the driver sees them: each stage the spec names is
// given and nothing else, each has its "main" entry point, and the device can run it. Throws
// RunError.
void checkStages(const VkRunner::Impl& impl, std::vector<Stage>& stages, const GraphicsSpec& g) {
  const std::string& dev = impl.info.name;
  for (Stage& stage : stages) {
    bool named = !stage.specName || !stage.specName->empty();
    if (named && !stage.present())
      throwFail(stage.specName ? "the spec names '" + std::string(stage.specKey) + "' (" + *stage.specName +
                                     ") but no " + stage.name + " SPIR-V was given"
                               : std::string("no pixel shader SPIR-V was given"));
    if (!named && stage.present())
      throwFail(std::string("a ") + stage.name + " was given but the spec names no '" + stage.specKey + "'");
    if (!stage.present()) continue;
    std::string error;
    if (!scanSpirv(*stage.spirv, stage.info, error)) throwFail(std::string(stage.name) + " SPIR-V: " + error);
    if (!stage.info.hasEntryPoint(stage.model, "main"))
      throwFail(std::string(stage.name) + " SPIR-V has no " + stage.modelName + " entry point named \"main\"");
  }
  for (const Stage& stage : stages) {
    if (!stage.present()) continue;
    // The stage's own feature first, so the reason names it rather than a capability.
    Feature needs = Feature::Count;
    bool multiview = true;  // multiview works with this stage
    switch (stage.bit) {
      case VK_SHADER_STAGE_TASK_BIT_EXT:
      case VK_SHADER_STAGE_MESH_BIT_EXT:
        needs = stage.bit == VK_SHADER_STAGE_TASK_BIT_EXT ? Feature::TaskShader : Feature::MeshShader;
        multiview = impl.multiviewMesh;
        break;
      case VK_SHADER_STAGE_TESSELLATION_CONTROL_BIT:
      case VK_SHADER_STAGE_TESSELLATION_EVALUATION_BIT:
        needs = Feature::TessellationShader;
        multiview = impl.multiviewTessellation;
        break;
      case VK_SHADER_STAGE_GEOMETRY_BIT:
        needs = Feature::GeometryShader;
        multiview = impl.multiviewGeometry;
        break;
      default: break;
    }
    if (needs != Feature::Count && !impl.has(needs))
      throwSkip("device lacks " + std::string(featureName(needs)) + ", which the " + stage.name + " needs [" + dev +
                "]");
    if (g.views && !multiview)
      throwSkip(std::string("views with a ") + stage.name + " need multiview for that stage, which " + dev + " lacks");
    // Derivative groups outside compute need the KHR extension's mesh-and-task property.
    bool meshOrTask = stage.bit & (VK_SHADER_STAGE_MESH_BIT_EXT | VK_SHADER_STAGE_TASK_BIT_EXT);
    for (uint32_t cap : stage.info.capabilities)
      if (meshOrTask && !impl.meshAndTaskDerivatives &&
          (cap == spv::CapabilityComputeDerivativeGroupQuadsNV || cap == spv::CapabilityComputeDerivativeGroupLinearNV))
        throwSkip("the " + std::string(stage.name) + " takes derivatives: needs meshAndTaskShaderDerivatives " +
                  "(VK_KHR_compute_shader_derivatives), which " + dev + " lacks");
    if (std::string why = impl.missingForShader(stage.info); !why.empty())
      throwSkip(std::string(stage.name) + ": " + why);
    if (stage.info.usesPushConstants)
      throwFail("the " + std::string(stage.name) + " uses push constants; the run spec provides none");
    // Mesh and task shaders store like compute shaders; the other stages need a feature.
    bool fragment = stage.bit == VK_SHADER_STAGE_FRAGMENT_BIT;
    bool vertexPipeline = stage.bit & (VK_SHADER_STAGE_VERTEX_BIT | VK_SHADER_STAGE_TESSELLATION_CONTROL_BIT |
                                       VK_SHADER_STAGE_TESSELLATION_EVALUATION_BIT | VK_SHADER_STAGE_GEOMETRY_BIT);
    if (writesResources(stage.info) && vertexPipeline && !impl.has(Feature::VertexPipelineStoresAndAtomics))
      throwSkip("the " + std::string(stage.name) + " writes resources: needs vertexPipelineStoresAndAtomics, which " +
                dev + " lacks");
    if (writesResources(stage.info) && fragment && !impl.has(Feature::FragmentStoresAndAtomics))
      throwSkip("the pixel shader writes resources: needs fragmentStoresAndAtomics, which " + dev + " lacks");
  }
  const auto& limits = impl.properties.limits;
  if (g.hasTessellation() && g.patchControlPoints > limits.maxTessellationPatchSize)
    throwSkip("patch_control_points exceeds maxTessellationPatchSize (" +
              std::to_string(limits.maxTessellationPatchSize) + ") of " + dev);
  if (g.isMesh()) {
    const auto& m = impl.meshProperties;
    bool task = !g.as.empty();
    const uint32_t* most = task ? m.maxTaskWorkGroupCount : m.maxMeshWorkGroupCount;
    uint64_t total = uint64_t(g.meshDispatch[0]) * g.meshDispatch[1] * g.meshDispatch[2];
    for (int i = 0; i < 3; ++i)
      if (g.meshDispatch[i] > most[i])
        throwSkip("mesh_dispatch[" + std::to_string(i) + "] exceeds the device's " + (task ? "task" : "mesh") +
                  " group count limit (" + std::to_string(most[i]) + ")");
    if (total > (task ? m.maxTaskWorkGroupTotalCount : m.maxMeshWorkGroupTotalCount))
      throwSkip("mesh_dispatch exceeds the device's total " + std::string(task ? "task" : "mesh") + " group count");
  }
}

}  // namespace

RunResult VkRunner::Impl::runGraphics(const GraphicsStages& shaders, const RunSpec& spec) {
  if (!spec.isGraphics()) return failed("the spec is a compute run; use run()");
  return guarded([&](RunContext& ctx) {
    if (!hasGraphicsQueue) return skipped(info.name + " has no queue that draws");
    const GraphicsSpec& g = spec.graphics;

    // 1. What the shaders need, checked before the driver sees them.
    std::vector<Stage> stages = stagesOf(shaders, g);
    checkStages(*this, stages, g);
    if (g.viewportCount > 1 && !has(Feature::MultiViewport))
      return skipped("viewport_count > 1 needs multiViewport, which " + info.name + " lacks");
    if (g.viewportCount > properties.limits.maxViewports)
      return skipped("viewport_count exceeds maxViewports of " + info.name);

    // 2. Resources (every stage's, visible to all), render targets, pipeline.
    VkShaderStageFlags stageBits = 0;
    for (const Stage& stage : stages)
      if (stage.present()) stageBits |= stage.bit;
    ResourceSet resources(ctx, spec, unionOf(stages), stageBits);
    RenderTargets targets(ctx, spec);
    VkPipeline pipeline = createPipeline(ctx, g, stages, resources.pipelineLayout(), targets);

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
      if (g.isMesh())
        drawMeshTasks(cmd, g.meshDispatch[0], g.meshDispatch[1], g.meshDispatch[2]);
      else
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

RunResult VkRunner::runGraphics(const GraphicsStages& stages, const RunSpec& spec) {
  return impl_->runGraphics(stages, spec);
}

}  // namespace dxsv::exec
