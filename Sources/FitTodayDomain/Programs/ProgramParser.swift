/// Reads a program file (docs/program-format.md): a header of `key: value` lines, `lift` lines with their
/// `progress:`, `start:`, `variations:` and `alternatives:`, then `week` and `day` lines with one exercise per line.
///
/// A hand-written reader rather than TOML or YAML because the format is meant to read like a coach's sheet
/// (`Squat: 5, 5, 5+ @ 85%; rest 3 min`), and every problem must point at its line and column. Every problem is
/// collected; a file with any problem gives no program.
public enum ProgramParser {
    /// Parses `text` (the file `file`, whose stem is `id`); with `matcher`, exercise names are resolved to library
    /// ids (case, accents and Strong/Hevy names ignored) and unknown ones are problems too.
    ///
    /// The text is read in `locale`: `program`, `about`, `for`, `source` and a day's name are Portuguese, and
    /// `program en`, `about en`, `for en`, `source en` and a day's `; en: NAME` English; a missing one shows the
    /// other language's and marks the program ``Program/untranslated``.
    public static func parse(_ text: String, id: String, file: String, matcher: ExerciseMatcher?,
                             locale: AppLocale = .default) throws(FitTodayError) -> Program {
        var reader = Reader(id: id, matcher: matcher, locale: locale)
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            reader.read(line: raw.hasSuffix("\r") ? raw.dropLast() : raw, number: index + 1)
        }
        let program = reader.finish()
        guard reader.problems.isEmpty, let program else {
            throw .program(file: file, problems: reader.problems.sorted { ($0.line, $0.column) < ($1.line, $1.column) })
        }
        return program
    }

    /// The header keys a program file knows, as written.
    public static let headerKeys = ["program", "about", "for", "days per week", "equipment", "source", "training max", "rest",
                                    "program en", "about en", "for en", "source en", "cycles", "kind"]

    /// The header keys whose text comes in both languages; the English one is the key followed by ` en`.
    static let translatedKeys = ["program", "about", "for", "source"]

    /// A day named with a code this short (`A`, `B1`) reads the same in both languages and needs no `en:`.
    static let neutralDayNameLength = 3

    /// Reads a number written with a point or a comma ("62.5", "62,5").
    static func number(_ text: Substring) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, trimmed.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "," || $0 == "-") }) else { return nil }
        guard let value = Double(trimmed.replacingOccurrences(of: ",", with: ".")), value.isFinite else { return nil }
        return value
    }
}

import Foundation

/// The state of one read of a program file.
private struct Reader {
    let id: String
    let matcher: ExerciseMatcher?
    var problems: [ProgramProblem] = []
    var header: [String: (value: String, line: Int)] = [:]
    var lifts: [ProgramLift] = []
    var weeks: [ProgramWeek] = []
    var currentWeek: ProgramWeek?
    var currentDay: ProgramDay?
    var currentDayLine = 0
    var sawBody = false
    /// Lifts' English keys (lowercased) to their keys: a day may name a lift in either language.
    var englishLiftKeys: [String: String] = [:]
    /// Lines of `start: 65% of KEY`, checked once every lift is known.
    var startReferences: [(key: String, line: Int, column: Int)] = []
    /// Entries with a load of another day (`@ 90% of Sexta`), resolved once every day of their week is known.
    var dayReferences: [(week: Int, day: Int, entry: Int, line: Int, column: Int)] = []

    let locale: AppLocale
    /// Whether some text was missing in `locale` and the other language's stands in.
    var untranslated = false

    init(id: String, matcher: ExerciseMatcher?, locale: AppLocale) {
        self.id = id
        self.matcher = matcher
        self.locale = locale
    }

    mutating func problem(_ line: Int, _ column: Int, _ issue: ProgramIssue) {
        problems.append(ProgramProblem(line: line, column: max(column, 1), issue: issue))
    }

    mutating func read(line raw: Substring, number: Int) {
        let indent = raw.prefix { $0 == " " || $0 == "\t" }.count
        let line = raw.dropFirst(indent).trimmingCharacters(in: .whitespaces)
        guard !line.isEmpty, !line.hasPrefix("#") else { return }
        let column = indent + 1
        let lower = line.lowercased()
        if lower.hasPrefix("lift ") || lower == "lift" {
            sawBody = true
            closeDay()
            readLift(String(line.dropFirst(4)), line: number, column: column + 4)
        } else if lower.hasPrefix("week ") || lower == "week" {
            sawBody = true
            closeWeek()
            readWeek(String(line.dropFirst(4)), line: number, column: column + 4)
        } else if lower.hasPrefix("day ") || lower == "day" {
            sawBody = true
            closeDay()
            guard let name = dayName(String(line.dropFirst(3))) else { return problem(number, column, .unexpectedLine(line)) }
            currentDay = ProgramDay(name: name, entries: [])
            currentDay?.names = String(line.dropFirst(3)).split(separator: ";").map {
                let text = $0.trimmingCharacters(in: .whitespaces)
                return (text.lowercased().hasPrefix("en:") ? String(text.dropFirst(3)) : text).trimmingCharacters(in: .whitespaces).lowercased()
            }
            currentDayLine = number
        } else if let option = liftOption(lower) {
            guard currentDay == nil, !lifts.isEmpty else { return problem(number, column, .unexpectedLine(line)) }
            let value = String(line.dropFirst(option.count + 1)).trimmingCharacters(in: .whitespaces)
            readLiftOption(option, value, line: number, column: column + option.count + 1 + (line.count - option.count - 1 - value.count))
        } else if currentDay != nil {
            readEntry(line, line: number, column: column)
        } else if !sawBody, let colon = line.firstIndex(of: ":") {
            let key = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            guard ProgramParser.headerKeys.contains(key) else { return problem(number, column, .unknownHeader(key)) }
            guard header[key] == nil else { return problem(number, column, .duplicateHeader(key)) }
            header[key] = (value, number)
        } else {
            problem(number, column, .unexpectedLine(line))
        }
    }

    /// A day's name in the reader's language from `Terra; en: Deadlift` (or `A`); nil when it is malformed.
    mutating func dayName(_ text: String) -> String? {
        let parts = text.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
        let portuguese = parts[0].trimmingCharacters(in: .whitespaces)
        guard !portuguese.isEmpty else { return nil }
        var english: String?
        if parts.count == 2 {
            let clause = parts[1].trimmingCharacters(in: .whitespaces)
            guard clause.lowercased().hasPrefix("en:") else { return nil }
            english = clause.dropFirst(3).trimmingCharacters(in: .whitespaces)
            guard english?.isEmpty == false else { return nil }
        }
        guard locale == .en else { return portuguese }
        if english == nil, portuguese.count > ProgramParser.neutralDayNameLength { untranslated = true }
        return english ?? portuguese
    }

    /// A translated header's text in the reader's language, or the other language's (then the program is
    /// untranslated); nil when the file gives neither.
    mutating func translated(_ key: String) -> String? {
        let portuguese = header[key]?.value, english = header[key + " en"]?.value
        let own = locale == .en ? english : portuguese
        if own == nil, portuguese != nil || english != nil { untranslated = true }
        return own ?? portuguese ?? english
    }

    private func liftOption(_ lower: String) -> String? {
        ["progress", "start", "variations", "alternatives"].first { lower.hasPrefix($0 + ":") }
    }

    // MARK: Lifts

    mutating func readLift(_ text: String, line: Int, column: Int) {
        var body = text.trimmingCharacters(in: .whitespaces)
        // `lift T1 agachamento: Agachamento livre com barra; en: T1 squat`: the key as English shows it.
        var english: String?
        if let semicolon = body.firstIndex(of: ";") {
            let clause = body[body.index(after: semicolon)...].trimmingCharacters(in: .whitespaces)
            let shown = clause.dropFirst(3).trimmingCharacters(in: .whitespaces)
            guard clause.lowercased().hasPrefix("en:"), !shown.isEmpty else { return problem(line, column, .unexpectedLine("lift" + text)) }
            english = shown
            body = body[..<semicolon].trimmingCharacters(in: .whitespaces)
        }
        let key: String, name: String, nameColumn: Int
        if let colon = body.firstIndex(of: ":") {
            key = body[..<colon].trimmingCharacters(in: .whitespaces)
            name = body[body.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            nameColumn = column + text.count - text.drop { $0 == " " }.count + body.distance(from: body.startIndex, to: colon) + 2
        } else {
            key = body
            name = body
            nameColumn = column + 1
        }
        guard !key.isEmpty, !name.isEmpty else { return problem(line, column, .unexpectedLine("lift" + text)) }
        if lifts.contains(where: { $0.key.lowercased() == key.lowercased() }) { problem(line, column + 1, .duplicateLift(key)) }
        // `lift Principal: any`: the exercise is chosen at `program start --lift`.
        if key != name, ["any", "qualquer"].contains(name.lowercased()) {
            let shown = liftKeyShown(key, name: name, english: english)
            var lift = ProgramLift(key: key, exerciseName: shown, shownKey: shown, line: line)
            lift.isChosenAtStart = true
            lifts.append(lift)
            if let english { englishLiftKeys[english.lowercased()] = key }
            return
        }
        let exerciseID = resolve(name, line: line, column: nameColumn) ?? ""
        let shownKey = liftKeyShown(key, name: name, english: english)
        lifts.append(ProgramLift(key: key, exerciseName: name, exerciseID: exerciseID, shownKey: shownKey, line: line))
        if let english { englishLiftKeys[english.lowercased()] = key }
    }

    /// A lift's key in the reader's language: the English one in English, else the key as written; a key of its
    /// own (not the exercise's name, longer than a code like `T1`) without English marks the program untranslated.
    mutating func liftKeyShown(_ key: String, name: String, english: String?) -> String {
        guard locale == .en else { return key }
        if english == nil, key != name, key.count > ProgramParser.neutralDayNameLength { untranslated = true }
        return english ?? key
    }

    mutating func readLiftOption(_ option: String, _ value: String, line: Int, column: Int) {
        var lift = lifts.removeLast()
        defer { lifts.append(lift) }
        switch option {
        case "progress":
            if let rule = Self.progression(value) { lift.progression = rule } else { problem(line, column, .invalidProgression(value)) }
        case "start":
            let lower = value.lowercased()
            if let range = lower.range(of: "% of ") {
                let key = value[range.upperBound...].trimmingCharacters(in: .whitespaces)
                guard let percent = ProgramParser.number(lower[..<range.lowerBound]), (1...150).contains(percent), !key.isEmpty else {
                    return problem(line, column, .invalidStart(value))
                }
                lift.start = .percentOf(percent, liftKey: key)
                startReferences.append((key, line, column))
            } else if let kg = Self.kilograms(lower), kg >= 0 {
                lift.start = .kilograms(kg)
            } else {
                problem(line, column, .invalidStart(value))
            }
        case "alternatives":
            // `alternatives: Leg press 45°, Agachamento búlgaro`: names resolved as the lift's own, each with its column.
            lift.alternatives += names(in: value, separatedBy: ",", line: line, column: column).map { ProgramAlternative(exerciseName: $0.name, exerciseID: $0.id) }
        default:
            lift.variations += names(in: value, separatedBy: ">", line: line, column: column).map { ProgramVariation(exerciseName: $0.name, exerciseID: $0.id) }
        }
    }

    /// `linear; add 2.5 kg; deload 10% after 3 failures`, `double`, `training max; add 5 kg each cycle`,
    /// `stages 5x3+, 6x2+, 10x1+; add auto; reset 85%`, `amrap; 25+ add 2.5 kg`.
    static func progression(_ text: String) -> ProgressionRule? {
        let clauses = text.lowercased().split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let kind = clauses.first else { return nil }
        var step = ProgressionStep.automatic
        var deload: Double?, failures = 0, reset = 85.0
        var rows: [AMRAPStep] = []
        for clause in clauses.dropFirst() {
            if kind == "weekly" { continue }
            if clause.hasPrefix("add ") || clause.hasPrefix("+") {
                guard let parsed = self.step(clause) else { return nil }
                step = parsed
            } else if clause.hasPrefix("deload ") {
                // deload 10% after 3 failures
                let words = clause.split(separator: " ")
                guard words.count == 5, words[1].hasSuffix("%"), words[2] == "after", words[4].hasPrefix("failure"),
                      let percent = ProgramParser.number(words[1].dropLast()), (1...50).contains(percent),
                      let count = Int(words[3]), (1...10).contains(count) else { return nil }
                deload = percent
                failures = count
            } else if clause.hasPrefix("reset ") {
                let value = clause.dropFirst(6).trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "to ", with: "")
                guard value.hasSuffix("%"), let percent = ProgramParser.number(value.dropLast()), (10...100).contains(percent) else { return nil }
                reset = percent
            } else if let row = amrapRow(clause) {
                rows.append(row)
            } else {
                return nil
            }
        }
        switch kind {
        case "linear": return .linear(step: step, deloadPercent: deload, failures: failures)
        case "double": return deload == nil && rows.isEmpty ? .doubleProgression(step: step) : nil
        case "training max", "tm": return deload == nil && rows.isEmpty ? .trainingMax(step: step) : nil
        case "amrap": return rows.isEmpty ? nil : .amrap(rows)
        case "weekly":
            // `weekly; add 2.5%`
            guard rows.isEmpty, deload == nil, let clause = clauses.dropFirst().first, clauses.count == 2, clause.hasPrefix("add "),
                  clause.hasSuffix("%"), let percent = ProgramParser.number(clause.dropFirst(4).dropLast()), percent > 0, percent <= 20 else { return nil }
            return .weekly(percent: percent)
        default:
            guard kind.hasPrefix("stages ") else { return nil }
            var stages: [StageScheme] = []
            for part in kind.dropFirst(7).split(separator: ",") {
                guard let scheme = stage(part.trimmingCharacters(in: .whitespaces)) else { return nil }
                stages.append(scheme)
            }
            return stages.isEmpty || deload != nil ? nil : .stages(stages, step: step, resetPercent: reset)
        }
    }

    /// `add 2.5 kg`, `add auto`, `+5 kg`, `add -5 kg each cycle`.
    static func step(_ clause: String) -> ProgressionStep? {
        var text = clause.hasPrefix("add ") ? String(clause.dropFirst(4)) : String(clause.dropFirst())
        for suffix in [" each cycle", " per cycle"] where text.hasSuffix(suffix) { text.removeLast(suffix.count) }
        text = text.trimmingCharacters(in: .whitespaces)
        if text == "auto" { return .automatic }
        return kilograms(text.hasPrefix("+") ? String(text.dropFirst()) : text).map(ProgressionStep.kilograms)
    }

    /// `25+ add 2.5 kg`, `2-3 add 0 kg`, `1 add -5 kg`, `0-4 deload 10%`.
    static func amrapRow(_ clause: String) -> AMRAPStep? {
        if let range = clause.range(of: " deload ") {
            let share = clause[range.upperBound...].trimmingCharacters(in: .whitespaces)
            guard share.hasSuffix("%"), let percent = ProgramParser.number(share.dropLast()), (1...50).contains(percent),
                  var row = amrapRow(clause[..<range.lowerBound] + " add 0 kg") else { return nil }
            row.deloadPercent = percent
            return row
        }
        guard let range = clause.range(of: " add ") ?? clause.range(of: " +") else { return nil }
        let reps = clause[..<range.lowerBound].trimmingCharacters(in: .whitespaces)
        guard let step = step(clause[range.lowerBound...].trimmingCharacters(in: .whitespaces)) else { return nil }
        if reps.hasSuffix("+"), let low = Int(reps.dropLast()), low >= 0 { return AMRAPStep(minimumReps: low, step: step) }
        let bounds = reps.split(separator: "-")
        if bounds.count == 2, let low = Int(bounds[0]), let high = Int(bounds[1]), 0 <= low, low <= high {
            return AMRAPStep(minimumReps: low, maximumReps: high, step: step)
        }
        if let exact = Int(reps), exact >= 0 { return AMRAPStep(minimumReps: exact, maximumReps: exact, step: step) }
        return nil
    }

    /// `5x3+`, `3x10`.
    static func stage(_ text: String) -> StageScheme? {
        let amrap = text.hasSuffix("+")
        let parts = (amrap ? String(text.dropLast()) : text).replacingOccurrences(of: "×", with: "x").split(separator: "x")
        guard parts.count == 2, let sets = Int(parts[0].trimmingCharacters(in: .whitespaces)),
              let reps = Int(parts[1].trimmingCharacters(in: .whitespaces)),
              (1...20).contains(sets), PlanRules.reps.contains(reps) else { return nil }
        return StageScheme(sets: sets, reps: reps, lastIsAMRAP: amrap)
    }

    /// `40 kg`, `62,5kg`; nil past the heaviest load a set may hold, either way (a step may be negative): a load of
    /// 26 digits made every day of the program trap.
    static func kilograms(_ text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        guard trimmed.hasSuffix("kg"), let kg = ProgramParser.number(trimmed.dropLast(2)) else { return nil }
        return kg.magnitude <= PlanRules.weightKg.upperBound ? kg : nil
    }

    // MARK: Weeks and days

    mutating func readWeek(_ text: String, line: Int, column: Int) {
        let words = text.split(separator: " ")
        guard let first = words.first, let number = Int(first), number >= 1,
              words.count == 1 || (words.count == 2 && words[1].lowercased() == "deload") else {
            return problem(line, column + 1, .invalidNumber(field: "week", value: text.trimmingCharacters(in: .whitespaces)))
        }
        if weeks.contains(where: { $0.number == number }) { problem(line, column + 1, .duplicateWeek(number)) }
        currentWeek = ProgramWeek(number: number, isDeload: words.count == 2, days: [])
    }

    mutating func closeDay() {
        guard let day = currentDay else { return }
        currentDay = nil
        if day.entries.isEmpty { problem(currentDayLine, 1, .emptyDay(day.name)) }
        if currentWeek == nil { currentWeek = ProgramWeek(number: weeks.count + 1, days: []) }
        currentWeek?.days.append(day)
    }

    mutating func closeWeek() {
        closeDay()
        if let week = currentWeek { weeks.append(week) }
        currentWeek = nil
    }

    /// `[A1] NAME[: SETS][; OPTION]...`
    mutating func readEntry(_ text: String, line: Int, column: Int) {
        var rest = Substring(text)
        var offset = 0
        var superset: String?
        let headName = rest.prefix { $0 != ":" && $0 != ";" }.trimmingCharacters(in: .whitespaces).lowercased()
        let namesLift = lifts.contains { $0.key.lowercased() == headName } || englishLiftKeys[headName] != nil
        if !namesLift, let space = rest.firstIndex(of: " "), rest.distance(from: rest.startIndex, to: space) <= 3 {
            let label = rest[..<space]
            if let letter = label.first, letter.isUppercase, letter.isASCII, label.count >= 2, label.dropFirst().allSatisfy(\.isNumber) {
                superset = String(label)
                rest = rest[space...].drop { $0 == " " }
                offset = text.count - rest.count
            }
        }
        // The note takes the rest of the line, semicolons included.
        var note = ""
        var parts = rest.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
        if let index = parts.indices.dropFirst().first(where: { parts[$0].trimmingCharacters(in: .whitespaces).lowercased().hasPrefix("note") }) {
            let joined = parts[index...].joined(separator: ";").trimmingCharacters(in: .whitespaces)
            note = String(joined.dropFirst(4)).trimmingCharacters(in: .whitespaces)
            if note.hasPrefix(":") { note = String(note.dropFirst()).trimmingCharacters(in: .whitespaces) }
            parts = Array(parts[..<index])
        }
        let head = parts[0]
        let name: String, setsText: String?, setsColumn: Int
        if let colon = head.firstIndex(of: ":") {
            name = head[..<colon].trimmingCharacters(in: .whitespaces)
            setsText = head[head.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            setsColumn = column + offset + head.distance(from: head.startIndex, to: colon) + 2
        } else {
            name = head.trimmingCharacters(in: .whitespaces)
            setsText = nil
            setsColumn = column + offset
        }
        guard !name.isEmpty else { return problem(line, column, .unexpectedLine(text)) }
        var entry = ProgramEntry(liftKey: name, exerciseName: name, superset: superset, note: note, line: line)
        let named = englishLiftKeys[name.lowercased()] ?? name
        if let lift = lifts.first(where: { $0.key.lowercased() == named.lowercased() }) {
            entry.liftKey = lift.key
            entry.exerciseName = lift.exerciseName
            entry.exerciseID = lift.exerciseID
        } else if let id = resolve(name, line: line, column: column + offset) {
            entry.exerciseID = id
            // An undeclared exercise named like a declared lift's exercise shares that lift.
            if let lift = lifts.first(where: { !$0.exerciseID.isEmpty && $0.exerciseID == id }) { entry.liftKey = lift.key }
        }
        if let setsText, !setsText.isEmpty {
            if let sets = Self.sets(setsText) {
                let working = sets.filter(\.kind.isMainWork).count
                if working > PlanRules.sets.upperBound { problem(line, setsColumn, .tooManySets(working)) }
                if let bad = sets.flatMap({ [$0.reps] + ($0.repsMax.map { [$0] } ?? []) }).first(where: { !PlanRules.reps.contains($0) }) {
                    problem(line, setsColumn, .repsOutOfRange(bad))
                }
                entry.sets = sets
                if sets.contains(where: { $0.dayReference != nil }) {
                    dayReferences.append((weeks.count, currentWeek?.days.count ?? 0, currentDay?.entries.count ?? 0, line, setsColumn))
                }
            } else {
                problem(line, setsColumn, .invalidSets(setsText))
                entry.sets = [ProgramSet(reps: 1)]
            }
        }
        var optionColumn = column + offset + head.count + 1
        for part in parts.dropFirst() {
            let option = part.trimmingCharacters(in: .whitespaces)
            let at = optionColumn + (part.count - part.drop { $0 == " " }.count)
            optionColumn += part.count + 1
            let lower = option.lowercased()
            if lower == "no test" {
                entry.isTest = false
            } else if lower.hasPrefix("exercise:") {
                // `exercise: Agachamento frontal com barra`: another exercise done with the lift's numbers (nSuns' T2).
                let name = option.dropFirst("exercise:".count).trimmingCharacters(in: .whitespaces)
                guard !name.isEmpty else { problem(line, at, .invalidOption(option)); continue }
                if let id = resolve(name, line: line, column: at + option.count - name.count) { entry.exerciseID = id }
                entry.exerciseName = name
            } else if lower == "back-off" || lower == "backoff" {
                entry.sets = entry.sets.map { var set = $0; set.kind = .backoff; return set }
            } else if lower.hasPrefix("rest") {
                guard let seconds = Self.seconds(String(lower.dropFirst(4))) else { problem(line, at, .invalidRest(option)); continue }
                if !PlanRules.programRestSeconds.contains(seconds) { problem(line, at, .restOutOfRange(seconds: seconds)) }
                entry.restSeconds = seconds
            } else if lower.hasPrefix("warm-up") || lower.hasPrefix("warmup") {
                let body = lower.drop { $0 != " " }.trimmingCharacters(in: .whitespaces)
                guard let steps = Self.warmup(body) else { problem(line, at, .invalidSets(option)); continue }
                entry.warmup = steps
            } else {
                problem(line, at, .invalidOption(option))
            }
        }
        currentDay?.entries.append(entry)
    }

    /// `90 s`, `3 min`, `2.5 min`, `120`.
    static func seconds(_ text: String) -> Int? {
        var value = text.trimmingCharacters(in: .whitespaces)
        var factor = 1.0
        for (suffix, multiplier) in [("min", 60.0), ("sec", 1.0), ("s", 1.0)] where value.hasSuffix(suffix) {
            value.removeLast(suffix.count)
            factor = multiplier
            break
        }
        guard let number = ProgramParser.number(Substring(value)), number > 0 else { return nil }
        // A rest of more digits than an Int holds is still out of range, said as such, never a trap: a day caps it.
        return Int(min((number * factor).rounded(), 86_400))
    }

    /// `5 @ 40%, 5 @ 50%, 3 @ 60%`, `2x5 @ 40%`.
    static func warmup(_ text: String) -> [ProgramWarmupStep]? {
        var steps: [ProgramWarmupStep] = []
        for group in text.split(separator: ",") {
            let parts = group.split(separator: "@")
            guard parts.count == 2, let (count, reps) = countAndReps(parts[0].trimmingCharacters(in: .whitespaces)),
                  PlanRules.reps.contains(reps) else { return nil }
            let load = parts[1].trimmingCharacters(in: .whitespaces)
            guard load.hasSuffix("%"), let percent = ProgramParser.number(load.dropLast()), (1...100).contains(percent) else { return nil }
            steps += Array(repeating: ProgramWarmupStep(reps: reps, percent: percent), count: count)
        }
        return steps.isEmpty || steps.count > PlanRules.extraSets.upperBound ? nil : steps
    }

    /// `3`, `3x5`, `3 × 5` into (sets, reps).
    static func countAndReps(_ text: String) -> (Int, Int)? {
        let parts = text.lowercased().replacingOccurrences(of: "×", with: "x").split(separator: "x").map { $0.trimmingCharacters(in: .whitespaces) }
        if parts.count == 1, let reps = Int(parts[0]) { return (1, reps) }
        if parts.count == 2, let count = Int(parts[0]), (1...20).contains(count), let reps = Int(parts[1]) { return (count, reps) }
        return nil
    }

    /// `5, 5, 5+ @ 85%`, `3x8-12 @ rpe 8`, `5x10 @ 50%`, `1x5 @ 100 kg`, `3x15+`.
    static func sets(_ text: String) -> [ProgramSet]? {
        var result: [ProgramSet] = []
        for group in text.split(separator: ",") {
            var words = group.lowercased().replacingOccurrences(of: "×", with: "x").replacingOccurrences(of: "@", with: " @ ")
                .split(separator: " ").map(String.init)
            guard !words.isEmpty else { return nil }
            // The count and reps may be written with spaces ("3 x 8-12").
            var scheme = words.removeFirst()
            while let next = words.first, next != "@", next != "rpe", next != "rir",
                  scheme.hasSuffix("x") || next.hasPrefix("x") || next.first?.isNumber == true && scheme.hasSuffix("x") {
                scheme += words.removeFirst()
            }
            let amrap = scheme.hasSuffix("+")
            if amrap { scheme.removeLast() }
            let parts = scheme.split(separator: "x", omittingEmptySubsequences: false)
            guard parts.count <= 2 else { return nil }
            let count = parts.count == 2 ? Int(parts[0]) : 1
            let repsText = parts.count == 2 ? parts[1] : parts[0]
            let bounds = repsText.split(separator: "-", omittingEmptySubsequences: false)
            guard let count, (1...20).contains(count), bounds.count <= 2, let reps = Int(bounds[0]) else { return nil }
            var repsMax: Int?
            if bounds.count == 2 {
                guard let top = Int(bounds[1]), top > reps else { return nil }
                repsMax = top
            }
            var load = ProgramLoad.lift, rpe: Double?, rir: Int?, addedKg = 0.0, dayReference: String?
            var index = 0
            while index < words.count {
                let word = words[index]
                if word == "@" {
                    index += 1
                    continue
                } else if word == "rpe", index + 1 < words.count, let value = ProgramParser.number(Substring(words[index + 1])), PlanRules.rpe.contains(value) {
                    rpe = value
                    index += 2
                } else if word == "rir", index + 1 < words.count, let value = Int(words[index + 1]), (0...10).contains(value) {
                    rir = value
                    index += 2
                } else if word.hasSuffix("%"), let percent = ProgramParser.number(Substring(word.dropLast())), (1...150).contains(percent) {
                    var base = PercentBase.trainingMax
                    if index + 1 < words.count, ["tm", "1rm", "max"].contains(words[index + 1]) {
                        base = words[index + 1] == "tm" ? .trainingMax : .max
                        index += 1
                    }
                    load = .percent(percent, of: base)
                    index += 1
                    // `90% of Sexta`: of the same lift's heaviest set on that day of the week.
                    if index + 1 < words.count, words[index] == "of" {
                        dayReference = words[(index + 1)...].joined(separator: " ")
                        load = .percent(percent, of: .day)
                        if dayReference == "top" {
                            dayReference = nil
                            load = .percent(percent, of: .topSet)
                        }
                        index = words.count
                        break
                    }
                    // `70% 1RM + 2.5 kg`, `+2.5kg`: kilograms on top of the percentage.
                    if index < words.count, words[index].hasPrefix("+") {
                        var added = String(words[index].dropFirst())
                        index += 1
                        if added.isEmpty, index < words.count { added = words[index]; index += 1 }
                        if !added.hasSuffix("kg"), index < words.count, words[index] == "kg" { added += "kg"; index += 1 }
                        guard let kg = Self.kilograms(added), kg > 0 else { return nil }
                        addedKg = kg
                    }
                } else if word.hasSuffix("kg"), word.count > 2, let kg = Self.kilograms(String(word)), kg >= 0 {
                    load = .kilograms(kg)
                    index += 1
                } else if index + 1 < words.count, words[index + 1] == "kg", let kg = Self.kilograms(word + "kg"), kg >= 0 {
                    load = .kilograms(kg)
                    index += 2
                } else {
                    return nil
                }
            }
            for number in 0..<count {
                let kind: PrescribedSetKind = amrap && number == count - 1 ? .amrap : .working
                var set = ProgramSet(kind: kind, reps: reps, repsMax: repsMax, load: load, rpe: rpe, rir: rir)
                set.addedKg = addedKg
                set.dayReference = dayReference
                result.append(set)
            }
        }
        return result.isEmpty ? nil : result
    }

    // MARK: Names

    /// The exercise names of a lift's list (`A > B` variations, `A, B` alternatives), each resolved at its own column;
    /// an empty name is a problem at its place, and an unknown one keeps an empty id (``resolve(_:line:column:)`` says so).
    mutating func names(in value: String, separatedBy separator: Character, line: Int, column: Int) -> [(name: String, id: String)] {
        var found: [(name: String, id: String)] = []
        var offset = 0
        for part in value.split(separator: separator, omittingEmptySubsequences: false) {
            let name = part.trimmingCharacters(in: .whitespaces)
            let leading = part.prefix { $0 == " " }.count
            if name.isEmpty {
                problem(line, column + offset, .invalidOption(value))
            } else {
                found.append((name, resolve(name, line: line, column: column + offset + leading) ?? ""))
            }
            offset += part.count + 1
        }
        return found
    }

    mutating func resolve(_ name: String, line: Int, column: Int) -> String? {
        guard let matcher else { return nil }
        if let exercise = matcher.match(name) { return exercise.id }
        problem(line, column, .unknownExercise(name: name, suggestions: matcher.closestNames(to: name)))
        return nil
    }

    // MARK: The whole file

    mutating func finish() -> Program? {
        closeWeek()
        for key in ["program", "days per week", "equipment"] where header[key] == nil && (key != "program" || header["program en"] == nil) {
            problem(1, 1, .missingHeader(key))
        }
        if weeks.isEmpty || weeks.allSatisfy({ $0.days.isEmpty }) { problem(1, 1, .noDays) }
        var days = 3
        if let (value, line) = header["days per week"] {
            if let number = Int(value), (1...7).contains(number) { days = number } else { problem(line, 1, .invalidNumber(field: "days per week", value: value)) }
        }
        var equipment = Equipment.fullGym
        if let (value, line) = header["equipment"] {
            if let parsed = Equipment(rawValue: value.lowercased()) { equipment = parsed } else { problem(line, 1, .invalidEquipment(value)) }
        }
        var trainingMax: Double?
        if let (value, line) = header["training max"] {
            if value.hasSuffix("%"), let percent = ProgramParser.number(Substring(value.dropLast())), (50...100).contains(percent) {
                trainingMax = percent
            } else {
                problem(line, 1, .percentOutOfRange(value))
            }
        }
        var kind = ProgramKind.other
        if let (value, line) = header["kind"] {
            if let parsed = ProgramKind(rawValue: value.lowercased()) { kind = parsed } else { problem(line, 1, .invalidNumber(field: "kind", value: value)) }
        }
        var cycles: Int?
        if let (value, line) = header["cycles"] {
            if let number = Int(value), (1...52).contains(number) { cycles = number } else { problem(line, 1, .invalidNumber(field: "cycles", value: value)) }
        }
        var defaultRest = 120
        if let (value, line) = header["rest"] {
            if let seconds = Self.seconds(value.lowercased()), PlanRules.programRestSeconds.contains(seconds) { defaultRest = seconds } else { problem(line, 1, .invalidRest(value)) }
        }
        for reference in startReferences where !lifts.contains(where: { $0.key.lowercased() == reference.key.lowercased() }) {
            problem(reference.line, reference.column, .unknownLift(reference.key))
        }
        for reference in dayReferences where reference.week < weeks.count {
            let week = weeks[reference.week]
            guard reference.day < week.days.count, reference.entry < week.days[reference.day].entries.count else { continue }
            var entry = week.days[reference.day].entries[reference.entry]
            for index in entry.sets.indices {
                guard let name = entry.sets[index].dayReference else { continue }
                let found = week.days.firstIndex { $0.names.contains(name.lowercased()) }
                guard let found, found != reference.day,
                      week.days[found].entries.contains(where: { $0.liftKey == entry.liftKey }) else {
                    problem(reference.line, reference.column, .unknownLift(name))
                    break
                }
                entry.sets[index].ofDay = found
            }
            weeks[reference.week].days[reference.day].entries[reference.entry] = entry
        }
        for lift in lifts where !lift.variations.isEmpty {
            if case .doubleProgression = lift.progression {} else { problem(lift.line, 1, .variationsNeedDouble(lift.key)) }
        }
        for week in weeks {
            for day in week.days {
                for entry in day.entries {
                    let lift = lifts.first { $0.key == entry.liftKey }
                    if entry.sets.isEmpty {
                        if case .stages? = lift?.progression {} else { problem(entry.line, 1, .noSets(entry.liftKey)) }
                    }
                    let usesPercent = entry.sets.contains { set in
                        if case .percent(_, .trainingMax) = set.load { true } else { false }
                    }
                    var isTrainingMaxLift = false
                    if case .trainingMax? = lift?.progression { isTrainingMaxLift = true }
                    if usesPercent, trainingMax == nil, !isTrainingMaxLift {
                        problem(entry.line, 1, .percentWithoutBase(entry.liftKey))
                    }
                }
            }
        }
        guard let name = translated("program"), !name.isEmpty else { return nil }
        var program = Program(
            id: id, name: name, description: translated("about") ?? "", audience: translated("for") ?? "",
            daysPerWeek: days, equipment: equipment, source: translated("source") ?? "", trainingMaxPercent: trainingMax,
            defaultRestSeconds: defaultRest, lifts: lifts, weeks: weeks
        )
        program.untranslated = untranslated
        program.cycles = cycles
        program.kind = kind
        return program
    }
}
