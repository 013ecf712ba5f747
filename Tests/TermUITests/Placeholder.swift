import Testing

@Test func placeholderTermUITests() {}
