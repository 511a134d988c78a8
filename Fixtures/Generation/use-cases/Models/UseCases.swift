/// Use cases grouped by screen, each case named in Japanese as product owners speak.
enum UseCase {
    enum Launch {
        enum Basics {
            case アプリを初めて起動する
            case ログイン済みで起動する(ユーザ名: String)
        }
        case 通知から起動する(basics: Basics)
    }

    enum Settings {
        case 通知をオフにする
        case 言語を変える(code: String, 確認する: Bool)
    }
}

/// Keys whose value type lives in a nested enum, reached through a typealias.
enum Preference {
    enum FlagKey {
        typealias Value = Bool
        case darkMode
    }

    enum CounterKey {
        typealias Value = Int
    }

    case flag(FlagKey, FlagKey.Value)
    case counter(name: String, CounterKey.Value)
}
