// JSON helpers shared by the run-spec parsers (run_spec.cpp: top level and buffers;
// run_spec_graphics.cpp: draw state, textures and samplers). Internal to the runner.
#pragma once

#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "exec/run_spec.h"

namespace dxsv::exec::spec_detail {

using nlohmann::json;

[[noreturn]] void fail(const std::string& where, const std::string& what);
uint64_t getUnsigned(const json& j, const std::string& where, const std::string& field);
// A non-negative integer no larger than `max`.
uint32_t getU32(const json& j, const std::string& where, const std::string& field, uint64_t max = 0xffffffffull);
float parseFloat(const json& v, const std::string& where);
bool getBool(const json& j, const std::string& where, const std::string& field);
std::string getString(const json& j, const std::string& where, const std::string& field);
std::vector<uint8_t> parseInit(const json& init, const std::string& where);
// Fails on a key outside `allowed` (a typo would otherwise silently keep a default).
void checkKeys(const json& obj, std::initializer_list<std::string_view> allowed, const std::string& where);
CompareOp parseCompareOp(const json& j, const std::string& where, const std::string& field);

// run_spec_graphics.cpp
void parseTexture(const json& r, const std::string& where, ResourceSpec& res);
void parseSampler(const json& r, const std::string& where, ResourceSpec& res);
GraphicsSpec parseGraphics(const json& j, const std::string& where);
// Whether `name` is a graphics check name (rt0..rt7, depth, stencil); fails when it names
// an attachment the spec does not have.
bool isAttachmentCheck(const std::string& name, const GraphicsSpec& g, const std::string& where);

}  // namespace dxsv::exec::spec_detail
