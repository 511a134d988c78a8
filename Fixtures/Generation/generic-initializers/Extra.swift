expect(Factory<Studio.Playlist>.provide().songs.count == 1, "a sequence of songs is given the provided array")
expect(Factory<Studio.TrackKey>.provide().base == AnyHashable(""), "a Hashable & Sendable key is given a string")
expect(Factory<Studio.Room>.provide().output is Studio.Speaker, "an Output is given the first conformer")
