"""A fake OpenAI-compatible chat-completions server for the tests, on
127.0.0.1 and a free port (printed on the first line of stdout). The model
name picks the behaviour:
  canned     answers every prompt, with `n` choices: the prefix prompts with
             initialisations for the names listed after "Undefined names:"
             (41 for each, wrapped in a ``` fence with some prose, as models
             do), the value prompt with {"value": "41"}, an input description
             with N (1..3) then N values (7..9)
  single     as canned, with one choice whatever `n` (llama.cpp, Ollama)
  flaky      429 on the first request of each prompt, then as canned
  error500   HTTP 500 always
  slow       answers after 5 s
  truncated  the JSON body cut in the middle
  malformed  a 200 whose choices have no text
  file:PATH  the text of the file PATH, whatever the prompt (a recorded answer)
GET /stats gives {"requests": N} (chat requests so far)."""
import json
import re
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

lock = threading.Lock()
requests_seen = []


def canned_content(prompt):
    if "Input description:" in prompt:
        # An input description rewritten in the notation hyexec parses.
        return json.dumps({"input": ["N", "a_1 a_2 ... a_N"],
                           "constraints": ["1 <= N <= 3", "7 <= a_i <= 9"]})
    m = re.search(r"Undefined names: (.*)", prompt)
    if m:
        names = [n.strip() for n in m.group(1).split(",") if n.strip()]
        init = {n: "41" for n in names}
        return "Here you go:\n```json\n" + json.dumps({"imports": ["import math"], "initializations": init}) + "\n```"
    if '"value"' in prompt:
        return json.dumps({"value": "41"})
    return json.dumps({"imports": [], "initializations": {}})


class Handler(BaseHTTPRequestHandler):
    def log_message(self, *a):
        pass

    def reply(self, code, body):
        data = body.encode()
        self.send_response(code)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self):
        with lock:
            n = len(requests_seen)
        self.reply(200, json.dumps({"requests": n}))

    def do_POST(self):
        req = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        prompt = req["messages"][-1]["content"]
        with lock:
            requests_seen.append(req)
            seen_before = sum(1 for r in requests_seen if r["messages"] == req["messages"]) > 1
        model = req["model"]
        if model == "error500":
            return self.reply(500, json.dumps({"error": {"message": "boom"}}))
        if model == "flaky" and not seen_before:
            return self.reply(429, json.dumps({"error": {"message": "slow down"}}))
        if model == "slow":
            time.sleep(5)
        if model.startswith("file:"):
            with open(model[5:]) as f:
                content = f.read()
        else:
            content = canned_content(prompt)
        n = 1 if model == "single" else req.get("n", 1)
        body = json.dumps({"choices": [{"index": i, "message": {"role": "assistant", "content": content}}
                                       for i in range(n)],
                           "usage": {"prompt_tokens": len(prompt) // 4, "completion_tokens": len(content) // 4}})
        if model == "truncated":
            body = body[: len(body) // 2]
        if model == "malformed":
            body = json.dumps({"choices": [{"index": 0, "message": {"role": "assistant"}}]})
        self.reply(200, body)


def main():
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    print(server.server_address[1], flush=True)
    server.serve_forever()


if __name__ == "__main__":
    sys.exit(main())
