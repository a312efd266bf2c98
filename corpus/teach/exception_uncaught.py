def average(values):
    return sum(values) / len(values)


name = "alice"
scores = []
print(name)
print(average(scores))
print("never printed")
