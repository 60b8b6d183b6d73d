extension Collection {
    /// Whether the elements are already in order (sets are logged in order, so sorting is rarely needed).
    func isSorted(by areInIncreasingOrder: (Element, Element) -> Bool) -> Bool {
        zip(self, dropFirst()).allSatisfy { !areInIncreasingOrder($1, $0) }
    }
}
