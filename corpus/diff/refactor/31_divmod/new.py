def split_minutes(m):
    return divmod(m, 60)
