# The edit changes the exception raised for a negative age (ValueError to
# TypeError) and keeps its message: --compare error-type reports it.
def parse_age(text):
    n = int(text)
    if n < 0:
        raise ValueError("negative age")
    return n
