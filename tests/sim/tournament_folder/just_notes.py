"""A file with no strategy at all: only a helper function."""


def helper(x):
    return x + 1
