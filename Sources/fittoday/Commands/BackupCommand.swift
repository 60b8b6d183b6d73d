import ArgumentParser
import FitTodayData
import FitTodayDomain

/// `fittoday backup FILE`: a consistent copy of the database, safe while other programs write to it.
struct BackupCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "backup",
        abstract: "Grava uma cópia de segurança dos seus dados, mesmo com outro programa usando o banco.",
        discussion: """
        A cópia tem tudo o que estava gravado quando ela começou, e só aparece no destino quando está
        completa. Um arquivo que já existe só é substituído com --force. Para restaurar, use a cópia
        com --db ou copie-a de volta com o FitToday fechado.
        Exemplos:
          fittoday backup copia-2026-11-22.db
          fittoday backup /mnt/backup/fittoday.db --force
        """
    )

    @Argument(help: "Arquivo da cópia.")
    var file: String

    @Flag(help: "Substitui o arquivo se ele já existir.")
    var force = false

    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        let store = try context.openStore(readOnly: true)
        let size = try store.backup(to: file, replacing: force)
        context.console.say(context.locale.pick(
            "Cópia de segurança gravada em \(file) (\(ImportReport(locale: context.locale).size(size))).",
            "Backup written to \(file) (\(ImportReport(locale: .en).size(size)))."))
    }
}
