total = count_items(order)
if total > 100:
    print("bulk order")
print(total)
