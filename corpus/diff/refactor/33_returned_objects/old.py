class Node:
    def __init__(self, v, nxt=None):
        self.v = v
        self.nxt = nxt

def build(n):
    head = None
    for i in range(n):
        head = Node(i, head)
    return head
