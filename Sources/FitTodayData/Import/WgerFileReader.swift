import FitTodayDomain
import Foundation

/// wger's workout log, the JSON of its REST API's `/api/v2/workoutlog/`: a page (`{"count": ..., "next": ...,
/// "results": [...]}`) or its bare list. See ``WgerLogParser`` for one entry.
///
/// A session is a day, or wger's own session where the log names one (`session`); its sets are in the order they
/// were logged. A bad entry is reported by the line it starts on (every entry is on line 1 of a file written on one
/// line).
enum WgerFileReader: HistoryFileReader {
    static let app = WorkoutApp.wger

    static func recognizes(_ text: HistoryFileText) -> Bool {
        guard let logs = logs(in: text), let first = logs.first as? [String: Any] else { return false }
        return WgerLogParser.looksLikeLog(first)
    }

    static func read(_ text: HistoryFileText, options: HistoryReadOptions) throws(FitTodayError) -> WorkoutCSVContents {
        // An empty page is a log with nothing in it yet; a list of something else is no log.
        guard let logs = logs(in: text), logs.isEmpty || recognizes(text) else { throw .importFile(reason: .notExportOf(app)) }
        let lines = JSONElementLines.lines(in: text.bytes, key: "results")
        let parser = WgerLogParser(exerciseNames: options.exerciseNamesByID)
        var rejections = ImportRowRejections(options: options)
        var entries: [WgerLogParser.Entry] = []
        var seen: Set<Int> = []
        for (index, log) in logs.enumerated() {
            let line = lines.count == logs.count ? lines[index] : 1
            do throws(ImportIssue) {
                guard let log = log as? [String: Any] else { throw .missingValue(column: "date") }
                let entry = try parser.entry(log, line: line)
                // Pages saved into one file may overlap: a log is one set however often it is listed.
                if let id = entry.id, !seen.insert(id).inserted { continue }
                entries.append(entry)
            } catch {
                try rejections.reject(error, line: line)
            }
        }
        // The API lists a page newest first or in any order asked for: sets are numbered in the order logged.
        entries.sort { ($0.loggedAt, $0.id ?? Int.max, $0.row.line) < ($1.loggedAt, $1.id ?? Int.max, $1.row.line) }
        var assembler = WorkoutSessionAssembler(app: app)
        for entry in entries { assembler.add(entry.row) }
        return WorkoutCSVContents(variant: .wger, encoding: text.encoding, skippedRows: rejections.rows, assembler: assembler)
    }

    /// The entries of the file: the root list, or the `results` of a page; nil when the text is no such JSON.
    private static func logs(in text: HistoryFileText) -> [Any]? {
        // Only JSON can be wger's: a CSV is not parsed at all.
        guard let first = text.bytes.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }),
              first == UInt8(ascii: "[") || first == UInt8(ascii: "{"),
              let root = try? JSONSerialization.jsonObject(with: Data(text.bytes))
        else { return nil }
        if let list = root as? [Any] { return list }
        guard let page = root as? [String: Any], page["count"] != nil, let results = page["results"] as? [Any] else { return nil }
        return results
    }
}
