import FitTodaySystem
import Foundation

/// The team's images stored once (`OUT/images/`): every athlete's site keeps its pages and its own `images/`
/// folder byte for byte as a solo build writes them, but each image file there is a hard link to the one copy in the
/// team's folder. Images are named by their content, so two athletes' files of one name are the same bytes; a
/// hard link (rather than pages pointing outside the athlete's folder) keeps each athlete's site whole on its own,
/// offline app included. Shards running at once may both link a file: the second finds it there and links to it.
struct TeamImageStore {
    let shared: URL

    /// Links every image of `site`'s `images/` folder to the team's copy, making that copy when it is the first.
    /// Returns how many files now share the team's copy.
    @discardableResult
    func share(_ site: URL) -> Int {
        let folder = site.appendingPathComponent("images")
        var linked = 0
        for relative in FileTree.files(under: folder.path) {
            let path = folder.appendingPathComponent(relative).path
            let common = shared.appendingPathComponent(relative).path
            try? FileManager.default.createDirectory(atPath: (common as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            if FileKind.of(common) == .absent, link(path, common) == 0 {
                linked += 1
                continue
            }
            var mine = stat(), theirs = stat()
            guard stat(path, &mine) == 0, stat(common, &theirs) == 0 else { continue }
            if mine.st_ino == theirs.st_ino && mine.st_dev == theirs.st_dev {
                linked += 1
                continue
            }
            // The same name is the same content: the athlete's file becomes a link to the team's, in one rename.
            guard mine.st_size == theirs.st_size else { continue }
            let temporary = path + ".\(UUID().uuidString).link"
            if link(common, temporary) == 0 {
                if rename(temporary, path) == 0 { linked += 1 } else { unlink(temporary) }
            }
        }
        return linked
    }
}
