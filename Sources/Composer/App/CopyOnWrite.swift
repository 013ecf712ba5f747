/// A value kept in one shared heap box and copied only when written while shared, as the
/// standard library's collections keep their elements. A copy of a struct holding it retains
/// one object, not each of the value's parts, and two copies compare equal by identity before
/// their values are compared.
struct CopyOnWrite<Value: Equatable & Sendable>: Equatable, Sendable {
  /// Mutated only through `value`'s `_modify`, after `isKnownUniquelyReferenced` made sure no
  /// other copy shares it: no two threads ever see one box change.
  private final class Box: @unchecked Sendable {
    var value: Value

    init(_ value: Value) {
      self.value = value
    }
  }

  private var box: Box

  init(_ value: Value) {
    box = Box(value)
  }

  /// The value; writing it copies the box first when another copy shares it.
  var value: Value {
    _read { yield box.value }
    _modify {
      if !isKnownUniquelyReferenced(&box) { box = Box(box.value) }
      yield &box.value
    }
  }

  static func == (a: Self, b: Self) -> Bool {
    a.box === b.box || a.box.value == b.box.value
  }
}
