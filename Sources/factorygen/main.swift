// Replaced by the command-line issue.
print("factorygen")
