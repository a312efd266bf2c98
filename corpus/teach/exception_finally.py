log = []
try:
    log.append("start")
    value = int("x")
    log.append("unreached")
except ValueError:
    log.append("bad")
finally:
    log.append("end")
print(log)
