/// The sheet's last field: the whole session's effort (RPE 1–10), written into the downloaded log as `rpe`.
struct SessionEffortField: Encodable, Sendable {
    var label: String
    var hint: String
}
