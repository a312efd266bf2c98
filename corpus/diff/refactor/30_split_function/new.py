def parse(line):
    return [int(t) for t in line.split()]


def positive_sum(nums):
    return sum(v for v in nums if v > 0)


print(positive_sum(parse(input())))
