# An inventory whose restock tops up every item below a threshold.
class Inventory:
    def __init__(self, items):
        self.items = dict(items)

    def count(self, name):
        return self.items.get(name, 0)

    def add(self, name, n):
        if n <= 0:
            raise ValueError("n must be positive")
        self.items[name] = self.count(name) + n


def restock(inv, threshold):
    added = []
    for name in list(inv.items):
        if inv.count(name) < threshold:
            inv.add(name, threshold - inv.count(name))
            added.append(name)
    return added
