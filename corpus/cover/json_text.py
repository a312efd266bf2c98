# A text nobody defines, parsed as JSON: the oracle answers with a JSON
# document that holds the keys the code reads, so the parse succeeds and
# the rest runs (any other text only fails the parse).
import json

payload = json.loads(fetch_body())
user = payload["user"]
print(user, payload["id"] + 1)
