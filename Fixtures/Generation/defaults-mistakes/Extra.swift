// A configuration with mistakes still generates, using the defaults that are right.
expect(Factory<User>.provide().age == 30, "User.age is its configured default")
expect(Factory<Token>.provide().value == "hand-written", "a hand-written conformance is used, not a default")
