enum BuiltinThemes {
  static let all: [(name: String, text: String)] = []
}
