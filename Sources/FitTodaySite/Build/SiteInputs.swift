import FitTodayBuild
import FitTodayDomain
import FitTodayHashing
import FitTodaySystem
import Foundation

/// What a build reads before anything else: the library, where each of its images comes from, and a key
/// of every input, which is all a rebuild needs to tell that nothing changed.
struct SiteInputs: BuildInputs {
    /// Empty until ``SiteBuildContext/exercises()``: a rebuild with nothing to do needs only the image paths.
    var exercises: [Exercise]
    /// Every image path of the library, once each, sorted.
    var imagePaths: [String]
    /// Library image path to the local file the image provider gave; absent when it has none.
    var images: [String: SiteImage]
    /// Nil when the data source cannot tell its revision (such builds never stop early), and until
    /// ``SiteBuildContext/finishedKey(_:)`` when the data moved on since the last build (the key cannot be its key).
    var key: String?
    /// The walk of the output as it is (``SiteFileDigest/scan(at:)``), taken only when the build may stop early or
    /// update the site in place: when `key` or `baseKey` is the previous build's.
    var output: SiteFileDigest.Scan?
    /// The output's folders as that walk found them (``SiteFolderStamps/verified(at:)`` or a whole walk), for the
    /// stamps an update in place keeps.
    var folders: SiteFolderStamps?
    /// The data's revision the key is of (nil when the source cannot tell).
    var revision: String?
    /// Where the data stood when the build read it, before any of it (nil when the source cannot tell).
    var dataMark: DataChangeMark?
    /// A digest of every input but the data and the day: when only the data changed, a rebuild may render only what changed.
    var baseKey: String
    /// A digest of the library's image paths and the file each resolves to (``imagesKey(imagePaths:images:)``), part
    /// of ``baseKey``.
    var imagesKey: String
    /// Set when ``imagesKey`` is the last build's, taken without looking the images up because the build's start
    /// inputs are that build's (``SiteStartKey/inputsKey``), with how long the last build's start key held: then
    /// ``imagePaths`` and ``images`` are empty, and a build that renders every page reads its inputs again.
    var carriedImages: (key: String, validUntil: Int?)?

    var imagesHold: ImagesHold {
        if let carried = carriedImages { return .until(carried.validUntil) }
        guard images.count == imagePaths.count else { return .missing }
        let until = images.values.compactMap(\.freshUntil).min()
        return .until(until.map { Int($0.timeIntervalSince1970.rounded(.down)) })
    }

    /// The input key of data at `revision`, shown on `today`, with these other inputs (`days`, ``daysKey(programs:programsKey:week:readiness:trainingLoad:)``).
    static func key(base: String, revision: String, today: LocalDate, days: String) -> String {
        SHA256.hexDigest(of: base + "|" + revision + "|" + today.description + days)
    }

    /// The part of the input key that the programs, the week and the day's figures make. The programs are in it
    /// whole (their files can change while the data does not); with none, the key is what it was before programs.
    /// Today's readiness and the training load are in it, not in the base key: they change with each morning's
    /// check-in, and the only pages that show them (today's and the history's index) are rendered by every update in
    /// place, so a new check-in is an update, not a whole build.
    /// The inbox's form is in it too: signed again, it is one file of an update, never a whole build.
    static func daysKey(programs: [ProgramOverview] = [], programsKey: String? = nil, week: WeekOutlook? = nil, readiness: ReadinessDay? = nil,
                        trainingLoad: TrainingLoadSummary? = nil, inboxForm: [UInt8]? = nil, print: String? = nil) -> String {
        let programs = programs.isEmpty ? "" : "|" + (programsKey.map { SHA256.hexDigest(of: "sources|" + $0) } ?? SHA256.hexDigest(of: StableDescription.of(programs)))
        let week = week.map { "|week:" + SHA256.hexDigest(of: StableDescription.of($0)) } ?? ""
        let daily = readiness == nil && trainingLoad == nil ? ""
            : "|readiness:" + SHA256.hexDigest(of: StableDescription.of(readiness as Any) + "|" + StableDescription.of(trainingLoad as Any))
        let form = inboxForm.map { "|inbox:" + SHA256.hexDigest($0) } ?? ""
        // The block moves with every session logged and every day, as the week does.
        let print = print.map { "|print:" + SHA256.hexDigest(of: $0) } ?? ""
        return programs + week + daily + form + print
    }

    /// A digest of the build's settings, the templates, the code stamp and the library's images (`imagesKey`).
    static func baseKey(options: SiteBuildOptions, templates: SiteTemplates, imagesKey: String) -> String {
        var digest = SHA256()
        func field(_ text: String) { addField(text, to: &digest) }
        for value in [options.codeStamp, templates.fingerprint, options.locale.rawValue,
                      options.siteTitle, options.baseURL?.absoluteString ?? "-", options.libraryVersion, options.outputDirectory.standardizedFileURL.path,
                      "\(options.weeklySetsTarget.lowerBound)-\(options.weeklySetsTarget.upperBound)",
                      "\(options.loads.barbellIncrementKg)|\(options.loads.dumbbellStepKg)|\(options.loads.barKg)|\(options.loads.platesKg ?? [])|\(options.loads.machineStepKg)"
                        + (options.loads.unit == .kg ? "" : "|\(options.loads.unit.rawValue)"),
                      // The credits page names the image source and its licence.
                      options.imageCredit.map { "\($0.source)|\($0.remoteBase?.absoluteString ?? "")|\($0.licence ?? "")" } ?? "-",
                      // Whether the program stylesheet is written (``SiteBuildContext/writeAssets()``).
                      options.programs.isEmpty ? "no programs" : "programs",
                      options.showWellnessAnswers ? "answers" : "no answers", imagesKey,
                      // Renditions and their settings (issue 43): another format, quality or size is another site.
                      options.renditions.map { "renditions|\($0.settings.fingerprint)" } ?? "originals"] {
            field(value)
        }
        return SHA256.hex(digest.finalize())
    }

    /// A digest of every image path of the library and the file each resolves to (by path, size, modification
    /// time and inode, not by its bytes).
    static func imagesKey(imagePaths: [String], images: [String: SiteImage]) -> String {
        var digest = SHA256()
        func field(_ text: String) { addField(text, to: &digest) }
        for path in imagePaths {
            field(path)
            guard let image = images[path] else { field("-"); continue }
            field("\(image.fileURL.path)|\(image.contentType)|\(fileStamp(image.fileURL.path) ?? "?")")
        }
        return SHA256.hex(digest.finalize())
    }

    /// `text` length-prefixed: no two lists of fields digest alike.
    private static func addField(_ text: String, to digest: inout SHA256) {
        digest.update(Array(String(text.utf8.count).utf8) + [UInt8(ascii: ":")])
        digest.update(text.utf8)
    }

    /// The running program's size and modification time: a new FitToday may render other bytes from the same
    /// data, so its first build never stops early.
    static let programStamp: String = {
        guard let path = runningProgramPath() ?? Bundle.main.executablePath, let stamp = fileStamp(path) else { return "unknown" }
        return path + "|" + stamp
    }()

    /// Size, modification time and inode: what changes when a file is replaced or rewritten.
    static func fileStamp(_ path: String) -> String? { FitTodaySystem.fileStamp(path) }
}
