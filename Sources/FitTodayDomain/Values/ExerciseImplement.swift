/// What an exercise is done with, the thing that carries its load (issue 52): a library exercise's `implement`.
///
/// ``Equipment`` says where one trains (at home, in a gym); this says with what, so that an exercise's alternatives
/// can offer one done with something else when the rack or the cable station is taken. A cardio machine is a
/// `machine`; props with no load to choose (a pull-up bar, a bench, a jump rope, a foam roller) are `bodyweight`
/// (the rule in `content/README.md`).
public enum ExerciseImplement: String, SlugValue {
    case barbell
    case dumbbell
    case kettlebell
    case machine
    case cable
    case smithMachine = "smith-machine"
    case band
    case bodyweight

    public static let optionName = "implement"
}
