class Node:
    def __init__(self, v, nxt=None):
        self.v = v
        self.nxt = nxt

def build(n):
    head = None
    i = 0
    while i < n:
        head = Node(i, head)
        i += 1
    return head
