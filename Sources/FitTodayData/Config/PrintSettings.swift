import FitTodayDomain
import FitTodaySystem
import FitTodayTOML
import Foundation

/// `[print]`: the block `fittoday print block` chose, which every build keeps current (`print/index.html`).
public struct PrintSettings: Equatable, Sendable {
    /// The weeks printed (1–12); nil: the rest of the current cycle, or 4 weeks.
    public var weeks: Int?
    public var paper: PrintPaper = .a4

    public init(weeks: Int? = nil, paper: PrintPaper = .a4) {
        self.weeks = weeks
        self.paper = paper
    }

    /// `text` (a configuration file's) with its `[print]` table set to these settings: the table's `weeks` and
    /// `paper` lines replaced, or the table added at the end; every other line, comments included, kept as it was.
    public func written(into text: String) -> String {
        var lines = text.isEmpty ? [] : text.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        let own = [weeks.map { "weeks = \($0)" }, "paper = " + TOMLText.quoted(paper.rawValue)].compactMap { $0 }
        func header(_ line: String) -> String? {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("["), let end = trimmed.firstIndex(of: "]") else { return nil }
            return trimmed[trimmed.index(after: trimmed.startIndex)..<end].trimmingCharacters(in: .whitespaces)
        }
        guard let start = lines.firstIndex(where: { header($0) == "print" }) else {
            if let last = lines.last, !last.trimmingCharacters(in: .whitespaces).isEmpty { lines.append("") }
            return (lines + ["[print]"] + own).joined(separator: "\n") + "\n"
        }
        let end = lines[(start + 1)...].firstIndex { header($0) != nil } ?? lines.count
        let kept = lines[(start + 1)..<end].filter { line in
            let key = line.trimmingCharacters(in: .whitespaces).prefix { $0 != "=" && $0 != " " }
            return key != "weeks" && key != "paper"
        }
        return (lines[..<(start + 1)] + own + kept + lines[end...]).joined(separator: "\n") + "\n"
    }

    /// Saves these settings into the configuration file at `path` (made when missing), atomically.
    public func save(toConfigurationAt path: String) throws(FitTodayError) {
        let current = FileManager.default.contents(atPath: path).flatMap { String(data: $0, encoding: .utf8) } ?? ""
        do {
            try AtomicFile.write(Array(written(into: current).utf8), to: path, replacing: true)
        } catch {
            throw error.isDiskFull ? .diskFull : .cannotWrite
        }
    }
}
