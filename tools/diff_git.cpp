#include "tools/diff_git.h"

#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <optional>
#include <set>

namespace hyexec::cli {

namespace {

namespace fs = std::filesystem;
using nlohmann::ordered_json;

std::string shell_quoted(const std::string& s) {
  std::string q = "'";
  for (char c : s) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return q + "'";
}

/// The stdout of `git ARGS` run in `dir`, or none when git fails.
std::optional<std::string> git(const std::string& dir, const std::vector<std::string>& args) {
  std::string cmd = "git -C " + shell_quoted(dir.empty() ? "." : dir);
  for (const std::string& a : args) cmd += " " + shell_quoted(a);
  cmd += " 2>/dev/null";
  FILE* p = popen(cmd.c_str(), "r");
  if (!p) return std::nullopt;
  std::string out;
  char buf[4096];
  for (size_t n; (n = fread(buf, 1, sizeof buf, p)) > 0;) out.append(buf, n);
  int status = pclose(p);
  if (status == -1 || !WIFEXITED(status) || WEXITSTATUS(status) != 0) return std::nullopt;
  return out;
}

/// FILE's text at REV, or none when REV has no such file.
std::optional<std::string> text_at(const std::string& rev, const std::string& file) {
  fs::path p(file);
  return git(p.parent_path().string(), {"show", rev + ":./" + p.filename().string()});
}

/// A file holding the old version, under the same name (tracebacks and
/// the report show it), removed with the object.
class OldCopy {
public:
  OldCopy(const std::string& file, const std::string& text) {
    dir_ = fs::temp_directory_path() /
           ("hyexec-diff-" + std::to_string(getpid()) + "-" + std::to_string(counter_++));
    fs::create_directories(dir_);
    path_ = (dir_ / fs::path(file).filename()).string();
    std::ofstream out(path_, std::ios::binary);
    if (!(out << text)) throw CommandError{"cannot write " + path_};
  }
  ~OldCopy() {
    std::error_code ec;
    fs::remove_all(dir_, ec);
  }
  const std::string& path() const { return path_; }

private:
  static inline int counter_ = 0;
  fs::path dir_;
  std::string path_;
};

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines{""};
  size_t pos = 0;
  while (pos <= text.size()) {
    size_t nl = text.find('\n', pos);
    if (nl == std::string::npos) nl = text.size();
    lines.push_back(text.substr(pos, nl - pos));
    pos = nl + 1;
  }
  return lines;
}

/// Each function's and method's text by name (nested ones belong to their
/// function), and under `<module>` the lines outside every def and class.
std::map<std::string, std::string> unit_texts(const LoadedProgram& lp, const std::string& text) {
  std::vector<std::string> lines = lines_of(text);
  std::vector<bool> inside(lines.size(), false);
  std::map<std::string, std::string> out;
  for (const auto& u : lp.program->units) {
    if (u->kind == cfg::CodeUnit::Kind::Module || !u->node) continue;
    const ast::Span& s = u->node->span;
    for (uint32_t l = s.line; l <= s.end_line && l < lines.size(); ++l) inside[l] = true;
    if (u->kind != cfg::CodeUnit::Kind::Function || u->name.find('<') != std::string::npos)
      continue;
    std::string body;
    for (uint32_t l = s.line; l <= s.end_line && l < lines.size(); ++l) body += lines[l] + "\n";
    out[u->name] = body;
  }
  std::string module;
  for (size_t l = 1; l < lines.size(); ++l)
    if (!inside[l]) module += lines[l] + "\n";
  out["<module>"] = module;
  return out;
}

} // namespace

int diff_git_file(const Options& o, const std::string& rev, const std::string& file,
                  const DiffSettings& settings) {
  std::optional<std::string> old_text = text_at(rev, file);
  if (!old_text) throw CommandError{"diff --git: " + file + " does not exist at " + rev};
  OldCopy copy(file, *old_text);
  DiffSide old_side{file + "@" + rev, *old_text, o.value("entry")};
  DiffSide new_side{file, read_file(file), o.value("entry")};
  LoadedProgram old_lp = load(copy.path()), new_lp = load(file);
  DiffOutcome d = compare_versions(o, old_lp, new_lp, old_side, new_side, settings);
  return report_diff(o, d, old_side, new_side);
}

int diff_git_changes(const Options& o, const std::string& rev, const DiffSettings& settings) {
  std::optional<std::string> names =
      git("", {"diff", "--name-only", "--relative", rev, "--", "*.py"});
  if (!names) throw CommandError{"diff --git: git cannot compare the work tree with " + rev};
  ordered_json files = ordered_json::array();
  bool different = false;
  for (const std::string& file : lines_of(*names)) {
    if (file.empty()) continue;
    ordered_json functions = ordered_json::array();
    auto verdict_line = [&](const std::string& name, const std::string& verdict,
                            ordered_json result) {
      functions.push_back({{"name", name}, {"verdict", verdict}, {"result", result}});
      if (!o.flag("json")) std::cout << "  " << name << ": " << verdict << "\n";
    };
    if (!o.flag("json")) std::cout << file << "\n";
    std::optional<std::string> old_text = text_at(rev, file);
    std::error_code ec;
    if (!old_text || !fs::exists(file, ec)) {
      verdict_line("<file>", old_text ? "removed" : "added", nullptr);
      files.push_back({{"file", file}, {"functions", functions}});
      continue;
    }
    try {
      OldCopy copy(file, *old_text);
      LoadedProgram old_lp = load(copy.path()), new_lp = load(file);
      std::string new_text = read_file(file);
      std::map<std::string, std::string> before = unit_texts(old_lp, *old_text),
                                         after = unit_texts(new_lp, new_text);
      std::set<std::string> all;
      for (const auto& [n, t] : before) all.insert(n);
      for (const auto& [n, t] : after) all.insert(n);
      // Old name → new name: the functions in both, and a removed one whose
      // body (all but its def line) an added one has: renamed.
      std::vector<std::pair<std::string, std::string>> compared;
      std::vector<std::string> added, removed;
      for (const std::string& name : all) {
        auto b = before.find(name), a = after.find(name);
        if (b == before.end())
          added.push_back(name);
        else if (a == after.end())
          removed.push_back(name);
        else if (b->second != a->second)
          compared.push_back({name, name});
      }
      auto body = [](const std::string& text) { return text.substr(text.find('\n') + 1); };
      for (const std::string& r : removed) {
        auto renamed = std::find_if(added.begin(), added.end(), [&](const std::string& a) {
          return body(before[r]) == body(after[a]);
        });
        if (renamed == added.end()) {
          verdict_line(r, "removed", nullptr);
          continue;
        }
        compared.push_back({r, *renamed});
        added.erase(renamed);
      }
      for (const std::string& a : added) verdict_line(a, "added", nullptr);
      for (const auto& [old_name, new_name] : compared) {
        std::string old_entry = old_name == "<module>" ? "" : old_name;
        std::string new_entry = new_name == "<module>" ? "" : new_name;
        DiffSide old_side{file + "@" + rev, *old_text, old_entry},
            new_side{file, new_text, new_entry};
        DiffSettings per = settings;
        per.seconds = std::max(2.0, settings.seconds / 4);
        DiffOutcome d = compare_versions(o, old_lp, new_lp, old_side, new_side, per);
        std::string v = verdict(d);
        different |= v == "different";
        std::string name = old_name == new_name ? old_name : old_name + " -> " + new_name;
        verdict_line(name, v, o.flag("json") ? diff_json(d) : ordered_json());
        if (!o.flag("json") && v == "different") print_diff(d, old_side, new_side);
      }
    } catch (const CommandError& e) {
      verdict_line("<file>", "failed: " + e.message, nullptr);
    }
    files.push_back({{"file", file}, {"functions", functions}});
  }
  if (o.flag("json"))
    std::cout << ordered_json{{"files", files}}.dump(-1, ' ', false,
                                                     nlohmann::json::error_handler_t::replace)
              << "\n";
  return different ? 3 : 0;
}

} // namespace hyexec::cli
