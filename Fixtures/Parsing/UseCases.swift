// Use cases written as nested enums, one case per scenario, named in the team's language.
import Foundation

/// Everything a visitor can do before signing in.
enum Onboarding {
    /// The first launch of the app.
    enum FirstLaunch {
        case 利用者は初回起動でチュートリアルを見る
        case 利用者はチュートリアルを読み飛ばす
        case 利用者は通知の許可を選ぶ(許可する: Bool)
    }

    /// Scenarios on the sign-in screen.
    enum SignIn: Equatable {
        case 利用者はメールアドレスでログインする(アドレス: String, パスワード: String)
        case 利用者はパスワードを忘れた
        case 入力が不正なのでエラーを表示する(理由: 入力エラー)

        enum 入力エラー: String, Equatable {
            case 空欄 = "empty"
            case 形式違い = "format"
            case 長すぎる = "too_long"
        }
    }
}

enum Shopping {
    enum Cart {
        enum 商品の追加 {
            case 利用者は商品をカートに入れる(商品ID: String, 個数: Int = 1)
            case 在庫がないので追加できない
        }
    }

    struct 注文履歴 {
        let 注文番号: String
        var 合計金額: Decimal
        var 日付 = Date()
        let été: Bool
        var ñandú: [String] = []
    }
}

extension Onboarding.SignIn {
    /// Whether the scenario ends on the home screen.
    var ホームに遷移する: Bool {
        switch self {
        case .利用者はメールアドレスでログインする: return true
        case .利用者はパスワードを忘れた, .入力が不正なのでエラーを表示する: return false
        }
    }
}

struct Δelta {
    let π: Double
    var 名前: String
    let 🙂: Int
    var café_au_lait = "noir"
}
