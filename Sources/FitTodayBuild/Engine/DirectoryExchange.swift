import FitTodaySystem


/// Swaps two paths in one atomic step with Linux's `renameat2(..., RENAME_EXCHANGE)`.
///
/// glibc declares `renameat2` only under `_GNU_SOURCE`, which Swift's Glibc module does not see, and the
/// variadic `syscall` cannot be called from Swift, so the function is looked up at run time.
public enum DirectoryExchange {
    private typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>?, Int32, UnsafePointer<CChar>?, UInt32) -> Int32

    private static let renameat2: RenameAt2? = {
        #if os(Linux)
        guard let symbol = dlsym(nil, "renameat2") else { return nil }
        return unsafeBitCast(symbol, to: RenameAt2.self)
        #else
        return nil
        #endif
    }()

    /// True when the two paths were exchanged; false when the system cannot do it atomically.
    public static func exchange(_ first: String, _ second: String) -> Bool {
        guard let renameat2 else { return false }
        let renameExchange: UInt32 = 1 << 1
        return renameat2(AT_FDCWD, first, AT_FDCWD, second, renameExchange) == 0
    }
}
