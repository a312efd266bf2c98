# A forum answer: retry a flaky call and handle its errors.
import requests

for attempt in range(3):
    try:
        page = requests.get(url).text
    except requests.ConnectionError:
        print("retrying", attempt)
        continue
    except ValueError as e:
        print("bad value", e)
        break
    print(len(page))
    break
