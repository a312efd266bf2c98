class Counter:
    def __init__(self, limit=3):
        self.limit = limit
        self.value = 0

    def tick(self, n):
        for _ in range(n):
            self.value += 1
            if self.value >= self.limit:
                self.value = 1
        return self.value
