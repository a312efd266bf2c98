# A forum answer that only defines things: cover calls them.
def classify(n):
    if n < 0:
        return "negative"
    elif n == 0:
        return "zero"
    return "positive"


class Stack:
    def __init__(self):
        self.items = []

    def push(self, item):
        self.items.append(item)

    def pop(self):
        if not self.items:
            raise IndexError("pop from empty stack")
        return self.items.pop()
