/// Which of its two passes a page step runs: listing its pages for the ``PagePlanner`` (their models made only when
/// a decision needs a fingerprint), or rendering the pages the plan lists and handing their bytes to the publisher.
public enum PagePass: Sendable {
    case planning
    case rendering
}
