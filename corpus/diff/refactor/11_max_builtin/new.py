def bigger(a, b):
    return max(a, b)
