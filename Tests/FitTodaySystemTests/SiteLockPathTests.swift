import FitTodaySystem
import Foundation
import Testing

/// The one path of a site folder's lock (issue 50: it was spelled in three files, and `deploy ./public/` named another
/// lock than the build's).
@Suite struct SiteLockPathTests {
    @Test func everyWayOfNamingAFolderGivesOneLock() throws {
        let base = URL(fileURLWithPath: "/srv/treino", isDirectory: true)
        let named = [
            URL(fileURLWithPath: "public", relativeTo: base),
            URL(fileURLWithPath: "./public/", relativeTo: base),
            URL(fileURLWithPath: "/srv/treino/public"),
            URL(fileURLWithPath: "/srv/treino/sub/../public/", isDirectory: true),
        ]
        #expect(Set(named.map(FileLock.siteLockPath(of:))) == ["/srv/treino/public.lock"])
    }

    @Test func aLockIsKnownOnlyBesideItsFolder() {
        #expect(FileLock.isSiteLock("public.lock", among: ["public", "public.lock"]))
        #expect(!FileLock.isSiteLock("public.lock", among: ["public.lock"]), "a file of that name with no folder is a file")
        #expect(!FileLock.isSiteLock("yarn.lock", among: ["public", "yarn.lock"]))
    }
}
