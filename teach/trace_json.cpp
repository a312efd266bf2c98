#include "teach/trace_json.h"

#include <unordered_map>

namespace hyexec::teach {

namespace {

using nlohmann::ordered_json;

ordered_json value_json(const interp::TraceValue& v) {
  ordered_json j;
  j["repr"] = v.repr;
  if (v.ref) j["ref"] = heap_id(v.ref);
  return j;
}

} // namespace

std::string heap_id(uint32_t id) {
  return "id" + std::to_string(id);
}

ordered_json heap_json(const interp::HeapObject& h) {
  ordered_json j;
  j["type"] = h.type;
  if (h.instance) {
    j["kind"] = "instance";
    ordered_json attrs = ordered_json::object();
    for (const auto& [name, v] : h.attrs) attrs[name] = value_json(v);
    j["attrs"] = attrs;
  } else {
    ordered_json items = ordered_json::array();
    for (size_t i = 0; i < h.items.size(); ++i)
      items.push_back(h.type == "dict"
                          ? ordered_json::array({value_json(h.items[i]), value_json(h.values[i])})
                          : value_json(h.items[i]));
    j["items"] = items;
  }
  if (h.more) j["more"] = h.more;
  return j;
}

namespace {

const char* event_name(interp::LineStep::Event e) {
  switch (e) {
  case interp::LineStep::Event::Line: return "line";
  case interp::LineStep::Event::Return: return "return";
  case interp::LineStep::Event::Exception: return "exception";
  }
  return "line";
}

} // namespace

ordered_json frame_json(const interp::TraceFrame& f) {
  ordered_json j;
  j["function"] = f.function;
  j["line"] = f.line;
  ordered_json locals = ordered_json::object();
  for (const auto& [name, v] : f.locals) locals[name] = value_json(v);
  j["locals"] = locals;
  return j;
}

ordered_json step_head_json(const interp::LineStep& s) {
  ordered_json j;
  j["event"] = event_name(s.event);
  j["line"] = s.line;
  j["function"] = s.function;
  j["unit"] = s.unit;
  j["block"] = s.block;
  return j;
}

ordered_json steps_json(const interp::LineTrace& t) {
  ordered_json steps = ordered_json::array();
  // A heap object steps share is made into JSON once.
  std::unordered_map<const interp::HeapObject*, ordered_json> made;
  for (const interp::LineStep& s : t.steps) {
    ordered_json j = step_head_json(s);
    ordered_json frames = ordered_json::array();
    for (const interp::TraceFrame& f : s.state.frames) frames.push_back(frame_json(f));
    j["frames"] = frames;
    ordered_json heap = ordered_json::object();
    for (const auto& h : s.state.heap) {
      auto [it, fresh] = made.try_emplace(h.get());
      if (fresh) it->second = heap_json(*h);
      heap[heap_id(h->id)] = it->second;
    }
    j["heap"] = heap;
    j["printed"] = s.state.printed;
    if (s.event == interp::LineStep::Event::Exception) j["exception"] = s.detail;
    if (s.event == interp::LineStep::Event::Return) j["return"] = s.detail;
    steps.push_back(j);
  }
  return steps;
}

} // namespace hyexec::teach
