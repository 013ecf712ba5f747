// TermUI module
