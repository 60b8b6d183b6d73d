/// The one rounding of a load to a step (a pair of the smallest plates, a dumbbell, a machine's pin): a program's
/// loads (``ProgramEngine``) and today's targets (``LoadPrescriber``) both go through it.
enum LoadRounding {
    /// `load` to the nearest multiple of `step`, a tie going up; as it is when `step` is not positive. The ratio is
    /// first taken to a thousandth, so that a load a floating-point hair under a tie (62.4999… for 62.5) counts as
    /// the tie.
    static func nearest(_ load: Double, step: Double) -> Double {
        guard step > 0 else { return load }
        let steps = (load / step * 1000).rounded() / 1000
        return max(steps.rounded(.toNearestOrAwayFromZero) * step, 0)
    }
}
