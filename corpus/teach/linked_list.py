class Node:
    def __init__(self, value, next_node):
        self.value = value
        self.next = next_node


head = Node(1, Node(2, None))
node = head
while node is not None:
    print(node.value)
    node = node.next
