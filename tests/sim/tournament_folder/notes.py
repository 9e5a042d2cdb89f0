"""A file with no strategy in it: notes and a helper."""


def helper(x):
    return x + 1


class NotAStrategy:
    def choose(self, view, legal):
        return legal[0]
