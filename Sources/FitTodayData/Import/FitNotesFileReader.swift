import FitTodayDomain

/// FitNotes' (Android) exports: the workout export, in its four header shapes, and the body tracker's.
///
/// Told by the header alone, compared whole: the 16-column file some call "Fit Notes" (`Name,StartTime,
/// EndTime,BodyWeight,...`) is another app's, and is not recognized.
enum FitNotesFileReader: HistoryFileReader {
    static let app = WorkoutApp.fitnotes

    private enum Export {
        case workouts(FitNotesWorkoutLayout)
        case bodyTracker(hasComment: Bool)

        init?(header: String) {
            if let layout = FitNotesWorkoutLayout(header: header) {
                self = .workouts(layout)
            } else if let hasComment = FitNotesBodyTrackerReader.hasComment(header: header) {
                self = .bodyTracker(hasComment: hasComment)
            } else {
                return nil
            }
        }
    }

    static func recognizes(_ text: HistoryFileText) -> Bool {
        guard let header = text.firstLines(3).first(where: { !WorkoutRowParser.trimmed($0).isEmpty }) else { return false }
        return Export(header: header) != nil
    }

    static func read(_ text: HistoryFileText, options: HistoryReadOptions) throws(FitTodayError) -> WorkoutCSVContents {
        let lines = FitNotesLineSplitter.lines(text.bytes)
        guard let headerIndex = lines.firstIndex(where: { !WorkoutRowParser.trimmed($0.text).isEmpty }),
              let export = Export(header: lines[headerIndex].text)
        else {
            options.logger.debug("\(options.fileName): its first line is none of FitNotes' headers")
            throw .importFile(reason: .notExportOf(app))
        }
        let rows = lines[(headerIndex + 1)...]
        switch export {
        case let .workouts(layout):
            return try FitNotesWorkoutReader.read(text, layout: layout, lines: rows, options: options)
        case let .bodyTracker(hasComment):
            return try FitNotesBodyTrackerReader.read(text, hasComment: hasComment, lines: rows, options: options)
        }
    }
}
