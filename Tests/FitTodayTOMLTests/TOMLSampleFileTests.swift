import Testing
@testable import FitTodayTOML

/// Whole files as FitToday users will write them.
@Suite struct TOMLSampleFileTests {
    @Test func fitTodayConfiguration() throws {
        let config = try TOML.parse("""
            # FitToday
            [site]
            title = "Meu treino"
            locale = "pt-BR"
            [database]
            path = "fittoday.sqlite"
            busy_timeout_ms = 5_000
            [images]
            source = "https://raw.githubusercontent.com/yuhonas/free-exercise-db/main/exercises/"
            memory_limit_mb = 50
            [ai]
            enabled = false
            api_key_env = "OPENAI_API_KEY"
            """)
        #expect(config.keys == ["site", "database", "images", "ai"])
        #expect(config["site"] == .table(["title": .string("Meu treino"), "locale": .string("pt-BR")]))
        #expect(config["database"]?["path"]?.string == "fittoday.sqlite")
        #expect(config["database"]?["busy_timeout_ms"]?.int == 5_000)
        #expect(config["images"]?["source"]?.string
            == "https://raw.githubusercontent.com/yuhonas/free-exercise-db/main/exercises/")
        #expect(config["images"]?["memory_limit_mb"]?.int == 50)
        #expect(config["images"]?["memory_limit_mb"]?.double == 50)
        #expect(config["ai"]?["enabled"]?.bool == false)
        #expect(config["ai"]?["api_key_env"]?.string == "OPENAI_API_KEY")
    }

    @Test func contentBlockFile() throws {
        let block = try TOML.parse("""
            title = "Treino A — Pernas"
            day = 2026-11-22
            notes = '''
            Descanse 90 s entre as séries.
            Beba água! 💧'''

            [[exercises]]
            id = "Barbell_Squat"
            name = "Agachamento livre"
            sets = 4
            reps = [10, 10, 8, 8]
            load_kg = 62.5

            [[exercises]]
            id = "Leg_Press"
            name = "Leg press 45°"
            sets = 3
            reps = [12, 12, 12]
            rest = { seconds = 60, active = false }

            [[exercises]]
            id = "Standing_Calf_Raises"
            name = "Panturrilha em pé"
            sets = 3
            reps = [15, 15, 15]
            """)
        #expect(block["title"]?.string == "Treino A — Pernas")
        #expect(block["day"]?.dateTime == "2026-11-22")
        #expect(block["notes"]?.string == "Descanse 90 s entre as séries.\nBeba água! 💧")
        let exercises = try #require(block["exercises"]?.array)
        #expect(exercises.map { $0["id"]?.string } == ["Barbell_Squat", "Leg_Press", "Standing_Calf_Raises"])
        #expect(exercises[0]["reps"] == .array([.integer(10), .integer(10), .integer(8), .integer(8)]))
        #expect(exercises[0]["load_kg"]?.double == 62.5)
        #expect(exercises[1]["name"]?.string == "Leg press 45°")
        #expect(exercises[1]["rest"] == .table(["seconds": .integer(60), "active": .boolean(false)]))
        #expect(exercises[2]["sets"]?.int == 3)
    }

    @Test func markdownWithFrontMatterAndExercises() throws {
        let text = """
            +++
            title = "Semana 1"
            [[exercises]]
            id = "Pushups"
            sets = 3
            +++
            Comece devagar.
            """
        let split = try #require(try TOMLFrontMatter.split(text))
        #expect(split.frontMatter["exercises"]?.array?.first?["id"]?.string == "Pushups")
        #expect(split.body == "Comece devagar.")
        #expect(split.bodyStartLine == 7)
    }

    @Test func aHundredLineFileParses() throws {
        var lines = ["# Plano gerado", "title = \"Plano de 12 semanas\""]
        for week in 1...14 {
            lines += [
                "[[exercises]]",
                "id = \"Exercise_\(week)\"",
                "name = \"Exercício número \(week) — série ação\"",
                "sets = \(week % 5 + 1)",
                "reps = [10, 10, 8]",
                "load = \(week).5",
                "",
            ]
        }
        let text = lines.joined(separator: "\n")
        #expect(lines.count >= 100)

        // Speed is measured by the benchmarks, not asserted here.
        let parsed = try TOML.parse(text)
        #expect(parsed["exercises"]?.array?.count == 14)
        #expect(parsed["exercises"]?.array?.last?["name"]?.string == "Exercício número 14 — série ação")
    }
}
