# A function body lifted out of its project, its `return` turned into
# exit(...): the first guesses make write() fail, another answer for
# `data` reaches the exit, and the report keeps that run beside the failure.
exit(self.stream.write(data))
