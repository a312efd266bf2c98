class Counter:
    def __init__(self, start):
        self.count = start

    def increment(self):
        self.count += 1
        return self.count


c = Counter(5)
c.increment()
c.increment()
print(c.count)
