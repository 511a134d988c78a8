expect(Factory<Releases.Semver>.provide().major == 0, "a failed call falls back on decoding")
expect(Factory<Releases.Region>.provide().code == "NZ", "a static constant of the type is used")
expect(Factory<Releases.Country>.provide().isoCode == "IS", "the unwrapped constant, not the optional one")
