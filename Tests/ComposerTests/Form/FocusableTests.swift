import Composer
import PushCore
import Testing

/// The focus checks that run several times per frame agree with the full list of focusable
/// places on every tab, for drafts with no data, a few pairs, and a token list.
@Suite struct FocusableTests {
  static let drafts: [Draft] = [
    Draft(message: [:]),
    Draft(message: ["token": "t", "data": ["a": "1", "b": "2", "c": "3"]]),
    Draft(document: [
      "message": ["notification": ["title": "Hi"], "android": ["data": ["k": "v"]]],
      "recipients": ["tokens": ["a", "b"]],
    ]),
  ]

  @Test(arguments: 0..<drafts.count)
  func agreesWithTheListOfFocusables(_ index: Int) {
    let draft = Self.drafts[index]
    for tab in FormTab.allCases {
      let items = FormModel.items(for: tab, draft: draft)
      let all = FormModel.focusables(of: items, draft: draft)
      #expect(FormModel.firstFocusable(in: items, draft: draft) == all.first, "\(tab)")
      var candidates = all
      for case .field(let field) in items {
        candidates += [
          .field(field.id), .mapKey(field.id, row: -1), .mapKey(field.id, row: 3),
          .mapValue(field.id, row: 99), .mapNewRow(field.id),
        ]
      }
      candidates += [.field("no.such.field"), .mapNewRow("message.data.nothing")]
      for focus in candidates {
        #expect(
          FormModel.isFocusable(focus, in: items, draft: draft) == all.contains(focus),
          "\(tab) \(focus)")
      }
    }
  }
}
