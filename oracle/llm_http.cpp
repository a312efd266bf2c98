// The HTTP transport: POST to an OpenAI-compatible chat-completions endpoint
// with libcurl, retrying 429, 5xx and connection failures with exponential
// backoff; independent requests go out together through curl's multi API.
// libcurl is opened on the first request (cfg/shared_library.h): a run
// without the LLM oracle does not load it and the 27 libraries it needs.
#include "oracle/llm_transport.h"

#include "cfg/shared_library.h"

// curl's type-checking macros would rewrite the calls through the
// function pointers below.
#define CURL_DISABLE_TYPECHECK
#include <curl/curl.h>

#include <chrono>
#include <thread>

namespace hyexec::oracle {

std::vector<std::string> Transport::post_all(const std::vector<std::string>& requests) {
  std::vector<std::string> out;
  for (const std::string& r : requests) {
    try {
      out.push_back(post(r));
    } catch (const TransportError&) {
      out.push_back("");
    }
  }
  return out;
}

namespace {

/// The libcurl functions the transport calls, bound when first needed.
struct Curl {
  SharedLibrary lib{"libcurl.so.4"};
  HYEXEC_LIBRARY_FUNCTION(curl_global_init);
  HYEXEC_LIBRARY_FUNCTION(curl_easy_init);
  HYEXEC_LIBRARY_FUNCTION(curl_easy_setopt);
  HYEXEC_LIBRARY_FUNCTION(curl_easy_getinfo);
  HYEXEC_LIBRARY_FUNCTION(curl_easy_perform);
  HYEXEC_LIBRARY_FUNCTION(curl_easy_cleanup);
  HYEXEC_LIBRARY_FUNCTION(curl_easy_strerror);
  HYEXEC_LIBRARY_FUNCTION(curl_slist_append);
  HYEXEC_LIBRARY_FUNCTION(curl_slist_free_all);
  HYEXEC_LIBRARY_FUNCTION(curl_multi_init);
  HYEXEC_LIBRARY_FUNCTION(curl_multi_add_handle);
  HYEXEC_LIBRARY_FUNCTION(curl_multi_perform);
  HYEXEC_LIBRARY_FUNCTION(curl_multi_poll);
  HYEXEC_LIBRARY_FUNCTION(curl_multi_info_read);
  HYEXEC_LIBRARY_FUNCTION(curl_multi_remove_handle);
  HYEXEC_LIBRARY_FUNCTION(curl_multi_cleanup);

  Curl() { curl_global_init(CURL_GLOBAL_ALL); }
};

/// libcurl, loaded and initialised once; a TransportError when it cannot be.
const Curl& libcurl() {
  try {
    static const Curl c;
    return c;
  } catch (const SharedLibraryError& e) {
    throw TransportError{std::string("the HTTP transport needs libcurl: ") + e.what()};
  }
}

size_t append_body(char* data, size_t size, size_t n, void* out) {
  static_cast<std::string*>(out)->append(data, size * n);
  return size * n;
}

/// One request in flight: its handle, headers and what came back.
struct Call {
  CURL* curl = nullptr;
  curl_slist* headers = nullptr;
  std::string request, body;
  char error[CURL_ERROR_SIZE] = {0};

  Call(const HttpSettings& s, const std::string& req) : request(req) {
    curl = libcurl().curl_easy_init();
    headers = libcurl().curl_slist_append(headers, "Content-Type: application/json");
    if (!s.api_key.empty())
      headers =
          libcurl().curl_slist_append(headers, ("Authorization: Bearer " + s.api_key).c_str());
    std::string url = s.base_url;
    while (!url.empty() && url.back() == '/') url.pop_back();
    libcurl().curl_easy_setopt(curl, CURLOPT_URL, (url + "/chat/completions").c_str());
    libcurl().curl_easy_setopt(curl, CURLOPT_HTTPHEADER, headers);
    libcurl().curl_easy_setopt(curl, CURLOPT_POSTFIELDS, request.c_str());
    libcurl().curl_easy_setopt(curl, CURLOPT_POSTFIELDSIZE, static_cast<long>(request.size()));
    libcurl().curl_easy_setopt(curl, CURLOPT_WRITEFUNCTION, append_body);
    libcurl().curl_easy_setopt(curl, CURLOPT_WRITEDATA, &body);
    libcurl().curl_easy_setopt(curl, CURLOPT_ERRORBUFFER, error);
    libcurl().curl_easy_setopt(curl, CURLOPT_NOSIGNAL, 1L);
    libcurl().curl_easy_setopt(curl, CURLOPT_TIMEOUT_MS,
                               static_cast<long>(s.timeout_seconds * 1000));
    libcurl().curl_easy_setopt(curl, CURLOPT_CONNECTTIMEOUT_MS,
                               static_cast<long>(std::min(s.timeout_seconds, 10.0) * 1000));
  }
  ~Call() {
    libcurl().curl_slist_free_all(headers);
    libcurl().curl_easy_cleanup(curl);
  }
  Call(const Call&) = delete;
  Call& operator=(const Call&) = delete;

  long status() const {
    long code = 0;
    libcurl().curl_easy_getinfo(curl, CURLINFO_RESPONSE_CODE, &code);
    return code;
  }
  /// Empty when the exchange succeeded, else why it did not.
  std::string failure(CURLcode rc) const {
    if (rc != CURLE_OK)
      return std::string(libcurl().curl_easy_strerror(rc)) +
             (error[0] ? std::string(": ") + error : "");
    long code = status();
    if (code < 200 || code >= 300) return "HTTP " + std::to_string(code);
    return "";
  }
  bool retryable(CURLcode rc) const {
    if (rc == CURLE_OPERATION_TIMEDOUT) return false; // a slow server stays slow
    if (rc != CURLE_OK) return true;
    long code = status();
    return code == 429 || code >= 500;
  }
};

class HttpTransport : public Transport {
public:
  explicit HttpTransport(HttpSettings s) : s_(std::move(s)) {}

  std::string post(const std::string& request) override {
    std::string why;
    double wait = s_.backoff_seconds;
    for (int attempt = 1; attempt <= s_.max_attempts; ++attempt) {
      Call c(s_, request);
      CURLcode rc = libcurl().curl_easy_perform(c.curl);
      ++network_requests;
      why = c.failure(rc);
      if (why.empty()) return c.body;
      if (!c.retryable(rc)) break;
      if (attempt < s_.max_attempts) {
        std::this_thread::sleep_for(std::chrono::duration<double>(wait));
        wait *= 2;
      }
    }
    throw TransportError{s_.base_url + ": " + why};
  }

  std::vector<std::string> post_all(const std::vector<std::string>& requests) override {
    std::vector<std::unique_ptr<Call>> calls;
    CURLM* multi = libcurl().curl_multi_init();
    for (const std::string& r : requests) {
      calls.push_back(std::make_unique<Call>(s_, r));
      libcurl().curl_multi_add_handle(multi, calls.back()->curl);
    }
    int running = 0;
    do {
      libcurl().curl_multi_perform(multi, &running);
      if (running) libcurl().curl_multi_poll(multi, nullptr, 0, 200, nullptr);
    } while (running);
    std::vector<std::string> out(requests.size());
    int left = 0;
    while (CURLMsg* m = libcurl().curl_multi_info_read(multi, &left)) {
      if (m->msg != CURLMSG_DONE) continue;
      for (size_t i = 0; i < calls.size(); ++i)
        if (calls[i]->curl == m->easy_handle && calls[i]->failure(m->data.result).empty())
          out[i] = calls[i]->body;
    }
    for (auto& c : calls) libcurl().curl_multi_remove_handle(multi, c->curl);
    libcurl().curl_multi_cleanup(multi);
    network_requests += static_cast<int>(requests.size());
    // Failed ones get the single-request path, with its retries.
    for (size_t i = 0; i < out.size(); ++i)
      if (out[i].empty()) try {
          out[i] = post(requests[i]);
        } catch (const TransportError&) {
        }
    return out;
  }

private:
  HttpSettings s_;
};

} // namespace

std::unique_ptr<Transport> http_transport(const HttpSettings& s) {
  return std::make_unique<HttpTransport>(s);
}

} // namespace hyexec::oracle
