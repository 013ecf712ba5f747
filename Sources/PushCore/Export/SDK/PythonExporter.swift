/// A Python script that builds the message with `firebase_admin.messaging`'s typed classes and
/// sends it with `messaging.send`.
enum PythonExporter {
  static func export(_ context: ExportContext) -> ExportResult {
    let translated = SDKTranslator(dialect: .python).message(context.message)
    var writer = PythonWriter()
    let message = writer.object(translated, level: 0)
    var lines = context.summary(with: "the Firebase Admin Python SDK (pip install firebase-admin)")
      .map { "# " + CodeLines.comment($0) }
    lines.append(
      "# Credentials: Application Default Credentials, e.g. "
        + "GOOGLE_APPLICATION_CREDENTIALS=service-account.json")
    lines += context.notes.map { "# " + CodeLines.comment($0) }
    if writer.usesDatetime { lines += ["import datetime", ""] }
    lines += ["import firebase_admin", "from firebase_admin import messaging", ""]
    if let project = context.options.project {
      lines.append(
        "firebase_admin.initialize_app(options={\"projectId\": \(PythonWriter.string(project))})")
    } else {
      lines.append("# The project id comes from the credentials (or GOOGLE_CLOUD_PROJECT).")
      lines.append("firebase_admin.initialize_app()")
    }
    lines.append("")
    lines += CodeLines.attach("message = ", message, "")
    lines.append("")
    if context.validateOnly {
      lines.append("message_id = messaging.send(message, dry_run=True)")
      lines.append("print(\"Dry run accepted:\", message_id)")
    } else {
      lines.append("message_id = messaging.send(message)")
      lines.append("print(\"Sent:\", message_id)")
    }
    return ExportResult(
      text: lines.joined(separator: "\n") + "\n", notes: context.notes + writer.notes)
  }
}
