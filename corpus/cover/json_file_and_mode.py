# A file parsed by json.load holds JSON (the document its result's uses call
# for), and a parameter passed on as open()'s mode is a mode ('r').
import json


def read_lines(path, mode):
    with open(path, mode) as f:
        return [line for line in f]


with open("settings.json") as handle:
    settings = json.load(handle)
for key in settings.keys():
    print(key, settings[key])
