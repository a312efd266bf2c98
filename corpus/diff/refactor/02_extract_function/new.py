def _at_least(score, bound):
    return score >= bound


def grade(score):
    if _at_least(score, 90):
        return "A"
    if _at_least(score, 80):
        return "B"
    return "C"
