extension WeekSplit {
    public func label(_ locale: AppLocale) -> String {
        let words = locale.words.domain.composer
        switch self {
        case .fullBody: return words.splitFullBody
        case .upperLower: return words.splitUpperLower
        case .pushPullLegs: return words.splitPushPullLegs
        case .pushPullLegsMobility: return words.splitPushPullLegsMobility
        }
    }
}
