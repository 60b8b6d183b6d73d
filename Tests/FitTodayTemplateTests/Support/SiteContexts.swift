@testable import FitTodayTemplates

/// Page contexts shaped as FitToday's `SiteBuilder` builds them, covering every section of every template
/// both on and off, with text that needs escaping (`< > & " ' \ |`), accents and empty strings.
enum SiteContexts {
    /// One page to render: a template and its context.
    struct Case: Sendable, CustomStringConvertible {
        let template: String
        let label: String
        let context: TemplateObject
        var description: String { "\(template) [\(label)]" }
    }

    static let nasty = "Supino \"reto\" & <inclinado> 'pegada' \\ barra | halter — é ã ç"
    static let svg = "<svg class=\"placeholder\" role=\"img\" aria-label=\"Remada: sem imagem (Costas)\"><title>Remada &amp; cia</title></svg>"
    static let instructionsHTML = "<ol><li>Deite no banco &amp; segure a barra.</li><li>Desça até o peito.</li></ol>"
    static let instructions = "1. Deite no banco & segure a barra.\n2. Desça até o peito | suba.\n\n> Dica: <não> trave os cotovelos \\o/"

    /// Every page and variant, for both the HTML and the Markdown template where the page has both.
    static let all: [Case] = {
        var cases: [Case] = []
        func both(_ kind: String, _ label: String, _ context: TemplateObject) {
            cases.append(Case(template: kind + ".html", label: label, context: context))
            cases.append(Case(template: kind + ".md", label: label, context: context))
        }
        both("today", "plan, everything", page("today", nav: "navToday", title: "Treino A", today(plan: fullPlan())))
        both("today", "plan, nothing optional", page("today", nav: "navToday", title: "Treino B", today(plan: minimalPlan())))
        both("today", "plan, empty strings", page("today", nav: "navToday", title: "", today(plan: emptyStringPlan())))
        both("today", "plan, check-in without region", page("today", nav: "navToday", title: nasty, today(plan: checkInPlan())))
        both("today", "rest day", page("today", nav: "navToday", title: "Dia de descanso", ["restDay": ["dateLabel": "sábado, 14/06/2025"]]))
        both("today", "no plan", page("today", nav: "navToday", title: "Ainda não há treino", ["noPlan": ["dateLabel": "domingo, 15/06/2025"]]))
        both("today", "nothing at all", page("today", nav: nil, title: "", [:]))
        both("history", "first of 12, figures", page("history", nav: "navHistory", title: "Histórico", history(number: 1, pages: 12, figures: true)))
        both("history", "middle of 12", page("history", nav: "navHistory", title: "Histórico · Página 6", history(number: 6, pages: 12, figures: false)))
        both("history", "last of 12", page("history", nav: "navHistory", title: "Histórico · Página 12", history(number: 12, pages: 12, figures: false)))
        both("history", "second of 5, no gaps", page("history", nav: "navHistory", title: "Histórico · Página 2", history(number: 2, pages: 5, figures: false)))
        both("history", "single page", page("history", nav: "navHistory", title: "Histórico", history(number: 1, pages: 1, figures: true)))
        both("history", "no sessions", page("history", nav: "navHistory", title: "Histórico", emptyHistory()))
        both("history", "empty figures", page("history", nav: "navHistory", title: "Histórico", emptyFigures()))
        both("session", "sets, notes, plan", page("session", nav: "navHistory", title: "Treino A · 12/06/2025", session(sets: 21, notes: nasty, plan: true)))
        both("session", "no sets", page("session", nav: "navHistory", title: "Treino", session(sets: 0, notes: nil, plan: false)))
        both("session", "sets, no notes, no plan", page("session", nav: "navHistory", title: "Treino", session(sets: 3, notes: nil, plan: false)))
        both("session", "plan, empty notes", page("session", nav: "navHistory", title: "#7", session(sets: 1, notes: "", plan: true)))
        both("exercise", "images, group, instructions, log", page("exercise", nav: "navLibrary", title: nasty, fullExercise()))
        both("exercise", "placeholder, nothing else", page("exercise", nav: "navLibrary", title: "Prancha", bareExercise()))
        both("library", "groups", page("library", nav: "navLibrary", title: "Biblioteca", library()))
        both("library", "empty", page("library", nav: "navLibrary", title: "Biblioteca", ["count": 0, "groups": []]))
        both("library-group", "levels", page("library-group", nav: "navLibrary", title: "Peito", libraryGroup()))
        both("library-group", "no levels", page("library-group", nav: "navLibrary", title: "Sem grupo",
                                                ["name": "Sem grupo", "count": 0, "levels": [], "libraryHref": "../index.html"]))
        both("plans", "plans", page("plans", nav: "navPlans", title: "Planos", plans()))
        both("plans", "none", page("plans", nav: "navPlans", title: "Planos", ["hasPlans": false, "plans": []]))
        both("plan", "everything", page("plan", nav: "navPlans", title: "Plano & <força>", plan(full: true)))
        both("plan", "nothing optional", page("plan", nav: "navPlans", title: "Plano vazio", plan(full: false)))
        both("credits", "images, licence, remote source", page("credits", nav: nil, title: "Créditos", credits(full: true)))
        both("credits", "no images, nothing recorded", page("credits", nav: nil, title: "Créditos", credits(full: false)))
        both("week", "training, rest and mobility days", page("week", nav: "navToday", title: "Sua semana", week()))
        both("team", "attention, failure, answers, everyone else", team(attention: true))
        both("team", "nobody needs attention", team(attention: false))
        both("team-sheet", "three athletes", ["title": .string(nasty), "dateLabel": "domingo, 22/11/2026", "words": .object(teamWords),
                                              "athletes": [["id": "ana", "html": "<section>Ana & <b>co</b></section>", "markdown": "## Ana *1*"],
                                                           ["id": "bia", "html": "", "markdown": ""]]])
        both("team-athlete-sheet", "program and composed rows, changes", teamAthleteSheet(full: true))
        both("team-athlete-sheet", "rest day, not built", teamAthleteSheet(full: false))
        both("layout", "alone", page("layout", nav: "navPlans", title: nasty, [:]))
        both("exercise-card", "full card", TemplateObject(card(1, name: nasty, full: true).fields.merging(["t": .object(words)]) { $1 }))
        both("exercise-card", "bare card", TemplateObject(card(2, name: "Prancha", full: false).fields.merging(["t": .object(words)]) { $1 }))
        both("program", "followed, deload, progression", page("program", nav: "navPlans", title: nasty, program(following: true)))
        both("program", "not followed", page("program", nav: "navPlans", title: "5×5", program(following: false)))
        cases.append(Case(template: "today-program-set.html", label: "amrap with plates", context: programSet(full: true)))
        cases.append(Case(template: "today-program-set.html", label: "bodyweight", context: programSet(full: false)))
        cases.append(Case(template: "today-program-exercise.html", label: "superset, stage, warm-ups", context: TemplateObject(
            todayExercise(1, name: nasty, full: true).fields.merging(["t": .object(words), "program": .object(programSheet(full: true))]) { $1 })))
        cases.append(Case(template: "today-program-exercise.html", label: "no warm-ups", context: TemplateObject(
            todayExercise(2, name: "Flexão", full: false).fields.merging(["t": .object(words), "program": .object(programSheet(full: false))]) { $1 })))
        both("today-exercise", "load, warm-ups, last time", TemplateObject(todayExercise(1, name: nasty, full: true).fields.merging(["t": .object(words)]) { $1 }))
        both("today-exercise", "hint only", TemplateObject(todayExercise(2, name: "Prancha", full: false).fields.merging(["t": .object(words)]) { $1 }))
        cases.append(Case(template: "today-set.html", label: "with kg", context: ["t": .object(words), "number": 2, "key": "k-2", "kind": "working",
                                                                                  "reps": 8, "kg": "62,5", "kgValue": "62.5"]))
        cases.append(Case(template: "today-set.html", label: "bodyweight", context: ["t": .object(words), "number": 1, "key": "k-1", "kind": "warmup", "reps": 15]))
        both("print", "a program's block", page("print", nav: nil, title: "Bloco", printBlock(full: true)))
        both("print", "no sessions", page("print", nav: nil, title: "Bloco", printBlock(full: false)))
        cases.append(Case(template: "today-alternatives.html", label: "alternatives with loads", context: todayAlternatives(full: true)))
        cases.append(Case(template: "today-alternatives.html", label: "none fits", context: todayAlternatives(full: false)))
        cases.append(Case(template: "picture.html", label: "printed thumbnail", context: [
            "src": "../images/0a1b2c3d4e5f6a7b.48x48.webp", "srcset": "../images/0a1b2c3d4e5f6a7b.48x48.webp 1x, ../images/0a1b2c3d4e5f6a7b.96x96.webp 2x",
            "alt": .string(nasty), "width": 48, "height": 48, "lazy": true, "print": "../images/0a1b2c3d4e5f6a7b.96x96.webp", "thumbnail": true, "printed": true,
        ]))
        cases.append(Case(template: "picture.html", label: "eager card", context: [
            "src": "../images/0a1b2c3d4e5f6a7b.jpg", "alt": "Supino", "width": 160, "height": 160, "lazy": false,
            "print": "../images/0a1b2c3d4e5f6a7b.320x320.webp", "thumbnail": false, "printed": false,
        ]))
        cases.append(Case(template: "picture.html", label: "printed page picture", context: [
            "src": "../../images/a.425x283.webp", "srcset": "../../images/a.425x283.webp 1x, ../../images/a.850x567.webp 2x", "alt": "Supino (1)",
            "width": 425, "height": 283, "lazy": true, "print": "../../images/a.850x567.webp", "thumbnail": false, "printed": true,
        ]))
        cases.append(Case(template: "picture.md", label: "card rendition", context: ["alt": .string(nasty), "twin": "../../images/0a1b2c3d4e5f6a7b.160x160.webp"]))
        cases.append(Case(template: "pager.html", label: "gaps", context: ["t": .object(words), "pager": pager(current: 7, pages: 20)]))
        cases.append(Case(template: "pager.html", label: "no pager", context: ["t": .object(words)]))
        return cases
    }()

    // MARK: Layout

    /// What the site's `SiteLayer` and `PageLayer` add to every model.
    static func page(_ kind: String, nav: String?, title: String, _ model: TemplateObject) -> TemplateObject {
        var context = model
        context["root"] = "../../"
        context["markdownHref"] = "index.md"
        context["lang"] = "pt-BR"
        context["t"] = .object(words)
        context["siteTitle"] = "Meus treinos & \"progresso\""
        context["pageTitle"] = .string(title)
        context["kind"] = .string(kind)
        context["stylesheet"] = "assets/style.3f2a9c1b7d0e.css"
        context["script"] = "assets/today.9a8b7c6d5e4f.js"
        context["outboxScript"] = "assets/outbox.5e4f3a2b1c0d.js"
        context["searchScript"] = "assets/library-search.0f1e2d3c4b5a.js"
        if let nav { context[nav] = true }
        return context
    }

    /// The site's `SiteWord.table(.ptBR)`, with a few words made awkward on purpose.
    static let words: TemplateObject = [
        "skip": "Pular para o conteúdo", "navLabel": "Navegação principal", "today": "Hoje", "history": "Histórico",
        "library": "Biblioteca", "plans": "Planos", "minutes": "min", "duration": "Duração", "intensity": "Intensidade",
        "source": "Origem", "sets": "Séries", "reps": "Repetições", "rest": "Descanso", "seconds": "s", "set": "Série",
        "tickHint": "Marque cada série ao terminar.", "checkIn": "Check-in", "focus": "Foco", "soreness": "Dor muscular",
        "soreRegion": "Região dolorida", "noCheckIn": "Sem check-in para hoje: este é o plano ativo.",
        "localNote": "Treino gerado localmente", "restDayTitle": "Dia de descanso",
        "restDayText": "Hoje é dia de descanso. Aproveite para recuperar: durma bem, hidrate-se e caminhe um pouco.",
        "noPlanTitle": "Ainda não há treino para hoje",
        "noPlanText": "Faça o check-in do dia (fittoday checkin) ou ative um plano (fittoday plan activate) e gere o site de novo.",
        "instructions": "Como fazer", "notes": "Observações", "startRest": "Iniciar descanso", "restRunning": "Descansando",
        "finishWorkout": "Terminar treino", "newWorkout": "Novo treino", "newWorkoutConfirm": "Começar um treino novo? O que você marcou sai da folha & não será enviado.",
        "outboxSentAt": "Registro enviado às", "outboxStaysHere": "O registro fica neste celular: veja “Logs come home: the inbox” <README>.", "date": "Data", "plan": "Plano", "status": "Situação", "volume": "Volume", "kg": "kg",
        "noSessions": "Nenhum treino registrado ainda. Registre um com fittoday log.", "pager": "Páginas do histórico",
        "previous": "Anterior", "next": "Próxima", "page": "Página", "of": "de", "summary": "Resumo",
        "thisWeek": "Treinos nesta semana (meta do perfil)", "thisMonth": "Treinos neste mês",
        "weeksInARow": "Semanas seguidas cumprindo a meta", "setsChart": "Séries por grupo muscular por semana",
        "volumeTable": "Volume em kg por grupo muscular (repetições × kg)", "loggedSets": "Séries registradas",
        "exercise": "Exercício", "weight": "Carga", "rpe": "RPE", "noSets": "Nenhuma série registrada neste treino.",
        "backToHistory": "Voltar ao histórico", "muscleGroup": "Grupo muscular", "equipment": "Equipamento", "level": "Nível",
        "exercisesCount": "exercícios", "otherGroup": "Sem grupo", "loggedIn": "Onde foi registrado",
        "lastWeight": "Última carga", "neverLogged": "Ainda não registrado em nenhum treino.",
        "sessionsTotal": "treinos no total; os mais recentes:", "images": "Imagens",
        "noPlans": "Nenhum plano ainda. Crie um com fittoday plan new.", "active": "Ativo <já>", "createdAt": "Criado em",
        "forDate": "Para o dia", "exercises": "Exercícios", "noExercises": "Este plano ainda não tem exercícios.",
        "bodyweight": "peso do corpo", "footer": "Gerado pelo FitToday a partir dos seus dados, no seu computador | \"local\" & 'privado'.",
        "imagePlaceholder": "Sem imagem", "description": "Descrição", "credits": "Créditos <&>",
        "creditsIntro": "De onde vêm os exercícios e as imagens deste site, e sob que licença.", "dataSources": "Fontes dos dados",
        "curatedLibrary": "Biblioteca curada do FitToday", "freeExerciseDB": "free-exercise-db: domínio público, sob a licença Unlicense",
        "imageSource": "Origem das imagens ([images] source)", "licence": "Licença",
        "licenceNotRecorded": "não registrada: informe-a em [images] license", "originalFile": "Arquivo original",
        "noImagesCopied": "Nenhuma imagem foi copiada para este site.",
        "lastTime": "Última vez", "target": "Meta de hoje", "warmup": "Aquecimento", "workingSets": "Séries",
        "sheetHint": "Marque cada série e anote repetições × kg feitos.", "repsDone": "Repetições feitas", "kgDone": "Kg usados",
        "downloadLog": "Baixar registro", "logHint": "Depois do treino, baixe o registro & importe com fittoday import log <ARQUIVO>.",
        "restOver": "Descanso \"acabou\"", "restSound": "Som no fim do descanso",
        "progress": "Progresso", "progressChart": "Melhor 1RM estimado por treino", "progressChartMonthly": "Melhor 1RM estimado por mês", "estimate": "1RM estimado",
        "records": "Recordes pessoais", "record": "Recorde", "value": "Marca", "heaviestFor": "Maior carga com",
        "repOne": "repetição", "repMany": "repetições", "bestEstimate": "Melhor 1RM estimado (Epley)",
        "bestSessionVolume": "Maior volume em um treino (repetições × kg)", "recordMark": "🏆 recorde",
        "recordNote": "1RM estimado pela fórmula de Epley (carga × (1 + repetições ÷ 30)) | <sem> aquecimento.",
    ]

    // MARK: Today and plans

    /// The site's `ExerciseCard`.
    static func card(_ position: Int, name: String, full: Bool, sets: Int = 3) -> TemplateObject {
        var card: TemplateObject = [
            "position": .int(position), "name": .string(name), "sets": .int(sets), "reps": 12, "restSeconds": 90,
            "href": "../library/exercises/supino-reto.html",
            "boxes": .list((1...max(sets, 1)).map { ["number": .int($0), "key": "2025-06-14-3-\(position)-\($0)"] }),
        ]
        if full {
            card["notes"] = "Cadência 3-1-1 & <pausa> no peito | \"controle\""
            card["group"] = "Peito"
            card["instructions"] = .string(instructions)
            card["instructionsHTML"] = .string(instructionsHTML)
            card["image"] = ["src": "../images/0a1b2c3d4e5f6a7b.jpg", "alt": .string(name), "twin": "../images/0a1b2c3d4e5f6a7b.160x160.webp"]
        } else {
            card["placeholder"] = .string(svg)
        }
        return card
    }

    /// The site's `TodayExercise.SheetRow`.
    static func sheetRow(_ number: Int, kind: String, reps: Int, kg: String?) -> TemplateValue {
        var row: TemplateObject = ["number": .int(number), "key": "2025-06-14-3-1-\(kind == "warmup" ? "w" : "")\(number)",
                                   "kind": .string(kind), "reps": .int(reps)]
        if let kg {
            row["kg"] = .string(kg)
            row["kgValue"] = .string(kg.replacingOccurrences(of: ",", with: "."))
        }
        return .object(row)
    }

    /// The site's `TodayExercise`: a card with its load, last time and sheet rows (`full`: warm-ups and a target).
    static func todayExercise(_ position: Int, name: String, full: Bool, sets: Int = 3) -> TemplateObject {
        var item: TemplateObject = [
            "card": .object(card(position, name: name, full: full, sets: sets)), "exerciseID": "supino-reto-\(position)",
            "hasWarmup": .bool(full),
            "warmup": full ? .list([sheetRow(1, kind: "warmup", reps: 10, kg: "20"), sheetRow(2, kind: "warmup", reps: 5, kg: "37,5")]) : [],
            "workingSets": .list((1...max(sets, 1)).map { sheetRow($0, kind: "working", reps: 12, kg: full ? "62,5" : nil) }),
        ]
        if full {
            item["target"] = "62,5"
            item["reason"] = "+2,5 kg: 4 × 8 completas em 19/11 & <ok>"
            item["last"] = ["date": "19/11/2026", "summary": "8 × 60 kg, 8 × 60 kg | \"bom\""]
        } else {
            item["hint"] = "Escolha uma carga que deixe pelo menos 2 repetições sobrando."
        }
        return item
    }

    /// An exercise's alternatives on today's sheet (today-alternatives.html, issue 52).
    static func todayAlternatives(full: Bool) -> TemplateObject {
        guard full else { return ["t": .object(words), "alternativesNote": .string("Nenhuma da biblioteca serve & <nenhuma>")] }
        return [
            "t": .object(words), "unit": "kg", "hasAlternatives": true,
            "alternatives": [
                ["exerciseID": "leg-press-45", "name": .string(nasty), "href": "exercises/leg-press-45/index.html", "work": "8–12", "reps": 8,
                 "target": "120", "kgValue": "120", "reason": "estimativa: 1,2 × o agachamento de hoje & <ok>"],
                ["exerciseID": "agachamento-goblet", "name": "Agachamento goblet", "href": "exercises/agachamento-goblet/index.html", "work": "30 s",
                 "reps": 1, "reason": "peso do corpo"],
            ],
        ]
    }

    /// A block on paper (print.html and .md, issue 52).
    static func printBlock(full: Bool) -> TemplateObject {
        var block: TemplateObject = ["heading": "Bloco de treino", "programName": .string(nasty), "lifterLabel": "Atleta", "lifter": "Ana & <Bia>",
                                     "builtOn": "Feito em 22/11/2026", "paperSize": "A4"]
        guard full else {
            block["empty"] = "Nenhuma sessão"
            return block
        }
        block["hasStarts"] = true
        block["startsLabel"] = "Números de partida"
        block["starts"] = [["lift": "Agachamento", "value": "TM de 100 kg"], ["lift": .string(nasty), "value": "60 kg"]]
        block["notes"] = ["As cargas supõem que cada sessão dá certo.", "Outra nota & <b>"]
        let row: TemplateObject = ["label": "1", "reps": "5", "load": "75 kg", "plates": "25 + 2,5"]
        block["sessions"] = [
            ["heading": "Sessão 1", "dateLabel": "segunda, 23/11", "place": "Ciclo 1, semana 1, dia 1", "setLabel": "Série", "repsLabel": "Reps",
             "loadLabel": "Carga", "platesLabel": "Anilhas", "doneRepsLabel": "Reps feitas", "doneLoadLabel": "Kg feitos",
             "effortLabel": "Esforço", "dateDoneLabel": "Data",
             "exercises": [["name": .string(nasty), "tags": "T1", "rows": [.object(row), ["label": "A", "reps": "5", "load": "40 kg", "warmup": true]],
                            "rest": "Descanso 180 s", "rule": "se falhar, repita a carga", "note": "nota & <x>"]]],
            ["heading": "Sessão 2", "dateLabel": "quarta, 25/11", "place": "dia 2", "breakBefore": true, "exercises": []],
        ]
        return block
    }

    /// One set of a program day's sheet (today-program-set.html).
    static func programSet(full: Bool, number: Int = 1) -> TemplateObject {
        var set: TemplateObject = ["t": .object(words), "number": .int(number), "key": .string("p-\(number)"), "kind": "working",
                                   "reps": 5, "style": full ? "amrap" : "working", "target": full ? "5+" : "8–12"]
        if full {
            set["kg"] = "85"
            set["kgValue"] = "85"
            set["tag"] = "máximo de repetições & <mais>"
            set["effort"] = "RPE 9"
            set["plates"] = "25 + 5 + 2,5"
        }
        return set
    }

    /// The `program` part of a program day's exercise (today-program-exercise.html).
    static func programSheet(full: Bool) -> TemplateObject {
        var sheet: TemplateObject = ["restSeconds": 180, "hasWarmup": .bool(full),
                                     "work": .list([.object(programSet(full: true, number: 1)), .object(programSet(full: false, number: 2))])]
        if full {
            sheet["superset"] = "A1"
            sheet["stage"] = "5x3+"
            sheet["warmup"] = .list([.object(programSet(full: false, number: 1))])
        }
        return sheet
    }

    /// A program's page (program.html and .md).
    static func program(following: Bool) -> TemplateObject {
        let row: TemplateObject = ["exercise": .string(nasty), "href": "../../exercises/x/index.html", "mdHref": "../../exercises/x/index.md",
                                   "lift": "T1 agachamento", "stage": "5x3+", "superset": "A1", "warmup": "5 × 40 kg",
                                   "sets": "4 × 3 × 100 kg, 3+ × 100 kg", "backoff": "5 × 10 × 50 kg"]
        let day: TemplateObject = ["day": "A1 & <B>", "first": true, "next": .bool(following), "done": false, "rows": .list([.object(row)])]
        let week: TemplateObject = ["number": 1, "deload": .bool(following), "days": .list([.object(day), .object(["day": "B1", "first": true, "rows": []])])]
        var model: TemplateObject = [
            "name": .string(nasty), "description": "Quatro dias & <três> níveis", "audience": "Iniciantes \"fortes\"",
            "daysPerWeek": 3, "equipment": "Academia completa", "source": "Cody Lefever (2016) | GZCL", "programStylesheet": "../../assets/program.css",
            "weeks": .list([.object(week)]), "root": "../../",
        ]
        if following {
            model["active"] = true
            model["following"] = ["cycle": 2, "week": 1, "day": "B2", "daysDone": 7, "since": "01/11/2026", "href": "#dia-b2"]
            model["hasProgression"] = true
            model["cycles"] = .list([1, 2].map { .int($0) })
            model["lifts"] = .list([.object(["lift": "T1 agachamento", "measure": "kg", "values": .list([.string("100"), .string("105")]),
                                              "stage": "6x2+", "reason": "6×2+: o 5×3+ falhou em 19/11 (13 de 15)"])])
        }
        return model
    }

    static func fullPlan() -> TemplateObject {
        [
            "title": "Treino A — Peito & Tríceps", "dateLabel": "sábado, 14/06/2025", "source": "Gerado <IA>",
            "dayKey": "2025-06-14-3", "duration": 55, "intensity": "Moderada", "fallback": "sem conexão com o modelo",
            "description": "Foco em \"empurrar\": supino, desenvolvimento & tríceps.\nSegunda linha com \\ e |.",
            "checkIn": ["focus": "Força", "soreness": 3, "soreRegion": "Ombros & costas"],
            "isoDate": "2025-06-14", "planID": 3,
            "exercises": [.object(todayExercise(1, name: "Supino reto", full: true)), .object(todayExercise(2, name: "Crucifixo", full: false, sets: 4)),
                          .object(todayExercise(3, name: nasty, full: true, sets: 0))],
        ]
    }

    static func minimalPlan() -> TemplateObject {
        ["title": "Treino B", "dateLabel": "sábado, 14/06/2025", "source": "Plano ativo", "dayKey": "2025-06-14-0", "isoDate": "2025-06-14",
         "exercises": []]
    }

    static func emptyStringPlan() -> TemplateObject {
        [
            "title": "", "dateLabel": "", "source": "", "dayKey": "", "isoDate": "", "duration": 0, "intensity": "", "fallback": "", "description": "",
            "checkIn": ["focus": "", "soreness": 0, "soreRegion": ""],
            "exercises": [["card": ["position": 1, "name": "", "sets": 1, "reps": 0, "restSeconds": 0, "href": "", "boxes": [["number": 1, "key": ""]],
                                    "notes": "", "group": "", "instructions": "", "instructionsHTML": "", "image": ["src": "", "alt": ""]],
                           "exerciseID": "", "target": "", "reason": "", "hint": "", "last": ["date": "", "summary": ""], "hasWarmup": false,
                           "warmup": [], "workingSets": [["number": 1, "key": "", "kind": "", "reps": 0, "kg": "", "kgValue": ""]]]],
        ]
    }

    static func checkInPlan() -> TemplateObject {
        var plan = minimalPlan()
        plan["checkIn"] = ["focus": "Hipertrofia", "soreness": 7]
        plan["exercises"] = [.object(todayExercise(1, name: "Agachamento livre", full: false, sets: 5))]
        return plan
    }

    static func today(plan: TemplateObject) -> TemplateObject {
        ["plan": .object(plan)]
    }

    static func plans() -> TemplateObject {
        [
            "hasPlans": true,
            "plans": [
                ["title": "Plano A & B", "active": true, "createdAt": "01/06/2025", "source": "Manual", "exerciseCount": 6,
                 "href": "1.html", "mdHref": "1.md"],
                ["title": .string(nasty), "active": false, "createdAt": "02/06/2025", "source": "Gerado <IA>", "exerciseCount": 0,
                 "href": "2.html", "mdHref": "2.md"],
            ],
        ]
    }

    static func plan(full: Bool) -> TemplateObject {
        guard full else {
            return ["title": "Plano vazio", "active": false, "createdAt": "03/06/2025", "source": "Manual", "hasExercises": false, "exercises": []]
        }
        return [
            "title": "Plano & <força>", "active": true, "createdAt": "01/06/2025", "source": "Gerado", "hasExercises": true,
            "forDate": "14/06/2025", "duration": 45, "intensity": "Alta", "fallback": "modelo indisponível", "description": .string(nasty),
            "exercises": [.object(card(1, name: "Remada curvada", full: true)), .object(card(2, name: "Barra fixa", full: false))],
        ]
    }

    // MARK: History and sessions

    /// Shaped like the site's `Pager`: first, last and two either side of the current page, with gaps between.
    /// Written out here because the engine's tests depend on nothing of the site.
    static func pager(current: Int, pages: Int) -> TemplateValue {
        func entry(_ number: Int) -> TemplateValue {
            ["number": .int(number), "current": .bool(number == current), "href": "\(number).html", "mdHref": "\(number).md"]
        }
        var shown = Set([1, pages]).union(max(1, current - 2)...min(pages, current + 2))
        if pages <= 9 { shown = Set(1...pages) }
        var entries: [TemplateValue] = []
        var previous = 0
        for number in shown.sorted() {
            if number > previous + 1 { entries.append(["gap": true]) }
            entries.append(entry(number))
            previous = number
        }
        var model: TemplateObject = ["pages": .list(entries)]
        if current > 1 { model["previous"] = entry(current - 1) }
        if current < pages { model["next"] = entry(current + 1) }
        return .object(model)
    }

    static func history(number: Int, pages: Int, figures: Bool) -> TemplateObject {
        var model: TemplateObject = [
            "page": .int(number), "pages": .int(pages), "total": "\(pages * 20 - 7) treinos", "hasSessions": true,
            "sessions": .list((0..<20).map { index in
                var row: TemplateObject = [
                    "date": "1\(index % 10)/06/2025 18:3\(index % 10)", "planTitle": index == 3 ? .string(nasty) : "Treino \(index)",
                    "status": index % 4 == 0 ? "Parcial" : "Concluído", "statusSlug": index % 4 == 0 ? "partial" : "completed",
                    "volume": "12.\(100 + index)", "href": "../sessions/\(index).html", "mdHref": "../sessions/\(index).md",
                ]
                if index % 3 != 0 { row["duration"] = .int(40 + index) }
                return .object(row)
            }),
        ]
        if pages > 1 { model["pager"] = pager(current: number, pages: pages) }
        if figures {
            model["figures"] = [
                "thisWeek": "3 de 4", "thisMonth": 11, "weeksInARow": 0,
                "chartSVG": "<svg class=\"sets-chart\" role=\"img\" aria-label=\"Séries\"><title>Séries &amp; grupos</title></svg>",
                "weekLabels": TemplateValue(["21/04", "28/04", "05/05", "12/05", "19/05", "26/05", "02/06", "09/06"]),
                "setRows": [
                    ["group": "Peito", "values": TemplateValue(["12", "0", "9", "11", "0", "0", "20", "10"])],
                    ["group": "Pernas <&>", "values": TemplateValue(["0", "0", "0", "10", "0", "0", "0", "5"])],
                ],
                "hasVolume": true,
                "volumeRows": [
                    ["group": "Peito", "values": TemplateValue(["1.200", "0", "950", "1.100", "0", "0", "2.000", "1.050"])],
                    ["group": "Sem grupo <custom>", "values": TemplateValue(["0", "0", "0", "10", "0", "0", "0", "5"])],
                ],
            ]
        }
        return model
    }

    static func emptyHistory() -> TemplateObject {
        ["page": 1, "pages": 1, "total": "0 treinos", "hasSessions": false, "sessions": []]
    }

    static func emptyFigures() -> TemplateObject {
        var model = emptyHistory()
        model["figures"] = [
            "thisWeek": "0 de 3", "thisMonth": 0, "weeksInARow": 0, "chartSVG": "", "weekLabels": [], "setRows": [],
            "hasVolume": false, "volumeRows": [],
        ]
        return model
    }

    /// The site's `SessionPageModel`.
    static func session(sets: Int, notes: String?, plan: Bool) -> TemplateObject {
        let names = ["Supino reto", "Crucifixo & voador", "Tríceps \"francês\"", "Elevação <lateral>", "Rosca | martelo", "Agachamento \\ livre", "Remada"]
        var model: TemplateObject = [
            "title": plan ? "Treino A" : "Treino", "date": "12/06/2025 18:42", "status": "Concluído", "volume": "8.450",
            "hasSets": .bool(sets > 0), "historyHref": "../history/index.html",
            "exercises": .list(stride(from: 0, to: sets, by: 3).map { start in
                [
                    "name": .string(names[(start / 3) % names.count]), "href": "../library/exercises/e\(start).html",
                    "sets": .list((start..<min(start + 3, sets)).map { index in
                        var row: TemplateObject = [
                            "number": .int(index % 3 + 1), "reps": .int(8 + index % 5),
                            "weight": index % 7 == 6 ? "peso do corpo" : "\(40 + index * 2),5 kg", "rpe": index % 2 == 0 ? "8,5" : "—",
                        ]
                        if index % 4 == 1 { row["record"] = "🏆 recorde" }
                        return .object(row)
                    }),
                ]
            }),
        ]
        if plan {
            model["duration"] = 62
            model["intensity"] = "Alta"
            model["planTitle"] = "Treino A"
            model["planHref"] = "../plans/3.html"
            model["planMdHref"] = "../plans/3.md"
        }
        if let notes { model["notes"] = .string(notes) }
        return model
    }

    // MARK: Library

    static func row(_ name: String, level: String = "Iniciante", thumb: Bool = false) -> TemplateValue {
        var row: TemplateObject = ["name": .string(name), "equipment": "Barra & anilhas", "level": .string(level), "href": "exercises/x.html",
                                   "mdHref": "exercises/x.md"]
        if thumb {
            row["thumb"] = ["src": "../images/0a1b2c3d4e5f6a7b.jpg", "alt": "", "srcset": "../images/0a1b2c3d4e5f6a7b.jpg 1x", "width": 48, "height": 48,
                            "lazy": true, "print": "../images/0a1b2c3d4e5f6a7b.96x96.webp", "thumbnail": true, "printed": true]
        }
        return .object(row)
    }

    /// The site's `CreditsPageModel`.
    static func credits(full: Bool) -> TemplateObject {
        guard full else { return ["curatedCount": 150, "images": [], "hasImages": false] }
        return [
            "curatedCount": 150, "importedCount": 873, "source": "https://example.com/imagens \"<b>\"/", "licence": "CC BY 4.0 & <outros>",
            "hasImages": true,
            "images": [
                ["exercise": .string(nasty), "href": "../exercises/x/index.html", "src": "../images/0a1b2c3d4e5f6a7b.jpg",
                 "original": "Barbell_Bench_Press_-_Medium_Grip/0.jpg", "originalHref": "https://example.com/imagens/Barbell_Bench_Press_-_Medium_Grip/0.jpg"],
                ["exercise": "Prancha", "href": "../exercises/y/index.html", "src": "../images/1a1b2c3d4e5f6a7b.png", "original": "a|b*c_[d]/1.jpg"],
            ],
        ]
    }

    /// The site's `WeekPageModel`.
    static func week() -> TemplateObject {
        [
            "heading": "Sua semana", "split": "Divisão: superiores e inferiores, 4× por semana.", "back": "Voltar ao treino de hoje",
            "todayHref": "../index.html", "todayMdHref": "../index.md",
            "days": [
                ["dateLabel": "segunda-feira, 23/11/2026", "focus": "Membros superiores", "lifts": .string(nasty + ", Remada")],
                ["dateLabel": "terça-feira, 24/11/2026", "focus": "descanso"],
                ["dateLabel": "quarta-feira, 25/11/2026", "focus": "Mobilidade"],
            ],
        ]
    }

    static func library() -> TemplateObject {
        [
            "count": 5, "libraryIndex": "assets/library-index.5a4b3c2d1e0f.js",
            "groups": [
                ["name": "Peito", "slug": "chest", "count": 3, "href": "groups/chest.html",
                 "exercises": [row("Supino reto", thumb: true), row(nasty, level: "Avançado"), row("Crucifixo")]],
                ["name": "Sem grupo", "slug": "other", "count": 2, "href": "groups/other.html",
                 "exercises": [row("Caminhada"), row("Alongamento | geral")]],
                ["name": "Vazio", "slug": "empty", "count": 0, "href": "groups/empty.html", "exercises": []],
            ],
        ]
    }

    static func libraryGroup() -> TemplateObject {
        [
            "name": "Peito & <ombros>", "count": 3, "libraryHref": "../index.html", "libraryIndex": "assets/library-index.5a4b3c2d1e0f.js",
            "levels": [
                ["name": "Iniciante", "slug": "beginner", "exercises": [row("Supino reto", thumb: true), row("Crucifixo")]],
                ["name": "Avançado", "slug": "expert", "exercises": [row(nasty, level: "Avançado")]],
            ],
        ]
    }

    static func fullExercise() -> TemplateObject {
        [
            "name": .string(nasty), "equipment": "Barra", "level": "Intermediário", "group": "Peito", "groupHref": "../groups/chest.html",
            "images": [["src": "../../images/a.jpg", "alt": "Supino (1)"], ["src": "../../images/b.jpg", "alt": "Supino \"2\" (2)"]],
            "instructions": .string(instructions), "instructionsHTML": .string(instructionsHTML),
            "log": [
                "sessionCount": 14,
                "entries": [
                    ["date": "12/06/2025 18:42", "sets": "10×40, 8×42,5, 6×45", "lastWeight": "45 kg", "href": "../../sessions/9.html", "mdHref": "../../sessions/9.md"],
                    ["date": "05/06/2025 07:10", "sets": "12, 12 | 10", "lastWeight": "peso do corpo", "href": "../../sessions/8.html", "mdHref": "../../sessions/8.md"],
                ],
            ],
            "progress": [
                "chartSVG": "<svg class=\"progress-chart\" role=\"img\" width=\"100%\"><title>1RM &amp; cia</title><desc>2 treinos</desc></svg>",
                "title": "Melhor 1RM estimado por treino & <mês>", "hasPoints": true,
                "points": [
                    ["date": "05/06/2025", "estimate": "76 kg", "href": "../../sessions/8.html", "mdHref": "../../sessions/8.md"],
                    ["date": "12/06/2025", "estimate": "82,5 kg", "href": "../../sessions/9.html", "mdHref": "../../sessions/9.md"],
                ],
                "records": [
                    ["label": "Maior carga com 1 repetição", "value": "75 kg", "date": "12/06/2025", "href": "../../sessions/9.html", "mdHref": "../../sessions/9.md"],
                    ["label": "Maior volume | <sessão>", "value": "1.960 kg", "date": "05/06/2025", "href": "../../sessions/8.html", "mdHref": "../../sessions/8.md"],
                ],
            ],
        ]
    }

    static func bareExercise() -> TemplateObject {
        ["name": "Prancha", "equipment": "Nenhum", "level": "Iniciante", "images": [], "placeholder": .string(svg),
         "progress": ["title": "Melhor 1RM", "hasPoints": false, "points": [], "records": [
             ["label": "Maior volume em um treino", "value": "300 kg", "date": "01/06/2025", "href": "../../sessions/1.html", "mdHref": "../../sessions/1.md"],
         ]]]
    }

    static let teamWords: TemplateObject = TemplateObject(Dictionary(uniqueKeysWithValues: [
        "lang", "coachPage", "teamSheet", "needsAttention", "everyoneElse", "nobodyNeedsAttention", "athlete", "program", "lastSession",
        "sessions7", "sessions30", "compliance7", "compliance30", "compliance90", "readiness", "flags", "notBuilt", "never", "noReading",
        "complianceDefinition", "privacy", "restDay", "noPlan", "warmup", "workingSets", "perSide", "changes", "sheetLink", "answers",
    ].map { ($0, TemplateValue.string("«\($0)» & <\($0)>")) }))

    static func teamRow(_ id: String, flags: [String], failure: String?) -> TemplateValue {
        var row: [String: TemplateValue] = [
            "id": .string(id), "name": .string(nasty), "href": .string("athletes/\(id)/index.html"), "program": "GZCLP — ciclo 1, semana 2, A1",
            "lastSession": "20/11/2026", "sessions7": 3, "sessions30": 11, "compliance7": "100% (3/3)", "compliance30": "85% (11/13)",
            "compliance90": "—", "readiness": "prontidão baixa", "flags": .list(flags.map { .string($0) }), "hasFlags": .bool(!flags.isEmpty),
        ]
        if let failure { row["failure"] = .string(failure) }
        if flags.isEmpty { row["answers"] = "fatigue 2, mood 3" }
        return .object(TemplateObject(row))
    }

    static func team(attention: Bool) -> TemplateObject {
        TemplateObject([
            "title": .string(nasty), "dateLabel": "domingo, 22/11/2026", "words": .object(teamWords), "hasAttention": .bool(attention),
            "attention": attention ? [teamRow("ana", flags: ["Sem treino há 9 dias", nasty], failure: nil), teamRow("bia", flags: [], failure: "banco danificado")] : [],
            "others": [teamRow("caio", flags: [], failure: nil)],
        ])
    }

    static func teamAthleteSheet(full: Bool) -> TemplateObject {
        var fields: [String: TemplateValue] = ["id": "ana", "name": .string(nasty), "unit": "kg", "words": .object(teamWords),
                                               "restDay": .bool(!full), "noPlan": false, "hasChanges": .bool(full)]
        if full {
            fields["planTitle"] = "GZCLP · A1"
            fields["changes"] = ["Agachamento: carga mantida (prontidão baixa)"]
            let row: (Int, String, String?, String?, String?) -> TemplateValue = { number, target, kg, tag, plates in
                var set: [String: TemplateValue] = ["number": .int(number), "target": .string(target)]
                if let kg { set["kg"] = .string(kg) }
                if let tag { set["tag"] = .string(tag) }
                if let plates { set["plates"] = .string(plates) }
                return .object(TemplateObject(set))
            }
            fields["exercises"] = [
                .object(TemplateObject(["card": ["position": 1, "name": "Agachamento"],
                                        "program": ["stage": "5x3+", "hasWarmup": true, "warmup": .list([row(1, "5", "40", nil, "10")]),
                                                    "work": .list([row(1, "3", "90", nil, "25 + 10"), row(2, "3+", "90", "máximo", "25 + 10")])]])),
                .object(TemplateObject(["card": ["position": 2, "name": "Prancha"], "hasWarmup": true,
                                        "warmup": .list([row(1, "10", "20", nil, nil)]), "workingSets": .list([row(1, "30 s", nil, nil, nil)])])),
            ]
        } else {
            fields["failure"] = .string(nasty)
            fields["exercises"] = []
            fields["changes"] = []
        }
        return TemplateObject(fields)
    }

}
