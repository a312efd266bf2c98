class E(Exception):
    def __str__(self): raise ValueError
raise E(1)
