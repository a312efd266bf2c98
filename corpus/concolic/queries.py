# Q, then Q lines "op x": a stack of numbers; "pop" on an empty stack is an error.
q = int(input())
stack = []
for _ in range(q):
    op, x = input().split()
    if op == "push":
        stack.append(int(x))
    elif op == "pop":
        print(stack.pop())
    else:
        print("unknown", op)
print(len(stack))
