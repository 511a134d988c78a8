// The models SamplePlans.userPlan describes, so that its rendering can be compiled and run.
struct User {
    let id: UserId
    var age: Int
}

struct UserId {
    let value: String
}

enum Season {
    case spring
}

#if DEBUG
enum Load {
    case idle
    #if os(Linux)
    case failed(code: Int, message: String)
    #endif
}
#endif
