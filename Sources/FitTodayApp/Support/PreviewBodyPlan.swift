/// What the preview server does with the body of a request, as its handler decides from the head alone: most
/// requests have none it reads, and the one that has (a log posted to the inbox) is bounded before a byte is read.
enum PreviewBodyPlan: Equatable {
    /// Nothing is read; a request with a body anyway has its connection closed after the answer.
    case none
    /// Exactly this many bytes, then the answer.
    case read(bytes: Int)
    /// This answer, and the connection closed, after reading past up to `discarding` bytes of the body: a client
    /// still sending when the connection closes sees it reset and not the answer.
    case refuse(PreviewResponse, discarding: Int)
}
