# input() at the end of stdin raises EOFError.
name = input()
print("got", name)
more = input()
