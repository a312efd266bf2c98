# Compound statements with their body on the header's line: when the body
# raises, the line is not covered in that run (its visit did not complete),
# though the header ran, as CPython's trace of 'line' and 'exception' events
# measures it (the corpus's reference rule). `count` is undefined: an input.
try: n = 60 // count
except ZeroDivisionError: n = -1
if n > 5: print("big", 10 // (n - 12))
print(n)
