// The transports that keep exchanges: the SQLite response cache, the
// `--record` file and its replay. SQLite is opened with the first cache
// (cfg/shared_library.h), not at every hyexec start.
#include "oracle/llm_transport.h"

#include "cfg/shared_library.h"

#include <nlohmann/json.hpp>
#include <sqlite3.h>

#include <filesystem>
#include <fstream>
#include <map>

namespace hyexec::oracle {

namespace {

/// The SQLite functions the cache calls, bound when first needed.
struct Sqlite {
  SharedLibrary lib{"libsqlite3.so.0"};
  HYEXEC_LIBRARY_FUNCTION(sqlite3_open);
  HYEXEC_LIBRARY_FUNCTION(sqlite3_close);
  HYEXEC_LIBRARY_FUNCTION(sqlite3_busy_timeout);
  HYEXEC_LIBRARY_FUNCTION(sqlite3_exec);
  HYEXEC_LIBRARY_FUNCTION(sqlite3_prepare_v2);
  HYEXEC_LIBRARY_FUNCTION(sqlite3_bind_text);
  HYEXEC_LIBRARY_FUNCTION(sqlite3_step);
  HYEXEC_LIBRARY_FUNCTION(sqlite3_column_text);
  HYEXEC_LIBRARY_FUNCTION(sqlite3_finalize);
};

/// SQLite, loaded once; null when it cannot be (the cache is then off, as
/// when its file cannot be opened).
const Sqlite* sqlite() {
  static const std::unique_ptr<const Sqlite> lib = []() -> std::unique_ptr<const Sqlite> {
    try {
      return std::make_unique<Sqlite>();
    } catch (const SharedLibraryError&) {
      return nullptr;
    }
  }();
  return lib.get();
}

class CachedTransport : public Transport {
public:
  CachedTransport(const std::string& directory, std::unique_ptr<Transport> inner)
      : inner_(std::move(inner)) {
    std::error_code ec;
    std::filesystem::create_directories(directory, ec);
    std::string path = directory + "/llm-cache.sqlite";
    if (!sql_) return; // no cache: every request goes through
    if (sql_->sqlite3_open(path.c_str(), &db_) != SQLITE_OK) {
      sql_->sqlite3_close(db_);
      db_ = nullptr; // no cache: every request goes through
      return;
    }
    sql_->sqlite3_busy_timeout(db_, 5000); // parallel hyexec runs share the cache
    sql_->sqlite3_exec(db_,
                       "CREATE TABLE IF NOT EXISTS responses (request TEXT PRIMARY KEY, "
                       "response TEXT NOT NULL)",
                       nullptr, nullptr, nullptr);
  }
  ~CachedTransport() override {
    if (db_) sql_->sqlite3_close(db_);
  }

  std::string post(const std::string& request) override {
    if (std::string hit = lookup(request); !hit.empty()) return hit;
    if (!inner_) throw TransportError{"not in the cache"};
    int before = inner_->network_requests;
    std::string response = inner_->post(request);
    network_requests += inner_->network_requests - before;
    store(request, response);
    return response;
  }

private:
  std::string lookup(const std::string& request) {
    if (!db_) return "";
    sqlite3_stmt* st = nullptr;
    std::string out;
    if (sql_->sqlite3_prepare_v2(db_, "SELECT response FROM responses WHERE request = ?", -1, &st,
                                 nullptr) == SQLITE_OK) {
      sql_->sqlite3_bind_text(st, 1, request.data(), static_cast<int>(request.size()),
                              SQLITE_STATIC);
      if (sql_->sqlite3_step(st) == SQLITE_ROW)
        out = reinterpret_cast<const char*>(sql_->sqlite3_column_text(st, 0));
    }
    sql_->sqlite3_finalize(st);
    return out;
  }
  void store(const std::string& request, const std::string& response) {
    if (!db_) return;
    sqlite3_stmt* st = nullptr;
    if (sql_->sqlite3_prepare_v2(db_, "INSERT OR REPLACE INTO responses VALUES (?, ?)", -1, &st,
                                 nullptr) == SQLITE_OK) {
      sql_->sqlite3_bind_text(st, 1, request.data(), static_cast<int>(request.size()),
                              SQLITE_STATIC);
      sql_->sqlite3_bind_text(st, 2, response.data(), static_cast<int>(response.size()),
                              SQLITE_STATIC);
      sql_->sqlite3_step(st);
    }
    sql_->sqlite3_finalize(st);
  }

  std::unique_ptr<Transport> inner_;
  const Sqlite* sql_ = sqlite();
  sqlite3* db_ = nullptr;
};

class RecordingTransport : public Transport {
public:
  RecordingTransport(const std::string& file, std::unique_ptr<Transport> inner)
      : out_(file, std::ios::app), inner_(std::move(inner)) {
    if (!out_) throw TransportError{"cannot write " + file};
  }
  std::string post(const std::string& request) override {
    int before = inner_->network_requests;
    std::string response = inner_->post(request);
    network_requests += inner_->network_requests - before;
    nlohmann::json line = {{"request", request}, {"response", response}};
    out_ << line.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) << "\n"
         << std::flush;
    return response;
  }

private:
  std::ofstream out_;
  std::unique_ptr<Transport> inner_;
};

/// A request without its model: a replay is asked with whatever model the
/// command line names (usually none), the record holds the one it used.
std::string without_model(const std::string& request) {
  nlohmann::json j = nlohmann::json::parse(request, nullptr, false);
  if (!j.is_object()) return request;
  j.erase("model");
  return j.dump();
}

class ReplayTransport : public Transport {
public:
  explicit ReplayTransport(const std::string& file) {
    std::ifstream in(file);
    if (!in) throw TransportError{"cannot read the replay file " + file};
    std::string line;
    while (std::getline(in, line)) {
      nlohmann::json j = nlohmann::json::parse(line, nullptr, false);
      if (j.is_object() && j.contains("request") && j.contains("response") &&
          j["request"].is_string() && j["response"].is_string())
        exchanges_[without_model(j["request"].get<std::string>())] =
            j["response"].get<std::string>();
    }
  }
  std::string post(const std::string& request) override {
    auto it = exchanges_.find(without_model(request));
    if (it == exchanges_.end()) throw TransportError{"this request is not in the replay file"};
    return it->second;
  }

private:
  std::map<std::string, std::string> exchanges_;
};

} // namespace

std::unique_ptr<Transport> cached_transport(const std::string& directory,
                                            std::unique_ptr<Transport> inner) {
  return std::make_unique<CachedTransport>(directory, std::move(inner));
}

std::unique_ptr<Transport> recording_transport(const std::string& file,
                                               std::unique_ptr<Transport> inner) {
  return std::make_unique<RecordingTransport>(file, std::move(inner));
}

std::unique_ptr<Transport> replay_transport(const std::string& file) {
  return std::make_unique<ReplayTransport>(file);
}

} // namespace hyexec::oracle
