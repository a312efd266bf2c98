def make_adder(k):
    def add(x):
        return x + k
    return add


add5 = make_adder(5)
print(add5(1), add5(10))
