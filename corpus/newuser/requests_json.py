# Fetch a JSON list of users and print their names (requests is not installed here).
import requests

resp = requests.get("https://api.example.com/users", timeout=5)
if resp.status_code != 200:
    print("failed:", resp.status_code)
else:
    users = resp.json()
    for user in users:
        print(user["name"])
    print(len(users), "users")
