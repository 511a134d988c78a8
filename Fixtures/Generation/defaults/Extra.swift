// The configured defaults, in provide() and wherever the type is built.
let user = Factory<User>.provide()
expect(user.name == "Ihara", "User.name is its configured default")
expect(user.age == 20, "User.age is its configured default")
expect(user.nickname == "nonchalant", "User.nickname's configured default replaces its own")
expect(user.id == Factory<UserId>.provide(), "a property without a default is provided")
if case .waiting = Factory<LoadingState>.provide() {} else { expect(false, "LoadingState is its configured case") }
if case .waiting = Factory<Wall>.provide().state {} else { expect(false, "a Wall's state is LoadingState's default") }
expect(Factory<Wall>.provide().routes.map(\.grade) == ["5.12a"], "a Wall's routes use Gym.Route's default")
expect(Factory<Gym.Route>.provide().grade == "5.12a", "a nested type's property default")
expect(Factory<Gym>.provide().gateway.key == "sandbox", "a default makes a type with an unprovidable field providable")
expect(Factory<Session>.provide().expires == 3600, "an explicit initializer's defaulted parameter takes the default")
expect(Factory<Clock>.provide().zone == "UTC", "a whole-type default makes a type with only a failable initializer providable")
