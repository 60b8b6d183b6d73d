/// A benchmark that cannot run as set up, with the reason.
struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
