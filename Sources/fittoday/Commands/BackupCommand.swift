import ArgumentParser
import FitTodayData
import FitTodayDomain

/// `fittoday backup FILE`: a consistent copy of the database, safe while other programs write to it.
struct BackupCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "backup",
        abstract: HelpLanguage.text("Grava uma cópia de segurança dos seus dados, mesmo com outro programa usando o banco.", "Saves a backup copy of your data, even while another program uses the database."),
        discussion: HelpLanguage.text("""
        A cópia tem tudo o que estava gravado quando ela começou, e só aparece no destino quando está
        completa. Um arquivo que já existe só é substituído com --force. Para restaurar, use a cópia
        com --db ou copie-a de volta com o FitToday fechado.
        Exemplos:
          fittoday backup copia-2026-11-22.db
          fittoday backup /mnt/backup/fittoday.db --force
        """, """
        The copy holds everything that was saved when it started, and appears at its destination only when
        complete. An existing file is replaced only with --force. To restore, use the copy with --db or copy it
        back while FitToday is not running.
        Examples:
          fittoday backup copia-2026-11-22.db
          fittoday backup /mnt/backup/fittoday.db --force
        """)
    )

    @Argument(help: HelpLanguage.help("Arquivo da cópia.", "The copy's file."))
    var file: String

    @Flag(help: HelpLanguage.help("Substitui o arquivo se ele já existir.", "Replaces the file if it already exists."))
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
