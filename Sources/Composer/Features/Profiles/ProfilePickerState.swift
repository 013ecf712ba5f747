/// The profile picker: every configured profile, the selection, and the active one.
public struct ProfilePickerState: Sendable, Equatable {
  public var selected: Int

  public init(selected: Int) { self.selected = selected }
}
