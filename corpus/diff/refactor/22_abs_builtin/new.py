print(abs(int(input())))
