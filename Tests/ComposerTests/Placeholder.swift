import Testing

@Test func placeholderComposerTests() {}
