# A forum answer: fetch JSON and handle failures (requests is not installed).
import requests

response = requests.get(url, timeout=10)
if response.status_code == 200:
    data = response.json()
    for item in data["items"]:
        print(item["name"])
elif response.status_code == 404:
    print("not found")
else:
    raise SystemExit("HTTP error")
