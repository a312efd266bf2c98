#include "tools/diff_git.h"

#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
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
/// function), and under `<module>` the non-blank lines outside every def and class.
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
    if (!inside[l] && lines[l].find_first_not_of(" \t\r") != std::string::npos)
      module += lines[l] + "\n"; // blank lines (around a def removed) change nothing
  out["<module>"] = module;
  return out;
}

/// A function's lines after its def line, stripped, its own name blanked
/// (a recursive call follows the rename); of `def f(x): return x`, its one
/// line.
std::vector<std::string> body_lines(const std::string& text, const std::string& name) {
  std::vector<std::string> out;
  std::string leaf = name.substr(name.rfind('.') + 1);
  std::vector<std::string> lines = lines_of(text);
  size_t first = 2;
  while (first < lines.size() && lines[first].find_first_not_of(" \t\r") == std::string::npos)
    ++first;
  if (first >= lines.size()) first = 1;
  for (size_t i = first; i < lines.size(); ++i) {
    std::string l = lines[i];
    l.erase(0, l.find_first_not_of(" \t"));
    for (size_t at; !leaf.empty() && (at = l.find(leaf)) != std::string::npos;)
      l.replace(at, leaf.size(), "\x01");
    if (!l.empty()) out.push_back(l);
  }
  return out;
}

/// 2 * the longest common subsequence of `a` and `b` over their total length
/// (1: the same items).
double lcs_ratio(const std::vector<std::string>& a, const std::vector<std::string>& b) {
  if (a.empty() || b.empty()) return a.empty() && b.empty() ? 1 : 0;
  std::vector<std::vector<int>> t(a.size() + 1, std::vector<int>(b.size() + 1, 0));
  for (size_t i = 1; i <= a.size(); ++i)
    for (size_t j = 1; j <= b.size(); ++j)
      t[i][j] = a[i - 1] == b[j - 1] ? t[i - 1][j - 1] + 1 : std::max(t[i - 1][j], t[i][j - 1]);
  return 2.0 * t[a.size()][b.size()] / static_cast<double>(a.size() + b.size());
}

/// The tokens of `lines`: names and numbers, and each other character
/// that is not a space.
std::vector<std::string> tokens_of(const std::vector<std::string>& lines) {
  std::vector<std::string> out;
  for (const std::string& l : lines)
    for (size_t i = 0; i < l.size();) {
      auto word = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; };
      size_t j = i + 1;
      if (word(l[i]))
        while (j < l.size() && word(l[j])) ++j;
      if (!std::isspace(static_cast<unsigned char>(l[i]))) out.push_back(l.substr(i, j - i));
      i = j;
    }
  return out;
}

/// How alike two bodies are, by lines; a body of one or two lines by its
/// tokens (an edited one-line body shares no line with its old self).
double similarity(const std::vector<std::string>& a, const std::vector<std::string>& b) {
  if (std::min(a.size(), b.size()) <= 2) return lcs_ratio(tokens_of(a), tokens_of(b));
  return lcs_ratio(a, b);
}

/// A body at least this alike an added function's is taken to have moved or
/// been renamed there (and is compared with it).
constexpr double kSameFunction = 0.6;

/// One changed Python file: both versions (one absent when the file was
/// added or removed) and their functions' texts.
struct ChangedFile {
  std::string file;
  std::optional<std::string> old_text, new_text;
  std::unique_ptr<OldCopy> copy;
  LoadedProgram old_lp, new_lp;
  std::map<std::string, std::string> before, after;
  std::string failure; ///< a version that does not load
};

ChangedFile changed_file(const std::string& rev, const std::string& file) {
  ChangedFile c;
  c.file = file;
  c.old_text = text_at(rev, file);
  std::error_code ec;
  try {
    if (fs::exists(file, ec)) {
      c.new_text = read_file(file);
      c.new_lp = load(file);
      c.after = unit_texts(c.new_lp, *c.new_text);
    }
    if (c.old_text) {
      c.copy = std::make_unique<OldCopy>(file, *c.old_text);
      c.old_lp = load(c.copy->path());
      c.before = unit_texts(c.old_lp, *c.old_text);
    }
  } catch (const CommandError& e) {
    c.failure = e.message;
  }
  return c;
}

/// A function of one version: its file (an index into the changed files) and name.
struct UnitRef {
  size_t file;
  std::string name;
};

/// An old function and the new one it is compared with.
struct Comparison {
  UnitRef from, to;
};

/// The comparisons: a function in both versions of a file whose text
/// changed, then each removed one with the added one (in any changed file)
/// whose body is most alike, when alike enough: renamed or moved. What is
/// left is removed or added.
std::vector<Comparison> match_units(const std::vector<ChangedFile>& files,
                                    std::vector<UnitRef>* removed, std::vector<UnitRef>* added) {
  std::vector<Comparison> out;
  for (size_t f = 0; f < files.size(); ++f) {
    const ChangedFile& c = files[f];
    if (!c.failure.empty()) continue;
    for (const auto& [name, text] : c.before) {
      auto a = c.after.find(name);
      if (a != c.after.end()) {
        if (a->second != text) out.push_back({{f, name}, {f, name}});
      } else if (name != "<module>") {
        removed->push_back({f, name});
      }
    }
    for (const auto& [name, text] : c.after)
      if (!c.before.count(name) && name != "<module>") added->push_back({f, name});
  }
  for (auto r = removed->begin(); r != removed->end();) {
    std::vector<std::string> old_body = body_lines(files[r->file].before.at(r->name), r->name);
    auto best = added->end();
    double best_score = kSameFunction;
    for (auto a = added->begin(); a != added->end(); ++a) {
      // The same file first among equally alike ones.
      double score = similarity(old_body, body_lines(files[a->file].after.at(a->name), a->name)) +
                     (a->file == r->file ? 1e-6 : 0);
      if (score >= best_score) best = a, best_score = score;
    }
    if (best == added->end()) {
      ++r;
      continue;
    }
    out.push_back({*r, *best});
    added->erase(best);
    r = removed->erase(r);
  }
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
  std::vector<ChangedFile> changed;
  for (const std::string& file : lines_of(*names))
    if (!file.empty()) changed.push_back(changed_file(rev, file));
  std::vector<UnitRef> removed, added;
  std::vector<Comparison> comparisons = match_units(changed, &removed, &added);

  ordered_json files = ordered_json::array();
  bool different = false;
  for (size_t f = 0; f < changed.size(); ++f) {
    const ChangedFile& c = changed[f];
    ordered_json functions = ordered_json::array();
    // `from` / `to`: where a renamed or moved function came from / went.
    auto verdict_line = [&](const std::string& name, const std::string& verdict, ordered_json from,
                            ordered_json result, ordered_json to = nullptr) {
      functions.push_back(
          {{"name", name}, {"verdict", verdict}, {"from", from}, {"to", to}, {"result", result}});
      if (!o.flag("json"))
        std::cout << "  " << name << ": " << verdict
                  << (to.is_null() ? ""
                                   : " to " + to["file"].get<std::string>() + ":" +
                                         to["name"].get<std::string>())
                  << "\n";
    };
    if (!o.flag("json")) std::cout << c.file << "\n";
    if (!c.failure.empty())
      verdict_line("<file>", "failed: " + c.failure, nullptr, nullptr);
    else if (!c.old_text || !c.new_text)
      verdict_line("<file>", c.old_text ? "removed" : "added", nullptr, nullptr);
    for (const UnitRef& r : removed)
      if (r.file == f) verdict_line(r.name, "removed", nullptr, nullptr);
    for (const UnitRef& a : added)
      if (a.file == f) verdict_line(a.name, "added", nullptr, nullptr);
    for (const Comparison& cmp : comparisons)
      if (cmp.from.file == f && cmp.to.file != f)
        verdict_line(cmp.from.name, "moved", nullptr, nullptr,
                     {{"file", changed[cmp.to.file].file}, {"name", cmp.to.name}});
    // Each comparison is listed under the new version's file.
    for (const Comparison& cmp : comparisons) {
      if (cmp.to.file != f) continue;
      const ChangedFile& from = changed[cmp.from.file];
      std::string old_entry = cmp.from.name == "<module>" ? "" : cmp.from.name;
      std::string new_entry = cmp.to.name == "<module>" ? "" : cmp.to.name;
      DiffSide old_side{from.file + "@" + rev, *from.old_text, old_entry},
          new_side{c.file, *c.new_text, new_entry};
      DiffSettings per = settings;
      per.seconds = std::max(2.0, settings.seconds / 4);
      DiffOutcome d = compare_versions(o, from.old_lp, c.new_lp, old_side, new_side, per);
      std::string v = verdict(d);
      different |= v == "different";
      bool moved = cmp.from.file != f;
      std::string name =
          !moved && cmp.from.name == cmp.to.name
              ? cmp.to.name
              : (moved ? from.file + ":" : "") + cmp.from.name + " -> " + cmp.to.name;
      ordered_json origin;
      if (moved || cmp.from.name != cmp.to.name)
        origin = {{"file", from.file}, {"name", cmp.from.name}};
      verdict_line(name, v, origin, o.flag("json") ? diff_json(d) : ordered_json());
      if (!o.flag("json") && v == "different") print_diff(d, old_side, new_side);
    }
    files.push_back({{"file", c.file}, {"functions", functions}});
  }
  if (o.flag("json"))
    std::cout << ordered_json{{"files", files}}.dump(-1, ' ', false,
                                                     nlohmann::json::error_handler_t::replace)
              << "\n";
  return different ? 3 : 0;
}

} // namespace hyexec::cli
