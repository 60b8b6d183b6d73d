import Foundation

/// How each image host has answered in this run: a host that keeps failing is marked down, so that a build of
/// hundreds of images against a broken source costs a handful of requests instead of minutes of retries.
///
/// Every image counts once, when it ends: images in a row that failed all their tries (with no image served between
/// them, whatever their kinds of failure) mark the host down at ``failuresToMarkDown``. A try that is retried says
/// nothing yet, so a flaky host that answers within the retries keeps giving images. Answers that say nothing about
/// the host's health (a 404, an image too large, a cancelled request, a `Retry-After` wait honoured) neither count
/// nor reset the streak.
/// Nothing is kept between runs: the next run asks the host again.
struct HostHealth {
    /// Images in a row that failed all their tries, after which a host is not asked again in this run.
    static let failuresToMarkDown = 5

    /// What one finished image (its last try) says about its host.
    enum Signal: Equatable {
        /// An image or a 304: the host works.
        case success
        /// A 5xx, an unhonoured 429, a timeout, a refused or cut connection, or a body that is not an image.
        case failure(ImageFailureReason)
        /// Says nothing about the host.
        case neutral
    }

    private var streaks: [String: Int] = [:]
    /// Hosts marked down, in the order they were.
    private(set) var down: [DownImageHost] = []
    /// When each paused host may be asked again (a `Retry-After` honoured for the whole host).
    private var resumeAt: [String: Date] = [:]
    /// Seconds of `Retry-After` pause each host has been granted in this run.
    private var pausedSeconds: [String: TimeInterval] = [:]

    /// What hosts are counted by: the host and, when the URL names one, the port.
    static func key(of url: URL) -> String {
        let host = url.host ?? ""
        return url.port.map { "\(host):\($0)" } ?? host
    }

    func isDown(_ host: String) -> Bool {
        down.contains { $0.host == host }
    }

    /// Counts one finished image; true when this one marked the host down.
    mutating func record(_ signal: Signal, host: String) -> Bool {
        switch signal {
        case .neutral:
            return false
        case .success:
            streaks[host] = 0
            return false
        case .failure(let reason):
            let streak = streaks[host, default: 0] + 1
            streaks[host] = streak
            guard streak >= Self.failuresToMarkDown, !isDown(host) else { return false }
            down.append(DownImageHost(host: host, lastFailure: reason))
            return true
        }
    }

    /// Grants a `Retry-After` wait of `seconds` to the whole host when it is within `cap` and the host's pauses in
    /// this run still add up to at most `cap`; the seconds to wait from `now`, or nil when it is not honoured (the
    /// 429 then counts as a failure). Requests that overlap share one pause: it is counted once.
    mutating func pause(_ host: String, seconds: TimeInterval, cap: TimeInterval, now: Date) -> TimeInterval? {
        guard seconds <= cap else { return nil }
        let current = max(resumeAt[host] ?? now, now)
        let wanted = now.addingTimeInterval(seconds)
        let extra = max(0, wanted.timeIntervalSince(current))
        let spent = pausedSeconds[host, default: 0]
        guard spent + extra <= cap else { return nil }
        pausedSeconds[host] = spent + extra
        resumeAt[host] = max(current, wanted)
        return max(current, wanted).timeIntervalSince(now)
    }

    /// Seconds left of the host's pause at `now`; zero when it is not paused.
    func pauseRemaining(_ host: String, now: Date) -> TimeInterval {
        max(0, resumeAt[host]?.timeIntervalSince(now) ?? 0)
    }
}
