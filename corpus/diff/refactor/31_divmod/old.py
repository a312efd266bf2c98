def split_minutes(m):
    return m // 60, m % 60
