import FitTodayDomain
import Foundation

/// A date layout in strftime's letters (`--date-format %d/%m/%Y`), read the same on every machine: the C library's
/// `strptime` follows the machine's locale, this does not.
///
/// `%d` day, `%m` month and `%H` hour take one or two digits, `%M` and `%S` two, `%Y` four, `%y` two (69–99 are the
/// 1900s, 00–68 the 2000s, as POSIX has it); `%b` (or `%B`) is a month's name, whole or its first three letters, in
/// English or Portuguese and in any case (`Mar`, `fev`, `September`); `%%` is a percent sign. A space matches one or
/// more spaces; any other character matches itself. Nothing may follow the last directive but spaces.
struct DateFormatPattern: Sendable {
    private enum Element: Equatable, Sendable {
        case day, month, monthName, fullYear, shortYear, hour, minute, second
        case space
        case literal(Character)
    }

    private let elements: [Element]
    /// The layout has a time of day (`%H`): rows then carry their time.
    let hasTime: Bool

    /// The directives strftime letters FitToday reads, for the message of a layout it cannot.
    static let directives = ["%d", "%m", "%Y", "%y", "%b", "%H", "%M", "%S"]

    /// Reads `format`; one with another directive, or without a day, a month and a year, is refused.
    init(_ format: String) throws(FitTodayError) {
        var elements: [Element] = []
        var characters = format[...]
        while let character = characters.popFirst() {
            if character == " " {
                if elements.last != .space { elements.append(.space) }
                continue
            }
            guard character == "%" else {
                elements.append(.literal(character))
                continue
            }
            switch characters.popFirst() {
            case "d": elements.append(.day)
            case "m": elements.append(.month)
            case "b", "B", "h": elements.append(.monthName)
            case "Y": elements.append(.fullYear)
            case "y": elements.append(.shortYear)
            case "H": elements.append(.hour)
            case "M": elements.append(.minute)
            case "S": elements.append(.second)
            case "%": elements.append(.literal("%"))
            default: throw .invalidValue(option: "--date-format", value: format, allowed: Self.directives)
            }
        }
        guard elements.contains(.day), elements.contains(.month) || elements.contains(.monthName),
              elements.contains(.fullYear) || elements.contains(.shortYear)
        else { throw .invalidValue(option: "--date-format", value: format, allowed: Self.directives) }
        self.elements = elements
        hasTime = elements.contains(.hour)
    }

    /// The date and time `text` writes in this layout (midnight without `%H`); nil when it does not fit or is no date.
    func parse(_ text: String) -> LocalDateTime? {
        var rest = text.trimmingCharacters(in: .whitespaces)[...]
        var year: Int?
        var month: Int?
        var day: Int?
        var hour = 0
        var minute = 0
        var second = 0
        for element in elements {
            switch element {
            case .day: guard let value = Self.number(&rest, digits: 1...2) else { return nil }; day = value
            case .month: guard let value = Self.number(&rest, digits: 1...2) else { return nil }; month = value
            case .fullYear: guard let value = Self.number(&rest, digits: 4...4) else { return nil }; year = value
            case .shortYear:
                guard let value = Self.number(&rest, digits: 2...2) else { return nil }
                year = value < 69 ? 2000 + value : 1900 + value
            case .hour: guard let value = Self.number(&rest, digits: 1...2) else { return nil }; hour = value
            case .minute: guard let value = Self.number(&rest, digits: 1...2) else { return nil }; minute = value
            case .second: guard let value = Self.number(&rest, digits: 1...2) else { return nil }; second = value
            case .monthName:
                let word = rest.prefix { $0.isLetter }
                guard let value = Self.monthNumber(String(word)) else { return nil }
                rest = rest.dropFirst(word.count)
                month = value
            case .space:
                guard rest.first?.isWhitespace == true else { return nil }
                rest = rest.drop { $0.isWhitespace }
            case let .literal(character):
                guard let first = rest.first, first.lowercased() == character.lowercased() else { return nil }
                rest = rest.dropFirst()
            }
        }
        guard rest.allSatisfy(\.isWhitespace), let year, let month, let day, let date = LocalDate(year: year, month: month, day: day) else {
            return nil
        }
        return LocalDateTime(date: date, hour: hour, minute: minute, second: second)
    }

    /// Up to the most of `digits` ASCII digits, at least the fewest.
    private static func number(_ text: inout Substring, digits: ClosedRange<Int>) -> Int? {
        let run = text.prefix { $0.isASCII && $0.isNumber }.prefix(digits.upperBound)
        guard run.count >= digits.lowerBound, let value = Int(run) else { return nil }
        text = text.dropFirst(run.count)
        return value
    }

    /// Month names, English and Portuguese, without accents, in lower case: whole, or their first three letters.
    private static let monthNames: [[String]] = [
        ["january", "janeiro"], ["february", "fevereiro"], ["march", "marco"], ["april", "abril"], ["may", "maio"],
        ["june", "junho"], ["july", "julho"], ["august", "agosto"], ["september", "setembro", "sept"], ["october", "outubro"],
        ["november", "novembro"], ["december", "dezembro"],
    ]

    private static func monthNumber(_ word: String) -> Int? {
        let folded = word.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased()
        guard folded.count >= 3 else { return nil }
        for (index, names) in monthNames.enumerated() where names.contains(where: { $0 == folded || ($0.prefix(3) == folded) }) {
            return index + 1
        }
        return nil
    }
}
