// The differential test of the descent parser: every .py file under the
// given directories is parsed by the descent parser and by the tree-sitter
// path. Each file the descent parser accepts must be accepted by the
// tree-sitter path with the same tree (full dump: every span, name, ctx,
// constant and operator), mangled and as written. Prints how many files it
// declined and why. Exit status 1 on any difference.
//
// Usage: descent_compare [-v] [--skip DIRNAME]... DIR_OR_FILE...
// (-v: the first differing dump line; --skip: directories of that name).
#include "cfg/descent/descent.h"
#include "tests/full_ast_dump.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

namespace {

std::string first_difference(const std::string& a, const std::string& b) {
  std::istringstream sa(a), sb(b);
  std::string la, lb;
  for (int n = 1;; ++n) {
    bool ea = !std::getline(sa, la), eb = !std::getline(sb, lb);
    if (ea && eb) return "";
    if (ea || eb || la != lb)
      return "line " + std::to_string(n) + ":\n  descent:     " + (ea ? "<end>" : la) +
             "\n  tree-sitter: " + (eb ? "<end>" : lb);
  }
}

} // namespace

int main(int argc, char** argv) {
  namespace fs = std::filesystem;
  bool verbose = false;
  std::vector<std::string> files, skip;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    if (a == "-v") {
      verbose = true;
      continue;
    }
    if (a == "--skip" && i + 1 < argc) {
      skip.push_back(argv[++i]);
      continue;
    }
    if (fs::is_directory(a)) {
      for (auto it =
               fs::recursive_directory_iterator(a, fs::directory_options::skip_permission_denied);
           it != fs::recursive_directory_iterator(); ++it) {
        std::string name = it->path().filename().string();
        if (it->is_directory() && std::find(skip.begin(), skip.end(), name) != skip.end())
          it.disable_recursion_pending();
        else if (it->is_regular_file() && it->path().extension() == ".py")
          files.push_back(it->path().string());
      }
    } else {
      files.push_back(a);
    }
  }
  std::sort(files.begin(), files.end());
  size_t accepted = 0, declined = 0, differ = 0, wrongly_accepted = 0;
  std::map<std::string, size_t> reasons;
  for (const std::string& f : files) {
    std::ifstream in(f, std::ios::binary);
    std::ostringstream buf;
    buf << in.rdbuf();
    std::string bytes = buf.str();
    for (bool mangle : {true, false}) {
      auto ours = hyexec::parse_with(f, bytes, mangle, hyexec::Frontend::Descent);
      if (!ours.module) {
        if (mangle) ++declined, ++reasons[ours.error->message];
        break;
      }
      auto theirs = hyexec::parse_with(f, bytes, mangle, hyexec::Frontend::TreeSitter);
      if (!theirs.module) {
        std::cout << "ACCEPTED, tree-sitter rejects: " << f << ": " << theirs.error->message
                  << "\n";
        ++wrongly_accepted;
        break;
      }
      std::string a = hyexec::test::full_dump(*ours.module);
      std::string b = hyexec::test::full_dump(*theirs.module);
      if (a != b) {
        std::cout << "DIFFERENT" << (mangle ? "" : " (as written)") << ": " << f << "\n";
        if (verbose) std::cout << first_difference(a, b) << "\n";
        ++differ;
        break;
      }
      if (mangle) ++accepted;
    }
  }
  std::cout << "files " << files.size() << " accepted " << accepted << " declined " << declined
            << " different " << differ << " accepted-but-rejected " << wrongly_accepted << "\n";
  std::vector<std::pair<size_t, std::string>> top;
  for (const auto& [why, n] : reasons) top.emplace_back(n, why);
  std::sort(top.rbegin(), top.rend());
  for (const auto& [n, why] : top) std::cout << "  " << n << "  " << why << "\n";
  return differ || wrongly_accepted ? 1 : 0;
}
