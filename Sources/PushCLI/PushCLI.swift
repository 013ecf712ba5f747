// PushCLI module
