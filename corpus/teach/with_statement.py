class Tracker:
    def __init__(self):
        self.events = []

    def __enter__(self):
        self.events.append("enter")
        return self

    def __exit__(self, kind, value, tb):
        self.events.append("exit")
        return False


t = Tracker()
with t as inside:
    inside.events.append("body")
print(t.events)
