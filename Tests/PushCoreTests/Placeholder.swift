import Testing

@Test func placeholderPushCoreTests() {}
