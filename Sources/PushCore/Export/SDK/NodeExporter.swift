enum NodeExporter {
  static func export(_ context: ExportContext) -> ExportResult { ExportResult(text: "") }
}
