let lobby = Factory<Arcade.Lobby>.provide()
expect(lobby.host.seat.rawValue == 0, "a tuple-tagged identifier holds the provided raw value")
expect(lobby.join.run().failure == nil, "an optional-only parameter is never built")
