extension ResolvedTheme: StyleResolver {}
