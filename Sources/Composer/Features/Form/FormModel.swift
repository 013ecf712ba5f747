import PushCore

/// Derives each tab's form from `FieldSchema` (never from a list of its own).
public enum FormModel {
  /// The field `id` among `items`, if it is there.
  public static func field(_ id: String, in items: [FormItem]) -> FormField? {
    for case .field(let field) in items where field.id == id { return field }
    return nil
  }

  /// The rows of `tab` for `draft`. Platform tabs depend only on the schema and the compose
  /// tab only on the draft's target kind, so both are derived once and reused: this runs
  /// several times per keystroke.
  public static func items(for tab: FormTab, draft: Draft) -> [FormItem] {
    items(for: tab, variant: Variant(draft))
  }

  /// The rows of `tab` for a draft of `variant` (kept in `Derived`, so a keystroke does not
  /// look through the draft again).
  public static func items(for tab: FormTab, variant: Variant) -> [FormItem] {
    switch tab {
    case .compose: composeTabs.first { $0.variant == variant }?.items ?? []
    case .android, .apns, .webpush: platformTabs.first { $0.tab == tab }?.items ?? []
    }
  }

  /// What the compose tab's rows depend on: the target kind, and whether the Target step
  /// offers the audience file (the draft names one, or its text has `{{placeholders}}`).
  public struct Variant: Sendable, Hashable, CaseIterable {
    var kind: TargetKind
    var audience: Bool

    init(kind: TargetKind, audience: Bool) {
      self.kind = kind
      self.audience = audience
    }

    public init(_ draft: Draft) {
      var scan: AudienceViews.DataScan = nil
      self.init(draft, dataScan: &scan)
    }

    /// The variant of `draft`, with the custom data's `{{` scan reused from `dataScan`.
    init(_ draft: Draft, dataScan: inout AudienceViews.DataScan) {
      self.init(
        kind: TargetKind.current(in: draft),
        audience: AudienceViews.showsField(draft, dataScan: &dataScan))
    }

    public static let allCases = TargetKind.allCases.flatMap {
      [Variant(kind: $0, audience: false), Variant(kind: $0, audience: true)]
    }
  }

  /// The ids of the fields on `tab` for `draft` (derived once, like the items).
  public static func fieldIDs(for tab: FormTab, variant: Variant) -> Set<String> {
    switch tab {
    case .compose: composeTabs.first { $0.variant == variant }?.ids ?? []
    case .android, .apns, .webpush: platformTabs.first { $0.tab == tab }?.ids ?? []
    }
  }

  private static func ids(_ items: [FormItem]) -> Set<String> {
    var ids = Set<String>()
    for case .field(let field) in items { ids.insert(field.id) }
    return ids
  }

  // A few entries each, searched in order: a keystroke asks about ten times, and an enum
  // compared is cheaper than one hashed (SipHash, in standard-library code).
  private static let platformTabs = [FormTab.android, .apns, .webpush].map { tab in
    let items = platformItems(tab, schema: .shared)
    return (tab: tab, items: items, ids: ids(items))
  }

  private static let composeTabs = Variant.allCases.map { variant in
    let items = composeItems(kind: variant.kind, audience: variant.audience, schema: .shared)
    return (variant: variant, items: items, ids: ids(items))
  }

  /// The focusable places of a tab, in Tab order.
  public static func focusables(of items: [FormItem], draft: Draft) -> [FocusID] {
    var out: [FocusID] = []
    for case .field(let field) in items {
      if field.editor == .map {
        for row in 0..<MapRows.count(of: field, in: draft) {
          out.append(.mapKey(field.id, row: row))
          out.append(.mapValue(field.id, row: row))
        }
        out.append(.mapNewRow(field.id))
      } else {
        out.append(.field(field.id))
      }
    }
    return out
  }

  /// Whether `focus` is one of `focusables(of: items, draft: draft)`, without listing them
  /// (a 100-pair map has 201): asked several times per frame.
  public static func isFocusable(_ focus: FocusID, in items: [FormItem], draft: Draft) -> Bool {
    for case .field(let field) in items where field.id == focus.fieldID {
      switch (focus, field.editor == .map) {
      case (.field, false), (.mapNewRow, true): return true
      case (.mapKey(_, let row), true), (.mapValue(_, let row), true):
        return row >= 0 && row < MapRows.count(of: field, in: draft)
      default: continue
      }
    }
    return false
  }

  /// The focused place among `items`: `chosen` while it is focusable there, else the first
  /// focusable (nil when nothing is).
  public static func currentFocus(_ chosen: FocusID?, in items: [FormItem], draft: Draft)
    -> FocusID?
  {
    if let chosen, isFocusable(chosen, in: items, draft: draft) { return chosen }
    return firstFocusable(in: items, draft: draft)
  }

  /// The first of `focusables(of: items, draft: draft)`, without listing them.
  public static func firstFocusable(in items: [FormItem], draft: Draft) -> FocusID? {
    for case .field(let field) in items {
      guard field.editor == .map else { return .field(field.id) }
      return MapRows.count(of: field, in: draft) > 0
        ? .mapKey(field.id, row: 0) : .mapNewRow(field.id)
    }
    return nil
  }

  static func composeItems(kind: TargetKind, audience: Bool = false, schema: FieldSchema)
    -> [FormItem]
  {
    var items: [FormItem] = [.section(ConsoleStep.notification.heading, depth: 0)]
    for field in schema.consoleFields(.notification) {
      items.append(.field(FormField(schema: field, depth: 1)))
    }
    items.append(
      .field(
        FormField(
          id: "draft.name", label: "Notification name",
          help: "Campaign name for you; never sent to devices.", editor: .line,
          binding: .draftName, depth: 1)))
    items.append(.section(ConsoleStep.target.heading, depth: 0))
    items.append(
      .field(
        FormField(
          id: "target.kind", label: "Send to",
          help: "Devices get one request per token; a topic or condition is one request.",
          editor: .choice(TargetKind.allCases.map(\.label)), binding: .targetKind, depth: 1)))
    if let key = kind.messageKey, let field = schema.field(at: "message." + key) {
      items.append(.field(FormField(schema: field, depth: 1)))
    } else {
      items.append(
        .field(
          FormField(
            id: "recipients", label: "Registration tokens",
            help: "One FCM registration token per line; each gets its own send.",
            editor: .multiline, binding: .recipients, depth: 1)))
    }
    if audience { items.append(AudienceViews.formItem) }
    items.append(.section(ConsoleStep.scheduling.heading, depth: 0))
    items += ScheduleMember.formItems(audience: audience)
    items.append(.section(ConsoleStep.additionalOptions.heading, depth: 0))
    let options = schema.consoleFields(.additionalOptions)
    let sounds = options.filter { $0.key == "sound" }
    var soundAdded = false
    for field in options {
      if field.key == "sound" {
        guard !soundAdded else { continue }
        soundAdded = true
        items.append(
          .field(
            FormField(
              id: "console.sound", label: "Sound",
              help: "Play the default sound on Android and Apple devices.", editor: .toggle,
              binding: .consoleSound(sounds), depth: 1)))
      } else {
        items.append(.field(FormField(schema: field, depth: 1)))
      }
    }
    items.append(
      .field(
        FormField(
          id: "console.expires", label: "Expires",
          help: "e.g. 3 days; up to 4 weeks (default). Sets Android TTL, web TTL, APNs expiry.",
          editor: .line, binding: .expiry, depth: 1)))
    items += commonExtras(schema: schema)
    return items
  }

  /// Common fields the console does not show (analytics label) and the draft's notes.
  static func commonExtras(schema: FieldSchema) -> [FormItem] {
    var items: [FormItem] = [.section("More", depth: 0)]
    let shown = Set(TargetKind.allCases.compactMap { $0.messageKey.map { "message." + $0 } })
    for field in schema.fields(for: .common)
    where field.console == nil && field.isLeaf && !shown.contains(field.path)
      && !field.rules.contains(where: isNotAllowed)
    {
      items.append(.field(FormField(schema: field, depth: 1)))
    }
    items.append(
      .field(
        FormField(
          id: "draft.notes", label: "Notes", help: "Notes for your team; never sent.",
          editor: .multiline, binding: .draftNotes, depth: 1)))
    return items
  }

  static func platformItems(_ tab: FormTab, schema: FieldSchema) -> [FormItem] {
    guard let platform = tab.platform else { return [] }
    var items: [FormItem] = []
    var groupsShown = Set<FieldGroup>()
    for field in schema.fields(for: platform) {
      let depth = max(0, field.depth)
      if let group = field.group {
        // A feature spread over several objects (Live Activity: the token and aps keys) gets
        // one section, where its first field would be.
        guard groupsShown.insert(group).inserted else { continue }
        items.append(.section(group.title, depth: 1))
        for member in schema.fields(for: platform) where member.group == group {
          items.append(.field(FormField(schema: member, depth: 2)))
        }
        continue
      }
      if field.kind == .object {
        items.append(.section(field.label, depth: depth))
      } else if field.path.contains("[]") {
        continue  // edited through the list's JSON editor
      } else if field.kind == .json, !schema.children(of: field.path).isEmpty {
        items.append(.section(field.label, depth: depth))
        items.append(
          .field(
            FormField(
              id: field.path + "#extra", label: "Custom keys",
              help: "Top-level keys beside aps, as a JSON object; delivered as app data.",
              editor: .json, binding: .extraMembers(field), depth: depth + 1)))
      } else {
        items.append(.field(FormField(schema: field, depth: depth)))
      }
    }
    return items
  }

  private static func isNotAllowed(_ rule: FieldRule) -> Bool {
    if case .notAllowed = rule { return true }
    return false
  }
}
