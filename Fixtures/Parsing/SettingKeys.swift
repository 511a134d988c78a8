// Typed settings: each key names its value type through a typealias nested in an enum.
import Foundation

enum SettingKey {
    enum Flag: String {
        case soundEnabled, hapticsEnabled
        typealias Value = Bool
    }

    enum Count: String {
        case launches, sessions
        typealias Value = Int
    }

    enum Label: String {
        case nickname
        typealias Value = String
    }
}

/// One stored setting: the key and a value of the key's type.
enum StoredSetting: Equatable {
    case flag(SettingKey.Flag, SettingKey.Flag.Value)
    case count(SettingKey.Count, value: SettingKey.Count.Value)
    case label(key: SettingKey.Label, value: SettingKey.Label.Value = "")
}

protocol SettingsStore {
    func value(for key: SettingKey.Flag) -> SettingKey.Flag.Value
    func store(_ setting: StoredSetting)
}
