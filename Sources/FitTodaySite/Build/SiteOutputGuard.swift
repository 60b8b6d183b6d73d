import FitTodayBuild
import FitTodayDomain
import FitTodaySystem
import Foundation

/// Decides whether a folder may be the site's output before the build touches anything.
///
/// A build replaces the whole output folder, so it only builds into a folder that does not exist, is empty
/// (but for dotfiles at its top, which every build carries over), or holds a site a build made (its
/// ``SiteStaging/markerName`` file, or a manifest beside it from before the marker). The working folder, `/`,
/// the home folder, their parents and any folder that holds or lies inside a protected item (the database,
/// the configuration, the library, the templates) are refused, whatever they hold.
enum SiteOutputGuard {
    /// The folder to build into: `output` itself, or the target of `output` when it is a symbolic link
    /// (followed once; the target must pass the same rules).
    static func check(_ options: SiteBuildOptions) throws(FitTodayError) -> URL {
        let given = options.outputDirectory.path
        guard !given.isEmpty else {
            throw .outputRefused(path: "", reason: .emptyName)
        }
        var output = absolute(given)
        if FileKind.of(output) == .symbolicLink {
            guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: output) else {
                throw .outputRefused(path: given, reason: .notAFolder)
            }
            output = target.hasPrefix("/") ? target : URL(fileURLWithPath: output).deletingLastPathComponent().appendingPathComponent(target).path
            output = URL(fileURLWithPath: output).standardizedFileURL.path
            options.diagnostics("Output \(given) is a symbolic link to \(output); building there")
            guard FileKind.of(output) != .symbolicLink else { throw .outputRefused(path: given, reason: .notAFolder) }
        }
        let canonicalOutput = canonical(output)
        let display = options.outputDirectory.relativePath

        // The home folder as the environment names it too: Foundation's NSHomeDirectory() answers the account's home
        // for root, whatever HOME says.
        var protectedFolders = [canonical(FileManager.default.currentDirectoryPath), canonical(NSHomeDirectory()), "/"]
        if let home = ProcessInfo.processInfo.environment["HOME"], home.hasPrefix("/") { protectedFolders.append(canonical(home)) }
        for folder in protectedFolders where folder == canonicalOutput || isInside(folder, canonicalOutput) {
            options.diagnostics("Output \(canonicalOutput) is or holds \(folder)")
            throw .outputRefused(path: display, reason: .protectedFolder)
        }
        for item in options.protectedItems {
            let path = canonical(absolute(item.path))
            if path == canonicalOutput || isInside(path, canonicalOutput) || isInside(canonicalOutput, path) {
                options.diagnostics("Output \(canonicalOutput) holds or is inside \(item.name) (\(path))")
                throw .outputRefused(path: display, reason: .holdsData(item: item.name))
            }
        }

        switch FileKind.of(output) {
        case .absent:
            return URL(fileURLWithPath: output)
        case .directory:
            break
        default:
            throw .outputRefused(path: display, reason: .notAFolder)
        }
        var info = stat(), parentInfo = stat()
        let parent = URL(fileURLWithPath: output).deletingLastPathComponent().path
        if stat(output, &info) == 0, stat(parent, &parentInfo) == 0, info.st_dev != parentInfo.st_dev {
            options.diagnostics("Output \(output) is on device \(info.st_dev), its parent on \(parentInfo.st_dev)")
            throw .outputRefused(path: display, reason: .mountPoint)
        }
        guard isOurs(output) else { throw .outputRefused(path: display, reason: .notASite) }
        for folder in [output, parent] where access(folder, W_OK) != 0 {
            let code = errno
            options.diagnostics("Folder \(folder) is not writable: \(String(cString: strerror(code))) (errno \(code))")
            throw .siteWrite(path: display)
        }
        return URL(fileURLWithPath: output)
    }

    /// True when the folder is empty but for regular dotfiles, carries the marker, or has a build's state beside it.
    static func isOurs(_ folder: String) -> Bool {
        if FileKind.of(folder + "/" + SiteStaging.markerName) == .regular { return true }
        if SiteState.exists(for: URL(fileURLWithPath: folder)) { return true }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.allSatisfy { $0.hasPrefix(".") && FileKind.of(folder + "/" + $0) == .regular }
    }

    private static func absolute(_ path: String) -> String {
        let expanded = NSString(string: path).expandingTildeInPath
        let full = expanded.hasPrefix("/") ? expanded : FileManager.default.currentDirectoryPath + "/" + expanded
        return URL(fileURLWithPath: full).standardizedFileURL.path
    }

    /// The path with every symbolic link of its existing part resolved, so two spellings of one place compare equal.
    static func canonical(_ path: String) -> String {
        var existing = URL(fileURLWithPath: path).standardizedFileURL
        var rest: [String] = []
        while FileKind.of(existing.path, following: true) == .absent, existing.path != "/" {
            rest.insert(existing.lastPathComponent, at: 0)
            existing.deleteLastPathComponent()
        }
        var resolved = existing.path
        if let real = realpath(existing.path, nil) {
            resolved = String(cString: real)
            free(real)
        }
        for component in rest { resolved = resolved == "/" ? "/" + component : resolved + "/" + component }
        return resolved
    }

    /// True when `inner` lies strictly inside `outer`.
    static func isInside(_ inner: String, _ outer: String) -> Bool {
        outer == "/" ? inner != "/" : inner.hasPrefix(outer + "/")
    }
}
