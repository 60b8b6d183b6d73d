import FitTodayDomain
import Foundation

/// Reads the instants some apps write in UTC (Fitbod's `2021-05-04 17:30:12 +0000`, Liftosaur's
/// `2024-05-06T17:03:11.123Z`) and tells the wall-clock time they were in one time zone (`--time-zone`, else
/// the machine's): a session logged at 23:30 UTC in São Paulo belongs to 20:30 of that day, and one logged at
/// 22:00 UTC in Tokyo to the next morning.
///
/// Accepted: a date, `T` or a space, `HH:MM` or `HH:MM:SS`, an optional fraction of a second, and an optional
/// zone (`Z`, `UTC`, `GMT`, `+0000`, `-03:00`, `+01`, with or without a space before it); without a zone the
/// time is UTC. Every set of a workout repeats its timestamp: each distinct text is read once.
struct UTCTimestampReader {
    /// One timestamp, read.
    struct Moment: Sendable {
        /// Milliseconds since 1970 in UTC: the same whatever the time zone, so it keys the session.
        let milliseconds: Int64
        /// The wall-clock time in the reader's time zone.
        let local: LocalDateTime
    }

    let timeZone: TimeZone
    private var known: [String: Moment] = [:]

    init(timeZone: TimeZone) {
        self.timeZone = timeZone
    }

    /// The moment `text` names, or nil when it is not a timestamp in the forms above.
    mutating func read(_ text: String) -> Moment? {
        if let moment = known[text] { return moment }
        guard let milliseconds = Self.milliseconds(text) else { return nil }
        let seconds = milliseconds >= 0 ? milliseconds / 1000 : (milliseconds - 999) / 1000
        let offset = timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(seconds)))
        let moment = Moment(milliseconds: milliseconds, local: LocalDateTime(secondsSinceEpoch: Int(seconds) + offset))
        known[text] = moment
        return moment
    }

    /// Milliseconds since 1970 in UTC of `text`; nil when it is not a timestamp.
    static func milliseconds(_ text: String) -> Int64? {
        let bytes = Array(text.utf8)
        var index = 0
        func digits(_ count: Int) -> Int? {
            guard index + count <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[index..<index + count] {
                guard (0x30...0x39).contains(byte) else { return nil }
                value = value * 10 + Int(byte - 0x30)
            }
            index += count
            return value
        }
        func skip(_ byte: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }
        func skipSpaces() { while index < bytes.count, bytes[index] == 0x20 { index += 1 } }

        skipSpaces()
        guard let year = digits(4), skip(0x2D), let month = digits(2), skip(0x2D), let day = digits(2),
              let date = LocalDate(year: year, month: month, day: day) else { return nil }
        guard skip(0x54) || skip(0x74) || skip(0x20) else { return nil }
        guard let hour = digits(2), skip(0x3A), let minute = digits(2) else { return nil }
        var second = 0
        if skip(0x3A) {
            guard let value = digits(2) else { return nil }
            second = value
        }
        guard let wallClock = LocalDateTime(date: date, hour: hour, minute: minute, second: second) else { return nil }
        var milliseconds = 0
        if skip(0x2E) || skip(0x2C) {
            var scale = 100
            let start = index
            while index < bytes.count, (0x30...0x39).contains(bytes[index]) {
                milliseconds += Int(bytes[index] - 0x30) * scale
                scale /= 10
                index += 1
            }
            guard index > start else { return nil }
        }
        skipSpaces()
        let offset = zoneOffsetSeconds(bytes[index...])
        guard let offset else { return nil }
        return Int64(wallClock.secondsSinceEpoch - offset) * 1000 + Int64(milliseconds)
    }

    /// Seconds east of UTC of a zone written after a time: nothing, `Z`, `UTC`, `GMT`, `±HH`, `±HHMM` or `±HH:MM`
    /// (optionally after `UTC` or `GMT`); nil for anything else.
    private static func zoneOffsetSeconds(_ zone: ArraySlice<UInt8>) -> Int? {
        var rest = zone
        while rest.last == 0x20 { rest = rest.dropLast() }
        if rest.isEmpty || rest.elementsEqual([0x5A]) || rest.elementsEqual([0x7A]) { return 0 }
        for name in ["UTC", "GMT"] where rest.starts(with: name.utf8) {
            rest = rest.dropFirst(3)
            if rest.isEmpty { return 0 }
        }
        guard let sign = rest.first, sign == 0x2B || sign == 0x2D else { return nil }
        let numbers = rest.dropFirst().filter { $0 != 0x3A }
        guard numbers.count == 2 || numbers.count == 4, numbers.allSatisfy({ (0x30...0x39).contains($0) }),
              rest.dropFirst().count - numbers.count <= 1 else { return nil }
        let values = numbers.map { Int($0 - 0x30) }
        let hours = values[0] * 10 + values[1]
        let minutes = values.count == 4 ? values[2] * 10 + values[3] : 0
        guard hours <= 18, minutes < 60 else { return nil }
        let seconds = hours * 3600 + minutes * 60
        return sign == 0x2D ? -seconds : seconds
    }
}
