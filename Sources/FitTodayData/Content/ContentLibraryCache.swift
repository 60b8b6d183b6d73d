import FitTodayDomain
import FitTodaySystem
import Foundation

/// The parsed library kept in one file, so that a command reads it back instead of parsing every content file
/// again (parsing is most of what a rebuild with nothing to do spends before the site).
///
/// The file starts with a key naming every input of the library: the program (whose built-in library it holds),
/// the content folder and each of its files by name, size, modification time and inode. It is used only when
/// that key is exactly the one of the files now; anything else — another key, a foreign, truncated or corrupt
/// file, a value that is no longer valid — means parsing the files, as if there were no cache. Deleting the
/// file is always safe.
public struct ContentLibraryCache: Sendable {
    /// Where the cache lives, for example `.fittoday.sqlite.library/cache` beside the database (the folder that
    /// holds everything FitToday keeps about the database's library, with ``LibrarySavedMarker``'s file).
    public let path: String

    public init(path: String) {
        self.path = path
    }

    /// Version 4: the library in one language, with each exercise's names in the other, its role, movement pattern,
    /// duration and implement, and the files that fell back.
    static let header = Array("fittoday-library-cache\t4\n".utf8)

    /// The library stored under `key`, or nil when the file is missing, made for other inputs, or unreadable.
    func library(key: String) -> ExerciseLibrary? {
        guard let bytes = PlainFile.contents(of: path), bytes.starts(with: Self.header) else { return nil }
        var reader = Reader(bytes: bytes, position: Self.header.count)
        guard reader.text() == key else { return nil }
        return reader.library()
    }

    /// The version of the library stored under `key`, without decoding the library: all a build needs of it while
    /// the database already holds it. Nil when ``library(key:)`` would be (another key, a file cut short).
    func version(key: String) -> String? {
        guard let bytes = PlainFile.contents(of: path), bytes.starts(with: Self.header), bytes.suffix(Self.endMark.count).elementsEqual(Self.endMark) else {
            return nil
        }
        var reader = Reader(bytes: bytes, position: Self.header.count)
        guard reader.text() == key else { return nil }
        return reader.text()
    }

    /// How every file the writer wrote ends (``Writer/text(_:)`` of `end`).
    static let endMark = Array("3:end".utf8)

    /// Replaces the file with `library` under `key`; a failure only means parsing again next time.
    func save(_ library: ExerciseLibrary, key: String) {
        var writer = Writer(bytes: Self.header)
        writer.text(key)
        writer.library(library)
        // Not flushed: a cache lost in a crash only means parsing the files once more.
        // The folder `.fittoday.sqlite.library` the cache and the marker share; only it, never a missing folder above it
        // (the database's folder is the person's to make: `init` into a folder that does not exist is refused).
        mkdir((path as NSString).deletingLastPathComponent, 0o755)
        try? AtomicFile.write(writer.bytes, to: path, replacing: true, durable: false)
    }

    /// Fields as `<length>:<bytes>`, lists and numbers as their count or decimal text: nothing in a value can
    /// be mistaken for the structure around it.
    private struct Writer {
        var bytes: [UInt8]

        mutating func text(_ value: String) {
            bytes.append(contentsOf: String(value.utf8.count).utf8)
            bytes.append(UInt8(ascii: ":"))
            bytes.append(contentsOf: value.utf8)
        }

        mutating func number(_ value: Int) { text(String(value)) }

        mutating func texts(_ values: [String]) {
            number(values.count)
            for value in values { text(value) }
        }

        mutating func library(_ library: ExerciseLibrary) {
            text(library.version)
            number(library.exercises.count)
            for exercise in library.exercises {
                for value in [exercise.id, exercise.name, exercise.muscleGroup?.rawValue ?? "", exercise.equipment?.rawValue ?? "",
                              exercise.level?.rawValue ?? "", exercise.instructions, exercise.origin.rawValue] {
                    text(value)
                }
                texts(exercise.images)
                texts(exercise.tags)
                texts(exercise.otherNames)
                text(exercise.role?.rawValue ?? "")
                text(exercise.pattern?.rawValue ?? "")
                text(exercise.durationSeconds.map(String.init) ?? "")
                text(exercise.implement?.rawValue ?? "")
            }
            number(library.blocks.count)
            for block in library.blocks {
                text(block.id)
                text(block.name)
                texts(block.focus.map(\.rawValue))
                text(block.level.rawValue)
                texts(block.equipment.map(\.rawValue))
                texts(block.tags)
                number(block.exercises.count)
                for item in block.exercises {
                    text(item.exerciseID)
                    for value in [item.sets, item.reps, item.restSeconds] { number(value) }
                    text(item.notes)
                }
            }
            texts(library.untranslated)
            text("end")
        }
    }

    /// Reads what ``Writer`` wrote; every read checks its bounds and gives nil past the end or on bad input.
    private struct Reader {
        let bytes: [UInt8]
        var position: Int

        mutating func text() -> String? {
            var length = 0
            while position < bytes.count, bytes[position] != UInt8(ascii: ":") {
                let digit = Int(bytes[position]) - Int(UInt8(ascii: "0"))
                guard (0...9).contains(digit), length < 100_000_000 else { return nil }
                length = length * 10 + digit
                position += 1
            }
            guard position < bytes.count, length <= bytes.count - position - 1 else { return nil }
            let start = position + 1
            position = start + length
            return String(validating: bytes[start..<position], as: UTF8.self)
        }

        mutating func number() -> Int? { text().flatMap { Int($0) } }

        mutating func texts() -> [String]? {
            guard let count = number(), count >= 0 else { return nil }
            var values: [String] = []
            for _ in 0..<count {
                guard let value = text() else { return nil }
                values.append(value)
            }
            return values
        }

        mutating func slug<T: SlugValue>(_ type: T.Type) -> T? { text().flatMap { T(rawValue: $0) } }

        /// An empty text is nil; any other must be a valid value.
        mutating func optionalSlug<T: SlugValue>(_ type: T.Type) -> T?? {
            guard let text = text() else { return nil }
            if text.isEmpty { return .some(nil) }
            return T(rawValue: text).map { .some($0) }
        }

        /// An empty text is nil; any other must be a whole number.
        mutating func optionalNumber() -> Int?? {
            guard let text = text() else { return nil }
            if text.isEmpty { return .some(nil) }
            return Int(text).map { .some($0) }
        }

        mutating func slugs<T: SlugValue>(_ type: T.Type) -> [T]? {
            guard let texts = texts() else { return nil }
            let values = texts.compactMap { T(rawValue: $0) }
            return values.count == texts.count ? values : nil
        }

        mutating func library() -> ExerciseLibrary? {
            guard let version = text(), let exerciseCount = number(), exerciseCount >= 0 else { return nil }
            var exercises: [Exercise] = []
            for _ in 0..<exerciseCount {
                guard let id = text(), let name = text(), let muscleGroup = optionalSlug(MuscleGroup.self),
                      let equipment = optionalSlug(Equipment.self), let level = optionalSlug(FitnessLevel.self),
                      let instructions = text(), let origin = slug(ExerciseOrigin.self), let images = texts(), let tags = texts(),
                      let otherNames = texts(), let role = optionalSlug(ExerciseRole.self), let pattern = optionalSlug(MovementPattern.self),
                      let duration = optionalNumber(), let implement = optionalSlug(ExerciseImplement.self) else {
                    return nil
                }
                exercises.append(Exercise(id: id, name: name, muscleGroup: muscleGroup, equipment: equipment, level: level,
                                          instructions: instructions, images: images, tags: tags, origin: origin, otherNames: otherNames,
                                          role: role, pattern: pattern, durationSeconds: duration, implement: implement))
            }
            guard let blockCount = number(), blockCount >= 0 else { return nil }
            var blocks: [WorkoutBlock] = []
            for _ in 0..<blockCount {
                guard let id = text(), let name = text(), let focus = slugs(BlockFocus.self), let level = slug(FitnessLevel.self),
                      let equipment = slugs(Equipment.self), let tags = texts(), let itemCount = number(), itemCount >= 0 else {
                    return nil
                }
                var items: [BlockExercise] = []
                for _ in 0..<itemCount {
                    guard let exerciseID = text(), let sets = number(), let reps = number(), let rest = number(), let notes = text() else {
                        return nil
                    }
                    items.append(BlockExercise(exerciseID: exerciseID, sets: sets, reps: reps, restSeconds: rest, notes: notes))
                }
                blocks.append(WorkoutBlock(id: id, name: name, focus: focus, level: level, equipment: equipment, tags: tags, exercises: items))
            }
            // The end mark and nothing after it: a file cut short or with anything appended is not trusted.
            guard let untranslated = texts(), text() == "end", position == bytes.count else { return nil }
            return ExerciseLibrary(exercises: exercises, blocks: blocks, version: version, untranslated: untranslated)
        }
    }
}
