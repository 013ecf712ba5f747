enum GoExporter {
  static func export(_ context: ExportContext) -> ExportResult { ExportResult(text: "") }
}
