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
        case let .unknownName(name, suggestion, help):
            let option = name.hasPrefix("-")
            let what = option ? t("A opção \(name) não existe", "There is no option \(name)") : t("O comando \(name) não existe", "There is no command \(name)")
            let guess = suggestion.map { t("; você quis dizer `\($0)`?", "; did you mean `\($0)`?") } ?? "."
            return what + guess + t(" Veja \(help).", " See \(help).")
        case let .imageFolderMissing(folder):
            return t("A pasta de imagens \(folder)/ não existe. Confira --image-source ou [images] source e tente de novo.",
                     "The image folder \(folder)/ does not exist. Check --image-source or [images] source and try again.")
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
        case let .contentFolderMissing(folder, setting):
            return t("A pasta da biblioteca de exercícios \(folder)/ não existe. Crie a pasta ou corrija \(setting) no arquivo de configuração.",
                     "The exercise library folder \(folder)/ does not exist. Create the folder or fix \(setting) in the configuration file.")
        case let .importFile(reason):
            switch reason {
            case .unreadable:
                return t("Não consegui abrir o arquivo para importar. Confira o caminho e tente de novo.",
                         "The file to import could not be opened. Check the path and try again.")
            case .notFreeExerciseDB:
                return t("Esse arquivo não parece uma lista de exercícios no formato do free-exercise-db (uma lista JSON). Nada foi importado.",
                         "That file does not look like a free-exercise-db exercise list (a JSON array). Nothing was imported.")
            case let .nulByte(line):
                return t("O arquivo tem um byte nulo na linha \(line), então não parece texto de uma exportação. Exporte de novo do aplicativo; nada foi importado.",
                         "The file has a NUL byte on line \(line), so it does not look like the text of an export. Export it again from the app; nothing was imported.")
            case .unknownEncoding:
                return t("Não consegui descobrir a codificação do texto desse arquivo. Exporte de novo do aplicativo ou salve-o como \"CSV UTF-8\" na planilha; nada foi importado.",
                         "The text encoding of that file could not be told. Export it again from the app, or save it as \"CSV UTF-8\" from the spreadsheet; nothing was imported.")
            case .unknownWorkoutCSV:
                return t("Esse arquivo não parece uma exportação de treinos do Strong nem do Hevy: a primeira linha não tem as colunas esperadas. Nada foi importado.",
                         "That file does not look like a workout export from Strong or Hevy: its first line lacks the expected columns. Nothing was imported.")
            case let .otherApp(expected, found):
                return t("Esse arquivo parece uma exportação do \(found.displayName), não do \(expected.displayName). Use fittoday import \(found.rawValue) com ele; nada foi importado.",
                         "That file looks like a \(found.displayName) export, not a \(expected.displayName) one. Use fittoday import \(found.rawValue) with it; nothing was imported.")
            case .notFitTodayExport:
                return t("Esse arquivo não é uma exportação do FitToday (feita com fittoday export json). Nada foi importado.",
                         "That file is not a FitToday export (made with fittoday export json). Nothing was imported.")
            case let .exportTooNew(found, supported):
                return t("Essa exportação foi feita por uma versão mais nova do FitToday (formato \(found); esta lê até o \(supported)). Atualize o FitToday; nada foi importado.",
                         "That export was made by a newer FitToday (format \(found); this one reads up to \(supported)). Update FitToday; nothing was imported.")
            case .exportDamaged:
                return t("Essa exportação do FitToday está incompleta ou foi alterada, então nada foi importado. Exporte de novo com fittoday export json.",
                         "That FitToday export is incomplete or was changed, so nothing was imported. Export again with fittoday export json.")
            case .notWorkoutLog:
                return t("Esse arquivo não é um registro de treino baixado da página de hoje (botão \"Baixar registro\"). Nada foi importado.",
                         "That file is not a workout log downloaded from today's page (the \"Download log\" button). Nothing was imported.")
            case let .workoutLogTooNew(found, supported):
                return t("Esse registro foi feito por uma versão mais nova do FitToday (formato \(found); esta lê até o \(supported)). Atualize o FitToday; nada foi importado.",
                         "That log was made by a newer FitToday (format \(found); this one reads up to \(supported)). Update FitToday; nothing was imported.")
            case .workoutLogDamaged:
                return t("Esse registro de treino está incompleto ou foi alterado, então nada foi importado. Baixe-o de novo na página de hoje.",
                         "That workout log is incomplete or was changed, so nothing was imported. Download it again from today's page.")
            case .workoutLogEmpty:
                return t("Esse registro não tem nenhuma série marcada. Marque as séries feitas na página de hoje e baixe o registro de novo; nada foi importado.",
                         "That log has no set ticked. Tick the sets you did on today's page and download the log again; nothing was imported.")
            case let .workoutLogUnknownExercise(id):
                return t("O registro cita o exercício \"\(id)\", que não está nos seus dados. Use o mesmo banco de dados que gerou o site; nada foi importado.",
                         "The log names the exercise \"\(id)\", which is not in your data. Use the database the site was built from; nothing was imported.")
            case let .workoutLogSet(number, issue):
                var reason = issue.message(locale)
                if reason.hasSuffix(".") { reason.removeLast() }
                return t("A série \(number) do registro tem um problema: \(reason.prefix(1).lowercased() + reason.dropFirst()). Corrija na página de hoje e baixe de novo; nada foi importado.",
                         "Set \(number) of the log has a problem: \(reason.prefix(1).lowercased() + reason.dropFirst()). Fix it on today's page and download again; nothing was imported.")
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
        case let .outputRefused(path, reason):
            switch reason {
            case .emptyName:
                return t("A pasta do site está vazia na configuração. Informe uma pasta só para o site, por exemplo output = \"public\" ou --out public.",
                         "The site folder is empty in the configuration. Name a folder just for the site, for example output = \"public\" or --out public.")
            case .protectedFolder:
                return t("Não vou gerar o site em \(path): a geração substitui a pasta inteira. Use uma pasta só para o site, por exemplo --out public.",
                         "The site will not be built in \(path): a build replaces the whole folder. Use a folder just for the site, for example --out public.")
            case let .holdsData(item):
                return t("Não vou gerar o site em \(path): a pasta contém ou fica dentro de \(item), que seria apagado. Use uma pasta só para o site, por exemplo --out public.",
                         "The site will not be built in \(path): that folder holds or is inside \(item), which would be deleted. Use a folder just for the site, for example --out public.")
            case .notASite:
                return t("A pasta \(path) já tem arquivos que não são de um site do FitToday, então não mexi nela. Esvazie-a ou escolha outra pasta com --out.",
                         "The folder \(path) already holds files that are not a FitToday site, so it was left untouched. Empty it or choose another folder with --out.")
            case .mountPoint:
                return t("\(path) é um ponto de montagem, e a geração troca a pasta inteira, o que não dá para fazer com ele. Use uma subpasta, por exemplo --out \(path)/site.",
                         "\(path) is a mount point, and a build swaps the whole folder, which cannot be done to one. Use a folder inside it, for example --out \(path)/site.")
            case .notAFolder:
                return t("\(path) não é uma pasta, então não gerei o site ali. Escolha uma pasta com --out.",
                         "\(path) is not a folder, so the site was not built there. Choose a folder with --out.")
            }
        case let .notRegularFile(path):
            return t("\(path) não é um arquivo comum (é um atalho, uma pasta ou um dispositivo), então não gravei nada nele. Escolha outro nome.",
                     "\(path) is not a regular file (it is a link, a folder or a device), so nothing was written to it. Choose another name.")
        case let .invalidPort(port):
            return t("A porta \(port) não existe: escolha um número de 1 a 65535, por exemplo --port 8081.",
                     "There is no port \(port): pick a number from 1 to 65535, for example --port 8081.")
        case let .portUnavailable(port):
            return t("A porta \(port) já está em uso ou não está disponível. Escolha outra com --port 8081.",
                     "Port \(port) is already in use or not available. Pick another with --port 8081.")
        case let .importRow(file, line, reason):
            return t("O arquivo \(file) tem um problema na linha \(line): \(reason.message(locale)). Nada foi importado; corrija a linha ou use --skip-invalid para importar o resto.",
                     "The file \(file) has a problem on line \(line): \(reason.message(locale)). Nothing was imported; fix the line or use --skip-invalid to import the rest.")
        case .databaseNotEmpty:
            return t("Esses dados de treino já têm conteúdo, então não restaurei nada por cima. Restaure em um arquivo novo, por exemplo com --db restaurado.db.",
                     "This training data already has content, so nothing was restored over it. Restore into a new file, for example with --db restored.db.")
        case .fileExists:
            return t("Esse arquivo já existe, então não mexi nele. Escolha outro nome ou use --force para substituí-lo.",
                     "That file already exists, so it was left untouched. Choose another name or use --force to replace it.")
        case .backupOntoDatabase:
            return t("A cópia de segurança precisa ir para outro arquivo, não para o próprio arquivo dos seus dados. Escolha outro nome.",
                     "The backup must go to another file, not to the file of your data itself. Choose another name.")
        case .unexpected:
            return t("Algo deu errado e nada foi alterado. Rode de novo com --verbose para ver detalhes.",
                     "Something went wrong and nothing was changed. Run again with --verbose to see details.")
        }
    }
}
