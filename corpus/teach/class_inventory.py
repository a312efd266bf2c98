class Inventory:
    def __init__(self):
        self.items = {}

    def add(self, name, qty):
        self.items[name] = self.items.get(name, 0) + qty


inv = Inventory()
inv.add("apple", 3)
inv.add("pear", 1)
inv.add("apple", 2)
print(inv.items)
