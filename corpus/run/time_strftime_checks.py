# time.strftime and asctime check the time tuple as CPython's checktm (0 reads as 1 for month, day, day of year).
import time
for t in [(1900,0,0,0,0,0,0,0,0),(2000,13,1,0,0,0,0,1,0),(2000,1,32,0,0,0,0,1,0),(2000,1,1,24,0,0,0,1,0),(2000,1,1,0,60,0,0,1,0),(2000,1,1,0,0,62,0,1,0),(2000,1,1,0,0,61,0,1,0),(2000,1,1,0,0,0,-2,1,0),(2000,1,1,0,0,0,7,1,0),(2000,1,1,0,0,0,0,367,0),(2000,1,1,0,0,0,0,0,0),(2000,1,1,0,0,0,0,-1,0), (2000,1,1,0,0,0,0,1,-5), (2000,1,1,0,0,0,-1,1,0), (2000,1,1,0,0,0,-8,1,0)]:
    try: print(repr(time.strftime('%Y %m %d %H %M %S %a %j', t)), time.asctime(t))
    except Exception as e: print(type(e).__name__, e)
print(time.strftime('%Z', time.gmtime(0)), time.strftime('%Z', time.localtime(0)))
