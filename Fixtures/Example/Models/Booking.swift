/// Loading a climber's bookings: one case carries an error, which no factory can make up,
/// so the default value must come from another case.
enum BookingState {
    case failed(any Error)
    case idle
    case loading(progress: Double)
    case loaded(bookings: [Booking], nextPage: Int?)
}

/// A slot booked on a given wall.
struct Booking: Equatable {
    let climber: ClimberID
    var wall: String
    var minutes: Int = 90
}
