// The LLM side of the oracle without a network: answer parsing, prompt
// templates, the SQLite cache and the LLM oracle over an in-memory transport.
// (tests/e2e/llm_oracle_test.py covers HTTP against a fake server.)
#include "cfg_test_util.h"
#include "oracle/llm_client.h"
#include "oracle/llm_oracle.h"
#include "oracle/prompts.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <functional>

using namespace hyexec::oracle;

namespace {

/// A transport that answers with a function of the request, counting requests.
class FakeTransport : public Transport {
public:
  explicit FakeTransport(std::function<std::string(const std::string&)> f) : f_(std::move(f)) {}
  std::string post(const std::string& request) override {
    ++network_requests;
    return f_(request);
  }

private:
  std::function<std::string(const std::string&)> f_;
};

std::string completion(const std::string& content) {
  return nlohmann::json(
             {{"choices", {{{"message", {{"role", "assistant"}, {"content", content}}}}}},
              {"usage", {{"prompt_tokens", 10}, {"completion_tokens", 4}}}})
      .dump();
}

} // namespace

TEST(LlmAnswers, JsonIsFoundInFencesProseAndSlips) {
  EXPECT_EQ(extract_json(R"({"value": "3"})")["value"], "3");
  EXPECT_EQ(extract_json("Sure!\n```json\n{\"value\": \"[1, 2]\"}\n```\nDone.")["value"], "[1, 2]");
  EXPECT_EQ(extract_json(R"(x {"a": {"b": "}"}, "c": 1,} y)")["c"], 1);
  EXPECT_TRUE(extract_json("no json here").is_null());
  EXPECT_TRUE(extract_json(R"({"unterminated": )").is_null());
}

TEST(LlmAnswers, ClientParsesCountsAndRejects) {
  int n = 0;
  LlmClient c("m", std::make_unique<FakeTransport>([&](const std::string& body) {
                auto req = nlohmann::json::parse(body);
                EXPECT_EQ(req["model"], "m");
                EXPECT_EQ(req["response_format"]["type"], "json_object");
                return ++n == 1 ? completion("hello")
                                : std::string("{\"error\": {\"message\": \"quota\"}}");
              }));
  ChatRequest r;
  r.messages = {{"user", "hi"}};
  ChatResponse resp = c.chat(r);
  EXPECT_EQ(resp.contents, std::vector<std::string>{"hello"});
  EXPECT_EQ(c.prompt_tokens, 10);
  EXPECT_EQ(c.completion_tokens, 4);
  try {
    c.chat(r);
    FAIL() << "an error answer must throw";
  } catch (const TransportError& e) {
    EXPECT_NE(e.message.find("quota"), std::string::npos);
  }
  EXPECT_EQ(c.calls, 2);
}

TEST(LlmAnswers, PromptTemplatesAreFilled) {
  std::string p =
      prompt("value", {{"snippet", "print(x)"}, {"line", "1"}, {"key", "x"}, {"hint", ""}});
  EXPECT_NE(p.find("print(x)"), std::string::npos);
  EXPECT_NE(p.find("`x`"), std::string::npos);
  EXPECT_EQ(p.find("{{"), std::string::npos);
  EXPECT_THROW(prompt("no_such_template"), std::out_of_range);
}

TEST(LlmAnswers, CacheServesASecondRequestWithoutTheNetwork) {
  std::string dir = testing::TempDir() + "/hyexec_cache_test";
  std::filesystem::remove_all(dir);
  int inner_calls = 0;
  for (int round = 0; round < 2; ++round) {
    auto cached = cached_transport(dir, std::make_unique<FakeTransport>([&](const std::string&) {
                                     ++inner_calls;
                                     return completion("cached");
                                   }));
    EXPECT_EQ(cached->post("{\"same\": 1}"), completion("cached"));
    EXPECT_EQ(cached->network_requests, round == 0 ? 1 : 0);
  }
  EXPECT_EQ(inner_calls, 1);
  auto offline = cached_transport(dir, nullptr);
  EXPECT_THROW(offline->post("{\"other\": 1}"), TransportError);
}

TEST(LlmOracleTest, SeveralCompletionsBecomeCandidates) {
  BuiltCfg b = build_cfg("print(count + 1)\n");
  int answer = 0;
  auto client =
      std::make_unique<LlmClient>("m", std::make_unique<FakeTransport>([&](const std::string&) {
                                    // n is ignored: one choice per request, a different value each
                                    // time.
                                    return completion("{\"initializations\": {\"count\": \"" +
                                                      std::to_string(++answer) + "\"}}");
                                  }));
  LlmOracle oracle(*b.module, std::move(client), 3, 3);
  Query q{Ask::Name, "count", "count", "", 1};
  EXPECT_EQ(oracle.answer(q).expr, "1"); // the first answer first
  EXPECT_EQ(oracle.llm_usage()->calls, 2);
  ASSERT_GT(oracle.variants("count"), 2u);
  oracle.select("count", 1);
  EXPECT_EQ(oracle.answer(q).expr, "2"); // then the concurrent one
  oracle.select("count", 2);
  EXPECT_EQ(oracle.answer(q).expr, "3"); // then the offline oracle's
}

TEST(LlmOracleTest, PrefixImportsBindTheirNames) {
  BuiltCfg b = build_cfg("print(C.Counter('ab'), H.heappop([1]), J.dumps(1))\n");
  auto client = std::make_unique<LlmClient>(
      "m", std::make_unique<FakeTransport>([](const std::string&) {
        return completion(
            R"J({"imports": ["import collections as C, os", "from json import (dumps as J2)",
                                          "import numpy as np", "from heapq import heappop"],
                              "initializations": {}})J");
      }));
  LlmOracle oracle(*b.module, std::move(client), 3, 1);
  EXPECT_EQ(oracle.answer({Ask::Name, "C", "C", "", 1}).expr,
            "__import__(\"collections\", fromlist=['_'])");
  EXPECT_EQ(oracle.answer({Ask::Name, "J2", "J2", "", 1}).expr,
            "__import__(\"json\", fromlist=['_']).dumps");
  // numpy is not hyexec's: its name is left to the offline oracle (its small numpy).
  EXPECT_EQ(oracle.answer({Ask::Name, "np", "np", "", 1}).expr, "__import__('_numpy')");
}

TEST(LlmOracleTest, PrefixAnswersNamesAndFailuresFallBack) {
  BuiltCfg b = build_cfg("total = count * 2\nprint(total + offset)\n");
  auto client = std::make_unique<LlmClient>(
      "m", std::make_unique<FakeTransport>([](const std::string& body) {
        std::string prompt = nlohmann::json::parse(body)["messages"][1]["content"];
        if (prompt.find("Undefined names:") != std::string::npos) {
          EXPECT_NE(prompt.find("Undefined names: count, offset"), std::string::npos);
        }
        return completion(R"({"imports": ["from math import sqrt"],
                              "initializations": {"count": "[5]"}})");
      }));
  LlmOracle oracle(*b.module, std::move(client));
  EXPECT_EQ(oracle.answer({Ask::Name, "count", "count", "", 1}).expr, "[5]");
  EXPECT_EQ(oracle.answer({Ask::Name, "sqrt", "sqrt", "", 1}).expr,
            "__import__('math').sqrt"); // certain: resolved without asking
  // The transport gave one choice for n = 3: one more was asked for
  // (leaving a call for a refinement). `offset` is not in the prefix: the
  // per-value prompt gets the same canned answer, which has no "value", so
  // the offline oracle answers.
  EXPECT_EQ(oracle.answer({Ask::Name, "offset", "offset", "", 2}).expr, "3");
  ASSERT_TRUE(oracle.llm_usage());
  EXPECT_EQ(oracle.llm_usage()->calls, 3);
  // After a failure no more calls are made.
  EXPECT_EQ(oracle.answer({Ask::Name, "other", "other", "", 2}).expr, "Mock('other')");
  EXPECT_EQ(oracle.llm_usage()->calls, 3);
}
