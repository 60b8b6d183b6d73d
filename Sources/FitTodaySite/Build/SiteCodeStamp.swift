/// What identifies the code that renders (the running program's path, size and modification time), for callers
/// that key their own caches on it as a build keys its pages (the team build's summaries).
public enum SiteCodeStamp {
    public static var current: String { SiteInputs.programStamp }
}
