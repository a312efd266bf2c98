#include "tools/batch/batch_jobs.h"

#include "tools/cli.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>

namespace hyexec::batch {

using cli::CommandError;
namespace fs = std::filesystem;

namespace {

const std::set<std::string> kCommands = {"run", "cover", "orca", "diff", "trace"};

std::vector<std::string> string_list(const nlohmann::json& j, const std::string& where) {
  std::vector<std::string> out;
  if (j.is_null()) return out;
  if (!j.is_array()) throw CommandError{where + " is not a list of strings"};
  for (const auto& v : j) {
    if (!v.is_string()) throw CommandError{where + " is not a list of strings"};
    out.push_back(v.get<std::string>());
  }
  return out;
}

/// One job line: {"id", "file" (or "files"), "command", "stdin", "args"}.
Job job_of_line(const std::string& line, const std::string& where,
                const std::string& default_command) {
  nlohmann::json j = nlohmann::json::parse(line, nullptr, false);
  if (!j.is_object()) throw CommandError{where + ": not a JSON object"};
  Job job;
  job.id = j.contains("id") && !j["id"].is_null()
               ? (j["id"].is_string() ? j["id"].get<std::string>() : j["id"].dump())
               : where;
  job.command = j.value("command", default_command);
  if (!kCommands.count(job.command))
    throw CommandError{where + ": unknown command '" + job.command + "' (run, cover, orca, diff)"};
  if (j.contains("file") && j["file"].is_string())
    job.files.push_back(j["file"].get<std::string>());
  for (const std::string& f : string_list(j.value("files", nlohmann::json()), where + ": files"))
    job.files.push_back(f);
  if (job.files.empty()) throw CommandError{where + ": no \"file\""};
  if (j.contains("stdin") && j["stdin"].is_string()) job.stdin_text = j["stdin"].get<std::string>();
  job.args = string_list(j.value("args", nlohmann::json()), where + ": args");
  return job;
}

void add_jsonl(const std::string& path, const std::string& default_command,
               std::vector<Job>* jobs) {
  std::ifstream in(path);
  if (!in) throw CommandError{"cannot read " + path};
  std::string line;
  for (size_t n = 1; std::getline(in, line); ++n)
    if (line.find_first_not_of(" \t\r") != std::string::npos)
      jobs->push_back(job_of_line(line, path + ":" + std::to_string(n), default_command));
}

Job file_job(const std::string& path, const std::string& command) {
  Job job;
  job.id = path;
  job.command = command;
  job.files.push_back(path);
  return job;
}

} // namespace

std::vector<Job> collect_jobs(const std::vector<std::string>& inputs,
                              const std::string& default_command) {
  if (!kCommands.count(default_command))
    throw CommandError{"--command " + default_command + ": run, cover, orca or trace"};
  std::vector<Job> jobs;
  for (const std::string& input : inputs) {
    std::error_code ec;
    if (fs::is_directory(input, ec)) {
      std::vector<std::string> found;
      for (auto it = fs::recursive_directory_iterator(input, ec);
           !ec && it != fs::recursive_directory_iterator(); it.increment(ec))
        if (it->is_regular_file(ec) && it->path().extension() == ".py")
          found.push_back(it->path().string());
      std::sort(found.begin(), found.end());
      for (const std::string& f : found) jobs.push_back(file_job(f, default_command));
    } else if (input.size() > 6 && input.substr(input.size() - 6) == ".jsonl") {
      add_jsonl(input, default_command, &jobs);
    } else if (fs::exists(input, ec)) {
      jobs.push_back(file_job(input, default_command));
    } else {
      throw CommandError{"cannot read " + input};
    }
  }
  for (size_t i = 0; i < jobs.size(); ++i) jobs[i].index = i;
  return jobs;
}

Shard parse_shard(const std::string& text) {
  Shard s;
  size_t slash = text.find('/');
  try {
    if (slash == std::string::npos) throw std::invalid_argument("no slash");
    size_t used_k = 0, used_n = 0;
    s.k = std::stoul(text.substr(0, slash), &used_k);
    s.n = std::stoul(text.substr(slash + 1), &used_n);
    if (used_k != slash || used_n != text.size() - slash - 1 || s.n == 0 || s.k >= s.n ||
        text[0] == '-')
      throw std::invalid_argument("range");
  } catch (const std::exception&) {
    throw CommandError{"--shard takes K/N with 0 <= K < N (e.g. 0/4)"};
  }
  return s;
}

std::vector<Job> shard_of(std::vector<Job> jobs, Shard shard) {
  if (shard.n == 1) return jobs;
  std::vector<Job> out;
  for (size_t i = shard.k; i < jobs.size(); i += shard.n) out.push_back(std::move(jobs[i]));
  return out;
}

} // namespace hyexec::batch
