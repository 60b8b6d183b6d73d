import FitTodayTestSupport
import Foundation
import Testing

/// The tests' one way to start a program (issue 39): a child holds only its three standard descriptors, so no
/// other child can keep a test's pipe open, and every wait ends at a deadline that names what it waited for.
@Suite struct ChildProcessTests {
    /// A pipe opened the way Foundation's `Pipe` opens one (inheritable), closed when the test ends.
    struct InheritablePipe: ~Copyable {
        let read: Int32
        let write: Int32

        init() throws {
            var descriptors: [Int32] = [-1, -1]
            try #require(pipe(&descriptors) == 0)
            (read, write) = (descriptors[0], descriptors[1])
        }

        deinit {
            close(read)
            close(write)
        }
    }

    @Test func aChildHoldsOnlyItsThreeStandardDescriptors() throws {
        let unrelated = try InheritablePipe()
        // The shell lists its own descriptors through a child `ls` (which opens the folder itself).
        let listing = try ChildProcess.run("/bin/sh", ["-c", "ls /proc/$$/fd; [ -e /proc/$$/fd/\(unrelated.write) ] && echo inherited || echo absent"],
                                           deadline: 30)
        #expect(listing.termination == .exited(0), "\(listing.stderrText)")
        let lines = listing.stdoutText.split(separator: "\n").map(String.init)
        #expect(lines.last == "absent")
        #expect(Array(lines.dropLast()) == ["0", "1", "2"], "the shell held \(lines.dropLast())")
    }

    /// The hang of issue 39: a long-lived child started while another child's output is read to its end must not
    /// hold that output open, whether the test starts it this way or Foundation does.
    @Test(arguments: [false, true])
    func aLongLivedChildStartedMeanwhileDoesNotHoldAnotherChildsPipes(throughFoundation: Bool) throws {
        let first = try ChildProcess.launch("/bin/sh", ["-c", "sleep 0.3; echo finished"])
        var foundationChild: Process?
        var sleeper: ChildProcess?
        if throughFoundation {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sleep")
            process.arguments = ["30"]
            try process.run()
            foundationChild = process
        } else {
            sleeper = try ChildProcess.launch("/bin/sleep", ["30"])
        }
        defer {
            sleeper?.stop()
            // SIGKILL: a child of Foundation keeps the signal mask of the thread that started it, where SIGTERM may be blocked.
            if let foundationChild { kill(foundationChild.processIdentifier, SIGKILL); foundationChild.waitUntilExit() }
        }
        let started = Date()
        let result = try first.finish(within: 20, waitingFor: "the first child's output while a sleeper runs")
        #expect(result.stdoutText == "finished\n")
        #expect(Date().timeIntervalSince(started) < 15, "the first child's pipes stayed open after it exited")
        let sleeperRuns = throughFoundation ? foundationChild?.isRunning : sleeper?.isRunning
        #expect(sleeperRuns == true, "the sleeper ended early, so it proved nothing")
    }

    /// A helper that answers a line with a line (the deploy tests' boto3 inspector): each request sent is read back
    /// in order, and a send after the child ended fails with a sentence.
    @Test func linesSentAreAnsweredInTurn() throws {
        let child = try ChildProcess.launch("cat", [], input: .pipe)
        for request in ["first", "second request", String(repeating: "x", count: 10_000)] {
            try child.send(Data((request + "\n").utf8))
            #expect(try child.readLine(within: 30, waitingFor: "cat to echo") == request)
        }
        child.closeInput()
        #expect(try child.waitForExit(within: 30) == .exited(0))
        #expect(throws: ChildProcess.WriteFailure.self) { try child.send(Data("late\n".utf8)) }
    }

    @Test func aDeadlineKillsTheChildAndNamesWhatWasAwaited() throws {
        let started = Date()
        let caught = #expect(throws: ChildProcess.DeadlineExceeded.self) {
            try ChildProcess.run("/bin/sh", ["-c", "echo begun; exec sleep 30"], deadline: 0.5)
        }
        let error = try #require(caught, "no deadline fired")
        #expect(Date().timeIntervalSince(started) < 10)
        #expect(error.description.contains("/bin/sh -c echo begun; exec sleep 30"))
        #expect(error.description.contains("begun"))
    }

    @Test func aDeadlineOnALineNamesTheLineAndEndsTheChild() throws {
        let server = try ChildProcess.launch("/bin/sleep", ["30"], input: .pipe)
        let error = #expect(throws: ChildProcess.DeadlineExceeded.self) { try server.readLine(within: 0.3, waitingFor: "the PORT line") }
        #expect(error?.waitedFor.hasPrefix("the PORT line") == true)
        #expect(!server.isRunning)
    }

    /// A grandchild that keeps the output open past its parent's exit is ended with it: the child's process group.
    @Test func aDeadlineEndsTheChildsOwnChildrenToo() throws {
        let child = try ChildProcess.launch("/bin/sh", ["-c", "sleep 30 & echo $!"])
        let grandchild = try #require(child.readLine(within: 20, waitingFor: "the grandchild's pid").flatMap { pid_t($0) })
        #expect(throws: ChildProcess.DeadlineExceeded.self) { try child.finish(within: 0.5) }
        // Gone, or a zombie waiting for whoever adopted it to reap it.
        func ended() -> Bool {
            guard let stat = try? String(contentsOfFile: "/proc/\(grandchild)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return true }
            return stat[close...].dropFirst(2).first == "Z"
        }
        var gone = ended()
        for _ in 0..<500 where !gone {
            usleep(10_000)
            gone = ended()
        }
        #expect(gone, "sleep \(grandchild) outlived the deadline")
    }

    /// A child that leaves a process of its group running after it ends (as a wrapper script that does not `exec`
    /// leaves a browser): told, and the process killed; one that ends a moment later is waited for.
    @Test func whatAChildLeftRunningIsToldAndKilled() throws {
        let leaver = try ChildProcess.launch("/bin/sh", ["-c", "sleep 30 </dev/null >/dev/null 2>&1 & echo $!"])
        let left = try #require(leaver.finish(within: 20).stdoutText.split(separator: "\n").first.flatMap { pid_t($0) })
        #expect(kill(left, 0) == 0)
        #expect(!leaver.groupEnds(within: 0.3))
        var gone = false
        for _ in 0..<500 where !gone {
            gone = !ChildProcess.livingMembers(ofGroup: leaver.pid)
            if !gone { usleep(10_000) }
        }
        #expect(gone, "sleep \(left) outlived the check")
        // Run to its end with `groupEndsWithin`, the same child is an error that names it.
        #expect(throws: ChildProcess.LeftRunning.self) {
            try ChildProcess.run("/bin/sh", ["-c", "sleep 30 </dev/null >/dev/null 2>&1 &"], groupEndsWithin: 0.3)
        }
        let brief = try ChildProcess.launch("/bin/sh", ["-c", "sleep 0.3 </dev/null >/dev/null 2>&1 &"])
        _ = try brief.finish(within: 20)
        #expect(brief.groupEnds(within: 20))
        let plain = try ChildProcess.launch("/bin/sh", ["-c", "true"])
        _ = try plain.finish(within: 20)
        #expect(plain.groupEnds(within: 0))
    }

    @Test func inputAndOutputLargerThanAPipeFlowBothWays() throws {
        let bytes = Data((0..<1_500_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        let result = try ChildProcess.run("/bin/cat", [], input: .data(bytes), deadline: 60)
        #expect(result.termination == .exited(0))
        #expect(result.stdout == bytes)
    }

    @Test func exitStatusSignalDirectoryAndEnvironment() throws {
        #expect(try ChildProcess.run("/bin/sh", ["-c", "echo oops >&2; exit 3"]).termination == .exited(3))
        #expect(try ChildProcess.run("/bin/sh", ["-c", "echo oops >&2; exit 3"]).stderrText == "oops\n")
        let killed = try ChildProcess.run("/bin/sh", ["-c", "kill -9 $$"])
        #expect(killed.termination == .signaled(SIGKILL) && killed.exitCode == 128 + SIGKILL)
        let folder = FileManager.default.temporaryDirectory.resolvingSymlinksInPath()
        #expect(try ChildProcess.run("/bin/pwd", [], directory: folder).stdoutText == folder.path + "\n")
        let environment = try ChildProcess.run("/usr/bin/env", [], environment: ["ONLY": "this"])
        #expect(environment.stdoutText == "ONLY=this\n")
        let merged = try ChildProcess.run("sh", ["-c", "echo out; echo err >&2"], stderr: .standardOutput)
        #expect(merged.stdoutText == "out\nerr\n" && merged.stderr.isEmpty)
        // The test runner ignores SIGPIPE; a child starts with it at its default again.
        let pipe = try ChildProcess.run("/bin/sh", ["-c", "yes | head -1"], deadline: 30)
        #expect(pipe.stdoutText == "y\n" && pipe.stderr.isEmpty, "\(pipe.stderrText)")
    }

    /// Every test starts its programs through `ChildProcess`: Foundation's `Process` appears in no test file but this
    /// one (which starts one on purpose, as the hostile neighbour).
    @Test func noTestStartsAProgramThroughFoundation() throws {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        let this = URL(fileURLWithPath: #filePath).lastPathComponent
        let enumerator = try #require(FileManager.default.enumerator(atPath: tests.path))
        var offenders: [String] = []
        var read = 0
        while let file = enumerator.nextObject() as? String {
            guard file.hasSuffix(".swift"), !file.hasSuffix("/" + this) else { continue }
            let text = try String(contentsOf: tests.appendingPathComponent(file), encoding: .utf8)
            read += 1
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                // `Process()`, `Foundation.Process(` or `Process.run(`, not a name that merely ends in Process
                // (`ChildProcess`).
                for token in ["Process(", "Process.run("] {
                    var rest = line[...]
                    while let found = rest.range(of: token) {
                        let before = rest[..<found.lowerBound].last
                        if before.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? true {
                            offenders.append("\(file):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
                        }
                        rest = rest[found.upperBound...]
                    }
                }
            }
        }
        #expect(read > 100, "found only \(read) test files under \(tests.path)")
        #expect(offenders.isEmpty, "start children with ChildProcess (Tests/FitTodayTestSupport), not Foundation's Process: \(offenders)")
    }

    @Test func aProgramThatCannotStartIsAnError() {
        #expect(throws: ChildProcess.LaunchFailure.self) { try ChildProcess.run("/nonexistent/program", []) }
    }
}
