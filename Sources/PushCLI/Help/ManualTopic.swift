/// A page of the user manual: one Markdown file of `Sources/PushCLI/Manual`, compiled into the
/// binary (`.embedInCode("Manual")` in Package.swift), shown by `fcm-compose help TOPIC` and
/// rendered into the man page.
public struct ManualTopic: Sendable, Equatable {
  /// The file's name without `.md`: what `help` takes.
  public let name: String
  /// The Markdown text.
  public let markdown: String

  /// The first heading, without its `#`.
  public var title: String {
    let first = markdown.split(separator: "\n").first { $0.hasPrefix("# ") } ?? ""
    return String(first.dropFirst(2)).replacingBackticks
  }

  /// Every topic, by name. SwiftPM generates one constant per file and no list of them, so
  /// this is the one list; `ManualTopicTests` checks it against the folder's files.
  public static let all: [ManualTopic] = [
    ManualTopic("composer", PackageResources.composer_md),
    ManualTopic("keys", PackageResources.keys_md),
    ManualTopic("drafts", PackageResources.drafts_md),
    ManualTopic("workspace", PackageResources.workspace_md),
    ManualTopic("validation", PackageResources.validation_md),
    ManualTopic("cli", PackageResources.cli_md),
    ManualTopic("sending", PackageResources.sending_md),
    ManualTopic("credentials", PackageResources.credentials_md),
    ManualTopic("campaigns", PackageResources.campaigns_md),
    ManualTopic("audiences", PackageResources.audiences_md),
    ManualTopic("topics", PackageResources.topics_md),
    ManualTopic("tokens", PackageResources.tokens_md),
    ManualTopic("reports", PackageResources.reports_md),
    ManualTopic("scheduling", PackageResources.scheduling_md),
    ManualTopic("themes", PackageResources.themes_md),
    ManualTopic("ci", PackageResources.ci_md),
  ]

  /// The topic called `name`, if there is one.
  public static func named(_ name: String) -> ManualTopic? { all.first { $0.name == name } }

  init(_ name: String, _ bytes: [UInt8]) {
    self.name = name
    markdown = String(decoding: bytes, as: UTF8.self)
  }
}

extension String {
  /// The text with Markdown's code backticks taken out.
  var replacingBackticks: String { filter { $0 != "`" } }
}
