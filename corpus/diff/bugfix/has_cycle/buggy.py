class Node:
    def __init__(self, value, next=None):
        self.value = value
        self.next = next


def has_cycle(head):
    slow = fast = head
    while fast is not None:
        slow = slow.next
        fast = fast.next.next
        if slow is fast:
            return True
    return False
