/// One wellness answer: the question and its value, 1 to 5.
public struct WellnessAnswer: Equatable, Sendable {
    public var item: WellnessItem
    public var value: Int

    public init(item: WellnessItem, value: Int) {
        self.item = item
        self.value = value
    }

    /// "sono 2/5", "sleep 2/5".
    public func text(_ locale: AppLocale) -> String {
        locale.words.domain.readiness.answer(name: item.label(locale), value: value)
    }
}
