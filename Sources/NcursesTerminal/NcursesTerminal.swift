// NcursesTerminal module
