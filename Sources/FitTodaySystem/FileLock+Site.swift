import Foundation

extension FileLock {
    /// What a site folder's lock is called beside it: `public` is locked by `public.lock`.
    public static let siteLockSuffix = ".lock"

    /// The one path of the lock a build holds on a site folder while it writes it, and `deploy` while it uploads it,
    /// whatever way the folder was named (`public`, `./public/`).
    public static func siteLockPath(of folder: URL) -> String {
        folder.standardizedFileURL.path + siteLockSuffix
    }

    /// Whether `name`, among the entries `names` of one folder, is the lock of a site folder beside it.
    public static func isSiteLock(_ name: String, among names: [String]) -> Bool {
        name.hasSuffix(siteLockSuffix) && names.contains(String(name.dropLast(siteLockSuffix.count)))
    }
}
