extension Draft {
  /// The audience file this draft is written for (`recipients.audience`): a path relative to
  /// the draft's folder, one recipient per row with the variables its placeholders use.
  public var audienceFile: String? {
    get { document["recipients"]?.objectValue?["audience"]?.stringValue }
    set { setValue(newValue.map { .string($0) }, at: "recipients.audience") }
  }
}
