def divide(a, b):
    return a / b


try:
    q = divide(3, 0)
except ZeroDivisionError as e:
    message = str(e)
    print("caught:", message)
print("done")
