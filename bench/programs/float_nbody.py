# Floating-point physics loop.
bodies = [[0.0, 0.0, 1.0, 0.5], [1.0, 0.0, -0.5, 0.2], [0.0, 1.0, 0.3, -1.0]]
dt = 0.001
for step in range(60000):
    for b in bodies:
        ax = -b[0]
        ay = -b[1]
        b[2] += ax * dt
        b[3] += ay * dt
        b[0] += b[2] * dt
        b[1] += b[3] * dt
print(["%.6f" % v for v in bodies[0]])
