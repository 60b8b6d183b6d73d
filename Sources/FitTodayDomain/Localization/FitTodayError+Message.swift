import Foundation

extension FitTodayError {
    /// A short, friendly sentence saying what went wrong and what to do next.
    public func message(_ locale: AppLocale) -> String {
        let t = locale.pick
        switch self {
        case let .invalidValue(option, value, allowed):
            return t("O valor \"\(value)\" não serve para \(option). Use um destes: \(allowed.joined(separator: ", ")).",
                     "\"\(value)\" is not a valid value for \(option). Use one of: \(allowed.joined(separator: ", ")).")
        case let .invalidNumber(option, value):
            return t("\(option) precisa de um número inteiro, e \"\(value)\" não é. Exemplo: \(option) 3.",
                     "\(option) needs a whole number, and \"\(value)\" is not one. Example: \(option) 3.")
        case let .invalidDate(option, value):
            return t("A data \"\(value)\" não existe ou não está no formato ano-mês-dia. Exemplo: \(option) 2026-11-22.",
                     "The date \"\(value)\" does not exist or is not written year-month-day. Example: \(option) 2026-11-22.")
        case let .missingOption(option):
            return t("Falta informar \(option). Veja exemplos com --help.",
                     "\(option) is missing. See examples with --help.")
        case let .unknownCommandLine(detail):
            return t("Não entendi o comando (\(detail)). Veja o que dá para fazer com fittoday --help.",
                     "That command was not understood (\(detail)). See what you can do with fittoday --help.")
        case let .invalid(issue):
            return issue.message(locale)
        case let .planNotFound(id):
            return t("Não encontrei o plano \(id). Veja seus planos com fittoday plan list.",
                     "There is no plan \(id). See your plans with fittoday plan list.")
        case let .sessionNotFound(id):
            return t("Não encontrei o treino \(id) no histórico. Veja o histórico com fittoday history.",
                     "There is no session \(id) in the history. See the history with fittoday history.")
        case let .exerciseNotFound(reference):
            return t("Não encontrei o exercício \"\(reference)\" na biblioteca. Confira o nome ou o código do exercício.",
                     "There is no exercise \"\(reference)\" in the library. Check its name or id.")
        case let .pageOutOfRange(page, pages):
            return t("A página \(page) não existe: o histórico tem \(pages) \(pages == 1 ? "página" : "páginas").",
                     "Page \(page) does not exist: the history has \(pages) \(pages == 1 ? "page" : "pages").")
        case .nothingToCompose:
            return t("Não encontrei exercícios para hoje com seu equipamento, nível e cuidados de saúde. Tente outro foco no check-in.",
                     "No exercises fit today with your equipment, level and health conditions. Try another focus in the check-in.")
        case .profileMissing:
            return t("Você ainda não tem um perfil. Crie um com fittoday init --goal hypertrophy --equipment full-gym.",
                     "You have no profile yet. Create one with fittoday init --goal hypertrophy --equipment full-gym.")
        case .databaseMissing:
            return t("Ainda não há dados de treino aqui. Rode fittoday init para começar, ou indique seu arquivo com --db.",
                     "There is no training data here yet. Run fittoday init to start, or point to your file with --db.")
        case .databaseBusy:
            return t("Outro programa está usando seus dados de treino agora. Espere um pouco e tente de novo.",
                     "Another program is using your training data right now. Wait a moment and try again.")
        case .databaseDamaged:
            return t("Seus dados de treino parecem danificados, então não mexi em nada. Restaure uma cópia de segurança ou peça ajuda.",
                     "Your training data looks damaged, so nothing was changed. Restore a backup or ask for help.")
        case .notFitTodayDatabase:
            return t("Esse arquivo não é um banco de dados do FitToday, então não mexi nele. Confira o caminho passado em --db.",
                     "That file is not a FitToday database, so it was left untouched. Check the path given to --db.")
        case .databaseTooNew:
            return t("Seus dados foram gravados por uma versão mais nova do FitToday. Atualize o FitToday para abri-los; nada foi alterado.",
                     "Your data was written by a newer FitToday. Update FitToday to open it; nothing was changed.")
        case .diskFull:
            return t("O disco está cheio, então nada foi gravado. Libere espaço e tente de novo.",
                     "The disk is full, so nothing was saved. Free some space and try again.")
        case .cannotWrite:
            return t("Não consegui gravar seus dados: a pasta ou o arquivo não aceita escrita. Confira as permissões e tente de novo.",
                     "Your data could not be saved: the folder or file cannot be written. Check its permissions and try again.")
        case let .configuration(line, reason):
            let place = line.map { t(" na linha \($0)", " on line \($0)") } ?? ""
            return t("O arquivo de configuração tem um problema\(place): \(reason). Corrija-o e tente de novo.",
                     "The configuration file has a problem\(place): \(reason). Fix it and try again.")
        case let .content(file, line, issue):
            let place = file + (line.map { ":\($0)" } ?? "")
            return t("A biblioteca de exercícios tem um problema em \(place): \(issue.message(locale)). Corrija o arquivo e tente de novo.",
                     "The exercise library has a problem in \(place): \(issue.message(locale)). Fix the file and try again.")
        case let .importFile(reason):
            switch reason {
            case .unreadable:
                return t("Não consegui abrir o arquivo para importar. Confira o caminho e tente de novo.",
                         "The file to import could not be opened. Check the path and try again.")
            case .notFreeExerciseDB:
                return t("Esse arquivo não parece uma lista de exercícios no formato do free-exercise-db (uma lista JSON). Nada foi importado.",
                         "That file does not look like a free-exercise-db exercise list (a JSON array). Nothing was imported.")
            }
        case let .buildInProgress(output):
            return t("Outra geração do site já está gravando em \(output). Espere ela terminar e tente de novo.",
                     "Another site build is already writing to \(output). Wait for it to finish and try again.")
        case let .template(file, line, reason):
            let place = file + (line.map { ":\($0)" } ?? "")
            return t("O modelo de página \(place) tem um problema: \(reason). Corrija o arquivo (ou apague-o para usar o padrão) e tente de novo.",
                     "The page template \(place) has a problem: \(reason). Fix the file (or delete it to use the default) and try again.")
        case let .siteWrite(path):
            return t("Não consegui gravar o site em \(path). Confira as permissões e o espaço em disco; o site anterior continua intacto.",
                     "The site could not be written to \(path). Check permissions and disk space; the previous site is still intact.")
        case let .portUnavailable(port):
            return t("A porta \(port) já está em uso ou não está disponível. Escolha outra com --port 8081.",
                     "Port \(port) is already in use or not available. Pick another with --port 8081.")
        case .unexpected:
            return t("Algo deu errado e nada foi alterado. Rode de novo com --verbose para ver detalhes.",
                     "Something went wrong and nothing was changed. Run again with --verbose to see details.")
        }
    }
}
