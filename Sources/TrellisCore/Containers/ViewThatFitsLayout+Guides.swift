extension ViewThatFitsLayout: NoExplicitBuiltInGuides {}
