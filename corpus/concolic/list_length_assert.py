# `cover --entry check --target 16:true`: a list argument whose length the
# solver chooses (the result must have four items), grown with append and
# insert, sliced, and compared as a whole.
def reorder(nums):
    out = []
    for n in nums:
        if n % 2:
            out.append(n * 2)
        else:
            out.insert(0, n)
    if len(out) > 4:
        out.pop()
    return out[1:] + [len(nums)]

def check(nums):
    assert reorder(nums) == [2, 6, 10, 4]
