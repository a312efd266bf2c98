#pragma once
/// \file
/// How chat-completions requests reach a model: a Transport takes a request
/// body (JSON text) and gives back the response body. The HTTP transport
/// (libcurl) talks to an OpenAI-compatible server; the others wrap one:
/// a persistent cache (SQLite), a recorder (`--record FILE`) and a replayer
/// (`--oracle replay:FILE`, no network). Nothing else in hyexec sees curl or
/// SQLite.

#include <memory>
#include <string>
#include <vector>

namespace hyexec::oracle {

/// A request that got no usable answer (server unreachable, timeout, HTTP
/// error after the retries, not in the replay file).
struct TransportError {
  std::string message;
};

class Transport {
public:
  virtual ~Transport() = default;
  /// The response body for `request`; throws TransportError.
  virtual std::string post(const std::string& request) = 0;
  /// Several independent requests; the HTTP transport sends them at once.
  /// An element is empty when its request failed.
  virtual std::vector<std::string> post_all(const std::vector<std::string>& requests);
  /// Requests that went to the network (0 for a cache hit or a replay).
  int network_requests = 0;
};

struct HttpSettings {
  std::string base_url; ///< `http://host:port/v1`: requests go to base_url + /chat/completions
  std::string api_key;  ///< sent as a bearer token when not empty
  double timeout_seconds = 60;
  int max_attempts = 3;         ///< retries on 429, 5xx and connection failures
  double backoff_seconds = 0.5; ///< doubled after each failed attempt
};

std::unique_ptr<Transport> http_transport(const HttpSettings& s);

/// Answers from an SQLite cache in `directory` (made if missing) keyed by the
/// whole request (model, messages, parameters); misses go to `inner` and are
/// stored. With a null `inner`, a miss is a TransportError.
std::unique_ptr<Transport> cached_transport(const std::string& directory,
                                            std::unique_ptr<Transport> inner);

/// Appends every exchange through `inner` to `file` (JSON lines of
/// {"request", "response"}), as it happens: an interrupted run keeps them.
std::unique_ptr<Transport> recording_transport(const std::string& file,
                                               std::unique_ptr<Transport> inner);

/// Serves the exchanges of a `--record` file; anything else is a TransportError.
std::unique_ptr<Transport> replay_transport(const std::string& file);

} // namespace hyexec::oracle
