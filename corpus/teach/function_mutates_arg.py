def add_item(items, x):
    items.append(x)
    return len(items)


shopping = ["milk"]
n = add_item(shopping, "eggs")
print(n, shopping)
