import FitTodayDomain

/// English exercise names as Strong, Hevy, FitNotes, JEFIT and Fitbod write them, mapped to the names of the curated pt-BR library.
///
/// Only consulted when a name does not match the library by itself (names compare ignoring case, accents
/// and extra spaces). To add an alias, add a line: the key as the app writes it, the value exactly as the
/// exercise's `name` in `content/exercises`. A test checks that every value exists in the library.
public enum ExerciseAliases {
    public static let libraryNames: [String: String] = [
        // Chest
        "Bench Press (Barbell)": "Supino reto com barra",
        // What an English-speaking lifter types: the bench press is the barbell's.
        "Bench Press": "Supino reto com barra",
        "Bench Press (Dumbbell)": "Supino reto com halteres",
        "Incline Bench Press (Barbell)": "Supino inclinado com barra",
        "Incline Bench Press (Dumbbell)": "Supino inclinado com halteres",
        "Chest Fly (Dumbbell)": "Crucifixo reto com halteres",
        "Cable Crossover": "Crossover na polia",
        "Chest Dip": "Mergulho nas paralelas",
        "Push Up": "Flexão de braços",
        // Back
        "Deadlift (Barbell)": "Levantamento terra",
        "Pull Up": "Barra fixa",
        "Pull Up (Weighted)": "Barra fixa com peso",
        "Lat Pulldown (Cable)": "Puxada frontal",
        "Seated Row (Cable)": "Remada baixa na polia",
        "Seated Cable Row - V Grip (Cable)": "Remada baixa na polia",
        "Bent Over Row (Barbell)": "Remada curvada com barra",
        "Bent Over One Arm Row (Dumbbell)": "Remada unilateral com halter",
        "Dumbbell Row": "Remada unilateral com halter",
        "Face Pull (Cable)": "Face pull",
        "Shrug (Barbell)": "Encolhimento com barra",
        // Legs
        "Squat (Barbell)": "Agachamento livre com barra",
        "Front Squat (Barbell)": "Agachamento frontal com barra",
        "Goblet Squat (Kettlebell)": "Agachamento goblet",
        "Goblet Squat (Dumbbell)": "Agachamento goblet",
        "Romanian Deadlift (Dumbbell)": "Stiff com halteres",
        "Romanian Deadlift (Barbell)": "Levantamento terra romeno",
        "Leg Press": "Leg press 45°",
        "Leg Press (Machine)": "Leg press 45°",
        "Leg Extension (Machine)": "Cadeira extensora",
        "Lying Leg Curl (Machine)": "Mesa flexora",
        "Standing Calf Raise (Machine)": "Elevação de panturrilha em pé",
        "Hip Thrust (Barbell)": "Elevação pélvica com barra",
        "Bulgarian Split Squat": "Agachamento búlgaro",
        "Lunge (Dumbbell)": "Afundo",
        // Shoulders and arms
        "Overhead Press (Barbell)": "Desenvolvimento militar com barra",
        "Shoulder Press (Dumbbell)": "Desenvolvimento com halteres",
        "Lateral Raise (Dumbbell)": "Elevação lateral com halteres",
        "Bicep Curl (Barbell)": "Rosca direta com barra",
        "Bicep Curl (Dumbbell)": "Rosca direta com halteres",
        "Hammer Curl (Dumbbell)": "Rosca martelo",
        "Triceps Pushdown (Cable - Straight Bar)": "Tríceps pulley",
        "Triceps Pushdown": "Tríceps pulley",
        "Triceps Rope Pushdown": "Tríceps corda",
        "Skullcrusher (Barbell)": "Tríceps testa com barra W",
        // Core and cardio
        "Plank": "Prancha",
        "Side Plank": "Prancha lateral",
        "Crunch": "Abdominal supra",
        "Russian Twist": "Giro russo",
        "Running (Treadmill)": "Corrida na esteira",
        "Rowing (Machine)": "Remo ergômetro",
        "Cycling (Indoor)": "Bicicleta ergométrica",
        "Jump Rope": "Pular corda",
        // FitNotes' built-in exercises, where their names differ from the library's English ones.
        "Flat Barbell Bench Press": "Supino reto com barra",
        "Incline Barbell Bench Press": "Supino inclinado com barra",
        "Flat Dumbbell Bench Press": "Supino reto com halteres",
        "Incline Dumbbell Bench Press": "Supino inclinado com halteres",
        "Flat Dumbbell Fly": "Crucifixo reto com halteres",
        "Barbell Squat": "Agachamento livre com barra",
        "Barbell Row": "Remada curvada com barra",
        "Seated Dumbbell Press": "Desenvolvimento com halteres",
        "Lateral Dumbbell Raise": "Elevação lateral com halteres",
        "Front Dumbbell Raise": "Elevação frontal com halteres",
        "Dumbbell Curl": "Rosca direta com halteres",
        "Dumbbell Hammer Curl": "Rosca martelo",
        "Leg Extension Machine": "Cadeira extensora",
        "Lying Leg Curl Machine": "Mesa flexora",
        "Dips": "Mergulho nas paralelas",
        "Cable Crunch": "Abdominal na polia ajoelhado",
        // JEFIT writes the equipment first.
        "Barbell Bench Press": "Supino reto com barra",
        "Dumbbell Bench Press": "Supino reto com halteres",
        "Barbell Deadlift": "Levantamento terra",
        "Barbell Bent Over Row": "Remada curvada com barra",
        "Seated Cable Row": "Remada baixa na polia",
        "Barbell Curl": "Rosca direta com barra",
        // Fitbod names the equipment first, as the library's English names mostly do; these are the ones that differ.
        "Dumbbell Bicep Curl": "Rosca direta com halteres",
        "Dumbbell Fly": "Crucifixo reto com halteres",
        "Single Arm Dumbbell Row": "Remada unilateral com halter",
        "Bent Over Barbell Row": "Remada curvada com barra",
        "Barbell Romanian Deadlift": "Levantamento terra romeno",
        "Dumbbell Lunge": "Afundo",
    ]

    private static let byKey: [String: String] = Dictionary(
        libraryNames.map { (ExerciseNameKey.key(for: $0.key), $0.value) }, uniquingKeysWith: { first, _ in first }
    )

    /// The library name for `name`, compared ignoring case, accents and extra spaces; nil when there is no alias.
    public static func libraryName(for name: String) -> String? {
        byKey[ExerciseNameKey.key(for: name)]
    }
}
