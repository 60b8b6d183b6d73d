import Foundation

/// How an ``HTTPExchange`` ended.
public enum HTTPOutcome: Sendable, Equatable {
    /// The whole response: its final head (after redirects) and its body, empty when the head's check dropped it.
    case response(HTTPResponseHead, Data)
    /// The head's check stopped the exchange before the body.
    case stopped(HTTPResponseHead)
    /// The body passed ``HTTPRequest/maxBodyBytes``: nothing of it is kept.
    case tooLarge(HTTPResponseHead)
    case failed(HTTPFailure)
}
