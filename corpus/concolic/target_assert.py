# `cover --entry check --target 12:true`: find the word that makes the
# assert pass. Every other character is swapped in case, so the solver
# reasons on the word's characters (a constant of the right length to start
# from, its letters solved through the case mapping).
def encode(word):
    out = ""
    for i in range(len(word)):
        out += word[i].swapcase() if i % 2 else word[i]
    return out

def check(word):
    assert encode(word) == "hElLo, WoRlD!"
