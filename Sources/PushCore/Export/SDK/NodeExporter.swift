/// An ES module (`node send.mjs`) that builds the message as the Node.js SDK's plain `Message`
/// object and sends it with the modular API (`firebase-admin/app`, `firebase-admin/messaging`).
enum NodeExporter {
  static func export(_ context: ExportContext) -> ExportResult {
    let translated = SDKTranslator(dialect: .node).message(context.message)
    var writer = NodeWriter()
    let message = writer.object(translated, level: 0)
    var lines = context.summary(with: "the Firebase Admin Node.js SDK (npm install firebase-admin)")
      .map { "// " + CodeLines.comment($0) }
    lines.append(
      "// An ES module: save as send.mjs and run `node send.mjs`. Credentials: Application Default")
    lines.append("// Credentials, e.g. GOOGLE_APPLICATION_CREDENTIALS=service-account.json")
    lines += context.notes.map { "// " + CodeLines.comment($0) }
    lines += [
      "import { initializeApp, applicationDefault } from 'firebase-admin/app';",
      "import { getMessaging } from 'firebase-admin/messaging';",
      "",
    ]
    if let project = context.options.project {
      lines.append(
        "initializeApp({ credential: applicationDefault(), projectId: \(NodeWriter.string(project)) });"
      )
    } else {
      lines.append("// The project id comes from the credentials (or GOOGLE_CLOUD_PROJECT).")
      lines.append("initializeApp({ credential: applicationDefault() });")
    }
    lines.append("")
    lines += CodeLines.attach("const message = ", message, ";")
    lines.append("")
    if context.validateOnly {
      lines.append("// Dry run (validate_only): FCM checks the message but does not deliver it.")
      lines.append("const messageId = await getMessaging().send(message, true);")
      lines.append("console.log('Dry run accepted:', messageId);")
    } else {
      lines.append("const messageId = await getMessaging().send(message);")
      lines.append("console.log('Sent:', messageId);")
    }
    return ExportResult(
      text: lines.joined(separator: "\n") + "\n", notes: context.notes + writer.notes)
  }
}
