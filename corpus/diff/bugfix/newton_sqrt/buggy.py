def newton_sqrt(x, eps=0.01):
    guess = x / 2
    while abs(x - guess) > eps:
        guess = (guess + x / guess) / 2
    return guess
