class Stack:
    def __init__(self):
        self.items = []

    def push(self, x):
        self.items.append(x)

    def peek_after(self, pushes):
        for x in pushes:
            self.push(x)
        if self.items:
            return self.items[-1]
        return None
