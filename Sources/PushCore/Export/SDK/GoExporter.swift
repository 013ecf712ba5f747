/// A Go program (`package main`) that builds the message with the `messaging` package's
/// structs and sends it with `client.Send`.
enum GoExporter {
  static func export(_ context: ExportContext) -> ExportResult {
    let translated = SDKTranslator(dialect: .go).message(context.message)
    var writer = GoWriter()
    let message = writer.object(translated, level: 1)
    var lines = context.summary(
      with: "the Firebase Admin Go SDK (go get firebase.google.com/go/v4)"
    ).map { "// " + CodeLines.comment($0) }
    lines.append(
      "// Credentials: Application Default Credentials, e.g. "
        + "GOOGLE_APPLICATION_CREDENTIALS=service-account.json")
    lines += context.notes.map { "// " + CodeLines.comment($0) }
    lines += ["package main", "", "import (", "\t\"context\"", "\t\"log\""]
    if writer.usesTime { lines.append("\t\"time\"") }
    lines += [
      "", "\tfirebase \"firebase.google.com/go/v4\"", "\t\"firebase.google.com/go/v4/messaging\"",
      ")", "", "func main() {", "\tctx := context.Background()",
    ]
    if let project = context.options.project {
      lines.append(
        "\tapp, err := firebase.NewApp(ctx, &firebase.Config{ProjectID: "
          + GoLiteral.string(project) + "})")
    } else {
      lines.append("\t// The project id comes from the credentials (or GOOGLE_CLOUD_PROJECT).")
      lines.append("\tapp, err := firebase.NewApp(ctx, nil)")
    }
    lines += [
      "\tif err != nil {", "\t\tlog.Fatalf(\"initializing the app: %v\", err)", "\t}",
      "\tclient, err := app.Messaging(ctx)", "\tif err != nil {",
      "\t\tlog.Fatalf(\"getting the messaging client: %v\", err)", "\t}", "",
    ]
    lines += writer.declarations.map { "\t" + $0 }
    lines += CodeLines.attach("\tmessage := ", message, "")
    lines.append("")
    if context.validateOnly {
      lines.append("\t// Dry run (validate_only): FCM checks the message but does not deliver it.")
      lines.append("\tid, err := client.SendDryRun(ctx, message)")
    } else {
      lines.append("\tid, err := client.Send(ctx, message)")
    }
    lines += [
      "\tif err != nil {", "\t\tlog.Fatalf(\"sending: %v\", err)", "\t}",
      context.validateOnly
        ? "\tlog.Printf(\"Dry run accepted: %s\", id)" : "\tlog.Printf(\"Sent: %s\", id)",
      "}",
    ]
    return ExportResult(
      text: lines.joined(separator: "\n") + "\n", notes: context.notes + writer.notes)
  }
}
