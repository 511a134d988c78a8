if case .waiting = Factory<Loading.LoadingUserState>.provide() {} else { expect(false, "waiting is chosen over failure(Error)") }
if case .failed(let error) = Factory<Loading.Outcome>.provide() {
    expect("\(error)" == "ProvidedError: an error provided by factorygen", "the provided error says what it is")
} else {
    expect(false, "an enum whose every case carries an error uses the provided one")
}
expect(Factory<Loading.Failure>.provide().tag == AnyHashable(""), "AnyHashable is the provided string")
expect(Factory<Loading.Hyperlink>.provide().target is String, "the first standard conformer")
