def t():
    x = 1
    class A:
        nonlocal x
        x = 5
    print(x, hasattr(A, "x"))
t()


def u():
    def method():
        return "outer"

    class B:
        nonlocal method

        def method():
            return "inner"

    print(hasattr(B, "method"), method())


u()
