# The edit makes two distinct differences: a raised ValueError below 0 and
# another grade from 90 to 94. Each is listed with its own smallest input.
def grade(score):
    if score >= 90:
        return "A"
    if score >= 50:
        return "B"
    return "C"
