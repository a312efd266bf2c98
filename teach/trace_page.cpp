#include "teach/trace_page.h"

#include "cfg/cfg_render.h"
#include "teach/trace_json.h"

#include <unordered_map>

namespace hyexec::teach {

namespace {

#include "viewer.inc"

std::string viewer_text(const std::string& name) {
  for (const auto& [n, t] : kViewer)
    if (name == n) return std::string(t);
  return "";
}

/// Each distinct JSON text once: `table` holds them, the index stands for it.
class Interner {
public:
  size_t add(const nlohmann::ordered_json& j) {
    std::string key = j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    auto [it, fresh] = index_.try_emplace(key, table.size());
    if (fresh) {
      table.push_back(j);
      bytes += key.size() + 1;
    }
    return it->second;
  }
  nlohmann::ordered_json table = nlohmann::ordered_json::array();
  size_t bytes = 0; ///< the table's size as JSON

private:
  std::unordered_map<std::string, size_t> index_;
};

/// The steps' data a page holds at most, so that it stays under 2 MB
/// whatever --max-steps asks (the page says where it stopped).
constexpr size_t kPageBudget = size_t{1800} << 10;

/// The trace with frames and heap objects replaced by indexes into shared
/// tables; `page_steps` is set when the budget ends the steps early.
nlohmann::ordered_json compact(const nlohmann::ordered_json& trace, const interp::LineTrace& t,
                               size_t budget) {
  Interner frames, objects;
  // A heap object the steps share (line_trace.h) is interned once.
  std::unordered_map<const interp::HeapObject*, size_t> object_index;
  nlohmann::ordered_json out = trace;
  out["steps"] = nlohmann::ordered_json::array();
  size_t step_bytes = 0;
  for (const interp::LineStep& step : t.steps) {
    nlohmann::ordered_json s = step_head_json(step);
    s["frames"] = nlohmann::ordered_json::array();
    for (const auto& f : step.state.frames) s["frames"].push_back(frames.add(frame_json(f)));
    s["heap"] = nlohmann::ordered_json::object();
    for (const auto& h : step.state.heap) {
      auto [it, fresh] = object_index.try_emplace(h.get());
      if (fresh) it->second = objects.add(heap_json(*h));
      s["heap"][heap_id(h->id)] = it->second;
    }
    s["printed"] = step.state.printed;
    if (step.event == interp::LineStep::Event::Exception) s["exception"] = step.detail;
    if (step.event == interp::LineStep::Event::Return) s["return"] = step.detail;
    step_bytes += s.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace).size() + 1;
    if (step_bytes + frames.bytes + objects.bytes > budget && !out["steps"].empty()) {
      out["page_steps"] = out["steps"].size();
      break;
    }
    out["steps"].push_back(std::move(s));
  }
  out["frame_table"] = std::move(frames.table);
  out["object_table"] = std::move(objects.table);
  return out;
}

/// JSON safe inside <script>: no "</" can end the element.
std::string script_json(const nlohmann::ordered_json& j) {
  std::string s = j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  std::string out;
  out.reserve(s.size());
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '<' && i + 1 < s.size() && s[i + 1] == '/') {
      out += "<\\/";
      ++i;
    } else {
      out += s[i];
    }
  }
  return out;
}

std::string html_escape(std::string_view s) {
  std::string out;
  for (char c : s) {
    switch (c) {
    case '<': out += "&lt;"; break;
    case '>': out += "&gt;"; break;
    case '&': out += "&amp;"; break;
    case '"': out += "&quot;"; break;
    default: out += c;
    }
  }
  return out;
}

/// Replaces every `key` in `s` (the template's own text: done before the data goes in).
void replace(std::string& s, const std::string& key, const std::string& value) {
  for (size_t at = s.find(key); at != std::string::npos; at = s.find(key, at + value.size()))
    s.replace(at, key.size(), value);
}

} // namespace

std::string trace_page(const ast::Module& m, const cfg::Program& p, const PageInput& in) {
  nlohmann::ordered_json data = compact(in.trace, in.steps, kPageBudget);
  data["file"] = in.file;
  data["stdin"] = in.stdin_text;
  nlohmann::ordered_json source = nlohmann::ordered_json::array();
  for (uint32_t line = 1; line <= m.line_starts.size(); ++line)
    source.push_back(std::string(m.line_text(line)));
  data["source"] = source;
  // Each unit's CFG as `hyexec cfg` writes it, for the side panel.
  nlohmann::ordered_json cfgs = nlohmann::ordered_json::object();
  for (const auto& u : p.units) cfgs[u->name] = cfg::render_text(p, u.get());
  data["cfg"] = cfgs;
  std::string page = viewer_text("layout");
  replace(page, "{{TITLE}}", html_escape(in.file));
  replace(page, "{{STYLE}}", viewer_text("style"));
  replace(page, "{{SCRIPT}}", viewer_text("stepper"));
  replace(page, "{{DATA}}", script_json(data));
  return page;
}

} // namespace hyexec::teach
